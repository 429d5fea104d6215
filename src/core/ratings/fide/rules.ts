/**
 * The rule facts of the FIDE Rating Regulations effective from 1 March 2024 (handbook B.02, the
 * standard list) with the Council's amendment effective from 1 October 2025, and of the Rapid and
 * Blitz Rating Regulations of 2024 (B.02 Rapid and Blitz) with their change of 1 December 2024.
 * Each function cites the article it follows; the tables themselves are ../../tiebreaks/ratings/
 * fideTables.ts (8.1.1 and 8.1.2, shared with the C.07 rating tie-breaks).
 */
import { expectedScoreHundredths } from '../../tiebreaks/ratings/fideTables';
import { onOrAfter } from '../dates';
import type { RatingCategory } from '../types';

/**
 * The first day of the 2024 regulations. An event before it is refused with a message naming the
 * date (event.ts): it was rated under the earlier regulations (other K rules and first-rating
 * method), which this module does not compute rather than compute them wrongly.
 */
export const REGULATIONS_2024 = '2024-03-01';
/** Rapid and blitz: the 600-point rule applies to events from this day. */
export const RAPID_BLITZ_600 = '2024-12-01';
/** Standard: from this day players rated 2650 and above have no 400-point cap (8.3.1 amended). */
export const NO_CAP_FROM_2650 = '2025-10-01';

/** Which rules an event is rated under. */
export interface FideRules {
  readonly category: RatingCategory;
  /** 8.3.1 as amended on 1 October 2025: players rated 2650 and above use the full difference. */
  readonly exemptFrom2650: boolean;
  /** Rapid and blitz from 1 December 2024: the 600-point rule. */
  readonly gap600: boolean;
}

/** The rules in force for an event of `category` on `date` (ISO, on or after 1 March 2024). */
export function fideRulesOn(date: string, category: RatingCategory): FideRules {
  return {
    category,
    exemptFrom2650: category === 'standard' && onOrAfter(date, NO_CAP_FROM_2650),
    gap600: category !== 'standard' && onOrAfter(date, RAPID_BLITZ_600),
  };
}

/** One game seen from a rated player: the difference as used, and the expected score. */
export interface GameExpectation {
  /** The opponent's rating as the calculation uses it (after the 400-point cap). */
  readonly ratingUsed: number;
  /** The cap changed the difference (FIDE's calculations mark such a game). */
  readonly capped: boolean;
  /** PD of table 8.1.2 in hundredths: the player's expected score. */
  readonly pd: number;
}

/**
 * 8.3.1: D = own rating − opponent's rating, cut to ±400 for a player rated below 2650 (since 1
 * October 2025; before, and always in rapid and blitz, for every player: "a difference in rating
 * of more than 400 points shall be counted for rating purposes as though it were a difference of
 * 400 points"; since 1 March 2024 on every game, not once per event). 8.3.2: PD from table
 * 8.1.2 for that D, never from the logistic formula.
 */
export function gameExpectation(own: number, opponent: number, rules: FideRules): GameExpectation {
  const d = own - opponent;
  const cap = !(rules.exemptFrom2650 && own >= 2650);
  const used = cap ? Math.max(-400, Math.min(400, d)) : d;
  return { ratingUsed: own - used, capped: used !== d, pd: expectedScoreHundredths(used) };
}

/**
 * Rapid and blitz, from 1 December 2024: a game between players whose ratings differ by 600 or
 * more, one of them rated above 2600, is not rated.
 */
export function outsideGap600(own: number, opponent: number, rules: FideRules): boolean {
  return rules.gap600 && (own > 2600 || opponent > 2600) && Math.abs(own - opponent) >= 600;
}

/** Why the rules gave a K (8.3.3), when the source gave none. */
export type KRule =
  /** "K = 40 … for all players until their 18th birthday year ends, while rated below 2300". */
  | 'junior'
  /** "K = 20 for players with a rating always under 2400". */
  | 'below-2400'
  /** "K = 10 once a player's published rating has reached 2400" (it stays 10). */
  | 'from-2400';

/**
 * K by 8.3.3 from what an event's file can tell: the rating, the year of birth and the event's
 * year. What it cannot tell is said by the caller: a new player keeps K = 40 until 30 games
 * are completed, and K = 10 stays once 2400 was reached even if the rating fell below. FIDE
 * publishes each player's K on the rating list; that K is the one the federation uses.
 */
export function kByRules(
  rating: number,
  birthYear: number | undefined,
  eventYear: number | undefined,
): { k: number; rule: KRule } {
  // The year in which the 18th birthday falls ends the junior K: born 2008, junior to end of 2026.
  const junior = birthYear !== undefined && eventYear !== undefined && eventYear - birthYear <= 18;
  if (junior && rating < 2300) return { k: 40, rule: 'junior' };
  if (rating < 2400) return { k: 20, rule: 'below-2400' };
  return { k: 10, rule: 'from-2400' };
}

/**
 * 8.3.3: "If the number of games (n) for a player on any list for a rating period multiplied by K
 * … is more than 700, then K shall be the largest whole number such that K × n does not exceed
 * 700." FIDE's own calculation of a 39-game period: K 20 → 17.
 */
export function kWithin700(k: number, games: number): number {
  return games > 0 && k * games > 700 ? Math.floor(700 / games) : k;
}

/**
 * 8.3.4: the rating change of a rating period is rounded to the nearest whole number, 0.5 away
 * from zero (−2.50 → −3). `hundredths` is the change in hundredths of a point.
 */
export function roundChange(hundredths: number): number {
  const whole = Math.floor((Math.abs(hundredths) + 50) / 100);
  return hundredths < 0 ? -whole : whole;
}
