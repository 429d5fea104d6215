/**
 * Rating performance figures over a list of games (C.07 Art. 10.1–10.3). Inputs are the
 * opponents' ratings and the player's score in those games on the 1 / ½ / 0 scale; which games
 * count (over the board only, cuts) is decided by the caller.
 */
import {
  expectedScoreHundredths,
  percentScore,
  ratingDifference,
  roundedAverage,
} from './fideTables';

/** ARO: average opponent rating, half up; null without games. */
export function averageRating(ratings: readonly number[]): number | null {
  return ratings.length === 0 ? null : roundedAverage(ratings);
}

/**
 * TPR = ARO + dp(p), p the score as a whole percentage rounded half up (C.07 10.2, as the FIDE
 * reference calculator reads it); null without games.
 */
export function performanceRating(score: number, ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return roundedAverage(ratings) + ratingDifference(percentScore(score, ratings.length));
}

/** Σ expected scores (hundredths) of a player rated `rating` against `ratings`. */
function expectedTotal(rating: number, ratings: readonly number[]): number {
  let sum = 0;
  for (const r of ratings) sum += expectedScoreHundredths(rating - r);
  return sum;
}

/**
 * PTP: the lowest integer rating whose expected score against these opponents reaches the
 * score (C.07 10.3). A zero score gives 800 below the lowest-rated opponent (10.3 says so); a
 * perfect score comes out as the highest-rated opponent + 736, where PD first reaches 1.00.
 * Null without games.
 */
export function perfectPerformance(score: number, ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const r of ratings) {
    if (r < min) min = r;
    if (r > max) max = r;
  }
  if (score <= 0) return min - 800;
  const target = Math.round(score * 100);
  // expected totals never decrease as the rating rises: search [min − 800, max + 736].
  let low = min - 800; // Σ = 0 < target here
  let high = max + 736; // Σ = 100 · games ≥ target here
  if (expectedTotal(high, ratings) < target) return null; // score above the number of games
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (expectedTotal(mid, ratings) >= target) high = mid;
    else low = mid;
  }
  return high;
}
