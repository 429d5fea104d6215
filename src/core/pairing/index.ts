// FIDE Dutch Swiss pairing of the next round (C.04.3, 2025), exact to the endorsed engine.
import { orderBoards } from './boardOrder';
import { pairDutch, type DutchResult } from './dutch';
import type { Pairing, PairingRequest } from './types';

export * from './types';
export {
  NoLegalPairingError,
  noLegalPairingMessage,
  type NoLegalPairingReason,
} from './noLegalPairing';
export { readPairingTrf, type PairingFile } from './fromTrf';
export type { DutchResult, BracketTrace, PairedGame } from './dutch';

export interface PairingWithTrace extends Pairing {
  readonly trace: DutchResult;
}

/** The pairing of the round after the last one played, with how it was reached. */
export function pairNextRound(req: PairingRequest): PairingWithTrace {
  const trace = pairDutch(req);
  return {
    round: trace.field.played + 1,
    boards: orderBoards(trace.games, trace.field),
    bye: trace.bye,
    trace,
  };
}
export { appendRound } from './appendRound';
export {
  explainPairing,
  explanationLines,
  explanationText,
  type PairingExplanation,
} from './explain';
