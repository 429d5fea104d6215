/**
 * A tournament as the pairing checker reads it: every player's history of every round played
 * (the request the Dutch engine takes, histories in full) and, round by round, the pairing that
 * was played — its boards (with the colours the pairing gave, forfeits included when the source
 * records them) and the pairing-allocated bye. Round k is re-paired from rounds 1..k-1 with the
 * players who took part in round k's pairing (a game, a forfeit, the bye); a player with any other
 * entry in round k (`H`, `F`, `Z`, `-`, none) was not to be paired, as `pair` reads an entry in
 * the round it pairs.
 */
import { lineError, msg } from '../errors';
import { parsePlayerLine, slotAt, slotColour } from '../readers/trf/player';
import type { PairingFile } from './fromTrf';
import type { PairingColour, PairingPlayer, PairingRequest } from './types';

export interface PlayedBoard {
  readonly white: number;
  readonly black: number;
  /** False for a forfeit whose colours the source does not record: only the pair counts. */
  readonly coloured: boolean;
  /** The board number the source gives (a results list's Board column), if any. */
  readonly board?: number;
}

export interface PlayedPairing {
  readonly boards: readonly PlayedBoard[];
  /** Players given the pairing-allocated bye: one at most, as the rules allow. */
  readonly byes: readonly number[];
}

export interface CheckInput {
  /** Every player with the history of every round played (`available` is not read). */
  readonly request: PairingRequest;
  /** Rounds played: 1..rounds are checked. */
  readonly rounds: number;
  /** The pairing played in each round, round 1 first. */
  readonly pairings: readonly PlayedPairing[];
}

/** Round k's request: histories up to round k-1, the players of round k's pairing to pair. */
export function roundRequest(req: PairingRequest, round: number): PairingRequest {
  return {
    ...req,
    players: req.players.map(p => ({
      ...p,
      rounds: p.rounds.slice(0, round - 1),
      available: p.rounds[round - 1]?.paired === true,
    })),
  };
}

/**
 * The pairings played, from the histories; `colourOf` gives the colour a forfeit was paired
 * with (null when not recorded), `boardOf` the board number the source gives.
 */
export function playedPairings(
  players: readonly PairingPlayer[],
  rounds: number,
  colourOf: (round: number, id: number) => PairingColour | null,
  boardOf: (round: number, id: number) => number | undefined = () => undefined,
): PlayedPairing[] {
  return Array.from({ length: rounds }, (_, i) => {
    const round = i + 1;
    const boards: PlayedBoard[] = [];
    const byes: number[] = [];
    for (const p of [...players].sort((a, b) => a.id - b.id)) {
      const r = p.rounds[i];
      if (r === undefined || !r.paired) continue;
      if (r.opponent === null) {
        byes.push(p.id);
        continue;
      }
      if (r.opponent < p.id) continue;
      const colour = r.played ? r.colour : colourOf(round, p.id);
      const white = colour === 'b' ? r.opponent : p.id;
      const board = boardOf(round, p.id);
      boards.push({
        white,
        black: white === p.id ? r.opponent : p.id,
        coloured: colour !== null,
        ...(board !== undefined ? { board } : {}),
      });
    }
    return { boards, byes };
  });
}

/**
 * The checker's reading of a TRF (read as `pair` reads it, fromTrf.ts): the rounds played are
 * the rounds 1..r before the round the file would pair; forfeits keep the colours written in
 * their blocks (column 97). A round of nobody's pairing before a later round, or fewer rounds in
 * XXR than played, is refused naming the line.
 */
export function checkInputFromTrf(file: PairingFile): CheckInput {
  const rounds = file.round - 1;
  const req = file.request;
  if (req.totalRounds < rounds) {
    const at = file.lines.findIndex(l => /^(XXR|142)/.test(l));
    throw lineError(
      at + 1,
      msg`the total number of rounds is ${req.totalRounds}, but the file holds ${rounds} rounds played`,
    );
  }
  for (let k = 1; k <= rounds; k++) {
    if (!req.players.some(p => p.rounds[k - 1]?.paired)) {
      const first = Math.min(...file.playerLine.values()) + 1;
      throw lineError(
        first,
        msg`round ${k}: nobody was paired (no game and no pairing-allocated bye), but round ${rounds} was: the rounds of the file must follow one another`,
      );
    }
  }
  return { request: req, rounds, pairings: trfPlayedPairings(file) };
}

/** The pairings played in a TRF's rounds, forfeits with the colours of their blocks. */
export function trfPlayedPairings(file: PairingFile): PlayedPairing[] {
  const records = new Map<number, ReturnType<typeof parsePlayerLine>>();
  const colourOf = (round: number, id: number): PairingColour | null => {
    let rec = records.get(id);
    if (rec === undefined) {
      const index = file.playerLine.get(id) as number;
      rec = parsePlayerLine(file.lines[index], index + 1);
      records.set(id, rec);
    }
    return slotColour(slotAt(rec, round)) ?? null;
  };
  return playedPairings(file.request.players, file.round - 1, colourOf);
}
