/**
 * Fixed-width integers as runs of 24-bit "limbs" in an Int32Array, least significant first, for
 * the matching's hot loop: an edge's slack (two duals minus a weight) as bigints costs two
 * allocations of several hundred bits per edge looked at, while here it is a few additions, and
 * a sign or comparison usually stops at the first limbs that differ.
 *
 * Canonical form of a value x in `limbs` limbs at offset o: a[o + i] in [0, 2^24) for every limb
 * but the top one, which is signed and carries the rest (x = sum a[o + i] · 2^(24 i)); the top
 * limb stays far inside ±2^30 (limbsFor leaves a spare one). Every sum of four limbs and every
 * step here then stays a small integer (V8's Smi, 31 bits even with pointer compression): a
 * program that runs for a fraction of a second runs much of this code before it is optimised,
 * and there an Int32Array's elements and the sums of small integers are used as they are, where
 * a Float64Array's elements (the 48-bit limbs used before) were each boxed as a new heap number,
 * the garbage of the run (pair on 100 players: 27 MB, a sixth of its time in collections).
 */
const BITS = 24;
const BASE = 1 << BITS;
const MASK = BASE - 1;
const BIG_BITS = BigInt(BITS);
const ZERO_BIG = BigInt(0);
/** The top limb's bound: a value that needs more is refused (limbsFor gives it room). */
const TOP_LIMIT = Math.pow(2, 30);

/** Limbs enough for values of up to `bits` bits and their sums, with a spare top limb. */
export function limbsFor(bits: number): number {
  return Math.ceil((bits + 4) / BITS) + 1;
}

/**
 * writeLimbs' scratch: x's 64-bit digits, stored as such (a typed array keeps the low 64 bits of
 * a bigint without making one), read back as bytes, three to a limb.
 */
