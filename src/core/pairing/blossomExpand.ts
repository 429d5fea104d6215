/**
 * Expanding a top-level blossom of the search: its children become top-level again. At a dual
 * step (a T-blossom whose dual reached 0) the children on the even side of the path through it
 * are relabelled, so that the tree stays alternating; at the end of a stage (an S-blossom of dual
 * 0) nothing is relabelled and sub-blossoms of dual 0 are expanded too.
 *
 * Edge k = a·n + b (a < b); endpoint 2k is a, 2k + 1 is b; `mate` holds remote endpoints, and
 * `labelEnd` the endpoint through which a top-level blossom got its label.
 */
export interface ExpandDeps {
  readonly n: number;
  readonly mate: Int32Array;
  readonly label: Int8Array;
  readonly labelEnd: Int32Array;
  readonly inBlossom: Int32Array;
  readonly blossomParent: Int32Array;
  readonly blossomChilds: (number[] | null)[];
  readonly blossomEndps: (number[] | null)[];
  readonly blossomBase: Int32Array;
  readonly blossomBestEdges: (number[] | null)[];
  readonly bestEdge: Int32Array;
  /** Blossom numbers free for reuse. */
  readonly unusedBlossoms: number[];
  readonly leafBuf: Int32Array;
  leavesOf(b: number): number;
  blossomDualIsZero(b: number): boolean;
  endpoint(p: number): number;
  assignLabel(w: number, t: number, p: number): void;
  allowEdge(k: number): void;
  /** Blossom b no longer exists (its number is free). */
  released(b: number): void;
}

export function createExpandBlossom(deps: ExpandDeps): (b: number, endStage: boolean) => void {
  const {
    n,
    mate,
    label,
    labelEnd,
    inBlossom,
    blossomParent,
    blossomChilds,
    blossomEndps,
    blossomBase,
    blossomBestEdges,
    bestEdge,
    unusedBlossoms,
    leafBuf,
    leavesOf,
    blossomDualIsZero,
    endpoint,
    assignLabel,
    allowEdge,
    released,
  } = deps;
  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    // Indexed loops here and in the search: a for-of makes an iterator and a result object per
    // step in code not yet optimised, most of a short run.
    for (let c = 0; c < childs.length; c++) {
      const s = childs[c];
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && blossomDualIsZero(s)) expandBlossom(s, endStage);
      else {
        const k = leavesOf(s);
        for (let i = 0; i < k; i++) inBlossom[leafBuf[i]] = s;
      }
    }
    if (!endStage && label[b] === 2) {
      const len = childs.length;
      const at = (j: number): number => ((j % len) + len) % len;
      const entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
      // From the entry child the even way round to the base, as augment.ts walks.
      const entry = childs.indexOf(entryChild);
      const forward = (entry & 1) !== 0;
      const jStep = forward ? 1 : -1;
      const endpTrick = forward ? 0 : 1;
      let j = forward ? entry - len : entry;
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(endps[at(j - endpTrick)] ^ endpTrick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allowEdge(endps[at(j - endpTrick)] >> 1);
        j += jStep;
        p = endps[at(j - endpTrick)] ^ endpTrick;
        allowEdge(p >> 1);
        j += jStep;
      }
      let bv = childs[at(j)];
      label[endpoint(p ^ 1)] = label[bv] = 2;
      labelEnd[endpoint(p ^ 1)] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jStep;
      while (childs[at(j)] !== entryChild) {
        bv = childs[at(j)];
        if (label[bv] === 1) {
          j += jStep;
          continue;
        }
        let found = -1;
        const k = leavesOf(bv);
        for (let i = 0; i < k; i++) {
          if (label[leafBuf[i]] !== 0) {
            found = leafBuf[i];
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint(mate[blossomBase[bv]])] = 0;
          assignLabel(found, 2, labelEnd[found]);
        }
        j += jStep;
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    blossomChilds[b] = null;
    blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
    released(b);
  };
  return expandBlossom;
}
