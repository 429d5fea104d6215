/**
 * Real errors of the readers and the engine said in German: the place (cell `G3`, `Zeile 1`,
 * `Partie 1, Runde 1`), the detail from the catalogue, numbers with a decimal comma, and the
 * English message unchanged.
 */
import { InputError, msg, render } from '../../../src/core/errors';
import { readMatchList } from '../../../src/core/readers/matchList';
import { readPgn } from '../../../src/core/readers/pgn';
import { parseTiebreakCode } from '../../../src/core/tiebreaks';

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

describe('reader errors in German', () => {
  it('a cell of a match list, named as the user sees it', () => {
    const grid = [
      header,
      [1, 'A', 'B', 1, 'A 1', 'B 1', '1-0'],
      ['', '', '', 2, 'A 2', 'B 2', '2-0'],
    ];
    const e = errorOf(() => readMatchList(grid));
    // The English message is as before.
    expect(e.message).toMatch(/^row 3, column 7 of the range: "2-0" is not a result: expected 1-0/);
    expect(e.messageIn('en')).toBe(e.message);
    expect(e.messageIn('de')).toMatch(
      /^Zeile 3, Spalte 7 des Bereichs: „2-0“ ist kein Ergebnis: erwartet 1-0/,
    );
    expect(e.at({ row: 5, col: 1, sheet: 'Liga' }).messageIn('de')).toMatch(
      /^Liga!G7: „2-0“ ist kein Ergebnis: erwartet 1-0/,
    );
  });

  it('a game of a PGN file', () => {
    const pgn = '[Event "Open"]\n[Round "1"]\n[White "A"]\n[Black "B"]\n[Result "2-0"]\n\n*\n';
    const e = errorOf(() => readPgn(pgn));
    expect(e.message).toBe(
      'game 1, round 1: the Result tag is "2-0"; expected 1-0, 0-1, 1/2-1/2 or * (not played yet)',
    );
    expect(e.messageIn('de')).toBe(
      'Partie 1, Runde 1: der Result-Tag ist „2-0“; erwartet 1-0, 0-1, 1/2-1/2 oder * (noch nicht gespielt)',
    );
  });

  it('a tie-break code, a message inside a message', () => {
    const e = errorOf(() => parseTiebreakCode('BH/C1/C1'));
    expect(e.messageIn('de')).toBe(
      'Bereich: Feinwertung „BH/C1/C1“: der Zusatz /C1 steht doppelt da (oder widerspricht einer anderen Streichung)',
    );
  });
});

describe('numbers in German messages', () => {
  it('a number argument gets a decimal comma; typed text stays as typed', () => {
    const m = msg`"after round" must be a whole number from 0 to ${9}, found ${2.5}`;
    expect(m.text).toBe('"after round" must be a whole number from 0 to 9, found 2.5');
    expect(render(m, 'de')).toBe(
      '„nach Runde“ muss eine ganze Zahl von 0 bis 9 sein, gefunden 2,5',
    );
    const typed = msg`Keizer option ${'ratio'}: expected a number such as 0.35, found "${'0.5'}"`;
    expect(render(typed, 'de')).toBe(
      'Keizer-Option ratio: erwartet eine Zahl wie 0.35, gefunden „0.5“',
    );
  });
});
