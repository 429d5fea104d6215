/**
 * TRF columns are characters: code points. A JavaScript string counts UTF-16 code units, and a
 * character outside the Basic Multilingual Plane (an emoji, CJK extension B) takes two of them, so
 * a name holding one would shift every later column of its line by one. The readers and writers
 * count in code points: a line holding such characters is read through its column line (each
 * of them one unit), its texts (names) cut from the line as written; the writers cut and pad by
 * code points. Lines without them, nearly all, are read and written as before: the check is one
 * native search of the text, which finds nothing at once in a text of Latin-1 characters.
 */

/** A UTF-16 surrogate: half of a character outside the BMP (or a stray half). */
const SURROGATE = /[\uD800-\uDFFF]/;
/** The same, searched from a given place (lastIndex). */
const SURROGATES = /[\uD800-\uDFFF]/g;
/** A surrogate pair: one character outside the BMP. */
const PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
/** Stands for a character outside the BMP in a column line: one unit, no blank, no digit. */
const PLACEHOLDER = '\uFFFD';

/** True when `text` holds a character outside the BMP (two code units). */
export function hasAstral(text: string): boolean {
  return SURROGATE.test(text);
}

/**
 * Where the first line at or after `from` that holds a surrogate starts (a line ends at CR or
 * LF); the text's length when none does.
 */
export function astralLineStart(text: string, from: number): number {
  SURROGATES.lastIndex = from;
  const found = SURROGATES.exec(text);
  if (found === null) return text.length;
  const at = found.index;
  return Math.max(text.lastIndexOf('\n', at), text.lastIndexOf('\r', at)) + 1;
}

/**
 * The line with each character outside the BMP as one placeholder unit: its string indexes are
 * its TRF columns. Only the texts cut from it need the line as written (textColumns).
 */
export function columnLine(line: string): string {
  return line.replace(PAIR, PLACEHOLDER);
}

/** The code unit index of code point `column` (0-based) of `line`; its length past the end. */
function unitIndex(line: string, column: number): number {
  let i = 0;
  for (let k = 0; k < column && i < line.length; k++) {
    const c = line.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && isLow(line.charCodeAt(i + 1)) ? 2 : 1;
  }
  return i;
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Columns `from`–`to` (1-based, inclusive, code points) of a line as written. */
export function textColumns(line: string, from: number, to: number): string {
  return line.slice(unitIndex(line, from - 1), unitIndex(line, to));
}

/** The number of TRF columns (code points) a text takes: its length less its surrogate pairs. */
export function columnWidth(text: string): number {
  let pairs = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && isLow(text.charCodeAt(i + 1))) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

/** The first `width` columns (code points) of a text: never half a character. */
export function cutColumns(text: string, width: number): string {
  return text.length <= width ? text : text.slice(0, unitIndex(text, width));
}

/** A text cut to `width` columns and padded with blanks after it to `width` columns. */
export function padColumns(text: string, width: number): string {
  const cut = cutColumns(text, width);
  return cut + ' '.repeat(width - columnWidth(cut));
}

/** A text padded with blanks after it to at least `width` columns (never cut). */
export function padToColumns(text: string, width: number): string {
  const w = columnWidth(text);
  return w >= width ? text : text + ' '.repeat(width - w);
}
