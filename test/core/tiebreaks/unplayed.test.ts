/**
 * Byes, forfeits and withdrawals, code by code, with values worked by hand from C.07 (2024 and
 * 2026 texts). Each tournament is small enough to check on paper; the working is in comments.
 */
import { InputError } from '../../../src/core/errors';
import { computeTiebreaks, explainTiebreak } from '../../../src/core/tiebreaks';
import type { RuleSet, TiebreakOptions } from '../../../src/core/tiebreaks';
import { pointSystem } from '../../../src/core/model/points';
import { build, column } from './build';
import { dtv2 } from './fixtures';

const values = (t: ReturnType<typeof build>, code: string, options: TiebreakOptions = {}) =>
  column(computeTiebreaks(t, [code], options), code);

/**
 * Every kind of unplayed round, 6 players, 4 rounds:
 * P1 pairing-allocated bye (R2), forfeit win (R3); P2/P3 double forfeit (R2); P2 half-point bye
 * in the last round; P3 forfeit loss (R3); P5 withdrawn before R4; P6 full-point bye (R2).
 * Scores: P1 3.5, P2 1, P3 1, P4 2, P5 2, P6 2.
 */
const mixed = build([
  '2w1 U   3b+ 4w=',
  '1b0 3w* 5b= H',
  '4w0 2b* 1w- 6b1',
  '3b1 5w0 6w= 1b=',
  '6b= 4b1 2w= X',
  '5w= F   4b= 3w0',
]);

describe('own-result codes with byes and forfeits', () => {
  it('PTS', () => expect(values(mixed, 'PTS')).toEqual([3.5, 1, 1, 2, 2, 2]));
  it('WIN counts every round scored as a win: game, pairing bye, forfeit win, full-point bye (7.1)', () =>
    expect(values(mixed, 'WIN')).toEqual([3, 0, 1, 1, 1, 1]));
  it('WON counts games won over the board only (7.2)', () =>
    expect(values(mixed, 'WON')).toEqual([1, 0, 1, 1, 1, 0]));
  it('BPG: forfeits and double forfeits with black are not games played (7.3)', () =>
    expect(values(mixed, 'BPG')).toEqual([0, 2, 1, 2, 2, 1]));
  it('BWG (7.4)', () => expect(values(mixed, 'BWG')).toEqual([0, 0, 1, 1, 1, 0]));
  it('REP deducts half/zero-point byes, withdrawn rounds and forfeit losses, double forfeits included (7.6)', () => {
    expect(values(mixed, 'REP')).toEqual([4, 2, 2, 4, 3, 4]);
    expect(values(mixed, 'GE')).toEqual([4, 2, 2, 4, 3, 4]);
  });
  it('STD compares with the scheduled opponent, or with a draw when unpaired (7.7)', () =>
    // P2: 0 + ½ (double forfeit: the same as the opponent) + ½ + ½ (half-point bye = a draw)
    // P5: ½ + 1 + ½ + 0 (withdrawn: less than a draw); P6: the full-point bye is more than a draw
    expect(values(mixed, 'STD')).toEqual([3.5, 1.5, 1.5, 2, 2, 2]));
  it('PS and PS/C1 with the points of every round (7.5)', () => {
    expect(values(mixed, 'PS')).toEqual([9.5, 1.5, 1, 5.5, 6, 6]);
    expect(values(mixed, 'PS/C1')).toEqual([8.5, 1.5, 1, 4.5, 5.5, 5.5]);
  });
  it('TPN is the pairing number (7.8)', () =>
    expect(values(mixed, 'TPN')).toEqual([1, 2, 3, 4, 5, 6]));
  it('KS counts every paired round against opponents with at least 50 % (2 of 4), forfeits included', () =>
    expect(values(mixed, 'KS')).toEqual([0.5, 0.5, 1, 1, 1.5, 1]));
});

