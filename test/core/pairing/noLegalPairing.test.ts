/**
 * A round no legal pairing exists for: the engine says why and names the players concerned.
 * Each field below is small enough to check by hand that no pairing satisfies C1–C4.
 */
import {
  NoLegalPairingError,
  noLegalPairingMessage,
  pairNextRound,
  type NoLegalPairingReason,
  type PairingRequest,
  type PastRound,
} from '../../../src/core/pairing';
import { render } from '../../../src/core/errors';
import { PAB, game, players } from './specExamples';

function why(req: PairingRequest): NoLegalPairingReason {
  try {
    pairNextRound(req);
  } catch (e) {
    if (e instanceof NoLegalPairingError) return e.reason;
    throw e;
  }
  throw new Error('the round was paired');
}

/** A full-point bye (F): a round won without playing, which bars the PAB (C.04.1 art. 4). */
const FULL_BYE: PastRound = {
  opponent: null,
  colour: null,
  outcome: 'win',
  played: false,
  paired: false,
};

describe('no legal pairing: the reason and the players', () => {
  it('a finished round robin of four: everyone has met everyone (C1)', () => {
    // Rounds 1–3 of the Berger table for 4: 1–4 2–3, 4–3 1–2, 2–4 3–1.
    const req: PairingRequest = {
      players: players({
        1: [game(4, 'w', 'draw'), game(2, 'w', 'draw'), game(3, 'b', 'draw')],
        2: [game(3, 'w', 'draw'), game(1, 'b', 'draw'), game(4, 'w', 'draw')],
        3: [game(2, 'b', 'draw'), game(4, 'b', 'draw'), game(1, 'w', 'draw')],
        4: [game(1, 'b', 'draw'), game(3, 'w', 'draw'), game(2, 'b', 'draw')],
      }),
      totalRounds: 5,
      initialColour: 'w',
    };
    const reason = why(req);
    expect(reason).toEqual({ kind: 'no-opponent', players: expect.any(Array) });
    expect([...(reason as { readonly players: readonly number[] }).players].sort()).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('three players kept apart as a forbidden group, all able to meet a fourth', () => {
    // 1, 2 and 3 may not meet each other; each may meet 4. Any pairing pairs one of them with 4
    // and leaves the other two out: nobody is without any opponent, yet two stay unpaired.
    const req: PairingRequest = {
      players: players({ 1: [], 2: [], 3: [], 4: [] }),
      totalRounds: 5,
      initialColour: 'w',
      forbidden: [[1, 2, 3]],
    };
    const reason = why(req);
    expect(reason.kind).toBe('left-unpaired');
    const left = (reason as { readonly players: readonly number[] }).players;
    expect(left).toHaveLength(2);
    for (const id of left) expect([1, 2, 3]).toContain(id);
    const text = noLegalPairingMessage(reason, id => `player ${id}`).text;
    expect(text).toContain('the most complete one still leaves');
    expect(text).toContain(`player ${left[0]}, player ${left[1]}`);
  });

  it('three players where the only possible byes go to players barred from it (C2)', () => {
    // Round 1: 1 absent, 2 the pairing-allocated bye, 3 a full-point bye. In round 2, 2 and 3
    // may not meet (forbidden): 1 must play, so 2 or 3 is left out, and both are barred.
    const req: PairingRequest = {
      players: players({
        1: [{ opponent: null, colour: null, outcome: 'loss', played: false, paired: false }],
        2: [PAB],
        3: [FULL_BYE],
      }),
      totalRounds: 5,
      initialColour: 'w',
      forbidden: [[2, 3]],
    };
    const reason = why(req);
    expect(reason.kind).toBe('bye-barred');
    const r = reason as Extract<NoLegalPairingReason, { kind: 'bye-barred' }>;
    expect([2, 3]).toContain(r.player);
    expect(r.bars).toEqual([
      { round: 1, kind: r.player === 2 ? 'pab' : 'full-bye', opponent: null },
    ]);
    const en = noLegalPairingMessage(reason, id => `player ${id}`);
    expect(en.text).toContain(`such as player ${r.player}: `);
    expect(render(en, 'de')).toContain('der das Freilos der Auslosung nicht bekommen darf');
  });

  it('a lone player who had the bye already', () => {
    const req: PairingRequest = {
      players: players({ 1: [game(2, 'w', 'win')], 2: [game(1, 'b', 'loss')], 3: [PAB] }, [1, 2]),
      totalRounds: 5,
      initialColour: 'w',
    };
    expect(why(req)).toEqual({
      kind: 'lone-player',
      player: 3,
      bars: [{ round: 1, kind: 'pab', opponent: null }],
    });
  });

  it('the error message names the players (English), and German is complete', () => {
    const reason: NoLegalPairingReason = { kind: 'no-opponent', players: [3, 7] };
    const m = noLegalPairingMessage(reason, id => `Spieler ${id}`);
    expect(m.text).toMatch(/^Spieler 3, Spieler 7: none of the other players/);
    expect(render(m, 'de')).toMatch(/^Spieler 3, Spieler 7: keiner der übrigen/);
    expect(new NoLegalPairingError(reason).message).toContain('player 3, player 7');
  });
});
