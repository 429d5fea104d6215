/**
 * `chess-standings keizer RESULTS.csv …`: the Keizer table of a club competition from a results
 * list saved as CSV/TSV (Round | Board | White | Black | Result, absences as rows), the next
 * evening's pairings from who is present, or one player's credits round by round. Conventions of
 * the main command: exit status 1 and a message naming the cell (A1 = first field of line 1) for
 * bad input, 2 for a mistake on the command line.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { InputError, decodeTrf, parseDelimited } from '../core';
import type { Grid } from '../core';
import {
  explainStanding,
  keizerStandings,
  pairKeizerRound,
  type KeizerCompetition,
  type KeizerPairing,
  type KeizerStandings,
} from '../core/keizer';
import {
  PlayerListError,
  matchPlayer,
  readKeizerSheets,
  splitNameList,
  type KeizerSheetInput,
} from '../core/keizer/fromSheets';
import {
  KeizerOptionError,
  isKeizerOption,
  parseKeizerOptions,
  type KeizerOptionSet,
} from '../core/keizer/optionText';
import { UsageError } from './args';
import { toTsv } from './output';

export const KEIZER_USAGE = `Usage:
  chess-standings keizer RESULTS.csv [--players PLAYERS.csv] [--format text|tsv]
                         [--first-value ratio:3|fixed:50|count] [--rounding floor|banker]
                         [--own-value yes|no] [--bye 0.5] [--excused 0.35] [--unexcused 0.05]
                         [--club 0.7] [--vs-withdrawn 0.75] [--loss 0]
                         [--iteration passes|fixed-point|frozen] [other Keizer options]
  chess-standings keizer RESULTS.csv [--players PLAYERS.csv] --pair --present "Name1,Name2,…"
                         [--gap N] [--max-same-colour N] [--even-byes yes|no] [Keizer options]
  chess-standings keizer RESULTS.csv [--players PLAYERS.csv] --explain NAME [Keizer options]

  RESULTS.csv     a results list saved as .csv/.tsv: Round | Board | White | Black | Result. A
                  round without a game: the player under White, Black empty, and in Result
                  bye/spielfrei, excused/entschuldigt, unexcused/unentschuldigt or
                  club/Mannschaftskampf. A player missing from a round counts as --missing says.
  --players       Name | Rating | Status (withdrawn/zurückgezogen): ratings order the start and
                  break ties; withdrawn players leave the value table
  --format        text (default) or tsv: Rank<TAB>Name<TAB>Keizer<TAB>Value, one row per ranked
                  player; pairings: Board<TAB>White<TAB>Black, the bye as a row "bye<TAB>NAME<TAB>"
  --first-value   ratio:3 (default: first ≈ 3 × last, rounded down; --rounding banker rounds half
                  to even), fixed:50, count (first = number of players) or normalised:3
  --own-value     add the player's own value to the total (default yes)
  --bye --excused --unexcused --club
                  fractions of the player's own value (defaults 0.5, 0.35, 0.35, 0.7)
  --win --draw --loss --forfeit-win --vs-withdrawn
                  fractions of the opponent's value (defaults 1, 0.5, 0, 1; --vs-withdrawn 0.75 of
                  the player's own value for a game against a player who withdrew)
  --iteration     passes (default: rounds 1…r re-scored with the ranking after r − 1),
                  fixed-point, or frozen (each round scored once with the ranking before it)
  --step N  --missing unexcused|excused|club|not-joined  --max-absences N  --decay yes|no
  --pair          the next round's pairings for the players named by --present (comma list; use
                  ";" between names when they contain commas, or "Last, First" pairs are kept)
  --gap N         a pair may meet again only after more than N rounds (default 0; never)
  --max-same-colour N  at most N games in a row with one colour (default no limit)
  --explain       NAME's credits round by round and the value each one was taken from
`;

type Format = 'text' | 'tsv';

interface KeizerArgs {
  readonly results: string;
  readonly players?: string;
  readonly format: Format;
  readonly pair: boolean;
  readonly present?: string;
  readonly explain?: string;
  readonly options: KeizerOptionSet;
}

function parseKeizerArgs(argv: readonly string[]): KeizerArgs | 'help' {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return 'help';
  let results: string | undefined;
  let players: string | undefined;
  let format: Format = 'text';
  let pair = false;
  let present: string | undefined;
  let explain: string | undefined;
  const optionPairs: [string, string][] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0) return arg.slice(eq + 1);
      const v = argv[i + 1];
      if (v === undefined || (v.startsWith('--') && v.length > 2)) {
        throw new UsageError(`${flag} needs a value`);
      }
      i++;
      return v;
    };
    switch (flag) {
      case '--players':
      case '--spieler':
        players = value();
        break;
      case '--format': {
        const f = value().toLowerCase();
        if (f !== 'text' && f !== 'tsv') {
          throw new UsageError(`--format: "${f}" is not one of text, tsv`);
        }
        format = f;
        break;
      }
      case '--pair':
        if (eq > 0) throw new UsageError('--pair takes no value; name the players with --present');
        pair = true;
        break;
      case '--present':
      case '--anwesend':
        present = value();
        break;
      case '--explain':
        explain = value();
        break;
      default:
        if (arg.startsWith('--')) {
          if (!isKeizerOption(flag.slice(2))) throw new UsageError(`unknown option ${flag}`);
          optionPairs.push([flag.slice(2), value()]);
          break;
        }
        if (results !== undefined) {
          throw new UsageError(`only one RESULTS file expected, got "${results}" and "${arg}"`);
        }
        results = arg;
    }
  }
  if (results === undefined) throw new UsageError('RESULTS file is missing');
  if (pair && present === undefined) {
    throw new UsageError('--pair needs --present "Name1,Name2,…" (the players here tonight)');
  }
  if (present !== undefined && explain !== undefined) {
    throw new UsageError('--explain and --pair/--present cannot be combined');
  }
  let options: KeizerOptionSet;
  try {
    options = parseKeizerOptions(optionPairs);
  } catch (e) {
    if (e instanceof KeizerOptionError)
      throw new UsageError(`--${e.message.replace(/^option /, '')}`);
    throw e;
  }
  return {
    results,
    ...(players !== undefined && { players }),
    format,
    pair: pair || present !== undefined,
    ...(present !== undefined && { present }),
    ...(explain !== undefined && { explain }),
    options,
  };
}

function readGridFile(file: string): Grid {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const text = decodeTrf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return parseDelimited(text, extname(file).toLowerCase() === '.tsv' ? '\t' : undefined);
}

/** An input error told against the file it is about, the cell as in a spreadsheet (A1). */
class FileInputError extends Error {
  constructor(file: string, e: InputError) {
    const told = e.location.kind === 'range' ? e.detail : e.at({ row: 1, col: 1 }).message;
    super(`${file}: ${told}`);
  }
}

