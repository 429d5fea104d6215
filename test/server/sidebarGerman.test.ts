/**
 * The sidebar for a German user (Session.getActiveUserLocale() = de): the readers' descriptions
 * and errors come in German, with the cell named as the user sees it.
 */
import { sidebarApi } from '../../src/server/sidebar';
import { exampleSheet } from './fakes/examples';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';

function apiFor(sheets: { name: string; values: Value[][] }[], userLocale: string) {
  const apps = new FakeApps({ sheets, userLocale });
  return sidebarApi(apps.services());
}

const league = exampleSheet('team-league.csv');

describe('the sidebar in German', () => {
  it('describes the table in German', () => {
    const api = apiFor([{ name: 'Liga', values: league }], 'de_DE');
    const source = api.detectSource(null);
    if (!source.ok) throw new Error(source.error.message);
    // examples/team-league.csv: 4 teams, 3 rounds, 4 boards, board by board, a round robin.
    expect(source.description).toBe(
      'Paarungsliste, 4 Mannschaften, 3 Runden, 4 Bretter, Brett für Brett, Rundenturnier',
    );
  });

  it('says a reader error in German and names the cell', () => {
    const values = league.map(r => [...r]);
    values[2][6] = '2-0'; // row 3, column G: no result
    const api = apiFor([{ name: 'Liga', values }], 'de');
    const source = api.detectSource(null);
    expect(source.ok).toBe(false);
    if (source.ok) return;
    expect(source.error.message).toMatch(/^Liga!G3: „2-0“ ist kein Ergebnis: erwartet 1-0/);
    expect(source.error.cells[0]).toEqual({ sheet: 'Liga', a1: 'G3' });
  });

  it('stays English for an English user', () => {
    const values = league.map(r => [...r]);
    values[2][6] = '2-0';
    const source = apiFor([{ name: 'Liga', values }], 'en_US').detectSource(null);
    if (source.ok) throw new Error('expected an error');
    expect(source.error.message).toMatch(/^Liga!G3: "2-0" is not a result: expected 1-0/);
  });
});
