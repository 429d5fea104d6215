/**
 * Reads a results list: one row per game (Round | Board | White | Black | Result), as club pages
 * print the pairings of an evening (Keizer seed: `Tisch Teilnehmer - Teilnehmer Ergebnis`).
 *
 * Columns. A header row (the first of the top six rows that names two columns, or the last of
 * `options.headerRows`; title lines above it are skipped) names them in English or German:
 * Round/Runde/Rd, Board/Brett/Tisch/Bd, White/Weiß/Heim, Black/Schwarz/Gast,
 * Result/Ergebnis/Erg./Res, optional End/Partieende (see `parseGameEnd`); two columns called
 * Teilnehmer/Spieler/Player/Name are White then Black. Other columns are ignored. Without a header
 * the columns that hold anything (a column of `-` between the names is a separator) are read as
 * White | Black | Result (3), Round | White | Black | Result (4), Round | Board | White | Black |
 * Result (5) or the same plus End (6). With 4 columns the first is the board, not the round, when
 * no player appears twice: then the list is one evening, as in the Keizer seed. Without a round
 * column the whole list is round 1. A blank round cell repeats the round above (merged cells).
 *
 * Players are names, or start numbers (a whole-number cell, or digits) looked up in the player
 * list. Names match ignoring case, spacing and "Last, First" vs "First Last". Start numbers come
 * from the player list (its Nr column, else its order); without one, from the order of first
 * appearance: by round, then board, then row, White before Black.
 *
 * Rounds without a game: the player under White, Black empty (or `spielfrei`, with the Result
 * blank or a win), and the kind in Result (`resultTokens.parseSoloRound`). A player missing from a
 * round is a zero-point bye between their first and last appearance, `not-joined` before the first
 * (all rounds when they never appear), `withdrawn` after the last when the player list says so or
 * after a `withdrawn` row, else a zero-point bye.
 *
 * Games without a result yet (blank, `*`, `verlegt`) are `pending` games, as `12w` is in a
 * progress table: every round listed counts, with its finished games; a pending game scores
 * nothing and is no element of any tie-break. They are also listed in `pending`, and the
 * description says how many there are. The Keizer module scores whole evenings and asks for
 * `completeRounds`: the tournament then covers the rounds before the first round with a pending
 * game, and the description says which rounds are not counted.
 *
 * A bare score as a result (`1`, `0`) does not say whose it is and is refused; a lone `0.5`/`½`
 * can only be a draw and is accepted.
 */
import { InputError, cellError, described, joinMessages, rangeError, msg } from '../errors';
import type { Message, MessageArg } from '../errors';
import { gamesCount, playersCount, roundsCount } from '../messages/counts';
import { DEFAULT_POINTS, roundRobinPoints } from '../model/points';
import type { Colour, GameEnd, Participant, RoundEntry } from '../model/types';
import { cellText, checkCells, isBlank, isDate, type Cell, type Grid } from './cells';
import { normaliseHeader, playerNameKey, readPlayerList, type PlayerListEntry } from './playerList';
import {
  ACCEPTED_ENDS,
  ACCEPTED_RESULTS,
  ACCEPTED_SOLO,
  isByeName,
  isPendingMark,
  parseGameEnd,
  parsePairResult,
  parseSoloRound,
  type AbsenceKind,
  type EndSpec,
  type PairResult,
  type SoloRound,
} from './resultTokens';
import type { ReadOptions, ReadResult } from './types';
import { bergerReading, type BergerReading, type ListedRound } from './bergerList';

/** An absence written with a kind, for the Keizer module (in the model: a zero-point bye). */
export interface Absence {
  readonly startNo: number;
  readonly round: number;
  readonly kind: AbsenceKind;
  /** 0-based row of the results grid. */
  readonly row: number;
}

/** A paired game without a result. */
export interface PendingGame {
  readonly round: number;
  readonly row: number;
}

export interface ResultsListReadResult extends ReadResult {
  readonly layout: 'results';
  /** Absences in the counted rounds, in round order. */
  readonly absences: readonly Absence[];
  readonly pending: readonly PendingGame[];
  /** Highest round in the list, counted or not. */
  readonly roundsListed: number;
  /** The player list, when one was given. */
  readonly players?: readonly PlayerListEntry[];
  /** Where each column was found (0-based within the grid), so rows can be added that read back. */
  readonly columns: ResultsListColumns;
}

/** The columns of a results list, 0-based within the grid; absent when the list has none. */
export interface ResultsListColumns {
  readonly round?: number;
  readonly board?: number;
  readonly white: number;
  readonly black: number;
  readonly result: number;
  readonly end?: number;
}

type Role = 'round' | 'board' | 'white' | 'black' | 'result' | 'end';

interface Columns {
  readonly round?: number;
  readonly board?: number;
  readonly white: number;
  readonly black: number;
  readonly result: number;
  readonly end?: number;
  /** Headerless four columns: round or board, decided once the players are known. */
  readonly lead?: number;
}

