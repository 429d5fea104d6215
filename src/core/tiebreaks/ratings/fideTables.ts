/**
 * The two conversion tables of the FIDE Rating Regulations (B.02 8.1) that C.07 Art. 10 uses,
 * as printed in spec/tiebreaks-fide.md "Numbers to copy exactly". Both are kept as integers
 * (rating points; expected scores in hundredths) so that every comparison is exact.
 */

/** Rating difference dp for a fractional score p of 0.50 … 1.00, index = p in percent − 50. */
const DP_UPPER: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166,
  175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383,
  401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/**
 * Smallest rating difference D at which the higher-rated player's expected score PD reaches
 * 0.51, 0.52, … 1.00 (index = PD in hundredths − 51). The table has no ±400 cut (C.07 10.3 uses
 * the full scale).
 */
const PD_THRESHOLDS: readonly number[] = [
  4, 11, 18, 26, 33, 40, 47, 54, 62, 69, 77, 84, 92, 99, 107, 114, 122, 130, 138, 146, 154, 163,
  171, 180, 189, 198, 207, 216, 226, 236, 246, 257, 268, 279, 291, 303, 316, 329, 345, 358, 375,
  392, 412, 433, 457, 485, 518, 560, 620, 736,
];

/** dp for a percentage score 0 … 100 (the caller rounds the score to whole percent). */
export function ratingDifference(percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percentage score must be an integer 0…100, got ${percent}`);
  }
  return percent >= 50 ? DP_UPPER[percent - 50] : -DP_UPPER[50 - percent];
}

let pdByDifference: Uint8Array | null = null;

/** PD in hundredths for differences 0 … 736, built on first use. */
function pdTable(): Uint8Array {
  if (pdByDifference === null) {
    const table = new Uint8Array(PD_THRESHOLDS[PD_THRESHOLDS.length - 1] + 1);
    let pd = 50;
    for (let d = 0; d < table.length; d++) {
      while (pd < 100 && d >= PD_THRESHOLDS[pd - 50]) pd++;
      table[d] = pd;
    }
    pdByDifference = table;
  }
  return pdByDifference;
}

/**
 * Expected score, in hundredths, of a player rated `difference` points above the opponent
 * (negative when below): PD for the higher-rated side, 1 − PD for the lower-rated side.
 */
export function expectedScoreHundredths(difference: number): number {
  const table = pdTable();
  const d = Math.abs(difference);
  const pd = d >= table.length ? 100 : table[d];
  return difference >= 0 ? pd : 100 - pd;
}

/** `100 · points / games` rounded half up to a whole percent, computed on integers. */
export function percentScore(points: number, games: number): number {
  // points are multiples of ½ here, so 200 · points is an exact integer.
  const twice = Math.round(points * 200);
  return Math.floor((twice + games) / (2 * games));
}

/** Average of integer ratings rounded to the nearest integer, 0.5 rounded up (C.07 10.1). */
export function roundedAverage(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  const n = values.length;
  return Math.floor((2 * sum + n) / (2 * n));
}
