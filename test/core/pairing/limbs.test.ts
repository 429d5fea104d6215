/**
 * The integer limbs of the matching's hot loop against bigint arithmetic: values of up to 300
 * bits built from runs of equal and differing limbs (where the top-down comparisons must go deep,
 * and carries cross limb borders), zero and negative results included.
 */
import fc from 'fast-check';
import {
  addTimes,
  addTimesBelow,
  approxLimbs,
  compareLimbs,
  halve,
  limbsFor,
  lowLimbsCancel,
  readLimbs,
  signSumMinus,
  signSumMinus2,
  sumMinus,
  topLimb,
  writeLimbs,
} from '../../../src/core/pairing/limbs';

const BITS = 300;
const L = limbsFor(BITS);
/** The limbs' width (limbs.ts): the values below are made of chunks of it. */
const LIMB = 24;
const LIMB_BIG = BigInt(LIMB);
const sign = (x: bigint): number => (x > BigInt(0) ? 1 : x < BigInt(0) ? -1 : 0);

// A value as a few limb-wide chunks of 0, all ones, or anything: near-equal operands are common.
const chunk = fc.oneof(
  fc.constant(BigInt(0)),
  fc.constant((BigInt(1) << LIMB_BIG) - BigInt(1)),
  fc.bigInt({ min: BigInt(0), max: (BigInt(1) << LIMB_BIG) - BigInt(1) }),
);
const value = fc
  .array(chunk, { minLength: 1, maxLength: 12 })
  .map(parts => parts.reduce((x, p) => (x << LIMB_BIG) | p, BigInt(0)));

function limbsOf(...xs: bigint[]): Int32Array {
  const a = new Int32Array(xs.length * L);
  xs.forEach((x, i) => writeLimbs(x, a, i * L, L));
  return a;
}

test('write and read back, signed values included', () => {
  fc.assert(
    fc.property(value, value, (x, y) => {
      const a = limbsOf(x - y);
      expect(readLimbs(a, 0, L)).toBe(x - y);
    }),
  );
});

test('writes the limbs a limb-by-limb split gives, for any count of limbs and value', () => {
  // The split: floor division by 2^24, the top limb taking the rest; a rest past ±2^30 does not
  // fit (the sums of limbs must stay small integers) and is refused.
  const split = (x: bigint, limbs: number): number[] | null => {
    const out: number[] = [];
    let rest = x;
    for (let i = 0; i < limbs - 1; i++) {
      out.push(Number(BigInt.asUintN(LIMB, rest)));
      rest >>= LIMB_BIG;
    }
    const limit = BigInt(1) << BigInt(30);
    if (rest >= limit || rest <= -limit) return null;
    out.push(Number(rest));
    return out;
  };
  let refused = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 24 }),
      fc.array(chunk, { minLength: 1, maxLength: 26 }),
      fc.integer({ min: 0, max: LIMB - 1 }),
      fc.boolean(),
      (limbs, parts, shift, negative) => {
        // Values below and past the limbs' range (the top limb then carries the rest), signed.
        const magnitude = parts.reduce((x, p) => (x << LIMB_BIG) | p, BigInt(0)) >> BigInt(shift);
        const x = negative ? -magnitude : magnitude;
        const a = new Int32Array(limbs + 2).fill(7);
        const expected = split(x, limbs);
        if (expected === null) {
          refused++;
          expect(() => writeLimbs(x, a, 1, limbs)).toThrow(RangeError);
        } else {
          writeLimbs(x, a, 1, limbs);
          expect([...a]).toEqual([7, ...expected, 7]);
        }
      },
    ),
    { numRuns: 2000 },
  );
  // Both kinds were met.
  expect(refused).toBeGreaterThan(0);
  expect(refused).toBeLessThan(2000);
});

test('a + b − c, its sign, and the sign of a + b − c − d are exact', () => {
  fc.assert(
    fc.property(value, value, value, value, fc.integer({ min: -2, max: 2 }), (x, y, z, t, near) => {
      // near ≠ 2: d equal or next to a + b − c, the case decided only by the lowest limbs
      const d = near === 2 ? t : x + y - z + BigInt(near);
      const dd = d < BigInt(0) ? BigInt(0) : d;
      const a = limbsOf(x, y, z, dd);
      const out = new Int32Array(L);
      sumMinus(out, 0, a, 0, a, L, a, 2 * L, L);
      expect(readLimbs(out, 0, L)).toBe(x + y - z);
      expect(signSumMinus(a, 0, a, L, a, 2 * L, L)).toBe(sign(x + y - z));
      expect(signSumMinus2(a, 0, a, L, a, 2 * L, a, 3 * L, L)).toBe(sign(x + y - z - dd));
    }),
  );
});

test('adding small multiples, halving, comparing, approximating', () => {
  fc.assert(
    fc.property(value, value, fc.constantFrom(-2, -1, 1, 2), (x, y, f) => {
      const a = limbsOf(x, y);
      addTimes(a, 0, a, L, f, L);
      const sum = x + BigInt(f) * y;
      expect(readLimbs(a, 0, L)).toBe(sum);
      expect(compareLimbs(a, 0, a, L, L)).toBe(sign(sum - y));
      const b = limbsOf(x);
      const h = new Int32Array(L);
      halve(b, 0, h, 0, L);
      expect(readLimbs(h, 0, L)).toBe(x / BigInt(2));
      const approx = approxLimbs(b, 0, L);
      const exact = Number(x);
      expect(Math.abs(approx - exact)).toBeLessThanOrEqual(Math.abs(exact) * Math.pow(2, -51));
    }),
  );
});

test('adding small multiples of a value up to its highest limb, carries crossing many limbs', () => {
  // x near a run of all-ones or zero limbs: +d or −d carries (or borrows) through all of them.
  const run = fc.constantFrom(BigInt(0), (BigInt(1) << BigInt(240)) - BigInt(1));
  fc.assert(
    fc.property(value, run, value, fc.constantFrom(-2, -1, 1, 2), (high, low, d, f) => {
      const x = ((high & ((BigInt(1) << BigInt(96)) - BigInt(1))) << BigInt(240)) | low; // < 2^336
      const a = limbsOf(x, d);
      const top = topLimb(a, L, L);
      expect(d >> BigInt(LIMB * (top + 1))).toBe(BigInt(0));
      if (top > 0) expect(d >> BigInt(LIMB * top)).not.toBe(BigInt(0));
      addTimesBelow(a, 0, a, L, f, L, top);
      expect(readLimbs(a, 0, L)).toBe(x + BigInt(f) * d);
    }),
  );
});

test('the lowest limbs cancel whenever a + b − c is zero, and not when it is not a multiple of 2^24', () => {
  const low = (BigInt(1) << LIMB_BIG) - BigInt(1);
  fc.assert(
    fc.property(value, value, fc.bigInt({ min: BigInt(-3), max: BigInt(3) }), (x, y, shift) => {
      // c = x + y exactly, off by a few units, or off by a multiple of 2^24 (lowest limbs agree)
      for (const c of [x + y, x + y + shift, x + y + (shift << LIMB_BIG)]) {
        if (c < BigInt(0)) continue;
        const a = limbsOf(x, y, c);
        const cancels = lowLimbsCancel(a, 0, a, L, a, 2 * L);
        expect(cancels).toBe(((x + y - c) & low) === BigInt(0));
        if (x + y === c) expect(cancels).toBe(true);
      }
    }),
  );
});
