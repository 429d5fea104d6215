/**
 * Edge weights of the Dutch pairing as one global maximum-weight matching (spec §5.1): every
 * criterion is a field of a long binary number, the most important criterion in the highest
 * bits, each field wide enough that the sum over a matching cannot spill into the next. The
 * layout follows the endorsed engine's reading of C.04.3 (2025) field by field, because exact
 * agreement with it depends on the very bits.
 */
import { ONE, ZERO } from './bigints';
import type { Float, Standing } from './standing';

export interface Layout {
  /** Bits to count the players of the largest scoregroup. */
  readonly groupBits: number;
  /** Bits for one unit per scoregroup level (sum of each level's width). */
  readonly levelBits: number;
  /** Offset of each pairing score's level; lower scores get lower offsets. */
  readonly levelShift: ReadonlyMap<number, number>;
  readonly played: number;
  readonly finalRound: boolean;
  /** Topscorer threshold: pairing score above it (final round only). */
  readonly topThreshold: number;
}

export function bitsFor(value: number): number {
  let bits = 0;
  while (value > 0) {
    bits++;
    value = Math.floor(value / 2);
  }
  return bits;
}

/** The layout for players sorted by pairing order (highest first). */
export function layoutFor(
  sorted: readonly Standing[],
  played: number,
  totalRounds: number,
  maxGamePoints: number,
): Layout {
  const levelShift = new Map<number, number>();
  let levelBits = 0;
  let largest = 0;
  let count = 0;
  for (let i = sorted.length - 1; i >= 0; i--) {
    count++;
    const score = sorted[i].pairingScore;
    if (i === 0 || sorted[i - 1].pairingScore > score) {
      levelShift.set(score, levelBits);
      largest = Math.max(largest, count);
      levelBits += bitsFor(count);
      count = 0;
    }
  }
  return {
    groupBits: bitsFor(largest),
    levelBits,
    levelShift,
    played,
    finalRound: played >= totalRounds - 1,
    topThreshold: Math.floor((played * maxGamePoints) / 2),
  };
}

/** C1 (rematch, forbidden pairs) and C3 (same absolute colour), with the topscorer exception. */
export function compatible(
  a: Standing,
  b: Standing,
  layout: Layout,
  forbidden: (a: number, b: number) => boolean,
): boolean {
  if (forbidden(a.id, b.id)) return false;
  // Read on every call, though only two players of the same absolute preference need them: a
  // field first read after the compiler has optimised a caller (most pairs never get there)
  // made it throw that code away and compile it again.
  const top = layout.finalRound ? layout.topThreshold : Infinity;
  const higher = a.pairingScore > b.pairingScore ? a.pairingScore : b.pairingScore;
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return true;
  return higher > top;
}

/**
 * An upper bound on the bits of any edge weight: the two bits of the C2–C5 count, then every
 * field edgeWeight shifts in (keep the two in step), plus one bit of margin for the bonuses the
 * procedure adds in the lowest field.
 */
export function weightBits(layout: Layout): number {
  const G = layout.groupBits;
  const S = layout.levelBits;
  const floatRounds = Math.min(layout.played, 2);
  return 2 + (G + S) * 2 + 2 * G + 4 * G + floatRounds * (2 * G + 2 * S) + 3 * G + 1 + 1;
}

/** A criterion a field of the weight holds (C8 takes two: pairs, then their scores). */
export type WeightField =
  | 'C6'
  | 'C7'
  | 'C8'
  | 'C9'
  | 'C10'
  | 'C11'
  | 'C12'
  | 'C13'
  | 'C14'
  | 'C15'
  | 'C16'
  | 'C17'
  | 'C18'
  | 'C19'
  | 'C20'
  | 'C21'
  | 'order';

/**
 * The fields of a weight below its top one (C2–C5: completion and the PAB's score), most
 * significant first, with their widths: the layout fieldWeight builds, read back by the pairing
 * checker to say on which criterion one pairing is worse than another. Keep in step with
 * fieldWeight (test/core/pairing/weightFields.test.ts sets each field alone).
 */
