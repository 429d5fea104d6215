/**
 * BERGER called directly with what Sheets passes: a number, digits as text, a range of names
 * (2-D array with '' for blank cells), TRUE/FALSE. Expected rows are the FIDE 3–4 and 5–6 tables
 * (C.05 Annex 1) written out by hand.
 */
import { BERGER } from '../../src/server/functions/schedule';
import { STANDINGS } from '../../src/server/functions/individual';
import { message } from '../support/thrown';

const HEADER = ['Round', 'Board', 'White', 'Black', 'Result'];

describe('BERGER', () => {
  it('4 players: the 3–4 table with empty results', () => {
    // R1 1-4 2-3 | R2 4-3 1-2 | R3 2-4 3-1
    expect(BERGER(4)).toEqual([
      HEADER,
      [1, 1, 1, 4, ''],
      [1, 2, 2, 3, ''],
      [2, 1, 4, 3, ''],
      [2, 2, 1, 2, ''],
      [3, 1, 2, 4, ''],
      [3, 2, 3, 1, ''],
    ]);
  });

  it('"5" as text: the 5–6 table, the player drawn against 6 has the bye', () => {
    const rows = BERGER('5');
    // R1 1-6 2-5 3-4: 1 has the bye.
    expect(rows.slice(0, 4)).toEqual([
      HEADER,
      [1, 1, 2, 5, ''],
      [1, 2, 3, 4, ''],
      [1, '', 1, '', 'bye'],
    ]);
    // R5 3-6 4-2 5-1: 3 has the bye.
    expect(rows.slice(-3)).toEqual([
      [5, 1, 4, 2, ''],
      [5, 2, 5, 1, ''],
      [5, '', 3, '', 'bye'],
    ]);
    expect(rows).toHaveLength(1 + 5 * 3);
  });

  it('a range of names (blank cells at the end skipped), double round robin', () => {
    const names = [['Anand'], ['Botvinnik'], ['Capablanca'], [''], ['']];
    // 3 players double: the 4-table, then the same rounds with colours reversed.
    expect(BERGER(names, true)).toEqual([
      HEADER,
      [1, 1, 'Botvinnik', 'Capablanca', ''],
      [1, '', 'Anand', '', 'bye'],
      [2, 1, 'Anand', 'Botvinnik', ''],
      [2, '', 'Capablanca', '', 'bye'],
      [3, 1, 'Capablanca', 'Anand', ''],
      [3, '', 'Botvinnik', '', 'bye'],
      [4, 1, 'Capablanca', 'Botvinnik', ''],
      [4, '', 'Anand', '', 'bye'],
      [5, 1, 'Botvinnik', 'Anand', ''],
      [5, '', 'Capablanca', '', 'bye'],
      [6, 1, 'Anand', 'Capablanca', ''],
      [6, '', 'Botvinnik', '', 'bye'],
    ]);
  });

  it('double accepts TRUE/FALSE, 1/0, "double"/"single" and blank', () => {
    expect(BERGER(4, 'double')).toHaveLength(1 + 12);
    expect(BERGER(4, 1)).toHaveLength(1 + 12);
    expect(BERGER(4, false)).toHaveLength(1 + 6);
    expect(BERGER(4, '')).toHaveLength(1 + 6);
    expect(BERGER(4, 'Single')).toHaveLength(1 + 6);
  });

  it('the schedule of names, results typed in, is read by STANDINGS', () => {
    const grid = BERGER([['A', 'B', 'C', 'D']]);
    const results = ['1-0', '½-½', '0-1', '1-0', '1-0', '½-½'];
    grid.slice(1).forEach((row, i) => (row[4] = results[i]));
    // A 2.5, C 2, B 1.5, D 0 (R1 A-D 1-0, B-C ½-½; R2 D-C 0-1, A-B 1-0; R3 B-D 1-0, C-A ½-½).
    const table = STANDINGS(grid, 'SB');
    expect(table.slice(1).map(r => [r[2], r[3], r[4]])).toEqual([
      ['A', 2.5, 2.5],
      ['C', 2, 2],
      ['B', 1.5, 1],
      ['D', 0, 0],
    ]);
  });

  it.each([
    [1, 'BERGER: players must be a whole number of at least 2, or a range of names; found 1'],
    [4.5, 'found 4.5'],
    ['', 'found ""'],
    [undefined, 'found undefined'],
    ['eight', 'found "eight"'],
    [new Date(2026, 0, 8), 'found a date'],
    [true, 'found true'],
  ])('refuses players = %p', (players, expected) => {
    expect(message(() => BERGER(players))).toContain(expected);
  });

  it('refuses bad names and a bad double', () => {
    expect(message(() => BERGER([['A'], ['']]))).toBe(
      'BERGER: the range of names holds 1; a round robin needs at least 2',
    );
    expect(message(() => BERGER([['A'], ['B'], ['a']]))).toBe(
      'BERGER: players 1 and 3 have the same name "a"',
    );
    expect(message(() => BERGER([['A'], [new Date(2026, 0, 1)]]))).toContain('holds a date');
    expect(message(() => BERGER(4, 'twice'))).toBe(
      'BERGER: double must be TRUE or FALSE ("double" or "single"); found "twice"',
    );
    expect(message(() => BERGER(4, 2))).toContain('found 2');
  });
});

describe('BERGER with lang=de', () => {
  it('German header and bye as well as messages', () => {
    const rows = BERGER('5', '', 'lang=de');
    expect(rows.slice(0, 4)).toEqual([
      ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
      [1, 1, 2, 5, ''],
      [1, 2, 3, 4, ''],
      [1, '', 1, '', 'spielfrei'],
    ]);
    expect(rows.filter(r => r[4] === 'spielfrei')).toHaveLength(5);
    expect(rows.flat()).not.toContain('bye');
    expect(message(() => BERGER(1, '', 'lang=de'))).toBe(
      // `players` is the argument's name, as Sheets shows it in the formula's help.
      'BERGER: players muss eine ganze Zahl von mindestens 2 oder ein Bereich mit Namen sein; gefunden 1',
    );
  });

  it('the German schedule, results typed in, is read by STANDINGS as the English one is', () => {
    const filled = (lang: string) => {
      const grid = BERGER([['A', 'B', 'C', 'D', 'E']], '', lang);
      // White wins every game: the round robin's bye scores nothing, so each has 2 points.
      grid.slice(1).forEach(row => {
        if (row[4] === '') row[4] = '1-0';
      });
      return STANDINGS(grid, 'BH');
    };
    const de = filled('lang=de');
    expect(de).toEqual(filled('lang=en'));
    expect(de.slice(1).map(r => [r[2], r[3]])).toEqual([
      ['A', 2],
      ['B', 2],
      ['C', 2],
      ['D', 2],
      ['E', 2],
    ]);
  });
});

describe('BERGER names said in German', () => {
  it('a name given twice', () => {
    expect(message(() => BERGER([['A'], ['B'], ['a']], '', 'lang=de'))).toBe(
      'BERGER: Spieler 1 und 3 haben denselben Namen „a“',
    );
  });
});
