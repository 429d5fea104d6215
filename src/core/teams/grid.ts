/**
 * Team events from a sheet range, for the custom functions and the sidebar: recognise a team
 * crosstable or a match list, and the pure functions the spreadsheet surface calls
 * (=BERLINER, =MATCH_POINTS, =BOARD_POINTS, =OLYMPIAD_SB, =TEAM_STANDINGS).
 */
import { InputError, cellError, described, descriptionOf, rangeError, msg } from '../errors';
import type { Cell, Grid } from '../readers/cells';
import { readGrid } from '../readers/readGrid';
import type { ReadOptions, ReadResult } from '../readers/types';
import { cellText, isBlank, parseScoreValue } from '../readers/cells';
import { checkGrid } from '../readers/columns';
import { isMatchList, readMatchList } from '../readers/matchList';
import { parsePairResult } from '../readers/resultTokens';
import { readTeamCrosstable, TeamMatchError } from '../readers/teamCrosstable';
import { looksLikeTrfColumn, readTrfColumn } from '../readers/trfColumn';
import { teamEventFromTournament } from './fromTournament';
import type { BoardPair } from './berliner';
import { berlinerForMatch } from './berliner';
import { computeTeamTiebreaks } from './compute';
import type { TeamOptions } from './context';
import type { TeamSheetOptions } from './sheet';
import type { TeamStandings } from './standings';
import { rankTeams } from './standings';
import type { TeamReadResult } from './types';

export type TeamGridOptions = TeamSheetOptions & TeamOptions;

/**
 * A team crosstable or a match list, recognised by its header (Home/Away/Result: match list), or
 * a TRF with team records pasted into the first column.
 */
export function readTeamGrid(grid: Grid, options: TeamGridOptions = {}): TeamReadResult {
  checkGrid(grid);
  if (looksLikeTrfColumn(grid)) return teamsFromTrfColumn(grid, options);
  return isMatchList(grid) ? readMatchList(grid, options) : readTeamCrosstable(grid, options);
}

function teamsFromTrfColumn(grid: Grid, options: TeamGridOptions): TeamReadResult {
  const trf = readTrfColumn(grid, options.system ? { system: options.system } : {});
  const event = teamEventFromTournament(trf.tournament);
  return {
    event,
    layout: 'trf',
    // A team has no row of its own in a TRF: its players' 001 records are spread over the file.
    sourceRows: event.teams.map(() => -1),
    ...described(msg`${descriptionOf(trf)}; ${event.boards} boards`),
    tournament: trf.tournament,
  };
}

/**
 * Which team layout a range holds, for the sidebar: a match list (its header names home, away
 * and the result), a team crosstable (a block of board points with more than one board per
 * match), a pasted TRF with team records, or null when the range is no team table (an
 * individual crosstable has one board).
 */
export function detectTeamLayout(grid: Grid): 'match-list' | 'team-crosstable' | 'trf' | null {
  checkGrid(grid);
  if (looksLikeTrfColumn(grid)) {
    return grid.some(row => typeof row[0] === 'string' && /^(013|310) /.test(row[0]))
      ? 'trf'
      : null;
  }
  if (isMatchList(grid)) return 'match-list';
  try {
    return readTeamCrosstable(grid).event.boards > 1 ? 'team-crosstable' : null;
  } catch (e) {
    if (e instanceof InputError) return null;
    throw e;
  }
}

/**
 * An individual event from a range (readGrid). When no individual reader accepts the range but
 * it is clearly a team crosstable with a mistake in it — its cells read as board points, most
 * matches add up to the same number of boards, and that number is 3 or more (an individual
 * crosstable's mirror cells add up to 1 or 2 at 1/½/0) — the team reader's error is raised
 * instead, so the organiser is told which two cells disagree rather than that "2½" is no result.
 */
