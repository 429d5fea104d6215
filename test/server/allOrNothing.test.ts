/**
 * Writes are all or nothing, at any size, in few calls. Every Spreadsheet service call may fail
 * (a timeout, a quota, a protected range): for every k, the run whose k-th call fails must leave
 * the spreadsheet exactly as it was before the click — cells, formats, notes, sizes, sheets,
 * metadata and the active sheet — and say what happened.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sidebarApi } from '../../src/server/sidebar/api';
import type {
  KeizerEveningRequest,
  Outcome,
  StandingsRequest,
  SwissRoundRequest,
} from '../../src/shared/types';
import { expectEqual } from '../support/equal';
import { swissSheetCase } from '../support/swissSheet';
import { SCHLAPP_PLAYERS, SCHLAPP_R1, results } from '../core/keizer/specVectors';
import { SEED, seedWithNames } from './fakes/examples';
import { CELL_LIMIT, FakeApps, isEmptyCell, parseA1 } from './fakes/spreadsheetService';
import type { FakeSheet, Value } from './fakes/spreadsheetService';

const FAILURE = 'Service Spreadsheets timed out while accessing document.';

function request(over: Partial<StandingsRequest> = {}): StandingsRequest {
  return {
    range: '',
    tiebreaks: { kind: 'custom', codes: ['BH', 'SB'] },
    rules: 'fide-2024',
    afterRound: null,
    unratedRating: null,
    output: 'snapshot',
    explanations: true,
    ...over,
  };
}

/** Everything a user could see of the document, in a comparable form. */
function state(apps: FakeApps, { withSpills = true } = {}) {
  const book = apps.book;
  return {
    active: book.active.name,
    sheets: book.sheets.map((s: FakeSheet) => ({
      name: s.name,
      id: s.id,
      size: [s.maxRows, s.maxColumns],
      frozen: s.frozenRows,
      // Sheets has no "unset" width: 100 pixels is the default.
      widths: [...s.columnWidths].filter(([, w]) => w !== 100).sort((a, b) => a[0] - b[0]),
      metadata: s.metadata.map(m => [m.key, m.value]),
      cells: [...s.cells]
        .filter(([, c]) => !isEmptyCell(c))
        .map(([k, c]) => [k, { ...c }] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
      spilled: withSpills ? [...s.spilled].filter(([, v]) => v !== '').sort() : [],
    })),
  };
}

type Act = (apps: FakeApps) => Outcome<unknown>;

/** The number of service calls a successful run makes. */
function callsOf(make: () => FakeApps, act: Act): number {
  const apps = make();
  const before = apps.book.calls.length;
  const outcome = act(apps);
  expect(outcome.ok).toBe(true);
  return apps.book.calls.length - before;
}

/**
 * For every k, a fresh document whose k-th call fails: the outcome names the failure (a refusal
 * carrying the service's message, or the RPC failing with it), the lock is released and the
 * document is exactly as before.
 */
function everyCallMayFail(make: () => FakeApps, act: Act, opts = { withSpills: true }): number {
  const n = callsOf(make, act);
  for (let k = 1; k <= n; k++) {
    const apps = make();
    const before = state(apps, opts);
    apps.book.failAt(k, FAILURE);
    let message: string;
    try {
      const outcome = act(apps);
      if (outcome.ok) throw new Error(`call ${k} failed but the run reported success`);
      message = outcome.error.message;
    } catch (e) {
      message = (e as Error).message;
    }
    expect({ k, failed: !apps.book.failurePending }).toEqual({ k, failed: true });
    expect({ k, message }).toEqual({ k, message: expect.stringContaining(FAILURE) });
    expect({ k, lock: apps.lock.held }).toEqual({ k, lock: false });
    expectEqual({ k, state: state(apps, opts) }, { k, state: before });
  }
  return n;
}

function succeeded<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

/**
 * A Swiss progress table of n players (n a multiple of 8), 3 rounds: in round r player i
 * (0-based) meets i XOR 2^(r-1), the lower number has White and wins.
 */
function swiss(n: number): Value[][] {
  const rows: Value[][] = [['No', 'Name', 'R1', 'R2', 'R3']];
  for (let i = 0; i < n; i++) {
    const row: Value[] = [i + 1, `Player ${i + 1}`];
    for (let r = 0; r < 3; r++) {
      const j = i ^ (1 << r);
      row.push(i < j ? `${j + 1}w1` : `${j + 1}b0`);
    }
    rows.push(row);
  }
  return rows;
}

describe('a standings run whose k-th call fails leaves the spreadsheet as it was', () => {
  it('a first run (new standings and explanation sheets), every k', () => {
    const make = () => new FakeApps({ sheets: [{ name: 'Seed', values: SEED }] });
    const n = everyCallMayFail(make, apps => sidebarApi(apps.services()).buildStandings(request()));
    expect(n).toBeGreaterThan(20);
  });

  it('a re-run that rewrites both sheets of ours, every k', () => {
    const make = () => {
      const apps = new FakeApps({ sheets: [{ name: 'Seed', values: SEED }] });
      succeeded(sidebarApi(apps.services()).buildStandings(request()));
      // A user's own touches on our sheet are part of what must come back.
      apps.sheet('Standings – Seed').cell(30, 2).value = 'kept';
      apps.sheet('Standings – Seed').cell(30, 2).note = 'my note';
      apps.book.active = apps.sheet('Seed');
      return apps;
    };
    everyCallMayFail(make, apps =>
      sidebarApi(apps.services()).buildStandings(
        request({ tiebreaks: { kind: 'custom', codes: ['SB', 'BH', 'KS'] } }),
      ),
    );
  });

  it('a live sheet re-run: the formula comes back, its results are not frozen into values', () => {
    const make = () => {
      const apps = new FakeApps({ sheets: [{ name: 'Seed', values: SEED }] });
      succeeded(sidebarApi(apps.services()).buildStandings(request({ output: 'live' })));
      // What =STANDINGS spilled from A4 (header and 7 rows, 7 columns), as Sheets shows it.
      const live = apps.sheet('Standings – Seed');
      for (let r = 4; r <= 11; r++) {
        for (let c = 1; c <= 7; c++) live.spilled.set(`${r},${c}`, r === 4 ? `H${c}` : r * c);
      }
      apps.book.active = apps.sheet('Seed');
      return apps;
    };
    // Spilled values are recomputed by Sheets once the formula is back; the fake does not
    // evaluate, so they are compared without the spills, and checked to be no literal values.
    everyCallMayFail(
      make,
      apps =>
        sidebarApi(apps.services()).buildStandings(
          request({ output: 'live', tiebreaks: { kind: 'custom', codes: ['SB'] } }),
        ),
      { withSpills: false },
    );
    const apps = make();
    apps.book.failAt(callsOf(make, a => sidebarApi(a.services()).buildStandings(request())) - 1);
    sidebarApi(apps.services()).buildStandings(request());
    const live = apps.sheet('Standings – Seed');
    expect(live.peek(4, 1)?.formula).toMatch(/^=STANDINGS\(/);
    for (let r = 5; r <= 11; r++) expect(live.peek(r, 3)?.value ?? '').toBe('');
  });

  it('an import of a TRF, every k', () => {
    const trf = readFileSync(join(__dirname, '..', 'fixtures', 'spec', 'dtv2-swiss8.trf'), 'utf8');
    everyCallMayFail(
      () => new FakeApps(),
      apps => sidebarApi(apps.services()).importTrf({ fileName: 'd.trf', text: trf, base64: null }),
    );
  });

  it('a Keizer evening appended below the list (the sheet grown first), every k', () => {
    const make = () => {
      const apps = new FakeApps({
        sheets: [
          { name: 'Keizer', values: results(SCHLAPP_R1) },
          { name: 'Players', values: SCHLAPP_PLAYERS },
        ],
      });
      apps.sheet('Keizer').maxRows = 5;
      return apps;
    };
    const pair: KeizerEveningRequest = {
      results: 'Keizer!A1:E4',
      players: 'Players!A1:C7',
      present: ['Tal', 'Keres', 'Lasker', 'Steinitz', 'Botwinnik'],
      options: '',
    };
    everyCallMayFail(make, apps => sidebarApi(apps.services()).pairKeizerEvening(pair));
  });

  it('a Keizer evening paired again (its own rows rewritten, the record changed), every k', () => {
    const pair = (present: string[]): KeizerEveningRequest => ({
      results: 'Keizer!A1:E40',
      players: 'Players!A1:C7',
      present,
      options: '',
    });
    const make = () => {
      const apps = new FakeApps({
        sheets: [
          { name: 'Keizer', values: results(SCHLAPP_R1) },
          { name: 'Players', values: SCHLAPP_PLAYERS },
        ],
      });
      succeeded(
        sidebarApi(apps.services()).pairKeizerEvening(
          pair(['Tal', 'Keres', 'Lasker', 'Steinitz', 'Botwinnik']),
        ),
      );
      return apps;
    };
    everyCallMayFail(make, apps =>
      sidebarApi(apps.services()).pairKeizerEvening(
        pair(['Keres', 'Lasker', 'Steinitz', 'Botwinnik']),
      ),
    );
  });
});

describe('a Swiss round written below the results list, whose k-th call fails', () => {
  // Conformance tournament s0002 after round 4 (test/support/swissSheet.ts), round 5 paired.
  const c = swissSheetCase(
    readFileSync(join(__dirname, '..', 'fixtures', 'pairing', 's0002', 'tournament.trf'), 'utf8'),
    5,
  );
  const pair = (absent: SwissRoundRequest['absent']): SwissRoundRequest => ({
    results: `Swiss!A1:E${c.results.length}`,
    players: 'Players!A1:C8',
    options: 'rounds=7',
    absent,
  });
  const ticks: SwissRoundRequest['absent'] = [{ name: c.absent[0].name, kind: 'half-bye' }];
  const fresh = () => {
    const apps = new FakeApps({
      sheets: [
        { name: 'Swiss', values: c.results as Value[][] },
        { name: 'Players', values: c.players as Value[][] },
      ],
    });
    // Round 5 takes four rows; the sheet ends two rows below the list, so it is grown first.
    apps.sheet('Swiss').maxRows = c.results.length + 2;
    return apps;
  };

  it('a first write (the sheet grown, the record added), every k', () => {
    everyCallMayFail(fresh, apps => sidebarApi(apps.services()).pairSwissRound(pair(ticks)));
  });

  it('pairing the round again (its own rows rewritten, the record changed), every k', () => {
    const make = () => {
      const apps = fresh();
      succeeded(sidebarApi(apps.services()).pairSwissRound(pair(ticks)));
      return apps;
    };
    const more = [...ticks, { name: c.players[7][1] as string, kind: 'zero-bye' as const }];
    everyCallMayFail(make, apps => sidebarApi(apps.services()).pairSwissRound(pair(more)));
  });
});

describe('a new round robin sheet, whose k-th call fails', () => {
  it('schedule and crosstable of 3 players, double, every k', () => {
    const make = () =>
      new FakeApps({
        sheets: [{ name: 'Players', values: [['Name'], ['Anand'], ['Botvinnik'], ['Tal']] }],
      });
    everyCallMayFail(make, apps =>
      sidebarApi(apps.services()).newRoundRobin({ players: 'Players!A1:A4', double: true }),
    );
  });
});

describe('any size', () => {
  it('an explanation sheet longer than a new sheet’s 1000 rows (34 players, 33 rounds, 4 codes)', () => {
    // A 34-player round robin, every game drawn: each player has 16.5 points, so BH = 33 × 16.5
    // = 544.5, SB = 33 × ½ × 16.5 = 272.25, KS (opponents with ≥ 50 %: all) = 16.5, no wins.
    const n = 34;
    const names = Array.from({ length: n }, (_, i) => `P${i + 1}`);
    const grid: Value[][] = [
      ['Spieler', ...names, 'Punkte'],
      ...names.map((name, i) => [name, ...names.map((_, j) => (i === j ? '-' : '½')), 16.5]),
    ];
    const apps = new FakeApps({ sheets: [{ name: 'RR', values: grid }] });
    const out = succeeded(
      sidebarApi(apps.services()).buildStandings(
        request({ tiebreaks: { kind: 'custom', codes: ['BH', 'SB', 'KS', 'WIN'] } }),
      ),
    );
    const explained = apps.sheet(out.explanationSheet ?? '');
    // Header block of 4 rows, then per player and code a summary row and 33 round rows.
    const rows = 4 + n * 4 * (1 + 33);
    expect(explained.maxRows).toBe(rows);
    expect(explained.lastRow()).toBe(rows);
    const standings = apps.sheet(out.sheet);
    expect(standings.range(5, 4, 1, 5).getValues()).toEqual([[16.5, 544.5, 272.25, 16.5, 0]]);
  });

  it('a run that would pass 10 million cells is refused before anything is written', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Seed', values: SEED }] });
    // Another sheet of the user's already takes 9,958,000 cells (383,000 rows × 26 columns).
    const big = apps.book.addSheet('Archive');
    big.maxRows = 383_000;
    const before = state(apps);
    const changes = apps.book.changes.length;
    const outcome = sidebarApi(apps.services()).buildStandings(request());
    expect(outcome).toEqual({
      ok: false,
      error: {
        message:
          'This would need 52,000 more cells, but the spreadsheet already has 9,984,000 of the ' +
          '10,000,000 Google Sheets allows. Nothing was written. Delete sheets or rows you no ' +
          'longer need, or choose fewer tie-breaks or no explanations.',
        cells: [],
      },
    });
    expect(apps.book.changes.slice(changes).filter(c => c.sheet !== null)).toEqual([]);
    expect(state(apps)).toEqual(before);
    expect(apps.book.cellCount()).toBeLessThanOrEqual(CELL_LIMIT);
  });

  it('says it in German too', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Seed', values: SEED }], userLocale: 'de' });
    apps.book.addSheet('Archiv').maxRows = 383_000;
    const outcome = sidebarApi(apps.services()).buildStandings(request());
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.message).toMatch(
        /^Dafür wären 52\.000 weitere Zellen nötig, die Tabelle hat aber schon 9\.984\.000 der 10\.000\.000 Zellen/,
      );
    }
  });
});

