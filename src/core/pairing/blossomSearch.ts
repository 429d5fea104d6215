/**
 * The primal-dual blossom search of MatchingState (Edmonds, in Galil's O(n³) form), from a
 * feasible start: exact values in integer limbs (limbs.ts) with doubles to rule out most edges
 * first; the stage's tree as bit sets (treeSets.ts); short augmenting paths first
 * (tightShortcuts.ts).
 */
import { createAugment } from './augment';
import { createExpandBlossom } from './blossomExpand';
import { createLeafWalk } from './blossomLeaves';
import { createScanBlossom } from './blossomScan';
import {
  addTimes,
  addTimesBelow,
  approxLimbs,
  compareLimbs,
  copyLimbs,
  halve,
  lowLimbsCancel,
  signSumMinus,
  signSumMinus2,
  sumMinus,
  topLimb,
} from './limbs';
import { EPSILON, type Scratch } from './matchingScratch';
import { createShortcuts } from './tightShortcuts';
import { createTreeSets } from './treeSets';

/**
 * Primal-dual blossom search from a feasible start: `mateV` holds only tight edges, the vertex
 * duals (scratch.dualLimbs) are feasible for every edge. Players unmatched with a positive dual
 * are the roots. On return the matching is optimal; remaining blossoms are dissolved into the
 * vertex duals so the next call starts from plain vertex duals again.
 */
