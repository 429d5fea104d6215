import type { Participant, PointSystem, RoundEntry } from './types';

export const DEFAULT_POINTS: PointSystem = Object.freeze({
  win: 1,
  draw: 0.5,
  loss: 0,
  forfeitWin: 1,
  forfeitLoss: 0,
  pairingBye: 1,
  fullBye: 1,
  halfBye: 0.5,
  zeroBye: 0,
});

/** A point system from win/draw/loss values, byes and forfeits following them as TRF-2026 162 does. */
export function pointSystem(win: number, draw: number, loss: number): PointSystem {
  return {
    win,
    draw,
    loss,
    forfeitWin: win,
    forfeitLoss: loss,
    pairingBye: win,
    fullBye: win,
    halfBye: draw,
    zeroBye: loss,
  };
}

/**
 * The point system of a round robin: the free round of an odd field (the round against the Berger
 * table's dummy, written `bye`/`spielfrei`) scores nothing, as in a crosstable, whose points are
 * the sum of its games. Swiss events keep the pairing-allocated bye's points.
 */
export function roundRobinPoints(ps: PointSystem): PointSystem {
  return ps.pairingBye === 0 ? ps : { ...ps, pairingBye: 0 };
}

/** Points a participant receives for one round entry. */
export function pointsFor(entry: RoundEntry, ps: PointSystem): number {
  switch (entry.kind) {
    case 'played':
      return entry.result === 'win' ? ps.win : entry.result === 'draw' ? ps.draw : ps.loss;
    case 'forfeit-win':
      return ps.forfeitWin;
    case 'forfeit-loss':
    case 'double-forfeit':
      return ps.forfeitLoss;
    case 'pairing-bye':
      return ps.pairingBye;
    case 'full-bye':
      return ps.fullBye;
    case 'half-bye':
      return ps.halfBye;
    case 'zero-bye':
    case 'withdrawn':
    case 'not-joined':
      return ps.zeroBye;
    case 'pending':
      // Not played yet: nothing scored so far, and no loss either.
      return 0;
  }
}

/** Total points after `rounds` rounds (all rounds by default). */
export function totalPoints(p: Participant, ps: PointSystem, rounds = p.rounds.length): number {
  let sum = 0;
  for (let r = 0; r < rounds && r < p.rounds.length; r++) sum += pointsFor(p.rounds[r], ps);
  return sum;
}
