/**
 * A first FIDE rating (B.02 8.2 of the regulations effective from 1 March 2024, and 7.1.4):
 * after at least 5 games against rated opponents, Ru = Ra + dp, where Ra is the average rating of
 * the rated opponents together with two hypothetical opponents rated 1800, and dp comes from
 * table 8.1.1 for the score p counting those two as draws. Ru is rounded, at most 2200, and only
 * published when at least 1400 (7.1.4). A zero score in a player's first event is disregarded.
 * (The archived 2022 rule, Ra + 20 per half point above 50 %, is what FIDE's online calculator
 * still computes; FIDE's published lists follow the 2024 rule.)
 */
import { percentScore, ratingDifference } from '../../tiebreaks/ratings/fideTables';

/** Games against rated opponents needed for a first rating (7.1.4). */
export const GAMES_FOR_FIRST_RATING = 5;
const HYPOTHETICAL = 1800;
const MAXIMUM = 2200;
const PUBLISHED_FROM = 1400;

/** A first rating worked out from one event. */
export interface FirstRating {
  /** Sum of the rated opponents' ratings and the two hypothetical 1800s. */
  readonly ratingSum: number;
  /** Games counted: the rated games and the two hypothetical ones. */
  readonly games: number;
  /** Ra = ratingSum / games, exact. */
  readonly average: number;
  /** Points counted: the score plus the two hypothetical draws. */
  readonly points: number;
  /** p in whole percent, rounded half up. */
  readonly percent: number;
  /** dp of table 8.1.1 for p. */
  readonly dp: number;
  /** Ra + dp rounded half up, before the maximum. */
  readonly unlimited: number;
  /** The rating: at most 2200. */
  readonly rating: number;
  /** Below 1400: FIDE publishes no rating. */
  readonly belowFloor: boolean;
}

/** What an unrated player's event gives towards a first rating. */
export type FirstRatingOutcome =
  | { readonly kind: 'rating'; readonly first: FirstRating }
  /** Fewer than 5 games against rated opponents: `needed` more are needed. */
  | { readonly kind: 'not-yet'; readonly needed: number }
  /** No point against rated opponents: the event is disregarded (8.2). */
  | { readonly kind: 'zero-score' };

/** The first rating of a player scoring `score` against rated opponents rated `ratings`. */
export function firstRating(score: number, ratings: readonly number[]): FirstRatingOutcome {
  const n = ratings.length;
  if (n < GAMES_FOR_FIRST_RATING) return { kind: 'not-yet', needed: GAMES_FOR_FIRST_RATING - n };
  if (score === 0) return { kind: 'zero-score' };
  let sum = 2 * HYPOTHETICAL;
  for (const r of ratings) sum += r;
  const games = n + 2;
  const points = score + 1;
  const percent = percentScore(points, games);
  const dp = ratingDifference(percent);
  // Ra + dp rounded half up, on integers: (sum + dp·games) / games.
  const unlimited = Math.floor((2 * (sum + dp * games) + games) / (2 * games));
  const rating = Math.min(MAXIMUM, unlimited);
  return {
    kind: 'rating',
    first: {
      ratingSum: sum,
      games,
      average: sum / games,
      points,
      percent,
      dp,
      unlimited,
      rating,
      belowFloor: rating < PUBLISHED_FROM,
    },
  };
}
