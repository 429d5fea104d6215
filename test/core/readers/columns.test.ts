import { InputError } from '../../../src/core/errors';
import type { Cell } from '../../../src/core/readers/cells';
import {
  checkGrid,
  checkUnique,
  findColumns,
  formatPoints,
  guessHeaderRows,
  headerCell,
  headerRole,
  isHeaderRow,
  playerRows,
  readPlayerFields,
  roundHeader,
} from '../../../src/core/readers/columns';

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('header words', () => {
  test.each<[string, string]>([
    ['Nr.', 'startNo'],
    ['No', 'startNo'],
    ['SNr', 'startNo'],
    ['Start-Nr.', 'startNo'],
    ['#', 'startNo'],
    ['Name', 'name'],
    ['Spieler', 'name'],
    ['Player', 'name'],
    ['Teilnehmer', 'name'],
    ['Elo', 'rating'],
    ['FIDE', 'rating'],
    ['Rating', 'rating'],
    ['Rtg', 'rating'],
    ['TWZ', 'rating'],
    ['DWZ', 'nationalRating'],
    ['NWZ', 'nationalRating'],
    ['RtgN', 'nationalRating'],
    ['Pkt.', 'points'],
    ['Punkte', 'points'],
    ['Points', 'points'],
    ['Pts', 'points'],
    ['Rang', 'rank'],
    ['Platz', 'rank'],
    ['Rank', 'rank'],
    ['Pl.', 'rank'],
    ['Titel', 'title'],
    ['Title', 'title'],
    ['Fed', 'federation'],
    ['Land', 'federation'],
    ['Verein', 'club'],
    ['Club', 'club'],
  ])('%s → %s', (word, role) => {
    expect(headerRole(word)).toEqual({ role, weak: false });
  });

  test('Wertung is a rating only when its values say so', () => {
    expect(headerRole('Wertung')).toEqual({ role: 'rating', weak: true });
  });

  test('unknown words and tie-break columns have no role', () => {
    for (const w of ['SB', 'Buchholz', 'TB1', 'Sonneborn-Berger', '', 'A', '1']) {
      expect(headerRole(w)).toBeNull();
    }
  });

  test.each<[Cell, number | null]>([
    ['1', 1],
    [3, 3],
    ['R1', 1],
    ['Rd. 1', 1],
    ['Rd.2', 2],
    ['1.Rd', 1],
    ['2. Rd.', 2],
    ['Runde 1', 1],
    ['1. Runde', 1],
    ['Round 7', 7],
    ['Rang', null],
    ['0', null],
    [1.5, null],
    ['', null],
  ])('round header %j → %j', (cell, n) => {
    expect(roundHeader(cell)).toBe(n);
  });
});

describe('header rows', () => {
  test('a row with a header word, numbered opponents or round headers is a header', () => {
    expect(isHeaderRow(['Spieler', 'A', 'B', 'Punkte'])).toBe(true);
    expect(isHeaderRow(['', '', 1, 2, 3])).toBe(true);
    expect(isHeaderRow(['', 'R1', 'R2'])).toBe(true);
  });

  test('a player row with rank 1 and start number 2 side by side is not', () => {
    expect(isHeaderRow([1, 2, 'Bert', 1900, 'x', 1, 1])).toBe(false);
    expect(isHeaderRow([1, 2, 'Bert', '3w1', '4b0'])).toBe(false);
    expect(isHeaderRow(['Anna', '*', 1, 0])).toBe(false);
  });

  test('titles above the header count as header rows', () => {
    const grid: Cell[][] = [
      ['Vereinsmeisterschaft 2024', '', ''],
      ['', '', ''],
      ['Name', '1', '2'],
      ['Anna', '*', 1],
      ['Bert', 0, '*'],
    ];
    expect(guessHeaderRows(grid)).toBe(3);
    expect(playerRows(grid, 3)).toEqual([3, 4]);
  });

  test('no header', () => {
    expect(
      guessHeaderRows([
        ['Anna', '*', 1],
        ['Bert', 0, '*'],
      ]),
    ).toBe(0);
  });

  test('the option wins, and is checked', () => {
    const grid: Cell[][] = [
      ['Anna', '*', 1],
      ['Bert', 0, '*'],
    ];
    expect(guessHeaderRows(grid, { headerRows: 1 })).toBe(1);
    expect(errorOf(() => guessHeaderRows(grid, { headerRows: 2 })).detail).toMatch(
      /headerRows is 2 but the range has 2 rows/,
    );
    expect(errorOf(() => guessHeaderRows(grid, { headerRows: -1 })).detail).toMatch(
      /expected 0 to 1/,
    );
  });

  test('no player rows below the header', () => {
    expect(errorOf(() => playerRows([['Name'], ['']], 1)).detail).toMatch(/no player rows/);
  });
});