describe('few calls', () => {
  /** Service calls of one standings run (with explanations for a snapshot), by method. */
  function calls(n: number, output: 'snapshot' | 'live'): Map<string, number> {
    const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: swiss(n) }] });
    const before = apps.book.calls.length;
    succeeded(
      sidebarApi(apps.services()).buildStandings(
        request({ output, explanations: output === 'snapshot' }),
      ),
    );
    const byOp = new Map<string, number>();
    for (const op of apps.book.calls.slice(before)) byOp.set(op, (byOp.get(op) ?? 0) + 1);
    return byOp;
  }

  it('the same calls for 40 and 400 players, but for growing the explanation sheet once', () => {
    const small = calls(40, 'snapshot');
    const large = calls(400, 'snapshot');
    // 400 players × 2 codes × (summary + 3 rounds) + 4 = 3,204 rows: one insertRowsAfter.
    expect(large.get('insertRowsAfter')).toBe(1);
    expect(small.get('insertRowsAfter')).toBeUndefined();
    large.delete('insertRowsAfter');
    expect(large).toEqual(small);
    expect(calls(400, 'live')).toEqual(calls(40, 'live'));
  });

  it('no per-cell or per-row formatting: each format goes out as one block per sheet', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: swiss(40) }] });
    const before = apps.book.calls.length;
    succeeded(sidebarApi(apps.services()).buildStandings(request()));
    const made = apps.book.calls.slice(before);
    const count = (op: string) => made.filter(c => c === op).length;
    for (const op of ['setBackground', 'setNote', 'setFontWeight', 'setFontStyle', 'setFontSize']) {
      expect({ op, n: count(op) }).toEqual({ op, n: 0 });
    }
    // Two sheets: standings and explanations.
    expect(count('setValues')).toBe(2);
    expect(count('setFontWeights')).toBe(2);
  });
});