const ROLE_WORDS: ReadonlyMap<string, Role | 'either'> = (() => {
  const m = new Map<string, Role | 'either'>();
  const add = (role: Role | 'either', words: string[]) => words.forEach(w => m.set(w, role));
  add('round', ['round', 'rd', 'rnd', 'r', 'runde', 'rde', 'round no', 'runde nr', 'rundennr']);
  add('board', [
    'board',
    'bd',
    'brett',
    'tisch',
    'table',
    'br',
    'board no',
    'brett nr',
    'tisch nr',
  ]);
  add('white', ['white', 'weiß', 'weiss', 'w', 'heim', 'home', 'white player', 'spieler weiß']);
  add('black', ['black', 'schwarz', 's', 'b', 'gast', 'away', 'guest', 'black player']);
  add('either', ['teilnehmer', 'spieler', 'player', 'name']);
  add('result', ['result', 'res', 'ergebnis', 'erg', 'score', 'resultat']);
  add('end', ['end', 'ende', 'partieende', 'game end', 'end type']);
  return m;
})();

const HEADER_SEARCH_ROWS = 6;

const HEADER_NAMES =
  'Round/Runde, Board/Brett/Tisch, White/Weiß, Black/Schwarz, Result/Ergebnis, End/Partieende';

interface PlayerRef {
  /** Name key, or `#n` for a start number. */
  readonly id: string;
  readonly text: string;
  readonly startNo?: number;
  readonly row: number;
  readonly col: number;
}

type RowContent =
  | {
      readonly kind: 'game';
      readonly white: PlayerRef;
      readonly black: PlayerRef;
      /** null: not played yet. */
      readonly result: PairResult | null;
      readonly end?: EndSpec;
    }
  | { readonly kind: 'solo'; readonly player: PlayerRef; readonly round: SoloRound };

interface ListRow {
  readonly row: number;
  round: number;
  board?: number;
  /** The lead number of a headerless four-column list, before it is known to be a round or board. */
  readonly lead?: number;
  readonly content: RowContent;
}

const where = (row: number, col: number) => `row ${row + 1}, column ${col + 1} of the range`;

function dateText(d: Date): string {
  return Number.isNaN(d.getTime()) ? 'a date' : `a date (${d.toISOString().slice(0, 16)})`;
}

// What a cell of a row should hold, said once: the cells are read on every row.
const A_ROUND_NUMBER = msg`a round number`;
const A_BOARD_NUMBER = msg`a board number`;
const A_NAME_OR_START_NUMBER = msg`a player's name or start number`;
const A_GAME_END = msg`a game end: ${ACCEPTED_ENDS}`;

/** Refuses the cell types that never belong in a results list column. */
function plainCell(grid: Grid, r: number, c: number, expected: MessageArg): Cell {
  const v = grid[r][c];
  if (isDate(v)) throw cellError(r, c, msg`found ${dateText(v)}; expected ${expected}`);
  if (typeof v === 'boolean')
    throw cellError(r, c, msg`found ${v ? 'TRUE' : 'FALSE'}; expected ${expected}`);
  return v;
}

function checkShape(grid: Grid): number {
  if (grid.length === 0) throw rangeError(msg`the range is empty`);
  const width = grid[0].length;
  for (let r = 1; r < grid.length; r++) {
    if (grid[r].length !== width) {
      throw cellError(r, 0, msg`row ${r + 1} has ${grid[r].length} cells, row 1 has ${width}`);
    }
  }
  checkCells(grid);
  if (grid.every(row => row.every(isBlank))) throw rangeError(msg`the range is empty`);
  return width;
}

function headerRoles(row: readonly Cell[]): (Role | 'either' | undefined)[] {
  return row.map(c => ROLE_WORDS.get(normaliseHeader(c)));
}

function columnsFromHeader(grid: Grid, headerRow: number): Columns {
  const roles = headerRoles(grid[headerRow]);
  const found: Partial<Record<Role, number>> = {};
  roles.forEach((role, c) => {
    if (role === undefined) return;
    const target: Role = role === 'either' ? (found.white === undefined ? 'white' : 'black') : role;
    if (found[target] !== undefined) {
      throw cellError(
        headerRow,
        c,
        msg`a second ${target} column; column ${found[target] + 1} already is one`,
      );
    }
    found[target] = c;
  });
  const missing = (['white', 'black', 'result'] as const).filter(k => found[k] === undefined);
  if (missing.length > 0) {
    throw cellError(
      headerRow,
      0,
      msg`the header has no ${missing.join(', ')} column; a results list needs White, Black and Result columns (${HEADER_NAMES})`,
    );
  }
  return found as Columns;
}

function isSeparatorColumn(grid: Grid, from: number, c: number): boolean {
  let any = false;
  for (let r = from; r < grid.length; r++) {
    const v = grid[r][c];
    if (isBlank(v)) continue;
    if (typeof v !== 'string' || !/^[-:]$/.test(cellText(v))) return false;
    any = true;
  }
  return any;
}

