/**
 * Fixed-width integers as runs of float64 "limbs" of 48 bits, least significant first, for the
 * matching's hot loop: an edge's slack (two duals minus a weight) as bigints costs two
 * allocations of several hundred bits per edge looked at, while here it is a few additions, and
 * a sign or comparison usually stops at the first limbs that differ.
 *
 * Canonical form of a value x in `limbs` limbs at offset o: a[o + i] in [0, 2^48) for every limb
 * but the top one, which is signed and carries the rest (x = sum a[o + i] · 2^(48 i)). Any sum of
 * four limbs stays far below 2^53, so every step here is exact.
 */
const BITS = 48;
const BASE = Math.pow(2, BITS);
const INVERSE = Math.pow(2, -BITS);
const BIG_BITS = BigInt(BITS);
const ZERO_BIG = BigInt(0);

/** Limbs enough for values of up to `bits` bits and their sums, with a spare top limb. */
export function limbsFor(bits: number): number {
  return Math.ceil((bits + 4) / BITS) + 1;
}

/**
 * writeLimbs' scratch: x's 64-bit digits, stored as such (a typed array keeps the low 64 bits of
 * a bigint without making one), read back as 16-bit units, three to a limb.
 */
let digits = new BigUint64Array(4);
let units = new Uint16Array(digits.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const BIG_64 = BigInt(64);
const DIGIT = BigInt(1) << BIG_64;

export function writeLimbs(x: bigint, out: Float64Array, off: number, limbs: number): void {
  // Non-negative values that fit, as every weight and dual written: one shift per 64 bits,
  // where a limb at a time took a shift and a truncation per 48 bits, each a new bigint.
  if (LITTLE_ENDIAN && x >= ZERO_BIG) {
    const count = Math.ceil((limbs * 3) / 4);
    if (digits.length < count) {
      digits = new BigUint64Array(count);
      units = new Uint16Array(digits.buffer);
    }
    let rest = x;
    for (let k = 0; k < count - 1; k++) {
      digits[k] = rest;
      rest >>= BIG_64;
    }
    digits[count - 1] = rest;
    // The rest must be in the limbs' units: the top limb carries it (the loop below otherwise).
    let fits = rest < DIGIT;
    for (let u = 3 * limbs; fits && u < 4 * count; u++) fits = units[u] === 0;
    if (fits) {
      for (let i = 0; i < limbs; i++) {
        const u = 3 * i;
        out[off + i] = units[u] + units[u + 1] * 65536 + units[u + 2] * 4294967296;
      }
      return;
    }
  }
  let rest = x;
  for (let i = 0; i < limbs - 1; i++) {
    out[off + i] = Number(BigInt.asUintN(BITS, rest));
    rest >>= BIG_BITS; // floor division: the lower limbs stay non-negative
  }
  out[off + limbs - 1] = Number(rest);
}

export function readLimbs(a: Float64Array, off: number, limbs: number): bigint {
  let x = BigInt(a[off + limbs - 1]);
  for (let i = limbs - 2; i >= 0; i--) x = (x << BIG_BITS) + BigInt(a[off + i]);
  return x;
}

/** out = a + b − c. */
export function sumMinus(
  out: Float64Array,
  oo: number,
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  limbs: number,
): void {
  let carry = 0;
  const top = limbs - 1;
  for (let i = 0; i < top; i++) {
    const x = a[ao + i] + b[bo + i] - c[co + i] + carry;
    carry = Math.floor(x * INVERSE);
    out[oo + i] = x - carry * BASE;
  }
  out[oo + top] = a[ao + top] + b[bo + top] - c[co + top] + carry;
}

/** a += factor · d, factor a small integer (±1, ±2). */
export function addTimes(
  a: Float64Array,
  ao: number,
  d: Float64Array,
  dOff: number,
  factor: number,
  limbs: number,
): void {
  addTimesBelow(a, ao, d, dOff, factor, limbs, limbs - 1);
}

/**
 * The highest limb of d that is not zero (0 when d = 0): addTimesBelow then stops there.
 */
export function topLimb(d: Float64Array, dOff: number, limbs: number): number {
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
  a: Float64Array,
  ao: number,
  d: Float64Array,
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
    carry = Math.floor(x * INVERSE);
    a[ao + i] = x - carry * BASE;
  }
  if (i === top) a[ao + top] += factor * d[dOff + top] + carry;
}

/**
 * Whether a + b − c is a multiple of 2^48, from the lowest limbs alone (each in [0, 2^48): their
 * sum is above −2^48 and below 2^49). It is zero only then: a cheap test of tightness where the
 * doubles cannot tell, the values agreeing in their top hundreds of bits.
 */
export function lowLimbsCancel(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
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
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
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
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  d: Float64Array,
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
  a: Float64Array,
  ao: number,
  b: Float64Array,
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
export function halve(
  a: Float64Array,
  ao: number,
  out: Float64Array,
  oo: number,
  limbs: number,
): void {
  let rest = 0;
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[ao + i] + rest * BASE;
    const h = Math.floor(x / 2);
    out[oo + i] = h;
    rest = x - 2 * h;
  }
}

export function copyLimbs(
  a: Float64Array,
  ao: number,
  out: Float64Array,
  oo: number,
  limbs: number,
): void {
  for (let i = 0; i < limbs; i++) out[oo + i] = a[ao + i];
}

const SCALE: number[] = [];

/**
 * A double within a relative 2^-52 of a value ≥ 0: its three highest non-zero limbs (two
 * roundings; what lies below is under 2^-96 of the value), as the callers' error bounds allow.
 */
export function approxLimbs(a: Float64Array, ao: number, limbs: number): number {
  let i = limbs - 1;
  while (i > 0 && a[ao + i] === 0) i--;
  let x = a[ao + i];
  const low = Math.max(0, i - 2);
  for (let j = i - 1; j >= low; j--) x = x * BASE + a[ao + j];
  while (SCALE.length <= low) SCALE.push(Math.pow(2, BITS * SCALE.length));
  return x * SCALE[low];
}
