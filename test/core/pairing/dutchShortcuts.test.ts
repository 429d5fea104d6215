/**
 * The Dutch procedure's shortcuts (dutch.ts, DutchShortcuts) change how its optima are found,
 * never the pairing: on random tournaments, every round is paired with each shortcut and without
 * it, and the two must agree in everything the procedure returns — the games and their colour
 * rules, the bye, each bracket's pairs and floaters, the PAB's score — or fail alike.
 * (The pairings themselves are compared with an independent engine in conformance.test.ts.)
 */
import {
  NoLegalPairingError,
  type PairingRequest,
  type PastRound,
} from '../../../src/core/pairing';
import { pairDutch, type DutchResult, type DutchShortcuts } from '../../../src/core/pairing/dutch';
import { PAB, ZERO_BYE, game } from './specExamples';
import { rng } from './xorshift';

/** A full-point bye asked for: a win's worth without playing, which bars from the PAB. */
const FULL_BYE: PastRound = { ...ZERO_BYE, outcome: 'win' };

/** Everything a pairing returns that a shortcut could change, as plain data. */
function outcome(req: PairingRequest, shortcuts?: DutchShortcuts): unknown {
  let r: DutchResult;
  try {
    r = pairDutch(req, shortcuts);
  } catch (e) {
    if (e instanceof NoLegalPairingError) return { error: e.reason };
    throw e;
  }
  return {
    games: r.games.map(g => [g.white, g.black, g.colour.rule]),
    bye: r.bye,
    byeScore: r.byeScore,
    brackets: r.brackets.map(b => ({
      score: b.score,
      movedDown: b.movedDown,
      residents: b.residents,
      pairs: b.pairs,
      floaters: b.floaters,
      byeScore: b.context.byeScore,
      byeFromThisBracket: b.context.byeFromThisBracket,
    })),
  };
}

const FULL: DutchShortcuts = {
  warmStart: false,
  batchOpponents: false,
  keepExchangeBits: false,
  byeVertex: false,
};
const ALONE: readonly DutchShortcuts[] = [
  { ...FULL, warmStart: true },
  { ...FULL, batchOpponents: true },
  { ...FULL, keepExchangeBits: true },
  { ...FULL, byeVertex: true },
];

/** How often a player is absent, forfeits a game, or takes a full-point bye when absent. */
interface Rates {
  readonly absent: number;
  readonly forfeit: number;
  readonly fullBye: number;
}

const RATES: Rates = { absent: 0.1, forfeit: 0.05, fullBye: 0 };

/** Rounds compared with an odd number of players to pair (a PAB to give), over all tests. */
let oddRounds = 0;

/**
 * A random tournament of n players paired round by round (by the full procedure), with absences
 * (odd fields, so PABs and players barred from them), forfeits and a forbidden pair; each round
 * also paired with each set of shortcuts (undefined: all, as in use). Returns the rounds compared.
 */