function columnsWithoutHeader(grid: Grid, from: number, width: number): Columns {
  const used: number[] = [];
  for (let c = 0; c < width; c++) {
    const blank = grid.slice(from).every(row => isBlank(row[c]));
    if (!blank && !isSeparatorColumn(grid, from, c)) used.push(c);
  }
  const [a, b, c, d, e, f] = used;
  switch (used.length) {
    case 3:
      return { white: a, black: b, result: c };
    case 4:
      return { lead: a, white: b, black: c, result: d };
    case 5:
      return { round: a, board: b, white: c, black: d, result: e };
    case 6:
      return { round: a, board: b, white: c, black: d, result: e, end: f };
    default:
      throw cellError(
        from,
        0,
        msg`no header row found and ${used.length} columns in use; add a header row (${HEADER_NAMES})`,
      );
  }
}

function locateColumns(
  grid: Grid,
  width: number,
  options: ReadOptions,
): { cols: Columns; firstData: number } {
  let first = 0;
  while (first < grid.length && grid[first].every(isBlank)) first++;
  const given = options.headerRows;
  if (given !== undefined) {
    if (!Number.isInteger(given) || given < 0 || given > grid.length) {
      throw rangeError(
        msg`headerRows is ${given}; expected a whole number from 0 to ${grid.length}`,
      );
    }
    if (given === 0) return { cols: columnsWithoutHeader(grid, 0, width), firstData: 0 };
    return { cols: columnsFromHeader(grid, given - 1), firstData: given };
  }
  // Title lines may sit above the header; a data row never names two columns.
  for (let r = first; r < Math.min(grid.length, first + HEADER_SEARCH_ROWS); r++) {
    const recognised = headerRoles(grid[r]).filter(role => role !== undefined).length;
    if (recognised >= 2) return { cols: columnsFromHeader(grid, r), firstData: r + 1 };
  }
  return { cols: columnsWithoutHeader(grid, first, width), firstData: first };
}

/** A positive whole number, with an optional word before it (`R3`, `Runde 3`, `Brett 2`, `3.`). */
function readNumberCell(grid: Grid, r: number, c: number, what: 'round' | 'board'): number {
  const v = plainCell(grid, r, c, what === 'round' ? A_ROUND_NUMBER : A_BOARD_NUMBER);
  const t = cellText(v).toLowerCase();
  const prefix = what === 'round' ? '(?:runde|round|rd|rnd|r)' : '(?:brett|board|tisch|table|bd)';
  const m = new RegExp(`^(?:${prefix}\\.?\\s*)?(\\d+)\\.?$`).exec(t);
  const n = m ? Number(m[1]) : NaN;
  if (!(n >= 1) || !Number.isSafeInteger(n)) {
    throw cellError(
      r,
      c,
      what === 'round'
        ? msg`found "${t}"; expected a round number (1, 2, 3, …)`
        : msg`found "${t}"; expected a board number (1, 2, 3, …)`,
    );
  }
  return n;
}

type SideCell = PlayerRef | 'bye' | 'blank';

function readSide(grid: Grid, r: number, c: number): SideCell {
  const v = plainCell(grid, r, c, A_NAME_OR_START_NUMBER);
  if (isBlank(v)) return 'blank';
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v) || v < 1) {
      throw cellError(
        r,
        c,
        msg`found the number ${cellText(v)}; expected a name or a start number (1, 2, 3, …)`,
      );
    }
    return { id: `#${v}`, text: String(v), startNo: v, row: r, col: c };
  }
  const raw = String(v).trim();
  const t = cellText(raw);
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (n < 1 || !Number.isSafeInteger(n)) {
      throw cellError(r, c, msg`found "${t}"; expected a name or a start number (1, 2, 3, …)`);
    }
    return { id: `#${n}`, text: t, startNo: n, row: r, col: c };
  }
  if (isByeName(t.toLowerCase())) return 'bye';
  return { id: playerNameKey(raw), text: raw, row: r, col: c };
}

/** Sheets parses `1/2` as a date and `1:0` as a time; both arrive as Date objects. */
function resultDateError(r: number, c: number, d: Date): InputError {
  return cellError(
    r,
    c,
    msg`found ${dateText(d)}, not a result: Google Sheets turns "1/2" typed into a cell into a date and "1:0" into a time. Type ½-½ or 1-0, or format the column as plain text`,
  );
}

/** The Result cell of a game: a pair result, or null for a game not played yet. */
function readPairResult(grid: Grid, r: number, c: number): PairResult | null {
  const v = grid[r][c];
  if (isDate(v)) throw resultDateError(r, c, v);
  if (typeof v === 'boolean')
    throw cellError(
      r,
      c,
      msg`found ${v ? 'TRUE' : 'FALSE'}; expected a result: ${ACCEPTED_RESULTS}`,
    );
  if (typeof v === 'number' && v === 0.5) return { kind: 'played', white: 'draw', black: 'draw' };
  const t = cellText(v).toLowerCase();
  if (isPendingMark(t)) return null;
  const parsed = parsePairResult(t);
  if (parsed) return parsed;
  if (/^[01+-]$/.test(t)) {
    throw cellError(
      r,
      c,
      msg`found "${t}": a single score does not say which side it belongs to; write 1-0, 0-1, ½-½, +:- or -:+`,
    );
  }
  throw cellError(r, c, msg`found "${t}"; expected a result: ${ACCEPTED_RESULTS}`);
}

