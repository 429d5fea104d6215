/**
 * Writing the standings (and explanation) sheets. The add-on writes only into sheets it created:
 * a run finds its earlier sheet for the same source by developer metadata (ownSheets.ts) and
 * rewrites it, or creates a new one; a sheet of the user's is never touched, whatever its name.
 * All of it happens under the document lock, so two runs at once cannot both create a sheet or
 * interleave their writes.
 */
import type { Locale } from '../../shared/types';
import { createOwnSheet, findOwnSheet, updateOwnRecord } from './ownSheets';
import type { OwnRecord, SheetRole } from './ownSheets';
import { NEW_SHEET_COLUMNS, NEW_SHEET_ROWS, SheetTransaction } from './transaction';
import type { SheetLike, Services } from '../platform/spreadsheet';
import { HIGHLIGHT } from './standingsLayout';
import type { SheetPlan } from './standingsLayout';
import { texts } from '../texts/general';
import { UserError } from '../platform/userError';

/** How long a run waits for another one to finish before giving up. */
export const LOCK_WAIT_MS = 20000;

/**
 * Runs `body` holding the document lock. Its writes go through a SheetTransaction, which flushes
 * them before the lock is released.
 */
export function withDocumentLock<T>(services: Services, locale: Locale, body: () => T): T {
  const lock = services.documentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) throw new UserError(texts(locale).busy);
  try {
    return body();
  } finally {
    lock.releaseLock();
  }
}

/** Rows and columns a sheet needs to hold a plan (the formatted rows included). */
export function planSize(plan: SheetPlan): { rows: number; columns: number } {
  return {
    rows: Math.max(formattedRows(plan), plan.headerRow + plan.dataRows),
    columns: plan.values[0].length,
  };
}

/** Rows from the top that carry values or formats (a live sheet's header comes from a formula). */
function formattedRows(plan: SheetPlan): number {
  return Math.max(
    plan.values.length,
    plan.headerRow,
    ...plan.boldRows,
    ...plan.notes.map(n => n.row),
  );
}

/** 2-D arrays for the top block's formats, so each goes out in one call. */
function blockFormats(plan: SheetPlan) {
  const rows = formattedRows(plan);
  const width = plan.values[0].length;
  const grid = <T>(v: T): T[][] => Array.from({ length: rows }, () => Array<T>(width).fill(v));
  const weights = grid<string>('normal');
  const styles = grid<string>('normal');
  const sizes = grid<number>(10);
  const backgrounds = grid<string | null>(null);
  const notes = grid<string>('');
  weights[0][0] = 'bold';
  sizes[0][0] = 14;
  if (rows > 1) styles[1][0] = 'italic';
  for (const r of [plan.headerRow, ...plan.boldRows]) {
    if (r <= rows) weights[r - 1].fill('bold');
  }
  for (const h of plan.highlights) backgrounds[h.row - 1][h.col - 1] = HIGHLIGHT;
  for (const n of plan.notes) notes[n.row - 1][n.col - 1] = n.text;
  return { weights, styles, sizes, backgrounds, notes };
}

/** Grows a sheet to at least rows × columns (a new sheet has 1000 × 26; writing past throws). */
export function ensureSize(sheet: SheetLike, rows: number, columns: number): void {
  const haveRows = sheet.getMaxRows();
  if (haveRows < rows) sheet.insertRowsAfter(haveRows, rows - haveRows);
  const haveColumns = sheet.getMaxColumns();
  if (haveColumns < columns) sheet.insertColumnsAfter(haveColumns, columns - haveColumns);
}

/**
 * Puts a plan into a sheet of ours, replacing whatever an earlier run wrote there. The number of
 * service calls does not depend on the number of players: values and formats go out as whole
 * blocks, number formats once per formatted column.
 */
export function writePlan(sheet: SheetLike, plan: SheetPlan): void {
  const size = planSize(plan);
  sheet.clear();
  sheet.clearNotes();
  ensureSize(sheet, size.rows, size.columns);
  const rows = plan.values.length;
  const width = plan.values[0].length;
  sheet.getRange(1, 1, rows, width).setValues(plan.values);
  if (plan.formula)
    sheet.getRange(plan.formula.row, plan.formula.col, 1, 1).setFormula(plan.formula.text);
  const block = sheet.getRange(1, 1, formattedRows(plan), width);
  const f = blockFormats(plan);
  block.setFontWeights(f.weights);
  block.setFontStyles(f.styles);
  block.setFontSizes(f.sizes);
  if (plan.highlights.length > 0) block.setBackgrounds(f.backgrounds);
  if (plan.notes.length > 0) block.setNotes(f.notes);
  sheet.setFrozenRows(plan.headerRow);
  if (plan.dataRows > 0) {
    for (const c of plan.columnFormats) {
      sheet.getRange(plan.headerRow + 1, c.col, plan.dataRows, 1).setNumberFormat(c.format);
    }
  }
  // Column A also holds the title and settings line, which must not set its width.
  sheet.setColumnWidth(1, 60);
  if (width > 1) sheet.autoResizeColumns(2, width - 1);
}

export interface SourceKey {
  readonly sheetId: number;
  readonly range: string;
  /** The source sheet's name, which new sheets are named after (`Standings – Swiss open`). */
  readonly name: string;
}

