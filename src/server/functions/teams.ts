import {
  berlinerFromGrid,
  detectTeamLayout,
  explainTeamTiebreak,
  findTeamPreset,
  readTeamGrid,
  teamStandingsFromGrid,
  teamTiebreakFromGrid,
} from '../../core/teams';
import type { TeamGridOptions, TeamReadResult } from '../../core/teams';
import { render, splitTiebreakList } from '../../core';
import type { Grid } from '../../core';
import { asGrid, guarded } from './call';
import type { Table } from './tables';
import { explanationTable, playerIndexIn } from './tables';
import { langOfOptions, parseCallOptions } from './options';
import { standingsTable, teamTable } from '../writing/standingsLayout';

/** The default list: the German league order (LTO § 7 (5)) up to, not including, its lot. */
const DEFAULT_TEAM_LIST: readonly string[] = (findTeamPreset('german-league')?.codes ?? []).filter(
  c => c !== 'LOT',
);

function teamOptions(options: unknown): TeamGridOptions {
  const o = parseCallOptions(options);
  return { ...o.tiebreak, ...o.team };
}

function cell(v: number | null): number | string {
  return v === null ? '' : v;
}

/**
 * Values of a team code laid out for the sheet: one per input row for a team crosstable (blank
 * on header rows), a Team | value table for a match list, whose teams have no row of their own.
 */
function teamColumn(
  range: unknown,
  read: TeamReadResult,
  code: string,
  values: (number | null)[],
): Table {
  if (read.layout !== 'team-crosstable' || read.sourceRows.some(r => r < 0)) {
    return [['Team', code], ...read.event.teams.map((t, i) => [t.name, cell(values[i])])];
  }
  const height = (range as unknown[]).length;
  const out: Table = Array.from({ length: height }, () => ['']);
  read.sourceRows.forEach((row, i) => {
    if (row >= 0 && row < height) out[row] = [cell(values[i])];
  });
  return out;
}

/** One team code for every team of a team crosstable or match list. */
export function teamTiebreakColumn(
  fn: string,
  range: unknown,
  code: string,
  options: unknown,
): Table {
  return guarded(
    fn,
    () => {
      const { read, values } = teamTiebreakFromGrid(asGrid(range, fn), code, teamOptions(options));
      return teamColumn(range, read, code, values);
    },
    langOfOptions(options),
  );
}

/** True when the range holds a team event rather than an individual one. */
export function isTeamRange(grid: Grid): boolean {
  return detectTeamLayout(grid) !== null;
}

export function BERLINER(range: unknown, options?: unknown): Table {
  return guarded(
    'BERLINER',
    () => {
      const r = berlinerFromGrid(asGrid(range, 'BERLINER'), teamOptions(options));
      if (r.kind === 'match') return [[r.home, r.away]];
      return [['Team', 'BW'], ...r.teams.map(t => [t.name, t.value])];
    },
    langOfOptions(options),
  );
}

export function MATCH_POINTS(range: unknown, options?: unknown): Table {
  return teamTiebreakColumn('MATCH_POINTS', range, 'MPTS', options);
}

export function BOARD_POINTS(range: unknown, options?: unknown): Table {
  return teamTiebreakColumn('BOARD_POINTS', range, 'GPTS', options);
}

export function OLYMPIAD_SB(range: unknown, options?: unknown): Table {
  return teamTiebreakColumn('OLYMPIAD_SB', range, 'OSB', options);
}

/**
 * Team standings with a header row, the columns of a snapshot sheet: Place, No., Team, MP, BP,
 * one column per code (GPTS and MPTS are the BP and MP columns), Separated by. Without a list,
 * the German league order without its lot: a random order only when asked for.
 */
export function TEAM_STANDINGS(range: unknown, tiebreaks?: unknown, options?: unknown): Table {
  return guarded(
    'TEAM_STANDINGS',
    () => {
      const byDefault = tiebreaks === undefined || tiebreaks === null || tiebreaks === '';
      const list = byDefault
        ? DEFAULT_TEAM_LIST
        : Array.isArray(tiebreaks)
          ? splitTiebreakList(tiebreaks.flat().map(String))
          : findTeamPreset(String(tiebreaks).trim())
            ? [String(tiebreaks).trim()]
            : splitTiebreakList(String(tiebreaks));
      const lang = parseCallOptions(options).lang;
      const { read, standings } = teamStandingsFromGrid(
        asGrid(range, 'TEAM_STANDINGS'),
        list,
        teamOptions(options),
        byDefault,
      );
      const table = teamTable(read.event, standings, lang);
      const { header, rows } = standingsTable(table, lang, text => text);
      // A default code the range cannot give: a row below the table says which and why.
      const notes = standings.leftOut.map(l => [
        render(l.said, lang),
        ...new Array<string>(header.length - 1).fill(''),
      ]);
      return [header, ...rows, ...notes];
    },
    langOfOptions(options),
  );
}

/** TIEBREAK_EXPLAIN for a team code: the explanation of one team's value. */
export function teamExplanation(
  range: unknown,
  team: unknown,
  code: string,
  options: unknown,
): Table {
  const grid = asGrid(range, 'TIEBREAK_EXPLAIN');
  const o = teamOptions(options);
  const read = readTeamGrid(grid, o);
  const i = playerIndexIn(
    read.event.teams.map(t => ({ startNo: t.no, name: t.name })),
    team,
  );
  return explanationTable(
    explainTeamTiebreak(read.event, i, code, o),
    false,
    langOfOptions(options),
  );
}
