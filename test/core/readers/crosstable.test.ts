import { InputError } from '../../../src/core/errors';
import { pointSystem, totalPoints } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import type { Cell, Grid } from '../../../src/core/readers/cells';
import { readCrosstable } from '../../../src/core/readers/crosstable';

const h = '½';

/** The A–G table of the seed document (test/fixtures/seeds/001_*.txt) as Sheets delivers it. */
const SEED: Grid = [
  ['Spieler', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'Punkte'],
  ['A', '-', h, h, 1, 1, 1, 1, 5],
  ['B', h, '-', h, h, 1, 1, 1, '4½'],
  ['C', h, h, '-', h, h, 1, 1, 4],
  ['D', 0, h, h, '-', 1, 1, 1, 4],
  ['E', 0, 0, h, 0, '-', 1, 1, '2½'],
  ['F', 0, 0, 0, 0, 0, '-', 1, 1],
  ['G', 0, 0, 0, 0, 0, 0, '-', 0],
];

function points(t: Tournament): Record<string, number> {
  return Object.fromEntries(t.participants.map(p => [p.name, totalPoints(p, t.pointSystem)]));
}

/** Sonneborn-Berger from the model, written out here independently of the engine. */
function sb(t: Tournament, name: string): number {
  const byNo = new Map(t.participants.map(p => [p.startNo, p]));
  const p = t.participants.find(x => x.name === name) as Participant;
  let sum = 0;
  for (const e of p.rounds) {
    if (e.kind !== 'played') continue;
    const opp = totalPoints(byNo.get(e.opponent) as Participant, t.pointSystem);
    sum += e.result === 'win' ? opp : e.result === 'draw' ? opp / 2 : 0;
  }
  return sum;
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

/** Entry of player `a` against player `b` (start numbers), cycle `k`. */
function against(t: Tournament, a: number, b: number, k = 0): RoundEntry {
  const p = t.participants.find(x => x.startNo === a) as Participant;
  const found = p.rounds.filter(e => 'opponent' in e && e.opponent === b);
  return found[k];
}

/** Builds a crosstable from score rows (diagonal filled with `mark`), with a header 1..N. */
function table(rows: readonly (readonly Cell[])[], mark: Cell = '*'): Cell[][] {
  const n = rows.length;
  const header: Cell[] = ['Nr', 'Name', ...Array.from({ length: n }, (_, i) => i + 1)];
  return [
    header,
    ...rows.map((r, i) => [i + 1, `P${i + 1}`, ...r.map((c, j) => (i === j ? mark : c))]),
  ];
}

describe('the seed crosstable (A–G, Sonneborn-Berger example)', () => {
  test('reads the points printed in the seed', () => {
    const r = readCrosstable(SEED);
    expect(points(r.tournament)).toEqual({ A: 5, B: 4.5, C: 4, D: 4, E: 2.5, F: 1, G: 0 });
    expect(r.layout).toBe('crosstable');
    expect(r.tournament.system).toBe('round-robin');
    expect(r.description).toBe('Round-robin crosstable, 7 players');
    expect(r.sourceRows).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.tournament.participants.map(p => p.declaredPoints)).toEqual([5, 4.5, 4, 4, 2.5, 1, 0]);
  });

  test('gives the Sonneborn-Berger numbers worked in the seed (C 9, D 7¾)', () => {
    const t = readCrosstable(SEED).tournament;
    expect(sb(t, 'C')).toBe(9);
    expect(sb(t, 'D')).toBe(7.75);
  });

  test('places the games by the Berger table, the free round of the odd field worth 0', () => {
    const t = readCrosstable(SEED).tournament;
    // 7 players: the Berger table for 8 with player 8 as the free round; 7 rounds.
    expect(t.rounds).toBe(7);
    expect(t.pointSystem.pairingBye).toBe(0);
    for (const p of t.participants) {
      expect(p.rounds).toHaveLength(7);
      expect(p.rounds.filter(e => e.kind === 'pairing-bye')).toHaveLength(1);
      expect(p.rounds.filter(e => e.kind === 'played')).toHaveLength(6);
    }
    // C.05 Annex 1, 8 players, round 1: 1-8, 2-7, 3-6, 4-5; round 2: 8-5, 6-4, 7-3, 1-2.
    const a = t.participants[0];
    expect(a.rounds[0]).toEqual({ kind: 'pairing-bye' });
    expect(a.rounds[1]).toMatchObject({ kind: 'played', opponent: 2, result: 'draw' });
    expect(t.participants[1].rounds[0]).toMatchObject({ opponent: 7, result: 'win' });
    expect(t.participants[3].rounds[0]).toMatchObject({ opponent: 5, result: 'win' });
    expect(t.participants[4].rounds[1]).toEqual({ kind: 'pairing-bye' });
  });

  test('003: blank points cells (B and E) are accepted', () => {
    const grid = SEED.map((row, r) => (r === 2 || r === 5 ? [...row.slice(0, 8), ''] : row));
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ A: 5, B: 4.5, C: 4, D: 4, E: 2.5, F: 1, G: 0 });
    expect(r.tournament.participants[1].declaredPoints).toBeUndefined();
  });

  test('reads the same table from CSV text (every cell a string)', () => {
    const csv = SEED.map(row => row.map(c => String(c)));
    expect(points(readCrosstable(csv).tournament)).toEqual({
      A: 5,
      B: 4.5,
      C: 4,
      D: 4,
      E: 2.5,
      F: 1,
      G: 0,
    });
  });
});

