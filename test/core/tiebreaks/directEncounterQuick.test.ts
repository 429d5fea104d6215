/**
 * The short ways of direct encounter in standings agree with the general ones: a tied group whose
 * members never met is left at position 0 without its separate standings, and a run that a split
 * would give back unchanged is kept as it is. Random tournaments and random groups, so that both
 * groups with games among their members and groups without occur.
 */
import fc from 'fast-check';
import { DEFAULT_POINTS, pointSystem } from '../../../src/core/model/points';
import type { PointSystem, Tournament } from '../../../src/core/model/types';
import { parseTiebreakCode } from '../../../src/core/tiebreaks';
import { createContext, isRoundRobinFor } from '../../../src/core/tiebreaks/context';
import { directEncounterTiers, tierPositions } from '../../../src/core/tiebreaks/directEncounter';
import { directEncounterPositions } from '../../../src/core/tiebreaks/directEncounterRegister';
import { splitByKeys, unseparated } from '../../../src/core/tiebreaks/standings';
import { randomRoundRobin, randomSwiss } from './random';

const POINT_SYSTEMS: PointSystem[] = [
  DEFAULT_POINTS,
  pointSystem(3, 1, 0),
  pointSystem(0, 0, 0),
  // Win points below 0: a Swiss group without games among its members is separated then (6.3).
  pointSystem(-1, 0, 1),
];

const caseArb = fc.record({
  n: fc.integer({ min: 2, max: 30 }),
  rounds: fc.integer({ min: 1, max: 7 }),
  seed: fc.integer(),
  roundRobin: fc.boolean(),
  points: fc.constantFrom(...POINT_SYSTEMS),
  code: fc.constantFrom('DE', 'DE/P'),
  system: fc.constantFrom(undefined, 'swiss' as const, 'round-robin' as const),
  afterRound: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
  /** Each participant's group, from a random number per participant (few groups or many). */
  groupCount: fc.integer({ min: 1, max: 15 }),
  groupSeed: fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
});

/** The participants split into groups by their group numbers, each in index order. */
function groupsOf(n: number, count: number, seed: readonly number[]): number[][] {
  const groups: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < n; i++) groups[seed[i] % count].push(i);
  return groups.filter(g => g.length > 0);
}

describe('directEncounterPositions', () => {
  it("equals the general way's positions (separate standings from the entries) for every group", () => {
    fc.assert(
      fc.property(caseArb, c => {
        const base = c.roundRobin
          ? randomRoundRobin(c.n, c.seed)
          : randomSwiss(c.n, c.rounds, c.seed, { unplayed: true });
        const t: Tournament = { ...base, pointSystem: c.points };
        const afterRound =
          c.afterRound === undefined ? undefined : Math.min(c.afterRound, t.rounds);
        const ctx = createContext(t, { system: c.system, afterRound });
        const code = parseTiebreakCode(c.code);
        const groups = groupsOf(c.n, c.groupCount, c.groupSeed);
        const expected = new Array<number>(c.n).fill(0);
        const roundRobin = isRoundRobinFor(ctx, code);
        const options = {
          rounds: ctx.rounds,
          forfeitsCount: code.forfeitsAsPlayed || roundRobin,
          swiss: !roundRobin,
        };
        for (const group of groups) {
          if (group.length < 2) continue;
          for (const [m, pos] of tierPositions(directEncounterTiers(t, group, options))) {
            expected[m] = pos;
          }
        }
        expect(directEncounterPositions(ctx, code, groups)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});

describe('unseparated', () => {
  it('holds only for a run that splitByKeys gives back unchanged, as one part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }).chain(size =>
          fc.record({
            // A run of distinct participants of a field of 20, in any order.
            run: fc.uniqueArray(fc.integer({ min: 0, max: 19 }), {
              minLength: size,
              maxLength: size,
            }),
            values: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 20, maxLength: 20 }),
            sameValues: fc.boolean(),
            rising: fc.boolean(),
          }),
        ),
        ({ run, values, sameValues, rising }) => {
          const column = sameValues ? values.map(() => values[0]) : values;
          const order = Int32Array.from(run);
          const startNo = Int32Array.from({ length: 20 }, (_, i) => (rising ? i + 1 : 40 - i));
          const keys = [{ values: column, direction: -1 as const }];
          const parts = splitByKeys(run, keys, startNo);
          const unchanged = parts.length === 1 && parts[0].every((m, k) => m === run[k]);
          expect(unseparated(order, 0, run.length, keys, startNo)).toBe(unchanged);
        },
      ),
      { numRuns: 500 },
    );
  });
});
