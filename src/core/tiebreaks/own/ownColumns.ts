/**
 * The number of wins (WIN, 7.1), of games won with black (BWG, 7.4) and the progressive score
 * (PS, 7.5, uncut) of every participant, in one loop over the round table.
 *
 * Why one loop for three codes: a program ranks one field once, so nearly all of it runs before
 * the compiler has optimised it, and every loop over the field's rounds is compiled on its own.
 * Each value is what its code's own definition gives (counts.ts, progressive.ts), with the same
 * additions in the same order. On a table createContext built, its loop has counted them already
 * (fillTable); this loop is for the tables derived from it (team game points, forfeits as played).
 */
import type { OwnCounts, TiebreakContext } from '../context';
import { builtOwnCounts, COL, RES, RK } from '../context';

export type OwnColumns = OwnCounts;

/** The three columns, computed once per context. */
export function ownColumns(ctx: TiebreakContext): OwnColumns {
  const built = builtOwnCounts(ctx.table);
  if (built) return built;
  return ctx.cached('ownColumns', () => {
    const n = ctx.n;
    const out: OwnColumns = {
      wins: new Array<number>(n),
      blackWins: new Array<number>(n),
      progressive: new Array<number>(n),
    };
    const { kind, pts, res } = ctx.table;
    countAll(ctx.rounds, n, kind, pts, res, ctx.colour, ctx.ps.win, out);
    return out;
  });
}

export function countAll(
  R: number,
  n: number,
  kind: Uint8Array,
  pts: Float64Array,
  res: Uint8Array,
  colour: Uint8Array,
  win: number,
  out: OwnColumns,
): void {
  for (let i = 0; i < n; i++) {
    let wins = 0;
    let blackWins = 0;
    let running = 0;
    let progressive = 0;
    for (let at = i * R; at < (i + 1) * R; at++) {
      const k = kind[at];
      // A game still to be played: no win yet, and no running score after it.
      if (k === RK.pending) continue;
      const p = pts[at];
      running += p;
      progressive += running;
      // The points of a win, with or without playing (sameValue, written out).
      if (Math.abs(p - win) < 1e-9) wins++;
      if (k === RK.played && res[at] === RES.win && colour[at] === COL.black) blackWins++;
    }
    out.wins[i] = wins;
    out.blackWins[i] = blackWins;
    out.progressive[i] = progressive;
  }
}
