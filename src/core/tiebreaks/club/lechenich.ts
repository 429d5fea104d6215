/**
 * The Lechenicher Wertung (LSS "Behandlung von Gleichständen", rule 5; club-systems.md §C),
 * points per game from the player's point of view with `res` = 1, ½ or 0:
 *
 * - a regularly finished game: 10 + 5·res;
 * - the player who did not finish the game or lost on time (the defaulter): 1;
 * - the defaulter's opponent: 5 + 5·res, but 10 + 5·res when the game was adjudicated or had
 *   ended earlier (GameEnd `adjudicated`).
 *
 * Rounds the model records without a game end: a played game without `end` is a regular game;
 * a forfeit is a default without adjudication (the absent side is the defaulter: 1, the other
 * side 5 + 5·1 = 10); a double forfeit makes both sides defaulters; byes are no game and score
 * nothing.
 */
import type { GameEnd, RoundEntry, Tournament } from '../../model/types';

function resultValue(e: Extract<RoundEntry, { kind: 'played' }>): number {
  return e.result === 'win' ? 1 : e.result === 'draw' ? 0.5 : 0;
}

/** Lechenich points for one round entry. */
export function lechenichPoints(e: RoundEntry): number {
  switch (e.kind) {
    case 'played':
      return playedPoints(resultValue(e), e.end);
    case 'forfeit-win':
      return 10;
    case 'forfeit-loss':
    case 'double-forfeit':
      return 1;
    default:
      return 0;
  }
}

function playedPoints(res: number, end: GameEnd | undefined): number {
  if (end === undefined || end.type === 'regular') return 10 + 5 * res;
  if (end.defaulter === 'self') return 1;
  if (end.type === 'default' && end.defaulter === 'opponent') return 5 + 5 * res;
  // adjudicated (or ended early): the opponent of a defaulter scores as in a regular game
  return 10 + 5 * res;
}

/** LECH for every participant over rounds 1 … `rounds`. */
export function lechenichValues(t: Tournament, rounds: number): number[] {
  return t.participants.map(p => {
    let sum = 0;
    const last = Math.min(rounds, p.rounds.length);
    for (let r = 0; r < last; r++) sum += lechenichPoints(p.rounds[r]);
    return sum;
  });
}
