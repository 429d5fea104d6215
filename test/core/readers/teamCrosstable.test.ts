/**
 * The team crosstable reader: cell spellings, second legs, forfeits, matches still to play, odd
 * fields, and the validations — mirror cells that do not add up to the number of boards (the
 * error names both cells), declared board and match points that disagree with the cells.
 */
import { InputError } from '../../../src/core/errors';
import { readTeamCrosstable } from '../../../src/core/readers/teamCrosstable';
import { computeTeamTiebreaks, rankTeams, teamTotals } from '../../../src/core/teams';

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

// Four teams on eight boards, as a German league prints it.
const league = [
  ['Bezirksliga 2025/26', '', '', '', '', '', '', ''],
  ['Rg.', 'Mannschaft', '1', '2', '3', '4', 'BP', 'MP'],
  [1, 'SC Nord', '**', '5½', '4', '6,5', '16', '5'],
  [2, 'SK Süd', '2½', '**', '4.5', 5, '12', '4'],
  [3, 'TV Ost', '4', '3½', 'x', '3:5', '10½', '1'],
  [4, 'SV West', '1½', 3, '5:3', '', '9,5', '2'],
];

describe('a single round robin', () => {
  const read = readTeamCrosstable(league);
  const { event } = read;

  it('reads teams, boards, title and spellings (5½, 6,5, 4.5, 3:5, numbers)', () => {
    expect(read.description).toBe('team crosstable, 4 teams, 8 boards, single round robin');
    expect(event.name).toBe('Bezirksliga 2025/26');
    expect(event.teams.map(t => t.name)).toEqual(['SC Nord', 'SK Süd', 'TV Ost', 'SV West']);
    expect(read.sourceRows).toEqual([2, 3, 4, 5]);
    expect(teamTotals(event)).toEqual({
      matchPoints: [5, 4, 1, 2],
      gamePoints: [16, 12, 10.5, 9.5],
    });
  });

  it('places the matches by the Berger table: one match per team and round', () => {
    expect(event.rounds).toBe(3);
    for (const t of event.teams) expect(t.rounds.every(r => r.kind === 'match')).toBe(true);
  });

  it('ranks by match points, then board points', () => {
    const s = rankTeams(event, ['bundesliga']);
    expect(s.rows.map(r => event.teams[r.index].name)).toEqual([
      'SC Nord',
      'SK Süd',
      'SV West',
      'TV Ost',
    ]);
  });
});

describe('second legs', () => {
  it('as a second cell per opponent (headers 1 1 2 2 3 3)', () => {
    const grid = [
      ['Nr', 'Team', '1', '1', '2', '2', '3', '3'],
      [1, 'A', '*', '*', '3', '2½', '4', '1'],
      [2, 'B', '1', '1½', '*', '*', '2', '2'],
      [3, 'C', '0', '3', '2', '2', '*', '*'],
    ];
    const { event, description } = readTeamCrosstable(grid);
    expect(description).toBe('team crosstable, 3 teams, 4 boards, double round robin');
    // Three teams: three rounds per cycle, each team has one free round per cycle.
    expect(event.rounds).toBe(6);
    // Leg 1: A–B 3:1, A–C 4:0, B–C 2:2; leg 2: A–B 2½:1½, A–C 1:3, B–C 2:2.
    expect(teamTotals(event)).toEqual({ matchPoints: [6, 2, 4], gamePoints: [10.5, 6.5, 7] });
    expect(event.teams[0].rounds.filter(r => r.kind === 'pairing-bye')).toHaveLength(2);
  });

  it('as a second table beside the first (headers 1 2 3 1 2 3)', () => {
    const grid = [
      ['Nr', 'Team', '1', '2', '3', '1', '2', '3'],
      [1, 'A', '*', '3', '4', '*', '2½', '1'],
      [2, 'B', '1', '*', '2', '1½', '*', '2'],
      [3, 'C', '0', '2', '*', '3', '2', '*'],
    ];
    expect(teamTotals(readTeamCrosstable(grid).event)).toEqual({
      matchPoints: [6, 2, 4],
      gamePoints: [10.5, 6.5, 7],
    });
  });
});

describe('an odd field', () => {
  it('gives every team a free round that scores nothing and is no element of BH/SB (Art. 15.2)', () => {
    const grid = [
      ['Mannschaft', '1', '2', '3'],
      ['A', '**', '3', '2'],
      ['B', '1', '**', '2½'],
      ['C', '2', '1½', '**'],
    ];
    const { event } = readTeamCrosstable(grid);
    const [mp, bh, sb] = computeTeamTiebreaks(event, ['MPTS', 'BH:MP', 'SB:MP']);
    expect(mp.values).toEqual([3, 2, 1]);
    // A met B (2 MP) and C (1 MP): BH 3; won against B (2 × 2), drew with C (1 × 1): SB 5.
    expect(bh.values).toEqual([3, 4, 5]);
    expect(sb.values).toEqual([5, 2, 3]);
  });
});

