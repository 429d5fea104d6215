/**
 * The FIDE Dutch system (C.04.3, 2025) as the endorsed engine computes it: one weighted matching
 * over all players to pair, refined bracket by bracket (spec §5.1). Each bracket first gets the
 * weights of its criteria; then its choices are fixed one at a time — which MDPs are paired, their
 * opponents, which residents are exchanged between S1 and S2, and the opponents of S1 — each by a
 * small bonus in the lowest bits and a new optimum, so a tie-break never overrides a criterion.
 */
import { ONE, TWO, ZERO } from './bigints';
import { allocateColours, type ColourDecision } from './colours';
import { MatchingState } from './matchingState';
import { buildField, ranksAbove, type Field, type Standing } from './standing';
import { NoLegalPairingError, type NoLegalPairingReason } from './noLegalPairing';
import { byeBars } from './byeEligibility';
import type { PairingRequest } from './types';
import {
  compatible,
  edgeWeight,
  isByeCandidate,
  kind,
  layoutFor,
  outsidePart,
  rowWeights,
  weightBits,
  type BracketTable,
  type EdgeContext,
  type Layout,
} from './weights';

export interface BracketTrace {
  /** Pairing score of the bracket's resident scoregroup (tenths). */
  readonly score: number;
  readonly movedDown: readonly number[];
  readonly residents: readonly number[];
  readonly pairs: readonly (readonly [number, number])[];
  /** Players of this bracket left unpaired: they float down to the next bracket. */
  readonly floaters: readonly number[];
  /** What the bracket's weights were made with (the pairing checker weighs other pairings so). */
  readonly context: EdgeContext;
}

export interface PairedGame {
  readonly white: number;
  readonly black: number;
  readonly colour: ColourDecision;
  /** Start number of the player whose colour `colour` describes (the lower start number). */
  readonly decidedFor: number;
}

export interface DutchResult {
  readonly field: Field;
  readonly games: readonly PairedGame[];
  readonly bye: number | null;
  readonly brackets: readonly BracketTrace[];
  /** Lowest score the PAB could go to (C5), tenths; null with an even number of players. */
  readonly byeScore: number | null;
}

/**
 * Whether two of the field's players may not meet (they met, or a forbidden pair names them), by
 * start number. Asked for O(n²) pairs per round, mostly before the compiler has optimised the
 * callers: one bit per ordered pair of the field's players, read by their places in the field,
 * where a map of sets by start number cost two hash look-ups a question. A start number outside
 * the field (a forbidden pair naming nobody who plays) has no place, and no bit.
 */
function forbiddenPairs(req: PairingRequest, field: Field): (a: number, b: number) => boolean {
  const count = field.standings.length;
  let maxId = 0;
  for (const s of field.standings) if (s.id > maxId) maxId = s.id;
  const place = new Int32Array(maxId + 1).fill(-1);
  for (let i = 0; i < count; i++) place[field.standings[i].id] = i;
  const placeOf = (id: number): number => (id >= 0 && id <= maxId ? place[id] : -1);
  const bits = new Uint8Array(((count * count) >>> 3) + 1);
  const add = (a: number, b: number): void => {
    const i = placeOf(a);
    const j = placeOf(b);
    if (i < 0 || j < 0) return;
    const k = i * count + j;
    const l = j * count + i;
    bits[k >>> 3] |= 1 << (k & 7);
    bits[l >>> 3] |= 1 << (l & 7);
  };
  for (const s of field.standings) {
    for (const r of s.rounds) if (r.played && r.opponent !== null) add(s.id, r.opponent);
  }
  for (const group of req.forbidden ?? []) {
    for (const a of group) for (const b of group) if (a !== b) add(a, b);
  }
  return (a, b) => {
    const i = placeOf(a);
    const j = placeOf(b);
    if (i < 0 || j < 0) return false;
    const k = i * count + j;
    return (bits[k >>> 3] & (1 << (k & 7))) !== 0;
  };
}

