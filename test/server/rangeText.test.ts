/**
 * The one range reader of the sidebar and the server (platform/rangeText.ts): every form Sheets
 * accepts in a reference — blocks, open rows (`A1:E`), whole columns (`A:E`), whole rows,
 * quoted sheet names with doubled apostrophes, any case — and a clear refusal quoting the text.
 * Every box goes through it: the standings source, Pair next round's two lists, the Keizer
 * evening, selecting a cell.
 */
import { parseRange, resolveRange } from '../../src/server/platform/rangeText';
import { sidebarApi } from '../../src/server/sidebar/api';
import { UserError } from '../../src/server/platform/userError';
import { FakeApps, type Value } from './fakes/spreadsheetService';

describe('parseRange', () => {
  it.each([
    ['A1:E20', { sheet: null, top: 1, left: 1, bottom: 20, right: 5 }],
    ['e20:a1', { sheet: null, top: 1, left: 1, bottom: 20, right: 5 }],
    ['$B$2:$C$9', { sheet: null, top: 2, left: 2, bottom: 9, right: 3 }],
    ['D7', { sheet: null, top: 7, left: 4, bottom: 7, right: 4 }],
    ['A1:E', { sheet: null, top: 1, left: 1, bottom: null, right: 5 }],
    ['c3:a', { sheet: null, top: 3, left: 1, bottom: null, right: 3 }],
    ['A:E', { sheet: null, top: 1, left: 1, bottom: null, right: 5 }],
    ['aa:ab', { sheet: null, top: 1, left: 27, bottom: null, right: 28 }],
    ['2:5', { sheet: null, top: 2, left: 1, bottom: 5, right: null }],
    ['Swiss!A:E', { sheet: 'Swiss', top: 1, left: 1, bottom: null, right: 5 }],
    ['Swiss!A1:E', { sheet: 'Swiss', top: 1, left: 1, bottom: null, right: 5 }],
    ["'My sheet'!A1:E20", { sheet: 'My sheet', top: 1, left: 1, bottom: 20, right: 5 }],
    [
      "'O''Brien''s list'!b2:c",
      { sheet: "O'Brien's list", top: 2, left: 2, bottom: null, right: 3 },
    ],
    ["'A!B'!A1", { sheet: 'A!B', top: 1, left: 1, bottom: 1, right: 1 }],
    ['  Swiss open!A1:K14 ', { sheet: 'Swiss open', top: 1, left: 1, bottom: 14, right: 11 }],
  ])('%s', (text, expected) => {
    expect(parseRange(text)).toEqual(expected);
  });

  it.each([
    'A1 to E9',
    'A1:E9:F3',
    'A',
    'A0:B2',
    '1',
    'A1:',
    ':E',
    'AAAA1',
    "O'Brien!A1",
    "''!A1",
    '!A1',
    'Swiss!',
    'A1:5',
    'named_range',
  ])('refuses %s', text => {
    expect(parseRange(text)).toBeNull();
  });
});

