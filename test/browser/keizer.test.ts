/**
 * The sidebar's Keizer evening in a real browser (Debian Chromium + playwright-core), answered by
 * the real server bundle against the Spreadsheet fake: the menu opens the view, the players load
 * in ranking order, the organiser ticks who came, the pairings are appended below the results
 * list and shown; then the round waits for its results. Spec club-systems.md A-TV5 round 2.
 * A player named like an XSS attack stays text. Screenshots go to test-output/.
 */
import { SCHLAPP_PLAYERS, SCHLAPP_R1, results } from '../core/keizer/specVectors';
import type { Value } from '../server/fakes/spreadsheetService';
import { openSidebar, useBrowser } from './sidebarPage';

jest.setTimeout(60000);

const browser = useBrowser();

const SHEETS = () => [
  { name: 'Keizer', values: results(SCHLAPP_R1) as Value[][] },
  { name: 'Players', values: SCHLAPP_PLAYERS as Value[][] },
];

describe('the Keizer evening', () => {
  it('ticks who came, appends round 2 below the list and shows the boards', async () => {
    const s = await openSidebar(browser(), { sheets: SHEETS(), handler: 'showKeizerEvening' });
    const { page } = s;
    const view = page.locator('#view-keizer');
    await view.locator('.keizer-list li').first().waitFor();
    await expect(page.locator('#view-standings').isHidden()).resolves.toBe(true);
    await expect(page.locator('nav .nav-keizer').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    // Detected on the active sheet; no player list yet.
    await expect(view.locator('.keizer-results').inputValue()).resolves.toBe('Keizer!A1:E4');
    await expect(view.locator('.keizer-players').inputValue()).resolves.toBe('');

    // With the player list (ratings): the A-TV1 ranking and totals.
    await view.getByLabel('Player list (range, optional)').fill('Players!A1:C7');
    await view.locator('.keizer-load').click();
    await page.waitForFunction(
      '/Players/.test(JSON.stringify(window.__gasCalls[window.__gasCalls.length - 1]))',
    );
    await view.locator('.keizer-list li label', { hasText: '1. Botwinnik (10)' }).waitFor();
    await expect(view.locator('.keizer-list li label').allTextContents()).resolves.toEqual([
      '1. Botwinnik (10)',
      '2. Lasker (9.5)',
      '3. Capablanca (9)',
      '4. Keres (5)',
      '5. Steinitz (4)',
      '6. Tal (3)',
    ]);
    await expect(view.locator('.keizer-description').textContent()).resolves.toBe(
      'Results list, 6 players, 1 round. Next: round 2',
    );
    // Nobody is ticked until the organiser ticks them.
    await expect(view.locator('.keizer-count').textContent()).resolves.toBe('0 of 6 ticked');

    const unlabelled = await page.evaluate(`Array.from(document.querySelectorAll(
        '#view-keizer input, #view-keizer button'))
      .filter(e => !(e.labels && e.labels.length) && !(e.textContent || '').trim())
      .map(e => e.outerHTML)`);
    expect(unlabelled).toEqual([]);

    for (const label of ['1. Botwinnik (10)', '2. Lasker (9.5)', '4. Keres (5)', '6. Tal (3)']) {
      await view.getByLabel(label).check();
    }
    await view.getByLabel('5. Steinitz (4)').press('Space');
    await expect(view.locator('.keizer-count').textContent()).resolves.toBe('5 of 6 ticked');
    await s.screenshot('keizer-ticked');

    await page.locator('#keizer-pair').click();
    await view.locator('.keizer-summary').waitFor();
    await expect(view.locator('.keizer-summary').textContent()).resolves.toBe(
      'Round 2 added: Keizer!A5:E7.',
    );
    await expect(view.locator('.keizer-boards tbody td').allTextContents()).resolves.toEqual([
      ...['1', 'Botwinnik', 'Lasker'],
      ...['2', 'Steinitz', 'Keres'],
    ]);
    await expect(view.locator('.keizer-bye').textContent()).resolves.toBe('Bye: Tal');

    const calls = (await page.evaluate('window.__gasCalls')) as { fn: string; args: unknown[] }[];
    expect(calls.filter(c => c.fn === 'pairKeizerEvening').map(c => c.args[0])).toEqual([
      {
        results: 'Keizer!A1:E4',
        players: 'Players!A1:C7',
        present: ['Botwinnik', 'Lasker', 'Keres', 'Steinitz', 'Tal'],
        options: '',
      },
    ]);
    expect(s.apps.sheet('Keizer').getRange('A1:E8').getValues()).toEqual([
      ...results(SCHLAPP_R1),
      [2, 1, 'Botwinnik', 'Lasker', ''],
      [2, 2, 'Steinitz', 'Keres', ''],
      [2, '', 'Tal', '', 'bye'],
      ['', '', '', '', ''],
    ]);

    // The list is read again: it now takes in the new rows and waits for round 2's results.
    await view.locator('.keizer-pending').waitFor();
    await expect(view.locator('.keizer-results').inputValue()).resolves.toBe('Keizer!A1:E7');
    await expect(view.locator('.keizer-pending').textContent()).resolves.toBe(
      'Round 2 still lacks results: type them before pairing the next round.',
    );
    await expect(view.locator('.keizer-count').textContent()).resolves.toBe('0 of 6 ticked');
    await s.screenshot('keizer-paired');

    // Select the new rows.
    s.apps.sheet('Players').activate();
    await view.locator('.keizer-select').click();
    await page.waitForFunction('window.__gasCalls.some(c => c.fn === "selectCell")');
    await page.waitForFunction('document.getElementById("busy").hidden');
    expect(s.apps.book.getActiveSheet().getName()).toBe('Keizer');
    expect(s.apps.book.getActiveRange()?.getA1Notation()).toBe('A5:E7');

    // Paired again before any result is in, Tal no longer ticked: the rows written are replaced
    // (the same two boards, the bye row cleared).
    for (const label of ['1. Botwinnik (10)', '2. Lasker (9.5)', '4. Keres (5)', '5. Steinitz (4)'])
      await view.getByLabel(label).check();
    await page.locator('#keizer-pair').click();
    await page.waitForFunction(
      'window.__gasCalls.filter(c => c.fn === "pairKeizerEvening").length === 2',
    );
    await page.waitForFunction('document.getElementById("busy").hidden');
    expect(s.apps.sheet('Keizer').getRange('A5:E7').getValues()).toEqual([
      [2, 1, 'Botwinnik', 'Lasker', ''],
      [2, 2, 'Steinitz', 'Keres', ''],
      ['', '', '', '', ''],
    ]);

    // A result typed into one of them: pairing the evening again is refused, naming the cells.
    s.apps.sheet('Keizer').getRange('E5').setValue('1-0');
    await view.getByLabel('1. Botwinnik (10)').check();
    await view.getByLabel('2. Lasker (9.5)').check();
    await page.locator('#keizer-pair').click();
    const alert = page.getByRole('alert');
    await alert.locator('p').waitFor();
    await expect(alert.locator('p').textContent()).resolves.toBe(
      'Keizer!E5 holds a result, so round 2 is being played and cannot be paired again; ' +
        'round 3 can be paired once the missing results are in (Keizer!E6).',
    );
    expect(s.dialogs).toEqual([]);
  });

  it('in German, with the bye written as "spielfrei"', async () => {
    const s = await openSidebar(browser(), {
      sheets: SHEETS(),
      handler: 'showKeizerEvening',
      userLocale: 'de_DE',
    });
    const { page } = s;
    const view = page.locator('#view-keizer');
    await view.locator('.keizer-list li').first().waitFor();
    await expect(page.locator('nav button').allTextContents()).resolves.toEqual([
      'Rangliste',
      'TRF-Import',
      'TRF-Export',
      'Keizer',
      'Schweizer Runde',
      'Neues Turnier',
    ]);
    await expect(view.locator('h2').textContent()).resolves.toBe('Keizer-Abend');
    await expect(view.locator('legend').textContent()).resolves.toBe('Wer ist heute da?');
    await view.locator('.keizer-all').click();
    await expect(view.locator('.keizer-count').textContent()).resolves.toBe('6 von 6 angekreuzt');
    await view.locator('.keizer-list input').nth(2).uncheck();
    await page.locator('#keizer-pair').click();
    await view.locator('.keizer-summary').waitFor();
    await expect(view.locator('.keizer-bye').textContent()).resolves.toMatch(/^Spielfrei: /);
    expect(s.apps.sheet('Keizer').valueAt(7, 5)).toBe('spielfrei');
  });
});

describe('a Keizer player named <img src=x onerror=alert(1)>', () => {
  const evil = '<img src=x onerror=alert(1)>';

  it('is text in the list, in the pairings and in the sheet', async () => {
    const list: Value[][] = [
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, evil, 'Anna', '1-0'],
      [1, 2, 'Bert', '<script>window.__xss=1</script>', '½-½'],
    ];
    const s = await openSidebar(browser(), {
      sheets: [{ name: 'Keizer', values: list }],
      handler: 'showKeizerEvening',
    });
    const { page } = s;
    const view = page.locator('#view-keizer');
    await view.locator('.keizer-list li').first().waitFor();
    await expect(view.locator('.keizer-list li label').first().textContent()).resolves.toMatch(
      /^1\. <img src=x onerror=alert\(1\)> \(/,
    );
    await view.locator('.keizer-all').click();
    await page.locator('#keizer-pair').click();
    await view.locator('.keizer-summary').waitFor();
    const cells = await view.locator('.keizer-boards td').allTextContents();
    expect(cells).toContain(evil);
    expect(cells).toContain('<script>window.__xss=1</script>');
    await expect(page.evaluate('document.querySelectorAll("img").length')).resolves.toBe(0);
    await expect(page.evaluate('window.__xss')).resolves.toBeUndefined();
    expect(s.dialogs).toEqual([]);
    const written = s.apps.sheet('Keizer').getRange('C4:D5').getValues().flat();
    expect(written).toContain(evil);
    await s.screenshot('keizer-xss-name');
  });
});
