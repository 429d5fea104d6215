import {
  aproValues,
  appoValues,
  aroValues,
  NO_CUT,
  ptpValues,
  rtngValues,
  tprValues,
} from '../../../../src/core/tiebreaks/ratings/ratingCodes';
import { buildTournament, dtv2 } from '../d2Builder';

const all = { rounds: 5 };

describe('rating tie-breaks on club-systems.md D-TV2 (all games played)', () => {
  const t = dtv2();

  it('ARO', () => {
    expect(aroValues(t, NO_CUT, all)).toEqual([1860, 1880, 1880, 1840, 1860, 1800, 1840, 1840]);
  });

  it('ARO/C1', () => {
    expect(aroValues(t, { low: 1, high: 0 }, all)).toEqual([
      1950, 1950, 1950, 1925, 1950, 1875, 1925, 1900,
    ]);
  });

  it('TPR', () => {
    expect(tprValues(t, all)).toEqual([2226, 1880, 1952, 2080, 1494, 1728, 1840, 1600]);
  });

  it('PTP', () => {
    expect(ptpValues(t, all)).toEqual([2303, 1879, 1971, 2192, 1372, 1702, 1847, 1539]);
  });

  it('ARO/M1 drops the lowest and the highest rating', () => {
    // P1 met 1800, 2100, 1900, 2000, 1500 → 1800, 1900, 2000 → 1900
    expect(aroValues(t, { low: 1, high: 1 }, all)[0]).toBe(1900);
    // P8 met 1900, 1700, 1800, 1600, 2200 → 1700, 1800, 1900 → 1800
    expect(aroValues(t, { low: 1, high: 1 }, all)[7]).toBe(1800);
  });

  it('APRO and APPO average the opponents’ TPR and PTP, half up', () => {
    // P1's opponents 5, 2, 4, 3, 8: TPR 1494, 1880, 2080, 1952, 1600 → 9006 / 5 = 1801.2
    expect(aproValues(t, all)[0]).toBe(1801);
    // PTP 1372, 1879, 2192, 1971, 1539 → 8953 / 5 = 1790.6
    expect(appoValues(t, all)[0]).toBe(1791);
  });

  it('RTNG is the own rating', () => {
    expect(rtngValues(t, {})).toEqual([2200, 2100, 2000, 1900, 1800, 1700, 1600, 1500]);
  });

  it('standings after round 3 only count rounds 1–3', () => {
    // P1 after three rounds: 1800, 2100, 1900 → ARO 1933.3; 2.5 / 3 = 83 % → dp 273
    expect(aroValues(t, NO_CUT, { rounds: 3 })[0]).toBe(1933);
    expect(tprValues(t, { rounds: 3 })[0]).toBe(1933 + 273);
  });
});

describe('D-TV3: P8 does not show up in round 5 (forfeit)', () => {
  const t = dtv2({ 1: '5w1 2b= 4b1 3w1 8b+', 8: '4w0 6b0 5w= 7w= 1w-' });

  it('excludes the forfeit opponent from ARO and TPR (C.07 15.2)', () => {
    expect(aroValues(t, NO_CUT, all)[0]).toBe(1950);
    expect(tprValues(t, all)[0]).toBe(2286); // 3.5 / 4 = 0.875 → 88 % → +336
    expect(aroValues(t, NO_CUT, all)[7]).toBe(1750);
    expect(tprValues(t, all)[7]).toBe(1557);
  });

  it('keeps excluding forfeits in a round robin', () => {
    const rr = { ...t, system: 'round-robin' as const };
    expect(aroValues(rr, NO_CUT, all)[0]).toBe(1950);
  });
});

