/**
 * The sidebar with team tables, against the Spreadsheet fake. Values: B-TV2 of spec
 * club-systems.md (4 teams × 4 boards, single round robin, verified there with TieBreakServer):
 * MP T1 3, T2 4, T3 2, T4 3; BP 6, 6.5, 5.5, 6; BW 15.5, 17.5, 13.5, 13.5; EMGSB/C1 (Olympiad SB)
 * 12.5, 12, 13.5, 15.5; BH:MP/C1 7, 6, 7, 7. German order T2, T1, T4, T3; Olympiad order
 * T2, T4, T1, T3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { readTrf } from '../../src/core/readers/trf';
import {
  computeTeamTiebreaks,
  parseTeamCode,
  TEAM_PRESETS,
  teamEventFromTournament,
} from '../../src/core/teams';
import { sidebarApi } from '../../src/server/sidebar/api';
import { describeTeamCode, teamCatalogue } from '../../src/server/texts/teamCatalogue';
import type { Outcome, StandingsRequest } from '../../src/shared/types';
import { ensureBuilt } from './fakes/ensureBuilt';
import { FakeApps } from './fakes/spreadsheetService';
import type { FakeSheet, Value } from './fakes/spreadsheetService';
import { SEED } from './fakes/examples';
import { btv2Crosstable, btv2MatchList } from '../support/btv2';

const CROSSTABLE = btv2Crosstable();

function request(over: Partial<StandingsRequest> = {}): StandingsRequest {
  return {
    range: '',
    tiebreaks: { kind: 'preset', name: 'german-league' },
    rules: 'auto',
    afterRound: null,
    unratedRating: null,
    output: 'snapshot',
    explanations: false,
    ...over,
  };
}

function setup(name: string, values: Value[][], locale = 'en') {
  const apps = new FakeApps({ sheets: [{ name, values }], userLocale: locale });
  return { apps, api: sidebarApi(apps.services()) };
}

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

/** A team TRF of test/fixtures/teams pasted into column A, one line per row. */
function pastedTrf(name: string): Value[][] {
  const text = readFileSync(join(__dirname, '../fixtures/teams', name), 'utf8');
  return text
    .replace(/\n+$/, '')
    .split('\n')
    .map(l => [l]);
}

function rows(sheet: FakeSheet, from: number, count: number, width: number): unknown[][] {
  return sheet.getRange(from, 1, count, width).getValues();
}

/** Columns of the data rows (from row 5) by header name. */
function column(sheet: FakeSheet, header: string, teams = 4): unknown[] {
  const head = rows(sheet, 4, 1, sheet.getLastColumn())[0];
  const c = head.indexOf(header);
  if (c < 0) throw new Error(`no column ${header} in ${head.join(', ')}`);
  return rows(sheet, 5, teams, head.length).map(r => r[c]);
}

