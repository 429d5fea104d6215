/**
 * Who is absent, read from the player list's Status column instead of ticks: the conformance
 * tournaments' unavailable entries (`0000 - H`, `Z`, `F`, `-`) written as Status marks, and every
 * round paired as the endorsed engine paired it (rounds.tsv). Two ways of writing the column:
 * round k's mark alone without a round number (`next`), and every mark still to come with its
 * round numbers, runs of absences to the end as a withdrawal whose rows the results list then
 * lacks (`rounds`; test/support/swissSheet.ts).
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { readSwissSheets } from '../../../src/core/pairing/fromSheets';
import { InputError } from '../../../src/core/errors';
import { PlayerListError } from '../../../src/core/keizer/fromSheets';
import {
  playerName,
  swissSheetCase,
  pairSheetCase,
  type AbsenceSource,
  type Cell,
} from '../../support/swissSheet';
import { expectedRounds } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const read = (name: string, file: string) => readFileSync(join(DIR, name, file), 'utf8');

function sheetPairing(trf: string, k: number, how: AbsenceSource) {
  const c = swissSheetCase(trf, k, how);
  // Nobody ticked: every absence comes from the Status column.
  expect(c.absent).toEqual([]);
  return pairSheetCase(c);
}

// Tournaments with full-point byes (s0003, s0016, s0020, s0042), many zero-point byes and
// withdrawals (s0017, s0043), late entries and `0000 - -` absences (index.tsv counts).
// ALL_SWISS_SHEETS=1 runs all 150 (slow; as fromSheets.test.ts).
const CASES = process.env.ALL_SWISS_SHEETS
  ? readdirSync(DIR).filter(d => /^s\d{4}$/.test(d))
  : ['s0003', 's0016', 's0017', 's0020', 's0033', 's0042', 's0043'];

describe.each(CASES)('%s with absences in the Status column', name => {
  const trf = read(name, 'tournament.trf');
  const expected = expectedRounds(read(name, 'rounds.tsv'));

  test.each(['next', 'rounds'] as const)(
    'every round paired as the endorsed engine pairs it (%s)',
    how => {
      for (const [round, rows] of expected) {
        expect(sheetPairing(trf, round, how)).toEqual({ round, rows });
      }
    },
    120_000,
  );
});

test('the cases exercise every mark: H, Z, F, a withdrawal, rounds lists and ranges', () => {
  const cells = CASES.flatMap(name => {
    const trf = read(name, 'tournament.trf');
    return [...expectedRounds(read(name, 'rounds.tsv')).keys()].flatMap(k =>
      swissSheetCase(trf, k, 'rounds').players.map(r => String(r[3])),
    );
  });
  for (const pattern of [/\bH ?\d/i, /\b(Z|absent|abwesend) ?\d/i, /\bF ?\d/i, /; /, /\d-\d/]) {
    expect(cells.some(c => pattern.test(c))).toBe(true);
  }
  expect(cells.some(c => /^(W|withdrawn|abgemeldet|zurückgezogen) \d+$/.test(c))).toBe(true);
  expect(cells.some(c => /; (W|withdrawn|abgemeldet|zurückgezogen) \d+$/.test(c))).toBe(true);
});

describe('the Status column against the rest of the sheet', () => {
  // s0016: 15 players, 11 rounds; round 4 paired from the first three.
  const trf = read('s0016', 'tournament.trf');
  const base = swissSheetCase(trf, 4, 'next');
  const opts = { totalRounds: 11, initialColour: base.colour };
  const withStatus = (row: number, status: string) =>
    base.players.map((r, i) => (i === row ? [...r.slice(0, 3), status] : r));

  function error(f: () => unknown): InputError {
    try {
      f();
    } catch (e) {
      if (e instanceof InputError) return e;
      throw e;
    }
    throw new Error('no error');
  }

  test('a round past the last round names the Status cell of the player list', () => {
    const e = error(() => readSwissSheets(base.results, withStatus(3, 'H 5; Z 12'), opts));
    expect(e).toBeInstanceOf(PlayerListError);
    expect(e.location).toEqual({ kind: 'cell', row: 3, col: 3 });
    expect(e.message).toBe(
      'row 4, column 4 of the range: the Status names round 12, but the tournament has 11 rounds',
    );
    expect(e.messageIn('de')).toBe(
      'Zeile 4, Spalte 4 des Bereichs: der Status nennt Runde 12, aber das Turnier hat 11 Runden',
    );
  });

  test('text the column does not know names the cell and lists what is accepted', () => {
    const e = error(() => readSwissSheets(base.results, withStatus(2, 'krank'), opts));
    expect(e.location).toEqual({ kind: 'cell', row: 2, col: 3 });
    expect(e.detail).toBe(
      'found "krank"; expected a status: blank or active/aktiv to play, H (half-point bye), ' +
        'Z/absent/abwesend (zero-point bye), F (full-point bye) or ' +
        'W/withdrawn/abgemeldet/zurückgezogen, for the next round or for the rounds given ' +
        '(H 5, Z 4-6, H 3; Z 7)',
    );
  });

  test('a withdrawal from a round the player still has a result in names the results cell', () => {
    // Player 001 withdrawn from round 2 but listed in round 2 and 3.
    const players = withStatus(1, 'W 2');
    const e = error(() => readSwissSheets(base.results, players, opts));
    const row = base.results.findIndex(
      r => r[0] === 2 && (r[2] === playerName(1) || r[3] === playerName(1)),
    );
    const col = base.results[row][2] === playerName(1) ? 2 : 3;
    expect(e.location).toEqual({ kind: 'cell', row, col });
    expect(e.detail).toBe(
      `"${playerName(1)}" has withdrawn from round 2 (Status in row 2 of the player list) but is listed in round 2`,
    );
  });

  test('a withdrawal from a later round: the player is paired until then, absent from it on', () => {
    const ids = (players: Cell[][]) => {
      const input = readSwissSheets(base.results, players, opts);
      return input.request.players.filter(p => !p.available).map(p => p.id);
    };
    const before = ids(base.players);
    expect(before).not.toContain(1);
    expect(ids(withStatus(1, 'W 5'))).toEqual(before);
    expect(ids(withStatus(1, 'W 4'))).toEqual([...before, 1].sort((a, b) => a - b));
    expect(ids(withStatus(1, 'withdrawn'))).toEqual([...before, 1].sort((a, b) => a - b));
  });

  test('the sidebar ticks win over the Status column: absent as ticked, present plays', () => {
    const players = withStatus(1, 'H');
    const marked = readSwissSheets(base.results, players, opts);
    expect(marked.absent.find(a => a.id === 1)).toEqual({
      id: 1,
      kind: 'half-bye',
      recorded: false,
    });
    const ticked = readSwissSheets(base.results, players, {
      ...opts,
      absent: [{ name: playerName(1), kind: 'zero-bye' }],
    });
    expect(ticked.absent.find(a => a.id === 1)?.kind).toBe('zero-bye');
    const plays = readSwissSheets(base.results, players, { ...opts, present: [playerName(1)] });
    expect(plays.absent.find(a => a.id === 1)).toBeUndefined();
    expect(plays.request.players[0].available).toBe(true);
  });

  test('a Status withdrawal is recorded (no row of its own); a player with a withdrawn row cannot be ticked present', () => {
    const input = readSwissSheets(base.results, withStatus(1, 'W 4'), opts);
    expect(input.absent.find(a => a.id === 1)).toEqual({
      id: 1,
      kind: 'withdrawn',
      recorded: true,
    });
    // Player 002 withdrawn in round 3 (their round-3 row replaced by a withdrawn row; the
    // opponent then has a blank round, read as absent).
    const inRound3 = (r: unknown[]) =>
      r[0] === 3 && (r[2] === playerName(2) || r[3] === playerName(2));
    const results = [
      ...base.results.filter(r => !inRound3(r)),
      [3, '', playerName(2), '', 'withdrawn'],
    ];
    const e = error(() =>
      readSwissSheets(results, base.players, { ...opts, present: [playerName(2)] }),
    );
    expect(e.message).toBe(
      `range: "${playerName(2)}" has a withdrawn row in the results list and is not paired again`,
    );
  });
});
