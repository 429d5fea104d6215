/**
 * Keizer custom functions: the table of a club competition, the next evening's pairings and one
 * player's credits, from a results list (Round | Board | White | Black | Result, absences as
 * rows) and an optional player list (Name | Rating | Status). Options are the command line's
 * (core/keizer/optionText.ts), typed as "bye=0.5; excused=0.35" or a two-column range.
 */
import { InputError, MessageError, cellError, msg, render } from '../../core';
import type { Cell, Grid, Lang, Message, MessageArg } from '../../core';
import { sheetGrid } from '../platform/sheetTime';
import {
  creditMessage,
  keizerStandings,
  ownMessage,
  pairKeizerRound,
  type KeizerCompetition,
  type KeizerStanding,
} from '../../core/keizer';
import {
  PlayerListError,
  matchPlayer,
  readKeizerSheets,
  splitNameList,
} from '../../core/keizer/fromSheets';
import {
  parseKeizerOptions,
  type KeizerOptionSet,
  type OptionValue,
} from '../../core/keizer/optionText';
import { keizerTexts } from '../texts/keizer';
import type { Locale } from '../../shared/types';
import { guarded, sheetError } from './call';
import { isLangOption, langOfOptions, langValue } from './options';
import { functionTableWords } from '../texts/general';
import type { Table } from './tables';

/** An input error about a range other than the first argument (the player list, `present`). */
export class InArgument extends Error {
  constructor(
    readonly error: InputError,
    readonly argument: number,
  ) {
    super(error.message);
  }
}

export function keizerGuarded<T>(fn: string, body: () => T, lang: Lang = 'en'): T {
  return guarded(
    fn,
    () => {
      try {
        return body();
      } catch (e) {
        if (e instanceof InArgument) throw sheetError(fn, e.error, e.argument, lang);
        throw e;
      }
    },
    lang,
  );
}

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

export function rangeArgument(v: unknown, what: Message): Grid {
  if (!Array.isArray(v)) {
    throw new MessageError(msg`${what} must be a range of cells, not a single value`);
  }
  return sheetGrid(v.map(row => (Array.isArray(row) ? row : [row])));
}

/** Option pairs from `"first-value=fixed:50; bye=0.5"` or a two-column range (name | value). */
export function optionPairs(options: unknown): [string, OptionValue][] {
  if (blank(options)) return [];
  const split = (text: string): [string, string] => {
    const m = /^([^=:]+)[=:](.*)$/.exec(text.trim());
    if (!m) {
      throw new MessageError(
        msg`option "${text.trim()}" should look like name=value, e.g. bye=0.5`,
      );
    }
    return [m[1].trim(), m[2].trim()];
  };
  if (Array.isArray(options)) {
    return (options as unknown[])
      .map(row => (Array.isArray(row) ? (row as unknown[]) : [row]))
      .filter(row => row.some(c => !blank(c)))
      .map((row): [string, OptionValue] => {
        if (row.length >= 2 && !blank(row[1])) {
          return [String(row[0]).trim(), row[1] as OptionValue];
        }
        return split(String(row[0]));
      });
  }
  if (typeof options !== 'string') {
    throw new MessageError(
      msg`options should be text like "bye=0.5; iteration=frozen" or a two-column range`,
    );
  }
  return options
    .split(/[;\n]/)
    .filter(s => s.trim() !== '')
    .map(split);
}

export function keizerOptions(options: unknown): KeizerOptionSet {
  return parseKeizerOptions(optionPairs(options));
}

/**
 * The Keizer options and the language of the messages and the explanation (`lang=de`; English
 * unless given): the language is no scoring option, so it is taken out before the Keizer options
 * are read.
 */
export function keizerOptionsAndLang(options: unknown): { o: KeizerOptionSet; lang: Locale } {
  const pairs = optionPairs(options);
  let lang: Locale = 'en';
  const rest = pairs.filter(([name, value]) => {
    if (!isLangOption(name)) return true;
    const v = langValue(String(value));
    if (v === undefined) {
      const typed = String(value).trim().toLowerCase();
      throw new MessageError(msg`option ${name.trim()}: "${typed}" is not en or de`);
    }
    lang = v;
    return false;
  });
  return { o: parseKeizerOptions(rest), lang };
}

export const RESULTS_ARGUMENT = msg`the results list (first argument)`;
export const PLAYERS_ARGUMENT = msg`the player list`;

/** The results (argument 0) and the optional player list (argument `playersArg`). */
function competitionOf(results: unknown, players: unknown, playersArg: number): KeizerCompetition {
  const grid = rangeArgument(results, RESULTS_ARGUMENT);
  const list = blank(players) ? undefined : rangeArgument(players, PLAYERS_ARGUMENT);
  try {
    return readKeizerSheets(grid, list).competition;
  } catch (e) {
    if (e instanceof PlayerListError) throw new InArgument(e, playersArg);
    throw e;
  }
}

