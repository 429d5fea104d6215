/**
 * Sum of the opponents' ratings (German "Summe der Elo-Zahlen der Gegner", the rating
 * "performance" of club practice and of the German championships' rules): the ARO of C.07 10.1
 * without the division, over the same games: played over the board, forfeits never (15.2), the
 * unrated rule of Art. 10, cuts as for ARO.
 */
import type { Tournament } from '../../model/types';
import {
  cutGames,
  roundsOf,
  type CutRounds,
  ratingView,
  type RatingCodeOptions,
  type RatingCut,
  type RatingView,
} from '../ratings/ratingCodes';

/** SOR for every participant (0 without games); null for all under the unrated rule. */
export function opponentRatingSums(
  t: Tournament,
  cut: RatingCut,
  options: RatingCodeOptions,
): (number | null)[] {
  return opponentRatingSumsFromView(ratingView(t, options), cut, options.rounds);
}

export function opponentRatingSumsFromView(
  view: RatingView,
  cut: RatingCut,
  rounds: CutRounds,
): (number | null)[] {
  const ratings = view.ratings;
  if (ratings === null) return view.games.map(() => null);
  return view.games.map((games, i) => {
    let sum = 0;
    for (const g of cutGames(games, ratings, cut, roundsOf(rounds, i)).kept)
      sum += ratings[g.opponent];
    return sum;
  });
}
