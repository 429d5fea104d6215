/**
 * Reads a match list of a team event: a row per board (Round | Home | Away | Board | Home player
 * | Away player | Result), as leagues publish their match reports, or a row per match (Round |
 * Home | Away | Result with the match score `2½:1½`). Round, home and away may be written on the
 * first board of a match only. `spielfrei`/`bye` as the away team is that team's bye.
 *
 * Board by board, the result is from the home side (`1-0`, `½-½`, `0:1`, `+:-`, `-:+`, `-:-`,
 * `1-0 kl.`). A board left empty (no player named, no result) is lost by forfeit by the side
 * without a player, or by both when both are empty. Every match must list each board once, from
 * 1 to the event's number of boards; with match scores, each score must add up to that number.
 * Berliner Wertung, board count and the board tie-breaks need the board-by-board form.
 */
import { cellError, described, rangeError, msg } from '../errors';
import type { MessageArg } from '../errors';
import type { TournamentSystem } from '../model/types';
import type { ByeRecord, MatchRecord, Place } from '../teams/build';
import { assembleEvent } from '../teams/build';
import type { BoardGame, TeamReadResult } from '../teams/types';
import type { TeamColumnRole, TeamSheetOptions } from '../teams/sheet';
import {
  headerRowsOf,
  isByeWord,
  scoreText,
  teamHeaderRole,
  titleOf,
  wholeNumberOf,
} from '../teams/sheet';
import type { Cell, Grid } from './cells';
import { cellText, isBlank, isDate, parseScoreValue } from './cells';
import { checkGrid } from './columns';
import { ACCEPTED_RESULTS, parsePairResult } from './resultTokens';

type Columns = { [R in TeamColumnRole]?: number };

const MATCH_ROLES: readonly TeamColumnRole[] = [
  'round',
  'home',
  'away',
  'board',
  'homePlayer',
  'awayPlayer',
  'result',
];

function looksLikeHeader(row: readonly Cell[]): boolean {
  const roles = new Set(row.map(c => teamHeaderRole(c)).filter(r => r !== null));
  return MATCH_ROLES.filter(r => roles.has(r)).length >= 3;
}

/** True when the range looks like a match list: a header naming home, away and the result. */
export function isMatchList(grid: Grid): boolean {
  const limit = Math.min(grid.length, 6);
  for (let r = 0; r < limit; r++) {
    const roles = new Set(grid[r].map(c => teamHeaderRole(c)));
    if (roles.has('home') && roles.has('away') && roles.has('result')) return true;
  }
  return false;
}

function findColumns(grid: Grid, headerRows: number): Columns {
  const cols: Columns = {};
  for (let r = headerRows - 1; r >= 0; r--) {
    grid[r].forEach((c, col) => {
      const role = teamHeaderRole(c);
      if (role && cols[role] === undefined && MATCH_ROLES.includes(role)) cols[role] = col;
    });
  }
  const missing = (['round', 'home', 'away', 'result'] as const).filter(r => cols[r] === undefined);
  if (missing.length > 0 || headerRows === 0) {
    throw rangeError(
      msg`a match list needs a header with the columns Round, Home, Away and Result (Runde, Heim, Gast, Ergebnis), and Board, Home player, Away player for board-by-board results; ${headerRows === 0 ? 'no header row was found' : `missing: ${missing.join(', ')}`}`,
    );
  }
  return cols;
}

interface Row {
  readonly row: number;
  readonly round: number;
  readonly home: string;
  readonly away: string;
}

/** Rows with round, home and away, carried down from the row above where left blank. */
function readRows(grid: Grid, headerRows: number, cols: Columns): Row[] {
  const out: Row[] = [];
  let prev: Row | undefined;
  for (let r = headerRows; r < grid.length; r++) {
    const row = grid[r];
    if (row.every(isBlank)) continue;
    const roundCell = row[cols.round as number];
    let round = prev?.round;
    if (!isBlank(roundCell)) {
      const v = wholeNumberOf(roundCell);
      if (v === null || v < 1) {
        throw cellError(
          r,
          cols.round as number,
          msg`"${cellText(roundCell)}" is not a round number: expected 1, 2, …`,
        );
      }
      round = v;
    }
    const text = (col: number, what: MessageArg, carried: string | undefined) => {
      const c = row[col];
      if (!isBlank(c)) return cellText(c);
      if (carried !== undefined) return carried;
      throw cellError(r, col, msg`the ${what} is missing`);
    };
    if (round === undefined) throw cellError(r, cols.round as number, msg`the round is missing`);
    const home = text(cols.home as number, msg`home team`, prev?.home);
    const away = text(cols.away as number, msg`away team`, prev?.away);
    const current = { row: r, round, home, away };
    out.push(current);
    prev = current;
  }
  if (out.length === 0) throw rangeError(msg`the match list holds no rows below its header`);
  return out;
}

