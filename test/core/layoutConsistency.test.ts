/**
 * Issue 11, "one tournament, one set of numbers": the scenarios of the issue, each typed in every
 * layout that can hold it, with the numbers worked by hand.
 *
 * The tournament: six players, the FIDE Berger table for six (C.05 Annex 1), first named White.
 *   R1: 1-6 1-0, 2-5 ½-½, 3-4 0-1
 *   R2: 6-4 0-1, 5-3 1-0, 1-2 ½-½
 *   R3: 2-6 (no result yet), 3-1 0-1, 4-5 ½-½
 *   R4: 6-5, 1-4, 2-3 paired, no results yet
 * Points: A(1) 1+½+1 = 2.5, B(2) ½+½ = 1, C(3) 0, D(4) 1+1+½ = 2.5, E(5) ½+1+½ = 2, F(6) 0.
 * A results list that follows the Berger table reads as a round robin by itself (issue 26,
 * resultsList.test.ts); here it is read as a Swiss, as the crosstable is, so that every layout
 * is counted by the same rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  computeTiebreaks,
  decodeTrf,
  explainTiebreak,
  InputError,
  readGrid,
  readTrf,
  registeredNames,
  resolveRequest,
  type Grid,
  type ReadOptions,
  type Tournament,
  type TiebreakOptions,
} from '../../src/core';

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F'];

function progress(cells: readonly (readonly string[])[]): Grid {
  return [
    ['Nr', 'Name', ...cells[0].map((_, r) => String(r + 1))],
    ...cells.map((row, i) => [i + 1, NAMES[i], ...row]),
  ];
}

function results(games: readonly (readonly [number, number, string, string, string])[]): Grid {
  return [['Round', 'Board', 'White', 'Black', 'Result'], ...games.map(g => [...g])];
}

/** A TRF-16 player line (C.04 Annex 2): start number at 5–8, name at 15–47, rounds from 92. */
function trfLine(no: number, slots: readonly string[]): string {
  const head = `001 ${String(no).padStart(4)}      ${NAMES[no - 1].padEnd(33)}`;
  return `${head.padEnd(91)}${slots.map(s => s.padEnd(10)).join('')}`.trimEnd();
}

function trf(declaredRounds: number, rows: readonly (readonly string[])[]): string {
  return [`012 Issue 11`, `XXR ${declaredRounds}`, ...rows.map((r, i) => trfLine(i + 1, r))].join(
    '\n',
  );
}

function values(t: Tournament, code: string, options: TiebreakOptions = {}): (number | null)[] {
  return computeTiebreaks(t, [code], options)[0].values;
}

function read(grid: Grid, options: ReadOptions = {}): Tournament {
  return readGrid(grid, options).tournament;
}

/** The player list that numbers a results list's players A … F as 1 … 6. */
const PLAYERS: Grid = [['Nr', 'Name'], ...NAMES.map((n, i) => [i + 1, n])];

// ---------------------------------------------------------------------------------------------

const PROGRESS_CELLS = [
  ['6w1', '2w½', '3b1', '4w'],
  ['5w½', '1b½', '6w', '3w'],
  ['4w0', '5b0', '1w0', '2b'],
  ['3b1', '6b1', '5w½', '1b'],
  ['2b½', '3w1', '4b½', '6b'],
  ['1b0', '4w0', '2b', '5w'],
];

const RESULTS: [number, number, string, string, string][] = [
  [1, 1, 'A', 'F', '1-0'],
  [1, 2, 'B', 'E', '½-½'],
  [1, 3, 'C', 'D', '0-1'],
  [2, 1, 'F', 'D', '0-1'],
  [2, 2, 'E', 'C', '1-0'],
  [2, 3, 'A', 'B', '½-½'],
  [3, 1, 'B', 'F', ''],
  [3, 2, 'C', 'A', '0-1'],
  [3, 3, 'D', 'E', '½-½'],
  [4, 1, 'F', 'E', ''],
  [4, 2, 'A', 'D', '*'],
  [4, 3, 'B', 'C', ''],
];

