/**
 * Sums over the elements of opponents' scores, with cuts: Buchholz (contribution = score) and
 * Sonneborn-Berger (contribution = score × points scored in that round).
 */
import { msg } from '../../messages/message';
import type { Message } from '../../messages/message';
import type { TiebreakContext } from '../context';
import { CUT_REASON, sumWithCuts } from '../cuts';
import { baseRows, joinNotes } from '../explainRows';
import type { ExplanationRowDraft } from '../types';
import type { OpponentElements } from './elements';
import { SRC } from './elements';

export type SumKind = 'buchholz' | 'sonneborn-berger';

interface Scratch {
  score: Float64Array;
  contribution: Float64Array;
  vur: Uint8Array;
  round: Int32Array;
  cut: Uint8Array;
  count: number;
}

function scratch(rounds: number): Scratch {
  return {
    score: new Float64Array(rounds),
    contribution: new Float64Array(rounds),
    vur: new Uint8Array(rounds),
    round: new Int32Array(rounds),
    cut: new Uint8Array(rounds),
    count: 0,
  };
}

function gather(
  ctx: TiebreakContext,
  el: OpponentElements,
  kind: SumKind,
  i: number,
  s: Scratch,
): void {
  const R = ctx.rounds;
  // SB multiplies by the points actually scored, never by Fore's draws.
  const pts = ctx.table.pts;
  let c = 0;
  for (let r = 0; r < R; r++) {
    const at = i * R + r;
    if (el.present[at] === 0) continue;
    const v = el.value[at];
    s.score[c] = v;
    s.contribution[c] = kind === 'buchholz' ? v : v * pts[at];
    s.vur[c] = el.vur[at];
    s.round[c] = r;
    c++;
  }
  s.count = c;
}

/** The sum for every participant. */
export function opponentSums(
  ctx: TiebreakContext,
  el: OpponentElements,
  kind: SumKind,
  low: number,
  high: number,
): number[] {
  // Without cuts and with Cut-1 (every preset's codes), one loop over the whole field for each
  // kind of sum: a program ranks one field once, and a loop of its own is compiled once, where a
  // call per participant shared by both kinds is compiled for one and recompiled for the other.
  if (low === 0 && high === 0) {
    return kind === 'buchholz' ? uncutBuchholz(ctx, el) : uncutSonnebornBerger(ctx, el);
  }
  if (low === 1 && high === 0) {
    return kind === 'buchholz' ? cutOneBuchholz(ctx, el) : cutOneSonnebornBerger(ctx, el);
  }
  const out = new Array<number>(ctx.n);
  const s = scratch(ctx.rounds);
  for (let i = 0; i < ctx.n; i++) {
    gather(ctx, el, kind, i, s);
    out[i] = sumWithCuts(s, low, high, el.vurFirst, s.cut);
  }
  return out;
}

/**
 * Buchholz without cuts: what sumWithCuts gives with nothing to cut (every element, added in
 * round order), read straight from the elements.
 */
function uncutBuchholz(ctx: TiebreakContext, el: OpponentElements): number[] {
  const { n, rounds: R } = ctx;
  const { present, value } = el;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let at = i * R; at < (i + 1) * R; at++) if (present[at] !== 0) sum += value[at];
    out[i] = sum;
  }
  return out;
}

/** Sonneborn-Berger without cuts: uncutBuchholz with each element times the points scored. */
function uncutSonnebornBerger(ctx: TiebreakContext, el: OpponentElements): number[] {
  const { n, rounds: R } = ctx;
  const pts = ctx.table.pts;
  const { present, value } = el;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let at = i * R; at < (i + 1) * R; at++) {
      if (present[at] !== 0) sum += value[at] * pts[at];
    }
    out[i] = sum;
  }
  return out;
}

/*
 * Sums with the least significant element cut (Cut-1, the cut of most presets): what sumWithCuts
 * gives for low 1 and high 0 — the same element chosen (the first least significant one in round
 * order, or the VUR of Art. 16.5), the others added in round order — read straight from the
 * elements in two passes over each participant's rounds, without gathering them first. The
 * contribution is the element's score (Buchholz) or score × points (Sonneborn-Berger).
 */

function cutOneBuchholz(ctx: TiebreakContext, el: OpponentElements): number[] {
  return cutOneSums(ctx, el, false);
}

function cutOneSonnebornBerger(ctx: TiebreakContext, el: OpponentElements): number[] {
  return cutOneSums(ctx, el, true);
}

