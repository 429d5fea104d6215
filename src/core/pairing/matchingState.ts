/**
 * The weights of all edges between the players to pair, changed step by step, and a
 * maximum-weight matching for the current weights, re-optimised from the previous one.
 *
 * The Dutch procedure solves the same graph dozens of times per round, each time after changing
 * the edges of one or a few players. Solving from scratch costs O(n³) every time; here the
 * previous matching and dual variables are kept and only repaired, just before the next solve,
 * where the weights changed: an edge that became too heavy raises an endpoint's dual (a matched
 * pair both, by halves; otherwise preferably a player unmatched already, else unmatching one), a
 * matched edge that is no longer tight is unmatched, and the primal-dual blossom search
 * (Edmonds, in Galil's O(n³) form) then runs from the players left unmatched with a positive
 * dual only.
 * Optimality is the usual certificate: feasible duals, tight matched edges, and every unmatched
 * player at dual 0.
 *
 * Duals are doubled (an edge is tight when yu + yv = 2w) so everything stays an integer. A fixed
 * pair leaves the graph: its edge would outweigh every alternative, so the optimum of the others
 * is the same with or without it.
 *
 * Speed: the weights are several hundred bits wide, and the search looks at an edge millions of
 * times per round. There the exact values are integer limbs (limbs.ts) — vertex duals, best
 * slacks, and each distinct weight once (edges hold its index) — with doubles to rule out most
 * edges first, and an edge as heavy as the best one to its end decided by the two duals alone
 * (free for two players of one dual class, dualClasses.ts). The duals live in limbs only;
 * bigints stay for the weights as set. The dual step visits the stage's tree and the players it
 * reached (bit sets), not every vertex. The search itself is in blossomSearch.ts.
 * `weightBits` bounds the weights so the limbs can hold them.
 */
import { ONE, ZERO } from './bigints';
import { createBlossomSearch } from './blossomSearch';
import {
  addTimes,
  approxLimbs,
  compareLimbs,
  copyLimbs,
  halve,
  limbsFor,
  signSumMinus,
  sumMinus,
  writeLimbs,
} from './limbs';
import { makeScratch, type Scratch } from './matchingScratch';

export class MatchingState {
  /**
   * Each distinct weight once, by index (0 = zero weight); edges hold the index in
   * scratch.weightIndex, and the limb table the weight doubled. Millions of edges then share a
   * few thousand bigints, which the garbage collector no longer has to walk.
   */
  private readonly byId: bigint[] = [ZERO];
  private readonly active: Uint8Array;
  private readonly fixedMate: Int32Array;
  /** Current matching (vertex → vertex, -1 unmatched) and vertex duals, kept between solves. */
  private readonly mateV: Int32Array;
  private started = false;
  /**
   * Edges whose weight changed since the last solve, as pairs of ends: the first changedLength
   * entries (a typed array grown by doubling: a whole graph's edges change at times).
   */
  private changed = new Int32Array(1024);
  private changedLength = 0;
  /** Within a repair: a dual's double → the last player whose dual was set to it. */
  private readonly setTo = new Map<number, number>();
  private readonly scratch: Scratch;
  /**
   * Weight → index. Keyed by the weight as set, not its double: a doubled key would be a new
   * bigint per look-up (tens of thousands per round), garbage as soon as it is found.
   */
  private readonly weightIds = new Map<bigint, number>();
  /** Weights must stay below this for the limbs to hold every sum of their doubles. */
  private readonly limit: bigint;
  private readonly optimise: () => void;
  /** The last weight set and its index: whole rows are often set to one value. */
  private lastWeight = ZERO;
  private lastId = 0;

  /** `weightBits`: every weight set is below 2^weightBits. */
  constructor(
    readonly size: number,
    weightBits: number,
  ) {
    const limbs = limbsFor(weightBits + 1);
    this.active = new Uint8Array(size).fill(1);
    this.fixedMate = new Int32Array(size).fill(-1);
    this.mateV = new Int32Array(size).fill(-1);
    this.scratch = makeScratch(size, limbs);
    // Replaced once already, as the scratch tables (matchingScratch.ts): set() is not compiled
    // with this array as a constant, to be thrown away when it grows.
    this.changed = new Int32Array(1024);
    this.started = true; // likewise (set() reads it, and the first solve sets it)
    this.started = false;
    this.weightIds.set(ZERO, 0);
    this.optimise = createBlossomSearch(size, this.active, this.mateV, this.scratch);
    this.limit = ONE << BigInt(weightBits);
  }

