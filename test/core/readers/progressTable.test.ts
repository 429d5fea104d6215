import { InputError } from '../../../src/core/errors';
import { totalPoints } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import type { Cell } from '../../../src/core/readers/cells';
import { readProgressTable } from '../../../src/core/readers/progressTable';

function points(t: Tournament): number[] {
  return t.participants.map(p => totalPoints(p, t.pointSystem));
}

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

function expectCellError(f: () => unknown, row: number, col: number, detail: RegExp): InputError {
  const e = errorOf(f);
  expect(e.location).toEqual({ kind: 'cell', row, col });
  expect(e.detail).toMatch(detail);
  return e;
}

function player(t: Tournament, startNo: number): Participant {
  return t.participants.find(p => p.startNo === startNo) as Participant;
}

/*
 * Eight players, four rounds, every notation (hand-made; points worked by hand from the pairings):
 * R1 1-5 1:0, 6-2 ½:½, 3-7 +:- (forfeit), 8-4 1:0
 * R2 3-1 ½:½, 5-2 0:1, 6-8 double forfeit, 4-7 1:0
 * R3 1-4 1:0, 5-3 0:1, 2 half-point bye, 6 pairing-allocated bye, 7 withdrawn, 8 zero-point bye
 * R4 6-1 not played yet, 2-3 1:0, 4-5 ½:½, 7 blank after the withdrawal, 8 full-point bye
 */
const SWISS: Cell[][] = [
  ['Nr.', 'Name', 'Elo', 'Rd. 1', 'Rd. 2', 'Rd. 3', 'Rd. 4', 'Pkt.'],
  [1, 'Anna', 2100, '5w1', '3s½', '+W4', '6b', '2½'],
  [2, 'Bert', 2050, '=B6', '5s1', 'H', '3w/1', 3],
  [3, 'Cleo', 2000, '7w+', '1w½', '5b1', '2S0', '2½'],
  [4, 'Dora', 1950, '8b0', '7w1', '-B1', '5w½', '1½'],
  [5, 'Emil', 1900, '1b0', '-W2', '3w0', '4s½', '½'],
  [6, 'Finn', 1850, '2w½', '8w--', 'spielfrei', '1w', '1,5'],
  [7, 'Gero', 1800, '3b-', '4b0', 'abgemeldet', '', 0],
  [8, 'Hugo', '', '4w1', '6b--', 'Z', 'F', 2],
];

describe('a Swiss progress table with every notation', () => {
  test('reads points, rounds and the description', () => {
    const r = readProgressTable(SWISS);
    expect(points(r.tournament)).toEqual([2.5, 3, 2.5, 1.5, 0.5, 1.5, 0, 2]);
    expect(r.tournament.rounds).toBe(4);
    expect(r.tournament.system).toBe('swiss');
    expect(r.layout).toBe('progress');
    expect(r.description).toBe('Swiss progress table, 8 players, 4 rounds, 1 game not played yet');
    expect(r.sourceRows).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(player(r.tournament, 1)).toMatchObject({
      name: 'Anna',
      rating: 2100,
      declaredPoints: 2.5,
    });
    expect(player(r.tournament, 8).rating).toBeUndefined();
  });

  test('opponent-first cells: 5w1, 3s½, 3w/1, 7w+, 3b-, 8w--, 6b (not played yet)', () => {
    const t = readProgressTable(SWISS).tournament;
    expect(player(t, 1).rounds[0]).toEqual({
      kind: 'played',
      opponent: 5,
      colour: 'w',
      result: 'win',
      rated: true,
    });
    expect(player(t, 1).rounds[1]).toMatchObject({ opponent: 3, colour: 'b', result: 'draw' });
    expect(player(t, 2).rounds[3]).toMatchObject({ opponent: 3, colour: 'w', result: 'win' });
    expect(player(t, 3).rounds[0]).toEqual({ kind: 'forfeit-win', opponent: 7, colour: 'w' });
    expect(player(t, 7).rounds[0]).toEqual({ kind: 'forfeit-loss', opponent: 3, colour: 'b' });
    expect(player(t, 6).rounds[1]).toEqual({ kind: 'double-forfeit', opponent: 8, colour: 'w' });
    expect(player(t, 1).rounds[3]).toEqual({ kind: 'pending', opponent: 6, colour: 'b' });
    expect(player(t, 6).rounds[3]).toEqual({ kind: 'pending', opponent: 1, colour: 'w' });
  });

  test('result-first cells: +W4, =B6, -W2, -B1', () => {
    const t = readProgressTable(SWISS).tournament;
    expect(player(t, 1).rounds[2]).toMatchObject({ opponent: 4, colour: 'w', result: 'win' });
    expect(player(t, 2).rounds[0]).toMatchObject({ opponent: 6, colour: 'b', result: 'draw' });
    expect(player(t, 5).rounds[1]).toMatchObject({ opponent: 2, colour: 'w', result: 'loss' });
    expect(player(t, 4).rounds[2]).toMatchObject({ opponent: 1, colour: 'b', result: 'loss' });
  });

  test('byes and the withdrawal', () => {
    const t = readProgressTable(SWISS).tournament;
    const kinds = (n: number) => player(t, n).rounds.map(e => e.kind);
    expect(kinds(2)[2]).toBe('half-bye');
    expect(kinds(6)[2]).toBe('pairing-bye');
    expect(kinds(8)).toEqual(['played', 'double-forfeit', 'zero-bye', 'full-bye']);
    expect(kinds(7)).toEqual(['forfeit-loss', 'played', 'withdrawn', 'withdrawn']);
  });
});

