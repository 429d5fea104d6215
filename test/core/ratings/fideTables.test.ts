/**
 * FIDE's tables 8.1.1 and 8.1.2 (B.02, 1 March 2024) as FIDE prints them
 * (test/fixtures/ratings/fide): the rating calculation reads PD from table 8.1.2 for every
 * difference, never from the logistic formula, and the first rating reads dp from table 8.1.1.
 */
import { fideRulesOn, gameExpectation } from '../../../src/core/ratings';
import {
  expectedScoreHundredths,
  ratingDifference,
} from '../../../src/core/tiebreaks/ratings/fideTables';
import { csvRows } from './fixtures';

const table812 = csvRows('fide/fide_table_8_1_2.csv');
const table811 = csvRows('fide/fide_table_8_1_1.csv');

describe('table 8.1.2 (PD by rating difference)', () => {
  it('has the 51 rows of the regulations', () => {
    expect(table812).toHaveLength(51);
  });

  it('gives PD for every difference of every row, for the higher and the lower rated player', () => {
    for (const row of table812) {
      const from = Number(row.D_from);
      const to = row.D_to === '' ? 1000 : Number(row.D_to);
      for (let d = from; d <= to; d++) {
        expect(expectedScoreHundredths(d)).toBe(Math.round(Number(row.PD_higher) * 100));
        expect(expectedScoreHundredths(-d)).toBe(Math.round(Number(row.PD_lower) * 100));
      }
    }
  });

  it('is what a game reads for differences up to the 400-point cap', () => {
    const rules = fideRulesOn('2025-11-01', 'standard');
    for (const row of table812) {
      const d = Number(row.D_from);
      if (d > 400) continue;
      expect(gameExpectation(2000 + d, 2000, rules).pd).toBe(
        Math.round(Number(row.PD_higher) * 100),
      );
      expect(gameExpectation(2000, 2000 + d, rules).pd).toBe(
        Math.round(Number(row.PD_lower) * 100),
      );
    }
  });
});

describe('table 8.1.1 (dp by fractional score)', () => {
  it('gives dp for every p from 0.00 to 1.00', () => {
    expect(table811).toHaveLength(101);
    for (const row of table811) {
      expect(ratingDifference(Math.round(Number(row.p) * 100))).toBe(Number(row.dp));
    }
  });
});
