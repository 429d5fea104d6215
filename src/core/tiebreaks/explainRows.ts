/**
 * The per-round skeleton of an explanation: who was met, the result and the points. Each code
 * fills in the score it used and the contribution.
 */
import { formatNumber } from '../numbers';
import type { TiebreakContext } from './context';
import { RES, RK } from './context';
import type { ExplanationRow } from './types';

type RoundKind = (typeof RK)[keyof typeof RK];

// Every kind but a played game has its text: the type refuses a kind left out (no `undefined`).
const UNPLAYED_RESULT: Readonly<Record<Exclude<RoundKind, typeof RK.played>, string>> = {
  [RK.forfeitWin]: '+',
  [RK.forfeitLoss]: '-',
  [RK.doubleForfeit]: '--',
  [RK.pending]: 'pending (no result yet)',
  [RK.pairingBye]: 'bye',
  [RK.fullBye]: 'full-point bye',
  [RK.halfBye]: 'half-point bye',
  [RK.zeroBye]: 'zero-point bye',
  [RK.withdrawn]: 'withdrawn',
  [RK.notJoined]: 'not yet joined',
};

/** Result text of round r (0-based) of participant i. */
export function resultText(ctx: TiebreakContext, i: number, r: number): string {
  const at = i * ctx.rounds + r;
  const k = ctx.table.kind[at] as RoundKind;
  if (k !== RK.played) return UNPLAYED_RESULT[k];
  const res = ctx.table.res[at];
  return res === RES.win ? '1' : res === RES.draw ? '½' : '0';
}

/** One row per counted round, with no score or contribution yet. */
export function baseRows(ctx: TiebreakContext, i: number): ExplanationRow[] {
  const rows: ExplanationRow[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const at = i * ctx.rounds + r;
    const j = ctx.table.opp[at];
    const row: ExplanationRow = {
      round: r + 1,
      opponent: j >= 0 ? ctx.startNo[j] : null,
      opponentScore: null,
      result: resultText(ctx, i, r),
      points: ctx.table.pts[at],
      contribution: null,
      cut: false,
    };
    if (j >= 0) row.opponentName = ctx.t.participants[j].name;
    rows.push(row);
  }
  return rows;
}

/** "4 of 5 contributions; 1 cut" style counts for summaries. */
export function countText(rows: readonly ExplanationRow[]): string {
  const used = rows.filter(r => r.contribution !== null && !r.cut).length;
  const cut = rows.filter(r => r.contribution !== null && r.cut).length;
  const total = used + cut;
  return cut > 0
    ? `sum of ${used} of ${total} contributions; ${cut} cut`
    : `sum of ${used} contribution${used === 1 ? '' : 's'}`;
}

/** "Title = value (details)". */
export function summaryText(title: string, value: number | null, details: string): string {
  return `${title} = ${value === null ? 'no value' : formatNumber(value)} (${details})`;
}
