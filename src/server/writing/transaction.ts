/**
 * All-or-nothing writes. Every Spreadsheet service call can fail (a timeout, a quota, a protected
 * range), and a run that stops half-way must not leave half a sheet behind. A run computes
 * everything first, then writes inside a transaction: each change registers how to undo it, and
 * a failure undoes them in reverse, so the spreadsheet is exactly as it was before the click.
 *
 * A sheet of ours that a run rewrites is kept (same id, name and place, so formulas elsewhere
 * that point at it keep working) and its whole grid is snapshot first, in a fixed number of calls.
 */
import type {
  ConditionalFormatRuleLike,
  DataValidationLike,
  MetadataLike,
  RangeLike,
  SheetLike,
  Services,
  SheetValue,
  SpreadsheetLike,
} from '../platform/spreadsheet';
import type { Texts } from '../texts/general';
import { InputError } from '../../core';
import { UserError } from '../platform/userError';
import { asTyped } from './textMark';

/** Sheets' documented limit on the cells of one spreadsheet, all sheets together. */
export const CELL_LIMIT = 10_000_000;
/** Rows and columns of a sheet Sheets creates. */
export const NEW_SHEET_ROWS = 1000;
export const NEW_SHEET_COLUMNS = 26;

interface Snapshot {
  readonly rows: number;
  readonly columns: number;
  readonly frozenRows: number;
  /** Widths of the columns the run may resize (1-based, from column 1). */
  readonly widths: readonly number[];
  readonly values: SheetValue[][];
  readonly formulas: string[][];
  readonly notes: string[][];
  readonly backgrounds: string[][];
  readonly weights: string[][];
  readonly styles: string[][];
  readonly sizes: number[][];
  readonly formats: string[][];
}

function snapshot(sheet: SheetLike, widthColumns: number): Snapshot {
  const rows = sheet.getMaxRows();
  const columns = sheet.getMaxColumns();
  const all = sheet.getRange(1, 1, rows, columns);
  const widths: number[] = [];
  for (let c = 1; c <= Math.min(widthColumns, columns); c++) widths.push(sheet.getColumnWidth(c));
  return {
    rows,
    columns,
    frozenRows: sheet.getFrozenRows(),
    widths,
    values: all.getValues(),
    formulas: all.getFormulas(),
    notes: all.getNotes(),
    backgrounds: all.getBackgrounds(),
    weights: all.getFontWeights(),
    styles: all.getFontStyles(),
    sizes: all.getFontSizes(),
    formats: all.getNumberFormats(),
  };
}

/**
 * The cells an array formula filled: getValues reports them, getFormulas does not, and writing
 * them back as values would block the formula ("Array result was not expanded"). Our sheets
 * hold array formulas whose results are rectangles with a full first row and first column, so
 * the spill of a formula is the non-empty run right of it times the non-empty run below it.
 */
function spilledCells(s: Snapshot): Set<string> {
  const out = new Set<string>();
  const filled = (r: number, c: number) =>
    r < s.rows && c < s.columns && s.formulas[r][c] === '' && s.values[r][c] !== '';
  for (let r = 0; r < s.rows; r++) {
    for (let c = 0; c < s.columns; c++) {
      if (s.formulas[r][c] === '') continue;
      let width = 1;
      while (filled(r, c + width)) width++;
      let height = 1;
      while (filled(r + height, c)) height++;
      for (let i = 0; i < height; i++) {
        for (let j = 0; j < width; j++) if (i > 0 || j > 0) out.add(`${r + i},${c + j}`);
      }
    }
  }
  return out;
}

/** What setValues must be given for a cell to read back as it was. */
function restoredValue(s: Snapshot, spilled: Set<string>, r: number, c: number): SheetValue {
  if (s.formulas[r][c] !== '') return s.formulas[r][c];
  if (spilled.has(`${r},${c}`)) return '';
  // Text gets Sheets' text mark where it needs one (`=x`, `1/2`, `007`), and only there: a cell
  // that had none must not come back with one.
  return asTyped(s.values[r][c]);
}

function restore(sheet: SheetLike, s: Snapshot): void {
  const rows = sheet.getMaxRows();
  const columns = sheet.getMaxColumns();
  if (rows > s.rows) sheet.deleteRows(s.rows + 1, rows - s.rows);
  if (columns > s.columns) sheet.deleteColumns(s.columns + 1, columns - s.columns);
  sheet.clear();
  sheet.clearNotes();
  const all = sheet.getRange(1, 1, s.rows, s.columns);
  const spilled = spilledCells(s);
  const values = s.values.map((row, r) => row.map((_, c) => restoredValue(s, spilled, r, c)));
  // setValues takes Dates as Sheets gave them; the adapter's type lists what we usually write.
  all.setValues(values as (string | number)[][]);
  all.setNotes(s.notes);
  all.setBackgrounds(s.backgrounds);
  all.setFontWeights(s.weights);
  all.setFontStyles(s.styles);
  all.setFontSizes(s.sizes);
  all.setNumberFormats(s.formats);
  sheet.setFrozenRows(s.frozenRows);
  s.widths.forEach((w, i) => sheet.setColumnWidth(i + 1, w));
}

interface Undo {
  /** What the step restores, for the message when undoing fails too. */
  readonly what: string;
  readonly run: () => void;
}