function resultOrBlankText(grid: Grid, r: number, c: number): string {
  const v = grid[r][c];
  if (isDate(v)) throw resultDateError(r, c, v);
  if (typeof v === 'boolean')
    throw cellError(r, c, msg`found ${v ? 'TRUE' : 'FALSE'}; expected ${ACCEPTED_SOLO}`);
  return cellText(v).toLowerCase();
}

function isWinFor(pr: PairResult | null, side: Colour): boolean {
  if (pr === null || pr.kind === 'double-forfeit') return false;
  if (pr.kind === 'forfeit') return pr.winner === side;
  const [own, other] = side === 'w' ? [pr.white, pr.black] : [pr.black, pr.white];
  return own === 'win' && other === 'loss';
}

/**
 * `Müller | spielfrei | 1-0`: the bye word stands in for the opponent. The Result may be blank or
 * a win for the player; a lone `+` or `1` can only be theirs here.
 */
function byeAgainstWord(
  grid: Grid,
  r: number,
  c: number,
  player: PlayerRef,
  playerSide: Colour,
): RowContent {
  const t = resultOrBlankText(grid, r, c);
  if (t === '' || t === '+' || t === '1' || isWinFor(parsePairResult(t), playerSide)) {
    return { kind: 'solo', player, round: { kind: 'pairing-bye' } };
  }
  throw cellError(
    r,
    c,
    msg`found "${t}" for a pairing-allocated bye; leave it blank or write the win (${playerSide === 'w' ? '1-0' : '0-1'}). For other byes leave the opponent empty and write the kind: ${ACCEPTED_SOLO}`,
  );
}

function soloRound(
  grid: Grid,
  r: number,
  c: number,
  player: PlayerRef,
  blackCol: number,
): RowContent {
  const t = resultOrBlankText(grid, r, c);
  const solo = parseSoloRound(t);
  if (solo) return { kind: 'solo', player, round: solo };
  if (t === '' || isPendingMark(t)) {
    throw cellError(
      r,
      blackCol,
      msg`"${player.text}" has no opponent and no result; name the opponent under Black, or for a round without a game write in Result one of: ${ACCEPTED_SOLO}`,
    );
  }
  const pairLike = parsePairResult(t) !== null || /^[01+-]$/.test(t);
  throw cellError(
    r,
    c,
    pairLike
      ? msg`found "${t}" but Black is empty; name the opponent under Black, or for a round without a game write one of: ${ACCEPTED_SOLO}`
      : msg`found "${t}" for a player without an opponent; expected one of: ${ACCEPTED_SOLO}`,
  );
}

function readEnd(
  grid: Grid,
  r: number,
  c: number | undefined,
  result: PairResult | null,
): EndSpec | undefined {
  if (c === undefined) return undefined;
  const v = plainCell(grid, r, c, A_GAME_END);
  if (isBlank(v)) return undefined;
  const t = cellText(v).toLowerCase();
  const spec = parseGameEnd(t);
  if (!spec) throw cellError(r, c, msg`found "${t}"; expected a game end: ${ACCEPTED_ENDS}`);
  if (result === null)
    throw cellError(r, c, msg`found a game end "${t}" for a game without a result`);
  if (result.kind !== 'played') {
    throw cellError(
      r,
      c,
      msg`found a game end "${t}" for a forfeit; the end type applies to games played`,
    );
  }
  if (spec.type === 'default') {
    const defaulterResult = spec.defaulter === 'w' ? result.white : result.black;
    if (defaulterResult === 'win') {
      throw cellError(
        r,
        c,
        msg`"${t}" names the side that did not finish, but that side won the game`,
      );
    }
  }
  return spec;
}

function readRow(grid: Grid, r: number, cols: Columns): RowContent | null {
  const white = readSide(grid, r, cols.white);
  const black = readSide(grid, r, cols.black);
  const resultBlank = isBlank(grid[r][cols.result]);
  const endBlank = cols.end === undefined || isBlank(grid[r][cols.end]);
  if (white === 'blank' && black === 'blank') {
    if (resultBlank && endBlank) return null;
    throw cellError(r, cols.white, msg`a result without players; name White and Black`);
  }
  if (white === 'blank') {
    throw cellError(
      r,
      cols.white,
      msg`White is empty; a player without an opponent goes under White`,
    );
  }
  if (white === 'bye' && black === 'bye') {
    throw cellError(r, cols.black, msg`both sides are byes; name the player who has the bye`);
  }
  const noEnd = () => {
    if (!endBlank)
      throw cellError(r, cols.end as number, msg`a game end for a round without a game`);
  };
  if (white === 'bye') {
    noEnd();
    return byeAgainstWord(grid, r, cols.result, black as PlayerRef, 'b');
  }
  if (black === 'bye') {
    noEnd();
    return byeAgainstWord(grid, r, cols.result, white, 'w');
  }
  if (black === 'blank') {
    noEnd();
    return soloRound(grid, r, cols.result, white, cols.black);
  }
  if (white.id === black.id) {
    throw cellError(
      r,
      cols.black,
      msg`"${black.text}" cannot play against themself (also under White)`,
    );
  }
  const result = readPairResult(grid, r, cols.result);
  const end = readEnd(grid, r, cols.end, result);
  return end === undefined
    ? { kind: 'game', white, black, result }
    : { kind: 'game', white, black, result, end };
}