/**
 * The criteria weights of a bracket's edges, set in the matching and returned as base[L][s] (L
 * the lower player's index in the bracket, from mdpCount on). A function of its own: its
 * quadratic loop would otherwise have pairDutch, a long function, compiled anew for it.
 *
 * A compatible pair's weight depends on the two players' kinds and on whether the lower one is a
 * resident or in the next scoregroup (weights.ts, kind): the bracket's few kinds are numbered
 * here, and rowWeights computes each weight once and takes it from a table by the pair's numbers.
 * Per edge that leaves the compatibility test, where edgeWeight looked up both kinds and its memo
 * in maps (greedy-500: 4.46G -> 4.31G instructions for the whole command).
 */
function bracketWeights(
  state: MatchingState,
  sorted: readonly Standing[],
  bracket: readonly number[],
  mdpCount: number,
  nextBegin: number,
  ctx: EdgeContext,
): bigint[][] {
  const { layout } = ctx;
  const m = bracket.length;
  const players = bracket.map(v => sorted[v]);
  // The bracket's kinds numbered 0, 1, … in order of appearance.
  const numberOf = new Map<number, number>();
  const kinds = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    const k = kind(players[i], layout);
    let local = numberOf.get(k);
    if (local === undefined) numberOf.set(k, (local = numberOf.size));
    kinds[i] = local;
  }
  const count = numberOf.size;
  // weights[(higher's number · count + lower's number) · 2 + (lower is a resident ? 1 : 0)].
  const weights: (bigint | undefined)[] = new Array<bigint | undefined>(2 * count * count);
  const base: bigint[][] = bracket.map(() => []);
  const ids = new Int32Array(2 * count * count);
  const table: BracketTable = {
    players,
    kinds,
    count,
    weights,
    ids,
    base,
    bracket,
    ends: Int32Array.from(bracket),
    rowIds: new Int32Array(m),
    nextBegin,
    ctx,
  };
  for (let L = mdpCount; L < m; L++) rowWeights(state, table, L);
  return base;
}

/**
 * Why the most complete legal pairing leaves `unmatched` out: players who may meet nobody at all
 * when they alone explain it, else those left out (or, in an odd field, one of the players barred
 * from the bye that every pairing of all but one leaves out).
 */
function whyUnpairable(
  sorted: readonly Standing[],
  unmatched: readonly number[],
  layout: Layout,
  forbidden: (a: number, b: number) => boolean,
  field: Field,
): NoLegalPairingReason {
  const alone = sorted.filter(p =>
    sorted.every(o => o === p || !compatible(p, o, layout, forbidden)),
  );
  const odd = sorted.length % 2 === 1;
  if (alone.length > 1 || (alone.length === 1 && (!odd || !alone[0].byeEligible))) {
    return { kind: 'no-opponent', players: alone.map(p => p.id) };
  }
  if (unmatched.length === 1) {
    const p = sorted[unmatched[0]];
    return { kind: 'bye-barred', player: p.id, bars: byeBars(p.rounds, field.points) };
  }
  return { kind: 'left-unpaired', players: unmatched.map(v => sorted[v].id) };
}

/**
 * Shortcuts of the procedure that change only how the optima are found, never which pairing
 * comes out: all on in use; the tests turn each off to compare with the full procedure.
 */
export interface DutchShortcuts {
  /** Start the matching from a solve with every edge at weight 1 (see pairDutch). */
  readonly warmStart: boolean;
  /** Fix the opponents of up to three higher players (step d) by one solve. */
  readonly batchOpponents: boolean;
  /** Keep the exchange bits of step c on the higher players' edges until step d sets them. */
  readonly keepExchangeBits: boolean;
  /** Give an odd field's PAB a vertex of its own, joined to the players who may take it. */
  readonly byeVertex: boolean;
}

const ALL_SHORTCUTS: DutchShortcuts = {
  warmStart: true,
  batchOpponents: true,
  keepExchangeBits: true,
  byeVertex: true,
};

