/**
 * `chess-standings keizer RESULTS.csv …`: the Keizer table of a club competition from a results
 * list saved as CSV/TSV (Round | Board | White | Black | Result, absences as rows), the next
 * evening's pairings from who is present, or one player's credits round by round. Conventions of
 * the main command: exit status 1 and a message naming the cell (A1 = first field of line 1) for
 * bad input, 2 for a mistake on the command line.
 */
import { InputError, descriptionOf, localDecimal, msg, render } from '../core';
import type { Lang } from '../core';
import type { CliKeizerWords } from '../core/messages/catalogueTypes';
import * as de from '../core/messages/de';
import * as en from '../core/messages/en';
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
import {
  COMMON_FLAGS,
  ArgumentError,
  UsageError,
  argumentMistake,
  langFlag,
  langHelp,
  lastOf,
  oneOf,
  readFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs } from './flags';
import { readGridFile } from './load';
import { toTsv } from './output';

export const KEIZER_USAGE = `Usage:
  chess-standings keizer RESULTS.csv [--players PLAYERS.csv] [--format text|tsv] [--lang en|de]
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
  --win --draw --loss --forfeit-win --forfeit-loss --double-forfeit --vs-withdrawn
                  fractions of the opponent's value (defaults 1, 0.5, 0, 1, 0, 0; --vs-withdrawn
                  0.75 of the player's own value for a game against a player who withdrew)
  --not-joined    fraction of the own value for rounds before a late entrant joined (default 0)
  --iteration     passes (default: rounds 1…r re-scored with the ranking after r − 1),
                  fixed-point, or frozen (each round scored once with the ranking before it)
  --max-iterations N  at most N scorings for fixed-point (default 20)
  --step N        difference between neighbouring values (default 1)
  --missing unexcused|excused|club|not-joined
                  how a player who appears nowhere in a round scores (default unexcused)
  --max-absences N  only the first N absences score (default no limit)
  --decay yes|no  the n-th absence scores 1/2^(n−1) of its fraction (default no)
  --club-exempt yes|no  club duty neither counts towards nor is cut by the two above (default yes)
  --pair          the next round's pairings for the players named by --present (comma list; use
                  ";" between names when they contain commas, or "Last, First" pairs are kept)
  --present       who is here tonight (German: --anwesend; --players also as --spieler)
  --gap N         a pair may meet again only after more than N rounds (default 0; never)
  --max-same-colour N  at most N games in a row with one colour (default no limit)
  --even-byes yes|no  the bye to the lowest-ranked present player among those with the fewest
                  byes and absences (default no: the lowest-ranked present player)
  --explain       NAME's credits round by round and the value each one was taken from
${langHelp(18)}
  --help, -h      this help

  Keizer options also take their German names (--Iteration eingefroren, --freilos 0.5) and values
  such as 0,35, 35%, 1/3 or ½.
`;

const FORMATS = ['text', 'tsv'] as const;
type Format = (typeof FORMATS)[number];

interface KeizerArgs {
  readonly results: string;
  readonly players?: string;
  readonly format: Format;
  readonly pair: boolean;
  readonly present?: string;
  readonly explain?: string;
  readonly options: KeizerOptionSet;
  readonly lang: Lang;
}

