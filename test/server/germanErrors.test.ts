/**
 * The server says the core's errors in the user's language (sidebar) and in the spreadsheet's
 * language (custom functions).
 */
import { InputError } from '../../src/core';
import { readMatchList } from '../../src/core/readers/matchList';
import { guarded, sheetError, spreadsheetLang } from '../../src/server/functions/call';
import { STANDINGS, TIEBREAK } from '../../src/server/functions/individual';
import { TEAM_STANDINGS } from '../../src/server/functions/teams';
import { inputErrorInfo } from '../../src/server/platform/userError';

function matchListError(): InputError {
  try {
    readMatchList([
      ['Runde', 'Heim', 'Gast', 'Brett', 'Spieler Heim', 'Spieler Gast', 'Ergebnis'],
      [1, 'A', 'B', 1, 'A 1', 'B 1', '1-0'],
      ['', '', '', 2, 'A 2', 'B 2', '2-0'],
    ]);
  } catch (e) {
    if (e instanceof InputError) return e;
  }
  throw new Error('expected an InputError');
}

const origin = { row: 2, col: 1, sheet: 'Liga', a1: 'A2:G4' };

describe('the sidebar', () => {
  it('names the cell and says the detail in German for a German user', () => {
    const info = inputErrorInfo(matchListError(), origin, 'de');
    expect(info.message).toBe('Liga!G4: „2-0“ ist kein Ergebnis');
    expect(info.cells).toEqual([{ sheet: 'Liga', a1: 'G4' }]);
  });

  it('stays English by default', () => {
    expect(inputErrorInfo(matchListError(), origin).message).toMatch(
      'Liga!G4: "2-0" is not a result',
    );
  });
});

describe('custom functions', () => {
  const global = globalThis as { SpreadsheetApp?: unknown };
  afterEach(() => delete global.SpreadsheetApp);

  function sheetIn(locale: string): void {
    global.SpreadsheetApp = {
      getActiveRange: () => ({ getFormula: () => '=TEAM_STANDINGS(Liga!A2:G4)' }),
      getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }),
    };
  }

  it('speak German when asked for the language of a German spreadsheet', () => {
    sheetIn('de_DE');
    expect(spreadsheetLang()).toBe('de');
    expect(sheetError('TEAM_STANDINGS', matchListError(), 0, spreadsheetLang()).message).toMatch(
      /^TEAM_STANDINGS: Liga!G4: „2-0“ ist kein Ergebnis/,
    );
    expect(() =>
      guarded(
        'TEAM_STANDINGS',
        () => {
          throw matchListError();
        },
        'de',
      ),
    ).toThrow(/^TEAM_STANDINGS: Liga!G4: „2-0“ ist kein Ergebnis/);
  });

  it('speak English by default, whatever the locale', () => {
    sheetIn('de_DE');
    expect(sheetError('TEAM_STANDINGS', matchListError()).message).toMatch(
      /^TEAM_STANDINGS: Liga!G4: "2-0" is not a result/,
    );
    sheetIn('en_GB');
    expect(spreadsheetLang()).toBe('en');
  });
});

describe('a custom function with lang=de (the live sheet of a German user)', () => {
  const league = [
    ['Runde', 'Heim', 'Gast', 'Brett', 'Spieler Heim', 'Spieler Gast', 'Ergebnis'],
    [1, 'A', 'B', 1, 'A 1', 'B 1', '1-0'],
    ['', '', '', 2, 'A 2', 'B 2', '2-0'],
  ];
  // A crosstable whose G–A cell says 2: no result (the seed table of club-systems.md D-TV1, cut).
  const cross = [
    ['Spieler', 'A', 'B', 'C'],
    ['A', '-', 1, 1],
    ['B', 0, '-', '½'],
    ['C', 2, '½', '-'],
  ];

  it('says the reader error in German, and in English without the option', () => {
    expect(() => TEAM_STANDINGS(league, '', 'lang=de')).toThrow(
      /^TEAM_STANDINGS: .*„2-0“ ist kein Ergebnis/,
    );
    expect(() => TEAM_STANDINGS(league, '', '')).toThrow(
      /^TEAM_STANDINGS: .*"2-0" is not a result/,
    );
    expect(() => STANDINGS(cross, 'SB', 'Sprache: Deutsch')).toThrow(/^STANDINGS: .*„2“/);
    expect(() => TIEBREAK(cross, 'SB', 'lang=de')).toThrow(/^TIEBREAK: .*„2“/);
  });
});
