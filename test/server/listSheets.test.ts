/**
 * *Build standings…* with the lists: the ranking crosstable and prize lists sheets, snapshot and
 * live, from the Club Open (test/core/lists/clubOpen.ts, worked by hand there) kept as a results
 * list with a player list on its own sheet; the same numbers on every sheet; refusals naming what
 * to change; German sheets for a German user.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeTrf, parseDelimited, rankStandings, readTrf } from '../../src/core';
import { categoryLists, rankedEvent } from '../../src/core/lists';
import { sidebarApi } from '../../src/server/sidebar/api';
import type { BuildResult, Outcome, StandingsRequest } from '../../src/shared/types';
import { FakeApps } from './fakes/spreadsheetService';
import type { FakeSheet, Value } from './fakes/spreadsheetService';
import { SEED } from './fakes/examples';
import { btv2MatchList } from '../support/btv2';
import { CROSSTABLE_SHEET, GERMAN_CROSSTABLE_HEADER, NAMES } from '../core/lists/clubOpen';

const root = join(__dirname, '..', '..');
const csv = (file: string): Value[][] =>
  parseDelimited(readFileSync(join(root, file), 'utf8')).map(r =>
    r.map(c => (/^\d+$/.test(c) ? Number(c) : c)),
  );
const RESULTS = csv('test/fixtures/lists/club-open-results.csv');
const PLAYERS = csv('test/fixtures/lists/club-open-players.csv');

function request(over: Partial<StandingsRequest> = {}): StandingsRequest {
  return {
    range: 'Results!A1:E14',
    tiebreaks: { kind: 'custom', codes: ['WON', 'BPG'] },
    rules: 'auto',
    afterRound: null,
    unratedRating: null,
    output: 'snapshot',
    explanations: false,
    lists: {
      crosstable: true,
      categories: 'women; age:U14,S50; club',
      year: 2025,
      players: 'Players!A1:G9',
    },
    ...over,
  };
}

function setup(locale = 'en') {
  const apps = new FakeApps({
    sheets: [
      { name: 'Results', values: RESULTS },
      { name: 'Players', values: PLAYERS },
    ],
    userLocale: locale,
  });
  return { apps, api: sidebarApi(apps.services()) };
}

function built(o: Outcome<BuildResult>): BuildResult {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

/** The sheet's values from row `from` to its last written row, trailing blanks cut. */
function table(sheet: FakeSheet, from: number): unknown[][] {
  const width = sheet.maxColumns;
  const all = sheet.getRange(from, 1, sheet.maxRows - from + 1, width).getValues();
  const rows = all.map(r => {
    const row = [...r];
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    return row;
  });
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return rows;
}