describe('a match list of a team event', () => {
  it('is recognised as a team event and suggests the German league order', () => {
    const { api } = setup('Liga', btv2MatchList());
    const state = api.sidebarState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.source).toMatchObject({
      ok: true,
      kind: 'team',
      range: 'A1:G25',
      players: 4,
      rounds: 3,
      boards: 4,
      boardResults: true,
      system: 'round-robin',
      suggestedPreset: 'german-league',
    });
  });

  it('offers every team preset with its exact codes, named and explained', () => {
    const { api } = setup('Liga', btv2MatchList());
    const state = api.sidebarState();
    expect(state.teamPresets.map(p => [p.name, p.codes.map(c => c.code)])).toEqual(
      TEAM_PRESETS.map(p => [p.name, p.codes.map(c => parseTeamCode(c).canonical)]),
    );
    for (const p of state.teamPresets) {
      expect(p.label).not.toBe('');
      for (const c of p.codes) expect(c.explanation).not.toBe('');
    }
    // The individual lists stay what they were, for individual tables.
    expect(state.presets.map(p => p.name)).toContain('fide-swiss');
  });

  it('ranks in the German league order: T2, T1, T4, T3, T4 behind T1 on Berliner Wertung', () => {
    const { apps, api } = setup('Liga', btv2MatchList());
    const result = value(api.buildStandings(request()));
    expect(result).toMatchObject({ kind: 'team', players: 4, created: true });
    expect(result.codes).toEqual(['GPTS', 'BW', 'BW4', 'BW2', 'LOT']);
    expect(result.top.map(r => [r.place, r.name, r.points])).toEqual([
      ['1', 'T2', '4 MP · 6.5 BP'],
      ['2', 'T1', '3 MP · 6 BP'],
      ['3', 'T4', '3 MP · 6 BP'],
      ['4', 'T3', '2 MP · 5.5 BP'],
    ]);
    const sheet = apps.sheet(result.sheet);
    // GPTS ranks second but is the BP column: no column of its own.
    expect(rows(sheet, 4, 1, 11)[0]).toEqual([
      'Place',
      'No.',
      'Team',
      'MP',
      'BP',
      'BW',
      'BW4',
      'BW2',
      'LOT',
      'Separated by',
      '',
    ]);
    expect(column(sheet, 'Team')).toEqual(['T2', 'T1', 'T4', 'T3']);
    expect(column(sheet, 'MP')).toEqual([4, 3, 3, 2]);
    expect(column(sheet, 'BP')).toEqual([6.5, 6, 6, 5.5]);
    expect(column(sheet, 'BW')).toEqual([17.5, 15.5, 13.5, 13.5]);
    // Four boards: the first four are all boards.
    expect(column(sheet, 'BW4')).toEqual([17.5, 15.5, 13.5, 13.5]);
    expect(column(sheet, 'Separated by')).toEqual(['', '', 'BW', '']);
    // The deciding cells of T1 (row 6) and T4 (row 7) are highlighted in the BW column (6).
    expect(sheet.peek(6, 6)?.background).not.toBeNull();
    expect(sheet.peek(7, 6)?.background).not.toBeNull();
    expect(sheet.peek(4, 6)?.note).toMatch(/^Berliner Wertung: /);
    expect(sheet.valueAt(2, 1)).toMatch(/^Source: Liga!A1:G25 · Tie-breaks: GPTS, BW, BW4, BW2/);
  });

  it('writes a live sheet whose =TEAM_STANDINGS formula gives the snapshot’s table', () => {
    const { apps, api } = setup('Liga 2026', btv2MatchList());
    const snap = value(api.buildStandings(request()));
    const snapshot = rows(apps.sheet(snap.sheet), 4, 5, 10);
    const live = value(api.buildStandings(request({ output: 'live' })));
    expect(live.sheet).toBe(snap.sheet);
    const sheet = apps.sheet(live.sheet);
    const formula = sheet.peek(4, 1)?.formula ?? '';
    expect(formula).toBe(`=TEAM_STANDINGS('Liga 2026'!A1:G, "GPTS,BW,BW4,BW2,LOT")`);
    expect(sheet.valueAt(2, 1)).toMatch(/=TEAM_STANDINGS formula below/);

    // The same call through the built bundle, as Sheets would evaluate it.
    ensureBuilt();
    const ctx = vm.createContext({});
    vm.runInContext(readFileSync(join(__dirname, '../../dist/Code.js'), 'utf8'), ctx);
    ctx.grid = btv2MatchList();
    const table = vm.runInContext(
      'TEAM_STANDINGS(grid, "GPTS,BW,BW4,BW2,LOT")',
      ctx,
    ) as unknown[][];
    // The snapshot's columns: Place, no GPTS beside BP, Separated by.
    expect(table[0]).toEqual(snapshot[0]);
    expect(table.slice(1)).toEqual(snapshot.slice(1));
  });

  it('explains every team value on an explanation sheet', () => {
    const { apps, api } = setup('Liga', btv2MatchList());
    const result = value(
      api.buildStandings(
        request({ tiebreaks: { kind: 'custom', codes: ['BW'] }, explanations: true }),
      ),
    );
    expect(result.explanationSheet).not.toBeNull();
    const sheet = apps.sheet(result.explanationSheet as string);
    const all = sheet.grid();
    const summary = (team: string) => all.find(r => r[1] === team && r[2] === 'BW');
    expect(summary('T2')?.[8]).toBe(17.5);
    expect(summary('T1')?.[8]).toBe(15.5);
    expect(summary('T3')?.[8]).toBe(13.5);
  });

  it('checks codes typed into a custom list with the team parser', () => {
    const { api } = setup('Liga', btv2MatchList());
    expect(api.checkTiebreakCode('bh:mp/c1', 'team')).toMatchObject({
      ok: true,
      info: { code: 'BH:MP/C1' },
    });
    expect(api.checkTiebreakCode('bh:mp/c1', 'team').info?.name).toMatch(/Buchholz/);
    expect(api.checkTiebreakCode('emgsb/c1/p', 'team')).toMatchObject({
      ok: true,
      info: { code: 'EMGSB/C1/P' },
    });
    // A team code is not an individual one, and the individual list refuses it.
    expect(api.checkTiebreakCode('EMGSB', 'individual')).toMatchObject({ ok: false });
    expect(api.checkTiebreakCode('EMGSB')).toMatchObject({ ok: false });
    expect(api.checkTiebreakCode('XYZ', 'team')).toMatchObject({ ok: false, info: null });
    const built = value(
      api.buildStandings(request({ tiebreaks: { kind: 'custom', codes: ['EMGSB/C1', 'BW'] } })),
    );
    expect(built.codes).toEqual(['EMGSB/C1', 'BW']);
  });

  it('refuses an individual preset, a rating for unrated players and a TRF export', () => {
    const { apps, api } = setup('Liga', btv2MatchList());
    expect(
      api.buildStandings(request({ tiebreaks: { kind: 'preset', name: 'fide-swiss' } })),
    ).toMatchObject({ ok: false, error: { message: /fide-swiss/ } });
    expect(api.buildStandings(request({ unratedRating: 1000 }))).toMatchObject({
      ok: false,
      error: { message: /individual tournaments/ },
    });
    expect(api.exportTrf('')).toMatchObject({
      ok: false,
      error: { message: /team event/ },
    });
    expect(apps.book.getSheets().map(s => s.getName())).toEqual(['Liga']);
  });

  it('counts a board left empty as lost by forfeit by the side without a player', () => {
    // One match on 4 boards: 1-0, the away player of board 2 missing, ½-½, 0-1.
    const grid: Value[][] = [
      ['Round', 'Home', 'Away', 'Board', 'Home player', 'Away player', 'Result'],
      [1, 'Springer', 'Läufer', 1, 'A', 'E', '1-0'],
      [1, 'Springer', 'Läufer', 2, 'B', '', ''],
      [1, 'Springer', 'Läufer', 3, 'C', 'G', '½-½'],
      [1, 'Springer', 'Läufer', 4, 'D', 'H', '0-1'],
    ];
    const { apps, api } = setup('Match', grid);
    const result = value(
      api.buildStandings(request({ tiebreaks: { kind: 'preset', name: 'bundesliga' } })),
    );
    const sheet = apps.sheet(result.sheet);
    expect(column(sheet, 'Team', 2)).toEqual(['Springer', 'Läufer']);
    expect(column(sheet, 'MP', 2)).toEqual([2, 0]);
    expect(column(sheet, 'BP', 2)).toEqual([2.5, 1.5]);
  });
});