export function createBlossomSearch(
  n: number,
  active: Uint8Array,
  mateV: Int32Array,
  scratch: Scratch,
): () => void {
  // Edge k = a * n + b (a < b); endpoint p = 2k (vertex a) or 2k + 1 (vertex b).
  const edgeOf = (a: number, b: number): number => (a < b ? a * n + b : b * n + a);
  const endpoint = (p: number): number => {
    const k = p >> 1;
    return (p & 1) === 0 ? Math.floor(k / n) : k % n;
  };
  const remoteEnd = (v: number, u: number): number => {
    // the endpoint p of edge (v, u) with endpoint(p) = u
    const k = edgeOf(v, u);
    return u < v ? 2 * k : 2 * k + 1;
  };

  // The search's arrays are made once per graph and reset by each run: its functions are then
  // made once too, and the compiled code does not meet new closures at every solve.
  const mate = new Int32Array(n); // remote endpoint
  const label = new Int8Array(2 * n);
  const labelEnd = new Int32Array(2 * n);
  const inBlossom = new Int32Array(n);
  const blossomParent = new Int32Array(2 * n);
  const blossomChilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossomEndps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n);
  const bestEdge = new Int32Array(2 * n);
  // The weight index of each vertex's bestEdge (set with it): read beside bestEdge in the scan
  // instead of a far-away entry of weightIndex.
  const bestWeight = new Int32Array(n);
  // And its other end (the one in the tree, for an unreached vertex), without a division.
  const bestFrom = new Int32Array(n);
  // Slack of bestEdge, kept current through the dual changes instead of recomputed.
  // Doubles next to the limbs (each within a relative 2^-52 of its value): when they tell an
  // edge's slack is positive and no less than the best one, its exact slack is not needed.
  const bestApprox = new Float64Array(2 * n);
  // Exact values in limbs for the hot loop: vertex duals, weights, best slacks.
  const { limbs, dualLimbs, weightIndex, bestLimbs, deltaLimbs } = scratch;
  let table = scratch.table; // grows between runs
  const dualApprox = scratch.dualApprox;
  // The blossom duals in limbs too.
  const blossomDualLimbs = new Int32Array(2 * n * limbs);
  const blossomDualIsZero = (b: number): boolean => {
    for (let i = b * limbs; i < (b + 1) * limbs; i++) if (blossomDualLimbs[i] !== 0) return false;
    return true;
  };
  const blossomBestEdges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  // Tight edges of the current stage: allowed[a·n + b] === stamp (a new stamp clears them all).
  // Marked both ways, so that a scan reads the row of its own vertex (in memory order).
  const allowed = scratch.allowed;
  const allowEdge = (k: number): void => {
    const a = Math.floor(k / n);
    const b = k - a * n;
    allowed[k] = scratch.stamp;
    allowed[b * n + a] = scratch.stamp;
  };
  // Scratch for addBlossom: least-slack edge to each S-blossom (-1 = none yet).
  const bestToEdge = new Int32Array(2 * n);
  const bestToLimbs = new Int32Array(2 * n * limbs);
  // Their doubles (approxLimbs): most edges are ruled out without limbs, and an exact zero
  // (a double of 0 is an exact 0) cannot be beaten.
  const bestToApprox = new Float64Array(2 * n);
  let queue: number[] = [];
  // The current stage's tree as bit sets (treeSets.ts).
  const { sBits, treeBits, reachBits, sList, treeList, reachList, markS, collect } =
    createTreeSets(n);
  // Blossom numbers are taken lowest first: none at or above this one was used in this run.
  let blossomEnd = n;
  // The leaves of the blossom added last, as a bit set, while it is a top-level blossom (-1: none).
  // A scan from one of its leaves, most scans in a tight scoregroup, skips them a word at a time:
  // most of such a row lies inside the scanning vertex's own blossom.
  const topBits = new Int32Array((n + 31) >>> 5);
  let topBlossom = -1;

  // A blossom's leaves into one shared buffer (blossomLeaves.ts).
  const { leafBuf, leavesOf } = createLeafWalk(n, blossomChilds);

  const assignLabel = (w0: number, t0: number, p0: number): void => {
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = inBlossom[w];
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = bestEdge[b] = -1;
      if (t === 1) {
        const k = leavesOf(b);
        for (let i = 0; i < k; i++) {
          queue.push(leafBuf[i]);
          markS(leafBuf[i]);
        }
        return;
      }
      if (b < n) treeBits[b >>> 5] |= 1 << (b & 31);
      else {
        const k = leavesOf(b);
        for (let i = 0; i < k; i++) treeBits[leafBuf[i] >>> 5] |= 1 << (leafBuf[i] & 31);
      }
      const mb = mate[blossomBase[b]];
      w = endpoint(mb);
      t = 1;
      p = mb ^ 1;
    }
  };

  const scanBlossom = createScanBlossom(inBlossom, label, labelEnd, blossomBase, endpoint);

  const addBlossom = (base: number, k: number): void => {
    let v = Math.floor(k / n);
    let w = k % n;
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop() as number;
    if (b >= blossomEnd) blossomEnd = b + 1;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    let path: number[] = [];
    let endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint(labelEnd[bv]);
      bv = inBlossom[v];
    }
    path.push(bb);
    path = path.reverse();
    endps = endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint(labelEnd[bw]);
      bw = inBlossom[w];
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    blossomDualLimbs.fill(0, b * limbs, (b + 1) * limbs);
    // The blossom added last is most often a child of this one (a tight scoregroup grows one
    // blossom around the last): its leaves are in topBits already, and when it is an S-blossom
    // (none of its leaves to queue) they are relabelled from the bits, not by a walk of its
    // nested children.
    const inner = topBlossom !== -1 && blossomParent[topBlossom] === b ? topBlossom : -1;
    if (inner === -1) topBits.fill(0);
    topBlossom = b;
    for (let c = 0; c < path.length; c++) {
      const sub = path[c];
      if (sub === inner && label[sub] === 1) {
        for (let i = 0; i < topBits.length; i++) {
          let x = topBits[i];
          while (x !== 0) {
            const low = x & -x;
            inBlossom[(i << 5) + 31 - Math.clz32(low)] = b;
            x ^= low;
          }
        }
        continue;
      }
      const k = leavesOf(sub);
      for (let i = 0; i < k; i++) {
        const x = leafBuf[i];
        if (label[inBlossom[x]] === 2) {
          queue.push(x);
          markS(x);
        }
        inBlossom[x] = b;
        topBits[x >>> 5] |= 1 << (x & 31);
      }
    }
    // Least-slack edge from the new blossom to each other S-blossom, in first-seen order.
    touched.length = 0;
    newBlossom = b;
    // The S vertices outside the new blossom, ascending (-1: not listed yet): a leaf's edges
    // count only to those, and in this order they are met as along the leaf's row.
    let outside = -1;
    for (let c = 0; c < path.length; c++) {
      const sub = path[c];
      const own = blossomBestEdges[sub];
      if (own === null) {
        if (outside < 0) {
          // topBits holds the new blossom's leaves now: most S vertices, in a tight scoregroup.
          outside = 0;
          for (let i = 0; i < topBits.length; i++) {
            let x = sBits[i] & ~topBits[i];
            while (x !== 0) {
              const low = x & -x;
              const y = (i << 5) + 31 - Math.clz32(low);
              x ^= low;
              if (active[y] && label[inBlossom[y]] === 1) sList[outside++] = y;
            }
          }
        }
        const k = leavesOf(sub);
        for (let j = 0; j < k; j++) {
          const x = leafBuf[j];
          const row = x * n;
          for (let i = 0; i < outside; i++) {
            const y = sList[i];
            if (weightIndex[row + y] !== 0) consider(x, y, edgeOf(x, y));
          }
        }
      } else {
        for (let j = 0; j < own.length; j++) {
          const e = own[j];
          const i = Math.floor(e / n);
          const k = e - i * n;
          if (inBlossom[k] === b) consider(k, i, e);
          else consider(i, k, e);
        }
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const list: number[] = new Array<number>(touched.length);
    let top = -1;
    let topAt = -1;
    let topApprox = 0;
    for (let t = 0; t < touched.length; t++) {
      const by = touched[t];
      list[t] = bestToEdge[by];
      const x = bestToApprox[by];
      if (
        top === -1 ||
        (x - topApprox < (x + topApprox) * EPSILON &&
          compareLimbs(bestToLimbs, by * limbs, bestToLimbs, topAt, limbs) < 0)
      ) {
        top = bestToEdge[by];
        topAt = by * limbs;
        topApprox = x;
      }
      bestToEdge[by] = -1;
    }
    blossomBestEdges[b] = list;
    bestEdge[b] = top;
    if (top !== -1) {
      copyLimbs(bestToLimbs, topAt, bestLimbs, b * limbs, limbs);
      bestApprox[b] = approxLimbs(bestLimbs, b * limbs, limbs);
    }
  };

  // addBlossom's edge from a leaf x of the new blossom to y, kept if the least to y's blossom.
  let newBlossom = -1;
  const touched: number[] = [];
  const consider = (x: number, y: number, e: number): void => {
    const by = inBlossom[y];
    if (!active[y] || by === newBlossom || label[by] !== 1) return;
    const xOff = x * limbs;
    const yOff = y * limbs;
    const weightOff = weightIndex[x * n + y] * limbs;
    const at = by * limbs;
    if (bestToEdge[by] === -1) touched.push(by);
    else {
      const bestSlack = bestToApprox[by];
      if (bestSlack === 0) return;
      const approxW = scratch.approx[weightIndex[x * n + y]];
      const ax = dualApprox[x];
      const ay = dualApprox[y];
      const roughSlack = ax + ay - approxW;
      const error = (Math.abs(ax) + Math.abs(ay) + approxW) * EPSILON;
      if (roughSlack - error > bestSlack + bestSlack * EPSILON) return;
      const sign = signSumMinus2(
        dualLimbs,
        xOff,
        dualLimbs,
        yOff,
        table,
        weightOff,
        bestToLimbs,
        at,
        limbs,
      );
      if (sign >= 0) return;
    }
    bestToEdge[by] = e;
    sumMinus(bestToLimbs, at, dualLimbs, xOff, dualLimbs, yOff, table, weightOff, limbs);
    bestToApprox[by] = approxLimbs(bestToLimbs, at, limbs);
  };

  const expandBlossom = createExpandBlossom({
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
    released: (b: number): void => {
      if (b === topBlossom) topBlossom = -1;
    },
  });

  const { augmentBlossom, augmentFrom } = createAugment(
    n,
    mate,
    inBlossom,
    labelEnd,
    blossomParent,
    blossomChilds,
    blossomEndps,
    blossomBase,
    endpoint,
  );

  /**
   * Sign of dual(a) − dual(b), in limbs. Not by the doubles first: those of the duals moved by
   * a dual step come from approxLimbs, which is close but not monotone (two roundings), so two
   * equal duals may have different doubles.
   */
  const dualClass = scratch.classes.of;
  const compareDuals = (a: number, b: number): number =>
    dualClass[a] === dualClass[b]
      ? 0
      : compareLimbs(dualLimbs, a * limbs, dualLimbs, b * limbs, limbs);

  /** Unmatched with a positive dual. */
  const isRoot = (v: number): boolean => {
    if (active[v] !== 1 || mate[v] !== -1) return false;
    for (let i = v * limbs; i < (v + 1) * limbs; i++) if (dualLimbs[i] !== 0) return true;
    return false;
  };

  const { matchTightPairs, shortPaths } = createShortcuts(
    n,
    active,
    mate,
    scratch,
    isRoot,
    endpoint,
    remoteEnd,
  );

  /** Scans the edges of S-vertex v; true when the matching grew (augmenting path found). */
  const scanFrom = (v: number): boolean => {
    // The graph's arrays as locals: the compiled loop then keeps them in registers even when
    // this closure is not the first of its kind (a later graph's search is not specialised to
    // its context and would load each one from it at every use).
    const act = active;
    const inB = inBlossom;
    const lab = label;
    const wIdx = weightIndex;
    const allow = allowed;
    const best = bestEdge;
    const bestW = bestWeight;
    const bestF = bestFrom;
    const bestA = bestApprox;
    const dA = dualApprox;
    const dL = dualLimbs;
    const bL = bestLimbs;
    const L = limbs;
    const N = n;
    const stamp = scratch.stamp;
    const vOff = v * L;
    const apx = scratch.approx;
    const approxV = dA[v];
    const vRow = v * N;
    // compareDuals(v, u) for the last u asked: the unreached players' best edges mostly come
    // from one tree vertex, and equal duals (the rule in a tight scoregroup) cost a comparison
    // of every limb.
    let lastU = -1;
    let lastOrder = 0;
    // Likewise, for a best edge (u, w) of another weight W1 than this edge's W: the sign of
    // dual(v) − dual(u) − (W − W1), the difference of the two slacks, for the last u, W1 and W
    // compared (the same triple comes back along most of a row, and its exact comparison walks
    // every limb when the slacks are equal).
    let pairU = -1;
    let pairW1 = -1;
    let pairW = -1;
    let pairOrder = 0;
    let bv = inB[v]; // v's blossom (changes only when the scan adds a blossom)
    const skip = topBits;
    let skipping = bv === topBlossom;
    // The row of v from the lowest active player: the edges of positive weight to active
    // players, in vertex order.
    for (let w = scratch.low; w < N; w++) {
      // Inside v's own blossom first (the players left out, inactive, are never in one).
      const bw = inB[w];
      if (bw === bv) {
        if (skipping) {
          // On to the last vertex before the next one outside v's blossom (its leaves are all
          // in `skip`).
          const word = w >>> 5;
          const rest = ~skip[word] & (-1 << (w & 31));
          w = rest === 0 ? (word << 5) + 31 : (word << 5) + 30 - Math.clz32(rest & -rest);
        }
        continue;
      }
      const weightId = wIdx[vRow + w];
      if (weightId === 0 || act[w] === 0) continue;
      // w not reached yet, as a boolean: a branch on it needs no type feedback, where a comparison
      // first met late (after compilation) throws the compiled scan away.
      const wFree = lab[w] === 0;
      const labelBw = lab[bw];
      // An edge into a T-blossom matters only while w itself is not reached yet.
      if (labelBw === 2 && !wFree) continue;
      let isAllowed = allow[vRow + w] === stamp;
      // The sign of this edge's slack against w's best, when known (2: not asked).
      let againstBest = 2;
      if (!isAllowed && wFree && labelBw !== 1) {
        // w not reached yet, and its best edge (u, w) of the same weight: this edge's slack
        // is that best slack (≥ 0) plus dual(v) − dual(u), so comparing the duals decides
        // whether it is tight, better, or neither (most edges, in the Dutch graphs).
        const e = best[w];
        if (e !== -1 && bestW[w] === weightId) {
          const u = bestF[w];
          if (u !== lastU) {
            lastU = u;
            lastOrder = compareDuals(v, u);
          }
          const order = lastOrder;
          if (order > 0) continue;
          if (order === 0) {
            if (bestA[w] !== 0) continue;
            allowEdge(edgeOf(v, w));
            isAllowed = true;
          }
        } else if (e !== -1) {
          // The best slack of w is dual(u) + dual(w) − W1 (u in the tree; both follow the same
          // dual changes), so this edge's slack less it is dual(v) − dual(u) − (W − W1).
          const u = bestF[w];
          const w1 = bestW[w];
          if (u !== pairU || w1 !== pairW1 || weightId !== pairW) {
            pairU = u;
            pairW1 = w1;
            pairW = weightId;
            pairOrder = signSumMinus2(dL, vOff, dL, w * L, table, weightId * L, bL, w * L, L);
          }
          const order = pairOrder;
          if (order > 0) continue;
          if (order === 0) {
            if (bestA[w] !== 0) continue;
            allowEdge(edgeOf(v, w));
            isAllowed = true;
          }
          againstBest = order;
        }
      }
      const wOff = w * L;
      const weightOff = weightId * L;
      if (!isAllowed) {
        // Rounding error of the double sum is below 3 · 2^-53 of its terms' magnitudes.
        const approxW = apx[weightId];
        const roughSlack = approxV + dA[w] - approxW;
        const error = (Math.abs(approxV) + Math.abs(dA[w]) + approxW) * EPSILON;
        if (roughSlack > error) {
          const target = labelBw === 1 ? bv : wFree ? w : -1;
          if (target === -1) continue;
          if (best[target] !== -1) {
            const bestSlack = bestA[target];
            if (roughSlack - error > bestSlack + Math.abs(bestSlack) * EPSILON) continue;
          }
        }
        // The slack is never negative (feasible duals): zero needs its lowest limb to cancel.
        if (
          lowLimbsCancel(dL, vOff, dL, wOff, table, weightOff) &&
          signSumMinus(dL, vOff, dL, wOff, table, weightOff, L) <= 0
        ) {
          allowEdge(edgeOf(v, w));
          isAllowed = true;
        }
      }
      if (isAllowed) {
        const p = remoteEnd(v, w);
        if (labelBw === 0) {
          if (mate[blossomBase[bw]] === -1) {
            // An unmatched player outside the tree (or a blossom based on one): an
            // augmenting path ends here.
            if (bw >= N) augmentBlossom(bw, w);
            augmentFrom(v, p);
            mate[w] = p ^ 1;
            return true;
          }
          assignLabel(w, 2, p ^ 1);
        } else if (labelBw === 1) {
          const base = scanBlossom(v, w);
          if (base >= 0) {
            addBlossom(base, edgeOf(v, w));
            bv = inB[v];
            skipping = bv === topBlossom;
          } else {
            augmentFrom(v, p);
            augmentFrom(w, p ^ 1);
            return true;
          }
        } else if (wFree) {
          lab[w] = 2;
          labelEnd[w] = p ^ 1;
        }
      } else {
        // The least-slack edge from the tree to an S-blossom or an unreached player.
        const target = labelBw === 1 ? bv : wFree ? w : -1;
        if (target === -1) continue;
        const e = best[target];
        let better: boolean;
        if (e === -1) better = true;
        else if (target === w && bestW[w] === weightId) {
          // The best slack of w is the slack of e = (u, w) itself, u in the tree (both follow the
          // same dual changes): with equal weights the lower dual of v or u decides.
          const u = bestF[w];
          if (u !== lastU) {
            lastU = u;
            lastOrder = compareDuals(v, u);
          }
          better = lastOrder < 0;
        } else if (target === w && againstBest !== 2) {
          better = againstBest < 0;
        } else if (bestA[target] === 0) {
          better = false; // a slack of exactly 0 (its double is 0 only then) cannot be beaten
        } else {
          better = signSumMinus2(dL, vOff, dL, wOff, table, weightOff, bL, target * L, L) < 0;
        }
        if (better) {
          best[target] = edgeOf(v, w);
          if (target < N) {
            bestW[target] = weightId;
            bestF[target] = target === w ? v : w;
            reachBits[target >>> 5] |= 1 << (target & 31);
          }
          sumMinus(bL, target * L, dL, vOff, dL, wOff, table, weightOff, L);
          bestA[target] = approxLimbs(bL, target * L, L);
        }
      }
    }
    return false;
  };

  // Dual change state for the caller: which kind of bound was reached, and where.
  let deltaType = -1;
  let deltaVertex = -1;
  let deltaEdge = -1;
  let deltaBlossom = -1;

  /** The largest dual change the tree allows, applied; sets deltaType and its element. */
  const dualStep = (): void => {
    // Dual change: S vertices may not go below 0 (type 1). Compared and applied in limbs.
    // Arrays as locals, as in scanFrom.
    const act = active;
    const inB = inBlossom;
    const lab = label;
    const best = bestEdge;
    const bestA = bestApprox;
    const dA = dualApprox;
    const dL = dualLimbs;
    const bL = bestLimbs;
    const bdL = blossomDualLimbs;
    const dlt = deltaLimbs;
    const parent = blossomParent;
    const base = blossomBase;
    const L = limbs;
    const N = n;
    deltaType = -1;
    deltaVertex = -1;
    deltaEdge = -1;
    deltaBlossom = -1;
    const candidate = scratch.candidate;
    const sTotal = collect(sBits, sList);
    const reachTotal = collect(reachBits, reachList);
    // The least bound so far as a double too: a candidate whose double is above it by more than
    // the doubles' error (relative 2^-50, plus one for the halving's floor) is surely larger and
    // needs no comparison in limbs. Exact ties still go through the limbs, so the first minimum
    // in the same order is taken as before.
    let deltaApprox = Infinity;
    const above = (x: number): boolean =>
      x - deltaApprox > (Math.abs(x) + Math.abs(deltaApprox)) * EPSILON + 1;
    for (let i = 0; i < sTotal; i++) {
      const v = sList[i];
      if (
        act[v] &&
        lab[inB[v]] === 1 &&
        (deltaType === -1 || (!above(dA[v]) && compareLimbs(dL, v * L, dlt, 0, L) < 0))
      ) {
        copyLimbs(dL, v * L, dlt, 0, L);
        deltaApprox = dA[v];
        deltaType = 1;
        deltaVertex = v;
      }
    }
    for (let i = 0; i < reachTotal; i++) {
      const v = reachList[i];
      if (act[v] && lab[inB[v]] === 0 && best[v] !== -1) {
        if (!above(bestA[v]) && compareLimbs(bL, v * L, dlt, 0, L) < 0) {
          copyLimbs(bL, v * L, dlt, 0, L);
          deltaApprox = bestA[v];
          deltaType = 2;
          deltaEdge = best[v];
        }
      }
    }
    // S-blossoms: the single S vertices (all in sList), then the blossoms proper.
    const bEnd = blossomEnd;
    for (let i = 0; i < sTotal + bEnd - N; i++) {
      const b = i < sTotal ? sList[i] : i - sTotal + N;
      if (parent[b] === -1 && lab[b] === 1 && best[b] !== -1 && (b >= N || act[b])) {
        if (above(bestA[b] / 2)) continue;
        halve(bL, b * L, candidate, 0, L);
        if (compareLimbs(candidate, 0, dlt, 0, L) < 0) {
          copyLimbs(candidate, 0, dlt, 0, L);
          deltaApprox = bestA[b] / 2;
          deltaType = 3;
          deltaEdge = best[b];
        }
      }
    }
    for (let b = N; b < bEnd; b++) {
      if (base[b] >= 0 && parent[b] === -1 && lab[b] === 2) {
        if (compareLimbs(bdL, b * L, dlt, 0, L) < 0) {
          copyLimbs(bdL, b * L, dlt, 0, L);
          deltaApprox = -Infinity; // no double kept for blossom duals: compare in limbs after
          deltaType = 4;
          deltaBlossom = b;
        }
      }
    }
    const dTop = topLimb(dlt, 0, L);
    const treeTotal = collect(treeBits, treeList);
    const classes = scratch.classes;
    classes.begin(treeTotal);
    for (let i = 0; i < treeTotal; i++) {
      const v = treeList[i];
      if (!act[v]) continue;
      const l = lab[inB[v]];
      if (l === 0) continue;
      // A vertex dual never goes below 0 (bound 1), so approxLimbs applies.
      addTimesBelow(dL, v * L, dlt, 0, l === 1 ? -1 : 1, L, dTop);
      dA[v] = approxLimbs(dL, v * L, L);
      classes.shift(v, l === 1 ? 0 : 1);
    }
    for (let b = N; b < bEnd; b++) {
      if (base[b] >= 0 && parent[b] === -1) {
        if (lab[b] === 1) {
          addTimesBelow(bdL, b * L, dlt, 0, 1, L, dTop);
        } else if (lab[b] === 2) {
          addTimesBelow(bdL, b * L, dlt, 0, -1, L, dTop);
        }
      }
    }
    // Best edges from the tree: to an unlabelled player the slack falls by delta, between
    // two S-blossoms by twice delta, into a T-blossom it stays.
    for (let i = 0; i < reachTotal; i++) {
      const v = reachList[i];
      if (act[v] && best[v] !== -1 && lab[inB[v]] === 0) {
        addTimesBelow(bL, v * L, dlt, 0, -1, L, dTop);
        bestA[v] = approxLimbs(bL, v * L, L);
      }
    }
    for (let i = 0; i < sTotal + bEnd - N; i++) {
      const b = i < sTotal ? sList[i] : i - sTotal + N;
      if (parent[b] === -1 && lab[b] === 1 && best[b] !== -1 && (b >= N || act[b])) {
        addTimesBelow(bL, b * L, dlt, 0, -2, L, dTop);
        bestA[b] = approxLimbs(bL, b * L, L);
      }
    }
  };

  /**
   * One stage: a search tree from the first root until the matching grows (false: no root left).
   * Apart from run: run's loop, compiled on the spot in the first solve, would otherwise take
   * along the code after it, not run yet, and be thrown away when that runs.
   */
  const stage = (): boolean => {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < blossomEnd; b++) blossomBestEdges[b] = null;
    // A new stamp clears the stage's tight edges; at the byte's end, the marks are cleared.
    if (++scratch.stamp > 255) {
      allowed.fill(0);
      scratch.stamp = 1;
    }
    queue = [];
    sBits.fill(0);
    treeBits.fill(0);
    reachBits.fill(0);
    // One search tree at a time: its root's dual is not tied to the other roots' (they need
    // not be equal here), and an augmenting path may end at any unmatched player it reaches.
    let root = -1;
    for (let v = 0; v < n && root < 0; v++) if (isRoot(v)) root = v;
    if (root < 0) return false;
    assignLabel(root, 1, -1);
    let changed = false;
    for (;;) {
      while (queue.length > 0 && !changed) changed = scanFrom(queue.pop() as number);
      if (changed) break;
      dualStep();
      if (deltaType === 1) {
        // deltaVertex reached dual 0: it may stay unmatched. Flip its path to the root.
        augmentFrom(deltaVertex, -1);
        break;
      }
      if (deltaType === 2) {
        allowEdge(deltaEdge);
        let i = Math.floor(deltaEdge / n);
        if (label[inBlossom[i]] === 0) i = deltaEdge % n;
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge(deltaEdge);
        queue.push(Math.floor(deltaEdge / n));
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    for (let b = n; b < blossomEnd; b++) {
      if (
        blossomParent[b] === -1 &&
        blossomBase[b] >= 0 &&
        label[b] === 1 &&
        blossomDualIsZero(b)
      ) {
        expandBlossom(b, true);
      }
    }
    return true;
  };

  const run = (): void => {
    table = scratch.table;
    mate.fill(-1);
    for (let v = 0; v < n; v++) if (mateV[v] >= 0) mate[v] = remoteEnd(v, mateV[v]);
    labelEnd.fill(-1);
    for (let v = 0; v < n; v++) inBlossom[v] = v;
    blossomParent.fill(-1);
    blossomChilds.fill(null);
    blossomEndps.fill(null);
    blossomBase.fill(-1);
    for (let v = 0; v < n; v++) blossomBase[v] = v;
    bestEdge.fill(-1);
    blossomBestEdges.fill(null);
    unusedBlossoms.length = 0;
    for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
    blossomEnd = n;
    topBlossom = -1;
    bestToEdge.fill(-1);
    queue = [];

    matchTightPairs();
    shortPaths();
    while (stage());

    for (let v = 0; v < n; v++) mateV[v] = mate[v] >= 0 ? endpoint(mate[v]) : -1;
    // The blossoms left are dissolved into their leaves' duals, so that the next run starts
    // from plain vertex duals (the caller unmatches the edges no longer tight). The leaves of
    // one blossom gain the same: equal duals among them stay in one class.
    const classes = scratch.classes;
    for (let b = n; b < blossomEnd; b++) {
      if (blossomBase[b] < 0 || blossomDualIsZero(b)) continue;
      const k = leavesOf(b);
      classes.begin(k);
      for (let i = 0; i < k; i++) {
        const x = leafBuf[i];
        addTimes(dualLimbs, x * limbs, blossomDualLimbs, b * limbs, 1, limbs);
        dualApprox[x] = approxLimbs(dualLimbs, x * limbs, limbs);
        classes.shift(x, 0);
      }
    }
  };
  return run;
}