export interface StandingsWrite {
  readonly locale: Locale;
  readonly source: SourceKey;
  /** The plan for the standings sheet, given the sheet's number of rows. */
  readonly standings: (maxRows: number) => SheetPlan;
  /** The explanation sheet's plan, or null for none. Computed only once the lock is held. */
  readonly explanations: (() => SheetPlan) | null;
  /** Further sheets of the same run (the ranking crosstable, the prize lists), in this order. */
  readonly more?: readonly MoreSheet[];
}

/** A further sheet a standings run writes, all or nothing with the others. */
export interface MoreSheet {
  readonly role: SheetRole;
  /** `Crosstable – Swiss open`: the name a new sheet gets. */
  readonly baseName: string;
  /** The plan, given the sheet's number of rows (a live sheet formats the rows it may fill). */
  readonly plan: (maxRows: number) => SheetPlan;
}

export interface WrittenSheets {
  readonly sheet: string;
  readonly created: boolean;
  readonly explanationSheet: string | null;
  /** The names of the further sheets, in the order asked. */
  readonly more: readonly string[];
}

/** One sheet to write: our earlier sheet of this role for the source, or a new one. */
interface Target {
  readonly role: SheetRole;
  readonly baseName: string;
  readonly existing: SheetLike | null;
  readonly plan: SheetPlan;
}

/** Cells a target adds to the spreadsheet: a new sheet whole, an old one only what it grows. */
function growth(target: Target): number {
  const { rows, columns } = planSize(target.plan);
  const have = target.existing
    ? { rows: target.existing.getMaxRows(), columns: target.existing.getMaxColumns() }
    : { rows: NEW_SHEET_ROWS, columns: NEW_SHEET_COLUMNS };
  const after = Math.max(rows, have.rows) * Math.max(columns, have.columns);
  return target.existing ? after - have.rows * have.columns : after;
}

/** Writes one target inside the transaction; returns the sheet. */
function writeTarget(
  services: Services,
  t: SheetTransaction,
  source: SourceKey,
  target: Target,
): SheetLike {
  const ss = services.spreadsheet();
  let sheet = target.existing;
  if (sheet) {
    const name = sheet.getName();
    t.replacing(sheet, name, planSize(target.plan).columns);
    updateOwnRecord(sheet, { sourceRange: source.range }, { t, name });
  } else {
    sheet = createOwnSheet(
      ss,
      target.baseName,
      { role: target.role, sourceSheetId: source.sheetId, sourceRange: source.range },
      t,
    );
  }
  writePlan(sheet, target.plan);
  return sheet;
}

/**
 * Writes the standings sheet (and the explanation sheet), under the document lock, all or
 * nothing: everything is computed first; if any write fails, what this run created is removed
 * and what it replaced is restored, and the organiser is told.
 */
export function writeStandingsSheets(services: Services, job: StandingsWrite): WrittenSheets {
  const tx = texts(job.locale);
  return withDocumentLock(services, job.locale, () => {
    const ss = services.spreadsheet();
    const t = new SheetTransaction(services, tx);
    return t.run(() => {
      const existing = findOwnSheet(ss, 'standings', job.source.sheetId);
      const targets: Target[] = [
        {
          role: 'standings',
          baseName: tx.sheetFor(tx.standingsSheet, job.source.name),
          existing,
          plan: job.standings(existing ? existing.getMaxRows() : NEW_SHEET_ROWS),
        },
      ];
      if (job.explanations) {
        targets.push({
          role: 'explanations',
          baseName: tx.sheetFor(tx.explanationSheet, job.source.name),
          existing: findOwnSheet(ss, 'explanations', job.source.sheetId),
          plan: job.explanations(),
        });
      }
      const explained = targets.length > 1;
      for (const more of job.more ?? []) {
        const own = findOwnSheet(ss, more.role, job.source.sheetId);
        targets.push({
          role: more.role,
          baseName: more.baseName,
          existing: own,
          plan: more.plan(own ? own.getMaxRows() : NEW_SHEET_ROWS),
        });
      }
      for (const target of targets) t.reserve(growth(target));
      t.checkCellLimit();
      const [sheet, ...others] = targets.map(target =>
        writeTarget(services, t, job.source, target),
      );
      sheet.activate();
      return {
        sheet: sheet.getName(),
        created: existing === null,
        explanationSheet: explained ? others[0].getName() : null,
        more: others.slice(explained ? 1 : 0).map(s => s.getName()),
      };
    });
  });
}

/**
 * A new sheet of ours holding imported rows (never replaces anything), all or nothing.
 * Returns the new sheet's name.
 */
export function writeImportSheet(
  services: Services,
  locale: Locale,
  baseName: string,
  rows: (string | number)[][],
  record: Pick<OwnRecord, 'points' | 'system'>,
): string {
  const tx = texts(locale);
  return withDocumentLock(services, locale, () => {
    const ss = services.spreadsheet();
    const t = new SheetTransaction(services, tx);
    return t.run(() => {
      const width = rows[0].length;
      t.reserve(Math.max(rows.length, NEW_SHEET_ROWS) * Math.max(width, NEW_SHEET_COLUMNS));
      t.checkCellLimit();
      const sheet = createOwnSheet(ss, baseName, { role: 'import', ...record }, t);
      ensureSize(sheet, rows.length, width);
      const block = sheet.getRange(1, 1, rows.length, width);
      block.setValues(rows);
      const weights = rows.map((_, r) => Array<string>(width).fill(r === 0 ? 'bold' : 'normal'));
      block.setFontWeights(weights);
      sheet.setFrozenRows(1);
      sheet.autoResizeColumns(1, width);
      sheet.activate();
      return sheet.getName();
    });
  });
}
