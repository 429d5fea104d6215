/**
 * Wins as the Lechenich chess server counts them ("Behandlung von Gleichständen", rules 2 and
 * 3): every game scored as a win, games broken off count only when they were scored as wins.
 * So a forfeit win entered for the player counts, while byes (no game at all) do not. FIDE's WIN
 * (byes included) and WON (over the board only) are the neighbours on either side.
 */
import type { RoundEntry, Tournament } from '../../model/types';

function isScoredWin(e: RoundEntry): boolean {
  return (e.kind === 'played' && e.result === 'win') || e.kind === 'forfeit-win';
}

function count(t: Tournament, rounds: number, accept: (e: RoundEntry) => boolean): number[] {
  return t.participants.map(p => {
    let n = 0;
    const last = Math.min(rounds, p.rounds.length);
    for (let r = 0; r < last; r++) if (accept(p.rounds[r])) n++;
    return n;
  });
}

/** SWIN: games scored as wins, forfeit wins included, byes not. */
export function scoredWins(t: Tournament, rounds: number): number[] {
  return count(t, rounds, isScoredWin);
}

/** SWINB: games scored as wins with the black pieces (a forfeit win counts when black was assigned). */
export function scoredWinsWithBlack(t: Tournament, rounds: number): number[] {
  return count(t, rounds, e => isScoredWin(e) && 'colour' in e && e.colour === 'b');
}
