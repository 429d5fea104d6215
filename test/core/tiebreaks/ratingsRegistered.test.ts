import { computeTiebreaks, explainTiebreak, parseTiebreakCode } from '../../../src/core/tiebreaks';
import { dtv2 } from './d2Builder';

describe('rating and club codes through the engine API', () => {
  const t = dtv2();

  it('computes D-TV2 through computeTiebreaks', () => {
    const cols = computeTiebreaks(t, ['ARO', 'ARO/C1', 'TPR', 'PTP', 'SOR', 'RBH', 'BH']);
    expect(cols.map(c => c.code)).toEqual(['ARO', 'ARO/C1', 'TPR', 'PTP', 'SOR', 'RBH', 'BH']);
    expect(cols[0].values).toEqual([1860, 1880, 1880, 1840, 1860, 1800, 1840, 1840]);
    expect(cols[1].values).toEqual([1950, 1950, 1950, 1925, 1950, 1875, 1925, 1900]);
    expect(cols[2].values).toEqual([2226, 1880, 1952, 2080, 1494, 1728, 1840, 1600]);
    expect(cols[3].values).toEqual([2303, 1879, 1971, 2192, 1372, 1702, 1847, 1539]);
    expect(cols[4].values).toEqual([9300, 9400, 9400, 9200, 9300, 9000, 9200, 9200]);
    expect(cols[5].values).toEqual([67, 56, 63.5, 67.5, 57, 68.5, 62, 58.5]);
    expect(cols[6].values).toEqual([11, 16, 12, 11, 14.5, 9.5, 12.5, 13.5]);
  });

  it('parses the modifiers each code takes and rejects the others', () => {
    expect(parseTiebreakCode('aro/m1').canonical).toBe('ARO/M1');
    expect(parseTiebreakCode('TPR/U1400').unratedRating).toBe(1400);
    expect(parseTiebreakCode('RTNG/R').reverse).toBe(true);
    expect(parseTiebreakCode('DE/P').forfeitsAsPlayed).toBe(true);
    expect(parseTiebreakCode('RBH/C1').cutLow).toBe(1);
    expect(() => parseTiebreakCode('TPR/C1')).toThrow(/does not apply to TPR/);
    expect(() => parseTiebreakCode('LOT/C1')).toThrow(/does not apply to LOT/);
  });

  it('takes the rating for unrated players from the code or the option', () => {
    const u = dtv2();
    const unrated = {
      ...u,
      participants: u.participants.map((p, i) => (i === 7 ? { ...p, rating: undefined } : p)),
    };
    expect(computeTiebreaks(unrated, ['ARO'])[0].values.every(v => v === null)).toBe(true);
    expect(computeTiebreaks(unrated, ['ARO/U1500'])[0].values).toEqual(
      computeTiebreaks(t, ['ARO'])[0].values,
    );
    expect(computeTiebreaks(unrated, ['ARO'], { unratedRating: 1500 })[0].values).toEqual(
      computeTiebreaks(t, ['ARO'])[0].values,
    );
  });

  it('explains ARO/C1 with the cut game marked', () => {
    const e = explainTiebreak(t, 0, 'ARO/C1');
    expect(e.value).toBe(1950);
    expect(e.rows.map(r => r.contribution)).toEqual([1800, 2100, 1900, 2000, 1500]);
    expect(e.rows.map(r => r.cut)).toEqual([false, false, false, false, true]);
    expect(e.summary).toMatch(/7800 \/ 4 games/);
  });

  it('explains TPR with ARO and dp', () => {
    expect(explainTiebreak(t, 0, 'TPR').summary).toMatch(/ARO 1860 \+ 366 for 4.5 \/ 5 = 90 %/);
  });

  it('ARO/C1/V2022: an unplayed round uses up the cut first (old rapid/blitz rule)', () => {
    const d3 = dtv2({ 1: '5w1 2b= 4b1 3w1 8b+', 8: '4w0 6b0 5w= 7w= 1w-' });
    // P1 met 1800, 2100, 1900, 2000 over the board; round 5 was a forfeit
    expect(computeTiebreaks(d3, ['ARO/C1'])[0].values[0]).toBe(2000); // cut 1800: 6000 / 3
    expect(computeTiebreaks(d3, ['ARO/C1/V2022'])[0].values[0]).toBe(1950); // forfeit took the cut
    // with every round played the rule makes no difference
    expect(computeTiebreaks(t, ['ARO/C1/V2022'])[0].values).toEqual(
      computeTiebreaks(t, ['ARO/C1'])[0].values,
    );
  });
});
