/**
 * The maximum-weight matching against exhaustive search on small random graphs (weights small,
 * large, and several hundred bits wide with equal high fields, so ties, bigint-sized values and
 * multi-limb comparisons are all met), solved cold and then warm-started again
 * and again through random edge changes and fixed pairs, as the Dutch procedure makes them.
 */
import { ZERO } from '../../../src/core/pairing/bigints';
import fc from 'fast-check';
import { MatchingState } from '../../../src/core/pairing/matchingState';
import { rng } from './xorshift';

function best(n: number, w: bigint[][]): bigint {
  const used = new Array<boolean>(n).fill(false);
  const rec = (i: number): bigint => {
    while (i < n && used[i]) i++;
    if (i >= n) return ZERO;
    used[i] = true;
    let top = rec(i + 1);
    for (let j = i + 1; j < n; j++) {
      if (used[j] || w[i][j] <= ZERO) continue;
      used[j] = true;
      const v = w[i][j] + rec(i + 1);
      if (v > top) top = v;
      used[j] = false;
    }
    used[i] = false;
    return top;
  };
  return rec(0);
}

/**
 * Solves, and expects a maximum-weight matching of the players not fixed (w: the weights as
 * set): returns those players and the matching.
 */
function expectOptimal(
  state: MatchingState,
  w: bigint[][],
  fixed: Int32Array,
): { act: number[]; stable: Int32Array } {
  const stable = state.solve();
  const act = [...Array(w.length).keys()].filter(v => fixed[v] < 0);
  const want = best(
    act.length,
    act.map(a => act.map(b => w[a][b])),
  );
  let got = ZERO;
  for (const v of act) {
    const u = stable[v];
    if (u === v) continue;
    expect(stable[u]).toBe(v);
    expect(w[v][u]).toBeGreaterThan(ZERO);
    if (u > v) got += w[v][u];
  }
  expect(got).toBe(want);
  return { act, stable };
}

test('the warm-started matching stays optimal through edge changes and fixed pairs', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 10 }),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.constantFrom('small', 'large', 'wide'),
      (n, seed, kind) => {
        const rnd = rng(seed);
        const small = (k: number): bigint => BigInt(Math.floor(rnd() * k));
        // wide: several hundred bits, equal or close in the high fields and differing lower down,
        // as the Dutch weights are (each exact comparison spans several limbs).
        const weight = (): bigint =>
          kind === 'small'
            ? BigInt(1) + small(6)
            : kind === 'large'
              ? BigInt(1) + small(1e9)
              : ((BigInt(1) + small(3)) << BigInt(300)) +
                (small(3) << BigInt(200)) +
                (small(4) << BigInt(97)) +
                (small(3) << BigInt(47)) +
                small(5);
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(ZERO));
        const state = new MatchingState(n, 310);
        const fixed = new Int32Array(n).fill(-1);
        const set = (a: number, b: number, x: bigint): void => {
          w[a][b] = w[b][a] = x;
          state.set(a, b, x);
        };
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) if (rnd() < 0.7) set(i, j, weight());
        for (let step = 0; step < 10; step++) {
          const { act, stable } = expectOptimal(state, w, fixed);
          if (act.length === 0) break;
          const v = act[Math.floor(rnd() * act.length)];
          if (rnd() < 0.2 && stable[v] !== v) {
            fixed[v] = stable[v];
            fixed[stable[v]] = v;
            state.fix(v, stable[v]);
            continue;
          }
          for (const u of act) if (u !== v && rnd() < 0.5) set(v, u, rnd() < 0.2 ? ZERO : weight());
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('the matching stays optimal in tied scoregroups (large blossoms grown around each other)', () => {
  // Players in a few groups; every edge inside a group has one wide weight (rarely another close
  // one), across groups a lower one: from one root the search grows most of a group into
  // blossoms nested one inside the last, and edges of other weights reach the same players (the
  // scan's shortcuts over its own blossom's leaves and over a best edge of another weight).
  fc.assert(
    fc.property(
      fc.integer({ min: 4, max: 12 }),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (n, seed) => {
        const rnd = rng(seed);
        const groups = 1 + Math.floor(rnd() * 3);
        const group = Array.from({ length: n }, () => Math.floor(rnd() * groups));
        const high = BigInt(1) << BigInt(300);
        const weight = (a: number, b: number): bigint => {
          const base = group[a] === group[b] ? high + (BigInt(1) << BigInt(150)) : high;
          const r = rnd();
          return r < 0.7 ? base : r < 0.85 ? base + BigInt(1) : base - (BigInt(3) << BigInt(60));
        };
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(ZERO));
        const state = new MatchingState(n, 310);
        const fixed = new Int32Array(n).fill(-1);
        const set = (a: number, b: number, x: bigint): void => {
          w[a][b] = w[b][a] = x;
          state.set(a, b, x);
        };
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) if (rnd() < 0.9) set(i, j, weight(i, j));
        }
        for (let step = 0; step < 8; step++) {
          const { act, stable } = expectOptimal(state, w, fixed);
          if (act.length === 0) break;
          const v = act[Math.floor(rnd() * act.length)];
          if (rnd() < 0.15 && stable[v] !== v) {
            fixed[v] = stable[v];
            fixed[stable[v]] = v;
            state.fix(v, stable[v]);
            continue;
          }
          // A player's row changes, as the Dutch procedure's next criterion does: the whole
          // group's edges of that player gain or lose a little.
          for (const u of act) if (u !== v && rnd() < 0.6) set(v, u, weight(v, u));
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('setRow sets a row as setIndex does edge by edge: the same optimum after every change', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 12 }),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (n, seed) => {
        const rnd = rng(seed);
        const weight = (): bigint =>
          rnd() < 0.2
            ? ZERO
            : (BigInt(1 + Math.floor(rnd() * 3)) << BigInt(200)) + BigInt(Math.floor(rnd() * 9));
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(ZERO));
        const byEdge = new MatchingState(n, 210);
        const byRow = new MatchingState(n, 210);
        const ends = new Int32Array(n);
        const ids = new Int32Array(n);
        for (let step = 0; step < 8; step++) {
          // A row of random edges from one player (the whole graph at first), set both ways.
          const rows = step === 0 ? [...Array(n).keys()] : [Math.floor(rnd() * n)];
          for (const a of rows) {
            let count = 0;
            for (let b = 0; b < n; b++) {
              if (b === a || (step > 0 && rnd() < 0.4)) continue;
              const x = weight();
              w[a][b] = w[b][a] = x;
              byEdge.setIndex(a, b, byEdge.indexOf(x));
              ends[count] = b;
              ids[count++] = byRow.indexOf(x);
            }
            byRow.setRow(a, ends, ids, count);
          }
          const fixed = new Int32Array(n).fill(-1);
          const { stable } = expectOptimal(byEdge, w, fixed);
          expect(byRow.solve()).toEqual(stable);
        }
      },
    ),
    { numRuns: 200 },
  );
});
