/**
 * computeTiebreaks and explainTiebreak: parse the codes, build the shared context once, run each
 * code's registered computation in list order.
 */
import { rangeError, msg } from '../errors';
import type { Tournament } from '../model/types';
import { clean } from '../numbers';
import { parseTiebreakCode } from './codes';
import type { TiebreakContext } from './context';
import { createContext, roundOrderError } from './context';
import { finishedRow, summaryFields, summaryText } from './explainRows';
import type { PriorColumns } from './registry';
import { findTiebreak } from './registry';
import type { Explanation, TiebreakCode, TiebreakColumn, TiebreakOptions } from './types';

function definitionOf(code: TiebreakCode) {
  const def = findTiebreak(code.name);
  // parseTiebreakCode only returns registered names.
  if (!def) throw rangeError(msg`unknown tie-break "${code.code}"`);
  return def;
}

/** A code that needs the order of the rounds, on a tournament that does not know it, is refused. */
function checkRoundOrder(ctx: TiebreakContext, code: TiebreakCode): void {
  if (ctx.t.roundOrder !== 'unknown') return;
  const why = definitionOf(code).needsRoundOrder?.(ctx, code) ?? null;
  if (why !== null) throw roundOrderError(msg`${code.code} needs the order of the rounds: ${why}`);
}

function cleanValues(values: readonly (number | null)[]): (number | null)[] {
  // A loop rather than map: no callback call per value (a column has one per participant).
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out[i] = v === null ? null : clean(v);
  }
  return out;
}

/** Computes parsed codes against a context; the values of earlier codes are the later ones' prior columns. */
export function computeParsed(
  ctx: TiebreakContext,
  codes: readonly TiebreakCode[],
  later?: (code: TiebreakCode) => boolean,
): (number | null)[][] {
  const columns: { code: TiebreakCode; values: (number | null)[] }[] = [];
  const prior: PriorColumns = { points: ctx.table.score, columns };
  for (const code of codes) checkRoundOrder(ctx, code);
  for (const code of codes) {
    // A column its caller fills itself (standings: direct encounter, group by group).
    if (later?.(code)) {
      definitionOf(code);
      columns.push({ code, values: new Array<number | null>(ctx.n).fill(null) });
      continue;
    }
    const def = definitionOf(code);
    const raw = def.compute(ctx, code, prior);
    const values = def.exact?.(ctx, code) === true ? raw : cleanValues(raw);
    if (values.length !== ctx.n)
      throw new Error(
        `${code.canonical} returned ${values.length} values for ${ctx.n} participants`,
      );
    columns.push({ code, values });
  }
  return columns.map(c => c.values);
}

/** One column per code, values indexed like `t.participants`; null = the value does not exist. */
export function computeTiebreaks(
  t: Tournament,
  codes: readonly string[],
  options: TiebreakOptions = {},
): TiebreakColumn[] {
  const parsed = codes.map(parseTiebreakCode);
  const ctx = createContext(t, options);
  const values = computeParsed(ctx, parsed);
  return codes.map((code, k) => ({ code, values: values[k] }));
}

/** How a participant's value of one code comes about, round by round. */
export function explainTiebreak(
  t: Tournament,
  index: number,
  code: string,
  options: TiebreakOptions = {},
): Explanation {
  if (!Number.isInteger(index) || index < 0 || index >= t.participants.length) {
    throw rangeError(
      msg`no participant with index ${index} (the tournament has ${t.participants.length})`,
    );
  }
  const parsed = parseTiebreakCode(code);
  const ctx = createContext(t, options);
  const def = definitionOf(parsed);
  checkRoundOrder(ctx, parsed);
  const prior: PriorColumns = { points: ctx.table.score, columns: [] };
  const raw = def.compute(ctx, parsed, prior)[index];
  const value = raw === null ? null : clean(raw);
  if (!def.explain) {
    return {
      code,
      value,
      ...summaryFields(summaryText(def.title, value, msg`no per-round account for this tie-break`)),
      rows: [],
    };
  }
  const body = def.explain(ctx, parsed, index, prior);
  const rows = body.rows.map(r =>
    finishedRow({
      ...r,
      opponentScore: r.opponentScore === null ? null : clean(r.opponentScore),
      contribution: r.contribution === null ? null : clean(r.contribution),
    }),
  );
  return { code, value, ...summaryFields(body.summary), rows };
}