describe('the lists written with the standings (ranking crosstable, prize lists)', () => {
  /**
   * A Swiss progress table of n players (n a multiple of 8), 3 rounds as swiss(n) plays them,
   * with the columns the prize lists read: Sex, Born, Club and a rating (every 7th unrated).
   */
  function swissWithPlayers(n: number): Value[][] {
    const games = swiss(n);
    return games.map((row, i) =>
      i === 0
        ? ['No', 'Name', 'Elo', 'Sex', 'Born', 'Club', 'R1', 'R2', 'R3']
        : [
            row[0],
            row[1],
            i % 7 === 0 ? '' : 1400 + 3 * i,
            i % 2 === 0 ? 'w' : 'm',
            1950 + (i % 70),
            `Club ${i % 5}`,
            ...row.slice(2),
          ],
    );
  }

  const lists = {
    crosstable: true,
    categories: 'women; age; rating:1600,1900; unrated; club',
    year: 2025,
    players: null,
  };

  function calls(n: number, output: 'snapshot' | 'live'): Map<string, number> {
    const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: swissWithPlayers(n) }] });
    const before = apps.book.calls.length;
    const built = succeeded(
      sidebarApi(apps.services()).buildStandings(request({ output, explanations: false, lists })),
    );
    expect(built.listSheets).toEqual(['Crosstable – Swiss', 'Prize lists – Swiss']);
    const byOp = new Map<string, number>();
    for (const op of apps.book.calls.slice(before)) byOp.set(op, (byOp.get(op) ?? 0) + 1);
    return byOp;
  }

  it('the same calls for 32 and 400 players, but for growing the prize sheet past 1000 rows once', () => {
    const small = calls(32, 'snapshot');
    const large = calls(400, 'snapshot');
    // 400 players: women 200, age groups 400, rating bands 343, unrated 57, clubs 400, with the
    // headings: about 1,500 rows, one insertRowsAfter for the prize sheet.
    expect(large.get('insertRowsAfter')).toBe(1);
    expect(small.get('insertRowsAfter')).toBeUndefined();
    large.delete('insertRowsAfter');
    expect(large).toEqual(small);
    expect(calls(400, 'live')).toEqual(calls(32, 'live'));
  });

  it('a first run with both lists (snapshot), every k', () => {
    const make = () => new FakeApps({ sheets: [{ name: 'Swiss', values: swissWithPlayers(16) }] });
    const n = everyCallMayFail(make, apps =>
      sidebarApi(apps.services()).buildStandings(request({ lists })),
    );
    expect(n).toBeGreaterThan(40);
  });

  it('a re-run rewriting the standings and both list sheets, live: failing early, midway, last', () => {
    // Every k of a re-run rewriting three sheets costs minutes (each sheet is snapshot whole on
    // every attempt); the re-run path itself is the standings sheet's, tested every k above.
    const make = () => {
      const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: swissWithPlayers(16) }] });
      succeeded(sidebarApi(apps.services()).buildStandings(request({ lists })));
      apps.book.active = apps.sheet('Swiss');
      return apps;
    };
    const act: Act = apps =>
      sidebarApi(apps.services()).buildStandings(request({ output: 'live', lists }));
    const n = callsOf(make, act);
    for (const k of [1, Math.floor(n / 2), n - 1, n]) {
      const apps = make();
      const before = state(apps, { withSpills: false });
      apps.book.failAt(k, FAILURE);
      // A failure before the writes fails the call itself; one during them is reported.
      let ok: boolean;
      try {
        ok = act(apps).ok;
      } catch {
        ok = false;
      }
      expect({ k, ok, lock: apps.lock.held }).toEqual({ k, ok: false, lock: false });
      expectEqual({ k, state: state(apps, { withSpills: false }) }, { k, state: before });
    }
  });
});

