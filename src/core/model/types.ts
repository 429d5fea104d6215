/**
 * The tournament model. Every round of every participant is exactly one kind of entry, because
 * FIDE C.07 Art. 16 treats each kind of unplayed round differently; nothing is guessed later
 * from points.
 */

export type Colour = 'w' | 'b';

/** Result of one side of a game, from that side's point of view. */
export type GameResult = 'win' | 'draw' | 'loss';

/**
 * How a game ended, for systems that score it (Lechenicher Wertung). `default` = one side did not
 * finish the game or lost on time without adjudication; `adjudicated` = scored by adjudication
 * (engine, arbiter) or ended early. `defaulter` says which side defaulted, from this side's view.
 */
export type GameEnd =
  | { readonly type: 'regular' }
  | { readonly type: 'default'; readonly defaulter: 'self' | 'opponent' }
  | { readonly type: 'adjudicated'; readonly defaulter?: 'self' | 'opponent' };

/** A game played over the board (TRF `1 = 0`, or `W D L` when it lasted less than one move). */
export interface PlayedRound {
  readonly kind: 'played';
  /** Start number of the opponent. */
  readonly opponent: number;
  readonly colour?: Colour;
  readonly result: GameResult;
  /** false for TRF `W D L`: played over the board, but not rated (fewer than one move). */
  readonly rated: boolean;
  /** Board number in team events or results lists, when known. */
  readonly board?: number;
  readonly end?: GameEnd;
}

/** Won by forfeit: the opponent did not appear. `opponent` is null when no opponent was named. */
export interface ForfeitWinRound {
  readonly kind: 'forfeit-win';
  readonly opponent: number | null;
  readonly colour?: Colour;
  readonly board?: number;
}

/** Lost by forfeit: this participant did not appear. A voluntary unplayed round (Art. 16.1). */
export interface ForfeitLossRound {
  readonly kind: 'forfeit-loss';
  readonly opponent: number | null;
  readonly colour?: Colour;
  readonly board?: number;
}

/** Both sides failed to appear: each side scores as a forfeit loss. */
export interface DoubleForfeitRound {
  readonly kind: 'double-forfeit';
  readonly opponent: number;
  readonly colour?: Colour;
  readonly board?: number;
}

/**
 * A scheduled game that has no result yet: a crosstable still being played (blank cell), or a
 * progress table whose current round is paired (`12w`). It scores nothing and is no element of
 * any tie-break: C.07 Art. 15-16 speak of rounds already played, and a game not yet played is
 * neither a game nor an unplayed round. Not a bye: the opponent is known, and mirrors it.
 */
export interface PendingRound {
  readonly kind: 'pending';
  readonly opponent: number;
  readonly colour?: Colour;
  readonly board?: number;
}

/** Rounds without an opponent. */
export type ByeKind =
  /** Pairing-allocated bye (odd number of players; TRF `U`). */
  | 'pairing-bye'
  /** Full-point bye granted (TRF `F`). */
  | 'full-bye'
  /** Half-point bye requested (TRF `H`). */
  | 'half-bye'
  /** Zero-point bye: a known absence (TRF `Z`, blank). */
  | 'zero-bye'
  /** Absent after withdrawing from the event (counts as a zero-point bye, Art. 16.1). */
  | 'withdrawn'
  /** The participant had not yet joined the event (late entry). */
  | 'not-joined';

export interface ByeRound {
  readonly kind: ByeKind;
}

export type RoundEntry =
  PlayedRound | ForfeitWinRound | ForfeitLossRound | DoubleForfeitRound | PendingRound | ByeRound;

export type RoundKind = RoundEntry['kind'];

export interface Participant {
  /** Start (pairing) number, 1-based, unique within the tournament. */
  readonly startNo: number;
  readonly name: string;
  /** FIDE rating; undefined when unrated. */
  readonly rating?: number;
  /** National rating such as DWZ; undefined when none. */
  readonly nationalRating?: number;
  readonly team?: string;
  readonly federation?: string;
  readonly title?: string;
  readonly sex?: 'm' | 'w';
  readonly fideId?: string;
  /**
   * As the source gives it: `YYYY-MM-DD`, the year alone (`1987`, a `Geb.` column of years) or a
   * TRF date as written (`1987/00/00`); birthYear (readers/personCells.ts) reads the year of each.
   */
  readonly birthDate?: string;
  /** The FIDE development coefficient K as the source gives it (a `K` column), for rating changes. */
  readonly kFactor?: number;
  /** The DWZ index (the `28` of `1858-28`), when the source gives it, for DWZ evaluations. */
  readonly dwzIndex?: number;
  /** Points as printed in the source (TRF points field, a points column); checked, never used. */
  readonly declaredPoints?: number;
  /** Club (German `Verein`) as printed in the source: shown, never used for team scoring. */
  readonly club?: string;
  /** Rank as printed in the source. */
  readonly declaredRank?: number;
  /** One entry per round of the tournament, round 1 first. */
  readonly rounds: readonly RoundEntry[];
}

