/**
 * A Swiss kept in a sheet (player list + results list) paired: the conformance tournaments'
 * first k−1 rounds written as the sheet holds them (test/support/swissSheet.ts transcribes the
 * TRF entries), round k's absentees ticked, and the pairing compared with the endorsed engine's
 * rounds.tsv — boards, colours, board order and the bye.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { pairNextRound } from '../../../src/core/pairing';
import { readSwissSheets, readSwissTrfColumn } from '../../../src/core/pairing/fromSheets';
import { InputError } from '../../../src/core/errors';
import { pairSheetCase, playerName, swissSheetCase } from '../../support/swissSheet';
import { expectedRounds } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const read = (name: string, file: string) => readFileSync(join(DIR, name, file), 'utf8');

// Pairing numbers follow the Nr column, so they are the TRF's start numbers.
const sheetPairing = (trf: string, k: number) => pairSheetCase(swissSheetCase(trf, k));

// Tournaments with forfeits, double forfeits, H/Z/F byes, absences (`0000 - -`), late entries
// and withdrawals (index.tsv counts), plus the small ones.
const CASES = process.env.ALL_SWISS_SHEETS
  ? readdirSync(DIR).filter(d => /^s\d{4}$/.test(d))
  : ['s0001', 's0002', 's0003', 's0009', 's0015', 's0016', 's0020', 's0027'];

describe.each(CASES)('%s from a results list and a player list', name => {
  test('every round paired as the endorsed engine pairs it', () => {
    const trf = read(name, 'tournament.trf');
    for (const [round, rows] of expectedRounds(read(name, 'rounds.tsv'))) {
      expect(sheetPairing(trf, round)).toEqual({ round, rows });
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

describe('the initial colour of a Swiss in the sheet', () => {
  // s0021 is black1, and its round 2 depends on it (a pair decided by the pairing-number rule).
  const trf = read('s0021', 'tournament.trf');
  const c = swissSheetCase(trf, 2);

  test('not given: read back from round 1 as played, round 2 as the engine pairs it', () => {
    const input = readSwissSheets(c.results, c.players, {
      totalRounds: c.totalRounds,
      absent: c.absent,
    });
    expect(input.request.initialColour).toBe('b');
    const p = pairNextRound(input.request);
    const rows = p.boards.map(b => [String(b.board), String(b.white), String(b.black)]);
    if (p.bye !== null) rows.push(['', String(p.bye), '']);
    expect(rows).toEqual(expectedRounds(read('s0021', 'rounds.tsv')).get(2));
  });

  test('given against round 1 as played: refused', () => {
    expect(() =>
      readSwissSheets(c.results, c.players, {
        totalRounds: c.totalRounds,
        absent: c.absent,
        initialColour: 'w',
      }),
    ).toThrow(
      'range: the initial colour white1 contradicts the colours already played, which give black1',
    );
  });
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
    // Each player's first barring round, read off the rows above: A's forfeit win in round 3
    // (row 6), B's in round 2 (row 4), C's bye in round 1 (row 3); the Result column is 5.
    expect(e.location).toEqual({ kind: 'cell', row: 5, col: 4 });
    expect(e.related).toEqual([
      { row: 5, col: 4 },
      { row: 3, col: 4 },
      { row: 2, col: 4 },
    ]);
    expect(e.message).toBe(
      'row 6, column 5 of the range: 3 players are to be paired, an odd number, and none of ' +
        'them may receive the pairing-allocated bye, which C.04.1 art. 4 bars after a ' +
        'pairing-allocated bye or a round won without playing: A (row 6, column 5): forfeit win ' +
        'against C in round 3; B (row 4, column 5): forfeit win against A in round 2, ' +
        'pairing-allocated bye in round 3; C (row 3, column 5): pairing-allocated bye in round ' +
        '1, full-point bye in round 2. Mark one more player absent, or let one more player play',
    );
    // In the user's sheet the cells are A1 addresses.
    expect(e.at({ row: 1, col: 1, sheet: 'Results' }).message).toMatch(
      /^Results!E6: 3 players .*: A \(E6\): .*; B \(E4\): .*; C \(E3\): /,
    );
    // One of them absent: an even field, nothing to refuse.
    expect(() =>
      readSwissSheets(results, players, {
        totalRounds: 5,
        absent: [{ name: 'C', kind: 'zero-bye' }],
      }),
    ).not.toThrow();
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

  test("a TRF pasted into the sheet: the same refusal names each player's cell (line = row)", () => {
    // A TRF 001 line: start number, name, rating, points, rank, then the round blocks.
    const line = (id: number, points: string, ...blocks: string[]) =>
      `${`001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} 2000`.padEnd(80)}` +
      `${points.padStart(4)} ${String(id).padStart(4)}${blocks.map(b => `  ${b}`).join('')}`;
    // 1: forfeit win over 3 in round 3; 2: forfeit win over 1 in round 2 and the bye in
    // round 3; 3: the bye in round 1 and a full-point bye in round 2. Rows 4–6 (A4:A6).
    const grid = [
      ['012 Test'],
      ['XXR 5'],
      ['XXC white1'],
      [line(1, '2.0', '   2 w 1', '   2 w -', '   3 w +')],
      [line(2, '2.0', '   1 b 0', '   1 b +', '0000 - U')],
      [line(3, '2.0', '0000 - U', '0000 - F', '   1 b -')],
    ];
    const e = error(() => readSwissTrfColumn(grid));
    expect(e.location).toEqual({ kind: 'cell', row: 3, col: 0 });
    expect(e.at({ row: 1, col: 1 }).message).toBe(
      'A4: 3 players are to be paired, an odd number, and none of them may receive the ' +
        'pairing-allocated bye, which C.04.1 art. 4 bars after a pairing-allocated bye or a ' +
        'round won without playing: 1 Player 1 (cell A4): forfeit win against 3 Player 3 in ' +
        'round 3; 2 Player 2 (cell A5): forfeit win against 1 Player 1 in round 2, ' +
        'pairing-allocated bye in round 3; 3 Player 3 (cell A6): pairing-allocated bye in round ' +
        '1, full-point bye in round 2. Mark one more player absent, or let one more player play',
    );
    // Ticking one absent makes the field even.
    expect(() =>
      readSwissTrfColumn(grid, { absent: [{ name: 'Player 3', kind: 'zero-bye' }] }),
    ).not.toThrow();
  });

  test('a pasted TRF with every round paired: refused at its XXR cell, unless rounds= extends it', () => {
    const line = (id: number, points: string, ...blocks: string[]) =>
      `${`001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} 2000`.padEnd(80)}` +
      `${points.padStart(4)} ${String(id).padStart(4)}${blocks.map(b => `  ${b}`).join('')}`;
    const grid = [
      ['012 Test'],
      ['XXR 2'],
      ['XXC white1'],
      [line(1, '2.0', '   2 w 1', '   4 b 1')],
      [line(2, '0.0', '   1 b 0', '   3 w 0')],
      [line(3, '2.0', '   4 w 1', '   2 b 1')],
      [line(4, '0.0', '   3 b 0', '   1 w 0')],
    ];
    const e = error(() => readSwissTrfColumn(grid));
    expect(e.at({ row: 1, col: 1 }).message).toBe(
      'A2: the tournament has 2 rounds and all of them are paired: there is no round 3 to pair (give the total number of rounds if the tournament is longer)',
    );
    const extended = readSwissTrfColumn(grid, { totalRounds: 3 });
    expect([extended.round, extended.request.totalRounds]).toEqual([3, 3]);
    expect(error(() => readSwissTrfColumn(grid, { totalRounds: 2 })).message).toBe(
      'range: the tournament is to have 2 rounds, but 2 are paired already: there is no round 3 to pair',
    );
  });

  test('a pasted team TRF is refused: pairing teams is not supported', () => {
    const grid = readFileSync(join(__dirname, '../../fixtures/teams/changing-lineups.trf'), 'utf8')
      .split('\n')
      .map(l => [l]);
    expect(error(() => readSwissTrfColumn(grid)).at({ row: 1, col: 1 }).message).toMatch(
      /^A32: record 013 is a team record: this is a team tournament, and pairing teams is not supported/,
    );
  });
});
