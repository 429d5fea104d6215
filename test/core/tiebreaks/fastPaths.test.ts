/**
 * The one-loop ways of the common codes agree with the general per-code ways, on random
 * tournaments with byes, forfeits, double forfeits, withdrawals and games still to be played,
 * under several point systems: the fast way may only be faster, never different.
 */
import fc from 'fast-check';
import { attachPackedRounds, packedRounds } from '../../../src/core/model/packedRounds';
import { DEFAULT_POINTS, pointSystem } from '../../../src/core/model/points';
import type {
  Participant,
  PointSystem,
  RoundEntry,
  Tournament,
} from '../../../src/core/model/types';
import { clean } from '../../../src/core/numbers';
import {
  computeTiebreaks,
  explainTiebreak,
  rankStandings,
  RULE_SETS,
} from '../../../src/core/tiebreaks';
import type { RuleSet, TiebreakContext } from '../../../src/core/tiebreaks';
import {
  builtAdjustedScores,
  builtOwnCounts,
  builtScoreColumn,
  createContext,
  startNumbers,
} from '../../../src/core/tiebreaks/context';
import { exactSums, quarterPoints } from '../../../src/core/tiebreaks/exact';
import { packedKeySort } from '../../../src/core/tiebreaks/keySort';
import { adjustedScores, opponentElements } from '../../../src/core/tiebreaks/opponents/elements';
import { fideSums } from '../../../src/core/tiebreaks/opponents/fideSums';
import { explainOpponentSum, opponentSums } from '../../../src/core/tiebreaks/opponents/sums';
import { countAll, ownColumns } from '../../../src/core/tiebreaks/own/ownColumns';
import { splitByKeys } from '../../../src/core/tiebreaks/standings';
import { randomSwiss } from './random';

const POINT_SYSTEMS: PointSystem[] = [
  DEFAULT_POINTS,
  pointSystem(3, 1, 0),
  pointSystem(2, 1, 0),
  pointSystem(1, 0.25, 0),
  { ...DEFAULT_POINTS, pairingBye: 0.5, forfeitWin: 1.5, halfBye: 0.75 },
];

/** The games of round `r` (1-based) turned into games still to be played, on both sides. */
function pendingRound(t: Tournament, r: number): Tournament {
  const participants = t.participants.map(p => ({
    ...p,
    rounds: p.rounds.map((e, k): RoundEntry => {
      if (k !== r - 1 || e.kind !== 'played') return e;
      return { kind: 'pending', opponent: e.opponent, colour: e.colour };
    }),
  }));
  return { ...t, participants };
}

const tournamentArb = fc
  .record({
    n: fc.integer({ min: 2, max: 40 }),
    rounds: fc.integer({ min: 1, max: 9 }),
    seed: fc.integer(),
    points: fc.constantFrom(...POINT_SYSTEMS),
    pending: fc.boolean(),
    afterRound: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
  })
  .map(x => {
    const swiss = randomSwiss(x.n, x.rounds, x.seed, { unplayed: true });
    const t: Tournament = { ...swiss, pointSystem: x.points };
    return {
      t: x.pending ? pendingRound(t, x.rounds) : t,
      afterRound: x.afterRound === undefined ? undefined : Math.min(x.afterRound, x.rounds),
    };
  });

/** Asserts `check` on the context of each tournament tournamentArb makes. */
function forEachContext(numRuns: number, check: (ctx: TiebreakContext) => void): void {
  fc.assert(
    fc.property(tournamentArb, ({ t, afterRound }) => check(createContext(t, { afterRound }))),
    { numRuns },
  );
}

describe("the context's adjusted scores (Art. 16.3)", () => {
  it('are what adjustedScores adds up round by round', () => {
    forEachContext(300, ctx => {
      // A copy of the table is not the context's own: adjustedScores then runs its loop.
      const general = adjustedScores(ctx, { ...ctx.table }, 'fide-2026', false);
      const built = builtAdjustedScores(ctx.table);
      expect(built).toBeDefined();
      expect(general).not.toBe(built);
      expect(built).toEqual(general);
    });
  });
});