export function weightFields(layout: Layout): { field: WeightField; bits: number }[] {
  const G = layout.groupBits;
  const S = layout.levelBits;
  const fields: { field: WeightField; bits: number }[] = [
    { field: 'C6', bits: G },
    { field: 'C7', bits: S },
    { field: 'C8', bits: G },
    { field: 'C8', bits: S },
    { field: 'C9', bits: 2 * G },
    { field: 'C10', bits: G },
    { field: 'C11', bits: G },
    { field: 'C12', bits: G },
    { field: 'C13', bits: G },
  ];
  const rounds = Math.min(layout.played, 2);
  const down: WeightField[] = ['C14', 'C16'];
  const up: WeightField[] = ['C15', 'C17'];
  const downScores: WeightField[] = ['C18', 'C20'];
  const upScores: WeightField[] = ['C19', 'C21'];
  for (let back = 0; back < rounds; back++) {
    fields.push({ field: down[back], bits: G }, { field: up[back], bits: G });
  }
  for (let back = 0; back < rounds; back++) {
    fields.push({ field: downScores[back], bits: S }, { field: upScores[back], bits: S });
  }
  fields.push({ field: 'order', bits: 3 * G + 1 });
  return fields;
}

export interface EdgeContext {
  readonly layout: Layout;
  readonly forbidden: (a: number, b: number) => boolean;
  /** Lowest score the PAB may go to (C5); every player is a candidate when the count is even. */
  readonly byeScore: number;
  readonly oddCount: boolean;
  /** C9 is in force: the PAB assignee is decided in this bracket. */
  readonly byeFromThisBracket: boolean;
  /** C9 rank by number of played games (fewer games, higher rank). */
  readonly playedGameRank: ReadonlyMap<number, number>;
}

export function isByeCandidate(s: Standing, ctx: EdgeContext): boolean {
  return s.byeEligible && (!ctx.oddCount || s.pairingScore <= ctx.byeScore);
}

function down(f: Float): boolean {
  return f === 'down';
}

/**
 * Weights of edges outside the bracket, by their only variable parts (C2–C5 count, C9 ranks):
 * the whole field is set to them at once, O(n²) edges of a few distinct values.
 */
const outsideWeights = new WeakMap<EdgeContext, Map<number, bigint>>();

/** Weights of edges inside the bracket, by the two players' kinds (see kind). */
const bracketWeights = new WeakMap<EdgeContext, Map<number, bigint>>();

/**
 * Weight of the edge higher–lower (higher = earlier in the pairing order). `lowerInBracket`: the
 * lower player is a resident of the bracket being paired (the pair "belongs to" it);
 * `lowerInNext`: the lower player is in the next scoregroup (C8 look-ahead). ZERO = may not meet.
 */
export function edgeWeight(
  h: Standing,
  l: Standing,
  lowerInBracket: boolean,
  lowerInNext: boolean,
  ctx: EdgeContext,
): bigint {
  const { layout } = ctx;
  if (!compatible(h, l, layout, ctx.forbidden)) return ZERO;
  const outside = !lowerInBracket && !lowerInNext;
  // Outside the bracket every other field is zero, so the value depends on the C2–C5 count and
  // the C9 ranks alone. Inside, it depends on the two players' fields that fieldWeight reads:
  // players alike in all of them share their weights, and a bracket of hundreds has few kinds.
  const key = outside
    ? outsideKey(h, l, ctx)
    : (kind(h, layout) * KINDS + kind(l, layout)) * 4 +
      (lowerInBracket ? 1 : 0) +
      (lowerInNext ? 2 : 0);
  const memos = outside ? outsideWeights : bracketWeights;
  let memo = memos.get(ctx);
  if (memo === undefined) {
    memo = new Map();
    memos.set(ctx, memo);
  }
  let w = memo.get(key);
  if (w === undefined) {
    w = fieldWeight(h, l, lowerInBracket, lowerInNext, ctx);
    memo.set(key, w);
  }
  return w;
}

/** The variable parts of an edge outside the bracket: the C2–C5 count and the C9 ranks. */
function outsideKey(h: Standing, l: Standing, ctx: EdgeContext): number {
  return outsidePart(h, ctx) + outsidePart(l, ctx);
}

/**
 * One player's share of outsideKey (the key is the sum of the two players' shares): whether it
 * is no PAB candidate, and three times its C9 rank when that applies.
 */
export function outsidePart(s: Standing, ctx: EdgeContext): number {
  let part = isByeCandidate(s, ctx) ? 0 : 1;
  if (ctx.byeFromThisBracket && s.pairingScore === ctx.byeScore) {
    part += 3 * (ctx.playedGameRank.get(s.playedGames) ?? 0);
  }
  return part;
}

