/**
 * *Pair next round…* in a real browser (Debian Chromium + playwright-core), answered by the real
 * server bundle against the Spreadsheet fake. The Swiss is conformance tournament s0002 after
 * round 4 (test/fixtures/pairing/), written as a results list and a player list; player 3 asked
 * for a half-point bye in round 5. The boards expected are the endorsed engine's (rounds.tsv).
 * English and German; screenshots go to test-output/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectedRounds } from '../core/pairing/cutRound';
import type { Value } from '../server/fakes/spreadsheetService';
import { playerName, swissSheetCase } from '../support/swissSheet';
import { openSidebar, useBrowser } from './sidebarPage';

jest.setTimeout(60000);

const browser = useBrowser();
const FIX = join(__dirname, '..', 'fixtures', 'pairing', 's0002');
const CASE = swissSheetCase(readFileSync(join(FIX, 'tournament.trf'), 'utf8'), 5);
const ROUND5 = expectedRounds(readFileSync(join(FIX, 'rounds.tsv'), 'utf8')).get(5) ?? [];
const SHEETS = () => [
  { name: 'Swiss', values: CASE.results as Value[][] },
  { name: 'Players', values: CASE.players as Value[][] },
];
const FIRST_FREE = CASE.results.length + 1;

const cases = [
  {
    locale: 'en',
    labels: ['Results list (range)', 'Player list (range)'],
    load: 'Load players',
    halfBye: 'half-point bye',
    written: `Round 5 written: Swiss!A${FIRST_FREE}:E${FIRST_FREE + 3}.`,
    round: 'Round 5 of 7',
    explain: 'How this pairing was made',
    // tournament.trf after round 4: 4 played b w b (strong White), 2 b w b w (mild Black).
    board1:
      'Board 1: Player 004 White (BWB, strong preference for White) – Player 002 Black (BWBW, ' +
      'mild preference for Black): both colour preferences can be granted (E.1)',
    rrWritten: 'Sheet Round robin created: 7 rounds.',
    rrSheet: 'Round robin',
  },
  {
    locale: 'de_DE',
    labels: ['Ergebnisliste (Bereich)', 'Spielerliste (Bereich)'],
    load: 'Spieler laden',
    halfBye: 'halber Punkt (Freilos)',
    written: `Runde 5 eingetragen: Swiss!A${FIRST_FREE}:E${FIRST_FREE + 3}.`,
    round: 'Runde 5 von 7',
    explain: 'Wie diese Auslosung zustande kam',
    board1:
      'Brett 1: Player 004 Weiß (SWS, starke Präferenz für Weiß) – Player 002 Schwarz (SWSW, ' +
      'leichte Präferenz für Schwarz): beide Farbpräferenzen lassen sich erfüllen (E.1)',
    rrWritten: 'Blatt Rundenturnier angelegt: 7 Runden.',
    rrSheet: 'Rundenturnier',
  },
];

describe.each(cases)('Pair next round ($locale)', c => {
  it('loads the players, previews round 5 with the half-point bye, writes it below the list', async () => {
    const s = await openSidebar(browser(), {
      sheets: SHEETS(),
      handler: 'showSwissRound',
      userLocale: c.locale,
    });
    const { page } = s;
    const view = page.locator('#view-swiss');
    await view.waitFor();
    await view.getByLabel(c.labels[0]).fill(`Swiss!A1:E${CASE.results.length}`);
    await view.getByLabel(c.labels[1]).fill('Players!A1:C8');
    await view.locator('.pair-options').fill('rounds=7');
    await view.locator('.pair-load').click();
    await view.locator('.pair-list li').first().waitFor();
    await expect(view.locator('.pair-list li label').count()).resolves.toBe(7);
    await expect(view.locator('.pair-round').textContent()).resolves.toBe(c.round);

    // Player 3 after round 4 (TRF): 1, 0, 1, 0 = 2 points.
    await view.getByLabel(`${playerName(3)} (2)`).selectOption({ label: c.halfBye });
    await view.locator('.pair-preview').click();
    await page.waitForFunction(
      'window.__gasCalls.filter(c => c.fn === "previewSwissRound").length === 2',
    );
    await page.waitForFunction('document.getElementById("busy").hidden');
    const cells = ROUND5.filter(r => r[0] !== '').flatMap(([bd, w, b]) => [
      bd,
      playerName(Number(w)),
      playerName(Number(b)),
    ]);
    await expect(view.locator('.pair-boards tbody td').allTextContents()).resolves.toEqual(cells);
    await s.screenshot(`pair-round-preview-${c.locale}`);

    // The explanation, folded under its summary; opened, the colour reason of board 1.
    const explain = view.locator('.pair-explain');
    await expect(explain.locator('summary').textContent()).resolves.toBe(c.explain);
    await expect(
      view.locator('.pair-explain-line', { hasText: c.board1 }).isVisible(),
    ).resolves.toBe(false);
    await explain.locator('summary').click();
    await expect(
      view.locator('.pair-explain-line.depth-1', { hasText: c.board1 }).isVisible(),
    ).resolves.toBe(true);
    await s.screenshot(`pair-round-explained-${c.locale}`);

    await page.locator('#pair-write').click();
    await view.locator('.pair-summary').waitFor();
    await expect(view.locator('.pair-summary').textContent()).resolves.toBe(c.written);
    expect(s.apps.sheet('Swiss').getRange(FIRST_FREE, 3, 4, 3).getValues()).toEqual([
      ...ROUND5.map(([, w, b]) => [playerName(Number(w)), playerName(Number(b)), '']),
      [playerName(3), '', 'H'],
    ]);
    await s.screenshot(`pair-round-written-${c.locale}`);

    // From the same player list, a new round robin: 7 players, the 7–8 Berger table, 7 rounds.
    await view.locator('.rr-create').click();
    await view.locator('.rr-summary').filter({ hasText: c.rrWritten }).waitFor();
    expect(s.apps.sheet(c.rrSheet).getRange('A1:E2').getValues()).toEqual([
      ['Round', 'Board', 'White', 'Black', 'Result'],
      // C.05 Annex 1, 7–8 players, round 1: 1–8 (8 is the bye), 2–7, 3–6, 4–5.
      [1, 1, playerName(2), playerName(7), ''],
    ]);
    expect(s.dialogs).toEqual([]);
  });

  it("starts the ticks from the player list's Status column: round 5 without touching a choice", async () => {
    // The TRF's round-5 `0000 - H` of player 3 as the Status `H`.
    const marked = swissSheetCase(readFileSync(join(FIX, 'tournament.trf'), 'utf8'), 5, 'next');
    const s = await openSidebar(browser(), {
      sheets: [
        { name: 'Swiss', values: marked.results as Value[][] },
        { name: 'Players', values: marked.players as Value[][] },
      ],
      handler: 'showSwissRound',
      userLocale: c.locale,
    });
    const view = s.page.locator('#view-swiss');
    await view.waitFor();
    await view.getByLabel(c.labels[0]).fill(`Swiss!A1:E${marked.results.length}`);
    await view.getByLabel(c.labels[1]).fill('Players!A1:D8');
    await view.locator('.pair-options').fill('rounds=7');
    await view.locator('.pair-load').click();
    await view.locator('.pair-boards').waitFor();
    const choice = view.getByLabel(`${playerName(3)} (2)`);
    await expect(
      choice.evaluate(
        e => (e as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0].text,
      ),
    ).resolves.toBe(c.halfBye);
    const cells = ROUND5.filter(r => r[0] !== '').flatMap(([bd, w, b]) => [
      bd,
      playerName(Number(w)),
      playerName(Number(b)),
    ]);
    await expect(view.locator('.pair-boards tbody td').allTextContents()).resolves.toEqual(cells);
    await s.screenshot(`pair-round-status-${c.locale}`);
    await s.page.locator('#pair-write').click();
    await view.locator('.pair-summary').waitFor();
    expect(s.apps.sheet('Swiss').getRange(FIRST_FREE, 3, 4, 3).getValues()).toEqual([
      ...ROUND5.map(([, w, b]) => [playerName(Number(w)), playerName(Number(b)), '']),
      [playerName(3), '', 'H'],
    ]);
    expect(s.dialogs).toEqual([]);
  });
});

describe('Pair next round: the Baku choice and a round changed by hand', () => {
  /** Names with markup in them, which must show as typed; round 3's 1–2 and 3–7 made 1–7, 3–2. */
  const marked = (n: number) => `<i>${playerName(n)}</i>`;
  const rename = (v: unknown) =>
    typeof v === 'string' && /^Player \d{3}$/.test(v) ? marked(Number(v.slice(7))) : v;
  const results = CASE.results.map(row => {
    const r =
      row[0] === 3 && row[2] === playerName(1)
        ? [3, '', playerName(1), playerName(7), row[4]]
        : row[0] === 3 && row[2] === playerName(3)
          ? [3, '', playerName(3), playerName(2), row[4]]
          : row;
    return r.map(rename);
  });
  const players = CASE.players.map(row => row.map(rename));

  it.each([
    [
      'en',
      'Baku acceleration (FIDE C.04.5.1): virtual points for the top half in the first rounds',
      'Earlier rounds differ from what the rules give (changed by hand?). Paired again from the rounds before each:',
      // Round 2 was 2–3 and 7–1: both new pairs are rematches (check's unit tests work it out).
      `Round 3: played board 1: ${marked(1)} – ${marked(7)}, board 2: ${marked(3)} – ${marked(2)}; ` +
        `the rules give board 1: ${marked(1)} – ${marked(2)}, board 2: ${marked(3)} – ${marked(7)} — ` +
        'C1: two players meet again, or a pair the organiser forbade (board 1, board 2)',
    ],
    [
      'de_DE',
      'Baku-Beschleunigung (FIDE C.04.5.1): virtuelle Punkte für die obere Hälfte in den ersten Runden',
      'Frühere Runden weichen von dem ab, was die Regeln ergeben (von Hand geändert?). Neu gepaart aus den Runden davor:',
      `Runde 3: gespielt Brett 1: ${marked(1)} – ${marked(7)}, Brett 2: ${marked(3)} – ${marked(2)}; ` +
        `nach den Regeln Brett 1: ${marked(1)} – ${marked(2)}, Brett 2: ${marked(3)} – ${marked(7)} — ` +
        'C1: zwei Spieler treffen erneut aufeinander, oder eine vom Veranstalter ausgeschlossene ' +
        'Paarung (Brett 1, Brett 2)',
    ],
  ])(
    '%s: the warning shows the names as typed; the Baku box is sent',
    async (locale, box, heading, round3) => {
      const s = await openSidebar(browser(), {
        sheets: [
          { name: 'Swiss', values: results as Value[][] },
          { name: 'Players', values: players as Value[][] },
        ],
        handler: 'showSwissRound',
        userLocale: locale,
      });
      const { page } = s;
      const view = page.locator('#view-swiss');
      await view.waitFor();
      await view.locator('input.pair-results').fill(`Swiss!A1:E${results.length}`);
      await view.locator('input.pair-players').fill('Players!A1:C8');
      await view.locator('.pair-options').fill('rounds=7');
      await view.locator('.pair-load').click();
      await view.locator('.pair-handmade').waitFor();
      await expect(view.locator('.pair-handmade-heading').textContent()).resolves.toBe(heading);
      await expect(view.locator('.pair-handmade-round').first().textContent()).resolves.toBe(
        round3,
      );
      await expect(view.locator('.pair-handmade i').count()).resolves.toBe(0);
      await s.screenshot(`pair-round-handmade-${locale}`);

      // With the Baku box ticked the rules accelerate every round: round 1, played without
      // virtual points, now differs too (GA 1–4 would have been paired among themselves).
      await view.getByLabel(box).check();
      await view.locator('.pair-preview').click();
      await page.waitForFunction(
        'window.__gasCalls.filter(c => c.fn === "previewSwissRound").length === 2',
      );
      await page.waitForFunction('document.getElementById("busy").hidden');
      const calls = (await page.evaluate('window.__gasCalls')) as { fn: string; args: unknown[] }[];
      const preview = calls.filter(c => c.fn === 'previewSwissRound').pop();
      expect((preview?.args[0] as { accelerate?: boolean }).accelerate).toBe(true);
      await expect(view.locator('.pair-handmade-round').first().textContent()).resolves.toMatch(
        /^(Round|Runde) 1: /,
      );
      expect(s.dialogs).toEqual([]);
    },
  );
});
