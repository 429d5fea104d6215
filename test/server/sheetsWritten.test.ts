/**
 * The sheets the sidebar writes, through the built bundle with the fake's formula evaluation
 * (harness.ts): named after their source and found again, live formulas that Sheets can parse
 * whatever the source sheet is called, open-ended ranges that count late entries and new rounds,
 * the snapshot's columns in the live sheet, and German sheets for a German user.
 *
 * Expected values: the A–G round robin of spec club-systems.md D-TV1 (SB 11.75 / 10 / 9 / 7.75 /
 * 3 / 0 / 0; every player's Buchholz is the 21 points of the event minus their own score), and
 * small tables counted by hand in the comments.
 */
import type { BuildResult, Outcome, StandingsRequest } from '../../src/shared/types';
import { btv2MatchList } from '../support/btv2';
import { SEED, exampleSheet } from './fakes/examples';
import { ensureBuilt } from './fakes/ensureBuilt';
import { GasHarness } from './fakes/harness';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';

beforeAll(() => ensureBuilt());

function request(over: Partial<StandingsRequest> = {}): StandingsRequest {
  return {
    range: '',
    tiebreaks: { kind: 'custom', codes: ['BH', 'SB'] },
    rules: 'fide-2024',
    afterRound: null,
    unratedRating: null,
    output: 'snapshot',
    explanations: false,
    ...over,
  };
}

function harness(name: string, values: Value[][], userLocale = 'en'): GasHarness {
  return new GasHarness(new FakeApps({ sheets: [{ name, values }], userLocale }));
}

function build(h: GasHarness, over: Partial<StandingsRequest> = {}): BuildResult {
  const out = h.run('buildStandings', [request(over)]) as Outcome<BuildResult>;
  if (!out.ok) throw new Error(`expected success, got: ${out.error.message}`);
  return out.value;
}

/** The D-TV1 table under BH, SB as a snapshot writes it (C ahead of D on SB 9 to 7.75). */
const SEED_TABLE = [
  ['Place', 'No.', 'Name', 'Points', 'BH', 'SB', 'Separated by'],
  [1, 1, 'A', 5, 16, 11.75, ''],
  [2, 2, 'B', 4.5, 16.5, 10, ''],
  [3, 3, 'C', 4, 17, 9, ''],
  [4, 4, 'D', 4, 17, 7.75, 'SB'],
  [5, 5, 'E', 2.5, 18.5, 3, ''],
  [6, 6, 'F', 1, 20, 0, ''],
  [7, 7, 'G', 0, 21, 0, ''],
];

describe('the sheets are named after their source', () => {
  it('Standings – Swiss open and Explanations – Swiss open, found again on a re-run', () => {
    const h = harness('Swiss open', SEED);
    const first = build(h, { explanations: true });
    expect(first).toMatchObject({
      sheet: 'Standings – Swiss open',
      created: true,
      explanationSheet: 'Explanations – Swiss open',
    });
    h.apps.book.active = h.apps.sheet('Swiss open');
    const again = build(h, { explanations: true, output: 'snapshot' });
    expect(again).toMatchObject({ sheet: 'Standings – Swiss open', created: false });
    expect(h.apps.book.getSheets().map(s => s.getName())).toEqual([
      'Swiss open',
      'Standings – Swiss open',
      'Explanations – Swiss open',
    ]);
  });

  it('Rangliste – Swiss open and Erläuterungen – Swiss open for a German user', () => {
    const h = harness('Swiss open', SEED, 'de_DE');
    expect(build(h, { explanations: true })).toMatchObject({
      sheet: 'Rangliste – Swiss open',
      explanationSheet: 'Erläuterungen – Swiss open',
    });
  });
});