function compareTournament(
  n: number,
  rounds: number,
  seed: number,
  variants: readonly (DutchShortcuts | undefined)[] = [undefined],
  rates: Rates = RATES,
): number {
  const random = rng(seed);
  const hist = new Map<number, PastRound[]>();
  for (let id = 1; id <= n; id++) hist.set(id, []);
  let compared = 0;
  for (let k = 1; k <= rounds; k++) {
    const absent = new Set<number>();
    for (let id = 1; id <= n; id++) if (random() < rates.absent) absent.add(id);
    const req: PairingRequest = {
      players: [...hist].map(([id, rs]) => ({ id, rounds: rs, available: !absent.has(id) })),
      totalRounds: rounds,
      initialColour: seed % 2 ? 'w' : 'b',
      forbidden: [[1, 2]],
    };
    if ((n - absent.size) % 2 === 1) oddRounds++;
    const full = outcome(req, FULL);
    for (const v of variants) expect(outcome(req, v)).toEqual(full);
    compared++;
    if ('error' in (full as object)) break;
    const r = pairDutch(req, FULL);
    for (const g of r.games) {
      const x = random();
      if (x < rates.forfeit) {
        const forfeit = (opponent: number, outcome: 'win' | 'loss'): PastRound => ({
          opponent,
          colour: null,
          outcome,
          played: false,
          paired: true,
        });
        (hist.get(g.white) as PastRound[]).push(forfeit(g.black, 'win'));
        (hist.get(g.black) as PastRound[]).push(forfeit(g.white, 'loss'));
      } else {
        const o = x < 0.45 ? 'win' : x < 0.7 ? 'draw' : 'loss';
        const inv = o === 'win' ? 'loss' : o === 'loss' ? 'win' : 'draw';
        (hist.get(g.white) as PastRound[]).push(game(g.black, 'w', o));
        (hist.get(g.black) as PastRound[]).push(game(g.white, 'b', inv));
      }
    }
    if (r.bye !== null) (hist.get(r.bye) as PastRound[]).push(PAB);
    for (const id of absent) {
      (hist.get(id) as PastRound[]).push(random() < rates.fullBye ? FULL_BYE : ZERO_BYE);
    }
  }
  return compared;
}

describe('Dutch shortcuts against the full procedure', () => {
  it('each shortcut alone and all together give the same pairing (fields of 5–24)', () => {
    let rounds = 0;
    for (let seed = 1; seed <= 60; seed++) {
      rounds += compareTournament(5 + (seed % 20), 7, seed, [...ALONE, undefined]);
    }
    expect(rounds).toBeGreaterThan(300);
  });

  it('… and on small fields paired nearly to exhaustion (brackets that cannot pair in full)', () => {
    // Late rounds of a near round robin: scoregroups whose players have met leave some of
    // them unpaired, exchanges between S1 and S2 and few choices for each higher player.
    let rounds = 0;
    for (let seed = 201; seed <= 240; seed++) {
      const n = 6 + (seed % 9);
      rounds += compareTournament(n, n - 1, seed, [...ALONE, undefined]);
    }
    expect(rounds).toBeGreaterThan(200);
  });

  it('all shortcuts give the same pairing on fields of 30–70', () => {
    let rounds = 0;
    for (let seed = 101; seed <= 110; seed++) {
      rounds += compareTournament(30 + ((seed * 7) % 41), 9, seed);
    }
    expect(rounds).toBeGreaterThan(70);
  });

  it('the bye vertex alone and all shortcuts agree on odd fields with many barred from the PAB', () => {
    // Frequent absences, forfeit wins and full-point byes: odd fields whose feasibility (C5)
    // leaves the PAB to few players, or to none (the error then comes from the full procedure).
    const before = oddRounds;
    let rounds = 0;
    const rates: Rates = { absent: 0.2, forfeit: 0.2, fullBye: 0.3 };
    for (let seed = 301; seed <= 340; seed++) {
      const n = 7 + 2 * (seed % 12);
      rounds += compareTournament(n, 8, seed, [{ ...FULL, byeVertex: true }, undefined], rates);
    }
    expect(rounds).toBeGreaterThan(200);
    expect(oddRounds - before).toBeGreaterThan(100);
  });

  it('an unpairable round is refused alike, naming the same players', () => {
    // Five players who have all met: no pairing exists; the error comes from the full procedure.
    const ids = [1, 2, 3, 4, 5];
    const rounds = (id: number): PastRound[] =>
      ids.filter(o => o !== id).map((o, i) => game(o, i % 2 ? 'b' : 'w', 'draw'));
    const req: PairingRequest = {
      players: ids.map(id => ({ id, rounds: rounds(id), available: true })),
      totalRounds: 6,
      initialColour: 'w',
    };
    const full = outcome(req, FULL);
    expect(full).toHaveProperty('error');
    expect(outcome(req)).toEqual(full);
  });
});
