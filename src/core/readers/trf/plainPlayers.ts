import { codesView, lineEnd, type CharCodes, type TextLines } from './lines';
import type { PlayerLines } from './playerLines';
import { plainRounds, reserveSlots, SLOTS, type PlayerRecord } from './player';

/*
 * The 001 lines of a file written the plain way, read in one loop.
 *
 * A file is mostly 001 lines, and a program reads one file: read line by line through
 * parsePlayerLine, each line calls a dozen small helpers, each warming up on its own before the
 * compiler optimises it. Here the usual line (ASCII blanks, every gap column blank, numbers
 * written as digits, every round as plainRounds reads it) is read by one loop and two functions
 * (plainPlayer, which calls plainRounds), each too large for the compiler to copy into the loop:
 * the loop itself stays small, so the compiler optimises it after fewer lines and compiles less.
 * Measured on the 9,999-line file: one loop holding it all took ~12M instructions more, and
 * plainRounds' loop inside plainPlayer 1.5M more; the fields and the record in one function, each
 * field kept in a local where it is read, took ~10M less than one function for the fields and one
 * for the record passing them through module tables.
 *
 * It takes a line only when it can read it completely and gives the record parsePlayerLine gives
 * (its rounds written where parsePlayerLine writes them); anything else (and so every line with a
 * mistake) stops the loop and is left to parsePlayerLine, which reads it or explains what is
 * wrong.
 *
 * The columns are read from the text's CharCodes, not from the line's string: each character
 * read of a string is a call while interpreted and a large string access once compiled, which
 * made these functions among the costliest to run and to compile (~59M instructions more for
 * the 9,999-line file). Only the start number, the name and the points are kept: the sex, title,
 * rating, federation, FIDE id, birth date and rank are only checked (where parsePlayerLine checks
 * them), and read from the line when the participants are built (playerDetails), by the one
 * function that reads them for parsePlayerLine's records too.
 */

/**
 * The fields before the rounds (0-based, end exclusive): first the whole numbers (start number,
 * rating, FIDE id, rank: digits checked, only the start number kept), then the name and the
 * points, then the fields that hold anything (title, federation, birth date): here only the
 * blank column after them is checked. Each field's end is one of the columns parsePlayerLine
 * requires blank (see gapsBlank); the last of them, 90, plainRounds checks.
 */
const FIELD_FROM = new Int32Array([4, 48, 57, 85, 14, 80, 10, 53, 69]);
const FIELD_TO = new Int32Array([8, 52, 68, 89, 47, 84, 13, 56, 79]);

/**
 * How many fields there are, and how many of them are read (the rest only end in a blank
 * column): numbers written into the loop (a const enum), where the tables' length would be
 * loaded from the module and checked on every step.
 */
const enum Count {
  fields = 9,
  read = 6,
}

/** Where plainPlayer's scan of a number or the points is. */
const enum Scan {
  /** Blanks before the digits. */
  lead,
  digits,
  /** The points' decimal point or comma, one digit to follow. */
  point,
  /** Past the digits: only blanks may follow. */
  trail,
}

/** The most players a TRF holds: start numbers have four columns. */
const MAX_PLAYERS = 9999;

/**
 * Reads the 001 lines from the one starting at `text.at` (line `lineNo`) on into `out`, as long
 * as each is plain and starts before `limit`: how many lines it read (0 when that line is not a
 * plain 001 line). It leaves `text.at` where the first line not read starts. The caller stops it
 * before a line holding characters outside the BMP (codePoints.ts: its columns are no string
 * indexes); the limit takes the place of the text's length in the loop, which a check of each
 * line for them made ~1.1M instructions costlier on 9,999 lines.
 */
export function readPlainPlayers(
  text: TextLines,
  lineNo: number,
  out: PlayerRecord[],
  lines: PlayerLines,
  limit: number,
): number {
  const s = text.text;
  const b = text.codes;
  // Made once for the lines' rounds, not for each line (plainRounds).
  const view = codesView(b);
  // Where the line being read starts in the text, and where it ends.
  let p = text.at;
  let e = lineEnd(text, p);
  // Room for the rounds of every line left (at most MAX_PLAYERS: more start numbers do not fit
  // their four columns), as many as the first line has, the lines left counted as long as it:
  // the rounds of the whole block in one array, in line order (which buildRounds's table then
  // copies at once).
  const first = e - p;
  const left = Math.min(Math.ceil((s.length - p) / (first + 1)), MAX_PLAYERS);
  reserveSlots(first > 91 ? left * (((first - 82) / 10) | 0) : 0);
  // The next LF and CR, as lineEnd keeps them, searched here in the loop (a function called for
  // every line is compiled on its own besides the loop).
  let lf = text.lf;
  let cr = text.cr;
  const { lineOf, rows } = lines;
  let { inOrder, last, longest, longestLine } = lines;
  let read = 0;
  while (p < limit) {
    const n = e - p;
    if (n < 4 || b[p] !== 48 || b[p + 1] !== 48 || b[p + 2] !== 49 || b[p + 3] !== 32) break;
    const line = lineNo + read;
    const record = plainPlayer(s, b, view, p, n, line);
    if (record === undefined) break;
    out.push(record);
    const count = record.slotCount;
    // Noted as notePlayer notes a record (a plain line is never misaligned), here in the loop
    // and in locals: a call per line, and the fields of `lines` read and written for every
    // line, made the loop's compiled code larger (measured with plainPlayer: 6.5M instructions
    // more to compile and run; the property test in trf-fastPaths keeps the two the same).
    const no = record.startNo;
    if (lineOf[no] === 0) lineOf[no] = line;
    else if (lines.duplicate < 0) lines.duplicate = rows.length;
    rows.push(line);
    if (no < last) inOrder = false;
    last = no;
    if (count > longest) {
      longest = count;
      longestLine = line;
    }
    read++;
    // The next line, past a CR LF, a lone CR or a LF (nextLineAt), and its end (lineEnd).
    p = b[e] === 13 && b[e + 1] === 10 ? e + 2 : e + 1;
    if (lf < p) {
      lf = s.indexOf('\n', p);
      if (lf < 0) lf = s.length;
    }
    if (cr < p) {
      cr = s.indexOf('\r', p);
      if (cr < 0) cr = s.length;
    }
    e = lf < cr ? lf : cr;
  }
  lines.inOrder = inOrder;
  lines.last = last;
  lines.longest = longest;
  lines.longestLine = longestLine;
  text.lf = lf;
  text.cr = cr;
  text.at = p;
  return read;
}

