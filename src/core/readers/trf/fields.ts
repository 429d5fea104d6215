import { lineError, msg } from '../../errors';

/** Text of 1-based inclusive columns `from`–`to` of a line (shorter lines give what is there). */
export function columns(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

/**
 * Columns `from`–`to` (1-based, inclusive) without the white space around them: what
 * `columns(line, from, to).trim()` gives, with one substring instead of two.
 */
export function trimmedColumns(line: string, from: number, to: number): string {
  let first = from - 1;
  let last = Math.min(to, line.length) - 1;
  while (first <= last && isWhite(line.charCodeAt(first))) first++;
  while (last >= first && isWhite(line.charCodeAt(last))) last--;
  return first > last ? '' : line.slice(first, last + 1);
}

/** What String.prototype.trim removes: white space and line terminators. */
export function isWhite(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The line quoted for an error message, cut to a readable length. */
export function quote(text: string, max = 40): string {
  const t = text.trim();
  return `"${t.length > max ? `${t.slice(0, max)}…` : t}"`;
}

/**
 * A points field such as `11.5`, `3`, `-1.0` (a comma is accepted as decimal separator: German
 * programs write `4,5`). Blank gives undefined.
 */
export function pointsValue(raw: string): number | undefined | null {
  const t = raw.trim();
  if (t === '') return undefined;
  if (!/^-?\d+([.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/**
 * pointsValue of columns `from`–`to` (1-based, inclusive), read character by character when the
 * field is plain ASCII (`11.5`, `-1`, `4,5`, blank): no substring, no regex. A value read so is
 * the one Number gives: the digits as one whole number divided once by a power of ten, both exact,
 * is the correctly rounded value of the decimal, as Number's is.
 */
export function pointsAt(line: string, from: number, to: number): number | undefined | null {
  let first = from - 1;
  let last = Math.min(to, line.length) - 1;
  while (first <= last && isAsciiBlank(line.charCodeAt(first))) first++;
  while (last >= first && isAsciiBlank(line.charCodeAt(last))) last--;
  if (first > last) return undefined;
  let i = first;
  const negative = line.charCodeAt(i) === 45;
  if (negative) i++;
  let whole = 0;
  let digits = 0;
  let scale = 1;
  let point = false;
  for (; i <= last; i++) {
    const c = line.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      whole = whole * 10 + (c - 48);
      digits++;
      if (point) scale *= 10;
    } else if ((c === 46 || c === 44) && !point && digits > 0 && i < last) {
      point = true;
    } else {
      return pointsValue(columns(line, from, to));
    }
  }
  if (digits === 0 || digits > 15) return pointsValue(columns(line, from, to));
  const v = whole / scale;
  return negative ? -v : v;
}

/** Space, tab…CR. */
function isAsciiBlank(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

export function pointsField(
  line: string,
  lineNo: number,
  from: number,
  to: number,
  what: string,
): number | undefined {
  const v = pointsAt(line, from, to);
  if (v === null) {
    throw lineError(
      lineNo,
      msg`${what} (columns ${from}–${to}): found ${quote(columns(line, from, to))}, expected points like 11.5`,
    );
  }
  return v;
}

/**
 * The federation a TRF-2026 172 record names for its national rating records (NRS), if any: a
 * 3-letter code beside the method (`FIDE NRO FIDON NIDOF HBFN LBFN OTHER`; NRO is a method).
 */
export function nrsFederation(text172: string): string | undefined {
  const fed = text172
    .trim()
    .split(/\s+/)
    .find(t => /^[A-Za-z]{3}$/.test(t) && t.toUpperCase() !== 'NRO');
  return fed?.toUpperCase();
}

/** The text after the 3-character record id, trimmed; undefined when empty. */
export function recordText(line: string): string | undefined {
  const t = line.slice(3).trim();
  return t === '' ? undefined : t;
}

/** Days of each month in a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether day `d` of month `m` of year `y` is a date of the (proleptic) Gregorian calendar. */
function isValidDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : MONTH_DAYS[m - 1]);
}

/** The digits of `t` from `from` to `to` (exclusive) as a number, −1 unless they all are digits. */
function digitRun(t: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = t.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * `YYYY/MM/DD` (also with `-` or `.`), the way TRF writes every date, read without a regex: the
 * result isoDate gives, or null for any other spelling (isoDate reads those in full).
 */
function plainIsoDate(t: string): string | undefined | null {
  if (t.length !== 10) return null;
  const sep = t.charCodeAt(4);
  if ((sep !== 47 && sep !== 45 && sep !== 46) || t.charCodeAt(7) !== sep) return null;
  const y = digitRun(t, 0, 4);
  const mo = digitRun(t, 5, 7);
  const d = digitRun(t, 8, 10);
  if (y < 0 || mo < 0 || d < 0) return null;
  if (!isValidDate(y, mo, d)) return undefined;
  if (sep === 45) return t;
  // The digits with '-' between them, as one new string (not five joined).
  return String.fromCharCode(
    t.charCodeAt(0),
    t.charCodeAt(1),
    t.charCodeAt(2),
    t.charCodeAt(3),
    45,
    t.charCodeAt(5),
    t.charCodeAt(6),
    45,
    t.charCodeAt(8),
    t.charCodeAt(9),
  );
}

/**
 * An ISO date (YYYY-MM-DD) from the ways pairing programs print dates: `2024/03/18` (TRF),
 * `2024-03-18`, `2024.03.18`, `28. 07. 2005` or `28.07.2005` (German programs: day first).
 * undefined when the text is not a complete, valid date (`1987/00/00` means "year only").
 */
export function isoDate(text: string): string | undefined {
  const t = text.trim();
  const plain = plainIsoDate(t);
  if (plain !== null) return plain;
  let m = /^(\d{4})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})$/.exec(t);
  let y: number, mo: number, d: number;
  if (m) {
    y = Number(m[1]);
    mo = Number(m[2]);
    d = Number(m[3]);
  } else {
    m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(t);
    if (!m) return undefined;
    // Day first: TRF itself is year first, so a trailing year comes from European programs.
    d = Number(m[1]);
    mo = Number(m[2]);
    y = Number(m[3]);
  }
  if (!isValidDate(y, mo, d)) return undefined;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