/** The number Sheets shows: exact decimals such as 14.6 become the double a person types. */
function num(d: { toNumber(): number }): number {
  return d.toNumber();
}

/** The Keizer table: Rank | Name | Keizer | Value, ranked players only. */
export function KEIZER(results: unknown, players?: unknown, options?: unknown): Table {
  return keizerGuarded(
    'KEIZER',
    () => {
      const { o, lang } = keizerOptionsAndLang(options);
      const s = keizerStandings(competitionOf(results, players, 1), o.scoring);
      return [
        [...functionTableWords(lang).keizerHeader],
        ...s.standings.map(st => [st.rank, st.name, num(st.total), num(st.value)]),
      ];
    },
    langOfOptions(options),
  );
}

const TICK_YES = new Set(['x', '✓', '✔', 'ja', 'j', 'yes', 'y', '1', 'true', 'wahr']);
const TICK_NO = new Set(['', 'nein', 'n', 'no', '0', 'false', 'falsch', '-']);
const HEADER_WORDS = new Set([
  'name',
  'names',
  'player',
  'players',
  'spieler',
  'teilnehmer',
  'present',
  'anwesend',
  'anwesende',
  'da',
]);

interface TypedName {
  readonly text: string;
  /** Cell within the `present` range; undefined for a typed list. */
  readonly at?: { readonly row: number; readonly col: number };
}

function cellString(v: Cell): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function isHeader(v: Cell): boolean {
  return typeof v === 'string' && HEADER_WORDS.has(v.trim().toLowerCase());
}

/** Names in a range with a tick-box column: the ticked rows. */
function tickedNames(grid: Grid, tickCol: number): TypedName[] {
  const width = grid[0]?.length ?? 0;
  let nameCol = -1;
  let best = 0;
  for (let c = 0; c < width; c++) {
    if (c === tickCol) continue;
    const texts = grid.filter(
      row => typeof row[c] === 'string' && cellString(row[c]) !== '',
    ).length;
    if (texts > best) [nameCol, best] = [c, texts];
  }
  if (nameCol < 0) {
    throw new InArgument(cellError(0, 0, 'a column of tick boxes but no names next to them'), 1);
  }
  const out: TypedName[] = [];
  let first = true;
  grid.forEach((row, r) => {
    const tick = row[tickCol];
    const name = row[nameCol];
    if (blank(tick) && blank(name)) return;
    const header = first;
    first = false;
    if (header && typeof tick === 'string' && !TICK_YES.has(tick.trim().toLowerCase())) return;
    const t = typeof tick === 'string' ? tick.trim().toLowerCase() : '';
    const ticked = tick === true || TICK_YES.has(t);
    if (!ticked && !(tick === false || blank(tick) || TICK_NO.has(t))) {
      throw new InArgument(
        cellError(
          r,
          tickCol,
          `found "${cellString(tick)}"; expected a tick box (TRUE/FALSE), x or blank`,
        ),
        1,
      );
    }
    if (!ticked) return;
    if (cellString(name) === '') {
      throw new InArgument(cellError(r, nameCol, 'ticked as present, but the name is empty'), 1);
    }
    out.push({ text: cellString(name), at: { row: r, col: nameCol } });
  });
  return out;
}

/** Every name in a range without tick boxes, a header cell ("Name", "Anwesend") left out. */
function listedNames(grid: Grid): TypedName[] {
  const out: TypedName[] = [];
  let first = true;
  grid.forEach((row, r) =>
    row.forEach((v, c) => {
      if (blank(v)) return;
      const header = first && isHeader(v);
      first = false;
      if (header) return;
      if (typeof v !== 'string') {
        throw new InArgument(cellError(r, c, `found ${String(v)}; expected a player's name`), 1);
      }
      out.push({ text: v.trim(), at: { row: r, col: c } });
    }),
  );
  return out;
}

function typedPresent(present: unknown, names: readonly string[]): TypedName[] {
  if (blank(present)) {
    throw new MessageError(
      msg`the second argument names the players present: a range of names, names with tick boxes, or "Name1, Name2, …"`,
    );
  }
  if (!Array.isArray(present)) {
    if (typeof present !== 'string') {
      throw new MessageError(
        msg`found ${String(present)} where the players present should be named`,
      );
    }
    return splitNameList(present, names).map(text => ({ text }));
  }
  const grid = rangeArgument(present, msg`the players present`);
  const width = Math.max(0, ...grid.map(row => row.length));
  let tickCol = -1;
  let most = 0;
  for (let c = 0; width > 1 && c < width; c++) {
    const ticks = tickCount(grid, c);
    if (ticks > most) [tickCol, most] = [c, ticks];
  }
  return tickCol >= 0 ? tickedNames(grid, tickCol) : listedNames(grid);
}

function isTickWord(v: Cell): boolean {
  if (typeof v !== 'string') return false;
  const t = v.trim().toLowerCase();
  return t !== '' && (TICK_YES.has(t) || TICK_NO.has(t));
}