/**
 * The record of the plain line at `p` (`n` long), its rounds taken into SLOTS: undefined when the
 * line is not plain (and then nothing is taken).
 */
function plainPlayer(
  text: string,
  codes: CharCodes,
  view: DataView,
  p: number,
  n: number,
  lineNo: number,
): PlayerRecord | undefined {
  let points: number | undefined;
  let startNo = 0;
  let name = '';
  // Positions in the text, not in the line: a column read as codes[p + k] checked p's type and
  // added it again for every character (3.4M instructions more for the 9,999-line file).
  const e = p + n;
  // One loop for all fields: one loop for the compiler to compile, not one for the numbers and
  // one for the texts.
  for (let f = 0; f < Count.fields; f++) {
    const a = p + FIELD_FROM[f];
    // The blank column after the field, checked here: a loop over those columns of its own
    // took ~3M instructions more.
    let b = p + FIELD_TO[f];
    if (b < e) {
      const c = codes[b];
      if (c !== 32 && (c < 9 || c > 13)) return undefined;
    } else b = e;
    if (f >= Count.read) continue;
    if (f === 4) {
      // The name, trimmed as parsePlayerLine trims it (white space outside ASCII included) by
      // the native trim: a loop of ours over its trailing blanks took 3.2M instructions more.
      name = text.slice(a, b).trim();
      continue;
    }
    // Numbers and points in one pass over their columns, each read once: blanks, digits (v),
    // for the points maybe a point or comma and one more digit (`7.5`, `10,5`: v / 10 is then
    // the correctly rounded value, as Number's is), blanks. Anything else (for the points a
    // minus, two decimals…) leaves the line to parsePlayerLine. Trimming first, then reading
    // the digits (and the points' other writings through pointsAt) took 7.6M instructions more:
    // three loops to compile and run instead of one.
    let v = 0;
    let tenths = false;
    let at = Scan.lead;
    for (let k = a; k < b; k++) {
      const c = codes[k];
      if (c >= 48 && c <= 57 && at <= Scan.point) {
        v = v * 10 + c - 48;
        if (at !== Scan.point) at = Scan.digits;
        else {
          tenths = true;
          at = Scan.trail;
        }
      } else if (c === 32 || (c >= 9 && c <= 13)) {
        if (at === Scan.point) return undefined;
        if (at === Scan.digits) at = Scan.trail;
      } else if (f === 5 && at === Scan.digits && (c === 46 || c === 44)) at = Scan.point;
      else return undefined;
    }
    if (at === Scan.point) return undefined;
    if (f === 0) startNo = v;
    else if (f === 5 && at !== Scan.lead) points = tenths ? v / 10 : v;
  }
  if (!(startNo > 0)) return undefined;
  // The sex: m, w or f in either case, or blank (only checked: playerDetails reads it).
  let c = n > 9 ? codes[p + 9] : 32;
  const sexOk = c === 109 || c === 77 || c === 119 || c === 87 || c === 102 || c === 70;
  if (!sexOk && c !== 32 && (c < 9 || c > 13)) return undefined;

  // The rounds (a character outside ASCII, white space that roundSlots would trim included,
  // leaves the line to parsePlayerLine: plainRounds checks every column of a round).
  let end = e;
  while (end > p + 89 && ((c = codes[end - 1]) === 32 || (c >= 9 && c <= 13))) end--;
  const slotCount = plainRounds(codes, view, p, n, end - p);
  if (slotCount < 0) return undefined;

  const record: PlayerRecord = {
    line: lineNo,
    // Whole numbers as small integers, as parsePlayerLine gives them (one record shape).
    startNo: startNo | 0,
    name,
    declaredPoints: points,
    // The rounds plainRounds has just taken.
    slotData: SLOTS.data,
    slotFrom: SLOTS.used - slotCount,
    slotCount,
    source: text,
    sourceAt: p,
    written: undefined,
    tokenTexts: undefined,
    misaligned: undefined,
  };
  return record;
}