describe('layout variants', () => {
  const scores: Cell[][] = [
    ['', 1, h, 1],
    [0, '', 0, 1],
    [h, 1, '', 0],
    [0, 0, 1, ''],
  ];

  test('even field: three rounds in Berger order, no free round', () => {
    const t = readCrosstable(table(scores)).tournament;
    expect(t.rounds).toBe(3);
    // C.05 Annex 1, 4 players: round 1 1-4 2-3, round 2 4-3 1-2, round 3 2-4 3-1.
    const p1 = t.participants[0].rounds.map(e => ('opponent' in e ? e.opponent : null));
    const p3 = t.participants[2].rounds.map(e => ('opponent' in e ? e.opponent : null));
    expect(p1).toEqual([4, 2, 3]);
    expect(p3).toEqual([2, 4, 1]);
    expect(points(t)).toEqual({ P1: 2.5, P2: 1, P3: 1.5, P4: 1 });
  });

  test.each(['*', 'x', 'X', '-', '–', '', '■'])('diagonal marked %j', mark => {
    const t = readCrosstable(table(scores, mark)).tournament;
    expect(points(t)).toEqual({ P1: 2.5, P2: 1, P3: 1.5, P4: 1 });
  });

  test('no header at all: names, then the block', () => {
    const grid = [
      ['Anna', 'x', 1, 0],
      ['Bert', 0, 'x', h],
      ['Cleo', 1, h, 'x'],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ Anna: 1, Bert: 0.5, Cleo: 1.5 });
    expect(r.sourceRows).toEqual([0, 1, 2]);
  });

  test('opponents headed by letters without any header word', () => {
    const grid = [
      ['', 'A', 'B', 'C'],
      ['A', '', 1, 0],
      ['B', 0, '', h],
      ['C', 1, h, ''],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ A: 1, B: 0.5, C: 1.5 });
    expect(r.sourceRows).toEqual([1, 2, 3]);
  });

  test('opponents headed by the players’ names, a title row above', () => {
    const grid = [
      ['Vereinsmeisterschaft 2024', '', '', '', ''],
      ['Name', 'Anna', 'Bert', 'Cleo', 'Pkt.'],
      ['Anna', '■', '=', '+', '1½'],
      ['Bert', 'r', '■', 'remis', 1],
      ['Cleo', '-', '0,5', '■', 0.5],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ Anna: 1.5, Bert: 1, Cleo: 0.5 });
    expect(against(r.tournament, 1, 3)).toEqual({ kind: 'forfeit-win', opponent: 3 });
    expect(against(r.tournament, 3, 1)).toEqual({ kind: 'forfeit-loss', opponent: 1 });
  });

  test('opponents headed by initials, blank diagonal', () => {
    const grid = [
      ['Spieler', 'JW', 'L.H.', 'MS'],
      ['Jonas Weber', '', '+', 1],
      ['Lena Hoffmann', '-', '', 0],
      ['Matthias Schulz', 0, 1, ''],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({
      'Jonas Weber': 2,
      'Lena Hoffmann': 0,
      'Matthias Schulz': 1,
    });
  });

  test('a new crosstable, nothing played yet: only the initials in the header find the block', () => {
    const grid = [
      ['Spieler', 'JW', 'LH', 'MS', 'Punkte'],
      ['Jonas Weber', '', '', '', ''],
      ['Lena Hoffmann', '', '', '', ''],
      ['Matthias Schulz', '', '', '', ''],
    ];
    const r = readCrosstable(grid);
    expect(r.description).toBe('Round-robin crosstable, 3 players, 3 games not played yet');
    expect(points(r.tournament)).toEqual({
      'Jonas Weber': 0,
      'Lena Hoffmann': 0,
      'Matthias Schulz': 0,
    });
    expect(against(r.tournament, 1, 2)).toEqual({ kind: 'pending', opponent: 2 });
  });

  test('German headers: Nr., Name, Titel, Elo, DWZ, Verein, Land, Punkte, Platz', () => {
    const grid = [
      ['Nr.', 'Name', 'Titel', 'Elo', 'DWZ', 'Verein', 'Land', '1', '2', '3', 'Punkte', 'Platz'],
      [1, 'Weber, Jonas', 'FM', 2184, 2151, 'SK Lechenich', 'GER', '*', 1, 1, 2, 1],
      [2, 'Hoffmann, Lena', '', 0, '1870', 'SC Bobingen', 'GER', 0, '*', 0.5, '½', 3],
      [3, 'Schulz, Matthias', '', '-', '', 'SV Griesheim', 'AUT', 0, 0.5, '*', '0,5', '2.'],
    ];
    const r = readCrosstable(grid);
    const [a, b, c] = r.tournament.participants;
    expect(a).toMatchObject({
      startNo: 1,
      name: 'Weber, Jonas',
      title: 'FM',
      rating: 2184,
      nationalRating: 2151,
      club: 'SK Lechenich',
      federation: 'GER',
      declaredPoints: 2,
      declaredRank: 1,
    });
    expect(b.rating).toBeUndefined();
    expect(b.nationalRating).toBe(1870);
    expect(c.rating).toBeUndefined();
    expect(c.declaredRank).toBe(2);
    expect(points(r.tournament)).toEqual({
      'Weber, Jonas': 2,
      'Hoffmann, Lena': 0.5,
      'Schulz, Matthias': 0.5,
    });
  });

  test('English headers: No, Player, Rating, Pts, Rank; TWZ is the rating; Wertung with ratings', () => {
    const grid = [
      ['Rank', 'No', 'Player', 'TWZ', 'Wertung', '1', '2', 'Pts'],
      [1, 2, 'Bert', 1900, 1850, 'x', 1, 1],
      [2, 1, 'Anna', 2000, 1990, 0, 'x', 0],
    ];
    const r = readCrosstable(grid);
    const [bert, anna] = r.tournament.participants;
    expect(bert).toMatchObject({ startNo: 2, rating: 1900, declaredRank: 1, declaredPoints: 1 });
    expect(anna).toMatchObject({ startNo: 1, rating: 2000 });
    expect(against(r.tournament, 2, 1)).toMatchObject({ kind: 'played', result: 'win' });
  });

  test('rows in rank order, opponent columns in start-number order', () => {
    const grid = [
      ['Platz', 'Nr', 'Name', 1, 2, 3, 4, 'Pkt'],
      [1, 1, 'Anna', '*', 1, h, 1, '2½'],
      [2, 4, 'Dora', 0, 1, h, '*', '1½'],
      [3, 2, 'Bert', 0, '*', 1, 0, 1],
      [4, 3, 'Cleo', h, 0, '*', h, 1],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ Anna: 2.5, Dora: 1.5, Bert: 1, Cleo: 1 });
    expect(against(r.tournament, 4, 2)).toMatchObject({ kind: 'played', result: 'win' });
    expect(against(r.tournament, 2, 4)).toMatchObject({ kind: 'played', result: 'loss' });
    // Berger rounds by start number: round 1 is 1-4 and 2-3.
    expect(r.tournament.participants[0].rounds[0]).toMatchObject({ opponent: 4, result: 'win' });
    expect(r.tournament.participants[2].rounds[0]).toMatchObject({ opponent: 3, result: 'win' });
  });

  test('a Wertung column holding tie-break values is not taken for ratings', () => {
    const grid = [
      ['Name', '1', '2', '3', 'Wertung'],
      ['Anna', '*', 1, 1, '1,5'],
      ['Bert', 0, '*', 1, 0.5],
      ['Cleo', 0, 0, '*', 0],
    ];
    const t = readCrosstable(grid).tournament;
    expect(t.participants[0].rating).toBeUndefined();
    expect(points(t)).toEqual({ Anna: 2, Bert: 1, Cleo: 0 });
  });

  test('columns given in the options override the header', () => {
    const grid = [
      ['a', 'b', 'c', '1', '2'],
      ['Anna', 'x', 2100, '*', 1],
      ['Bert', 'y', 1900, 0, '*'],
    ];
    const r = readCrosstable(grid, { nameColumn: 0, ratingColumn: 2, headerRows: 1 });
    expect(r.tournament.participants.map(p => [p.name, p.rating])).toEqual([
      ['Anna', 2100],
      ['Bert', 1900],
    ]);
  });
});

