/**
 * The plain Keizer model: what a club evening produces. Players are named, games and the
 * evenings' other happenings refer to them by name. The standard tournament model
 * (model/types.ts) feeds it through `keizerFromTournament`; a sidebar or test can build it
 * directly.
 */

/** Result of a game from White's side; `+-`/`-+` are forfeits, `--` a double forfeit. */
export type KeizerResult = '1-0' | '½-½' | '0-1' | '+-' | '-+' | '--';

export const KEIZER_RESULTS: readonly KeizerResult[] = ['1-0', '½-½', '0-1', '+-', '-+', '--'];

export interface KeizerGame {
  readonly white: string;
  readonly black: string;
  readonly result: KeizerResult;
  /**
   * The source did not say who had White (a crosstable without colours): the game scores as
   * usual, but it counts for no one's colour balance.
   */
  readonly colourUnknown?: boolean;
}

/**
 * A player's evening without a game. `bye`: the pairing left them over (odd number present).
 * `excused`/`unexcused`: absent with or without notice. `club`: playing for the club team.
 * `not-joined`: had not yet entered the competition.
 */
export type OffBoardKind = 'bye' | 'excused' | 'unexcused' | 'club' | 'not-joined';

export const OFF_BOARD_KINDS: readonly OffBoardKind[] = [
  'bye',
  'excused',
  'unexcused',
  'club',
  'not-joined',
];

export interface KeizerOffBoard {
  readonly player: string;
  readonly kind: OffBoardKind;
}

export interface KeizerRound {
  readonly games: readonly KeizerGame[];
  /** Players named in no game and no entry here are missing; options say how that scores. */
  readonly offBoard?: readonly KeizerOffBoard[];
}

export interface KeizerPlayer {
  /** Unique within the competition: games refer to players by this name. */
  readonly name: string;
  /** Rating used for the starting order and to break ties; unrated = 0. */
  readonly rating?: number;
  /**
   * `withdrawn`: left the competition. Withdrawn players have no rank and no value, and do not
   * count in N; their opponents are credited from their own value instead (see options).
   */
  readonly status?: 'active' | 'withdrawn';
}

export interface KeizerCompetition {
  readonly players: readonly KeizerPlayer[];
  /** Round 1 first. */
  readonly rounds: readonly KeizerRound[];
}
