/**
 * A player's rating period: every rated event of the month (B.02 8.3). K is the one on the
 * rating list, lowered when K × n over the whole period would exceed 700 (8.3.3: "the number of
 * games (n) for a player on any list for a rating period"), and the change is rounded once, for
 * the period (8.3.4). An event's own calculation (event.ts) cannot know the player's other
 * events: this is what the federation adds.
 */
import { kWithin700, roundChange } from './rules';

/** What one event contributes: its games that count and W − We in hundredths. */
export interface PeriodEvent {
  readonly games: number;
  readonly difference: number;
}

export interface PeriodChange {
  /** K after the 700 rule over the period's games. */
  readonly k: number;
  /** K · (W − We) of each event, hundredths. */
  readonly changes: readonly number[];
  /** Their sum, hundredths. */
  readonly total: number;
  /** The period's change rounded, 0.5 away from zero (8.3.4). */
  readonly rounded: number;
}

/** The period's change from its events and the K of the rating list. */
export function periodChange(events: readonly PeriodEvent[], listedK: number): PeriodChange {
  let games = 0;
  for (const e of events) games += e.games;
  const k = kWithin700(listedK, games);
  const changes = events.map(e => k * e.difference);
  let total = 0;
  for (const c of changes) total += c;
  return { k, changes, total, rounded: roundChange(total) };
}
