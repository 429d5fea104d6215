/**
 * Properties of the pairing on random histories. Whether a pairing exists at all is decided here
 * by brute force over every matching (and every bye), written independently of the search in
 * pairing.ts, from the rules: a pair may meet when more than `gap` rounds lie since their last
 * game, and a board is possible when one of its two colour assignments keeps both players within
 * the colour limit.
 */
import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import { pairKeizerRound } from '../../../src/core/keizer';
import type { KeizerCompetition, KeizerPairing } from '../../../src/core/keizer';
import { competitionArb } from './arbitraries';

interface Facts {
  lastMet: Map<string, number>;
  /** latest colour run per player: colour and length */
  run: Map<string, { c: 'w' | 'b'; n: number }>;
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function factsOf(c: KeizerCompetition): Facts {
  const lastMet = new Map<string, number>();
  const run = new Map<string, { c: 'w' | 'b'; n: number }>();
  const extend = (p: string, col: 'w' | 'b') => {
    const r = run.get(p);
    run.set(p, r && r.c === col ? { c: col, n: r.n + 1 } : { c: col, n: 1 });
  };
  c.rounds.forEach((round, i) => {
    for (const g of round.games) {
      lastMet.set(key(g.white, g.black), i + 1);
      extend(g.white, 'w');
      extend(g.black, 'b');
    }
  });
  return { lastMet, run };
}

function colourOk(f: Facts, p: string, col: 'w' | 'b', max: number | null): boolean {
  if (max === null) return true;
  const r = f.run.get(p);
  return !(r && r.c === col && r.n + 1 > max);
}

function boardPossible(
  f: Facts,
  a: string,
  b: string,
  round: number,
  gap: number,
  max: number | null,
): boolean {
  const last = f.lastMet.get(key(a, b));
  if (last !== undefined && round - last <= gap) return false;
  return (
    (colourOk(f, a, 'w', max) && colourOk(f, b, 'b', max)) ||
    (colourOk(f, b, 'w', max) && colourOk(f, a, 'b', max))
  );
}

function matchingExists(players: string[], ok: (a: string, b: string) => boolean): boolean {
  if (players.length === 0) return true;
  const [first, ...rest] = players;
  return rest.some(
    (p, i) =>
      ok(first, p) &&
      matchingExists(
        rest.filter((_, j) => j !== i),
        ok,
      ),
  );
}

function pairingExists(
  c: KeizerCompetition,
  present: string[],
  gap: number,
  max: number | null,
): boolean {
  const f = factsOf(c);
  const round = c.rounds.length + 1;
  const ok = (a: string, b: string) => boardPossible(f, a, b, round, gap, max);
  if (present.length % 2 === 0) return matchingExists(present, ok);
  return present.some(bye =>
    matchingExists(
      present.filter(p => p !== bye),
      ok,
    ),
  );
}

const scenario = fc
  .record({
    competition: competitionArb(8, 6),
    // three in four players present
    mask: fc.array(
      fc.nat(3).map(x => x > 0),
      { minLength: 8, maxLength: 8 },
    ),
    gap: fc.integer({ min: 0, max: 4 }),
    max: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    evenByes: fc.boolean(),
  })
  .map(s => ({
    ...s,
    present: s.competition.players
      .filter((p, i) => p.status !== 'withdrawn' && s.mask[i])
      .map(p => p.name),
  }));

function expectCovers(p: KeizerPairing, present: string[]): void {
  const seated = [...p.boards.flatMap(b => [b.white, b.black]), ...(p.bye ? [p.bye] : [])];
  // every present player exactly once, nobody absent
  expect([...seated].sort()).toEqual([...present].sort());
  expect(p.bye === null).toBe(present.length % 2 === 0);
}

describe('Keizer pairing: properties', () => {
  it('without limits: never an absent player, every present player on one board or the bye', () => {
    fc.assert(
      fc.property(scenario, ({ competition, present, evenByes }) => {
        const p = pairKeizerRound(competition, present, { pairing: { evenByes } });
        expectCovers(p, present);
        if (!evenByes && p.bye !== null) expect(p.bye).toBe(p.order[p.order.length - 1]);
      }),
      { numRuns: 300 },
    );
  });

  it('with a repeat gap and a colour limit: a pairing is found exactly when one exists, and keeps the rules', () => {
    fc.assert(
      fc.property(scenario, ({ competition, present, gap, max, evenByes }) => {
        const exists = pairingExists(competition, present, gap, max);
        const run = () =>
          pairKeizerRound(competition, present, {
            pairing: { repeatGap: gap, maxSameColour: max, evenByes },
          });
        if (!exists) {
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(InputError);
          expect((error as InputError).detail).toMatch(/^no pairing possible for round \d+/);
          return;
        }
        const p = run();
        expectCovers(p, present);
        const f = factsOf(competition);
        for (const b of p.boards) {
          const last = f.lastMet.get(key(b.white, b.black));
          if (last !== undefined) expect(p.round - last).toBeGreaterThan(gap);
          expect(colourOk(f, b.white, 'w', max)).toBe(true);
          expect(colourOk(f, b.black, 'b', max)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
