/**
 * Match points and game points of every round of a team (club-systems.md B.1): the match result
 * from the game points under the event's rule, byes and forfeited matches as C.07 and TRF-2026
 * score them, and the board points that board-based tie-breaks read (C.07 Art. 12: individual
 * forfeits count as normal wins and losses, a team's pairing-allocated bye as a win on every
 * board).
 */
import type { GameResult } from '../model/types';
import type { TeamByeKind, TeamEvent, TeamMatchRound, TeamRound, TeamScoring } from './types';

/**
 * Default scoring: 2/1/0 match points. The pairing-allocated bye counts as a drawn match (1 match
 * point, half the boards), as the Olympiad and the TEC exercise score it; in a round robin the
 * free round of an odd field scores nothing (it is simply no match, Art. 15.2).
 */
export function defaultScoring(boards: number, system: TeamEvent['system'] = 'swiss'): TeamScoring {
  const free = system === 'round-robin';
  return {
    win: 2,
    draw: 1,
    loss: 0,
    rule: 'more-than-opponent',
    pairingBye: { matchPoints: free ? 0 : 1, gamePoints: free ? 0 : boards / 2 },
  };
}

/** How a match ended for one side. */
export type MatchOutcome =
  | { readonly kind: 'played'; readonly result: GameResult }
  | { readonly kind: 'forfeit-win' | 'forfeit-loss' | 'double-forfeit' };

/** The match result from the game points, under the event's rule. */
export function matchResult(
  m: Pick<TeamMatchRound, 'gamePoints' | 'opponentGamePoints'>,
  boards: number,
  scoring: TeamScoring,
): GameResult {
  const own = m.gamePoints;
  const other = scoring.rule === 'more-than-half' ? boards / 2 : m.opponentGamePoints;
  if (Math.abs(own - other) < 1e-9) return 'draw';
  return own > other ? 'win' : 'loss';
}

/**
 * The outcome of a match. A match without any game over the board is a forfeited match: the side
 * with more game points won it by forfeit, and 0 : 0 is a double forfeit. A level score without
 * any game played is not a result the regulations know; the readers refuse it.
 */
export function matchOutcome(
  m: TeamMatchRound,
  boards: number,
  scoring: TeamScoring,
): MatchOutcome {
  if (m.played) return { kind: 'played', result: matchResult(m, boards, scoring) };
  if (m.gamePoints === 0 && m.opponentGamePoints === 0) return { kind: 'double-forfeit' };
  return { kind: m.gamePoints > m.opponentGamePoints ? 'forfeit-win' : 'forfeit-loss' };
}

function byeMatchPoints(kind: TeamByeKind, s: TeamScoring): number {
  switch (kind) {
    case 'pairing-bye':
      return s.pairingBye.matchPoints;
    case 'full-bye':
      return s.win;
    case 'half-bye':
      return s.draw;
    default:
      return s.loss;
  }
}

function byeGamePoints(kind: TeamByeKind, s: TeamScoring, boards: number): number {
  switch (kind) {
    case 'pairing-bye':
      return s.pairingBye.gamePoints;
    case 'full-bye':
      return boards;
    case 'half-bye':
      return boards / 2;
    default:
      return 0;
  }
}

/** Match points of one round. */
export function matchPointsOf(round: TeamRound, event: TeamEvent): number {
  const s = event.scoring;
  switch (round.kind) {
    case 'pending':
      return 0;
    case 'match': {
      const o = matchOutcome(round, event.boards, s);
      if (o.kind === 'played') return s[o.result];
      return o.kind === 'forfeit-win' ? s.win : s.loss;
    }
    default:
      return byeMatchPoints(round.kind, s);
  }
}

/** Game (board) points of one round. */
export function gamePointsOf(round: TeamRound, event: TeamEvent): number {
  switch (round.kind) {
    case 'pending':
      return 0;
    case 'match':
      return round.gamePoints;
    default:
      return byeGamePoints(round.kind, event.scoring, event.boards);
  }
}

/**
 * Points on each board (board 1 first) for board-based tie-breaks, or null when the match was
 * entered without its boards. Byes score on every board as C.07 Art. 12 and the FIDE reference
 * calculator do: a pairing-allocated or full-point bye as a win, a half-point bye as a draw.
 */
export function boardPointsOf(round: TeamRound, event: TeamEvent): number[] | null {
  const n = event.boards;
  switch (round.kind) {
    case 'pending':
      return new Array<number>(n).fill(0);
    case 'match':
      if (round.boards) return round.boards.map(b => b.points);
      // A forfeited match entered without boards: a win or a loss on every board.
      if (!round.played) {
        const o = matchOutcome(round, n, event.scoring);
        return new Array<number>(n).fill(o.kind === 'forfeit-win' ? 1 : 0);
      }
      return null;
    case 'pairing-bye':
      // The free round of a round robin scores nothing, on the boards as in the totals.
      return new Array<number>(n).fill(event.scoring.pairingBye.gamePoints > 0 ? 1 : 0);
    case 'full-bye':
      return new Array<number>(n).fill(1);
    case 'half-bye':
      return new Array<number>(n).fill(0.5);
    default:
      return new Array<number>(n).fill(0);
  }
}

/** Total match points and game points of every team over rounds 1 … `rounds`. */
export function teamTotals(
  event: TeamEvent,
  rounds: number = event.rounds,
): { matchPoints: number[]; gamePoints: number[] } {
  const matchPoints = event.teams.map(t =>
    t.rounds.slice(0, rounds).reduce((s, r) => s + matchPointsOf(r, event), 0),
  );
  const gamePoints = event.teams.map(t =>
    t.rounds.slice(0, rounds).reduce((s, r) => s + gamePointsOf(r, event), 0),
  );
  return { matchPoints, gamePoints };
}
