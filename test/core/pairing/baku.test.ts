/**
 * The Baku Acceleration Method (FIDE C.04.5.1, the text in force in 2026, FIDE SPP pages): the
 * rule's own examples, and tournaments of 20, 50 and 150 players (even and odd lists, late
 * entries, a withdrawal) whose virtual points are worked out by hand below from the rule's words:
 *
 * - GA = the first half of the list of players to be paired before round 1, "rounded up to the
 *   nearest even number" = 2·⌈n/4⌉; a late entry keeps the last GA player, so he is in GA when his
 *   pairing number is above that player's;
 * - accelerated rounds = the first half of the rounds, rounded up; 1 virtual point in the first
 *   half of them (rounded up), ½ in the rest, none afterwards, none ever for GB.
 */
import { pairNextRound, type PairingPlayer, type PastRound } from '../../../src/core/pairing';
import {
  bakuGroupSize,
  bakuPlan,
  bakuRefusal,
  bakuSchedule,
  withBaku,
  accelerationRecords,
} from '../../../src/core/pairing/baku';
import { buildField } from '../../../src/core/pairing/standing';
import { ZERO_BYE, game } from './specExamples';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Players 1..n, each with `history(id)` (round 1 first), all to be paired unless listed. */
function field(
  n: number,
  history: (id: number) => PastRound[] = () => [],
  absent: readonly number[] = [],
): PairingPlayer[] {
  return range(1, n).map(id => ({ id, rounds: history(id), available: !absent.includes(id) }));
}

/** Virtual points (tenths) each available player carries in the round the request pairs. */
function virtualPoints(players: PairingPlayer[], totalRounds: number): Map<number, number> {
  const { request } = withBaku({ players, totalRounds, initialColour: 'w' });
  const f = buildField(request);
  return new Map(
    f.standings.filter(s => s.player.available).map(s => [s.id, s.pairingScore - s.score]),
  );
}

/** A round in which every player of `ids` played (top half against bottom half, White wins). */
function playedRound(ids: readonly number[]): Map<number, PastRound> {
  const out = new Map<number, PastRound>();
  const half = Math.floor(ids.length / 2);
  for (let i = 0; i < half; i++) {
    out.set(ids[i], game(ids[half + i], 'w', 'win'));
    out.set(ids[half + i], game(ids[i], 'b', 'loss'));
  }
  if (ids.length % 2 === 1) {
    out.set(ids[ids.length - 1], {
      opponent: null,
      colour: null,
      outcome: 'win',
      played: false,
      paired: true,
    });
  }
  return out;
}

describe("the rule's own examples (C.04.5.1)", () => {
  it('161 players: GA is 82, "2·Q with Q the number of players divided by 4, rounded up"', () => {
    // 161 / 2 = 80.5, the nearest even number above is 82 = 2 · ⌈161 / 4⌉ = 2 · 41.
    expect(bakuGroupSize(161)).toBe(82);
    const plan = bakuPlan(field(161), 9);
    expect(plan.groupA).toEqual(range(1, 82));
    expect(plan.lastOfGroupA).toBe(82);
  });

  it('nine rounds: five accelerated, one virtual point in the first three, ½ in the last two', () => {
    expect(bakuSchedule(9)).toEqual([10, 10, 10, 5, 5]);
  });

  it('"first half, rounded up" for other lengths: 6 → 3 rounds (1, 1, ½), 7 → 4 (1, 1, ½, ½)', () => {
    // 6 rounds: ⌈6/2⌉ = 3 accelerated, ⌈3/2⌉ = 2 of them with 1 point; 7: ⌈7/2⌉ = 4, ⌈4/2⌉ = 2;
    // 11: 6 and 3; 1: 1 and 1.
    expect(bakuSchedule(6)).toEqual([10, 10, 5]);
    expect(bakuSchedule(7)).toEqual([10, 10, 5, 5]);
    expect(bakuSchedule(11)).toEqual([10, 10, 10, 5, 5, 5]);
    expect(bakuSchedule(1)).toEqual([10]);
  });

  it('GA sizes: an even half stays, an odd or fractional half goes up to the next even number', () => {
    // 20/2 = 10 (even); 49/2 = 24.5 → 26; 150/2 = 75 → 76; 151/2 = 75.5 → 76; 3/2 = 1.5 → 2.
    expect([20, 49, 150, 151, 3].map(bakuGroupSize)).toEqual([10, 26, 76, 76, 2]);
    // A list of one player cannot hold two: GA is that player.
    expect(bakuGroupSize(1)).toBe(1);
  });
});