describe('a snapshot with the ranking crosstable and the prize lists', () => {
  const { apps, api } = setup();
  const result = built(api.buildStandings(request()));

  it('writes both sheets beside the standings, named after the source', () => {
    expect(result.sheet).toBe('Standings – Results');
    expect(result.listSheets).toEqual(['Crosstable – Results', 'Prize lists – Results']);
    expect(apps.book.getSheets().map(s => s.getName())).toEqual([
      'Results',
      'Players',
      'Standings – Results',
      'Crosstable – Results',
      'Prize lists – Results',
    ]);
  });

  it('the crosstable: the hand-worked lines, the entries written as text', () => {
    const sheet = apps.sheet('Crosstable – Results');
    expect(sheet.getRange(1, 1, 1, 1).getValues()[0][0]).toBe(
      'Ranking crosstable after 3 rounds – Results',
    );
    expect(table(sheet, 4).slice(0, 9)).toEqual(CROSSTABLE_SHEET);
    expect(sheet.frozenRows).toBe(4);
  });

  it('the prize lists: each list with its heading, the hand-worked members', () => {
    const sheet = apps.sheet('Prize lists – Results');
    const rows = table(sheet, 4);
    expect(rows.slice(0, 6)).toEqual([
      ['Best women'],
      ['Cat.', 'Rk.', 'SNo', 'Name', 'Rtg', 'Born', 'Pts.', 'WON', 'BPG'],
      [1, 1, 1, 'Adler, Anna', 2100, '', 2.5, 2, 1],
      [2, '2–3', 3, 'Cohn, Clara', 1900, '', 2, 1, 0],
      [3, 7, 5, 'Engel, Eva', 1600, '', 1, 1, 2],
      ["1 player's sex is not given."],
    ]);
    const headings = rows.filter(r => r.length === 1).map(r => r[0]);
    expect(headings).toEqual([
      'Best women',
      "1 player's sex is not given.",
      'Age group U14',
      '1 player has no year of birth and is in no age group.',
      'Age group S50',
      'Club: SC Nord',
      '2 players have no club.',
      'Club: SK Süd',
    ]);
    const u14 = rows.findIndex(r => r[0] === 'Age group U14');
    expect(rows.slice(u14 + 2, u14 + 5).map(r => [r[2], r[5]])).toEqual([
      [2, 2011],
      [5, 2012],
      [7, 2017],
    ]);
  });

  it('has the standings sheet’s points and values on every line of both', () => {
    const standings = table(apps.sheet('Standings – Results'), 4);
    const byNo = new Map(standings.slice(1).map(r => [r[1], [r[3], r[4], r[5]]]));
    const cross = table(apps.sheet('Crosstable – Results'), 4);
    for (const r of cross.slice(1, 9)) expect([r[7], r[8], r[9]]).toEqual(byNo.get(r[1]));
    const prizes = table(apps.sheet('Prize lists – Results'), 4).filter(
      r => typeof r[2] === 'number',
    );
    expect(prizes.length).toBe(14);
    for (const r of prizes) expect([r[6], r[7], r[8]]).toEqual(byNo.get(r[2]));
  });

  it('a second run rewrites the same sheets', () => {
    const again = built(
      api.buildStandings(request({ lists: { ...request().lists!, categories: 'unrated' } })),
    );
    expect(again.listSheets).toEqual(['Crosstable – Results', 'Prize lists – Results']);
    expect(apps.book.getSheets()).toHaveLength(5);
    expect(table(apps.sheet('Prize lists – Results'), 4)[0]).toEqual(['Unrated players']);
  });
});

describe('live sheets', () => {
  it('hold one formula each, with the codes, the year, the open player list and the language', () => {
    const { apps, api } = setup('de');
    const r = built(api.buildStandings(request({ output: 'live' })));
    expect(r.listSheets).toEqual(['Kreuztabelle – Results', 'Preislisten – Results']);
    expect(apps.sheet('Kreuztabelle – Results').peek(4, 1)?.formula).toBe(
      '=CROSSTABLE(Results!A1:E, "tiebreaks=WON,BPG; lang=de", Players!A1:G)',
    );
    expect(apps.sheet('Preislisten – Results').peek(4, 1)?.formula).toBe(
      '=CATEGORY_STANDINGS(Results!A1:E, "women; age:U14,S50; club", "tiebreaks=WON,BPG; year=2025; lang=de", Players!A1:G)',
    );
  });
});

describe('German sheets for a German user', () => {
  it('headers, headings and s for Black', () => {
    const { apps, api } = setup('de');
    built(api.buildStandings(request()));
    const cross = table(apps.sheet('Kreuztabelle – Results'), 1);
    expect(cross[0][0]).toBe('Rangliste mit Kreuztabelle nach 3 Runden – Results');
    expect(cross[3]).toEqual(GERMAN_CROSSTABLE_HEADER);
    expect(cross[4].slice(4, 7)).toEqual(['7w1', '2s½', '5w1']);
    const prizes = table(apps.sheet('Preislisten – Results'), 4);
    expect(prizes[0]).toEqual(['Beste Frauen']);
    expect(prizes[1]).toEqual(['Kat.', 'Rang', 'Snr', 'Name', 'Elo', 'Jg.', 'Pkt.', 'WON', 'BPG']);
  });
});