  /** The limb index of a weight, added to the table (doubled) when new. */
  private weightId(w: bigint): number {
    let id = this.weightIds.get(w);
    if (id === undefined) {
      if (w < ZERO || w >= this.limit) {
        throw new RangeError(`edge weight ${w} is outside the matching's precision`);
      }
      const { limbs } = this.scratch;
      id = this.weightIds.size;
      if ((id + 1) * limbs > this.scratch.table.length) {
        const grown = new Int32Array(this.scratch.table.length * 2);
        grown.set(this.scratch.table);
        this.scratch.table = grown;
      }
      if (id >= this.scratch.approx.length) {
        const grown = new Float64Array(this.scratch.approx.length * 2);
        grown.set(this.scratch.approx);
        this.scratch.approx = grown;
      }
      const { table } = this.scratch;
      writeLimbs(w, table, id * limbs, limbs);
      addTimes(table, id * limbs, table, id * limbs, 1, limbs);
      // Doubling a double is exact: the same rounding as Number of the doubled bigint.
      this.scratch.approx[id] = Number(w) * 2;
      this.weightIds.set(w, id);
      this.byId.push(w);
    }
    return id;
  }

  /**
   * The index of weight w, for setIndex: a caller that sets one weight on many edges, not in a
   * row, looks it up once (a bigint key costs a thousand instructions per look-up).
   */
  indexOf(w: bigint): number {
    return this.weightId(w);
  }

  set(a: number, b: number, w: bigint): void {
    if (w !== this.lastWeight) {
      this.lastWeight = w;
      this.lastId = this.weightId(w);
    }
    this.setIndex(a, b, this.lastId);
  }

  /**
   * setIndex(a, ends[i], ids[i]) for every i < count, in that order: a row of edges in one call.
   * The procedure sets each bracket's edges and, once, the whole graph's; a call per edge was
   * most of that time in a short run, whose code is mostly not optimised yet.
   */
  setRow(a: number, ends: Int32Array, ids: Int32Array, count: number): void {
    const index = this.scratch.weightIndex;
    const size = this.size;
    const row = a * size;
    if (this.started) this.makeRoom(2 * count);
    for (let i = 0; i < count; i++) {
      const b = ends[i];
      const id = ids[i];
      if (index[row + b] === id) continue;
      index[row + b] = id;
      index[b * size + a] = id;
      if (this.started) {
        this.changed[this.changedLength++] = a;
        this.changed[this.changedLength++] = b;
      }
    }
  }

  /** set(a, b, w) by the index of w (indexOf). */
  setIndex(a: number, b: number, id: number): void {
    const old = this.scratch.weightIndex[a * this.size + b];
    if (old === id) return;
    this.scratch.weightIndex[a * this.size + b] = id;
    this.scratch.weightIndex[b * this.size + a] = id;
    if (this.started) {
      this.makeRoom(2);
      this.changed[this.changedLength++] = a;
      this.changed[this.changedLength++] = b;
    }
  }

  /** Room in the list of changed edges for `entries` more ends (grown by doubling). */
  private makeRoom(entries: number): void {
    if (this.changedLength + entries <= this.changed.length) return;
    let length = this.changed.length * 2;
    while (this.changedLength + entries > length) length *= 2;
    const grown = new Int32Array(length);
    grown.set(this.changed);
    this.changed = grown;
  }

  /** After v's dual changed in limbs: its double, and a class of its own. */
  private dualChanged(v: number): void {
    const { limbs, dualLimbs, classes } = this.scratch;
    const approx = approxLimbs(dualLimbs, v * limbs, limbs);
    this.scratch.dualApprox[v] = approx;
    // A repair often gives many players one value (the halves of a bracket's common gain):
    // the last player given a value with the same double is a candidate to share a class.
    const w = this.setTo.get(approx);
    if (
      w !== undefined &&
      w !== v &&
      compareLimbs(dualLimbs, v * limbs, dualLimbs, w * limbs, limbs) === 0
    ) {
      classes.join(v, w);
    } else {
      classes.alone(v);
      this.setTo.set(approx, v);
    }
  }

  /** Sign of dual(a) + dual(b) − doubled weight(a, b): the slack of the edge. */
  private slackSign(a: number, b: number): number {
    const { limbs, dualLimbs, table, weightIndex } = this.scratch;
    const weightOff = weightIndex[a * this.size + b] * limbs;
    return signSumMinus(dualLimbs, a * limbs, dualLimbs, b * limbs, table, weightOff, limbs);
  }

  /** dual(v) = doubled weight(v, u) − dual(u): edge v–u tight. */
  private tighten(v: number, u: number): void {
    const { limbs, dualLimbs, table, weightIndex, zero } = this.scratch;
    const weightOff = weightIndex[v * this.size + u] * limbs;
    sumMinus(dualLimbs, v * limbs, table, weightOff, zero, 0, dualLimbs, u * limbs, limbs);
    this.dualChanged(v);
  }

