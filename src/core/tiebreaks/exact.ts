/**
 * When a column needs no clean(): with every point value a non-negative multiple of ¼ (and of a
 * sane size), the sums and products that Buchholz, Sonneborn-Berger and the progressive score
 * add up are multiples of 1/16 far below 2^53, which binary floating point holds exactly, in
 * any order of addition. clean() would return each of them unchanged (no noise to snap, never
 * −0), so computeParsed skips it for such columns: a loop over the field less, compiled once per
 * column kind in a program that ranks one field.
 */
import type { PointSystem } from '../model/types';
import type { TiebreakContext } from './context';

/** Point values up to this size keep SB's sums exact for up to MAX_ROUNDS rounds. */
const MAX_POINTS = 1024;
const MAX_ROUNDS = 4096;

function onQuarterGrid(v: number): boolean {
  return v >= 0 && v <= MAX_POINTS && Number.isInteger(v * 4);
}

/** True when every point value of the system is a non-negative multiple of ¼ up to 1024. */
export function quarterPoints(ps: PointSystem): boolean {
  return (
    onQuarterGrid(ps.win) &&
    onQuarterGrid(ps.draw) &&
    onQuarterGrid(ps.loss) &&
    onQuarterGrid(ps.forfeitWin) &&
    onQuarterGrid(ps.forfeitLoss) &&
    onQuarterGrid(ps.pairingBye) &&
    onQuarterGrid(ps.fullBye) &&
    onQuarterGrid(ps.halfBye) &&
    onQuarterGrid(ps.zeroBye)
  );
}

/** True when sums of points, of scores and of scores × points are exact in this context. */
export function exactSums(ctx: TiebreakContext): boolean {
  return ctx.rounds <= MAX_ROUNDS && quarterPoints(ctx.ps);
}