describe('20 players, 7 rounds, nobody late', () => {
  const players = field(20);

  it('GA = 1–10 (20/2 = 10); 4 accelerated rounds: 1 point in rounds 1–2, ½ in 3–4', () => {
    const plan = bakuPlan(players, 7);
    expect(plan.groupA).toEqual(range(1, 10));
    expect(plan.joinedLater).toEqual([]);
    expect(plan.schedule).toEqual([10, 10, 5, 5]);
  });

  it('round 1 pairs GA (1 virtual point) apart from GB: 1–6 … 5–10 and 11–16 … 15–20', () => {
    // Two scoregroups: {1..10} with 1 point, {11..20} with 0. Each: S1 = its first five, S2 = the
    // other five, S1[i] against S2[i]. No colour preferences: the higher player gets White when
    // his pairing number is odd (XXC white1, E.5). Boards by real scores (all 0), then rank.
    const { request } = withBaku({ players, totalRounds: 7, initialColour: 'w' });
    const p = pairNextRound(request);
    expect(p.boards.map(b => `${b.white}-${b.black}`)).toEqual([
      '1-6',
      '7-2',
      '3-8',
      '9-4',
      '5-10',
      '11-16',
      '17-12',
      '13-18',
      '19-14',
      '15-20',
    ]);
    expect(p.bye).toBeNull();
  });

  it('virtual points by round: 1 in rounds 1–2, ½ in 3–4, none from round 5, never for 11–20', () => {
    const r1 = playedRound(range(1, 20));
    const history = (rounds: number) => (id: number) =>
      Array.from({ length: rounds }, () => r1.get(id) as PastRound);
    // (The same round repeated is enough here: only the virtual points are looked at.)
    for (const [before, expected] of [
      [0, 10],
      [1, 10],
      [2, 5],
      [3, 5],
      [4, 0],
      [6, 0],
    ] as const) {
      const vp = virtualPoints(field(20, history(before)), 7);
      for (const id of range(1, 10))
        expect([before + 1, id, vp.get(id)]).toEqual([before + 1, id, expected]);
      for (const id of range(11, 20))
        expect([before + 1, id, vp.get(id)]).toEqual([before + 1, id, 0]);
    }
  });
});

describe('50 players, 9 rounds: 12 enters in round 2, 5 withdraws after round 2', () => {
  // Round 1's list: the 49 players other than 12 (odd). GA = 2·⌈49/4⌉ = 26 of them: 1–11 are
  // 11, 13–27 are 15 more, so the 26th is 27, the last GA player. 12, entering later with a
  // number above 27, is in GA too: GA = 1–27, 27 players (odd, as Note 2 allows). 28–50 are GB.
  // 9 rounds: 5 accelerated, 1 point in rounds 1–3, ½ in 4–5.
  const r1 = playedRound([...range(1, 11), ...range(13, 50)]);
  const history = (rounds: number) => (id: number) =>
    Array.from({ length: rounds }, (_, k) =>
      // 12 has no game in round 1 (and, repeated, in none): a zero-point entry stands for it.
      (id === 5 && k >= 2) || id === 12 ? ZERO_BYE : (r1.get(id) as PastRound),
    );

  it('GA = 1–27 with the late entry 12; the last GA player is 27', () => {
    const plan = bakuPlan(field(50, history(1)), 9);
    expect(plan.initialCount).toBe(49);
    expect(plan.groupSize).toBe(26);
    expect(plan.lastOfGroupA).toBe(27);
    expect(plan.groupA).toEqual(range(1, 27));
    expect(plan.joinedLater).toEqual([12]);
  });

  it('round 1 (12 absent): GA 26 players at 1 point, GB 23 at 0 with the bye to 50', () => {
    // Pairing round 1 the list is the players to pair now: the same 49. GA's 26 (1–11, 13–27):
    // S1 = 1–11, 13, 14 against S2 = 15–27. GB's 23 (28–50): S1 = 28–38 against S2 = 39–49;
    // 50 is left over, all scores being 0, and receives the pairing-allocated bye.
    const { request, plan } = withBaku({
      players: field(50, () => [], [12]),
      totalRounds: 9,
      initialColour: 'w',
    });
    expect(plan.lastOfGroupA).toBe(27);
    const p = pairNextRound(request);
    const pairs = p.boards.map(b => [Math.min(b.white, b.black), Math.max(b.white, b.black)]);
    const s1 = [...range(1, 11), 13, 14];
    expect(pairs).toEqual([
      ...s1.map((a, i) => [a, 15 + i]),
      ...range(28, 38).map((a, i) => [a, 39 + i]),
    ]);
    expect(p.bye).toBe(50);
  });

  it('virtual points: rounds 2–3 one point, 4–5 ½ (12 included), 6 none; 5 gone from round 3', () => {
    for (const [before, expected] of [
      [1, 10],
      [2, 10],
      [3, 5],
      [4, 5],
      [5, 0],
    ] as const) {
      const vp = virtualPoints(field(50, history(before), before >= 2 ? [5] : []), 9);
      for (const id of range(1, 27)) {
        expect([before + 1, id, vp.get(id)]).toEqual([
          before + 1,
          id,
          id === 5 && before >= 2 ? undefined : expected,
        ]);
      }
      for (const id of range(28, 50)) expect(vp.get(id)).toBe(0);
    }
  });
});

