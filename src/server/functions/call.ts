import { InputError, MessageError, langOf, msg } from '../../core';
import { readIndividualGrid } from '../../core/teams';
import type { Grid, Lang, ReadOptions, ReadResult } from '../../core';
import { originFromFormula } from '../platform/origin';
import { sheetGrid } from '../platform/sheetTime';

/**
 * Sheets passes a multi-cell range as a 2-D array and a single cell as its value. Anything that
 * is not a rectangle of cells is a mistake in the formula, not in the results.
 */
export function asGrid(range: unknown, fn: string): Grid {
  if (!Array.isArray(range)) {
    throw new MessageError(
      msg`${fn}: the first argument must be a range of results such as B2:I8, not a single value.`,
    );
  }
  return sheetGrid(range.map(row => (Array.isArray(row) ? row : [row])));
}

/**
 * Restates an input error against the user's sheet. The calling cell's formula tells where the
 * range argument starts; custom functions may read it (the Spreadsheet service is read-only
 * there), and any failure just leaves the range-relative message.
 */
export function sheetError(fn: string, e: InputError, argument = 0, lang: Lang = 'en'): Error {
  let origin;
  try {
    const formula =
      typeof SpreadsheetApp !== 'undefined' ? SpreadsheetApp.getActiveRange()?.getFormula() : '';
    origin = formula ? originFromFormula(formula, argument) : undefined;
  } catch {
    origin = undefined;
  }
  return new Error(`${fn}: ${(origin ? e.at(origin) : e).messageIn(lang)}`);
}

/**
 * The spreadsheet's language (File › Settings › Locale), for a custom function whose `lang`
 * option asks for it; unknown → English. A custom function's messages are English unless its
 * options say otherwise, so a shared sheet's cells do not change with its locale setting.
 */
export function spreadsheetLang(): Lang {
  try {
    if (typeof SpreadsheetApp === 'undefined') return 'en';
    const book =
      SpreadsheetApp.getActiveSpreadsheet() as GoogleAppsScript.Spreadsheet.Spreadsheet | null;
    return langOf(book ? book.getSpreadsheetLocale() : null);
  } catch {
    return 'en';
  }
}

/** Runs the body of a custom function, turning every failure into a message for the cell note. */
export function guarded<T>(fn: string, body: () => T, lang: Lang = 'en'): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError) throw sheetError(fn, e, 0, lang);
    if (e instanceof MessageError) {
      const said = e.messageIn(lang);
      throw new Error(e.message.startsWith(`${fn}:`) ? said : `${fn}: ${said}`);
    }
    if (e instanceof Error && !e.message.startsWith(`${fn}:`))
      throw new Error(`${fn}: ${e.message}`);
    throw e;
  }
}

/** Reads an individual event; a team crosstable with a mistake gets the team reader's message. */
export function readRange(range: unknown, fn: string, options: ReadOptions = {}): ReadResult {
  return readIndividualGrid(asGrid(range, fn), options);
}
