/**
 * A fake of the parts of Apps Script the sidebar uses: SpreadsheetApp (spreadsheet, sheets,
 * ranges, developer metadata, UI), LockService, Session, HtmlService and Utilities. It behaves as
 * Sheets does where that matters for safety:
 *
 * - a string written with setValues is read as if typed: `=…` (and `+x`, `-x`, `@x`) becomes a
 *   formula, `12`/`1.5`/`1e3` a number, `TRUE` a boolean, `1/2` or `2024-01-05` a date; a leading
 *   apostrophe keeps the rest as text and is not part of the value, but stays with the cell as
 *   its text mark (`textMark`; the formula bar shows it: `enteredText`), as in Sheets;
 * - insertSheet refuses a name that exists and makes the new sheet active;
 * - every change is logged with its sheet, so tests can prove a sheet was never touched;
 * - a new sheet has 1000 rows and 26 columns; a range past them throws, as Sheets does ("The
 *   coordinates of the range are outside the dimensions of the sheet."), until rows or columns
 *   are inserted; the whole document holds at most 10 million cells;
 * - every service call is counted (`book.calls`), and any one of them can be made to fail
 *   (`book.failAt = k` fails the k-th call from now, as a timeout or quota error would);
 * - the document lock can be made busy, or handed to a competing execution first;
 * - data validation (SpreadsheetApp.newDataValidation(): a list with or without its dropdown,
 *   `setAllowInvalid`, `setHelpText`) is kept per cell; a script's setValues is not checked
 *   against it, as in Sheets, but what a user types or picks (`type`, `choose`) is: input not
 *   on the list of a rule that rejects invalid data is refused with the rule's help text;
 * - conditional format rules (SpreadsheetApp.newConditionalFormatRule(): `whenCellEmpty` with a
 *   background) are replaced as a whole by setConditionalFormatRules; `highlighted` says whether
 *   a cell shows a rule's background. The fake refuses what the add-on must never build: a rule
 *   without a condition, a format or ranges, and a rule set on a sheet its ranges are not on.
 *
 * It serves the server unit tests (through `services()`), the built bundle in node:vm (through
 * `globals()`), the browser tests and `npm run preview`.
 */
import type { Services } from '../../../src/server/platform/spreadsheet';
import { formatDate } from '../../support/zones1899';

export type Value = string | number | boolean | Date;

export interface FakeCell {
  value: Value;
  formula: string | null;
  format: string;
  bold: boolean;
  italic: boolean;
  fontSize: number;
  background: string | null;
  note: string;
  validation: FakeDataValidation | null;
  /** The value was typed or written with Sheets' leading apostrophe (the formula bar shows it). */
  textMark: boolean;
}

export interface LogEntry {
  readonly op: string;
  readonly sheet: string | null;
}

function emptyCell(): FakeCell {
  return {
    value: '',
    formula: null,
    format: '',
    bold: false,
    italic: false,
    fontSize: 10,
    background: null,
    note: '',
    validation: null,
    textMark: false,
  };
}

/** A cell holding nothing: no value, formula, format or note (the fake does not keep such cells). */
export function isEmptyCell(c: FakeCell | undefined): boolean {
  return (
    c !== undefined &&
    c.value === '' &&
    c.formula === null &&
    c.format === '' &&
    !c.bold &&
    !c.italic &&
    c.fontSize === 10 &&
    c.background === null &&
    c.note === '' &&
    c.validation === null &&
    !c.textMark
  );
}

/** What Sheets makes of a typed string (an English-locale spreadsheet). */
export function interpretInput(s: string): {
  value: Value;
  formula: string | null;
  textMark: boolean;
} {
  const typed = (value: Value, formula: string | null = null) => ({
    value,
    formula,
    textMark: false,
  });
  if (s.startsWith("'")) return { value: s.slice(1), formula: null, textMark: true };
  if (s.startsWith('=')) return typed('', s);
  const t = s.trim();
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t)) return typed(Number(t));
  if (/^(true|false)$/i.test(t)) return typed(/^true$/i.test(t));
  const date = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(t);
  if (date) {
    return typed(new Date(Date.UTC(Number(date[3] ?? 2026), Number(date[1]) - 1, Number(date[2]))));
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return typed(new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))));
  if (/^[+\-@]./.test(s)) return typed('', `=${s.replace(/^@/, '')}`);
  return typed(s);
}

export function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function parseA1(a1: string): { row: number; col: number; rows: number; cols: number } {
  const m = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i.exec(a1.trim());
  if (!m) throw new Error(`Range not found`);
  const r1 = Number(m[2]);
  const c1 = columnNumber(m[1]);
  const r2 = m[4] ? Number(m[4]) : r1;
  const c2 = m[3] ? columnNumber(m[3]) : c1;
  return {
    row: Math.min(r1, r2),
    col: Math.min(c1, c2),
    rows: Math.abs(r2 - r1) + 1,
    cols: Math.abs(c2 - c1) + 1,
  };
}

/** A list rule (requireValueInList), as built by FakeDataValidationBuilder. */
export class FakeDataValidation {
  constructor(
    readonly values: readonly string[],
    readonly showDropdown: boolean,
    readonly allowInvalid: boolean,
    readonly helpText: string | null,
  ) {}
  getCriteriaType(): string {
    return 'VALUE_IN_LIST';
  }
  /** As Apps Script gives a list rule's criteria: the values, then whether the dropdown shows. */
  getCriteriaValues(): unknown[] {
    return [[...this.values], this.showDropdown];
  }
  getAllowInvalid(): boolean {
    return this.allowInvalid;
  }
  getHelpText(): string | null {
    return this.helpText;
  }
  /** Whether input passes: a value on the list (as text, exactly); clearing a cell always does. */
  accepts(value: Value, formula: string | null): boolean {
    if (formula !== null) return false;
    if (value === '') return true;
    return this.values.includes(typeof value === 'string' ? value : String(value));
  }
}

