/**
 * Cut-1 sums (BH/C1, SB/C1, FB/C1) are computed for the whole field in one pass over each
 * participant's rounds; the explanation's rows are cut by sumWithCuts, the general cut of every
 * modifier. The rows not cut must add up to the computed value for every participant, with the
 * VURs of Art. 16.5 and ties between least significant elements.
 */
import { computeTiebreaks, explainTiebreak, RULE_SETS } from '../../../src/core/tiebreaks';
import type { ExplanationRow } from '../../../src/core/tiebreaks/types';
import { randomSwiss } from './random';

const CODES = ['BH/C1', 'SB/C1', 'FB/C1'];

const uncut = (rows: readonly ExplanationRow[]) =>
  rows.reduce((s, r) => s + (r.contribution !== null && !r.cut ? r.contribution : 0), 0);

describe('Cut-1 sums of the whole field agree with the general cut', () => {
  it.each(RULE_SETS)('%s, random Swiss events with every kind of unplayed round', rules => {
    for (let seed = 1; seed <= 40; seed++) {
      const t = randomSwiss(10 + (seed % 7) * 5, 5 + (seed % 5), seed, { unplayed: true });
      const columns = computeTiebreaks(t, CODES, { rules });
      for (const [k, code] of CODES.entries()) {
        const values = columns[k].values;
        const rowSums = values.map((_, i) => uncut(explainTiebreak(t, i, code, { rules }).rows));
        expect([code, seed, values]).toEqual([code, seed, rowSums]);
      }
    }
  });
});