describe("the context's start numbers", () => {
  /** What a map of every number gives: the index, or the first number used again. */
  function byMap(numbers: readonly number[]): Map<number, number> | string {
    const map = new Map<number, number>();
    for (let i = 0; i < numbers.length; i++) {
      if (map.has(numbers[i])) return `start number ${numbers[i]} is used twice`;
      map.set(numbers[i], i);
    }
    return map;
  }

  it('look a number up as a map would, and refuse the first number used again', () => {
    const number = fc.oneof(
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: -5, max: 100_000 }),
      fc.constantFrom(0.5, 2.25, -0, Number.NaN),
    );
    fc.assert(
      fc.property(fc.array(number, { minLength: 1, maxLength: 30 }), numbers => {
        const participants = numbers.map(startNo => ({ startNo }) as Participant);
        const expected = byMap(numbers);
        if (typeof expected === 'string') {
          expect(() => startNumbers(participants)).toThrow(expected);
          return;
        }
        const { startNo, indexOf } = startNumbers(participants);
        expect(Array.from(startNo)).toEqual(Array.from(Int32Array.from(numbers)));
        for (const no of [...numbers, -1, 61, 100_001, 1.5]) {
          expect(indexOf(no)).toBe(expected.get(no) ?? -1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('with rounds a reader left without its start numbers: as startNumbers reads them', () => {
    const number = fc.oneof(
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: -5, max: 100_000 }),
      fc.constantFrom(0.5, 2.25, -0, Number.NaN),
    );
    const caseArb = fc.record({
      numbers: fc.array(number, { minLength: 1, maxLength: 30 }),
      seed: fc.integer(),
      afterRound: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(caseArb, ({ numbers, seed, afterRound }) => {
        const base = randomSwiss(numbers.length, 3, seed, { unplayed: true });
        const participants = base.participants.map((p, i) => ({ ...p, startNo: numbers[i] }));
        // A reader's table without start numbers (its contents do not matter to them).
        attachPackedRounds(participants, packedRounds(participants.length, 3));
        const t: Tournament = { ...base, participants };
        let expected: ReturnType<typeof startNumbers>;
        try {
          expected = startNumbers(participants);
        } catch (e) {
          expect(() => createContext(t, { afterRound })).toThrow((e as Error).message);
          return;
        }
        const ctx = createContext(t, { afterRound });
        expect(ctx.startNo).toEqual(expected.startNo);
        // Rising (the packed sort's whole-field scan) exactly when they do.
        const rising = expected.startNo.every((no, i) => i === 0 || no > expected.startNo[i - 1]);
        expect(ctx.startNoRising).toBe(rising);
        expect(expected.rising).toBe(rising);
        for (const no of [...numbers, -1, 61, 100_001, 1.5]) {
          expect(ctx.indexOf(no)).toBe(expected.indexOf(no));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the context's scores as an array", () => {
  it('are the numbers of table.score, on a table createContext built only', () => {
    forEachContext(200, ctx => {
      expect(builtScoreColumn(ctx.table)).toEqual(Array.from(ctx.table.score));
      expect(builtScoreColumn({ ...ctx.table })).toBeUndefined();
    });
  });
});

describe('fideSums: BH, BH/C1, SB, SB/C1 in one loop', () => {
  it('equals the sums over the elements, and the general cut of sumWithCuts', () => {
    fc.assert(
      fc.property(
        tournamentArb,
        fc.constantFrom<RuleSet>('fide-2024', 'fide-2026'),
        ({ t, afterRound }, rules) => {
          const ctx = createContext(t, { rules, afterRound });
          const fused = fideSums(ctx, rules === 'fide-2026');
          if (fused === null) throw new Error('every game of these tournaments has an opponent');
          const el = opponentElements(ctx, rules, false, false);
          expect(fused.buchholz).toEqual(opponentSums(ctx, el, 'buchholz', 0, 0));
          expect(fused.buchholzCut1).toEqual(opponentSums(ctx, el, 'buchholz', 1, 0));
          expect(fused.sonnebornBerger).toEqual(opponentSums(ctx, el, 'sonneborn-berger', 0, 0));
          expect(fused.sonnebornBergerCut1).toEqual(
            opponentSums(ctx, el, 'sonneborn-berger', 1, 0),
          );
          for (let i = 0; i < ctx.n; i++) {
            expect(fused.buchholzCut1[i]).toBe(
              explainOpponentSum(ctx, el, 'buchholz', i, 1, 0).value,
            );
            expect(fused.sonnebornBergerCut1[i]).toBe(
              explainOpponentSum(ctx, el, 'sonneborn-berger', i, 1, 0).value,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('ownColumns: WIN, BWG and PS in one loop', () => {
  it("counted in the context's own loop as countAll counts them", () => {
    forEachContext(300, ctx => {
      const built = builtOwnCounts(ctx.table);
      expect(built).toBeDefined();
      expect(ownColumns(ctx)).toBe(built);
      const n = ctx.n;
      const general = {
        wins: new Array<number>(n),
        blackWins: new Array<number>(n),
        progressive: new Array<number>(n),
      };
      const { kind, pts, res } = ctx.table;
      countAll(ctx.rounds, n, kind, pts, res, ctx.colour, ctx.ps.win, general);
      expect(built).toEqual(general);
      // A table of another context (a copy here) is counted by countAll.
      const copy = { ...ctx, table: { ...ctx.table }, cached: createContext(ctx.t).cached };
      expect(builtOwnCounts(copy.table)).toBeUndefined();
      expect(ownColumns(copy)).toEqual(general);
    });
  });

  it('equals what the round-by-round account of each code adds up', () => {
    fc.assert(
      fc.property(tournamentArb, ({ t, afterRound }) => {
        const codes = ['WIN', 'BWG', 'PS'];
        const columns = computeTiebreaks(t, codes, { afterRound });
        for (let k = 0; k < codes.length; k++) {
          for (let i = 0; i < t.participants.length; i++) {
            expect(columns[k].values[i]).toBe(
              explainTiebreak(t, i, codes[k], { afterRound }).value,
            );
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('exact columns skip clean()', () => {
  const EXACT_CODES = [
    'WIN',
    'WON',
    'BPG',
    'BWG',
    'REP',
    'PS',
    'PS/C1',
    'BH',
    'BH/C1',
    'BH/C2',
    'BH/M1',
    'FB',
    'FB/C1',
    'SB',
    'SB/C1',
    'SB/C2',
    'SB/M1',
  ];

  it('a column computeParsed leaves unclean is one clean() would not change', () => {
    fc.assert(
      fc.property(tournamentArb, fc.constantFrom<RuleSet>(...RULE_SETS), ({ t }, rules) => {
        expect(quarterPoints(t.pointSystem)).toBe(true);
        for (const column of computeTiebreaks(t, EXACT_CODES, { rules })) {
          for (const v of column.values) {
            expect(v).not.toBeNull();
            expect(Object.is(clean(v as number), v)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is not claimed for points off the grid of quarters', () => {
    const t = randomSwiss(6, 3, 1, { unplayed: true });
    const third = { ...t, pointSystem: pointSystem(1, 1 / 3, 0) };
    expect(exactSums(createContext(third))).toBe(false);
    expect(exactSums(createContext({ ...t, pointSystem: pointSystem(1, -0.5, 0) }))).toBe(false);
    expect(exactSums(createContext(t))).toBe(true);
  });
});

/** A column of values on a grid of sixteenths, some equal, some missing, now and then one off the grid. */
const columnArb = (n: number) =>
  fc.array(
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: -40, max: 40 }).map(q => q / 16) },
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 3 }) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(0.1, 1 / 3, 2 ** 45) },
    ),
    { minLength: n, maxLength: n },
  );

/** A value the packed sort cannot pack exactly: off the grid of sixteenths, or too large. */
const offGrid = (v: number | null) =>
  v !== null && !(Number.isInteger(v * 16) && Math.abs(v) < 2 ** 27);

/** Start numbers rising with the index, or falling (then the packed sort declines). */
const startNumbersFor = (n: number, rising: boolean) =>
  Int32Array.from({ length: n }, (_, i) => (rising ? 2 * i + 1 : 3 * n - i));

describe('packedKeySort', () => {
  /** The parts of a run as packedKeySort leaves them: the order, cut at the runs it reports. */
  function partsOf(order: Int32Array, runs: number[]): number[][] {
    const parts: number[][] = [];
    let s = 0;
    for (let r = 0; r <= runs.length; r += 2) {
      const runStart = r < runs.length ? runs[r] : order.length;
      for (; s < runStart; s++) parts.push([order[s]]);
      if (r < runs.length) {
        parts.push(Array.from(order.subarray(runs[r], runs[r + 1])));
        s = runs[r + 1];
      }
    }
    return parts;
  }

  it('gives the parts splitByKeys gives, or declines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }).chain(n =>
          fc.record({
            n: fc.constant(n),
            columns: fc.array(columnArb(n), { minLength: 1, maxLength: 5 }),
            directions: fc.array(fc.constantFrom<1 | -1>(1, -1), { minLength: 5, maxLength: 5 }),
            members: fc.subarray(
              Array.from({ length: n }, (_, i) => i),
              { minLength: 2 },
            ),
            rising: fc.boolean(),
          }),
        ),
        ({ n, columns, directions, members, rising }) => {
          const keys = columns.map((values, k) => ({ values, direction: directions[k] }));
          const startNo = startNumbersFor(n, rising);
          const parts = splitByKeys(members, keys, startNo);
          // The order holds every participant; the run is the members, at its start.
          const others = Array.from({ length: n }, (_, i) => i).filter(i => !members.includes(i));
          const order = Int32Array.from([...members, ...others]);
          const runs: number[] = [];
          // Only the members' values count.
          const anyOffGrid = columns.some(c => members.some(i => offGrid(c[i])));
          if (!packedKeySort(order, 0, members.length, keys, startNo, runs)) {
            expect(anyOffGrid || !rising).toBe(true);
            expect(Array.from(order)).toEqual([...members, ...others]);
            expect(runs).toEqual([]);
            return;
          }
          expect(anyOffGrid || !rising).toBe(false);
          expect(Array.from(order.subarray(members.length))).toEqual(others);
          expect(partsOf(order.subarray(0, members.length), runs)).toEqual(parts);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('on the whole field in index order, scanning column by column: the parts splitByKeys gives, or declines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }).chain(n =>
          fc.record({
            n: fc.constant(n),
            columns: fc.array(columnArb(n), { minLength: 1, maxLength: 5 }),
            typed: fc.boolean(),
            directions: fc.array(fc.constantFrom<1 | -1>(1, -1), { minLength: 5, maxLength: 5 }),
            rising: fc.boolean(),
          }),
        ),
        ({ n, columns, typed, directions, rising }) => {
          const keys = columns.map((values, k) => ({
            // The first column now and then a typed array, as the table's scores are.
            values:
              typed && k === 0 && !values.includes(null)
                ? Float64Array.from(values as number[])
                : values,
            direction: directions[k],
          }));
          const startNo = startNumbersFor(n, rising);
          const all = Array.from({ length: n }, (_, i) => i);
          const parts = splitByKeys(all, keys, startNo);
          const order = Int32Array.from(all);
          const runs: number[] = [];
          const anyOffGrid = columns.some(c => c.some(offGrid));
          // The whole-field pass, asked for as the ranking asks: only when the start numbers rise.
          if (!packedKeySort(order, 0, n, keys, startNo, runs, rising)) {
            expect(anyOffGrid || !rising).toBe(true);
            expect(Array.from(order)).toEqual(all);
            expect(runs).toEqual([]);
            return;
          }
          expect(anyOffGrid || !rising).toBe(false);
          expect(partsOf(order, runs)).toEqual(parts);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('declines when the packed numbers would pass 2^53', () => {
    const wide = [0, 2 ** 25, 1, 2];
    const keys = [
      { values: wide, direction: 1 as const },
      { values: wide, direction: 1 as const },
      { values: wide, direction: 1 as const },
    ];
    const order = Int32Array.from([0, 1, 2, 3]);
    const runs: number[] = [];
    expect(packedKeySort(order, 0, 4, keys, Int32Array.from([1, 2, 3, 4]), runs)).toBe(false);
    expect(Array.from(order)).toEqual([0, 1, 2, 3]);
  });
});

describe('rankStandings: the packed sort and the comparator rank alike', () => {
  const CODES = ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG'];

  it('on a field listed by start number (packed sort) and the same field listed backwards (comparator)', () => {
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 32, max: 90 }),
          rounds: fc.integer({ min: 1, max: 7 }),
          seed: fc.integer(),
          rules: fc.constantFrom<RuleSet>(...RULE_SETS),
          codes: fc.shuffledSubarray(CODES),
        }),
        ({ n, rounds, seed, rules, codes }) => {
          const t = randomSwiss(n, rounds, seed, { unplayed: true });
          const backwards: Tournament = { ...t, participants: [...t.participants].reverse() };
          const a = rankStandings(t, codes, { rules });
          const b = rankStandings(backwards, codes, { rules });
          const rowsOf = (s: typeof a, tt: Tournament) =>
            s.rows.map(r => ({ ...r, index: tt.participants[r.index].startNo }));
          expect(rowsOf(a, t)).toEqual(rowsOf(b, backwards));
        },
      ),
      { numRuns: 150 },
    );
  });
});
