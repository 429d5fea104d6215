import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import { totalPoints } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import type { Cell } from '../../../src/core/readers/cells';
import { detectLayout, readGrid } from '../../../src/core/readers/readGrid';

const h = '½';

const SEED: Cell[][] = [
  ['Spieler', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'Punkte'],
  ['A', '-', h, h, 1, 1, 1, 1, 5],
  ['B', h, '-', h, h, 1, 1, 1, '4½'],
  ['C', h, h, '-', h, h, 1, 1, 4],
  ['D', 0, h, h, '-', 1, 1, 1, 4],
  ['E', 0, 0, h, 0, '-', 1, 1, '2½'],
  ['F', 0, 0, 0, 0, 0, '-', 1, 1],
  ['G', 0, 0, 0, 0, 0, 0, '-', 0],
];

const PROGRESS: Cell[][] = [
  ['No', 'Name', 'Elo', 'R1', 'R2', 'R3', 'Pts'],
  [1, 'Anna', 2100, '3w1', '2b½', 'bye', '2½'],
  [2, 'Bert', 2000, '4b1', '1w½', '3s0', '1½'],
  [3, 'Cleo', 1900, '1b0', 'spielfrei', '2w1', 2],
  [4, 'Dora', 1800, '2w0', 'H', 'frei', '1½'],
];

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

function points(t: Tournament): number[] {
  return t.participants.map(p => totalPoints(p, t.pointSystem));
}

