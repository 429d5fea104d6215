/**
 * Whether a results list is a round robin played by the FIDE Berger tables (C.05 Annex 1), as the
 * `schedule` command and `=BERGER` lay it out: every round listed, from round 1 on, holds exactly
 * the pairings of that round of the table, colours included, and in an odd field the player drawn
 * against the dummy has the bye (or no row). A list of the first rounds counts as well (a
 * schedule filled in so far, or cut after the last round played); single or double round robin.
 *
 * The start numbers are the table's positions: the `schedule` command numbers the players so
 * (its `--names` in start-number order), and lists round 1 in board order (board 1 of the
 * table's round 1: position 1 against the highest; then 2 against the next highest…). So round 1
 * read in board order gives each player's position, and every round must then match the table.
 * A player list fixes the start numbers itself: they must then match the table as they are.
 */
import { bergerRound, bergerRoundCount, type ScheduledRound } from '../pairing/berger';

/** One round of the list, players as participant indexes. */
export interface ListedRound {
  /** The games in board order: the board labels where all are given and different, else rows. */
  readonly games: readonly { readonly white: number; readonly black: number }[];
  /** Participants with a pairing-allocated bye row. */
  readonly byes: readonly number[];
  /** The round has a row of another kind (an absence, a half-point bye, a withdrawal). */
  readonly other: boolean;
}

export interface BergerReading {
  /** Start number of each participant (by index): its position in the table. */
  readonly startNos: readonly number[];
  readonly double: boolean;
  /** The schedule's rounds (more than the list's when only the first rounds are listed). */
  readonly rounds: number;
}

/**
 * The Berger reading of a list of `n` players, or null when the list is no Berger schedule.
 * `fixed`: the start numbers a player list gives (by participant index). Two rounds at least:
 * the pairings of round 1 alone fit the table's round 1 for any field.
 */
export function bergerReading(
  rounds: readonly ListedRound[],
  n: number,
  fixed?: readonly number[],
): BergerReading | null {
  if (n < 2 || rounds.length < 2 || rounds.some(r => r.other)) return null;
  for (const double of [false, true]) {
    const total = bergerRoundCount(n, double);
    if (rounds.length > total) continue;
    // Each round of the table made when compared: a Swiss list fails at round 1 or 2.
    const table = (r: number) => bergerRound(n, double, r + 1);
    const startNos = fixed ?? positionsFromRound1(rounds[0], table(0), n);
    if (startNos && follows(rounds, table, startNos)) return { startNos, double, rounds: total };
  }
  return null;
}

/** Each player's position, from round 1 in board order; null when it cannot be the table's. */
function positionsFromRound1(
  round: ListedRound,
  first: ScheduledRound,
  n: number,
): number[] | null {
  if (round.games.length !== first.games.length || round.byes.length > 1) return null;
  const pos = new Array<number>(n).fill(0);
  round.games.forEach((g, k) => {
    pos[g.white] = first.games[k].white;
    pos[g.black] = first.games[k].black;
  });
  // The bye: the player of the bye row, else the one player without a row.
  const unplaced = pos.flatMap((p, i) => (p === 0 ? [i] : []));
  if (first.bye === undefined) return unplaced.length === 0 ? pos : null;
  const bye = round.byes[0] ?? (unplaced.length === 1 ? unplaced[0] : -1);
  if (bye < 0 || pos[bye] !== 0) return null;
  pos[bye] = first.bye;
  return pos.every(p => p > 0) ? pos : null;
}

/** True when every listed round has exactly the table's pairings and colours, and its bye. */
function follows(
  rounds: readonly ListedRound[],
  tableRound: (r: number) => ScheduledRound,
  startNos: readonly number[],
): boolean {
  return rounds.every((round, r) => {
    const table = tableRound(r);
    if (round.games.length !== table.games.length) return false;
    const expected = new Set(table.games.map(g => `${g.white}-${g.black}`));
    for (const g of round.games) {
      if (!expected.delete(`${startNos[g.white]}-${startNos[g.black]}`)) return false;
    }
    return round.byes.every(i => startNos[i] === table.bye);
  });
}
