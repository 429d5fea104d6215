/**
 * `chess-standings ratings FILE …`: every participant's FIDE rating change (B.02, regulations of
 * 1 March 2024) or DWZ evaluation (Wertungsordnung of the DSB, by the event's end date), from a
 * TRF or a sheet saved as CSV/TSV. Conventions of the main command: exit status 1 and a message
 * naming the line or cell for bad input (and for an event the rules cannot rate as given), 2 for
 * a mistake on the command line; `--lang de` for German text.
 *
 * TSV (the same in every language): `StartNo Name FideId Ro Games W We K Change` for FIDE
 * (We and Change with two decimals; Change = K · (W − We), unrounded), and
 * `StartNo Name DWZ-Index Ro E We Rn` for DWZ (the index before the event; We with three
 * decimals; under the 2026 rules the E column is K, headed so).
 */
import { InputError, MessageError, descriptionOf, render } from '../core';
import type { Lang } from '../core';
import {
  explainRating,
  ratingCellText,
  ratingChanges,
  ratingTable,
  type RatingEvent,
  type RatingRequest,
  type RatingTable,
} from '../core/ratings';
import { findPlayer } from './findPlayer';
import {
  COMMON_FLAGS,
  UsageError,
  argumentMistake,
  fileErrorText,
  langFlag,
  langHelp,
  oneOf,
  readFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs } from './flags';
import { FileInputError, loadWithPlayers } from './load';
import { toCsv, toTsv } from './output';
import {
  RATING_RULE_FLAGS,
  RATING_RULE_HELP,
  RATING_SYSTEMS,
  ratingRequestOf,
} from './ratingFlags';

export const RATINGS_USAGE = `Usage:
  chess-standings ratings FILE [--system fide|dwz] [--k N | --k-column] [--date YYYY-MM-DD]
                               [--category standard|rapid|blitz] [--players PLAYERS.csv]
                               [--format text|tsv|csv|json] [--explain PLAYER] [--lang en|de]

  FILE            a TRF file, or a sheet saved as .csv/.tsv (crosstable, progress table, or a
                  results list with --players)
  --system        fide (default): FIDE rating changes by the Rating Regulations of 1 March 2024
                  (with the amendment of 1 October 2025); dwz: DWZ by the Wertungsordnung in
                  force on the event's end date (up to 7 June 2026 the WO of 2014, from 8 June
                  2026 the WO of 30 May 2026)
${RATING_RULE_HELP}
  --players       a player list (Name, Elo, DWZ, FIDE-ID, Geb., K, Index …) for a results list
  --format        text (default), tsv, csv or json
  --explain       how the change of PLAYER (start number or name) was computed, game by game
${langHelp(18)}
  --help, -h      this help
`;

const FORMATS = ['text', 'tsv', 'csv', 'json'] as const;
type Format = (typeof FORMATS)[number];

