/**
 * Rating changes of an event: FIDE (B.02, regulations effective from 1 March 2024) and DWZ
 * (Wertungsordnung of the DSB, the rules of the event's end date). Pure functions over a
 * Tournament; the command line, the custom functions and the standings sheet show them.
 */
import type { Tournament } from '../model/types';
import { dwzEvent, type DwzEvent } from './dwz/event';
import { fideEvent, type FideEvent } from './fide/event';
import type { RatingCategory, RatingSystem } from './types';

export type { RatingCategory, RatingSystem, SkippedRound, SkipReason } from './types';
export type {
  DateSource,
  FideEvent,
  FideGame,
  FideOptions,
  FidePlayer,
  FideRatedPlayer,
  FideUnratedPlayer,
  KSource,
} from './fide/event';
export { fideEvent } from './fide/event';
export type { FideRules, KRule } from './fide/rules';
export { gameExpectation, fideRulesOn, kByRules, kWithin700, roundChange } from './fide/rules';
export type { FirstRating, FirstRatingOutcome } from './fide/initial';
export { firstRating } from './fide/initial';
export type { PeriodChange, PeriodEvent } from './fide/period';
export { periodChange } from './fide/period';
export type {
  DwzEvent,
  DwzFirstPlayer,
  DwzGame,
  DwzOptions,
  DwzPlayer,
  DwzRatedPlayer,
  DwzRatingKind,
  DwzRuleSet,
  DwzWithoutPlayer,
} from './dwz/event';
export { dwzEvent } from './dwz/event';
export type { AgeGroup, Coefficient, ELimit } from './dwz/classic';
export { ageGroupOf, classicNewRating, coefficient } from './dwz/classic';
export type { KFactor } from './dwz/rules2026';
export { kFactor2026, newRating2026 } from './dwz/rules2026';
export { winProbability, winThousandths } from './dwz/normal';
export { firstApproximation, firstDwzOf, performance } from './dwz/performance';
export { isIsoDate } from './dates';

/** What a rating calculation is asked. */
export interface RatingRequest {
  readonly system: RatingSystem;
  /** The event's date (ISO) when the file gives none or another should count. */
  readonly date?: string;
  /** FIDE: standard (default), rapid or blitz. */
  readonly category?: RatingCategory;
  /** FIDE: one K for everybody. */
  readonly k?: number;
  /** FIDE: every rated player's K from the source (a K column). */
  readonly kFromSource?: boolean;
}

export type RatingEvent = FideEvent | DwzEvent;

/** The rating changes of every participant of `t`. */
export function ratingChanges(t: Tournament, request: RatingRequest): RatingEvent {
  return request.system === 'dwz' ? dwzEvent(t, { date: request.date }) : fideEvent(t, request);
}
export type { RatingCell, RatingExplanation, RatingTable } from './present';
export {
  explainRating,
  ratingCellText,
  ratingChangeValues,
  ratingTable,
  ratingWordsIn,
} from './present';