describe('refusals, before anything is written', () => {
  function refused(over: Partial<StandingsRequest>, values?: Value[][]) {
    const apps = values ? new FakeApps({ sheets: [{ name: 'Results', values }] }) : setup().apps;
    const before = apps.book.getSheets().length;
    const out = sidebarApi(apps.services()).buildStandings(request(over));
    expect(apps.book.getSheets()).toHaveLength(before);
    if (out.ok) throw new Error('expected a refusal');
    return out.error;
  }

  it('a team event, standings after an earlier round, a category the data cannot give', () => {
    const noPlayers = { crosstable: true, categories: null, year: null, players: null };
    expect(refused({ range: '', lists: noPlayers }, btv2MatchList() as Value[][]).message).toBe(
      'The ranking crosstable, the prize lists and the printable lists are for individual events: a team event has its team standings.',
    );
    expect(refused({ afterRound: 2 }).message).toBe(
      'The ranking crosstable, the prize lists and the printable lists (pairings, starting list, alphabetical list) show the event as played: leave "standings after round" empty for them.',
    );
    expect(
      refused(
        {
          range: 'A1:I8',
          lists: { crosstable: false, categories: 'women', year: null, players: null },
        },
        SEED as Value[][],
      ).message,
    ).toContain("no player's sex is given, so there is no list of women");
    expect(
      refused({ lists: { crosstable: false, categories: 'juniors', year: null, players: null } })
        .message,
    ).toBe('unknown category "juniors": expected women, age, rating:1600,1900, unrated, club');
    expect(
      refused({ lists: { crosstable: true, categories: null, year: 20.5, players: null } }).message,
    ).toBe('The year of the event should be a whole number such as 2025.');
  });

  it('a mistake in the player list, at its cell on its sheet', () => {
    const { apps, api } = setup();
    apps.sheet('Players').cell(4, 7).value = 'x';
    const out = api.buildStandings(request());
    if (out.ok) throw new Error('expected a refusal');
    expect(out.error.message).toBe(
      'Players!G4: found "x"; expected the sex as m or w (f), or blank',
    );
    expect(out.error.cells[0]).toEqual({ sheet: 'Players', a1: 'G4' });
  });
});

describe('a TRF imported into a sheet keeps what the prize lists read', () => {
  it('women and age groups from the imported sheet are those of the TRF itself', () => {
    // trf16-karl-mala-2005: 284 players, sex (f) and dates of birth in the 001 lines.
    const text = readFileSync(
      join(root, 'test/fixtures/conformance/real/trf16-karl-mala-2005.trf'),
      'latin1',
    );
    const apps = new FakeApps();
    const api = sidebarApi(apps.services());
    const imported = api.importTrf({ fileName: 'karl.trf', text, base64: null });
    if (!imported.ok) throw new Error(imported.error.message);
    const lists = { crosstable: false, categories: 'women; age', year: 2005, players: null };
    const codes = ['BH/C1', 'BH'];
    built(
      api.buildStandings(
        request({
          range: imported.value.ref,
          tiebreaks: { kind: 'custom', codes },
          // The TRF's date (2005) gives the 2024 rules; the sheet has no date to say so.
          rules: 'fide-2024',
          lists,
        }),
      ),
    );
    const sheet = apps.sheet(`Prize lists – ${imported.value.sheet}`);
    const written = table(sheet, 4)
      .filter(r => typeof r[2] === 'number')
      .map(r => [r[2], r[r.length - 3], r[r.length - 2], r[r.length - 1]]);
    // The same lists from the TRF directly, by the core.
    const t = readTrf(decodeTrf(new Uint8Array(Buffer.from(text, 'latin1')))).tournament;
    const event = rankedEvent(t, rankStandings(t, codes, { rules: 'fide-2024' }));
    const expected = categoryLists(event, [{ kind: 'women' }, { kind: 'age' }], { year: 2005 })
      .flatMap(tb => tb.rows)
      .map(r => [r[2], ...r.slice(-3)]);
    expect(written.length).toBeGreaterThan(20);
    expect(written).toEqual(expected);
  });
});

