import { isoDate, isValidDate, pointsAt } from './fields';
import { lineEnd, type CharCodes, type TextLines } from './lines';
import type { PlayerLines } from './playerLines';
import { OLD_TITLES, plainRounds, reserveSlots, SLOTS, type PlayerRecord } from './player';

/*
 * The 001 lines of a file written the plain way, read in one loop.
 *
 * A file is mostly 001 lines, and a program reads one file: read line by line through
 * parsePlayerLine, each line calls a dozen small helpers, each warming up on its own before the
 * compiler optimises it. Here the usual line (ASCII blanks, every gap column blank, numbers
 * written as digits, every round as plainRounds reads it) is read by one loop and three functions
 * (plainFields, plainRounds, plainRecord), each too large for the compiler to copy into the loop:
 * the loop itself stays small, so the compiler optimises it after fewer lines and compiles less
 * (one loop holding all three took ~12M instructions more on the 9,999-line file). It takes a
 * line only when it can read it completely and gives the record parsePlayerLine gives (its rounds
 * written where parsePlayerLine writes them); anything else (and so every line with a mistake)
 * stops the loop and is left to parsePlayerLine, which reads it or explains what is wrong.
 *
 * The columns are read from the text's CharCodes, not from the line's string: each character
 * read of a string is a call while interpreted and a large string access once compiled, which
 * made these functions among the costliest to run and to compile (~59M instructions more for
 * the 9,999-line file). Only the fields kept as text are cut from the text.
 */

/** The columns parsePlayerLine requires blank on a 001 line (0-based); see gapsBlank. */
const GAPS = new Int32Array([8, 13, 47, 52, 56, 68, 79, 84, 89, 90]);

/**
 * The fields before the rounds (0-based, end exclusive): first the whole numbers (start number,
 * rating, FIDE id, rank), then the text fields (title, name, federation, birth date), then the
 * points.
 */
const FIELD_FROM = new Int32Array([4, 48, 57, 85, 10, 14, 53, 69, 80]);
const FIELD_TO = new Int32Array([8, 52, 68, 89, 13, 47, 56, 79, 84]);

/**
 * How many GAPS and fields there are: numbers written into the loops (a const enum), where the
 * tables' lengths would be loaded from the module and checked on every step.
 */
const enum Count {
  gaps = 10,
  fields = 9,
}

/*
 * Per line: the whole numbers (−1 when blank), where each number's digits start, and the trimmed
 * text fields' bounds (module tables: readPlainPlayers fills them, plainRecord reads them).
 */
const value = new Float64Array(4);
const numberFirst = new Int32Array(4);
const numberEnd = new Int32Array(4);
const textFirst = new Int32Array(4);
const textEnd = new Int32Array(4);
/** The points column: its value, and 1 when it is not blank. */
const points = new Float64Array(2);

/** The most players a TRF holds: start numbers have four columns. */
const MAX_PLAYERS = 9999;

/** What plainFields gives for a plain line: its sex column (0 is a line that is not plain). */
const SEX_NONE = 1;
const SEX_M = 2;
const SEX_W = 3;

/**
 * Reads the 001 lines from the one starting at `text.at` (line `lineNo`) on into `out`, as long
 * as each is plain: how many lines it read (0 when that line is not a plain 001 line). It leaves
 * `text.at` where the first line not read starts.
 */