describe('cells', () => {
  test('numbers, decimal strings and draws in words', () => {
    const grid = table([
      ['', 0.5, '0.5', '1'],
      ['0,5', '', '=', 'r'],
      [0.5, '=', '', 'remis'],
      [0, 'r', 'remis', ''],
    ]);
    expect(points(readCrosstable(grid).tournament)).toEqual({ P1: 2, P2: 1.5, P3: 1.5, P4: 1 });
  });

  test('forfeits and double forfeits', () => {
    const grid = table([
      ['', '+', '--', 1],
      ['-', '', 1, '-:-'],
      ['--', 0, '', '+'],
      [0, '-:-', '-', ''],
    ]);
    const t = readCrosstable(grid).tournament;
    expect(against(t, 1, 2)).toEqual({ kind: 'forfeit-win', opponent: 2 });
    expect(against(t, 2, 1)).toEqual({ kind: 'forfeit-loss', opponent: 1 });
    expect(against(t, 1, 3)).toEqual({ kind: 'double-forfeit', opponent: 3 });
    expect(against(t, 4, 2)).toEqual({ kind: 'double-forfeit', opponent: 2 });
    expect(points(t)).toEqual({ P1: 2, P2: 1, P3: 1, P4: 0 });
  });

  test('blank cells are games not played yet: points and SB count the games played', () => {
    const grid = table([
      ['', 1, '', h],
      [0, '', 1, ''],
      ['', 0, '', 1],
      [h, '', 0, ''],
    ]);
    const r = readCrosstable(grid);
    const t = r.tournament;
    expect(points(t)).toEqual({ P1: 1.5, P2: 1, P3: 1, P4: 0.5 });
    expect(against(t, 1, 3)).toEqual({ kind: 'pending', opponent: 3 });
    expect(against(t, 3, 1)).toEqual({ kind: 'pending', opponent: 1 });
    expect(t.participants.flatMap(p => p.rounds).some(e => e.kind === 'zero-bye')).toBe(false);
    // SB of P1: beat P2 (1 point), drew P4 (½ point): 1 + ¼.
    expect(sb(t, 'P1')).toBe(1.25);
    expect(r.description).toBe('Round-robin crosstable, 4 players, 2 games not played yet');
  });

  test('colours marked in cells (w, b, German s); one marked side gives the other its colour', () => {
    const grid = table([
      ['', 'w1', 's½', 1],
      ['b0', '', 0, 'W1'],
      ['w½', 1, '', 'b0'],
      [0, 0, 1, ''],
    ]);
    const t = readCrosstable(grid).tournament;
    expect(against(t, 1, 2)).toMatchObject({ result: 'win', colour: 'w' });
    expect(against(t, 2, 1)).toMatchObject({ result: 'loss', colour: 'b' });
    expect(against(t, 1, 3)).toMatchObject({ result: 'draw', colour: 'b' });
    expect(against(t, 3, 4)).toMatchObject({ colour: 'b' });
    expect(against(t, 4, 3)).toMatchObject({ result: 'win', colour: 'w' });
    expect(against(t, 2, 4)).toMatchObject({ colour: 'w' });
    expect(against(t, 4, 2)).toMatchObject({ colour: 'b' });
    expect(against(t, 1, 4).kind).toBe('played');
    expect('colour' in against(t, 1, 4)).toBe(false);
  });

  test('a 3/1/0 table is recognised by its 3s', () => {
    const grid = [
      ['Name', '1', '2', '3', '4', 'Pkt'],
      ['Anna', '*', 3, 1, 3, 7],
      ['Bert', 0, '*', 3, 1, 4],
      ['Cleo', 1, 0, '*', 0, 1],
      ['Dora', 0, 1, 3, '*', 4],
    ];
    const r = readCrosstable(grid);
    expect(r.tournament.pointSystem).toMatchObject({ win: 3, draw: 1, loss: 0 });
    expect(points(r.tournament)).toEqual({ Anna: 7, Bert: 4, Cleo: 1, Dora: 4 });
    expect(against(r.tournament, 1, 3)).toMatchObject({ result: 'draw' });
    expect(r.description).toBe('Round-robin crosstable, 4 players, 3/1/0 points');
  });

  test('a point system in the options decides what the numbers mean', () => {
    const grid = table([
      ['', 2, 1],
      [0, '', 2],
      [1, 0, ''],
    ]);
    const t = readCrosstable(grid, { pointSystem: pointSystem(2, 1, 0) }).tournament;
    expect(points(t)).toEqual({ P1: 3, P2: 2, P3: 1 });
    expect(against(t, 1, 3)).toMatchObject({ result: 'draw' });
  });
});

