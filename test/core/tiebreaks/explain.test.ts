/**
 * explainTiebreak: for every code of the own-result and opponent families, the contributions
 * not cut add up to the value; notes name the VUR cut and the dummy opponent.
 */
import { roundTo } from '../../../src/core/numbers';
import { computeTiebreaks, explainTiebreak, RULE_SETS } from '../../../src/core/tiebreaks';
import { randomSwiss } from './random';
import { build } from './fixtures-explain';

const CODES = [
  'PTS',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'GE',
  'STD',
  'TPN',
  'SNO',
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
  'SB/M1',
  'KS',
  'KS/L+1',
  'KS/L40',
];

const sumOfRows = (rows: { contribution: number | null; cut: boolean }[]) =>
  rows.reduce((s, r) => s + (r.contribution !== null && !r.cut ? r.contribution : 0), 0);

describe('explanations add up', () => {
  const t = randomSwiss(14, 7, 20240801, { unplayed: true });
  it.each(RULE_SETS)('every code, every participant, %s', rules => {
    const values = computeTiebreaks(t, CODES, { rules });
    for (const [k, code] of CODES.entries()) {
      for (let i = 0; i < t.participants.length; i++) {
        const e = explainTiebreak(t, i, code, { rules });
        expect(e.value).toBe(values[k].values[i]);
        const sum = sumOfRows(e.rows);
        // AOB: each opponent's share of the average; the value is rounded to 2 decimals.
        const expected = code.startsWith('AOB') ? (e.value === null ? 0 : e.value) : e.value;
        const got = code.startsWith('AOB') ? roundTo(sum, 2) : sum;
        expect([code, i, got]).toEqual([code, i, expected]);
        expect(e.summary).toMatch(/=/);
      }
    }
  });
});

describe('explanation rows', () => {
  // P1: W (P2), half-point bye (R3, a VUR), L (P4); opponents P2 2.5, P3 0.5, P4 3
  const vur = build();
  it('BH/C1 marks the VUR dummy as cut, with the 16.5 note, and shows the dummy without an opponent', () => {
    const e = explainTiebreak(vur, 0, 'BH/C1', { rules: 'fide-2026' });
    expect(e.value).toBe(6);
    expect(e.rows.map(r => [r.round, r.opponent, r.opponentScore, r.contribution, r.cut])).toEqual([
      [1, 2, 2.5, 2.5, false],
      [2, 3, 0.5, 0.5, false],
      [3, null, 2, 2, true],
      [4, 4, 3, 3, false],
    ]);
    expect(e.rows[2].result).toBe('half-point bye');
    expect(e.rows[2].note).toMatch(/dummy opponent: own score 2.5 capped at 2.*16\.4\.2/);
    expect(e.rows[2].note).toMatch(/cut first \(Art\. 16\.5\)/);
    expect(e.summary).toBe('Buchholz Cut-1 = 6 (sum of 3 of 4 contributions; 1 cut)');
  });
  it('SB shows score × points, and 2024 dummies without a cap', () => {
    const e = explainTiebreak(vur, 0, 'SB', { rules: 'fide-2024' });
    expect(e.rows.map(r => r.contribution)).toEqual([2.5, 0.5, 1.25, 0]);
    expect(e.rows[2].note).toBe('dummy opponent: own score 2.5 (Art. 16.4)');
    expect(e.value).toBe(4.25);
  });
  it('a forfeit win capped by the scheduled opponent (16.4.1) names that opponent', () => {
    const e = explainTiebreak(vur, 1, 'BH', { rules: 'fide-2026' });
    // P2 (2.5) beat P6 by forfeit in R4: P6 has 1 point (the pairing bye) → dummy capped at 1
    expect(e.rows[3]).toMatchObject({
      opponent: null,
      opponentScore: 1,
      contribution: 1,
      result: '+',
    });
    expect(e.rows[3].note).toMatch(
      /own score 2.5 capped at the scheduled opponent's adjusted score 1 \(Art\. 16\.4\.1\).*No\. 6/,
    );
  });
  it('the FIDE 2009 virtual opponent is named', () => {
    const e = explainTiebreak(vur, 0, 'BH', { rules: 'fide-2009' });
    expect(e.rows[2]).toMatchObject({ opponent: null, opponentScore: 3, contribution: 3 });
    expect(e.rows[2].note).toMatch(/virtual opponent \(FIDE 2009\)/);
  });
  it('ignore leaves unplayed rounds out of the sum', () => {
    const e = explainTiebreak(vur, 0, 'BH', { rules: 'ignore' });
    expect(e.rows[2]).toMatchObject({
      contribution: null,
      cut: false,
      note: 'not an element of the sum',
    });
    expect(e.value).toBe(6);
  });
  it('rejects a participant index that does not exist', () => {
    expect(() => explainTiebreak(vur, 6, 'BH')).toThrow(/no participant/);
  });
});