  /**
   * Makes the duals feasible again for the edges changed since the last solve, and unmatches
   * the matched edges no longer tight. A matched edge that got heavier raises both ends by half
   * the difference first: when a whole bracket's edges gain the same high criterion bits, its
   * pairs then stay matched and tight, and only the low-bit differences are left to repair
   * (raising one end unmatches that player, and each unmatched player costs a search).
   * In limbs, as the search keeps the duals.
   */
  private repair(): void {
    const { changed, changedLength, mateV, active } = this;
    this.setTo.clear();
    const { limbs, dualLimbs, table, weightIndex, zero, deltaLimbs, candidate } = this.scratch;
    for (let i = 0; i < changedLength; i += 2) {
      const a = changed[i];
      const b = changed[i + 1];
      if (!active[a] || !active[b] || mateV[a] !== b) continue;
      if (this.slackSign(a, b) < 0) {
        // deficit = w − dual(a) − dual(b) > 0: a gains ⌊deficit / 2⌋, b the rest (tight).
        const weightOff = weightIndex[a * this.size + b] * limbs;
        sumMinus(candidate, 0, table, weightOff, zero, 0, dualLimbs, a * limbs, limbs);
        sumMinus(deltaLimbs, 0, candidate, 0, zero, 0, dualLimbs, b * limbs, limbs);
        halve(deltaLimbs, 0, candidate, 0, limbs);
        addTimes(dualLimbs, a * limbs, candidate, 0, 1, limbs);
        this.dualChanged(a);
        this.tighten(b, a);
      }
    }
    for (let i = 0; i < changedLength; i += 2) {
      const a = changed[i];
      const b = changed[i + 1];
      if (!active[a] || !active[b]) continue;
      const sign = this.slackSign(a, b);
      if (sign < 0) {
        // Raise an end that is unmatched already rather than unmatch a pair.
        if (mateV[a] >= 0 && mateV[a] !== b && mateV[b] < 0) {
          this.tighten(b, a);
        } else {
          this.tighten(a, b);
          if (mateV[a] !== b) this.unmatch(a);
        }
      } else if (mateV[a] === b && sign > 0) {
        this.unmatch(a);
      }
    }
    this.changedLength = 0;
  }

  private unmatch(v: number): void {
    const u = this.mateV[v];
    if (u >= 0) {
      this.mateV[u] = -1;
      this.mateV[v] = -1;
    }
  }

  fix(a: number, b: number): void {
    this.fixedMate[a] = b;
    this.fixedMate[b] = a;
    this.active[a] = 0;
    this.active[b] = 0;
    while (this.scratch.low < this.size && this.active[this.scratch.low] === 0) this.scratch.low++;
    // Their partners (if the current matching had others) lose their edge: unmatch them.
    for (let v = a, k = 0; k < 2; v = b, k++) {
      const u = this.mateV[v];
      if (u >= 0 && u !== a && u !== b) this.mateV[u] = -1;
      this.mateV[v] = -1;
    }
  }

  /**
   * The first solve's start: every dual at the heaviest weight. Its own method: a loop over all
   * edges, compiled on the spot (on-stack), would otherwise take solve's later code with it before
   * that ever ran, and be thrown away when it does.
   */
  private start(): void {
    this.started = true;
    // The heaviest weight among those used, each distinct weight compared once.
    const used = new Uint8Array(this.byId.length);
    const index = this.scratch.weightIndex;
    for (let a = 0; a < this.size; a++) {
      for (let b = a + 1; b < this.size; b++) used[index[a * this.size + b]] = 1;
    }
    let max = ZERO;
    for (let id = 1; id < used.length; id++) {
      if (used[id] === 1 && this.byId[id] > max) max = this.byId[id];
    }
    // Doubled duals: y = max weight on every vertex (one class: all equal).
    // The bigint converted once, then copied: a conversion per player made its garbage.
    const { limbs, dualLimbs, dualApprox } = this.scratch;
    writeLimbs(max, dualLimbs, 0, limbs);
    const approx = Number(max);
    for (let v = 0; v < this.size; v++) {
      if (v > 0) copyLimbs(dualLimbs, 0, dualLimbs, v * limbs, limbs);
      dualApprox[v] = approx;
    }
  }

  /** stable[v] = v's partner in an optimum, or v itself when unmatched. */
  solve(): Int32Array {
    if (!this.started) this.start();
    this.repair();
    this.optimise();
    const stable = new Int32Array(this.size);
    for (let v = 0; v < this.size; v++) {
      stable[v] =
        this.fixedMate[v] >= 0 ? this.fixedMate[v] : this.mateV[v] >= 0 ? this.mateV[v] : v;
    }
    // The search dissolved its blossoms into the vertex duals: unmatch the edges that left a
    // blossom with a positive dual (no longer tight).
    for (let v = 0; v < this.size; v++) {
      const u = this.mateV[v];
      if (u > v && this.slackSign(v, u) !== 0) this.unmatch(v);
    }
    return stable;
  }
}
