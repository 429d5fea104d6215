/**
 * Drawing of lots (LSS "Zufallsregel", C.07 4.2 "ties left at the end are broken by lot"): each
 * participant gets a hidden random number, the lower number ranks first. The numbers come from a
 * seed so that recalculating the standings never reshuffles them: by default the seed is made
 * of the tournament's name and its list of participants (start numbers and names), not of the
 * results, so typing a result does not change anybody's number (changing the field does). Each
 * number depends only on the seed and that participant, so with a given seed a latecomer leaves
 * the others' order as it was.
 */
import type { Participant, Tournament } from '../../model/types';

/** 32-bit FNV-1a over UTF-16 code units, then an avalanche step so that near seeds scatter. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The default seed: the tournament's name and its participants, in start-number order. */
export function defaultLotSeed(t: Tournament): string {
  const people = [...t.participants]
    .sort((a, b) => a.startNo - b.startNo)
    .map(p => `${p.startNo}:${p.name}`)
    .join('\n');
  return `${t.name ?? ''}\n${people}`;
}

function lotNumber(seedHash: number, p: Participant): number {
  return hash32(`${seedHash}\u0000${p.startNo}\u0000${p.name}`);
}

/**
 * The lot as a position for every participant (1 = drew the best lot), indexed like
 * `t.participants`. Positions, not the random numbers, are what leaves the engine. Equal numbers
 * (astronomically rare) fall back on the start number.
 */
export function lotPositions(t: Tournament, seed: string = defaultLotSeed(t)): number[] {
  // the seed (the whole list of participants by default) is hashed once: O(N) in all
  const seedHash = hash32(seed);
  const keyed = t.participants.map((p, i) => ({ i, key: lotNumber(seedHash, p), no: p.startNo }));
  keyed.sort((a, b) => a.key - b.key || a.no - b.no);
  const positions = new Array<number>(t.participants.length);
  keyed.forEach((k, pos) => (positions[k.i] = pos + 1));
  return positions;
}
