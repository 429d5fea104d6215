/**
 * The DWZ of a player who has one, by the Wertungsordnung of the DSB in the version for events
 * ending up to 7 June 2026 (WO 3.5 and Anhang 1.2, "Stand 30. Mai 2014"):
 *
 *   Rn = Ro + 800 · (W − We) / (E + n), rounded to a whole number (3.5.2),
 *
 * with the development coefficient E = E0 · fB + SBr, E0 = (Ro / 1000)^4 + J (Anhang 1.2).
 */

/** The age groups of the WO: up to 20 years, 21 to 25, over 25 (age = year of the event's end − year of birth). */
export type AgeGroup = 'youth' | 'junior' | 'adult';

/**
 * The age group of an age; unknown ages are over 25, as the DSB's own DWZ calculator assumes
 * ("Solltest Du kein Geburtsjahr eintragen, wird für Dich ein Alter über 25 Jahre angenommen").
 */
export function ageGroupOf(age: number | undefined): AgeGroup {
  if (age === undefined) return 'adult';
  return age <= 20 ? 'youth' : age <= 25 ? 'junior' : 'adult';
}

/** What bounded E (Anhang 1.2), if anything. */
export type ELimit = 'minimum-5' | 'index' | 'maximum-30' | 'maximum-150';

/** E and how it came about. */
export interface Coefficient {
  /** J: 5 (up to 20), 10 (21–25), 15 (over 25). */
  readonly j: number;
  /** E0 = (Ro/1000)^4 + J. */
  readonly e0: number;
  /** fB = Ro/2000 within [0.5, 1] for youths scoring at least their expectation, else 1. */
  readonly fB: number;
  /** SBr = e^((1300 − Ro)/150) − 1 below 1300 scoring less than expected, else 0. */
  readonly sBr: number;
  /** E0 · fB + SBr before rounding and limits. */
  readonly raw: number;
  readonly limit: ELimit | null;
  /** E as used: a whole number. */
  readonly e: number;
}

/**
 * E of Anhang 1.2. `points` is W, `expected` We in thousandths, `index` the DWZ index (undefined
 * when unknown: no index limit then, as for an index above 5). Limits: E is a whole number and at
 * least 5; with SBr = 0 at most 5 · Index while the index is at most 5, else at most 30; with
 * SBr > 0 at most 150.
 */
export function coefficient(
  ro: number,
  group: AgeGroup,
  points: number,
  expected: number,
  index: number | undefined,
): Coefficient {
  const j = group === 'youth' ? 5 : group === 'junior' ? 10 : 15;
  const e0 = (ro / 1000) ** 4 + j;
  const reached = points * 1000 >= expected;
  // Beschleunigungsfaktor: "nur für Jugendliche bis 20 Jahre bei W ≥ We".
  const fB = group === 'youth' && reached ? Math.min(1, Math.max(0.5, ro / 2000)) : 1;
  // Bremszuschlag: for Ro < 1300 and W < We (the 2014 text; older texts had W ≤ We).
  const sBr = ro < 1300 && !reached ? Math.exp((1300 - ro) / 150) - 1 : 0;
  const raw = e0 * fB + sBr;
  let e = Math.floor(raw + 0.5);
  let limit: ELimit | null = null;
  if (e < 5) {
    e = 5;
    limit = 'minimum-5';
  } else if (sBr === 0) {
    if (index !== undefined && index <= 5 && e > 5 * index) {
      e = 5 * index;
      limit = 'index';
    } else if (e > 30) {
      e = 30;
      limit = 'maximum-30';
    }
  } else if (e > 150) {
    e = 150;
    limit = 'maximum-150';
  }
  return { j, e0, fB, sBr, raw, limit, e };
}

/** 3.5.2: Rn = Ro + 800 (W − We) / (E + n), rounded half up; We in thousandths. */
export function classicNewRating(
  ro: number,
  points: number,
  expected: number,
  e: number,
  games: number,
): number {
  const num = 800 * (Math.round(points * 1000) - expected);
  const den = 1000 * (e + games);
  return ro + Math.floor((2 * num + den) / (2 * den));
}
