/**
 * Rows the add-on wrote below a results list (a round's pairings), and writing them.
 *
 * The rows are recorded in developer metadata on the results sheet (invisible, kept when the
 * sheet is renamed): where they start, what was written and in which column the results go.
 * Pairing the same round again replaces them — and only them — while they still read as written
 * and no result has been typed. Rows that no longer match the record (a name changed, rows
 * inserted above) are the organiser's: the record is then ignored, nothing is replaced. A result
 * typed into one of the rows while others are still empty is refused, naming the cell: the round
 * is being played and can neither be paired again nor followed by the next.
 */
import { columnLetters, type Grid } from '../../core';
import { sheetGrid } from '../platform/sheetTime';
import type { SheetTransaction } from './transaction';
import type { MetadataLike, RangeLike, SheetLike, SheetValue } from '../platform/spreadsheet';
import { UserError } from '../platform/userError';

export const ROWS_KEY = 'chess-standings-rows';

export type Row = (string | number)[];

export interface OwnRows {
  /** The sheet id the record was written for (a copy of the sheet is not ours). */
  readonly self: number;
  readonly system: 'swiss' | 'keizer';
  readonly round: number;
  /** 1-based sheet row and column of the first cell written. */
  readonly top: number;
  readonly left: number;
  /** The rows as they read back. */
  readonly cells: readonly Row[];
  /** 0-based column of the Result within the rows. */
  readonly resultCol: number;
  /** 0-based column of Black: rows with a Black are games whose Result stays empty. */
  readonly blackCol: number;
}

function parse(text: string | null): OwnRows | null {
  try {
    const r = JSON.parse(text ?? '') as Record<string, unknown>;
    const ok =
      typeof r === 'object' &&
      r !== null &&
      typeof r.self === 'number' &&
      (r.system === 'swiss' || r.system === 'keizer') &&
      typeof r.round === 'number' &&
      typeof r.top === 'number' &&
      typeof r.left === 'number' &&
      typeof r.resultCol === 'number' &&
      typeof r.blackCol === 'number' &&
      Array.isArray(r.cells) &&
      r.cells.length > 0;
    return ok ? (r as unknown as OwnRows) : null;
  } catch {
    return null;
  }
}

function metadataOf(sheet: SheetLike): MetadataLike | null {
  return sheet.getDeveloperMetadata().find(m => m.getKey() === ROWS_KEY) ?? null;
}

function same(v: SheetValue, written: string | number): boolean {
  return v === written || (typeof v === 'number' && String(v) === String(written));
}

/** What the pairing rows of a sheet allow. */
export type OwnRowsState =
  /** No rows of ours waiting for results: the next round goes below the list. */
  | { readonly kind: 'none' }
  /** Our rows, unchanged and without results: pairing their round again replaces them. */
  | { readonly kind: 'replaceable'; readonly rows: OwnRows };

/**
 * The rows the record of the results list's sheet describes, checked against the sheet. Refuses (UserError naming
 * the cell) rows of ours where some results were typed and others are still missing.
 */
export function ownRowsState(
  results: RangeLike,
  system: OwnRows['system'],
  refuseTyped: (cell: string, round: number, missing: readonly string[]) => string,
): OwnRowsState {
  const sheet = results.getSheet();
  const m = metadataOf(sheet);
  const rec = m === null ? null : parse(m.getValue());
  if (rec === null || rec.self !== sheet.getSheetId() || rec.system !== system) {
    return { kind: 'none' };
  }
  // Rows written for a list in other columns are not this list's.
  if (rec.left !== results.getColumn() || rec.cells[0].length !== results.getNumColumns()) {
    return { kind: 'none' };
  }
  const width = rec.cells[0].length;
  if (rec.top + rec.cells.length - 1 > sheet.getMaxRows()) return { kind: 'none' };
  const values = sheet.getRange(rec.top, rec.left, rec.cells.length, width).getValues();
  const typed: string[] = [];
  const missing: string[] = [];
  const name = sheet.getName();
  const a1 = (r: number, c: number) => `${name}!${columnLetters(rec.left + c)}${rec.top + r}`;
  for (let r = 0; r < rec.cells.length; r++) {
    for (let c = 0; c < width; c++) {
      const game = rec.cells[r][rec.blackCol] !== '';
      if (game && c === rec.resultCol) {
        (values[r][c] === '' ? missing : typed).push(a1(r, c));
      } else if (!same(values[r][c], rec.cells[r][c])) {
        return { kind: 'none' };
      }
    }
  }
  if (typed.length === 0) return { kind: 'replaceable', rows: rec };
  if (missing.length === 0) return { kind: 'none' };
  throw new UserError(
    refuseTyped(typed[0], rec.round, missing),
    [typed[0], ...missing].map(c => {
      const [sheetName, cell] = [c.slice(0, c.lastIndexOf('!')), c.slice(c.lastIndexOf('!') + 1)];
      return { sheet: sheetName, a1: cell };
    }),
  );
}

