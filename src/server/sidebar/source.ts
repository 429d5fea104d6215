/**
 * Step 1 of the sidebar: the table the standings come from. Either the range the user typed, or
 * the table detected on the active sheet (the selection when it is a block, else the used area,
 * skipping title lines above the table).
 */
import { InputError } from '../../core';
import { detectLayout } from '../../core/readers/readGrid';
import { looksLikeTrfColumn } from '../../core/readers/trfColumn';
import type { ReadOptions, ReadResult } from '../../core';
import { detectTeamLayout, readIndividualGrid, readTeamGrid } from '../../core/teams';
import type { TeamReadResult } from '../../core/teams';
import type { Locale } from '../../shared/types';
import { ownRecord } from '../writing/ownSheets';
import type { RangeLike, SheetLike, SheetValue, SpreadsheetLike } from '../platform/spreadsheet';
import { texts } from '../texts/general';
import { inputErrorInfo, UserError } from '../platform/userError';
import type { SourceOrigin } from '../platform/userError';
import { sheetGrid } from '../platform/sheetTime';
import { resolveRange } from '../platform/rangeText';

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

/**
 * `A1:K14` → `A1:K`: the same columns down to the sheet's last row, so a formula reading it
 * counts players and rounds typed below or beside the table later.
 */
export function openEnded(a1: string): string {
  const m = /^([A-Z]{1,3}\d+):([A-Z]{1,3})\d+$/.exec(a1);
  return m ? `${m[1]}:${m[2]}` : a1;
}

/** `'Swiss open'!A1:K14` for formulas and the settings line. */
export function sheetRef(sheet: string, a1: string): string {
  return `${quoteSheetName(sheet)}!${a1}`;
}

interface SourceBase {
  readonly sheet: SheetLike;
  readonly range: RangeLike;
  readonly origin: SourceOrigin;
}

/** A table of individual results (crosstable, progress table, results list, TRF). */
export interface IndividualSource extends SourceBase {
  readonly kind: 'individual';
  readonly read: ReadResult;
}

/** A team event: a team crosstable, a match list or a TRF with team records. */
export interface TeamSource extends SourceBase {
  readonly kind: 'team';
  readonly team: TeamReadResult;
}

export type Source = IndividualSource | TeamSource;

function originOf(range: RangeLike): SourceOrigin {
  return {
    row: range.getRow(),
    col: range.getColumn(),
    sheet: range.getSheet().getName(),
    a1: range.getA1Notation(),
  };
}

/** Options the source sheet itself implies: the point system and round robin of an import. */
function readOptionsFor(sheet: SheetLike): ReadOptions {
  const r = ownRecord(sheet);
  if (r?.role !== 'import') return {};
  return {
    ...(r.points && { pointSystem: r.points }),
    ...(r.system === 'round-robin' && { system: r.system }),
  };
}

function refuseOwnOutput(sheet: SheetLike, locale: Locale): void {
  const r = ownRecord(sheet);
  if (r && r.role !== 'import')
    throw new UserError(texts(locale).ownSheetAsSource(sheet.getName()));
}

/**
 * Reads a range; a reader's error becomes a UserError naming the user's cell. Team tables are
 * recognised first, by the same test the custom functions use (a match list's header, a
 * crosstable of board points with more than one board per match, a TRF with team records), so
 * the sidebar and =TIEBREAK never disagree about what a range holds.
 */
export function readSource(range: RangeLike, locale: Locale, extra: ReadOptions = {}): Source {
  const sheet = range.getSheet();
  refuseOwnOutput(sheet, locale);
  const origin = originOf(range);
  try {
    const grid = sheetGrid(range.getValues());
    if (detectTeamLayout(grid) !== null) {
      return { kind: 'team', sheet, range, origin, team: readTeamGrid(grid) };
    }
    const read = readIndividualGrid(grid, { ...readOptionsFor(sheet), ...extra });
    return { kind: 'individual', sheet, range, origin, read };
  } catch (e) {
    if (e instanceof InputError && e.location.kind === 'range' && !resultsLike(range)) {
      const ref = sheetRef(origin.sheet, origin.a1);
      const cells = [{ sheet: origin.sheet, a1: origin.a1 }];
      throw new UserError(texts(locale).notResults(origin.sheet), cells, ref, {
        help: 'tables',
      });
    }
    if (e instanceof InputError) {
      const info = inputErrorInfo(e, origin, locale);
      const { message, cells, ...extra } = info;
      throw new UserError(message, cells, sheetRef(origin.sheet, origin.a1), extra);
    }
    throw e;
  }
}

/**
 * Whether a range the readers refused still looks like a results table of some layout (then the
 * reader's own message says what is wrong in it); if not, the organiser is told what the add-on
 * reads instead of why one particular reader gave up.
 */
function resultsLike(range: RangeLike): boolean {
  try {
    const grid = sheetGrid(range.getValues());
    if (detectTeamLayout(grid) !== null || looksLikeTrfColumn(grid)) return true;
    detectLayout(grid);
    return true;
  } catch (e) {
    if (e instanceof InputError) return false;
    throw e;
  }
}

/** The range the user typed (platform/rangeText.ts: every form Sheets accepts). */
export function rangeFromText(ss: SpreadsheetLike, text: string, locale: Locale): RangeLike {
  return resolveRange(ss, text, locale);
}

function blank(v: SheetValue): boolean {
  return v === '' || (typeof v === 'string' && v.trim() === '');
}

/**
 * The smallest block holding every non-blank cell of the sheet's used area; an empty sheet is
 * refused with a message naming it.
 */
export function usedBlockRange(sheet: SheetLike, locale: Locale): RangeLike {
  const values = sheet.getDataRange().getValues();
  let top = -1;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  values.forEach((row, r) =>
    row.forEach((v, c) => {
      if (blank(v)) return;
      if (top < 0) top = r;
      bottom = r;
      left = Math.min(left, c);
      right = Math.max(right, c);
    }),
  );
  if (top < 0)
    throw new UserError(texts(locale).emptySheet(sheet.getName()), [], null, {
      help: 'tables',
    });
  return sheet.getRange(top + 1, left + 1, bottom - top + 1, right - left + 1);
}

/**
 * The table on the active sheet: a selected block, else the used area (the readers themselves
 * recognise title and header lines on top of a table).
 */
export function detectTable(ss: SpreadsheetLike, locale: Locale, extra: ReadOptions = {}): Source {
  const sheet = ss.getActiveSheet();
  const own = ownRecord(sheet);
  if (own && own.role !== 'import' && own.sourceSheetId !== undefined && own.sourceRange) {
    // Standing on our own standings sheet: its source is what the user means.
    const source = ss.getSheets().find(s => s.getSheetId() === own.sourceSheetId);
    if (source) return readSource(source.getRange(own.sourceRange), locale, extra);
  }
  const selection = ss.getActiveRange();
  if (
    selection &&
    selection.getSheet().getSheetId() === sheet.getSheetId() &&
    selection.getNumRows() > 1 &&
    selection.getNumColumns() > 1
  ) {
    return readSource(selection, locale, extra);
  }
  return readSource(usedBlockRange(sheet, locale), locale, extra);
}

/** Where a range sits on its sheet (also for the Keizer evening's lists, keizerEvening.ts). */
export { originOf };
