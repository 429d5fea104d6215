/**
 * A new event in Chromium, English and German, as an organiser clicks through it: *New Swiss…*,
 * the players typed into the new player list, round 1 paired from the sidebar without typing a
 * range (the event fills them), results picked from the Result dropdown, round 2, and *Build
 * standings…* of the event with the lists an arbiter hands out (crosstable, best women, pairing
 * list, starting and alphabetical lists). The pairings are the engine's on the test's own record
 * (a TRF), the standings the command line's on the same record (test/support/eventFlow.ts).
 *
 * The English run also takes the README's pictures when README_SCREENSHOTS names a folder
 * (`npm run screenshots`, scripts/screenshots.mjs).
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
    standings: 'Standings – Spring Cup',
    lists: [
      'Crosstable – Spring Cup – Results',
      'Prize lists – Spring Cup – Results',
      'Pairings – Spring Cup – Results',
      'Starting list – Spring Cup – Results',
      'Alphabetical list – Spring Cup – Results',
    ],
    also: 'Also written: ',
    pairingHeader: ['Bo.', 'No.', 'White', 'Rtg', 'Pts.', 'Result', 'Pts.', 'Black', 'Rtg', 'No.'],
    pairingTitle: 'Pairings of round 2 – Spring Cup – Results',
    bye: 'bye',
    startingHeader: ['SNo', 'Title', 'Name', 'Rtg'],
    women: 'Best women',
  },
  {
    locale: 'de',
    event: 'Frühjahrsturnier',
    sheets: ['Frühjahrsturnier – Spieler', 'Frühjahrsturnier – Ergebnisse'],
    numbered: 'Startnummern für 7 Spieler kommen in die Spalte Nr.',
    place: 'Platz',
    created: 'Rangliste mit 7 Spielern in „Rangliste – Frühjahrsturnier“ geschrieben.',
    standings: 'Rangliste – Frühjahrsturnier',
    lists: [
      'Kreuztabelle – Frühjahrsturnier – Ergebnisse',
      'Preislisten – Frühjahrsturnier – Ergebnisse',
      'Paarungen – Frühjahrsturnier – Ergebnisse',
      'Startrangliste – Frühjahrsturnier – Ergebnisse',
      'Teilnehmerliste – Frühjahrsturnier – Ergebnisse',
    ],
    also: 'Außerdem geschrieben: ',
    pairingHeader: [
      'Brett',
      'Nr.',
      'Weiß',
      'Elo',
      'Pkt.',
      'Ergebnis',
      'Pkt.',
      'Schwarz',
      'Elo',
      'Nr.',
    ],
    pairingTitle: 'Paarungen der 2. Runde – Frühjahrsturnier – Ergebnisse',
    bye: 'spielfrei',
    startingHeader: ['Snr', 'Titel', 'Name', 'Elo'],
    women: 'Beste Frauen',
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
    if (c.locale === 'en') {
      await s.readmeShot('1-new-swiss', {
        from: page.locator('nav').first(),
        to: page.locator('#event-create'),
      });
    }
    await page.locator('#event-create').click();
    await view.locator('.event-summary').filter({ hasText: c.sheets[0] }).waitFor();
    const players = s.apps.sheet(c.sheets[0]);
    const results = s.apps.sheet(c.sheets[1]);

    // The organiser types the players into the new list: names, ratings, titles; no Nr.
    TYPED.forEach((p, i) => {
      players.type(`B${i + 2}`, p.name);
      if (p.rating !== undefined) players.type(`C${i + 2}`, String(p.rating));
      if (p.title !== undefined) players.type(`F${i + 2}`, p.title);
      players.type(`I${i + 2}`, p.sex);
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
      if (round === 1 && c.locale === 'en')
        await s.readmeShot('2-pair-next-round', {
          from: page.locator('nav').first(),
          to: pair.locator('.pair-numbered'),
        });
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
    if (c.locale === 'en') {
      await s.readmeShot('3-build-standings-source', {
        from: page.locator('nav').first(),
        to: standings.locator('.description').first(),
      });
    }
    // The lists: crosstable, best women (no birth years or clubs typed), and the printable ones.
    for (const box of ['list-crosstable', 'list-prizes', 'list-pairings']) {
      await standings.locator(`input.${box}`).check();
    }
    for (const box of ['cat-age', 'cat-club']) await standings.locator(`input.${box}`).uncheck();
    for (const box of ['list-starting', 'list-alphabetical']) {
      await standings.locator(`input.${box}`).check();
    }
    if (c.locale === 'en')
      await s.readmeShot('4-build-standings-lists', {
        from: standings.locator('.lists'),
        to: page.locator('#create'),
      });
    await page.locator('#create').click();
    await page.locator('.result-summary').waitFor();
    await expect(page.locator('.result-summary').textContent()).resolves.toBe(c.created);
    await expect(page.locator('#notice .list-sheets').textContent()).resolves.toBe(
      `${c.also}${c.lists.join(', ')}.`,
    );
    await s.screenshot(`event-standings-${c.locale}`);
    if (c.locale === 'en')
      await s.readmeShot('5-standings-written', {
        from: page.locator('#notice'),
        to: page.locator('#notice'),
      });
    const sheet = s.apps.sheet(c.standings).grid();
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

    // The lists, in the sheet's language. The pairing list of round 2 (the last paired): the
    // record's games, points before the round from the record's round 1.
    const no = (n: string) => FIELD.findIndex(p => p.name === n) + 1;
    const r1 = (n: string): number => {
      const x = record.rounds.get(n)?.get(1);
      if (x === undefined) return 0;
      if (x.kind !== 'game') return x.kind === 'bye' ? 1 : 0;
      return x.result === '1' ? 1 : x.result === '=' ? 0.5 : 0;
    };
    const pairs = s.apps.sheet(c.lists[2]).grid();
    expect(pairs[0][0]).toBe(c.pairingTitle);
    expect(pairs[3]).toEqual(c.pairingHeader);
    const round2 = results.grid().filter(row => row[0] === 2);
    const line = (n: string) => [no(n), n, FIELD[no(n) - 1].rating ?? '', r1(n)];
    expect(pairs.slice(4, 4 + round2.length).map(r => r.slice(0, 10))).toEqual(
      round2.map(([, board, white, black, result]) =>
        black === ''
          ? ['', ...line(white as string), c.bye, '', '', '', '']
          : [
              board,
              ...line(white as string),
              result,
              r1(black as string),
              black,
              FIELD[no(black as string) - 1].rating ?? '',
              no(black as string),
            ],
      ),
    );
    const starting = s.apps.sheet(c.lists[3]).grid();
    expect(starting[3].slice(0, 4)).toEqual(c.startingHeader);
    expect(starting.slice(4, 11).map(r => r[2])).toEqual(FIELD.map(p => p.name));
    const alpha = s.apps.sheet(c.lists[4]).grid();
    expect(alpha.slice(4, 11).map(r => r[2])).toEqual([
      'Adler, Paul',
      'Brandt, Kai',
      'Graf, Leo',
      'Kuhn, Anna',
      'Novak, Petra',
      'Ott, Clara',
      'Zander, Ole',
    ]);
    const prizes = s.apps.sheet(c.lists[1]).grid();
    expect(prizes[3][0]).toBe(c.women);
    // Cat., Rk., SNo, Title, Name, …: the women in the standings' order.
    expect(prizes.slice(5, 8).map(r => r[4])).toEqual(
      table.map(r => r[2]).filter(n => FIELD[no(n as string) - 1].sex === 'w'),
    );
    expect(s.apps.sheet(c.lists[0]).grid()[3][0]).toBe(c.place === 'Place' ? 'Rk.' : 'Rang');
    expect(s.dialogs).toEqual([]);
  });
});
