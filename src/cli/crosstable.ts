/**
 * `chess-standings crosstable FILE …`: the ranking crosstable (chess-results' "final ranking
 * crosstable"), as text, TSV, CSV or one HTML page. See core/lists/crosstable.ts for what each
 * entry says; the TSV and CSV read back as the same tournament with `chess-standings FILE`.
 */
import { oneOf } from './flags';
import type { FlagSpecs } from './flags';
import { listRatings, listWords, rankingCrosstable } from '../core/lists';
import type { CrosstableLayout } from '../core/lists';
import { ratingTable, ratingWordsIn } from '../core/ratings';
import type { RatingEvent, RatingRequest } from '../core/ratings';
import type { Lang, Tournament } from '../core';
import { writeLists } from './listOutput';
import {
  LIST_FLAGS,
  LIST_HELP,
  loadAndRank,
  rankingArgs,
  readFlags,
  runListCommand,
} from './listsShared';
import type { RankingArgs } from './listsShared';
import { RATING_RULE_FLAGS, RATING_RULE_HELP, optionalRatingRequest } from './ratingFlags';

export const CROSSTABLE_USAGE = `Usage:
  chess-standings crosstable FILE [--tiebreaks "BH/C1,BH,SB"] [--layout auto|rounds|square]
                                  [--players PLAYERS.csv] [--rules …] [--system swiss|round-robin]
                                  [--unrated-rating N] [--rating-change fide|dwz [--k N | --k-column]
                                  [--date YYYY-MM-DD] [--category …]]
                                  [--format text|tsv|csv|html] [--lang en|de]

  The players in ranking order: place, start number, title, name, federation, rating, each round
  as the opponent's line in the table, colour and result (12w1, 5b½; German 5s½), then the points
  and the tie-breaks. Rounds without a game: -1 pairing-allocated bye, F full-point bye, -½
  half-point bye, -0 absent, + / - a forfeit without an opponent.

${LIST_HELP}
  --layout        auto (default): a round robin square (1 ½ 0 against each opponent) when that
                  shows every game, by rounds otherwise; rounds or square to choose
  --rating-change fide or dwz: a last column Rtg+/- with each player's rating change, FIDE
                  K · (W − We) or DWZ Rn − Ro, as chess-standings ratings computes it; with:
${RATING_RULE_HELP}
  --help, -h      this help
`;

const LAYOUTS: readonly CrosstableLayout[] = ['auto', 'rounds', 'square'];

export const CROSSTABLE_FLAGS = {
  ...LIST_FLAGS,
  layout: { type: 'string' },
  'rating-change': { type: 'string' },
  ...RATING_RULE_FLAGS,
} as const satisfies FlagSpecs;

interface CrosstableArgs extends RankingArgs {
  readonly layout: CrosstableLayout;
  readonly ratingChange?: RatingRequest;
}

export function parseCrosstableArgs(argv: readonly string[]): CrosstableArgs | 'help' {
  const flags = readFlags(argv, CROSSTABLE_FLAGS);
  if (argv.length === 0 || flags.help) return 'help';
  const layout = flags.values.get('layout');
  const ratingChange = optionalRatingRequest(flags, '--rating-change');
  return {
    ...rankingArgs(flags),
    layout: typeof layout === 'string' ? oneOf(layout, LAYOUTS, '--layout') : 'auto',
    ...(ratingChange && { ratingChange }),
  };
}

/**
 * What the Rtg+/- column rests on, for the lines above the table: the rules and the date that
 * chose them, and what was assumed (K by the rules, ratings read as DWZ, ages unknown). The
 * period's rounding is left out: the column is the event's change, not rounded.
 */
function ratingAbout(t: Tournament, rating: RatingEvent, lang: Lang): string {
  const table = ratingTable(t, rating, lang);
  const rounding = ratingWordsIn(lang).notes.rounding;
  return [table.title, ...table.notes.filter(n => n !== rounding)].join('\n');
}

function run(args: CrosstableArgs): string {
  const { event, head } = loadAndRank(args);
  // TSV and CSV are the same in every language: English colour letters there.
  const words = listWords(args.format === 'tsv' || args.format === 'csv' ? 'en' : args.lang);
  const rating = args.ratingChange && listRatings(event.tournament, args.ratingChange);
  const table = rankingCrosstable(event, {
    layout: args.layout,
    colours: words.colours,
    ...(rating && { ratingChange: rating }),
  });
  // The text and the page say which rules rated the event (TSV and CSV hold the table alone).
  const about = rating
    ? `${head.about}\n${ratingAbout(event.tournament, rating, args.lang)}`
    : head.about;
  return writeLists({ ...head, about }, [table], args.format, args.lang);
}

export function runCrosstable(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  return runListCommand('crosstable', CROSSTABLE_USAGE, argv, out, err, parseCrosstableArgs, run);
}