function readRows(grid: Grid, cols: Columns, firstData: number): ListRow[] {
  const rows: ListRow[] = [];
  let lastRound: number | undefined;
  for (let r = firstData; r < grid.length; r++) {
    const content = readRow(grid, r, cols);
    if (content === null) continue;
    let round = 1;
    if (cols.round !== undefined) {
      if (isBlank(grid[r][cols.round])) {
        if (lastRound === undefined) {
          throw cellError(r, cols.round, msg`the round number is missing (1, 2, 3, …)`);
        }
        round = lastRound;
      } else {
        round = readNumberCell(grid, r, cols.round, 'round');
      }
      lastRound = round;
    }
    let board: number | undefined;
    if (cols.board !== undefined && !isBlank(grid[r][cols.board])) {
      board = readNumberCell(grid, r, cols.board, 'board');
    }
    let lead: number | undefined;
    if (cols.lead !== undefined) {
      if (isBlank(grid[r][cols.lead])) {
        throw cellError(r, cols.lead, msg`the round or board number is missing`);
      }
      lead = readNumberCell(grid, r, cols.lead, 'round');
    }
    rows.push({ row: r, round, board, lead, content });
  }
  return rows;
}

function refsOf(c: RowContent): PlayerRef[] {
  return c.kind === 'game' ? [c.white, c.black] : [c.player];
}

/** Headerless four columns: boards of one evening when nobody appears twice, else rounds. */
function settleLeadColumn(rows: ListRow[], cols: Columns): Columns {
  if (cols.lead === undefined) return cols;
  const seen = new Set<string>();
  let repeats = false;
  for (const row of rows) {
    for (const p of refsOf(row.content)) {
      if (seen.has(p.id)) repeats = true;
      seen.add(p.id);
    }
  }
  for (const row of rows) {
    if (repeats) row.round = row.lead as number;
    else row.board = row.lead;
  }
  return repeats
    ? { ...cols, round: cols.lead, lead: undefined }
    : { ...cols, board: cols.lead, lead: undefined };
}

interface Roster {
  /** Participant index for every player id met in the list. */
  readonly indexOf: ReadonlyMap<string, number>;
  readonly names: readonly string[];
  readonly startNos: readonly number[];
  readonly entries?: readonly PlayerListEntry[];
}

function inAppearanceOrder(rows: readonly ListRow[]): ListRow[] {
  return [...rows].sort(
    (a, b) =>
      a.round - b.round ||
      (a.board ?? Number.MAX_SAFE_INTEGER) - (b.board ?? Number.MAX_SAFE_INTEGER) ||
      a.row - b.row,
  );
}

function rosterFromList(rows: readonly ListRow[], list: readonly PlayerListEntry[]): Roster {
  const numbered = list.every(e => e.startNo !== undefined);
  const ordered = numbered
    ? [...list].sort((a, b) => (a.startNo as number) - (b.startNo as number))
    : list;
  const startNos = ordered.map((e, i) => e.startNo ?? i + 1);
  const byKey = new Map<string, number>();
  const byNo = new Map<number, number>();
  ordered.forEach((e, i) => {
    byKey.set(playerNameKey(e.name), i);
    byNo.set(startNos[i], i);
  });
  const indexOf = new Map<string, number>();
  for (const row of rows) {
    for (const p of refsOf(row.content)) {
      const i = p.startNo !== undefined ? byNo.get(p.startNo) : byKey.get(p.id);
      if (i === undefined) {
        throw cellError(
          p.row,
          p.col,
          p.startNo !== undefined
            ? msg`no player with start number ${p.startNo} in the player list`
            : msg`"${p.text}" is not in the player list`,
        );
      }
      indexOf.set(p.id, i);
    }
  }
  return { indexOf, names: ordered.map(e => e.name), startNos, entries: ordered };
}

function rosterFromAppearance(rows: readonly ListRow[]): Roster {
  const indexOf = new Map<string, number>();
  const names: string[] = [];
  for (const row of inAppearanceOrder(rows)) {
    for (const p of refsOf(row.content)) {
      if (p.startNo !== undefined) {
        throw cellError(
          p.row,
          p.col,
          msg`found the start number ${p.startNo}, but no player list was given to say who that is; write the name, or supply a player list (Nr | Name | …)`,
        );
      }
      if (!indexOf.has(p.id)) {
        indexOf.set(p.id, names.length);
        names.push(p.text);
      }
    }
  }
  return { indexOf, names, startNos: names.map((_, i) => i + 1) };
}