describe('unplayed rounds and the unrated rule', () => {
  it('byes and forfeits are not games; a participant without games has no value', () => {
    const t = buildTournament([
      { rounds: '2w1 U 3b-', rating: 2000 },
      { rounds: '1b0 3w1 H', rating: 1800 },
      { rounds: 'Z 2b0 1w+', rating: 1600 },
      { rounds: 'X X X', rating: 1500 },
    ]);
    const opts = { rounds: 3 };
    expect(aroValues(t, NO_CUT, opts)).toEqual([1800, 1800, 1800, null]);
    // P1: one win vs 1800 → 100 % → +800; P2: 1 / 2 vs 2000, 1600 → 1800 + 0
    expect(tprValues(t, opts)).toEqual([2600, 1800, 1000, null]);
    // P2 (1 of 2 vs 2000 and 1600): at 1798 the differences −202 / +198 give 0.24 + 0.76 = 1;
    // at 1797, −203 / +197 give 0.24 + 0.75
    expect(ptpValues(t, opts)).toEqual([1800 + 736, 1798, 1800 - 800, null]);
    // ARO/C1 of a player with one game cuts everything
    expect(aroValues(t, { low: 1, high: 0 }, opts)).toEqual([null, 2000, null, null]);
  });

  it('unrated games (W/D/L) are played over the board and count', () => {
    const t = buildTournament([
      { rounds: '2wW', rating: 2000 },
      { rounds: '1bL', rating: 1800 },
    ]);
    expect(aroValues(t, NO_CUT, { rounds: 1 })).toEqual([1800, 2000]);
  });

  it('gives null to everybody when someone is unrated and no rating for unrated players is set', () => {
    const t = buildTournament([
      { rounds: '2w1', rating: 2000 },
      { rounds: '1b0' },
      { rounds: 'U', rating: 1700 },
    ]);
    const opts = { rounds: 1 };
    expect(aroValues(t, NO_CUT, opts)).toEqual([null, null, null]);
    expect(tprValues(t, opts)).toEqual([null, null, null]);
    expect(ptpValues(t, opts)).toEqual([null, null, null]);
    expect(aproValues(t, opts)).toEqual([null, null, null]);
    expect(appoValues(t, opts)).toEqual([null, null, null]);
    expect(rtngValues(t, {})).toEqual([null, null, null]);
    const u = { rounds: 1, unratedRating: 1400 };
    expect(aroValues(t, NO_CUT, u)).toEqual([1400, 2000, null]);
    expect(rtngValues(t, u)).toEqual([2000, 1400, 1700]);
  });

  it('reads the national rating when nobody has a FIDE rating, never a mixture', () => {
    const dwzOnly = buildTournament([
      { rounds: '2w1', nationalRating: 1650 },
      { rounds: '1b0', nationalRating: 1450 },
    ]);
    expect(aroValues(dwzOnly, NO_CUT, { rounds: 1 })).toEqual([1450, 1650]);
    const mixed = buildTournament([
      { rounds: '2w1', rating: 2000, nationalRating: 1950 },
      { rounds: '1b0', nationalRating: 1450 },
    ]);
    expect(aroValues(mixed, NO_CUT, { rounds: 1 })).toEqual([null, null]);
  });
});

describe('PTP edge cases', () => {
  it('a zero score is 800 below the lowest opponent; a perfect score is the highest + 736', () => {
    const t = buildTournament([
      { rounds: '2w0 3b0', rating: 1500 },
      { rounds: '1b1 3w1', rating: 1900 },
      { rounds: '4w1 1w1', rating: 2100 },
      { rounds: '3b0 U', rating: 1000 },
    ]);
    const ptp = ptpValues(t, { rounds: 2 });
    expect(ptp[0]).toBe(1900 - 800);
    expect(ptp[1]).toBe(2100 + 736);
  });

  it('is the lowest rating whose expected score reaches the score', () => {
    // one draw against a 2000 player: PD(0…3) = 0.50 → 1996 gives 0.49, 1997 gives 0.50
    const t = buildTournament([
      { rounds: '2w=', rating: 1500 },
      { rounds: '1b=', rating: 2000 },
    ]);
    expect(ptpValues(t, { rounds: 1 })[0]).toBe(1997);
  });
});