describe('a team crosstable', () => {
  it('is recognised; without board results it suggests MP and BP (Bundesliga)', () => {
    const { api } = setup('Tabelle', CROSSTABLE);
    expect(api.detectSource(null)).toMatchObject({
      ok: true,
      kind: 'team',
      players: 4,
      boards: 4,
      boardResults: false,
      suggestedPreset: 'bundesliga',
    });
  });

  it('ranks in the Olympiad 2016 order: T2, T4, T1, T3 (T4 ahead of T1 on Olympiad SB)', () => {
    const { apps, api } = setup('Tabelle', CROSSTABLE);
    const result = value(
      api.buildStandings(request({ tiebreaks: { kind: 'preset', name: 'olympiad-2016' } })),
    );
    const sheet = apps.sheet(result.sheet);
    expect(rows(sheet, 4, 5, 9)).toEqual([
      ['Place', 'No.', 'Team', 'MP', 'BP', 'OSB', 'OBH', 'Separated by', ''],
      [1, 2, 'T2', 4, 6.5, 12, 6, '', ''],
      [2, 4, 'T4', 3, 6, 15.5, 7, '', ''],
      [3, 1, 'T1', 3, 6, 12.5, 7, 'OSB', ''],
      [4, 3, 'T3', 2, 5.5, 13.5, 7, '', ''],
    ]);
  });

  it('leaves the Berliner Wertung of a preset out, saying why (a crosstable has no boards)', () => {
    const { api } = setup('Tabelle', CROSSTABLE);
    const out = value(api.buildStandings(request()));
    expect(out.codes).toEqual(['GPTS', 'LOT']);
    expect(out.notes.map(n => n.replace(/:.*/, ''))).toEqual([
      'BW left out',
      'BW4 left out',
      'BW2 left out',
    ]);
    expect(out.notes[0]).toMatch(/the Berliner Wertung needs the result of every board/);
  });

  it('refuses the Berliner Wertung picked by name, writing nothing', () => {
    const { apps, api } = setup('Tabelle', CROSSTABLE);
    const out = api.buildStandings(request({ tiebreaks: { kind: 'custom', codes: ['BW'] } }));
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error.message).toMatch(/board/i);
    expect(apps.book.getSheets().map(s => s.getName())).toEqual(['Tabelle']);
  });

  it('names both mirror cells when a match does not add up to the number of boards', () => {
    const bad = CROSSTABLE.map(r => [...r]);
    bad[1][4] = 3; // T1 against T3 (E2) says 3, T3's cell against T1 (C4) says 1½
    const { api } = setup('Tabelle', bad);
    const source = api.detectSource(null);
    expect(source.ok).toBe(false);
    if (source.ok) return;
    expect(source.error.message).toMatch(/^Tabelle!E2: .*C4.*add up to 4½.*4 boards/);
    expect(source.error.cells.map(c => c.a1)).toEqual(['E2', 'C4']);
  });

  it('speaks German on the sheet', () => {
    const { apps, api } = setup('Tabelle', CROSSTABLE, 'de');
    const state = api.sidebarState();
    expect(state.teamPresets.find(p => p.name === 'german-league')?.label).toBe(
      'Liga (Landesturnierordnung)',
    );
    const result = value(
      api.buildStandings(request({ tiebreaks: { kind: 'preset', name: 'bundesliga' } })),
    );
    expect(rows(apps.sheet(result.sheet), 4, 1, 3)[0]).toEqual(['Platz', 'Nr.', 'Mannschaft']);
  });
});

