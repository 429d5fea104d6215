/* Seeded Swiss histories for the pairing benches, and the TRF-16 text of one. */
import type { PairingRequest, PastRound } from '../../src/core/pairing';
import { rng } from '../../test/core/tiebreaks/random';

/**
 * `played` rounds of a seeded random Swiss of n players, made by a quick greedy pairing (score
 * order, the first opponent not met yet, colour by balance) so the history looks like a Swiss
 * event without going through the engine: 3 % of the players miss each round (unpaired, 0
 * points), results 40 % white wins, 30 % draws, 30 % black wins.
 */
export function greedyHistory(n: number, played: number, seed: number): PairingRequest {
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
      let b: number | undefined;
      for (let j = i + 1; j < order.length && b === undefined; j++) {
        const x = order[j];
        if (!done.has(x) && !(met.get(a) as Set<number>).has(x)) b = x;
      }
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
    totalRounds: played + 1,
    initialColour: 'w',
  };
}

const CODE: Record<string, string> = { win: '1', draw: '=', loss: '0' };

/** TRF-16 block of a past round. */
function blockOf(r: PastRound): string {
  if (r.opponent !== null)
    return `${String(r.opponent).padStart(4)} ${r.colour} ${CODE[r.outcome]}`;
  if (r.paired) return '0000 - U';
  return r.outcome === 'draw' ? '0000 - H' : '0000 - Z';
}

/** An event of `rounds` rounds as a TRF-16 file with its first `upTo` rounds. */
export function trfOf(
  history: ReadonlyMap<number, readonly PastRound[]>,
  rounds: number,
  upTo: number,
  name = 'Pairing bench',
): string {
  const points = (rs: readonly PastRound[]) =>
    rs.reduce((s, r) => s + (r.outcome === 'win' ? 10 : r.outcome === 'draw' ? 5 : 0), 0);
  const lines = [`012 ${name}`, `XXR ${rounds}`, 'XXC white1'];
  // Ratings falling with the start number, from 2600 down to 1400 whatever the field's size.
  const rating = (id: number) => 2600 - Math.floor((id * 1200) / history.size);
  for (const [id, all] of history) {
    const rs = all.slice(0, upTo);
    const head = `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${String(rating(id)).padStart(4)}`;
    const t = points(rs);
    const pts = `${Math.floor(t / 10)}.${t % 10}`.padStart(4);
    const blocks = rs.map(r => `  ${blockOf(r)}`).join('');
    lines.push(`${head.padEnd(80)}${pts} ${String(id).padStart(4)}${blocks}`);
  }
  return `${lines.join('\n')}\n`;
}
