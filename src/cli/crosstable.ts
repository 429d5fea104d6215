/**
 * `chess-standings crosstable FILE …`: the ranking crosstable (chess-results' "final ranking
 * crosstable"), as text, TSV, CSV or one HTML page. See core/lists/crosstable.ts for what each
 * entry says; the TSV and CSV read back as the same tournament with `chess-standings FILE`.
 */
import { oneOf } from './flags';
import type { FlagSpecs } from './flags';
import { listWords, rankingCrosstable } from '../core/lists';
import type { CrosstableLayout } from '../core/lists';
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

export const CROSSTABLE_USAGE = `Usage:
  chess-standings crosstable FILE [--tiebreaks "BH/C1,BH,SB"] [--layout auto|rounds|square]
                                  [--players PLAYERS.csv] [--rules …] [--system swiss|round-robin]
                                  [--unrated-rating N] [--format text|tsv|csv|html] [--lang en|de]

  The players in ranking order: place, start number, title, name, federation, rating, each round
  as the opponent's line in the table, colour and result (12w1, 5b½; German 5s½), then the points
  and the tie-breaks. Rounds without a game: -1 pairing-allocated bye, F full-point bye, -½
  half-point bye, -0 absent, + / - a forfeit without an opponent.

${LIST_HELP}
  --layout        auto (default): a round robin square (1 ½ 0 against each opponent) when that
                  shows every game, by rounds otherwise; rounds or square to choose
  --help, -h      this help
`;

const LAYOUTS: readonly CrosstableLayout[] = ['auto', 'rounds', 'square'];

export const CROSSTABLE_FLAGS = {
  ...LIST_FLAGS,
  layout: { type: 'string' },
} as const satisfies FlagSpecs;

interface CrosstableArgs extends RankingArgs {
  readonly layout: CrosstableLayout;
}

export function parseCrosstableArgs(argv: readonly string[]): CrosstableArgs | 'help' {
  const flags = readFlags(argv, CROSSTABLE_FLAGS);
  if (argv.length === 0 || flags.help) return 'help';
  const layout = flags.values.get('layout');
  return {
    ...rankingArgs(flags),
    layout: typeof layout === 'string' ? oneOf(layout, LAYOUTS, '--layout') : 'auto',
  };
}

function run(args: CrosstableArgs): string {
  const { event, head } = loadAndRank(args);
  // TSV and CSV are the same in every language: English colour letters there.
  const words = listWords(args.format === 'tsv' || args.format === 'csv' ? 'en' : args.lang);
  const table = rankingCrosstable(event, { layout: args.layout, colours: words.colours });
  return writeLists(head, [table], args.format, args.lang);
}

export function runCrosstable(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  return runListCommand('crosstable', CROSSTABLE_USAGE, argv, out, err, parseCrosstableArgs, run);
}
