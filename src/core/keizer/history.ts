/**
 * What pairing the next evening needs to know about the past: who met whom and when, colour
 * balance and runs, and how often each player sat out. Every paired game counts, forfeits and
 * double forfeits included (spec A.1: colours "over all paired games incl. forfeits"); byes and
 * absences do not affect colours.
 */
import type { Colour } from '../model/types';
import type { Entries } from './entries';

export interface PairingHistory {
  /** Whites minus blacks, games whose colours are unknown left out. */
  readonly balance: readonly number[];
  /** The colour of the player's latest games and how many in a row; null before any. */
  readonly run: readonly ({ readonly colour: Colour; readonly length: number } | null)[];
  /** Byes and absences so far (not rounds before joining): for spreading byes evenly. */
  readonly satOut: readonly number[];
  /** Last round two players met; key from `pairKey`. */
  readonly lastMet: ReadonlyMap<string, number>;
  /**
   * Games between two players (key from `pairKey`), and in how many of them the lower and the
   * higher player index had White (games of unknown colour count for neither).
   */
  readonly meetings: ReadonlyMap<string, Meetings>;
}

export interface Meetings {
  readonly games: number;
  readonly lowWhite: number;
  readonly highWhite: number;
}

export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export function pairingHistory(e: Entries): PairingHistory {
  const n = e.names.length;
  const balance = new Array<number>(n).fill(0);
  const run = new Array<{ colour: Colour; length: number } | null>(n).fill(null);
  const satOut = new Array<number>(n).fill(0);
  const lastMet = new Map<string, number>();
  const meetings = new Map<string, Meetings>();
  e.entries.forEach((row, r) => {
    row.forEach((entry, p) => {
      if (!entry) return;
      if (entry.kind === 'off') {
        if (entry.what !== 'not-joined') satOut[p]++;
        return;
      }
      const c = entry.colour;
      if (c === null) {
        // A game of unknown colour breaks any run we could vouch for.
        run[p] = null;
      } else {
        balance[p] += c === 'w' ? 1 : -1;
        const last = run[p];
        run[p] =
          last && last.colour === c
            ? { colour: c, length: last.length + 1 }
            : { colour: c, length: 1 };
      }
      const q = entry.opponent;
      if (p < q) {
        const key = pairKey(p, q);
        lastMet.set(key, r + 1);
        const m = meetings.get(key) ?? { games: 0, lowWhite: 0, highWhite: 0 };
        meetings.set(key, {
          games: m.games + 1,
          lowWhite: m.lowWhite + (c === 'w' ? 1 : 0),
          highWhite: m.highWhite + (c === 'b' ? 1 : 0),
        });
      }
    });
  });
  return { balance, run, satOut, lastMet, meetings };
}

/**
 * White and Black for two players, `higher` ranked above `lower` (spec A.1, KFC; seed: "Weiß
 * bekommt, wer es seltener hatte; wenn beide gleich oft Weiß hatten, bekommt es der in der
 * Tabelle hinten liegende"). The smaller balance gets White. On equal balance: after an even
 * number of mutual games (or none) the lower-ranked gets White; after an odd number, the one who
 * had White less often against the other (the lower-ranked when that is equal too, which only
 * games of unknown colour can cause).
 */
export function preferredColours(
  h: PairingHistory,
  higher: number,
  lower: number,
): { white: number; black: number } {
  const hi = { white: higher, black: lower };
  const lo = { white: lower, black: higher };
  if (h.balance[higher] !== h.balance[lower]) {
    return h.balance[higher] < h.balance[lower] ? hi : lo;
  }
  const m = h.meetings.get(pairKey(higher, lower));
  if (!m || m.games % 2 === 0) return lo;
  const whitesHigher = higher < lower ? m.lowWhite : m.highWhite;
  const whitesLower = higher < lower ? m.highWhite : m.lowWhite;
  return whitesHigher < whitesLower ? hi : lo;
}