interface BoardRow {
  readonly row: number;
  readonly board: number;
  readonly game: BoardGame | 'pending';
}

function playerNamed(grid: Grid, row: number, col: number | undefined): boolean | undefined {
  if (col === undefined) return undefined;
  return !isBlank(grid[row][col]);
}

/** One board row: the game from the home side. */
function boardGame(grid: Grid, row: number, cols: Columns): BoardGame | 'pending' {
  const resultCol = cols.result as number;
  const cell = grid[row][resultCol];
  const home = playerNamed(grid, row, cols.homePlayer);
  const away = playerNamed(grid, row, cols.awayPlayer);
  if (isBlank(cell)) {
    if (home === false && away === false) return { points: 0, opponentPoints: 0, played: false };
    if (home === false) return { points: 0, opponentPoints: 1, played: false };
    if (away === false) return { points: 1, opponentPoints: 0, played: false };
    return 'pending';
  }
  if (isDate(cell)) {
    throw cellError(row, resultCol, msg`is a date, not a result (format the column as text)`);
  }
  const text = cellText(cell).toLowerCase();
  const r = parsePairResult(text);
  if (!r)
    throw cellError(
      row,
      resultCol,
      msg`"${cellText(cell)}" is not a result: expected ${ACCEPTED_RESULTS}`,
    );
  if (r.kind === 'played') {
    const empty = home === false ? cols.homePlayer : away === false ? cols.awayPlayer : undefined;
    if (empty !== undefined) {
      throw cellError(
        row,
        empty,
        msg`no player on this side of the board, but the result {1} says a game was played: leave the result blank (or write +:- / -:+) for a board left empty`,
        [{ row, col: resultCol }],
      );
    }
    const pts = { win: 1, draw: 0.5, loss: 0 } as const;
    return { points: pts[r.white], opponentPoints: pts[r.black], played: true };
  }
  if (r.kind === 'double-forfeit') return { points: 0, opponentPoints: 0, played: false };
  return r.winner === 'w'
    ? { points: 1, opponentPoints: 0, played: false }
    : { points: 0, opponentPoints: 1, played: false };
}

/** A match score `2½:1½`, `2,5-1,5`, `3:1`, or a forfeited match `+:-`, `-:+`, `-:-`. */
function matchScore(
  cell: Cell,
): { home: number; away: number; forfeit: 'home' | 'away' | 'both' | null } | 'pending' | null {
  if (isBlank(cell)) return 'pending';
  if (typeof cell !== 'string') return null;
  const t = cellText(cell).toLowerCase().replace(/\s+/g, '');
  if (t === '+:-' || t === '+-' || t === '+/-') return { home: 0, away: 0, forfeit: 'home' };
  if (t === '-:+' || t === '-+' || t === '-/+') return { home: 0, away: 0, forfeit: 'away' };
  if (t === '-:-' || t === '--' || t === '-/-') return { home: 0, away: 0, forfeit: 'both' };
  const m = /^([^:–-]+)[:–-]([^:–-]+)$/.exec(t);
  if (!m) return null;
  const home = parseScoreValue(m[1]);
  const away = parseScoreValue(m[2]);
  if (
    home === null ||
    away === null ||
    !Number.isInteger(home * 2) ||
    !Number.isInteger(away * 2)
  ) {
    return null;
  }
  return { home, away, forfeit: null };
}

interface Teams {
  readonly list: { no: number; name: string }[];
  index(name: string): number;
}

function teamRegistry(): Teams {
  const byKey = new Map<string, number>();
  const list: { no: number; name: string }[] = [];
  return {
    list,
    index(name) {
      const key = name.trim().toLowerCase();
      let i = byKey.get(key);
      if (i === undefined) {
        i = list.length;
        byKey.set(key, i);
        list.push({ no: i + 1, name: name.trim() });
      }
      return i;
    },
  };
}

