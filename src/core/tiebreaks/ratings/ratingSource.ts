/**
 * Which rating a rating tie-break uses, and the unrated rule of C.07 Art. 10: "if a player has
 * several ratings use the first"; when unrated participants are present the rating tie-breaks
 * do not exist unless the rules give unrated players a rating (option `unratedRating` or the
 * code modifier `/U1400`).
 */
import type { Participant, Tournament } from '../../model/types';

export type RatingKind = 'fide' | 'national';

/**
 * The rating of each participant, or null when the rating tie-breaks do not exist because some
 * participant has no rating and no rating for unrated players is given.
 *
 * `fide` reads the FIDE rating; a tournament in which nobody has one (a club sheet with DWZ
 * only) is read with the national rating instead, never a mixture of the two scales.
 * `national` (DWZ performance) is the mirror image.
 */
export function participantRatings(
  t: Tournament,
  kind: RatingKind,
  unratedRating: number | undefined,
): number[] | null {
  const primary = kind === 'fide' ? fideOf : nationalOf;
  const secondary = kind === 'fide' ? nationalOf : fideOf;
  const read = t.participants.some(p => primary(p) !== undefined) ? primary : secondary;
  const ratings: number[] = [];
  for (const p of t.participants) {
    const r = read(p) ?? unratedRating;
    if (r === undefined) return null;
    ratings.push(r);
  }
  return ratings;
}

function fideOf(p: Participant): number | undefined {
  return p.rating;
}

function nationalOf(p: Participant): number | undefined {
  return p.nationalRating;
}
