/**
 * The per-round skeleton of an explanation: who was met, the result and the points. Each code
 * fills in the score it used and the contribution. The words are messages, so an explanation is
 * said in the reader's language (`explanationIn`); the English text stays on the fields a caller
 * that knows no language reads.
 */
import { joinMessages, msg, render, verbatim } from '../messages/message';
import type { Lang, Message } from '../messages/message';
import type { TiebreakContext } from './context';
import { RES, RK } from './context';
import type { Explanation, ExplanationRow, ExplanationRowDraft } from './types';

// Every kind but a played game has its text: the type refuses a kind left out (no `undefined`).
const UNPLAYED_RESULT: Readonly<Record<Exclude<RK, RK.played>, Message>> = {
  [RK.forfeitWin]: verbatim('+'),
  [RK.forfeitLoss]: verbatim('-'),
  [RK.doubleForfeit]: verbatim('--'),
  [RK.pending]: msg`pending (no result yet)`,
  [RK.pairingBye]: msg`bye`,
  [RK.fullBye]: msg`full-point bye`,
  [RK.halfBye]: msg`half-point bye`,
  [RK.zeroBye]: msg`zero-point bye`,
  [RK.withdrawn]: msg`withdrawn`,
  [RK.notJoined]: msg`not yet joined`,
};

const WIN = verbatim('1');
const DRAW = verbatim('½');
const LOSS = verbatim('0');

/** Result of round r (0-based) of participant i. */
export function resultText(ctx: TiebreakContext, i: number, r: number): Message {
  const at = i * ctx.rounds + r;
  const k = ctx.table.kind[at] as RK;
  if (k !== RK.played) return UNPLAYED_RESULT[k];
  const res = ctx.table.res[at];
  return res === RES.win ? WIN : res === RES.draw ? DRAW : LOSS;
}

/** One row per counted round, with no score or contribution yet. */
export function baseRows(ctx: TiebreakContext, i: number): ExplanationRowDraft[] {
  const rows: ExplanationRowDraft[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const at = i * ctx.rounds + r;
    const j = ctx.table.opp[at];
    const row: ExplanationRowDraft = {
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
export function countText(rows: readonly ExplanationRowDraft[]): Message {
  const used = rows.filter(r => r.contribution !== null && !r.cut).length;
  const cut = rows.filter(r => r.contribution !== null && r.cut).length;
  const total = used + cut;
  if (cut > 0) return msg`sum of ${used} of ${total} contributions; ${cut} cut`;
  return used === 1 ? msg`sum of ${used} contribution` : msg`sum of ${used} contributions`;
}

/** "Title = value (details)". */
export function summaryText(title: Message, value: number | null, details: Message): Message {
  return value === null
    ? msg`${title} = no value (${details})`
    : msg`${title} = ${value} (${details})`;
}

/** An explanation's summary fields: the English line and the message behind it. */
export function summaryFields(m: Message): { summary: string; summaryMessage: Message } {
  return { summary: m.text, summaryMessage: m };
}

/** Notes of one row joined by "; ", or none. */
export function joinNotes(notes: readonly (Message | undefined)[]): Message | undefined {
  const present = notes.filter((n): n is Message => n !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return joinMessages(present, '; ');
}

/** A row as callers read it: the English words, and the messages behind them. */
export function finishedRow(row: ExplanationRowDraft): ExplanationRow {
  const { result, note, ...rest } = row;
  const out: ExplanationRow = { ...rest, result: result.text, resultMessage: result };
  if (note !== undefined) {
    out.note = note.text;
    out.noteMessage = note;
  }
  return out;
}

/** The explanation with its summary, results and notes said in `lang`. */
export function explanationIn(e: Explanation, lang: Lang): Explanation {
  return {
    ...e,
    summary: render(e.summaryMessage, lang),
    rows: e.rows.map(r => ({
      ...r,
      result: render(r.resultMessage, lang),
      ...(r.noteMessage !== undefined && { note: render(r.noteMessage, lang) }),
    })),
  };
}
