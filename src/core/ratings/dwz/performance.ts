/**
 * Ratings that make the expectation equal the score (Wertungsordnung 3.4.4 and 3.6), found by the
 * WO's iteration: start from the first approximation Rp = Rc + D(p) (Rc the opponents' average,
 * D the table's difference for the percentage score, Anhang 2.2), then move the rating by the
 * difference D that the normal distribution gives for P = 0.5 + (W − We)/n, in whole points,
 * until the step is 0 ("bis zur Konstanz der Einerstellen"). We is the exact sum of P here.
 *
 * Checked against the DSB: the performance (3.6, "diejenige theoretische DWZ, bei der … We = W")
 * of 19 of the 20 reference tournaments (the 20th, 213, is 2125 where the exact solution is
 * 2124.41 and the iteration stops at 2124), and the first DWZ the DSB gave in tournament
 * B431-636-C4F (983: the exact solution 982.47 reached from the start value 992 above it).
 */
import { percentScore } from '../../tiebreaks/ratings/fideTables';
import { dwzDifference } from '../../tiebreaks/club/dwzPerformance';
import { differenceFor, winProbabilityOf, winThousandths } from './normal';

/** The first approximation Rp = Rc + D(p), rounded half up. */
export function firstApproximation(points: number, ratings: readonly number[]): number {
  let sum = 0;
  for (const r of ratings) sum += r;
  const n = ratings.length;
  return Math.floor(sum / n + dwzDifference(percentScore(points, n)) + 0.5);
}

/** One step of the iteration from `rating`: the whole-number move it makes (0: done). */
export function iterationStep(rating: number, points: number, ratings: readonly number[]): number {
  let we = 0;
  for (const r of ratings) we += winProbabilityOf(rating - r);
  // P may leave (0, 1) far from the solution: the step then is the table's largest.
  const p = Math.min(0.999, Math.max(0.001, 0.5 + (points - we) / ratings.length));
  // + 0: a step of −0 is no step.
  return Math.round(differenceFor(p)) + 0;
}

/**
 * Rh (3.6): the performance over the games against `ratings`, scoring `points`. An extreme score
 * (all lost or all won) has no solution: it is the first approximation, Rc ∓ 677.
 */
export function performance(points: number, ratings: readonly number[]): number {
  const n = ratings.length;
  if (points <= 0 || points >= n) return firstApproximation(points, ratings);
  let rating = firstApproximation(points, ratings);
  for (let k = 0; k < 200; k++) {
    const step = iterationStep(rating, points, ratings);
    if (step === 0) break;
    rating += step;
  }
  return rating;
}

/** We in thousandths of a player rated `rating` against `ratings`, P rounded per game (3.3). */
export function expectedThousandths(rating: number, ratings: readonly number[]): number {
  let we = 0;
  for (const r of ratings) we += winThousandths(rating - r);
  return we;
}

/** One new player in the iteration: points, opponents with a fixed rating, and new opponents. */
export interface IterationPlayer {
  readonly points: number;
  /** Opponents with a fixed rating (established players). */
  readonly fixed: readonly number[];
  /** Opponents that are new players themselves: their place in the iteration's list. */
  readonly others: readonly number[];
  /** Where the player's iteration starts: the first approximation (3.4.4). */
  readonly start: number;
}

/**
 * The simultaneous iteration of 3.4.4: in each sweep every player takes one step against the
 * others' current ratings, until a sweep moves nobody (at most 500 sweeps).
 */
export function iterateFirstRatings(players: readonly IterationPlayer[]): number[] {
  const rating = players.map(p => p.start);
  for (let sweep = 0; sweep < 500; sweep++) {
    const steps = players.map((p, i) =>
      iterationStep(rating[i], p.points, [...p.fixed, ...p.others.map(j => rating[j])]),
    );
    if (steps.every(s => s === 0)) break;
    steps.forEach((s, i) => (rating[i] += s));
  }
  return rating;
}

/** 3.4.4: a first rating below 800 becomes 700 + Ri/8, rounded. */
export function firstDwzOf(ri: number): number {
  return ri < 800 ? 700 + Math.floor(ri / 8 + 0.5) : ri;
}
