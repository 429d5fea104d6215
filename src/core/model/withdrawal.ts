import type { Participant, RoundEntry } from './types';

function isAbsence(e: RoundEntry): boolean {
  return e.kind === 'zero-bye' || e.kind === 'withdrawn';
}

/**
 * The number of rounds a participant took part in before withdrawing, or null when they did not
 * withdraw. A withdrawal is an explicit `withdrawn` entry, or zero-point byes / absences running
 * to the last round (C.07 Art. 16.1: "any round after a participant withdraws is a zero-point
 * bye"). A single zero-point bye in the last round also reads as a withdrawal after the
 * penultimate round; Art. 16.2.5 treats both the same way.
 */
export function withdrawnAfterRound(p: Participant): number | null {
  const rounds = p.rounds;
  let r = rounds.length;
  while (r > 0 && isAbsence(rounds[r - 1])) r--;
  if (r === rounds.length) return rounds.some(e => e.kind === 'withdrawn') ? r : null;
  return r;
}

/** True when the entry is a game with an opponent (played, forfeited or double forfeit). */
export function hasOpponent(e: RoundEntry): e is Extract<RoundEntry, { opponent: unknown }> {
  return (
    e.kind === 'played' ||
    e.kind === 'forfeit-win' ||
    e.kind === 'forfeit-loss' ||
    e.kind === 'double-forfeit'
  );
}