export const RATINGS_FLAGS = {
  system: { type: 'string' },
  ...RATING_RULE_FLAGS,
  players: { type: 'string' },
  format: { type: 'string' },
  explain: { type: 'string' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

interface RatingsArgs {
  readonly file: string;
  readonly request: RatingRequest;
  readonly players?: string;
  readonly format: Format;
  readonly explain?: string;
  readonly lang: Lang;
}

export function parseRatingsArgs(argv: readonly string[]): RatingsArgs | 'help' {
  const flags = readFlags(argv, RATINGS_FLAGS);
  if (argv.length === 0 || flags.help) return 'help';
  const [file, ...more] = flags.positionals;
  if (more.length > 0)
    throw new UsageError(`only one FILE expected, got "${file}" and "${more[0]}"`);
  if (file === undefined) throw new UsageError('FILE is missing');
  const value = (name: keyof typeof RATINGS_FLAGS) => stringFlag(flags, name);
  const system = oneOf(value('system') ?? 'fide', RATING_SYSTEMS, '--system');
  return {
    file,
    request: ratingRequestOf(flags, system, '--system'),
    players: value('players'),
    format: oneOf(value('format') ?? 'text', FORMATS, '--format'),
    explain: value('explain'),
    lang: langFlag(flags),
  };
}

/** The machine table (TSV, CSV): the English header and the contract's columns. */
function machineTable(table: RatingTable): string[][] {
  const cols = table.machineColumns;
  return [
    [...table.machineHeader],
    ...table.rows.map(r => cols.map(c => ratingCellText(r[c], table.decimals[c]))),
  ];
}

/** Columns padded for reading; numbers right-aligned, in the language's decimal notation. */
function textTable(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  decimals: readonly (number | undefined)[],
  lang: Lang,
): string {
  const local = (s: string) => (lang === 'de' ? s.replace('.', ',') : s);
  const cells = rows.map(r =>
    r.map((c, j) => (typeof c === 'number' ? local(ratingCellText(c, decimals[j])) : (c ?? ''))),
  );
  const all = [[...header], ...cells];
  const numeric = header.map((_, j) => rows.every(r => r[j] === null || typeof r[j] === 'number'));
  const last = header.length - 1;
  const widths = header.map((_, j) => Math.max(...all.map(r => [...r[j]].length)));
  return all
    .map(r =>
      r
        .map((f, j) => (j === last ? f : numeric[j] ? f.padStart(widths[j]) : f.padEnd(widths[j])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function toJson(event: RatingEvent, names: readonly { startNo: number; name: string }[]): string {
  const players = event.players.map(p => ({
    startNo: names[p.index].startNo,
    name: names[p.index].name,
    ...p,
    index: undefined,
    games: p.games.map(g => ({ ...g, opponent: names[g.opponent].startNo })),
    skipped: p.skipped.map(s => ({
      ...s,
      opponent: s.opponent === null ? null : names[s.opponent].startNo,
    })),
  }));
  return `${JSON.stringify({ ...event, players }, null, 2)}\n`;
}

function run(args: RatingsArgs, out: (s: string) => void): void {
  const { read } = loadWithPlayers(args.file, args.players);
  const t = read.tournament;
  const event = ratingChanges(t, args.request);
  const lang = args.lang;
  if (args.explain !== undefined) {
    const i = findPlayer(t.participants, args.explain);
    const p = t.participants[i];
    const e = explainRating(t, event, i, `${p.name} (${p.startNo})`, lang);
    out(`${e.head}\n${textTable(e.header, e.rows, e.decimals, lang)}\n${e.total.join('\n')}\n`);
    return;
  }
  const table = ratingTable(t, event, lang);
  switch (args.format) {
    case 'tsv':
      out(toTsv(machineTable(table)));
      break;
    case 'csv':
      out(toCsv(machineTable(table)));
      break;
    case 'json':
      out(toJson(event, t.participants));
      break;
    default: {
      const title = t.name ? `${t.name}\n` : '';
      const description = render(descriptionOf(read), lang);
      const notes = table.notes.length > 0 ? `\n${table.notes.join('\n')}\n` : '';
      out(
        `${title}${description}\n${table.title}\n\n${textTable(table.header, table.rows, table.decimals, lang)}\n${notes}`,
      );
    }
  }
}

/** The `ratings` subcommand; `argv` is what follows the word `ratings`. Returns the exit status. */
export function runRatings(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void = s => void process.stderr.write(s),
): number {
  let file: string | undefined;
  let lang: Lang = 'en';
  try {
    const args = parseRatingsArgs(argv);
    if (args === 'help') {
      out(RATINGS_USAGE);
      return 0;
    }
    ({ file, lang } = args);
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof FileInputError) {
      err(`chess-standings ratings: ${e.file}: ${fileErrorText(e.error, lang)}\n`);
      return 1;
    }
    if (e instanceof InputError || e instanceof MessageError) {
      err(`chess-standings ratings: ${file ? `${file}: ` : ''}${fileErrorText(e, lang)}\n`);
      return 1;
    }
    const mistake = argumentMistake(e, 'chess-standings ratings', RATINGS_USAGE, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}