describe('readGrid detects the layout', () => {
  test('the seed crosstable', () => {
    const r = readGrid(SEED);
    expect(r.layout).toBe('crosstable');
    expect(r.description).toBe('Round-robin crosstable, 7 players');
    expect(points(r.tournament)).toEqual([5, 4.5, 4, 4, 2.5, 1, 0]);
  });

  test('a progress table', () => {
    const r = readGrid(PROGRESS);
    expect(r.layout).toBe('progress');
    expect(r.description).toBe('Swiss progress table, 4 players, 3 rounds');
    expect(points(r.tournament)).toEqual([2.5, 1.5, 2, 1.5]);
  });

  test('a results list by its German header', () => {
    const grid = [
      ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
      [1, 1, 'Anna', 'Bert', '1-0'],
      [1, 2, 'Cleo', 'Dora', '½-½'],
    ];
    expect(detectLayout(grid)).toBe('results');
    expect(readGrid(grid).layout).toBe('results');
  });

  test('a results list without a header, by its results for both sides', () => {
    const grid = [
      [1, 1, 'Anna', 'Bert', '1-0'],
      [1, 2, 'Cleo', 'Dora', '0:1'],
      [2, 1, 'Bert', 'Cleo', '½-½'],
    ];
    expect(detectLayout(grid)).toBe('results');
  });

  test('a one-cell double round robin written "1 ½" stays a crosstable', () => {
    const grid = [
      ['Name', 'A', 'B', 'C'],
      ['A', 'x', '1 ½', '0 0'],
      ['B', '0 ½', 'x', '1 1'],
      ['C', '1 1', '0 0', 'x'],
    ];
    const r = readGrid(grid);
    expect(r.layout).toBe('crosstable');
    expect(r.description).toBe('Double round-robin crosstable, 3 players');
    expect(points(r.tournament)).toEqual([1.5, 2.5, 2]);
  });

  test('the layout option overrides the guess', () => {
    expect(errorOf(() => readGrid(SEED, { layout: 'progress' })).detail).toMatch(/round/);
    expect(readGrid(PROGRESS, { layout: 'progress' }).layout).toBe('progress');
    expect(() => readGrid(PROGRESS, { layout: 'crosstable' })).toThrow(InputError);
  });

  test('an unknown layout option', () => {
    const bad = { layout: 'trf' } as unknown as Parameters<typeof readGrid>[1];
    expect(errorOf(() => readGrid(SEED, bad)).detail).toMatch(/not a sheet layout/);
  });

  test('sourceRows skip titles, headers and blank spacer rows', () => {
    const grid: Cell[][] = [
      ['Clubmeisterschaft', '', '', '', ''],
      ['', '', '', '', ''],
      ['Name', '1', '2', '3', 'Pkt'],
      ['Anna', '*', 1, 1, 2],
      ['', '', '', '', ''],
      ['Bert', 0, '*', h, '½'],
      ['Cleo', 0, h, '*', '½'],
    ];
    const r = readGrid(grid);
    expect(r.sourceRows).toEqual([3, 5, 6]);
    expect(r.tournament.participants.map(p => p.name)).toEqual(['Anna', 'Bert', 'Cleo']);
  });

  test('headerRows in the options overrides the guess', () => {
    const grid: Cell[][] = [
      ['Spieler', 'A', 'B'],
      ['A', '*', 1],
      ['B', 0, '*'],
    ];
    expect(readGrid(grid, { headerRows: 1 }).sourceRows).toEqual([1, 2]);
    expect(errorOf(() => readGrid(grid, { headerRows: 3 })).detail).toMatch(/headerRows is 3/);
  });

  test('empty, ragged and unrecognisable ranges', () => {
    expect(errorOf(() => readGrid([])).detail).toMatch(/empty/);
    expect(errorOf(() => readGrid([[]])).detail).toMatch(/empty/);
    expect(
      errorOf(() =>
        readGrid([
          ['', ''],
          ['', ''],
        ]),
      ).detail,
    ).toMatch(/empty/);
    expect(errorOf(() => readGrid([['a', 'b'], ['c']])).detail).toMatch(/row 2 has 1 cells/);
    expect(
      errorOf(() =>
        readGrid([
          ['hello', 'world'],
          ['foo', 'bar'],
        ]),
      ).detail,
    ).toMatch(/could not tell what this range holds/);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

/** The usual other side of each outcome, for building valid tables. */
const MIRROR: Readonly<Record<string, string>> = {
  win: 'loss',
  loss: 'win',
  draw: 'draw',
  'forfeit-win': 'forfeit-loss',
  'forfeit-loss': 'forfeit-win',
  'double-forfeit': 'double-forfeit',
  pending: 'pending',
};

/**
 * The two sides of one game in the model (docs/sheet-layouts.md, "One game, two sides"): a win
 * faces a loss, a forfeit win a forfeit loss, a double forfeit a double forfeit (two forfeit
 * losses in the sheet), pending faces pending; over the board the two sides never score more
 * than a win together, so 0-0 and ½-0 (arbiter's awards) are games too.
 */
const FACES: Readonly<Record<string, readonly string[]>> = {
  win: ['loss'],
  loss: ['win', 'draw', 'loss'],
  draw: ['draw', 'loss'],
  'forfeit-win': ['forfeit-loss'],
  'forfeit-loss': ['forfeit-win'],
  'double-forfeit': ['double-forfeit'],
  pending: ['pending'],
};

function outcome(e: RoundEntry): string {
  return e.kind === 'played' ? e.result : e.kind;
}

/** Every game names an opponent whose entry in the same round names the player back, mirrored. */
/**
 * Called for every game of thousands of generated tables: each check is made in plain code and
 * handed to its matcher (for the failure message) only when it fails — jest's expect() costs
 * far more than the comparison itself.
 */
function mirroredPairingsAgree(t: Tournament): void {
  const byNo = new Map<number, Participant>(t.participants.map(p => [p.startNo, p]));
  for (const p of t.participants) {
    if (p.rounds.length !== t.rounds) expect(p.rounds).toHaveLength(t.rounds);
    p.rounds.forEach((e, r) => {
      if (!('opponent' in e) || e.opponent === null) return;
      const q = byNo.get(e.opponent);
      if (q === undefined) expect(q).toBeDefined();
      const f = (q as Participant).rounds[r];
      const back = 'opponent' in f && f.opponent;
      if (back !== p.startNo) expect(back).toBe(p.startNo);
      if (!(FACES[outcome(e)] ?? []).includes(outcome(f)))
        expect(FACES[outcome(e)]).toContain(outcome(f));
      if ('colour' in e && e.colour && 'colour' in f && f.colour && f.colour === e.colour)
        expect(f.colour).not.toBe(e.colour);
    });
  }
}

const TOKENS: Cell[] = [
  '1',
  '0',
  '½',
  '0.5',
  '0,5',
  '=',
  'r',
  'remis',
  '+',
  '-',
  '--',
  '-:-',
  'x',
  'X',
  '*',
  '■',
  '–',
  '',
  ' ',
  '12w1',
  '5b½',
  '5s½',
  '3w/1',
  '12w+',
  '12b-',
  '+W9',
  '=B13',
  '-B4',
  '+F2',
  '+BYE',
  '=BYE',
  'bye',
  'spielfrei',
  'frei',
  'pf',
  'H',
  'F',
  'U',
  'Z',
  'abgemeldet',
  'withdrawn',
  'zurückgezogen',
  '1-0',
  '½-½',
  '0-1',
  '+:-',
  '1½',
  '10',
  '01',
  '½½',
  'w1',
  's½',
  'b0',
  '2w',
  '1 ½',
  '1/½',
  'Name',
  'Spieler',
  'Elo',
  'DWZ',
  'Punkte',
  'Pts',
  'Nr',
  'Rang',
  'Rd. 1',
  'R2',
  'Runde 3',
  'Weiß',
  'Schwarz',
  'Ergebnis',
  'Anna',
  'Bert',
  '4½',
  '- 1',
];

const anyCell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 14 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 1.5, 3, 10, 11, -1, 2.25) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom<Cell>(null, undefined) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

/** Runs readGrid: anything but an InputError fails; a result must have mirrored pairings. */
function readsOrRefuses(grid: Cell[][]): void {
  let result;
  try {
    result = readGrid(grid);
  } catch (e) {
    if (e instanceof InputError) return;
    throw e;
  }
  mirroredPairingsAgree(result.tournament);
}

type Outcome =
  'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'double-forfeit' | 'pending';
const OUTCOMES: readonly Outcome[] = [
  'win',
  'draw',
  'loss',
  'forfeit-win',
  'forfeit-loss',
  'double-forfeit',
  'pending',
];
const POINTS: Readonly<Record<Outcome, number>> = {
  win: 1,
  draw: 0.5,
  loss: 0,
  'forfeit-win': 1,
  'forfeit-loss': 0,
  'double-forfeit': 0,
  pending: 0,
};
const CROSS_SPELLING: Readonly<Record<Outcome, readonly Cell[]>> = {
  win: [1, '1'],
  draw: ['½', 0.5, '0,5', '=', 'r', 'remis'],
  loss: [0, '0'],
  'forfeit-win': ['+'],
  'forfeit-loss': ['-'],
  'double-forfeit': ['--', '-:-'],
  pending: [''],
};

/** A valid crosstable with what it must read as. */
const crosstables = fc
  .record({
    n: fc.integer({ min: 2, max: 8 }),
    seed: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
    mark: fc.constantFrom('*', 'x', 'X', '-', '–', '■', ''),
    header: fc.boolean(),
    pointsColumn: fc.boolean(),
  })
  .map(({ n, seed, mark, header, pointsColumn }) => {
    let k = 0;
    const pick = <T>(xs: readonly T[]): T => xs[seed[k++ % seed.length] % xs.length];
    const res: Outcome[][] = Array.from({ length: n }, () => new Array<Outcome>(n));
    const grid: Cell[][] = Array.from({ length: n }, (_, i) => [`P${i + 1}`]);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const o = pick(OUTCOMES);
        res[i][j] = o;
        res[j][i] = MIRROR[o] as Outcome;
      }
    }
    const totals = res.map((row, i) => row.reduce((s, o, j) => s + (i === j ? 0 : POINTS[o]), 0));
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) grid[i].push(i === j ? mark : pick(CROSS_SPELLING[res[i][j]]));
      if (pointsColumn) grid[i].push(totals[i]);
    }
    const withHeader = header || mark === '';
    if (withHeader) {
      grid.unshift([
        'Name',
        ...Array.from({ length: n }, (_, j) => j + 1),
        ...(pointsColumn ? ['Pkt'] : []),
      ]);
    }
    return { grid, totals };
  });

