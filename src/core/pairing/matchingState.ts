/**
 * The weights of all edges between the players to pair, changed step by step, and the optimum
 * for the current weights. A fixed pair leaves the graph: its edge would outweigh every
 * alternative, so the optimum of the others is the same with or without it.
 */
import { maxWeightMatching, type WeightedEdge } from './weightedMatching';

export class MatchingState {
  private readonly weights: bigint[][];
  private readonly fixedMate: Int32Array;

  constructor(readonly size: number) {
    this.weights = Array.from({ length: size }, () => new Array<bigint>(size).fill(0n));
    this.fixedMate = new Int32Array(size).fill(-1);
  }

  set(a: number, b: number, w: bigint): void {
    this.weights[a][b] = w;
    this.weights[b][a] = w;
  }

  fix(a: number, b: number): void {
    this.fixedMate[a] = b;
    this.fixedMate[b] = a;
  }

  /** stable[v] = v's partner in an optimum, or v itself when unmatched. */
  solve(): Int32Array {
    const active: number[] = [];
    for (let v = 0; v < this.size; v++) if (this.fixedMate[v] < 0) active.push(v);
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < active.length; i++) {
      const row = this.weights[active[i]];
      for (let j = i + 1; j < active.length; j++) {
        const w = row[active[j]];
        if (w > 0n) edges.push({ u: i, v: j, w });
      }
    }
    const mate = maxWeightMatching(active.length, edges);
    const stable = new Int32Array(this.size);
    for (let v = 0; v < this.size; v++) stable[v] = this.fixedMate[v] < 0 ? v : this.fixedMate[v];
    active.forEach((v, i) => {
      if (mate[i] >= 0) stable[v] = active[mate[i]];
    });
    return stable;
  }
}
