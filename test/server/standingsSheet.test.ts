/**
 * Writing standings sheets through the sidebar's server side, against the Spreadsheet fake.
 * Expected values: the A–G round robin of spec club-systems.md D-TV1 (SB 11.75 / 10 / 9 / 7.75 /
 * 3 / 0 / 0; every player's Buchholz is the 21 points of the event minus their own score).
 */
import { sidebarApi } from '../../src/server/sidebar/api';
import type { StandingsRequest } from '../../src/shared/types';
import { FakeApps } from './fakes/spreadsheetService';
import type { FakeSheet } from './fakes/spreadsheetService';
import { SEED, seedWithNames } from './fakes/examples';

function request(over: Partial<StandingsRequest> = {}): StandingsRequest {
  return {
    range: '',
    tiebreaks: { kind: 'custom', codes: ['BH', 'SB'] },
    rules: 'fide-2024',
    afterRound: null,
    unratedRating: null,
    output: 'snapshot',
    explanations: false,
    ...over,
  };
}

function setup(values = SEED, locale = 'en') {
  const apps = new FakeApps({ sheets: [{ name: 'Seed', values }], userLocale: locale });
  return { apps, api: sidebarApi(apps.services()) };
}

/** Values of a sheet's rows from `from` (1-based), `width` columns. */
function rows(sheet: FakeSheet, from: number, count: number, width: number): unknown[][] {
  return sheet.getRange(from, 1, count, width).getValues();
}

