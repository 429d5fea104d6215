/** Points (the primary score): the sum of the points of the counted rounds. */
import { msg } from '../../messages/message';
import { baseRows, countText, summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';

export const POINTS: TiebreakDefinition = {
  name: 'PTS',
  title: msg`Points`,
  modifiers: [],
  compute(ctx) {
    return Array.from(ctx.table.score);
  },
  explain(ctx, _code, index) {
    const rows = baseRows(ctx, index);
    for (const row of rows) row.contribution = row.points;
    return { summary: summaryText(this.title, ctx.table.score[index], countText(rows)), rows };
  },
};
