import type { RuleSet } from '../core/tiebreaks';
import type { TournamentSystem } from '../core/model/types';
import type { Lang } from '../core/errors';
import {
  COMMON_FLAGS,
  RANKING_FLAGS,
  RANKING_HELP,
  UsageError,
  integer,
  langFlag,
  langHelp,
  oneOf,
  rankingFlags,
  readFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs } from './flags';

export { UsageError, integer, oneOf } from './flags';

export type OutputFormat = 'text' | 'tsv' | 'csv' | 'json' | 'trf';

export interface StandingsArgs {
  readonly command: 'standings';
  readonly file: string;
  readonly tiebreaks?: string;
  readonly rules?: RuleSet;
  readonly system?: TournamentSystem;
  readonly unratedRating?: number;
  readonly afterRound?: number;
  readonly format: OutputFormat;
  readonly explain?: string;
  /** A crosstable's rounds followed the Berger table (codes that need the round order may use it). */
  readonly bergerRounds?: boolean;
  /** The language of the messages and the text table: `--lang`, else English. */
  readonly lang: Lang;
  /** Every note of the file (`--verbose`), not only the first few. */
  readonly verbose: boolean;
}

export type CliArgs =
  StandingsArgs | { readonly command: 'help' } | { readonly command: 'version' };

const FORMATS: readonly OutputFormat[] = ['text', 'tsv', 'csv', 'json', 'trf'];

export const USAGE = `Usage:
  chess-standings FILE [--tiebreaks "BH/C1,BH,SB"] [--rules fide-2026|fide-2024|fide-2009|raw|ignore]
                       [--system swiss|round-robin] [--unrated-rating N] [--after-round K]
                       [--format text|tsv|csv|json|trf] [--explain PLAYER] [--berger-rounds]
                       [--lang en|de] [--verbose]

  FILE            a TRF file (TRF-16 or TRF-2026), a whole event's PGN (tags only) or a
                  sheet saved as .csv/.tsv
                  (round-robin crosstable, Swiss progress table or results list)
${RANKING_HELP}
  --after-round   standings after round K
  --format        text (default), tsv, csv, json, or trf (convert the input to TRF)
  --explain       print how each tie-break of PLAYER (start number or name) was computed
  --berger-rounds a crosstable's rounds followed the Berger table: allows the codes that need the
                  order of the rounds (PS, FB) and --after-round on a crosstable
${langHelp(18)}
  --version       the program's version
  --help, -h      this help; every subcommand has its own (chess-standings teams --help)

  chess-standings teams FILE …    team events (TRF with team records, team crosstable, match list);
                                  see chess-standings teams --help
  chess-standings keizer RESULTS.csv [--players PLAYERS.csv] …
                                  Keizer club competitions: the table, or --pair --present "…"
                                  for the next evening; see chess-standings keizer --help
  chess-standings schedule --players N [--double] [--format tsv|csv]
                                  a round-robin schedule (FIDE Berger tables); see --help
  chess-standings pair FILE.trf [--format text|tsv|trf] [--explain] [--accelerate baku]
                                  the next Swiss round by the FIDE Dutch system (2025 rules);
                                  see chess-standings pair --help
  chess-standings ratings FILE [--system fide|dwz] [--k N | --k-column] [--explain PLAYER]
                                  FIDE rating changes or DWZ evaluations of every player;
                                  see chess-standings ratings --help
  chess-standings check FILE.trf [--format text|tsv] [--accelerate baku]
                                  every round played paired again by the rules and compared:
                                  which rounds differ, where and why; see --help
  chess-standings crosstable FILE [--format text|tsv|csv|html]
                                  the ranking crosstable; see chess-standings crosstable --help
  chess-standings lists FILE --list starting|alphabetical|pairings | --category women|age|…
                                  starting, alphabetical and pairing lists, prize lists; see
                                  chess-standings lists --help
`;

/** The flags of the standings command; `--tie-breaks` is an old spelling of `--tiebreaks`. */
export const STANDINGS_FLAGS = {
  ...RANKING_FLAGS,
  'after-round': { type: 'string' },
  format: { type: 'string' },
  explain: { type: 'string' },
  version: { type: 'boolean' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

/** The standings command's arguments. */
export function parseArgs(argv: readonly string[]): CliArgs {
  const flags = readFlags(argv, STANDINGS_FLAGS);
  if (argv.length === 0 || flags.help) return { command: 'help' };
  if (flags.values.has('version')) return { command: 'version' };
  const value = (name: keyof typeof STANDINGS_FLAGS) => stringFlag(flags, name);
  const [file, ...more] = flags.positionals;
  if (more.length > 0) {
    throw new UsageError(`only one FILE expected, got "${file}" and "${more[0]}"`);
  }
  if (file === undefined) throw new UsageError('FILE is missing');
  const afterRound = value('after-round');
  const format = value('format');
  const lang = langFlag(flags);
  const ranking = rankingFlags(flags);
  return {
    command: 'standings',
    file,
    tiebreaks: ranking.tiebreaks,
    rules: ranking.rules,
    system: ranking.system,
    unratedRating: ranking.unratedRating,
    afterRound: afterRound === undefined ? undefined : integer(afterRound, '--after-round', 1),
    format: format === undefined ? 'text' : oneOf(format, FORMATS, '--format'),
    explain: value('explain'),
    ...(ranking.bergerRounds && { bergerRounds: true }),
    lang,
    verbose: ranking.verbose,
  };
}