describe('150 players, 11 rounds: 30 and 152 enter in round 4', () => {
  // 152 numbers in the file; round 1's list is the 150 others (even). GA = 2·⌈150/4⌉ = 76 of
  // them: 1–29 are 29, 31–77 are 47 more, so the 76th is 77. 30 (above 77) joins GA, 152 (below)
  // GB: GA = 1–77. 11 rounds: ⌈11/2⌉ = 6 accelerated, ⌈6/2⌉ = 3 with 1 point, 3 with ½.
  const late = [30, 152];
  const r1 = playedRound(range(1, 152).filter(id => !late.includes(id)));
  const history = (rounds: number) => (id: number) =>
    Array.from({ length: rounds }, (_, k) =>
      late.includes(id) && k < 3 ? ZERO_BYE : (r1.get(id) as PastRound),
    );

  it('GA = 1–77, the late entry 30 in it and 152 not', () => {
    const plan = bakuPlan(field(152, history(3)), 11);
    expect(plan.initialCount).toBe(150);
    expect(plan.groupSize).toBe(76);
    expect(plan.groupA).toEqual(range(1, 77));
    expect(plan.joinedLater).toEqual([30]);
    expect(plan.schedule).toEqual([10, 10, 10, 5, 5, 5]);
  });

  it('round 1: GA at 1 point (76 players), GB at 0 (74), each split in halves', () => {
    // GA present: 1–29, 31–77 → S1 = 1–29, 31–39 (38), S2 = 40–77. GB: 78–151 → S1 = 78–114
    // (37), S2 = 115–151. 150 players: no bye.
    const { request } = withBaku({
      players: field(152, () => [], late),
      totalRounds: 11,
      initialColour: 'w',
    });
    const p = pairNextRound(request);
    const pairs = p.boards.map(b => [Math.min(b.white, b.black), Math.max(b.white, b.black)]);
    const s1 = [...range(1, 29), ...range(31, 39)];
    expect(pairs).toEqual([
      ...s1.map((a, i) => [a, 40 + i]),
      ...range(78, 114).map((a, i) => [a, 115 + i]),
    ]);
    expect(p.bye).toBeNull();
  });

  it('round 4 (30 and 152 play from now): ½ point for 1–77, none for 78–152', () => {
    const vp = virtualPoints(field(152, history(3)), 11);
    for (const id of range(1, 77)) expect([id, vp.get(id)]).toEqual([id, 5]);
    for (const id of range(78, 152)) expect([id, vp.get(id)]).toEqual([id, 0]);
  });

  it('XXA records: one per GA player, the six accelerated rounds in columns 10, 15, …', () => {
    const records = accelerationRecords(bakuPlan(field(152, history(3)), 11));
    expect(records).toHaveLength(77);
    expect(records[0]).toBe('XXA 0001  1.0  1.0  1.0  0.5  0.5  0.5');
    expect(records[29]).toBe('XXA 0030  1.0  1.0  1.0  0.5  0.5  0.5');
  });
});

describe('refusals', () => {
  it('a point system other than 1 / ½ / 0 cannot be accelerated by the method', () => {
    const req = {
      players: field(8),
      totalRounds: 5,
      initialColour: 'w' as const,
      points: { win: 30, draw: 10, loss: 0, zeroBye: 0, forfeitLoss: 0, pairingBye: 30 },
    };
    expect(bakuRefusal(req)?.text).toBe(
      'Baku acceleration (C.04.5.1) is for the standard point system (win 1, draw ½, loss 0); this tournament scores a win 3, a draw 1, a loss 0',
    );
    expect(bakuRefusal({ ...req, points: undefined })).toBeNull();
  });
});
