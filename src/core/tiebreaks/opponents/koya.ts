/**
 * Koya system (C.07 9.2): points scored against the participants who scored at least 50 % of
 * the maximum possible tournament score. The maximum is the points for a win times the rounds a
 * participant can be paired in: in a round robin with an odd field each participant sits out
 * once per cycle, and a participant who never played removes one game from everybody (as in the
 * FIDE reference calculator). `/L40` sets another percentage; `/L+1`, `/L-1` move the limit by
 * half a point (14.5). Every round with a scheduled opponent counts, forfeits included, with the
 * opponent's actual score.
 */
import { msg } from '../../messages/message';
import { clean } from '../../numbers';
import type { TiebreakContext } from '../context';
import { isPairedKind, isRoundRobinFor, RK } from '../context';
import { baseRows, countText, summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';
import type { TiebreakCode } from '../types';

function maxGames(ctx: TiebreakContext, code: TiebreakCode): number {
  const { n, rounds, table } = ctx;
  // Swiss: the rounds held (a paired round without results raises no limit). A round robin's
  // maximum is its schedule's, known from the start.
  if (!isRoundRobinFor(ctx, code)) return ctx.heldRounds;
  let games = rounds;
  if (n > 0 && rounds % n === 0) games -= rounds / n;
  for (let i = 0; i < n; i++) {
    let paired = false;
    for (let r = 0; r < rounds && !paired; r++) {
      const at = i * rounds + r;
      paired =
        (isPairedKind(table.kind[at]) && table.opp[at] >= 0) || table.kind[at] === RK.pairingBye;
    }
    if (!paired) games--;
  }
  return games;
}

interface Limit {
  /** The limit in points. */
  readonly points: number;
  /** Exact test on scaled values: 100 · score ≥ percent · win · games + 100 · shift. */
  reaches(score: number): boolean;
}

function limitOf(ctx: TiebreakContext, code: TiebreakCode): Limit {
  const percent = code.limitPercent ?? 50;
  const games = maxGames(ctx, code);
  const scaled = clean(percent * ctx.ps.win * games + 100 * code.limitShift);
  return { points: clean(scaled / 100), reaches: score => clean(100 * score) >= scaled };
}

function counts(ctx: TiebreakContext, at: number): boolean {
  return isPairedKind(ctx.table.kind[at]) && ctx.table.opp[at] >= 0;
}

export const KOYA: TiebreakDefinition = {
  name: 'KS',
  title: msg`Koya system`,
  modifiers: ['L', 'S'],
  compute(ctx, code) {
    const limit = limitOf(ctx, code);
    const { n, rounds, table } = ctx;
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let r = 0; r < rounds; r++) {
        const at = i * rounds + r;
        if (counts(ctx, at) && limit.reaches(table.score[table.opp[at]])) sum += table.pts[at];
      }
      out[i] = sum;
    }
    return out;
  },
  explain(ctx, code, index) {
    const limit = limitOf(ctx, code);
    const rows = baseRows(ctx, index);
    let value = 0;
    for (const row of rows) {
      const at = index * ctx.rounds + row.round - 1;
      if (!counts(ctx, at)) continue;
      const s = ctx.table.score[ctx.table.opp[at]];
      row.opponentScore = s;
      if (limit.reaches(s)) {
        row.contribution = row.points;
        value += row.points;
      } else {
        row.note = msg`opponent below the limit of ${limit.points}`;
      }
    }
    return {
      summary: summaryText(
        this.title,
        value,
        msg`limit ${limit.points} points; ${countText(rows)}`,
      ),
      rows,
    };
  },
};
