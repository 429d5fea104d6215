import {
  directEncounterTiers,
  directEncounterValues,
  tierPositions,
} from '../../../src/core/tiebreaks/directEncounter';
import { totalPoints } from '../../../src/core/model/points';
import type { Tournament } from '../../../src/core/model/types';
import { buildTournament } from './d2Builder';

const swiss = (rounds: number) => ({ rounds, forfeitsCount: false, swiss: true });
const rr = (rounds: number) => ({ rounds, forfeitsCount: true, swiss: false });

function points(t: Tournament): number[] {
  return t.participants.map(p => totalPoints(p, t.pointSystem));
}

/** Tiers as start numbers, for readable expectations. */
function tiersByNo(
  t: Tournament,
  group: number[],
  opts: Parameters<typeof directEncounterTiers>[2],
) {
  return directEncounterTiers(
    t,
    group.map(n => n - 1),
    opts,
  ).map(tier => tier.map(i => i + 1).sort((a, b) => a - b));
}

describe('Art. 6.2: all tied participants have met', () => {
  it('ranks the group by the separate standings; a drawn pair stays tied', () => {
    // 4-player round robin: 1–2 1-0, 3–1 ½, 2–3 1-0, 4 lost everything but beat 1
    const t = buildTournament(
      [
        { rounds: '2w1 3b= 4w0' },
        { rounds: '1b0 4w1 3w1' },
        { rounds: '4w1 1w= 2b0' },
        { rounds: '3b0 2b0 1b1' },
      ],
      { system: 'round-robin' },
    );
    expect(points(t)).toEqual([1.5, 2, 1.5, 1]);
    expect(tiersByNo(t, [1, 3], rr(3))).toEqual([[1, 3]]);
    expect(tiersByNo(t, [1, 2, 3], rr(3))).toEqual([[1], [2], [3]]);
  });

  it('re-applies Art. 6 to a subset still tied (6.2)', () => {
    // 1 and 2 both beat 3 and drew each other → tiers {1, 2}, {3}; re-applied to {1, 2}: a
    // draw, still tied
    const u = buildTournament([
      { rounds: '2w= 3w1 4w0' },
      { rounds: '1b= 3b1 5w0' },
      { rounds: '4b1 1b0 2w0' },
      { rounds: '3w0 5b0 1b1' },
      { rounds: 'U 4w1 2b1' },
    ]);
    expect(tiersByNo(u, [1, 2, 3], swiss(3))).toEqual([[1, 2], [3]]);
    // 1 beat 2 instead: the first pass already separates all three
    const v = buildTournament([
      { rounds: '2w1 3w1 4w0' },
      { rounds: '1b0 3b1 5w1' },
      { rounds: '4b1 1b0 2w0' },
      { rounds: '3w0 5b0 1b1' },
      { rounds: 'U 4w1 2b0' },
    ]);
    expect(tiersByNo(v, [1, 2, 3], swiss(3))).toEqual([[1], [2], [3]]);
  });

  it('the second pass uses only the games inside the subset', () => {
    // round robin: 1–2 ½, 1 beat 3, 4 beat 1, 2–4 ½, 3 beat 2, 3 beat 4
    const t = buildTournament(
      [
        { rounds: '2w= 3w1 4b0' },
        { rounds: '1b= 4w= 3b0' },
        { rounds: '4w1 1b0 2w1' },
        { rounds: '3b0 2b= 1w1' },
      ],
      { system: 'round-robin' },
    );
    // separate standings: 1 = ½ + 1 + 0 = 1.5, 2 = ½ + 0 + ½ = 1, 3 = 0 + 1 + 1 = 2, 4 = 1 + ½ + 0 = 1.5
    // → 3, {1, 4}, 2; then {1, 4} alone: 4 beat 1
    expect(tiersByNo(t, [1, 2, 3, 4], rr(3))).toEqual([[3], [4], [1], [2]]);
  });
});