/** Pairs round `played + 1` of the request's tournament. */
export function pairDutch(req: PairingRequest, shortcuts = ALL_SHORTCUTS): DutchResult {
  const field = buildField(req);
  const sorted = field.standings
    .filter(s => s.player.available)
    .sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
  const n = sorted.length;
  const maxGame = Math.max(field.points.win, field.points.draw);
  const layout: Layout = layoutFor(sorted, field.played, field.totalRounds, maxGame);
  const forbidden = forbiddenPairs(req, field);
  const odd = n % 2 === 1;
  if (n === 0) return { field, games: [], bye: null, brackets: [], byeScore: null };
  if (n === 1) {
    if (!sorted[0].byeEligible) {
      throw new NoLegalPairingError({
        kind: 'lone-player',
        player: sorted[0].id,
        bars: byeBars(sorted[0].rounds, field.points),
      });
    }
    return { field, games: [], bye: sorted[0].id, brackets: [], byeScore: sorted[0].pairingScore };
  }
  // Bye vertex (shortcut). In an odd field one player stays unmatched at dual 0 while the others'
  // duals are about half their weights, so the optimum needs a blossom over nearly the whole
  // field; the matching dissolves blossoms after each solve, and every later solve searched
  // over the whole field again to rebuild it (greedy-501: 3.4 times the searching of
  // greedy-500). Here vertex n stands for the PAB, joined to every player who may take it by
  // one weight c: it is matched to the player left out, whose dual may then be the lowest one
  // instead of 0, and no blossom is needed (the PAB's edges say y ≥ y(PAB) for those players).
  // c is the unit of the top field of the weights in use (the feasibility weights', then the
  // others': half a pair of candidates' weight), so that a warm pair of the bye vertex raised by
  // halves starts near that player's dual.
  // Exact: every matching of the odd field leaves a player out, so one that also matches the
  // bye vertex (to a player it is joined to) weighs c more, the same c for all. The optimum
  // matches it whenever an optimum of the field leaves out a player joined to it, and then its
  // optima are those of the field plus that edge; it is joined to every eligible player for
  // the feasibility solve, and to every PAB candidate (isByeCandidate) after it, once every
  // optimum leaves out a candidate (the weights' top field). Should no optimum leave out an
  // eligible player, the feasibility solve may find another matching than the field's: that
  // error is then left to the full procedure.
  const byeVertex = shortcuts.byeVertex && odd;
  const byeWeight = ONE << BigInt(weightBits(layout) - 3);
  const feasibilityByeWeight = ONE << BigInt(layout.levelBits + layout.groupBits);
  const newState = (): MatchingState =>
    new MatchingState(byeVertex ? n + 1 : n, weightBits(layout));
  let state = newState();
  const joinBye = (joined: (v: number) => boolean, c: bigint): void => {
    if (byeVertex) for (let v = 0; v < n; v++) state.set(n, v, joined(v) ? c : ZERO);
  };
  joinBye(v => sorted[v].byeEligible, feasibilityByeWeight);
  // An optimum as the procedure reads it: the player matched to the bye vertex is left out.
  const solve = (): Int32Array => {
    const mates = state.solve();
    if (!byeVertex) return mates;
    const own = mates.slice(0, n);
    for (let v = 0; v < n; v++) if (own[v] === n) own[v] = v;
    return own;
  };
  const score = (v: number): number => sorted[v].pairingScore;
  const topScore = score(0);

  // Always built by this one literal: the weight functions then meet a single object shape
  // (a spread copy has another, and the compiled code would be thrown away for it).
  const context = (
    byeScore: number,
    byeFromThisBracket: boolean,
    playedGameRank: ReadonlyMap<number, number>,
  ): EdgeContext => ({
    layout,
    forbidden,
    byeScore,
    oddCount: odd,
    byeFromThisBracket,
    playedGameRank,
  });
  let ctx = context(0, false, new Map());
  // Every edge's weight outside any bracket: n² edges of a few distinct values, each asked of
  // edgeWeight once by its key (the sum of the two players' outsidePart), and set a row at a
  // time by its index in the matching, where each edge's bigint was compared with the last one
  // set and looked up again when it differed.
  const setAll = (): void => {
    const parts = sorted.map(s => outsidePart(s, ctx));
    const idByKey: number[] = [];
    const ends = new Int32Array(n).map((_, j) => j);
    const ids = new Int32Array(n);
    for (let i = 1; i < n; i++) {
      const l = sorted[i];
      for (let j = 0; j < i; j++) {
        const h = sorted[j];
        let id = 0;
        if (compatible(h, l, layout, forbidden)) {
          const key = parts[i] + parts[j];
          const known = idByKey[key];
          id =
            known === undefined
              ? (idByKey[key] = state.indexOf(edgeWeight(h, l, false, false, ctx)))
              : known;
        }
        ids[j] = id;
      }
      state.setRow(i, ends, ids, i);
    }
  };

  // Warm start. The matching's first solve starts every player at the same dual, half the
  // heaviest weight, so only the heaviest edges are tight: when the first weights differ by
  // player (the feasibility weights' scoregroups, or players barred from the PAB), nearly every
  // player then needs a search of its own, O(n³) in all (half the time of a round of an event
  // paired by the engine, where byes have been given). A first solve with every edge at weight
  // 1 needs none (tight edges paired greedily), and since every real weight is heavier, the
  // next solve keeps those pairs matched and tight (their ends are raised by halves) and
  // searches from a few players only. The warm pairs join only players of one share of the next
  // weights (a sum of the two players' shares: feasibility, or outside the brackets), whose ends
  // raised by halves are then tight with every other edge: a pair of a low and a high share
  // leaves its low end too high and unmatches the high end, and such a player's search grew
  // over every edge made tight at once. They are chosen here, greedily down the ranking, and
  // the warm solve given those edges only: a player left over then has no edge (its search
  // ends at once), where a player left over among all edges of weight 1 grew a search over the
  // whole field and left it in blossoms, whose dissolving unmatched nearly every pair again.
  // Exact: that solve still returns a maximum-weight matching of the same weights, only another
  // optimum where several exist. What is read from it is the same in every optimum: the
  // optimum's weight fixes the size of the matching, the PAB's score (by the scoregroup levels)
  // and the count of pairs within the top scoregroup. Only which player is left out when none
  // may be can differ: that error is made by the full procedure. Later choices are each fixed by
  // a bonus that every optimum obeys, so they never depended on which optimum came first.
  const warm = shortcuts.warmStart && (odd || sorted.some(s => !s.byeEligible));
  // With an odd count, `out` is left over: paired with the bye vertex if there is one. Null: the
  // lowest-ranked player the greedy pairs leave over among those the bye vertex is joined to
  // (`joined`), if any: a player left over unpaired (an odd count of its share) sought a mate
  // over the whole field in each later solve, where the bye vertex's mate stays matched.
  const warmStart = (
    out: number | null,
    share: (v: number) => number,
    joined: (v: number) => boolean,
  ): Int32Array => {
    const shares = sorted.map((_, v) => share(v));
    const mate = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) {
      if (v === out || mate[v] >= 0) continue;
      for (let o = v + 1; o < n; o++) {
        if (o === out || mate[o] >= 0 || shares[o] !== shares[v]) continue;
        if (!compatible(sorted[v], sorted[o], layout, forbidden)) continue;
        mate[v] = o;
        mate[o] = v;
        break;
      }
    }
    let left = out ?? -1;
    for (let v = n - 1; v >= 0 && left < 0; v--) if (mate[v] < 0 && joined(v)) left = v;
    for (let i = 1; i < n; i++)
      for (let j = 0; j < i; j++) state.set(i, j, mate[i] === j ? ONE : ZERO);
    if (byeVertex) for (let v = 0; v < n; v++) state.set(n, v, v === left ? ONE : ZERO);
    return solve();
  };
  // The feasibility weights' shares (see below).
  const share = (v: number): number =>
    (sorted[v].byeEligible ? 0 : 1 << 24) + (layout.levelShift.get(score(v)) as number);
  const outsideShare = (v: number): number => outsidePart(sorted[v], ctx);
  let warmMates: Int32Array | null = null;
  if (warm) {
    let out = -1;
    if (odd) for (let v = n - 1; v >= 0 && out < 0; v--) if (sorted[v].byeEligible) out = v;
    warmMates = warmStart(out, odd ? share : outsideShare, () => false);
    joinBye(v => sorted[v].byeEligible, feasibilityByeWeight);
  }

  // Feasibility, and the lowest score the PAB can go to (C5).
  if (odd) {
    const G = BigInt(layout.groupBits);
    const S = BigInt(layout.levelBits);
    // These weights are a sum of the two players' shares (but for the top group's bit). From
    // the warm pairs, a player paired with one of a lower share has its dual too low for its
    // other edges, and the repair raises the first end named of an edge: name that player
    // first, so that it alone is unmatched, not every player it could meet.
    const low = sorted.map((_, v) => (warmMates === null ? 0 : share(v) - share(warmMates[v])));
    // A weight is made once per distinct (count barred from the PAB, sum of the shifts, top
    // bit), and the edges set by its index: bigints made per edge were n² allocations.
    const idByKey: number[] = [];
    for (let i = 1; i < n; i++) {
      for (let j = 0; j < i; j++) {
        const p = sorted[i];
        const o = sorted[j];
        let id = 0;
        if (compatible(p, o, layout, forbidden)) {
          const barred = 1 + (p.byeEligible ? 0 : 1) + (o.byeEligible ? 0 : 1);
          const shifts =
            (layout.levelShift.get(p.pairingScore) as number) +
            (layout.levelShift.get(o.pairingScore) as number);
          const top = p.pairingScore >= topScore ? 1 : 0;
          const key = (shifts * 4 + barred) * 2 + top;
          const known = idByKey[key];
          if (known === undefined) {
            const w = (((BigInt(barred) << S) | BigInt(shifts)) << G) | BigInt(top);
            id = idByKey[key] = state.indexOf(w);
          } else {
            id = known;
          }
        }
        if (low[j] > low[i]) state.setIndex(j, i, id);
        else state.setIndex(i, j, id);
      }
    }
  } else {
    setAll();
  }
  let stable = solve();
  {
    const unmatched = [...Array(n).keys()].filter(v => stable[v] === v);
    if (unmatched.length > 1 || (unmatched.length === 1 && !sorted[unmatched[0]].byeEligible)) {
      if (warm || byeVertex) {
        return pairDutch(req, { ...shortcuts, warmStart: false, byeVertex: false });
      }
      throw new NoLegalPairingError(whyUnpairable(sorted, unmatched, layout, forbidden, field));
    }
  }
  let byeScore: number | null = null;
  let byeFromBracket = false;
  if (odd) {
    const u = [...Array(n).keys()].find(v => stable[v] === v) as number;
    byeScore = score(u);
    if (byeScore >= topScore) {
      byeFromBracket = true;
      for (let v = 0; v < n && score(v) >= topScore; v++) {
        if (score(stable[v]) < topScore) {
          byeFromBracket = false;
          break;
        }
      }
    }
    const counts = sorted
      .filter(s => s.pairingScore === byeScore)
      .map(s => s.playedGames)
      .sort((a, b) => b - a);
    const rank = new Map<number, number>();
    counts.forEach((c, i) => rank.set(c, i));
    ctx = context(byeScore, byeFromBracket, rank);
    if (warm) {
      // The feasibility optimum of an odd field, its blossoms dissolved for the next solve,
      // leaves most pairs unmatched (on the checker bench's 500 players, the brackets' first
      // solves then searched from twice as many players): the brackets start instead from a
      // new matching, warm started with that optimum's PAB player out. The old one is dropped.
      // Exact as the warm start above: only where the next optimum is searched from changes.
      state = newState();
      warmStart(byeVertex ? null : u, outsideShare, v => isByeCandidate(sorted[v], ctx));
    }
    joinBye(v => isByeCandidate(sorted[v], ctx), byeWeight);
    setAll();
  }

  const brackets: BracketTrace[] = [];
  const pairOf = new Int32Array(n).fill(-1);
  const matched = new Uint8Array(n);
  // The bracket: moved-down players, then residents, then the next scoregroup (look-ahead).
  let bracket: number[] = [];
  let next = 0;
  while (next < n && score(next) >= topScore) bracket.push(next++);
  let mdpCount = 0;
  let groupStart = 0; // vertex of the first resident

  while (bracket.length > 1 || next < n) {
    const nextBegin = bracket.length; // index in `bracket` of the first next-group player
    const nextBeginVertex = groupStart + (nextBegin - mdpCount);
    const groupIterator = next;
    while (next < n && score(next) >= score(groupIterator)) bracket.push(next++);
    const at = (i: number): number => bracket[i];
    const bracketScore = score(at(mdpCount < nextBegin ? mdpCount : 0));

    // base[L][s]: edge between bracket[s] (higher) and bracket[L] (lower), L >= mdpCount.
    const base = bracketWeights(state, sorted, bracket, mdpCount, nextBegin, ctx);
    const baseOf = (L: number, s: number): bigint => (L >= mdpCount ? base[L][s] : ZERO);
    const inBracketMate = (v: number): boolean =>
      stable[v] >= groupStart && stable[v] < nextBeginVertex;
    const G = BigInt(layout.groupBits);

    stable = solve();

    // a. Which MDPs are paired: among MDPs of equal score, the higher-ranked ones.
    let mdpScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    for (let i = 0; i < mdpCount; i++) {
      if (i === 0 || score(at(i)) < mdpScore) {
        mdpScore = score(at(i));
        remaining = 0;
        remainingMatched = 0;
        for (let k = i; k < bracket.length && score(at(k)) >= mdpScore; k++) {
          remaining++;
          if (inBracketMate(at(k))) remainingMatched++;
        }
      }
      if (remainingMatched === 0) continue;
      const v = at(i);
      if (remaining <= remainingMatched) {
        matched[v] = 1;
        continue;
      }
      remaining--;
      if (!inBracketMate(v)) {
        for (let o = mdpCount; o < nextBegin; o++) {
          const w = baseOf(o, i);
          if (w) state.set(v, at(o), w | ONE);
        }
        stable = solve();
      }
      if (inBracketMate(v)) {
        matched[v] = 1;
        remainingMatched--;
        for (let o = mdpCount; o < nextBegin; o++) {
          const w = baseOf(o, i);
          if (w) state.set(v, at(o), (w | BigInt(nextBegin - mdpCount)) + ONE);
        }
      }
    }

    // b. Opponents of the paired MDPs: the highest-ranked resident still possible.
    for (let i = 0; i < mdpCount; i++) {
      const v = at(i);
      if (!matched[v]) continue;
      let addend = BigInt(bracket.length);
      let favourite = -1;
      for (let o = nextBegin - 1; o >= mdpCount; o--) {
        if (matched[at(o)]) continue;
        const w = baseOf(o, i);
        if (w) {
          state.set(v, at(o), w + addend);
          addend++;
          favourite = at(o);
        }
      }
      // The bonus only touches v's edges: if v already has the largest one, nothing changes.
      if (stable[v] !== favourite) stable = solve();
      const mateV = stable[v];
      matched[mateV] = 1;
      state.fix(v, mateV);
      pairOf[v] = mateV;
      pairOf[mateV] = v;
    }

    // c. The remainder: residents not paired with MDPs. S1 = its first P players.
    const remainder: number[] = [];
    let remainderPairs = 0;
    for (let i = mdpCount; i < nextBegin; i++) {
      const v = at(i);
      if (stable[v] < groupStart) continue;
      remainder.push(i);
      if (stable[v] < v) remainderPairs++;
    }
    // The exchange bits by the higher player's index in the remainder, each made once: they
    // are added to thousands of weights, and built anew each time they were most of the
    // garbage of this step.
    const exchangeBits: bigint[] = [];
    const withExchangeBits = (s: number, L: number, sRemIndex: number): bigint => {
      const w = baseOf(L, s);
      if (!w) return w;
      let addend = exchangeBits[sRemIndex];
      if (addend === undefined) {
        addend =
          (((sRemIndex < remainderPairs ? ONE : ZERO) << (TWO * G)) - BigInt(sRemIndex)) << ONE;
        exchangeBits[sRemIndex] = addend;
      }
      return w + addend;
    };
    for (let a = 0; a < remainder.length; a++) {
      for (let c = 0; c < a; c++) {
        state.set(
          at(remainder[c]),
          at(remainder[a]),
          withExchangeBits(remainder[c], remainder[a], c),
        );
      }
    }
    stable = solve();
    const isHigher = (v: number): boolean => stable[v] > v && stable[v] < nextBeginVertex;

    let exchangeCount = 0;
    for (let r = 0; r < remainderPairs; r++) if (!isHigher(at(remainder[r]))) exchangeCount++;

    // Move out of S1 the lowest players that can be moved.
    let exchangesLeft = exchangeCount;
    for (let r = remainderPairs - 1; r >= 0 && exchangesLeft > 0; r--) {
      const pi = remainder[r];
      const v = at(pi);
      if (isHigher(v)) {
        for (let o = r + 1; o < remainder.length; o++) {
          const w = withExchangeBits(pi, remainder[o], r);
          if (w) state.set(v, at(remainder[o]), w - ONE);
        }
        stable = solve();
      }
      const exchange = !isHigher(v);
      if (exchange) exchangesLeft--;
      for (let o = r + 1; o < remainder.length; o++) {
        if (exchange) base[remainder[o]][pi] = ZERO;
        state.set(v, at(remainder[o]), withExchangeBits(pi, remainder[o], r));
      }
    }

    // Bring into S1 the highest players of S2 that can be brought in.
    exchangesLeft = exchangeCount;
    for (let r = remainderPairs; r < remainder.length && exchangesLeft > 1; r++) {
      const pi = remainder[r];
      const v = at(pi);
      const already = isHigher(v);
      if (!already) {
        for (let o = r + 1; o < remainder.length; o++) {
          const w = withExchangeBits(pi, remainder[o], r);
          if (w) state.set(v, at(remainder[o]), w + ONE);
        }
        stable = solve();
      }
      if (isHigher(v)) {
        exchangesLeft--;
        for (let o = 0; o < r; o++) {
          base[pi][remainder[o]] = ZERO;
          state.set(v, at(remainder[o]), ZERO);
        }
        for (let o = nextBegin; o < bracket.length; o++) {
          base[o][pi] = ZERO;
          state.set(v, at(o), ZERO);
        }
        for (let u = bracket[bracket.length - 1] + 1; u < n; u++) state.set(v, u, ZERO);
      }
      if (!already) {
        for (let o = r + 1; o < remainder.length; o++) {
          state.set(v, at(remainder[o]), withExchangeBits(pi, remainder[o], r));
        }
      }
    }

    // Fix who acts as a higher player; back to the criteria weights.
    // Shortcut: a higher player's edges to lower ones keep their exchange bits until its turn
    // in d. Those bits are the same on all of its edges (they depend on its own index), so they
    // add one constant to every matching that pairs each higher player with a lower one — and
    // every criteria optimum does. Dropping them at once would lighten the pairs of the optimum
    // just found, and every such pair would be unmatched and searched again. Exact while a
    // matching that leaves a higher player out still loses: it gains at most 2·index < 2^(G+1)
    // per player brought into S1 (fewer than 2^G), which with the bonuses of d and the MDPs'
    // stays below the criteria's lowest unit, 2^(3G+1).
    const keepBits =
      shortcuts.keepExchangeBits &&
      BigInt(mdpCount) + (ONE << (TWO * G + ONE)) <= ONE << (BigInt(3) * G);
    for (let a = 0; a < remainder.length; a++) {
      const pv = at(remainder[a]);
      for (let c = a + 1; c < remainder.length; c++) {
        const ov = at(remainder[c]);
        const lower = base[remainder[c]];
        const gone = !isHigher(pv) || isHigher(ov);
        if (keepBits) {
          // The edge holds its weight with the exchange bits already (set above, and set back
          // after each trial exchange, zero where the pair went): only a pair gone now changes.
          // Computing that weight again for every pair was a bigint and a look-up each.
          if (gone && lower[remainder[a]] !== ZERO) {
            lower[remainder[a]] = ZERO;
            state.set(pv, ov, ZERO);
          }
        } else {
          if (gone) lower[remainder[a]] = ZERO;
          state.set(pv, ov, lower[remainder[a]]);
        }
      }
    }

    // d. Each higher player takes the highest-ranked lower player still possible.
    // Several higher players per solve (shortcut): the first one's bonus in the highest bits,
    // the next one's below it, and so on, G bits each (an addend counts lower players of the
    // resident scoregroup: below 2^G). The base weights leave their lowest 3G + 1 bits free, and
    // nothing else is set there now but the +1 of MDPs left unpaired in a (at most one per MDP),
    // so while the stacked bonuses and those stay below 2^(3G+1), the optimum maximises the
    // criteria, then the first player's bonus, then the next one's: each one takes the best lower
    // player left by those before it, as one solve each would give. Who is a higher player may
    // be read before the solve: after c each one has edges only to lower players outside S1, and
    // every optimum makes as many pairs in the remainder as there are higher players, so every
    // optimum pairs each of them with a lower one.
    const perSolve = shortcuts.batchOpponents && BigInt(mdpCount) <= ONE << (BigInt(3) * G) ? 3 : 1;
    for (let k = 0; k < remainder.length;) {
      const batch: number[] = [];
      // Their favourites: each one's best lower player not the favourite of one before it.
      const favourites: number[] = [];
      let satisfied = true;
      for (; k < remainder.length && batch.length < perSolve; k++) {
        const pi = remainder[k];
        const v = at(pi);
        if (!isHigher(v)) continue;
        const shift = BigInt(perSolve - 1 - batch.length) * G;
        batch.push(v);
        let addend = ZERO;
        let favourite = -1;
        for (let r = remainder.length - 1; r >= 0; r--) {
          const oi = remainder[r];
          if (oi <= pi || matched[at(oi)]) continue;
          const w = base[oi][pi];
          if (w) {
            state.set(v, at(oi), w + (addend << shift));
            if (!favourites.includes(at(oi))) favourite = at(oi);
          }
          addend++;
        }
        favourites.push(favourite);
        if (stable[v] !== favourite) satisfied = false;
      }
      // Every one of them already has its favourite: the current matching gains the largest
      // bonus of the first, then of the next given the first one's pair, and so on, so it stays
      // optimal.
      if (!satisfied) stable = solve();
      for (const v of batch) {
        const mateV = stable[v];
        matched[v] = 1;
        matched[mateV] = 1;
        state.fix(v, mateV);
        pairOf[v] = mateV;
        pairOf[mateV] = v;
      }
    }

    // e. The rest floats down into the next bracket.
    const nextBracket: number[] = [];
    const pairs: [number, number][] = [];
    const floaters: number[] = [];
    let newMdp = 0;
    byeFromBracket = odd && groupIterator < n && (byeScore as number) >= score(groupIterator);
    for (let i = 0; i < bracket.length; i++) {
      const v = at(i);
      if (i < nextBegin && matched[v]) {
        if (v < pairOf[v] || i < mdpCount) pairs.push([sorted[v].id, sorted[pairOf[v]].id]);
      } else {
        nextBracket.push(v);
        if (i < nextBegin) {
          newMdp++;
          floaters.push(sorted[v].id);
        }
        if (byeFromBracket && score(stable[v]) < score(groupIterator)) byeFromBracket = false;
      }
    }
    brackets.push({
      score: bracketScore,
      movedDown: bracket.slice(0, mdpCount).map(v => sorted[v].id),
      residents: bracket.slice(mdpCount, nextBegin).map(v => sorted[v].id),
      pairs,
      floaters,
      context: ctx,
    });
    ctx = context(ctx.byeScore, byeFromBracket, ctx.playedGameRank);
    if (next >= n && nextBracket.length > 1 && newMdp === nextBracket.length) {
      // Completion (C4) makes the last bracket pair everyone but the bye; should it ever not,
      // stop rather than loop.
      throw new NoLegalPairingError({
        kind: 'completion',
        players: nextBracket.map(v => sorted[v].id),
      });
    }
    bracket = nextBracket;
    mdpCount = newMdp;
    groupStart = nextBeginVertex;
  }

  const games: PairedGame[] = [];
  let bye: number | null = null;
  for (let v = 0; v < n; v++) {
    const mateV = pairOf[v];
    if (mateV < 0) {
      bye = sorted[v].id;
      continue;
    }
    const a = sorted[v];
    const b = sorted[mateV];
    if (a.id > b.id) continue;
    const colour = allocateColours(a, b, field.initialColour);
    games.push({
      white: colour.colourOfA === 'w' ? a.id : b.id,
      black: colour.colourOfA === 'w' ? b.id : a.id,
      colour,
      decidedFor: a.id,
    });
  }
  return { field, games, bye, brackets, byeScore };
}
