/**
 * Reads a team crosstable as German leagues, chess-results and CLM print it: a row per team, a
 * column per opponent in the same order, the cell holding the row team's board points against
 * the column team (`2½`, `2,5`, `2.5`, `3`, or both sides `3:1`), the diagonal marked (`**`, `x`,
 * `-`, blank); `+` / `-` for a match won or lost by forfeit, `-:-` when neither team came; a blank
 * pair for a match not played yet. Second legs sit in a second cell (headers 1, 1, 2, 2, …) or a
 * second table beside the first. Optional columns: number, team, board points, match points
 * (checked against the cells), matches played, rank.
 *
 * The two cells of a match must add up to the number of boards (the most common sum unless the
 * `boards` option gives it); otherwise the error names both cells. The crosstable has no rounds:
 * the matches are placed by the Berger table, so only round-based tie-breaks (progressive score)
 * depend on that order; an odd field's free round is no match (C.07 Art. 15.2).
 */
import { cellError, described, InputError, rangeError, msg } from '../errors';
import type { Message } from '../errors';
import type { Place, MatchRecord } from '../teams/build';
import { assembleEvent, bergerRound, bergerRounds } from '../teams/build';
import { teamTotals } from '../teams/scoring';
import type { TeamReadResult } from '../teams/types';
import { headerRowsOf, scoreText, teamHeaderRole, titleOf, wholeNumberOf } from '../teams/sheet';
import type { TeamColumnRole, TeamSheetOptions } from '../teams/sheet';
import type { Cell, Grid } from './cells';
import { cellText, isBlank, isDate, parseScoreValue } from './cells';
import { checkGrid, playerRows } from './columns';
import { isDiagonalMark } from './tokens';

export const TEAM_CELL_TOKENS =
  "the row team's board points (2½, 2,5, 2.5, 3), both sides (3:1, 2½:1½), + or - for a match " +
  'won or lost by forfeit, -:- when neither team came, or a blank for a match not played yet';

type TeamCell =
  | { readonly type: 'blank' }
  | { readonly type: 'score'; readonly own: number; readonly other?: number }
  | { readonly type: 'forfeit'; readonly won: boolean }
  | { readonly type: 'double-forfeit' }
  | { readonly type: 'bad'; readonly why: Message };

function halfPoints(v: number | null): v is number {
  return v !== null && v >= 0 && Number.isInteger(v * 2);
}

/** One cell of the block (not the diagonal). */
export function parseTeamCell(c: Cell): TeamCell {
  if (isBlank(c)) return { type: 'blank' };
  if (isDate(c)) {
    return {
      type: 'bad',
      why: msg`is a date, not board points (the sheet turned a score into a date; format the cells as text)`,
    };
  }
  if (typeof c === 'number') {
    return halfPoints(c)
      ? { type: 'score', own: c }
      : { type: 'bad', why: msg`is not a number of board points` };
  }
  if (typeof c !== 'string') return { type: 'bad', why: msg`is not board points` };
  const t = cellText(c).toLowerCase().replace(/\s+/g, '');
  if (t === '+') return { type: 'forfeit', won: true };
  if (t === '-') return { type: 'forfeit', won: false };
  if (t === '--' || t === '-:-' || t === '-/-') return { type: 'double-forfeit' };
  if (t === '+:-' || t === '+/-' || t === '+-') return { type: 'forfeit', won: true };
  if (t === '-:+' || t === '-/+' || t === '-+') return { type: 'forfeit', won: false };
  const single = parseScoreValue(t);
  if (halfPoints(single)) return { type: 'score', own: single };
  const pair = /^([^:–-]+)[:–-]([^:–-]+)$/.exec(t);
  if (pair) {
    const own = parseScoreValue(pair[1]);
    const other = parseScoreValue(pair[2]);
    if (halfPoints(own) && halfPoints(other)) return { type: 'score', own, other };
  }
  return { type: 'bad', why: msg`is not one of: ${TEAM_CELL_TOKENS}` };
}