describe('team scoring chosen in the sidebar', () => {
  // Three teams on 4 boards: A beat B and C 2½:1½, B beat C 4:0. Match points (2/1/0) rank
  // A 4, B 2, C 0; board points B 5½, A 5, C 1½.
  const THREE: Value[][] = [
    ['Nr', 'Mannschaft', '1', '2', '3'],
    [1, 'A', '**', '2½', '2½'],
    [2, 'B', '1½', '**', 4],
    [3, 'C', '1½', 0, '**'],
  ];

  it('ranks by board points first when asked, and the live formula says so', () => {
    const { apps, api } = setup('Liga', THREE);
    const byBoards = request({
      tiebreaks: { kind: 'custom', codes: ['MPTS'] },
      teamScoring: { primary: 'GP', matchPoints: '' },
    });
    const result = value(api.buildStandings(byBoards));
    const sheet = apps.sheet(result.sheet);
    expect(rows(sheet, 4, 4, 6)).toEqual([
      ['Place', 'No.', 'Team', 'MP', 'BP', 'Separated by'],
      [1, 2, 'B', 2, 5.5, ''],
      [2, 1, 'A', 4, 5, ''],
      [3, 3, 'C', 0, 1.5, ''],
    ]);
    expect(sheet.valueAt(2, 1)).toMatch(/ · Scoring: primary=GP · /);
    value(api.buildStandings({ ...byBoards, output: 'live' }));
    expect(sheet.peek(4, 1)?.formula).toBe('=TEAM_STANDINGS(Liga!A1:E, "MPTS", "primary=GP")');
    // By match points (the default) A is first.
    const byMatches = value(
      api.buildStandings(request({ tiebreaks: { kind: 'custom', codes: ['GPTS'] } })),
    );
    expect(byMatches.top.map(r => r.name)).toEqual(['A', 'B', 'C']);
  });

  it('counts a won match 3 with match points 3/1/0', () => {
    const { apps, api } = setup('Liga', THREE);
    const result = value(
      api.buildStandings(
        request({
          tiebreaks: { kind: 'preset', name: 'bundesliga' },
          teamScoring: { primary: 'MP', matchPoints: '3 / 1 / 0' },
        }),
      ),
    );
    const sheet = apps.sheet(result.sheet);
    expect(column(sheet, 'MP', 3)).toEqual([6, 3, 0]);
    expect(sheet.valueAt(2, 1)).toMatch(/Scoring: match-points=3\/1\/0/);
  });

  it('refuses a match-point scheme it cannot read, naming what was typed', () => {
    const { apps, api } = setup('Liga', THREE);
    expect(
      api.buildStandings(request({ teamScoring: { primary: 'MP', matchPoints: 'zwei' } })),
    ).toMatchObject({ ok: false, error: { message: /"zwei" is not a match-point scheme/ } });
    expect(
      api.buildStandings(
        request({ teamScoring: { primary: 'XX', matchPoints: '' } } as unknown as StandingsRequest),
      ),
    ).toMatchObject({ ok: false });
    expect(apps.book.getSheets()).toHaveLength(1);
  });
});