function built<T>(o: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

describe('a new standings sheet', () => {
  const { apps, api } = setup();
  const result = built(api.buildStandings(request()));
  const sheet = apps.sheet('Standings – Seed');

  it('is created next to the source and reported', () => {
    expect(result).toMatchObject({
      sheet: 'Standings – Seed',
      created: true,
      players: 7,
      codes: ['BH', 'SB'],
    });
    expect(result.top.map(r => [r.place, r.name, r.points])).toEqual([
      ['1', 'A', '5'],
      ['2', 'B', '4.5'],
      ['3', 'C', '4'],
      ['4', 'D', '4'],
      ['5', 'E', '2.5'],
    ]);
  });

  it('holds the ranking with the Buchholz and Sonneborn-Berger of D-TV1', () => {
    expect(rows(sheet, 4, 8, 7)).toEqual([
      ['Place', 'No.', 'Name', 'Points', 'BH', 'SB', 'Separated by'],
      [1, 1, 'A', 5, 16, 11.75, ''],
      [2, 2, 'B', 4.5, 16.5, 10, ''],
      [3, 3, 'C', 4, 17, 9, ''],
      [4, 4, 'D', 4, 17, 7.75, 'SB'],
      [5, 5, 'E', 2.5, 18.5, 3, ''],
      [6, 6, 'F', 1, 20, 0, ''],
      [7, 7, 'G', 0, 21, 0, ''],
    ]);
  });

  it('has a title, a settings line with source, codes, rules and date, and a frozen bold header', () => {
    expect(sheet.valueAt(1, 1)).toBe('Standings — Seed');
    expect(sheet.peek(1, 1)?.bold).toBe(true);
    expect(sheet.valueAt(2, 1)).toBe(
      'Source: Seed!A1:I8 · Tie-breaks: BH, SB · Rules: FIDE 2024 · all rounds · Created: 2026-03-14 18:05',
    );
    expect(sheet.getFrozenRows()).toBe(4);
    for (let c = 1; c <= 7; c++) expect(sheet.peek(4, c)?.bold).toBe(true);
  });

  it('formats points as 0.0, Buchholz in halves as 0.0 and quarters of SB as 0.00', () => {
    expect(sheet.peek(5, 4)?.format).toBe('0.0');
    expect(sheet.peek(11, 4)?.format).toBe('0.0');
    expect(sheet.peek(5, 5)?.format).toBe('0.0');
    expect(sheet.peek(5, 6)?.format).toBe('0.00');
    expect(sheet.peek(5, 1)?.format).toBe('0');
  });

  it('highlights the deciding tie-break of the tied pair C / D (SB), nothing else', () => {
    const highlighted = [...sheet.cells.entries()]
      .filter(([, c]) => c.background !== null)
      .map(([k]) => k)
      .sort();
    expect(highlighted).toEqual(['7,6', '8,6']);
  });

  it('explains each code in a note on its header', () => {
    expect(sheet.peek(4, 6)?.note).toMatch(/^Sonneborn-Berger: /);
    expect(sheet.peek(4, 7)?.note).toMatch(/behind the one above/);
  });

  it('is marked as ours, for this source sheet, with its own id', () => {
    const meta = sheet.getDeveloperMetadata();
    expect(meta).toHaveLength(1);
    expect(meta[0].getKey()).toBe('chess-standings');
    expect(JSON.parse(meta[0].getValue() ?? '')).toEqual({
      role: 'standings',
      sourceSheetId: apps.sheet('Seed').getSheetId(),
      sourceRange: 'A1:I8',
      self: sheet.getSheetId(),
    });
  });

  it('left the source sheet untouched and wrote under the lock, then flushed', () => {
    expect(apps.changesTo('Seed')).toEqual([]);
    const ops = apps.book.changes.map(c => c.op);
    expect(ops[0]).toBe('lock');
    expect(ops[ops.length - 1]).toBe('unlock');
    expect(apps.flushes).toBe(1);
    expect(apps.lock.held).toBe(false);
  });
});

describe('shared places', () => {
  it('show as 3–4 when the codes cannot separate the players (C and D have the same BH)', () => {
    const { apps, api } = setup();
    built(api.buildStandings(request({ tiebreaks: { kind: 'custom', codes: ['BH'] } })));
    const sheet = apps.sheet('Standings – Seed');
    expect(rows(sheet, 7, 2, 6)).toEqual([
      ['3–4', 3, 'C', 4, 17, ''],
      ['3–4', 4, 'D', 4, 17, ''],
    ]);
    expect([...sheet.cells.values()].some(c => c.background !== null)).toBe(false);
  });
});

describe('running again', () => {
  it('updates the same sheet (even renamed) and creates no other', () => {
    const { apps, api } = setup();
    built(api.buildStandings(request()));
    apps.sheet('Standings – Seed').setName('Final table');
    const again = built(
      api.buildStandings(request({ tiebreaks: { kind: 'custom', codes: ['SB'] } })),
    );
    expect(again).toMatchObject({ sheet: 'Final table', created: false });
    expect(apps.book.getSheets().map(s => s.getName())).toEqual(['Seed', 'Final table']);
    const sheet = apps.sheet('Final table');
    expect(rows(sheet, 4, 2, 6)).toEqual([
      ['Place', 'No.', 'Name', 'Points', 'SB', 'Separated by'],
      [1, 1, 'A', 5, 11.75, ''],
    ]);
    // Nothing of the first run's wider table is left over, notes included.
    expect(sheet.valueAt(5, 7)).toBe('');
    expect(sheet.peek(4, 7)?.note ?? '').toBe('');
  });

  it('reports the sheet it would update when the source is detected again', () => {
    const { apps, api } = setup();
    built(api.buildStandings(request()));
    apps.sheet('Seed').activate();
    const source = api.detectSource(null);
    expect(source.ok && source.existingOutput).toBe('Standings – Seed');
  });
});

describe('sheets the add-on did not create', () => {
  it('are never written into, whatever their name', () => {
    const apps = new FakeApps({
      sheets: [
        { name: 'Seed', values: SEED },
        { name: 'Standings – Seed', values: [['my own notes']] },
      ],
    });
    apps.sheet('Seed').activate();
    const result = built(sidebarApi(apps.services()).buildStandings(request()));
    expect(result.sheet).toBe('Standings – Seed (2)');
    expect(apps.changesTo('Standings – Seed')).toEqual([]);
    expect(apps.sheet('Standings – Seed').valueAt(1, 1)).toBe('my own notes');
  });

  it('include a duplicate of our sheet: the copy carries our metadata but another id', () => {
    const { apps, api } = setup();
    built(api.buildStandings(request()));
    const copy = apps.book.duplicate(apps.sheet('Standings – Seed'), 'Copy of Standings');
    copy.cell(20, 1).value = 'typed by the user';
    apps.sheet('Seed').activate();
    const before = apps.book.changes.length;
    const again = built(api.buildStandings(request()));
    expect(again.sheet).toBe('Standings – Seed');
    expect(apps.book.changes.slice(before).filter(c => c.sheet === 'Copy of Standings')).toEqual(
      [],
    );
    expect(copy.valueAt(20, 1)).toBe('typed by the user');
  });

  it('include sheets with someone else’s metadata under our key', () => {
    const apps = new FakeApps({
      sheets: [
        { name: 'Seed', values: SEED },
        { name: 'Other', values: [['x']] },
      ],
    });
    const other = apps.sheet('Other');
    other.addDeveloperMetadata('chess-standings', 'not json');
    other.addDeveloperMetadata(
      'chess-standings',
      JSON.stringify({
        role: 'standings',
        sourceSheetId: apps.sheet('Seed').getSheetId(),
        self: 1,
      }),
    );
    apps.sheet('Seed').activate();
    const before = apps.changesTo('Other').length;
    const result = built(sidebarApi(apps.services()).buildStandings(request()));
    expect(result).toMatchObject({ sheet: 'Standings – Seed', created: true });
    expect(apps.changesTo('Other')).toHaveLength(before);
  });

  it('cannot be the source when they are our standings sheets', () => {
    const { api } = setup();
    built(api.buildStandings(request()));
    const out = api.buildStandings(request({ range: "'Standings – Seed'!A4:G11" }));
    expect(out.ok).toBe(false);
    expect(!out.ok && out.error.message).toMatch(/standings sheet written by Chess Standings/);
  });
});

describe('names that look like formulas, numbers or dates', () => {
  const names = [
    '=HYPERLINK("http://example.com","click")',
    '+1',
    '-SUM(A1)',
    '@A1',
    '1/2',
    '007',
    'TRUE',
  ];

  it('stay text in the standings sheet, exactly as typed', () => {
    const { apps, api } = setup(seedWithNames(names));
    built(api.buildStandings(request()));
    const sheet = apps.sheet('Standings – Seed');
    const written = rows(sheet, 5, 7, 3).map(r => r[2]);
    expect(written).toEqual(names);
    for (let r = 5; r <= 11; r++) expect(sheet.peek(r, 3)?.formula).toBeNull();
  });

  it('stay text in the explanation sheet', () => {
    const { apps, api } = setup(seedWithNames(names));
    built(api.buildStandings(request({ explanations: true })));
    const sheet = apps.sheet('Explanations – Seed');
    const formulas = [...sheet.cells.values()].filter(c => c.formula !== null);
    expect(formulas).toEqual([]);
    const written = new Set(sheet.grid().map(r => r[1]));
    for (const n of names) expect(written.has(n)).toBe(true);
  });
});

describe('two runs at the same time', () => {
  it('create one sheet: the run that waits for the lock finds the other run’s sheet', () => {
    const { apps } = setup();
    const first = sidebarApi(apps.services());
    const second = sidebarApi(apps.services());
    // While `first` waits for the lock, `second` takes it and writes its standings.
    let secondResult: unknown;
    apps.lock.competitor = () => {
      secondResult = second.buildStandings(
        request({ tiebreaks: { kind: 'custom', codes: ['SB'] } }),
      );
    };
    const firstResult = built(first.buildStandings(request()));
    expect(secondResult).toMatchObject({
      ok: true,
      value: { sheet: 'Standings – Seed', created: true },
    });
    expect(firstResult).toMatchObject({ sheet: 'Standings – Seed', created: false });
    expect(apps.book.getSheets().map(s => s.getName())).toEqual(['Seed', 'Standings – Seed']);
    // The lock was never held twice: lock/unlock alternate.
    const lockOps = apps.book.changes
      .filter(c => c.op === 'lock' || c.op === 'unlock')
      .map(c => c.op);
    expect(lockOps).toEqual(['lock', 'unlock', 'lock', 'unlock']);
  });

  it('give up with a message, and write nothing, when the lock stays taken', () => {
    const { apps, api } = setup();
    apps.lock.busy = true;
    const out = api.buildStandings(request());
    expect(out).toEqual({
      ok: false,
      error: {
        message:
          'Another standings update is still running in this spreadsheet. Try again in a moment.',
        cells: [],
      },
    });
    expect(apps.book.changes).toEqual([]);
  });

  it('release the lock when a write fails, and say so', () => {
    const { apps, api } = setup();
    built(api.buildStandings(request()));
    const sheet = apps.sheet('Standings – Seed');
    sheet.clear = () => {
      throw new Error('Service Spreadsheets failed while accessing document');
    };
    // The sheet cannot be cleared at all, so it cannot be put back either: the message says so.
    const outcome = api.buildStandings(request());
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.message).toBe(
        'Google Sheets stopped the update (Service Spreadsheets failed while accessing document), ' +
          'and it could not all be undone: check the sheet "Standings – Seed", then run it again.',
      );
    }
    expect(apps.lock.held).toBe(false);
  });
});

