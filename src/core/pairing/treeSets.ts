/**
 * The matching search's current tree as bit sets over the vertices: S (every S vertex passes
 * through the queue), S or T, and unreached with a best edge. Each is a superset, filtered by
 * the exact condition where read, and read in ascending order: a minimum found there is the
 * first in vertex order, as a loop over all vertices finds it, at a fraction of the cost.
 */
export interface TreeSets {
  readonly sBits: Int32Array;
  readonly treeBits: Int32Array;
  readonly reachBits: Int32Array;
  /** Room for collect's output, one per set. */
  readonly sList: Int32Array;
  readonly treeList: Int32Array;
  readonly reachList: Int32Array;
  /** v is an S vertex (so in the tree too). */
  markS(v: number): void;
  /** The members of `bits` into `out`, ascending; their number. */
  collect(bits: Int32Array, out: Int32Array): number;
}

export function createTreeSets(n: number): TreeSets {
  const words = (n + 31) >>> 5;
  const sBits = new Int32Array(words);
  const treeBits = new Int32Array(words);
  const reachBits = new Int32Array(words);
  const sList = new Int32Array(n);
  const treeList = new Int32Array(n);
  const reachList = new Int32Array(n);
  const markS = (v: number): void => {
    const bit = 1 << (v & 31);
    if ((sBits[v >>> 5] & bit) !== 0) return;
    sBits[v >>> 5] |= bit;
    treeBits[v >>> 5] |= bit;
  };
  const collect = (bits: Int32Array, out: Int32Array): number => {
    let k = 0;
    for (let i = 0; i < words; i++) {
      let x = bits[i];
      while (x !== 0) {
        const low = x & -x;
        out[k++] = (i << 5) + 31 - Math.clz32(low);
        x ^= low;
      }
    }
    return k;
  };
  return { sBits, treeBits, reachBits, sList, treeList, reachList, markS, collect };
}
