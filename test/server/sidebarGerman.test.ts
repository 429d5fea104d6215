/**
 * The sidebar for a German user (Session.getActiveUserLocale() = de): the readers' descriptions
 * and errors come in German, with the cell named as the user sees it.
 */
import { sidebarApi } from '../../src/server/sidebar/api';
import { SCHLAPP_R1, results } from '../core/keizer/specVectors';
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
    expect(source.error.message).toBe('Liga!G3: „2-0“ ist kein Ergebnis');
    expect(source.error.cells[0]).toEqual({ sheet: 'Liga', a1: 'G3' });
  });

  it('describes a Swiss progress table in German', () => {
    const api = apiFor([{ name: 'Open', values: exampleSheet('swiss-open.csv') }], 'de_AT');
    const source = api.detectSource(null);
    if (!source.ok) throw new Error(source.error.message);
    // examples/swiss-open.csv: 13 player rows, round columns R1 … R5.
    expect(source.description).toBe('Schweizer Fortschrittstabelle, 13 Spieler, 5 Runden');
  });

  it('stays English for an English user', () => {
    const values = league.map(r => [...r]);
    values[2][6] = '2-0';
    const source = apiFor([{ name: 'Liga', values }], 'en_US').detectSource(null);
    if (source.ok) throw new Error('expected an error');
    expect(source.error.message).toBe('Liga!G3: "2-0" is not a result');
  });

  it('says a mistake in a Keizer results list in German', () => {
    const values: Value[][] = [[], [], ...results(SCHLAPP_R1).map(r => ['', ...r])];
    values[4][5] = 'x';
    const source = apiFor([{ name: 'Club evening', values }], 'de').keizerEveningState(
      "'Club evening'!B3:F20",
      null,
    );
    if (source.ok) throw new Error('expected an error');
    expect(source.error.message).toMatch(/^Club evening!F5: gefunden „x“; erwartet ein Ergebnis/);
    expect(source.error.cells[0]).toEqual({ sheet: 'Club evening', a1: 'F5' });
  });
});
