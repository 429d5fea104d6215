// npm run preview — the sidebar without Google: serves dist/Sidebar.html next to a simple view of
// a fake spreadsheet holding the example sheets (examples/*.csv). google.script.run in the page
// is a stub whose calls this server answers with the real server bundle (dist/Code.js) running
// against the Spreadsheet fake of the tests (test/server/fakes/).
//
// Usage: npm run preview [-- --example lechenich-results.csv] [--locale de] [--port 8765]
//                          [--no-build] [file.csv …]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const optionNames = new Set(['--example', '--locale', '--port']);
const files = argv.filter((a, i) => !a.startsWith('--') && !optionNames.has(argv[i - 1]));
const port = Number(option('port', process.env.PORT ?? '8765'));
const locale = option('locale', 'en');
const example = option('example', 'swiss-open.csv');

if (!argv.includes('--no-build')) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--quiet'], {
    stdio: 'inherit',
  });
}

// The fake and the harness are TypeScript test helpers: bundle them for Node on the fly.
const outDir = join(root, 'test-output', 'preview');
mkdirSync(outDir, { recursive: true });
const bundled = await esbuild.build({
  stdin: {
    contents: [
      "export { GasHarness } from './test/server/fakes/harness';",
      "export { FakeApps } from './test/server/fakes/spreadsheetService';",
      "export { parseDelimited } from './src/core';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  write: false,
  logLevel: 'warning',
});
const harnessFile = join(outDir, 'harness.cjs');
writeFileSync(harnessFile, bundled.outputFiles[0].text);
const { GasHarness, FakeApps, parseDelimited } = createRequire(import.meta.url)(harnessFile);

/** A CSV as Sheets would hold it: numbers as numbers, everything else as typed. */
function sheetValues(path) {
  return parseDelimited(readFileSync(path, 'utf8')).map(row =>
    row.map(cell => (/^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell) : cell)),
  );
}

const exampleDir = join(root, 'examples');
const paths =
  files.length > 0
    ? files.map(f => resolve(f))
    : [
        join(exampleDir, example),
        ...readdirSync(exampleDir)
          .filter(f => f.endsWith('.csv') && f !== example)
          .map(f => join(exampleDir, f)),
      ];
const apps = new FakeApps({
  sheets: paths.map(p => ({ name: basename(p).replace(/\.[^.]+$/, ''), values: sheetValues(p) })),
  userLocale: locale,
  now: new Date().toISOString().slice(0, 16).replace('T', ' '),
  files: { Sidebar: readFileSync(join(root, 'dist', 'Sidebar.html'), 'utf8') },
});
const harness = new GasHarness(apps, readFileSync(join(root, 'dist', 'Code.js'), 'utf8'));
harness.run('onOpen', [{ authMode: 'FULL' }]);
harness.run('showSidebar');

const stub = readFileSync(join(root, 'test', 'server', 'fakes', 'gasRunStub.js'), 'utf8');
const transport = `window.__gasTransport = function (fn, args) {
  return fetch('/rpc', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fn: fn, args: args }) }).then(function (r) { return r.json(); })
    .then(function (answer) { parent.postMessage('changed', '*'); return answer; });
};\n`;

function sidebarPage() {
  return harness.lastSidebar().replace('<head>', '<head><script src="/gas-stub.js"></script>');
}

/** The workbook as the preview page draws it (values as text, Dates included). */
function workbook() {
  const errors = harness.recalculate();
  const book = apps.book;
  const active = book.getActiveRange();
  return {
    menu: apps.ui.menus[0]?.items ?? [],
    alerts: apps.ui.alerts.splice(0),
    errors: [...errors.entries()],
    active: book.getActiveSheet().getName(),
    activeRange: active ? active.getA1Notation() : null,
    sheets: book.getSheets().map(sheet => {
      const rows = Math.max(sheet.getLastRow(), 1);
      const cols = Math.max(sheet.getLastColumn(), 1);
      return {
        name: sheet.getName(),
        frozen: sheet.getFrozenRows(),
        cells: Array.from({ length: rows }, (_, r) =>
          Array.from({ length: cols }, (_, c) => {
            const cell = sheet.peek(r + 1, c + 1);
            const v = sheet.valueAt(r + 1, c + 1);
            return {
              v: v instanceof Date ? v.toISOString().slice(0, 10) : String(v),
              f: cell?.formula ?? null,
              b: cell?.bold ?? false,
              bg: cell?.background ?? null,
              n: cell?.note ?? '',
            };
          }),
        ),
      };
    }),
  };
}

function body(req) {
  return new Promise((ok, fail) => {
    let data = '';
    req.on('data', chunk => {
      data += chunk;
      if (data.length > 20e6) fail(new Error('request too large'));
    });
    req.on('end', () => ok(data));
    req.on('error', fail);
  });
}

function send(res, status, type, content) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(content);
}

const MENU = new Set([
  'showSidebar',
  'showImportTrf',
  'showExportTrf',
  'showKeizerEvening',
  'showSwissRound',
  'showHelp',
]);

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/') {
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        readFileSync(join(root, 'scripts', 'preview.html')),
      );
    }
    if (req.method === 'GET' && url.pathname === '/sidebar') {
      return send(res, 200, 'text/html; charset=utf-8', sidebarPage());
    }
    if (req.method === 'GET' && url.pathname === '/gas-stub.js') {
      return send(res, 200, 'text/javascript; charset=utf-8', transport + stub);
    }
    if (req.method === 'GET' && url.pathname === '/state') {
      return send(res, 200, 'application/json', JSON.stringify(workbook()));
    }
    if (req.method === 'POST' && url.pathname === '/rpc') {
      const { fn, args } = JSON.parse(await body(req));
      let answer;
      try {
        answer = { value: harness.run(String(fn), Array.isArray(args) ? args : []) };
      } catch (e) {
        answer = { error: e instanceof Error ? e.message : String(e) };
      }
      return send(
        res,
        200,
        'application/json',
        JSON.stringify(answer === undefined ? null : answer),
      );
    }
    if (req.method === 'POST' && url.pathname === '/menu') {
      const { handler } = JSON.parse(await body(req));
      if (!MENU.has(handler)) return send(res, 400, 'text/plain', 'unknown menu item');
      harness.run(handler);
      return send(res, 200, 'application/json', '{}');
    }
    if (req.method === 'POST' && url.pathname === '/activate') {
      const { sheet } = JSON.parse(await body(req));
      apps.book.getSheetByName(String(sheet))?.activate();
      return send(res, 200, 'application/json', '{}');
    }
    if (req.method === 'POST' && url.pathname === '/select') {
      const { sheet, a1 } = JSON.parse(await body(req));
      const s = apps.book.getSheetByName(String(sheet));
      if (s) s.getRange(String(a1)).activate();
      return send(res, 200, 'application/json', '{}');
    }
    send(res, 404, 'text/plain', 'not found');
  } catch (e) {
    send(res, 500, 'text/plain', e instanceof Error ? e.message : String(e));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Chess Standings preview: http://127.0.0.1:${server.address().port}/`);
  console.log(
    `Sheets: ${apps.book
      .getSheets()
      .map(s => s.getName())
      .join(', ')} (locale ${locale})`,
  );
  console.log('Ctrl+C to stop.');
});
