import type { Participant, RoundEntry, Tournament } from '../../src/core/model/types';
import { DEFAULT_POINTS } from '../../src/core/model/points';

/** Small deterministic PRNG (mulberry32): benchmarks must measure the same tournament every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A Swiss-like tournament of `n` players and `rounds` rounds with every kind of unplayed round:
 * pairing-allocated byes (odd fields), half- and zero-point byes, forfeits, a few double
 * forfeits, withdrawals and unrated players. Pairings are score-sorted neighbours (rematches are
 * possible and harmless here): the point is realistic data volume, not a correct Swiss pairing.
 */
export function randomSwiss(n: number, rounds: number, seed = 1): Tournament {
  const rand = rng(seed);
  const rating = Array.from({ length: n }, (_, i) =>
    rand() < 0.03 ? 0 : 2700 - Math.floor((1500 * i) / n),
  );
  const entries: RoundEntry[][] = Array.from({ length: n }, () => []);
  const score = new Float64Array(n);
  const withdrawAfter = new Int32Array(n).fill(rounds);
  for (let i = 0; i < n; i++)
    if (rand() < 0.02) withdrawAfter[i] = 1 + Math.floor(rand() * (rounds - 1));
  const order = Array.from({ length: n }, (_, i) => i);
  for (let r = 0; r < rounds; r++) {
    const present: number[] = [];
    for (const i of order) {
      if (r >= withdrawAfter[i]) entries[i].push({ kind: 'zero-bye' });
      else if (rand() < 0.01) {
        const half = rand() < 0.6;
        entries[i].push({ kind: half ? 'half-bye' : 'zero-bye' });
        score[i] += half ? 0.5 : 0;
      } else present.push(i);
    }
    if (present.length % 2 === 1) {
      const i = present.pop() as number;
      entries[i].push({ kind: 'pairing-bye' });
      score[i] += 1;
    }
    for (let k = 0; k < present.length; k += 2) {
      const a = present[k];
      const b = present[k + 1];
      const x = rand();
      if (x < 0.01) {
        entries[a].push({ kind: 'forfeit-win', opponent: b + 1, colour: 'w' });
        entries[b].push({ kind: 'forfeit-loss', opponent: a + 1, colour: 'b' });
        score[a] += 1;
      } else if (x < 0.012) {
        entries[a].push({ kind: 'double-forfeit', opponent: b + 1, colour: 'w' });
        entries[b].push({ kind: 'double-forfeit', opponent: a + 1, colour: 'b' });
      } else {
        const y = rand();
        const res = y < 0.4 ? 1 : y < 0.7 ? 0.5 : 0;
        const rated = rand() > 0.005;
        const [ra, rb] =
          res === 1
            ? (['win', 'loss'] as const)
            : res === 0.5
              ? (['draw', 'draw'] as const)
              : (['loss', 'win'] as const);
        entries[a].push({ kind: 'played', opponent: b + 1, colour: 'w', result: ra, rated });
        entries[b].push({ kind: 'played', opponent: a + 1, colour: 'b', result: rb, rated });
        score[a] += res;
        score[b] += 1 - res;
      }
    }
    order.sort((p, q) => score[q] - score[p] || p - q);
  }
  const participants: Participant[] = entries.map((rounds_, i) => ({
    startNo: i + 1,
    name: `Player ${String(i + 1).padStart(5, '0')}`,
    ...(rating[i] > 0 ? { rating: rating[i] } : {}),
    rounds: rounds_,
  }));
  return {
    name: `Random Swiss ${n}×${rounds}`,
    rounds,
    participants,
    pointSystem: DEFAULT_POINTS,
    system: 'swiss',
  };
}

const RESULT: Record<string, string> = { win: '1', draw: '½', loss: '0' };

/** The tournament as a progress table grid (`No | Name | Elo | 1 … R`), as Sheets would deliver it. */
export function progressGrid(t: Tournament): (string | number)[][] {
  const header: (string | number)[] = ['No', 'Name', 'Elo'];
  for (let r = 1; r <= t.rounds; r++) header.push(`R${r}`);
  const rows = t.participants.map(p => {
    const row: (string | number)[] = [p.startNo, p.name, p.rating ?? ''];
    for (const e of p.rounds) {
      switch (e.kind) {
        case 'played':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}${RESULT[e.result]}`);
          break;
        case 'forfeit-win':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}+`);
          break;
        case 'forfeit-loss':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}-`);
          break;
        case 'double-forfeit':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}--`);
          break;
        case 'pairing-bye':
          row.push('bye');
          break;
        case 'half-bye':
          row.push('H');
          break;
        default:
          row.push('Z');
      }
    }
    return row;
  });
  return [header, ...rows];
}
