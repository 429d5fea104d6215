/**
 * `chess-standings schedule --players N [--double]`: the round-robin schedule of the FIDE Berger
 * tables (C.05 Annex 1) as TSV or CSV — the pairings (Round | Board | White | Black, a bye as a row
 * with Board and Black empty), or, with --layout, an empty results list or crosstable the main
 * command reads once results are typed in. Exit status 2 for a mistake on the command line (the
 * names file included: unreadable, a name given twice).
 */
import { readInputFile } from './inputFile';
import { bergerSchedule } from '../core/pairing/berger';
import {
  scheduleCrosstable,
  schedulePairings,
  scheduleResultsList,
  type ScheduleRow,
} from '../core/pairing/schedule';
import {
  ArgumentError,
  COMMON_FLAGS,
  UsageError,
  argumentMistake,
  integer,
  langFlag,
  langHelp,
  oneOf,
  readFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs } from './flags';
import { MessageError, joinMessages, verbatim } from '../core';
import type { Lang } from '../core';
import { toCsv, toTsv } from './output';

export const SCHEDULE_USAGE = `Usage:
  chess-standings schedule --players N [--double] [--names FILE] [--format tsv|csv]
                           [--layout pairings|results|crosstable] [--lang en|de]

  --players       number of players, at least 2 (with --names: may be left out, or must match)
  --double        double round robin: the second cycle with colours reversed (and, for an even
                  number of players, the last two rounds of the first cycle exchanged, as FIDE
                  recommends)
  --names         a text file with one name per line, in start-number order (default: numbers)
  --format        tsv (default) or csv
  --layout        pairings (default): Round<TAB>Board<TAB>White<TAB>Black, one row per game, the
                  bye as a row with Board and Black empty; results: the same with an empty Result
                  column (the bye's Result is "bye"); crosstable: No | Name | 1 … N | Pts, the
                  diagonal marked *
${langHelp(18)}
                  (the schedule itself is a sheet for the readers: the same in both languages)
  --help, -h      this help
`;

const LAYOUTS = ['pairings', 'results', 'crosstable'] as const;
type ScheduleLayout = (typeof LAYOUTS)[number];
const FORMATS = ['tsv', 'csv'] as const;
type ScheduleFormat = (typeof FORMATS)[number];

interface ScheduleArgs {
  readonly players: number;
  readonly double: boolean;
  readonly names?: readonly string[];
  readonly format: ScheduleFormat;
  readonly layout: ScheduleLayout;
}

/** One name per line; blank lines (a trailing newline, a blank last line) are not players. */
function readNames(file: string): string[] {
  return new TextDecoder()
    .decode(readInputFile(file, '--names'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map(s => s.trim())
    .filter(s => s !== '');
}

export const SCHEDULE_FLAGS = {
  players: { type: 'string' },
  double: { type: 'boolean' },
  names: { type: 'string' },
  format: { type: 'string' },
  layout: { type: 'string' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

function parseScheduleArgs(argv: readonly string[], told: { lang: Lang }): ScheduleArgs | 'help' {
  const flags = readFlags(argv, SCHEDULE_FLAGS);
  if (flags.help) return 'help';
  if (flags.positionals.length > 0) {
    throw new UsageError(`schedule takes no FILE, got "${flags.positionals[0]}"`);
  }
  // Checked first, so that a bad --lang is told before anything else is read, and a names file
  // that cannot be read is told in its language.
  told.lang = langFlag(flags);
  const values = {
    players: stringFlag(flags, 'players'),
    names: stringFlag(flags, 'names'),
    format: stringFlag(flags, 'format'),
    layout: stringFlag(flags, 'layout'),
  };
  const names = values.names === undefined ? undefined : readNames(values.names);
  let players: number;
  if (values.players !== undefined) {
    players = integer(values.players, '--players', 2);
    if (names && names.length !== players) {
      throw new UsageError(
        `--players ${players} but ${values.names} has ${names.length} names (one per line)`,
      );
    }
  } else if (names) {
    if (names.length < 2) {
      throw new UsageError(
        `--names: ${values.names} has ${names.length} names; a round robin needs at least 2`,
      );
    }
    players = names.length;
  } else {
    throw new UsageError('schedule needs --players N (or --names FILE)');
  }
  return {
    players,
    double: flags.values.has('double'),
    ...(names !== undefined && { names }),
    format: values.format === undefined ? 'tsv' : oneOf(values.format, FORMATS, '--format'),
    layout: values.layout === undefined ? 'pairings' : oneOf(values.layout, LAYOUTS, '--layout'),
  };
}

function layoutRows(args: ScheduleArgs): ScheduleRow[] {
  const schedule = bergerSchedule(args.players, { double: args.double });
  switch (args.layout) {
    case 'results':
      return scheduleResultsList(schedule, args.names);
    case 'crosstable':
      return scheduleCrosstable(schedule, args.names);
    default:
      return schedulePairings(schedule, args.names);
  }
}

export function runSchedule(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  const told: { lang: Lang } = { lang: 'en' };
  try {
    const args = parseScheduleArgs(argv, told);
    if (args === 'help') {
      out(SCHEDULE_USAGE);
      return 0;
    }
    let rows: ScheduleRow[];
    try {
      rows = layoutRows(args);
    } catch (e) {
      // Names the core refuses (blank, given twice) are a mistake in the names file.
      if (e instanceof MessageError) {
        throw new ArgumentError(joinMessages([verbatim('--names'), e.said], ': '));
      }
      throw e;
    }
    const table = rows.map(r => r.map(String));
    out(args.format === 'csv' ? toCsv(table) : toTsv(table));
    return 0;
  } catch (e) {
    const mistake = argumentMistake(e, 'chess-standings schedule', SCHEDULE_USAGE, told.lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}
