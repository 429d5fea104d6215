/**
 * A blossom's leaves (the players inside it), in the order of a walk through its children,
 * written into one shared buffer: no list is kept per blossom (the garbage such lists made
 * outweighed the walks they saved). A caller reads the buffer before asking again.
 */
export interface LeafWalk {
  /** Where leavesOf writes. */
  readonly leafBuf: Int32Array;
  /** The leaves of b (a player stands for itself) into leafBuf; their number. */
  leavesOf(b: number): number;
}

/** `blossomChilds[b]`: the children of blossom b ≥ n, read at each walk. */
export function createLeafWalk(n: number, blossomChilds: readonly (number[] | null)[]): LeafWalk {
  const leafBuf = new Int32Array(n);
  const walkBlossom = new Int32Array(n);
  const walkChild = new Int32Array(n);
  const leavesOf = (b: number): number => {
    if (b < n) {
      leafBuf[0] = b;
      return 1;
    }
    let k = 0;
    let top = 0;
    walkBlossom[0] = b;
    walkChild[0] = 0;
    while (top >= 0) {
      const childs = blossomChilds[walkBlossom[top]] as number[];
      const i = walkChild[top];
      if (i === childs.length) {
        top--;
        continue;
      }
      walkChild[top] = i + 1;
      const t = childs[i];
      if (t < n) leafBuf[k++] = t;
      else {
        top++;
        walkBlossom[top] = t;
        walkChild[top] = 0;
      }
    }
    return k;
  };
  return { leafBuf, leavesOf };
}
