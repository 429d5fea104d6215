/**
 * `chess-standings lists FILE …`: the lists an arbiter hands out besides the crosstable: the
 * starting list, the alphabetical list, the pairing list of a round, and prize lists by category
 * (women, age groups, rating bands, unrated, clubs), each the main ranking cut to the category.
 */
import { MessageError } from '../core';
import {
  alphabeticalList,
  categoryLists,
  lastPairedRoundOrRefuse,
  listWords,
  pairingList,
  parseAgeBands,
  parseCategories,
  startingList,
} from '../core/lists';
import type { CategoryRequest, ListTable } from '../core/lists';
import { UsageError, integer, oneOf } from './flags';
import type { FlagSpecs } from './flags';
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

export const LISTS_USAGE = `Usage:
  chess-standings lists FILE --list starting|alphabetical|pairings [--round N]
  chess-standings lists FILE --category "women; age; rating:1600,1900; unrated; club"
                             [--age-bands U8,U10,U12,U14,U16,U18,S50,S65] [--year YYYY]
  … [--players PLAYERS.csv] [--tiebreaks …] [--format text|tsv|csv|html] [--lang en|de]

${LIST_HELP}
  --list          starting: by pairing number (No, title, name, federation, ratings, FIDE id,
                  club); alphabetical; pairings: board, White with the points before the round,
                  the result, Black with points, then the byes (--round N, default the last
                  round with games)
  --category      prize lists, each the main ranking cut to the category (its own ranks 1, 2, 3
                  and the overall place; points and tie-breaks as in the standings), several
                  separated by ";": women (sex w); age (age groups: U14 = born in or after the
                  event's year - 14, S50 = born in or before the event's year - 50); rating:L1,L2
                  (bands <L1, L1-(L2-1), >=L2 of the rating; unrated players in none); unrated;
                  club (each club's players in ranking order, clubs by their best player).
                  TSV and CSV put all categories in one table with a Category column first
  --age-bands     the age groups of "age" (default U8,U10,U12,U14,U16,U18,S50,S65)
  --year          the event's year for age groups (default the year of its start date)
  --help, -h      this help
`;

const LISTS = ['starting', 'alphabetical', 'pairings'] as const;
type ListKind = (typeof LISTS)[number];

export const LISTS_FLAGS = {
  ...LIST_FLAGS,
  list: { type: 'string' },
  round: { type: 'string' },
  category: { type: 'string' },
  'age-bands': { type: 'string' },
  year: { type: 'string' },
} as const satisfies FlagSpecs;

interface ListsArgs extends RankingArgs {
  readonly list?: ListKind;
  readonly round?: number;
  readonly categories?: readonly CategoryRequest[];
  readonly year?: number;
}

/** A category text's mistakes are usage mistakes here (the command line typed them). */
function usage<T>(flag: string, body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof MessageError) throw new UsageError(`${flag}: ${e.messageIn('en')}`);
    throw e;
  }
}

export function parseListsArgs(argv: readonly string[]): ListsArgs | 'help' {
  const flags = readFlags(argv, LISTS_FLAGS);
  if (argv.length === 0 || flags.help) return 'help';
  const value = (name: keyof typeof LISTS_FLAGS) => {
    const v = flags.values.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  // The flags every list command takes are checked first, as each command checks them.
  const base = rankingArgs(flags);
  const list = value('list');
  const category = value('category');
  const round = value('round');
  const bands = value('age-bands');
  const year = value('year');
  if ((list === undefined) === (category === undefined)) {
    throw new UsageError('give either --list starting|alphabetical|pairings or --category …');
  }
  if (round !== undefined && list !== 'pairings') {
    throw new UsageError('--round is for --list pairings');
  }
  const ageBands =
    bands === undefined ? undefined : usage('--age-bands', () => parseAgeBands(bands));
  const categories =
    category === undefined
      ? undefined
      : usage('--category', () =>
          parseCategories(category).map(c =>
            c.kind === 'age' && c.bands === undefined && ageBands ? { ...c, bands: ageBands } : c,
          ),
        );
  if (ageBands !== undefined && !categories?.some(c => c.kind === 'age')) {
    throw new UsageError('--age-bands is for --category age');
  }
  return {
    ...base,
    ...(list !== undefined && { list: oneOf(list, LISTS, '--list') }),
    ...(round !== undefined && { round: integer(round, '--round', 1) }),
    ...(categories !== undefined && { categories }),
    ...(year !== undefined && { year: integer(year, '--year', 1) }),
  };
}

function run(args: ListsArgs): string {
  const { event, head } = loadAndRank(args);
  const t = event.tournament;
  let tables: ListTable[];
  if (args.categories) {
    tables = categoryLists(
      event,
      args.categories,
      args.year === undefined ? {} : { year: args.year },
    );
  } else if (args.list === 'pairings') {
    const round = args.round ?? lastPairedRoundOrRefuse(t);
    tables = [pairingList(t, round, { byes: listWords(machine(args) ? 'en' : args.lang).byes })];
  } else if (args.list === 'alphabetical') {
    tables = [alphabeticalList(t, args.lang)];
  } else {
    tables = [startingList(t)];
  }
  return writeLists(head, tables, args.format, args.lang);
}

function machine(args: RankingArgs): boolean {
  return args.format === 'tsv' || args.format === 'csv';
}

export function runLists(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  return runListCommand('lists', LISTS_USAGE, argv, out, err, parseListsArgs, run);
}
