/**
 * The sidebar with a team table, in Chromium against the real server bundle: the team presets
 * replace the individual ones when the source is a team crosstable, a typed team code is checked
 * by the team parser, the standings of B-TV2 (spec club-systems.md) come out in the Olympiad
 * order, and switching to an individual table brings the individual lists back.
 */
import type { Locator } from 'playwright-core';
import { TEAM_PRESETS } from '../../src/core/teams';
import { SEED } from '../server/fakes/examples';
import { btv2Crosstable } from '../support/btv2';
import { openSidebar, useBrowser } from './sidebarPage';

jest.setTimeout(60000);

const browser = useBrowser();

/** An attribute of every element a locator finds. */
function attributes(locator: Locator, name: string): Promise<(string | null)[]> {
  return locator.evaluateAll((ls, n) => ls.map(l => l.getAttribute(n)), name);
}

describe('a team crosstable in the sidebar', () => {
  it('offers the team presets, ranks T2, T4, T1, T3 in the Olympiad order and switches back for players', async () => {
    const s = await openSidebar(browser(), {
      sheets: [
        { name: 'Tabelle', values: btv2Crosstable() },
        { name: 'Einzel', values: SEED },
      ],
    });
    const { page } = s;
    await page.locator('#view-standings .description').first().waitFor();
    await expect(page.locator('#view-standings .description').first().textContent()).resolves.toBe(
      'team crosstable, 4 teams, 4 boards, single round robin',
    );

    // Team presets only, the one fitting a crosstable chosen; no rating field for teams.
    const options = await attributes(page.locator('.preset-select option'), 'value');
    expect(options).toEqual(TEAM_PRESETS.map(p => p.name));
    await expect(page.locator('.preset-select').inputValue()).resolves.toBe('bundesliga');
    await expect(page.locator('.unrated').isHidden()).resolves.toBe(true);
    await expect(page.locator('.team-scoring').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Ranked first by').inputValue()).resolves.toBe('MP');
    await expect(
      page.getByText('Live sheet: one =TEAM_STANDINGS(…) formula').count(),
    ).resolves.toBe(1);

    await page.locator('.preset-select').selectOption('olympiad-2016');
    await expect(attributes(page.locator('.preset-codes li'), 'data-code')).resolves.toEqual([
      'OSB',
      'GPTS',
      'OBH',
    ]);

    // A typed team code goes through the team parser.
    await page.locator('.edit-preset').click();
    await page.locator('.other-code').fill('bh:mp/c1');
    await page.locator('.other-code').press('Enter');
    await page.locator('.custom-codes li[data-code="BH:MP/C1"]').waitFor();
    await page.getByRole('button', { name: 'Remove BH:MP/C1' }).click();

    await page.locator('#create').click();
    await page.locator('#notice .result-summary').waitFor();
    await expect(page.locator('#notice .result-summary').textContent()).resolves.toBe(
      'Standings of 4 teams written to “Standings – Tabelle”.',
    );
    await expect(page.locator('#notice .top li').allTextContents()).resolves.toEqual([
      '1. T2 — 4 MP · 6.5 BP',
      '2. T4 — 3 MP · 6 BP',
      '3. T1 — 3 MP · 6 BP',
      '4. T3 — 2 MP · 5.5 BP',
    ]);
    const calls = (await page.evaluate('window.__gasCalls')) as { fn: string; args: unknown[] }[];
    expect(calls.filter(c => c.fn === 'buildStandings').map(c => c.args[0])).toEqual([
      {
        range: 'Tabelle!A1:F5',
        tiebreaks: { kind: 'custom', codes: ['OSB', 'GPTS', 'OBH'] },
        rules: 'auto',
        afterRound: null,
        unratedRating: null,
        output: 'snapshot',
        explanations: false,
        teamScoring: { primary: 'MP', matchPoints: '' },
      },
    ]);
    const sheet = s.apps.sheet('Standings – Tabelle');
    expect(sheet.getRange(4, 1, 5, 6).getValues()).toEqual([
      ['Place', 'No.', 'Team', 'MP', 'BP', 'OSB'],
      [1, 2, 'T2', 4, 6.5, 12],
      [2, 4, 'T4', 3, 6, 15.5],
      [3, 1, 'T1', 3, 6, 12.5],
      [4, 3, 'T3', 2, 5.5, 13.5],
    ]);
    await s.screenshot('sidebar-teams-created');

    // An individual table brings back the individual presets and the rating field.
    await page.locator('#view-standings .range-input').fill("'Einzel'!A1:I8");
    await page.locator('#view-standings .use-range').click();
    await page.waitForFunction("document.querySelector('.preset-select').value === 'fide-rr'");
    await expect(page.locator('.unrated').isVisible()).resolves.toBe(true);
    await expect(page.locator('.team-scoring').isHidden()).resolves.toBe(true);
    await expect(page.locator('.custom-codes li').count()).resolves.toBe(0);
    expect(s.dialogs).toEqual([]);
    await page.context().close();
  });
});
