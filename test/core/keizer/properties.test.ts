/**
 * Properties of the standings that hold for any competition: the order in which the input lists
 * players, games and evenings' other entries, and which side of a game is listed first, must not
 * change a single total.
 */
import fc from 'fast-check';
import { Decimal, keizerStandings } from '../../../src/core/keizer';
import type {
  IterationMode,
  KeizerCompetition,
  KeizerGame,
  KeizerResult,
} from '../../../src/core/keizer';
import { competitionArb } from './arbitraries';

const MIRROR: Record<KeizerResult, KeizerResult> = {
  '1-0': '0-1',
  '0-1': '1-0',
  '½-½': '½-½',
  '+-': '-+',
  '-+': '+-',
  '--': '--',
};

function shuffled<T>(xs: readonly T[], keys: readonly number[]): T[] {
  return xs
    .map((x, i) => ({ x, key: keys[i % keys.length] ?? 0, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(e => e.x);
}

/** The same competition with everything listed in another order and some games turned round. */
function reordered(
  c: KeizerCompetition,
  keys: readonly number[],
  flip: boolean,
): KeizerCompetition {
  const turn = (g: KeizerGame, i: number): KeizerGame =>
    flip && (keys[i % keys.length] ?? 0) % 2 === 1
      ? { white: g.black, black: g.white, result: MIRROR[g.result] }
      : g;
  return {
    players: shuffled(c.players, keys),
    rounds: c.rounds.map(r => ({
      games: shuffled(r.games, [...keys].reverse()).map(turn),
      offBoard: shuffled(r.offBoard ?? [], keys),
    })),
  };
}

const totals = (c: KeizerCompetition, iteration: IterationMode) =>
  keizerStandings(c, { iteration }).standings.map(s => [s.name, s.rank, s.total.toString()]);

describe('Keizer standings: properties', () => {
  it.each<IterationMode>(['passes', 'fixed-point', 'frozen'])(
    '%s: totals and ranks never depend on the order games and events are given in',
    iteration => {
      fc.assert(
        fc.property(
          competitionArb(),
          fc.array(fc.nat(1000), { minLength: 1, maxLength: 20 }),
          fc.boolean(),
          (c, keys, flip) => {
            // Turning a game round swaps the colours; scores do not look at colours.
            expect(totals(reordered(c, keys, flip), iteration)).toEqual(totals(c, iteration));
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it.each<IterationMode>(['passes', 'fixed-point', 'frozen'])(
    '%s: every total is the own value plus the round credits, ranks follow the totals',
    iteration => {
      fc.assert(
        fc.property(competitionArb(), c => {
          const s = keizerStandings(c, { iteration });
          expect(s.standings.length + s.withdrawn.length).toBe(c.players.length);
          s.standings.forEach((st, k) => {
            const sum = st.rounds.reduce(
              (a, r) => a.plus(r.credit),
              st.own?.credit ?? Decimal.ZERO,
            );
            expect(sum.equals(st.total)).toBe(true);
            expect(st.rounds).toHaveLength(c.rounds.length);
            expect(st.value.equals(s.values[k])).toBe(true);
            if (k > 0) expect(s.standings[k - 1].total.compare(st.total)).toBeGreaterThanOrEqual(0);
          });
        }),
        { numRuns: 150 },
      );
    },
  );
});
