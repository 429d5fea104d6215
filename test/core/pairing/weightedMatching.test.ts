/**
 * The maximum-weight matching against exhaustive search on small random graphs (weights small,
 * large, and several hundred bits wide with equal high fields, so ties, bigint-sized values and
 * multi-limb comparisons are all met), solved cold and then warm-started again
 * and again through random edge changes and fixed pairs, as the Dutch procedure makes them.
 */
import { ZERO } from '../../../src/core/pairing/bigints';
import fc from 'fast-check';
import { MatchingState } from '../../../src/core/pairing/matchingState';

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

test('the warm-started matching stays optimal through edge changes and fixed pairs', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 10 }),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.constantFrom('small', 'large', 'wide'),
      (n, seed, kind) => {
        let s = seed;
        const rnd = (): number => {
          s ^= s << 13;
          s ^= s >>> 17;
          s ^= s << 5;
          return (s >>> 0) / 4294967296;
        };
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
          const stable = state.solve();
          const act = [...Array(n).keys()].filter(v => fixed[v] < 0);
          const sub = act.map(a => act.map(b => w[a][b]));
          const want = best(act.length, sub);
          let got = ZERO;
          for (const v of act) {
            const u = stable[v];
            if (u === v) continue;
            expect(stable[u]).toBe(v);
            expect(w[v][u]).toBeGreaterThan(ZERO);
            if (u > v) got += w[v][u];
          }
          expect(got).toBe(want);
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