describe('the printable lists: pairing list of a round, starting list, alphabetical list', () => {
  const printable = {
    crosstable: false,
    categories: null,
    year: null,
    players: 'Players!A1:G9',
    pairings: { round: 2 },
    starting: true,
    alphabetical: true,
  };

  it('round 2 of the Club Open, worked by hand: boards as listed, points before the round, byes last', () => {
    const { apps, api } = setup();
    const r = built(api.buildStandings(request({ lists: printable })));
    expect(r.listSheets).toEqual([
      'Pairings – Results',
      'Starting list – Results',
      'Alphabetical list – Results',
    ]);
    const sheet = apps.sheet('Pairings – Results');
    expect(sheet.getRange(1, 1, 1, 1).getValues()[0][0]).toBe('Pairings of round 2 – Results');
    // Round 1: Adler 1, Bauer ½, Cohn 1, Dorn 0 (forfeit), Engel 0, Fuchs ½, Gans 0, Ährens 1.
    expect(table(sheet, 4)).toEqual([
      ['Bo.', 'No.', 'White', 'Rtg', 'Pts.', 'Result', 'Pts.', 'Black', 'Rtg', 'No.'],
      [1, 3, 'Cohn, Clara', 1900, 1, '½-½', 1, 'Adler, Anna', 2100, 1],
      [2, 2, 'Bauer, Bernd', 2000, 0.5, '1-0', 1, 'Ährens, Hanna', '', 8],
      [3, 5, 'Engel, Eva', 1600, 0, '1-0', 0.5, 'Fuchs, Frank', 1599, 6],
      ['', 4, 'Dorn, Dieter', 1850, 0, 'bye'],
      ['', 7, 'Gans, Gerd', '', 0, 'half-point bye'],
    ]);
    expect(sheet.frozenRows).toBe(4);
    // The results are text, not a date or a subtraction.
    expect(sheet.peek(5, 6)?.value).toBe('½-½');
    expect(sheet.peek(5, 6)?.formula ?? null).toBeNull();
  });

  it('the starting list by number, the alphabetical list with Ä as A', () => {
    const { apps, api } = setup();
    built(api.buildStandings(request({ lists: printable })));
    const starting = table(apps.sheet('Starting list – Results'), 4);
    expect(starting[0]).toEqual(['SNo', 'Name', 'Rtg', 'FIDE id', 'Club']);
    expect(starting.slice(1).map(r => r[1])).toEqual(NAMES);
    expect(starting[1]).toEqual([1, 'Adler, Anna', 2100, '4600001', 'SC Nord']);
    expect(starting[8]).toEqual([8, 'Ährens, Hanna']);
    const alpha = table(apps.sheet('Alphabetical list – Results'), 4);
    expect(alpha.slice(1).map(r => [r[0], r[1]])).toEqual([
      [1, 'Adler, Anna'],
      [8, 'Ährens, Hanna'],
      [2, 'Bauer, Bernd'],
      [3, 'Cohn, Clara'],
      [4, 'Dorn, Dieter'],
      [5, 'Engel, Eva'],
      [6, 'Fuchs, Frank'],
      [7, 'Gans, Gerd'],
    ]);
  });

  it('German headers, headings and byes for a German user; the last round paired when none is given', () => {
    const { apps, api } = setup('de');
    const r = built(
      api.buildStandings(request({ lists: { ...printable, pairings: { round: null } } })),
    );
    expect(r.listSheets).toEqual([
      'Paarungen – Results',
      'Startrangliste – Results',
      'Teilnehmerliste – Results',
    ]);
    const pairs = table(apps.sheet('Paarungen – Results'), 1);
    expect(pairs[0][0]).toBe('Paarungen der 3. Runde – Results');
    expect(pairs[3]).toEqual([
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
    ]);
    // Before round 3: Adler 1½, Bauer 1½ (½ + 1); Fuchs ½ (½ + 0), Gans ½ (0 + the half-point bye).
    expect(pairs[4]).toEqual([1, 1, 'Adler, Anna', 2100, 1.5, '1-0', 1.5, 'Bauer, Bernd', 2000, 2]);
    expect(pairs[7]).toEqual([4, 6, 'Fuchs, Frank', 1599, 0.5, '1-0', 0.5, 'Gans, Gerd', '', 7]);
    expect(table(apps.sheet('Startrangliste – Results'), 4)[0]).toEqual([
      'Snr',
      'Name',
      'Elo',
      'FIDE-ID',
      'Verein',
    ]);
    const round2 = built(api.buildStandings(request({ lists: printable })));
    expect(round2.listSheets[0]).toBe('Paarungen – Results');
    const byes = table(apps.sheet('Paarungen – Results'), 8);
    expect(byes).toEqual([
      ['', 4, 'Dorn, Dieter', 1850, 0, 'spielfrei'],
      ['', 7, 'Gans, Gerd', '', 0, 'kampflos ½'],
    ]);
  });

  it('names starting with = stay text; a sheet of the user with our name is left alone', () => {
    const rename = (v: Value) => (v === 'Gans, Gerd' ? '=Gans()' : v);
    const apps = new FakeApps({
      sheets: [
        { name: 'Results', values: RESULTS.map(r => r.map(rename)) },
        { name: 'Players', values: PLAYERS.map(r => r.map(rename)) },
        { name: 'Pairings – Results', values: [['mine']] },
      ],
    });
    const r = built(sidebarApi(apps.services()).buildStandings(request({ lists: printable })));
    expect(apps.sheet('Pairings – Results').grid()).toEqual([['mine']]);
    expect(r.listSheets[0]).not.toBe('Pairings – Results');
    expect(r.listSheets[0].startsWith('Pairings – Results')).toBe(true);
    const pairs = apps.sheet(r.listSheets[0]);
    const gans = table(pairs, 5).find(row => row[1] === 7);
    expect(gans?.[2]).toBe('=Gans()');
    const starting = apps.sheet('Starting list – Results');
    expect(starting.peek(11, 2)?.value).toBe('=Gans()');
    expect(starting.peek(11, 2)?.formula ?? null).toBeNull();
  });

  it('refuses a round the event does not have, or that is no whole number, before writing', () => {
    const { apps, api } = setup();
    const before = apps.book.getSheets().length;
    const late = api.buildStandings(request({ lists: { ...printable, pairings: { round: 9 } } }));
    expect(late.ok ? null : late.error.message).toBe(
      'there is no round 9 to list: the event has rounds 1 to 3',
    );
    const half = api.buildStandings(request({ lists: { ...printable, pairings: { round: 2.5 } } }));
    expect(half.ok ? null : half.error.message).toBe(
      'The round of the pairing list should be a whole number such as 5, or empty for the last round paired.',
    );
    expect(apps.book.getSheets()).toHaveLength(before);
  });
});

