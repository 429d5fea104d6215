/**
 * Average of opponents' Buchholz (C.07 8.2): the average of the Buchholz (with `/F` the Fore
 * Buchholz) of the opponents played over the board; forfeits, byes and dummies are left out.
 * Rounded half up to two decimals, as the FIDE reference calculator prints it (C.07 does not fix
 * the rounding). No value without a game over the board.
 */
import { msg } from '../../messages/message';
import { roundTo } from '../../numbers';
import type { TiebreakContext } from '../context';
import { RK } from '../context';
import { baseRows, summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';
import type { TiebreakCode } from '../types';
import { elementsFor, opponentRoundOrder } from './buchholz';
import { opponentSums } from './sums';

function opponentsBuchholz(ctx: TiebreakContext, code: TiebreakCode): number[] {
  return ctx.cached(`aob-bh:${code.version ?? ''}:${code.swiss}:${code.fore}`, () =>
    opponentSums(ctx, elementsFor(ctx, code, code.fore), 'buchholz', 0, 0),
  );
}

function isOverTheBoard(ctx: TiebreakContext, at: number): boolean {
  return ctx.table.kind[at] === RK.played && ctx.table.opp[at] >= 0;
}

export const AVERAGE_OF_BUCHHOLZ: TiebreakDefinition = {
  name: 'AOB',
  title: msg`Average of opponents' Buchholz`,
  modifiers: ['F', 'S'],
  needsRoundOrder: (ctx, code) => opponentRoundOrder(ctx, code, code.fore),
  compute(ctx, code) {
    const bh = opponentsBuchholz(ctx, code);
    const { n, rounds, table } = ctx;
    const out = new Array<number | null>(n);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      let count = 0;
      for (let r = 0; r < rounds; r++) {
        const at = i * rounds + r;
        if (!isOverTheBoard(ctx, at)) continue;
        sum += bh[table.opp[at]];
        count++;
      }
      out[i] = count === 0 ? null : roundTo(sum / count, 2);
    }
    return out;
  },
  explain(ctx, code, index) {
    const bh = opponentsBuchholz(ctx, code);
    const rows = baseRows(ctx, index);
    const games = rows.filter(row => isOverTheBoard(ctx, index * ctx.rounds + row.round - 1));
    let sum = 0;
    for (const row of rows) {
      const at = index * ctx.rounds + row.round - 1;
      if (!isOverTheBoard(ctx, at)) {
        row.note = msg`not a game over the board: not part of the average (Art. 8.2)`;
        continue;
      }
      const v = bh[ctx.table.opp[at]];
      sum += v;
      row.opponentScore = v;
      // Each opponent's share of the average, so that the contributions add up to it.
      row.contribution = v / games.length;
      row.note = code.fore
        ? msg`opponent's Fore Buchholz ${v} / ${games.length} games`
        : msg`opponent's Buchholz ${v} / ${games.length} games`;
    }
    const value = games.length === 0 ? null : roundTo(sum / games.length, 2);
    const title = code.fore ? msg`Average of opponents' Fore Buchholz` : this.title;
    return {
      summary: summaryText(
        title,
        value,
        msg`average over ${games.length} opponents played over the board, rounded half up to 2 decimals`,
      ),
      rows,
    };
  },
};