type BlockMode = 'single' | 'interleaved' | 'blocks';

interface Block {
  readonly start: number;
  readonly mode: BlockMode;
}

function columnOf(block: Block, n: number, j: number, leg: number): number {
  if (block.mode === 'single') return block.start + j;
  if (block.mode === 'interleaved') return block.start + 2 * j + leg;
  return block.start + leg * n + j;
}

function legsOf(block: Block): number {
  return block.mode === 'single' ? 1 : 2;
}

function widthOf(block: Block, n: number): number {
  return legsOf(block) * n;
}

function looksLikeHeader(row: readonly Cell[]): boolean {
  if (row.some(c => typeof c === 'string' && teamHeaderRole(c) !== null)) return true;
  for (let c = 0; c + 1 < row.length; c++) {
    if (wholeNumberOf(row[c]) === 1 && [1, 2].includes(wholeNumberOf(row[c + 1]) ?? 0)) {
      return row.every(x => isBlank(x) || wholeNumberOf(x) !== null || typeof x === 'string');
    }
  }
  return false;
}

/** The block from the header's opponent numbers: 1 … n, 1 1 2 2 …, or 1 … n 1 … n. */
function blockFromHeader(header: readonly Cell[], n: number): Block | null {
  const num = header.map(wholeNumberOf);
  for (let c = 0; c < header.length; c++) {
    if (num[c] !== 1) continue;
    const run = (expect: (k: number) => number, len: number) => {
      for (let k = 0; k < len; k++) if (num[c + k] !== expect(k)) return false;
      return true;
    };
    if (c + 2 * n <= header.length && run(k => Math.floor(k / 2) + 1, 2 * n)) {
      return { start: c, mode: 'interleaved' };
    }
    if (c + 2 * n <= header.length && run(k => (k % n) + 1, 2 * n))
      return { start: c, mode: 'blocks' };
    if (c + n <= header.length && run(k => k + 1, n)) return { start: c, mode: 'single' };
  }
  return null;
}

function blockFits(grid: Grid, rows: readonly number[], block: Block): boolean {
  const n = rows.length;
  const width = grid[0].length;
  if (block.start + widthOf(block, n) > width) return false;
  let scores = 0;
  for (let i = 0; i < n; i++) {
    for (let leg = 0; leg < legsOf(block); leg++) {
      for (let j = 0; j < n; j++) {
        const cell = grid[rows[i]][columnOf(block, n, j, leg)];
        if (i === j) {
          if (!isDiagonalMark(cell)) return false;
          continue;
        }
        const p = parseTeamCell(cell);
        if (p.type === 'bad') return false;
        if (p.type !== 'blank') scores++;
      }
    }
  }
  return scores > 0;
}

/** Without opponent numbers in a header: the first place where the diagonal runs through. */
function blockFromDiagonal(grid: Grid, rows: readonly number[]): Block | null {
  const width = grid[0].length;
  for (let start = 0; start < width; start++) {
    for (const mode of ['interleaved', 'single'] as const) {
      const b: Block = { start, mode };
      if (!blockFits(grid, rows, b)) continue;
      if (
        mode === 'single' &&
        blockFits(grid, rows, { start: start + rows.length, mode: 'single' })
      ) {
        return { start, mode: 'blocks' };
      }
      return b;
    }
  }
  return null;
}

function findBlock(grid: Grid, headerRows: number, rows: readonly number[]): Block {
  const n = rows.length;
  for (let r = headerRows - 1; r >= 0; r--) {
    const b = blockFromHeader(grid[r], n);
    if (b) {
      if (!blockFits(grid, rows, b)) checkBlockCells(grid, rows, b);
      return b;
    }
  }
  const b = blockFromDiagonal(grid, rows);
  if (!b) {
    throw rangeError(
      msg`could not find the results of ${n} teams: expected a square block with the row team's board points against each column team and the diagonal marked (** or x), with the opponents numbered 1 … ${n} above it`,
    );
  }
  return b;
}

