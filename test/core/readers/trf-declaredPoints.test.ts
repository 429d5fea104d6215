import { InputError } from '../../../src/core/errors';
import { readTrf } from '../../../src/core/readers/trf';

/*
 * The points column (columns 81–84) must be the sum of the line's rounds under the event's point
 * system: byes and forfeits at their points, a withdrawal's blank rounds at a zero-point bye's,
 * and in team events a member's bye not at all (the team is credited). The expected sums below
 * are worked out by hand from the point system of each file.
 */

/** A 001 line with every field in its TRF column; `slots` are the 8-character round fields. */
function pl(no: number, points: string, slots: string[]): string {
  const head =
    `001 ${String(no).padStart(4)}      ${`Player ${no}`.padEnd(33)} 2000` +
    `${' '.repeat(28)}${points.padStart(4)} ${String(no).padStart(4)}`;
  return (head + slots.map(s => `  ${s.padEnd(8)}`).join('')).trimEnd();
}

/** A 310 team line in its columns (number 5–7, name 9–40, points 55–67, players from 74). */
function t310(no: number, name: string, players: number[]): string {
  const head = `310 ${String(no).padStart(3)} ${name.padEnd(32)} ${''.padEnd(5)} ${''.padEnd(6)} ${'0.0'.padStart(6)} ${'0.0'.padStart(6)} ${''.padEnd(3)} `;
  return head + players.map(p => ` ${String(p).padStart(4)}`).join('');
}