describe('STD on 0-0, ½-0 and in other point systems (regulation text, not the reference calculator)', () => {
  // P1–P2 ½-0 (a half point against a loss is "more"), P3–P4 0-0 (the same: ½ each)
  const t = build(['2w=', '1b0', '4w0', '3b0']);
  it('½-0 gives 1 and 0; 0-0 gives ½ each', () =>
    expect(values(t, 'STD')).toEqual([1, 0, 0.5, 0.5]));
  it('3/1/0 scoring is converted to 1/½/0', () => {
    const u = build(['2w1 3b=', '1b0 U', '4w= 1w=', '3b= Z'], {
      pointSystem: pointSystem(3, 1, 0),
    });
    // P2: loss, then a pairing bye worth 3 (more than a draw); P4: draw, zero-point bye
    expect(values(u, 'STD')).toEqual([1.5, 1, 1, 0.5]);
    expect(values(u, 'PTS')).toEqual([4, 3, 2, 1]);
    expect(values(u, 'WIN')).toEqual([1, 1, 0, 0]);
  });
});

describe('opponent-based codes with byes and forfeits', () => {
  // Adjusted scores (16.3): P2 1 (double forfeit: 16.2.4, as scored; the last-round half-point
  // bye is 16.2.5, a draw, = its ½), P3 1, P5 0.5+1+0.5 + ½ for the withdrawn last round = 2.5.
  it('BH 2024: P2 = 3.5 + dummy 1 (double forfeit) + 2.5 (P5 adjusted) + dummy 1 (half-point bye)', () =>
    expect(values(mixed, 'BH', { rules: 'fide-2024' })[1]).toBe(8));
  it('AOB averages only opponents met over the board: P1 met P2 (BH 8) and P4 (BH 1 + 2.5 + 2 + 3.5 = 9)', () => {
    expect(values(mixed, 'AOB', { rules: 'fide-2024' })[0]).toBe(8.5);
    expect(values(mixed, 'AOB', { rules: 'fide-2026' })[0]).toBe(8.5);
  });
  it('SB 2024 for P1: 1·1 + 3.5·1 (pairing bye) + 3.5·1 (forfeit win) + 2·½ = 9; Cut-1 drops P2 (score 1)', () => {
    expect(values(mixed, 'SB', { rules: 'fide-2024' })[0]).toBe(9);
    expect(values(mixed, 'SB/C1', { rules: 'fide-2024' })[0]).toBe(8);
  });
  it('SB 2026 for P1: the pairing bye is capped at ½·4 = 2 (16.4.2), the forfeit win at P3’s 1 (16.4.1)', () => {
    expect(values(mixed, 'SB', { rules: 'fide-2026' })[0]).toBe(5);
    expect(values(mixed, 'SB/C1', { rules: 'fide-2026' })[0]).toBe(4);
  });
  it('FB: every paired game of the final round is a draw (P3 1 → 0.5, P6 2 → 2.5), forfeits too', () => {
    // P4: P3 0.5 + P5 2.5 + P6 2.5 + P1 3.5
    expect(values(mixed, 'FB', { rules: 'fide-2024' })[3]).toBe(9);
    // P6: P5 2.5 + full-point-bye dummy (own Fore score 2.5; 2026: capped at 2) + P4 2 + P3 0.5
    expect(values(mixed, 'FB', { rules: 'fide-2024' })[5]).toBe(7.5);
    expect(values(mixed, 'FB', { rules: 'fide-2026' })[5]).toBe(7);
  });
  it('FB after an earlier round equals BH (there is no final round yet)', () => {
    const options = { rules: 'fide-2024' as RuleSet, afterRound: 3 };
    expect(values(mixed, 'FB', options)).toEqual(values(mixed, 'BH', options));
  });
});

/**
 * VUR rule (16.5) and dummy caps (16.4), 6 players, 4 rounds. P1: W, W, half-point bye (R3,
 * followed by a game: 16.2.3), L → 2.5. Opponents P2 2.5, P3 0.5, P4 3 (no unplayed rounds).
 */
