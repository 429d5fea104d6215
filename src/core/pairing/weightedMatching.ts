/**
 * Maximum-weight matching on a general graph (Edmonds' blossom method with dual variables, in the
 * O(n³) form of Galil's survey). Weights are bigint: the Dutch pairing weights concatenate many
 * criteria and need far more than 53 bits. Not necessarily maximum cardinality — the caller's
 * weights make cardinality dominant where it must be.
 *
 * Dual variables are kept doubled (an edge is tight when du + dv = 2w), so with integer weights
 * every quantity stays an integer.
 */

export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly w: bigint;
}

/** mate[v] = the vertex matched to v, or -1. Vertices are 0..n-1. */
export function maxWeightMatching(n: number, edges: readonly WeightedEdge[]): Int32Array {
  const m = edges.length;
  const mateOut = new Int32Array(n).fill(-1);
  if (m === 0) return mateOut;

  const eu = new Int32Array(m);
  const ev = new Int32Array(m);
  const ew2: bigint[] = new Array<bigint>(m);
  let maxWeight = 0n;
  for (let k = 0; k < m; k++) {
    eu[k] = edges[k].u;
    ev[k] = edges[k].v;
    ew2[k] = edges[k].w * 2n;
    if (edges[k].w > maxWeight) maxWeight = edges[k].w;
  }
  // endpoint p: edge p>>1, vertex eu (p even) or ev (p odd)
  const endpoint = (p: number): number => ((p & 1) === 0 ? eu[p >> 1] : ev[p >> 1]);
  const neighbEnd: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < m; k++) {
    neighbEnd[eu[k]].push(2 * k + 1);
    neighbEnd[ev[k]].push(2 * k);
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint
  const label = new Int8Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossomEndps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual: bigint[] = new Array<bigint>(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  for (let b = n; b < 2 * n; b++) dual[b] = 0n;
  const allowEdge = new Uint8Array(m);
  let queue: number[] = [];

  const slack = (k: number): bigint => dual[eu[k]] + dual[ev[k]] - ew2[k];

  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) out.push(b);
    else for (const t of blossomChilds[b] as number[]) leaves(t, out);
    return out;
  };

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
        leaves(b, queue);
        return;
      }
      const base = blossomBase[b];
      const mb = mate[base];
      w = endpoint(mb);
      t = 1;
      p = mb ^ 1;
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
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
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = eu[k];
    let w = ev[k];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop() as number;
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
    dual[b] = 0n;
    for (const x of leaves(b, [])) {
      if (label[inBlossom[x]] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    const bestEdgeTo = new Int32Array(2 * n).fill(-1);
    const bestSlackTo: bigint[] = new Array<bigint>(2 * n);
    for (const sub of path) {
      let lists: number[][];
      const own = blossomBestEdges[sub];
      if (own === null) {
        lists = leaves(sub, []).map(x => neighbEnd[x].map(p => p >> 1));
      } else {
        lists = [own];
      }
      for (const list of lists) {
        for (const e of list) {
          let j = ev[e];
          if (inBlossom[j] === b) j = eu[e];
          const bj = inBlossom[j];
          if (bj !== b && label[bj] === 1) {
            const s = slack(e);
            if (bestEdgeTo[bj] === -1 || s < bestSlackTo[bj]) {
              bestEdgeTo[bj] = e;
              bestSlackTo[bj] = s;
            }
          }
        }
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const best: number[] = [];
    for (let i = 0; i < 2 * n; i++) if (bestEdgeTo[i] !== -1) best.push(bestEdgeTo[i]);
    blossomBestEdges[b] = best;
    let be = -1;
    let bs = 0n;
    for (const e of best) {
      const s = slack(e);
      if (be === -1 || s < bs) {
        be = e;
        bs = s;
      }
    }
    bestEdge[b] = be;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0n) expandBlossom(s, endStage);
      else for (const x of leaves(s, [])) inBlossom[x] = s;
    }
    if (!endStage && label[b] === 2) {
      const len = childs.length;
      const at = (j: number): number => ((j % len) + len) % len;
      const entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= len;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(endps[at(j - endpTrick)] ^ endpTrick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allowEdge[endps[at(j - endpTrick)] >> 1] = 1;
        j += jStep;
        p = endps[at(j - endpTrick)] ^ endpTrick;
        allowEdge[p >> 1] = 1;
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
        for (const x of leaves(bv, [])) {
          if (label[x] !== 0) {
            found = x;
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
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    const len = childs.length;
    const at = (j: number): number => ((j % len) + len) % len;
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= len;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
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

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [eu[k], 2 * k + 1],
      [ev[k], 2 * k],
    ];
    for (const [s0, p0] of starts) {
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
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (const p of neighbEnd[v]) {
          const k = p >> 1;
          const w = endpoint(p);
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0n;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0n) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltaType = 1;
      let delta = dual[0];
      for (let v = 1; v < n; v++) if (dual[v] < delta) delta = dual[v];
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2n;
          if (d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && dual[b] < delta) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = eu[deltaEdge];
        if (label[inBlossom[i]] === 0) i = ev[deltaEdge];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(eu[deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0n) {
        expandBlossom(b, true);
      }
    }
  }
  for (let v = 0; v < n; v++) if (mate[v] >= 0) mateOut[v] = endpoint(mate[v]);
  return mateOut;
}
