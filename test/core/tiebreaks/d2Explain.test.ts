import { explainTiebreak } from '../../../src/core/tiebreaks';
import { buildTournament, dtv2 } from './d2Builder';

describe('explanations of D2’s codes', () => {
  const t = dtv2({ 1: '5w1 2b= 4b1 3w1 8b+', 8: '4w0 6b0 5w= 7w= 1w-' });

  it('ARO notes the forfeit that rating tie-breaks leave out', () => {
    const e = explainTiebreak(t, 0, 'ARO');
    expect(e.value).toBe(1950);
    expect(e.rows[4].contribution).toBeNull();
    expect(e.rows[4].note).toMatch(/not a game over the board/);
    expect(e.summary).toMatch(/7800 \/ 4 games/);
  });

  it('PTP and APRO have summaries and per-opponent rows', () => {
    expect(explainTiebreak(t, 0, 'PTP').summary).toMatch(/expected score reaches 3.5 in 4 games/);
    const apro = explainTiebreak(t, 0, 'APRO');
    expect(apro.rows.filter(r => r.contribution !== null)).toHaveLength(4);
  });

  it('says why a rating code has no value', () => {
    const u = {
      ...t,
      participants: t.participants.map((p, i) => (i === 2 ? { ...p, rating: undefined } : p)),
    };
    const e = explainTiebreak(u, 0, 'TPR');
    expect(e.value).toBeNull();
    expect(e.summary).toMatch(/no rating.*\/U/);
  });

  it('DE shows the games inside the points group', () => {
    const d = dtv2();
    // P2 and P7 on 2.5 drew in round 5
    const e = explainTiebreak(d, 1, 'DE');
    expect(e.value).toBe(0);
    expect(e.rows.map(r => r.contribution)).toEqual([null, null, null, null, 0.5]);
    expect(e.summary).toMatch(/2 participants on the same points/);
  });

  it('LECH gives each round’s points and the reason', () => {
    const l = buildTournament([
      { rounds: '2w1 U', ends: { 0: { type: 'default', defaulter: 'opponent' } } },
      { rounds: '1b0 U', ends: { 0: { type: 'default', defaulter: 'self' } } },
    ]);
    const e = explainTiebreak(l, 0, 'LECH');
    expect(e.value).toBe(10);
    expect(e.rows.map(r => r.contribution)).toEqual([10, 0]);
    expect(e.rows[0].note).toMatch(/opponent defaulted/);
  });

  it('LOT tells where the hidden order comes from', () => {
    expect(explainTiebreak(t, 0, 'LOT', { seed: 'x' }).summary).toMatch(/given seed/);
    expect(explainTiebreak(t, 0, 'LOT').summary).toMatch(/name and participants/);
  });

  it('RBH names the Buchholz it adds', () => {
    expect(explainTiebreak(dtv2(), 0, 'RBH/C1').summary).toMatch(/opponents’ BH\/C1/);
  });
});
