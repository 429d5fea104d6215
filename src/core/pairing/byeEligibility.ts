/**
 * Who may not receive the pairing-allocated bye, and why (C.04.1 art. 4, 2025; spec §2 "PAB
 * eligibility"): a player who already had a PAB, or who scored a win's worth in a round without
 * playing it (a forfeit win, a full-point bye). Half- and zero-point byes do not bar. Said round
 * by round, so an explanation or a refusal can name each round that barred a player.
 */
import { joinMessages, lineError, msg, type Message } from '../errors';
import { barsBye } from './standing';
import { DEFAULT_PAIRING_POINTS } from './types';
import type { PairingPlayer, PairingPoints, PairingRequest, PastRound } from './types';

export type ByeBarKind = 'pab' | 'forfeit-win' | 'full-bye';

/** A past round that bars the player from the PAB. */
export interface ByeBar {
  /** 1-based round. */
  readonly round: number;
  readonly kind: ByeBarKind;
  /** The opponent who forfeited (forfeit win only). */
  readonly opponent: number | null;
}

/** Every round of the history that bars the player from the PAB, oldest first. */
export function byeBars(rounds: readonly PastRound[], points: PairingPoints): ByeBar[] {
  const bars: ByeBar[] = [];
  rounds.forEach((r, i) => {
    if (!barsBye(r, points)) return;
    const kind: ByeBarKind = r.opponent !== null ? 'forfeit-win' : r.paired ? 'pab' : 'full-bye';
    bars.push({ round: i + 1, kind, opponent: r.opponent });
  });
  return bars;
}

/** One bar in words; `who` names the opponent of a forfeit win. */
export function byeBarMessage(bar: ByeBar, who: (id: number) => Message | string): Message {
  switch (bar.kind) {
    case 'pab':
      return msg`pairing-allocated bye in round ${bar.round}`;
    case 'forfeit-win':
      return msg`forfeit win against ${who(bar.opponent as number)} in round ${bar.round}`;
    case 'full-bye':
      return msg`full-point bye in round ${bar.round}`;
  }
}

/** A player's bars joined: "pairing-allocated bye in round 2, forfeit win … in round 4". */
export function byeBarsMessage(
  bars: readonly ByeBar[],
  who: (id: number) => Message | string,
): Message {
  return joinMessages(
    bars.map(b => byeBarMessage(b, who)),
    ', ',
  );
}

export interface BarredPlayer {
  readonly id: number;
  readonly bars: readonly ByeBar[];
}

/**
 * An odd number of players to pair of whom none may receive the PAB: each of them with the
 * rounds that bar him. Null when the field is even or someone may receive the bye.
 */
export function noByeCandidate(req: PairingRequest): BarredPlayer[] | null {
  const points = req.points ?? DEFAULT_PAIRING_POINTS;
  const available: PairingPlayer[] = req.players
    .filter(p => p.available)
    .sort((a, b) => a.id - b.id);
  if (available.length % 2 === 0) return null;
  const barred = available.map(p => ({ id: p.id, bars: byeBars(p.rounds, points) }));
  return barred.every(b => b.bars.length > 0) ? barred : null;
}

/**
 * The refusal of such a field: every player with where he is written (`where`: a cell such as
 * `{1}`, a TRF line) and what barred him, and what the organiser can do.
 */
export function noByeCandidateMessage(
  barred: readonly BarredPlayer[],
  name: (id: number) => string,
  where: (id: number) => MessageOrText,
): Message {
  const items = joinMessages(
    barred.map(b => msg`${name(b.id)} (${where(b.id)}): ${byeBarsMessage(b.bars, name)}`),
    '; ',
  );
  return msg`${barred.length} players are to be paired, an odd number, and none of them may receive the pairing-allocated bye, which C.04.1 art. 4 bars after a pairing-allocated bye or a round won without playing: ${items}. Mark one more player absent, or let one more player play`;
}

type MessageOrText = Message | string;

/**
 * The same for a TRF (a file or one pasted into a sheet): each player with his 001 line, the
 * error at the first one's line.
 */
export function refuseNoByeCandidateInTrf(
  req: PairingRequest,
  playerLine: ReadonlyMap<number, number>,
): void {
  const barred = noByeCandidate(req);
  if (barred === null) return;
  const names = new Map(req.players.map(p => [p.id, p.name ?? String(p.id)] as const));
  const lineOf = (id: number) => (playerLine.get(id) as number) + 1;
  throw lineError(
    lineOf(barred[0].id),
    noByeCandidateMessage(
      barred,
      id => `${id} ${names.get(id) as string}`.trim(),
      id => msg`line ${lineOf(id)}`,
    ),
  );
}