// `0000` would be a bye: a pending game is the opponent, the colour and a blank result.
const TRF_ROWS = [
  ['   6 w 1', '   2 w =', '   3 b 1', '   4 w  '],
  ['   5 w =', '   1 b =', '   6 w  ', '   3 w  '],
  ['   4 w 0', '   5 b 0', '   1 w 0', '   2 b  '],
  ['   3 b 1', '   6 b 1', '   5 w =', '   1 b  '],
  ['   2 b =', '   3 w 1', '   4 b =', '   6 b  '],
  ['   1 b 0', '   4 w 0', '   2 b  ', '   5 w  '],
];

describe('a blank result is a pending game in every layout: the round’s finished games count', () => {
  const layouts: [string, Tournament][] = [
    ['progress table', read(progress(PROGRESS_CELLS))],
    ['results list', read(results(RESULTS), { players: PLAYERS, system: 'swiss' })],
    ['TRF', readTrf(trf(4, TRF_ROWS)).tournament],
  ];

  it.each(layouts)('%s: A has 2.5 (round 3 counts), the others as worked above', (_, t) => {
    expect(t.rounds).toBe(4);
    expect(t.participants.map(p => p.name)).toEqual(NAMES);
    expect(values(t, 'PTS')).toEqual([2.5, 1, 0, 2.5, 2, 0]);
  });

  it('the progress table and the results list say how many games wait for a result', () => {
    expect(readGrid(progress(PROGRESS_CELLS)).description).toBe(
      'Swiss progress table, 6 players, 4 rounds, 4 games not played yet',
    );
    expect(readGrid(results(RESULTS), { players: PLAYERS, system: 'swiss' }).description).toBe(
      'Results list, 6 players, 4 rounds (4 games without a result yet)',
    );
  });
});

