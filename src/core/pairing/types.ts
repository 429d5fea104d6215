/**
 * Plain data of a Swiss pairing: what the pairing core reads and what it returns. Points are in
 * tenths (integers), so ½ and the Baku acceleration stay exact.
 */

export type PairingColour = 'w' | 'b';

/** Outcome of a past round for this player: win, draw or loss (byes included: F = win, H = draw). */
export type RoundOutcome = 'win' | 'draw' | 'loss';

/**
 * One past round of a player, in the terms the Dutch rules need (C.04.2, C.04.3 1.4):
 * - `played`: a game actually played over the board (gives colour, forbids a rematch);
 * - `paired`: the player took part in the pairing (a game, a forfeit, or the pairing-allocated
 *   bye); false for requested byes, absences and rounds before a late entry.
 */
export interface PastRound {
  /** Start number of the opponent; null without one (byes, absences). */
  readonly opponent: number | null;
  /** Colour of a played game; null otherwise (a forfeit gives no colour). */
  readonly colour: PairingColour | null;
  readonly outcome: RoundOutcome;
  readonly played: boolean;
  readonly paired: boolean;
}

export interface PairingPlayer {
  /** Start (pairing) number, 1-based. */
  readonly id: number;
  readonly name?: string;
  readonly rating?: number;
  /** Rounds 1..k-1 (k = the round to pair). Shorter histories are read as absences (late entry). */
  readonly rounds: readonly PastRound[];
  /** false: not to be paired in round k (requested bye, absence, withdrawal). */
  readonly available: boolean;
  /** Virtual points (tenths) per round, round 1 first (acceleration); missing = 0. */
  readonly accelerations?: readonly number[];
}

/** Points of every kind of round, in tenths. Defaults 10/5/0, PAB = win. */
export interface PairingPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly zeroBye: number;
  readonly forfeitLoss: number;
  readonly pairingBye: number;
}

export const DEFAULT_PAIRING_POINTS: PairingPoints = {
  win: 10,
  draw: 5,
  loss: 0,
  zeroBye: 0,
  forfeitLoss: 0,
  pairingBye: 10,
};

export interface PairingRequest {
  readonly players: readonly PairingPlayer[];
  /** Total number of rounds (XXR): decides the final round (topscorers, C3 exception). */
  readonly totalRounds: number;
  /** Colour of the top-ranked player in round 1 (XXC white1|black1). */
  readonly initialColour: PairingColour;
  readonly points?: PairingPoints;
  /** Pairs the organiser forbids (XXP), as lists of start numbers that may not meet each other. */
  readonly forbidden?: readonly (readonly number[])[];
  /** Baku acceleration (C.04.5.1), when no explicit accelerations are given. */
  readonly baku?: boolean;
}

export interface Board {
  /** 1-based board number. */
  readonly board: number;
  readonly white: number;
  readonly black: number;
}

export interface Pairing {
  /** The round that was paired. */
  readonly round: number;
  readonly boards: readonly Board[];
  /** Start number of the player with the pairing-allocated bye, or null. */
  readonly bye: number | null;
}