describe('double round robin', () => {
  // Cycle 1: A beat B, A drew C, B beat C. Cycle 2: B beat A, C beat A, B drew C.
  const expected = { A: 1.5, B: 2.5, C: 2 };

  test('two columns per opponent, headed 1 1 2 2 3 3', () => {
    const grid = [
      ['Name', 1, 1, 2, 2, 3, 3],
      ['A', 'x', 'x', 1, 0, h, 0],
      ['B', 0, 1, 'x', 'x', 1, h],
      ['C', h, 1, 0, h, 'x', 'x'],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual(expected);
    expect(r.description).toBe('Double round-robin crosstable, 3 players');
    expect(r.tournament.rounds).toBe(6);
    expect(against(r.tournament, 1, 2, 0)).toMatchObject({ result: 'win' });
    expect(against(r.tournament, 1, 2, 1)).toMatchObject({ result: 'loss' });
  });

  test('two blocks side by side', () => {
    const grid = [
      ['Name', 1, 2, 3, 1, 2, 3, 'Pkt'],
      ['A', '*', 1, h, '*', 0, 0, '1½'],
      ['B', 0, '*', 1, 1, '*', h, '2½'],
      ['C', h, 0, '*', 1, h, '*', 2],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual(expected);
    expect(r.description).toBe('Double round-robin crosstable, 3 players');
    // The second cycle repeats the first cycle's order: rounds 4-6 mirror rounds 1-3.
    const a = r.tournament.participants[0].rounds.map(e => ('opponent' in e ? e.opponent : e.kind));
    expect(a.slice(3)).toEqual(a.slice(0, 3));
  });

  test('both games in one cell as text: 10, 01, ½0, 1 ½, 1/½, =1, 1=, 11, 00, ½½', () => {
    const grid = [
      ['Name', 'A', 'B', 'C', 'D'],
      ['A', '-', '10', '½0', '1 ½'],
      ['B', '01', '-', '=1', '11'],
      ['C', '½1', '=0', '-', '½½'],
      ['D', '0/½', '00', '½/½', '-'],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ A: 3, B: 4.5, C: 3, D: 1.5 });
    expect(r.description).toBe('Double round-robin crosstable, 4 players');
    expect(r.tournament.rounds).toBe(6);
  });

  test('both games in one cell as Sheets numbers: 10 and 11, 1 for "01", 0 for "00"', () => {
    const grid = [
      ['Name', 'A', 'B', 'C'],
      ['A', '*', 10, 0],
      ['B', 1, '*', 11],
      ['C', 11, 0, '*'],
    ];
    const r = readCrosstable(grid);
    expect(points(r.tournament)).toEqual({ A: 1, B: 3, C: 2 });
    expect(against(r.tournament, 2, 1, 0)).toMatchObject({ result: 'loss' });
    expect(against(r.tournament, 2, 1, 1)).toMatchObject({ result: 'win' });
  });

  test('a cell with one game in a one-cell double round robin: the second is not played yet', () => {
    const grid = [
      ['Name', 'A', 'B', 'C'],
      ['A', '*', '1½', 1],
      ['B', '0½', '*', ''],
      ['C', 0, '', '*'],
    ];
    const t = readCrosstable(grid).tournament;
    expect(points(t)).toEqual({ A: 2.5, B: 0.5, C: 0 });
    expect(against(t, 1, 3, 1)).toEqual({ kind: 'pending', opponent: 3 });
    expect(against(t, 2, 3, 0)).toEqual({ kind: 'pending', opponent: 3 });
  });
});

describe('errors name the cell', () => {
  test('mirror cells that disagree: both cells are named', () => {
    const grid = table([
      ['', 1, h],
      [1, '', 0],
      [h, 1, ''],
    ]);
    const e = expectCellError(
      () => readCrosstable(grid),
      1,
      3,
      /mirror cell row 3, column 3, "1" \(a win\)/,
    );
    expect(e.related).toEqual([{ row: 2, col: 2 }]);
    // In the user's sheet (table starting at B2) both cells become A1 addresses.
    expect(e.at({ row: 2, col: 2 }).message).toMatch(/^E3: .*mirror cell D4, /);
    expect(e.detail).toMatch(/a win/);
    expect(e.detail).toMatch(/should say a loss/);
  });

  test('a result against a blank mirror cell', () => {
    const grid = table([
      ['', 1, ''],
      [0, '', 0],
      [h, 1, ''],
    ]);
    expectCellError(
      () => readCrosstable(grid),
      1,
      4,
      /blank \(not played yet\) does not match its mirror cell row 4, column 3, "½"/,
    );
  });

  test('forfeit against a played loss', () => {
    const grid = table([
      ['', '+', 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    expectCellError(() => readCrosstable(grid), 1, 3, /forfeit win.*row 3, column 3/);
  });

  test('the same colour on both sides', () => {
    const grid = table([
      ['', 'w1', 1],
      ['w0', '', 1],
      [0, 0, ''],
    ]);
    expectCellError(() => readCrosstable(grid), 1, 3, /same colour/);
  });

  test('a points column that contradicts the results names the points cell', () => {
    const grid = SEED.map((row, r) => (r === 3 ? [...row.slice(0, 8), '4½'] : row));
    const e = expectCellError(() => readCrosstable(grid), 3, 8, /says 4½.*add up to 4/);
    expect(e.message).toMatch(/^row 4, column 9 of the range: /);
  });

  test('an unknown token lists the valid ones', () => {
    const grid = table([
      ['', 'y', 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    expectCellError(
      () => readCrosstable(grid),
      1,
      3,
      /"y" is not a crosstable result; expected 1, ½/,
    );
  });

  test('1/2 turned into a date by Sheets', () => {
    const grid = table([
      ['', new Date(2024, 0, 2), 1],
      [h, '', 1],
      [0, 0, ''],
    ]);
    expectCellError(
      () => readCrosstable(grid),
      1,
      3,
      /"1\/2" was turned into a date by Sheets .* type ½ or 0\.5, or format the column as text/,
    );
  });

  test('a boolean where a result belongs', () => {
    const grid = table([
      ['', true, 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    expectCellError(() => readCrosstable(grid), 1, 3, /TRUE .* where a result belongs/);
  });

  test('a results-list result in a crosstable cell', () => {
    const grid = table([
      ['', '1-0', 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    expectCellError(() => readCrosstable(grid), 1, 3, /both players' scores/);
  });

  test('a value no game scores', () => {
    const grid = table([
      ['', 2, 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    expectCellError(() => readCrosstable(grid), 1, 3, /"2" is not the result of one game/);
  });

  test('3 and ½ in one table: both cells named', () => {
    const grid = table([
      ['', 3, h],
      [0, '', 1],
      [h, 0, ''],
    ]);
    expectCellError(() => readCrosstable(grid), 1, 3, /3\/1\/0.*row 2, column 5 holds ½/);
  });

  test('a result on the diagonal of a numbered block: the player against themself', () => {
    const grid = table([
      ['', 1, 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    grid[2][3] = 1;
    expectCellError(() => readCrosstable(grid), 2, 3, /against themself/);
  });

  test('two results in one cell of a table with a column per game', () => {
    const grid = [
      ['Name', 1, 1, 2, 2],
      ['A', 'x', 'x', '10', 0],
      ['B', 0, 1, 'x', 'x'],
    ];
    expectCellError(() => readCrosstable(grid), 1, 3, /two results/);
  });

  test('duplicate start numbers and duplicate names', () => {
    const dupNo = table([
      ['', 1, 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    dupNo[3][0] = 1;
    expectCellError(
      () => readCrosstable(dupNo),
      3,
      0,
      /start number 1 appears twice \(also in row 2, column 1\)/,
    );
    const dupName = table([
      ['', 1, 1],
      [0, '', 1],
      [0, 0, ''],
    ]);
    dupName[3][1] = 'p1';
    expectCellError(() => readCrosstable(dupName), 3, 1, /name "p1" appears twice/);
  });

  test('empty and ragged ranges, no block', () => {
    expect(errorOf(() => readCrosstable([])).location).toEqual({ kind: 'range' });
    expect(
      errorOf(() =>
        readCrosstable([
          ['', ''],
          ['', ''],
        ]),
      ).detail,
    ).toMatch(/empty/);
    expect(
      errorOf(() =>
        readCrosstable([
          ['A', 'x', 1],
          ['B', 0],
        ]),
      ).detail,
    ).toMatch(/row 2 has 2 cells but row 1 has 3/);
    expect(
      errorOf(() =>
        readCrosstable([
          ['A', 'B'],
          ['C', 'D'],
        ]),
      ).detail,
    ).toMatch(/could not find the crosstable's results/);
  });
});