describe('individual tables stay individual', () => {
  it('a 3/1/0 crosstable, whose decisive games add up to 3 like a 3-board match, reads as players', () => {
    const scored = SEED.map((row, r) =>
      row.slice(0, 8).map((v, c) => (r === 0 || c === 0 ? v : v === 1 ? 3 : v === '½' ? 1 : v)),
    );
    const { api } = setup('Club', scored);
    expect(api.detectSource(null)).toMatchObject({ ok: true, kind: 'individual', players: 7 });
  });

  it('the seed crosstable reads as 7 players with the individual presets', () => {
    const { api } = setup('Seed', SEED);
    expect(api.detectSource(null)).toMatchObject({
      ok: true,
      kind: 'individual',
      boards: null,
      suggestedPreset: 'fide-rr',
    });
  });
});

describe('the team code catalogue', () => {
  it.each(['en', 'de'] as const)('names and explains every offered code (%s)', locale => {
    for (const info of teamCatalogue(locale)) {
      expect(parseTeamCode(info.code).canonical).toBe(info.code);
      expect(info.name).not.toBe('');
      expect(info.explanation).not.toBe('');
    }
  });

  it('describes cuts, board limits and forfeits', () => {
    expect(describeTeamCode('bw2', 'en').name).toBe('Berliner Wertung (first 2 boards)');
    expect(describeTeamCode('EMGSB/C1/P', 'en').explanation).toMatch(/lowest.*Forfeited/);
    expect(describeTeamCode('EMGSB/C1', 'de').name).toBe('Sonneborn-Berger (MP × BP) (Cut-1)');
  });
});