describe('Art. 6.3: Swiss, not all tied participants have met', () => {
  // 1 beat 2 and 3; 2 and 3 never met. 1 has 2 points in the separate standings, 2 and 3 can
  // reach at most 1 (their missing game) → 1 is alone at the top whatever happens.
  const t = buildTournament([
    { rounds: '2w1 3b1 4w0 5b0' },
    { rounds: '1b0 4w1 5b1 6w0' },
    { rounds: '4b1 1w0 6b0 5w1' },
    { rounds: '3w0 2b0 1b1 6w1' },
    { rounds: '6w1 U 2w0 3b0' },
    { rounds: '5b0 U 3w1 2b1' },
  ]);

  it('ranks the participant who stays alone at the top first, then re-applies to the rest', () => {
    expect(points(t).slice(0, 3)).toEqual([2, 2, 2]);
    expect(tiersByNo(t, [1, 2, 3], swiss(4))).toEqual([[1], [2, 3]]);
  });

  it('leaves a group unseparated when the leader could still be caught', () => {
    // 1 beat 2; 3 met neither: 3's best case (two wins = 2) beats 1's score of 1
    const u = buildTournament([
      { rounds: '2w1 4b0' },
      { rounds: '1b0 5w1' },
      { rounds: '4w1 5b0' },
      { rounds: '3b0 1w1' },
      { rounds: 'U 2b0' },
    ]);
    expect(tiersByNo(u, [1, 2, 3], swiss(2))).toEqual([[1, 2, 3]]);
  });

  it('a rival who can only draw level keeps the group together ("alone at the top")', () => {
    // 1 beat 2 and drew 3; 2–3 missing. 1 has 1.5; 3 can reach ½ + 1 = 1.5 → not alone.
    const u = buildTournament([
      { rounds: '2w1 3b= 4w0' },
      { rounds: '1b0 4b1 5w1' },
      { rounds: '5w0 1w= U' },
      { rounds: 'U 2w0 1b1' },
      { rounds: '3b1 U 2b0' },
    ]);
    expect(tiersByNo(u, [1, 2, 3], swiss(3))).toEqual([[1, 2, 3]]);
    // with a win against 3 instead, 1 has 2 > 3's best of 1: alone at the top
    const v = buildTournament([
      { rounds: '2w1 3b1 4w0' },
      { rounds: '1b0 4b1 5w1' },
      { rounds: '5w0 1w0 U' },
      { rounds: 'U 2w0 1b1' },
      { rounds: '3b1 U 2b0' },
    ]);
    expect(tiersByNo(v, [1, 2, 3], swiss(3))).toEqual([[1], [2, 3]]);
  });
});

describe('Art. 6.1.1: forfeits', () => {
  const t = buildTournament([
    { rounds: '2w+ 3b1' },
    { rounds: '1b- 4w1' },
    { rounds: '4w1 1w0' },
    { rounds: '3b0 2b0' },
  ]);

  it('leaves forfeits out in a Swiss event unless /P', () => {
    // the group is given directly: only the encounter between 1 and 2 matters here
    expect(tiersByNo(t, [1, 2], swiss(2))).toEqual([[1, 2]]);
    expect(tiersByNo(t, [1, 2], { rounds: 2, forfeitsCount: true, swiss: true })).toEqual([
      [1],
      [2],
    ]);
  });

  it('counts forfeits as games in a round robin (Art. 15.2)', () => {
    expect(tiersByNo(t, [1, 2], rr(2))).toEqual([[1], [2]]);
  });

  it('counts a double forfeit under /P as a game both lost', () => {
    const u = buildTournament([{ rounds: '2w#' }, { rounds: '1b#' }]);
    expect(tiersByNo(u, [1, 2], { rounds: 1, forfeitsCount: true, swiss: true })).toEqual([[1, 2]]);
  });
});

