/**
 * The rating tie-breaks of C.07 Art. 10 for every participant: ARO (with cuts), TPR, PTP, APRO,
 * APPO and RTNG. A value is null when it does not exist: for everybody when the ratings do not
 * exist (Art. 10 unrated rule), for a participant without a game over the board, or when a cut
 * removes every game.
 */
import type { Tournament } from '../../model/types';
import { otbGames, type OtbGame } from './otbGames';
import { averageRating, perfectPerformance, performanceRating } from './performance';
import { participantRatings } from './ratingSource';

export interface RatingCodeOptions {
  /** Rounds 1 … `rounds` count (standings after a round). */
  readonly rounds: number;
  /** Rating given to unrated participants (option `unratedRating` or modifier `/U`). */
  readonly unratedRating?: number;
}

/** Number of lowest (and highest) opponent ratings to drop: `/C1` = 1, 0; `/M1` = 1, 1. */
export interface RatingCut {
  readonly low: number;
  readonly high: number;
}

export const NO_CUT: RatingCut = { low: 0, high: 0 };

interface RatedGames {
  readonly ratings: number[];
  readonly score: number;
}

function ratedGames(games: readonly OtbGame[], ratings: readonly number[]): RatedGames {
  let score = 0;
  const list: number[] = [];
  for (const g of games) {
    list.push(ratings[g.opponent]);
    score += g.score;
  }
  return { ratings: list, score };
}

/**
 * Drops the `low` lowest and then the `high` highest ratings (C.07 14.1–14.4). As in the FIDE
 * reference calculator a cut never asks for more than the rounds played so far, and the median
 * cut shrinks so that both ends together do not exceed them.
 */
function applyCut(ratings: readonly number[], cut: RatingCut, rounds: number): number[] {
  const low = Math.min(cut.low, rounds);
  const high = Math.min(cut.high, rounds - low);
  if (low === 0 && high === 0) return [...ratings];
  const sorted = [...ratings].sort((a, b) => a - b);
  return sorted.slice(Math.min(low, sorted.length), Math.max(low, sorted.length - high));
}

function perParticipant<T>(
  t: Tournament,
  options: RatingCodeOptions,
  compute: (games: OtbGame[], ratings: number[], allGames: OtbGame[][]) => T | null,
): (T | null)[] {
  const ratings = participantRatings(t, 'fide', options.unratedRating);
  if (ratings === null) return t.participants.map(() => null);
  const games = otbGames(t, options.rounds);
  return games.map(g => compute(g, ratings, games));
}

/** ARO, ARO/C1, ARO/C2, ARO/M1, ARO/M2 (C.07 10.1, 14). */
export function aroValues(
  t: Tournament,
  cut: RatingCut,
  options: RatingCodeOptions,
): (number | null)[] {
  return perParticipant(t, options, (games, ratings) =>
    averageRating(applyCut(ratedGames(games, ratings).ratings, cut, options.rounds)),
  );
}

/** TPR (C.07 10.2). */
export function tprValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  return perParticipant(t, options, (games, ratings) => {
    const rated = ratedGames(games, ratings);
    return performanceRating(rated.score, rated.ratings);
  });
}

/** PTP (C.07 10.3). */
export function ptpValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  return perParticipant(t, options, (games, ratings) => {
    const rated = ratedGames(games, ratings);
    return perfectPerformance(rated.score, rated.ratings);
  });
}

/**
 * Average of a per-participant figure over the opponents met over the board, half up
 * (APRO 10.4, APPO 10.5). Opponents whose figure does not exist are left out.
 */
function averageOverOpponents(
  games: readonly OtbGame[],
  figure: readonly (number | null)[],
): number | null {
  const values: number[] = [];
  for (const g of games) {
    const v = figure[g.opponent];
    if (v !== null) values.push(v);
  }
  return averageRating(values);
}

/** APRO: average of the opponents' TPR (C.07 10.4). */
export function aproValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  const tpr = tprValues(t, options);
  return perParticipant(t, options, games => averageOverOpponents(games, tpr));
}

/** APPO: average of the opponents' PTP (C.07 10.5). */
export function appoValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  const ptp = ptpValues(t, options);
  return perParticipant(t, options, games => averageOverOpponents(games, ptp));
}

/** RTNG: the participant's own rating (C.07 10.6); the order (highest first, `/R` lowest) is the ranking's business. */
export function rtngValues(
  t: Tournament,
  options: Pick<RatingCodeOptions, 'unratedRating'>,
): (number | null)[] {
  const ratings = participantRatings(t, 'fide', options.unratedRating);
  return t.participants.map((_, i) => (ratings === null ? null : ratings[i]));
}