function readPlayers(grid: Grid): PlayerListEntry[] {
  try {
    return readPlayerList(grid);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.location, msg`player list: ${e.said}`);
    throw e;
  }
}

/**
 * The round from which the player list says a player is withdrawn: 1 for a withdrawal without a
 * round (it holds after their last game, whenever that was), the round of `W 6`, or none.
 */
function listedWithdrawalRound(e: PlayerListEntry): number | undefined {
  if (e.status === 'withdrawn') return 1;
  return e.marks?.find(m => m.kind === 'withdrawn')?.rounds[0];
}

/** Round numbers must run 1, 2, 3, … with no round missing. */
function checkRoundsContiguous(rows: readonly ListRow[], cols: Columns): number {
  const firstRowOf = new Map<number, ListRow>();
  for (const row of rows) if (!firstRowOf.has(row.round)) firstRowOf.set(row.round, row);
  const listed = [...firstRowOf.keys()].sort((a, b) => a - b);
  for (let i = 0; i < listed.length; i++) {
    if (listed[i] !== i + 1) {
      const row = firstRowOf.get(listed[i]) as ListRow;
      throw cellError(
        row.row,
        cols.round as number,
        msg`round ${listed[i]} is listed but round ${i + 1} has no rows; rounds must be numbered 1, 2, 3, … without gaps`,
      );
    }
  }
  return listed.length;
}

interface Seen {
  readonly row: number;
  readonly col: number;
}

function checkRounds(rows: readonly ListRow[], roster: Roster, cols: Columns): void {
  const inRound = new Map<string, Seen>();
  const onBoard = new Map<string, Seen>();
  const withdrewIn = new Map<number, { round: number; row: number }>();
  for (const row of rows) {
    if (row.board !== undefined && row.content.kind === 'game') {
      const key = `${row.round}/${row.board}`;
      const other = onBoard.get(key);
      const col = cols.board as number;
      if (other) {
        throw cellError(
          row.row,
          col,
          msg`board ${row.board} of round ${row.round} is also in ${where(other.row, other.col)}`,
        );
      }
      onBoard.set(key, { row: row.row, col });
    }
    for (const p of refsOf(row.content)) {
      const i = roster.indexOf.get(p.id) as number;
      const key = `${row.round}/${i}`;
      const other = inRound.get(key);
      if (other) {
        throw cellError(
          p.row,
          p.col,
          msg`"${p.text}" is listed twice in round ${row.round}: also in ${where(other.row, other.col)}`,
        );
      }
      inRound.set(key, { row: p.row, col: p.col });
    }
    if (row.content.kind === 'solo' && row.content.round.kind === 'withdrawn') {
      withdrewIn.set(roster.indexOf.get(row.content.player.id) as number, {
        round: row.round,
        row: row.row,
      });
    }
  }
  for (const row of rows) {
    for (const p of refsOf(row.content)) {
      const listed = roster.entries?.[roster.indexOf.get(p.id) as number];
      const from = listed === undefined ? undefined : listedWithdrawalRound(listed);
      const solo = row.content.kind === 'solo' ? row.content.round.kind : undefined;
      if (listed !== undefined && from !== undefined && listed.status !== 'withdrawn') {
        if (row.round >= from && solo !== 'withdrawn') {
          throw cellError(
            p.row,
            p.col,
            msg`"${p.text}" has withdrawn from round ${from} (Status in row ${listed.sourceRow + 1} of the player list) but is listed in round ${row.round}`,
          );
        }
      }
      const w = withdrewIn.get(roster.indexOf.get(p.id) as number);
      if (w && row.round > w.round) {
        throw cellError(
          p.row,
          p.col,
          msg`"${p.text}" withdrew in round ${w.round} (row ${w.row + 1} of the range) but is listed in round ${row.round}`,
        );
      }
    }
  }
}

function sideEnd(spec: EndSpec, side: Colour): GameEnd {
  if (spec.type === 'regular') return { type: 'regular' };
  const who = spec.defaulter === side ? 'self' : 'opponent';
  if (spec.type === 'default') return { type: 'default', defaulter: who };
  return spec.defaulter === undefined
    ? { type: 'adjudicated' }
    : { type: 'adjudicated', defaulter: who };
}

/** The two entries a game gives, White's first. */
export function gameEntries(
  result: PairResult | null,
  wNo: number,
  bNo: number,
  board: number | undefined,
  end: EndSpec | undefined,
): [RoundEntry, RoundEntry] {
  const at = board === undefined ? {} : { board };
  if (result === null) {
    return [
      { kind: 'pending', opponent: bNo, colour: 'w', ...at },
      { kind: 'pending', opponent: wNo, colour: 'b', ...at },
    ];
  }
  if (result.kind === 'double-forfeit') {
    return [
      { kind: 'double-forfeit', opponent: bNo, colour: 'w', ...at },
      { kind: 'double-forfeit', opponent: wNo, colour: 'b', ...at },
    ];
  }
  if (result.kind === 'forfeit') {
    const w = result.winner === 'w' ? 'forfeit-win' : 'forfeit-loss';
    const b = result.winner === 'b' ? 'forfeit-win' : 'forfeit-loss';
    return [
      { kind: w, opponent: bNo, colour: 'w', ...at },
      { kind: b, opponent: wNo, colour: 'b', ...at },
    ];
  }
  const endOf = (side: Colour) => (end === undefined ? {} : { end: sideEnd(end, side) });
  return [
    {
      kind: 'played',
      opponent: bNo,
      colour: 'w',
      result: result.white,
      rated: true,
      ...at,
      ...endOf('w'),
    },
    {
      kind: 'played',
      opponent: wNo,
      colour: 'b',
      result: result.black,
      rated: true,
      ...at,
      ...endOf('b'),
    },
  ];
}