describe('the live formula names its source as Sheets parses it', () => {
  // Quoted: names Sheets would read as a cell (A1, abc12), an R1C1 reference (R1C1, rc, R2, C3),
  // a boolean (TRUE, false), or that hold a space or an apostrophe (doubled inside the quotes).
  it.each([
    ['A1', "'A1'!A1:I"],
    ['abc12', "'abc12'!A1:I"],
    ['R1C1', "'R1C1'!A1:I"],
    ['rc', "'rc'!A1:I"],
    ['R2', "'R2'!A1:I"],
    ['C3', "'C3'!A1:I"],
    ['TRUE', "'TRUE'!A1:I"],
    ['false', "'false'!A1:I"],
    ['Round 1', "'Round 1'!A1:I"],
    ["O'Brien's", "'O''Brien''s'!A1:I"],
    ['Sheet1', 'Sheet1!A1:I'],
    ['Feb_2026', 'Feb_2026!A1:I'],
  ])('a sheet called %j is read as %s and gives the snapshot’s table', (name, ref) => {
    const h = harness(name, SEED);
    const live = build(h, { output: 'live' });
    const sheet = h.apps.sheet(live.sheet);
    expect(sheet.peek(4, 1)?.formula).toBe(`=STANDINGS(${ref}, "BH,SB", "rules=fide-2024")`);
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange('A4:G11').getValues()).toEqual(SEED_TABLE);
  });

  it('the fake refuses what Sheets cannot parse: an unquoted name that reads as a cell', () => {
    const h = harness('A1', SEED);
    h.apps.book.insertSheet('Mine').getRange(1, 1).setFormula('=STANDINGS(A1!A1:I, "SB")');
    const errors = h.recalculate();
    expect([...errors.values()]).toEqual([expect.stringMatching(/Formula parse error/)]);
  });
});

describe('the live sheet reads the source down to its last row', () => {
  // Round 1: A beat C, B beat D; round 2 not played yet (its column is there, empty).
  const before: Value[][] = [
    ['Nr', 'Name', '1', '2', 'Pts'],
    [1, 'A', '3w1', '', 1],
    [2, 'B', '4w1', '', 1],
    [3, 'C', '1b0', '', 0],
    [4, 'D', '2b0', '', 0],
  ];

  it('so a late entry and the next round’s results count without a new formula', () => {
    const h = harness('Swiss open', before);
    const live = build(h, { output: 'live', tiebreaks: { kind: 'custom', codes: ['WIN'] } });
    const sheet = h.apps.sheet(live.sheet);
    expect(sheet.peek(4, 1)?.formula).toBe(
      `=STANDINGS('Swiss open'!A1:E, "WIN", "rules=fide-2024")`,
    );
    expect(h.recalculate()).toEqual(new Map());
    expect(
      sheet
        .getRange('A5:D8')
        .getValues()
        .map(r => [r[0], r[2], r[3]]),
    ).toEqual([
      ['1–2', 'A', 1],
      ['1–2', 'B', 1],
      ['3–4', 'C', 0],
      ['3–4', 'D', 0],
    ]);
    // Round 2 typed, and E entered late (no game in round 1): A–B drawn, C beat E, D has the
    // pairing bye. Points A 1½, B 1½, C 1, D 1, E 0; wins (the bye counts as one) 1, 1, 1, 1, 0.
    const source = h.apps.sheet('Swiss open');
    source.getRange('D2:E5').setValues([
      ['2b½', 1.5],
      ['1w½', 1.5],
      ['5w1', 1],
      ['U', 1],
    ]);
    source.getRange('A6:E6').setValues([[5, 'E', '', '3b0', 0]]);
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange('A5:F9').getValues()).toEqual([
      ['1–2', 1, 'A', 1.5, 1, ''],
      ['1–2', 2, 'B', 1.5, 1, ''],
      ['3–4', 3, 'C', 1, 1, ''],
      ['3–4', 4, 'D', 1, 1, ''],
      [5, 5, 'E', 0, 0, ''],
    ]);
  });
});

