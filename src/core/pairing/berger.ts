/**
 * Round-robin schedules from the FIDE Berger tables (Handbook C.05 Annex 1).
 *
 * For an even number N of table positions there are N − 1 rounds. Round r starts the rotation of
 * positions 1..N−1 at s = ((r − 1)·N/2) mod (N − 1): with L = s+1, s+2, … taken cyclically, board 1
 * is L[0] against N (L[0] White in odd rounds, N White in even rounds) and board k pairs L[k−1]
 * (White) with L[N−k] (Black). This is the closed form of the published tables (pairing.md §12).
 *
 * An odd field plays the table of the next even number; the player drawn against that last
 * number, the dummy, has the bye. The games left are numbered from board 1 in table order.
 *
 * A double round robin repeats the table with colours reversed. For an even field FIDE recommends
 * exchanging the last two rounds of the first cycle: otherwise players 1 and N/2 + 1 get the same
 * colour three times running across the two cycles. An odd field has no such run (the byes break
 * it), so its first cycle stays the published table.
 */

export interface ScheduledGame {
  readonly board: number;
  /** Start numbers. */
  readonly white: number;
  readonly black: number;
}

export interface ScheduledRound {
  /** 1-based over the whole event (the second cycle continues the count). */
  readonly round: number;
  readonly cycle: 1 | 2;
  readonly games: readonly ScheduledGame[];
  /** Start number of the player drawn against the dummy (odd fields only). */
  readonly bye?: number;
}

export interface RoundRobinSchedule {
  readonly players: number;
  readonly double: boolean;
  readonly rounds: readonly ScheduledRound[];
}

/** One round of the Berger table for `size` (even) positions: [White, Black] in board order. */
function tableRound(size: number, round: number): [number, number][] {
  const m = size - 1;
  const start = ((round - 1) * (size / 2)) % m;
  const at = (k: number) => ((start + k) % m) + 1;
  const pairs: [number, number][] = [round % 2 === 1 ? [at(0), size] : [size, at(0)]];
  for (let k = 1; k < size / 2; k++) pairs.push([at(k), at(m - k)]);
  return pairs;
}

/** The published Berger table for an even number of positions: rounds of [White, Black]. */
export function bergerTable(size: number): [number, number][][] {
  if (!Number.isInteger(size) || size < 2 || size % 2 !== 0) {
    throw new RangeError(`a Berger table has an even number of positions (2 or more), not ${size}`);
  }
  return Array.from({ length: size - 1 }, (_, i) => tableRound(size, i + 1));
}

function scheduledRound(
  pairs: readonly [number, number][],
  players: number,
  round: number,
  cycle: 1 | 2,
): ScheduledRound {
  const games: ScheduledGame[] = [];
  let bye: number | undefined;
  for (const [a, b] of pairs) {
    const [white, black] = cycle === 1 ? [a, b] : [b, a];
    if (white > players) bye = black;
    else if (black > players) bye = white;
    else games.push({ board: games.length + 1, white, black });
  }
  return bye === undefined ? { round, cycle, games } : { round, cycle, games, bye };
}

/**
 * The round-robin schedule for `players` start numbers 1..players: single, or double with the
 * colours of the second cycle reversed (and, for an even field, the last two rounds of the first
 * cycle exchanged).
 */
export function bergerSchedule(
  players: number,
  options: { readonly double?: boolean } = {},
): RoundRobinSchedule {
  const double = options.double === true;
  const count = bergerRoundCount(players, double);
  const rounds = Array.from({ length: count }, (_, i) => bergerRound(players, double, i + 1));
  return { players, double, rounds };
}

/** The number of rounds of the schedule: N − 1 per cycle for N table positions. */
export function bergerRoundCount(players: number, double: boolean): number {
  if (!Number.isInteger(players) || players < 2) {
    throw new RangeError(
      `a round robin needs a whole number of players, at least 2; found ${players}`,
    );
  }
  const cycle = players % 2 === 0 ? players - 1 : players;
  return double ? 2 * cycle : cycle;
}

/**
 * Round `round` (1-based over the event) of bergerSchedule(players, { double }), without making
 * the others (a reader checks a list against the table round by round).
 */
export function bergerRound(players: number, double: boolean, round: number): ScheduledRound {
  const size = players % 2 === 0 ? players : players + 1;
  const m = bergerRoundCount(players, false);
  if (!Number.isInteger(round) || round < 1 || round > (double ? 2 * m : m)) {
    throw new RangeError(`the schedule has no round ${round}`);
  }
  if (round > m) return scheduledRound(tableRound(size, round - m), players, round, 2);
  // Double, even field: the first cycle's last two rounds exchanged.
  const exchange = double && players % 2 === 0 && m >= 2;
  const r = exchange && round === m - 1 ? m : exchange && round === m ? m - 1 : round;
  return scheduledRound(tableRound(size, r), players, round, 1);
}