describe('Art. 6.1.2: repeated pairings count the average', () => {
  it('double round robin: 1–0 and ½ average to ¾ : ¼', () => {
    const t = buildTournament(
      [
        { rounds: '2w1 3b0 2b= 3w0' },
        { rounds: '1b0 4w1 1w= 4b1' },
        { rounds: '4w1 1w1 4b0 1b1' },
        { rounds: '3b0 2b0 3w1 2w0' },
      ],
      { system: 'round-robin' },
    );
    // 1: 1.5 from 2 games vs 2 → average 0.75; 2: average 0.25
    expect(tiersByNo(t, [1, 2], rr(4))).toEqual([[1], [2]]);
  });

  it('the average can undo a rematch: a win and a loss against the same opponent cancel', () => {
    // Swiss rematch: 1 beat 2 in round 1 and lost to 2 in round 3 → ½ : ½
    const t = buildTournament([
      { rounds: '2w1 3w1 2b0' },
      { rounds: '1b0 4w1 1w1' },
      { rounds: '4b1 1b0 5w1' },
      { rounds: '3w0 2b0 U' },
      { rounds: 'U U 3b0' },
    ]);
    expect(tiersByNo(t, [1, 2], swiss(3))).toEqual([[1, 2]]);
  });

  it('a Swiss rematch inside the group: everybody has met, so 6.2 ranks them (reference calculator deviates)', () => {
    // 1 beat 2 and 3; 2 beat 3 twice (a rematch). All three have met: separate standings
    // 1 = 2, 2 = 0 + average(1, 1) = 1, 3 = 0 → 1, 2, 3 (6.1.2, 6.2).
    // The reference calculator resets its count of opponents met on a repeated pairing
    // (spec "Known deviations"), so it takes 2 for someone who has not met everybody, gives 2 a
    // best case of 1 + 1 = 2 and cannot place 1 first: it would leave all three tied. We assert
    // the regulation's answer.
    const t = buildTournament(
      ['2w1 3b1 U U', '1b0 U 3w1 3b1', 'U 1w0 2b0 2w0', '5w1 5b1 U U', '4b0 4w0 U U'].map(
        rounds => ({
          rounds,
        }),
      ),
    );
    expect(tiersByNo(t, [1, 2, 3], swiss(4))).toEqual([[1], [2], [3]]);
  });

  it('a triple encounter counts the plain average of all three games (the reference calculator halves the last one)', () => {
    // 1 vs 2 three times: 0, 0, 1 for 1 → average ⅓ vs ⅔ → 2 ahead. The reference calculator
    // averages the running average with the newest game ((0 + 1) / 2 = ½) and would see a tie.
    const t = buildTournament([{ rounds: '2w0 2b0 2w1' }, { rounds: '1b1 1w1 1b0' }], {
      system: 'round-robin',
    });
    expect(tiersByNo(t, [1, 2], rr(3))).toEqual([[2], [1]]);
  });

  it('averages are exact even when they are thirds', () => {
    // three games between 1 and 2: 1, ½, ½ for 1 → 2/3 vs 1/3
    const t = buildTournament([{ rounds: '2w1 2b= 2w=' }, { rounds: '1b0 1w= 1b=' }], {
      system: 'round-robin',
    });
    expect(tiersByNo(t, [1, 2], rr(3))).toEqual([[1], [2]]);
  });
});

describe('positions as the conformance files print them', () => {
  it('tiers → 1-based positions, shared by a tier; one tier → 0', () => {
    expect([...tierPositions([[4], [0, 2], [1]])]).toEqual([
      [4, 1],
      [0, 2],
      [2, 2],
      [1, 4],
    ]);
    expect([...tierPositions([[3, 5]])]).toEqual([
      [3, 0],
      [5, 0],
    ]);
  });

  it('TEC exercise 25 (9-round Swiss): the four players on 6 points', () => {
    // From tec-swiss-individual-9rounds-DE.trf, only the games among 1, 2, 4 and 6 matter:
    // 1–2 ½ (R3), 1–4 ½ (R5), 1–6 ½ (R6), 2–4 ½ (R6), 6–2 1-0 (R7), 4–6 ½ (R8).
    // Start numbers 1, 2, 3, 4 here stand for 1, 2, 6, 4 there; the other rounds are filled
    // with byes, and the group is given as tied. Expected (the .tsv): 6 → 1, 1 and 4 → 2, 2 → 4.
    const t = buildTournament([
      { rounds: 'U U 2w= U 4w= 3b= U U U' },
      { rounds: 'U U 1b= U U 4w= 3w0 U U' },
      { rounds: 'U U U U U 1w= 2b1 4b= U' },
      { rounds: 'U U U U 1b= 2b= U 3w= U' },
    ]);
    const values = directEncounterValues(t, [6, 6, 6, 6], swiss(9));
    expect(values).toEqual([2, 4, 1, 2]);
  });
});
