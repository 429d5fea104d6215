/**
 * fieldWeight (weights.ts) adds up its fields' values at their positions; here it must give the
 * very bigint of the plain build, one shift per field (as the weight was first written), for
 * random players and contexts: every combination of scores, floats, colours, bye candidacy and
 * C9 ranks, layouts of few and many scoregroups (weights from tens to hundreds of bits), in and
 * outside the bracket.
 */
import type { Float, Preference, Standing } from '../../../src/core/pairing/standing';
import {
  fieldWeight,
  isByeCandidate,
  layoutFor,
  type EdgeContext,
} from '../../../src/core/pairing/weights';
import { rng } from './xorshift';

const ZERO = BigInt(0);
const ONE = BigInt(1);
const b = (x: boolean): bigint => (x ? ONE : ZERO);

/** The weight built field by field with shifts, the layout weightFields describes. */
function shiftedWeight(
  h: Standing,
  l: Standing,
  lowerInBracket: boolean,
  lowerInNext: boolean,
  ctx: EdgeContext,
): bigint {
  const { layout } = ctx;
  const G = BigInt(layout.groupBits);
  const S = BigInt(layout.levelBits);
  const level = (score: number): bigint => ONE << BigInt(layout.levelShift.get(score) as number);
  const down = (f: Float): boolean => f === 'down';
  let r = BigInt(1 + (isByeCandidate(h, ctx) ? 0 : 1) + (isByeCandidate(l, ctx) ? 0 : 1));
  r = (r << G) | b(lowerInBracket);
  r <<= S;
  if (lowerInBracket) r |= level(h.pairingScore);
  r = (r << G) | b(lowerInNext);
  r <<= S;
  if (lowerInNext) r |= level(h.pairingScore);
  r <<= BigInt(2) * G;
  if (ctx.byeFromThisBracket) {
    if (h.pairingScore === ctx.byeScore) r += BigInt(ctx.playedGameRank.get(h.playedGames) ?? 0);
    if (l.pairingScore === ctx.byeScore) r += BigInt(ctx.playedGameRank.get(l.playedGames) ?? 0);
  }
  const m = lowerInBracket;
  const samePref = l.preference === h.preference;
  r = (r << G) | b(m && (!l.absoluteImbalance || !h.absoluteImbalance || !samePref));
  let thirdColour: boolean;
  if (l.imbalance === h.imbalance) thirdColour = l.repeated === null || l.repeated !== h.repeated;
  else {
    const loser = l.imbalance > h.imbalance ? h : l;
    const other = l.preference === 'w' ? 'b' : l.preference === 'b' ? 'w' : null;
    thirdColour = loser.repeated !== other;
  }
  r = (r << G) | b(m && (!l.absolute || !h.absolute || !samePref || thirdColour));
  r = (r << G) | b(m && (!samePref || l.preference === null || h.preference === null));
  r =
    (r << G) |
    b(
      m &&
        ((!l.strong && !l.absolute) ||
          (!h.strong && !h.absolute) ||
          (l.absolute && h.absolute) ||
          !samePref),
    );
  for (let back = 0; back < 2; back++) {
    if (layout.played <= back) continue;
    r <<= G;
    if (lowerInBracket) {
      r += b(down(l.floats[back]));
      r += b(h.pairingScore <= l.pairingScore && down(h.floats[back]));
    }
    r <<= G;
    if (lowerInBracket) r += b(!(h.pairingScore > l.pairingScore && l.floats[back] === 'up'));
  }
  for (let back = 0; back < 2; back++) {
    if (layout.played <= back) continue;
    r <<= S;
    if (lowerInBracket) {
      if (down(l.floats[back])) r += level(l.pairingScore);
      if (down(h.floats[back])) r += level(h.pairingScore);
    }
    r <<= S;
    if (lowerInBracket && !(l.floats[back] === 'up' && h.pairingScore > l.pairingScore)) {
      r |= level(h.pairingScore);
    }
  }
  r <<= BigInt(3) * G + ONE;
  return r;
}

function pick<T>(random: () => number, xs: readonly T[]): T {
  return xs[Math.floor(random() * xs.length)];
}

/** Players with random values of every field fieldWeight reads, in pairing order. */
function randomPlayers(random: () => number, n: number, levels: number): Standing[] {
  const floats: Float[] = ['down', 'up', null];
  const prefs: Preference[] = ['w', 'b', null];
  const players = Array.from({ length: n }, (_, i) => {
    const absolute = random() < 0.3;
    return {
      id: i + 1,
      pairingScore: 5 * Math.floor(random() * levels),
      byeEligible: random() < 0.8,
      playedGames: Math.floor(random() * 4),
      imbalance: Math.floor(random() * 3),
      preference: pick(random, prefs),
      repeated: pick(random, prefs),
      strong: absolute || random() < 0.5,
      absolute,
      absoluteImbalance: random() < 0.2,
      floats: [pick(random, floats), pick(random, floats)],
    } as unknown as Standing;
  });
  return players.sort((x, y) => y.pairingScore - x.pairingScore || x.id - y.id);
}

it.each([
  [1, 12, 3, 0, 32],
  [2, 30, 6, 1, 64],
  [3, 60, 12, 2, 128],
  [4, 200, 40, 5, 512],
  [5, 500, 60, 8, 1024],
])(
  'gives the shift-by-shift weight (seed %i: %i players, %i score levels)',
  (seed, n, levels, played, bits) => {
    const random = rng(seed);
    const sorted = randomPlayers(random, n, levels);
    const layout = layoutFor(sorted, played, played + 1 + Math.floor(random() * 2), 10);
    const scores = [...new Set(sorted.map(s => s.pairingScore))];
    let compared = 0;
    let widest = 0;
    for (let trial = 0; trial < 4; trial++) {
      const ctx: EdgeContext = {
        layout,
        forbidden: () => false,
        byeScore: pick(random, scores),
        oddCount: random() < 0.5,
        byeFromThisBracket: random() < 0.6,
        playedGameRank: new Map([0, 1, 2, 3].map(g => [g, Math.floor(random() * 9)])),
      };
      for (let k = 0; k < 400; k++) {
        const i = Math.floor(random() * n);
        const j = Math.floor(random() * n);
        const [h, l] = i <= j ? [sorted[i], sorted[j]] : [sorted[j], sorted[i]];
        for (const [inBracket, inNext] of [
          [true, false],
          [false, true],
          [false, false],
        ]) {
          const want = shiftedWeight(h, l, inBracket, inNext, ctx);
          expect(fieldWeight(h, l, inBracket, inNext, ctx)).toBe(want);
          widest = Math.max(widest, want.toString(2).length);
          compared++;
        }
      }
    }
    expect(compared).toBe(4 * 400 * 3);
    // Weights of many 64-bit digits, the largest past the range of a double.
    expect(widest).toBeGreaterThan(bits);
  },
);
