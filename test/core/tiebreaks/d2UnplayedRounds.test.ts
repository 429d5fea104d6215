/**
 * Every kind of unplayed round against every code of D2's (rating codes, DE, club systems), on
 * one 6-player, 4-round Swiss worked by hand:
 *
 *   R1: 1–2 1-0, 3–4 forfeit (3 wins), 5–6 ½
 *   R2: 1–3 ½ (3 white), 2 half-point bye, 4–5 1-0, 6 pairing-allocated bye
 *   R3: 1–4 double forfeit, 2–6 won by 2 in under one move (TRF W/L: played, unrated),
 *       3 zero-point bye, 5 full-point bye
 *   R4: 5–1 1-0, 2–3 0-1, 4 withdrawn, 6 pairing-allocated bye
 *
 * Points: 1 1.5, 2 1.5, 3 2.5, 4 1, 5 2.5, 6 2.5. Ratings 2000 … 1500, DWZ 50 lower each.
 */
import { computeTiebreaks } from '../../../src/core/tiebreaks';
import type { Tournament } from '../../../src/core/model/types';
import { buildTournament } from './d2Builder';

const t: Tournament = buildTournament(
  [
    '2w1 3b= 4w# 5b0',
    '1b0 H 6wW 3w0',
    '4w+ 1w= Z 2b1',
    '3b- 5w1 1b# X',
    '6w= 4b0 F 1w1',
    '5b= U 2bL U',
  ].map((rounds, i) => ({ rounds, rating: 2000 - 100 * i, nationalRating: 1950 - 100 * i })),
);

function values(code: string, afterRound?: number): (number | null)[] {
  return computeTiebreaks(t, ['PTS', code], afterRound === undefined ? {} : { afterRound })[1]
    .values;
}

describe('unplayed rounds, D2 codes', () => {
  it('points as worked above', () => {
    expect(values('PTS')).toEqual([1.5, 1.5, 2.5, 1, 2.5, 2.5]);
  });

  // games over the board (the unrated W/L game included, forfeits and byes not):
  // 1: 1900 (1), 1800 (½), 1600 (0)   2: 2000 (0), 1500 (1), 1800 (0)   3: 2000 (½), 1900 (1)
  // 4: 1600 (1)                        5: 1500 (½), 1700 (0), 2000 (1)   6: 1600 (½), 1900 (0)
  it('ARO: 5300/3 → 1767, 1767, 1950, 1600, 5200/3 → 1733, 1750', () => {
    expect(values('ARO')).toEqual([1767, 1767, 1950, 1600, 1733, 1750]);
  });

  it('ARO/C1: cutting the only game leaves no value (4)', () => {
    expect(values('ARO/C1')).toEqual([1850, 1900, 2000, null, 1850, 1900]);
  });

  it('TPR: 50 % → +0, 33 % → −125, 75 % → +193, 100 % → +800, 25 % → −193', () => {
    expect(values('TPR')).toEqual([1767, 1642, 2143, 2400, 1733, 1557]);
  });

  it('PTP: 1 needs 1768 (1767 gives .32 + .45 + .72 = 1.49); 4 with 100 % → 1600 + 736', () => {
    const ptp = values('PTP');
    expect(ptp[0]).toBe(1768);
    expect(ptp[3]).toBe(2336);
  });

  it('APRO: 4 met only 5 (TPR 1733); 6 met 5 and 2: (1733 + 1642) / 2 = 1687.5 → 1688', () => {
    const apro = values('APRO');
    expect(apro[3]).toBe(1733);
    expect(apro[5]).toBe(1688);
  });

  it('RTNG does not care about unplayed rounds', () => {
    expect(values('RTNG')).toEqual([2000, 1900, 1800, 1700, 1600, 1500]);
  });

  it('SOR sums the same games as ARO', () => {
    expect(values('SOR')).toEqual([5300, 5300, 3900, 1600, 5200, 3500]);
  });

  it('DWZP: 1: 1717 + 0; 2: 5150/3 → 1717 − 125; 4: 1550 + 677; 6: 1700 − 193', () => {
    const rp = values('DWZP');
    expect([rp[0], rp[1], rp[3], rp[5]]).toEqual([1717, 1592, 2227, 1507]);
  });

  it('SWIN counts the forfeit win and the unrated win, not the byes', () => {
    expect(values('SWIN')).toEqual([1, 1, 2, 1, 1, 0]);
  });

  it('SWINB: only 3’s round-4 win was with black', () => {
    expect(values('SWINB')).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it('LECH: regular games 10 + 5·res, forfeit win 10, forfeit loss and double forfeit 1, byes 0', () => {
    // 1: 15 + 12.5 + 1 + 10; 2: 10 + 0 + 15 + 10; 3: 10 + 12.5 + 0 + 15; 4: 1 + 15 + 1 + 0;
    // 5: 12.5 + 10 + 0 + 15; 6: 12.5 + 0 + 10 + 0
    expect(values('LECH')).toEqual([38.5, 35, 37.5, 17, 37.5, 22.5]);
  });

  it('RBH adds the opponents’ Buchholz over the games over the board', () => {
    const cols = computeTiebreaks(t, ['BH', 'RBH']);
    const bh = cols[0].values as number[];
    expect(cols[1].values).toEqual([
      bh[1] + bh[2] + bh[4],
      bh[0] + bh[5] + bh[2],
      bh[0] + bh[1],
      bh[4],
      bh[5] + bh[3] + bh[0],
      bh[4] + bh[1],
    ]);
  });

  it('DE: 1 beat 2 on 1.5; 3, 5 and 6 on 2.5 only have 5–6 ½ among them → not separated', () => {
    expect(values('DE')).toEqual([1, 2, 0, 0, 0, 0]);
    expect(values('DE/P')).toEqual([1, 2, 0, 0, 0, 0]);
  });

  it('DE after round 1: 1 and 3 did not meet; 2 and 4 only through a forfeit, which /P counts', () => {
    // after round 1: 1 → 1, 3 → 1 (forfeit), 2 → 0, 4 → 0, 5 and 6 → ½
    expect(values('DE', 1)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('a forfeit inside a tied group: left out by DE, counted by DE/P (C.07 6.1.1)', () => {
    // 1 beat 2 by forfeit, then lost to 3; 2 beat 4: 1 and 2 both on 1 point
    const f = buildTournament(
      ['2w+ 3b0', '1b- 4w1', '4w1 1w1', '3b0 2b0'].map(rounds => ({ rounds })),
    );
    expect(computeTiebreaks(f, ['PTS', 'DE', 'DE/P']).map(c => c.values)).toEqual([
      [1, 1, 2, 0],
      [0, 0, 0, 0],
      [1, 2, 0, 0],
    ]);
    // in a round robin forfeits are games anyway (Art. 15.2)
    expect(computeTiebreaks(f, ['DE'], { system: 'round-robin' })[0].values).toEqual([1, 2, 0, 0]);
  });

  it('every code gives null for everybody when someone is unrated (except the non-rating ones)', () => {
    const u: Tournament = {
      ...t,
      participants: t.participants.map((p, i) =>
        i === 5 ? { ...p, rating: undefined, nationalRating: undefined } : p,
      ),
    };
    for (const code of ['ARO', 'ARO/C1', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG', 'SOR', 'DWZP']) {
      expect(computeTiebreaks(u, [code])[0].values).toEqual([null, null, null, null, null, null]);
    }
    expect(computeTiebreaks(u, ['SWIN'])[0].values).toEqual([1, 1, 2, 1, 1, 0]);
    expect(computeTiebreaks(u, ['TPR/U1500'])[0].values).toEqual(values('TPR'));
  });
});
