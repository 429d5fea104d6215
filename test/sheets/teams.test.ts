/**
 * Team functions through the built bundle, as Sheets calls them. Values from
 * shared/spec/club-systems.md: B-TV1 (the seed's Berliner example) and B-TV2 (4 teams × 4 boards).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { readTrf } from '../../src/core/readers/trf';
import { computeTeamTiebreaks, teamEventFromTournament } from '../../src/core/teams';

const code = readFileSync(join(__dirname, '..', '..', 'dist', 'Code.js'), 'utf8');

function sheets(): (expression: string, grid: unknown) => unknown {
  const ctx = vm.createContext({});
  vm.runInContext(code, ctx);
  return (expression, grid) => {
    ctx.grid = grid;
    return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
  };
}

/** A team TRF of test/fixtures/teams pasted into column A, one line per row. */
function pastedTrf(name: string): string[][] {
  return readFileSync(join(__dirname, '..', 'fixtures', 'teams', name), 'utf8')
    .replace(/\n+$/, '')
    .split('\n')
    .map(l => [l]);
}

/** B-TV2 as a team crosstable: the row team's board points against the column team. */
const BTV2 = [
  ['Mannschaft', 'T1', 'T2', 'T3', 'T4'],
  ['T1', '', 2, '2½', '1,5'],
  ['T2', 2, '', '2½', 2],
  ['T3', '1½', '1½', '', '2½'],
  ['T4', '2½', 2, '1½', ''],
];

describe('team functions', () => {
  const run = sheets();

  it('BERLINER of the seed example: board 1 ½-½, 2 1-0, 3 0-1, 4 ½-½ gives 5.5 | 4.5', () => {
    expect(run('BERLINER(grid)', [['½-½'], ['1-0'], ['0-1'], ['½-½']])).toEqual([[5.5, 4.5]]);
    expect(
      run('BERLINER(grid)', [
        ['½', '½'],
        [1, 0],
        [0, 1],
        ['0,5', '0,5'],
      ]),
    ).toEqual([[5.5, 4.5]]);
  });

  it('MATCH_POINTS and BOARD_POINTS line up with the team rows', () => {
    expect(run('MATCH_POINTS(grid)', BTV2)).toEqual([[''], [3], [4], [2], [3]]);
    expect(run('BOARD_POINTS(grid)', BTV2)).toEqual([[''], [6], [6.5], [5.5], [6]]);
  });

  it('OLYMPIAD_SB leaves out the opponent with the fewest match points (B-TV2 EMGSB/C1)', () => {
    expect(run('OLYMPIAD_SB(grid)', BTV2)).toEqual([[''], [12.5], [12], [13.5], [15.5]]);
    expect(run('TIEBREAK(grid, "EMGSB")', BTV2)).toEqual([[''], [17.5], [17], [18], [18.5]]);
  });

  it('TEAM_STANDINGS in the Olympiad order puts T4 ahead of T1 (B-TV2)', () => {
    const table = run('TEAM_STANDINGS(grid, "OSB")', BTV2) as unknown[][];
    expect(table[0]).toEqual(['Place', 'No.', 'Team', 'MP', 'BP', 'OSB', 'Separated by']);
    expect(table.slice(1).map(r => r[2])).toEqual(['T2', 'T4', 'T1', 'T3']);
  });

  it('names both mirror cells when they do not add up to the number of boards', () => {
    const bad = BTV2.map(r => [...r]);
    bad[1][3] = 3;
    expect(() => run('MATCH_POINTS(grid)', bad)).toThrow(/MATCH_POINTS: .*D2|row 2, column 4/);
  });

  it('gives the team reader’s mirror message, not an individual one, from =STANDINGS too', () => {
    const bad = BTV2.map(r => [...r]);
    bad[1][3] = 3; // T1 against T3 says 3, T3 against T1 says 1½: 4½ on 4 boards
    expect(() => run('STANDINGS(grid)', bad)).toThrow(
      /add up to 4½, but a match is played on 4 boards/,
    );
    expect(() => run('TIEBREAK(grid, "BH")', bad)).toThrow(/add up to 4½/);
  });
});