/** Round robin when every pair of teams meets equally often; otherwise Swiss. */
function guessSystem(matches: readonly MatchRecord[], teams: number): TournamentSystem {
  const met = new Map<string, number>();
  for (const m of matches) {
    const key = m.home < m.away ? `${m.home}:${m.away}` : `${m.away}:${m.home}`;
    met.set(key, (met.get(key) ?? 0) + 1);
  }
  const counts = new Set(met.values());
  return met.size === (teams * (teams - 1)) / 2 && counts.size === 1 ? 'round-robin' : 'swiss';
}

export function readMatchList(grid: Grid, options: TeamSheetOptions = {}): TeamReadResult {
  checkGrid(grid);
  const headerRows = options.headerRows ?? headerRowsOf(grid, looksLikeHeader);
  const cols = findColumns(grid, headerRows);
  const rows = readRows(grid, headerRows, cols);
  const teams = teamRegistry();
  const byes: ByeRecord[] = [];
  const byeSeen = new Set<string>();
  const groups = new Map<string, { first: Row; rows: Row[]; home: number; away: number }>();
  for (const r of rows) {
    const home = teams.index(r.home);
    if (isByeWord(r.away)) {
      const key = `${r.round}:${home}`;
      if (!byeSeen.has(key)) {
        byeSeen.add(key);
        byes.push({
          round: r.round,
          team: home,
          kind: 'pairing-bye',
          at: { row: r.row, col: cols.away as number },
        });
      }
      continue;
    }
    const away = teams.index(r.away);
    const key = `${r.round}:${home}:${away}`;
    const g = groups.get(key);
    if (g) g.rows.push(r);
    else groups.set(key, { first: r, rows: [r], home, away });
  }
  const boardByBoard = cols.board !== undefined;
  const matches: MatchRecord[] = [];
  let boards = options.boards;
  if (boardByBoard) {
    const parsed = [...groups.values()].map(g => ({
      g,
      boardRows: g.rows.map(r => boardRowOf(grid, r, cols)),
    }));
    boards ??= Math.max(...parsed.flatMap(p => p.boardRows.map(b => b.board)));
    for (const { g, boardRows } of parsed) matches.push(boardMatch(g, boardRows, boards, cols));
  } else {
    const scores = [...groups.values()].map(g => {
      if (g.rows.length > 1) {
        throw cellError(
          g.rows[1].row,
          cols.home as number,
          msg`${g.first.home} – ${g.first.away} appears twice in round ${g.first.round} (also in {1}); a list without a Board column has one row per match`,
          [{ row: g.first.row, col: cols.home as number }],
        );
      }
      const cell = grid[g.first.row][cols.result as number];
      const s = matchScore(cell);
      if (s === null) {
        throw cellError(
          g.first.row,
          cols.result as number,
          msg`"${cellText(cell)}" is not a match score: expected the board points of both teams (2½:1½, 3-1), +:- or -:+ for a forfeited match, -:- when neither came, or a blank`,
        );
      }
      return { g, s };
    });
    boards ??= boardsFromScores(scores.map(x => x.s));
    for (const { g, s } of scores) matches.push(scoreMatch(grid, g, s, boards, cols));
  }
  if (!Number.isInteger(boards) || (boards as number) < 1) {
    throw rangeError(
      msg`the number of boards must be a whole number of at least 1, found ${String(boards)}`,
    );
  }
  const rounds = Math.max(...rows.map(r => r.round));
  const system = options.system ?? guessSystem(matches, teams.list.length);
  const event = assembleEvent({
    name: titleOf(grid, headerRows),
    teams: teams.list,
    rounds,
    boards: boards as number,
    system,
    matches,
    byes,
    missing: system === 'round-robin' ? 'pairing-bye' : 'zero-bye',
  });
  return {
    event,
    layout: 'match-list',
    sourceRows: teams.list.map(() => -1),
    ...described(
      msg`match list, ${teams.list.length} teams, ${rounds} rounds, ${boards as number} boards${
        boardByBoard ? msg`, board by board` : ''
      }, ${system === 'round-robin' ? msg`round robin` : msg`Swiss`}`,
    ),
  };
}

function teamPlaces(r: Row, cols: Columns): { homeAt: Place; awayAt: Place } {
  return {
    homeAt: { row: r.row, col: cols.home as number },
    awayAt: { row: r.row, col: cols.away as number },
  };
}

