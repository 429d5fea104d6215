/**
 * A small progress table with ratings, a K column and years of birth, for the rating custom
 * functions and the Rtg+/- columns (test/server/ratingFunctions.test.ts, the sidebar's browser
 * test). Every value is worked by hand below.
 *
 *   No Name Elo  Geb. K   R1    R2   (1–2 May 2025, given as date=2025-05-01)
 *   1  Anna 2200 1990 20  2w1   3s½
 *   2  Bert 2000 2011     1s0   4w1
 *   3  Cleo 1900          4s1   1w½
 *   4  Dan  –             3w0   2s0
 *
 * FIDE (table 8.1.2): Anna beat Bert (D 200: PD .76, +.24) and drew Cleo (D 300: PD .85, −.35):
 * W − We = −.11, K 20 (column) → −2.20. Bert lost to Anna (PD .24, −.24); his game against the
 * unrated Dan does not count; born 2011, K 40 by the rules → −9.60. Cleo drew Anna (PD .15, +.35),
 * K 20 by the rules → 7.00. Dan: two games against rated players, three more needed.
 *
 * DWZ (P of the normal distribution, three decimals): Anna (35, J 15): P(200) = .760, P(300) =
 * .856, We 1.616; E0 = 2.2^4 + 15 = 38.43, at most 30; Rn = 2200 + 800 (1.5 − 1.616) / 32 = 2197.1
 * → 2197. Bert (14, J 5): P(−200) = .240; E0 = 16 + 5 = 21; Rn = 2000 − 800 · .240 / 22 = 1991.3 →
 * 1991. Cleo (age unknown: over 25): P(−300) = .144; E0 = 1.9^4 + 15 = 28.03 → 28;
 * Rn = 1900 + 800 · .356 / 29 = 1909.8 → 1910. Dan gets no DWZ (two games, three more needed).
 */
export const RATING_GRID = [
  ['No', 'Name', 'Elo', 'Geb.', 'K', 'R1', 'R2'],
  [1, 'Anna', 2200, 1990, 20, '2w1', '3s½'],
  [2, 'Bert', 2000, 2011, '', '1s0', '4w1'],
  [3, 'Cleo', 1900, '', '', '4s1', '1w½'],
  [4, 'Dan', '', '', '', '3w0', '2s0'],
];