describe('a failed run gives back every cell exactly: value, shown text and text mark', () => {
  // What a user typed into a sheet of ours (the formula bar's text), and what Sheets made of it.
  const TYPED: readonly [string, string, Value][] = [
    ['A30', 'Rank', 'Rank'],
    ['B30', "'=Müller", '=Müller'],
    ['C30', "''quoted", "'quoted"],
    ['D30', '1.5', 1.5],
    ['E30', "'1.5", '1.5'],
    ['F30', 'TRUE', true],
    ['G30', "'TRUE", 'TRUE'],
    ['A31', '2024-01-05', new Date(Date.UTC(2024, 0, 5))],
    ['B31', "'2024-01-05", '2024-01-05'],
    ['C31', "'007", '007'],
    ['D31', 'Müller, Anna', 'Müller, Anna'],
  ];

  const make = () => {
    const apps = new FakeApps({ sheets: [{ name: 'Seed', values: SEED }] });
    succeeded(sidebarApi(apps.services()).buildStandings(request()));
    const ours = apps.sheet('Standings – Seed');
    for (const [a1, typed] of TYPED) ours.type(a1, typed);
    apps.book.active = apps.sheet('Seed');
    return apps;
  };
  const act: Act = apps =>
    sidebarApi(apps.services()).buildStandings(
      request({ tiebreaks: { kind: 'custom', codes: ['SB'] } }),
    );

  /** Each typed cell as the user meets it: value, shown text, formula-bar text. */
  const seen = (apps: FakeApps) => {
    const ours = apps.sheet('Standings – Seed');
    return TYPED.map(([a1]) => {
      const { row, col } = parseA1(a1);
      const range = ours.getRange(a1);
      return {
        a1,
        value: range.getValues()[0][0],
        shown: range.getDisplayValues()[0][0],
        entered: ours.enteredText(row, col),
      };
    });
  };

  it('the fake reads what was typed as Sheets does', () => {
    const got = seen(make());
    expect(got.map(c => c.value)).toEqual(TYPED.map(([, , v]) => v));
    // The formula bar shows the mark only where the user typed it.
    expect(got.map(c => c.entered)).toEqual([
      'Rank',
      "'=Müller",
      "''quoted",
      '1.5',
      "'1.5",
      'true',
      "'TRUE",
      String(new Date(Date.UTC(2024, 0, 5))),
      "'2024-01-05",
      "'007",
      'Müller, Anna',
    ]);
  });

  it('a run failing at its last call: the same cells, none gains or loses a mark', () => {
    const expected = seen(make());
    const apps = make();
    apps.book.failAt(callsOf(make, act), FAILURE);
    expect(act(apps).ok).toBe(false);
    expect(seen(apps)).toEqual(expected);
  });

  it('failing early, midway and late: the whole document as it was, text marks too', () => {
    // Every k of this re-run is tested above (a re-run that rewrites both sheets of ours).
    const n = callsOf(make, act);
    for (const k of [1, Math.floor(n / 3), Math.floor((2 * n) / 3), n - 1]) {
      const apps = make();
      const before = state(apps);
      apps.book.failAt(k, FAILURE);
      try {
        act(apps);
      } catch {
        // A failure before the writes fails the call itself.
      }
      expect({ k, state: state(apps) }).toEqual({ k, state: before });
    }
  });

  it('the sheets we write mark only the text that needs it', () => {
    const names = ['=Müller', 'B', 'C', 'D', 'E', 'F', 'G'];
    const apps = new FakeApps({ sheets: [{ name: 'Seed', values: seedWithNames(names) }] });
    succeeded(sidebarApi(apps.services()).buildStandings(request()));
    const ours = apps.sheet('Standings – Seed');
    const cells = [...ours.cells.values()].filter(
      c => typeof c.value === 'string' && c.value !== '',
    );
    expect(cells.some(c => c.value === '=Müller' && c.textMark)).toBe(true);
    expect(cells.filter(c => c.textMark).map(c => c.value)).toEqual(['=Müller']);
  });
});

