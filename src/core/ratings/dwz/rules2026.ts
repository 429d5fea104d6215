/**
 * The DWZ of a player who has one, for events ending on or after 8 June 2026 (Wertungsordnung
 * "Stand 30. Mai 2026"). No copy of the new text was available; the rules below are those two
 * independent implementations agree on (Chess League Manager's dwz_rechner.php, "für Wettbewerbe
 * Endedatum ab 8.6.2026", quoting the WO; har64/DWZ-Calc, "scoring regulations from 2026-06-08"),
 * with their parameters (test/fixtures/ratings/dwz/dwz_2026_parameters.csv):
 *
 *   Rn = max(1100, round(R0 + K · (W − We))),  K = round(K0 · b + a, 1 decimal) ≤ 80.
 *
 * We is unchanged (normal distribution, 3.3).
 */
import type { AgeGroup } from './classic';

export const VALID_FROM = '2026-06-08';
const K_MAX_TENTHS = 800;
const FLOOR = 1100;

/** K0 by index 1, 2, …, 10 and above 10, for the three groups of players. */
const K0 = {
  /** Youths and juniors (up to 25) below 2200. */
  young: [60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32],
  /** Adults (26 and over) below 2000. */
  adult: [60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28],
  /** Everybody else: adults from 2000, youths and juniors from 2200. */
  other: [60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25],
} as const;

/** K and how it came about. */
export interface KFactor {
  readonly table: keyof typeof K0;
  readonly k0: number;
  /** Braking factor b = (R0 + 800) / 2400 for W < We below 1600, else 1. */
  readonly b: number;
  /** Success bonus a for W ≥ We: (2000 − R0)/30 up to 20 below 2000; 4 for 21 and over below 1600. */
  readonly a: number;
  /** K in tenths, after rounding to one decimal and the maximum of 80. */
  readonly kTenths: number;
  readonly capped: boolean;
}

/** K of a player rated `r0` in `group`, with DWZ index `index` (undefined: above 10). */
export function kFactor2026(
  r0: number,
  group: AgeGroup,
  points: number,
  expected: number,
  index: number | undefined,
): KFactor {
  const table = group !== 'adult' ? (r0 < 2200 ? 'young' : 'other') : r0 < 2000 ? 'adult' : 'other';
  const k0 = K0[table][index === undefined || index > 10 ? 10 : Math.max(1, index) - 1];
  const reached = points * 1000 >= expected;
  let b = 1;
  let a = 0;
  let tenths: number;
  if (!reached && r0 < 1600) {
    b = (r0 + 800) / 2400;
    // round(10 · K0 · (R0 + 800) / 2400), half up, on integers
    tenths = Math.floor((2 * 10 * k0 * (r0 + 800) + 2400) / (2 * 2400));
  } else if (reached && group === 'youth' && r0 < 2000) {
    a = (2000 - r0) / 30;
    // round(10 · (K0 + (2000 − R0)/30)) = round((300 K0 + 10 (2000 − R0)) / 30)
    tenths = Math.floor((2 * (300 * k0 + 10 * (2000 - r0)) + 30) / (2 * 30));
  } else {
    if (reached && r0 < 1600) a = 4;
    tenths = 10 * (k0 + a);
  }
  const capped = tenths > K_MAX_TENTHS;
  return { table, k0, b, a, kTenths: capped ? K_MAX_TENTHS : tenths, capped };
}

/** Rn = max(1100, round(R0 + K (W − We))), half up; K in tenths, We in thousandths. */
export function newRating2026(
  r0: number,
  points: number,
  expected: number,
  kTenths: number,
): number {
  const num = kTenths * (Math.round(points * 1000) - expected);
  const den = 10000;
  return Math.max(FLOOR, r0 + Math.floor((2 * num + den) / (2 * den)));
}
