import { cellError, msg } from '../errors';

/**
 * Cell values as Google Sheets delivers them to a custom function or `Range.getValues()`:
 * numbers, strings, booleans, `''` for blanks and `Date` objects (CSV readers deliver strings).
 * A `Date` in a grid the readers get shows in its UTC fields what the sheet shows (the adapter's
 * `normaliseGrid` makes it so; see there).
 */
export type Cell = string | number | boolean | Date | null | undefined;
export type Grid = readonly (readonly Cell[])[];

/** Date and time of day as the sheet shows a date-time value (month 1–12). */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Reads what the sheet shows for a Date (the adapter knows the spreadsheet's time zone). */
export type WallClockReader = (d: Date) => WallClock;

/** The UTC fields: right for Dates already normalised, and for a sheet whose zone is UTC. */
export const utcWallClock: WallClockReader = d => ({
  year: d.getUTCFullYear(),
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
  hour: d.getUTCHours(),
  minute: d.getUTCMinutes(),
  second: d.getUTCSeconds(),
});

// Sheets counts days from 1899-12-30: a time typed without a date (`3:1`) lands on that day,
// a duration past 24 hours on the days after it.
const SERIAL_ZERO = Date.UTC(1899, 11, 30);
const MINUTE = 60_000;
/** Longest duration read back as typed text: anything beyond is a real date. */
const MAX_TYPED_HOURS = 99;

/**
 * The text typed into a cell that Sheets turned into a time: `3:1` becomes 03:01, `1:0` 01:00,
 * `0:1` 00:01, `2:2` 02:02 (team scores and results written with a colon). Null when the wall
 * clock is no time typed as hours:minutes (a date, or seconds).
 */
export function typedTime(w: WallClock): string | null {
  if (w.second !== 0) return null;
  const minutes = (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - SERIAL_ZERO) / MINUTE;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MAX_TYPED_HOURS * 60) return null;
  return `${Math.floor(minutes / 60)}:${minutes % 60}`;
}

/**
 * A cell as the readers may see it: a time typed as `h:m` back to that text, any other date as a
 * Date whose UTC fields are the wall clock. A Date that is no instant, a list or an object in a
 * cell is an error naming the cell: Sheets never delivers them, so a caller's mistake put them there.
 */
export function normaliseCell(
  v: unknown,
  row: number,
  col: number,
  clock: WallClockReader = utcWallClock,
): Cell {
  if (v === null || v === undefined) return v;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (isDate(v as Cell)) {
    const d = v as Date;
    if (Number.isNaN(d.getTime())) {
      throw cellError(row, col, msg`holds an invalid date (no point in time); expected a value`);
    }
    const w = clock(d);
    const typed = typedTime(w);
    if (typed !== null) return typed;
    return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
  }
  const what = Array.isArray(v) ? 'a list of values' : `a value of type ${typeof v}`;
  throw cellError(
    row,
    col,
    msg`holds ${what}, not one value; expected text, a number, a checkbox or a date`,
  );
}

/** Refuses, naming the cell, what `normaliseCell` refuses: the readers' first check. */
export function checkCells(grid: Grid): void {
  grid.forEach((row, r) => {
    if (Array.isArray(row)) row.forEach((v: unknown, c) => normaliseCell(v, r, c));
  });
}

/**
 * The values of a range made safe for the readers (see `normaliseCell`); `clock` reads Dates in
 * the spreadsheet's time zone. Rows that are not arrays are left for the readers' shape checks.
 */
export function normaliseGrid(
  values: readonly (readonly unknown[])[],
  clock: WallClockReader = utcWallClock,
): Grid {
  return values.map((row, r) =>
    Array.isArray(row) ? row.map((v, c) => normaliseCell(v, r, c, clock)) : row,
  ) as Grid;
}

export function isDate(c: Cell): c is Date {
  return c instanceof Date || Object.prototype.toString.call(c) === '[object Date]';
}

export function isBlank(c: Cell): boolean {
  return c === '' || c === null || c === undefined || (typeof c === 'string' && c.trim() === '');
}

/**
 * Text of a cell for token matching: trimmed, non-breaking and thin spaces made plain, the
 * various dashes and minus signs made `-`. Numbers are printed without exponent noise.
 */
export function cellText(c: Cell): string {
  if (c === null || c === undefined) return '';
  if (typeof c === 'number') return numberText(c);
  if (typeof c === 'boolean') return c ? 'TRUE' : 'FALSE';
  if (isDate(c)) return Number.isNaN(c.getTime()) ? 'an invalid date' : c.toISOString();
  if (typeof c !== 'string') return String(c);
  if (!hasOddSpaceOrDash(c)) return c.trim();
  return c
    .replace(/[\u00a0\u2007\u202f\u2009]/g, ' ')
    .replace(/[\u2010-\u2015\u2212\ufe63\uff0d]/g, '-')
    .trim();
}

/** Whether `cellText` has a space or dash to make plain: most cells have none (one scan, no regex). */
function hasOddSpaceOrDash(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i);
    if (k < 0xa0) continue;
    if (k === 0xa0 || k === 0x2007 || k === 0x202f || k === 0x2009) return true;
    if ((k >= 0x2010 && k <= 0x2015) || k === 0x2212 || k === 0xfe63 || k === 0xff0d) return true;
  }
  return false;
}

function numberText(n: number): string {
  const r = Math.round(n * 1e9) / 1e9;
  return String(r);
}

/**
 * Reads one side's score: `1`, `0`, `½`, `0.5`, `.5`, `0,5`, `=`, `r`, `remis`, `2½`, `2,5`, or a
 * number cell. Returns null when the text is not a score (the caller says what it expected).
 */
export function parseScoreValue(c: Cell): number | null {
  if (typeof c === 'number') return Number.isFinite(c) ? Math.round(c * 1e9) / 1e9 : null;
  if (typeof c !== 'string') return null;
  const t = cellText(c).toLowerCase();
  if (t === '') return null;
  if (t === '=' || t === 'r' || t === 'remis' || t === 'draw' || t === 'd') return 0.5;
  if (t === '½' || t === '1/2') return 0.5;
  const half = /^(\d+)\s*½$/.exec(t);
  if (half) return Number(half[1]) + 0.5;
  const quarter = /^(\d*)\s*([¼¾])$/.exec(t);
  if (quarter) return Number(quarter[1] || '0') + (quarter[2] === '¼' ? 0.25 : 0.75);
  const num = /^(\d+)?(?:[.,](\d+))?$/.exec(t);
  if (num && (num[1] !== undefined || num[2] !== undefined)) {
    const v = Number(`${num[1] ?? '0'}.${num[2] ?? '0'}`);
    return Number.isFinite(v) ? v : null;
  }
  return null;
}