export class FakeDataValidationBuilder {
  private list: { values: string[]; dropdown: boolean } | null = null;
  private allowInvalid = true;
  private helpText: string | null = null;
  constructor(private readonly book: FakeSpreadsheet) {}
  requireValueInList(values: string[], showDropdown = true): FakeDataValidationBuilder {
    if (!Array.isArray(values) || values.some(v => typeof v !== 'string') || values.length === 0)
      throw new Error('Invalid argument: values');
    this.list = { values: [...values], dropdown: showDropdown };
    return this;
  }
  setAllowInvalid(allow: boolean): FakeDataValidationBuilder {
    this.allowInvalid = allow;
    return this;
  }
  setHelpText(text: string): FakeDataValidationBuilder {
    this.helpText = text;
    return this;
  }
  build(): FakeDataValidation {
    this.book.tick('build');
    if (!this.list) throw new Error('The data validation rule has no criteria.');
    return new FakeDataValidation(
      this.list.values,
      this.list.dropdown,
      this.allowInvalid,
      this.helpText,
    );
  }
}

export class FakeBooleanCondition {
  constructor(
    readonly type: 'CELL_EMPTY',
    readonly background: string | null,
  ) {}
  getCriteriaType(): string {
    return this.type;
  }
  getBackground(): string | null {
    return this.background;
  }
}

export class FakeConditionalFormatRule {
  constructor(
    readonly condition: FakeBooleanCondition,
    readonly ranges: readonly FakeRange[],
  ) {}
  getBooleanCondition(): FakeBooleanCondition {
    return this.condition;
  }
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  covers(sheet: FakeSheet, row: number, col: number): boolean {
    return this.ranges.some(
      r =>
        r.sheet === sheet &&
        row >= r.row &&
        row < r.row + r.rows &&
        col >= r.col &&
        col < r.col + r.cols,
    );
  }
}

export class FakeConditionalFormatRuleBuilder {
  private empty = false;
  private background: string | null = null;
  private ranges: FakeRange[] = [];
  constructor(private readonly book: FakeSpreadsheet) {}
  whenCellEmpty(): FakeConditionalFormatRuleBuilder {
    this.empty = true;
    return this;
  }
  setBackground(color: string | null): FakeConditionalFormatRuleBuilder {
    this.background = color;
    return this;
  }
  setRanges(ranges: FakeRange[]): FakeConditionalFormatRuleBuilder {
    if (!Array.isArray(ranges) || ranges.some(r => !(r instanceof FakeRange)))
      throw new Error('Invalid argument: ranges');
    this.ranges = [...ranges];
    return this;
  }
  build(): FakeConditionalFormatRule {
    this.book.tick('build');
    if (!this.empty || this.background === null || this.ranges.length === 0)
      throw new Error('The conditional format rule needs a condition, a format and ranges.');
    return new FakeConditionalFormatRule(
      new FakeBooleanCondition('CELL_EMPTY', this.background),
      this.ranges,
    );
  }
}

/** What Sheets says when typed input breaks a rule that rejects invalid data. */
export class FakeInputRejected extends Error {}

export class FakeMetadata {
  constructor(
    private readonly owner: FakeSheet,
    readonly key: string,
    public value: string | null,
  ) {}
  getKey(): string {
    this.owner.book.tick('getKey');
    return this.key;
  }
  getValue(): string | null {
    this.owner.book.tick('getValue');
    return this.value;
  }
  setValue(value: string): FakeMetadata {
    this.owner.book.tick('setValue');
    this.owner.book.log(this.owner, 'metadata');
    this.value = value;
    return this;
  }
  /** DeveloperMetadata.remove(): the record is gone from its sheet. */
  remove(): void {
    this.owner.book.tick('remove');
    this.owner.book.log(this.owner, 'metadata');
    this.owner.metadata = this.owner.metadata.filter(m => m !== this);
  }
}

/** Sheets' documented limit on the cells of one spreadsheet, all sheets together. */
export const CELL_LIMIT = 10_000_000;
const OUTSIDE = 'The coordinates of the range are outside the dimensions of the sheet.';

/**
 * The cells of a sheet by `row,col` key (as tests read and write them), indexed by row and column
 * too: a range read looks its cells up by number, so reading a whole 1000 × 26 sheet (as a
 * transaction's snapshot does, for every attribute) builds no key strings.
 */
export class CellMap<V> extends Map<string, V> {
  private byRow?: Map<number, Map<number, V>>;

  /** The entry at row, col (1-based), without building its key. */
  at(row: number, col: number): V | undefined {
    return this.byRow?.get(row)?.get(col);
  }
  /** The entries of one row by column, or undefined when the row holds none. */
  rowAt(row: number): ReadonlyMap<number, V> | undefined {
    return this.byRow?.get(row);
  }
  /** Every entry with its row and column. */
  *placed(): IterableIterator<[number, number, V]> {
    for (const [row, cols] of this.byRow ?? []) for (const [col, v] of cols) yield [row, col, v];
  }
  override set(key: string, value: V): this {
    const comma = key.indexOf(',');
    const row = Number(key.slice(0, comma));
    const col = Number(key.slice(comma + 1));
    if (comma < 0 || !Number.isInteger(row) || !Number.isInteger(col))
      throw new Error(`not a cell key: ${key}`);
    return this.put(row, col, value, key);
  }
  /** set(`${row},${col}`, value), for callers that have the numbers. */
  put(row: number, col: number, value: V, key = `${row},${col}`): this {
    super.set(key, value);
    this.byRow ??= new Map();
    let cols = this.byRow.get(row);
    if (!cols) this.byRow.set(row, (cols = new Map()));
    cols.set(col, value);
    return this;
  }
  override delete(key: string): boolean {
    if (!super.delete(key)) return false;
    const [row, col] = key.split(',').map(Number);
    const cols = this.byRow?.get(row);
    cols?.delete(col);
    if (cols?.size === 0) this.byRow?.delete(row);
    return true;
  }
  override clear(): void {
    super.clear();
    this.byRow?.clear();
  }
}

