import { normaliseGrid } from '../../core';
import type { Grid, WallClock, WallClockReader } from '../../core';

/**
 * Dates as the sheet shows them. Sheets hands a custom function (and `Range.getValues()`) a time
 * typed as `3:1` as the instant at which the SPREADSHEET's time zone showed 1899-12-30 03:01,
 * with the offset that zone had in 1899 (Asia/Kolkata +5:21:10, Europe/Paris +0:09:21; Berlin
 * already +1:00 since 1893). The script runs in Etc/GMT, so only the spreadsheet's zone turns the
 * instant back into what was typed; `Utilities.formatDate` reads it with the same zone rules.
 */
export type FormatDate = (date: Date, timeZone: string, pattern: string) => string;

const PATTERN = 'yyyy-MM-dd HH:mm:ss';

/** The wall clock of a Date in a zone; the zone is asked for once, and only if a Date appears. */
export function zoneClock(
  timeZone: () => string,
  format: FormatDate = (d, tz, p) => Utilities.formatDate(d, tz, p),
): WallClockReader {
  let zone: string | undefined;
  return (d: Date): WallClock => {
    zone ??= timeZone();
    const text = format(d, zone, PATTERN);
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
    if (!m) throw new Error(`Utilities.formatDate gave "${text}" for pattern ${PATTERN}`);
    const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
    return { year, month, day, hour, minute, second };
  };
}

/** The active spreadsheet's clock: read-only, so custom functions may use it too. */
export function activeSpreadsheetClock(): WallClockReader {
  return zoneClock(() => SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetTimeZone());
}

/** A range's values made safe for the readers, Dates read in the spreadsheet's time zone. */
export function sheetGrid(values: readonly (readonly unknown[])[]): Grid {
  return normaliseGrid(values, activeSpreadsheetClock());
}
