/**
 * Berliner Wertung: the seed's example (club-systems.md B-TV1, the Wikipedia/Feinwertung example
 * on every German club page: M1 – M2 ½-½, 1-0, 0-1, ½-½ → 2 : 2 in board points, 5.5 : 4.5 in
 * Berliner Wertung, board counts 4.5 and 5.5), its identities, and =BERLINER's range forms.
 */
import fc from 'fast-check';
import {
  berlinerForMatch,
  berlinerFromGrid,
  berlinerOfBoards,
  computeTeamTiebreaks,
  detectTeamLayout,
  readTeamGrid,
} from '../../../src/core/teams';
import type { BoardPair } from '../../../src/core/teams';
import { InputError } from '../../../src/core/errors';

const SEED: BoardPair[] = [
  [0.5, 0.5],
  [1, 0],
  [0, 1],
  [0.5, 0.5],
];

describe('the seed example (B-TV1)', () => {
  it('gives 5.5 : 4.5', () => {
    expect(berlinerForMatch(SEED)).toEqual([5.5, 4.5]);
  });

  it('as a column of board results', () => {
    expect(berlinerFromGrid([['½-½'], ['1-0'], ['0-1'], ['½:½']])).toEqual({
      kind: 'match',
      home: 5.5,
      away: 4.5,
    });
  });

  it('as two columns home / away, in any spelling', () => {
    expect(
      berlinerFromGrid([
        ['½', '½'],
        [1, 0],
        ['0', '1'],
        ['0,5', 0.5],
      ]),
    ).toEqual({ kind: 'match', home: 5.5, away: 4.5 });
  });

  it('as a match list: one value per team', () => {
    const grid = [
      ['Round', 'Home', 'Away', 'Board', 'Home player', 'Away player', 'Result'],
      [1, 'M1', 'M2', 1, 'a', 'b', '½-½'],
      ['', '', '', 2, 'c', 'd', '1-0'],
      ['', '', '', 3, 'e', 'f', '0-1'],
      ['', '', '', 4, 'g', 'h', '½-½'],
    ];
    expect(berlinerFromGrid(grid)).toEqual({
      kind: 'teams',
      teams: [
        { name: 'M1', value: 5.5 },
        { name: 'M2', value: 4.5 },
      ],
    });
    const event = readTeamGrid(grid).event;
    const [mp, gp, bc] = computeTeamTiebreaks(event, ['MPTS', 'GPTS', 'BC']);
    expect(mp.values).toEqual([1, 1]);
    expect(gp.values).toEqual([2, 2]);
    expect(bc.values).toEqual([4.5, 5.5]);
  });
});

describe('identities', () => {
  const board = fc.constantFrom<BoardPair>([1, 0], [0.5, 0.5], [0, 1], [0, 0], [1, 0], [0, 1]);

  it('both sides add up to n(n+1)/2 when every board is decided or drawn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<BoardPair>([1, 0], [0.5, 0.5], [0, 1]), {
          minLength: 1,
          maxLength: 12,
        }),
        boards => {
          const [h, a] = berlinerForMatch(boards);
          const n = boards.length;
          expect(h + a).toBeCloseTo((n * (n + 1)) / 2, 9);
        },
      ),
    );
  });

  it('BW = (n + 1) · BP − BC (club-systems.md B.1)', () => {
    fc.assert(
      fc.property(fc.array(board, { minLength: 1, maxLength: 12 }), boards => {
        const n = boards.length;
        const own = boards.map(b => b[0]);
        const bp = own.reduce((s, p) => s + p, 0);
        const bc = own.reduce((s, p, k) => s + (k + 1) * p, 0);
        expect(berlinerOfBoards(own)).toBeCloseTo((n + 1) * bp - bc, 9);
      }),
    );
  });

  it('on the first k boards, the first k boards count as a k-board match', () => {
    // 8 boards, wins on boards 1, 3 and 6: the first 4 boards weigh 4, 3, 2, 1 → 4 + 2 = 6.
    expect(berlinerOfBoards([1, 0, 1, 0, 0, 1, 0, 0], 4)).toBe(6);
    expect(berlinerOfBoards([1, 0, 1, 0, 0, 1, 0, 0], 2)).toBe(2);
    expect(berlinerOfBoards([1, 0, 1, 0, 0, 1, 0, 0])).toBe(8 + 6 + 3);
  });
});

describe('errors', () => {
  it('names the board with an impossible result', () => {
    expect(() =>
      berlinerForMatch([
        [1, 0],
        [1, 1],
      ]),
    ).toThrow(/board 2: found 1 : 1/);
    expect(() => berlinerForMatch([])).toThrow(InputError);
  });

  it('names the cell that is not a result', () => {
    expect(() => berlinerFromGrid([['1-0'], ['2-0']])).toThrow(
      /row 2, column 1 of the range.*"2-0"/,
    );
    expect(() =>
      berlinerFromGrid([
        [1, 0],
        [1, 'x'],
      ]),
    ).toThrow(/row 2, column 2 of the range/);
  });

  it('says what it expects for other shapes', () => {
    expect(() => berlinerFromGrid([[1, 0, 1]])).toThrow(/one match/);
  });
});

describe('detectTeamLayout', () => {
  it('tells match lists, team crosstables and other tables apart', () => {
    expect(
      detectTeamLayout([
        ['Runde', 'Heim', 'Gast', 'Ergebnis'],
        [1, 'A', 'B', '2:2'],
      ]),
    ).toBe('match-list');
    expect(
      detectTeamLayout([
        ['Mannschaft', '1', '2'],
        ['A', '**', '2½'],
        ['B', '1½', '**'],
      ]),
    ).toBe('team-crosstable');
    // An individual crosstable: one board per "match".
    expect(
      detectTeamLayout([
        ['Name', '1', '2'],
        ['A', '*', '1'],
        ['B', '0', '*'],
      ]),
    ).toBeNull();
    expect(
      detectTeamLayout([
        ['Name', 'Punkte'],
        ['A', 3],
      ]),
    ).toBeNull();
  });
});
