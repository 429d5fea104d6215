/**
 * Score-strength combination (C.07 13.4): secondary score + Buchholz (primary score) / N, with N
 * = the highest primary score achievable in the event divided by the highest secondary score of
 * one match, rounded towards zero (7 rounds, 2-point wins, 4 boards: 14 / 4 → 3), unless `/K n`
 * gives it. `/F` takes the Fore Buchholz. Rounded half up to two decimals, as the reference
 * calculator prints it (C.07 fixes no rounding).
 */
import { rangeError, msg } from '../errors';
import { formatNumber, roundTo } from '../numbers';
import type { Message } from '../messages/message';
import { baseRows, summaryText } from '../tiebreaks/explainRows';
import type { TeamCode } from './codes';
import type { TeamContext } from './context';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';
import { otherScore } from './totals';
import { elementsOf } from './unplayed';
import { opponentSums } from '../tiebreaks/opponents/sums';

function divisorOf(ctx: TeamContext, code: TeamCode): number {
  if (code.divisor !== null) return code.divisor;
  const { win } = ctx.event.scoring;
  const boards = ctx.event.boards;
  const maxTotal = ctx.primary === 'MP' ? win * ctx.rounds : boards * ctx.rounds;
  const maxMatch = ctx.primary === 'MP' ? boards : win;
  const n = Math.floor(maxTotal / maxMatch + 1e-9);
  if (n < 1) {
    throw rangeError(
      msg`SSSC: the divisor (highest ${ctx.primary} total ${formatNumber(maxTotal)} / highest ${otherScore(ctx.primary)} of a match ${formatNumber(maxMatch)}) is below 1; give one with /K, e.g. SSSC/K2`,
    );
  }
  return n;
}

function parts(
  ctx: TeamContext,
  code: TeamCode,
): { secondary: Float64Array; bh: number[]; n: number } {
  const view = ctx.view(ctx.primary, code.forfeitsAsPlayed);
  const bh = opponentSums(view, elementsOf(view, code, code.fore), 'buchholz', 0, 0);
  return { secondary: ctx.view(otherScore(ctx.primary)).table.score, bh, n: divisorOf(ctx, code) };
}

const SSSC: TeamDefinition = {
  name: 'SSSC',
  title: msg`Score-strength combination`,
  compute(ctx, code) {
    const { secondary, bh, n } = parts(ctx, code);
    return bh.map((b, i) => roundTo(secondary[i] + b / n, 2));
  },
  explain(ctx, code, index) {
    const { secondary, bh, n } = parts(ctx, code);
    const value = roundTo(secondary[index] + bh[index] / n, 2);
    const name: Message = code.fore ? msg`Fore Buchholz` : msg`Buchholz`;
    return {
      summary: summaryText(
        this.title,
        value,
        msg`${otherScore(ctx.primary)} ${secondary[index]} + ${name} (${ctx.primary}) ${bh[index]} / ${n}, rounded half up to 2 decimals`,
      ),
      rows: baseRows(ctx.view(ctx.primary), index),
    };
  },
};

registerTeamTiebreak(SSSC);
