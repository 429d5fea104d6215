/**
 * `npm run preview`: the preview server (scripts/preview.mjs) serves the built sidebar next to a
 * view of the example sheets; the sidebar's google.script.run calls reach the real server bundle.
 * Driven in Chromium: open, create standings, see the new sheet.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ensureBuilt } from '../server/fakes/ensureBuilt';
import { launch, OUTPUT, ROOT } from './sidebarPage';

jest.setTimeout(60000);

let browser: Browser;
let server: ChildProcess;
let base = '';

beforeAll(async () => {
  ensureBuilt();
  server = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'preview.mjs'), '--no-build', '--port', '0'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`preview did not start: ${out}`)), 30000);
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    server.on('exit', code => reject(new Error(`preview exited (${code}): ${out}`)));
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (server && server.pid !== undefined && server.exitCode === null) server.kill();
});

it('serves the sidebar against the example sheet; creating standings adds the sheet', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const dialogs: string[] = [];
  page.on('dialog', d => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Only the preview server itself may be reached.
  await page.route(/^https?:/, route =>
    route.request().url().startsWith(base) ? route.continue() : route.abort(),
  );
  await page.goto(base);
  const sidebar = page.frameLocator('#sidebar');
  await expect(sidebar.locator('#view-standings .description').first().textContent()).resolves.toBe(
    'Swiss progress table, 13 players, 5 rounds',
  );
  await expect(page.locator('#menu button').allTextContents()).resolves.toEqual([
    'Build standings…',
    'Import TRF…',
    'Export TRF…',
    'Keizer evening…',
    'New Swiss…',
    'New round robin…',
    'Pair next round…',
    'Help',
  ]);
  await sidebar.locator('#create').click();
  await sidebar.locator('#notice .result-summary').waitFor();
  await page.locator('#tabs button', { hasText: 'Standings' }).waitFor();
  await expect(page.locator('#tabs button[aria-pressed="true"]').textContent()).resolves.toBe(
    'Standings – swiss-open',
  );
  await expect(page.locator('#sheet tr').nth(4).locator('td').allTextContents()).resolves.toEqual([
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
    'Separated by',
  ]);
  await page.screenshot({ path: join(OUTPUT, 'preview.png') });
  // The menu's Import TRF… reopens the sidebar at the import step.
  await page.locator('#menu button', { hasText: 'Import TRF…' }).click();
  await sidebar.locator('#view-import').waitFor();
  await expect(sidebar.locator('#view-import').isVisible()).resolves.toBe(true);
  expect(dialogs).toEqual([]);
});
