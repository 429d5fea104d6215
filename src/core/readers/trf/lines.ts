import { lineError, msg } from '../../errors';
import { isWhite, quote } from './fields';

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

/**
 * Splits text into lines (CR LF, LF or a lone CR, as TRF Remark 1 asks for), without a BOM: the
 * lines readTrf walks (textLines, lineEnd), each cut.
 */
export function splitLines(text: string): string[] {
  const t: LineEnds = { text, lf: -1, cr: -1 };
  const lines: string[] = [];
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const end = lineEnd(t, at);
    lines.push(text.slice(at, end));
    at = text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
  }
  return lines;
}

/**
 * A text's characters as bytes: `codes[k]` is the code of character k when that is below 128,
 * and 128 or more when it is not. The plain 001 lines are read from these codes: a string's
 * character read is a call in the interpreter and a large string access once compiled (~30
 * instructions), a byte read a few instructions either way (a program reads one file, mostly
 * before anything is compiled). Usually the file's own bytes (charBytes).
 */
export type CharCodes = Uint8Array;

/** A DataView of `codes`, to read several of them at once (see plainRounds). */
export function codesView(codes: CharCodes): DataView {
  return new DataView(codes.buffer, codes.byteOffset, codes.byteLength);
}

/**
 * A text read line by line as splitLines cuts it, without cutting it: the reader finds each
 * line's end by the native search of the text and makes a string only of what it keeps (a file's
 * 10,000 lines cut at once and kept alive through their records cost ~11M instructions to split
 * and more to collect, although the 001 lines are read from the codes).
 */
export interface TextLines extends LineEnds {
  readonly codes: CharCodes;
  /** Where the line being read starts (the character after the previous line's end). */
  at: number;
}

/** A text and where its next line ends were last found (lineEnd). */
interface LineEnds {
  readonly text: string;
  /**
   * The first LF and the first CR found at or after where a line last started (text.length when
   * there is none, −1 before the first search): each searched again only once passed, so that a
   * text of lone CRs or LFs is not searched to its end for every line.
   */
  lf: number;
  cr: number;
}

/** The lines of `text`, whose CharCodes are `codes`, from the first (after a BOM) on. */
export function textLines(text: string, codes: CharCodes): TextLines {
  return { text, codes, at: text.charCodeAt(0) === 0xfeff ? 1 : 0, lf: -1, cr: -1 };
}

/**
 * Where the line starting at `at` ends: at its first CR or LF, or at the end of the text. `at`
 * must not be before where the line before started.
 */
export function lineEnd(t: LineEnds, at: number): number {
  if (t.lf < at) {
    const lf = t.text.indexOf('\n', at);
    t.lf = lf < 0 ? t.text.length : lf;
  }
  if (t.cr < at) {
    const cr = t.text.indexOf('\r', at);
    t.cr = cr < 0 ? t.text.length : cr;
  }
  return t.lf < t.cr ? t.lf : t.cr;
}

/** The line starting at `at` of `text`, without its end. */
export function lineAt(text: string, at: number): string {
  return text.slice(at, lineEnd({ text, lf: -1, cr: -1 }, at));
}

/**
 * The CharCodes of a text read from the string, for readers given only the text (a sheet): every
 * character read once, ~36 instructions each (on a 2 MB file ~22M more than the 001 lines once
 * read from their strings cost; the command hands over codes of its own: src/cli/charCodes.ts).
 */
export function textCodes(text: string): Uint8Array {
  const codes = new Uint8Array(text.length);
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    codes[k] = c < 128 ? c : 255;
  }
  return codes;
}

/**
 * Where the line after the one ending at `end` starts, as splitLines splits: past a CR LF, a
 * lone CR or a LF.
 */
export function nextLineAt(codes: CharCodes, end: number): number {
  return codes[end] === 13 && codes[end + 1] === 10 ? end + 2 : end + 1;
}

/**
 * '000' … '999' at their number, each written when first read, so that reading a record's id
 * allocates nothing: the whole table made at load cost every started program 1.3M instructions,
 * and a file uses a dozen ids.
 */
const RECORD_IDS: (string | undefined)[] = new Array<string | undefined>(1000);

/**
 * The id of a line that is a FIDE record (three digits, then white space or the end of the
 * line: what classifyLine calls a record), read from its first four characters; undefined for
 * every other line.
 */
export function recordId(line: string): string | undefined {
  const a = line.charCodeAt(0) - 48;
  const b = line.charCodeAt(1) - 48;
  const c = line.charCodeAt(2) - 48;
  if (!(a >= 0 && a <= 9 && b >= 0 && b <= 9 && c >= 0 && c <= 9)) return undefined;
  if (line.length > 3 && !isWhite(line.charCodeAt(3))) return undefined;
  const n = a * 100 + b * 10 + c;
  return (RECORD_IDS[n] ??= line.slice(0, 3));
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
    msg`found ${quote(line)}, expected a TRF record: a 3-character record id (001, 012, XXR…), then a space`,
  );
}
