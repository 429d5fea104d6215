/**
 * Exports pasted into a sheet as they are (test/fixtures/exports, ORIGIN.md), read by the custom
 * functions of dist/Code.js in node:vm. A paste turns what looks like a number into a number:
 * `2150`, `1`, and chess-results' `-1` (bye) and `-0` (absent, which becomes 0); in an English
 * sheet `3,5` stays text, in a German one it becomes 3.5. Expected values are the export's own
 * columns (Pts., TB1 = games won, TB2 = games with black, counted by hand).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDelimited } from '../../src/core/readers/csv';
import { customFunctionsIn } from './fakeServices';

const DIR = join(__dirname, '..', 'fixtures', 'exports');

/** The cells Sheets makes of a pasted text: numbers where the locale reads one. */
function pasted(file: string, decimalComma: boolean): (string | number)[][] {
  const text = readFileSync(join(DIR, file), 'utf8');
  const number = decimalComma ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  return parseDelimited(text, file.endsWith('.tsv') ? '\t' : undefined).map(row =>
    // Sheets holds no negative zero: a pasted -0 is 0.
    row.map(c => (number.test(c.trim()) ? Number(c.trim().replace(',', '.')) + 0 : c)),
  );
}

const run = customFunctionsIn();

describe('a chess-results ranking crosstable pasted into a sheet', () => {
  for (const [locale, decimalComma] of [
    ['en_US', false],
    ['de_DE', true],
  ] as const) {
    it(`STANDINGS ranks it as its Pts., TB1 and TB2 columns say (${locale})`, () => {
      const grid = pasted('chess-results-en-ranking-crosstable.tsv', decimalComma);
      expect(grid[19][7]).toBe(-1); // Okafor's round-1 bye
      expect(grid[22][10]).toBe(0); // Sato's round-4 absence, -0 in the export
      const table = run('STANDINGS(grid, "WON,BPG")', grid) as unknown[][];
      expect(table[0]).toEqual(['Place', 'No.', 'Name', 'Points', 'WON', 'BPG', 'Separated by']);
      // Brandt is ahead of Okafor on BPG (2 to 1) after equal WON; Okafor and Lindqvist share 4–5.
      expect(table.slice(1)).toEqual([
        [1, 2, 'Novak Petra', 3.5, 3, 2, ''],
        [2, 1, 'Keller Jonas', 3, 2, 3, ''],
        [3, 3, 'Brandt Lukas', 2, 1, 2, ''],
        ['4–5', 4, 'Okafor Daniel', 2, 1, 1, 'BPG'],
        ['4–5', 5, 'Lindqvist Emma', 2, 1, 1, ''],
        [6, 6, 'Moreau Paul', 1.5, 0, 1, ''],
        [7, 7, 'Sato Ken', 1, 0, 1, ''],
      ]);
    });
  }

  it('TIEBREAK lines up with the pasted rows: the TB1 column at the players, blank elsewhere', () => {
    const grid = pasted('chess-results-en-ranking-crosstable.tsv', false);
    const won = run('TIEBREAK(grid, "WON")', grid) as unknown[][];
    expect(won).toHaveLength(grid.length);
    const tb1 = grid.map((r, i) => (i >= 16 && i <= 22 ? r[12] : ''));
    expect(won.map(r => r[0])).toEqual(tb1);
  });
});

describe('the German Swiss-Manager export pasted into a German sheet', () => {
  it('STANDINGS reads it by start number', () => {
    const grid = pasted('swiss-manager-de-fortschritt.csv', true);
    const table = run('STANDINGS(grid, "WON,BPG")', grid) as unknown[][];
    expect(table.slice(1).map(r => [r[1], r[3], r[4], r[5]])).toEqual([
      [2, 3.5, 3, 2],
      [1, 3, 2, 3],
      [3, 2, 1, 2],
      [4, 2, 1, 1],
      [5, 2, 1, 1],
      [6, 1.5, 0, 1],
      [7, 1, 0, 1],
    ]);
  });
});

describe('a round-robin crosstable export pasted into a sheet', () => {
  it('TIEBREAK counts the games won as its TB1 column', () => {
    const grid = pasted('chess-results-en-round-robin.tsv', false);
    const wins = run('TIEBREAK(grid, "WON")', grid) as unknown[][];
    const tb1 = grid.map((r, i) => (i >= 4 && i <= 9 ? r[12] : ''));
    expect(wins.map(r => r[0])).toEqual(tb1);
  });
});