export class FakeSheet {
  readonly cells = new CellMap<FakeCell>();
  /** Values a formula spilled into (set by an evaluator, see harness.ts). */
  readonly spilled = new CellMap<Value>();
  metadata: FakeMetadata[] = [];
  frozenRows = 0;
  maxRows = 1000;
  maxColumns = 26;
  readonly columnWidths = new Map<number, number>();
  conditionalRules: FakeConditionalFormatRule[] = [];

  constructor(
    readonly book: FakeSpreadsheet,
    public name: string,
    readonly id: number,
  ) {}

  cell(row: number, col: number): FakeCell {
    let c = this.cells.at(row, col);
    if (!c) {
      c = emptyCell();
      this.cells.put(row, col, c);
    }
    return c;
  }

  peek(row: number, col: number): FakeCell | undefined {
    return this.cells.at(row, col);
  }

  /** What the formula bar shows of a cell: its formula, or its value after its text mark. */
  enteredText(row: number, col: number): string {
    const c = this.peek(row, col);
    if (!c) return '';
    if (c.formula) return c.formula;
    return `${c.textMark ? "'" : ''}${String(c.value)}`;
  }

  valueAt(row: number, col: number): Value {
    const c = this.peek(row, col);
    const spilled = this.spilled.at(row, col) ?? '';
    if (c?.formula) return spilled;
    return c && c.value !== '' ? c.value : spilled;
  }

