/**
 * The flags that say how rating changes are computed, shared by `chess-standings ratings` (the
 * system chosen by --system) and `chess-standings crosstable` (its Rtg+/- column, by
 * --rating-change): one K for everybody, K from the file's column, the event's date, FIDE's
 * category.
 */
import { isIsoDate } from '../core/ratings';
import type { RatingCategory, RatingRequest, RatingSystem } from '../core/ratings';
import { UsageError, integer, oneOf, stringFlag } from './flags';
import type { FlagSpecs, ReadFlags } from './flags';

export const RATING_RULE_FLAGS = {
  k: { type: 'string' },
  'k-column': { type: 'boolean' },
  date: { type: 'string' },
  category: { type: 'string' },
} as const satisfies FlagSpecs;

/** The help lines of RATING_RULE_FLAGS, their descriptions from column 18. */
export const RATING_RULE_HELP = `  --k             FIDE: one K for every rated player
  --k-column      FIDE: every rated player's K from the file's K column (FIDE's list K);
                  without --k or --k-column, a K column is used where it has a value and K is
                  otherwise derived by the rules (8.3.3)
  --date          the event's date when the file has none (TRF 042/052) or another should count
  --category      FIDE: standard (default), rapid or blitz`;

export const RATING_SYSTEMS: readonly RatingSystem[] = ['fide', 'dwz'];
const CATEGORIES: readonly RatingCategory[] = ['standard', 'rapid', 'blitz'];

/** The rating flags given, as typed (`--k`), in the order of RATING_RULE_FLAGS. */
function given(flags: ReadFlags): string[] {
  return Object.keys(RATING_RULE_FLAGS)
    .filter(name => flags.values.has(name))
    .map(name => `--${name}`);
}

/**
 * The rating request of `system` with the rating flags' values; `systemFlag` is how the command
 * line chose the system (`--system dwz`, `--rating-change dwz`), for the FIDE-only flags' refusal.
 */
export function ratingRequestOf(
  flags: ReadFlags,
  system: RatingSystem,
  systemFlag: string,
): RatingRequest {
  const kText = stringFlag(flags, 'k');
  const kColumn = flags.values.has('k-column');
  if (kText !== undefined && kColumn) throw new UsageError('give --k N or --k-column, not both');
  const k = kText === undefined ? undefined : integer(kText, '--k', 1);
  if (k !== undefined && k > 40) throw new UsageError(`--k: "${kText}" is not a K from 1 to 40`);
  const category = stringFlag(flags, 'category');
  if (system === 'dwz') {
    const fideOnly = given(flags).find(f => f !== '--date');
    if (fideOnly) {
      throw new UsageError(`${fideOnly} applies to FIDE ratings, not to ${systemFlag} dwz`);
    }
  }
  const date = stringFlag(flags, 'date');
  if (date !== undefined && !isIsoDate(date)) {
    throw new UsageError(`--date: "${date}" is not a date written YYYY-MM-DD`);
  }
  return {
    system,
    ...(date !== undefined && { date }),
    ...(category !== undefined && { category: oneOf(category, CATEGORIES, '--category') }),
    ...(k !== undefined && { k }),
    ...(kColumn && { kFromSource: true }),
  };
}

/**
 * The rating request of a command whose rating changes are optional (`--rating-change fide|dwz`):
 * undefined without it, and then no rating flag may be given.
 */
export function optionalRatingRequest(
  flags: ReadFlags,
  systemFlag: string,
): RatingRequest | undefined {
  const system = stringFlag(flags, systemFlag.replace(/^--/, ''));
  if (system === undefined) {
    const stray = given(flags)[0];
    if (stray) throw new UsageError(`${stray} needs ${systemFlag} fide or dwz`);
    return undefined;
  }
  return ratingRequestOf(flags, oneOf(system, RATING_SYSTEMS, systemFlag), systemFlag);
}