export class SheetTransaction {
  private readonly undo: Undo[] = [];
  /** New cells this run adds, for the 10-million-cell check. */
  private growth = 0;

  private readonly ss: SpreadsheetLike;

  constructor(
    private readonly services: Services,
    private readonly tx: Texts,
  ) {
    this.ss = services.spreadsheet();
  }

  /**
   * Refuses, before anything is written, a run that would take the spreadsheet past Sheets'
   * 10 million cells: the sheets it creates and the rows and columns it adds.
   */
  reserve(cells: number): void {
    this.growth += cells;
  }

  checkCellLimit(): void {
    if (this.growth === 0) return;
    let used = 0;
    for (const sheet of this.ss.getSheets()) used += sheet.getMaxRows() * sheet.getMaxColumns();
    if (used + this.growth > CELL_LIMIT) {
      throw new UserError(this.tx.tooManyCells(used, this.growth, CELL_LIMIT));
    }
  }

  // Registering makes no service call of its own (a call can fail), so a change that succeeded
  // is always registered; names are passed in by the caller, who knows them already.

  /** A sheet this run created: removed again if the run fails. */
  created(sheet: SheetLike, name: string): void {
    this.undo.push({ what: name, run: () => void this.ss.deleteSheet(sheet) });
  }

  /**
   * A sheet of ours this run is about to rewrite (snapshot now, before any change): put back as
   * it was if the run fails. `widthColumns`: the columns whose width the run may change.
   */
  replacing(sheet: SheetLike, name: string, widthColumns: number): void {
    const s = snapshot(sheet, widthColumns);
    this.undo.push({ what: name, run: () => restore(sheet, s) });
  }

  /** Rows this run inserted (after row `after`) into a sheet it does not otherwise rewrite. */
  insertedRows(sheet: SheetLike, name: string, after: number, howMany: number): void {
    this.undo.push({ what: name, run: () => void sheet.deleteRows(after + 1, howMany) });
  }

  /** A block whose cells were all empty (no value, no formula) before this run wrote into it. */
  filling(block: RangeLike, name: string, rows: number, columns: number): void {
    const blank = Array.from({ length: rows }, () => Array<string>(columns).fill(''));
    this.undo.push({ what: name, run: () => void block.setValues(blank) });
  }

  /**
   * A block of plain values (no formulas; rows the add-on wrote) this run overwrites: written
   * back as they were, text with Sheets' text mark where it needs one.
   */
  rewriting(block: RangeLike, name: string, before: readonly (readonly SheetValue[])[]): void {
    const values = before.map(row => row.map(asTyped)) as (string | number)[][];
    this.undo.push({ what: name, run: () => void block.setValues(values) });
  }

  /**
   * A developer-metadata record this run is about to add, under a key the sheet has no record
   * of yet. Apps Script hands back no handle to it, so the undo finds it by key and removes it.
   */
  addedMetadata(sheet: SheetLike, key: string, sheetName: string): void {
    this.undo.push({
      what: sheetName,
      run: () => {
        for (const m of sheet.getDeveloperMetadata()) if (m.getKey() === key) m.remove();
      },
    });
  }

  /** The data validation of a block, as it was before this run set its own. */
  validations(block: RangeLike, name: string, before: (DataValidationLike | null)[][]): void {
    this.undo.push({ what: name, run: () => void block.setDataValidations(before) });
  }

  /** A sheet's conditional format rules, as they were before this run changed them. */
  formatRules(sheet: SheetLike, name: string, before: ConditionalFormatRuleLike[]): void {
    this.undo.push({ what: name, run: () => void sheet.setConditionalFormatRules(before) });
  }

  /** A developer-metadata record whose value this run is about to change. */
  metadata(m: MetadataLike, before: string | null, sheetName: string): void {
    this.undo.push({ what: sheetName, run: () => void m.setValue(before ?? '') });
  }

  /**
   * Runs the writes. On failure everything registered is undone in reverse order and the
   * organiser is told what happened; a refusal of ours (UserError) is passed on after the undo.
   */
  run<T>(body: () => T): T {
    try {
      const active = this.ss.getActiveSheet();
      this.undo.push({ what: '', run: () => void this.ss.setActiveSheet(active) });
      const result = body();
      // Pending writes are committed here, inside the transaction: a failure now is undone too.
      this.services.flush();
      return result;
    } catch (e) {
      const failed = this.rollback();
      // Apps Script's exceptions carry a message; not every one is an Error of this realm.
      const message = (e as { message?: unknown } | null)?.message;
      const reason = typeof message === 'string' ? message : String(e);
      if (failed.length > 0) throw new UserError(this.tx.writeFailedPartly(reason, failed));
      // A refusal (ours, or a reader's about the cells) is passed on as it is, and so is a fault
      // of our own code (Apps Script's service failures are plain Errors).
      if (e instanceof UserError || e instanceof InputError) throw e;
      if (e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError) throw e;
      throw new UserError(this.tx.writeFailed(reason));
    }
  }

  private rollback(): string[] {
    const failed: string[] = [];
    for (const step of [...this.undo].reverse()) {
      try {
        step.run();
      } catch {
        if (step.what !== '' && !failed.includes(step.what)) failed.push(step.what);
      }
    }
    this.undo.length = 0;
    return failed;
  }
}
