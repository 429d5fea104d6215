/**
 * Sonneborn-Berger (C.07 9.1): for each round, the opponent's final (adjusted) score times the
 * points scored against them; unplayed rounds per the rule set (a dummy's score times the points
 * awarded under Art. 16.4). Cut-1 removes the contribution of the lowest-scoring opponent, the
 * lowest contribution among several such (14.1.2 d), with the VUR rule of 16.5.2.
 */
import { msg } from '../../messages/message';
import { exactSums } from '../exact';
import { countText, summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';
import { cutTitle, elementsFor, opponentRoundOrder } from './buchholz';
import { fideSumsFor } from './fideSums';
import { explainOpponentSum, opponentSums } from './sums';

export const SONNEBORN_BERGER: TiebreakDefinition = {
  name: 'SB',
  title: msg`Sonneborn-Berger`,
  modifiers: ['C', 'M', 'S'],
  needsRoundOrder: (ctx, code) => opponentRoundOrder(ctx, code, false),
  exact: ctx => exactSums(ctx),
  compute(ctx, code) {
    const sums = fideSumsFor(ctx, code, false);
    if (sums) return code.cutLow === 0 ? sums.sonnebornBerger : sums.sonnebornBergerCut1;
    return opponentSums(
      ctx,
      elementsFor(ctx, code, false),
      'sonneborn-berger',
      code.cutLow,
      code.cutHigh,
    );
  },
  explain(ctx, code, index) {
    const el = elementsFor(ctx, code, false);
    const { rows, value } = explainOpponentSum(
      ctx,
      el,
      'sonneborn-berger',
      index,
      code.cutLow,
      code.cutHigh,
    );
    return {
      summary: summaryText(cutTitle(this.title, code), value, countText(rows)),
      rows,
    };
  },
};
