import type { PointSystem, Tournament, TournamentSystem } from '../model/types';
import type { Message } from '../messages/message';
import type { Grid } from './cells';

export type Layout = 'crosstable' | 'progress' | 'results' | 'trf' | 'pgn';

/** What a reader produced, and how it maps back to the input. */
export interface ReadResult {
  readonly tournament: Tournament;
  readonly layout: Layout;
  /**
   * For each participant (same index as `tournament.participants`), the 0-based row of the input
   * grid (or the 1-based TRF line) it was read from; -1 when the participant appears only as a
   * name in a results list.
   */
  readonly sourceRows: readonly number[];
  /** Human description of what was detected, e.g. "Swiss progress table, 24 players, 7 rounds". */
  readonly description: string;
  /** The description as a message, to say it in another language (absent: said as `description`). */
  readonly descriptionMessage?: Message;
}

/** Explicit choices that override any guess a reader makes. */
export interface ReadOptions {
  readonly layout?: Exclude<Layout, 'trf' | 'pgn'>;
  readonly system?: TournamentSystem;
  readonly pointSystem?: PointSystem;
  /** Number of header rows at the top of the range. */
  readonly headerRows?: number;
  /** 0-based column indexes within the range. */
  readonly nameColumn?: number;
  readonly startNoColumn?: number;
  readonly ratingColumn?: number;
  readonly nationalRatingColumn?: number;
  readonly pointsColumn?: number;
  readonly rankColumn?: number;
  /**
   * A crosstable's rounds followed the Berger table (C.05 Annex 1): codes that need the order of
   * the rounds (progressive score, Fore Buchholz, standings after a round) may use it.
   */
  readonly bergerRounds?: boolean;
  /** A player list (Name | Rating | …) that supplies ratings for a results list. */
  readonly players?: Grid;
  /**
   * At most this many of a TRF's notes in the description, then "and N more" (default: all).
   * The command line shows three unless asked for all (`--verbose`).
   */
  readonly notesShown?: number;
  /** What shows all notes (`--verbose`), named after "and N more". */
  readonly allNotesFlag?: string;
}