const VUR_ROWS = [
  '2w1 3b1 H   4w0',
  '1b0 5w= 3w1 6w1',
  '4w= 1w0 2b0 5w0',
  '3b= 6w1 5w= 1b1',
  '6w1 2b= 4b= 3b1',
  '5b0 4b0 U   2b0',
];
const vur = build(VUR_ROWS);

describe('Cut-1 exception for voluntary unplayed rounds (16.5)', () => {
  it('BH/C1 cuts the VUR dummy, not the lowest opponent', () => {
    // 2024: 2.5 + 0.5 + 2.5 (dummy) + 3 = 8.5, cut the dummy → 6
    expect(values(vur, 'BH', { rules: 'fide-2024' })[0]).toBe(8.5);
    expect(values(vur, 'BH/C1', { rules: 'fide-2024' })[0]).toBe(6);
    // 2026: dummy capped at ½·4 = 2 (16.4.2) → 8, cut it → 6
    expect(values(vur, 'BH', { rules: 'fide-2026' })[0]).toBe(8);
    expect(values(vur, 'BH/C1', { rules: 'fide-2026' })[0]).toBe(6);
    // no VUR rule outside the FIDE Art. 16 rule sets: the lowest (0.5) goes
    expect(values(vur, 'BH/C1', { rules: 'raw' })[0]).toBe(5.5);
    // FIDE 2009: virtual opponent 2 (before R3) + ½ (opposite of a half point) + ½ (R4) = 3
    expect(values(vur, 'BH', { rules: 'fide-2009' })[0]).toBe(9);
    expect(values(vur, 'BH/C1', { rules: 'fide-2009' })[0]).toBe(8.5);
  });
  it('a pairing-allocated bye is no VUR: plain cut', () => {
    // P6: 3 + 3 + dummy 1 + 2.5 = 9.5; cut the lowest (the dummy, 1)
    expect(values(vur, 'BH/C1', { rules: 'fide-2024' })[5]).toBe(8.5);
  });
  it('SB/C1 cuts the VUR when its contribution is not lower than the least significant value', () => {
    // 2024: 2.5·1 + 0.5·1 + 2.5·½ + 3·0 = 4.25; VUR 1.25 ≥ least (P3: 0.5) → cut the VUR → 3
    expect(values(vur, 'SB', { rules: 'fide-2024' })[0]).toBe(4.25);
    expect(values(vur, 'SB/C1', { rules: 'fide-2024' })[0]).toBe(3);
    expect(values(vur, 'SB/C1', { rules: 'fide-2026' })[0]).toBe(3);
  });
  it('SB/C1 cuts the least significant value when the VUR contributes less', () => {
    // P1 takes a zero-point bye instead: 2.5·1 + 0.5·1 + 2·0 + 3·0 = 3; VUR 0 < 0.5 → cut P3's 0.5
    const z = build(VUR_ROWS.map((row, i) => (i === 0 ? '2w1 3b1 Z 4w0' : row)));
    expect(values(z, 'SB', { rules: 'fide-2024' })[0]).toBe(3);
    expect(values(z, 'SB/C1', { rules: 'fide-2024' })[0]).toBe(2.5);
  });
});

/**
 * Two VURs of different dummy scores (2026), where the reference calculator departs from 16.5.2
 * (it picks the VUR with the lowest dummy score, the text the lowest contribution). 8 players,
 * 5 rounds. P1: W (P2), half-point bye, W (P3), forfeit loss (P4), W (P5) → 3.5.
 * Scores: P2 0.5, P3 3, P4 4 (forfeit win, as scored), P5 2.5.
 */
const twoVurs = build([
  '2w1 H   3w1 4w- 5w1',
  '1b0 3w= 4w0 5w0 6w0',
  '4w= 2b= 1b0 6w1 7w1',
  '3b= 5w1 2b1 1b+ 8w=',
  '6w1 4b0 7w= 2b1 1b0',
  '5b0 7w= 8w0 3b0 2b1',
  '8w0 6b= 5b= 8w= 3b0',
  '7b1 U   6b1 7b= 4b=',
]);

