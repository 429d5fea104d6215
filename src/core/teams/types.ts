/**
 * The team model: teams meeting in matches of `boards` games each. It is derived from a
 * Tournament with teams (TRF), a team crosstable or a match list, and every team tie-break reads
 * it. Match and game points are not stored but derived (scoring.ts), because the match-point
 * scheme is the organiser's choice and may be given after reading.
 */
import type { Message } from '../messages/message';
import type { Colour, Tournament, TournamentSystem } from '../model/types';

/** One board of a match, from one team's side. */
export interface BoardGame {
  /** Game points of this team's player on the board (0 for an empty board). */
  readonly points: number;
  readonly opponentPoints: number;
  /** Played over the board; false for a forfeit, an empty board or a double forfeit. */
  readonly played: boolean;
}

/** A match against another team: played, forfeited (no game over the board), or both absent. */
export interface TeamMatchRound {
  readonly kind: 'match';
  /** Index of the opponent in `TeamEvent.teams`. */
  readonly opponent: number;
  readonly gamePoints: number;
  readonly opponentGamePoints: number;
  /** At least one game was played over the board. Otherwise the match was decided without play. */
  readonly played: boolean;
  /** Board by board, board 1 first, when the source has them; `boards` entries. */
  readonly boards?: readonly BoardGame[];
  /**
   * Why the board order is not known although the games are (a TRF whose teams' player lists
   * disagree on who met whom): the board codes name the match with it instead of guessing.
   */
  readonly boardsUnknown?: Message;
  /** Colour of this team's first board, when known. */
  readonly colour?: Colour;
}

/** Rounds without an opponent team, as C.07 Art. 16 tells them apart. */
export type TeamByeKind =
  'pairing-bye' | 'full-bye' | 'half-bye' | 'zero-bye' | 'withdrawn' | 'not-joined';

export interface TeamByeRound {
  readonly kind: TeamByeKind;
}

/** A scheduled match without a result yet: scores nothing, and is no round of Art. 15/16. */
export interface TeamPendingRound {
  readonly kind: 'pending';
  readonly opponent: number;
}

export type TeamRound = TeamMatchRound | TeamByeRound | TeamPendingRound;

export interface TeamEntry {
  /** Team (pairing) number, unique in the event. */
  readonly no: number;
  readonly name: string;
  /** One entry per round, round 1 first. */
  readonly rounds: readonly TeamRound[];
}

/**
 * How a match is won: more game points than the opponent (FIDE, most leagues), or more than half
 * of the boards (some regional rules: different only when boards stay empty on both sides).
 */
export type MatchPointRule = 'more-than-opponent' | 'more-than-half';

export interface TeamScoring {
  /** Match points for a won, drawn and lost match; 2/1/0 by default. */
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly rule: MatchPointRule;
  /** Match and game points of a pairing-allocated bye (TRF-2026 record 320). */
  readonly pairingBye: { readonly matchPoints: number; readonly gamePoints: number };
}

export interface TeamEvent {
  readonly name?: string;
  /** ISO date of the first round: selects the C.07 version as for individual events. */
  readonly startDate?: string;
  readonly system?: TournamentSystem;
  readonly rounds: number;
  /** Games per match. */
  readonly boards: number;
  readonly teams: readonly TeamEntry[];
  readonly scoring: TeamScoring;
}

/** What a team reader produced, and how it maps back to the input. */
export interface TeamReadResult {
  readonly event: TeamEvent;
  readonly layout: 'trf' | 'team-crosstable' | 'match-list';
  /**
   * For each team (same index as `event.teams`), the 0-based row of the input grid (or the
   * 1-based TRF line) it was read from; -1 when it appears only by name (a match list).
   */
  readonly sourceRows: readonly number[];
  /** Human description, e.g. "team crosstable, 10 teams, 8 boards, single round robin". */
  readonly description: string;
  /** The description as a message, to say it in another language (absent: said as `description`). */
  readonly descriptionMessage?: Message;
  /** The players' tournament behind the event, when the source has players (a TRF). */
  readonly tournament?: Tournament;
}
