/**
 * DWZ performance (DSB Wertungsordnung 3.2: Rp = Rc + D(p)), Rc the average DWZ of the
 * opponents met over the board, D the rating difference for the percentage score.
 *
 * The DWZ table is the FIDE table of B.02 for 1 … 99 % (the DSB bases both on the normal
 * distribution, and the DWZ calculator of the Chess League Manager states that its table "is
 * identical with the one FIDE uses"), but 0 % and 100 % give ∓677 instead of ∓800. That
 * calculator prints 192 for 75 % where FIDE has 193; since it claims identity with the FIDE table
 * and 193 keeps the table's even steps (184, 193, 202), 192 is read as a slip and 193 is used.
 * Rc is averaged exactly and Rp rounded half up, as that calculator does; p is rounded to a
 * whole percent like TPR.
 */
import type { Tournament } from '../../model/types';
import { percentScore, ratingDifference, roundedAverage } from '../ratings/fideTables';
import { otbGames } from '../ratings/otbGames';
import { participantRatings } from '../ratings/ratingSource';

/** D(p) of the DWZ table for a whole percentage 0 … 100. */
export function dwzDifference(percent: number): number {
  if (percent >= 100) return 677;
  if (percent <= 0) return -677;
  return ratingDifference(percent);
}

/** Rp from the opponents' ratings and the score in those games; null without games. */
export function dwzPerformance(score: number, ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  // Rc + D rounded half up = round(Rc) + D, D being whole
  return roundedAverage(ratings) + dwzDifference(percentScore(score, ratings.length));
}

/** DWZP for every participant; null for all when someone has no DWZ and no rating for unrated players is set. */
export function dwzPerformanceValues(
  t: Tournament,
  options: { readonly rounds: number; readonly unratedRating?: number },
): (number | null)[] {
  const ratings = participantRatings(t, 'national', options.unratedRating);
  if (ratings === null) return t.participants.map(() => null);
  return otbGames(t, options.rounds).map(games => {
    let score = 0;
    const list: number[] = [];
    for (const g of games) {
      list.push(ratings[g.opponent]);
      score += g.score;
    }
    return dwzPerformance(score, list);
  });
}
