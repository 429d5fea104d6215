/**
 * Augmentations found without a search tree, tried before the blossom search: tight edges
 * between unmatched players, and augmenting paths of three tight edges. The duals stay as they
 * are, so they still certify the matching.
 */
import { lowLimbsCancel, signSumMinus } from './limbs';
import { EPSILON, type Scratch } from './matchingScratch';

export interface Shortcuts {
  /** Whether edge v–u (of positive weight) is tight. */
  isTight(v: number, u: number): boolean;
  /**
   * Matches unmatched players joined by a tight edge directly (no blossoms yet), each root with
   * the first unmatched player in vertex order, as a walk along its row meets them.
   */
  matchTightPairs(): void;
  /** See shortPaths below. */
  shortPaths(): void;
}

/**
 * `mate` holds remote endpoints (edge k = a·n + b, a < b; endpoint 2k is a, 2k + 1 is b), as the
 * search keeps them; `isRoot`, `endpoint` and `remoteEnd` are the search's.
 */
export function createShortcuts(
  n: number,
  active: Uint8Array,
  mate: Int32Array,
  scratch: Scratch,
  isRoot: (v: number) => boolean,
  endpoint: (p: number) => number,
  remoteEnd: (v: number, u: number) => number,
): Shortcuts {
  const { limbs, dualLimbs, weightIndex, dualApprox } = scratch;

  /** Whether edge v–u (of positive weight) is tight: the doubles rule out most edges. */
  const isTight = (v: number, u: number): boolean => {
    const w = scratch.approx[weightIndex[v * n + u]];
    const x = dualApprox[v];
    const y = dualApprox[u];
    if (Math.abs(x + y - w) > (Math.abs(x) + Math.abs(y) + w) * EPSILON) return false;
    const weightOff = weightIndex[v * n + u] * limbs;
    if (!lowLimbsCancel(dualLimbs, v * limbs, dualLimbs, u * limbs, scratch.table, weightOff))
      return false;
    return (
      signSumMinus(
        dualLimbs,
        v * limbs,
        dualLimbs,
        u * limbs,
        scratch.table,
        weightIndex[v * n + u] * limbs,
        limbs,
      ) === 0
    );
  };

  /**
   * Augmenting paths of three tight edges (root – matched x, x's mate – unmatched player), taken
   * before the blossom search: the duals stay as they are, so they still certify the matching.
   * In the Dutch graphs a whole scoregroup is often tight, and a search tree from a root would
   * shrink most of it into blossoms (again for every root) before reaching another free player.
   */
  // Both run mostly before V8 optimises them (a few hundred pairs per solve, every solve): their
  // loops are kept to typed arrays and indices, the cheap tests first.
  const free = new Int32Array(n);
  /** The unmatched active players into `free`, ascending; their number. */
  const listFree = (): number => {
    let count = 0;
    for (let v = scratch.low; v < n; v++) if (active[v] === 1 && mate[v] === -1) free[count++] = v;
    return count;
  };

  const shortPaths = (): void => {
    const count = listFree();
    if (count < 2) return;
    for (let i = 0; i < count; i++) {
      const v = free[i];
      if (mate[v] !== -1 || !isRoot(v)) continue;
      const vRow = v * n;
      search: for (let x = scratch.low; x < n; x++) {
        if (weightIndex[vRow + x] === 0 || mate[x] === -1 || active[x] === 0 || !isTight(v, x)) {
          continue;
        }
        const y = endpoint(mate[x]);
        const yRow = y * n;
        for (let j = 0; j < count; j++) {
          const u = free[j];
          if (mate[u] !== -1 || weightIndex[yRow + u] === 0 || u === v || !isTight(y, u)) continue;
          mate[v] = remoteEnd(v, x);
          mate[x] = remoteEnd(x, v);
          mate[y] = remoteEnd(y, u);
          mate[u] = remoteEnd(u, y);
          break search;
        }
      }
    }
  };

  const matchTightPairs = (): void => {
    const count = listFree();
    for (let i = 0; i < count; i++) {
      const v = free[i];
      if (!isRoot(v)) continue;
      const vRow = v * n;
      for (let j = 0; j < count; j++) {
        const u = free[j];
        if (weightIndex[vRow + u] === 0 || mate[u] !== -1 || u === v) continue;
        if (isTight(v, u)) {
          mate[v] = remoteEnd(v, u);
          mate[u] = remoteEnd(u, v);
          break;
        }
      }
    }
  };

  return { isTight, matchTightPairs, shortPaths };
}
