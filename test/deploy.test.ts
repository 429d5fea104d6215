/**
 * What `npm run deploy` puts into Apps Script: the files `clasp push` would upload from this
 * repository (test/support/claspPush.ts models clasp 3.4.1's rules) are exactly the server bundle,
 * the sidebar page and the manifest, and they work together as Apps Script runs them: every
 * pushed script evaluated in one shared global scope in push order, then the menu built by onOpen
 * and custom functions called as Sheets calls them.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { claspPushFiles, type PushedFile } from './support/claspPush';
import { ensureBuilt } from './server/fakes/ensureBuilt';
import { SEED } from './server/fakes/examples';
import { FakeApps } from './server/fakes/spreadsheetService';

const ROOT = join(__dirname, '..');

beforeAll(() => ensureBuilt());

/** One Apps Script execution: the pushed scripts run in order in one global scope. */
function execution(pushed: readonly PushedFile[], apps: FakeApps): vm.Context {
  const ctx = vm.createContext(apps.globals());
  for (const f of pushed.filter(p => p.type === 'SERVER_JS')) {
    vm.runInContext(f.source, ctx, { filename: f.localPath });
  }
  return ctx;
}

/** HtmlService serves the pushed pages by their project name. */
function pages(pushed: readonly PushedFile[]): Record<string, string> {
  return Object.fromEntries(
    pushed.filter(p => p.type === 'HTML').map(p => [p.remotePath, p.source]),
  );
}

describe('clasp push from this repository', () => {
  const pushed = claspPushFiles(ROOT);

  it('uploads exactly the manifest, the server bundle and the sidebar, in this order', () => {
    expect(pushed.map(p => [p.localPath, p.remotePath, p.type])).toEqual([
      ['dist/appsscript.json', 'appsscript', 'JSON'],
      ['dist/Code.js', 'Code', 'SERVER_JS'],
      ['dist/Sidebar.html', 'Sidebar', 'HTML'],
    ]);
    expect(JSON.parse(pushed[0].source)).toEqual(
      JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')),
    );
  });

  it('builds the menu and answers custom functions with every pushed script loaded', () => {
    const apps = new FakeApps({ sheets: [{ name: 'Seed', values: SEED }], files: pages(pushed) });
    const ctx = execution(pushed, apps);
    vm.runInContext('onOpen({ authMode: "FULL" })', ctx);
    expect(apps.ui.menus).toEqual([
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
    // Every menu item names a function of the pushed scripts, and the sidebar page is there.
    for (const [, fn] of apps.ui.menus[0].items.filter(i => i[1] !== '')) {
      expect(typeof (ctx as Record<string, unknown>)[fn]).toBe('function');
    }
    vm.runInContext('showSidebar()', execution(pushed, apps));
    expect(apps.ui.sidebars).toHaveLength(1);

    // A custom function in a fresh execution, as Sheets runs each formula: the seed crosstable's
    // Sonneborn-Berger (club-systems.md D-TV1) and the 3–4 Berger table.
    const call = (expression: string) => {
      const c = execution(pushed, new FakeApps());
      c.grid = SEED;
      return JSON.parse(JSON.stringify(vm.runInContext(expression, c))) as unknown;
    };
    expect(call('SONNEBORN_BERGER(grid)')).toEqual([
      [''],
      [11.75],
      [10],
      [9],
      [7.75],
      [3],
      [0],
      [0],
    ]);
    expect(call('BERGER(4)')).toEqual([
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, 1, 4, ''],
      [1, 2, 2, 3, ''],
      [2, 1, 4, 3, ''],
      [2, 2, 1, 2, ''],
      [3, 1, 2, 4, ''],
      [3, 2, 3, 1, ''],
    ]);
  });
});

describe('the push model', () => {
  /** A project laid out as given: .clasp.json, optional .claspignore, files under it. */
  function project(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'clasp-project-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  it('matches what clasp 3.4.1 show-file-status listed for a dist/ with stray files', () => {
    // Observed with `npx @google/clasp@3.4.1 show-file-status`: tracked dist/appsscript.json,
    // dist/cli.js, dist/Code.js, dist/Sidebar.html, dist/sub/a.gs; untracked dist/sub/other.json,
    // dist/z.ts.
    const dir = project({
      '.clasp.json': JSON.stringify({ scriptId: 'x', rootDir: 'dist' }),
      'dist/appsscript.json': '{}',
      'dist/Code.js': '',
      'dist/Sidebar.html': '',
      'dist/cli.js': '',
      'dist/sub/a.gs': '',
      'dist/sub/other.json': '{}',
      'dist/z.ts': '',
      'src/main.js': '',
    });
    expect(claspPushFiles(dir).map(p => p.localPath)).toEqual([
      'dist/appsscript.json',
      'dist/cli.js',
      'dist/Code.js',
      'dist/Sidebar.html',
      'dist/sub/a.gs',
    ]);
  });

  it('honours .claspignore (last matching rule wins), filePushOrder and skipSubdirectories', () => {
    // show-file-status of clasp 3.4.1 on this project: tracked out/a.js, out/appsscript.json,
    // out/b.js; untracked out/c.js, out/lib/, out/page.html (it lists by name, not push order).
    const dir = project({
      '.clasp.json': JSON.stringify({
        scriptId: 'x',
        rootDir: 'out',
        filePushOrder: ['out/b.js'],
        skipSubdirectories: true,
      }),
      '.claspignore': '**/**\n!*.js\n!appsscript.json\nc.js\n',
      'out/appsscript.json': '{}',
      'out/a.js': '',
      'out/b.js': '',
      'out/c.js': '',
      'out/page.html': '',
      'out/lib/d.js': '',
    });
    expect(claspPushFiles(dir).map(p => p.localPath)).toEqual([
      'out/b.js',
      'out/a.js',
      'out/appsscript.json',
    ]);
  });

  it('would have caught the old build: a Node bundle in dist/ breaks every execution', () => {
    const dir = project({ '.clasp.json': JSON.stringify({ scriptId: 'x', rootDir: 'dist' }) });
    mkdirSync(join(dir, 'dist'));
    for (const f of ['appsscript.json', 'Code.js', 'Sidebar.html']) {
      copyFileSync(join(ROOT, 'dist', f), join(dir, 'dist', f));
    }
    copyFileSync(join(ROOT, 'build', 'cli.js'), join(dir, 'dist', 'cli.js'));
    const stale = claspPushFiles(dir);
    expect(stale.map(p => p.localPath)).toContain('dist/cli.js');
    expect(() => execution(stale, new FakeApps())).toThrow('module is not defined');
  });
});
