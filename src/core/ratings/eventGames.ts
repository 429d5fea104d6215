/**
 * The games a rating change counts, for every participant: games played over the board with a
 * result (TRF `1 = 0`), in round order. Everything else is a skipped round with its reason:
 * forfeits (no game was played), byes and absences, games that lasted less than one move (TRF
 * `W D L`, played but not rated) and pairings without a result. Which of the games count further
 * (rated opponents, the 600-point rule) is for each system to decide.
 */
import { rangeError, msg } from '../errors';
import type { Tournament } from '../model/types';
import type { RatedGame, SkippedRound } from './types';

/** One participant's games and skipped rounds. */
export interface GamesOf {
  readonly games: readonly RatedGame[];
  readonly skipped: readonly SkippedRound[];
}

/** The games and skipped rounds of every participant (index as in `t.participants`). */
export function eventGames(t: Tournament): GamesOf[] {
  const ps = t.participants;
  const index = new Map<number, number>();
  for (let i = 0; i < ps.length; i++) index.set(ps[i].startNo, i);
  const opponentIndex = (i: number, round: number, startNo: number | null): number | null => {
    if (startNo === null || startNo === 0) return null;
    const j = index.get(startNo);
    if (j === undefined) {
      const p = ps[i];
      throw rangeError(
        msg`${p.name} (no. ${p.startNo}) played start number ${startNo} in round ${round}, but no participant has that start number`,
      );
    }
    return j;
  };
  return ps.map((p, i) => {
    const games: RatedGame[] = [];
    const skipped: SkippedRound[] = [];
    p.rounds.forEach((e, k) => {
      const round = k + 1;
      switch (e.kind) {
        case 'played': {
          const opponent = opponentIndex(i, round, e.opponent) as number;
          if (!e.rated) {
            skipped.push({ round, opponent, reason: 'not-rated' });
            return;
          }
          const score = e.result === 'win' ? 1 : e.result === 'draw' ? 0.5 : 0;
          games.push({ round, opponent, score });
          return;
        }
        case 'forfeit-win':
        case 'forfeit-loss':
        case 'double-forfeit':
          skipped.push({ round, opponent: opponentIndex(i, round, e.opponent), reason: 'forfeit' });
          return;
        case 'pending':
          skipped.push({ round, opponent: opponentIndex(i, round, e.opponent), reason: 'pending' });
          return;
        default:
          skipped.push({ round, opponent: null, reason: 'bye' });
      }
    });
    return { games, skipped };
  });
}
