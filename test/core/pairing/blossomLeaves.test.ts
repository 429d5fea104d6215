/**
 * The leaf walk against a recursive walk of the same nested blossoms: random nestings of
 * players 0..n-1 into blossoms n, n+1, … (each blossom's children in a random order).
 */
import fc from 'fast-check';
import { createLeafWalk } from '../../../src/core/pairing/blossomLeaves';

test("a blossom's leaves come in the order of a recursive walk through its children", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (n, seed) => {
        let s = seed;
        const rnd = (k: number): number => {
          s ^= s << 13;
          s ^= s >>> 17;
          s ^= s << 5;
          return (s >>> 0) % k;
        };
        const childs: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
        // Top-level pieces; merge random groups of them into new blossoms while more than one.
        const tops = [...Array(n).keys()];
        let next = n;
        while (tops.length > 2 && next < 2 * n) {
          const size = 2 + rnd(Math.min(3, tops.length - 1));
          const group: number[] = [];
          for (let i = 0; i < size; i++) group.push(tops.splice(rnd(tops.length), 1)[0]);
          childs[next] = group;
          tops.push(next++);
        }
        const expected = (b: number): number[] =>
          b < n ? [b] : (childs[b] as number[]).flatMap(expected);
        const { leafBuf, leavesOf } = createLeafWalk(n, childs);
        for (let b = 0; b < next; b++) {
          const k = leavesOf(b);
          expect(Array.from(leafBuf.subarray(0, k))).toEqual(expected(b));
        }
      },
    ),
  );
});
