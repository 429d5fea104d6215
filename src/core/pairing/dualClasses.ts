/**
 * Classes of players whose vertex duals are equal, for the matching's search: two players of
 * one class have equal duals for sure, so comparing them costs nothing, where comparing the
 * limbs of two equal duals walks every limb (dozens, for hundreds of bits). Players of two
 * classes may still have equal duals; the caller then compares the limbs.
 *
 * Equal duals are the rule in the Dutch graphs: every player starts at the same dual, and a
 * dual step moves all the players of one side of the search tree by the same amount, so players
 * of one class on one side stay together. A dual set on its own gets a class of its own.
 *
 * Class numbers are taken from a range of 4n + 8 and renumbered (compacted) when it runs out;
 * each side of a dual step maps an old class to a new one through `mapped`, valid for the step
 * whose number is in `stamp`.
 */
export class DualClasses {
  /** Each player's class. */
  readonly of: Int32Array;
  private next = 1;
  private step = 0;
  private readonly cap: number;
  /** Old class c, side s (0 or 1) → new class, at index 2c + s, for step `stamp[2c + s]`. */
  private readonly mapped: Int32Array;
  private readonly stamp: Int32Array;

  /** Every player in one class (equal duals: all zero at the start). */
  constructor(size: number) {
    this.of = new Int32Array(size);
    this.cap = 4 * size + 8;
    this.mapped = new Int32Array(2 * this.cap);
    this.stamp = new Int32Array(2 * this.cap);
  }

  /** v's dual was set on its own: a class of its own. */
  alone(v: number): void {
    if (this.next >= this.cap) this.compact();
    this.of[v] = this.next++;
  }

  /** v's dual was set equal to w's. */
  join(v: number, w: number): void {
    this.of[v] = this.of[w];
  }

  /**
   * A dual step that moves `count` players, each by shift(v, side): players of one class on
   * one side stay in one class.
   */
  begin(count: number): void {
    if (this.next + 2 * count > this.cap) this.compact();
    this.step++;
  }

  shift(v: number, side: number): void {
    const k = 2 * this.of[v] + side;
    if (this.stamp[k] !== this.step) {
      this.stamp[k] = this.step;
      this.mapped[k] = this.next++;
    }
    this.of[v] = this.mapped[k];
  }

  /** The classes in use renumbered 0, 1, …, in order of first player. */
  private compact(): void {
    const to = new Int32Array(this.cap).fill(-1);
    let k = 0;
    for (let v = 0; v < this.of.length; v++) {
      const c = this.of[v];
      if (to[c] === -1) to[c] = k++;
      this.of[v] = to[c];
    }
    this.next = k;
    // The stamps name old classes: a new step number leaves them all stale.
    this.step++;
  }
}
