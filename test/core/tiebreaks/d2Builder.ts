/**
 * Compact tournaments for the tie-break tests (D2's codes), with names, ratings and game ends per
 * player; the round tokens are those of build.ts:
 *   `5w1` `5b=` `5w0`   game against no. 5 with white / black: win, draw, loss
 *   `5wW` `5bD` `5wL`   unrated game (TRF W/D/L): played, not rated
 *   `5w+` `5b-`         forfeit win / forfeit loss against no. 5;  `+` `-` without an opponent
 *   `5w#`               double forfeit
 *   `U` `F` `H` `Z`     pairing-allocated, full-point, half-point, zero-point bye
 *   `X` `N`             absent after withdrawing, not yet joined
 */
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import { entry } from './build';
import type {
  GameEnd,
  Participant,
  PointSystem,
  Tournament,
  TournamentSystem,
} from '../../../src/core/model/types';

export interface PlayerSpec {
  readonly rounds: string;
  readonly name?: string;
  readonly rating?: number;
  readonly nationalRating?: number;
  /** Game end per round index (0-based), for the Lechenicher Wertung. */
  readonly ends?: Readonly<Record<number, GameEnd>>;
}

export interface TournamentSpec {
  readonly system?: TournamentSystem;
  readonly pointSystem?: PointSystem;
  readonly name?: string;
  readonly startDate?: string;
}

export function buildTournament(
  players: readonly PlayerSpec[],
  spec: TournamentSpec = {},
): Tournament {
  const participants: Participant[] = players.map((p, i) => {
    const tokens = p.rounds
      .trim()
      .split(/\s+/)
      .filter(s => s !== '');
    return {
      startNo: i + 1,
      name: p.name ?? `P${i + 1}`,
      ...(p.rating !== undefined ? { rating: p.rating } : {}),
      ...(p.nationalRating !== undefined ? { nationalRating: p.nationalRating } : {}),
      rounds: tokens.map((tok, r) =>
        entry(tok, `${p.name ?? `P${i + 1}`} round ${r + 1}`, p.ends?.[r]),
      ),
    };
  });
  const rounds = participants.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  for (const p of participants) {
    if (p.rounds.length !== rounds)
      throw new Error(`${p.name} has ${p.rounds.length} rounds, expected ${rounds}`);
  }
  return {
    ...(spec.name !== undefined ? { name: spec.name } : {}),
    ...(spec.startDate !== undefined ? { startDate: spec.startDate } : {}),
    rounds,
    participants,
    pointSystem: spec.pointSystem ?? DEFAULT_POINTS,
    ...(spec.system !== undefined ? { system: spec.system } : {}),
  };
}

/**
 * club-systems.md D-TV2: 8 players, 5-round Swiss, all games played, ratings 2200 … 1500.
 * Written from the pairing list there (white first).
 */
export const DTV2_ROWS: readonly string[] = [
  '5w1 2b= 4b1 3w1 8b1',
  '6b1 1w= 3b= 4w0 7w=',
  '7w= 5b1 2w= 1b0 6b1',
  '8b1 7b1 1w0 2b1 5w1',
  '1b0 3w0 8b= 6w0 4b0',
  '2w0 8w1 7w0 5b1 3w0',
  '3b= 4w0 6b1 8b= 2b=',
  '4w0 6b0 5w= 7w= 1w0',
];

export function dtv2(overrides: Partial<Record<number, string>> = {}): Tournament {
  return buildTournament(
    DTV2_ROWS.map((rounds, i) => ({ rounds: overrides[i + 1] ?? rounds, rating: 2200 - 100 * i })),
  );
}
