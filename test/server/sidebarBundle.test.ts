/**
 * The sidebar through the built bundle, as Apps Script runs it: menu handlers and RPC targets are
 * top-level functions of dist/Code.js, each call a fresh execution with the fake services, and
 * everything crossing google.script.run must be JSON-safe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import type { ServerApi } from '../../src/shared/types';
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
      value: { sheet: 'Standings', created: true, players: 13 },
    });
    expect(h.apps.sheet('Standings').getRange('A4:K4').getValues()[0]).toEqual([
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
    const sheet = h.apps.sheet('Standings');
    expect(sheet.getRange('A4:E8').getValues()).toEqual([
      ['Rank', 'No.', 'Name', 'Points', 'SB'],
      [1, 1, 'A', 5, 11.75],
      [2, 2, 'B', 4.5, 10],
      [3, 3, 'C', 4, 9],
      [4, 4, 'D', 4, 7.75],
    ]);
  });
});
