/**
 * FIDE rating changes of one event, for every participant (B.02 8.3, effective 1 March 2024, with
 * the October 2025 amendment; rapid and blitz by B.02 Rapid and Blitz 2024). A rated player's
 * change is K · (W − We): W the points scored in the games that count, We = ΣPD, the expected
 * scores of table 8.1.2. An unrated player gets the first rating of 8.2 once 5 games against
 * rated opponents are played. Everything is kept exact: expected scores in hundredths, changes in
 * hundredths of a point; the rounding of 8.3.4 is once per rating period (period.ts).
 */
import { MessageError, msg } from '../../errors';
import type { Tournament } from '../../model/types';
import { birthYear } from '../../readers/personCells';
import { onOrAfter, yearOf } from '../dates';
import { eventGames } from '../eventGames';
import type { RatingCategory, SkippedRound } from '../types';
import { firstRating, type FirstRatingOutcome } from './initial';
import {
  fideRulesOn,
  gameExpectation,
  kByRules,
  kWithin700,
  NO_CAP_FROM_2650,
  outsideGap600,
  RAPID_BLITZ_600,
  REGULATIONS_2024,
  roundChange,
  type FideRules,
  type KRule,
} from './rules';

/** What the caller decides. */
export interface FideOptions {
  /** The event's date (ISO), when the file gives none or another should count. */
  readonly date?: string;
  /** standard (default), rapid or blitz. */
  readonly category?: RatingCategory;
  /** One K for every rated player (`--k 20`). */
  readonly k?: number;
  /** Every rated player's K must come from the source (a `K` column): none is derived. */
  readonly kFromSource?: boolean;
}

/** A game that counts, as the calculation used it. */
export interface FideGame {
  readonly round: number;
  /** Index of the opponent in the tournament's participants. */
  readonly opponent: number;
  /** The opponent's rating as listed. */
  readonly opponentRating: number;
  /** The rating the calculation used (after the 400-point cap) and whether the cap applied. */
  readonly ratingUsed: number;
  readonly capped: boolean;
  /** PD of table 8.1.2, hundredths. */
  readonly pd: number;
  /** 1, ½ or 0. */
  readonly score: number;
  /** ΔR = score − PD, hundredths. */
  readonly delta: number;
}

/** Where a player's K came from. */
export type KSource =
  | { readonly kind: 'given' }
  | { readonly kind: 'source' }
  /** Derived by 8.3.3 from the rating, year of birth and event year. */
  | { readonly kind: 'rules'; readonly rule: KRule; readonly birthYearKnown: boolean };

/** A rated player's change. */
export interface FideRatedPlayer {
  readonly kind: 'rated';
  readonly index: number;
  readonly rating: number;
  readonly games: readonly FideGame[];
  readonly skipped: readonly SkippedRound[];
  /** W: points in the games that count. */
  readonly score: number;
  /** We = ΣPD, hundredths. */
  readonly expected: number;
  /** W − We, hundredths. */
  readonly difference: number;
  /** K before the 700 rule, and where it came from. */
  readonly kListed: number;
  readonly kSource: KSource;
  /** K used: kListed, lowered by the 700 rule for this event's games (8.3.3). */
  readonly k: number;
  /** K · (W − We), hundredths. */
  readonly change: number;
  /** The change rounded (8.3.4), valid as the period's change when this is its only event. */
  readonly rounded: number;
}

/** An unrated player: the first rating this event gives, or what is still missing. */
export interface FideUnratedPlayer {
  readonly kind: 'unrated';
  readonly index: number;
  readonly games: readonly FideGame[];
  readonly skipped: readonly SkippedRound[];
  readonly score: number;
  readonly outcome: FirstRatingOutcome;
}

export type FidePlayer = FideRatedPlayer | FideUnratedPlayer;

/** How the event's date was known. */
export type DateSource = 'given' | 'start' | 'end' | 'unknown';

export interface FideEvent {
  readonly system: 'fide';
  readonly rules: FideRules;
  /** The date the rules were chosen by; undefined when unknown (and without effect). */
  readonly date?: string;
  readonly dateSource: DateSource;
  readonly players: readonly FidePlayer[];
}

/**
 * The FIDE changes of every participant. Refused (MessageError): an event before 1 March 2024;
 * an event without a date when the rules in force on its date would change a result; a K option
 * out of range; `kFromSource` with a rated player whose K the source does not give.
 */
export function fideEvent(t: Tournament, options: FideOptions = {}): FideEvent {
  const category = options.category ?? 'standard';
  if (
    options.k !== undefined &&
    !(Number.isInteger(options.k) && options.k >= 1 && options.k <= 40)
  ) {
    throw new MessageError(msg`K must be a whole number from 1 to 40, got ${String(options.k)}`);
  }
  const { date, source } = eventDate(t, options.date, 'start');
  if (date !== undefined && !onOrAfter(date, REGULATIONS_2024)) {
    throw new MessageError(
      msg`the event is dated ${date}: FIDE rating changes are computed by the regulations in force from 1 March 2024 (B.02), which do not apply to earlier events`,
    );
  }
  const games = eventGames(t);
  if (date !== undefined) {
    const rules = fideRulesOn(date, category);
    return {
      system: 'fide',
      rules,
      date,
      dateSource: source,
      players: playersOf(t, games, rules, options, date),
    };
  }
  // No date: refused when a game would be rated otherwise before the day the rules changed.
  const rules = fideRulesOn(category === 'standard' ? NO_CAP_FROM_2650 : RAPID_BLITZ_600, category);
  const players = playersOf(t, games, rules, options, undefined);
  const ps = t.participants;
  for (let i = 0; i < ps.length; i++) {
    const own = ps[i].rating;
    if (own === undefined) continue;
    for (const g of games[i].games) {
      const other = ps[g.opponent].rating;
      if (other === undefined || !ruleChangeMatters(own, other, category)) continue;
      throw new MessageError(
        category === 'standard'
          ? msg`the event's date is unknown, and ${ps[i].name}'s change depends on it: from 1 October 2025 players rated 2650 and above are rated without the 400-point cap. Give the date (TRF record 042, --date or date=YYYY-MM-DD)`
          : msg`the event's date is unknown, and ${ps[i].name}'s change depends on it: from 1 December 2024 rapid and blitz games with a rating difference of 600 or more, one player rated above 2600, are not rated. Give the date (TRF record 042, --date or date=YYYY-MM-DD)`,
      );
    }
  }
  return { system: 'fide', rules, dateSource: 'unknown', players };
}