describe('a live sheet', () => {
  it('holds one =STANDINGS formula with the codes and options, formatted columns and the same metadata', () => {
    const { apps, api } = setup();
    const result = built(
      // A crosstable has no rounds: standings after its last round (7), not part-way.
      api.buildStandings(request({ output: 'live', afterRound: 7, unratedRating: 1000 })),
    );
    const sheet = apps.sheet(result.sheet);
    expect(sheet.peek(4, 1)?.formula).toBe(
      '=STANDINGS(Seed!A1:I, "BH,SB", "rules=fide-2024; after-round=7; unrated=1000")',
    );
    const formulas = [...sheet.cells.values()].filter(c => c.formula !== null);
    expect(formulas).toHaveLength(1);
    expect(sheet.valueAt(2, 1)).toMatch(/^Source: Seed!A1:I · .* · after round 7 · .*Live: /);
    expect(sheet.peek(5, 4)?.format).toBe('0.0');
    expect(sheet.peek(900, 4)?.format).toBe('0.0');
    expect(sheet.getFrozenRows()).toBe(4);
    expect(JSON.parse(sheet.getDeveloperMetadata()[0].getValue() ?? '').role).toBe('standings');
  });

  it('leaves the rules to the formula when they are automatic, and quotes sheet names', () => {
    const apps = new FakeApps({ sheets: [{ name: "Club's open", values: SEED }] });
    const result = built(
      sidebarApi(apps.services()).buildStandings(request({ output: 'live', rules: 'auto' })),
    );
    expect(apps.sheet(result.sheet).peek(4, 1)?.formula).toBe(
      `=STANDINGS('Club''s open'!A1:I, "BH,SB")`,
    );
  });
});