/** Points awarded for every kind of round. 1/½/0 by default; 3/1/0 and others configurable. */
export interface PointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly forfeitWin: number;
  readonly forfeitLoss: number;
  readonly pairingBye: number;
  readonly fullBye: number;
  readonly halfBye: number;
  readonly zeroBye: number;
}

export type TournamentSystem = 'swiss' | 'round-robin';

export interface Tournament {
  readonly name?: string;
  /** ISO date (YYYY-MM-DD) of the first round, when known: selects the C.07 rule version. */
  readonly startDate?: string;
  readonly endDate?: string;
  readonly city?: string;
  readonly federation?: string;
  readonly chiefArbiter?: string;
  /** Deputy chief arbiters (TRF 112, one per line). */
  readonly deputyArbiters?: readonly string[];
  readonly timeControl?: string;
  /** Free-text type (TRF 092) and encoded type (TRF-2026 192). */
  readonly typeText?: string;
  readonly typeCode?: string;
  /** Number of rounds; every participant has exactly this many entries. */
  readonly rounds: number;
  /**
   * Rounds the event is to have, when the source declares more than it holds (a TRF whose
   * 142/XXR exceeds its results): the standings are then part-way, and the tournament's final
   * round (Fore Buchholz) has not been reached. Absent: `rounds` is the whole event.
   */
  readonly plannedRounds?: number;
  /**
   * Whether the order of the rounds is known. Absent: the source gives it (TRF, progress table,
   * results list). `unknown`: a crosstable, which has no rounds; its games were placed by the
   * Berger table only so that the model has rounds, and codes that need the order (progressive
   * score, Fore Buchholz, standings after a round) are refused. `berger`: a crosstable whose user
   * stated that the Berger table gave the rounds.
   */
  readonly roundOrder?: 'unknown' | 'berger';
  /** Dates of the rounds as printed (TRF 132), when known. */
  readonly roundDates?: readonly string[];
  /**
   * A reader may leave them to be built when first read (lazyParticipants.ts): code that needs
   * only their count, start numbers, names or packed rounds asks participantCount, rosterOf or
   * packedRoundsOfTournament, and leaves them unbuilt.
   */
  readonly participants: readonly Participant[];
  readonly pointSystem: PointSystem;
  /** Known or declared pairing system; undefined = not stated (readers may guess). */
  readonly system?: TournamentSystem;
  /** How national ratings enter the starting rank, as TRF-2026 record 172 prints it (`FIDON`). */
  readonly nationalRatingMethod?: string;
  /** Tie-break codes the source declares (TRF-2026 records 202/212). */
  readonly declaredTiebreaks?: readonly string[];
  /** Teams, for team events (TRF 013/310). */
  readonly teams?: readonly Team[];
  /** Match points of team events (TRF-2026 362, 320), when the source states them. */
  readonly matchPoints?: MatchPointSystem;
}

/** Match points for a won, drawn and lost match; 2/1/0 unless the event says otherwise. */
export interface MatchPointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Match and game points of a team's pairing-allocated bye (TRF-2026 320). */
  readonly pairingBye?: number;
  readonly pairingByeGamePoints?: number;
}

export interface Team {
  /** Team pairing number (TRF-2026 310) or order of appearance (TRF-16 013). */
  readonly teamNo: number;
  readonly name: string;
  /** Start numbers of the team's players in board order. */
  readonly players: readonly number[];
  readonly declaredMatchPoints?: number;
  readonly declaredGamePoints?: number;
  /** Rounds the team had no opponent (TRF-2026 240, 320): not visible on the players' lines. */
  readonly byes?: readonly TeamBye[];
  /** Matches decided without play (TRF-2026 330), from this team's side. */
  readonly forfeits?: readonly TeamForfeit[];
}

export interface TeamBye {
  readonly round: number;
  readonly kind: 'pairing-bye' | 'full-bye' | 'half-bye' | 'zero-bye';
}

export interface TeamForfeit {
  readonly round: number;
  /** Team number of the opponent. */
  readonly opponent: number;
  readonly kind: 'forfeit-win' | 'forfeit-loss' | 'double-forfeit';
  readonly colour: Colour;
}
