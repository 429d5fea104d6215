/**
 * An argument that serves as any type a catalogue's text function reads: a string (its marker
 * `⟦n⟧`, which holds no word of either language), a number (`${k + 1}`, Math.round), a list
 * (`join`, `length`, `map`). The catalogue tests call every text with such arguments.
 */
export class TextArgument {
  readonly length = 2;
  constructor(readonly n: number) {}
  valueOf(): number {
    return this.n;
  }
  toString(): string {
    return `⟦${this.n}⟧`;
  }
  join(): string {
    return this.toString();
  }
  map<T>(f: (x: string) => T): T[] {
    return [f(this.toString())];
  }
}
