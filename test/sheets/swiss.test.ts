/**
 * SWISS_PAIRINGS as Sheets calls it: the built dist/Code.js (build first with
 * `node scripts/build.mjs --quiet`) loaded into node:vm with the read-only Spreadsheet fake.
 * Inputs are conformance tournaments (test/fixtures/pairing/) written as a results list and a
 * player list, or pasted as a TRF; the expected boards are the endorsed engine's rounds.tsv.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { cutRound, expectedRounds } from '../core/pairing/cutRound';
import { playerName, swissSheetCase } from '../support/swissSheet';
import { fakeSpreadsheetApp, type FakeCall } from './fakeServices';
import { drawInitialColour } from '../../src/core/pairing/initialColour';

const code = readFileSync(join(__dirname, '..', '..', 'dist', 'Code.js'), 'utf8');
const FIX = join(__dirname, '..', 'fixtures', 'pairing');

const current: FakeCall = { formula: '' };
const ctx = vm.createContext({ SpreadsheetApp: fakeSpreadsheetApp(current) });
vm.runInContext(code, ctx, { filename: 'Code.js' });

function call(expression: string, args: Record<string, unknown>, formula = ''): unknown {
  current.formula = formula;
  Object.assign(ctx, args);
  return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
}

/** rounds.tsv rows as the function shows them: names, the bye as `bye | name | `. */
function expectedTable(name: string, round: number): unknown[][] {
  const rows = expectedRounds(readFileSync(join(FIX, name, 'rounds.tsv'), 'utf8')).get(round) ?? [];
  return [
    ['Board', 'White', 'Black'],
    ...rows.map(([bd, w, b]) =>
      bd === ''
        ? ['bye', playerName(Number(w)), '']
        : [Number(bd), playerName(Number(w)), playerName(Number(b))],
    ),
  ];
}