describe('the TEC team exercise pasted as TRF lines, through =TIEBREAK', () => {
  const root = join(__dirname, '..', 'fixtures', 'conformance', 'real');
  const text = readFileSync(join(root, 'tec-swiss-team.trf'), 'utf8');
  const event = teamEventFromTournament(readTrf(text).tournament);
  const grid = text
    .replace(/\r/g, '')
    .replace(/\n+$/, '')
    .split('\n')
    .map(l => [l.replace(/\s+$/, '')]);

  it.each([
    ['fide-2024', 'tec-swiss-team.V2024.tsv'],
    ['fide-2026', 'tec-swiss-team.V2026.tsv'],
  ])("gives the core engine's value of every code for every team (%s)", (rules, tsv) => {
    const run = sheets();
    const codes = readFileSync(join(root, 'expected', tsv), 'utf8')
      .split(/\r?\n/)[0]
      .split('\t')
      .slice(1);
    const core = computeTeamTiebreaks(event, codes, { rules: rules as 'fide-2024' | 'fide-2026' });
    const mismatches: string[] = [];
    codes.forEach((code, k) => {
      const table = run(
        `TIEBREAK(grid, ${JSON.stringify(code)}, "rules=${rules}")`,
        grid,
      ) as unknown[][];
      expect(table[0]).toEqual(['Team', code]);
      event.teams.forEach((t, i) => {
        const [name, got] = table[i + 1];
        const want = core[k].values[i];
        const same = name === t.name && (want === null ? got === '' : got === want);
        if (!same)
          mismatches.push(`${code} ${t.name}: core ${String(want)}, sheet ${JSON.stringify(got)}`);
      });
    });
    expect(mismatches).toEqual([]);
  });
});

describe('a team TRF with changing line-ups pasted into column A, through =TEAM_STANDINGS', () => {
  // test/fixtures/teams/changing-lineups.trf: the values are worked out by hand in
  // test/core/teams/changingLineups.test.ts (MP 6 3 4 5 2, GP 9 7 8½ 9 6½, BH:MP and EMGSB 2026).
  const grid = pastedTrf('changing-lineups.trf');

  it('ranks the teams on the codes that need no board order', () => {
    const run = sheets();
    const table = run('TEAM_STANDINGS(grid, "GPTS,BH:MP,EMGSB")', grid) as unknown[][];
    // GPTS is the BP column (no second column); every team has its own match points.
    expect(table[0]).toEqual([
      'Place',
      'No.',
      'Team',
      'MP',
      'BP',
      'BH:MP',
      'EMGSB',
      'Separated by',
    ]);
    expect(table.slice(1).map(r => r.slice(2))).toEqual([
      ['Albatross', 6, 9, 14, 31.5, ''],
      ['Dragon Knights', 5, 9, 17, 37, ''],
      ['Castling Club', 4, 8.5, 17, 33, ''],
      ['Bishops Bay', 3, 7, 16, 25, ''],
      ['En Passant', 2, 6.5, 15, 24.5, ''],
    ]);
  });

  it('refuses BC naming the match whose boards the rosters do not give', () => {
    const run = sheets();
    expect(() => run('TEAM_STANDINGS(grid, "BC")', grid)).toThrow(
      /the boards of round 2, team 1 "Albatross" v team 3 "Castling Club", are not known/,
    );
  });
});

describe('=TEAM_STANDINGS without a list, on a team TRF whose boards are not all known', () => {
  // test/fixtures/teams/lineups-tied.trf: worked by hand in test/core/teams/defaultsLeftOut.test.ts.
  // The default list (MP, BP, BW, BW4, BW2) needs every board for the Berliner Wertung.
  const grid = pastedTrf('lineups-tied.trf');

  it('ranks by MP and BP and says below the table which codes were left out and why', () => {
    const run = sheets();
    const table = run('TEAM_STANDINGS(grid)', grid) as unknown[][];
    expect(table[0]).toEqual(['Place', 'No.', 'Team', 'MP', 'BP', 'Separated by']);
    // Arndt and Busch tie on MP and BP: they share the place.
    expect(table.slice(1, 5).map(r => r.slice(0, 5))).toEqual([
      ['1–2', 1, 'Arndt Club', 4, 3.5],
      ['1–2', 2, 'Busch Club', 4, 3.5],
      [3, 3, 'Claus Club', 3, 3.5],
      [4, 4, 'Dreher Club', 1, 1.5],
    ]);
    const notes = table.slice(5);
    expect(notes.map(r => String(r[0]).split(':')[0])).toEqual([
      'BW left out',
      'BW4 left out',
      'BW2 left out',
    ]);
    expect(notes[0][0]).toMatch(
      /^BW left out: the Berliner Wertung needs the board of every game, but the boards of round 1, team 1 "Arndt Club" v team 2 "Busch Club", are not known/,
    );
    expect(notes.every(r => r.length === 6 && r.slice(1).every(c => c === ''))).toBe(true);
    const de = run('TEAM_STANDINGS(grid, "", "lang=de")', grid) as unknown[][];
    expect(String(de[5][0])).toMatch(/^BW weggelassen: /);
  });

  it('refuses BW when asked for by name', () => {
    const run = sheets();
    expect(() => run('TEAM_STANDINGS(grid, "BW")', grid)).toThrow(
      /the Berliner Wertung needs the board of every game, but the boards of round 1/,
    );
  });
});
