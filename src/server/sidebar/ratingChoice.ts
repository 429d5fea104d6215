/**
 * The sidebar's Rtg+/- column (StandingsRequest.ratingChange): checked, turned into the option
 * text a live =STANDINGS formula carries (`rating-change=fide; date=2025-05-01`), and computed
 * through that same text, so the snapshot and the formula cannot read it differently.
 */
import { MessageError } from '../../core';
import type { Standings, Tournament } from '../../core';
import type { Locale, RatingChangeChoice } from '../../shared/types';
import { parseCallOptions } from '../functions/options';
import { ratingColumnFor } from '../functions/ratings';
import { isObject, UserError } from '../platform/userError';
import type { RatingChangeColumn, Settings } from '../writing/standingsLayout';

/** Whether `r` is a rating choice the sidebar can send (absent is fine). */
export function validRatingChoice(r: unknown): boolean {
  if (r === undefined || r === null) return true;
  return (
    isObject(r) &&
    (r.system === 'fide' || r.system === 'dwz') &&
    typeof r.date === 'string' &&
    (r.date.trim() === '' || /^\d{4}-\d{2}-\d{2}$/.test(r.date.trim()))
  );
}

/** The option text of the column, as the live formula writes it. */
export function ratingOption(choice: RatingChangeChoice): string {
  const date = choice.date.trim();
  return `rating-change=${choice.system}${date === '' ? '' : `; date=${date}`}`;
}

/** The column for standings `s` of `t`, and the settings that name it; a refusal as a UserError. */
export function ratingColumnOfChoice(
  t: Tournament,
  s: Standings,
  choice: RatingChangeChoice | undefined,
  locale: Locale,
): { column?: RatingChangeColumn; setting?: Settings['ratingChange'] } {
  if (!choice) return {};
  const option = ratingOption(choice);
  try {
    const column = ratingColumnFor(t, s, { ...parseCallOptions(option), lang: locale });
    return column ? { column, setting: { system: choice.system, option } } : {};
  } catch (e) {
    if (e instanceof MessageError) throw new UserError(e.messageIn(locale));
    throw e;
  }
}