export function readIndividualGrid(grid: Grid, options: ReadOptions = {}): ReadResult {
  try {
    return readGrid(grid, options);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    try {
      readTeamCrosstable(grid);
    } catch (team) {
      if (team instanceof TeamMatchError && team.boards >= 3) throw team;
    }
    throw e;
  }
}

/**
 * Standings of the team event in a range, with the event they were computed from. `byDefault`:
 * nobody asked for these codes (see rankTeams: what the range cannot give is left out).
 */
export function teamStandingsFromGrid(
  grid: Grid,
  codes: readonly string[],
  options: TeamGridOptions = {},
  byDefault = false,
): { read: TeamReadResult; standings: TeamStandings } {
  const read = readTeamGrid(grid, options);
  return { read, standings: rankTeams(read.event, codes, options, byDefault) };
}

/** One code's value for every team of the range, in the order the teams appear. */
export function teamTiebreakFromGrid(
  grid: Grid,
  code: string,
  options: TeamGridOptions = {},
): { read: TeamReadResult; values: (number | null)[] } {
  const read = readTeamGrid(grid, options);
  return { read, values: computeTeamTiebreaks(read.event, [code], options)[0].values };
}

function boardPair(c: Cell, row: number, col: number): BoardPair {
  const text = cellText(c).toLowerCase();
  const r = parsePairResult(text);
  if (r?.kind === 'played') {
    const pts = { win: 1, draw: 0.5, loss: 0 } as const;
    return [pts[r.white], pts[r.black]];
  }
  if (r?.kind === 'forfeit') return r.winner === 'w' ? [1, 0] : [0, 1];
  if (r?.kind === 'double-forfeit') return [0, 0];
  throw cellError(
    row,
    col,
    msg`"${cellText(c)}" is not a board result: expected 1-0, ½-½, 0-1, +:- …`,
  );
}

function sidePoints(c: Cell, row: number, col: number): number {
  // A forfeit written as + or - is a point or nothing for this side.
  const sign = typeof c === 'string' ? cellText(c) : '';
  const v = sign === '+' ? 1 : sign === '-' ? 0 : parseScoreValue(c);
  if (v === null || v < 0 || v > 1 || !Number.isInteger(v * 2)) {
    throw cellError(
      row,
      col,
      msg`"${cellText(c)}" is not one side's game result: expected 1, ½ or 0`,
    );
  }
  return v;
}

/**
 * =BERLINER(range). A single match (a column of board results such as `½-½`, or two columns
 * with the home and away points of each board, board 1 first) gives the pair of Berliner
 * scores; a match list gives one value per team, in the order the teams appear.
 */
export function berlinerFromGrid(
  grid: Grid,
  options: TeamGridOptions = {},
):
  | { kind: 'match'; home: number; away: number }
  | { kind: 'teams'; teams: { name: string; value: number }[] } {
  checkGrid(grid);
  if (isMatchList(grid)) {
    const { read, values } = teamTiebreakFromGrid(grid, 'BW', options);
    return {
      kind: 'teams',
      teams: read.event.teams.map((t, i) => ({ name: t.name, value: values[i] as number })),
    };
  }
  const width = grid[0].length;
  const rows = grid.map((row, r) => ({ row, r })).filter(x => !x.row.every(isBlank));
  if (width === 1) {
    return pairOf(berlinerForMatch(rows.map(x => boardPair(x.row[0], x.r, 0))));
  }
  if (width === 2) {
    return pairOf(
      berlinerForMatch(
        rows.map(x => [sidePoints(x.row[0], x.r, 0), sidePoints(x.row[1], x.r, 1)] as const),
      ),
    );
  }
  throw rangeError(
    msg`BERLINER expects one match (a column of board results, or two columns with the home and away points of each board) or a match list with Round, Home, Away, Board and Result columns`,
  );
}

function pairOf([home, away]: [number, number]): { kind: 'match'; home: number; away: number } {
  return { kind: 'match', home, away };
}
