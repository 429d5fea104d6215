/**
 * The server's side of the cell normaliser: Dates read in the spreadsheet's time zone (with the
 * offset each zone had in 1899, test/support/zones1899.ts), and the sidebar reading a sheet that
 * holds typed times or a pasted export.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDelimited } from '../../src/core/readers/csv';
import { sidebarApi } from '../../src/server/sidebar/api';
import { zoneClock } from '../../src/server/platform/sheetTime';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';
import { ZONES, formatDate, typedDayIn, typedTimeIn } from '../support/zones1899';

describe('zoneClock', () => {
  for (const zone of ZONES) {
    it(`reads 3:1 typed in a ${zone} sheet as 1899-12-30 03:01`, () => {
      const clock = zoneClock(() => zone, formatDate);
      expect(clock(typedTimeIn(zone, 3, 1))).toEqual({
        year: 1899,
        month: 12,
        day: 30,
        hour: 3,
        minute: 1,
        second: 0,
      });
      expect(clock(typedDayIn(zone, 2026, 1, 2))).toMatchObject({ year: 2026, month: 1, day: 2 });
    });
  }

  it('asks for the zone once, and only when a Date is read', () => {
    let asked = 0;
    const clock = zoneClock(() => {
      asked++;
      return 'UTC';
    }, formatDate);
    expect(asked).toBe(0);
    clock(new Date(0));
    clock(new Date(0));
    expect(asked).toBe(1);
  });

  it('refuses an answer it cannot read instead of guessing', () => {
    const clock = zoneClock(
      () => 'UTC',
      () => '30.12.1899',
    );
    expect(() => clock(new Date(0))).toThrow(/Utilities.formatDate gave "30.12.1899"/);
  });
});

/** The sidebar with Apps Script's globals in place, as Sheets runs it. */
function withSheet(values: Value[][], timeZone: string) {
  const apps = new FakeApps({ sheets: [{ name: 'Results', values }] });
  apps.book.timeZone = timeZone;
  const g = globalThis as Record<string, unknown>;
  Object.assign(g, apps.globals());
  return sidebarApi(apps.services());
}

afterEach(() => {
  const g = globalThis as Record<string, unknown>;
  for (const name of ['SpreadsheetApp', 'LockService', 'Session', 'Utilities', 'HtmlService']) {
    delete g[name];
  }
});

describe('the sidebar', () => {
  it('reads results typed as 1:0 and 0:1 in a Kolkata sheet as typed', () => {
    const zone = 'Asia/Kolkata';
    const api = withSheet(
      [
        ['Round', 'White', 'Black', 'Result'],
        [1, 'Anna', 'Ben', typedTimeIn(zone, 1, 0)],
        [1, 'Cleo', 'Dirk', typedTimeIn(zone, 0, 1)],
      ],
      zone,
    );
    expect(api.detectSource(null)).toMatchObject({ ok: true, players: 4, rounds: 1 });
  });

  it('names the cell of a 1/2 that became a date', () => {
    const zone = 'America/New_York';
    const api = withSheet(
      [
        ['Round', 'White', 'Black', 'Result'],
        [1, 'Anna', 'Ben', typedDayIn(zone, 2026, 1, 2)],
      ],
      zone,
    );
    const source = api.detectSource(null);
    expect(source.ok).toBe(false);
    if (source.ok) return;
    expect(source.error.cells.map(c => c.a1)).toEqual(['D2']);
    expect(source.error.message).toMatch(/found a date \(2026-01-02T00:00\), not a result/);
  });

  it('finds a pasted chess-results export on the sheet, details and notes around it', () => {
    const text = readFileSync(
      join(__dirname, '..', 'fixtures', 'exports', 'chess-results-en-ranking-crosstable.tsv'),
      'utf8',
    );
    const values = parseDelimited(text, '\t').map(row =>
      row.map(c => (/^-?\d+$/.test(c.trim()) ? Number(c) + 0 : c)),
    );
    const api = withSheet(values, 'Europe/London');
    expect(api.detectSource(null)).toMatchObject({ ok: true, players: 7, rounds: 4 });
  });
});
