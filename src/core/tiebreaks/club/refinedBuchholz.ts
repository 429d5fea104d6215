/**
 * Refined Buchholz ("verfeinerte Buchholz", "Buchholz-Summe"): the sum of the Buchholz values of
 * the opponents met over the board. With a cut (`RBH/C1`) the opponents' Buchholz values are the
 * cut ones, which is how the German youth rules' "verfeinerte Buchholzwertung mit einem
 * Streichergebnis" pairs with "Buchholzwertung mit einem Streichergebnis". Over the same
 * opponents as AOB (C.07 8.2): played over the board, no dummies; so RBH = AOB × number of those
 * opponents.
 */
import type { OtbGame } from '../ratings/otbGames';

/**
 * RBH from each participant's games and every participant's Buchholz (`buchholz[i]`, null when
 * it does not exist). An opponent without a Buchholz adds nothing; without games the sum is 0.
 */
export function refinedBuchholz(
  games: readonly (readonly OtbGame[])[],
  buchholz: readonly (number | null)[],
): number[] {
  return games.map(list => {
    let sum = 0;
    for (const g of list) sum += buchholz[g.opponent] ?? 0;
    return sum;
  });
}