let digits = new BigUint64Array(4);
let bytes = new Uint8Array(digits.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const BIG_64 = BigInt(64);
const DIGIT = BigInt(1) << BIG_64;

export function writeLimbs(x: bigint, out: Int32Array, off: number, limbs: number): void {
  // Non-negative values that fit, as every weight and dual written: one shift per 64 bits,
  // where a limb at a time took a shift and a truncation per limb, each a new bigint.
  if (LITTLE_ENDIAN && x >= ZERO_BIG) {
    const count = Math.ceil((limbs * 3) / 8);
    if (digits.length < count) {
      digits = new BigUint64Array(count);
      bytes = new Uint8Array(digits.buffer);
    }
    let rest = x;
    for (let k = 0; k < count - 1; k++) {
      digits[k] = rest;
      rest >>= BIG_64;
    }
    digits[count - 1] = rest;
    // The rest must be in the limbs' bytes: the top limb carries it (the loop below otherwise).
    let fits = rest < DIGIT;
    for (let u = 3 * limbs; fits && u < 8 * count; u++) fits = bytes[u] === 0;
    if (fits) {
      for (let i = 0; i < limbs; i++) {
        const u = 3 * i;
        out[off + i] = bytes[u] | (bytes[u + 1] << 8) | (bytes[u + 2] << 16);
      }
      return;
    }
  }
  let rest = x;
  for (let i = 0; i < limbs - 1; i++) {
    out[off + i] = Number(BigInt.asUintN(BITS, rest));
    rest >>= BIG_BITS; // floor division: the lower limbs stay non-negative
  }
  const top = Number(rest);
  if (!(Math.abs(top) < TOP_LIMIT)) {
    throw new RangeError(`${x} does not fit in ${limbs} limbs`);
  }
  out[off + limbs - 1] = top;
}

export function readLimbs(a: Int32Array, off: number, limbs: number): bigint {
  let x = BigInt(a[off + limbs - 1]);
  for (let i = limbs - 2; i >= 0; i--) x = (x << BIG_BITS) + BigInt(a[off + i]);
  return x;
}

/** out = a + b − c. */
export function sumMinus(
  out: Int32Array,
  oo: number,
  a: Int32Array,
  ao: number,
  b: Int32Array,
  bo: number,
  c: Int32Array,
  co: number,
  limbs: number,
): void {
  let carry = 0;
  const top = limbs - 1;
  for (let i = 0; i < top; i++) {
    const x = a[ao + i] + b[bo + i] - c[co + i] + carry;
    carry = x >> BITS; // floor division by 2^24, negative x included
    out[oo + i] = x & MASK;
  }
  out[oo + top] = a[ao + top] + b[bo + top] - c[co + top] + carry;
}

/** a += factor · d, factor a small integer (±1, ±2). */
export function addTimes(
  a: Int32Array,
  ao: number,
  d: Int32Array,
  dOff: number,
  factor: number,
  limbs: number,
): void {
  addTimesBelow(a, ao, d, dOff, factor, limbs, limbs - 1);
}

/**
 * The highest limb of d that is not zero (0 when d = 0): addTimesBelow then stops there.
 */
export function topLimb(d: Int32Array, dOff: number, limbs: number): number {
  let i = limbs - 1;
  while (i > 0 && d[dOff + i] === 0) i--;
  return i;
}

/**
 * a += factor · d as addTimes, for d whose limbs above `dTop` are zero: above it only the
 * carry moves, and once it is zero the higher limbs stay as they are. The dual steps are
 * mostly a few units of the lowest criterion, against values of dozens of limbs.
 */
export function addTimesBelow(
  a: Int32Array,
  ao: number,
  d: Int32Array,
  dOff: number,
  factor: number,
  limbs: number,
  dTop: number,
): void {
  let carry = 0;
  const top = limbs - 1;
  let i = 0;
  for (; i < top && (i <= dTop || carry !== 0); i++) {
    const x = a[ao + i] + factor * d[dOff + i] + carry;
    carry = x >> BITS;
    a[ao + i] = x & MASK;
  }
  if (i === top) a[ao + top] += factor * d[dOff + top] + carry;
}

/**
 * Whether a + b − c is a multiple of 2^24, from the lowest limbs alone (each in [0, 2^24): their
 * sum is above −2^24 and below 2^25). It is zero only then: a cheap test of tightness where the
 * doubles cannot tell, the values agreeing in their top hundreds of bits.
 */
export function lowLimbsCancel(
  a: Int32Array,
  ao: number,
  b: Int32Array,
  bo: number,
  c: Int32Array,
  co: number,
): boolean {
  const x = a[ao] + b[bo] - c[co];
  return x === 0 || x === BASE;
}

/**
 * Sign of a + b − c, from the top limb down. With p the value of the limbs seen so far (in units
 * of the current limb), the limbs below add less than one unit down and two up: p ≥ 1 decides
 * positive, p ≤ −2 negative, and otherwise p is 0 or −1 and the next limb is needed.
 */
export function signSumMinus(
  a: Int32Array,
  ao: number,
  b: Int32Array,
  bo: number,
  c: Int32Array,
  co: number,
  limbs: number,
): number {
  let p = 0;
  for (let i = limbs - 1; i >= 0; i--) {
    p = p * BASE + a[ao + i] + b[bo + i] - c[co + i];
    if (p >= 1) return 1;
    if (p <= -2) return -1;
  }
  return p < 0 ? -1 : 0;
}

/**
 * Sign of a + b − c − d, the same way: the limbs below now add less than two units either way,
 * so |p| ≥ 2 decides and p in {−1, 0, 1} needs the next limb.
 */
export function signSumMinus2(
  a: Int32Array,
  ao: number,
  b: Int32Array,
  bo: number,
  c: Int32Array,
  co: number,
  d: Int32Array,
  dOff: number,
  limbs: number,
): number {
  let p = 0;
  for (let i = limbs - 1; i >= 0; i--) {
    p = p * BASE + a[ao + i] + b[bo + i] - c[co + i] - d[dOff + i];
    if (p >= 2) return 1;
    if (p <= -2) return -1;
  }
  return p > 0 ? 1 : p < 0 ? -1 : 0;
}

/** Sign of a − b: the first limb from the top where they differ decides (canonical form). */
export function compareLimbs(
  a: Int32Array,
  ao: number,
  b: Int32Array,
  bo: number,
  limbs: number,
): number {
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[ao + i];
    const y = b[bo + i];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** out = ⌊a / 2⌋ for a ≥ 0, from the top limb down (the remainder moves one limb lower). */
export function halve(a: Int32Array, ao: number, out: Int32Array, oo: number, limbs: number): void {
  let rest = 0;
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[ao + i] + rest * BASE;
    out[oo + i] = x >> 1;
    rest = x & 1;
  }
}

export function copyLimbs(
  a: Int32Array,
  ao: number,
  out: Int32Array,
  oo: number,
  limbs: number,
): void {
  for (let i = 0; i < limbs; i++) out[oo + i] = a[ao + i];
}

const SCALE: number[] = [];

/**
 * A double within a relative 2^-52 of a value ≥ 0: its four highest limbs from the highest
 * non-zero one (the first two exact, then two roundings; what lies below is under 2^-72 of the
 * value), as the callers' error bounds allow.
 */
export function approxLimbs(a: Int32Array, ao: number, limbs: number): number {
  let i = limbs - 1;
  while (i > 0 && a[ao + i] === 0) i--;
  let x = a[ao + i];
  const low = Math.max(0, i - 3);
  for (let j = i - 1; j >= low; j--) x = x * BASE + a[ao + j];
  while (SCALE.length <= low) SCALE.push(Math.pow(2, BITS * SCALE.length));
  return x * SCALE[low];
}