describe('forfeits and matches still to play', () => {
  const grid = [
    ['Nr', 'Team', '1', '2', '3', '4'],
    [1, 'A', '**', '+', '2', ''],
    [2, 'B', '-', '**', '1½', '3'],
    [3, 'C', '2', '2½', '**', '-:-'],
    [4, 'D', '', '1', '--', '**'],
  ];
  const { event } = readTeamCrosstable(grid);

  it('+ / - is a match won or lost without play, on every board', () => {
    const a = event.teams[0].rounds.find(r => r.kind === 'match' && r.opponent === 1);
    expect(a).toMatchObject({ played: false, gamePoints: 4, opponentGamePoints: 0 });
  });

  it('-:- is a match neither team came to; a blank pair a match still to play', () => {
    const c = event.teams[2].rounds.find(r => r.kind === 'match' && r.opponent === 3);
    expect(c).toMatchObject({ played: false, gamePoints: 0, opponentGamePoints: 0 });
    expect(event.teams[0].rounds.some(r => r.kind === 'pending')).toBe(true);
    expect(teamTotals(event).matchPoints).toEqual([3, 2, 3, 0]);
  });
});

describe('validation', () => {
  it('names both cells when a match does not add up to the number of boards', () => {
    const grid = league.map(r => [...r]);
    grid[3][4] = '5'; // SK Süd 5 against TV Ost, whose cell says 3½
    const e = errorOf(() => readTeamCrosstable(grid));
    expect(e.location).toEqual({ kind: 'cell', row: 3, col: 4 });
    expect(e.related).toEqual([{ row: 4, col: 3 }]);
    expect(e.message).toBe(
      'row 4, column 5 of the range: "5" and "3½" in row 5, column 4 add up to 8½, but a match is played on 8 boards: the two cells of a match must add up to the number of boards',
    );
    expect(e.at({ row: 1, col: 1 }).message).toMatch(/^E4: "5" and "3½" in D5 add up to 8½/);
  });

  it('checks the board count given by option', () => {
    const e = errorOf(() => readTeamCrosstable(league, { boards: 6 }));
    expect(e.message).toMatch(/add up to 8, but a match is played on 6 boards/);
    expect(e.related).toHaveLength(1);
  });

  it('takes the number of boards most matches add up to, and names a match that does not', () => {
    const grid = [
      ['Team', '1', '2', '3', '4'],
      ['A', '*', '2', '3', '1'],
      ['B', '2', '*', '1', '3'],
      ['C', '3', '5', '*', '4'],
      ['D', '5', '3', '2', '*'],
    ];
    const e = errorOf(() => readTeamCrosstable(grid));
    expect(e.message).toBe(
      'row 2, column 3 of the range: "2" and "2" in row 3, column 2 add up to 4, but a match is played on 6 boards: the two cells of a match must add up to the number of boards',
    );
  });

  it('refuses a crosstable whose matches disagree on the number of boards', () => {
    const grid = [
      ['Team', '1', '2', '3'],
      ['A', '*', '2', '3'],
      ['B', '2', '*', '4'],
      ['C', '3', '4', '*'],
    ];
    const e = errorOf(() => readTeamCrosstable(grid));
    expect(e.message).toMatch(
      /add up to \d+, but as many other matches add up to \d+: the number of boards is unclear/,
    );
    expect(e.related).toHaveLength(1);
  });

  it('names the empty cell whose mirror holds a result', () => {
    const grid = league.map(r => [...r]);
    grid[2][5] = '';
    const e = errorOf(() => readTeamCrosstable(grid));
    expect(e.location).toEqual({ kind: 'cell', row: 2, col: 5 });
    expect(e.related).toEqual([{ row: 5, col: 2 }]);
    expect(e.message).toMatch(
      /the result is missing here, but its mirror cell row 6, column 3 says "1½"/,
    );
  });

  it('needs a lost forfeit opposite a won one', () => {
    const grid = league.map(r => [...r]);
    grid[2][3] = '+';
    expect(() => readTeamCrosstable(grid)).toThrow(
      /a match won by forfeit \(\+\) needs a lost one \(-\)/,
    );
  });

  it('checks the declared board points and match points', () => {
    const bp = league.map(r => [...r]);
    bp[3][6] = '12½';
    expect(() => readTeamCrosstable(bp)).toThrow(
      /row 4, column 7 of the range: says 12½ board points, but the team's results add up to 12/,
    );
    const mp = league.map(r => [...r]);
    mp[4][7] = '2';
    expect(() => readTeamCrosstable(mp)).toThrow(
      /says 2 match points, but the team's results add up to 1/,
    );
    const plusMinus = league.map(r => [...r]);
    plusMinus[2][7] = '5:1';
    expect(readTeamCrosstable(plusMinus).event.teams).toHaveLength(4);
  });

  it('names a cell that is no score, and a date', () => {
    const grid = league.map(r => [...r]);
    grid[4][2] = 'vier';
    expect(() => readTeamCrosstable(grid)).toThrow(
      /row 5, column 3 of the range: "vier" is not one of/,
    );
    const dated = league.map(r => [...r]) as unknown[][];
    dated[4][2] = new Date(Date.UTC(2025, 3, 4));
    expect(() => readTeamCrosstable(dated as never)).toThrow(/is a date, not board points/);
  });

  it('says what it expects when no block is found', () => {
    expect(() =>
      readTeamCrosstable([
        ['Team', 'Punkte'],
        ['A', 'viel'],
        ['B', 'wenig'],
      ]),
    ).toThrow(/could not find the results of 2 teams/);
  });
});
