import { lineError, msg } from '../../errors';

/** Text of 1-based inclusive columns `from`–`to` of a line (shorter lines give what is there). */
export function columns(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
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

export function pointsField(
  line: string,
  lineNo: number,
  from: number,
  to: number,
  what: string,
): number | undefined {
  const raw = columns(line, from, to);
  const v = pointsValue(raw);
  if (v === null) {
    throw lineError(
      lineNo,
      msg`${what} (columns ${from}–${to}): found ${quote(raw)}, expected points like 11.5`,
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

function isValidDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= days[m - 1];
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
  return `${t.slice(0, 4)}-${t.slice(5, 7)}-${t.slice(8, 10)}`;
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