/** Whether the rules before and after the change of `category` rate this game differently. */
function ruleChangeMatters(own: number, other: number, category: RatingCategory): boolean {
  const gap = Math.abs(own - other);
  return category === 'standard'
    ? own >= 2650 && gap > 400
    : (own > 2600 || other > 2600) && gap >= 600;
}

/** The event's date: given, else the file's start (or end) date. */
export function eventDate(
  t: Tournament,
  given: string | undefined,
  prefer: 'start' | 'end',
): { date?: string; source: DateSource } {
  if (given !== undefined) return { date: given, source: 'given' };
  const first = prefer === 'start' ? t.startDate : t.endDate;
  const second = prefer === 'start' ? t.endDate : t.startDate;
  if (first !== undefined) return { date: first, source: prefer };
  if (second !== undefined) return { date: second, source: prefer === 'start' ? 'end' : 'start' };
  return { source: 'unknown' };
}

function playersOf(
  t: Tournament,
  allGames: ReturnType<typeof eventGames>,
  rules: FideRules,
  options: FideOptions,
  date: string | undefined,
): FidePlayer[] {
  const ps = t.participants;
  const eventYear = date === undefined ? undefined : yearOf(date);
  return ps.map((p, i): FidePlayer => {
    const { games, skipped } = allGames[i];
    const own = p.rating;
    const counted: FideGame[] = [];
    const notCounted: SkippedRound[] = [...skipped];
    let score = 0;
    for (const g of games) {
      const opponentRating = ps[g.opponent].rating;
      if (opponentRating === undefined) {
        notCounted.push({ round: g.round, opponent: g.opponent, reason: 'unrated-opponent' });
        continue;
      }
      if (own !== undefined && outsideGap600(own, opponentRating, rules)) {
        notCounted.push({ round: g.round, opponent: g.opponent, reason: 'gap-600' });
        continue;
      }
      // An unrated player's games are listed with the opponent's rating as it is (8.2 has no cap).
      const e =
        own === undefined
          ? { ratingUsed: opponentRating, capped: false, pd: 0 }
          : gameExpectation(own, opponentRating, rules);
      const points = Math.round(g.score * 100);
      counted.push({
        round: g.round,
        opponent: g.opponent,
        opponentRating,
        ratingUsed: e.ratingUsed,
        capped: e.capped,
        pd: e.pd,
        score: g.score,
        delta: points - e.pd,
      });
      score += g.score;
    }
    notCounted.sort((a, b) => a.round - b.round);
    if (own === undefined) {
      return {
        kind: 'unrated',
        index: i,
        games: counted,
        skipped: notCounted,
        score,
        outcome: firstRating(
          score,
          counted.map(g => g.opponentRating),
        ),
      };
    }
    let expected = 0;
    for (const g of counted) expected += g.pd;
    const difference = Math.round(score * 100) - expected;
    const { kListed, kSource } = kOf(t, i, own, options, eventYear);
    const k = kWithin700(kListed, counted.length);
    const change = k * difference;
    return {
      kind: 'rated',
      index: i,
      rating: own,
      games: counted,
      skipped: notCounted,
      score,
      expected,
      difference,
      kListed,
      kSource,
      k,
      change,
      rounded: roundChange(change),
    };
  });
}

/** Players born in this year or later were juniors in 2024, the first year of these rules. */
const JUNIOR_IN_2024 = 2006;

function kOf(
  t: Tournament,
  i: number,
  rating: number,
  options: FideOptions,
  eventYear: number | undefined,
): { kListed: number; kSource: KSource } {
  if (options.k !== undefined) return { kListed: options.k, kSource: { kind: 'given' } };
  const p = t.participants[i];
  if (p.kFactor !== undefined) return { kListed: p.kFactor, kSource: { kind: 'source' } };
  if (options.kFromSource) {
    throw new MessageError(
      msg`${p.name} (no. ${p.startNo}) has no K: the K column is empty for a rated player`,
    );
  }
  const born = birthYear(p.birthDate);
  if (eventYear === undefined && born !== undefined && born >= JUNIOR_IN_2024 && rating < 2300) {
    throw new MessageError(
      msg`the event's date is unknown, and ${p.name}'s K depends on it: juniors have K 40 until the end of the year of their 18th birthday. Give the date (TRF record 042, --date or date=YYYY-MM-DD) or K (--k, a K column)`,
    );
  }
  const { k, rule } = kByRules(rating, born, eventYear);
  return { kListed: k, kSource: { kind: 'rules', rule, birthYearKnown: born !== undefined } };
}
