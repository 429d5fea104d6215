/**
 * The lists in the sidebar's step 3, in Chromium against the real server bundle and the
 * Spreadsheet fake: the Club Open (test/core/lists/clubOpen.ts, worked by hand) kept as a
 * results list with its player list on another sheet; the ranking crosstable and prize lists
 * written as snapshot sheets, then live sheets whose formulas the custom functions fill with the
 * same lines; hidden for a team event. Screenshots go to test-output/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDelimited } from '../../src/core';
import type { Value } from '../server/fakes/spreadsheetService';
import { btv2MatchList } from '../support/btv2';
import { CROSSTABLE_SHEET } from '../core/lists/clubOpen';
import { openSidebar, ROOT, useBrowser } from './sidebarPage';

jest.setTimeout(60000);

const browser = useBrowser();

const csv = (file: string): Value[][] =>
  parseDelimited(readFileSync(join(ROOT, file), 'utf8')).map(r =>
    r.map(c => (/^\d+$/.test(c) ? Number(c) : c)),
  );

const SHEETS = () => [
  { name: 'Results', values: csv('test/fixtures/lists/club-open-results.csv') },
  { name: 'Players', values: csv('test/fixtures/lists/club-open-players.csv') },
];

/** The first crosstable lines of the Club Open under WON, BPG (clubOpen.ts). */
const CROSSTABLE_TOP = CROSSTABLE_SHEET.slice(0, 3);

async function chooseLists(page: import('playwright-core').Page, live: boolean): Promise<void> {
  await page.locator('#view-standings .description').first().waitFor();
  await page.locator('.edit-preset').click();
  for (const code of ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG']) {
    await page.getByRole('button', { name: `Remove ${code}` }).click();
  }
  for (const code of ['WON', 'BPG']) {
    await page.locator('.other-code').fill(code);
    await page.locator('.other-code').press('Enter');
    await page.locator(`.custom-codes li[data-code="${code}"]`).waitFor();
  }
  if (live) await page.getByLabel('Live sheet: one =STANDINGS(…) formula').check();
  await page.getByLabel('Ranking crosstable').check();
  await expect(page.locator('.lists .categories').isHidden()).resolves.toBe(true);
  await page.getByLabel('Prize lists').check();
  await expect(page.locator('.lists .categories').isVisible()).resolves.toBe(true);
  await page.getByRole('checkbox', { name: 'Unrated players' }).check();
  await page.locator('.event-year').fill('2025');
  await page.locator('.list-players').fill('Players!A1:G9');
}

describe('the lists in step 3', () => {
  it('writes the crosstable and prize lists sheets beside the standings (snapshot)', async () => {
    const s = await openSidebar(browser(), { sheets: SHEETS() });
    const { page } = s;
    await chooseLists(page, false);
    await s.screenshot('sidebar-lists-chosen');
    await page.locator('#create').click();
    await page.locator('#notice .list-sheets').waitFor();
    await expect(page.locator('#notice .list-sheets').textContent()).resolves.toBe(
      'Also written: Crosstable – Results, Prize lists – Results.',
    );
    await s.screenshot('sidebar-lists-written');
    const calls = (await page.evaluate('window.__gasCalls')) as { fn: string; args: unknown[] }[];
    const sent = calls.filter(c => c.fn === 'buildStandings').map(c => c.args[0]);
    expect(sent).toEqual([
      expect.objectContaining({
        tiebreaks: { kind: 'custom', codes: ['WON', 'BPG'] },
        lists: {
          crosstable: true,
          categories: 'women; age; unrated; club',
          year: 2025,
          players: 'Players!A1:G9',
          pairings: null,
          starting: false,
          alphabetical: false,
        },
      }),
    ]);
    const cross = s.apps.sheet('Crosstable – Results');
    expect(cross.getRange(4, 1, 3, 10).getValues()).toEqual(CROSSTABLE_TOP);
    const prizes = s.apps.sheet('Prize lists – Results');
    expect(prizes.getRange(4, 1, 3, 9).getValues()).toEqual([
      ['Best women', '', '', '', '', '', '', '', ''],
      ['Cat.', 'Rk.', 'SNo', 'Name', 'Rtg', 'Born', 'Pts.', 'WON', 'BPG'],
      [1, 1, 1, 'Adler, Anna', 2100, '', 2.5, 2, 1],
    ]);
    expect(s.dialogs).toEqual([]);
  });

  it('live sheets: the formulas the custom functions fill, with the same lines', async () => {
    const s = await openSidebar(browser(), { sheets: SHEETS() });
    const { page } = s;
    await chooseLists(page, true);
    await page.locator('#create').click();
    await page.locator('#notice .list-sheets').waitFor();
    expect(s.harness.recalculate()).toEqual(new Map());
    const cross = s.apps.sheet('Crosstable – Results');
    expect(cross.peek(4, 1)?.formula).toBe(
      '=CROSSTABLE(Results!A1:E, "tiebreaks=WON,BPG", Players!A1:G)',
    );
    expect(cross.getRange(4, 1, 3, 10).getValues()).toEqual(CROSSTABLE_TOP);
    const prizes = s.apps.sheet('Prize lists – Results');
    expect(prizes.getRange(4, 1, 2, 10).getValues()).toEqual([
      ['Category', 'Cat.', 'Rk.', 'SNo', 'Name', 'Rtg', 'Born', 'Pts.', 'WON', 'BPG'],
      ['women', 1, 1, 1, 'Adler, Anna', 2100, '', 2.5, 2, 1],
    ]);
  });

  it('is not offered for a team event', async () => {
    const s = await openSidebar(browser(), {
      sheets: [{ name: 'League', values: btv2MatchList() as Value[][] }],
    });
    await s.page.locator('#view-standings .description').first().waitFor();
    await expect(s.page.locator('.lists').isHidden()).resolves.toBe(true);
  });
});