describe('bye, forfeit and withdrawal spellings', () => {
  // Player 3's round-1 cell is the spelling; players 1 and 2 play each other.
  const withCell = (c: Cell): Cell[][] => [
    ['#', 'Name', 'R1', 'R2'],
    [1, 'A', '2w1', '3b½'],
    [2, 'B', '1b0', 'Z'],
    [3, 'C', c, '1w½'],
  ];
  test.each<[Cell, RoundEntry, number]>([
    ['bye', { kind: 'pairing-bye' }, 1],
    ['+BYE', { kind: 'pairing-bye' }, 1],
    ['spielfrei', { kind: 'pairing-bye' }, 1],
    ['frei', { kind: 'pairing-bye' }, 1],
    ['pf', { kind: 'pairing-bye' }, 1],
    ['U', { kind: 'pairing-bye' }, 1],
    ['- 1', { kind: 'pairing-bye' }, 1],
    ['F', { kind: 'full-bye' }, 1],
    ['H', { kind: 'half-bye' }, 0.5],
    ['=BYE', { kind: 'half-bye' }, 0.5],
    ['-½', { kind: 'half-bye' }, 0.5],
    ['Z', { kind: 'zero-bye' }, 0],
    ['--', { kind: 'zero-bye' }, 0],
    ['-BYE', { kind: 'zero-bye' }, 0],
    ['', { kind: 'zero-bye' }, 0],
    ['+', { kind: 'forfeit-win', opponent: null }, 1],
    ['-', { kind: 'forfeit-loss', opponent: null }, 0],
    ['withdrawn', { kind: 'withdrawn' }, 0],
    ['abgemeldet', { kind: 'withdrawn' }, 0],
    ['zurückgezogen', { kind: 'withdrawn' }, 0],
  ])('%j', (cell, entry, pts) => {
    const t = readProgressTable(withCell(cell)).tournament;
    expect(player(t, 3).rounds[0]).toEqual(entry);
    expect(totalPoints(player(t, 3), t.pointSystem)).toBe(pts + 0.5);
  });

  test('forfeits against a named opponent in result-first style: +F2 / -F1', () => {
    const grid = [
      ['#', 'Name', '1'],
      [1, 'A', '-F2'],
      [2, 'B', '+F1'],
    ];
    const t = readProgressTable(grid).tournament;
    expect(player(t, 1).rounds[0]).toEqual({ kind: 'forfeit-loss', opponent: 2 });
    expect(player(t, 2).rounds[0]).toEqual({ kind: 'forfeit-win', opponent: 1 });
  });
});