/**
 * How clearly column `c` is a tick column: the number of its ticks when it holds a tick box
 * (TRUE/FALSE) or nothing but typed ticks (x, ja, nein) below an optional header; 0 otherwise.
 */
function tickCount(grid: Grid, c: number): number {
  const cells = grid.map(row => row[c]).filter(v => !blank(v));
  const booleans = cells.filter(v => typeof v === 'boolean').length;
  if (booleans > 0) return booleans;
  const body = cells.length > 0 && !isTickWord(cells[0]) ? cells.slice(1) : cells;
  return body.length > 0 && body.every(isTickWord) ? body.length : 0;
}

/** Names a typed name could be: `A or B or C`. */
function eitherOf(names: readonly string[]): MessageArg {
  return names.map((n): MessageArg => n).reduce((a, b) => msg`${a} or ${b}`);
}

/** The present players as competition names; a name that is no player names its cell. */
function presentPlayers(present: unknown, c: KeizerCompetition): string[] {
  const names = c.players.map(p => p.name);
  const seen = new Map<string, TypedName>();
  const problem = (t: TypedName, detail: Message): Error =>
    t.at ? new InArgument(cellError(t.at.row, t.at.col, detail), 1) : new MessageError(detail);
  const out = typedPresent(present, names).map(t => {
    const m = matchPlayer(names, t.text);
    if (m.kind === 'ambiguous') {
      throw problem(t, msg`"${t.text}" could be ${eitherOf(m.names)}; write more of the name`);
    }
    if (m.kind === 'unknown') {
      throw problem(t, msg`"${t.text}" is not a player of the results list or the player list`);
    }
    if (seen.has(m.name)) throw problem(t, msg`${m.name} is listed as present twice`);
    if (c.players.some(p => p.name === m.name && p.status === 'withdrawn')) {
      throw problem(t, msg`${m.name} has withdrawn and is not paired`);
    }
    seen.set(m.name, t);
    return m.name;
  });
  if (out.length === 0) throw new MessageError(msg`nobody is marked as present`);
  return out;
}

/**
 * Pairings for the round after the last one with every result: Board | White | Black, the bye
 * as a last row `bye | NAME | (empty)`. `players` (optional, a fourth argument beyond the
 * spec's three) supplies ratings and withdrawals, as in KEIZER.
 */
export function KEIZER_PAIRINGS(
  results: unknown,
  present: unknown,
  options?: unknown,
  players?: unknown,
): Table {
  return keizerGuarded(
    'KEIZER_PAIRINGS',
    () => {
      const { o, lang } = keizerOptionsAndLang(options);
      const c = competitionOf(results, players, 3);
      const p = pairKeizerRound(c, presentPlayers(present, c), {
        scoring: o.scoring,
        pairing: o.pairing,
      });
      const words = functionTableWords(lang);
      return [
        [...words.pairingHeader],
        ...p.boards.map((b, i): (number | string)[] => [i + 1, b.white, b.black]),
        ...(p.bye === null ? [] : [[words.bye, p.bye, '']]),
      ];
    },
    langOfOptions(options),
  );
}

function standingOf(c: KeizerCompetition, all: readonly KeizerStanding[], player: unknown) {
  const names = c.players.map(p => p.name);
  if (blank(player)) throw new MessageError(msg`the second argument is the player's name`);
  const typed = String(player);
  const m = matchPlayer(names, typed);
  if (m.kind === 'ambiguous') {
    throw new MessageError(msg`"${typed}" could be ${eitherOf(m.names)}; write more of the name`);
  }
  if (m.kind === 'unknown') {
    throw new MessageError(msg`no player "${typed}" in the results or player list`);
  }
  const st = all.find(s => s.name === m.name);
  if (!st) throw new MessageError(msg`${m.name} has withdrawn and has no Keizer total`);
  return st;
}

/**
 * One player's total explained: Round | Keizer | Explanation, the own value first (when it
 * counts), one row per round with the value the credit was taken from, then the total.
 */
export function KEIZER_EXPLAIN(
  results: unknown,
  player: unknown,
  players?: unknown,
  options?: unknown,
): Table {
  return keizerGuarded(
    'KEIZER_EXPLAIN',
    () => {
      const { o, lang } = keizerOptionsAndLang(options);
      const tx = keizerTexts(lang);
      const c = competitionOf(results, players, 2);
      const s = keizerStandings(c, o.scoring);
      const st = standingOf(c, s.standings, player);
      return [
        [...tx.explainHeader],
        ...(st.own ? [[tx.ownValue, num(st.own.credit), render(ownMessage(st.own), lang)]] : []),
        ...st.rounds.map(line => [line.round, num(line.credit), render(creditMessage(line), lang)]),
        [tx.total, num(st.total), tx.rankOf(st.rank, s.standings.length)],
      ];
    },
    langOfOptions(options),
  );
}