  /** Values of the used area, row 1 to the last used row, as getValues would give them. */
  grid(): Value[][] {
    const rows = this.lastRow();
    const cols = this.lastColumn();
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => this.valueAt(r + 1, c + 1)),
    );
  }

  /** A range without counting a call (the fake's own use and tests' inspection). */
  range(row: number, col: number, rows: number, cols: number): FakeRange {
    return new FakeRange(this, row, col, rows, cols);
  }

  getName(): string {
    this.book.tick('getName');
    return this.name;
  }
  setName(name: string): FakeSheet {
    this.book.tick('setName');
    this.book.log(this, 'setName');
    this.name = name;
    return this;
  }
  getSheetId(): number {
    this.book.tick('getSheetId');
    return this.id;
  }
  getRange(a: string | number, col?: number, rows = 1, cols = 1): FakeRange {
    this.book.tick('getRange');
    if (typeof a === 'string') {
      const p = parseA1(a);
      return new FakeRange(this, p.row, p.col, p.rows, p.cols);
    }
    if (col === undefined) throw new Error('getRange: column missing');
    if (a < 1 || col < 1 || rows < 1 || cols < 1) throw new Error(OUTSIDE);
    return new FakeRange(this, a, col, rows, cols);
  }
  getDataRange(): FakeRange {
    this.book.tick('getDataRange');
    return new FakeRange(this, 1, 1, Math.max(1, this.lastRow()), Math.max(1, this.lastColumn()));
  }
  private used(): { row: number; col: number }[] {
    const out: { row: number; col: number }[] = [];
    for (const [row, col, c] of this.cells.placed())
      if (c.value !== '' || c.formula) out.push({ row, col });
    for (const [row, col, v] of this.spilled.placed()) if (v !== '') out.push({ row, col });
    return out;
  }
  lastRow(): number {
    return this.used().reduce((m, p) => Math.max(m, p.row), 0);
  }
  lastColumn(): number {
    return this.used().reduce((m, p) => Math.max(m, p.col), 0);
  }
  getLastRow(): number {
    this.book.tick('getLastRow');
    return this.lastRow();
  }
  getLastColumn(): number {
    this.book.tick('getLastColumn');
    return this.lastColumn();
  }
  getMaxRows(): number {
    this.book.tick('getMaxRows');
    return this.maxRows;
  }
  getMaxColumns(): number {
    this.book.tick('getMaxColumns');
    return this.maxColumns;
  }
  insertRowsAfter(after: number, howMany: number): FakeSheet {
    this.book.tick('insertRowsAfter');
    if (after < 1 || after > this.maxRows || howMany < 1) throw new Error(OUTSIDE);
    this.book.checkGrowth(howMany * this.maxColumns);
    this.book.log(this, 'insertRowsAfter');
    this.shift(after, howMany, 0);
    this.maxRows += howMany;
    return this;
  }
  insertColumnsAfter(after: number, howMany: number): FakeSheet {
    this.book.tick('insertColumnsAfter');
    if (after < 1 || after > this.maxColumns || howMany < 1) throw new Error(OUTSIDE);
    this.book.checkGrowth(howMany * this.maxRows);
    this.book.log(this, 'insertColumnsAfter');
    this.shift(after, 0, howMany);
    this.maxColumns += howMany;
    return this;
  }
  deleteRows(position: number, howMany: number): FakeSheet {
    this.book.tick('deleteRows');
    if (position < 1 || howMany < 1 || position + howMany - 1 > this.maxRows) {
      throw new Error(OUTSIDE);
    }
    if (howMany >= this.maxRows)
      throw new Error('You can\u2019t delete all the rows on the sheet.');
    this.book.log(this, 'deleteRows');
    this.drop(position, howMany, 0);
    this.maxRows -= howMany;
    return this;
  }
  deleteColumns(position: number, howMany: number): FakeSheet {
    this.book.tick('deleteColumns');
    if (position < 1 || howMany < 1 || position + howMany - 1 > this.maxColumns) {
      throw new Error(OUTSIDE);
    }
    if (howMany >= this.maxColumns) {
      throw new Error('You can\u2019t delete all the columns on the sheet.');
    }
    this.book.log(this, 'deleteColumns');
    this.drop(position, 0, howMany);
    this.maxColumns -= howMany;
    return this;
  }
  /** Moves cells after row/column `after` down/right by the inserted amount. */
  private shift(after: number, rows: number, cols: number): void {
    const moved = new Map<string, FakeCell>();
    for (const [key, c] of this.cells) {
      const [r, k] = key.split(',').map(Number);
      const nr = rows > 0 && r > after ? r + rows : r;
      const nk = cols > 0 && k > after ? k + cols : k;
      moved.set(`${nr},${nk}`, c);
    }
    this.cells.clear();
    for (const [key, c] of moved) this.cells.set(key, c);
  }
  /** Removes rows/columns from `position` and moves the cells after them up/left. */
  private drop(position: number, rows: number, cols: number): void {
    const kept = new Map<string, FakeCell>();
    for (const [key, c] of this.cells) {
      const [r, k] = key.split(',').map(Number);
      if (rows > 0 && r >= position && r < position + rows) continue;
      if (cols > 0 && k >= position && k < position + cols) continue;
      const nr = rows > 0 && r >= position + rows ? r - rows : r;
      const nk = cols > 0 && k >= position + cols ? k - cols : k;
      kept.set(`${nr},${nk}`, c);
    }
    this.cells.clear();
    for (const [key, c] of kept) this.cells.set(key, c);
  }
  clear(): FakeSheet {
    this.book.tick('clear');
    this.book.log(this, 'clear');
    this.cells.clear();
    this.spilled.clear();
    return this;
  }
  clearNotes(): FakeSheet {
    this.book.tick('clearNotes');
    this.book.log(this, 'clearNotes');
    for (const c of this.cells.values()) c.note = '';
    return this;
  }
  setFrozenRows(rows: number): FakeSheet {
    this.book.tick('setFrozenRows');
    this.book.log(this, 'setFrozenRows');
    this.frozenRows = rows;
    return this;
  }
  getFrozenRows(): number {
    this.book.tick('getFrozenRows');
    return this.frozenRows;
  }
  setColumnWidth(column: number, width: number): FakeSheet {
    this.book.tick('setColumnWidth');
    this.book.log(this, 'setColumnWidth');
    this.columnWidths.set(column, width);
    return this;
  }
  /** Sheets' default column width is 100 pixels. */
  getColumnWidth(column: number): number {
    this.book.tick('getColumnWidth');
    return this.columnWidths.get(column) ?? 100;
  }
  autoResizeColumns(start: number, n: number): FakeSheet {
    this.book.tick('autoResizeColumns');
    this.book.log(this, 'autoResizeColumns');
    for (let c = start; c < start + n; c++) this.columnWidths.set(c, -1);
    return this;
  }
  activate(): FakeSheet {
    this.book.tick('activate');
    this.book.active = this;
    this.book.activeRange = new FakeRange(this, 1, 1, 1, 1);
    return this;
  }
  addDeveloperMetadata(key: string, value: string): FakeSheet {
    this.book.tick('addDeveloperMetadata');
    this.book.log(this, 'metadata');
    this.metadata.push(new FakeMetadata(this, key, value));
    return this;
  }
  getDeveloperMetadata(): FakeMetadata[] {
    this.book.tick('getDeveloperMetadata');
    return [...this.metadata];
  }
  getIndex(): number {
    this.book.tick('getIndex');
    return this.book.sheets.indexOf(this) + 1;
  }
  getConditionalFormatRules(): FakeConditionalFormatRule[] {
    this.book.tick('getConditionalFormatRules');
    return [...this.conditionalRules];
  }
  setConditionalFormatRules(rules: FakeConditionalFormatRule[]): void {
    this.book.tick('setConditionalFormatRules');
    for (const rule of rules) {
      if (!(rule instanceof FakeConditionalFormatRule)) throw new Error('Invalid argument: rules');
      if (rule.ranges.some(r => r.sheet !== this))
        throw new Error(
          'The ranges of a conditional format rule must be on the sheet it is set on.',
        );
    }
    this.book.log(this, 'conditionalFormat');
    this.conditionalRules = [...rules];
  }
  /** Whether a cell shows a conditional format's background (an empty cell under a CELL_EMPTY rule). */
  highlighted(row: number, col: number): boolean {
    const c = this.peek(row, col);
    const empty = this.valueAt(row, col) === '' && !c?.formula;
    return empty && this.conditionalRules.some(rule => rule.covers(this, row, col));
  }
  /** The rule of a cell, as the user meets it. */
  validationAt(row: number, col: number): FakeDataValidation | null {
    return this.peek(row, col)?.validation ?? null;
  }
  /**
   * A user typing into one cell (no service call): read as Sheets reads input (interpretInput);
   * refused with the rule's help text when the cell's validation rejects invalid data.
   */
  type(a1: string, text: string): void {
    const p = parseA1(a1);
    const typed = interpretInput(text);
    const rule = this.validationAt(p.row, p.col);
    if (rule && !rule.allowInvalid && !rule.accepts(typed.value, typed.formula)) {
      throw new FakeInputRejected(rule.helpText ?? 'Input must be an item on the specified list.');
    }
    const c = this.cell(p.row, p.col);
    c.value = typed.value;
    c.formula = typed.formula;
    c.textMark = typed.textMark;
    this.book.log(this, 'user');
  }
  /** A user picking an item of the cell's dropdown: the item goes in as it is listed. */
  choose(a1: string, item: string): void {
    const p = parseA1(a1);
    const rule = this.validationAt(p.row, p.col);
    if (!rule || !rule.showDropdown) throw new Error(`${a1} has no dropdown`);
    if (!rule.values.includes(item)) throw new Error(`${a1}'s dropdown has no item ${item}`);
    const c = this.cell(p.row, p.col);
    c.value = item;
    c.formula = null;
    c.textMark = false;
    this.book.log(this, 'user');
  }
}