describe('the printable lists (pairing list of a round, starting list, alphabetical list)', () => {
  const printable = {
    crosstable: false,
    categories: null,
    year: null,
    players: null,
    pairings: { round: null },
    starting: true,
    alphabetical: true,
  };
  const sheets = ['Pairings – Swiss', 'Starting list – Swiss', 'Alphabetical list – Swiss'];

  /** A field of n, titles and federations on some, as swiss(n) plays it. */
  function field(n: number): Value[][] {
    return swiss(n).map((row, i) =>
      i === 0
        ? ['No', 'Name', 'Elo', 'Title', 'Fed', 'R1', 'R2', 'R3']
        : [row[0], row[1], 2400 - i, i % 9 === 0 ? 'FM' : '', 'GER', ...row.slice(2)],
    );
  }

  function calls(n: number): Map<string, number> {
    const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: field(n) }] });
    const before = apps.book.calls.length;
    const built = succeeded(
      sidebarApi(apps.services()).buildStandings(
        request({ explanations: false, lists: printable }),
      ),
    );
    expect(built.listSheets).toEqual(sheets);
    // The whole field is on the sheets: n players, n/2 boards of round 3.
    expect(apps.sheet(sheets[1]).lastRow()).toBe(4 + n);
    expect(apps.sheet(sheets[2]).lastRow()).toBe(4 + n);
    expect(apps.sheet(sheets[0]).lastRow()).toBe(4 + n / 2);
    const byOp = new Map<string, number>();
    for (const op of apps.book.calls.slice(before)) byOp.set(op, (byOp.get(op) ?? 0) + 1);
    return byOp;
  }

  it('the same calls, method by method, for 32 and 400 players', () => {
    const small = calls(32);
    const large = calls(400);
    expect(large).toEqual(small);
    // Three list sheets and the standings: one setValues each.
    expect(small.get('setValues')).toBe(4);
  });

  it('a first run writing the standings and the three lists, every k', () => {
    const make = () => new FakeApps({ sheets: [{ name: 'Swiss', values: field(16) }] });
    const n = everyCallMayFail(make, apps =>
      sidebarApi(apps.services()).buildStandings(request({ lists: printable })),
    );
    expect(n).toBeGreaterThan(40);
  });

  it('a re-run rewriting them (another round listed), a sample of k: first, every 20th, last', () => {
    // A re-run makes about 280 calls (each replaced sheet is kept to be restored), a third of a
    // second per attempt; the rewriting path is the standings sheet's, tested every k above, so
    // a sample spread over the run is taken: the first three calls, every 20th, the last three.
    const make = () => {
      const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: field(16) }] });
      succeeded(
        sidebarApi(apps.services()).buildStandings(
          request({ explanations: false, lists: printable }),
        ),
      );
      apps.sheet(sheets[0]).cell(40, 1).value = 'a note of the arbiter';
      apps.book.active = apps.sheet('Swiss');
      return apps;
    };
    const act: Act = apps =>
      sidebarApi(apps.services()).buildStandings(
        request({ explanations: false, lists: { ...printable, pairings: { round: 1 } } }),
      );
    const n = callsOf(make, act);
    const ks = new Set([1, 2, 3, n - 2, n - 1, n]);
    for (let k = 20; k < n; k += 20) ks.add(k);
    for (const k of ks) {
      const apps = make();
      const before = state(apps);
      apps.book.failAt(k, FAILURE);
      let ok: boolean;
      try {
        ok = act(apps).ok;
      } catch {
        ok = false;
      }
      expect({ k, ok, lock: apps.lock.held }).toEqual({ k, ok: false, lock: false });
      expect({ k, state: state(apps) }).toEqual({ k, state: before });
    }
    expect(n).toBeGreaterThan(200);
    expect(ks.size).toBeGreaterThanOrEqual(15);
  });
});
