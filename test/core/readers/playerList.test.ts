import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import type { Cell } from '../../../src/core/readers/cells';
import { playerNameKey, readPlayerList } from '../../../src/core/readers/playerList';

function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError, but nothing was thrown');
}

function expectCellError(fn: () => unknown, row: number, col: number, detail: RegExp): void {
  const e = errorOf(fn);
  expect(e.location).toEqual({ kind: 'cell', row, col });
  expect(e.detail).toMatch(detail);
}

describe('readPlayerList', () => {
  it('reads Name | Elo | DWZ | Status with German words, blanks and 0 as unrated', () => {
    expect(
      readPlayerList([
        ['Name', 'Elo', 'DWZ', 'Status'],
        ['Woschech, Andreas', 1850, '1790', ''],
        ['Höckendorf, Hartmut', 0, '', 'aktiv'],
        ['Scholz, Alexander', '', 1602, 'zurückgezogen'],
      ]),
    ).toEqual([
      {
        name: 'Woschech, Andreas',
        rating: 1850,
        nationalRating: 1790,
        status: 'active',
        sourceRow: 1,
      },
      { name: 'Höckendorf, Hartmut', status: 'active', sourceRow: 2 },
      { name: 'Scholz, Alexander', nationalRating: 1602, status: 'withdrawn', sourceRow: 3 },
    ]);
  });

  it('reads start numbers, federation, title, club and birth year, and ignores columns it does not know', () => {
    expect(
      readPlayerList([
        ['Nr.', 'Titel', 'Spieler', 'Land', 'Verein', 'Elo', 'Geb.', 'Pkt.'],
        [3, 'FM', 'Meier, Karl-Heinz', 'GER', 'SV Lechenich', 2210, 1970, '2,5'],
        ['1', '', 'Linke, Rico', 'GER', '', '', 1990, 1],
      ]),
    ).toEqual([
      {
        name: 'Meier, Karl-Heinz',
        startNo: 3,
        title: 'FM',
        federation: 'GER',
        club: 'SV Lechenich',
        rating: 2210,
        birthDate: '1970',
        sourceRow: 1,
      },
      { name: 'Linke, Rico', startNo: 1, federation: 'GER', birthDate: '1990', sourceRow: 2 },
    ]);
  });

  it('keeps a team (Mannschaft) apart from a club (Verein)', () => {
    expect(
      readPlayerList([
        ['Name', 'Mannschaft', 'Club'],
        ['Ada', 'SF Nord 2', 'SF Nord'],
      ]),
    ).toEqual([{ name: 'Ada', team: 'SF Nord 2', club: 'SF Nord', sourceRow: 1 }]);
  });

  it.each([
    [['Name', 'FIDE-ID', 'Birth', 'Sex']],
    [['Name', 'FideID', 'Born', 'Geschlecht']],
    [['Name', 'ID', 'Geburtsjahr', 'Gender']],
    [['Name', 'FIDE id', 'Jahrgang', 'Sex']],
  ])('reads FIDE id, birth and sex under the headers %j', header => {
    expect(
      readPlayerList([header, ['Ada', 4_611_111, 1985, 'F'], ['Bob', '12345', '', 'm']]),
    ).toEqual([
      { name: 'Ada', fideId: '4611111', birthDate: '1985', sex: 'w', sourceRow: 1 },
      { name: 'Bob', fideId: '12345', sex: 'm', sourceRow: 2 },
    ]);
  });

  it('reads a birth year, a typed date, a TRF year-only date and a Sheets Date cell', () => {
    // A Date cell carries the sheet's wall clock in its UTC fields (cells.ts).
    const rows = readPlayerList([
      ['Name', 'Geb.', 'Geschlecht'],
      ['A', 1985, 'w'],
      ['B', '1985', 'W'],
      ['C', '01.06.1985', 'f'],
      ['D', '1985-06-01', 'M'],
      ['E', '1985/00/00', 'weiblich'],
      ['F', new Date(Date.UTC(1985, 5, 1)), 'männlich'],
      ['G', 0, ''],
    ]);
    expect(rows.map(r => [r.name, r.birthDate, r.sex])).toEqual([
      ['A', '1985', 'w'],
      ['B', '1985', 'w'],
      ['C', '1985-06-01', 'w'],
      ['D', '1985-06-01', 'm'],
      ['E', '1985', 'w'],
      ['F', '1985-06-01', 'm'],
      ['G', undefined, undefined],
    ]);
  });

  it.each([
    [
      'Geb.',
      85,
      'row 2, column 2 of the range: found "85"; expected a birth year (1985) or a date of birth (1985-06-01, 01.06.1985)',
    ],
    [
      'Geb.',
      '3000',
      'row 2, column 2 of the range: found "3000"; expected a birth year (1985) or a date of birth (1985-06-01, 01.06.1985)',
    ],
    [
      'Geb.',
      '31.02.1990',
      'row 2, column 2 of the range: found "31.02.1990"; expected a birth year (1985) or a date of birth (1985-06-01, 01.06.1985)',
    ],
    [
      'Sex',
      'd',
      'row 2, column 2 of the range: found "d"; expected the sex as m or w (f), or blank',
    ],
    ['Sex', 1, 'row 2, column 2 of the range: found "1"; expected the sex as m or w (f), or blank'],
    [
      'FIDE-ID',
      'GER-123',
      'row 2, column 2 of the range: found "GER-123"; expected a FIDE id (digits only)',
    ],
  ])('names the cell of a bad %s value (%j)', (header, value, message) => {
    expect(() =>
      readPlayerList([
        ['Name', header],
        ['Ada', value],
      ]),
    ).toThrow(message);
  });

  it('joins Nachname and Vorname as "Nachname, Vorname"', () => {
    expect(
      readPlayerList([
        ['Nachname', 'Vorname', 'FIDE-Elo'],
        ['Ewald', 'Jutta', 1720],
        ['Kohla', '', ''],
      ]).map(e => [e.name, e.rating]),
    ).toEqual([
      ['Ewald, Jutta', 1720],
      ['Kohla', undefined],
    ]);
  });

  it('reads a Zurückgezogen column of ticks and checkboxes', () => {
    expect(
      readPlayerList([
        ['Name', 'Zurückgezogen'],
        ['A', true],
        ['B', false],
        ['C', 'x'],
        ['D', ''],
      ]).map(e => e.status),
    ).toEqual(['withdrawn', 'active', 'withdrawn', 'active']);
  });

  it('reads a list of names, or names and ratings, without a header; skips blank rows', () => {
    expect(readPlayerList([['Anna'], [''], ['Bert']]).map(e => [e.name, e.sourceRow])).toEqual([
      ['Anna', 0],
      ['Bert', 2],
    ]);
    expect(
      readPlayerList([
        ['Anna', 2000],
        ['Bert', ''],
      ]).map(e => e.rating),
    ).toEqual([2000, undefined]);
  });

  it('keeps the name as typed but matches it loosely', () => {
    expect(readPlayerList([['Name'], ['  Höhne,Wolfgang ']])[0].name).toBe('Höhne,Wolfgang');
    const key = playerNameKey('Höhne, Wolfgang');
    expect(playerNameKey('Wolfgang  Höhne')).toBe(key);
    expect(playerNameKey('höhne ,wolfgang')).toBe(key);
    // "ö" as o + combining diaeresis, as some web pages deliver it.
    expect(playerNameKey('Ho\u0308hne, Wolfgang')).toBe(key);
    expect(playerNameKey('Höhne, Wilhelm')).not.toBe(key);
  });

  it('refuses the same player twice, naming both rows', () => {
    expectCellError(
      () => readPlayerList([['Name'], ['Meier, Karl'], ['Bert'], ['Karl Meier']]),
      3,
      0,
      /"Karl Meier" is listed twice: also in row 2 of the list/,
    );
    expectCellError(
      () =>
        readPlayerList([
          ['Nr', 'Name'],
          [1, 'A'],
          [1, 'B'],
        ]),
      2,
      0,
      /start number 1 is given twice/,
    );
  });

  it.each([
    [['Name', 'Elo'], ['A', 'x1800'], 1, /found "x1800"; expected a rating/],
    [['Name', 'Elo'], ['A', 1850.5], 1, /expected a rating/],
    [['Name', 'DWZ'], ['A', true], 1, /found TRUE; expected a rating/],
    [['Name', 'Elo'], ['A', new Date(2024, 0, 2)], 1, /found a date/],
    [['Name', 'Status'], ['A', 'krank'], 1, /found "krank"; expected a status/],
    [['Nr', 'Name'], [0, 'A'], 0, /expected a start number/],
    [['Nr', 'Name'], ['', 'A'], 0, /expected a start number/],
    [['Name', 'Elo'], [12, 1800], 0, /found the number 12; expected a player's name/],
    [['Name', 'Elo'], ['', 1800], 0, /name is missing/],
    [['Name', 'Elo'], [new Date(2024, 0, 2), 1800], 0, /found a date; expected a name/],
  ] as [Cell[], Cell[], number, RegExp][])(
    'refuses %p / %p at the cell',
    (head, row, col, message) => {
      expectCellError(() => readPlayerList([head, row]), 1, col, message);
    },
  );

  it('refuses an empty list, a header without players, a ragged range, and wide lists without a header', () => {
    expect(errorOf(() => readPlayerList([])).location).toEqual({ kind: 'range' });
    expect(errorOf(() => readPlayerList([[''], ['']])).location).toEqual({ kind: 'range' });
    expect(errorOf(() => readPlayerList([['Name', 'Elo']])).detail).toMatch(/no players/);
    expectCellError(
      () => readPlayerList([['Name', 'Elo'], ['A']]),
      1,
      0,
      /row 2 has 1 cells, row 1 has 2/,
    );
    expectCellError(() => readPlayerList([['A', 1800, 1700]]), 0, 0, /no header row found/);
    expectCellError(() => readPlayerList([['Name', 'Elo', 'Elo']]), 0, 2, /a second "Elo" column/);
  });

  it('random grids never throw anything but InputError', () => {
    const cell: fc.Arbitrary<Cell> = fc.oneof(
      fc.constantFrom(
        '',
        'Name',
        'Nr',
        'Elo',
        'DWZ',
        'Status',
        'Vorname',
        'Nachname',
        'x',
        'Anna',
        'anna',
        '7',
      ),
      fc.string({ maxLength: 5 }),
      fc.integer({ min: -2, max: 5000 }),
      fc.double(),
      fc.boolean(),
      fc.date(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 6 }), grid => {
        try {
          const entries = readPlayerList(grid);
          expect(new Set(entries.map(e => playerNameKey(e.name))).size).toBe(entries.length);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }),
      { numRuns: 3000 },
    );
  });
});
