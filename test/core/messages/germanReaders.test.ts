/**
 * The sheet readers' own messages in German: a crosstable cell named as the user sees it, a TRF
 * line, the description of a Swiss progress table.
 */
import { InputError, render, descriptionOf } from '../../../src/core/errors';
import { readGrid } from '../../../src/core/readers/readGrid';
import { readTrf } from '../../../src/core/readers/trf';

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('sheet readers in German', () => {
  it('a crosstable cell that holds no result', () => {
    const grid = [
      ['No', 'Name', '1', '2', '3'],
      [1, 'A', '*', 1, 'q'],
      [2, 'B', 0, '*', 1],
      [3, 'C', 1, 0, '*'],
    ];
    const e = errorOf(() => readGrid(grid));
    // Row 2 of the range, column 5: with the range starting at C5, that is G6.
    expect(e.location).toEqual({ kind: 'cell', row: 1, col: 4 });
    const located = e.at({ row: 5, col: 3, sheet: 'Kreuztabelle' });
    expect(located.messageIn('de')).toMatch(
      /^Kreuztabelle!G6: „q“ ist kein Ergebnis der Kreuztabelle; erwartet /,
    );
    expect(located.message).toMatch(/^Kreuztabelle!G6: "q" is not a crosstable result; expected /);
  });

  it('the description of a Swiss progress table', () => {
    const grid = [
      ['No', 'Name', 'R1', 'R2', 'Pts'],
      [1, 'A', '2w1', '3b½', '1½'],
      [2, 'B', '1b0', '-', 0],
      [3, 'C', '-', '1w½', '½'],
    ];
    const read = readGrid(grid);
    expect(read.description).toBe('Swiss progress table, 3 players, 2 rounds');
    expect(render(descriptionOf(read), 'de')).toBe(
      'Schweizer Fortschrittstabelle, 3 Spieler, 2 Runden',
    );
  });

  it('a TRF line', () => {
    const e = errorOf(() => readTrf('012 Open\n001 abcd m    Player A\n'));
    expect(e.location).toEqual({ kind: 'line', line: 2 });
    expect(e.messageIn('de')).toMatch(/^Zeile 2: Startnummer \(Spalten 5–8\): gefunden /);
  });
});
