/**
 * Exact-looking numbers. Tie-break values are sums of halves and quarters (exact in binary) or
 * averages and percentages that must be rounded as the regulations say. Binary floating point
 * turns 2.675 into 2.67499999…, so every rounding here first snaps the value to 1e-9, far below
 * any precision a tie-break uses, and then rounds on scaled integers.
 */

/** Snap away binary noise: 9.749999999999998 → 9.75. */
export function clean(x: number): number {
  if (!Number.isFinite(x)) return x;
  const snapped = Math.round(x * 1e9) / 1e9;
  return snapped === 0 ? 0 : snapped;
}

/**
 * Round half up (towards +∞ at exactly .5) to `decimals` places: roundTo(13.395, 2) = 13.4,
 * roundTo(2100.5, 0) = 2101, roundTo(-2.5, 0) = -2. This is the rounding of Decimal's
 * ROUND_HALF_UP for non-negative values, which all tie-breaks are.
 */
export function roundTo(x: number, decimals = 0): number {
  if (!Number.isFinite(x)) return x;
  const scale = 10 ** decimals;
  // The snap makes a true x.5 that arrives as x.4999999999 round up, as the decimal value does.
  const scaled = clean(x * scale);
  return clean(Math.floor(scaled + 0.5) / scale);
}

/** Round half up to an integer (ARO, APRO, APPO: "0.5 rounded up"). */
export function roundHalfUp(x: number): number {
  return roundTo(x, 0);
}

/** True when two tie-break values are equal once binary noise is ignored. */
export function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}

/**
 * The quarters from −kept/4 to below kept/4 have their text kept by formatNumber. A const enum:
 * esbuild writes its value into the code as a number (the TSV writer's loop over every cell,
 * compiled while it runs, would otherwise load it from the module for each one).
 */
export const enum Quarters {
  kept = 4096,
}
/** formatNumber's text of (q − Quarters.kept) / 4 at index q, kept once written. */
const quarterText = new Array<string | undefined>(2 * Quarters.kept);

/**
 * A number for output: no float noise, no exponent, no trailing zeros unless `decimals` asks
 * for a fixed number of places (`formatNumber(13.4, 2)` = "13.40").
 */
export function formatNumber(x: number, decimals?: number): string {
  // Whole numbers of a table (points, counts, positions) as they are: clean changes none below
  // a million (x · 1e9 and back are exact there), and −0 prints as 0 either way.
  if (decimals === undefined && (x | 0) === x && x < 1e6 && x > -1e6) return String(x);
  if (!Number.isFinite(x)) return String(x);
  const v = clean(x);
  if (decimals !== undefined) return roundTo(v, decimals).toFixed(decimals);
  if (Number.isInteger(v)) return String(v);
  // Halves and quarters (most tie-break values) print exactly as JavaScript writes them; the
  // small ones, which a table repeats thousands of times, are written once.
  if (Number.isInteger(v * 4) && Math.abs(v) < 1e15) {
    const q = v * 4 + Quarters.kept;
    if (q < 0 || q >= 2 * Quarters.kept) return String(v);
    return (quarterText[q] ??= String(v));
  }
  // At most 9 decimals survive the snap; toFixed avoids exponent notation for small values.
  return v.toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
}

/** 10000000 as 10,000,000 (separator ',') or 10.000.000 (separator '.'). */
export function groupedNumber(n: number, separator: string): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
