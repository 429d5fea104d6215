/**
 * A new event in Chromium, English and German, as an organiser clicks through it: *New Swiss…*,
 * the players typed into the new player list, round 1 paired from the sidebar without typing a
 * range (the event fills them), results picked from the Result dropdown, round 2, and *Build
 * standings…* of the event. The pairings are the engine's on the test's own record (a TRF), the
 * standings the command line's on the same record (test/support/eventFlow.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pairNextRound } from '../../src/core/pairing';
import { readPairingTrf } from '../../src/core/pairing/fromTrf';
import { tmpFile } from '../support/cli';
import { EventRecord, type Entrant } from '../support/eventFlow';
import { openSidebar, useBrowser } from './sidebarPage';

jest.setTimeout(120000);

const browser = useBrowser();
const CLI = join(__dirname, '..', '..', 'build', 'cli.js');

/** 7 players in initial-ranking order: rating, then IM before FM, then the name. */
const FIELD: Entrant[] = [
  { name: 'Brandt, Kai', rating: 2300, title: 'IM', fed: 'GER', sex: 'm' },
  { name: 'Adler, Paul', rating: 2300, title: 'FM', fed: 'GER', sex: 'm' },
  { name: 'Novak, Petra', rating: 2100, fed: 'CZE', sex: 'w' },
  { name: 'Graf, Leo', rating: 2000, fed: 'SUI', sex: 'm' },
  { name: 'Kuhn, Anna', rating: 2000, fed: 'GER', sex: 'w' },
  { name: 'Ott, Clara', rating: 1800, fed: 'GER', sex: 'w' },
  { name: 'Zander, Ole', fed: 'GER', sex: 'm' },
];
const TYPED = [4, 0, 6, 2, 5, 1, 3].map(i => FIELD[i]);
const RESULTS = ['½-½', '1-0', '0-1'];

const cases = [
  {
    locale: 'en',
    event: 'Spring Cup',
    sheets: ['Spring Cup – Players', 'Spring Cup – Results'],
    numbered: 'Pairing numbers for 7 players go into the Nr column.',
    place: 'Place',
    created: 'Standings of 7 players written to “Standings – Spring Cup”.',
  },
  {
    locale: 'de',
    event: 'Frühjahrsturnier',
    sheets: ['Frühjahrsturnier – Spieler', 'Frühjahrsturnier – Ergebnisse'],
    numbered: 'Startnummern für 7 Spieler kommen in die Spalte Nr.',
    place: 'Platz',
    created: 'Rangliste mit 7 Spielern in „Rangliste – Frühjahrsturnier“ geschrieben.',
  },
];

describe.each(cases)('a new Swiss in the browser ($locale)', c => {
  it('New Swiss… → round 1 → results → round 2 → standings, typing no range', async () => {
    const s = await openSidebar(browser(), { handler: 'showNewSwiss', userLocale: c.locale });
    const { page } = s;
    const view = page.locator('#view-event');
    await view.waitFor();
    await view.locator('.event-name').fill(c.event);
    await view.locator('.event-rounds').fill('5');
    await view.locator('.event-colour').selectOption('black1');
    await s.screenshot(`event-new-${c.locale}`);
    await page.locator('#event-create').click();
    await view.locator('.event-summary').filter({ hasText: c.sheets[0] }).waitFor();
    const players = s.apps.sheet(c.sheets[0]);
    const results = s.apps.sheet(c.sheets[1]);

    // The organiser types the players into the new list: names, ratings, titles; no Nr.
    TYPED.forEach((p, i) => {
      players.type(`B${i + 2}`, p.name);
      if (p.rating !== undefined) players.type(`C${i + 2}`, String(p.rating));
      if (p.title !== undefined) players.type(`F${i + 2}`, p.title);
    });

    // Pair next round: the event is chosen and its ranges filled in.
    await page.locator('.nav-swiss').click();
    const pair = page.locator('#view-swiss');
    await expect(pair.locator('.pair-results').inputValue()).resolves.toBe(`'${c.sheets[1]}'!A1:E`);
    await expect(pair.locator('input.pair-players').inputValue()).resolves.toBe(
      `'${c.sheets[0]}'!A1:J`,
    );
    const record = new EventRecord();
    for (const round of [1, 2]) {
      await pair.locator('.pair-load').click();
      await pair.locator('.pair-boards').waitFor();
      if (round === 1) {
        await expect(pair.locator('.pair-numbered').textContent()).resolves.toBe(c.numbered);
      }
      await page.locator('#pair-write').click();
      await pair.locator('.pair-summary').waitFor();
      await s.screenshot(`event-round-${round}-${c.locale}`);
      const engine = pairNextRound(readPairingTrf(record.trf(FIELD, round - 1, 'b')).request);
      const rows = results.grid().filter(row => row[0] === round);
      const name = (id: number) => FIELD[id - 1].name;
      expect(rows.filter(r => r[3] !== '').map(r => [r[1], r[2], r[3]])).toEqual(
        engine.boards.map(b => [b.board, name(b.white), name(b.black)]),
      );
      // Results picked from the dropdown; the bye row has none.
      const top = results.grid().findIndex(row => row[0] === round) + 1;
      rows.forEach((row, i) => {
        if (row[3] === '') {
          record.solo(round, row[2] as string, 'bye');
          return;
        }
        const result = RESULTS[(i + round) % RESULTS.length];
        results.choose(`E${top + i}`, result);
        record.game(round, row[2] as string, row[3] as string, result);
      });
      await pair.locator('.pair-summary').waitFor();
      await page.locator('.nav-swiss').click();
    }
    // Nr was written by the initial ranking.
    expect(TYPED.map((_, i) => players.valueAt(i + 2, 1))).toEqual([5, 1, 7, 3, 6, 2, 4]);

    // Build standings…: the event's results are the source; the preset is the event's.
    await page.locator('.nav-standings').click();
    const standings = page.locator('#view-standings');
    await standings.locator('.detect').click();
    await expect(standings.locator('.range-input').inputValue()).resolves.toMatch(
      new RegExp(`^'${c.sheets[1]}'!A1:E\\d+$`),
    );
    await page.locator('#create').click();
    await page.locator('.result-summary').waitFor();
    await expect(page.locator('.result-summary').textContent()).resolves.toBe(c.created);
    await s.screenshot(`event-standings-${c.locale}`);
    const sheet = s.apps.book.sheets[s.apps.book.sheets.length - 1].grid();
    const header = sheet.findIndex(row => row[0] === c.place);
    const table = sheet.slice(header + 1).filter(row => row[2] !== '');
    const codes = ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG'];
    const cli = execFileSync(
      process.execPath,
      [
        CLI,
        tmpFile('cup.trf', record.trf(FIELD, 2, 'b')),
        '--tiebreaks',
        codes.join(','),
        '--format',
        'tsv',
      ],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .slice(1)
      .map(line => line.split('\t'));
    expect(table.map(row => [row[1], row[2], row[3], ...codes.map((_, k) => row[4 + k])])).toEqual(
      cli.map(([, no, name, pts, ...values]) => [
        Number(no),
        name,
        Number(pts),
        ...values.map(v => (v === '' ? '' : Number(v))),
      ]),
    );
    expect(s.dialogs).toEqual([]);
  });
});