/**
 * Writes the record of the rows just written (inside the transaction; undone with it). The
 * sheet keeps one record: a later round's rows take the place of the earlier ones.
 */
export function recordOwnRows(
  sheet: SheetLike,
  rows: Omit<OwnRows, 'self'>,
  t: SheetTransaction,
  sheetName: string,
): void {
  const value = JSON.stringify({ ...rows, self: sheet.getSheetId() });
  const m = metadataOf(sheet);
  if (m !== null) {
    const before = m.getValue();
    t.metadata(m, before, sheetName);
    m.setValue(value);
    return;
  }
  t.addedMetadata(sheet, ROWS_KEY, sheetName);
  sheet.addDeveloperMetadata(ROWS_KEY, value);
}

/** The last row of the range holding a value or a formula (0-based), -1 when it is empty. */
export function lastUsedRow(range: RangeLike): number {
  const values = range.getValues();
  const formulas = range.getFormulas();
  let last = -1;
  values.forEach((row, r) => {
    if (row.some((v, c) => v !== '' || formulas[r][c] !== '')) last = r;
  });
  return last;
}

/** A cell's content as a message shows it: the formula, or the value in quotes (shortened). */
export function shownCell(v: SheetValue, formula: string): string {
  if (formula !== '') return formula;
  const text = v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/**
 * The block of `rows` × `columns` cells from (top, left), refused unless every cell from row
 * `freeFrom` on is empty (the rows above it are ours to overwrite). A sheet without enough rows
 * is grown first (writing past its last row would throw). Registers the undo: cells that were
 * empty are blanked again, rows of ours are written back as they were.
 */
export function writableBlock(
  sheet: SheetLike,
  at: {
    readonly top: number;
    readonly left: number;
    readonly rows: number;
    readonly columns: number;
  },
  ours: readonly Row[],
  t: SheetTransaction,
  notEmpty: (cell: string, found: string) => UserError,
): RangeLike {
  const name = sheet.getName();
  const maxRows = sheet.getMaxRows();
  const missing = at.top + at.rows - 1 - maxRows;
  if (missing > 0) {
    t.reserve(missing * sheet.getMaxColumns());
    t.checkCellLimit();
    sheet.insertRowsAfter(maxRows, missing);
    t.insertedRows(sheet, name, maxRows, missing);
  }
  const block = sheet.getRange(at.top, at.left, at.rows, at.columns);
  const values = block.getValues();
  const formulas = block.getFormulas();
  for (let r = ours.length; r < at.rows; r++) {
    for (let c = 0; c < at.columns; c++) {
      if (values[r][c] === '' && formulas[r][c] === '') continue;
      throw notEmpty(
        `${name}!${columnLetters(at.left + c)}${at.top + r}`,
        shownCell(values[r][c], formulas[r][c]),
      );
    }
  }
  if (ours.length === 0) t.filling(block, name, at.rows, at.columns);
  else
    t.rewriting(block, name, [...ours, ...values.slice(ours.length).map(row => row.map(() => ''))]);
  return block;
}

/** The range's values with the rows of ours that this run replaces blanked. */
export function withoutOwnRows(range: RangeLike, own: OwnRowsState): Grid {
  const grid = sheetGrid(range.getValues());
  if (own.kind !== 'replaceable') return grid;
  const from = own.rows.top - range.getRow();
  return grid.map((row, r) =>
    r >= from && r < from + own.rows.cells.length ? row.map(() => '') : row,
  );
}
