/**
 * 20 tournaments the DSB evaluated (ELOBASE, 1995–2007; test/fixtures/ratings/dwz/
 * dsb_elobase_tournaments_gamesratings.csv): a player's DWZ and E, the opponents' DWZ and the
 * results, with the official We, new DWZ and performance. We is the sum of P(D) of the normal
 * distribution rounded to three decimals per game (WO 3.3); Rn = Ro + 800 (W − We) / (E + n)
 * (WO 3.5.2); the performance the DWZ at which We = W (WO 3.6), by the WO's iteration.
 */
import { classicNewRating, performance } from '../../../src/core/ratings';
import { expectedThousandths } from '../../../src/core/ratings/dwz/performance';
import { csvRows } from './fixtures';

const rows = csvRows('dwz/dsb_elobase_tournaments_gamesratings.csv').map(r => ({
  file: r.test_file,
  ro: Number(r.Ro),
  e: Number(r.E_used),
  opponents: r.opponent_dwz.split(';').map(Number),
  results: r.results.split(';').map(Number),
  rn: Number(r.official_Rn),
  we: Math.round(Number(r.official_We) * 1000),
  performance: Number(r.official_performance),
}));

const score = (results: readonly number[]) => results.reduce((a, b) => a + b, 0);

describe.each(rows.map(r => [r.file, r] as const))('ELOBASE %s', (_file, r) => {
  it('gives the official We (P rounded to 3 decimals per game)', () => {
    expect(expectedThousandths(r.ro, r.opponents)).toBe(r.we);
  });

  it('gives the official new DWZ with the E used', () => {
    const we = expectedThousandths(r.ro, r.opponents);
    expect(classicNewRating(r.ro, score(r.results), we, r.e, r.opponents.length)).toBe(r.rn);
  });
});

describe('ELOBASE performances (WO 3.6: We = W)', () => {
  // 213: the DSB printed 2125; the exact solution of We = W is 2124.41, and the WO's iteration
  // (from Rc + D(p) = 2122, whole-point steps) stops at 2124. No rounding of the exact solution
  // gives all 20 (it misses 204 and 217 too, which the iteration gets right).
  const deviating = new Set(['213.DWZ.t']);

  it.each(rows.filter(r => !deviating.has(r.file)).map(r => [r.file, r] as const))(
    '%s: the official performance',
    (_file, r) => {
      expect(performance(score(r.results), r.opponents)).toBe(r.performance);
    },
  );

  it.each(rows.filter(r => deviating.has(r.file)).map(r => [r.file, r] as const))(
    '%s: one below the official performance (explained deviation)',
    (_file, r) => {
      expect(performance(score(r.results), r.opponents)).toBe(r.performance - 1);
    },
  );
});