type Grid<T> = readonly (readonly T[])[];

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
    readonly row: number,
    readonly col: number,
    readonly rows: number,
    readonly cols: number,
  ) {
    if (row + rows - 1 > sheet.maxRows || col + cols - 1 > sheet.maxColumns) {
      throw new Error(OUTSIDE);
    }
  }
  /** f on every cell of the range; a cell left holding nothing is not kept (see isEmptyCell). */
  private each(f: (c: FakeCell, r: number, k: number) => void): void {
    const cells = this.sheet.cells;
    for (let r = 0; r < this.rows; r++) {
      for (let k = 0; k < this.cols; k++) {
        const row = this.row + r;
        const col = this.col + k;
        const kept = cells.at(row, col);
        const c = kept ?? emptyCell();
        f(c, r, k);
        if (isEmptyCell(c)) {
          if (kept) cells.delete(`${row},${col}`);
        } else if (!kept) cells.put(row, col, c);
      }
    }
  }
  private read<T>(op: string, f: (c: FakeCell | undefined, r: number, k: number) => T): T[][] {
    this.sheet.book.tick(op);
    const out: T[][] = [];
    for (let r = this.row; r < this.row + this.rows; r++) {
      const cells = this.sheet.cells.rowAt(r);
      const line: T[] = [];
      for (let k = this.col; k < this.col + this.cols; k++) line.push(f(cells?.get(k), r, k));
      out.push(line);
    }
    return out;
  }
  private write(op: string, f: (c: FakeCell, r: number, k: number) => void): FakeRange {
    this.sheet.book.tick(op);
    this.sheet.book.log(this.sheet, op);
    this.each(f);
    return this;
  }
  /**
   * Setters of a 2-D array check its shape first, with Sheets' messages. The fake keeps only
   * cells with content: a default written into a cell that has nothing stays nothing.
   */
  private writeGrid<T>(
    op: string,
    grid: Grid<T>,
    f: (c: FakeCell, v: T) => void,
    isDefault: (v: T) => boolean,
  ): FakeRange {
    if (grid.length !== this.rows) {
      this.sheet.book.tick(op);
      throw new Error(
        `The number of rows in the data does not match the number of rows in the range. The data has ${grid.length} but the range has ${this.rows}.`,
      );
    }
    for (const row of grid) {
      if (row.length !== this.cols) {
        this.sheet.book.tick(op);
        throw new Error(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.cols}.`,
        );
      }
    }
    this.sheet.book.tick(op);
    this.sheet.book.log(this.sheet, op);
    const cells = this.sheet.cells;
    for (let r = 0; r < this.rows; r++) {
      for (let k = 0; k < this.cols; k++) {
        const v = grid[r][k];
        const c = cells.at(this.row + r, this.col + k);
        if (c) {
          f(c, v);
          if (isEmptyCell(c)) cells.delete(`${this.row + r},${this.col + k}`);
        } else if (!isDefault(v)) {
          f(this.sheet.cell(this.row + r, this.col + k), v);
        }
      }
    }
    return this;
  }
  getSheet(): FakeSheet {
    this.sheet.book.tick('getSheet');
    return this.sheet;
  }
  getRow(): number {
    this.sheet.book.tick('getRow');
    return this.row;
  }
  getColumn(): number {
    this.sheet.book.tick('getColumn');
    return this.col;
  }
  getNumRows(): number {
    this.sheet.book.tick('getNumRows');
    return this.rows;
  }
  getNumColumns(): number {
    this.sheet.book.tick('getNumColumns');
    return this.cols;
  }
  getLastRow(): number {
    this.sheet.book.tick('getLastRow');
    return this.row + this.rows - 1;
  }
  getA1Notation(): string {
    this.sheet.book.tick('getA1Notation');
    return this.a1();
  }
  a1(): string {
    const start = `${columnLetters(this.col)}${this.row}`;
    if (this.rows === 1 && this.cols === 1) return start;
    return `${start}:${columnLetters(this.col + this.cols - 1)}${this.row + this.rows - 1}`;
  }
  getValues(): Value[][] {
    return this.read('getValues', (_c, r, k) => this.sheet.valueAt(r, k));
  }
  getDisplayValues(): string[][] {
    return this.read('getDisplayValues', (_c, r, k) => String(this.sheet.valueAt(r, k)));
  }
  getFormulas(): string[][] {
    return this.read('getFormulas', c => c?.formula ?? '');
  }
  getFormula(): string {
    return this.getFormulas()[0][0];
  }
  getNote(): string {
    return this.getNotes()[0][0];
  }
  getNotes(): string[][] {
    return this.read('getNotes', c => c?.note ?? '');
  }
  getBackgrounds(): string[][] {
    // Sheets reports white for a cell without a fill.
    return this.read('getBackgrounds', c => c?.background ?? '#ffffff');
  }
  getFontWeights(): string[][] {
    return this.read('getFontWeights', c => (c?.bold ? 'bold' : 'normal'));
  }
  getFontStyles(): string[][] {
    return this.read('getFontStyles', c => (c?.italic ? 'italic' : 'normal'));
  }
  getFontSizes(): number[][] {
    return this.read('getFontSizes', c => c?.fontSize ?? 10);
  }
  getNumberFormats(): string[][] {
    return this.read('getNumberFormats', c => c?.format ?? '');
  }
  setValues(values: Grid<Value>): FakeRange {
    return this.writeGrid(
      'setValues',
      values,
      (c, v) => {
        if (typeof v === 'string') {
          const typed = interpretInput(v);
          c.value = typed.value;
          c.formula = typed.formula;
          c.textMark = typed.textMark;
        } else {
          c.value = v;
          c.formula = null;
          c.textMark = false;
        }
      },
      v => v === '',
    );
  }
  setValue(v: Value): FakeRange {
    return this.setValues(Array.from({ length: this.rows }, () => Array(this.cols).fill(v)));
  }
  setFormula(formula: string): FakeRange {
    return this.write('setFormula', c => {
      c.formula = formula;
      c.value = '';
      c.textMark = false;
    });
  }
  setNumberFormat(format: string): FakeRange {
    return this.write('setNumberFormat', c => {
      c.format = format;
    });
  }
  setNumberFormats(formats: Grid<string>): FakeRange {
    return this.writeGrid(
      'setNumberFormats',
      formats,
      (c, v) => {
        c.format = v;
      },
      v => v === '',
    );
  }
  setFontWeight(weight: string | null): FakeRange {
    return this.write('setFontWeight', c => {
      c.bold = weight === 'bold';
    });
  }
  setFontWeights(weights: Grid<string | null>): FakeRange {
    return this.writeGrid(
      'setFontWeights',
      weights,
      (c, v) => {
        c.bold = v === 'bold';
      },
      v => v !== 'bold',
    );
  }
  setFontStyle(style: string | null): FakeRange {
    return this.write('setFontStyle', c => {
      c.italic = style === 'italic';
    });
  }
  setFontStyles(styles: Grid<string | null>): FakeRange {
    return this.writeGrid(
      'setFontStyles',
      styles,
      (c, v) => {
        c.italic = v === 'italic';
      },
      v => v !== 'italic',
    );
  }
  setFontSize(size: number): FakeRange {
    return this.write('setFontSize', c => {
      c.fontSize = size;
    });
  }
  setFontSizes(sizes: Grid<number>): FakeRange {
    return this.writeGrid(
      'setFontSizes',
      sizes,
      (c, v) => {
        c.fontSize = v;
      },
      v => v === 10,
    );
  }
  setBackground(color: string | null): FakeRange {
    return this.write('setBackground', c => {
      c.background = color;
    });
  }
  setBackgrounds(colors: Grid<string | null>): FakeRange {
    // White is Sheets' "no fill" as getBackgrounds reports it.
    const none = (v: string | null) => v === null || v === '' || v === '#ffffff';
    return this.writeGrid(
      'setBackgrounds',
      colors,
      (c, v) => {
        c.background = none(v) ? null : v;
      },
      none,
    );
  }
  setHorizontalAlignment(_a: string | null): FakeRange {
    return this.write('setHorizontalAlignment', () => undefined);
  }
  setNote(note: string): FakeRange {
    return this.write('setNote', c => {
      c.note = note;
    });
  }
  setNotes(notes: Grid<string | null>): FakeRange {
    return this.writeGrid(
      'setNotes',
      notes,
      (c, v) => {
        c.note = v ?? '';
      },
      v => v === null || v === '',
    );
  }
  activate(): FakeRange {
    this.sheet.book.tick('activate');
    this.sheet.book.active = this.sheet;
    this.sheet.book.activeRange = this;
    return this;
  }
  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.read('getDataValidations', c => c?.validation ?? null);
  }
  setDataValidations(rules: (FakeDataValidation | null)[][]): FakeRange {
    for (const row of rules) {
      for (const v of row) {
        if (v !== null && !(v instanceof FakeDataValidation))
          throw new Error('Invalid argument: rules');
      }
    }
    return this.writeGrid(
      'setDataValidations',
      rules,
      (c, v) => {
        c.validation = v;
      },
      v => v === null,
    );
  }
  setDataValidation(rule: FakeDataValidation | null): FakeRange {
    return this.setDataValidations(
      Array.from({ length: this.rows }, () =>
        Array<FakeDataValidation | null>(this.cols).fill(rule),
      ),
    );
  }
}

export class FakeSpreadsheet {
  sheets: FakeSheet[] = [];
  active!: FakeSheet;
  activeRange: FakeRange | null = null;
  readonly changes: LogEntry[] = [];
  /** Every service call made, by method name, in order. */
  readonly calls: string[] = [];
  /** When set, the call with this number (counted from 1 after setting it) fails. */
  private failing: { at: number; seen: number; message: string } | null = null;
  private nextId = 1;
  timeZone = 'Europe/Berlin';

  /** Makes the k-th service call from now fail (once), as a timeout or quota error would. */
  failAt(k: number, message = 'Service Spreadsheets timed out while accessing document.'): void {
    this.failing = { at: k, seen: 0, message };
  }

  /** Counts a service call; throws when it is the one set to fail. */
  tick(op: string): void {
    this.calls.push(op);
    const f = this.failing;
    if (!f) return;
    f.seen++;
    if (f.seen === f.at) {
      this.failing = null;
      throw new Error(f.message);
    }
  }

  /** Whether the call set to fail has not come yet. */
  get failurePending(): boolean {
    return this.failing !== null;
  }

  log(sheet: FakeSheet | null, op: string): void {
    this.changes.push({ op, sheet: sheet ? sheet.name : null });
  }

  /** Cells of every sheet together, which Sheets caps at 10 million. */
  cellCount(): number {
    return this.sheets.reduce((n, s) => n + s.maxRows * s.maxColumns, 0);
  }

  checkGrowth(cells: number): void {
    if (this.cellCount() + cells > CELL_LIMIT) {
      throw new Error(
        `This action would increase the number of cells in the workbook above the limit of ${CELL_LIMIT} cells.`,
      );
    }
  }

  addSheet(name: string, values: Value[][] = []): FakeSheet {
    if (this.sheets.some(s => s.name === name)) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    // Sheet ids in Sheets are large and unrelated to position.
    const sheet = new FakeSheet(this, name, 1000 + 17 * this.nextId++);
    // A sheet created with data is as large as the data (at least Sheets' 1000 × 26).
    sheet.maxRows = Math.max(sheet.maxRows, values.length);
    sheet.maxColumns = Math.max(sheet.maxColumns, ...values.map(r => r.length));
    this.sheets.push(sheet);
    values.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === '' || v === null || v === undefined) return;
        const cell = sheet.cell(r + 1, c + 1);
        cell.value = v;
      }),
    );
    if (!this.active) this.active = sheet;
    return sheet;
  }

  /** Sheets' "Duplicate": cells and developer metadata copied, a new id. */
  duplicate(sheet: FakeSheet, name: string): FakeSheet {
    const copy = this.addSheet(name);
    for (const [k, c] of sheet.cells) copy.cells.set(k, { ...c });
    copy.metadata = sheet.metadata.map(m => new FakeMetadata(copy, m.key, m.value));
    copy.conditionalRules = sheet.conditionalRules.map(
      rule =>
        new FakeConditionalFormatRule(
          rule.condition,
          rule.ranges.map(r => new FakeRange(copy, r.row, r.col, r.rows, r.cols)),
        ),
    );
    return copy;
  }

  getActiveSheet(): FakeSheet {
    this.tick('getActiveSheet');
    return this.active;
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.tick('setActiveSheet');
    this.active = sheet;
    return sheet;
  }
  getActiveRange(): FakeRange | null {
    this.tick('getActiveRange');
    return this.activeRange && this.activeRange.sheet === this.active ? this.activeRange : null;
  }
  getSheets(): FakeSheet[] {
    this.tick('getSheets');
    return [...this.sheets];
  }
  getSheetByName(name: string): FakeSheet | null {
    this.tick('getSheetByName');
    return this.sheetNamed(name);
  }
  sheetNamed(name: string): FakeSheet | null {
    return this.sheets.find(s => s.name === name) ?? null;
  }
  insertSheet(name: string): FakeSheet {
    this.tick('insertSheet');
    this.checkGrowth(1000 * 26);
    this.log(null, 'insertSheet');
    const sheet = this.addSheet(name);
    this.active = sheet;
    this.activeRange = null;
    return sheet;
  }
  deleteSheet(sheet: FakeSheet): void {
    this.tick('deleteSheet');
    const i = this.sheets.indexOf(sheet);
    if (i < 0) throw new Error('Sheet not found');
    if (this.sheets.length === 1) {
      throw new Error('You can\u2019t remove all the sheets in a document.');
    }
    this.log(sheet, 'deleteSheet');
    this.sheets.splice(i, 1);
    if (this.active === sheet) {
      this.active = this.sheets[Math.max(0, i - 1)];
      this.activeRange = null;
    }
  }
  newDataValidation(): FakeDataValidationBuilder {
    this.tick('newDataValidation');
    return new FakeDataValidationBuilder(this);
  }
  newConditionalFormatRule(): FakeConditionalFormatRuleBuilder {
    this.tick('newConditionalFormatRule');
    return new FakeConditionalFormatRuleBuilder(this);
  }
  getSpreadsheetTimeZone(): string {
    this.tick('getSpreadsheetTimeZone');
    return this.timeZone;
  }
  getSpreadsheetLocale(): string {
    this.tick('getSpreadsheetLocale');
    return 'de_DE';
  }
  /**
   * `'Swiss open'!A1:K14` or `'Swiss open'!A1:K` (a convenience of this fake for formula
   * evaluation), parsed as Sheets parses a reference: a quoted sheet name has its apostrophes
   * doubled; a bare one must not read as a cell (`A1`, `R1C1`, `RC`, `R2`) or a boolean, nor hold
   * anything but letters, digits and `_`; `A1:K` runs down to the sheet's last row.
   */
  rangeByRef(ref: string): FakeRange {
    const bang = ref.lastIndexOf('!');
    const target = (a1: string, sheet: FakeSheet) => {
      const open = /^\$?([A-Z]{1,3})\$?(\d+):\$?([A-Z]{1,3})$/i.exec(a1.trim());
      if (open) {
        const row = Number(open[2]);
        const c1 = columnNumber(open[1]);
        const c2 = columnNumber(open[3]);
        const col = Math.min(c1, c2);
        return sheet.range(row, col, sheet.getMaxRows() - row + 1, Math.abs(c2 - c1) + 1);
      }
      const p = parseA1(a1);
      return sheet.range(p.row, p.col, p.rows, p.cols);
    };
    if (bang < 0) return target(ref, this.active);
    const raw = ref.slice(0, bang);
    const quoted = /^'((?:[^']|'')+)'$/.exec(raw);
    if (!quoted && !bareSheetName(raw)) throw new Error(`Formula parse error: ${ref}`);
    const name = quoted ? quoted[1].replace(/''/g, "'") : raw;
    const sheet = this.sheetNamed(name);
    if (!sheet) throw new Error(`Range not found: ${ref}`);
    return target(ref.slice(bang + 1), sheet);
  }
}

/** A sheet name Sheets reads without quotes in a formula. */
function bareSheetName(name: string): boolean {
  return (
    /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) &&
    !/^[A-Za-z]{1,3}[0-9]+$/.test(name) &&
    !/^[Rr][0-9]*[Cc]?[0-9]*$/.test(name) &&
    !/^[Cc][0-9]*$/.test(name) &&
    !/^(true|false)$/i.test(name)
  );
}

export class FakeLock {
  held = false;
  /** When true another execution holds the lock for longer than anyone waits. */
  busy = false;
  /** Runs once when the lock is next requested, as if a competing execution got it first. */
  competitor: (() => void) | null = null;
  constructor(private readonly book: FakeSpreadsheet) {}
  tryLock(_ms: number): boolean {
    if (this.competitor) {
      const run = this.competitor;
      this.competitor = null;
      run();
    }
    if (this.busy || this.held) return false;
    this.held = true;
    this.book.log(null, 'lock');
    return true;
  }
  waitLock(ms: number): void {
    if (!this.tryLock(ms))
      throw new Error('Lock timeout: another process was holding the lock for too long.');
  }
  releaseLock(): void {
    if (this.held) this.book.log(null, 'unlock');
    this.held = false;
  }
  hasLock(): boolean {
    return this.held;
  }
}

export interface FakeUi {
  readonly menus: { title: string; items: [string, string][] }[];
  readonly sidebars: { title: string; content: string }[];
  readonly alerts: string[];
}

export interface FakeOptions {
  readonly sheets?: readonly { readonly name: string; readonly values: Value[][] }[];
  readonly userLocale?: string;
  /** Files HtmlService can serve by name (e.g. `Sidebar` → dist/Sidebar.html). */
  readonly files?: Readonly<Record<string, string>>;
  readonly now?: string;
}

/** One fake Google Sheets document with the services around it. */
export class FakeApps {
  readonly book = new FakeSpreadsheet();
  readonly lock = new FakeLock(this.book);
  readonly ui: FakeUi = { menus: [], sidebars: [], alerts: [] };
  userLocale: string;
  now: string;
  readonly files: Readonly<Record<string, string>>;
  flushes = 0;

  constructor(options: FakeOptions = {}) {
    for (const s of options.sheets ?? [{ name: 'Sheet1', values: [] }])
      this.book.addSheet(s.name, s.values);
    this.userLocale = options.userLocale ?? 'en';
    this.now = options.now ?? '2026-03-14 18:05';
    this.files = options.files ?? {};
  }

  /** Sheet by name (throws when missing, to keep tests short). */
  sheet(name: string): FakeSheet {
    const s = this.book.getSheetByName(name);
    if (!s) throw new Error(`no sheet ${name}`);
    return s;
  }

  /** Changes logged against a sheet name. */
  changesTo(name: string): LogEntry[] {
    return this.book.changes.filter(c => c.sheet === name);
  }

  /** The adapter interface the server code takes. */
  services(): Services {
    return {
      spreadsheet: () => this.book,
      documentLock: () => this.lock,
      userLocale: () => this.userLocale,
      now: () => this.now,
      flush: () => {
        this.book.tick('flush');
        this.flushes++;
      },
      base64Decode: data => Uint8Array.from(Buffer.from(data, 'base64')),
      newDataValidation: () => this.book.newDataValidation(),
      newConditionalFormatRule: () => this.book.newConditionalFormatRule(),
    };
  }

  /** Apps Script's global services, for the built bundle in node:vm. */
  globals(): Record<string, unknown> {
    const ui = this.ui;
    const book = this.book;
    const files = this.files;
    const lock = this.lock;
    const countFlush = () => {
      this.book.tick('flush');
      this.flushes++;
    };
    const locale = () => this.userLocale;
    const now = () => this.now;
    const menu = (title: string) => {
      const entry = { title, items: [] as [string, string][] };
      const builder = {
        addItem(label: string, fn: string) {
          entry.items.push([label, fn]);
          return builder;
        },
        addSeparator() {
          entry.items.push(['---', '']);
          return builder;
        },
        addToUi() {
          ui.menus.push(entry);
        },
      };
      return builder;
    };
    const uiService = {
      createAddonMenu: () => menu('Add-on'),
      createMenu: (title: string) => menu(title),
      showSidebar(output: { getTitle(): string; getContent(): string }) {
        ui.sidebars.push({ title: output.getTitle(), content: output.getContent() });
      },
      alert(title: string, prompt?: string) {
        ui.alerts.push(prompt === undefined ? title : `${title}: ${prompt}`);
        return 'OK';
      },
      ButtonSet: { OK: 'OK', OK_CANCEL: 'OK_CANCEL', YES_NO: 'YES_NO' },
    };
    return {
      SpreadsheetApp: {
        getActiveSpreadsheet: () => book,
        getActiveSheet: () => book.getActiveSheet(),
        getActiveRange: () => book.getActiveRange(),
        getUi: () => uiService,
        flush: countFlush,
        newDataValidation: () => book.newDataValidation(),
        newConditionalFormatRule: () => book.newConditionalFormatRule(),
      },
      LockService: { getDocumentLock: () => lock },
      Session: { getActiveUserLocale: locale },
      Utilities: {
        // The clock is fixed (`now`); the Dates of cells are formatted as Apps Script does.
        formatDate: (date: Date, zone: string, pattern: string) =>
          pattern === 'yyyy-MM-dd HH:mm' ? now() : formatDate(date, zone, pattern),
        // Apps Script bytes are signed.
        base64Decode: (data: string) =>
          Array.from(Buffer.from(data, 'base64'), b => (b > 127 ? b - 256 : b)),
      },
      HtmlService: {
        createHtmlOutputFromFile(name: string) {
          const file = files[name];
          if (file === undefined) throw new Error(`No HTML file named ${name} was found.`);
          let content = file;
          let title = '';
          const output = {
            setTitle(t: string) {
              title = t;
              return output;
            },
            getTitle: () => title,
            append(more: string) {
              content += more;
              return output;
            },
            getContent: () => content,
          };
          return output;
        },
      },
    };
  }
}
