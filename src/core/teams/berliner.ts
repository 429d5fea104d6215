/**
 * Berliner Wertung (club-systems.md B.1): in a match on n boards a team scores n + 1 − b points
 * for each point on board b (a win on board 1 is worth n, on the last board 1, a draw half of
 * that); both teams' values add up to n(n + 1)/2. The season's value is the sum over the
 * matches. German league rules break remaining ties with the same count on the first 4, then the
 * first 2 boards: the Berliner Wertung of those boards alone (k + 1 − b on board b ≤ k).
 */
import { rangeError, msg } from '../errors';
import { formatNumber } from '../numbers';
import { joinMessages, numberMessage } from '../messages/message';
import { baseRows, summaryText } from '../tiebreaks/explainRows';
import type { TeamContext } from './context';
import { requireBoards } from './context';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';

/** One board's result: the home side's and the away side's points. */
export type BoardPair = readonly [home: number, away: number];

/** Berliner Wertung of a board list (board 1 first) counting the first `limit` boards. */
export function berlinerOfBoards(points: readonly number[], limit = points.length): number {
  const k = Math.min(limit, points.length);
  let sum = 0;
  for (let b = 1; b <= k; b++) sum += (k + 1 - b) * points[b - 1];
  return sum;
}

/**
 * The pair of Berliner scores of one match from its board results, board 1 first: the seed's
 * example ½-½, 1-0, 0-1, ½-½ gives [5.5, 4.5]. Every board must add up to at most one point.
 */
export function berlinerForMatch(boardResults: readonly BoardPair[]): [number, number] {
  if (boardResults.length === 0) throw rangeError(msg`a match needs at least one board result`);
  boardResults.forEach(([h, a], k) => {
    if (![h, a].every(v => Number.isFinite(v) && v >= 0 && v <= 1) || h + a > 1 + 1e-9) {
      throw rangeError(
        msg`board ${k + 1}: found ${formatNumber(h)} : ${formatNumber(a)}, expected a game result such as 1 : 0 or ½ : ½`,
      );
    }
  });
  return [
    berlinerOfBoards(boardResults.map(b => b[0])),
    berlinerOfBoards(boardResults.map(b => b[1])),
  ];
}

/** Berliner Wertung of every team over the counted rounds (all boards, or the first `limit`). */
export function berlinerValues(ctx: TeamContext, limit: number | null): number[] {
  const all = requireBoards(ctx, msg`the Berliner Wertung`);
  const R = ctx.rounds;
  const out = new Array<number>(ctx.n).fill(0);
  for (let i = 0; i < ctx.n; i++) {
    for (let r = 0; r < R; r++) out[i] += berlinerOfBoards(all[i * R + r], limit ?? Infinity);
  }
  return out;
}

const BERLINER: TeamDefinition = {
  name: 'BW',
  title: msg`Berliner Wertung`,
  compute(ctx, code) {
    return berlinerValues(ctx, code.boardLimit);
  },
  explain(ctx, code, index) {
    const all = requireBoards(ctx, msg`the Berliner Wertung`);
    const view = ctx.view('GP');
    const rows = baseRows(view, index);
    let value = 0;
    for (const row of rows) {
      const boards = all[index * ctx.rounds + row.round - 1];
      const bw = berlinerOfBoards(boards, code.boardLimit ?? Infinity);
      row.contribution = bw;
      row.note = msg`boards ${joinMessages(boards.map(numberMessage), ' ')}`;
      value += bw;
    }
    const detail =
      code.boardLimit === null
        ? msg`sum over the matches, all boards`
        : msg`sum over the matches, the first ${code.boardLimit} boards`;
    return {
      summary: summaryText(this.title, value, detail),
      rows,
    };
  },
};

registerTeamTiebreak(BERLINER);
