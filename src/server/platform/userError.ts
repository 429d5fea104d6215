import { a1, InputError, render } from '../../core';
import type { Lang, RangeOrigin } from '../../core';
import { ACCEPTED_RESULTS, ACCEPTED_SOLO } from '../../core/readers/resultTokens';
import { CROSSTABLE_TOKENS } from '../../core/readers/tokens';
import type { CellTarget, ErrorInfo, Outcome } from '../../shared/types';

/** A failure the organiser can act on, already in words for the sidebar. */
export class UserError extends Error {
  readonly info: ErrorInfo;
  /** The range being read when the error arose (`'Swiss open'!A1:K14`), if any. */
  readonly range: string | null;

  constructor(
    message: string,
    cells: readonly CellTarget[] = [],
    range: string | null = null,
    /** Offers beside the message: examples of tables, the accepted notations. */
    extra: Pick<ErrorInfo, 'help' | 'notations'> = {},
  ) {
    super(message);
    this.name = 'UserError';
    this.info = { message, cells, ...extra };
    this.range = range;
  }
}

/** Where a range starts, for turning range-relative error positions into the user's A1 cells. */
export interface SourceOrigin extends RangeOrigin {
  readonly sheet: string;
  /** The whole range, for errors about the range as a whole. */
  readonly a1: string;
}

/**
 * A reader's error restated against the user's sheet: the message names the cell as the user
 * sees it (`Swiss open!D7: …`), and the cells come along so the sidebar can select them.
 */
/**
 * The readers' lists of accepted notations, which the sidebar shows only on request: in English
 * and in German (each language lists its own notations). Made when first needed: the German list
 * loads the German catalogue.
 */
let notationLists: readonly string[] | undefined;
function notationListsOf(): readonly string[] {
  return (notationLists ??= [CROSSTABLE_TOKENS, ACCEPTED_RESULTS, ACCEPTED_SOLO].flatMap(m => [
    m.text,
    render(m, 'de'),
  ]));
}

/**
 * The message without a list of notations it ends with (`"q" is not a result; expected 1, ½ (also
 * 0.5, …` becomes `"q" is not a result`), and the list apart, or the message as it is.
 */
export function notationsApart(message: string): { message: string; notations?: string } {
  for (const list of notationListsOf()) {
    const at = message.indexOf(list);
    if (at < 0) continue;
    const before = message
      .slice(0, at)
      .replace(/(?:[;:,]?\s*(?:expected|erwartet)(?: one of| eines von| einer von)?:?|:)\s*$/, '')
      .trimEnd();
    return { message: before + message.slice(at + list.length), notations: list };
  }
  return { message };
}

export function inputErrorInfo(e: InputError, origin: SourceOrigin, lang: Lang = 'en'): ErrorInfo {
  const info = locatedInfo(e, origin, lang);
  const apart = notationsApart(info.message);
  return apart.notations ? { ...info, ...apart } : info;
}

function locatedInfo(e: InputError, origin: SourceOrigin, lang: Lang): ErrorInfo {
  const located = e.at(origin);
  const cells: CellTarget[] = [];
  if (e.location.kind === 'cell') {
    cells.push({ sheet: origin.sheet, a1: a1(e.location.row, e.location.col, origin) });
    for (const r of e.related) cells.push({ sheet: origin.sheet, a1: a1(r.row, r.col, origin) });
  } else if (e.location.kind === 'range') {
    cells.push({ sheet: origin.sheet, a1: origin.a1 });
    // The whole range: the "Select" button names it, so the engine's "range:" prefix adds nothing.
    const detail = located.detailIn(lang);
    return { message: detail.charAt(0).toUpperCase() + detail.slice(1), cells };
  }
  return { message: located.messageIn(lang), cells };
}

/** Any failure as ErrorInfo: ours and the readers' in words, anything else with its message. */
export function errorInfo(e: unknown, origin?: SourceOrigin): ErrorInfo {
  if (e instanceof UserError) return e.info;
  if (e instanceof InputError)
    return origin ? inputErrorInfo(e, origin) : { message: e.message, cells: [] };
  return { message: e instanceof Error ? e.message : String(e), cells: [] };
}

/**
 * Runs an RPC target's body: what the organiser can fix comes back as `{ ok: false, error }`
 * with the cells to select; anything else is a fault and fails the call.
 */
export function attempt<T>(body: () => T): Outcome<T> {
  try {
    return { ok: true, value: body() };
  } catch (e) {
    if (e instanceof UserError || e instanceof InputError)
      return { ok: false, error: errorInfo(e) };
    throw e;
  }
}

/** A plain object as google.script.run delivers one, for checking a request's shape. */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