describe('a pending game adds nothing to any code, in any layout', () => {
  // The same state without round 4 (and without B-F of round 3): the numbers to reach.
  const withoutRound4 = read(progress(PROGRESS_CELLS.map(r => [r[0], r[1], r[2]])));
  const layouts: [string, Tournament][] = [
    ['progress table', read(progress(PROGRESS_CELLS))],
    ['results list', read(results(RESULTS), { players: PLAYERS, system: 'swiss' })],
    ['TRF', readTrf(trf(4, TRF_ROWS)).tournament],
  ];

  it.each(layouts)('%s: PS of A is 1 + 1.5 + 2.5 = 5, not 7.5', (_, t) => {
    // Running scores: A 1, 1.5, 2.5 → 5; B ½, 1 → 1.5; C 0; D 1, 2, 2.5 → 5.5; E ½, 1.5, 2 → 4.
    expect(values(t, 'PS')).toEqual([5, 1.5, 0, 5.5, 4, 0]);
    expect(values(t, 'PS/C1')).toEqual([4, 1, 0, 4.5, 3.5, 0]);
  });

  it('the explanation of PS shows the pending round without a running score', () => {
    const e = explainTiebreak(layouts[0][1], 0, 'PS');
    expect(e.value).toBe(5);
    expect(e.rows.map(r => [r.round, r.contribution, r.note ?? ''])).toEqual([
      [1, 1, ''],
      [2, 1.5, ''],
      [3, 2.5, ''],
      [4, null, 'not played yet: no running score'],
    ]);
  });

  it.each(layouts)('%s: BH and SB count only the finished games', (_, t) => {
    // BH: A = F 0 + B 1 + C 0 = 1; B = E 2 + A 2.5 = 4.5; C = D 2.5 + E 2 + A 2.5 = 7;
    // D = C 0 + F 0 + E 2 = 2; E = B 1 + C 0 + D 2.5 = 3.5; F = A 2.5 + D 2.5 = 5.
    expect(values(t, 'BH')).toEqual([1, 4.5, 7, 2, 3.5, 5]);
    // SB: A = B 1·½ = 0.5; B = E 2·½ + A 2.5·½ = 2.25; D = E 2·½ = 1; E = B ½ + D 1.25 = 1.75.
    expect(values(t, 'SB')).toEqual([0.5, 2.25, 0, 1, 1.75, 0]);
  });

  it.each(layouts)('%s: every code as without the pending games', (_, t) => {
    // FB is the one code that reads the games of the final round, pending ones included, as
    // draws (Art. 8.3: its purpose is a value before the last round is over).
    const codes = [
      ...registeredNames().filter(c => c !== 'FB'),
      'BH/C1',
      'SB/C1',
      'PS/C1',
      'KS/L+1',
      'ARO/C1',
      'ARO/C1/V2022',
      'BH/V2024',
    ];
    // Ratings 1600 … 2100 by start number, so that the rating codes' cuts show.
    const rated = (x: Tournament): Tournament => ({
      ...x,
      participants: x.participants.map(p => ({ ...p, rating: 1500 + 100 * p.startNo })),
    });
    for (const rules of ['fide-2026', 'fide-2024', 'fide-2009', 'raw'] as const) {
      for (const code of codes) {
        const o = { rules, seed: 'x' };
        expect([rules, code, values(rated(t), code, o)]).toEqual([
          rules,
          code,
          values(rated(withoutRound4), code, o),
        ]);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('a double forfeit written as two forfeit losses', () => {
  // Round 3's D-E (4-5) not played, both lost by forfeit: D 2, E 1.5; B-F 1-0 this time.
  const cells = PROGRESS_CELLS.map(r => r.slice(0, 3));
  cells[1][2] = '6w1';
  cells[5][2] = '2b0';
  const asLosses = cells.map(r => [...r]);
  asLosses[3][2] = '5w-';
  asLosses[4][2] = '4b-';
  const resultFirst = cells.map(r => [...r]);
  resultFirst[3][2] = '-F5';
  resultFirst[4][2] = '-F4';
  const cross: Grid = [
    ['Nr', 'Name', 1, 2, 3, 4, 5, 6],
    [1, 'A', '*', '½', 1, '', '', 1],
    [2, 'B', '½', '*', '', '', '½', 1],
    [3, 'C', 0, '', '*', 0, 0, ''],
    [4, 'D', '', '', 1, '*', '-', 1],
    [5, 'E', '', '½', 1, '-', '*', ''],
    [6, 'F', 0, 0, '', 0, '', '*'],
  ];
  const list = RESULTS.slice(0, 9).map(g => [...g] as typeof g);
  list[6][4] = '1-0';
  list[8][4] = '-:-';
  const trfRows = TRF_ROWS.map(r => r.slice(0, 3));
  trfRows[1][2] = '   6 w 1';
  trfRows[5][2] = '   2 b 0';
  trfRows[3][2] = '   5 w -';
  trfRows[4][2] = '   4 b -';
  const system: ReadOptions = { system: 'swiss' };
  const layouts: [string, Tournament][] = [
    ['progress table, 5w- / 4b-', read(progress(asLosses))],
    ['progress table, -F5 / -F4', read(progress(resultFirst))],
    ['crosstable, - / -', read(cross, system)],
    ['results list, -:-', read(results(list), { players: PLAYERS, system: 'swiss' })],
    ['TRF, - / -', readTrf(trf(3, trfRows)).tournament],
  ];

  it.each(layouts)('%s: both lost by forfeit, D 2 and E 1.5', (_, t) => {
    const d = t.participants.find(p => p.name === 'D');
    const e = t.participants.find(p => p.name === 'E');
    expect(d?.rounds.find(x => 'opponent' in x && x.opponent === 5)?.kind).toBe('double-forfeit');
    expect(e?.rounds.find(x => 'opponent' in x && x.opponent === 4)?.kind).toBe('double-forfeit');
    expect(values(t, 'PTS')).toEqual([2.5, 2, 0, 2, 1.5, 0]);
  });

  it('a forfeit loss facing a game is refused, naming both readings', () => {
    const wrong = asLosses.map(r => [...r]);
    wrong[4][2] = '4b1';
    expect(() => read(progress(wrong))).toThrow(
      /"5w-" says player 4 lost by forfeit against 5 in round 3, but 5's cell .* is "4b1": the results do not match; expected 4b\+ \(or 4b- if both lost by forfeit\)/,
    );
  });

  it.each(layouts)('%s: the same BH under C.07 2024 and 2026', (_, t) => {
    // 2024, D: C 0 + F 0 + a dummy with D's own score 2 (Art. 16.4) = 2. 2026: the dummy is
    // capped by E's adjusted score 1.5 (16.4.1; E's double forfeit counts with 0) = 1.5.
    const o = (rules: 'fide-2024' | 'fide-2026'): TiebreakOptions => ({ rules, system: 'swiss' });
    expect(values(t, 'BH', o('fide-2024'))[3]).toBe(2);
    expect(values(t, 'BH', o('fide-2026'))[3]).toBe(1.5);
    const reference = layouts[0][1];
    for (const code of ['BH', 'BH/C1', 'SB', 'AOB', 'WIN', 'REP', 'STD', 'KS']) {
      expect([code, values(t, code, o('fide-2026'))]).toEqual([
        code,
        values(reference, code, o('fide-2026')),
      ]);
    }
  });
});

describe('a double loss (both scored 0 by the arbiter) is a game in every layout', () => {
  // Round 3's D-E scored 0-0: D 2, E 1.5, both played over the board.
  const cells = PROGRESS_CELLS.map(r => r.slice(0, 3));
  cells[1][2] = '6w1';
  cells[5][2] = '2b0';
  cells[3][2] = '5w0';
  cells[4][2] = '4b0';
  const cross: Grid = [
    ['Nr', 'Name', 1, 2, 3, 4, 5, 6],
    [1, 'A', '*', '½', 1, '', '', 1],
    [2, 'B', '½', '*', '', '', '½', 1],
    [3, 'C', 0, '', '*', 0, 0, ''],
    [4, 'D', '', '', 1, '*', 'w0', 1],
    [5, 'E', '', '½', 1, 'b0', '*', ''],
    [6, 'F', 0, 0, '', 0, '', '*'],
  ];
  const list = RESULTS.slice(0, 9).map(g => [...g] as typeof g);
  list[6][4] = '1-0';
  list[8][4] = '0-0';
  const trfRows = TRF_ROWS.map(r => r.slice(0, 3));
  trfRows[1][2] = '   6 w 1';
  trfRows[5][2] = '   2 b 0';
  trfRows[3][2] = '   5 w 0';
  trfRows[4][2] = '   4 b 0';
  const layouts: [string, Tournament][] = [
    ['progress table, 5w0 / 4b0', read(progress(cells))],
    ['crosstable, w0 / b0', read(cross, { system: 'swiss' })],
    ['results list, 0-0', read(results(list), { players: PLAYERS, system: 'swiss' })],
    ['TRF, 0 / 0', readTrf(trf(3, trfRows)).tournament],
  ];

  it.each(layouts)('%s: a played game both lost; D 2, E 1.5; BH of D 1.5, of E 4', (_, t) => {
    const d = t.participants.find(p => p.name === 'D');
    expect(d?.rounds.find(x => 'opponent' in x && x.opponent === 5)).toMatchObject({
      kind: 'played',
      result: 'loss',
    });
    expect(values(t, 'PTS')).toEqual([2.5, 2, 0, 2, 1.5, 0]);
    // B has ½ + ½ + 1 = 2 here. D: C 0 + F 0 + E 1.5 = 1.5; E: B 2 + C 0 + D 2 = 4.
    expect(values(t, 'BH', { system: 'swiss' })[3]).toBe(1.5);
    expect(values(t, 'BH', { system: 'swiss' })[4]).toBe(4);
    // D won over the board against C and F; the 0-0 is no win.
    expect(values(t, 'WON', { system: 'swiss' })[3]).toBe(2);
  });

  it('the sheets name the award, so a typing slip shows', () => {
    expect(readGrid(progress(cells)).description).toMatch(
      /round 3: 0-0 for 4 and 5 \(arbiter's award\)/,
    );
    expect(readGrid(cross).description).toMatch(/0-0 for 4 and 5 \(arbiter's award\)/);
  });

  it('a win facing a win or a draw is still refused; ½-0 is an award too', () => {
    const wrong = cells.map(r => [...r]);
    wrong[4][2] = '4b½';
    expect(() => read(progress(wrong))).not.toThrow();
    wrong[3][2] = '5w1';
    expect(() => read(progress(wrong))).toThrow(InputError);
    expect(() => read(progress(wrong))).toThrow(/the results do not match/);
    wrong[4][2] = '4b1';
    expect(() => read(progress(wrong))).toThrow(/the results do not match/);
  });
});

// ---------------------------------------------------------------------------------------------

describe('a crosstable has no rounds', () => {
  // The seed-style table of four, complete: A 2.5, B 1.5, C 1.5, D 0.5.
  const cross: Grid = [
    ['Nr', 'Name', 1, 2, 3, 4],
    [1, 'A', '*', '½', 1, 1],
    [2, 'B', '½', '*', 0, 1],
    [3, 'C', 0, 1, '*', '½'],
    [4, 'D', 0, 0, '½', '*'],
  ];
  // The same games with the players renumbered: B, A, C, D get start numbers 1 … 4.
  const renumbered: Grid = [
    ['Nr', 'Name', 1, 2, 3, 4],
    [1, 'B', '*', '½', 0, 1],
    [2, 'A', '½', '*', 1, 1],
    [3, 'C', 1, 0, '*', '½'],
    [4, 'D', 0, 0, '½', '*'],
  ];
  const byName = (t: Tournament, v: (number | null)[]) =>
    Object.fromEntries(t.participants.map((p, i) => [p.name, v[i]]));

  it.each(['PS', 'PS/C1', 'FB', 'BH/F', 'AOB/F'])(
    '%s is refused, saying why and what to use',
    code => {
      expect(() => values(read(cross), code)).toThrow(
        new RegExp(
          `^range: ${code.replace('/', '\\/')} needs the order of the rounds: .*a crosstable has no rounds.*` +
            'Use a progress table or a results list.*rounds=berger \\(command line: --berger-rounds\\)',
        ),
      );
    },
  );

  it('the 2009 virtual opponent under Swiss rules (/S) is refused; round-robin rules are not', () => {
    expect(() => values(read(cross), 'BH/S', { rules: 'fide-2009' })).toThrow(/virtual opponent/);
    // Round-robin rules: raw scores. A = B 1.5 + C 1.5 + D 0.5 = 3.5; B = 2.5 + 1.5 + 0.5 = 4.5;
    // C = 2.5 + 1.5 + 0.5 = 4.5; D = 2.5 + 1.5 + 1.5 = 5.5.
    expect(values(read(cross), 'BH', { rules: 'fide-2009' })).toEqual([3.5, 4.5, 4.5, 5.5]);
  });

  it('standings after a round are refused', () => {
    expect(() => values(read(cross), 'BH', { afterRound: 2 })).toThrow(
      /^range: standings after round 2 need the order of the rounds/,
    );
    // After the last round the standings are the table's, whatever the order.
    expect(values(read(cross), 'BH', { afterRound: 3 })).toEqual(values(read(cross), 'BH'));
  });

  it('with rounds=berger, PS follows the Berger table: renumbering reverses the B-C tie', () => {
    // Berger for 4: R1 1-4, 2-3; R2 1-2, 3-4; R3 1-3, 2-4 (numbers = positions).
    // cross: A 1, 1.5, 2.5 → 5; B 0, 0.5, 1.5 → 2; C 1, 1.5, 1.5 → 4; D 0, 0.5, 0.5 → 1.
    expect(values(read(cross, { bergerRounds: true }), 'PS')).toEqual([5, 2, 4, 1]);
    // renumbered B A C D: R1 B-D 1, A-C 1; R2 B-A ½, C-D ½; R3 B-C 0, A-D 1.
    // B 1, 1.5, 1.5 → 4; A 1, 1.5, 2.5 → 5; C 0, 0.5, 1.5 → 2; D 0, 0.5, 0.5 → 1.
    expect(values(read(renumbered, { bergerRounds: true }), 'PS')).toEqual([4, 5, 2, 1]);
  });

  it('codes that need no round order do not depend on the numbering', () => {
    const a = read(cross);
    const b = read(renumbered);
    for (const code of ['PTS', 'BH', 'SB', 'KS', 'WIN', 'DE', 'STD', 'REP']) {
      expect([code, byName(a, values(a, code))]).toEqual([code, byName(b, values(b, code))]);
    }
  });

  it('the default list of a crosstable is the round-robin one, whatever system is named', () => {
    const t = read(cross, { system: 'swiss' });
    expect(resolveRequest(t, undefined, { system: 'swiss' }).codes).toEqual([
      'DE',
      'WIN',
      'SB',
      'KS',
    ]);
    // The Swiss preset names PS: refused on a crosstable, usable with rounds=berger.
    const { codes } = resolveRequest(t, 'fide-swiss');
    expect(() => computeTiebreaks(t, codes)).toThrow(/PS needs the order of the rounds/);
    expect(() =>
      computeTiebreaks(read(cross, { system: 'swiss', bergerRounds: true }), codes),
    ).not.toThrow();
  });
});

describe('the free round of an odd round robin scores nothing in every layout', () => {
  // Berger for 3 (a dummy at 4): R1 A free, B-C 1-0; R2 A-B ½-½, C free; R3 A-C 1-0, B free.
  const table: Grid = [
    ['Nr', 'Name', '1', '2', '3'],
    [1, 'A', 'spielfrei', '2w½', '3w1'],
    [2, 'B', '3w1', '1b½', 'spielfrei'],
    [3, 'C', '2b0', 'spielfrei', '1b0'],
  ];
  const cross: Grid = [
    ['Nr', 'Name', 1, 2, 3],
    [1, 'A', '*', '½', 1],
    [2, 'B', '½', '*', 1],
    [3, 'C', 0, 0, '*'],
  ];
  const list: Grid = [
    ['Round', 'White', 'Black', 'Result'],
    [1, 'A', 'spielfrei', ''],
    [1, 'B', 'C', '1-0'],
    [2, 'A', 'B', '½-½'],
    [2, 'C', 'spielfrei', ''],
    [3, 'A', 'C', '1-0'],
    [3, 'B', 'spielfrei', ''],
  ];
  const rr: ReadOptions = { system: 'round-robin' };
  const layouts: [string, Tournament][] = [
    ['progress table, system=round-robin', read(table, rr)],
    ['crosstable, rounds=berger', read(cross, { ...rr, bergerRounds: true })],
    ['results list, system=round-robin', read(list, rr)],
  ];

  it.each(layouts)('%s: A 1.5, B 1.5, C 0; SB 0.75, 0.75, 0; PS 2, 4, 0', (_, t) => {
    expect(values(t, 'PTS')).toEqual([1.5, 1.5, 0]);
    // SB (round robin, Art. 15.2: the free round is no element): A = B 1.5 · ½ = 0.75; B the same.
    expect(values(t, 'SB')).toEqual([0.75, 0.75, 0]);
    // Running scores: A 0, 0.5, 1.5 → 2; B 1, 1.5, 1.5 → 4; C 0, 0, 0.
    expect(values(t, 'PS')).toEqual([2, 4, 0]);
    const reference = layouts[0][1];
    for (const code of ['REP', 'WIN', 'KS', 'STD', 'DE', 'BH']) {
      expect([code, values(t, code)]).toEqual([code, values(reference, code)]);
    }
  });

  it('in a Swiss progress table the same `spielfrei` is a pairing-allocated bye worth a win', () => {
    expect(values(read(table), 'PTS')).toEqual([2.5, 2.5, 1]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Fore Buchholz part-way through an event', () => {
  // The three finished rounds of the tournament above (B-F 1-0): FB treats the last round's games
  // as draws only in the tournament's final round.
  const trfRows = TRF_ROWS.map(r => r.slice(0, 3));
  trfRows[1][2] = '   6 w 1';
  trfRows[5][2] = '   2 b 0';

  it('a TRF whose XXR says 5 rounds and holds 3: FB equals BH', () => {
    const t = readTrf(trf(5, trfRows)).tournament;
    expect(t.plannedRounds).toBe(5);
    // Points A 2.5, B 2, C 0, D 2.5, E 2, F 0.
    // BH: A = F 0 + B 2 + C 0 = 2; B = E 2 + A 2.5 + F 0 = 4.5; C = D 2.5 + E 2 + A 2.5 = 7;
    // D = C 0 + F 0 + E 2 = 2; E = B 2 + C 0 + D 2.5 = 4.5; F = A 2.5 + D 2.5 + B 2 = 7.
    expect(values(t, 'BH')).toEqual([2, 4.5, 7, 2, 4.5, 7]);
    expect(values(t, 'FB')).toEqual([2, 4.5, 7, 2, 4.5, 7]);
  });

  it('the same 3 rounds as the whole event: round 3 is final and its games count as draws', () => {
    const t = readTrf(trf(3, trfRows)).tournament;
    // Fore scores: A 2 (R3 win → ½), B 1.5, C ½, D 2.5 (R3 already ½), E 2, F ½.
    // FB: A = F ½ + B 1.5 + C ½ = 2.5; B = E 2 + A 2 + F ½ = 4.5; C = D 2.5 + E 2 + A 2 = 6.5;
    // D = C ½ + F ½ + E 2 = 3; E = B 1.5 + C ½ + D 2.5 = 4.5; F = A 2 + D 2.5 + B 1.5 = 6.
    expect(values(t, 'FB')).toEqual([2.5, 4.5, 6.5, 3, 4.5, 6]);
  });

  it('--after-round 2 of that event: FB equals BH after round 2', () => {
    const t = readTrf(trf(3, trfRows)).tournament;
    // After round 2: A 1.5, B 1, C 0, D 2, E 1.5, F 0.
    // BH: A = F 0 + B 1 = 1; B = E 1.5 + A 1.5 = 3; C = D 2 + E 1.5 = 3.5; D = C 0 + F 0 = 0;
    // E = B 1 + C 0 = 1; F = A 1.5 + D 2 = 3.5.
    const after2 = { afterRound: 2 };
    expect(values(t, 'BH', after2)).toEqual([1, 3, 3.5, 0, 1, 3.5]);
    expect(values(t, 'FB', after2)).toEqual([1, 3, 3.5, 0, 1, 3.5]);
  });

  it('the TEC exercise declared as 7 rounds after its 5: FB, FB/C1 and AOB/F are the reference BH, BH/C1 and AOB', () => {
    // Reference values: FIDE's reference calculator (test/fixtures/conformance/README.md), C.07 2024.
    const dir = join(__dirname, '..', 'fixtures', 'conformance', 'real');
    const text = decodeTrf(new Uint8Array(readFileSync(join(dir, 'tec-swiss-individual.trf'))));
    expect(text).toMatch(/^XXR 5$/m);
    const t = readTrf(text.replace(/^XXR 5$/m, 'XXR 7')).tournament;
    expect([t.rounds, t.plannedRounds]).toEqual([5, 7]);
    const [head, ...rows] = readFileSync(
      join(dir, 'expected', 'tec-swiss-individual.V2024.tsv'),
      'utf8',
    )
      .trim()
      .split('\n')
      .map(l => l.split('\t'));
    const column = (code: string) => rows.map(r => Number(r[head.indexOf(code)]));
    const o: TiebreakOptions = { rules: 'fide-2024' };
    expect(values(t, 'FB', o)).toEqual(column('BH'));
    expect(values(t, 'FB/C1', o)).toEqual(column('BH/C1'));
    expect(values(t, 'AOB/F', o)).toEqual(column('AOB'));
    // Declared as the whole event, its round 5 is final and FB is the reference FB.
    expect(values(readTrf(text).tournament, 'FB', o)).toEqual(column('FB'));
  });
});
