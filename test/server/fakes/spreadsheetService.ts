/**
 * A fake of the parts of Apps Script the sidebar uses: SpreadsheetApp (spreadsheet, sheets,
 * ranges, developer metadata, UI), LockService, Session, HtmlService and Utilities. It behaves as
 * Sheets does where that matters for safety:
 *
 * - a string written with setValues is read as if typed: `=…` (and `+x`, `-x`, `@x`) becomes a
 *   formula, `12`/`1.5` a number, `TRUE` a boolean, `1/2` a date; a leading apostrophe keeps the
 *   rest as text and is not part of the value;
 * - insertSheet refuses a name that exists and makes the new sheet active;
 * - every change is logged with its sheet, so tests can prove a sheet was never touched;
 * - the document lock can be made busy, or handed to a competing execution first.
 *
 * It serves the server unit tests (through `services()`), the built bundle in node:vm (through
 * `globals()`), the browser tests and `npm run preview`.
 */
import type { Services } from '../../../src/server/spreadsheet';
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
  };
}

/** What Sheets makes of a typed string. */
export function interpretInput(s: string): { value: Value; formula: string | null } {
  if (s.startsWith("'")) return { value: s.slice(1), formula: null };
  if (s.startsWith('=')) return { value: '', formula: s };
  if (/^[+-]?\d+(\.\d+)?$/.test(s.trim())) return { value: Number(s.trim()), formula: null };
  if (/^(true|false)$/i.test(s.trim())) return { value: /^true$/i.test(s.trim()), formula: null };
  const date = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(s.trim());
  if (date) {
    return {
      value: new Date(Date.UTC(Number(date[3] ?? 2026), Number(date[1]) - 1, Number(date[2]))),
      formula: null,
    };
  }
  if (/^[+\-@]./.test(s)) return { value: '', formula: `=${s.replace(/^@/, '')}` };
  return { value: s, formula: null };
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

export class FakeMetadata {
  constructor(
    private readonly owner: FakeSheet,
    readonly key: string,
    public value: string | null,
  ) {}
  getKey(): string {
    return this.key;
  }
  getValue(): string | null {
    return this.value;
  }
  setValue(value: string): FakeMetadata {
    this.owner.book.log(this.owner, 'metadata');
    this.value = value;
    return this;
  }
}

export class FakeSheet {
  readonly cells = new Map<string, FakeCell>();
  /** Values a formula spilled into (set by an evaluator, see harness.ts). */
  readonly spilled = new Map<string, Value>();
  metadata: FakeMetadata[] = [];
  frozenRows = 0;
  maxRows = 1000;
  maxColumns = 26;
  readonly columnWidths = new Map<number, number>();

  constructor(
    readonly book: FakeSpreadsheet,
    public name: string,
    readonly id: number,
  ) {}

  cell(row: number, col: number): FakeCell {
    const key = `${row},${col}`;
    let c = this.cells.get(key);
    if (!c) {
      c = emptyCell();
      this.cells.set(key, c);
    }
    return c;
  }

  peek(row: number, col: number): FakeCell | undefined {
    return this.cells.get(`${row},${col}`);
  }

  valueAt(row: number, col: number): Value {
    const c = this.peek(row, col);
    const spilled = this.spilled.get(`${row},${col}`) ?? '';
    if (c?.formula) return spilled;
    return c && c.value !== '' ? c.value : spilled;
  }

  /** Values of the used area, row 1 to getLastRow(), as getValues would give them. */
  grid(): Value[][] {
    const rows = this.getLastRow();
    const cols = this.getLastColumn();
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => this.valueAt(r + 1, c + 1)),
    );
  }

  getName(): string {
    return this.name;
  }
  setName(name: string): FakeSheet {
    this.book.log(this, 'setName');
    this.name = name;
    return this;
  }
  getSheetId(): number {
    return this.id;
  }
  getRange(a: string | number, col?: number, rows = 1, cols = 1): FakeRange {
    if (typeof a === 'string') {
      const p = parseA1(a);
      return new FakeRange(this, p.row, p.col, p.rows, p.cols);
    }
    if (col === undefined) throw new Error('getRange: column missing');
    if (a < 1 || col < 1 || rows < 1 || cols < 1) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new FakeRange(this, a, col, rows, cols);
  }
  getDataRange(): FakeRange {
    return new FakeRange(
      this,
      1,
      1,
      Math.max(1, this.getLastRow()),
      Math.max(1, this.getLastColumn()),
    );
  }
  private used(): { row: number; col: number }[] {
    const out: { row: number; col: number }[] = [];
    const add = (key: string) => {
      const [row, col] = key.split(',').map(Number);
      out.push({ row, col });
    };
    for (const [key, c] of this.cells) if (c.value !== '' || c.formula) add(key);
    for (const [key, v] of this.spilled) if (v !== '') add(key);
    return out;
  }
  getLastRow(): number {
    return this.used().reduce((m, p) => Math.max(m, p.row), 0);
  }
  getLastColumn(): number {
    return this.used().reduce((m, p) => Math.max(m, p.col), 0);
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }
  clear(): FakeSheet {
    this.book.log(this, 'clear');
    this.cells.clear();
    this.spilled.clear();
    return this;
  }
  clearNotes(): FakeSheet {
    this.book.log(this, 'clearNotes');
    for (const c of this.cells.values()) c.note = '';
    return this;
  }
  setFrozenRows(rows: number): FakeSheet {
    this.book.log(this, 'setFrozenRows');
    this.frozenRows = rows;
    return this;
  }
  getFrozenRows(): number {
    return this.frozenRows;
  }
  setColumnWidth(column: number, width: number): FakeSheet {
    this.book.log(this, 'setColumnWidth');
    this.columnWidths.set(column, width);
    return this;
  }
  autoResizeColumns(start: number, n: number): FakeSheet {
    this.book.log(this, 'autoResizeColumns');
    for (let c = start; c < start + n; c++) this.columnWidths.set(c, -1);
    return this;
  }
  activate(): FakeSheet {
    this.book.active = this;
    this.book.activeRange = new FakeRange(this, 1, 1, 1, 1);
    return this;
  }
  addDeveloperMetadata(key: string, value: string): FakeSheet {
    this.book.log(this, 'metadata');
    this.metadata.push(new FakeMetadata(this, key, value));
    return this;
  }
  getDeveloperMetadata(): FakeMetadata[] {
    return [...this.metadata];
  }
  getIndex(): number {
    return this.book.sheets.indexOf(this) + 1;
  }
}

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
    readonly row: number,
    readonly col: number,
    readonly rows: number,
    readonly cols: number,
  ) {
    if (row + rows - 1 > sheet.maxRows || col + cols - 1 > sheet.maxColumns) {
      // Sheets grows columns on setValues; for reading and formatting the sheet must be big enough.
      sheet.maxColumns = Math.max(sheet.maxColumns, col + cols - 1);
      sheet.maxRows = Math.max(sheet.maxRows, row + rows - 1);
    }
  }
  private each(f: (c: FakeCell, r: number, k: number) => void): void {
    for (let r = 0; r < this.rows; r++) {
      for (let k = 0; k < this.cols; k++) f(this.sheet.cell(this.row + r, this.col + k), r, k);
    }
  }
  private write(op: string, f: (c: FakeCell, r: number, k: number) => void): FakeRange {
    this.sheet.book.log(this.sheet, op);
    this.each(f);
    return this;
  }
  getSheet(): FakeSheet {
    return this.sheet;
  }
  getRow(): number {
    return this.row;
  }
  getColumn(): number {
    return this.col;
  }
  getNumRows(): number {
    return this.rows;
  }
  getNumColumns(): number {
    return this.cols;
  }
  getLastRow(): number {
    return this.row + this.rows - 1;
  }
  getA1Notation(): string {
    const start = `${columnLetters(this.col)}${this.row}`;
    if (this.rows === 1 && this.cols === 1) return start;
    return `${start}:${columnLetters(this.col + this.cols - 1)}${this.row + this.rows - 1}`;
  }
  getValues(): Value[][] {
    return Array.from({ length: this.rows }, (_, r) =>
      Array.from({ length: this.cols }, (_, k) => this.sheet.valueAt(this.row + r, this.col + k)),
    );
  }
  getDisplayValues(): string[][] {
    return this.getValues().map(row => row.map(v => String(v)));
  }
  getFormulas(): string[][] {
    return Array.from({ length: this.rows }, (_, r) =>
      Array.from(
        { length: this.cols },
        (_, k) => this.sheet.peek(this.row + r, this.col + k)?.formula ?? '',
      ),
    );
  }
  getFormula(): string {
    return this.getFormulas()[0][0];
  }
  getNote(): string {
    return this.sheet.peek(this.row, this.col)?.note ?? '';
  }
  setValues(values: Value[][]): FakeRange {
    if (values.length !== this.rows) {
      throw new Error(
        `The number of rows in the data does not match the number of rows in the range. The data has ${values.length} but the range has ${this.rows}.`,
      );
    }
    for (const row of values) {
      if (row.length !== this.cols) {
        throw new Error(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.cols}.`,
        );
      }
    }
    return this.write('setValues', (c, r, k) => {
      const v = values[r][k];
      if (typeof v === 'string') {
        const typed = interpretInput(v);
        c.value = typed.value;
        c.formula = typed.formula;
      } else {
        c.value = v;
        c.formula = null;
      }
    });
  }
  setValue(v: Value): FakeRange {
    return this.setValues([[v]]);
  }
  setFormula(formula: string): FakeRange {
    return this.write('setFormula', c => {
      c.formula = formula;
      c.value = '';
    });
  }
  setNumberFormat(format: string): FakeRange {
    return this.write('setNumberFormat', c => {
      c.format = format;
    });
  }
  setFontWeight(weight: string | null): FakeRange {
    return this.write('setFontWeight', c => {
      c.bold = weight === 'bold';
    });
  }
  setFontStyle(style: string | null): FakeRange {
    return this.write('setFontStyle', c => {
      c.italic = style === 'italic';
    });
  }
  setFontSize(size: number): FakeRange {
    return this.write('setFontSize', c => {
      c.fontSize = size;
    });
  }
  setBackground(color: string | null): FakeRange {
    return this.write('setBackground', c => {
      c.background = color;
    });
  }
  setHorizontalAlignment(_a: string | null): FakeRange {
    return this.write('setHorizontalAlignment', () => undefined);
  }
  setNote(note: string): FakeRange {
    return this.write('setNote', c => {
      c.note = note;
    });
  }
  activate(): FakeRange {
    this.sheet.book.active = this.sheet;
    this.sheet.book.activeRange = this;
    return this;
  }
}

export class FakeSpreadsheet {
  sheets: FakeSheet[] = [];
  active!: FakeSheet;
  activeRange: FakeRange | null = null;
  readonly changes: LogEntry[] = [];
  private nextId = 1;
  timeZone = 'Europe/Berlin';

  log(sheet: FakeSheet | null, op: string): void {
    this.changes.push({ op, sheet: sheet ? sheet.name : null });
  }

  addSheet(name: string, values: Value[][] = []): FakeSheet {
    if (this.sheets.some(s => s.name === name)) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    // Sheet ids in Sheets are large and unrelated to position.
    const sheet = new FakeSheet(this, name, 1000 + 17 * this.nextId++);
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
    return copy;
  }

  getActiveSheet(): FakeSheet {
    return this.active;
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.active = sheet;
    return sheet;
  }
  getActiveRange(): FakeRange | null {
    return this.activeRange && this.activeRange.sheet === this.active ? this.activeRange : null;
  }
  getSheets(): FakeSheet[] {
    return [...this.sheets];
  }
  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.find(s => s.name === name) ?? null;
  }
  insertSheet(name: string): FakeSheet {
    this.log(null, 'insertSheet');
    const sheet = this.addSheet(name);
    this.active = sheet;
    this.activeRange = null;
    return sheet;
  }
  getSpreadsheetTimeZone(): string {
    return this.timeZone;
  }
  getSpreadsheetLocale(): string {
    return 'de_DE';
  }
  /** `'Swiss open'!A1:K14` (a convenience of this fake for formula evaluation). */
  rangeByRef(ref: string): FakeRange {
    const bang = ref.lastIndexOf('!');
    if (bang < 0) return this.active.getRange(ref);
    const raw = ref.slice(0, bang);
    const name = /^'(.*)'$/.test(raw) ? raw.slice(1, -1).replace(/''/g, "'") : raw;
    const sheet = this.getSheetByName(name);
    if (!sheet) throw new Error(`Range not found: ${ref}`);
    return sheet.getRange(ref.slice(bang + 1));
  }
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
        this.flushes++;
      },
      base64Decode: data => Uint8Array.from(Buffer.from(data, 'base64')),
    };
  }

  /** Apps Script's global services, for the built bundle in node:vm. */
  globals(): Record<string, unknown> {
    const ui = this.ui;
    const book = this.book;
    const files = this.files;
    const lock = this.lock;
    const countFlush = () => {
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