export function readPlainPlayers(
  text: TextLines,
  lineNo: number,
  out: PlayerRecord[],
  lines: PlayerLines,
): number {
  const s = text.text;
  const b = text.codes;
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
  while (p < s.length) {
    const n = e - p;
    if (n < 4 || b[p] !== 48 || b[p + 1] !== 48 || b[p + 2] !== 49 || b[p + 3] !== 32) break;
    const sexCode = plainFields(s, b, p, n);
    if (sexCode === 0) break;
    let c: number;

    // The rounds (a character outside ASCII, white space that roundSlots would trim included,
    // leaves the line to parsePlayerLine: plainRounds checks every column of a round).
    let end = n;
    while (end > 89 && ((c = b[p + end - 1]) === 32 || (c >= 9 && c <= 13))) end--;
    const count = plainRounds(b, p, n, end);
    if (count < 0) break;

    const sex = sexCode === SEX_M ? 'm' : sexCode === SEX_W ? 'w' : undefined;
    const pts = points[1] === 1 ? points[0] : undefined;
    const line = lineNo + read;
    out.push(plainRecord(s, b, p, line, sex, pts, count));
    // Noted as notePlayer notes a record (a plain line is never misaligned), here in the loop
    // and in locals: a call per line, and the fields of `lines` read and written for every
    // line, made the loop's compiled code larger (~1.3M instructions more to compile and run).
    const no = value[0] | 0;
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
 * The fields of a plain line before its rounds, read into the tables above: 0 when the line is
 * not plain, else its sex (SEX_NONE, SEX_M, SEX_W).
 */
function plainFields(text: string, codes: CharCodes, p: number, n: number): number {
  let c = 32;
  for (let g = 0; g < Count.gaps; g++) {
    const at = GAPS[g];
    c = at < n ? codes[p + at] : 32;
    if (c !== 32 && (c < 9 || c > 13)) return 0;
  }
  // One loop for all fields, each without the ASCII blanks around it: one loop (and one
  // trimming) for the compiler to compile, not one for the numbers and one for the texts.
  for (let f = 0; f < Count.fields; f++) {
    let a = FIELD_FROM[f];
    let b = (FIELD_TO[f] < n ? FIELD_TO[f] : n) - 1;
    while (a <= b && ((c = codes[p + a]) === 32 || (c >= 9 && c <= 13))) a++;
    // The first character kept (when there is one), and below the last.
    const first = c;
    while (b >= a && ((c = codes[p + b]) === 32 || (c >= 9 && c <= 13))) b--;
    if (f < 4) {
      // Whole numbers: digits, or blank.
      let v = a > b ? -1 : 0;
      for (let k = a; k <= b; k++) {
        c = codes[p + k] - 48;
        if (c < 0 || c > 9) return 0;
        v = v * 10 + c;
      }
      value[f] = v;
      numberFirst[f] = a;
      numberEnd[f] = b + 1;
    } else if (f === 8) {
      // Points: digits, one point or comma between two of them, a minus before, as pointsAt
      // reads them (here, not in a function of its own to compile); anything else through it.
      let k = first === 45 && a <= b ? a + 1 : a;
      let whole = 0;
      let digits = 0;
      let scale = 1;
      let point = false;
      for (; k <= b; k++) {
        c = codes[p + k];
        if (c >= 48 && c <= 57) {
          whole = whole * 10 + (c - 48);
          digits++;
          if (point) scale *= 10;
        } else if ((c === 46 || c === 44) && !point && digits > 0 && k < b) point = true;
        else break;
      }
      if (a > b) {
        points[0] = 0;
        points[1] = 0;
      } else if (k > b && digits > 0 && digits <= 15) {
        points[0] = first === 45 ? -(whole / scale) : whole / scale;
        points[1] = 1;
      } else {
        // Points as parsePlayerLine reads them; a field it refuses leaves the line to it.
        const read = pointsAt(text.slice(p, p + n), 81, 84);
        if (read === null) return 0;
        points[0] = read ?? 0;
        points[1] = read === undefined ? 0 : 1;
      }
    } else {
      // A character outside ASCII at either end may be white space that trim would remove, and
      // goes the general way.
      if (a <= b && (first > 127 || c > 127)) return 0;
      textFirst[f - 4] = a;
      textEnd[f - 4] = a <= b ? b + 1 : a;
    }
  }
  if (!(value[0] > 0)) return 0;
  c = n > 9 ? codes[p + 9] : 32;
  if (c === 109 || c === 77) return SEX_M;
  if (c === 119 || c === 87 || c === 102 || c === 70) return SEX_W;
  if (c !== 32 && (c < 9 || c > 13)) return 0;
  return SEX_NONE;
}

/** The record of a plain line, from the bounds plainFields left in the tables above. */
function plainRecord(
  text: string,
  codes: CharCodes,
  p: number,
  lineNo: number,
  sex: 'm' | 'w' | undefined,
  points: number | undefined,
  slotCount: number,
): PlayerRecord {
  const title =
    textEnd[0] > textFirst[0] ? text.slice(p + textFirst[0], p + textEnd[0]) : undefined;
  const federation =
    textEnd[2] > textFirst[2] ? text.slice(p + textFirst[2], p + textEnd[2]) : undefined;
  // The birth date: `YYYY/MM/DD` (or with `-` or `.`) read here as isoDate reads it, the date
  // as written when it is no valid date; other spellings through isoDate.
  let birthDate: string | undefined;
  const b0 = textFirst[3];
  const q = p + b0;
  const sep = textEnd[3] - b0 === 10 ? codes[q + 4] : 0;
  if ((sep === 47 || sep === 45 || sep === 46) && codes[q + 7] === sep) {
    const c0 = codes[q];
    const c1 = codes[q + 1];
    const c2 = codes[q + 2];
    const c3 = codes[q + 3];
    const c5 = codes[q + 5];
    const c6 = codes[q + 6];
    const c8 = codes[q + 8];
    const c9 = codes[q + 9];
    // Each code read once, and all eight checked as digits at once (none of these differences
    // negative): a loop with a branch per character took the compiler ~4.8M instructions more.
    const below = (c0 - 48) | (c1 - 48) | (c2 - 48) | (c3 - 48) | (c5 - 48) | (c6 - 48);
    const above = (57 - c0) | (57 - c1) | (57 - c2) | (57 - c3) | (57 - c5) | (57 - c6);
    if ((below | above | (c8 - 48) | (57 - c8) | (c9 - 48) | (57 - c9)) >= 0) {
      const y = (c0 - 48) * 1000 + (c1 - 48) * 100 + (c2 - 48) * 10 + (c3 - 48);
      if (sep === 45 || !isValidDate(y, (c5 - 48) * 10 + (c6 - 48), (c8 - 48) * 10 + (c9 - 48)))
        birthDate = text.slice(q, q + 10);
      // One string from the ten codes, not three slices joined.
      else birthDate = String.fromCharCode(c0, c1, c2, c3, 45, c5, c6, 45, c8, c9);
    }
  }
  if (birthDate === undefined && textEnd[3] > b0) {
    const birth = text.slice(p + b0, p + textEnd[3]);
    birthDate = isoDate(birth) ?? birth;
  }
  const record: PlayerRecord = {
    line: lineNo,
    // Whole numbers as small integers, as parsePlayerLine gives them (one record shape).
    startNo: value[0] | 0,
    sex,
    title: title === undefined ? undefined : (OLD_TITLES[title] ?? title.toUpperCase()),
    name: text.slice(p + textFirst[1], p + textEnd[1]),
    rating: value[1] > 0 ? value[1] | 0 : undefined,
    federation,
    fideId: value[2] > 0 ? text.slice(p + numberFirst[2], p + numberEnd[2]) : undefined,
    birthDate,
    declaredPoints: points,
    declaredRank: value[3] > 0 ? value[3] | 0 : undefined,
    // The rounds plainRounds has just taken.
    slotData: SLOTS.data,
    slotFrom: SLOTS.used - slotCount,
    slotCount,
    source: text,
    sourceAt: p,
    tokenTexts: undefined,
    misaligned: undefined,
  };
  return record;
}
