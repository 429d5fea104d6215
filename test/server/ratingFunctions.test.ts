/**
 * The rating custom functions and the Rtg+/- column of the standings and crosstable sheets, on the
 * small progress table of test/support/ratingGrid.ts, whose values are worked by hand there.
 */
import { RATING_CHANGE, RATING_EXPLAIN } from '../../src/server/functions/ratings';
import { STANDINGS } from '../../src/server/functions/individual';
import { sidebarApi } from '../../src/server/sidebar/api';
import type { StandingsRequest } from '../../src/shared/types';
import { FakeApps } from './fakes/spreadsheetService';
import { RATING_GRID as GRID } from '../support/ratingGrid';

const DATE = 'date=2025-05-01';

function message(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error('expected an error');
}

describe('=RATING_CHANGE', () => {
  it('spills Name | Change: K · (W − We) for FIDE, blank for the unrated', () => {
    expect(RATING_CHANGE(GRID, 'fide', DATE)).toEqual([
      ['Name', 'Change'],
      ['Anna', -2.2],
      ['Bert', -9.6],
      ['Cleo', 7],
      ['Dan', ''],
    ]);
    // "Elo" and no system at all mean FIDE too.
    expect(RATING_CHANGE(GRID, 'Elo', '', DATE)).toEqual(RATING_CHANGE(GRID, '', '', DATE));
  });

  it('"details": every column under a line naming the rules', () => {
    const t = RATING_CHANGE(GRID, 'fide', 'details', DATE);
    expect(t[0][0]).toBe(
      'FIDE rating changes · Rating Regulations of 1 March 2024, standard list · event date 2025-05-01 (as given)',
    );
    expect(t[1]).toEqual([
      'No',
      'Name',
      'FIDE id',
      'Ro',
      'K',
      'Games',
      'W',
      'We',
      'W − We',
      'Change',
      'Rounded',
      'Note',
    ]);
    expect(t[2]).toEqual([
      1,
      'Anna',
      '',
      2200,
      20,
      2,
      1.5,
      1.61,
      -0.11,
      -2.2,
      -2,
      'K from the file',
    ]);
    expect(t[3].slice(0, 11)).toEqual([2, 'Bert', '', 2000, 40, 1, 0, 0.24, -0.24, -9.6, -10]);
    expect(t[5]).toEqual([
      4,
      'Dan',
      '',
      '',
      '',
      2,
      0,
      '',
      '',
      '',
      '',
      'no rating yet: 2 games against rated players, 3 more needed',
    ]);
  });

  it('DWZ: Rn − Ro, and the details with E, We and Rn', () => {
    expect(RATING_CHANGE(GRID, 'dwz', DATE)).toEqual([
      ['Name', 'Change'],
      ['Anna', -3],
      ['Bert', -9],
      ['Cleo', 10],
      ['Dan', ''],
    ]);
    const t = RATING_CHANGE(GRID, 'DWZ', 'details', DATE);
    expect(t[0][0]).toContain('DWZ evaluation · Wertungsordnung of 2014');
    expect(t[2].slice(0, 12)).toEqual([1, 'Anna', '', 2200, 35, 30, 2, 1.5, 1.616, '', 2197, -3]);
    expect(t[3].slice(0, 12)).toEqual([2, 'Bert', '', 2000, 14, 21, 1, 0, 0.24, '', 1991, -9]);
    expect(t[4].slice(0, 12)).toEqual([3, 'Cleo', '', 1900, '', 28, 1, 0.5, 0.144, '', 1910, 10]);
  });

  it('in German with lang=de', () => {
    expect(RATING_CHANGE(GRID, 'fide', `${DATE}; lang=de`)[0]).toEqual(['Name', 'Änderung']);
  });

  it('refuses a system it does not know, and a DWZ without date, naming the function', () => {
    expect(message(() => RATING_CHANGE(GRID, 'uscf'))).toBe(
      'RATING_CHANGE: "uscf" should be fide (Elo) or dwz',
    );
    expect(message(() => RATING_CHANGE(GRID, 'dwz'))).toMatch(
      /^RATING_CHANGE: the event's end date is unknown, and the DWZ depends on it/,
    );
    expect(message(() => RATING_CHANGE(GRID, 'dwz', '', 'lang=de'))).toMatch(
      /^RATING_CHANGE: das Enddatum des Turniers ist unbekannt/,
    );
    expect(message(() => RATING_CHANGE(GRID, 'fide', 'everything'))).toBe(
      'RATING_CHANGE: "everything" should be details, or left out',
    );
  });

  it('names the cell of a wrong K', () => {
    const wrong = GRID.map(r => [...r]);
    wrong[2][4] = 'x';
    expect(message(() => RATING_CHANGE(wrong, 'fide', DATE))).toMatch(
      /^RATING_CHANGE: row 3, column 5 of the range: found "x"; expected K/,
    );
  });
});

