/**
 * Extended Sonneborn-Berger (C.07 13.2): for each round, the opponent's final total in the first
 * score times one's own result in the second score — EMMSB (MP × MP), EMGSB (opponent's MP ×
 * own GP: the Olympiad form), EGMSB (GP × MP), EGGSB (GP × GP); `ESB:MG` and friends name the
 * pair, plain `ESB` is primary × secondary. Unplayed rounds are Art. 16 dummies in the first
 * score; Cut-1 removes the opponent lowest in the first score (14.1), with the VUR rule of 16.5.
 */
import { msg } from '../messages/message';
import type { Message } from '../messages/message';
import type { TiebreakContext } from '../tiebreaks/context';
import { CUT_REASON, sumWithCuts } from '../tiebreaks/cuts';
import { baseRows, countText, joinNotes, summaryText } from '../tiebreaks/explainRows';
import { SRC } from '../tiebreaks/opponents/elements';
import type { OpponentElements } from '../tiebreaks/opponents/elements';
import { CUT_NOTE, NOT_AN_ELEMENT } from '../tiebreaks/opponents/sums';
import { cutTitleOf } from '../tiebreaks/opponents/buchholz';
import type { ExplanationRowDraft } from '../tiebreaks/types';
import type { TeamCode } from './codes';
import type { ScoreKind, TeamContext } from './context';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';
import { otherScore } from './totals';
import { elementsOf } from './unplayed';

interface Sides {
  readonly first: ScoreKind;
  readonly second: ScoreKind;
  readonly opponents: TiebreakContext;
  readonly own: TiebreakContext;
  readonly el: OpponentElements;
}

export function sidesOf(ctx: TeamContext, code: TeamCode): Sides {
  const first = code.score ?? ctx.primary;
  const second = code.second ?? otherScore(first);
  const opponents = ctx.view(first, code.forfeitsAsPlayed);
  const own = ctx.view(second, code.forfeitsAsPlayed);
  return { first, second, opponents, own, el: elementsOf(opponents, code) };
}

interface Gathered {
  count: number;
  score: Float64Array;
  contribution: Float64Array;
  vur: Uint8Array;
  round: Int32Array;
  cut: Uint8Array;
}

function gather(s: Sides, i: number, g: Gathered): void {
  const R = s.opponents.rounds;
  let c = 0;
  for (let r = 0; r < R; r++) {
    const at = i * R + r;
    if (s.el.present[at] === 0) continue;
    g.score[c] = s.el.value[at];
    g.contribution[c] = s.el.value[at] * s.own.table.pts[at];
    g.vur[c] = s.el.vur[at];
    g.round[c] = r;
    c++;
  }
  g.count = c;
}

function scratch(R: number): Gathered {
  return {
    count: 0,
    score: new Float64Array(R),
    contribution: new Float64Array(R),
    vur: new Uint8Array(R),
    round: new Int32Array(R),
    cut: new Uint8Array(R),
  };
}

export function extendedSbValues(ctx: TeamContext, code: TeamCode): number[] {
  const s = sidesOf(ctx, code);
  const g = scratch(ctx.rounds);
  const out = new Array<number>(ctx.n);
  for (let i = 0; i < ctx.n; i++) {
    gather(s, i, g);
    out[i] = sumWithCuts(g, code.cutLow, code.cutHigh, s.el.vurFirst, g.cut);
  }
  return out;
}

function sourceNote(s: Sides, at: number): Message | undefined {
  const own = s.el.table.score[Math.floor(at / s.opponents.rounds)];
  switch (s.el.source[at]) {
    case SRC.dummy:
      return msg`dummy opponent: own ${s.first} ${own} (Art. 16.4)`;
    case SRC.cappedByOpponent:
      return msg`dummy opponent: own ${s.first} ${own} capped at the scheduled opponent's adjusted ${s.first} (Art. 16.4.1)`;
    case SRC.cappedByDraws:
      return msg`dummy opponent: own ${s.first} ${own} capped at draw points × rounds (Art. 16.4.2)`;
    case SRC.virtual:
      return msg`virtual opponent (FIDE 2009)`;
    default:
      return undefined;
  }
}

export function explainExtendedSb(
  ctx: TeamContext,
  code: TeamCode,
  index: number,
  title: Message,
): { rows: ExplanationRowDraft[]; value: number; summary: Message } {
  const s = sidesOf(ctx, code);
  const g = scratch(ctx.rounds);
  gather(s, index, g);
  const value = sumWithCuts(g, code.cutLow, code.cutHigh, s.el.vurFirst, g.cut);
  const rows = baseRows(s.opponents, index);
  for (const row of rows) row.points = s.own.table.pts[index * ctx.rounds + row.round - 1];
  for (let c = 0; c < g.count; c++) {
    const r = g.round[c];
    const at = index * ctx.rounds + r;
    const row = rows[r];
    row.opponentScore = g.score[c];
    row.contribution = g.contribution[c];
    row.cut = g.cut[c] !== CUT_REASON.none;
    if (s.el.source[at] !== SRC.opponent) {
      row.opponent = null;
      delete row.opponentName;
    }
    const note = joinNotes([sourceNote(s, at), row.cut ? CUT_NOTE[g.cut[c]] : undefined]);
    if (note !== undefined) row.note = note;
  }
  for (const row of rows) if (row.contribution === null) row.note ??= NOT_AN_ELEMENT;
  const summary = summaryText(
    cutTitleOf(title, code.cutLow, code.cutHigh),
    value,
    msg`opponents' ${s.first} × own ${s.second}; ${countText(rows)}`,
  );
  return { rows, value, summary };
}

function esbDefinition(name: string, title: Message): TeamDefinition {
  return {
    name,
    title,
    compute: extendedSbValues,
    explain(ctx, code, index) {
      const { rows, summary } = explainExtendedSb(ctx, code, index, title);
      return { summary, rows };
    },
  };
}

registerTeamTiebreak(esbDefinition('ESB', msg`Extended Sonneborn-Berger`));
registerTeamTiebreak(esbDefinition('EMMSB', msg`Extended Sonneborn-Berger MP × MP`));
registerTeamTiebreak(esbDefinition('EMGSB', msg`Extended Sonneborn-Berger MP × GP`));
registerTeamTiebreak(esbDefinition('EGMSB', msg`Extended Sonneborn-Berger GP × MP`));
registerTeamTiebreak(esbDefinition('EGGSB', msg`Extended Sonneborn-Berger GP × GP`));