describe('range shape', () => {
  test('empty ranges', () => {
    expect(errorOf(() => checkGrid([])).location).toEqual({ kind: 'range' });
    expect(errorOf(() => checkGrid([[]])).detail).toMatch(/empty/);
    expect(errorOf(() => checkGrid([[''], [null], [undefined]])).detail).toMatch(/empty/);
  });

  test('ragged ranges name the row', () => {
    expect(errorOf(() => checkGrid([['a', 'b'], ['c', 'd'], ['e']])).detail).toBe(
      'row 3 has 1 cells but row 1 has 2: a range must be a rectangle (rows of the same length)',
    );
  });

  test('a rectangle passes', () => {
    expect(() => checkGrid([['a', 1, true, new Date(0), '']])).not.toThrow();
  });
});

describe('player columns', () => {
  const grid: Cell[][] = [
    ['Nr', 'Name', 'Titel', 'Elo', 'DWZ', 'Verein', 'Land', 'R1', 'Pkt', 'Rang'],
    [1, 'Weber, Jonas', 'FM', 2184, '2151', 'SK Lechenich', 'GER', '2w1', '4½', '1.'],
    [2, 'Hoffmann, Lena', '', 0, '-', '', 'AUT', '1b0', '4,5', '2-3'],
  ];

  test('found by their header words, the round column left alone', () => {
    const map = findColumns(grid, 1, [1, 2], new Set([7]), {});
    expect(map).toEqual({
      startNo: 0,
      name: 1,
      title: 2,
      rating: 3,
      nationalRating: 4,
      club: 5,
      federation: 6,
      points: 8,
      rank: 9,
    });
  });

  test('fields: 0 and - are unrated, ranks 1. and 2-3, points 4½ and 4,5', () => {
    const map = findColumns(grid, 1, [1, 2], new Set([7]), {});
    expect(readPlayerFields(grid, 1, map)).toEqual({
      startNo: 1,
      name: 'Weber, Jonas',
      title: 'FM',
      rating: 2184,
      nationalRating: 2151,
      club: 'SK Lechenich',
      federation: 'GER',
      declaredPoints: 4.5,
      declaredRank: 1,
    });
    expect(readPlayerFields(grid, 2, map)).toEqual({
      startNo: 2,
      name: 'Hoffmann, Lena',
      federation: 'AUT',
      declaredPoints: 4.5,
      declaredRank: 2,
    });
  });

  test('the name column is guessed when no header names it', () => {
    const g: Cell[][] = [
      [1, 'Anna', '*', 1],
      [2, 'Bert', 0, '*'],
    ];
    expect(findColumns(g, 0, [0, 1], new Set([2, 3]), {}).name).toBe(1);
  });

  test('options override header words and are checked against the range', () => {
    expect(findColumns(grid, 1, [1, 2], new Set([7]), { ratingColumn: 4 }).rating).toBe(4);
    expect(
      errorOf(() => findColumns(grid, 1, [1, 2], new Set(), { nameColumn: 10 })).detail,
    ).toMatch(/nameColumn is 10 but the range has 10 columns/);
  });

  test('bad values name their cell', () => {
    const bad = (row: Cell[]) => {
      const g = [grid[0], row];
      return errorOf(() => readPlayerFields(g, 1, findColumns(g, 1, [1], new Set([7]), {})));
    };
    const base: Cell[] = [...grid[1]];
    const at = (i: number, v: Cell) => {
      const r = [...base];
      r[i] = v;
      return r;
    };
    expect(bad(at(3, 'zweitausend'))).toMatchObject({ location: { kind: 'cell', row: 1, col: 3 } });
    expect(bad(at(3, 2184.5)).detail).toMatch(/not a rating/);
    expect(bad(at(3, 5000)).detail).toMatch(/up to 4000/);
    expect(bad(at(0, 0)).detail).toMatch(/not a start number/);
    expect(bad(at(8, 'viel')).detail).toMatch(/"viel" is not a number of points/);
    expect(bad(at(8, new Date(2024, 0, 2))).detail).toMatch(/a date is not a number of points/);
    expect(bad(at(9, 'erster')).detail).toMatch(/not a rank/);
    expect(bad(at(1, true)).detail).toMatch(/expected text, found true/);
  });

  test('duplicates name both rows', () => {
    const e = errorOf(() => checkUnique([3, 5, 7], ['Anna', 'Bert', 'anna'], 1, 'name'));
    expect(e.location).toEqual({ kind: 'cell', row: 7, col: 1 });
    expect(e.related).toEqual([{ row: 3, col: 1 }]);
    expect(e.detail).toBe(
      'name "anna" appears twice (also in row 4, column 2): every player needs their own',
    );
  });
});

