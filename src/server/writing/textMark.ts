/**
 * Sheets' text mark: a value written with setValues is read as if the user had typed it, so text
 * that Sheets would take for something else is written with a leading apostrophe, Sheets' own
 * "this is text" mark, which is not part of the value and is not shown. The mark stays with the
 * cell, though (the formula bar shows `'Rank`), so it is written only where it is needed: then
 * a cell written back after a failed run (transaction.ts) is exactly the cell it was, and the
 * sheets we write carry no marks a user would wonder about.
 *
 * Sheets' parsing depends on the spreadsheet's locale (`1,5` is a number in German, `1/2` a date
 * in English), so the test is deliberately wider than any one locale: a mark too many changes
 * only what the formula bar shows, a mark too few turns a name into a formula or a date.
 */
import type { SheetValue } from '../platform/spreadsheet';

/** English and German month names and their abbreviations: `Jan 5` or `5. Mai` is a date. */
const MONTH =
  'jan|feb|m[aä]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz]|januar[y]?|februar[y]?|march|m[aä]rz|april|june?i?|july?i?|august|september|o[ck]tober|november|de[cz]ember';
const DATE_WITH_MONTH = new RegExp(
  `^(\\d{1,4}[\\s.,/-]*)?(${MONTH})\\.?([\\s.,/-]*\\d{1,4}){0,2}$`,
  'i',
);

/**
 * True when Sheets could read `s`, typed into a cell, as anything but this text: a formula (`=`,
 * and `+`, `-`, `@` before something), a number in any notation (`12`, `1.5`, `1,5`, `-3`,
 * `1e5`, `12%`, `$5`, `1 000`), a date or time (`1/2`, `2024-01-05`, `5.1.2024`, `12:30`,
 * `Jan 5`), a boolean (`TRUE`, `false`), or text that itself starts with the mark.
 */
export function needsTextMark(s: string): boolean {
  if (s === '') return false;
  if (/^['=+\-@]/.test(s)) return true;
  const t = s.trim();
  if (t === '') return false;
  if (/^(true|false)$/i.test(t)) return true;
  // Digits with the signs of numbers, currencies, dates and times, and nothing else.
  if (/\d/.test(t) && /^[\d\s.,:/'’+\-eE%()$€£¥]+$/.test(t)) return true;
  // Times with a day half (`9 am`, `12:30 PM`) and dates with a month's name.
  if (/^\d{1,2}(:\d{2}){0,2}\s*[ap]\.?m\.?$/i.test(t)) return true;
  return DATE_WITH_MONTH.test(t);
}

/** Text from the sheet or the user, written so that Sheets keeps it as this text. */
export function asText(s: string): string {
  return needsTextMark(s) ? `'${s}` : s;
}

/** A value as setValues must be given it to read back as it is: text with the mark if needed. */
export function asTyped<T extends SheetValue>(v: T): T {
  return typeof v === 'string' ? (asText(v) as T) : v;
}