describe('the live sheet has the snapshot’s columns', () => {
  it('Place with shared places (C and D share 3–4 on BH alone) and Separated by', () => {
    const h = harness('Seed', SEED);
    const snap = build(h, { tiebreaks: { kind: 'custom', codes: ['BH'] } });
    const snapshot = h.apps.sheet(snap.sheet).getRange('A4:F11').getValues();
    expect(snapshot[3]).toEqual(['3–4', 3, 'C', 4, 17, '']);
    h.apps.book.active = h.apps.sheet('Seed');
    build(h, { output: 'live', tiebreaks: { kind: 'custom', codes: ['BH'] } });
    expect(h.recalculate()).toEqual(new Map());
    expect(h.apps.sheet(snap.sheet).getRange('A4:F11').getValues()).toEqual(snapshot);
    // Its header cells carry the same notes as the snapshot's.
    expect(h.apps.sheet(snap.sheet).peek(4, 6)?.note).toMatch(/behind the one above/);
  });
});

describe('other layouts read down to their last row', () => {
  it('a results list gives the snapshot’s table in the live sheet', () => {
    const h = harness('Lechenich', exampleSheet('lechenich-results.csv'));
    const lss = {
      tiebreaks: { kind: 'preset' as const, name: 'lechenich' },
      rules: 'auto' as const,
    };
    const snap = build(h, lss);
    const sheet = h.apps.sheet(snap.sheet);
    const snapshot = sheet.getRange(4, 1, snap.players + 1, 9).getValues();
    h.apps.book.active = h.apps.sheet('Lechenich');
    build(h, { ...lss, output: 'live' });
    expect(sheet.peek(4, 1)?.formula).toMatch(/^=STANDINGS\(Lechenich![A-Z]+\d+:[A-Z]+, "/);
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange(4, 1, snap.players + 1, 9).getValues()).toEqual(snapshot);
  });
});

describe('a team match list read down to its last row', () => {
  it('gives the snapshot’s table in the live sheet (B-TV2, German league order)', () => {
    const h = harness('Liga 2026', btv2MatchList());
    const league = {
      tiebreaks: { kind: 'preset' as const, name: 'german-league' },
      rules: 'auto' as const,
    };
    const snap = build(h, league);
    const sheet = h.apps.sheet(snap.sheet);
    const snapshot = sheet.getRange('A4:J8').getValues();
    h.apps.book.active = h.apps.sheet('Liga 2026');
    build(h, { ...league, output: 'live' });
    expect(sheet.peek(4, 1)?.formula).toBe(
      `=TEAM_STANDINGS('Liga 2026'!A1:G, "GPTS,BW,BW4,BW2,LOT")`,
    );
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange('A4:J8').getValues()).toEqual(snapshot);
    expect(snapshot.map(r => r[2])).toEqual(['Team', 'T2', 'T1', 'T4', 'T3']);
  });
});

describe('for a German user', () => {
  it('the live formula asks for German headers (lang=de), and the sheet is German', () => {
    const h = harness('Seed', SEED, 'de_DE');
    const live = build(h, { output: 'live' });
    const sheet = h.apps.sheet(live.sheet);
    expect(sheet.peek(4, 1)?.formula).toBe(
      '=STANDINGS(Seed!A1:I, "BH,SB", "rules=fide-2024; lang=de")',
    );
    expect(h.recalculate()).toEqual(new Map());
    expect(sheet.getRange('A4:G4').getValues()[0]).toEqual([
      'Platz',
      'Nr.',
      'Name',
      'Punkte',
      'BH',
      'SB',
      'Getrennt durch',
    ]);
    expect(sheet.valueAt(2, 1)).toMatch(/^Quelle: Seed!A1:I · Feinwertungen: BH, SB · .*Live: /);
    expect(sheet.peek(4, 7)?.note).toMatch(/^Die Feinwertung, die diesen Spieler/);
  });

  it('the result summary writes points with a decimal comma (B 4,5)', () => {
    const h = harness('Seed', SEED, 'de_DE');
    expect(build(h).top.map(r => [r.name, r.points])).toEqual([
      ['A', '5'],
      ['B', '4,5'],
      ['C', '4'],
      ['D', '4'],
      ['E', '2,5'],
    ]);
  });
});