describe('SB/C1 with two VURs (2026): the VUR with the lowest contribution (16.5.2 a)', () => {
  it('has the hand-worked scores', () =>
    expect(values(twoVurs, 'PTS').slice(0, 5)).toEqual([3.5, 0.5, 3, 4, 2.5]));
  it('SB = 0.5 + 2.5·½ (half-point bye, capped at ½·5, 16.4.2) + 3 + 3.5·0 (forfeit loss, cap 4 not reached) + 2.5', () =>
    expect(values(twoVurs, 'SB', { rules: 'fide-2026' })[0]).toBe(7.25));
  it('cuts the least significant value (0.5), the higher of it and the lowest VUR contribution (0)', () =>
    // the reference calculator would cut the half-point bye (1.25) and print 6.00
    expect(values(twoVurs, 'SB/C1', { rules: 'fide-2026' })[0]).toBe(6.75));
  it('BH/C1 and BH/C2 cut both VURs first, lowest contribution first (16.5.1 applied again)', () => {
    // 0.5 + 2.5 + 3 + 3.5 + 2.5 = 12; cut 2.5 (bye) → 9.5; then the forfeit loss 3.5 → 6
    expect(values(twoVurs, 'BH', { rules: 'fide-2026' })[0]).toBe(12);
    expect(values(twoVurs, 'BH/C1', { rules: 'fide-2026' })[0]).toBe(9.5);
    expect(values(twoVurs, 'BH/C2', { rules: 'fide-2026' })[0]).toBe(6);
    // Median-1: the low end first (the VUR), then the highest (3.5, the forfeit dummy)
    expect(values(twoVurs, 'BH/M1', { rules: 'fide-2026' })[0]).toBe(6);
  });
  it('2024: both dummies 3.5; SB 7.75, Cut-1 drops P2 (0.5, higher than the forfeit loss’s 0)', () => {
    expect(values(twoVurs, 'SB', { rules: 'fide-2024' })[0]).toBe(7.75);
    expect(values(twoVurs, 'SB/C1', { rules: 'fide-2024' })[0]).toBe(7.25);
  });
});

/**
 * A withdrawal (16.3.2) and a forfeit loss at the end. P4 draws R1, withdraws (R2), then is
 * recorded with a forfeit loss to P2 in R3. P3 takes a half-point bye in the last round.
 * Scores: P1 3, P2 2, P3 1, P4 0.5.
 */
const WITHDRAWAL_ROWS = ['2w1 3w1 U', '1b0 U 4w+', '4w= 1b0 H', '3b= X 2b-'];
const withdrawal = build(WITHDRAWAL_ROWS);