describe('round headers and columns', () => {
  test.each([
    ['1', '2'],
    ['R1', 'R2'],
    ['Rd. 1', 'Rd. 2'],
    ['1.Rd', '2.Rd'],
    ['Runde 1', 'Runde 2'],
    ['1. Runde', '2. Runde'],
    ['Round 1', 'Round 2'],
  ])('headers %j, %j', (a, b) => {
    const grid = [
      ['Name', a, b, 'Punkte'],
      ['Anna', '2w1', '3s0', 1],
      ['Bert', '1s0', 'H', '½'],
      ['Cleo', '-', '1w1', 1],
    ];
    const t = readProgressTable(grid).tournament;
    expect(points(t)).toEqual([1, 0.5, 1]);
    expect(t.rounds).toBe(2);
  });

  test('no header: round columns found by their cells', () => {
    const grid = [
      ['Anna', '2w1', '3s0'],
      ['Bert', '1s0', 'H'],
      ['Cleo', 'bye', '1w1'],
    ];
    const r = readProgressTable(grid);
    expect(points(r.tournament)).toEqual([1, 0.5, 2]);
    expect(r.tournament.participants.map(p => p.name)).toEqual(['Anna', 'Bert', 'Cleo']);
  });

  test('rows in rank order: numbers in cells are start numbers from the Nr column', () => {
    const grid = [
      ['Rang', 'Nr', 'Name', 'R1', 'R2', 'Pkt'],
      [1, 3, 'Cleo', '1w1', '2b1', 2],
      [2, 1, 'Anna', '3b0', 'U', 1],
      [3, 2, 'Bert', 'U', '3w0', 1],
    ];
    const r = readProgressTable(grid);
    expect(r.tournament.participants.map(p => [p.startNo, p.declaredRank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(player(r.tournament, 3).rounds[0]).toMatchObject({ opponent: 1, result: 'win' });
  });

  test('cells numbering opponents by rank next to a start-number column (chess-results)', () => {
    const grid = [
      ['Rk.', 'SNo', 'Name', '1.Rd', '2.Rd', 'Pts.'],
      [1, 3, 'Anna', '3w1', '2b½', '1½'],
      [2, 1, 'Cleo', 'bye', '1w½', '1½'],
      [3, 2, 'Bert', '1b0', 'H', '½'],
    ];
    const r = readProgressTable(grid);
    expect(r.description).toBe(
      'Swiss progress table, 3 players, 2 rounds, opponents numbered by rank (row order)',
    );
    expect(player(r.tournament, 3).rounds).toEqual([
      { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: true },
      { kind: 'played', opponent: 1, colour: 'b', result: 'draw', rated: true },
    ]);
    expect(points(r.tournament)).toEqual([1.5, 1.5, 0.5]);
  });

  test('a table that pairs up neither by start number nor by rank keeps the start-number error', () => {
    const grid = [
      ['Rk.', 'SNo', 'Name', '1.Rd'],
      [1, 3, 'Anna', '3w1'],
      [2, 1, 'Cleo', '1b1'],
      [3, 2, 'Bert', 'bye'],
    ];
    expectCellError(() => readProgressTable(grid), 1, 3, /against themself/);
  });

  test('rounds beyond the last round with a game are not rounds yet', () => {
    const grid = [
      ['Name', '1', '2', '3', '4', '5'],
      ['Anna', '2w1', '3b½', '', '', 'H'],
      ['Bert', '1b0', 'U', '', '', ''],
      ['Cleo', 'bye', '1w½', '', '', ''],
    ];
    const r = readProgressTable(grid);
    expect(r.tournament.rounds).toBe(2);
    expect(r.tournament.participants.every(p => p.rounds.length === 2)).toBe(true);
    expect(r.description).toBe(
      'Swiss progress table, 3 players, 2 rounds (rounds 3 to 5 not played yet)',
    );
  });

  test('a blank in a played round is a zero-point bye', () => {
    const grid = [
      ['Name', '1', '2'],
      ['Anna', '2w1', ''],
      ['Bert', '1b0', '3w1'],
      ['Cleo', '', '2b0'],
    ];
    const t = readProgressTable(grid).tournament;
    expect(player(t, 1).rounds[1]).toEqual({ kind: 'zero-bye' });
    expect(player(t, 3).rounds[0]).toEqual({ kind: 'zero-bye' });
  });

  test('colour written on one side only: the opponent has the other colour', () => {
    const grid = [
      ['Name', '1'],
      ['Anna', '2w1'],
      ['Bert', '1 0'],
    ];
    const t = readProgressTable(grid).tournament;
    expect(player(t, 2).rounds[0]).toMatchObject({ opponent: 1, colour: 'b', result: 'loss' });
  });
});

describe('errors name the cell', () => {
  const base = (): Cell[][] => [
    ['Nr', 'Name', '1', '2', 'Pkt'],
    [1, 'Anna', '2w1', '3b½', '1½'],
    [2, 'Bert', '1b0', 'Z', 0],
    [3, 'Cleo', 'U', '1w½', '1½'],
  ];
  const edit = (r: number, c: number, v: Cell): Cell[][] => {
    const g = base();
    g[r][c] = v;
    return g;
  };

  test('the base table reads', () => {
    expect(points(readProgressTable(base()).tournament)).toEqual([1.5, 0, 1.5]);
  });

  test('a number alone asks for colour and result', () => {
    expectCellError(
      () => readProgressTable(edit(2, 2, 1)),
      2,
      2,
      /1 names an opponent but no colour and result/,
    );
  });

  test('0 alone as text', () => {
    expectCellError(() => readProgressTable(edit(2, 3, '0')), 2, 3, /0 alone is not a round entry/);
  });

  test("the number 0 is chess-results' -0 pasted into Sheets: a zero-point bye, as Z", () => {
    const t = readProgressTable(edit(2, 3, 0)).tournament;
    expect(player(t, 2).rounds[1]).toEqual({ kind: 'zero-bye' });
  });

  test('the number 0 where the opponent claims a game is still a mirror error', () => {
    expectCellError(() => readProgressTable(edit(2, 2, 0)), 1, 2, /it names no opponent/);
  });

  test('mirror cells with results that do not match: both cells named', () => {
    const e = expectCellError(
      () => readProgressTable(edit(2, 2, '1b1')),
      1,
      2,
      /2's cell \(row 3, column 3\) is "1b1": the results do not match; expected 1b0/,
    );
    expect(e.message).toMatch(/^row 2, column 3 of the range: /);
  });

  test('the opponent names somebody else', () => {
    const grid = [
      ['Nr', 'Name', '1'],
      [1, 'A', '2w1'],
      [2, 'B', '3b0'],
      [3, 'C', '4w1'],
      [4, 'D', '1b0'],
    ];
    expectCellError(
      () => readProgressTable(grid),
      1,
      2,
      /\(row 3, column 3\) is "3b0": it names 3 as the opponent/,
    );
  });

  test('the opponent’s cell is blank', () => {
    expectCellError(() => readProgressTable(edit(2, 2, '')), 1, 2, /\(row 3, column 3\) is blank/);
  });

  test('both with the same colour', () => {
    expectCellError(() => readProgressTable(edit(2, 2, '1w0')), 1, 2, /same colour/);
  });

  test('a player meeting themself', () => {
    expectCellError(() => readProgressTable(edit(3, 2, '3w1')), 3, 2, /against themself/);
  });

  test('an opponent number out of range', () => {
    expectCellError(() => readProgressTable(edit(3, 2, '27w1')), 3, 2, /opponent 27.*from 1 to 3/);
  });

  test('two players claim the same opponent in one round: both cells named', () => {
    const e = expectCellError(
      () => readProgressTable(edit(3, 2, '2w1')),
      3,
      2,
      /player 3 and player 1 \(row 2, column 3\) both name 2 .* round 1/,
    );
    expect(e.related).toEqual([{ row: 1, col: 2 }]);
  });

  test('a points column that contradicts the results', () => {
    expectCellError(
      () => readProgressTable(edit(1, 4, 2)),
      1,
      4,
      /says 2 but Anna's rounds 1 to 2 add up to 1½/,
    );
  });

  test('duplicate start numbers and names', () => {
    expectCellError(() => readProgressTable(edit(3, 0, 1)), 3, 0, /start number 1 appears twice/);
    expectCellError(() => readProgressTable(edit(3, 1, 'anna')), 3, 1, /name "anna" appears twice/);
  });

  test('a date, a boolean, an unknown token', () => {
    expectCellError(
      () => readProgressTable(edit(1, 3, new Date(2024, 1, 1))),
      1,
      3,
      /"1\/2" was turned into a date by Sheets/,
    );
    expectCellError(() => readProgressTable(edit(1, 3, false)), 1, 3, /FALSE/);
    expectCellError(
      () => readProgressTable(edit(1, 3, '3q½')),
      1,
      3,
      /"3q½" is not a progress-table entry; expected opponent, colour and result/,
    );
  });

  test('the opponent and a digit result run together without a colour', () => {
    expectCellError(
      () => readProgressTable(edit(1, 2, '2.5')),
      1,
      2,
      /runs the opponent and the result together/,
    );
  });

  test('empty and ragged ranges; no round columns', () => {
    expect(errorOf(() => readProgressTable([])).detail).toMatch(/empty/);
    expect(errorOf(() => readProgressTable([['Name', '1'], ['A']])).detail).toMatch(/rectangle/);
    expect(errorOf(() => readProgressTable([['Name'], ['A']])).detail).toMatch(/round columns/);
  });
});
