/**
 * The columns rating changes read (issue 27): FIDE id, year or date of birth, FIDE's K and the DWZ
 * index, in progress tables and crosstables (columns.ts) and in player lists (playerList.ts), in
 * English and German; a DWZ written with its index as the DSB prints it (`1858-28`); mistakes
 * named by their cell.
 */
import { readGrid } from '../../../src/core/readers/readGrid';
import { readPlayerList } from '../../../src/core/readers/playerList';
import { readResultsList } from '../../../src/core/readers/resultsList';
import type { Cell } from '../../../src/core/readers/cells';
import { errorOf } from '../../support/thrown';

describe('a progress table with rating columns', () => {
  const grid: Cell[][] = [
    ['Nr', 'Name', 'FIDE-ID', 'Geb.', 'Elo', 'DWZ', 'K', 'Index', 'R1', 'R2'],
    [1, 'Anna', '4612345', 1990, 2100, '2050', 20, 31, '2w1', '3b½'],
    [2, 'Bert', '', '17.05.2010', '', '1500-12', 40, '', '1b0', 'bye'],
    [3, 'Cleo', 12345678, '2001/00/00', 1800, '', '', '', 'bye', '1w½'],
  ];

  it('reads FIDE id, birth (year, date, TRF year-only), K and index into the participants', () => {
    const ps = readGrid(grid).tournament.participants;
    expect(ps[0]).toMatchObject({
      fideId: '4612345',
      birthDate: '1990',
      rating: 2100,
      nationalRating: 2050,
      kFactor: 20,
      dwzIndex: 31,
    });
    // "1500-12": DWZ 1500, index 12; a date of birth as a date.
    expect(ps[1]).toMatchObject({
      birthDate: '2010-05-17',
      nationalRating: 1500,
      dwzIndex: 12,
      kFactor: 40,
    });
    expect(ps[1].fideId).toBeUndefined();
    expect(ps[2]).toMatchObject({ fideId: '12345678', birthDate: '2001' });
    expect(ps[2].kFactor).toBeUndefined();
  });

  it('reads the English words too: FideID, Birth, K-factor', () => {
    const english = grid.map((r, i) =>
      i === 0
        ? ['No', 'Name', 'FideID', 'Birth', 'Rtg', 'DWZ', 'K-factor', 'Index', 'R1', 'R2']
        : r,
    );
    expect(readGrid(english).tournament.participants[0]).toMatchObject({
      fideId: '4612345',
      birthDate: '1990',
      kFactor: 20,
    });
  });

  it('reads a birth date cell (a Date) by what the sheet shows', () => {
    const dated = grid.map((r, i) =>
      i === 1 ? r.map((c, j) => (j === 3 ? new Date(Date.UTC(1990, 4, 17)) : c)) : r,
    );
    expect(readGrid(dated).tournament.participants[0]).toMatchObject({ birthDate: '1990-05-17' });
  });

  it.each([
    [6, 'x', /found "x"; expected K, a whole number from 1 to 40/],
    [6, 50, /found "50"; expected K, a whole number from 1 to 40/],
    [
      3,
      'Mai 1990',
      /found "Mai 1990"; expected a birth year \(1985\) or a date of birth \(1985-06-01, 01\.06\.1985\)/,
    ],
    [2, 'GER123', /found "GER123"; expected a FIDE id \(up to 11 digits\) or blank/],
    [7, 0, /found "0"; expected a DWZ index, a whole number from 1/],
  ])('names the cell of a wrong value (column %i: %s)', (col, value, detail) => {
    const wrong = grid.map(r => [...r]);
    wrong[2][col] = value;
    const e = errorOf(() => readGrid(wrong));
    expect(e.location).toEqual({ kind: 'cell', row: 2, col });
    expect(e.detail).toMatch(detail);
  });
});

describe('a player list with rating columns', () => {
  it('reads FIDE-ID, Geb., K, Index and a DWZ with index', () => {
    expect(
      readPlayerList([
        ['Name', 'Elo', 'DWZ', 'FIDE-ID', 'Geb.', 'K', 'Index'],
        ['Woschech, Andreas', 1850, '1790', 4612345, 1968, 20, 88],
        ['Scholz, Alexander', '', '1602-7', '', '2009', 40, ''],
      ]),
    ).toEqual([
      {
        name: 'Woschech, Andreas',
        rating: 1850,
        nationalRating: 1790,
        fideId: '4612345',
        birthDate: '1968',
        kFactor: 20,
        dwzIndex: 88,
        sourceRow: 1,
      },
      {
        name: 'Scholz, Alexander',
        nationalRating: 1602,
        dwzIndex: 7,
        birthDate: '2009',
        kFactor: 40,
        sourceRow: 2,
      },
    ]);
  });

  it('reads Jahrgang and FideID, and names a wrong K by its cell', () => {
    expect(
      readPlayerList([
        ['Name', 'FideID', 'Jahrgang'],
        ['Anna', '0', '1999'],
      ]),
    ).toEqual([{ name: 'Anna', birthDate: '1999', sourceRow: 1 }]);
    const e = errorOf(() =>
      readPlayerList([
        ['Name', 'K'],
        ['Anna', 'zwanzig'],
      ]),
    );
    expect(e.location).toEqual({ kind: 'cell', row: 1, col: 1 });
  });

  it("gives a results list's participants the list's rating fields", () => {
    const read = readResultsList(
      [
        ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
        [1, 1, 'Anna', 'Bert', '1-0'],
      ],
      {
        players: [
          ['Name', 'Elo', 'FIDE-ID', 'Geb.', 'K'],
          ['Anna', 2000, '4612345', 1990, 20],
          ['Bert', 1900, '', 2011, 40],
        ],
      },
    );
    expect(read.tournament.participants.map(p => [p.fideId, p.birthDate, p.kFactor])).toEqual([
      ['4612345', '1990', 20],
      [undefined, '2011', 40],
    ]);
  });
});