describe('withdrawn participants as opponents (16.3) and their own dummies (16.4)', () => {
  it('P4 counts 1 for opponents: R2 withdrawn, followed only by VURs → a draw; the final forfeit loss stays 0', () => {
    // P3: P4 adjusted 1 + P1 3 + dummy 1 (own score) = 5
    expect(values(withdrawal, 'BH', { rules: 'fide-2024' })[2]).toBe(5);
    const e = explainTiebreak(withdrawal, 2, 'BH', { rules: 'fide-2024' });
    expect(e.rows[0]).toMatchObject({ opponent: 4, opponentScore: 1, contribution: 1 });
    expect(e.rows[0].note).toMatch(/adjusted to 1 .*16\.3\.2/);
  });
  it('a forfeit win and a pairing bye: dummies of the own score (2024), capped in 2026', () => {
    // 2024: P1 3 + dummy 2 + dummy 2 = 7; 2026: bye capped at ½·3 = 1.5, forfeit win at P4's 1
    expect(values(withdrawal, 'BH', { rules: 'fide-2024' })[1]).toBe(7);
    expect(values(withdrawal, 'BH', { rules: 'fide-2026' })[1]).toBe(5.5);
  });
  it('the withdrawn participant’s own BH: P3 1 + two dummies of 0.5', () => {
    expect(values(withdrawal, 'BH', { rules: 'fide-2024' })[3]).toBe(2);
    expect(values(withdrawal, 'BH', { rules: 'fide-2026' })[3]).toBe(2);
  });
  it('raw and ignore use the raw 0.5 and no dummies', () => {
    expect(values(withdrawal, 'BH', { rules: 'raw' })[2]).toBe(3.5);
    expect(values(withdrawal, 'BH', { rules: 'ignore' })[2]).toBe(3.5);
    // raw: P2 met P1 and (by forfeit) P4: 3 + 0.5
    expect(values(withdrawal, 'BH', { rules: 'raw' })[1]).toBe(3.5);
    expect(values(withdrawal, 'BH', { rules: 'ignore' })[1]).toBe(3);
  });
  it('FIDE 2009: unplayed rounds of opponents are draws, one’s own unplayed round a virtual opponent', () =>
    // P3: P4 0.5 + ½ + ½ = 1.5; P1 1 + 1 + ½ (pairing bye as a draw) = 2.5; the half-point bye
    // of R3 meets a virtual opponent of 0.5 (P3 before R3) + ½ (opposite of a half point) = 1
    expect(values(withdrawal, 'BH', { rules: 'fide-2009' })[2]).toBe(1.5 + 2.5 + 1));
});

describe('afterRound: rounds after K are ignored entirely', () => {
  const t = dtv2();
  it('D-TV2 after round 3: P1 2.5 points; opponents P5 0.5, P2 2, P4 2', () => {
    const result = computeTiebreaks(t, ['PTS', 'BH', 'SB', 'PS'], { afterRound: 3 });
    expect(column(result, 'PTS')[0]).toBe(2.5);
    expect(column(result, 'BH')[0]).toBe(4.5);
    expect(column(result, 'SB')[0]).toBe(0.5 + 1 + 2);
    expect(column(result, 'PS')[0]).toBe(1 + 1.5 + 2.5);
  });
  it('the 16.4.2 cap uses the rounds counted: after R3, P1’s half-point bye is capped at 1.5', () => {
    // P1 after R3: 1 + 1 + ½ = 2.5; P2 0 + ½ + 1 = 1.5, P3 ½ + 0 + 0 = 0.5 after R3
    expect(values(vur, 'BH', { rules: 'fide-2024', afterRound: 3 })[0]).toBe(1.5 + 0.5 + 2.5);
    expect(values(vur, 'BH', { rules: 'fide-2026', afterRound: 3 })[0]).toBe(1.5 + 0.5 + 1.5);
  });
  it('a requested bye in the last counted round is 16.2.5 (a draw for the opponents)', () => {
    // after R2 P4's withdrawn R2 is a draw for P3: 0.5 + 0.5 = 1, plus P1's 2 → 3
    expect(values(withdrawal, 'BH', { rules: 'fide-2024', afterRound: 2 })[2]).toBe(1 + 2);
  });
  it('0 gives zeros, more than the rounds gives all rounds, anything else is an input error', () => {
    expect(values(t, 'BH', { afterRound: 0 })).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(values(t, 'BH', { afterRound: 9 })).toEqual(values(t, 'BH'));
    expect(() => values(t, 'BH', { afterRound: -1 })).toThrow(InputError);
    expect(() => values(t, 'BH', { afterRound: 1.5 })).toThrow(/after round/);
  });
});

describe('rule set selection', () => {
  it('defaults to fide-2024 before 2026-03-01 and to fide-2026 from then on (or without a date)', () => {
    const rows = WITHDRAWAL_ROWS;
    expect(values(build(rows, { startDate: '2026-02-28' }), 'BH')[1]).toBe(7);
    expect(values(build(rows, { startDate: '2026-03-01' }), 'BH')[1]).toBe(5.5);
    expect(values(build(rows), 'BH')[1]).toBe(5.5);
  });
  it('rejects unknown rule sets and systems', () => {
    expect(() => values(mixed, 'BH', { rules: 'fide-2023' as RuleSet })).toThrow(/rule set/);
    expect(() => values(mixed, 'BH', { system: 'knockout' as 'swiss' })).toThrow(/system/);
  });
});