describe('SWISS_PAIRINGS in the bundle', () => {
  // s0002 round 5: forfeits in round 4, a half-point bye requested in round 5, a bye each round.
  const trf = readFileSync(join(FIX, 's0002', 'tournament.trf'), 'utf8');

  it('a results list and a player list: round 5 as the engine pairs it, half-point bye ticked', () => {
    const c = swissSheetCase(trf, 5);
    const options = ['rounds=7', ...c.absent.map(a => `${a.kind}=${a.name}`)].join('; ');
    expect(c.absent.length).toBeGreaterThan(0);
    expect(
      call('SWISS_PAIRINGS(results, players, options)', {
        results: c.results,
        players: c.players,
        options,
      }),
    ).toEqual(expectedTable('s0002', 5));
  });

  it("the player list's Status column says who is absent: round 5 as the engine pairs it, no options but rounds", () => {
    const c = swissSheetCase(trf, 5, 'next');
    expect(c.players[0]).toEqual(['Nr', 'Name', 'Elo', 'Status']);
    expect(c.players.filter((r, i) => i > 0 && r[3] !== '')).toEqual([
      [3, playerName(3), 2544, 'halber Punkt'],
    ]);
    expect(
      call('SWISS_PAIRINGS(results, players, "rounds=7")', {
        results: c.results,
        players: c.players,
      }),
    ).toEqual(expectedTable('s0002', 5));
    // With its round numbers, from round 3 on: the same pairing of round 5.
    const later = swissSheetCase(trf, 5, 'rounds');
    expect(
      call('SWISS_PAIRINGS(results, players, "rounds=7")', {
        results: later.results,
        players: later.players,
      }),
    ).toEqual(expectedTable('s0002', 5));
  });

  it('a Status the column does not read, or a round past the last, names the cell', () => {
    const c = swissSheetCase(trf, 5, 'next');
    const players = c.players.map(r => [...r]);
    players[4][3] = 'krank';
    expect(() =>
      call(
        'SWISS_PAIRINGS(results, players, "rounds=7")',
        { results: c.results, players },
        '=SWISS_PAIRINGS(A1:E40; G1:J8; "rounds=7")',
      ),
    ).toThrow(/^SWISS_PAIRINGS: J5: found "krank"; expected a status: blank or active\/aktiv/);
    players[4][3] = 'Z 6, 8';
    expect(() =>
      call(
        'SWISS_PAIRINGS(results, players, "rounds=7")',
        { results: c.results, players },
        '=SWISS_PAIRINGS(A1:E40; G1:J8; "rounds=7")',
      ),
    ).toThrow('SWISS_PAIRINGS: J5: the Status names round 8, but the tournament has 7 rounds');
  });

  it('a TRF pasted into column A: names from the file, round as the engine pairs it', () => {
    const lines = cutRound(trf, 5)
      .split('\n')
      .filter(l => l !== '')
      .map(l => [l]);
    const names = new Map<string, string>();
    for (const [l] of lines)
      if (l.startsWith('001')) names.set(String(Number(l.slice(4, 8))), l.slice(14, 47).trim());
    const expected = expectedTable('s0002', 5).map((row, i) =>
      i === 0
        ? row
        : row.map(v =>
            typeof v === 'string' && v.startsWith('Player ')
              ? names.get(String(Number(v.slice(7))))
              : v,
          ),
    );
    expect(call('SWISS_PAIRINGS(trf)', { trf: lines })).toEqual(expected);
  });

  it('a missing result names the cell of the sheet', () => {
    const c = swissSheetCase(trf, 3);
    const results = c.results.map(r => [...r]);
    const i = results.findIndex(r => r[0] === 2 && r[3] !== '');
    results[i][4] = '';
    expect(() =>
      call(
        'SWISS_PAIRINGS(results, players, "rounds=7")',
        { results, players: c.players },
        '=SWISS_PAIRINGS(A1:E20; G1:I8; "rounds=7")',
      ),
    ).toThrow(
      `SWISS_PAIRINGS: E${i + 1}: the result is missing: round 2 must be complete before the next round is paired`,
    );
  });

  it('accelerate=baku (beschleunigung=baku): round 1 pairs group A apart from group B', () => {
    // s0002's 7 players, 7 rounds, round 1: GA = 2·⌈7/4⌉ = 4 players (1–4) with 1 virtual
    // point. Bracket 1: S1 = 1 2, S2 = 3 4: 1–3, 4–2. Bracket 0: 5, 6, 7: 5–6, and 7, left
    // over, the bye. Colours by pairing number (white1): 1 White, 2 Black, 5 White.
    const c = swissSheetCase(trf, 1);
    const expected = [
      ['Board', 'White', 'Black'],
      [1, playerName(1), playerName(3)],
      [2, playerName(4), playerName(2)],
      [3, playerName(5), playerName(6)],
      ['bye', playerName(7), ''],
    ];
    for (const options of ['rounds=7; accelerate=baku', 'rounds=7; Beschleunigung=Baku']) {
      expect(
        call('SWISS_PAIRINGS(results, players, options)', {
          results: c.results,
          players: c.players,
          options,
        }),
      ).toEqual(expected);
    }
    // Without it: S1 = 1 2 3 against S2 = 4 5 6 7 — 1–4, 5–2, 3–6, 7 the bye (spec E1).
    expect(
      call('SWISS_PAIRINGS(results, players, "rounds=7")', {
        results: c.results,
        players: c.players,
      }),
    ).not.toEqual(expected);
  });

  it('accelerate=baku on a pasted TRF with XXA records is refused', () => {
    const lines = cutRound(trf, 2)
      .split('\n')
      .filter(l => l !== '')
      .map(l => [l]);
    lines.splice(3, 0, ['XXA 0001  1.0  1.0']);
    expect(() =>
      call('SWISS_PAIRINGS(trf, "", "accelerate=baku")', { trf: lines }, '=SWISS_PAIRINGS(A:A)'),
    ).toThrow(
      'SWISS_PAIRINGS: accelerate=baku: the TRF gives virtual points itself (XXA records); leave out accelerate=baku to pair with them, or remove the XXA records to have the Baku method work them out',
    );
  });

  it('an error in the player list names its cell', () => {
    const c = swissSheetCase(trf, 3);
    const players = c.players.map(r => [...r]);
    players[3][2] = 'strong';
    expect(() =>
      call(
        'SWISS_PAIRINGS(results, players, "rounds=7")',
        { results: c.results, players },
        '=SWISS_PAIRINGS(A1:E20; G1:I8; "rounds=7")',
      ),
    ).toThrow('SWISS_PAIRINGS: I4: found "strong"; expected a rating');
  });

  it('a round no legal pairing exists for names the players, in English and German', () => {
    // Four players after a complete round robin (Berger rounds 1–3): everyone has met everyone.
    const results = [
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, 'Anna', 'Dora', '1-0'],
      [1, 2, 'Bert', 'Carl', '½-½'],
      [2, 1, 'Dora', 'Carl', '0-1'],
      [2, 2, 'Anna', 'Bert', '½-½'],
      [3, 1, 'Bert', 'Dora', '1-0'],
      [3, 2, 'Carl', 'Anna', '0-1'],
    ];
    const players = [
      ['Nr', 'Name', 'Elo'],
      [1, 'Anna', 2100],
      [2, 'Bert', 2000],
      [3, 'Carl', 1900],
      [4, 'Dora', 1800],
    ];
    const pair = (options: string) => () =>
      call('SWISS_PAIRINGS(results, players, options)', { results, players, options });
    expect(pair('rounds=5')).toThrow(
      'SWISS_PAIRINGS: no legal pairing of round 4: Anna (1), Bert (2), Carl (3), Dora (4): none of the other players to be paired may be their opponent',
    );
    expect(pair('rounds=5; lang=de')).toThrow(
      'keine regelgerechte Paarung für Runde 4: Anna (1), Bert (2), Carl (3), Dora (4): keiner der übrigen zu paarenden Spieler darf ihr Gegner sein',
    );
  });

  it('without the total number of rounds', () => {
    const c = swissSheetCase(trf, 3);
    expect(() =>
      call('SWISS_PAIRINGS(results, players)', { results: c.results, players: c.players }),
    ).toThrow('SWISS_PAIRINGS: give the total number of rounds as an option, e.g. "rounds=9"');
  });

  describe('the initial colour: set, or drawn by lot from a seed', () => {
    // Round 1 of six: an empty results list (header only) and the player list.
    const results = [['Round', 'Board', 'White', 'Black', 'Result']];
    const players = [['Nr', 'Name'], ...[1, 2, 3, 4, 5, 6].map(n => [n, playerName(n)])];
    const table = (pairs: [number, number][]) => [
      ['Board', 'White', 'Black'],
      ...pairs.map(([w, b], i) => [i + 1, playerName(w), playerName(b)]),
    ];
    // Spec §13 E1 and colour rule E.5.
    const WHITE1 = table([
      [1, 4],
      [5, 2],
      [3, 6],
    ]);
    const BLACK1 = table([
      [4, 1],
      [2, 5],
      [6, 3],
    ]);
    const pair = (options: string) =>
      call('SWISS_PAIRINGS(results, players, options)', { results, players, options });

    it('colour=black1 gives pairing number 1 Black', () => {
      expect(pair('rounds=5; colour=black1')).toEqual(BLACK1);
      expect(pair('rounds=5')).toEqual(WHITE1);
    });

    it('colour=draw with a seed: the same seed the same pairing, the lot decides between both', () => {
      const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
      const white = seeds.find(n => drawInitialColour(n) === 'w') as number;
      const black = seeds.find(n => drawInitialColour(n) === 'b') as number;
      expect(pair(`rounds=5; colour=draw; seed=${white}`)).toEqual(WHITE1);
      expect(pair(`rounds=5; colour=draw; seed=${black}`)).toEqual(BLACK1);
      expect(pair(`rounds=5; colour=draw; seed=${black}`)).toEqual(BLACK1);
    });

    it('colour=draw without a seed, or a seed alone, is refused', () => {
      expect(() => pair('rounds=5; colour=draw')).toThrow(
        'SWISS_PAIRINGS: colour=draw needs seed=NUMBER: the lot is drawn from that number',
      );
      expect(() => pair('rounds=5; seed=3')).toThrow('seed goes with colour=draw');
    });
  });
});
