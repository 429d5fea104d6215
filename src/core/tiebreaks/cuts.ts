/**
 * Cut and Median modifiers (C.07 Art. 14.1–14.4) with the Cut-1 exception for voluntary
 * unplayed rounds (Art. 16.5).
 *
 * An element is one round's entry in a sum: the opponent's (or dummy's) score, which decides
 * what is "least significant", and the contribution actually summed (the score itself for
 * Buchholz, score × points for Sonneborn-Berger).
 *
 * - Least significant value (14.1): the element with the lowest score; among several with that
 *   score, the lowest contribution (14.1.2 d for SB; for BH the two coincide).
 * - Most significant value (14.3): the highest score, then the highest contribution. Medians cut
 *   the low end first, then the high end ("in that order"), and the VUR rule only concerns the
 *   low end.
 * - 16.5: with VURs left, take the VUR element with the lowest contribution and cut it unless its
 *   contribution is lower than the least significant value's; then cut the least significant
 *   value instead ("cut the higher of these two values"). The VUR is chosen by contribution as
 *   16.5.2 a says, not by the dummy's score (the reference calculator's known deviation).
 */

export interface CutElements {
  /** Number of elements; arrays may be longer (reused scratch space). */
  readonly count: number;
  readonly score: ArrayLike<number>;
  readonly contribution: ArrayLike<number>;
  /** 1 = the element comes from a voluntary unplayed round. */
  readonly vur: ArrayLike<number>;
}

/** Why an element was cut, for explanations. */
export const CUT_REASON = { none: 0, least: 1, vur: 2, most: 3 } as const;

/**
 * Marks the elements to cut in `out` (CUT_REASON per element, `out` is cleared first) and
 * returns the sum of the contributions that remain. `low`/`high` are clamped so that at least
 * nothing is cut twice: low ≤ count, high ≤ count − low.
 */
export function sumWithCuts(
  e: CutElements,
  low: number,
  high: number,
  vurFirst: boolean,
  out: Uint8Array,
): number {
  const { count, score, contribution, vur } = e;
  out.fill(0, 0, count);
  let lowLeft = Math.min(low, count);
  let highLeft = Math.min(high, count - lowLeft);
  while (lowLeft > 0) {
    let least = -1;
    let lowestVur = -1;
    for (let k = 0; k < count; k++) {
      if (out[k] !== 0) continue;
      if (
        least < 0 ||
        score[k] < score[least] ||
        (score[k] === score[least] && contribution[k] < contribution[least])
      ) {
        least = k;
      }
      if (
        vurFirst &&
        vur[k] === 1 &&
        (lowestVur < 0 ||
          contribution[k] < contribution[lowestVur] ||
          (contribution[k] === contribution[lowestVur] && score[k] < score[lowestVur]))
      ) {
        lowestVur = k;
      }
    }
    if (lowestVur >= 0 && contribution[lowestVur] >= contribution[least])
      out[lowestVur] = CUT_REASON.vur;
    else out[least] = CUT_REASON.least;
    lowLeft--;
  }
  while (highLeft > 0) {
    let most = -1;
    for (let k = 0; k < count; k++) {
      if (out[k] !== 0) continue;
      if (
        most < 0 ||
        score[k] > score[most] ||
        (score[k] === score[most] && contribution[k] > contribution[most])
      ) {
        most = k;
      }
    }
    out[most] = CUT_REASON.most;
    highLeft--;
  }
  let sum = 0;
  for (let k = 0; k < count; k++) if (out[k] === 0) sum += contribution[k];
  return sum;
}
