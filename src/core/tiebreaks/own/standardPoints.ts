/**
 * Standard points (C.07 2026, 7.7): 1 for each round in which the participant scores more than
 * the scheduled opponent, ½ for each round scoring the same — or, without an opponent, more
 * than / the same as the points for a draw. Converts any point system to 1 / ½ / 0.
 *
 * The regulation compares with the scheduled opponent's points in that round: a 0-0 game and a
 * double forfeit are "the same" (½ each), a ½-0 result is "more" (1). The FIDE reference
 * calculator compares every round with a draw instead (spec "Known deviations"); this follows
 * the text.
 */
import type { TiebreakContext } from '../context';
import { msg } from '../../messages/message';
import { RK, isPairedKind } from '../context';
import { baseRows, summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';

function standardPoints(ctx: TiebreakContext, i: number, r: number): number {
  const { rounds, table } = ctx;
  const at = i * rounds + r;
  const k = table.kind[at];
  if (k === RK.pending) return 0;
  const own = table.pts[at];
  const j = table.opp[at];
  let other = ctx.ps.draw;
  if (isPairedKind(k) && j >= 0) {
    const back = j * rounds + r;
    // The opponent's own entry for the round gives their points; a one-sided record (the
    // opponent's row says otherwise) falls back to the comparison with a draw.
    if (table.opp[back] === i) other = table.pts[back];
  }
  return own > other ? 1 : own === other ? 0.5 : 0;
}

export const STANDARD_POINTS: TiebreakDefinition = {
  name: 'STD',
  title: msg`Standard points`,
  modifiers: [],
  compute(ctx) {
    const out = new Array<number>(ctx.n);
    for (let i = 0; i < ctx.n; i++) {
      let sum = 0;
      for (let r = 0; r < ctx.rounds; r++) sum += standardPoints(ctx, i, r);
      out[i] = sum;
    }
    return out;
  },
  explain(ctx, _code, index) {
    const rows = baseRows(ctx, index);
    let value = 0;
    for (const row of rows) {
      const v = standardPoints(ctx, index, row.round - 1);
      row.contribution = v;
      value += v;
    }
    return {
      summary: summaryText(this.title, value, msg`1 / ½ / 0 per round, ${rows.length} rounds`),
      rows,
    };
  },
};
