/**
 * Augmenting along a path the blossom search found: the matched and unmatched edges swap along
 * it, through the blossoms it crosses (each blossom's children turn, so that its base is the
 * player the path enters by).
 *
 * Edge k = a·n + b (a < b); endpoint 2k is a, 2k + 1 is b; `mate` holds remote endpoints, and
 * `labelEnd` the endpoint through which a top-level blossom got its label.
 */
export interface Augment {
  /** Swaps the edges inside blossom b so that its base becomes v. */
  augmentBlossom(b: number, v: number): void;
  /** Flips the alternating path from s up to its root; s gets `p` (an endpoint, or -1). */
  augmentFrom(s: number, p: number): void;
}

export function createAugment(
  n: number,
  mate: Int32Array,
  inBlossom: Int32Array,
  labelEnd: Int32Array,
  blossomParent: Int32Array,
  blossomChilds: (number[] | null)[],
  blossomEndps: (number[] | null)[],
  blossomBase: Int32Array,
  endpoint: (p: number) => number,
): Augment {
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    const len = childs.length;
    const at = (j: number): number => ((j % len) + len) % len;
    const i = childs.indexOf(t);
    // Round the odd cycle the even way to its base: forward from an odd index, else backward,
    // the endpoints then read one step behind and mirrored (blossomExpand.ts walks the same way).
    const forward = (i & 1) !== 0;
    const jStep = forward ? 1 : -1;
    const endpTrick = forward ? 0 : 1;
    let j = forward ? i - len : i;
    while (j !== 0) {
      j += jStep;
      t = childs[at(j)];
      const p = endps[at(j - endpTrick)] ^ endpTrick;
      if (t >= n) augmentBlossom(t, endpoint(p));
      j += jStep;
      t = childs[at(j)];
      if (t >= n) augmentBlossom(t, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = blossomBase[(blossomChilds[b] as number[])[0]];
  };

  const augmentFrom = (s0: number, p0: number): void => {
    let s = s0;
    let p = p0;
    for (;;) {
      const bs = inBlossom[s];
      if (bs >= n) augmentBlossom(bs, s);
      mate[s] = p;
      if (labelEnd[bs] === -1) break;
      const t = endpoint(labelEnd[bs]);
      const bt = inBlossom[t];
      s = endpoint(labelEnd[bt]);
      const j = endpoint(labelEnd[bt] ^ 1);
      if (bt >= n) augmentBlossom(bt, j);
      mate[j] = labelEnd[bt];
      p = labelEnd[bt] ^ 1;
    }
  };
  return { augmentBlossom, augmentFrom };
}