describe('round robins (Art. 15.2)', () => {
  // 4 players; P4 loses R3 to P3 by forfeit: a regular game for SB, still unplayed for REP/WON
  const rr = build(['4w1 3b1 2w1', '3w1 4b1 1b0', '2b0 1w0 4w+', '1b0 2w0 3b-'], {
    system: 'round-robin',
  });
  it('forfeits are games: P3’s SB = 0 (P2) + 0 (P1) + 0 (P4 scored 0) ; P4 has no dummy', () => {
    expect(values(rr, 'PTS')).toEqual([3, 2, 1, 0]);
    expect(values(rr, 'SB')).toEqual([3, 0 + 0 + 1, 0, 0]);
    expect(values(rr, 'BH')).toEqual([3, 4, 5, 6]);
    expect(values(rr, 'REP')).toEqual([3, 3, 3, 2]);
    expect(values(rr, 'WIN')).toEqual([3, 2, 1, 0]);
    expect(values(rr, 'WON')).toEqual([3, 2, 0, 0]);
  });
  it('/S computes Swiss rules (dummies) in a round robin', () => {
    // P3 Swiss 2024: P2 2 + P1 3 + dummy (own 1) for the forfeit win = 6
    expect(values(rr, 'BH/S', { rules: 'fide-2024' })[2]).toBe(6);
  });
  it('an odd field: the free round is no element; KS maximum is one game fewer', () => {
    // 3 players, 3 rounds, each sits out once: P1 beats both, P2 beats P3
    const odd = build(['Z 2w1 3b1', '3w1 1b0 Z', '2b0 Z 1w0'], { system: 'round-robin' });
    expect(values(odd, 'SB')).toEqual([1 + 0, 0, 0]);
    expect(values(odd, 'SB/C1')).toEqual([1, 0, 0]);
    // maximum 2 games → limit 1: P1 (2) and P2 (1) qualify
    expect(values(odd, 'KS')).toEqual([1, 0, 0]);
    expect(values(odd, 'KS/L-2')).toEqual([2, 1, 0]);
  });
});

describe('a final round paired but not played yet', () => {
  // D-TV2 with round 5 paired and no results: FB counts it as draws, as if it had been played
  const rows = [
    '5w1 2b= 4b1 3w1 8b?',
    '6b1 1w= 3b= 4w0 7w?',
    '7w= 5b1 2w= 1b0 6b?',
    '8b1 7b1 1w0 2b1 5w?',
    '1b0 3w0 8b= 6w0 4b?',
    '2w0 8w1 7w0 5b1 3w?',
    '3b= 4w0 6b1 8b= 2b?',
    '4w0 6b0 5w= 7w= 1w?',
  ];
  const t = build(rows);
  it('scores nothing and is no element of BH; FB reads it as a draw (Art. 8.3)', () => {
    // after 4 rounds P5 0.5, P2 2, P4 3, P3 2 → BH 7.5; with ½ each: 1 + 2.5 + 3.5 + 2.5 + P8 1.5
    expect(values(t, 'PTS')[0]).toBe(3.5);
    expect(values(t, 'BH', { rules: 'fide-2024' })[0]).toBe(7.5);
    expect(values(t, 'FB', { rules: 'fide-2024' })[0]).toBe(11);
    // the completed tournament gives the same FB: every final game becomes a draw either way
    expect(values(dtv2(), 'FB', { rules: 'fide-2024' })[0]).toBe(11);
    expect(values(t, 'REP')[0]).toBe(4);
    expect(values(t, 'STD')[0]).toBe(3.5);
  });
});
