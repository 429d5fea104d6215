/**
 * Random tournaments for property and performance tests: Swiss-like random pairings with every
 * kind of unplayed round, and complete round robins.
 */
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';

/** Small deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomOptions {
  /** Allow byes, forfeits, double forfeits and withdrawals. */
  readonly unplayed: boolean;
}

const RESULTS = ['win', 'draw', 'loss'] as const;

/** A Swiss-like tournament: random pairings each round, every game written on both sides. */
export function randomSwiss(
  n: number,
  rounds: number,
  seed: number,
  options: RandomOptions,
): Tournament {
  const random = rng(seed);
  const entries: RoundEntry[][] = Array.from({ length: n }, () => []);
  const withdrawnFrom = Array.from({ length: n }, () =>
    options.unplayed && random() < 0.1 ? 1 + Math.floor(random() * rounds) : rounds + 1,
  );
  for (let r = 0; r < rounds; r++) {
    const present: number[] = [];
    for (let i = 0; i < n; i++) {
      if (r + 1 >= withdrawnFrom[i]) entries[i].push({ kind: 'withdrawn' });
      else if (options.unplayed && random() < 0.08)
        entries[i].push({ kind: random() < 0.5 ? 'half-bye' : 'zero-bye' });
      else present.push(i);
    }
    for (let k = present.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [present[k], present[j]] = [present[j], present[k]];
    }
    if (present.length % 2 === 1) {
      const i = present.pop() as number;
      entries[i].push({ kind: options.unplayed && random() < 0.2 ? 'full-bye' : 'pairing-bye' });
    }
    for (let k = 0; k < present.length; k += 2) {
      const w = present[k];
      const b = present[k + 1];
      const u = random();
      if (options.unplayed && u < 0.06) {
        entries[w].push({ kind: 'forfeit-win', opponent: b + 1, colour: 'w' });
        entries[b].push({ kind: 'forfeit-loss', opponent: w + 1, colour: 'b' });
      } else if (options.unplayed && u < 0.08) {
        entries[w].push({ kind: 'double-forfeit', opponent: b + 1, colour: 'w' });
        entries[b].push({ kind: 'double-forfeit', opponent: w + 1, colour: 'b' });
      } else {
        const res = RESULTS[Math.floor(random() * 3)];
        const back = res === 'win' ? 'loss' : res === 'loss' ? 'win' : 'draw';
        entries[w].push({ kind: 'played', opponent: b + 1, colour: 'w', result: res, rated: true });
        entries[b].push({
          kind: 'played',
          opponent: w + 1,
          colour: 'b',
          result: back,
          rated: true,
        });
      }
    }
  }
  const participants: Participant[] = entries.map((rs, i) => ({
    startNo: i + 1,
    name: `P${i + 1}`,
    rating: 1400 + Math.floor(random() * 1200),
    rounds: rs,
  }));
  return { rounds, participants, pointSystem: DEFAULT_POINTS, system: 'swiss' };
}

/** A complete single round robin (circle method), all games played, random results. */
export function randomRoundRobin(n: number, seed: number): Tournament {
  const random = rng(seed);
  const size = n % 2 === 0 ? n : n + 1;
  const rounds = size - 1;
  const entries: RoundEntry[][] = Array.from({ length: n }, () => []);
  const ring = Array.from({ length: size }, (_, i) => i);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < size / 2; k++) {
      const a = ring[k];
      const b = ring[size - 1 - k];
      if (a >= n || b >= n) {
        entries[a < n ? a : b].push({ kind: 'zero-bye' });
        continue;
      }
      const res = RESULTS[Math.floor(random() * 3)];
      const back = res === 'win' ? 'loss' : res === 'loss' ? 'win' : 'draw';
      entries[a].push({ kind: 'played', opponent: b + 1, colour: 'w', result: res, rated: true });
      entries[b].push({ kind: 'played', opponent: a + 1, colour: 'b', result: back, rated: true });
    }
    ring.splice(1, 0, ring.pop() as number);
  }
  const participants = entries.map((rs, i) => ({ startNo: i + 1, name: `P${i + 1}`, rounds: rs }));
  return { rounds, participants, pointSystem: DEFAULT_POINTS, system: 'round-robin' };
}

/** The same tournament with start numbers renumbered by `perm` (old index → new start number − 1). */
export function renumber(t: Tournament, perm: readonly number[]): Tournament {
  const newNo = (old: number) => perm[old - 1] + 1;
  const participants = t.participants.map(p => ({
    ...p,
    startNo: newNo(p.startNo),
    rounds: p.rounds.map(e =>
      'opponent' in e && e.opponent !== null ? { ...e, opponent: newNo(e.opponent) } : e,
    ),
  }));
  const order = [...participants].sort((a, b) => a.startNo - b.startNo);
  return { ...t, participants: order };
}