describe('a preset on a pasted team TRF whose boards are not all known', () => {
  // test/fixtures/teams/lineups-tied.trf (worked by hand in test/core/teams/defaultsLeftOut.test.ts):
  // EDET's knockout steps would need the boards of round 1's Arndt–Busch, which are not known.
  const pasted = pastedTrf('lineups-tied.trf');
  const preset = request({ tiebreaks: { kind: 'preset', name: 'fide-team-trf26' } });

  it('leaves EDET/P out, says so in the sidebar and on the sheet, and ranks by the rest', () => {
    const { apps, api } = setup('Cup', pasted);
    const result = value(api.buildStandings(preset));
    expect(result.codes).toEqual(['EMGSB/C1/P', 'BH:MP/C1/P', 'MPVGP']);
    expect(result.notes).toEqual([
      expect.stringMatching(
        /^EDET\/P left out: the knockout steps of EDE \(13\.3\.2\) needs the board of every game, but the boards of round 1, team 1 "Arndt Club" v team 2 "Busch Club", are not known/,
      ),
    ]);
    expect(result.top.map(r => [r.place, r.name])).toEqual([
      ['1', 'Arndt Club'],
      ['2', 'Busch Club'],
      ['3', 'Claus Club'],
      ['4', 'Dreher Club'],
    ]);
    const sheet = apps.sheet(result.sheet);
    const settings = rows(sheet, 1, 3, 1)
      .map(r => String(r[0]))
      .join('\n');
    expect(settings).toContain('EDET/P left out: the knockout steps of EDE');
    // The live formula carries the codes it ranks by, so it ranks the same.
    const live = value(api.buildStandings({ ...preset, output: 'live' }));
    expect(live.codes).toEqual(result.codes);
  });

  it('refuses EDET/P picked by name, with the reason', () => {
    const { api } = setup('Cup', pasted);
    const out = api.buildStandings(
      request({ tiebreaks: { kind: 'custom', codes: ['EDET/P', 'EMGSB/C1/P'] } }),
    );
    expect(out).toMatchObject({
      ok: false,
      error: { message: /the knockout steps of EDE \(13\.3\.2\) needs the board of every game/ },
    });
  });
});

describe('TRF export of a team event', () => {
  // test/fixtures/teams/changing-lineups.trf pasted into column A (values by hand in
  // test/core/teams/changingLineups.test.ts).
  const pasted = pastedTrf('changing-lineups.trf');

  it('writes a pasted team TRF as TRF-2026 team records with the same standings', () => {
    const { api } = setup('Cup', pasted);
    const out = value(api.exportTrf(''));
    expect(out.fileName).toBe('Cup.trf');
    expect(out.description).toMatch(/team Swiss, 5 teams, 25 players, 4 rounds/);
    expect(out.text).toMatch(/^310 {3}1 Albatross /m);
    const back = teamEventFromTournament(readTrf(out.text).tournament);
    expect(computeTeamTiebreaks(back, ['MPTS', 'GPTS', 'BH:MP']).map(c => c.values)).toEqual([
      [6, 3, 4, 5, 2],
      [9, 7, 8.5, 9, 6.5],
      [14, 16, 17, 17, 15],
    ]);
  });

  it('refuses a team table without players, saying what it needs', () => {
    const { api } = setup('Liga', btv2MatchList());
    expect(api.exportTrf('')).toMatchObject({
      ok: false,
      error: { message: /team table without players. Select a TRF with team records/ },
    });
  });
});