interface Span {
  first?: number;
  last?: number;
  withdrewIn?: number;
}

function buildParticipants(
  rows: readonly ListRow[],
  roster: Roster,
  counted: number,
): { participants: Participant[]; absences: Absence[] } {
  const n = roster.names.length;
  const entries: (RoundEntry | undefined)[][] = Array.from({ length: n }, () => new Array(counted));
  const spans: Span[] = Array.from({ length: n }, () => ({}));
  const absences: Absence[] = [];
  for (const row of inAppearanceOrder(rows)) {
    const c = row.content;
    for (const p of refsOf(c)) {
      const span = spans[roster.indexOf.get(p.id) as number];
      span.first = Math.min(span.first ?? row.round, row.round);
      span.last = Math.max(span.last ?? row.round, row.round);
    }
    if (c.kind === 'solo') {
      const i = roster.indexOf.get(c.player.id) as number;
      if (c.round.kind === 'withdrawn') spans[i].withdrewIn = row.round;
      if (row.round > counted) continue;
      entries[i][row.round - 1] = { kind: c.round.kind };
      if (c.round.kind === 'zero-bye') {
        absences.push({
          startNo: roster.startNos[i],
          round: row.round,
          kind: c.round.absence,
          row: row.row,
        });
      }
      continue;
    }
    if (row.round > counted) continue;
    const w = roster.indexOf.get(c.white.id) as number;
    const b = roster.indexOf.get(c.black.id) as number;
    const [we, be] = gameEntries(
      c.result,
      roster.startNos[w],
      roster.startNos[b],
      row.board,
      c.end,
    );
    entries[w][row.round - 1] = we;
    entries[b][row.round - 1] = be;
  }

  const participants = roster.names.map((name, i): Participant => {
    const span = spans[i];
    const listed = roster.entries?.[i];
    const from = listed === undefined ? undefined : listedWithdrawalRound(listed);
    const listedWithdrawn = (r: number) => from !== undefined && r >= from;
    const rounds: RoundEntry[] = [];
    for (let r = 1; r <= counted; r++) {
      const e = entries[i][r - 1];
      if (e) rounds.push(e);
      else if (span.withdrewIn !== undefined && r > span.withdrewIn)
        rounds.push({ kind: 'withdrawn' });
      else if (span.first === undefined)
        rounds.push({ kind: listedWithdrawn(r) ? 'withdrawn' : 'not-joined' });
      else if (r < span.first) rounds.push({ kind: 'not-joined' });
      else if (r > (span.last as number) && listedWithdrawn(r)) rounds.push({ kind: 'withdrawn' });
      else rounds.push({ kind: 'zero-bye' });
    }
    const p: Participant = { startNo: roster.startNos[i], name, rounds };
    if (!listed) return p;
    return {
      ...p,
      ...(listed.rating !== undefined && { rating: listed.rating }),
      ...(listed.nationalRating !== undefined && { nationalRating: listed.nationalRating }),
      ...(listed.team !== undefined && { team: listed.team }),
      ...(listed.club !== undefined && { club: listed.club }),
      ...(listed.federation !== undefined && { federation: listed.federation }),
      ...(listed.title !== undefined && { title: listed.title }),
      ...(listed.fideId !== undefined && { fideId: listed.fideId }),
      ...(listed.birthDate !== undefined && { birthDate: listed.birthDate }),
      ...(listed.sex !== undefined && { sex: listed.sex }),
      ...(listed.kFactor !== undefined && { kFactor: listed.kFactor }),
      ...(listed.dwzIndex !== undefined && { dwzIndex: listed.dwzIndex }),
    };
  });
  absences.sort((a, b) => a.round - b.round || a.startNo - b.startNo);
  return { participants, absences };
}

/** The rounds of the list as bergerReading reads them: games in board order, byes, the rest. */
function listedRounds(rows: readonly ListRow[], roster: Roster, count: number): ListedRound[] {
  const byRound: ListRow[][] = Array.from({ length: count }, () => []);
  for (const row of rows) byRound[row.round - 1].push(row);
  return byRound.map(inRound => {
    const games = inRound.filter(row => row.content.kind === 'game');
    const boards = games.map(row => row.board);
    const byBoard =
      boards.every(b => b !== undefined) && new Set(boards).size === boards.length
        ? [...games].sort((a, b) => (a.board as number) - (b.board as number))
        : games;
    const index = (p: PlayerRef) => roster.indexOf.get(p.id) as number;
    const solos = inRound.flatMap(row => (row.content.kind === 'solo' ? [row.content] : []));
    return {
      games: byBoard.map(row => {
        const c = row.content as Extract<RowContent, { kind: 'game' }>;
        return { white: index(c.white), black: index(c.black) };
      }),
      byes: solos.filter(c => c.round.kind === 'pairing-bye').map(c => index(c.player)),
      other: solos.some(c => c.round.kind !== 'pairing-bye'),
    };
  });
}

