/**
 * (Sum of) progressive scores (C.07 7.5): the running score after each round, summed. Cut-n
 * drops the running scores after the first n rounds (14.1.2 c; PS/C1 "excludes the score
 * achieved after the first round"). A game still to be played adds no running score: the
 * participant has no score "after" that round yet, and a paired round without results must give
 * the numbers of the rounds before it.
 */
import { msg } from '../../messages/message';
import { RK } from '../context';
import { exactSums } from '../exact';
import { baseRows, countText, summaryText } from '../explainRows';
import { cutTitle } from '../opponents/buchholz';
import { ownColumns } from './ownColumns';
import type { TiebreakDefinition } from '../registry';

export const PROGRESSIVE: TiebreakDefinition = {
  name: 'PS',
  title: msg`Progressive score`,
  modifiers: ['C'],
  needsRoundOrder: () => msg`the progressive score adds up the score after each round`,
  exact: ctx => exactSums(ctx),
  compute(ctx, code) {
    // Uncut (the usual PS), in the loop shared with WIN and BWG.
    if (code.cutLow === 0) return ownColumns(ctx).progressive;
    const { n, rounds, table } = ctx;
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      let running = 0;
      let sum = 0;
      for (let r = 0; r < rounds; r++) {
        const at = i * rounds + r;
        if (table.kind[at] === RK.pending) continue;
        running += table.pts[at];
        if (r >= code.cutLow) sum += running;
      }
      out[i] = sum;
    }
    return out;
  },
  explain(ctx, code, index) {
    const rows = baseRows(ctx, index);
    let running = 0;
    let value = 0;
    for (const row of rows) {
      row.opponentScore = null;
      if (ctx.table.kind[index * ctx.rounds + row.round - 1] === RK.pending) {
        row.contribution = null;
        row.note = msg`not played yet: no running score`;
        continue;
      }
      running += row.points;
      row.contribution = running;
      row.cut = row.round <= code.cutLow;
      if (row.cut) row.note = msg`running score after round ${row.round}, cut (Art. 14.1.2 c)`;
      else value += running;
    }
    return { summary: summaryText(cutTitle(this.title, code), value, countText(rows)), rows };
  },
};
