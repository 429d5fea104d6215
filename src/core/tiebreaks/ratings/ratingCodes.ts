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
  /**
   * The pre-2023 rule of the FIDE rapid and blitz championships (`/V2022`): every round without
   * a game over the board uses up one of the cuts first.
   */
  readonly unplayedFirst?: boolean;
}

export const NO_CUT: RatingCut = { low: 0, high: 0 };

/** What every rating code reads: the ratings (null under the unrated rule) and the games. */
export interface RatingView {
  readonly ratings: readonly number[] | null;
  readonly games: readonly (readonly OtbGame[])[];
}

export function ratingView(t: Tournament, options: RatingCodeOptions): RatingView {
  return {
    ratings: participantRatings(t, 'fide', options.unratedRating),
    games: otbGames(t, options.rounds),
  };
}

/**
 * Splits games into kept and cut (C.07 14.1–14.4): the `low` lowest-rated opponents, then the
 * `high` highest; among equal ratings the earlier round goes first. As in the FIDE reference
 * calculator a cut never asks for more than the rounds counted, and a median shrinks so that
 * both ends together do not exceed them.
 */
export function cutGames(
  games: readonly OtbGame[],
  ratings: readonly number[],
  cut: RatingCut,
  rounds: number,
): { kept: OtbGame[]; cut: OtbGame[] } {
  let low = Math.min(cut.low, rounds);
  let high = Math.min(cut.high, rounds - low);
  if (cut.unplayedFirst) {
    const unplayed = Math.max(0, rounds - games.length);
    const fromLow = Math.min(unplayed, low);
    low -= fromLow;
    high -= Math.min(unplayed - fromLow, high);
  }
  if (low === 0 && high === 0) return { kept: [...games], cut: [] };
  const sorted = [...games].sort(
    (a, b) => ratings[a.opponent] - ratings[b.opponent] || a.round - b.round,
  );
  const from = Math.min(low, sorted.length);
  const to = Math.max(from, sorted.length - high);
  return { kept: sorted.slice(from, to), cut: [...sorted.slice(0, from), ...sorted.slice(to)] };
}

function opponentRatings(games: readonly OtbGame[], ratings: readonly number[]): number[] {
  return games.map(g => ratings[g.opponent]);
}

function scoreOf(games: readonly OtbGame[]): number {
  let score = 0;
  for (const g of games) score += g.score;
  return score;
}

function perParticipant(
  view: RatingView,
  compute: (games: readonly OtbGame[], ratings: readonly number[], i: number) => number | null,
): (number | null)[] {
  const ratings = view.ratings;
  if (ratings === null) return view.games.map(() => null);
  return view.games.map((g, i) => compute(g, ratings, i));
}

/**
 * The rounds a cut may reach: the same for everybody, or each participant's own (the rounds held,
 * without games still to be played, which are no unplayed rounds).
 */
export type CutRounds = number | ArrayLike<number>;

export function roundsOf(rounds: CutRounds, i: number): number {
  return typeof rounds === 'number' ? rounds : rounds[i];
}

/** ARO, ARO/C1, ARO/C2, ARO/M1, ARO/M2 (C.07 10.1, 14). */
export function aroValues(
  t: Tournament,
  cut: RatingCut,
  options: RatingCodeOptions,
): (number | null)[] {
  return aroFromView(ratingView(t, options), cut, options.rounds);
}

export function aroFromView(
  view: RatingView,
  cut: RatingCut,
  rounds: CutRounds,
): (number | null)[] {
  return perParticipant(view, (games, ratings, i) =>
    averageRating(
      opponentRatings(cutGames(games, ratings, cut, roundsOf(rounds, i)).kept, ratings),
    ),
  );
}

/** TPR (C.07 10.2). */
export function tprValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  return tprFromView(ratingView(t, options));
}

export function tprFromView(view: RatingView): (number | null)[] {
  return perParticipant(view, (games, ratings) =>
    performanceRating(scoreOf(games), opponentRatings(games, ratings)),
  );
}

/** PTP (C.07 10.3). */
export function ptpValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  return ptpFromView(ratingView(t, options));
}

export function ptpFromView(view: RatingView): (number | null)[] {
  return perParticipant(view, (games, ratings) =>
    perfectPerformance(scoreOf(games), opponentRatings(games, ratings)),
  );
}

/**
 * Average of a per-participant figure over the opponents met over the board, half up
 * (APRO 10.4, APPO 10.5). Opponents whose figure does not exist are left out.
 */
export function averageOverOpponents(
  view: RatingView,
  figure: readonly (number | null)[],
): (number | null)[] {
  return perParticipant(view, games => {
    const values: number[] = [];
    for (const g of games) {
      const v = figure[g.opponent];
      if (v !== null) values.push(v);
    }
    return averageRating(values);
  });
}

/** APRO: average of the opponents' TPR (C.07 10.4). */
export function aproValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  const view = ratingView(t, options);
  return averageOverOpponents(view, tprFromView(view));
}

/** APPO: average of the opponents' PTP (C.07 10.5). */
export function appoValues(t: Tournament, options: RatingCodeOptions): (number | null)[] {
  const view = ratingView(t, options);
  return averageOverOpponents(view, ptpFromView(view));
}

/**
 * RTNG: the participant's own rating (C.07 10.6); the order (highest first, `/R` lowest first)
 * is the ranking's business.
 */
export function rtngValues(
  t: Tournament,
  options: Pick<RatingCodeOptions, 'unratedRating'>,
): (number | null)[] {
  const ratings = participantRatings(t, 'fide', options.unratedRating);
  return t.participants.map((_, i) => (ratings === null ? null : ratings[i]));
}
