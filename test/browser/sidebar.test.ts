/**
 * The sidebar in a real browser (Debian Chromium + playwright-core), answered by the real server
 * bundle against the Spreadsheet fake: the whole flow, keyboard use, the error path with "select
 * that cell", German, a player named like an XSS attack, TRF and PGN import, TRF export. Screenshots go to
 * test-output/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrf } from '../../src/core';
import * as de from '../../src/core/messages/de';
import * as en from '../../src/core/messages/en';
import { PRESETS } from '../../src/core/tiebreaks/presets';
import { exampleSheet, SEED, seedWithNames } from '../server/fakes/examples';
import { openSidebar, ROOT, useBrowser } from './sidebarPage';

jest.setTimeout(60000);

const browser = useBrowser();

const SWISS = () => [{ name: 'Swiss open', values: exampleSheet('swiss-open.csv') }];

describe('the whole flow', () => {
  it('detects the table, builds a custom list, shows the busy indicator and writes the standings', async () => {
    const s = await openSidebar(browser(), { sheets: SWISS() });
    const { page } = s;

    // 1) source
    await page.locator('.description').first().waitFor();
    await expect(page.locator('#view-standings .description').first().textContent()).resolves.toBe(
      'Swiss progress table, 13 players, 5 rounds',
    );
    await expect(page.locator('#view-standings .range-input').inputValue()).resolves.toBe(
      "'Swiss open'!A1:K14",
    );

    // 2) the preset fitting a Swiss event, with its exact codes
    const fideSwiss = PRESETS.find(p => p.name === 'fide-swiss')!;
    await expect(page.locator('.preset-select').inputValue()).resolves.toBe('fide-swiss');
    await expect(
      page.locator('.preset-codes li').evaluateAll(ls => ls.map(l => l.getAttribute('data-code'))),
    ).resolves.toEqual([...fideSwiss.codes]);
    await expect(page.locator('.preset-explanation').textContent()).resolves.toBe(
      en.presetNames['fide-swiss'].explanation,
    );

    // … edited into a custom list: drop PS and DE, SB first, add ARO/C1 and a typed KS/L+1
    await page.locator('.edit-preset').click();
    await page.getByRole('button', { name: 'Remove PS' }).click();
    await page.getByRole('button', { name: 'Remove DE' }).click();
    await page.getByRole('button', { name: 'Move SB up' }).click();
    await page.getByRole('button', { name: 'Move SB up' }).click();
    await page.locator('.add-select').selectOption('ARO/C1');
    await page.locator('.add-code').click();
    await page.locator('.other-code').fill('ks/l+1');
    await page.locator('.other-code').press('Enter');
    await page.locator('.custom-codes li[data-code="KS/L+1"]').waitFor();
    await page.locator('.other-code').fill('XYZ');
    await page.locator('.add-other').click();
    await expect(page.locator('.list-status').textContent()).resolves.toMatch(/XYZ/);
    const custom = ['SB', 'BH/C1', 'BH', 'WIN', 'BWG', 'ARO/C1', 'KS/L+1'];
    await expect(
      page.locator('.custom-codes li').evaluateAll(ls => ls.map(l => l.getAttribute('data-code'))),
    ).resolves.toEqual(custom);
    await expect(
      page.locator('.custom-codes li[data-code="ARO/C1"]').textContent(),
    ).resolves.toContain('Average rating of opponents Cut-1');

    // rules, after round, unrated rating, output
    await page.locator('.rules-select').selectOption('fide-2024');
    await expect(page.locator('.rules-explanation').textContent()).resolves.toMatch(/own score/);
    await page.locator('.after-round').fill('4');
    await page.locator('.unrated').fill('1000');
    await page.getByLabel('Add a sheet explaining every value').check();
    await s.screenshot('sidebar-flow-before-create');

    // 3) create: busy while the server works
    s.hold();
    await page.locator('#create').click();
    await page.locator('#busy').waitFor({ state: 'visible' });
    await expect(page.locator('#create').isDisabled()).resolves.toBe(true);
    await expect(page.locator('#app').getAttribute('aria-busy')).resolves.toBe('true');
    s.release();
    await page.locator('#notice .result-summary').waitFor();
    await expect(page.locator('#busy').isHidden()).resolves.toBe(true);
    await expect(page.locator('#notice .result-summary').textContent()).resolves.toBe(
      'Standings of 13 players written to “Standings – Swiss open”.',
    );
    await expect(page.locator('#notice .top li').count()).resolves.toBe(5);
    await s.screenshot('sidebar-flow-created');

    // the request the sidebar sent, and the sheet the server wrote
    const calls = (await page.evaluate('window.__gasCalls')) as { fn: string; args: unknown[] }[];
    expect(calls.filter(c => c.fn === 'buildStandings').map(c => c.args[0])).toEqual([
      {
        range: "'Swiss open'!A1:K14",
        tiebreaks: { kind: 'custom', codes: custom },
        rules: 'fide-2024',
        afterRound: 4,
        unratedRating: 1000,
        output: 'snapshot',
        explanations: true,
      },
    ]);
    const sheet = s.apps.sheet('Standings – Swiss open');
    expect(sheet.getRange(4, 1, 1, 4 + custom.length).getValues()[0]).toEqual([
      'Place',
      'No.',
      'Name',
      'Points',
      ...custom,
    ]);
    expect(sheet.valueAt(2, 1)).toMatch(/after round 4 · unrated players count as 1000/);
    expect(s.apps.book.getSheetByName('Explanations – Swiss open')).not.toBeNull();
    await expect(page.locator('#view-standings .source .will-write').textContent()).resolves.toBe(
      'Creating updates the sheet “Standings – Swiss open”.',
    );
    expect(s.dialogs).toEqual([]);
  });

  it('writes a live sheet whose formula the custom function fills', async () => {
    const s = await openSidebar(browser(), { sheets: [{ name: 'Seed', values: SEED }] });
    const { page } = s;
    await page.locator('#view-standings .description').first().waitFor();
    await expect(page.locator('.preset-select').inputValue()).resolves.toBe('fide-rr');
    await page.getByLabel('Live sheet: one =STANDINGS(…) formula').check();
    await expect(page.locator('.explanations').isDisabled()).resolves.toBe(true);
    await page.locator('#create').click();
    await page.locator('#notice .result-summary').waitFor();
    expect(s.harness.recalculate()).toEqual(new Map());
    const sheet = s.apps.sheet('Standings – Seed');
    expect(sheet.peek(4, 1)?.formula).toBe('=STANDINGS(Seed!A1:I, "DE,WIN,SB,KS")');
    // D-TV1: wins A 4, B 3, C 2, D 3, …; the fide-rr list (DE, WIN, SB, KS) puts D ahead of C.
    expect(
      sheet
        .getRange('C5:C11')
        .getValues()
        .map(r => r[0]),
    ).toEqual(['A', 'B', 'D', 'C', 'E', 'F', 'G']);
  });
});

describe('keyboard use', () => {
  it('reaches every control by Tab, and reorders and removes codes from the keyboard', async () => {
    const s = await openSidebar(browser(), { sheets: SWISS() });
    const { page } = s;
    await page.locator('#view-standings .description').first().waitFor();

    // Every form control has a label (or an aria-label) to be announced by.
    const unlabelled =
      await page.evaluate(`Array.from(document.querySelectorAll('input, select, textarea, button'))
      .filter(e => !e.closest('[hidden]'))
      .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !(e.textContent || '').trim())
      .map(e => e.outerHTML)`);
    expect(unlabelled).toEqual([]);

    // Tab from the top reaches the create button.
    await page.locator('nav button').first().focus();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached =
        (await page.evaluate('document.activeElement && document.activeElement.id')) === 'create';
    }
    expect(reached).toBe(true);

    // Switch to the custom list with the keyboard, move BH/C1 down, remove it.
    await page.locator('.edit-preset').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move BH/C1 down' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.locator('.custom-codes li').evaluateAll(ls => ls.map(l => l.getAttribute('data-code'))),
    ).resolves.toEqual(['BH', 'BH/C1', 'SB', 'PS', 'DE', 'WIN', 'BWG']);
    // Focus stays on the moved code's button, so Enter moves it again.
    await expect(page.evaluate('document.activeElement.getAttribute("aria-label")')).resolves.toBe(
      'Move BH/C1 down',
    );
    await page.keyboard.press('Space');
    await expect(page.locator('.custom-codes li').nth(2).getAttribute('data-code')).resolves.toBe(
      'BH/C1',
    );
    await page.getByRole('button', { name: 'Remove BH/C1' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.custom-codes li[data-code="BH/C1"]').count()).resolves.toBe(0);
    // Switching views with the keyboard.
    await page.locator('nav .nav-export').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#view-export').isVisible()).resolves.toBe(true);
    await expect(page.locator('nav .nav-export').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
  });
});

describe('the error path', () => {
  // The seed crosstable at C3 with a bad result where B met C (cell F4).
  const values = [[], [], ...SEED.map(r => ['', '', ...r])];
  values[3][5] = 'q';

  it('shows the reader’s error with the cell, and selects the cell on request', async () => {
    const s = await openSidebar(browser(), {
      sheets: [
        { name: 'Club RR', values },
        { name: 'Notes', values: [['x']] },
      ],
    });
    const { page } = s;
    const alert = page.getByRole('alert');
    await alert.locator('p').waitFor();
    await expect(alert.locator('p').textContent()).resolves.toMatch(/^Club RR!F4: "q"/);
    await s.screenshot('sidebar-error');
    s.apps.sheet('Notes').activate();
    await alert.getByRole('button', { name: 'Select F4' }).click();
    await page.waitForFunction('window.__gasCalls.some(c => c.fn === "selectCell")');
    await page.waitForFunction(
      '!document.getElementById("busy") || document.getElementById("busy").hidden',
    );
    expect(s.apps.book.getActiveSheet().getName()).toBe('Club RR');
    expect(s.apps.book.getActiveRange()?.getA1Notation()).toBe('F4');

    // Fixing the cell and detecting again clears the error.
    s.apps.sheet('Club RR').cell(4, 6).value = '½';
    await page.locator('#view-standings .detect').click();
    await page.locator('#error').waitFor({ state: 'hidden' });
    await expect(
      page.locator('#view-standings .description').first().textContent(),
    ).resolves.toMatch(/7 players/);
  });

  it('shows a refusal of the request, and a failure of the server itself', async () => {
    const s = await openSidebar(browser(), { sheets: [{ name: 'Seed', values: SEED }] });
    const { page } = s;
    await page.locator('#view-standings .description').first().waitFor();
    await page.locator('.after-round').fill('9');
    await page.locator('#create').click();
    await expect(page.getByRole('alert').locator('p').textContent()).resolves.toBe(
      '"After round 9" does not fit: the table has 7 rounds.',
    );
    s.apps.book.insertSheet = () => {
      throw new Error('Service Spreadsheets timed out while accessing document');
    };
    s.apps.sheet('Seed').activate();
    await page.locator('.after-round').fill('');
    await page.locator('#create').click();
    await page.waitForFunction('/timed out/.test(document.getElementById("error").textContent)');
    await expect(page.getByRole('alert').locator('p').textContent()).resolves.toBe(
      'Google Sheets stopped the update (Service Spreadsheets timed out while accessing document). ' +
        'Nothing was changed: the spreadsheet is as it was. Try again in a moment.',
    );
    expect(s.apps.lock.held).toBe(false);
  });
});

describe('in German', () => {
  it('speaks German from the first paint to the result', async () => {
    const s = await openSidebar(browser(), { sheets: SWISS(), userLocale: 'de_DE' });
    const { page } = s;
    await page.locator('#view-standings .description').first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(page.locator('nav button').allTextContents()).resolves.toEqual([
      'Rangliste',
      'TRF-Import',
      'TRF-Export',
      'Keizer',
      'Schweizer Runde',
      'Neues Turnier',
    ]);
    await expect(page.locator('h2').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['1. Quelle', '2. Feinwertungen', '3. Ausgabe']),
    );
    await expect(page.locator('.preset-select option').allTextContents()).resolves.toEqual(
      PRESETS.map(p => de.presetNames[p.name].label),
    );
    await expect(page.locator('.preset-explanation').textContent()).resolves.toBe(
      de.presetNames[PRESETS[0].name].explanation,
    );
    await expect(page.locator('.rules-select option').first().textContent()).resolves.toBe(
      'Automatisch: FIDE 2026',
    );
    await page.locator('#create').click();
    await page.locator('#notice .result-summary').waitFor();
    await expect(page.locator('#notice .result-summary').textContent()).resolves.toBe(
      'Rangliste mit 13 Spielern in „Rangliste – Swiss open“ geschrieben.',
    );
    await expect(page.locator('#notice .top li').first().textContent()).resolves.toMatch(/Punkte$/);
    // Half points with a decimal comma, never a point.
    const top = await page.locator('#notice .top li').allTextContents();
    expect(top.filter(t => /\d,5 Punkte$/.test(t))).not.toEqual([]);
    expect(top.filter(t => /\d\.\d/.test(t))).toEqual([]);
    await s.screenshot('sidebar-german');
    expect(s.apps.sheet('Rangliste – Swiss open').getRange('A4:D4').getValues()[0]).toEqual([
      'Platz',
      'Nr.',
      'Name',
      'Punkte',
    ]);
  });
});

describe('a player named <img src=x onerror=alert(1)>', () => {
  const evil = '<img src=x onerror=alert(1)>';

  it('is shown as text in the result, never as an element', async () => {
    const names = [
      'Anna',
      evil,
      'Carl',
      'Dora',
      'Emil',
      'Fritz',
      '<script>window.__xss=1</script>',
    ];
    const s = await openSidebar(browser(), {
      sheets: [{ name: 'Seed', values: seedWithNames(names) }],
    });
    const { page } = s;
    await page.locator('#view-standings .description').first().waitFor();
    await page.locator('#create').click();
    await page.locator('#notice .top li').first().waitFor();
    await expect(page.locator('#notice .top li').nth(1).textContent()).resolves.toBe(
      `2. ${evil} — 4.5 points`,
    );
    await expect(
      page.evaluate('document.querySelectorAll("img, script:not([src])").length'),
    ).resolves.toBe(1); // the sidebar's own script
    await expect(page.evaluate('document.querySelectorAll("img").length')).resolves.toBe(0);
    await expect(page.evaluate('window.__xss')).resolves.toBeUndefined();
    await s.screenshot('sidebar-xss-name');
    expect(s.dialogs).toEqual([]);
    expect(s.network).toEqual(['https://ssl.gstatic.com/docs/script/css/add-ons1.css']);
    // and as text in the sheet
    expect(s.apps.sheet('Standings – Seed').valueAt(6, 3)).toBe(evil);
  });

  it('is shown as text in an error message that quotes the cell', async () => {
    const values = SEED.map(r => [...r]);
    values[2][3] = evil;
    const s = await openSidebar(browser(), { sheets: [{ name: 'Seed', values }] });
    const { page } = s;
    await page.getByRole('alert').locator('p').waitFor();
    await expect(page.getByRole('alert').locator('p').textContent()).resolves.toContain(evil);
    await expect(page.evaluate('document.querySelectorAll("img").length')).resolves.toBe(0);
    expect(s.dialogs).toEqual([]);
  });
});

describe('TRF', () => {
  const trf = readFileSync(
    join(ROOT, 'test', 'fixtures', 'conformance', 'real', 'tec-swiss-individual.trf'),
    'latin1',
  );

  it('Import TRF… opens the import step; a pasted file becomes a sheet the standings step then uses', async () => {
    const s = await openSidebar(browser(), {
      sheets: [{ name: 'Sheet1', values: [] }],
      handler: 'showImportTrf',
    });
    const { page } = s;
    await page.locator('#view-import').waitFor();
    await expect(page.locator('#view-standings').isHidden()).resolves.toBe(true);
    await page.getByLabel('or paste its contents').fill(trf);
    await page.locator('#import').click();
    await page.locator('#notice .result-summary').waitFor();
    const sheetName = 'FIDE TEC tie-break exercise 2024-03-18 (from marceljuenemann';
    await expect(page.locator('#notice .result-summary').textContent()).resolves.toBe(
      `Imported to “${sheetName}”: Swiss progress table, 16 players, 5 rounds.`,
    );
    await expect(page.locator('#view-standings').isVisible()).resolves.toBe(true);
    await expect(page.locator('#view-standings .range-input').inputValue()).resolves.toBe(
      `'${sheetName}'!A1:I17`,
    );
    await s.screenshot('sidebar-import');
  });

  it('uploads a Latin-1 file', async () => {
    const latin1 = Buffer.from(trf.replace('Alyx       ', 'Jörg Müller'), 'latin1');
    const s = await openSidebar(browser(), {
      sheets: [{ name: 'Sheet1', values: [] }],
      handler: 'showImportTrf',
    });
    const { page } = s;
    await page.locator('#view-import').waitFor();
    await page
      .getByLabel('TRF file')
      .setInputFiles({ name: 'exercise.trf', mimeType: 'text/plain', buffer: latin1 });
    await page.locator('#import').click();
    await page.locator('#notice .result-summary').waitFor();
    const imported = s.apps.book.getSheets()[1];
    expect(imported.valueAt(2, 2)).toBe('Jörg Müller');
  });

  it('uploads a whole event’s PGN: the TEC round robin becomes a sheet, round robin kept', async () => {
    const pgn = readFileSync(join(ROOT, 'test', 'fixtures', 'pgn', 'tec-rr-individual.pgn'));
    const s = await openSidebar(browser(), {
      sheets: [{ name: 'Sheet1', values: [] }],
      handler: 'showImportTrf',
    });
    const { page } = s;
    await page.locator('#view-import').waitFor();
    await page
      .getByLabel('TRF file')
      .setInputFiles({ name: 'tec-rr.pgn', mimeType: 'application/x-chess-pgn', buffer: pgn });
    await page.locator('#import').click();
    await page.locator('#notice .result-summary').waitFor();
    await expect(page.locator('#notice li').allTextContents()).resolves.toEqual([
      'The event is a round robin: the sidebar’s standings of this sheet use round-robin rules; in a formula add the option "system=round-robin".',
    ]);
    // Start numbers by initial ranking: Helene (2000) is No. 5, Franck (1950) No. 6.
    const imported = s.apps.book.getSheets()[1];
    expect([imported.valueAt(6, 1), imported.valueAt(6, 2)]).toEqual([5, 'Helene']);
    await expect(page.locator('#notice .result-summary').textContent()).resolves.toBe(
      `Imported to “${imported.getName()}”: Round-robin progress table, 6 players, 5 rounds.`,
    );
  });

  it('Export TRF… offers the table as a TRF download', async () => {
    const s = await openSidebar(browser(), { sheets: SWISS(), handler: 'showExportTrf' });
    const { page } = s;
    await page.locator('#view-export .description').first().waitFor();
    await page.locator('#export').click();
    const link = page.locator('#view-export a.download');
    await link.waitFor();
    await expect(link.textContent()).resolves.toBe('Download Swiss-open.trf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Swiss-open.trf');
    const path = await download.path();
    const back = readTrf(readFileSync(path, 'utf8')).tournament;
    expect(back.participants).toHaveLength(13);
    await expect(page.locator('.trf-out').inputValue()).resolves.toMatch(/^142 5/m); // TRF-2026: the DWZ column is a national rating
    await s.screenshot('sidebar-export');
  });
});