/** The Keizer command's own flags; `--spieler` and `--anwesend` are German spellings. */
export const KEIZER_FLAGS = {
  players: { type: 'string' },
  spieler: { type: 'string' },
  format: { type: 'string' },
  pair: { type: 'boolean' },
  present: { type: 'string' },
  anwesend: { type: 'string' },
  explain: { type: 'string' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

/**
 * The flags of this command line: the command's own, and every Keizer option in it under the
 * name it was typed with. Keizer options are matched as the custom function's option cells are
 * (any alias, English or German, any case: `--Iteration eingefroren`), which a fixed table of
 * names cannot say, so the names typed are looked up and added as string flags.
 */
function flagsOf(argv: readonly string[]): FlagSpecs {
  const typed = argv.filter(a => /^--[^-=]/.test(a)).map(a => a.slice(2).split('=')[0]);
  const options = typed.filter(n => !own(KEIZER_FLAGS, n) && isKeizerOption(n));
  return {
    ...KEIZER_FLAGS,
    ...Object.fromEntries(options.map(n => [n, { type: 'string' } as const])),
  };
}

function own(specs: FlagSpecs, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(specs, name);
}

function parseKeizerArgs(argv: readonly string[]): KeizerArgs | 'help' {
  const flags = readFlags(argv, flagsOf(argv));
  if (argv.length === 0 || flags.help) return 'help';
  const [results, ...more] = flags.positionals;
  if (more.length > 0) {
    throw new UsageError(`only one RESULTS file expected, got "${results}" and "${more[0]}"`);
  }
  if (results === undefined) throw new UsageError('RESULTS file is missing');
  const players = lastOf(flags, ['players', 'spieler']);
  const present = lastOf(flags, ['present', 'anwesend']);
  const explain = stringFlag(flags, 'explain');
  const pair = flags.values.has('pair');
  const given = stringFlag(flags, 'format');
  const format = given === undefined ? 'text' : oneOf(given, FORMATS, '--format');
  const lang = langFlag(flags);
  const optionPairs = flags.given
    .filter(g => !own(KEIZER_FLAGS, g.name))
    .map(g => [g.name, g.value as string] as [string, string]);
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
    if (e instanceof KeizerOptionError) throw new UsageError(e.flagMessageIn(lang));
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
    lang,
  };
}

/** An input error told against the file it is about, the cell as in a spreadsheet (A1). */
class FileInputError extends Error {
  constructor(
    readonly file: string,
    readonly error: InputError,
  ) {
    super(`${file}: ${FileInputError.told(error, 'en')}`);
  }

  /** The message in `lang`: the file, then the cell (A1) and what is wrong there. */
  messageIn(lang: Lang): string {
    return `${this.file}: ${FileInputError.told(this.error, lang)}`;
  }

  private static told(e: InputError, lang: Lang): string {
    return e.location.kind === 'range'
      ? e.detailIn(lang)
      : e.at({ row: 1, col: 1 }).messageIn(lang);
  }
}

function load(args: KeizerArgs): KeizerSheetInput {
  const results = readGridFile(args.results);
  const players = args.players === undefined ? undefined : readGridFile(args.players, '--players');
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
    const names = m.names.join('; ');
    throw new ArgumentError(msg`${flag}: "${typed}" could be ${names}; write more of it`);
  }
  throw new ArgumentError(msg`${flag}: no player "${typed}" in the results or the player list`);
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

/** The words of the text output, by language: the catalogues' `cliKeizer` section (not TSV's). */
const WORDS: Readonly<Record<Lang, CliKeizerWords>> = { en: en.cliKeizer, de: de.cliKeizer };

function iterationNote(s: KeizerStandings, lang: Lang): string {
  const words = WORDS[lang];
  switch (s.fixedPoint) {
    case 'converged':
      return words.converged(s.scorings);
    case 'two-cycle':
      return words.twoCycle;
    case 'cap':
      return words.cap(s.scorings);
    default:
      return words.mode[s.mode];
  }
}

/** A Keizer number as the language writes it (12.95 in English, 12,95 in German). */
function number(n: { toString(): string }, lang: Lang): string {
  return localDecimal(n.toString(), lang);
}

function standingsText(
  input: KeizerSheetInput,
  s: KeizerStandings,
  own: boolean,
  lang: Lang,
): string {
  const words = WORDS[lang];
  const values =
    s.values.length === 0
      ? words.noneRanked
      : words.values(number(s.values[0], lang), number(s.values[s.values.length - 1], lang));
  const title = `${words.standings(input.rounds)}: ${iterationNote(s, lang)}, ${values}, ${words.own(own)}`;
  const rows = [
    [...words.header],
    ...s.standings.map(st => [
      String(st.rank),
      st.name,
      number(st.total, lang),
      number(st.value, lang),
    ]),
  ];
  const withdrawn =
    s.withdrawn.length > 0 ? `\n${words.withdrawn}: ${s.withdrawn.join(', ')}\n` : '';
  const description = render(descriptionOf(input), lang);
  return `${title}\n${description}\n\n${aligned(rows, [true, false, true, true])}\n${withdrawn}`;
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

function pairingText(input: KeizerSheetInput, p: KeizerPairing, lang: Lang): string {
  const words = WORDS[lang];
  const title = words.pairings(p.round, p.order.length, input.rounds);
  const boards = [[...words.boards], ...p.boards.map((b, i) => [String(i + 1), b.white, b.black])];
  const bye = p.bye === null ? '' : `${words.bye}: ${p.bye}\n`;
  const description = render(descriptionOf(input), lang);
  return `${title}\n${description}\n\n${aligned(boards, [true, false, false])}\n${bye}`;
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
      throw new ArgumentError(msg`--present: "${t}" and "${before}" are both ${name}`);
    }
    seen.set(name, t);
    if (c.players.some(p => p.name === name && p.status === 'withdrawn')) {
      throw new ArgumentError(
        msg`--present: ${name} has withdrawn (player list) and is not paired`,
      );
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
      out(args.format === 'tsv' ? toTsv(pairingRows(p)) : pairingText(input, p, args.lang));
      return;
    }
    const s = keizerStandings(competition, scoring);
    if (args.explain !== undefined) {
      const name = playerNamed(competition, args.explain, '--explain');
      const st = s.standings.find(x => x.name === name);
      if (!st) {
        throw new ArgumentError(msg`--explain: ${name} has withdrawn and has no Keizer total`);
      }
      out(`${explainStanding(st, args.lang).join('\n')}\n`);
      return;
    }
    out(
      args.format === 'tsv'
        ? standingsTsv(s)
        : standingsText(input, s, scoring.ownValue !== false, args.lang),
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
  let lang: Lang = 'en';
  try {
    const args = parseKeizerArgs(argv);
    if (args === 'help') {
      out(KEIZER_USAGE);
      return 0;
    }
    lang = args.lang;
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof FileInputError) {
      err(`chess-standings keizer: ${e.messageIn(lang)}\n`);
      return 1;
    }
    const mistake = argumentMistake(e, 'chess-standings keizer', KEIZER_USAGE, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}
