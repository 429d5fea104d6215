/**
 * A Swiss kept in a sheet (player list + results list) paired: the conformance tournaments'
 * first k−1 rounds written as the sheet holds them (test/support/swissSheet.ts transcribes the
 * TRF entries), round k's absentees ticked, and the pairing compared with the endorsed engine's
 * rounds.tsv — boards, colours, board order and the bye.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { pairNextRound } from '../../../src/core/pairing';
import { readSwissSheets } from '../../../src/core/pairing/fromSheets';
import { InputError } from '../../../src/core/errors';
import { playerName, swissSheetCase } from '../../support/swissSheet';
import { expectedRounds } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const read = (name: string, file: string) => readFileSync(join(DIR, name, file), 'utf8');

function sheetPairing(trf: string, k: number): string[][] {
  const c = swissSheetCase(trf, k);
  const input = readSwissSheets(c.results, c.players, {
    totalRounds: c.totalRounds,
    initialColour: c.colour,
    absent: c.absent,
  });
  expect(input.round).toBe(k);
  const p = pairNextRound(input.request);
  // Pairing numbers follow the Nr column, so they are the TRF's start numbers.
  const rows = p.boards.map(b => [String(b.board), String(b.white), String(b.black)]);
  if (p.bye !== null) rows.push(['', String(p.bye), '']);
  return rows;
}

// Tournaments with forfeits, double forfeits, H/Z/F byes, absences (`0000 - -`), late entries
// and withdrawals (index.tsv counts), plus the small ones.
const CASES = process.env.ALL_SWISS_SHEETS
  ? readdirSync(DIR).filter(d => /^s\d{4}$/.test(d))
  : ['s0001', 's0002', 's0003', 's0009', 's0015', 's0016', 's0020', 's0027'];

describe.each(CASES)('%s from a results list and a player list', name => {
  test('every round paired as the endorsed engine pairs it', () => {
    const trf = read(name, 'tournament.trf');
    for (const [round, rows] of expectedRounds(read(name, 'rounds.tsv'))) {
      expect({ round, rows: sheetPairing(trf, round) }).toEqual({ round, rows });
    }
  }, 120_000);
});

test('order=rating: a list without Nr in any order is numbered by rating (s0002, ids in rating order)', () => {
  const trf = read('s0002', 'tournament.trf');
  const c = swissSheetCase(trf, 4);
  // Name | Elo only, lowest rating first.
  const players = [
    ['Name', 'Elo'],
    ...c.players
      .slice(1)
      .map(r => [r[1], r[2]])
      .reverse(),
  ];
  expect(new Set(players.slice(1).map(r => r[1])).size).toBe(7);
  const input = readSwissSheets(c.results, players, {
    totalRounds: c.totalRounds,
    initialColour: c.colour,
    absent: c.absent,
    order: 'rating',
  });
  const p = pairNextRound(input.request);
  const byName = (id: number) => String(Number((input.names.get(id) as string).slice(7)));
  const rows = p.boards.map(b => [String(b.board), byName(b.white), byName(b.black)]);
  if (p.bye !== null) rows.push(['', byName(p.bye), '']);
  expect(rows).toEqual(expectedRounds(read('s0002', 'rounds.tsv')).get(4));
});

describe('refusals name the cell', () => {
  const trf = read('s0002', 'tournament.trf');
  const base = swissSheetCase(trf, 3);
  const opts = { totalRounds: 7, initialColour: 'w' as const };

  function error(f: () => unknown): InputError {
    try {
      f();
    } catch (e) {
      if (e instanceof InputError) return e;
      throw e;
    }
    throw new Error('no error');
  }

  test('a missing result of the previous round: every empty Result cell named', () => {
    const results = base.results.map(r => [...r]);
    // Blank the results of round 2's first two games.
    const games = results.flatMap((r, i) => (r[0] === 2 && r[3] !== '' ? [i] : []));
    for (const i of games.slice(0, 2)) results[i][4] = '';
    const e = error(() => readSwissSheets(results, base.players, opts));
    expect(e.location).toEqual({ kind: 'cell', row: games[0], col: 4 });
    expect(e.message).toBe(
      `row ${games[0] + 1}, column 5 of the range: the result is missing (also in row ${games[1] + 1}, column 5): ` +
        'round 2 must be complete before the next round is paired',
    );
  });

  test('a player twice in a round', () => {
    const results = base.results.map(r => [...r]);
    const i = results.findIndex(r => r[0] === 2 && r[3] !== '');
    results[i][3] = results[i - 1 > 0 && results[i - 1][0] === 2 ? i - 1 : i + 1][2];
    const e = error(() => readSwissSheets(results, base.players, opts));
    expect(e.location.kind).toBe('cell');
    expect(e.message).toMatch(/is listed twice in round 2/);
  });

  test('a name not in the player list', () => {
    const results = base.results.map(r => [...r]);
    results[1][2] = 'Nobody';
    const e = error(() => readSwissSheets(results, base.players, opts));
    expect(e.location).toEqual({ kind: 'cell', row: 1, col: 2 });
    expect(e.message).toMatch(/"Nobody" is not in the player list/);
  });

  test('a player twice in the player list names the player list cell', () => {
    const players = [...base.players, [8, playerName(1), 2000]];
    const e = error(() => readSwissSheets(base.results, players, opts));
    expect(e.location).toEqual({ kind: 'cell', row: 8, col: 1 });
    expect(e.message).toMatch(/listed twice/);
  });

  test('an odd field where everybody has had the bye or a win without playing', () => {
    // Three players, each with an unplayed win: C the bye in round 1, B a forfeit win in
    // round 2 and the bye in round 3, A a forfeit win in round 3 (C also a full-point bye).
    const players = [['Name'], ['A'], ['B'], ['C']];
    const results = [
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, 'A', 'B', '1-0'],
      [1, '', 'C', '', 'bye'],
      [2, 1, 'B', 'A', '+:-'],
      [2, '', 'C', '', 'F'],
      [3, 1, 'C', 'A', '-:+'],
      [3, '', 'B', '', 'bye'],
    ];
    const e = error(() => readSwissSheets(results, players, { totalRounds: 5 }));
    expect(e.message).toBe(
      'range: 3 players are to be paired, an odd number, and each of them has already had a ' +
        'pairing-allocated bye or a win without playing: A (round 3), B (round 2), C (round 1). ' +
        'Nobody may receive the bye (C.04.1): mark one more player absent, or let one more player play',
    );
  });

  test('a round past the last is refused', () => {
    const e = error(() => readSwissSheets(base.results, base.players, { totalRounds: 2 }));
    expect(e.message).toMatch(/all 2 rounds are in the results list; there is no round 3/);
  });

  test('an absentee who is not in the player list', () => {
    const e = error(() =>
      readSwissSheets(base.results, base.players, {
        ...opts,
        absent: [{ name: 'Nobody', kind: 'half-bye' }],
      }),
    );
    expect(e.message).toBe('range: absent: "Nobody" is not in the player list');
  });
});
