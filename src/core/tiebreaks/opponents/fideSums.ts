/**
 * Buchholz and Sonneborn-Berger, uncut and Cut-1, under the FIDE 2024 and 2026 Swiss rules
 * (C.07 Art. 16, see elements.ts), all four in one loop over the round table: the codes of
 * nearly every standings list (BH/C1, BH, SB), read without building the elements first.
 *
 * Why a loop of its own: a program ranks one field once, so nearly all of it runs before the
 * compiler has optimised it, and every loop over the field's rounds is compiled separately. The
 * general way (build the elements, then one pass per sum) is four to five such loops.
 *
 * The same numbers as the general way: each element's score and contribution as elements.ts
 * gives them, and the element cut as sums.ts chooses it (the first least significant one, or the
 * voluntary unplayed round of Art. 16.5). Only used where sums are exact (exact.ts), so that the
 * sum less the element cut equals the sum of the others added in round order.
 */
import type { TiebreakContext } from '../context';
import { isRoundRobinFor, isVurKind, RK, rulesFor } from '../context';
import { RK_COUNT } from '../../model/packedRounds';
import { exactSums } from '../exact';
import type { TiebreakCode } from '../types';
import { adjustedScores } from './elements';

/** 1 for the kinds of voluntary unplayed rounds (isVurKind), by kind: one load in sumAll's loop. */
const VUR = Uint8Array.from({ length: RK_COUNT }, (_, k) => (isVurKind(k) ? 1 : 0));

export interface FideSums {
  readonly buchholz: number[];
  readonly buchholzCut1: number[];
  readonly sonnebornBerger: number[];
  readonly sonnebornBergerCut1: number[];
}

/** The four sums, or null when the code is not one of them under these rules (general way). */
export function fideSumsFor(
  ctx: TiebreakContext,
  code: TiebreakCode,
  fore: boolean,
): FideSums | null {
  if (fore || code.cutHigh !== 0 || code.cutLow > 1 || isRoundRobinFor(ctx, code)) return null;
  const rules = rulesFor(ctx, code);
  if (rules !== 'fide-2024' && rules !== 'fide-2026') return null;
  if (!exactSums(ctx)) return null;
  return ctx.cached(`fideSums:${rules}`, () => fideSums(ctx, rules === 'fide-2026'));
}

/**
 * The four sums for every participant; `caps`: the dummy caps of 16.4.1/16.4.2 (2026). Null when
 * a game has no opponent in the table (the general way then says what it makes of that).
 */
export function fideSums(ctx: TiebreakContext, caps: boolean): FideSums | null {
  const n = ctx.n;
  const table = ctx.table;
  const out: FideSums = {
    buchholz: new Array<number>(n),
    buchholzCut1: new Array<number>(n),
    sonnebornBerger: new Array<number>(n),
    sonnebornBergerCut1: new Array<number>(n),
  };
  const adjusted = adjustedScores(ctx, table, caps ? 'fide-2026' : 'fide-2024', false);
  const { kind, opp, pts, score } = table;
  return sumAll(
    ctx.rounds,
    n,
    kind,
    opp,
    pts,
    score,
    adjusted,
    caps,
    ctx.ps.draw,
    ctx.heldRounds,
    out,
  )
    ? out
    : null;
}

/**
 * The loop: for each participant, every round that is an element (all but games still to be
 * played) with its score v and contribution v × points; the sums; and the element Cut-1 removes:
 * for BH the first lowest score, or the first lowest VUR when there is one (a VUR's score is
 * never below the lowest); for SB the first lowest score (lowest contribution among equal
 * scores), or the lowest VUR contribution (lowest score among equal ones) when it is not below
 * that element's contribution.
 */
function sumAll(
  R: number,
  n: number,
  kind: Uint8Array,
  opp: Int32Array,
  pts: Float64Array,
  score: Float64Array,
  adjusted: Float64Array,
  caps: boolean,
  draw: number,
  heldRounds: number,
  out: FideSums,
): boolean {
  for (let i = 0; i < n; i++) {
    const own = score[i];
    // Draw points × rounds (16.4.2) worked out here rather than passed in: the loop is compiled
    // while it runs, and a value from before it is of unknown type to that code; mixed into v, it
    // would keep v and the least values boxed, a heap number for every round.
    const otherCap = caps ? draw * heldRounds : own;
    let bh = 0;
    let sb = 0;
    let any = false;
    let leastBh = Infinity;
    let leastSb = Infinity;
    let leastSbContribution = Infinity;
    let vurs = false;
    let vurBh = Infinity;
    let vurSb = Infinity;
    let vurSbScore = Infinity;
    for (let at = i * R; at < (i + 1) * R; at++) {
      const k = kind[at];
      if (k === RK.pending) continue;
      const j = opp[at];
      let v: number;
      let vur = false;
      if (k === RK.played) {
        if (j < 0) return false;
        v = adjusted[j];
      } else {
        // A dummy with the participant's own score (16.4), capped in 2026 by the scheduled
        // opponent's adjusted score for forfeits (16.4.1), else by draw points × rounds (16.4.2).
        // Paired kinds other than a played game are the forfeits.
        const cap = caps && k <= RK.doubleForfeit && j >= 0 ? adjusted[j] : otherCap;
        v = cap < own ? cap : own;
        vur = VUR[k] === 1;
      }
      const c = v * pts[at];
      any = true;
      bh += v;
      sb += c;
      if (v < leastBh) leastBh = v;
      if (v < leastSb || (v === leastSb && c < leastSbContribution)) {
        leastSb = v;
        leastSbContribution = c;
      }
      if (vur) {
        vurs = true;
        if (v < vurBh) vurBh = v;
        if (c < vurSb || (c === vurSb && v < vurSbScore)) {
          vurSb = c;
          vurSbScore = v;
        }
      }
    }
    out.buchholz[i] = bh;
    out.sonnebornBerger[i] = sb;
    out.buchholzCut1[i] = any ? bh - (vurs ? vurBh : leastBh) : 0;
    out.sonnebornBergerCut1[i] = any
      ? sb - (vurs && vurSb >= leastSbContribution ? vurSb : leastSbContribution)
      : 0;
  }
  return true;
}
