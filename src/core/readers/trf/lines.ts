import { lineError } from '../../errors';
import { quote } from './fields';

/** What a line of a TRF file is, judged by its first characters. */
export type LineClass =
  /** Empty or only spaces. */
  | { readonly kind: 'blank' }
  /** `###` comment (TRF Remark 1). */
  | { readonly kind: 'comment' }
  /** A FIDE record: three digits, then a space or the end of the line. */
  | { readonly kind: 'record'; readonly id: string }
  /**
   * Three letters, then a space or the end: extension records (`XXR`, `BBW`, `DAT`…), national
   * rating records (a federation code such as `GER`), or the column captions some programs and
   * the FIDE samples put above a block (`DDD SSSS sTTT NNNN…`).
   */
  | { readonly kind: 'letters'; readonly id: string }
  /** Only digits and spaces, not a record: a column ruler (`1234567890…`, `    1    2`). */
  | { readonly kind: 'ruler' };

/** Splits text into lines (CR LF, LF or a lone CR, as TRF Remark 1 asks for), without a BOM. */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function classifyLine(line: string, lineNo: number): LineClass {
  if (line.trim() === '') return { kind: 'blank' };
  if (line.startsWith('###')) return { kind: 'comment' };
  if (/^\d{3}(\s|$)/.test(line)) return { kind: 'record', id: line.slice(0, 3) };
  if (/^[A-Za-z]{3}(\s|$)/.test(line))
    return { kind: 'letters', id: line.slice(0, 3).toUpperCase() };
  if (/^[\d\s]+$/.test(line)) return { kind: 'ruler' };
  throw lineError(
    lineNo,
    `found ${quote(line)}, expected a TRF record: a 3-character record id (001, 012, XXR…), then a space`,
  );
}
