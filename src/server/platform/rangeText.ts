/**
 * The one reader of a range as an organiser types it, used by every range box of the sidebar,
 * every server entry point that takes a range, and the custom functions' cell origins: what
 * Sheets itself accepts in a reference.
 *
 * - a cell or a block: `D7`, `A1:K25`, `$A$1:$K$25`, `k25:a1` (corners in any order, columns in
 *   any case);
 * - open rows: `A1:E` (columns A to E from row 1 down to the end of the sheet);
 * - whole columns: `A:E`, `C:C`; whole rows: `2:5`;
 * - a sheet before `!`: `Swiss!A:E`, `'Swiss open'!A1:E` (quoted, an apostrophe in the name
 *   doubled: `'O''Brien'!A1:E9`); a bare name with spaces (`Swiss open!A1:E`) is taken too, as
 *   the sidebar always did, since no other reading of it exists.
 *
 * Anything else is refused with a message quoting what was typed.
 */
import { columnLetters } from '../../core';
import type { Locale } from '../../shared/types';
import { texts } from '../texts/general';
import { UserError } from './userError';
import type { RangeLike, SheetLike, SpreadsheetLike } from './spreadsheet';

export interface RangeText {
  /** The sheet the text names, or null for the active (or a given) sheet. */
  readonly sheet: string | null;
  /** 1-based first row and column. */
  readonly top: number;
  readonly left: number;
  /** Last row, or null: to the end of the sheet (`A1:E`, `A:E`). */
  readonly bottom: number | null;
  /** Last column, or null: to the end of the sheet (`2:5`). */
  readonly right: number | null;
}

/** Sheets' largest column, ZZZ. */
const MAX_COLUMN = 18278;

const CELL = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;
const COLUMN = /^\$?([A-Za-z]{1,3})$/;
const ROW = /^\$?(\d+)$/;

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

type Part =
  | { readonly kind: 'cell'; readonly row: number; readonly col: number }
  | { readonly kind: 'column'; readonly col: number }
  | { readonly kind: 'row'; readonly row: number };

function part(text: string): Part | null {
  const t = text.trim();
  const cell = CELL.exec(t);
  if (cell) return { kind: 'cell', row: Number(cell[2]), col: columnNumber(cell[1]) };
  const column = COLUMN.exec(t);
  if (column) return { kind: 'column', col: columnNumber(column[1]) };
  const row = ROW.exec(t);
  if (row) return { kind: 'row', row: Number(row[1]) };
  return null;
}

function span(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

/** The cells part (after any `!`), or null when Sheets would not read it as a range. */
function cells(text: string): Omit<RangeText, 'sheet'> | null {
  const pieces = text.split(':');
  if (pieces.length > 2) return null;
  const a = part(pieces[0]);
  const b = pieces.length === 2 ? part(pieces[1]) : a;
  if (a === null || b === null) return null;
  let out: Omit<RangeText, 'sheet'> | null = null;
  if (a.kind === 'cell' && b.kind === 'cell') {
    const [top, bottom] = span(a.row, b.row);
    const [left, right] = span(a.col, b.col);
    out = { top, left, bottom, right };
  } else if (a.kind === 'cell' && b.kind === 'column' && pieces.length === 2) {
    const [left, right] = span(a.col, b.col);
    out = { top: a.row, left, bottom: null, right };
  } else if (a.kind === 'column' && b.kind === 'column' && pieces.length === 2) {
    const [left, right] = span(a.col, b.col);
    out = { top: 1, left, bottom: null, right };
  } else if (a.kind === 'row' && b.kind === 'row' && pieces.length === 2) {
    const [top, bottom] = span(a.row, b.row);
    out = { top, left: 1, bottom, right: null };
  }
  if (out === null || out.top < 1 || out.left < 1) return null;
  if ((out.right ?? out.left) > MAX_COLUMN) return null;
  return out;
}

/** `'Swiss open'!A1:E` → sheet and cells; null when it is not a range. */
export function parseRange(text: string): RangeText | null {
  const t = text.trim();
  const bang = t.lastIndexOf('!');
  let sheet: string | null = null;
  let rest = t;
  if (bang >= 0) {
    const raw = t.slice(0, bang).trim();
    rest = t.slice(bang + 1);
    const quoted = /^'((?:[^']|'')+)'$/.exec(raw);
    sheet = quoted ? quoted[1].replace(/''/g, "'") : raw;
    if (sheet === '' || (!quoted && /['!]/.test(sheet))) return null;
  }
  const c = cells(rest);
  return c === null ? null : { sheet, ...c };
}

/**
 * `Swiss open` → `'Swiss open'`. A name stays bare only where Sheets cannot read it as anything
 * else: letters, digits and `_` not starting with a digit, and not a cell in A1 notation (`A1`,
 * `abc12`), a cell or row/column in R1C1 notation (`R1C1`, `RC`, `R2`, `C3`) or a boolean (`TRUE`),
 * each case-insensitive. Every other name is quoted, an apostrophe inside doubled (`O''Brien`).
 */
export function quoteSheetName(name: string): string {
  const bare =
    /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) &&
    !/^[A-Za-z]{1,3}\d+$/.test(name) &&
    !/^(?:R\d*C\d*|R\d*|C\d*)$/i.test(name) &&
    !/^(?:TRUE|FALSE)$/i.test(name);
  return bare ? name : `'${name.replace(/'/g, "''")}'`;
}

/** `'Swiss open'!A1:K14` for formulas and the settings line. */
export function sheetRef(sheet: string, a1: string): string {
  return `${quoteSheetName(sheet)}!${a1}`;
}

/**
 * The range a text names, on its sheet or on `defaultSheet` (the active sheet when not given).
 * An open end stops at the sheet's last row (or column) holding anything: the cells below are
 * empty, so what is read is the same, in fewer cells. Refused, quoting the text: anything that
 * is not a range, a sheet that does not exist, a range outside its sheet.
 */
export function resolveRange(
  ss: SpreadsheetLike,
  text: string,
  locale: Locale,
  defaultSheet?: string,
): RangeLike {
  const tx = texts(locale);
  const r = parseRange(text);
  if (r === null) throw new UserError(tx.badRange(text.trim()));
  const name = r.sheet ?? defaultSheet;
  const sheet: SheetLike | null =
    name === undefined ? ss.getActiveSheet() : ss.getSheetByName(name);
  if (!sheet) throw new UserError(tx.noSheet(name as string));
  const maxRows = sheet.getMaxRows();
  const maxColumns = sheet.getMaxColumns();
  const bottom = r.bottom ?? Math.max(r.top, Math.min(maxRows, sheet.getLastRow()));
  const right = r.right ?? Math.max(r.left, Math.min(maxColumns, sheet.getLastColumn()));
  if (bottom > maxRows || right > maxColumns) {
    throw new UserError(
      tx.rangeOutside(text.trim(), sheet.getName(), maxRows, columnLetters(maxColumns)),
    );
  }
  return sheet.getRange(r.top, r.left, bottom - r.top + 1, right - r.left + 1);
}