describe('the explanation sheet', () => {
  it('has a summary row per player and code and a row per round', () => {
    const { apps, api } = setup();
    const result = built(api.buildStandings(request({ explanations: true })));
    expect(result.explanationSheet).toBe('Explanations – Seed');
    const sheet = apps.sheet('Explanations – Seed');
    const grid = sheet.grid();
    expect(grid[3].slice(0, 4)).toEqual(['Place', 'Name', 'Tie-break', 'Round']);
    const summaries = grid.filter(r => r[2] === 'SB');
    expect(summaries.map(r => [r[1], r[8]])).toEqual([
      ['A', 11.75],
      ['B', 10],
      ['C', 9],
      ['D', 7.75],
      ['E', 3],
      ['F', 0],
      ['G', 0],
    ]);
    // One row per column of the crosstable (seven for seven players) follows A's summary; the
    // six games' contributions add up to A's 11.75. A crosstable does not say which round a game
    // was in: the rows have no round numbers, and row 3 says why.
    const aSb = grid.findIndex(r => r[1] === 'A' && r[2] === 'SB');
    const rounds = grid.slice(aSb + 1, aSb + 8);
    expect(rounds.map(r => r[4])).toEqual(['', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(rounds.map(r => r[3])).toEqual(['', '', '', '', '', '', '']);
    expect(grid[2][0]).toMatch(/^The crosstable does not say in which round/);
    expect(grid[aSb + 8][0]).not.toBe('');
    const contributions = rounds.map(r => r[8]).filter((v): v is number => typeof v === 'number');
    expect(contributions).toHaveLength(6);
    expect(contributions.reduce((a, b) => a + b, 0)).toBeCloseTo(11.75, 9);
    expect(JSON.parse(sheet.getDeveloperMetadata()[0].getValue() ?? '').role).toBe('explanations');
  });

  it('is not written for a live sheet', () => {
    const { apps, api } = setup();
    const result = built(api.buildStandings(request({ output: 'live', explanations: true })));
    expect(result.explanationSheet).toBeNull();
    expect(apps.book.getSheetByName('Explanations – Seed')).toBeNull();
  });
});

describe('in German', () => {
  it('names the sheets and headers in German', () => {
    const { apps, api } = setup(SEED, 'de_DE');
    const result = built(api.buildStandings(request({ explanations: true, afterRound: 7 })));
    expect(result.sheet).toBe('Rangliste – Seed');
    const sheet = apps.sheet('Rangliste – Seed');
    expect(sheet.getRange(4, 1, 1, 7).getValues()[0]).toEqual([
      'Platz',
      'Nr.',
      'Name',
      'Punkte',
      'BH',
      'SB',
      'Getrennt durch',
    ]);
    expect(sheet.valueAt(1, 1)).toBe('Rangliste — Seed');
    expect(sheet.valueAt(2, 1)).toMatch(
      /^Quelle: Seed!A1:I8 · Feinwertungen: BH, SB · Regeln: FIDE 2024 · nach Runde 7/,
    );
    expect(apps.book.getSheetByName('Erläuterungen – Seed')).not.toBeNull();
  });

  it('explains each value in German, with decimal commas in the text', () => {
    const { apps, api } = setup(SEED, 'de_DE');
    built(api.buildStandings(request({ explanations: true })));
    const grid = apps.sheet('Erläuterungen – Seed').grid();
    expect(grid[3].slice(0, 4)).toEqual(['Platz', 'Name', 'Feinwertung', 'Runde']);
    expect(grid[2][0]).toMatch(/^Die Kreuztabelle sagt nicht, in welcher Runde/);
    // D-TV1: A's Sonneborn-Berger is 11.75 from six games.
    const aSb = grid.find(r => r[1] === 'A' && r[2] === 'SB');
    expect(aSb?.[8]).toBe(11.75);
    expect(aSb?.[9]).toBe('Sonneborn-Berger = 11,75 (Summe aus 6 Beiträgen)');
    const aBh = grid.find(r => r[1] === 'A' && r[2] === 'BH');
    expect(aBh?.[9]).toMatch(/^Buchholz = [\d,]+ \(Summe aus 6 Beiträgen\)$/);
    expect(JSON.stringify(grid)).not.toMatch(/contribution|bye|cut\b/);
  });
});