const PROGRESS_RESULT: Readonly<Record<Outcome, readonly string[]>> = {
  win: ['1'],
  draw: ['½', '=', '0,5'],
  loss: ['0'],
  'forfeit-win': ['+'],
  'forfeit-loss': ['-'],
  'double-forfeit': ['--'],
  pending: [''],
};
const BYES: readonly [Cell, number][] = [
  ['bye', 1],
  ['spielfrei', 1],
  ['frei', 1],
  ['pf', 1],
  ['U', 1],
  ['+BYE', 1],
  ['F', 1],
  ['H', 0.5],
  ['=BYE', 0.5],
  ['Z', 0],
  ['--', 0],
  ['', 0],
  ['+', 1],
  ['-', 0],
];

/** A valid Swiss progress table with what it must read as. */
const progressTables = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    seed: fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
    header: fc.boolean(),
  })
  .map(({ n, rounds, seed, header }) => {
    let k = 0;
    const pick = <T>(xs: readonly T[]): T => xs[seed[k++ % seed.length] % xs.length];
    const grid: Cell[][] = Array.from({ length: n }, (_, i) => [i + 1, `P${i + 1}`]);
    const totals = new Array<number>(n).fill(0);
    for (let r = 0; r < rounds; r++) {
      const order = Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i > 0; i--) {
        const j = seed[k++ % seed.length] % (i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      const pairs = Math.max(1, Math.floor((n - pick([0, 1, 2])) / 2));
      const cells = new Array<Cell>(n);
      for (let p = 0; p < pairs; p++) {
        const a = order[2 * p];
        const b = order[2 * p + 1];
        const o = pick(OUTCOMES);
        const m = MIRROR[o] as Outcome;
        const [ca, cb] = pick([
          ['w', 'b'],
          ['w', 's'],
          ['b', 'w'],
        ]);
        const resultFirst = (o === 'win' || o === 'draw' || o === 'loss') && pick([false, true]);
        const sign: Readonly<Record<string, string>> = { win: '+', draw: '=', loss: '-' };
        cells[a] = resultFirst
          ? `${sign[o]}${ca.toUpperCase()}${b + 1}`
          : `${b + 1}${ca}${pick(PROGRESS_RESULT[o])}`;
        cells[b] = resultFirst
          ? `${sign[m]}${cb === 's' ? 'B' : cb.toUpperCase()}${a + 1}`
          : `${a + 1}${cb}${pick(PROGRESS_RESULT[m])}`;
        totals[a] += POINTS[o];
        totals[b] += POINTS[m];
      }
      for (let p = 2 * pairs; p < n; p++) {
        const [cell, pts] = pick(BYES);
        cells[order[p]] = cell;
        totals[order[p]] += pts;
      }
      cells.forEach((c, i) => grid[i].push(c));
    }
    if (header) {
      grid.unshift(['Nr', 'Name', ...Array.from({ length: rounds }, (_, r) => `R${r + 1}`)]);
    }
    return { grid, totals, rounds };
  });

describe('a row whose only result is a colon result is a player, not a note below the table', () => {
  it('a two-player crosstable with a double forfeit written -- and -:- (found by the property below)', () => {
    const r = readGrid([
      ['Name', 1, 2],
      ['P1', '', '--'],
      ['P2', '-:-', ''],
    ]);
    expect(r.layout).toBe('crosstable');
    expect(r.tournament.participants.map(p => p.rounds[0].kind)).toEqual([
      'double-forfeit',
      'double-forfeit',
    ]);
  });
});

describe('properties', () => {
  test('random grids: readGrid returns a consistent tournament or throws an InputError', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(anyCell, { minLength: 0, maxLength: 9 }), { minLength: 0, maxLength: 9 }),
        readsOrRefuses,
      ),
      { numRuns: 1500 },
    );
  });

  test('random rectangular grids of crosstable and progress tokens', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }).chain(w =>
          fc.array(fc.array(anyCell, { minLength: w, maxLength: w }), {
            minLength: 1,
            maxLength: 9,
          }),
        ),
        readsOrRefuses,
      ),
      { numRuns: 1500 },
    );
  });

  test('valid crosstables read with the points they were built with', () => {
    fc.assert(
      fc.property(crosstables, ({ grid, totals }) => {
        const r = readGrid(grid);
        expect(r.layout).toBe('crosstable');
        expect(points(r.tournament)).toEqual(totals);
        mirroredPairingsAgree(r.tournament);
      }),
      { numRuns: 300 },
    );
  });

  test('valid progress tables read with the points they were built with', () => {
    fc.assert(
      fc.property(progressTables, ({ grid, totals, rounds }) => {
        const r = readGrid(grid);
        expect(r.layout).toBe('progress');
        expect(points(r.tournament)).toEqual(totals);
        expect(r.tournament.rounds).toBeLessThanOrEqual(rounds);
        mirroredPairingsAgree(r.tournament);
      }),
      { numRuns: 300 },
    );
  });

  test('valid tables with one cell changed: a consistent tournament or an InputError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          crosstables.map(x => x.grid),
          progressTables.map(x => x.grid),
        ),
        fc.nat(),
        fc.nat(),
        anyCell,
        (grid, r, c, cell) => {
          const g = grid.map(row => [...row]);
          const row = g[r % g.length];
          row[c % row.length] = cell;
          readsOrRefuses(g);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