describe('the sheets written for a team event', () => {
  function bundle(): (expression: string, grid: Value[][]) => unknown[][] {
    ensureBuilt();
    const ctx = vm.createContext({});
    vm.runInContext(readFileSync(join(__dirname, '../../dist/Code.js'), 'utf8'), ctx);
    return (expression, grid) => {
      ctx.grid = grid;
      return vm.runInContext(expression, ctx) as unknown[][];
    };
  }

  it('=TEAM_STANDINGS without a list ranks in the German league order and draws no lot', () => {
    const table = bundle()('TEAM_STANDINGS(grid)', btv2MatchList());
    expect(table[0]).toEqual([
      'Place',
      'No.',
      'Team',
      'MP',
      'BP',
      'BW',
      'BW4',
      'BW2',
      'Separated by',
    ]);
    // B-TV2: T2 4 MP; T1 and T4 3 MP and 6 BP, T1 ahead on BW 15.5 to 13.5; T3 2 MP.
    expect(table.slice(1).map(r => [r[0], r[2], r[3], r[4], r[5], r[8]])).toEqual([
      [1, 'T2', 4, 6.5, 17.5, ''],
      [2, 'T1', 3, 6, 15.5, ''],
      [3, 'T4', 3, 6, 13.5, 'BW'],
      [4, 'T3', 2, 5.5, 13.5, ''],
    ]);
  });

  // Three teams on 4 boards: A–B 2:2, A beat C 2½:1½, B beat C 3:1. Match points (2/1/0)
  // A 3, B 3, C 0; board points A 4½, B 5, C 2½: B ahead of A on board points.
  const TIED: Value[][] = [
    ['Nr', 'Mannschaft', '1', '2', '3'],
    [1, 'A', '**', 2, '2½'],
    [2, 'B', 2, '**', 3],
    [3, 'C', '1½', 1, '**'],
  ];

  it('names BP, highlighted in the BP column, when board points (GPTS) separate a tie', () => {
    const { apps, api } = setup('Liga', TIED);
    const result = value(
      api.buildStandings(request({ tiebreaks: { kind: 'preset', name: 'bundesliga' } })),
    );
    const sheet = apps.sheet(result.sheet);
    expect(rows(sheet, 4, 4, 6)).toEqual([
      ['Place', 'No.', 'Team', 'MP', 'BP', 'Separated by'],
      [1, 2, 'B', 3, 5, ''],
      [2, 1, 'A', 3, 4.5, 'BP'],
      [3, 3, 'C', 0, 2.5, ''],
    ]);
    const highlighted = [...sheet.cells.entries()]
      .filter(([, c]) => c.background !== null)
      .map(([k]) => k)
      .sort();
    expect(highlighted).toEqual(['5,5', '6,5']);
  });

  it('in German: the summary with decimal commas, the live formula with lang=de', () => {
    const { apps, api } = setup('Liga 2026', btv2MatchList(), 'de_DE');
    const snap = value(api.buildStandings(request()));
    expect(snap.sheet).toBe('Rangliste – Liga 2026');
    expect(snap.top.map(r => r.points)).toEqual([
      '4 MP · 6,5 BP',
      '3 MP · 6 BP',
      '3 MP · 6 BP',
      '2 MP · 5,5 BP',
    ]);
    const snapshot = rows(apps.sheet(snap.sheet), 4, 5, 10);
    const live = value(api.buildStandings(request({ output: 'live' })));
    const formula = apps.sheet(live.sheet).peek(4, 1)?.formula ?? '';
    expect(formula).toBe(`=TEAM_STANDINGS('Liga 2026'!A1:G, "GPTS,BW,BW4,BW2,LOT", "lang=de")`);
    const table = bundle()(
      'TEAM_STANDINGS(grid, "GPTS,BW,BW4,BW2,LOT", "lang=de")',
      btv2MatchList(),
    );
    expect(table[0]).toEqual([
      'Platz',
      'Nr.',
      'Mannschaft',
      'MP',
      'BP',
      'BW',
      'BW4',
      'BW2',
      'LOT',
      'Getrennt durch',
    ]);
    expect(table).toEqual(snapshot);
  });
});