/** Names the first cell that keeps a block from being read. */
function checkBlockCells(grid: Grid, rows: readonly number[], block: Block): void {
  const n = rows.length;
  for (let i = 0; i < n; i++) {
    for (let leg = 0; leg < legsOf(block); leg++) {
      for (let j = 0; j < n; j++) {
        const col = columnOf(block, n, j, leg);
        const cell = grid[rows[i]][col];
        if (i === j) {
          if (!isDiagonalMark(cell)) {
            throw cellError(
              rows[i],
              col,
              msg`found "${cellText(cell)}" where a team meets itself: expected the diagonal mark (**, x) or a blank`,
            );
          }
          continue;
        }
        const p = parseTeamCell(cell);
        if (p.type === 'bad') throw cellError(rows[i], col, msg`"${cellText(cell)}" ${p.why}`);
      }
    }
  }
}

interface Columns {
  readonly no?: number;
  readonly team?: number;
  readonly boardPoints?: number;
  readonly matchPoints?: number;
}

function findColumns(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  block: Block,
): Columns {
  const n = rows.length;
  const inBlock = (c: number) => c >= block.start && c < block.start + widthOf(block, n);
  const found: { [R in TeamColumnRole]?: number } = {};
  for (let c = 0; c < grid[0].length; c++) {
    if (inBlock(c)) continue;
    for (let r = headerRows - 1; r >= 0; r--) {
      const role = teamHeaderRole(grid[r][c]);
      if (role && found[role] === undefined) {
        found[role] = c;
        break;
      }
    }
  }
  if (found.team === undefined) {
    for (let c = 0; c < grid[0].length; c++) {
      if (inBlock(c) || Object.values(found).includes(c)) continue;
      const texts = rows.map(r => grid[r][c]);
      if (
        texts.every(t => typeof t === 'string' && /\p{L}/u.test(t) && parseScoreValue(t) === null)
      ) {
        found.team = c;
        break;
      }
    }
  }
  return found;
}

interface Side {
  readonly row: number;
  readonly col: number;
  readonly cell: TeamCell;
}

function describeCell(grid: Grid, s: Side): string {
  return `"${cellText(grid[s.row][s.col])}"`;
}

/**
 * Two mirror cells that do not make a match, once the number of boards is known. The sheet
 * readers use it to tell a team crosstable with a mistake from a table that is no team
 * crosstable at all.
 */
export class TeamMatchError extends InputError {
  constructor(
    original: InputError,
    readonly boards: number,
  ) {
    super(original.location, original.template, undefined, original.related);
    this.name = 'TeamMatchError';
  }
}

/** The boards of a match from both cells, or null when the pair gives no number of boards. */
function pairSum(a: TeamCell, b: TeamCell): number | null {
  if (a.type === 'score' && a.other !== undefined) return a.own + a.other;
  if (b.type === 'score' && b.other !== undefined) return b.own + b.other;
  if (a.type === 'score' && b.type === 'score') return a.own + b.own;
  return null;
}

