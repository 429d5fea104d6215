import type { RuleSet } from '../core/tiebreaks';
import type { TournamentSystem } from '../core/model/types';
import type { Lang } from '../core/errors';

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
  /** The language of the messages (reader errors); English unless `--lang de`. */
  readonly lang?: Lang;
}

export type CliArgs =
  StandingsArgs | { readonly command: 'help' } | { readonly command: 'version' };

/** A mistake in the command line itself (exit status 2, as usual for usage errors). */
export class UsageError extends Error {}

const RULES: readonly RuleSet[] = ['fide-2026', 'fide-2024', 'fide-2009', 'raw', 'ignore'];
const FORMATS: readonly OutputFormat[] = ['text', 'tsv', 'csv', 'json', 'trf'];
const SYSTEMS: readonly TournamentSystem[] = ['swiss', 'round-robin'];
const LANGS: readonly Lang[] = ['en', 'de'];

export const USAGE = `Usage:
  chess-standings FILE [--tiebreaks "BH/C1,BH,SB"] [--rules fide-2026|fide-2024|fide-2009|raw|ignore]
                       [--system swiss|round-robin] [--unrated-rating N] [--after-round K]
                       [--format text|tsv|csv|json|trf] [--explain PLAYER] [--berger-rounds]
                       [--lang en|de]

  FILE            a TRF file (TRF-16 or TRF-2026), a whole event's PGN (tags only) or a
                  sheet saved as .csv/.tsv
                  (round-robin crosstable, Swiss progress table or results list)
  --tiebreaks     FIDE C.07 codes in order, or a preset name (default: the file's own list, else
                  the legacy FIDE recommendation for the system)
  --rules         rules for unplayed rounds (default: fide-2026 for events from 2026-03-01 or
                  undated, fide-2024 before)
  --system        swiss or round-robin (default: as declared or detected)
  --unrated-rating  rating used for unrated players in rating tie-breaks (FIDE C.07 Art. 10)
  --after-round   standings after round K
  --format        text (default), tsv, csv, json, or trf (convert the input to TRF)
  --explain       print how each tie-break of PLAYER (start number or name) was computed
  --berger-rounds a crosstable's rounds followed the Berger table: allows the codes that need the
                  order of the rounds (PS, FB) and --after-round on a crosstable
  --lang          language of the messages: en (default) or de

  chess-standings teams FILE …    team events (TRF with team records, team crosstable, match list);
                                  see chess-standings teams --help
  chess-standings keizer RESULTS.csv [--players PLAYERS.csv] …
                                  Keizer club competitions: the table, or --pair --present "…"
                                  for the next evening; see chess-standings keizer --help
  chess-standings schedule --players N [--double] [--format tsv|csv]
                                  a round-robin schedule (FIDE Berger tables); see --help
  chess-standings pair FILE.trf [--format text|tsv|trf] [--explain]
                                  the next Swiss round by the FIDE Dutch system (2025 rules);
                                  see chess-standings pair --help
`;

function takeValue(argv: readonly string[], i: number, flag: string): string {
  const v = argv[i + 1];
  if (v === undefined || (v.startsWith('--') && v.length > 2)) {
    throw new UsageError(`${flag} needs a value`);
  }
  return v;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  const v = value.toLowerCase() as T;
  if (!allowed.includes(v)) {
    throw new UsageError(`${flag}: "${value}" is not one of ${allowed.join(', ')}`);
  }
  return v;
}

export function integer(value: string, flag: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${flag}: "${value}" is not a whole number of at least ${min}`);
  }
  return Number(value);
}

export function parseArgs(argv: readonly string[]): CliArgs {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h'))
    return { command: 'help' };
  if (argv.includes('--version')) return { command: 'version' };
  let file: string | undefined;
  let tiebreaks: string | undefined;
  let rules: RuleSet | undefined;
  let system: TournamentSystem | undefined;
  let unratedRating: number | undefined;
  let afterRound: number | undefined;
  let format: OutputFormat = 'text';
  let explain: string | undefined;
  let bergerRounds = false;
  let lang: Lang | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const inline = eq > 0 ? a.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const v = takeValue(argv, i, flag);
      i++;
      return v;
    };
    switch (flag) {
      case '--tiebreaks':
      case '--tie-breaks':
        tiebreaks = value();
        break;
      case '--rules':
        rules = oneOf(value(), RULES, flag);
        break;
      case '--system':
        system = oneOf(value(), SYSTEMS, flag);
        break;
      case '--unrated-rating':
        unratedRating = integer(value(), flag, 0);
        break;
      case '--after-round':
        afterRound = integer(value(), flag, 1);
        break;
      case '--format':
        format = oneOf(value(), FORMATS, flag);
        break;
      case '--explain':
        explain = value();
        break;
      case '--lang':
        lang = oneOf(value(), LANGS, flag);
        break;
      case '--berger-rounds':
        if (inline !== undefined) throw new UsageError(`${flag} takes no value`);
        bergerRounds = true;
        break;
      default:
        if (a.startsWith('--')) throw new UsageError(`unknown option ${flag}`);
        if (file !== undefined)
          throw new UsageError(`only one FILE expected, got "${file}" and "${a}"`);
        file = a;
    }
  }
  if (file === undefined) throw new UsageError('FILE is missing');
  return {
    command: 'standings',
    file,
    tiebreaks,
    rules,
    system,
    unratedRating,
    afterRound,
    format,
    explain,
    ...(bergerRounds && { bergerRounds }),
    ...(lang && { lang }),
  };
}