function cutOneSums(ctx: TiebreakContext, el: OpponentElements, sb: boolean): number[] {
  const { n, rounds: R } = ctx;
  const pts = ctx.table.pts;
  const { present, value, vur, vurFirst } = el;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const first = i * R;
    const end = first + R;
    let least = -1;
    let leastScore = 0;
    let leastContribution = 0;
    let lowestVur = -1;
    let vurScore = 0;
    let vurContribution = 0;
    for (let at = first; at < end; at++) {
      if (present[at] === 0) continue;
      const v = value[at];
      const c = sb ? v * pts[at] : v;
      if (least < 0 || v < leastScore || (v === leastScore && c < leastContribution)) {
        least = at;
        leastScore = v;
        leastContribution = c;
      }
      if (
        vurFirst &&
        vur[at] === 1 &&
        (lowestVur < 0 || c < vurContribution || (c === vurContribution && v < vurScore))
      ) {
        lowestVur = at;
        vurScore = v;
        vurContribution = c;
      }
    }
    const cut = lowestVur >= 0 && vurContribution >= leastContribution ? lowestVur : least;
    let sum = 0;
    for (let at = first; at < end; at++) {
      if (present[at] === 0 || at === cut) continue;
      sum += sb ? value[at] * pts[at] : value[at];
    }
    out[i] = sum;
  }
  return out;
}

function sourceNote(
  ctx: TiebreakContext,
  el: OpponentElements,
  i: number,
  r: number,
): Message | undefined {
  const at = i * ctx.rounds + r;
  const j = ctx.table.opp[at];
  const what = dummyNote(ctx, el, i, at, j);
  if (what === undefined || j < 0 || el.source[at] === SRC.opponent) return what;
  return msg`${what} (scheduled opponent No. ${ctx.startNo[j]})`;
}

function dummyNote(
  ctx: TiebreakContext,
  el: OpponentElements,
  i: number,
  at: number,
  j: number,
): Message | undefined {
  const own = el.table.score[i];
  switch (el.source[at]) {
    case SRC.dummy:
      return msg`dummy opponent: own score ${own} (Art. 16.4)`;
    case SRC.cappedByOpponent:
      return msg`dummy opponent: own score ${own} capped at the scheduled opponent's adjusted score ${el.value[at]} (Art. 16.4.1)`;
    case SRC.cappedByDraws:
      return msg`dummy opponent: own score ${own} capped at ${el.value[at]}, draw points × rounds (Art. 16.4.2)`;
    case SRC.virtual:
      return msg`virtual opponent (FIDE 2009): score before the round + opposite result + draws afterwards`;
    case SRC.opponent: {
      const adjusted = el.adjusted[j];
      const score = ctx.table.score[j];
      if (adjusted === score || el.fore) return undefined;
      return el.rules === 'fide-2009'
        ? msg`opponent's score ${score} adjusted to ${adjusted} (unplayed rounds as draws, FIDE 2009)`
        : msg`opponent's score ${score} adjusted to ${adjusted} (Art. 16.3.2)`;
    }
    default:
      return undefined;
  }
}

export const CUT_NOTE: Record<number, Message> = {
  [CUT_REASON.least]: msg`least significant value, cut (Art. 14)`,
  [CUT_REASON.vur]: msg`voluntary unplayed round, cut first (Art. 16.5)`,
  [CUT_REASON.most]: msg`most significant value, cut (Art. 14.3)`,
};

/** The note of a round that is no element of the sum. */
export const NOT_AN_ELEMENT = msg`not an element of the sum`;

/** Rows for one participant, and the value (the sum of the contributions not cut). */
export function explainOpponentSum(
  ctx: TiebreakContext,
  el: OpponentElements,
  kind: SumKind,
  i: number,
  low: number,
  high: number,
): { rows: ExplanationRowDraft[]; value: number } {
  const s = scratch(ctx.rounds);
  gather(ctx, el, kind, i, s);
  const value = sumWithCuts(s, low, high, el.vurFirst, s.cut);
  const rows = baseRows(ctx, i);
  for (let c = 0; c < s.count; c++) {
    const r = s.round[c];
    const row = rows[r];
    const at = i * ctx.rounds + r;
    row.opponentScore = s.score[c];
    row.contribution = s.contribution[c];
    row.cut = s.cut[c] !== CUT_REASON.none;
    if (el.source[at] !== SRC.opponent) {
      row.opponent = null;
      delete row.opponentName;
    }
    const note = joinNotes([
      sourceNote(ctx, el, i, r),
      el.fore && r === ctx.rounds - 1 && el.table !== ctx.table ? foreNote(ctx, i, r) : undefined,
      row.cut ? CUT_NOTE[s.cut[c]] : undefined,
    ]);
    if (note !== undefined) row.note = note;
  }
  for (const row of rows) {
    if (row.contribution === null) row.note = row.note ?? NOT_AN_ELEMENT;
  }
  return { rows, value };
}

function foreNote(ctx: TiebreakContext, i: number, r: number): Message | undefined {
  const at = i * ctx.rounds + r;
  if (ctx.table.opp[at] < 0) return undefined;
  return msg`final round counted as a draw for everybody (Fore Buchholz, Art. 8.3)`;
}