function load(args: KeizerArgs): KeizerSheetInput {
  const results = readGridFile(args.results);
  const players = args.players === undefined ? undefined : readGridFile(args.players);
  try {
    return readKeizerSheets(results, players);
  } catch (e) {
    if (e instanceof PlayerListError) throw new FileInputError(args.players as string, e);
    if (e instanceof InputError) throw new FileInputError(args.results, e);
    throw e;
  }
}

/** A name from the command line, or a usage error that says which names would do. */
function playerNamed(c: KeizerCompetition, typed: string, flag: string): string {
  const names = c.players.map(p => p.name);
  const m = matchPlayer(names, typed);
  if (m.kind === 'found') return m.name;
  if (m.kind === 'ambiguous') {
    throw new UsageError(`${flag}: "${typed}" could be ${m.names.join(' or ')}; write more of it`);
  }
  throw new UsageError(`${flag}: no player "${typed}" in the results or the player list`);
}

/** Aligned columns; `right` marks the numeric ones. */
function aligned(rows: readonly (readonly string[])[], right: readonly boolean[]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map(r => [...r[c]].length)));
  return rows
    .map(r =>
      r
        .map((f, c) => {
          const pad = ' '.repeat(widths[c] - [...f].length);
          return right[c] ? pad + f : f + pad;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function iterationNote(s: KeizerStandings): string {
  switch (s.fixedPoint) {
    case 'converged':
      return `iteration fixed-point, reached after ${s.scorings} scoring${s.scorings === 1 ? '' : 's'}`;
    case 'two-cycle':
      return 'iteration fixed-point: the ranking alternated, totals are the mean of the last two scorings';
    case 'cap':
      return `iteration fixed-point, not reached within ${s.scorings} scorings: the last scoring is shown`;
    default:
      return `iteration ${s.mode}`;
  }
}

function standingsText(input: KeizerSheetInput, s: KeizerStandings, own: boolean): string {
  const values =
    s.values.length === 0
      ? 'no ranked players'
      : `values ${s.values[0]}…${s.values[s.values.length - 1]}`;
  const title =
    `Keizer standings after round ${input.rounds}: ${iterationNote(s)}, ${values}, ` +
    `own value ${own ? 'included' : 'not included'}`;
  const rows = [
    ['Rank', 'Name', 'Keizer', 'Value'],
    ...s.standings.map(st => [String(st.rank), st.name, st.total.toString(), st.value.toString()]),
  ];
  const withdrawn = s.withdrawn.length > 0 ? `\nWithdrawn: ${s.withdrawn.join(', ')}\n` : '';
  return `${title}\n${input.description}\n\n${aligned(rows, [true, false, true, true])}\n${withdrawn}`;
}

function standingsTsv(s: KeizerStandings): string {
  return toTsv([
    ['Rank', 'Name', 'Keizer', 'Value'],
    ...s.standings.map(st => [String(st.rank), st.name, st.total.toString(), st.value.toString()]),
  ]);
}

function pairingRows(p: KeizerPairing): string[][] {
  return [
    ['Board', 'White', 'Black'],
    ...p.boards.map((b, i) => [String(i + 1), b.white, b.black]),
    ...(p.bye === null ? [] : [['bye', p.bye, '']]),
  ];
}

function pairingText(input: KeizerSheetInput, p: KeizerPairing): string {
  const title =
    `Keizer pairings for round ${p.round}: ${p.order.length} present, ranking after round ` +
    `${input.rounds}`;
  const boards = [
    ['Board', 'White', 'Black'],
    ...p.boards.map((b, i) => [String(i + 1), b.white, b.black]),
  ];
  const bye = p.bye === null ? '' : `Bye: ${p.bye}\n`;
  return `${title}\n${input.description}\n\n${aligned(boards, [true, false, false])}\n${bye}`;
}

/** The present players as competition names; mistakes in the list are usage errors. */
function presentPlayers(c: KeizerCompetition, text: string): string[] {
  const names = c.players.map(p => p.name);
  const typed = splitNameList(text, names);
  if (typed.length === 0) throw new UsageError('--present: no names given');
  const seen = new Map<string, string>();
  return typed.map(t => {
    const name = playerNamed(c, t, '--present');
    const before = seen.get(name);
    if (before !== undefined) {
      throw new UsageError(`--present: "${t}" and "${before}" are both ${name}`);
    }
    seen.set(name, t);
    if (c.players.some(p => p.name === name && p.status === 'withdrawn')) {
      throw new UsageError(`--present: ${name} has withdrawn (player list) and is not paired`);
    }
    return name;
  });
}

function run(args: KeizerArgs, out: (s: string) => void): void {
  const input = load(args);
  const { competition } = input;
  const scoring = args.options.scoring;
  try {
    if (args.present !== undefined) {
      const present = presentPlayers(competition, args.present);
      const p = pairKeizerRound(competition, present, {
        scoring,
        pairing: args.options.pairing,
      });
      out(args.format === 'tsv' ? toTsv(pairingRows(p)) : pairingText(input, p));
      return;
    }
    const s = keizerStandings(competition, scoring);
    if (args.explain !== undefined) {
      const name = playerNamed(competition, args.explain, '--explain');
      const st = s.standings.find(x => x.name === name);
      if (!st) throw new UsageError(`--explain: ${name} has withdrawn and has no Keizer total`);
      out(`${explainStanding(st).join('\n')}\n`);
      return;
    }
    out(
      args.format === 'tsv' ? standingsTsv(s) : standingsText(input, s, scoring.ownValue !== false),
    );
  } catch (e) {
    if (e instanceof InputError) throw new FileInputError(args.results, e);
    throw e;
  }
}

/** The `keizer` subcommand; `argv` is what follows the word `keizer`. Returns the exit status. */
export function runKeizer(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  try {
    const args = parseKeizerArgs(argv);
    if (args === 'help') {
      out(KEIZER_USAGE);
      return 0;
    }
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof FileInputError) {
      err(`chess-standings keizer: ${e.message}\n`);
      return 1;
    }
    if (e instanceof UsageError) {
      err(`chess-standings keizer: ${e.message}\n\n${KEIZER_USAGE}`);
      return 2;
    }
    throw e;
  }
}
