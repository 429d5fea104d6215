/**
 * The match-list reader: board by board (round, home and away carried down from a match's first
 * board) or one row per match, byes, forfeited matches and boards, and the validations — every
 * match lists each board once, match scores add up to the number of boards, a team plays once a
 * round, the results are results.
 */
import { InputError } from '../../../src/core/errors';
import { isMatchList, readMatchList } from '../../../src/core/readers/matchList';
import { computeTeamTiebreaks, teamTotals } from '../../../src/core/teams';

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

const header = ['Runde', 'Heim', 'Gast', 'Brett', 'Spieler Heim', 'Spieler Gast', 'Ergebnis'];

function boards(
  round: number,
  home: string,
  away: string,
  results: string[],
): (string | number)[][] {
  return results.map((r, b) =>
    b === 0
      ? [round, home, away, 1, `${home} ${b + 1}`, `${away} ${b + 1}`, r]
      : ['', '', '', b + 1, `${home} ${b + 1}`, `${away} ${b + 1}`, r],
  );
}

describe('board by board', () => {
  const grid = [
    ['Kreisliga', '', '', '', '', '', ''],
    header,
    ...boards(1, 'Lions', 'Tigers', ['1-0', '½-½', '0-1', '1:0']),
    ...boards(2, 'Tigers', 'Lions', ['+:-', '0,5-0,5', '1-0 kl.', '½-½']),
  ];
  const read = readMatchList(grid);

  it('is recognised by its header and read with its title', () => {
    expect(isMatchList(grid)).toBe(true);
    expect(read.description).toBe(
      'match list, 2 teams, 2 rounds, 4 boards, board by board, round robin',
    );
    expect(read.event.name).toBe('Kreisliga');
    expect(read.event.teams.map(t => t.name)).toEqual(['Lions', 'Tigers']);
  });

  it('counts forfeited boards (+:-, 1-0 kl.) as wins and losses on their board', () => {
    // R1 Lions 2½ : 1½; R2 Tigers 1 + ½ + 1 + ½ = 3 : 1.
    expect(teamTotals(read.event)).toEqual({ matchPoints: [2, 2], gamePoints: [3.5, 4.5] });
    const r2 = read.event.teams[1].rounds[1];
    expect(r2.kind === 'match' && r2.boards?.map(b => b.played)).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('one row per match', () => {
  const grid = [
    ['Round', 'Home', 'Away', 'Result'],
    [1, 'A', 'B', '5½:2½'],
    [1, 'C', 'D', '4-4'],
    [2, 'A', 'C', '+:-'],
    [2, 'B', 'D', ''],
  ];
  const read = readMatchList(grid);

  it('reads match scores, forfeited matches and matches still to play', () => {
    expect(read.event.boards).toBe(8);
    expect(teamTotals(read.event)).toEqual({
      matchPoints: [4, 0, 1, 1],
      gamePoints: [13.5, 2.5, 4, 4],
    });
    expect(read.event.teams[1].rounds[1]).toEqual({ kind: 'pending', opponent: 3 });
  });

  it('needs board results for the board tie-breaks', () => {
    expect(() => computeTeamTiebreaks(read.event, ['BC'])).toThrow(
      /needs the result of every board, but round 1 of A was entered as a match score only/,
    );
  });

  it('checks that a score adds up to the number of boards', () => {
    const bad = grid.map(r => [...r]);
    bad[2][3] = '4:3½';
    const e = errorOf(() => readMatchList(bad));
    expect(e.message).toBe(
      'row 3, column 4 of the range: "4:3½" adds up to 7½, but a match is played on 8 boards',
    );
  });

  it('says what a match score looks like', () => {
    const bad = grid.map(r => [...r]);
    bad[1][3] = 'gewonnen';
    expect(() => readMatchList(bad)).toThrow(
      /"gewonnen" is not a match score: expected the board points of both teams/,
    );
  });
});

describe('board count validation', () => {
  it('names the match with a missing board', () => {
    const grid = [
      header,
      ...boards(1, 'A', 'B', ['1-0', '0-1', '½-½', '1-0']),
      ...boards(2, 'A', 'B', ['1-0', '0-1', '½-½']),
    ];
    const e = errorOf(() => readMatchList(grid));
    expect(e.location).toEqual({ kind: 'cell', row: 5, col: 3 });
    expect(e.message).toMatch(/round 2, A – B: board 4 missing; every match lists its 4 boards/);
  });

  it('names both rows of a board listed twice', () => {
    const grid = [header, ...boards(1, 'A', 'B', ['1-0', '0-1', '½-½', '1-0'])];
    grid[3][3] = 2;
    const e = errorOf(() => readMatchList(grid));
    expect(e.location).toEqual({ kind: 'cell', row: 3, col: 3 });
    expect(e.related).toEqual([{ row: 2, col: 3 }]);
    expect(e.message).toMatch(/board 2 is listed twice \(also in row 3, column 4\)/);
  });

  it('refuses a board beyond the number of boards given', () => {
    const grid = [header, ...boards(1, 'A', 'B', ['1-0', '0-1', '½-½', '1-0', '1-0'])];
    expect(() => readMatchList(grid, { boards: 4 })).toThrow(
      /board 5, but a match is played on 4 boards/,
    );
  });
});

describe('other errors', () => {
  it('a team with two matches in a round names both places', () => {
    const grid = [
      ['Round', 'Home', 'Away', 'Result'],
      [1, 'A', 'B', '2:2'],
      [1, 'C', 'A', '3:1'],
    ];
    const e = errorOf(() => readMatchList(grid));
    expect(e.message).toBe(
      'row 3, column 3 of the range: A has a second match or bye in round 1 (the first is in row 2, column 2)',
    );
  });

  it('a result that is none', () => {
    const grid = [header, ...boards(1, 'A', 'B', ['1-0', '2-0', '½-½', '1-0'])];
    expect(() => readMatchList(grid)).toThrow(
      /row 3, column 7 of the range: "2-0" is not a result: expected 1-0/,
    );
  });

  it('a round that is no number', () => {
    const grid = [
      ['Round', 'Home', 'Away', 'Result'],
      ['eins', 'A', 'B', '2:2'],
    ];
    expect(() => readMatchList(grid)).toThrow(/"eins" is not a round number/);
  });

  it('a header without the needed columns', () => {
    expect(() =>
      readMatchList([
        ['Round', 'Home', 'Result'],
        [1, 'A', '2:2'],
      ]),
    ).toThrow(/needs a header with the columns Round, Home, Away and Result.*missing: away/);
  });

  it('a forfeited match without a winner', () => {
    const grid = [header, ...boards(1, 'A', 'B', ['+:-', '-:+', '+:-', '-:+'])];
    expect(() => readMatchList(grid)).toThrow(/no game was played and the boards end 2 : 2/);
  });
});