describe('=RATING_EXPLAIN', () => {
  it("lists a player's games with the rating used, PD, W − PD, then the sum", () => {
    expect(RATING_EXPLAIN(GRID, 'Anna', 'fide', DATE)).toEqual([
      ['Anna (1): Ro 2200, K 20 (K from the file)', '', '', '', '', '', '', ''],
      ['Rd', 'Opponent', 'Rating', 'Used', 'PD', 'Result', 'W − PD', 'Note'],
      [1, 'Bert (2)', 2000, 2000, 0.76, '1', 0.24, ''],
      [2, 'Cleo (3)', 1900, 1900, 0.85, '½', -0.35, ''],
      [
        'W 1.5, We 1.61, W − We -0.11; K × (W − We) = 20 × -0.11 = -2.20, rounded -2',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('says why a game does not count', () => {
    const t = RATING_EXPLAIN(GRID, 2, 'fide', DATE);
    expect(t[3]).toEqual([2, 'Dan (4)', '', '', '', '', '', 'opponent unrated: not rated']);
  });
});

describe('the Rtg+/- column', () => {
  it('=STANDINGS(…; "rating-change=fide; date=…") adds it as the last column', () => {
    const t = STANDINGS(GRID, 'PTS', `rating-change=fide; ${DATE}`);
    expect(t[0][t[0].length - 1]).toBe('Rtg+/-');
    const byName = new Map(t.slice(1).map(r => [r[2], r[r.length - 1]]));
    expect(Object.fromEntries(byName)).toEqual({ Anna: -2.2, Bert: -9.6, Cleo: 7, Dan: '' });
  });

  const request = (over: Partial<StandingsRequest>): StandingsRequest => ({
    range: '',
    tiebreaks: { kind: 'custom', codes: ['SB'] },
    rules: 'fide-2024',
    afterRound: null,
    unratedRating: null,
    output: 'snapshot',
    explanations: false,
    ...over,
  });

  it('the sidebar writes it into a snapshot, DWZ as whole numbers', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Open', values: GRID }] });
    const out = sidebarApi(apps.services()).buildStandings(
      request({ ratingChange: { system: 'dwz', date: '2025-05-01' } }),
    );
    expect(out.ok).toBe(true);
    const sheet = apps.sheet('Standings – Open');
    const header = sheet.getRange(4, 1, 1, 7).getValues()[0];
    expect(header).toEqual(['Place', 'No.', 'Name', 'Points', 'SB', 'Separated by', 'Rtg+/-']);
    const rows = sheet.getRange(5, 1, 4, 7).getValues();
    expect(Object.fromEntries(rows.map(r => [r[2], r[6]]))).toEqual({
      Anna: -3,
      Bert: -9,
      Cleo: 10,
      Dan: '',
    });
  });

  it('and into a live formula with the same options', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Open', values: GRID }] });
    const out = sidebarApi(apps.services()).buildStandings(
      request({ output: 'live', ratingChange: { system: 'fide', date: '2025-05-01' } }),
    );
    expect(out.ok).toBe(true);
    expect(apps.sheet('Standings – Open').peek(4, 1)?.formula).toBe(
      '=STANDINGS(Open!A1:G, "SB", "rules=fide-2024; rating-change=fide; date=2025-05-01")',
    );
  });

  const lists = { crosstable: true, categories: null, year: null, players: null };

  it('the crosstable sheet of the same run ends with it too: the same values, FIDE in hundredths', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Open', values: GRID }] });
    const out = sidebarApi(apps.services()).buildStandings(
      request({ ratingChange: { system: 'fide', date: '2025-05-01' }, lists }),
    );
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.listSheets).toEqual(['Crosstable – Open']);
    const sheet = apps.sheet('Crosstable – Open');
    // Rk. SNo Name Rtg 1.Rd 2.Rd Pts. SB Rtg+/-
    const rows = sheet.getRange(4, 1, 5, 9).getValues();
    expect(rows[0][8]).toBe('Rtg+/-');
    expect(Object.fromEntries(rows.slice(1).map(r => [r[2], r[8]]))).toEqual({
      Anna: -2.2,
      Bert: -9.6,
      Cleo: 7,
      Dan: '',
    });
    expect(sheet.getRange(5, 9, 4, 1).getNumberFormats().flat()).toEqual(Array(4).fill('0.00'));
    // The standings sheet's column, line for line.
    const standings = apps.sheet('Standings – Open').getRange(5, 1, 4, 7).getValues();
    expect(rows.slice(1).map(r => [r[2], r[8]])).toEqual(standings.map(r => [r[2], r[6]]));
  });

  it('DWZ in German: DWZ+/- on both sheets, whole numbers', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Open', values: GRID }], userLocale: 'de' });
    const out = sidebarApi(apps.services()).buildStandings(
      request({ ratingChange: { system: 'dwz', date: '2025-05-01' }, lists }),
    );
    if (!out.ok) throw new Error(out.error.message);
    const rows = apps.sheet('Kreuztabelle – Open').getRange(4, 1, 5, 9).getValues();
    expect(rows[0][8]).toBe('DWZ+/-');
    expect(Object.fromEntries(rows.slice(1).map(r => [r[2], r[8]]))).toEqual({
      Anna: -3,
      Bert: -9,
      Cleo: 10,
      Dan: '',
    });
    expect(
      apps.sheet('Kreuztabelle – Open').getRange(5, 9, 4, 1).getNumberFormats().flat(),
    ).toEqual(Array(4).fill('0'));
    const header = apps.sheet('Rangliste – Open').getRange(4, 1, 1, 7).getValues()[0];
    expect(header[6]).toBe('DWZ+/-');
  });

  it('a live crosstable carries the same rating options as the live standings', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Open', values: GRID }] });
    const out = sidebarApi(apps.services()).buildStandings(
      request({ output: 'live', ratingChange: { system: 'fide', date: '2025-05-01' }, lists }),
    );
    if (!out.ok) throw new Error(out.error.message);
    expect(apps.sheet('Crosstable – Open').peek(4, 1)?.formula).toBe(
      '=CROSSTABLE(Open!A1:G, "tiebreaks=SB; rules=fide-2024; rating-change=fide; date=2025-05-01")',
    );
  });

  it('refuses, as the sidebar says it, a DWZ column without a date', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Open', values: GRID }] });
    const out = sidebarApi(apps.services()).buildStandings(
      request({ ratingChange: { system: 'dwz', date: '' } }),
    );
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.message).toMatch(/the event's end date is unknown/);
    const bad = sidebarApi(apps.services()).buildStandings(
      request({ ratingChange: { system: 'elo' as 'fide', date: '' } }),
    );
    expect(bad.ok).toBe(false);
  });
});
