/**
 * What the rating calculations share: the systems, the games a rating change counts, and why a
 * round does not count. The FIDE and DWZ modules each compute their own results from these.
 */

/** The rating system of a calculation. */
export type RatingSystem = 'fide' | 'dwz';

/** FIDE keeps separate lists: standard, rapid and blitz (B.02, B.02 Rapid and Blitz). */
export type RatingCategory = 'standard' | 'rapid' | 'blitz';

/** Why a round of a player does not count for a rating. */
export type SkipReason =
  /** A forfeit won or lost, or a double forfeit: no game was played (FIDE 7.1, WO 4.2). */
  | 'forfeit'
  /** A bye of any kind, an absence or a round before joining: no opponent. */
  | 'bye'
  /** Played over the board but not rated (TRF `W D L`: the game lasted less than one move). */
  | 'not-rated'
  /** A pairing without a result yet. */
  | 'pending'
  /** The opponent has no rating of this system (FIDE 8.3: unrated opponents do not count). */
  | 'unrated-opponent'
  /**
   * Rapid and blitz from 1 December 2024: a rating difference of 600 or more where a player is
   * rated above 2600 (B.02 Rapid and Blitz, as amended).
   */
  | 'gap-600';

/** A round that does not count, and why. */
export interface SkippedRound {
  /** 1-based round. */
  readonly round: number;
  /** Index of the opponent in the tournament's participants, when there was one. */
  readonly opponent: number | null;
  readonly reason: SkipReason;
}

/** A game played over the board and rated, as the calculations read it. */
export interface RatedGame {
  /** 1-based round. */
  readonly round: number;
  /** Index of the opponent in the tournament's participants. */
  readonly opponent: number;
  /** The player's result: 1, ½ or 0, whatever the event's point system. */
  readonly score: number;
}