describe('the pairing list of a round still being played', () => {
  it('is printed before its results are in: the games with an empty Result', () => {
    // Round 3 paired, no result typed yet.
    const pending = RESULTS.map((r, i) => (i > 0 && r[0] === 3 ? [...r.slice(0, 4), ''] : r));
    const apps = new FakeApps({
      sheets: [
        { name: 'Results', values: pending },
        { name: 'Players', values: PLAYERS },
      ],
    });
    const lists = {
      crosstable: false,
      categories: null,
      year: null,
      players: 'Players!A1:G9',
      pairings: { round: null },
    };
    built(sidebarApi(apps.services()).buildStandings(request({ lists })));
    const rows = table(apps.sheet('Pairings – Results'), 1);
    expect(rows[0][0]).toBe('Pairings of round 3 – Results');
    // Before round 3 (hand-counted from rounds 1 and 2): Adler 1½, Bauer 1½, Cohn 1½, Ährens 1,
    // Dorn 1 (the bye), Engel 1, Fuchs ½, Gans ½ (the half-point bye).
    expect(rows.slice(4)).toEqual([
      [1, 1, 'Adler, Anna', 2100, 1.5, '', 1.5, 'Bauer, Bernd', 2000, 2],
      [2, 3, 'Cohn, Clara', 1900, 1.5, '', 1, 'Ährens, Hanna', '', 8],
      [3, 4, 'Dorn, Dieter', 1850, 1, '', 1, 'Engel, Eva', 1600, 5],
      [4, 6, 'Fuchs, Frank', 1599, 0.5, '', 0.5, 'Gans, Gerd', '', 7],
    ]);
  });
});

describe('the printable lists with live standings', () => {
  it('are still written as values (a list pinned up is one moment’s), beside the live sheets', () => {
    const { apps, api } = setup();
    const r = built(
      api.buildStandings(
        request({
          output: 'live',
          lists: {
            crosstable: true,
            categories: null,
            year: null,
            players: 'Players!A1:G9',
            starting: true,
          },
        }),
      ),
    );
    expect(r.listSheets).toEqual(['Crosstable – Results', 'Starting list – Results']);
    expect(apps.sheet('Crosstable – Results').peek(4, 1)?.formula).toMatch(/^=CROSSTABLE\(/);
    const starting = apps.sheet('Starting list – Results');
    expect(starting.peek(4, 1)?.formula ?? null).toBeNull();
    expect(table(starting, 5).map(row => row[1])).toEqual(NAMES);
  });
});
