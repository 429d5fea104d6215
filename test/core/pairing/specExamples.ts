/**
 * Histories for the pairing spec's worked examples (§13), shared by the tests of the pairing
 * (dutch.test.ts) and of its explanation (explain.test.ts): played games, byes, and the requests
 * of E2 and E3, the endorsed engine's own 2025 tests.
 */
import type { PairingPlayer, PairingRequest, PastRound } from '../../../src/core/pairing';

export function game(
  opponent: number,
  colour: 'w' | 'b',
  outcome: PastRound['outcome'],
): PastRound {
  return { opponent, colour, outcome, played: true, paired: true };
}

export const ZERO_BYE: PastRound = {
  opponent: null,
  colour: null,
  outcome: 'loss',
  played: false,
  paired: false,
};

export const PAB: PastRound = {
  opponent: null,
  colour: null,
  outcome: 'win',
  played: false,
  paired: true,
};

export function players(
  histories: Record<number, PastRound[]>,
  absent: number[] = [],
): PairingPlayer[] {
  return Object.entries(histories).map(([id, rounds]) => ({
    id: Number(id),
    rounds,
    available: !absent.includes(Number(id)),
  }));
}

/** E2 (engine test dutch_2025_C9): five players after round 1, 5 absent in it. */
export const E2: PairingRequest = {
  players: players({
    1: [game(3, 'w', 'win')],
    2: [game(4, 'b', 'win')],
    3: [game(1, 'b', 'loss')],
    4: [game(2, 'w', 'loss')],
    5: [ZERO_BYE],
  }),
  totalRounds: 3,
  initialColour: 'w',
};

/**
 * E3 (engine test dutch_2025_C5): rounds 1: 1–4, 3–6, 5–2; round 2: 2–1, 4–3, 6–5 (White first),
 * higher players winning; 4 is absent in round 3.
 */
export const E3: PairingRequest = {
  players: players(
    {
      1: [game(4, 'w', 'win'), game(2, 'b', 'win')],
      2: [game(5, 'b', 'win'), game(1, 'w', 'loss')],
      3: [game(6, 'w', 'win'), game(4, 'b', 'win')],
      4: [game(1, 'b', 'loss'), game(3, 'w', 'loss')],
      5: [game(2, 'w', 'loss'), game(6, 'b', 'win')],
      6: [game(3, 'b', 'loss'), game(5, 'w', 'loss')],
    },
    [4],
  ),
  totalRounds: 3,
  initialColour: 'w',
};
