/**
 * The games that rating tie-breaks look at: played over the board only. Forfeits stay unplayed
 * for rating tie-breaks even in round robins (C.07 15.2), byes have no opponent.
 */
import { rangeError, msg } from '../../errors';
import type { Participant, Tournament } from '../../model/types';

export interface OtbGame {
  /** 1-based round number. */
  readonly round: number;
  /** Index of the opponent in `t.participants`. */
  readonly opponent: number;
  /** The player's result on the 1 / ½ / 0 scale, whatever the tournament's point system. */
  readonly score: number;
}

/** Index in `t.participants` for every start number. */
export function indexByStartNo(t: Tournament): Map<number, number> {
  const map = new Map<number, number>();
  t.participants.forEach((p, i) => map.set(p.startNo, i));
  return map;
}

/** Over-the-board games of every participant in rounds 1 … `rounds`. */
export function otbGames(t: Tournament, rounds: number): OtbGame[][] {
  const index = indexByStartNo(t);
  return t.participants.map(p => gamesOf(p, rounds, index));
}

function gamesOf(p: Participant, rounds: number, index: Map<number, number>): OtbGame[] {
  const games: OtbGame[] = [];
  const last = Math.min(rounds, p.rounds.length);
  for (let r = 0; r < last; r++) {
    const e = p.rounds[r];
    if (e.kind !== 'played') continue;
    const opponent = index.get(e.opponent);
    if (opponent === undefined) {
      throw rangeError(
        msg`${p.name} (no. ${p.startNo}) played start number ${e.opponent} in round ${r + 1}, but no participant has that start number`,
      );
    }
    const score = e.result === 'win' ? 1 : e.result === 'draw' ? 0.5 : 0;
    games.push({ round: r + 1, opponent, score });
  }
  return games;
}