/** A bracket as rowWeights reads it (dutch.ts, bracketWeights, makes it). */
export interface BracketTable {
  readonly players: readonly Standing[];
  /** The players' kinds, numbered 0 … count − 1 within the bracket. */
  readonly kinds: Int32Array;
  readonly count: number;
  /** Weights by (higher's number · count + lower's number) · 2 + (lower a resident ? 1 : 0). */
  readonly weights: (bigint | undefined)[];
  /** Their indices in the matching (indexOf), by the same key. */
  readonly ids: Int32Array;
  readonly base: bigint[][];
  readonly bracket: readonly number[];
  /** The bracket's vertices, and a row's weight indices: setRow's arguments. */
  readonly ends: Int32Array;
  readonly rowIds: Int32Array;
  /** Index of the first player of the next scoregroup (the look-ahead). */
  readonly nextBegin: number;
  readonly ctx: EdgeContext;
}

/**
 * The weights of the edges from bracket player L up to the players before it: base[L][s], and
 * set in the matching. Each distinct weight is computed once, by fieldWeight: a function of its
 * own, and not edgeWeight, whose kind and memo look-ups the compiler would copy into this loop;
 * and looked up in the matching once, then set by its index.
 */
export function rowWeights(
  state: {
    indexOf(w: bigint): number;
    setRow(a: number, ends: Int32Array, ids: Int32Array, count: number): void;
  },
  t: BracketTable,
  L: number,
): void {
  const { players, kinds, count, weights, ids, bracket, ends, rowIds, ctx } = t;
  const { layout, forbidden } = ctx;
  const l = players[L];
  const resident = L < t.nextBegin;
  const lower = kinds[L] * 2 + (resident ? 1 : 0);
  // Made at its full length: grown an entry at a time, it was copied over and over.
  const row = new Array<bigint>(L);
  t.base[L] = row;
  const v = bracket[L];
  for (let s = 0; s < L; s++) {
    const h = players[s];
    let w = ZERO;
    let id = 0;
    if (compatible(h, l, layout, forbidden)) {
      const key = kinds[s] * 2 * count + lower;
      const known = weights[key];
      if (known === undefined) {
        w = weights[key] = fieldWeight(h, l, resident, !resident, ctx);
        id = ids[key] = state.indexOf(w);
      } else {
        w = known;
        id = ids[key];
      }
    }
    row[s] = w;
    rowIds[s] = id;
  }
  state.setRow(v, ends, rowIds, L);
}

/** Kinds per layout (so per pairing): below 2^20, and a pair's key stays an exact number. */
const KINDS = 1 << 20;
interface Kinds {
  readonly byFields: Map<string, number>;
  readonly byStanding: Map<Standing, number>;
}
const kinds = new WeakMap<Layout, Kinds>();

/**
 * The number of a standing's combination of the fields fieldWeight reads: two compatible pairs
 * whose higher players are of one kind, and whose lower players are of one kind, have the same
 * edge weight in the same bracket and context.
 */
export function kind(s: Standing, layout: Layout): number {
  let table = kinds.get(layout);
  if (table === undefined) {
    table = { byFields: new Map(), byStanding: new Map() };
    kinds.set(layout, table);
  }
  let id = table.byStanding.get(s);
  if (id !== undefined) return id;
  const fields = [
    s.pairingScore,
    s.byeEligible,
    s.playedGames,
    s.imbalance,
    s.preference,
    s.repeated,
    s.strong,
    s.absolute,
    s.absoluteImbalance,
    s.floats[0],
    s.floats[1],
  ].join(' ');
  id = table.byFields.get(fields);
  if (id === undefined) {
    id = table.byFields.size;
    if (id >= KINDS) throw new RangeError('too many kinds of players for the weight memo');
    table.byFields.set(fields, id);
  }
  table.byStanding.set(s, id);
  return id;
}

/** 2^i by i, made once each: the terms fieldWeight adds up. */
const POWERS: bigint[] = [ONE];

function power(i: number): bigint {
  while (POWERS.length <= i) POWERS.push(POWERS[POWERS.length - 1] << ONE);
  return POWERS[i];
}

/** r + value · 2^at, value a small integer ≥ 0, by its bits. */
function addAt(r: bigint, value: number, at: number): bigint {
  for (let bit = 0; value > 0; bit++, value = Math.floor(value / 2)) {
    if (value % 2 === 1) r += power(at + bit);
  }
  return r;
}

