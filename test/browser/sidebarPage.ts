/**
 * The built sidebar in Debian's Chromium, driven by playwright-core: the page is the HTML the
 * server's menu handler shows (dist/Sidebar.html plus the #boot element), opened from a file,
 * offline (all http(s) aborted), with google.script.run answered by the real server bundle
 * running against the Spreadsheet fake (test/server/fakes/harness.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { ensureBuilt } from '../server/fakes/ensureBuilt';
import { DIST, GasHarness } from '../server/fakes/harness';
import { FakeApps } from '../server/fakes/spreadsheetService';
import type { FakeOptions } from '../server/fakes/spreadsheetService';

export const ROOT = join(__dirname, '..', '..');
export const OUTPUT = join(ROOT, 'test-output');
const STUB = readFileSync(join(ROOT, 'test', 'server', 'fakes', 'gasRunStub.js'), 'utf8');

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (no browser download); CHROMIUM_PATH points elsewhere if needed. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests drive Debian's Chromium at ${CHROMIUM}, which is not installed: ` +
        'run `apt-get install -y chromium` (CI does), or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * One Chromium for the test file that calls it: dist/ is built if stale and the browser launched
 * before the first test, and closed after the last. The getter gives it inside the tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuilt();
    browser = await launch();
  });
  // A test's pages are closed after it: a renderer left open per test slows every later one.
  afterEach(async () => {
    await Promise.all(browser?.contexts().map(c => c.close()) ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export interface SidebarPage {
  readonly page: Page;
  readonly harness: GasHarness;
  readonly apps: FakeApps;
  /** Messages of alert/confirm/prompt dialogs the page opened (there must be none). */
  readonly dialogs: string[];
  /** Requests the page tried to make to the network (all aborted). */
  readonly network: string[];
  /** Holds the server's answers until release() — to watch the busy indicator. */
  hold(): void;
  release(): void;
  screenshot(name: string): Promise<void>;
  /**
   * A picture for the README: written to $README_SCREENSHOTS/name.png (scripts/screenshots.mjs
   * sets it) when that is set, else nothing. The page is the sidebar; `region` crops it to the
   * rows from one element's top to another's bottom (the README's pictures stay small).
   */
  readmeShot(
    name: string,
    region?: { readonly from: Locator; readonly to: Locator },
  ): Promise<void>;
}

let counter = 0;

export async function openSidebar(
  browser: Browser,
  options: FakeOptions & {
    readonly handler?:
      | 'showSidebar'
      | 'showImportTrf'
      | 'showExportTrf'
      | 'showKeizerEvening'
      | 'showSwissRound'
      | 'showNewSwiss'
      | 'showNewRoundRobin';
  },
): Promise<SidebarPage> {
  const apps = new FakeApps({
    ...options,
    files: { Sidebar: readFileSync(join(DIST, 'Sidebar.html'), 'utf8') },
  });
  const harness = new GasHarness(apps);
  harness.run(options.handler ?? 'showSidebar');
  mkdirSync(OUTPUT, { recursive: true });
  counter += 1;
  const file = join(OUTPUT, `sidebar-${process.pid}-${counter}.html`);
  writeFileSync(file, harness.lastSidebar());

  const context = await browser.newContext({
    viewport: { width: 300, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const network: string[] = [];
  page.on('dialog', d => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route(/^https?:/, route => {
    network.push(route.request().url());
    return route.abort();
  });
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  await page.exposeFunction('__gasCall', async (fn: string, args: unknown[]) => {
    if (gate) await gate;
    try {
      return { value: harness.run(fn, args) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  });
  await page.addInitScript(
    `window.__gasTransport = function (fn, args) { return window.__gasCall(fn, args); };\n${STUB}`,
  );
  await page.goto(pathToFileURL(file).href);
  return {
    page,
    harness,
    apps,
    dialogs,
    network,
    hold() {
      gate = new Promise(resolve => {
        open = resolve;
      });
    },
    release() {
      open();
      gate = null;
    },
    async screenshot(name: string) {
      await page.screenshot({ path: join(OUTPUT, `${name}.png`), fullPage: true });
    },
    async readmeShot(name, region) {
      const dir = process.env.README_SCREENSHOTS;
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      let clip: { x: number; y: number; width: number; height: number } | undefined;
      if (region) {
        const scroll = (await page.evaluate('window.scrollY')) as number;
        const top = await region.from.boundingBox();
        const bottom = await region.to.boundingBox();
        if (!top || !bottom) throw new Error(`${name}: the region to picture is not shown`);
        const y = Math.max(0, top.y + scroll - 8);
        clip = {
          x: 0,
          y,
          width: page.viewportSize()?.width ?? 300,
          height: bottom.y + scroll + bottom.height + 4 - y,
        };
      }
      await page.screenshot({
        path: join(dir, `${name}.png`),
        fullPage: true,
        ...(clip && { clip }),
      });
    },
  };
}
