/**
 * The initial colour: the colour of pairing number 1 in round 1 (C.04.3 colour rule E.5; TRF
 * `XXC white1|black1`, TRF-2026 `152 W|B`). It is drawn by lot once, before round 1, and from then
 * on it is a fact of the tournament: round 1's colours record it. So it is either set by the
 * organiser, drawn here from a seed (the same seed always draws the same colour, and the seed is
 * what the arbiter keeps to show the draw), or read back from the history, and a choice that
 * contradicts the history is refused rather than silently changing later rounds' colours.
 */
import { msg, type Message } from '../errors';
import type { PairingColour, PairingPlayer } from './types';

function invert(c: PairingColour): PairingColour {
  return c === 'w' ? 'b' : 'w';
}

/**
 * The initial colour the played rounds imply, as the engine infers it: in the first round with a
 * colour, the first player (by pairing number) with a colour there, taking his effective pairing
 * number's parity into account (players not yet paired by then are not counted). Null before
 * any game was played.
 */
export function initialColourFromHistory(
  players: readonly Pick<PairingPlayer, 'id' | 'rounds'>[],
): PairingColour | null {
  let first = Infinity;
  for (const p of players) {
    p.rounds.forEach((e, i) => {
      if (e.colour !== null && i < first) first = i;
    });
  }
  if (first === Infinity) return null;
  let index = 0;
  for (const p of [...players].sort((a, b) => a.id - b.id)) {
    if (!p.rounds.slice(0, first + 1).some(e => e.paired)) continue;
    const c = p.rounds[first]?.colour ?? null;
    if (c !== null) return index % 2 === 0 ? c : invert(c);
    index++;
  }
  return null;
}

/**
 * A colour drawn by lot from `seed` (a whole number): splitmix32 of the seed, its lowest bit.
 * Reproducible by design: the draw is made once and can be shown again from its seed.
 */
export function drawInitialColour(seed: number): PairingColour {
  let z = (Math.trunc(seed) + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return (z & 1) === 0 ? 'w' : 'b';
}

/** How a TRF or a sheet already fixes the initial colour, if it does. */
export type RecordedColour =
  | { readonly how: 'record'; readonly colour: PairingColour }
  | { readonly how: 'history'; readonly colour: PairingColour }
  | null;

/** `white1` / `black1`, as TRF and the options write it. */
export function colourName(c: PairingColour): string {
  return c === 'w' ? 'white1' : 'black1';
}

/**
 * The colour to pair with: the recorded one, unless the organiser chose one; a choice that
 * contradicts the record is refused with the reason (a message), null when all agrees.
 */
export function conflictWithRecord(
  recorded: RecordedColour,
  chosen: PairingColour,
): Message | null {
  if (recorded === null || recorded.colour === chosen) return null;
  return recorded.how === 'record'
    ? msg`the initial colour ${colourName(chosen)} contradicts the one the file records (${colourName(recorded.colour)})`
    : msg`the initial colour ${colourName(chosen)} contradicts the colours already played, which give ${colourName(recorded.colour)}`;
}