function errorOf(lines: readonly string[]): InputError {
  try {
    readTrf(lines.join('\n'));
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

/** Replaces the points column of player `no`'s line. */
function declaring(lines: readonly string[], no: number, points: string): string[] {
  const prefix = `001 ${String(no).padStart(4)}`;
  return lines.map(l =>
    l.startsWith(prefix) ? `${l.slice(0, 80)}${points.padStart(4)}${l.slice(84)}` : l,
  );
}

const HINT = ' (counting 1, ½ and 0; record 162 declares other points)';

describe('points column: 3/1/0 with byes and forfeits (TRF-2026 defaults for the rest)', () => {
  // Round 1: 1–2 1-0, 3–4 ½-½, 5 pairing-allocated bye (U: a win's 3). Round 2: 3–1 1-0, 2–4
  // forfeit (+: a win's 3; -: 0), 5 half-point bye by 240 only (1). Round 3: 5–1 ½-½, 3–2 0-1, 4
  // zero-point bye by 240 only (0). Points: 1: 3+0+1 = 4, 2: 0+3+3 = 6, 3: 1+3+0 = 4,
  // 4: 1+0+0 = 1, 5: 3+1+1 = 5. Players are on lines 4 to 8.
  const lines = [
    '012 Points',
    '142 3',
    '162  W 3.0    D 1.0    L 0.0',
    pl(1, '4.0', ['   2 w 1', '   3 b 0', '   5 b =']),
    pl(2, '6.0', ['   1 b 0', '   4 w +', '   3 b 1']),
    pl(3, '4.0', ['   4 w =', '   1 w 1', '   2 w 0']),
    pl(4, '1.0', ['   3 b =', '   2 b -']),
    pl(5, '5.0', ['0000 - U', '', '   1 w =']),
    '240 H 002 0005',
    '240 Z 003 0004',
  ];

  test('the right sums read', () => {
    const t = readTrf(lines.join('\n')).tournament;
    expect(t.participants.map(p => p.declaredPoints)).toEqual([4, 6, 4, 1, 5]);
  });

  test('byes count: U at a win, a 240 half-point bye at a draw', () => {
    const e = errorOf(declaring(lines, 5, '4.0'));
    expect(e.message).toBe(
      'line 8: points (columns 81–84): the line says 4, but its results add up to 5',
    );
  });

  test('a forfeit win counts as a win, a forfeit loss and a 240 zero-point bye as nothing', () => {
    expect(errorOf(declaring(lines, 2, '3.0')).message).toBe(
      'line 5: points (columns 81–84): the line says 3, but its results add up to 6',
    );
    expect(errorOf(declaring(lines, 4, '0.0')).message).toBe(
      'line 7: points (columns 81–84): the line says 0, but its results add up to 1',
    );
  });

  test('the first wrong line in start-number order is named', () => {
    const both = declaring(declaring(lines, 5, '4.0'), 2, '3.0');
    expect(errorOf(both).message).toMatch(/^line 5: .*says 3, but its results add up to 6$/);
    // Lines out of start-number order: still player 2's line.
    const swapped = [
      ...both.slice(0, 3),
      both[7],
      both[5],
      both[4],
      both[6],
      both[3],
      ...both.slice(8),
    ];
    expect(errorOf(swapped).message).toMatch(/^line 6: .*says 3, but its results add up to 6$/);
  });
});

describe('points column: 1, ½ and 0', () => {
  // Player 2 withdrew after round 2 (a blank round 3: a zero-point bye), 1 and 4 forfeited
  // each other in round 3 (both 0), 3 has a full-point bye there (1). Points: 1: 1+½+0 = 1.5,
  // 2: 0+½+0 = 0.5, 3: ½+½+1 = 2, 4: ½+½+0 = 1. Players on lines 3 to 6.
  const lines = [
    '012 Base',
    'XXR 3',
    pl(1, '1.5', ['   2 w 1', '   3 b =', '   4 w -']),
    pl(2, '0.5', ['   1 b 0', '   4 w =']),
    pl(3, '2.0', ['   4 w =', '   1 w =', '0000 - F']),
    pl(4, '1.0', ['   3 b =', '   2 b =', '   1 b -']),
  ];

  test('the right sums read', () => {
    expect(readTrf(lines.join('\n')).tournament.participants.map(p => p.declaredPoints)).toEqual([
      1.5, 0.5, 2, 1,
    ]);
  });

  test("a withdrawn player's blank rounds count nothing", () => {
    expect(errorOf(declaring(lines, 2, '1.5')).message).toBe(
      `line 4: points (columns 81–84): the line says 1.5, but its results add up to 0.5${HINT}`,
    );
  });

  test('a double forfeit counts nothing for either side, a full-point bye a win', () => {
    expect(errorOf(declaring(lines, 4, '1.5')).message).toBe(
      `line 6: points (columns 81–84): the line says 1.5, but its results add up to 1${HINT}`,
    );
    expect(errorOf(declaring(lines, 3, '1.0')).message).toBe(
      `line 5: points (columns 81–84): the line says 1, but its results add up to 2${HINT}`,
    );
  });

  test('a pairing mistake on a later line is named before wrong points on an earlier one', () => {
    const l = declaring(lines, 1, '2.5');
    l[4] = pl(3, '2.0', ['   4 b =', '   1 w =', '0000 - F']);
    expect(errorOf(l).message).toMatch(/^line 5: round 1: both 3 and 4 have black/);
  });
});

describe('points column in a team event', () => {
  // Teams A = 1, 2; B = 3, 4; C = 5, 6. Round 1: A–B, C the pairing-allocated bye (320), which
  // its members' lines show as U. Round 2: A–C forfeited by C. A member's U counts for the team,
  // not for the member: 5 and 6 score 0. Players on lines 3 to 8.
  const lines = [
    '142 2',
    '362 TW 3.0   TD 1.0   TL 0.0',
    pl(1, '2.0', ['   3 w 1', '0000 - +']),
    pl(2, '1.5', ['   4 b =', '0000 - +']),
    pl(3, '0.0', ['   1 b 0', '']),
    pl(4, '0.5', ['   2 w =', '']),
    pl(5, '0.0', ['0000 - U', '0000 - -']),
    pl(6, '0.0', ['0000 - U', '0000 - -']),
    t310(1, 'Alpha', [1, 2]),
    t310(2, 'Beta', [3, 4]),
    t310(3, 'Gamma', [5, 6]),
    '320  1.0  2.0   3',
    '330 +-   2   1   3',
  ];

  test("a member's bye does not count towards the member's points", () => {
    expect(readTrf(lines.join('\n')).tournament.participants.map(p => p.declaredPoints)).toEqual([
      2, 1.5, 0, 0.5, 0, 0,
    ]);
    expect(errorOf(declaring(lines, 5, '1.0')).message).toBe(
      `line 7: points (columns 81–84): the line says 1, but its results add up to 0${HINT}`,
    );
  });

  test('the same lines without teams: the bye counts', () => {
    const individual = lines.slice(0, 8);
    expect(errorOf(individual).message).toBe(
      `line 7: points (columns 81–84): the line says 0, but its results add up to 1${HINT}`,
    );
  });
});
