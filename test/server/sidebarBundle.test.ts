/**
 * The sidebar through the built bundle, as Apps Script runs it: menu handlers and RPC targets are
 * top-level functions of dist/Code.js, each call a fresh execution with the fake services, and
 * everything crossing google.script.run must be JSON-safe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import type { ServerApi } from '../../src/shared/types';
import { SCHLAPP_PLAYERS, SCHLAPP_R1, results } from '../core/keizer/specVectors';
import { SEED, exampleSheet } from './fakes/examples';
import { ensureBuilt } from './fakes/ensureBuilt';
import { DIST, GasHarness, checkTransportable } from './fakes/harness';
import { FakeApps } from './fakes/spreadsheetService';
import type { FakeOptions } from './fakes/spreadsheetService';

beforeAll(() => ensureBuilt());

function harness(options: FakeOptions = {}): GasHarness {
  return new GasHarness(
    new FakeApps({
      sheets: [{ name: 'Seed', values: SEED }],
      files: { Sidebar: readFileSync(join(DIST, 'Sidebar.html'), 'utf8') },
      ...options,
    }),
  );
}

const RPC: (keyof ServerApi)[] = [
  'sidebarState',
  'detectSource',
  'checkTiebreakCode',
  'buildStandings',
  'selectCell',
  'importTrf',
  'exportTrf',
  'keizerEveningState',
  'pairKeizerEvening',
  'previewSwissRound',
  'pairSwissRound',
  'newRoundRobin',
  'newEvent',
  'eventsState',
  'writeSchedule',
];

describe('the menu', () => {
  it('in AuthMode.NONE touches nothing but SpreadsheetApp.getUi', () => {
    const h = harness();
    const touched: string[] = [];
    const globals = h.apps.globals();
    const watched = Object.fromEntries(
      Object.entries(globals).map(([name, service]) => [
        name,
        new Proxy(service as object, {
          get(target, prop) {
            touched.push(`${name}.${String(prop)}`);
            return Reflect.get(target, prop);
          },
        }),
      ]),
    );
    const ctx = vm.createContext(watched);
    vm.runInContext(readFileSync(join(DIST, 'Code.js'), 'utf8'), ctx);
    touched.length = 0; // loading the bundle must touch nothing either…
    vm.runInContext('onOpen({ authMode: "NONE" })', ctx);
    expect(touched).toEqual(['SpreadsheetApp.getUi']);
    expect(h.apps.ui.menus).toEqual([
      {
        title: 'Add-on',
        items: [
          ['Build standings…', 'showSidebar'],
          ['Import TRF…', 'showImportTrf'],
          ['Export TRF…', 'showExportTrf'],
          ['Keizer evening…', 'showKeizerEvening'],
          ['New Swiss…', 'showNewSwiss'],
          ['New round robin…', 'showNewRoundRobin'],
          ['Pair next round…', 'showSwissRound'],
          ['---', ''],
          ['Help', 'showHelp'],
        ],
      },
    ]);
  });

  it('loading the bundle touches no service', () => {
    const touched: string[] = [];
    const sandbox = {};
    for (const name of [
      'SpreadsheetApp',
      'HtmlService',
      'LockService',
      'Session',
      'Utilities',
      'PropertiesService',
      'ScriptApp',
      'CacheService',
    ]) {
      Object.defineProperty(sandbox, name, {
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vm.runInContext(readFileSync(join(DIST, 'Code.js'), 'utf8'), vm.createContext(sandbox));
    expect(touched).toEqual([]);
  });

  it('is German for a German user once the add-on may read the locale', () => {
    const h = harness({ userLocale: 'de' });
    h.run('onOpen', [{ authMode: 'LIMITED' }]);
    expect(h.apps.ui.menus[0].items.map(i => i[0])).toEqual([
      'Rangliste erstellen…',
      'TRF importieren…',
      'TRF exportieren…',
      'Keizer-Abend…',
      'Neues Schweizer System…',
      'Neues Rundenturnier…',
      'Nächste Runde auslosen…',
      '---',
      'Hilfe',
    ]);
  });

  it('calls handlers that exist as top-level functions', () => {
    const h = harness();
    h.run('onOpen', [{ authMode: 'FULL' }]);
    const ctx = h.execution();
    for (const [, fn] of h.apps.ui.menus[0].items.filter(i => i[1] !== '')) {
      expect(typeof (ctx as Record<string, unknown>)[fn]).toBe('function');
    }
    for (const fn of RPC) expect(typeof (ctx as Record<string, unknown>)[fn]).toBe('function');
  });
});

describe('opening the sidebar', () => {
  it.each([
    ['showSidebar', 'standings'],
    ['showImportTrf', 'import'],
    ['showExportTrf', 'export'],
    ['showKeizerEvening', 'keizer'],
    ['showSwissRound', 'swiss'],
  ])('%s shows Sidebar.html at the %s step, in the user’s language', (handler, view) => {
    for (const [userLocale, locale, title] of [
      ['en_US', 'en', 'Chess Standings'],
      ['de', 'de', 'Schach-Rangliste'],
    ]) {
      const h = harness({ userLocale });
      h.run(handler);
      const shown = h.apps.ui.sidebars[0];
      expect(shown.title).toBe(title);
      expect(shown.content.startsWith('<!doctype html>')).toBe(true);
      expect(shown.content).toContain(
        `<div id="boot" hidden data-view="${view}" data-locale="${locale}"></div>`,
      );
    }
  });
});

it.each([
  ['showNewSwiss', 'swiss'],
  ['showNewRoundRobin', 'round-robin'],
])('%s shows Sidebar.html at the new event, its system chosen (%s)', (handler, system) => {
  const h = harness({ userLocale: 'de' });
  h.run(handler);
  expect(h.apps.ui.sidebars[0].content).toContain(
    `<div id="boot" hidden data-view="event" data-locale="de" data-system="${system}"></div>`,
  );
});

describe('the RPC targets through the bundle', () => {
  it('answer with JSON-safe values and write the standings', () => {
    const h = harness({ sheets: [{ name: 'Swiss open', values: exampleSheet('swiss-open.csv') }] });
    const state = h.run('sidebarState') as { source: { ok: boolean; description: string } };
    expect(state.source).toMatchObject({
      ok: true,
      description: 'Swiss progress table, 13 players, 5 rounds',
    });
    const out = h.run('buildStandings', [
      {
        range: '',
        tiebreaks: { kind: 'preset', name: 'fide-swiss' },
        rules: 'auto',
        afterRound: null,
        unratedRating: null,
        output: 'snapshot',
        explanations: true,
      },
    ]);
    expect(out).toMatchObject({
      ok: true,
      value: { sheet: 'Standings – Swiss open', created: true, players: 13 },
    });
    expect(h.apps.sheet('Standings – Swiss open').getRange('A4:K4').getValues()[0]).toEqual([
      'Place',
      'No.',
      'Name',
      'Points',
      'BH/C1',
      'BH',
      'SB',
      'PS',
      'DE',
      'WIN',
      'BWG',
    ]);
  });

  it('refuse what google.script.run would refuse', () => {
    expect(() => checkTransportable({ when: new Date() })).toThrow(/Date/);
    expect(() => checkTransportable([() => 1])).toThrow(/function/);
    expect(() => harness().run('sidebarState_')).toThrow(/not found/);
  });

  it('make a live sheet whose formula the custom function fills', () => {
    const h = harness();
    h.run('buildStandings', [
      {
        range: '',
        tiebreaks: { kind: 'custom', codes: ['SB'] },
        rules: 'fide-2024',
        afterRound: null,
        unratedRating: null,
        output: 'live',
        explanations: false,
      },
    ]);
    expect(h.recalculate()).toEqual(new Map());
    const sheet = h.apps.sheet('Standings – Seed');
    expect(sheet.getRange('A4:F8').getValues()).toEqual([
      ['Place', 'No.', 'Name', 'Points', 'SB', 'Separated by'],
      [1, 1, 'A', 5, 11.75, ''],
      [2, 2, 'B', 4.5, 10, ''],
      [3, 3, 'C', 4, 9, ''],
      [4, 4, 'D', 4, 7.75, 'SB'],
    ]);
  });
});

describe('the Keizer evening through the bundle', () => {
  // Spec club-systems.md A-TV5: the schlapp field after round 1, Capablanca absent in round 2.
  const sheets = () => [
    { name: 'Keizer', values: results(SCHLAPP_R1) },
    { name: 'Players', values: SCHLAPP_PLAYERS },
  ];

  it('pairs round 2 below the list; =KEIZER counts it once the results are typed', () => {
    const h = harness({ sheets: sheets() });
    const state = h.run('keizerEveningState', ['Keizer!A1:E20', 'Players!A1:C7', null]) as {
      ok: boolean;
      nextRound: number;
      ranking: { name: string }[];
    };
    expect(state).toMatchObject({ ok: true, nextRound: 2 });
    expect(state.ranking.map(p => p.name)).toEqual([
      'Botwinnik',
      'Lasker',
      'Capablanca',
      'Keres',
      'Steinitz',
      'Tal',
    ]);
    const out = h.run('pairKeizerEvening', [
      {
        results: 'Keizer!A1:E20',
        players: 'Players!A1:C7',
        present: ['Botwinnik', 'Lasker', 'Keres', 'Steinitz', 'Tal'],
        options: '',
      },
    ]);
    expect(out).toMatchObject({
      ok: true,
      value: { round: 2, written: { sheet: 'Keizer', a1: 'A5:E7' }, bye: 'Tal' },
    });
    const sheet = h.apps.sheet('Keizer');
    expect(sheet.getRange('A5:E7').getValues()).toEqual([
      [2, 1, 'Botwinnik', 'Lasker', ''],
      [2, 2, 'Steinitz', 'Keres', ''],
      [2, '', 'Tal', '', 'bye'],
    ]);

    // A =KEIZER table next to the list: round 2 is not counted while its results are missing …
    sheet.getRange('G1').setFormula('=KEIZER(Keizer!A1:E20, Players!A1:C7)');
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange('H2:I7').getValues()).toEqual([
      ['Botwinnik', 10],
      ['Lasker', 9.5],
      ['Capablanca', 9],
      ['Keres', 5],
      ['Steinitz', 4],
      ['Tal', 3],
    ]);
    // … and is once they are typed (A-TV5 pass 2; Capablanca's missing round counts as
    // unexcused, 0.35 of his value like the spec's excused absence).
    sheet.getRange('E5:E6').setValues([['1-0'], ['½-½']]);
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange('H2:I7').getValues()).toEqual([
      ['Botwinnik', 16],
      ['Capablanca', 9.75],
      ['Lasker', 9.5],
      ['Keres', 7.5],
      ['Steinitz', 5],
      ['Tal', 3],
    ]);
  });

  it('refuses, through the bridge, to write over a cell below the list', () => {
    const h = harness({ sheets: sheets() });
    h.apps.sheet('Keizer').cell(5, 4).value = 'kept';
    const out = h.run('pairKeizerEvening', [
      {
        results: 'Keizer!A1:E4',
        players: null,
        present: ['Botwinnik', 'Lasker'],
        options: '',
      },
    ]) as { ok: boolean; error: { cells: unknown[] } };
    expect(out.ok).toBe(false);
    expect(out.error.cells).toEqual([{ sheet: 'Keizer', a1: 'D5' }]);
    expect(h.apps.sheet('Keizer').getRange('A5:E5').getValues()).toEqual([
      ['', '', '', 'kept', ''],
    ]);
  });
});