/**
 * edgeWeight field by field, for a compatible pair: a function of the two players' kinds (see
 * kind), whether the lower one is in the bracket or in the next scoregroup, and the context.
 *
 * A sum of the fields' values, each at its field's position: most fields are zero or a single
 * bit, so a weight is a dozen additions of cached powers of two. Building it by a shift per field
 * made four times as many bigints of its full width, garbage at once (thousands of weights per
 * round). test/core/pairing/fieldWeight.test.ts compares it with that shift-by-shift build.
 */
export function fieldWeight(
  h: Standing,
  l: Standing,
  lowerInBracket: boolean,
  lowerInNext: boolean,
  ctx: EdgeContext,
): bigint {
  const { layout } = ctx;
  const G = layout.groupBits;
  const S = layout.levelBits;
  const rounds = Math.min(layout.played, 2);
  const shift = (score: number): number => layout.levelShift.get(score) as number;
  // The fields below the top one, as weightFields lists them: p walks down to their positions.
  let p = G + S + G + S + 2 * G + 4 * G + rounds * (2 * G + 2 * S) + 3 * G + 1;
  // C2, C4, C5: a maximum matching whose unmatched player is a PAB candidate.
  let r = addAt(ZERO, 1 + (isByeCandidate(h, ctx) ? 0 : 1) + (isByeCandidate(l, ctx) ? 0 : 1), p);
  // C6: pairs in the bracket; C7: their scores, highest first.
  p -= G;
  if (lowerInBracket) r += power(p);
  p -= S;
  if (lowerInBracket) r += power(p + shift(h.pairingScore));
  // C8: pairs and their scores in the next bracket.
  p -= G;
  if (lowerInNext) r += power(p);
  p -= S;
  if (lowerInNext) r += power(p + shift(h.pairingScore));
  // C9: the PAB assignee has played as many games as possible.
  p -= 2 * G;
  if (ctx.byeFromThisBracket) {
    if (h.pairingScore === ctx.byeScore)
      r = addAt(r, ctx.playedGameRank.get(h.playedGames) ?? 0, p);
    if (l.pairingScore === ctx.byeScore)
      r = addAt(r, ctx.playedGameRank.get(l.playedGames) ?? 0, p);
  }
  // C10–C13: colours, only for pairs of the bracket.
  const m = lowerInBracket;
  const samePref = l.preference === h.preference;
  p -= G;
  if (m && (!l.absoluteImbalance || !h.absoluteImbalance || !samePref)) r += power(p);
  let thirdColour: boolean;
  if (l.imbalance === h.imbalance) thirdColour = l.repeated === null || l.repeated !== h.repeated;
  else {
    const loser = l.imbalance > h.imbalance ? h : l;
    const other = l.preference === 'w' ? 'b' : l.preference === 'b' ? 'w' : null;
    thirdColour = loser.repeated !== other;
  }
  p -= G;
  if (m && (!l.absolute || !h.absolute || !samePref || thirdColour)) r += power(p);
  p -= G;
  if (m && (!samePref || l.preference === null || h.preference === null)) r += power(p);
  p -= G;
  if (
    m &&
    ((!l.strong && !l.absolute) ||
      (!h.strong && !h.absolute) ||
      (l.absolute && h.absolute) ||
      !samePref)
  ) {
    r += power(p);
  }
  // C14–C17: repeated floats one and two rounds back.
  for (let back = 0; back < rounds; back++) {
    p -= G;
    if (lowerInBracket) {
      if (down(l.floats[back])) r += power(p);
      if (h.pairingScore <= l.pairingScore && down(h.floats[back])) r += power(p);
    }
    p -= G;
    if (lowerInBracket && !(h.pairingScore > l.pairingScore && l.floats[back] === 'up')) {
      r += power(p);
    }
  }
  // C18–C21: the scores involved in those repeated floats.
  for (let back = 0; back < rounds; back++) {
    p -= S;
    if (lowerInBracket) {
      if (down(l.floats[back])) r += power(p + shift(l.pairingScore));
      if (down(h.floats[back])) r += power(p + shift(h.pairingScore));
    }
    p -= S;
    if (lowerInBracket && !(l.floats[back] === 'up' && h.pairingScore > l.pairingScore)) {
      r += power(p + shift(h.pairingScore));
    }
  }
  // Below p = 3G + 1: room for the ordering tie-breaks (transpositions, exchanges).
  return r;
}