function inferBoards(grid: Grid, pairs: readonly [Side, Side][]): number {
  const counts = new Map<number, number>();
  for (const [a, b] of pairs) {
    const s = pairSum(a.cell, b.cell);
    if (s !== null) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  if (ranked.length === 0) {
    throw rangeError(
      msg`no match in this crosstable has board points on both sides, so the number of boards is unknown; give it with the boards option`,
    );
  }
  if (ranked.length > 1 && ranked[1][1] === ranked[0][1]) {
    const [sumA, sumB] = [ranked[0][0], ranked[1][0]];
    const example = pairs.find(([a, b]) => pairSum(a.cell, b.cell) === sumB);
    if (example) {
      throw cellError(
        example[0].row,
        example[0].col,
        msg`${describeCell(grid, example[0])} and ${describeCell(grid, example[1])} in {1} add up to ${scoreText(sumB)}, but as many other matches add up to ${scoreText(sumA)}: the number of boards is unclear; correct the cells or give the boards option`,
        [example[1]],
      );
    }
  }
  return ranked[0][0];
}

/** One match from its two cells (row team i's cell a, column team's cell b). */
function matchOf(
  grid: Grid,
  a: Side,
  b: Side,
  boards: number,
): { kind: 'pending' } | { kind: 'match'; own: number; other: number; played: boolean } {
  const ac = a.cell;
  const bc = b.cell;
  const both = msg`${describeCell(grid, a)} and ${describeCell(grid, b)} in {1}`;
  const fail = (why: Message) =>
    new TeamMatchError(cellError(a.row, a.col, why, [{ row: b.row, col: b.col }]), boards);
  if (ac.type === 'blank' && bc.type === 'blank') return { kind: 'pending' };
  if (ac.type === 'blank' || bc.type === 'blank') {
    const filled = ac.type === 'blank' ? b : a;
    const empty = ac.type === 'blank' ? a : b;
    if (filled.cell.type === 'score' && filled.cell.other !== undefined) {
      const own = filled === a ? filled.cell.own : filled.cell.other;
      const other = filled === a ? filled.cell.other : filled.cell.own;
      if (own + other !== boards) {
        throw fail(
          msg`${both} add up to ${scoreText(own + other)}, but a match is played on ${boards} boards`,
        );
      }
      return { kind: 'match', own, other, played: true };
    }
    throw new TeamMatchError(
      cellError(
        empty.row,
        empty.col,
        msg`the result is missing here, but its mirror cell {1} says ${describeCell(grid, filled)}: both cells of a match must be filled (or both blank for a match not played yet)`,
        [{ row: filled.row, col: filled.col }],
      ),
      boards,
    );
  }
  if (ac.type === 'double-forfeit' || bc.type === 'double-forfeit') {
    if (
      ac.type === bc.type ||
      (ac.type === 'forfeit' && !ac.won) ||
      (bc.type === 'forfeit' && !bc.won)
    ) {
      return { kind: 'match', own: 0, other: 0, played: false };
    }
    throw fail(msg`${both} do not agree: one says neither team came, the other gives a result`);
  }
  if (ac.type === 'forfeit' || bc.type === 'forfeit') {
    if (ac.type === 'forfeit' && bc.type === 'forfeit' && ac.won !== bc.won) {
      return { kind: 'match', own: ac.won ? boards : 0, other: ac.won ? 0 : boards, played: false };
    }
    if (ac.type === 'forfeit' && bc.type === 'forfeit' && !ac.won) {
      return { kind: 'match', own: 0, other: 0, played: false };
    }
    throw fail(
      msg`${both} do not agree: a match won by forfeit (+) needs a lost one (-) in the mirror cell`,
    );
  }
  if (ac.type !== 'score' || bc.type !== 'score')
    throw fail(msg`${both} are not a pair of results`);
  const own = ac.own;
  const other = bc.own;
  if (
    (ac.other !== undefined && ac.other !== other) ||
    (bc.other !== undefined && bc.other !== own)
  ) {
    throw fail(msg`${both} do not agree on the score of this match`);
  }
  if (own + other !== boards) {
    throw fail(
      msg`${both} add up to ${scoreText(own + other)}, but a match is played on ${boards} boards: the two cells of a match must add up to the number of boards`,
    );
  }
  return { kind: 'match', own, other, played: true };
}

function checkDeclared(
  grid: Grid,
  rows: readonly number[],
  col: number | undefined,
  totals: readonly number[],
  what: string,
): void {
  if (col === undefined) return;
  rows.forEach((row, i) => {
    const c = grid[row][col];
    if (isBlank(c)) return;
    // `11:3` (plus and minus points, an older league notation) declares its first number.
    const text = typeof c === 'string' ? cellText(c).split(/\s*:\s*/)[0] : c;
    const v = parseScoreValue(text);
    if (v === null) throw cellError(row, col, msg`"${cellText(c)}" is not a number of ${what}`);
    if (Math.abs(v - totals[i]) > 1e-9) {
      throw cellError(
        row,
        col,
        msg`says ${scoreText(v)} ${what}, but the team's results add up to ${scoreText(totals[i])}`,
      );
    }
  });
}

/** The rows below the header, without the notes an export prints under its table. */
function teamRows(grid: Grid, headerRows: number): number[] {
  const rows = playerRows(grid, headerRows);
  if (rows.length < 2) throw rangeError(msg`a team crosstable needs at least two team rows`);
  return rows;
}

export function readTeamCrosstable(grid: Grid, options: TeamSheetOptions = {}): TeamReadResult {
  checkGrid(grid);
  const headerRows = options.headerRows ?? headerRowsOf(grid, looksLikeHeader);
  const rows = teamRows(grid, headerRows);
  const n = rows.length;
  const block = findBlock(grid, headerRows, rows);
  const cols = findColumns(grid, headerRows, rows, block);
  const teams = rows.map((row, i) => {
    const no = cols.no === undefined ? i + 1 : wholeNumberOf(grid[row][cols.no]);
    if (no === null)
      throw cellError(
        row,
        cols.no as number,
        msg`the team number is missing or not a whole number`,
      );
    const name = cols.team === undefined ? `Team ${no}` : cellText(grid[row][cols.team]);
    if (name === '') throw cellError(row, cols.team as number, msg`the team name is missing`);
    return { no, name };
  });
  const legs = legsOf(block);
  const pairs: [Side, Side][] = [];
  for (let leg = 0; leg < legs; leg++) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const side = (x: number, y: number): Side => {
          const col = columnOf(block, n, y, leg);
          const cell = parseTeamCell(grid[rows[x]][col]);
          if (cell.type === 'bad')
            throw cellError(rows[x], col, msg`"${cellText(grid[rows[x]][col])}" ${cell.why}`);
          return { row: rows[x], col, cell };
        };
        pairs.push([side(i, j), side(j, i)]);
      }
    }
  }
  const boards = options.boards ?? inferBoards(grid, pairs);
  if (!Number.isInteger(boards) || boards < 1) {
    throw rangeError(
      msg`the number of boards must be a whole number of at least 1, found ${String(boards)}`,
    );
  }
  const perCycle = bergerRounds(n);
  const matches: MatchRecord[] = [];
  let k = 0;
  for (let leg = 0; leg < legs; leg++) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const [a, b] = pairs[k++];
        const m = matchOf(grid, a, b, boards);
        const at: Place = { row: a.row, col: a.col };
        const round = leg * perCycle + bergerRound(n, i, j);
        // The second leg swaps home and away.
        const [home, away] = leg === 0 ? [i, j] : [j, i];
        if (m.kind === 'pending') {
          matches.push({
            round,
            home,
            away,
            homePoints: 0,
            awayPoints: 0,
            played: false,
            pending: true,
            at,
          });
          continue;
        }
        const [hp, ap] = leg === 0 ? [m.own, m.other] : [m.other, m.own];
        matches.push({ round, home, away, homePoints: hp, awayPoints: ap, played: m.played, at });
      }
    }
  }
  const event = assembleEvent({
    name: titleOf(grid, headerRows),
    teams,
    rounds: legs * perCycle,
    boards,
    system: 'round-robin',
    matches,
    byes: [],
    missing: 'pairing-bye',
  });
  const totals = teamTotals(event);
  checkDeclared(grid, rows, cols.boardPoints, totals.gamePoints, 'board points');
  checkDeclared(grid, rows, cols.matchPoints, totals.matchPoints, 'match points');
  return {
    event,
    layout: 'team-crosstable',
    sourceRows: rows,
    ...described(
      legs === 2
        ? msg`team crosstable, ${n} teams, ${boards} boards, double round robin`
        : msg`team crosstable, ${n} teams, ${boards} boards, single round robin`,
    ),
  };
}
