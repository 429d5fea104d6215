/**
 * Writing the standings (and explanation) sheets. The add-on writes only into sheets it created:
 * a run finds its earlier sheet for the same source by developer metadata (ownSheets.ts) and
 * rewrites it, or creates a new one; a sheet of the user's is never touched, whatever its name.
 * All of it happens under the document lock, so two runs at once cannot both create a sheet or
 * interleave their writes.
 */
import type { PointSystem } from '../core';
import type { Locale } from '../shared/types';
import { createOwnSheet, findOwnSheet, updateOwnRecord } from './ownSheets';
import type { SheetRole } from './ownSheets';
import type { SheetLike, Services } from './spreadsheet';
import { HIGHLIGHT } from './standingsLayout';
import type { SheetPlan } from './standingsLayout';
import { texts } from './texts';
import { UserError } from './userError';

/** How long a run waits for another one to finish before giving up. */
export const LOCK_WAIT_MS = 20000;

/** Runs `body` holding the document lock; writes are flushed before it is released. */
export function withDocumentLock<T>(services: Services, locale: Locale, body: () => T): T {
  const lock = services.documentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) throw new UserError(texts(locale).busy);
  try {
    const result = body();
    services.flush();
    return result;
  } finally {
    lock.releaseLock();
  }
}

/** Puts a plan into a sheet of ours, replacing whatever an earlier run wrote there. */
export function writePlan(sheet: SheetLike, plan: SheetPlan): void {
  sheet.clear();
  sheet.clearNotes();
  const rows = plan.values.length;
  const width = plan.values[0].length;
  sheet.getRange(1, 1, rows, width).setValues(plan.values);
  if (plan.formula)
    sheet.getRange(plan.formula.row, plan.formula.col, 1, 1).setFormula(plan.formula.text);
  const title = sheet.getRange(1, 1, 1, 1);
  title.setFontWeight('bold');
  title.setFontSize(14);
  sheet.getRange(2, 1, 1, 1).setFontStyle('italic');
  sheet.getRange(plan.headerRow, 1, 1, width).setFontWeight('bold');
  sheet.setFrozenRows(plan.headerRow);
  if (plan.dataRows > 0) {
    const available = sheet.getMaxRows() - plan.headerRow;
    const n = Math.min(plan.dataRows, available);
    for (const f of plan.columnFormats) {
      if (n > 0) sheet.getRange(plan.headerRow + 1, f.col, n, 1).setNumberFormat(f.format);
    }
  }
  for (const r of plan.boldRows) sheet.getRange(r, 1, 1, width).setFontWeight('bold');
  for (const h of plan.highlights) sheet.getRange(h.row, h.col, 1, 1).setBackground(HIGHLIGHT);
  for (const n of plan.notes) sheet.getRange(n.row, n.col, 1, 1).setNote(n.text);
  // Column A also holds the title and settings line, which must not set its width.
  sheet.setColumnWidth(1, 60);
  if (width > 1) sheet.autoResizeColumns(2, width - 1);
}

export interface SourceKey {
  readonly sheetId: number;
  readonly range: string;
}

/** Our sheet of this role for the source (rewritten), or a new one. Never a sheet of the user's. */
function claimSheet(
  services: Services,
  role: SheetRole,
  source: SourceKey,
  baseName: string,
): { sheet: SheetLike; created: boolean } {
  const ss = services.spreadsheet();
  const existing = findOwnSheet(ss, role, source.sheetId);
  if (existing) {
    updateOwnRecord(existing, { sourceRange: source.range });
    return { sheet: existing, created: false };
  }
  const sheet = createOwnSheet(ss, baseName, {
    role,
    sourceSheetId: source.sheetId,
    sourceRange: source.range,
  });
  return { sheet, created: true };
}

export interface StandingsWrite {
  readonly locale: Locale;
  readonly source: SourceKey;
  /** The plan for the standings sheet, given the sheet's number of rows. */
  readonly standings: (maxRows: number) => SheetPlan;
  /** The explanation sheet's plan, or null for none. Computed only once the lock is held. */
  readonly explanations: (() => SheetPlan) | null;
}

export interface WrittenSheets {
  readonly sheet: string;
  readonly created: boolean;
  readonly explanationSheet: string | null;
}

/** Writes the standings sheet (and the explanation sheet), under the document lock. */
export function writeStandingsSheets(services: Services, job: StandingsWrite): WrittenSheets {
  const tx = texts(job.locale);
  return withDocumentLock(services, job.locale, () => {
    const { sheet, created } = claimSheet(services, 'standings', job.source, tx.standingsSheet);
    writePlan(sheet, job.standings(sheet.getMaxRows()));
    let explanationSheet: string | null = null;
    if (job.explanations) {
      const e = claimSheet(services, 'explanations', job.source, tx.explanationSheet);
      writePlan(e.sheet, job.explanations());
      explanationSheet = e.sheet.getName();
    }
    sheet.activate();
    return { sheet: sheet.getName(), created, explanationSheet };
  });
}

/** A new sheet of ours holding imported rows (never replaces anything). */
export function writeImportSheet(
  services: Services,
  locale: Locale,
  baseName: string,
  rows: (string | number)[][],
  record: { readonly points?: PointSystem },
): SheetLike {
  return withDocumentLock(services, locale, () => {
    const sheet = createOwnSheet(services.spreadsheet(), baseName, { role: 'import', ...record });
    sheet.getRange(1, 1, rows.length, rows[0].length).setValues(rows);
    sheet.getRange(1, 1, 1, rows[0].length).setFontWeight('bold');
    sheet.setFrozenRows(1);
    sheet.autoResizeColumns(1, rows[0].length);
    sheet.activate();
    return sheet;
  });
}
