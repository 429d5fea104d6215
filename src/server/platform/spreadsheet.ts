/**
 * The thin typed adapter over Apps Script's services that the sidebar code uses. Each interface
 * lists only the methods we call, so the real services satisfy them structurally (checked below)
 * and tests can pass small fakes (test/server/fakes/).
 */

/** Values as Range.getValues() delivers them: numbers, strings, booleans, Dates, '' for blank. */
export type SheetValue = string | number | boolean | Date;

export interface RangeLike {
  getValues(): SheetValue[][];
  getA1Notation(): string;
  getRow(): number;
  getColumn(): number;
  getNumRows(): number;
  getNumColumns(): number;
  getSheet(): SheetLike;
  activate(): unknown;
  setValues(values: (string | number)[][]): unknown;
  setFormula(formula: string): unknown;
  setNumberFormat(format: string): unknown;
  setFontWeight(weight: 'bold' | 'normal' | null): unknown;
  setFontSize(size: number): unknown;
  setFontStyle(style: 'italic' | 'normal' | null): unknown;
  setBackground(color: string | null): unknown;
  setHorizontalAlignment(alignment: 'left' | 'center' | 'normal' | 'right' | null): unknown;
  setNote(note: string): unknown;
  /** Formulas as typed (`=SUM(A1:A3)`), '' for cells without one. */
  getFormulas(): string[][];
  // Whole blocks at once: one call however many cells (each call is a network round trip).
  setBackgrounds(colors: (string | null)[][]): unknown;
  setNotes(notes: (string | null)[][]): unknown;
  setFontWeights(weights: (string | null)[][]): unknown;
  setFontStyles(styles: (string | null)[][]): unknown;
  setFontSizes(sizes: number[][]): unknown;
  setNumberFormats(formats: string[][]): unknown;
  getNotes(): string[][];
  getBackgrounds(): string[][];
  getFontWeights(): string[][];
  getFontStyles(): string[][];
  getFontSizes(): number[][];
  getNumberFormats(): string[][];
  getDataValidations(): (DataValidationLike | null)[][];
  setDataValidations(rules: (DataValidationLike | null)[][]): unknown;
}

/** A data validation rule (only what the add-on reads back of it). */
export interface DataValidationLike {
  getAllowInvalid(): boolean;
  getCriteriaValues(): unknown[];
  getHelpText(): string | null;
}

/** SpreadsheetApp.newDataValidation(): the list rule the Result cells get. */
export interface DataValidationBuilderLike {
  requireValueInList(values: string[], showDropdown: boolean): DataValidationBuilderLike;
  setAllowInvalid(allowInvalidData: boolean): DataValidationBuilderLike;
  setHelpText(helpText: string): DataValidationBuilderLike;
  build(): DataValidationLike;
}

export interface BooleanConditionLike {
  /** An enum value; `String()` of it is its name, e.g. `CELL_EMPTY`. */
  getCriteriaType(): unknown;
}

export interface ConditionalFormatRuleLike {
  getBooleanCondition(): BooleanConditionLike | null;
  getRanges(): RangeLike[];
}

/** SpreadsheetApp.newConditionalFormatRule(): the highlight of a Result still empty. */
export interface ConditionalFormatRuleBuilderLike {
  whenCellEmpty(): ConditionalFormatRuleBuilderLike;
  setBackground(color: string | null): ConditionalFormatRuleBuilderLike;
  setRanges(ranges: RangeLike[]): ConditionalFormatRuleBuilderLike;
  build(): ConditionalFormatRuleLike;
}

export interface MetadataLike {
  getKey(): string;
  getValue(): string | null;
  setValue(value: string): unknown;
  /** Deletes the record (DeveloperMetadata.remove). */
  remove(): unknown;
}

