/**
 * 147 evaluations from the DSB's player histories of seven players (test/fixtures/ratings/dwz/
 * dsb_player_histories_mtsj.csv, as mtsj.de shows DeWIS: W, n, We, new DWZ and index per event):
 * each new DWZ from the previous one by WO 3.5.2 with E of Anhang 1.2 (E0 = (Ro/1000)^4 + J, the
 * acceleration factor fB, the braking addition SBr, the limits by index). The histories give no
 * years of birth, so each player's age group is stated here, per evaluation where it changes:
 * - Flecken, Meilinger, Neumann, Perlitz: over 25 throughout (J = 15; members with 28 to 119
 *   evaluations when the histories start in 2010).
 * - Tischer: a youth (up to 20) throughout (he played the MTS youth league and the U14–U20 MTSJ
 *   championship in this history).
 * - Rother: a youth up to the MTS youth league 2012 (evaluation 6), a junior (21–25) for
 *   evaluations 7–9 (2014/2015), over 25 from evaluation 10 (2019): a birth year of 1992 or 1993.
 * - Lehnert: over 25 throughout.
 * The age group matters for E through J and fB; for each evaluation the other groups are also
 * checked where they give a different value, so that the stated group is not a free choice.
 */
import { ageGroupOf, classicNewRating, coefficient } from '../../../src/core/ratings';
import type { AgeGroup } from '../../../src/core/ratings';
import { csvRows } from './fixtures';

const rows = csvRows('dwz/dsb_player_histories_mtsj.csv');

function groupOf(player: string, seq: number): AgeGroup {
  if (player.startsWith('Marcel Tischer')) return 'youth';
  if (player.startsWith('Jan Rother')) return seq <= 6 ? 'youth' : seq <= 9 ? 'junior' : 'adult';
  return 'adult';
}

interface Evaluation {
  readonly player: string;
  readonly seq: number;
  readonly ro: number;
  readonly index: number;
  readonly w: number;
  readonly n: number;
  readonly we: number;
  readonly rn: number;
  readonly newIndex: number;
}

const evaluations: Evaluation[] = [];
for (let k = 0; k < rows.length; k++) {
  const r = rows[k];
  if (r.seq === '0') continue;
  const before = rows[k - 1];
  evaluations.push({
    player: r.player,
    seq: Number(r.seq),
    ro: Number(before.new_dwz),
    index: Number(before.new_index),
    w: Number(r.W),
    n: Number(r.n),
    we: Math.round(Number(r.We) * 1000),
    rn: Number(r.new_dwz),
    newIndex: Number(r.new_index),
  });
}

function rnOf(e: Evaluation, group: AgeGroup): number {
  const c = coefficient(e.ro, group, e.w, e.we, e.index);
  return classicNewRating(e.ro, e.w, e.we, c.e, e.n);
}

describe('DSB player histories', () => {
  it('hold 147 evaluations of 7 players', () => {
    expect(evaluations).toHaveLength(147);
    expect(new Set(evaluations.map(e => e.player)).size).toBe(7);
  });

  it.each(evaluations.map(e => [e.player, e.seq, e] as const))(
    '%s, evaluation %i: the published new DWZ and index',
    (player, seq, e) => {
      expect(rnOf(e, groupOf(player, seq))).toBe(e.rn);
      expect(e.newIndex).toBe(e.index + 1);
    },
  );

  it('needs the stated age group: for 143 of them another group gives another DWZ', () => {
    const groups: AgeGroup[] = ['youth', 'junior', 'adult'];
    const decided = evaluations.filter(e => {
      const stated = groupOf(e.player, e.seq);
      return groups.some(g => g !== stated && rnOf(e, g) !== e.rn);
    });
    expect(decided.length).toBe(143);
  });

  it('reads unknown ages as over 25, as the DSB calculator does', () => {
    expect(ageGroupOf(undefined)).toBe('adult');
    expect([20, 21, 25, 26].map(ageGroupOf)).toEqual(['youth', 'junior', 'junior', 'adult']);
  });
});
