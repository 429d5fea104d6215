/**
 * The blossom search's walk up the tree from the two ends of a tight edge between S-blossoms:
 * alternately one step up each side, marking the top-level blossoms met, until a blossom marked
 * from the other side (their common base: a new blossom) or both roots (an augmenting path).
 *
 * `label` holds 1 for S and 2 for T, with bit 4 set while a walk marks it; `labelEnd` the
 * endpoint through which a top-level blossom got its label (edge k = a·n + b, a < b; endpoint
 * 2k is a, 2k + 1 is b).
 */
export function createScanBlossom(
  inBlossom: Int32Array,
  label: Int8Array,
  labelEnd: Int32Array,
  blossomBase: Int32Array,
  endpoint: (p: number) => number,
): (v: number, w: number) => number {
  /** The base of the new blossom, or -1 when the two walks reach different roots. */
  return (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = endpoint(labelEnd[b]);
      }
      if (w !== -1) {
        const x = v;
        v = w;
        w = x;
      }
    }
    for (let i = 0; i < path.length; i++) label[path[i]] = 1;
    return base;
  };
}
