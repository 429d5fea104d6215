/**
 * Invariants on random tournaments (fast-check): they hold by the definitions, whatever the
 * data, so a failure points at the engine.
 */
import fc from 'fast-check';
import { computeTiebreaks, RULE_SETS } from '../../../src/core/tiebreaks';
import type { RuleSet } from '../../../src/core/tiebreaks';
import { randomRoundRobin, randomSwiss, renumber } from './random';

const swissArb = (unplayed: boolean) =>
  fc
    .record({
      n: fc.integer({ min: 2, max: 18 }),
      rounds: fc.integer({ min: 1, max: 9 }),
      seed: fc.integer(),
      rules: fc.constantFrom<RuleSet>(...RULE_SETS),
    })
    .map(x => ({ ...x, t: randomSwiss(x.n, x.rounds, x.seed, { unplayed }) }));

const OWN_AND_OPPONENT_CODES = [
  'PTS',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'STD',
  'PS',
  'PS/C1',
  'BH',
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'BH/M2',
  'FB',
  'FB/C1',
  'AOB',
  'AOB/F',
  'SB',
  'SB/C1',
  'SB/C2',
  'KS',
  'KS/L+1',
  'KS/L40',
];

function byCode(t: Parameters<typeof computeTiebreaks>[0], codes: string[], rules: RuleSet) {
  const out: Record<string, (number | null)[]> = {};
  for (const c of computeTiebreaks(t, codes, { rules })) out[c.code] = c.values;
  return out;
}

describe('properties', () => {
  it('SB ≤ BH when every round was played over the board (and a pairing bye counts as a full game)', () => {
    fc.assert(
      fc.property(swissArb(false), ({ t, rules }) => {
        const v = byCode(t, ['SB', 'BH'], rules);
        return v.SB.every((sb, i) => (sb as number) <= (v.BH[i] as number) + 1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('cuts never raise Buchholz or Sonneborn-Berger (byes, forfeits and withdrawals included)', () => {
    fc.assert(
      fc.property(swissArb(true), ({ t, rules }) => {
        const v = byCode(
          t,
          ['BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2', 'FB', 'FB/C1', 'SB', 'SB/C1', 'SB/C2'],
          rules,
        );
        const le = (a: string, b: string) =>
          v[a].every((x, i) => (x as number) <= (v[b][i] as number) + 1e-9);
        return (
          le('BH/C1', 'BH') &&
          le('BH/C2', 'BH/C1') &&
          le('BH/M1', 'BH/C1') &&
          le('BH/M2', 'BH/M1') &&
          le('FB/C1', 'FB') &&
          le('SB/C1', 'SB') &&
          le('SB/C2', 'SB/C1')
        );
      }),
      { numRuns: 200 },
    );
  });

  it('renumbering the participants changes no value', () => {
    fc.assert(
      fc.property(
        swissArb(true).chain(x =>
          fc
            .shuffledSubarray(
              Array.from({ length: x.n }, (_, i) => i),
              { minLength: x.n, maxLength: x.n },
            )
            .map(perm => ({ ...x, perm })),
        ),
        ({ t, rules, perm }) => {
          const before = byCode(t, OWN_AND_OPPONENT_CODES, rules);
          const u = renumber(t, perm);
          const after = byCode(u, OWN_AND_OPPONENT_CODES, rules);
          return OWN_AND_OPPONENT_CODES.every(code =>
            t.participants.every((p, i) => {
              const j = u.participants.findIndex(q => q.startNo === perm[p.startNo - 1] + 1);
              return before[code][i] === after[code][j];
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('in a round robin without unplayed rounds, equal points mean equal Buchholz', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 14 }),
        fc.integer(),
        fc.constantFrom<RuleSet>(...RULE_SETS),
        (n, seed, rules) => {
          const t = randomRoundRobin(n, seed);
          const v = computeTiebreaks(t, ['PTS', 'BH'], { rules, system: 'round-robin' });
          const [pts, bh] = [v[0].values as number[], v[1].values as number[]];
          return pts.every((p, i) => pts.every((q, j) => p !== q || bh[i] === bh[j]));
        },
      ),
      { numRuns: 200 },
    );
  });
});
