/**
 * Why a round cannot be paired (C1–C4 leave nothing), with the players it concerns, so the
 * refusal can name them where the organiser wrote them (a TRF line, a sheet name) and in the
 * organiser's language. The arbiter decides such a round; the message says what stands in the way.
 */
import { joinMessages, msg, verbatim, type Message } from '../errors';
import { byeBarsMessage, type ByeBar } from './byeEligibility';

export type NoLegalPairingReason =
  /** One player to pair, and he may not receive the pairing-allocated bye. */
  | { readonly kind: 'lone-player'; readonly player: number; readonly bars: readonly ByeBar[] }
  /** Players with no one among the others they may meet (rematch, forbidden pair, colour). */
  | { readonly kind: 'no-opponent'; readonly players: readonly number[] }
  /** The most complete legal pairing still leaves these players without an opponent. */
  | { readonly kind: 'left-unpaired'; readonly players: readonly number[] }
  /** Only players barred from the pairing-allocated bye can be left out; one of them, his bars. */
  | { readonly kind: 'bye-barred'; readonly player: number; readonly bars: readonly ByeBar[] }
  /** Completion (C4) failed in the last bracket for these players. */
  | { readonly kind: 'completion'; readonly players: readonly number[] };

type Who = (id: number) => Message | string;

function players(ids: readonly number[], who: Who): Message {
  return joinMessages(
    ids.map(id => {
      const w = who(id);
      return typeof w === 'string' ? verbatim(w) : w;
    }),
    ', ',
  );
}

/** The reason in words; `who` names a player (start number, name, where he is written). */
export function noLegalPairingMessage(reason: NoLegalPairingReason, who: Who): Message {
  switch (reason.kind) {
    case 'lone-player':
      return msg`only ${who(reason.player)} is to be paired and may not receive the pairing-allocated bye (C.04.1 art. 4): ${byeBarsMessage(reason.bars, who)}`;
    case 'no-opponent':
      return msg`${players(reason.players, who)}: none of the other players to be paired may be their opponent (already met, a forbidden pair, or the same absolute colour preference: C1, C3)`;
    case 'left-unpaired':
      return msg`no pairing satisfies the absolute criteria (no rematch, no second pairing-allocated bye, no two players with the same absolute colour preference): the most complete one still leaves ${players(reason.players, who)} without an opponent`;
    case 'bye-barred':
      return msg`no pairing satisfies the absolute criteria: every pairing of all but one player leaves out a player who may not receive the pairing-allocated bye (C2, C.04.1 art. 4), such as ${who(reason.player)}: ${byeBarsMessage(reason.bars, who)}`;
    case 'completion':
      return msg`${players(reason.players, who)} are left without a legal opponent (C4)`;
  }
}

/** No pairing satisfies the absolute criteria (C1–C4): the arbiter must decide. */
export class NoLegalPairingError extends Error {
  constructor(readonly reason: NoLegalPairingReason) {
    super(noLegalPairingMessage(reason, id => `player ${id}`).text);
    this.name = 'NoLegalPairingError';
  }
}
