/* Pairing benchmark: the Dutch pairing of round 9 for large seeded random Swiss fields. The eight
 * rounds before are made by a quick greedy Swiss (score order, first opponent not yet met, colour
 * by balance) so the history looks like a Swiss event; only round 9 goes through the engine. */
import { pairNextRound } from '../../src/core/pairing';
import type { PairingRequest, PastRound } from '../../src/core/pairing';
import { MatchingState } from '../../src/core/pairing/matchingState';

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function history(n: number, played: number, seed: number): PairingRequest {
  const random = rng(seed);
  const rounds = new Map<number, PastRound[]>();
  const score = new Map<number, number>();
  const met = new Map<number, Set<number>>();
  const balance = new Map<number, number>();
  for (let id = 1; id <= n; id++) {
    rounds.set(id, []);
    score.set(id, 0);
    met.set(id, new Set());
    balance.set(id, 0);
  }
  for (let r = 0; r < played; r++) {
    const absent = new Set<number>();
    for (let id = 1; id <= n; id++) if (random() < 0.03) absent.add(id);
    const order = [...rounds.keys()]
      .filter(id => !absent.has(id))
      .sort((a, b) => (score.get(b) as number) - (score.get(a) as number) || a - b);
    const done = new Set<number>();
    for (let i = 0; i < order.length; i++) {
      const a = order[i];
      if (done.has(a)) continue;
      const b = order.slice(i + 1).find(x => !done.has(x) && !(met.get(a) as Set<number>).has(x));
      if (b === undefined) {
        absent.add(a);
        continue;
      }
      done.add(a);
      done.add(b);
      const [w, bl] = (balance.get(a) as number) <= (balance.get(b) as number) ? [a, b] : [b, a];
      const x = random();
      const ow = x < 0.4 ? 'win' : x < 0.7 ? 'draw' : 'loss';
      const ob = ow === 'win' ? 'loss' : ow === 'loss' ? 'win' : 'draw';
      (rounds.get(w) as PastRound[]).push({
        opponent: bl,
        colour: 'w',
        outcome: ow,
        played: true,
        paired: true,
      });
      (rounds.get(bl) as PastRound[]).push({
        opponent: w,
        colour: 'b',
        outcome: ob,
        played: true,
        paired: true,
      });
      score.set(w, (score.get(w) as number) + (ow === 'win' ? 2 : ow === 'draw' ? 1 : 0));
      score.set(bl, (score.get(bl) as number) + (ob === 'win' ? 2 : ob === 'draw' ? 1 : 0));
      balance.set(w, (balance.get(w) as number) + 1);
      balance.set(bl, (balance.get(bl) as number) - 1);
      (met.get(w) as Set<number>).add(bl);
      (met.get(bl) as Set<number>).add(w);
    }
    for (const id of absent) {
      (rounds.get(id) as PastRound[]).push({
        opponent: null,
        colour: null,
        outcome: 'loss',
        played: false,
        paired: false,
      });
    }
  }
  return {
    players: [...rounds].map(([id, r]) => ({ id, rounds: r, available: true })),
    totalRounds: 11,
    initialColour: 'w',
  };
}

/** CPU time of this process in ms: other work on a shared machine does not inflate it. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function pairingBench(sizes: readonly number[]): void {
  console.log(
    '\nDutch pairing of round 9 (FIDE C.04.3 2025), seeded random Swiss fields, CPU time',
  );
  for (const n of sizes) {
    const req = history(n, 8, n);
    let matching = 0;
    let solves = 0;
    const solve = MatchingState.prototype.solve;
    MatchingState.prototype.solve = function (this: MatchingState) {
      const s = cpuMs();
      const r = solve.call(this);
      matching += cpuMs() - s;
      solves++;
      return r;
    };
    const t0 = cpuMs();
    const p = pairNextRound(req);
    const total = cpuMs() - t0;
    MatchingState.prototype.solve = solve;
    console.log(
      `  ${String(n).padStart(5)} players: ${total.toFixed(0).padStart(7)} ms  (weighted matching ${matching.toFixed(0)} ms in ${solves} solves; ${p.boards.length} boards${p.bye !== null ? ', 1 bye' : ''})`,
    );
  }
}