export interface SheetLike {
  getName(): string;
  getSheetId(): number;
  getRange(a1: string): RangeLike;
  getRange(row: number, column: number, numRows: number, numColumns: number): RangeLike;
  getDataRange(): RangeLike;
  getLastRow(): number;
  getLastColumn(): number;
  getMaxRows(): number;
  getMaxColumns(): number;
  insertRowsAfter(afterPosition: number, howMany: number): unknown;
  insertColumnsAfter(afterPosition: number, howMany: number): unknown;
  deleteRows(rowPosition: number, howMany: number): unknown;
  deleteColumns(columnPosition: number, howMany: number): unknown;
  getFrozenRows(): number;
  getColumnWidth(column: number): number;
  clear(): unknown;
  clearNotes(): unknown;
  setFrozenRows(rows: number): unknown;
  setColumnWidth(column: number, width: number): unknown;
  autoResizeColumns(startColumn: number, numColumns: number): unknown;
  activate(): unknown;
  addDeveloperMetadata(key: string, value: string): unknown;
  getDeveloperMetadata(): MetadataLike[];
  getConditionalFormatRules(): ConditionalFormatRuleLike[];
  setConditionalFormatRules(rules: ConditionalFormatRuleLike[]): unknown;
}

export interface SpreadsheetLike {
  getActiveSheet(): SheetLike;
  getActiveRange(): RangeLike | null;
  getSheets(): SheetLike[];
  getSheetByName(name: string): SheetLike | null;
  insertSheet(name: string): SheetLike;
  deleteSheet(sheet: SheetLike): unknown;
  setActiveSheet(sheet: SheetLike): unknown;
  getSpreadsheetTimeZone(): string;
}

export interface LockLike {
  tryLock(timeoutInMillis: number): boolean;
  releaseLock(): void;
}

/** Everything the sidebar's server side needs from Apps Script. */
export interface Services {
  spreadsheet(): SpreadsheetLike;
  /** The document lock, which serialises writes by concurrent executions. */
  documentLock(): LockLike;
  /** The user's language, e.g. `de` or `en_GB` (Session.getActiveUserLocale()). */
  userLocale(): string;
  /** Now, formatted in the spreadsheet's time zone: `2026-03-14 18:05`. */
  now(timeZone: string): string;
  /** Commits pending writes before the lock is released. */
  flush(): void;
  /** Bytes of a base64 string (values 0–255). */
  base64Decode(data: string): Uint8Array;
  newDataValidation(): DataValidationBuilderLike;
  newConditionalFormatRule(): ConditionalFormatRuleBuilderLike;
}

/** The real services. Only called inside an execution, never at module top level. */
export function appsScriptServices(): Services {
  return {
    spreadsheet: () => SpreadsheetApp.getActiveSpreadsheet(),
    documentLock: () => LockService.getDocumentLock(),
    userLocale: () => Session.getActiveUserLocale(),
    now: timeZone => Utilities.formatDate(new Date(), timeZone, 'yyyy-MM-dd HH:mm'),
    flush: () => SpreadsheetApp.flush(),
    // Apps Script bytes are signed (-128…127).
    base64Decode: data => Uint8Array.from(Utilities.base64Decode(data), b => b & 0xff),
    newDataValidation: () => SpreadsheetApp.newDataValidation(),
    newConditionalFormatRule: () => SpreadsheetApp.newConditionalFormatRule(),
  };
}

// The real services must keep satisfying the narrow interfaces (a compile-time check only).
type Satisfies<T extends U, U> = T;
export type _RealSpreadsheet = Satisfies<GoogleAppsScript.Spreadsheet.Spreadsheet, SpreadsheetLike>;
export type _RealSheet = Satisfies<GoogleAppsScript.Spreadsheet.Sheet, SheetLike>;
export type _RealRange = Satisfies<GoogleAppsScript.Spreadsheet.Range, RangeLike>;
export type _RealLock = Satisfies<GoogleAppsScript.Lock.Lock, LockLike>;
export type _RealValidation = Satisfies<
  GoogleAppsScript.Spreadsheet.DataValidationBuilder,
  DataValidationBuilderLike
>;
export type _RealRule = Satisfies<
  GoogleAppsScript.Spreadsheet.ConditionalFormatRuleBuilder,
  ConditionalFormatRuleBuilderLike
>;
