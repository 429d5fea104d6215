/**
 * Cell values as Google Sheets delivers them to a custom function or `Range.getValues()`:
 * numbers, strings, booleans, `''` for blanks and `Date` objects (CSV readers deliver strings).
 */
export type Cell = string | number | boolean | Date | null | undefined;
export type Grid = readonly (readonly Cell[])[];

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
  if (isDate(c)) return c.toISOString();
  return c
    .replace(/[\u00a0\u2007\u202f\u2009]/g, ' ')
    .replace(/[\u2010-\u2015\u2212\ufe63\uff0d]/g, '-')
    .trim();
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