/** The roster renumbered by the Berger table's positions (its names in start-number order). */
function renumbered(roster: Roster, berger: BergerReading): Roster {
  if (roster.entries) return roster;
  const n = roster.names.length;
  const names = new Array<string>(n);
  roster.names.forEach((name, i) => (names[berger.startNos[i] - 1] = name));
  const indexOf = new Map<string, number>();
  for (const [id, i] of roster.indexOf) indexOf.set(id, berger.startNos[i] - 1);
  return { indexOf, names, startNos: names.map((_, i) => i + 1) };
}

/**
 * `pending-games` (standings): every listed round counts, games without a result are pending.
 * `complete-rounds` (Keizer evenings): only the rounds before the first game without a result.
 */
export type ResultsListRounds = 'pending-games' | 'complete-rounds';

export function readResultsList(
  grid: Grid,
  options: ReadOptions = {},
  rounds: ResultsListRounds = 'pending-games',
): ResultsListReadResult {
  const width = checkShape(grid);
  const located = locateColumns(grid, width, options);
  const players = options.players === undefined ? undefined : readPlayers(options.players);
  const rows = readRows(grid, located.cols, located.firstData);
  if (rows.length === 0 && players === undefined) {
    throw rangeError(msg`the results list has no games`);
  }
  const cols = settleLeadColumn(rows, located.cols);
  const listed = players ? rosterFromList(rows, players) : rosterFromAppearance(rows);
  const roundsListed = checkRoundsContiguous(rows, cols);
  checkRounds(rows, listed, cols);
  // A round robin laid out by the Berger table (the schedule command, =BERGER) is one, with the
  // table's start numbers, unless the caller names the system (--system swiss wins).
  const berger =
    options.system === undefined && rounds === 'pending-games'
      ? bergerReading(
          listedRounds(rows, listed, roundsListed),
          listed.names.length,
          listed.entries ? listed.startNos : undefined,
        )
      : null;
  const roster = berger ? renumbered(listed, berger) : listed;
  const system = options.system ?? (berger ? 'round-robin' : undefined);

  const pending: PendingGame[] = rows
    .filter(r => r.content.kind === 'game' && r.content.result === null)
    .map(r => ({ round: r.round, row: r.row }));
  const counted =
    rounds === 'complete-rounds'
      ? pending.reduce((m, p) => Math.min(m, p.round - 1), roundsListed)
      : roundsListed;
  const { participants, absences } = buildParticipants(rows, roster, counted);

  const notes: Message[] = [];
  if (located.cols.lead !== undefined) {
    notes.push(
      cols.round === undefined
        ? msg`first column read as board numbers`
        : msg`first column read as round numbers`,
    );
  }
  if (cols.round === undefined) notes.push(msg`no round column: one round`);
  if (berger) {
    notes.push(
      berger.double
        ? msg`double round robin by the Berger table`
        : msg`round robin by the Berger table`,
    );
  }
  if (rounds === 'pending-games' && pending.length > 0) {
    notes.push(msg`${gamesCount(pending.length)} without a result yet`);
  }
  if (counted < roundsListed) {
    const waiting = pending.filter(p => p.round === counted + 1).length;
    const after = msg`standings after round ${counted}: round ${counted + 1} has ${gamesCount(waiting)} without a result`;
    notes.push(
      roundsListed > counted + 1
        ? msg`${after}, rounds ${counted + 2}–${roundsListed} not counted either`
        : after,
    );
  }
  const list = msg`Results list, ${playersCount(participants.length)}, ${roundsCount(counted)}`;
  const said = notes.length ? msg`${list} (${joinMessages(notes, '; ')})` : list;

  return {
    tournament: {
      rounds: counted,
      // The first rounds of a Berger schedule: its last round is not listed yet (FB, Art. 8.3).
      ...(berger && berger.rounds > counted && { plannedRounds: berger.rounds }),
      participants,
      pointSystem:
        system === 'round-robin'
          ? roundRobinPoints(options.pointSystem ?? DEFAULT_POINTS)
          : (options.pointSystem ?? DEFAULT_POINTS),
      ...(system !== undefined && { system }),
    },
    layout: 'results',
    sourceRows: participants.map(() => -1),
    ...described(said),
    absences,
    pending,
    roundsListed,
    ...(players !== undefined && { players }),
    columns: {
      ...(cols.round !== undefined && { round: cols.round }),
      ...(cols.board !== undefined && { board: cols.board }),
      white: cols.white,
      black: cols.black,
      result: cols.result,
      ...(cols.end !== undefined && { end: cols.end }),
    },
  };
}
