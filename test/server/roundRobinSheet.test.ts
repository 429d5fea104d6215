/**
 * *New round robin…* against the Spreadsheet fake: a player list becomes a new sheet of ours with
 * the Berger schedule as a results list and an empty crosstable. Expected rows: the FIDE Berger
 * table for 3–4 players (C.05 Annex 1) written out by hand — R1 1–4 2–3, R2 4–3 1–2, R3 2–4 3–1.
 */
import { sidebarApi } from '../../src/server/sidebar/api';
import type { Outcome } from '../../src/shared/types';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';

const PLAYERS: Value[][] = [
  ['Nr', 'Name', 'Elo'],
  [1, 'Anand', 2750],
  [2, 'Botvinnik', 2700],
  [3, 'Capablanca', 2650],
  [4, '=Dummy', 2600],
];

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

describe('New round robin…', () => {
  it('writes the 3–4 Berger table as a results list and the empty crosstable beside it', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Players', values: PLAYERS }] });
    const api = sidebarApi(apps.services());
    const out = value(api.newRoundRobin({ players: 'Players!A1:C5', double: false }));
    expect(out).toEqual({
      sheet: 'Round robin',
      results: "'Round robin'!A1:E7",
      crosstable: "'Round robin'!G1:M5",
      rounds: 3,
    });
    const sheet = apps.sheet('Round robin');
    const [A, B, C, D] = ['Anand', 'Botvinnik', 'Capablanca', '=Dummy'];
    expect(sheet.getRange('A1:E7').getValues()).toEqual([
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, A, D, ''],
      [1, 2, B, C, ''],
      [2, 1, D, C, ''],
      [2, 2, A, B, ''],
      [3, 1, B, D, ''],
      [3, 2, C, A, ''],
    ]);
    // The name that looks like a formula stays text.
    expect(sheet.getRange('D2').getFormulas()).toEqual([['']]);
    expect(sheet.getRange('G1:M5').getValues()).toEqual([
      ['No', 'Name', 1, 2, 3, 4, 'Pts'],
      [1, A, '*', '', '', '', ''],
      [2, B, '', '*', '', '', ''],
      [3, C, '', '', '*', '', ''],
      [4, D, '', '', '', '*', ''],
    ]);
    expect(apps.changesTo('Players')).toEqual([]);
  });

  it('a mistake in the player list is refused, naming the cell; no sheet is added', () => {
    const apps = new FakeApps({
      sheets: [{ name: 'Players', values: [...PLAYERS, [5, 'Anand', 2500]] }],
    });
    const out = sidebarApi(apps.services()).newRoundRobin({
      players: 'Players!A1:C6',
      double: true,
    });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.message).toMatch(/^Players!B6: "Anand" is listed twice/);
    expect(apps.book.sheets.map(s => s.name)).toEqual(['Players']);
  });

  it('in German: the sheet is named Rundenturnier, a list of one player is refused in German', () => {
    const german = new FakeApps({
      sheets: [{ name: 'Spieler', values: PLAYERS }],
      userLocale: 'de_DE',
    });
    const out = value(
      sidebarApi(german.services()).newRoundRobin({ players: 'Spieler!A1:C5', double: false }),
    );
    expect(out.sheet).toBe('Rundenturnier');
    for (const [userLocale, expected] of [
      ['en', 'Players!A1:C2: a round robin needs at least 2 players; the list has 1'],
      ['de', 'Players!A1:C2: ein Rundenturnier braucht mindestens 2 Spieler; die Liste hat 1'],
    ]) {
      const apps = new FakeApps({
        sheets: [{ name: 'Players', values: PLAYERS.slice(0, 2) }],
        userLocale,
      });
      const refused = sidebarApi(apps.services()).newRoundRobin({
        players: 'Players!A1:C2',
        double: false,
      });
      expect(refused).toMatchObject({ ok: false, error: { message: expected } });
      expect(apps.book.sheets.map(s => s.name)).toEqual(['Players']);
    }
  });
});