test('points as organisers write them', () => {
  expect([0, 0.5, 4, 4.5, 2.25, 7.75, 1.2, -0.5].map(formatPoints)).toEqual([
    '0',
    '½',
    '4',
    '4½',
    '2¼',
    '7¾',
    '1.2',
    '-½',
  ]);
});

describe('headerCell', () => {
  const grid = [
    ['Final Ranking crosstable after 2 Rounds', '', ''],
    ['Rk.', '', 'Name'],
    [1, 'GM', 'Anna'],
  ];

  it('takes no title above the header rows for a blank header cell', () => {
    expect(headerCell(grid, 2, 0)).toBe('Rk.');
    expect(headerCell(grid, 2, 1)).toBe('');
  });

  it('reads the row right above the players even when it is no header row (labels A B C)', () => {
    const labelled = [
      ['Club championship', '', ''],
      ['', 'A', 'B'],
      ['A', '*', 1],
      ['B', 0, '*'],
    ];
    expect(headerCell(labelled, 2, 1)).toBe('A');
    expect(headerCell(labelled, 2, 0)).toBe('');
  });
});

describe('an export pasted with its details and notes', () => {
  const details = [
    ['Open 2025', '', '', ''],
    ['Organizer(s)', 'Club', '', ''],
    ['Federation', 'GER', '', ''],
    ['Number of rounds', 2, '', ''],
    ['Average elo', 1850, '', ''],
    ['Date', '2025/06/10', '', ''],
    ['Tournament type', 'Swiss-System', '', ''],
    ['', '', '', ''],
    ['Final Ranking crosstable after 2 Rounds', '', '', ''],
  ];
  const table = [
    ['Rk.', 'Name', '1.Rd', '2.Rd'],
    [1, 'Anna', '2w1', '3b1'],
    [2, 'Bert', '1b0', 'U'],
    [3, 'Cleo', 'U', '1w0'],
  ];

  it('finds the header below the details, past the sixth row and a "Federation" line', () => {
    expect(guessHeaderRows([...details, ...table])).toBe(10);
  });

  it('with no table header, the players start below the details all the same', () => {
    expect(guessHeaderRows([...details.slice(0, 3), ...table.slice(1)])).toBe(3);
  });

  it('a table header deeper than 40 rows is not looked for', () => {
    const long = Array.from({ length: 40 }, (_, i) => [`Line ${i + 1}`, '', '', '']);
    expect(guessHeaderRows([...long, ...table])).toBe(0);
  });

  it('leaves out the notes below, with or without their Annotation line', () => {
    const notes = [
      ['Annotation', '', '', ''],
      ['Tie Break1: Buchholz', '', '', ''],
    ];
    expect(playerRows([...table, ['', '', '', ''], ...notes], 1)).toEqual([1, 2, 3]);
    expect(playerRows([...table, ...notes.slice(1)], 1)).toEqual([1, 2, 3]);
  });

  it('keeps a last player with nothing but a name: only notes hold a colon', () => {
    expect(playerRows([...table, ['', 'Dirk', '', '']], 1)).toEqual([1, 2, 3, 4]);
  });
});
