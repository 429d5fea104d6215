/**
 * The maximum-weight matching against exhaustive search on small random graphs (weights small and
 * large, so ties and bigint-sized values are both met).
 */
import fc from 'fast-check';
import { maxWeightMatching } from '../../../src/core/pairing/weightedMatching';

function best(n: number, w: bigint[][]): bigint {
  const used = new Array<boolean>(n).fill(false);
  const rec = (i: number): bigint => {
    while (i < n && used[i]) i++;
    if (i >= n) return 0n;
    used[i] = true;
    let top = rec(i + 1);
    for (let j = i + 1; j < n; j++) {
      if (used[j] || w[i][j] <= 0n) continue;
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

test('the matching is valid and as heavy as the best one found by exhaustive search', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.tuple(fc.boolean(), fc.bigInt({ min: 1n, max: 1n << 200n })), {
        minLength: 36,
        maxLength: 36,
      }),
      fc.boolean(),
      (n, cells, small) => {
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
        const edges = [];
        let c = 0;
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const [present, value] = cells[c++ % cells.length];
            if (!present) continue;
            const weight = small ? (value % 4n) + 1n : value;
            w[i][j] = w[j][i] = weight;
            edges.push({ u: i, v: j, w: weight });
          }
        }
        const mate = maxWeightMatching(n, edges);
        let total = 0n;
        for (let i = 0; i < n; i++) {
          if (mate[i] < 0) continue;
          expect(mate[mate[i]]).toBe(i);
          expect(w[i][mate[i]]).toBeGreaterThan(0n);
          if (i < mate[i]) total += w[i][mate[i]];
        }
        expect(total).toBe(best(n, w));
      },
    ),
    { numRuns: 300 },
  );
});