describe('resolveRange against a sheet', () => {
  const values: Value[][] = [
    ['Round', 'Board', 'White', 'Black', 'Result'],
    [1, 1, 'Anna', 'Bert', '1-0'],
    [1, 2, 'Cleo', 'Dirk', '½-½'],
  ];
  const apps = () =>
    new FakeApps({
      sheets: [
        { name: 'Swiss open', values },
        { name: 'Other', values: [] },
      ],
    });

  it('an open end stops at the last row or column holding anything', () => {
    const a = apps();
    const ss = a.book;
    expect(resolveRange(ss, "'Swiss open'!A:E", 'en').getA1Notation()).toBe('A1:E3');
    expect(resolveRange(ss, "'Swiss open'!b2:c", 'en').getA1Notation()).toBe('B2:C3');
    expect(resolveRange(ss, "'Swiss open'!1:2", 'en').getA1Notation()).toBe('A1:E2');
    // On the active sheet when no sheet is named, or on the sheet given (a cell to select).
    expect(resolveRange(ss, 'C2', 'en').getSheet().getName()).toBe('Swiss open');
    expect(resolveRange(ss, 'C2', 'en', 'Other').getSheet().getName()).toBe('Other');
  });

  it('refuses, quoting the text: not a range, no such sheet, outside the sheet', () => {
    const ss = apps().book;
    const refusal = (text: string, locale: 'en' | 'de' = 'en') => {
      try {
        resolveRange(ss, text, locale);
      } catch (e) {
        if (e instanceof UserError) return e.message;
        throw e;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal('A1 bis E9')).toBe(
      `"A1 bis E9" is not a range. Type it like A1:K25, A1:K (to the last row), A:K or 'Swiss open'!A1:K25.`,
    );
    expect(refusal('A1 bis E9', 'de')).toBe(
      `„A1 bis E9“ ist kein Bereich. Schreiben Sie ihn wie A1:K25, A1:K (bis zur letzten Zeile), A:K oder 'Open'!A1:K25.`,
    );
    expect(refusal('Swis!A:E')).toBe('There is no sheet called "Swis".');
    expect(refusal("'Swiss open'!A1:AB3")).toBe(
      '"\'Swiss open\'!A1:AB3" lies outside the sheet "Swiss open", which has 1000 rows and the columns A to Z.',
    );
    expect(refusal('A1001')).toMatch(/lies outside the sheet "Swiss open", which has 1000 rows/);
  });
});

describe('every box of the sidebar reads the same forms', () => {
  const SWISS: Value[][] = [
    ['Round', 'Board', 'White', 'Black', 'Result'],
    [1, 1, 'Anna', 'Bert', '1-0'],
    [1, 2, 'Cleo', 'Dirk', '0-1'],
  ];
  const PLAYERS: Value[][] = [
    ['Nr', 'Name', 'Elo'],
    [1, 'Anna', 2000],
    [2, 'Bert', 1900],
    [3, 'Cleo', 1800],
    [4, 'Dirk', 1700],
  ];
  const setup = () => {
    const apps = new FakeApps({
      sheets: [
        { name: 'Swiss', values: SWISS },
        { name: "Bert's players", values: PLAYERS },
      ],
    });
    return { apps, api: sidebarApi(apps.services()) };
  };

  it('the standings source: Swiss!A:E and a:e on the active sheet read the same table', () => {
    const { api } = setup();
    for (const text of ['Swiss!A:E', 'Swiss!A1:E', 'a:e', 'A1:e']) {
      const r = api.detectSource(text);
      expect([text, r.ok && r.range, r.ok && r.description]).toEqual([
        text,
        'A1:E3',
        'Results list, 4 players, 1 round',
      ]);
    }
  });

  it("Pair next round: open ranges and a quoted name with '' inside", () => {
    const { api } = setup();
    const out = api.previewSwissRound({
      results: 'Swiss!A:E',
      players: "'Bert''s players'!A1:C",
      options: 'rounds=3',
      absent: [],
    });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.round).toBe(2);
    expect(out.value.players.map(p => p.name)).toEqual(['Anna', 'Bert', 'Cleo', 'Dirk']);
  });

  it('the Keizer evening and selecting a cell', () => {
    const { apps, api } = setup();
    const k = api.keizerEveningState('Swiss!A:E', null);
    expect(k.ok && k.results).toBe('Swiss!A1:E3');
    expect(api.selectCell({ sheet: "Bert's players", a1: 'b3' })).toEqual({
      ok: true,
      value: null,
    });
    expect(apps.book.activeRange?.a1()).toBe('B3');
    const bad = api.selectCell({ sheet: 'Swiss', a1: 'B3 und C4' });
    expect(bad.ok ? '' : bad.error.message).toMatch(/^"B3 und C4" is not a range/);
  });
});
