/**
 * B-TV2 of club-systems.md: 4 teams × 4 boards, single round robin, every value of the spec's
 * table (verified there with the FIDE reference calculator) and the ranking consequences it was
 * built for: German order T2, T1, T4, T3; Olympiad order T2, T4, T1, T3; FIDE MPTS GPTS BC agrees
 * with the German order. Read three ways: the spec's TRF, the same event as a team crosstable
 * and as a board-by-board match list.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { readTrf } from '../../../src/core/readers/trf';
import {
  computeTeamTiebreaks,
  rankTeams,
  readTeamGrid,
  teamEventFromTournament,
} from '../../../src/core/teams';
import type { TeamEvent } from '../../../src/core/teams';
import { BTV2_MATCHES, BTV2_RESULT } from '../../support/btv2';

const trfEvent = teamEventFromTournament(
  readTrf(readFileSync(join(__dirname, '../../fixtures/spec/btv2-teams4.trf'), 'latin1'))
    .tournament,
);

/** The spec's table, teams T1–T4. */
const EXPECTED: Readonly<Record<string, readonly number[]>> = {
  MPTS: [3, 4, 2, 3],
  GPTS: [6.0, 6.5, 5.5, 6.0],
  BW: [15.5, 17.5, 13.5, 13.5],
  BC: [14.5, 15.0, 14.0, 16.5],
  'BH:MP': [9, 8, 10, 9],
  'BH:MP/C1': [7, 6, 7, 7],
  'BH:GP': [18.0, 17.5, 18.5, 18.0],
  EMGSB: [17.5, 17.0, 18.0, 18.5],
  'EMGSB/C1': [12.5, 12.0, 13.5, 15.5],
  'SB:MP': [8, 10, 6, 10],
  EMMSB: [8, 10, 6, 10],
  EGMSB: [17.5, 23.0, 12.0, 18.5],
  EGGSB: [35.75, 37.75, 33.75, 36.25],
};

function matchListGrid(): (string | number)[][] {
  const grid: (string | number)[][] = [
    ['Runde', 'Heim', 'Gast', 'Brett', 'Heimspieler', 'Gastspieler', 'Ergebnis'],
  ];
  for (const [round, home, away, boards] of BTV2_MATCHES) {
    [...boards].forEach((r, b) =>
      grid.push(
        b === 0
          ? [round, home, away, 1, `${home}B1`, `${away}B1`, BTV2_RESULT[r]]
          : ['', '', '', b + 1, `${home}B${b + 1}`, `${away}B${b + 1}`, BTV2_RESULT[r]],
      ),
    );
  }
  return grid;
}

const crosstableGrid: (string | number)[][] = [
  ['Nr', 'Mannschaft', '1', '2', '3', '4', 'BP', 'MP'],
  [1, 'T1', '**', '2', '2½', '1,5', '6', '3'],
  [2, 'T2', '2', '**', '2.5', '2', '6½', '4'],
  [3, 'T3', '1½', '1½', 'xx', '2,5', '5,5', '2'],
  [4, 'T4', '2½', 2, '1.5', '**', 6, 3],
];

function valuesOf(event: TeamEvent, codes: readonly string[]): Record<string, (number | null)[]> {
  const cols = computeTeamTiebreaks(event, codes);
  return Object.fromEntries(cols.map(c => [c.code, c.values]));
}

function order(event: TeamEvent, codes: readonly string[]): string[] {
  return rankTeams(event, codes).rows.map(r => event.teams[r.index].name);
}

describe('B-TV2 from the spec TRF', () => {
  it('reads 4 teams on 4 boards, a round robin of 3 rounds', () => {
    expect(trfEvent.teams.map(t => t.name)).toEqual([
      'Team One',
      'Team Two',
      'Team Three',
      'Team Four',
    ]);
    expect(trfEvent.boards).toBe(4);
    expect(trfEvent.rounds).toBe(3);
    expect(trfEvent.system).toBe('round-robin');
  });

  it.each(Object.keys(EXPECTED))('%s', code => {
    expect(valuesOf(trfEvent, [code])[code]).toEqual(EXPECTED[code]);
  });

  it('German order MP → BP → BW: T2, T1, T4, T3', () => {
    expect(order(trfEvent, ['GPTS', 'BW'])).toEqual([
      'Team Two',
      'Team One',
      'Team Four',
      'Team Three',
    ]);
    expect(order(trfEvent, ['german-league'])).toEqual([
      'Team Two',
      'Team One',
      'Team Four',
      'Team Three',
    ]);
  });

  it('Olympiad order MP → OSB without the lowest: T2, T4, T1, T3 (T4 15.5 > T1 12.5)', () => {
    expect(order(trfEvent, ['OSB'])).toEqual(['Team Two', 'Team Four', 'Team One', 'Team Three']);
    expect(order(trfEvent, ['olympiad-2016'])).toEqual([
      'Team Two',
      'Team Four',
      'Team One',
      'Team Three',
    ]);
    expect(order(trfEvent, ['olympiad-2008'])).toEqual([
      'Team Two',
      'Team Four',
      'Team One',
      'Team Three',
    ]);
    // Without byes or forfeits, OSB is EMGSB Cut-1 (T1: 2×4 + 2.5×2 + 1.5×3 = 17.5, minus T3's 5).
    expect(valuesOf(trfEvent, ['OSB']).OSB).toEqual(EXPECTED['EMGSB/C1']);
  });

  it('FIDE MPTS GPTS BC agrees with the German order (BC 14.5 < 16.5)', () => {
    expect(order(trfEvent, ['MPTS', 'GPTS', 'BC'])).toEqual([
      'Team Two',
      'Team One',
      'Team Four',
      'Team Three',
    ]);
  });
});

describe('B-TV2 as a board-by-board match list', () => {
  const read = readTeamGrid(matchListGrid());
  it('is recognised and read as a round robin', () => {
    expect(read.layout).toBe('match-list');
    expect(read.event.system).toBe('round-robin');
    expect(read.event.boards).toBe(4);
    expect(read.event.teams.map(t => t.name)).toEqual(['T1', 'T2', 'T3', 'T4']);
  });

  it.each(Object.keys(EXPECTED))('%s', code => {
    expect(valuesOf(read.event, [code])[code]).toEqual(EXPECTED[code]);
  });

  it('gives the German and the Olympiad orders', () => {
    expect(order(read.event, ['german-league'])).toEqual(['T2', 'T1', 'T4', 'T3']);
    expect(order(read.event, ['olympiad-2016'])).toEqual(['T2', 'T4', 'T1', 'T3']);
  });
});

describe('B-TV2 as a team crosstable', () => {
  const read = readTeamGrid(crosstableGrid);
  const matchCodes = Object.keys(EXPECTED).filter(c => c !== 'BW' && c !== 'BC');

  it('is recognised, with 4 boards from the mirror cells', () => {
    expect(read.layout).toBe('team-crosstable');
    expect(read.event.boards).toBe(4);
    expect(read.description).toBe('team crosstable, 4 teams, 4 boards, single round robin');
  });

  it.each(matchCodes)('%s', code => {
    expect(valuesOf(read.event, [code])[code]).toEqual(EXPECTED[code]);
  });

  it('gives the Olympiad order; board tie-breaks ask for board results', () => {
    expect(order(read.event, ['olympiad-2016'])).toEqual(['T2', 'T4', 'T1', 'T3']);
    expect(() => computeTeamTiebreaks(read.event, ['BW'])).toThrow(
      /Berliner Wertung needs the result of every board.*match list/,
    );
  });
});