function boardRowOf(grid: Grid, r: Row, cols: Columns): BoardRow {
  const col = cols.board as number;
  const board = wholeNumberOf(grid[r.row][col]);
  if (board === null || board < 1) {
    throw cellError(
      r.row,
      col,
      msg`"${cellText(grid[r.row][col])}" is not a board number: expected 1, 2, …`,
    );
  }
  return { row: r.row, board, game: boardGame(grid, r.row, cols) };
}

function boardMatch(
  g: { first: Row; home: number; away: number },
  boardRows: readonly BoardRow[],
  boards: number,
  cols: Columns,
): MatchRecord {
  const col = cols.board as number;
  const at: Place = { row: g.first.row, col: cols.home as number };
  const sides = teamPlaces(g.first, cols);
  const label = msg`round ${g.first.round}, ${g.first.home} – ${g.first.away}`;
  const byBoard = new Map<number, BoardRow>();
  for (const b of boardRows) {
    if (b.board > boards) {
      throw cellError(
        b.row,
        col,
        msg`${label}: board ${b.board}, but a match is played on ${boards} boards`,
      );
    }
    const prev = byBoard.get(b.board);
    if (prev) {
      throw cellError(b.row, col, msg`${label}: board ${b.board} is listed twice (also in {1})`, [
        { row: prev.row, col },
      ]);
    }
    byBoard.set(b.board, b);
  }
  const missing = Array.from({ length: boards }, (_, k) => k + 1).filter(b => !byBoard.has(b));
  if (missing.length > 0) {
    throw cellError(
      g.first.row,
      col,
      msg`${label}: board${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing; every match lists its ${boards} boards (a board left empty keeps its row, with the player cell blank)`,
    );
  }
  const list = Array.from({ length: boards }, (_, k) => (byBoard.get(k + 1) as BoardRow).game);
  if (list.some(x => x === 'pending')) {
    return {
      round: g.first.round,
      home: g.home,
      away: g.away,
      homePoints: 0,
      awayPoints: 0,
      played: false,
      pending: true,
      at,
      ...sides,
    };
  }
  const games = list as BoardGame[];
  const homePoints = games.reduce((s, x) => s + x.points, 0);
  const awayPoints = games.reduce((s, x) => s + x.opponentPoints, 0);
  const played = games.some(x => x.played);
  if (!played && homePoints === awayPoints && homePoints > 0) {
    throw cellError(
      at.row,
      at.col,
      msg`${label}: no game was played and the boards end ${scoreText(homePoints)} : ${scoreText(awayPoints)}; a match decided without play needs a winner`,
    );
  }
  return {
    round: g.first.round,
    home: g.home,
    away: g.away,
    homePoints,
    awayPoints,
    played,
    boards: games,
    at,
    ...sides,
  };
}

type Score = NonNullable<ReturnType<typeof matchScore>>;

function boardsFromScores(scores: readonly Score[]): number {
  const counts = new Map<number, number>();
  for (const s of scores) {
    if (s === 'pending' || s.forfeit !== null) continue;
    counts.set(s.home + s.away, (counts.get(s.home + s.away) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  if (ranked.length === 0) {
    throw rangeError(
      msg`no match score gives the number of boards; give it with the boards option`,
    );
  }
  return ranked[0][0];
}

function scoreMatch(
  grid: Grid,
  g: { first: Row; home: number; away: number },
  s: Score,
  boards: number,
  cols: Columns,
): MatchRecord {
  const at: Place = { row: g.first.row, col: cols.result as number };
  const base = {
    round: g.first.round,
    home: g.home,
    away: g.away,
    at,
    ...teamPlaces(g.first, cols),
  };
  if (s === 'pending')
    return { ...base, homePoints: 0, awayPoints: 0, played: false, pending: true };
  if (s.forfeit !== null) {
    return {
      ...base,
      homePoints: s.forfeit === 'home' ? boards : 0,
      awayPoints: s.forfeit === 'away' ? boards : 0,
      played: false,
    };
  }
  if (s.home + s.away !== boards) {
    throw cellError(
      at.row,
      at.col,
      msg`"${cellText(grid[at.row][at.col])}" adds up to ${scoreText(s.home + s.away)}, but a match is played on ${boards} boards`,
    );
  }
  return { ...base, homePoints: s.home, awayPoints: s.away, played: true };
}
