/**
 * Sum of the opponents' ratings (German "Summe der Elo-Zahlen der Gegner", the rating
 * "performance" of club practice and of the German championships' rules): the ARO of C.07 10.1
 * without the division, over the same games: played over the board, forfeits never (15.2), the
 * unrated rule of Art. 10, cuts as for ARO.
 */
import type { Tournament } from '../../model/types';
import { otbGames } from '../ratings/otbGames';
import { participantRatings } from '../ratings/ratingSource';
import type { RatingCodeOptions, RatingCut } from '../ratings/ratingCodes';

/** SOR for every participant (0 without games); null for all under the unrated rule. */
export function opponentRatingSums(
  t: Tournament,
  cut: RatingCut,
  options: RatingCodeOptions,
): (number | null)[] {
  const ratings = participantRatings(t, 'fide', options.unratedRating);
  if (ratings === null) return t.participants.map(() => null);
  const low = Math.min(cut.low, options.rounds);
  const high = Math.min(cut.high, options.rounds - low);
  return otbGames(t, options.rounds).map(games => {
    const list = games.map(g => ratings[g.opponent]).sort((a, b) => a - b);
    const kept = list.slice(Math.min(low, list.length), Math.max(low, list.length - high));
    return kept.reduce((s, r) => s + r, 0);
  });
}
