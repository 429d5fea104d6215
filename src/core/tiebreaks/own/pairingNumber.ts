/** Tournament pairing number (C.07 2026, 7.8): lower ranks higher; `/R` reverses. */
import { msg, verbatim } from '../../messages/message';
import { summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';

export const PAIRING_NUMBER: TiebreakDefinition = {
  name: 'TPN',
  aliases: ['SNO'],
  title: msg`Tournament pairing number`,
  modifiers: [],
  lowerIsBetter: true,
  compute(ctx) {
    return Array.from(ctx.startNo);
  },
  explain(ctx, _code, index) {
    const value = ctx.startNo[index];
    return {
      summary: summaryText(this.title, value, msg`lower ranks higher unless /R`),
      // Not a per-round figure: one row, round 0, carrying the number itself.
      rows: [
        {
          round: 0,
          opponent: null,
          opponentScore: null,
          result: verbatim(''),
          points: 0,
          contribution: value,
          cut: false,
          note: msg`the participant's pairing number (Art. 7.8)`,
        },
      ],
    };
  },
};
