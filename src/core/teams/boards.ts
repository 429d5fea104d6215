import { msg } from '../errors';
import { joinMessages, numberMessage } from '../messages/message';
import type { Message } from '../messages/message';
/**
 * Board tie-breaks (C.07 Art. 12), on the points of each board over the whole event, individual
 * forfeits counting as wins and losses and a team's bye as a result on every board:
 * - BC (12.1): Σ board number × points on that board; lower is better.
 * - TBR (12.2): points on board 1; still tied, board 2; …
 * - BBE (12.3): points on all boards but the last; still tied, drop the next-to-last; …
 * TBR and BBE split a tied group step by step, so they are type A here: as a column their value
 * is the position inside the group tied on the primary score, as the reference calculator prints
 * them.
 */
import { baseRows, summaryText } from '../tiebreaks/explainRows';
import type { TeamContext } from './context';
import { requireBoards } from './context';
import { positionsInGroups, splitByValue } from './groups';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';

/** Points per board over the counted rounds: totals[i][b − 1]. */
export function boardTotals(ctx: TeamContext): number[][] {
  return ctx.cached('board-totals', () => {
    const all = requireBoards(ctx, msg`a board tie-break (BC, TBR, BBE)`);
    const R = ctx.rounds;
    const n = ctx.event.boards;
    return Array.from({ length: ctx.n }, (_, i) => {
      const t = new Array<number>(n).fill(0);
      for (let r = 0; r < R; r++) all[i * R + r].forEach((p, b) => (t[b] += p));
      return t;
    });
  });
}

function weighted(totals: readonly number[], weight: (b: number) => number): number {
  return totals.reduce((s, p, k) => s + weight(k + 1) * p, 0);
}

const BOARD_COUNT: TeamDefinition = {
  name: 'BC',
  title: msg`Board count`,
  lowerIsBetter: true,
  compute(ctx) {
    return boardTotals(ctx).map(t => weighted(t, b => b));
  },
  explain(ctx, _code, index) {
    const totals = boardTotals(ctx)[index];
    const value = weighted(totals, b => b);
    const parts = joinMessages(
      totals.map((p, k) => msg`${k + 1}×${p}`),
      ' + ',
    );
    return {
      summary: summaryText(this.title, value, msg`${parts}; lower is better`),
      rows: baseRows(ctx.view('GP'), index),
    };
  },
};

/** Tiers of a group by the board steps: each step splits only the tiers still tied. */
function stepTiers(group: readonly number[], steps: ((i: number) => number)[]): number[][] {
  let tiers: number[][] = [[...group]];
  for (const step of steps) {
    tiers = tiers.flatMap(t => (t.length < 2 ? [t] : splitByValue(t, step)));
  }
  return tiers;
}

function topBoardSteps(ctx: TeamContext): ((i: number) => number)[] {
  const totals = boardTotals(ctx);
  return Array.from({ length: ctx.event.boards }, (_, b) => (i: number) => totals[i][b]);
}

function eliminationSteps(ctx: TeamContext): ((i: number) => number)[] {
  const totals = boardTotals(ctx);
  const n = ctx.event.boards;
  // Boards 1 … n − 1, then 1 … n − 2, …, then board 1 alone.
  return Array.from(
    { length: Math.max(n - 1, 0) },
    (_, k) => (i: number) => totals[i].slice(0, n - 1 - k).reduce((s, p) => s + p, 0),
  );
}

function stepDefinition(
  name: 'TBR' | 'BBE',
  title: Message,
  steps: (ctx: TeamContext) => ((i: number) => number)[],
): TeamDefinition {
  return {
    name,
    title,
    lowerIsBetter: true,
    tiers(ctx, _code, group) {
      return stepTiers(group, steps(ctx));
    },
    compute(ctx) {
      const primary = ctx.view(ctx.primary).table.score;
      return positionsInGroups(primary, g => stepTiers(g, steps(ctx)));
    },
    explain(ctx, _code, index) {
      const totals = boardTotals(ctx)[index];
      const primary = ctx.view(ctx.primary).table.score;
      const value = positionsInGroups(primary, g => stepTiers(g, steps(ctx)))[index];
      return {
        summary: summaryText(
          title,
          value,
          msg`position among the teams with the same ${ctx.primary}; points per board ${joinMessages(
            totals.map(p => numberMessage(p)),
            ', ',
          )}`,
        ),
        rows: baseRows(ctx.view('GP'), index),
      };
    },
  };
}

registerTeamTiebreak(BOARD_COUNT);
registerTeamTiebreak(stepDefinition('TBR', msg`Top board result`, topBoardSteps));
registerTeamTiebreak(stepDefinition('BBE', msg`Board elimination`, eliminationSteps));
