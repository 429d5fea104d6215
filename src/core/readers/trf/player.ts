import { lineError, type InputError, msg } from '../../errors';
import { COL } from '../../model/packedRounds';
import type { Colour } from '../../model/types';
import { columnLine, hasAstral, textColumns } from './codePoints';
import { columns, isoDate, isWhite, pointsField, quote, trimmedColumns } from './fields';
import { lineAt, type CharCodes } from './lines';

/** Result codes of a round slot (TRF 001, column 99 of round 1), upper-cased; '' = blank. */
export type ResultCode = '1' | '=' | '0' | 'W' | 'D' | 'L' | '+' | '-' | 'H' | 'F' | 'U' | 'Z' | '';

/**
 * One written round, packed into a number so that reading a round allocates nothing: the
 * opponent's start number (0 for `0000` or blank) times 4096, the colour (COL: 0 none, 1 w, 2 b)
 * times 256, and the character code of the upper-cased result (0 for blank). 0 is a blank round.
 */
export type Slot = number;

/** A slot's colour bits are the packed rounds' colour codes (COL): packing copies them as they are. */
export const COLOUR_W = COL.white;
export const COLOUR_B = COL.black;

export function slotOpponent(s: Slot): number {
  return s >> 12;
}

/** The colour as stored: 0 none, COLOUR_W, COLOUR_B. */
export function slotColourBits(s: Slot): number {
  return (s >> 8) & 15;
}

export function slotColour(s: Slot): Colour | undefined {
  const c = slotColourBits(s);
  return c === COLOUR_W ? 'w' : c === COLOUR_B ? 'b' : undefined;
}

/** The result's character code (`'1'.charCodeAt(0)`…), 0 when blank. */
export function slotCode(s: Slot): number {
  return s & 255;
}

function packSlot(opponent: number, colour: number, code: number): Slot {
  return opponent * 4096 + colour * 256 + code;
}

/**
 * A 001 record: the fields the reader and the ranking need, the rounds as written. The sex,
 * title, rating, federation, FIDE id, birth date and rank stay in the line until a participant is
 * built (playerDetails).
 */
export interface PlayerRecord {
  readonly line: number;
  readonly startNo: number;
  readonly name: string;
  readonly declaredPoints?: number;
  /**
   * The written rounds (trailing blank rounds not included): `slotCount` slots from index
   * `slotFrom` of `slotData`, which the records of many lines share (see SLOTS). Read them with
   * slotAt or writtenSlots.
   */
  readonly slotData: Int32Array;
  readonly slotFrom: number;
  readonly slotCount: number;
  /**
   * The text holding the line as written (the line itself, or the whole file: a string cut per
   * line was kept alive for each of a file's 10,000 records only for error messages), and where
   * the line starts in it. Error messages quote a round from it (sourceLine).
   */
  readonly source: string;
  readonly sourceAt: number;
  /**
   * The line as written when it holds characters outside the BMP (an emoji in a name): `source`
   * then holds its column line, each such character one unit, so that string indexes are TRF
   * columns (codePoints.ts); the texts (name, title, federation, birth date) are cut from this.
   */
  readonly written?: string;
  /** The rounds as printed when they were read as triples (see `misaligned`). */
  readonly tokenTexts?: readonly string[];
  /**
   * Set when the rounds were not in their columns and were read as triples instead: such a line
   * cannot show a blank round, so it is only accepted when it has every round of the event.
   */
  readonly misaligned?: InputError;
}

/*
 * The rounds of the 001 lines, written one line after another into shared Int32Arrays instead of
 * an array per line: a file's 10,000 lines kept as 10,000 arrays of numbers are about 2 MB that
 * all stay alive, which the garbage collector copies while the file is read (~11M instructions
 * for the 9,999-line file; an Int32Array's numbers are outside the collected heap). When the
 * current array is full, a new one is started: the records written so far keep the array they
 * point to, and the reads of any number of files share the arrays.
 */
const SLOT_CHUNK = 65536;

/** The array lines' rounds are written into, and how much of it is taken. */
export const SLOTS = { data: new Int32Array(0), used: 0 };

/** Makes room for `n` more slots in SLOTS.data, from SLOTS.used on. */
export function reserveSlots(n: number): void {
  if (SLOTS.used + n > SLOTS.data.length) {
    SLOTS.data = new Int32Array(n > SLOT_CHUNK ? n : SLOT_CHUNK);
    SLOTS.used = 0;
  }
}

/** The packed slot of round `round` (1-based); 0 (blank) when the line has no such round. */
export function slotAt(p: PlayerRecord, round: number): Slot {
  return round <= p.slotCount ? p.slotData[p.slotFrom + round - 1] : 0;
}

/** The written rounds of a record as an array (trailing blank rounds not included). */
export function writtenSlots(p: PlayerRecord): Slot[] {
  return Array.from(p.slotData.subarray(p.slotFrom, p.slotFrom + p.slotCount));
}

/** Round `round` (1-based) as printed, for error messages; '' when not written. */
export function slotText(p: PlayerRecord, round: number): string {
  if (p.tokenTexts) return p.tokenTexts[round - 1] ?? '';
  const from = roundColumn(round) - 1;
  return sourceLine(p)
    .slice(from, from + 10)
    .trimEnd();
}

/** The line of a record as written. */
export function sourceLine(p: PlayerRecord): string {
  return lineAt(p.source, p.sourceAt);
}

/** Titles in the one-letter lower-case style of older programs (SwissChess, early Swiss-Manager). */
const OLD_TITLES: Readonly<Record<string, string>> = {
  g: 'GM',
  m: 'IM',
  f: 'FM',
  c: 'CM',
  wg: 'WGM',
  wm: 'WIM',
  wf: 'WFM',
  wc: 'WCM',
};

/** Result code characters, upper-cased, indexed by character code (0 = not a result code). */
export const RESULT_CODES = new Uint8Array(128);
for (const c of '10=WDL+-HFUZ') {
  RESULT_CODES[c.charCodeAt(0)] = c.charCodeAt(0);
  RESULT_CODES[c.toLowerCase().charCodeAt(0)] = c.charCodeAt(0);
}

/** First column of round k (1-based): the opponent number starts at column 92 + 10(k−1). */
export function roundColumn(round: number): number {
  return 92 + 10 * (round - 1);
}

/** What String.prototype.trim removes: white space and line terminators. */
export const isSpace = isWhite;

/** A character of the line, or a space past its end. */
function at(line: string, i: number): number {
  return i < line.length ? line.charCodeAt(i) : 32;
}

function parseSex(ch: string): 'm' | 'w' | undefined {
  const c = ch.toLowerCase();
  if (c === 'm') return 'm';
  // SwissChess writes `f` (female) where TRF says `w`.
  if (c === 'w' || c === 'f') return 'w';
  return undefined;
}

function parseTitle(raw: string): string | undefined {
  const t = raw.trim();
  if (t === '') return undefined;
  return OLD_TITLES[t] ?? t.toUpperCase();
}

/** Colour number of a colour character: 1 w, 2 b, 0 for `-` or blank, -1 for anything else. */
function colourNumber(c: number): number {
  if (c === 119 || c === 87) return COLOUR_W;
  if (c === 98 || c === 66) return COLOUR_B;
  if (c === 45 || isSpace(c)) return 0;
  return -1;
}

/** Why a result character is not a result code; only called when it is not one. */
function resultProblem(ch: string): string {
  const c = ch.toUpperCase();
  if (c === 'X' || c === '?') {
    // TieBreakServer reads these as "unknown" and scores a draw. A guessed draw would give wrong
    // tie-breaks without anyone noticing, so the organiser is asked for the real result.
    return `result ${quote(ch)} (unknown or adjourned game) is not accepted: enter the final result (1, =, 0, +, -…)`;
  }
  return `result ${quote(ch)} is not a TRF result code (1 = 0 W D L + - H F U Z)`;
}

/**
 * The round starting at index `from` of the line, read at its fixed columns: the packed slot, or
 * a string saying what is wrong with it. `from` is the opponent's first column (0-based).
 */
export function fixedSlot(line: string, from: number): Slot | string {
  if (!isSpace(at(line, from + 4)) || !isSpace(at(line, from + 6))) {
    return 'the fields are not in their columns';
  }
  if (!isSpace(at(line, from + 8)) || !isSpace(at(line, from + 9))) {
    return 'the fields are not in their columns';
  }
  // The opponent: digits, blank around them allowed (`  12`, `12  `), nothing else.
  let first = from;
  let last = from + 3;
  while (first <= last && isSpace(at(line, first))) first++;
  while (last >= first && isSpace(at(line, last))) last--;
  let opponent = 0;
  for (let i = first; i <= last; i++) {
    const d = line.charCodeAt(i) - 48;
    if (d < 0 || d > 9) {
      return `opponent ${quote(line.slice(first, last + 1))} is not a start number`;
    }
    opponent = opponent * 10 + d;
  }
  const colour = colourNumber(at(line, from + 5));
  if (colour < 0) return `colour ${quote(line.charAt(from + 5))} is not w, b or -`;
  const r = at(line, from + 7);
  let code = 0;
  if (!isSpace(r)) {
    code = r < 128 ? RESULT_CODES[r] : 0;
    if (code === 0) return resultProblem(line.charAt(from + 7));
  }
  return packSlot(opponent, colour, code);
}

/** ASCII space or tab…CR: the white space a TRF line has between its fields. */
function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * The round at `from` as fixedSlot reads it, when it is written the plain way (ASCII only, the
 * opponent's digits right- or left-aligned, nothing where a blank belongs); −1 for anything else,
 * which fixedSlot then reads or explains. Most rounds of most files take only this path: a few
 * character reads, nothing allocated.
 */
export function plainSlot(line: string, from: number): Slot {
  const n = line.length;
  // Columns +4, +6, +8 and +9 are blank (past the end of the line counts as blank).
  if (from + 4 < n && !isAsciiSpace(line.charCodeAt(from + 4))) return -1;
  if (from + 6 < n && !isAsciiSpace(line.charCodeAt(from + 6))) return -1;
  if (from + 8 < n && !isAsciiSpace(line.charCodeAt(from + 8))) return -1;
  if (from + 9 < n && !isAsciiSpace(line.charCodeAt(from + 9))) return -1;
  let opponent = 0;
  let digits = 0;
  let trailing = false;
  for (let i = from; i < from + 4; i++) {
    const c = i < n ? line.charCodeAt(i) : 32;
    if (c >= 48 && c <= 57) {
      if (trailing) return -1;
      opponent = opponent * 10 + c - 48;
      digits++;
    } else if (isAsciiSpace(c)) {
      if (digits > 0) trailing = true;
    } else return -1;
  }
  const cc = from + 5 < n ? line.charCodeAt(from + 5) : 32;
  const colour =
    cc === 119 || cc === 87
      ? COLOUR_W
      : cc === 98 || cc === 66
        ? COLOUR_B
        : cc === 45 || isAsciiSpace(cc)
          ? 0
          : -1;
  if (colour < 0) return -1;
  const r = from + 7 < n ? line.charCodeAt(from + 7) : 32;
  let code = 0;
  if (!isAsciiSpace(r)) {
    code = r < 128 ? RESULT_CODES[r] : 0;
    if (code === 0) return -1;
  }
  return packSlot(opponent, colour, code);
}

/**
 * Rounds of a line whose round part does not sit in the TRF columns (hand-edited files): read as
 * whitespace-separated triples `opponent colour result`. Only complete triples are accepted,
 * since a blank round cannot be recognised without columns.
 */
function tokenSlots(rest: string): { slots: Slot[]; texts: string[] } | null {
  const tokens = rest.trim().split(/\s+/);
  if (tokens.length % 3 !== 0) return null;
  const slots: Slot[] = [];
  const texts: string[] = [];
  for (let i = 0; i < tokens.length; i += 3) {
    const [opp, colour, code] = tokens.slice(i, i + 3);
    if (!/^\d{1,4}$/.test(opp) || colour.length !== 1 || code.length !== 1) return null;
    const col = colourNumber(colour.charCodeAt(0));
    const c = code.charCodeAt(0);
    const rc = c < 128 ? RESULT_CODES[c] : 0;
    if (col < 0 || rc === 0) return null;
    slots.push(packSlot(Number(opp), col, rc));
    texts.push(`${opp} ${colour} ${code}`);
  }
  return { slots, texts };
}

/** The rounds of a line as roundSlots reads them: `count` slots of `data` from `from`. */
interface Rounds {
  data: Int32Array;
  from: number;
  count: number;
  tokenTexts?: string[];
  misaligned?: InputError;
}

/**
 * Every round of a line read as plainSlot reads each one, and columns 90–91 blank, from the
 * line's codes (the `n` characters from `p` of `codes`, see CharCodes; `view` is codesView(codes),
 * made once for all the lines of a text): the slots roundSlots gives, trailing blank rounds
 * dropped, written into SLOTS.data from SLOTS.used on and taken
 * (SLOTS.used moves past them); their count, or −1 when anything is not plain (nothing taken),
 * which parsePlayerLine then reads round by round. One loop without a call per round: a file's
 * rounds are most of what the reader reads, and a program reads one file, mostly before the
 * compiler has optimised anything.
 */
export function plainRounds(
  codes: CharCodes,
  view: DataView,
  p: number,
  n: number,
  end: number,
): number {
  if (n > 89 && !isAsciiSpace(codes[p + 89])) return -1;
  if (n > 90 && !isAsciiSpace(codes[p + 90])) return -1;
  reserveSlots(end > 91 ? ((end - 82) / 10) | 0 : 0);
  if (!roundTablesFilled) fillRoundTables();
  const slots = SLOTS.data;
  // The tables in locals: read from the module's variables, each read in the loop checked the
  // table's map and loaded its length and data pointer; as locals the compiled loop has their
  // addresses as constants (9,999 x 13: 3.8M instructions fewer).
  const charClass = CHAR_CLASS;
  const shapes = OPPONENT_SHAPES;
  const colours = COLOUR_OF;
  const results = RESULT_OF;
  const from0 = SLOTS.used;
  let k = from0;
  let written = from0;
  // Round k's opponent starts at index from = roundColumn(k) − 1; rounds up to `end` are read,
  // at q of src: the codes, or for a last round cut short, its columns padded with blanks (TAIL).
  // Read through a DataView, a round's ten columns in three reads: each read of the compiled loop
  // is checked against the length, and ten byte reads made a round ~190 instructions, three ~150
  // (9,999 x 13: 4.4M instructions fewer, and 1.2M for the blanks compared at once).
  let src = view;
  let q = p + 91;
  for (let from = 91; from < end; from += 10, q += 10) {
    if (from + 10 > n) {
      // A last round cut short, its columns past the line's end blank. Read in place when the
      // codes after the line are blank there too (the CR LF of a line ending with its last
      // result: copying the round cost ~280 instructions a line), else from TAIL.
      let after = p + n;
      while (after < q + 10 && after < codes.length && charClass[codes[after]] === Cls.blank)
        after++;
      if (after < q + 10) {
        for (let j = 0; j < 10; j++) TAIL[j] = from + j < n ? codes[p + from + j] : 32;
        src = TAIL_VIEW;
        q = 0;
      }
    }
    // Columns 0–3, 4–7 and 8–9, little-endian: the round's first column in the lowest byte.
    const a = src.getUint32(q, true);
    const b = src.getUint32(q + 4, true);
    const c = src.getUint16(q + 8, true);
    // Columns +4, +6, +8 and +9 blank: usually spaces, compared at once.
    if ((b & 0xff00ff) !== 0x200020 || c !== 0x2020) {
      const gaps =
        charClass[b & 255] & charClass[(b >>> 16) & 255] & charClass[c & 255] & charClass[c >>> 8];
      if (gaps !== Cls.blank) return -1;
    }
    // The opponent: digits, right- or left-aligned, blank elsewhere (OPPONENT_SHAPES).
    const c0 = a & 255;
    const c1 = (a >>> 8) & 255;
    const c2 = (a >>> 16) & 255;
    const c3 = a >>> 24;
    const k0 = charClass[c0];
    const k1 = charClass[c1];
    const k2 = charClass[c2];
    const k3 = charClass[c3];
    if (shapes[k0 + 3 * k1 + 9 * k2 + 27 * k3] === 0) return -1;
    let opponent = k0 === Cls.digit ? c0 - 48 : 0;
    if (k1 === Cls.digit) opponent = opponent * 10 + c1 - 48;
    if (k2 === Cls.digit) opponent = opponent * 10 + c2 - 48;
    if (k3 === Cls.digit) opponent = opponent * 10 + c3 - 48;
    // Colour and result: −1 for a character that is neither.
    const colour = colours[(b >>> 8) & 255];
    const code = results[b >>> 24];
    if ((colour | code) < 0) return -1;
    const slot = opponent * 4096 + colour * 256 + code;
    slots[k++] = slot;
    if (slot !== 0) written = k;
  }
  SLOTS.used = written;
  return written - from0;
}

/** plainRounds' classes of character codes (CharCodes are bytes): ASCII white space, digits. */
const enum Cls {
  blank = 1,
  digit = 2,
}
const CHAR_CLASS = new Uint8Array(256);
/**
 * 1 for the shapes of an opponent's four columns by their classes (k0 + 3·k1 + 9·k2 + 27·k3):
 * blanks, then digits, then blanks.
 */
const OPPONENT_SHAPES = new Uint8Array(81);
/** plainRounds' colour bits by character code: w, b (either case), or none for - and blanks. */
const COLOUR_OF = new Int8Array(256);
/** plainRounds' result codes by character code (RESULT_CODES), 0 for blanks. */
const RESULT_OF = new Int16Array(256);
/**
 * Whether the tables above are filled: on plainRounds' first call, not at load (every Apps Script
 * call loads the bundle, and most read no TRF; filled at load they cost each 0.55M instructions).
 */
let roundTablesFilled = false;

function fillRoundTables(): void {
  for (let c = 9; c <= 13; c++) CHAR_CLASS[c] = Cls.blank;
  CHAR_CLASS[32] = Cls.blank;
  for (let c = 48; c <= 57; c++) CHAR_CLASS[c] = Cls.digit;
  for (let key = 0; key < 81; key++) {
    let state = 0; // 0: leading blanks, 1: digits, 2: trailing blanks
    let ok = true;
    for (let j = 0, rest = key; j < 4; j++, rest = (rest / 3) | 0) {
      const cls = rest % 3;
      if (cls === Cls.digit && state < 2) state = 1;
      else if (cls === Cls.blank) state = state === 1 ? 2 : state;
      else ok = false;
    }
    OPPONENT_SHAPES[key] = ok ? 1 : 0;
  }
  COLOUR_OF.fill(-1);
  COLOUR_OF[119] = COLOUR_OF[87] = COLOUR_W;
  COLOUR_OF[98] = COLOUR_OF[66] = COLOUR_B;
  COLOUR_OF[45] = 0;
  RESULT_OF.fill(-1);
  for (let c = 0; c < 256; c++) {
    if (CHAR_CLASS[c] === Cls.blank) COLOUR_OF[c] = RESULT_OF[c] = 0;
    else if (c < 128 && RESULT_CODES[c] !== 0) RESULT_OF[c] = RESULT_CODES[c];
  }
  roundTablesFilled = true;
}
/** The columns of a last round cut short, those past the line's end blank. */
const TAIL = new Uint8Array(10);
const TAIL_VIEW = new DataView(TAIL.buffer);

function roundSlots(line: string, lineNo: number): Rounds {
  let end = line.length;
  while (end > 89 && isSpace(line.charCodeAt(end - 1))) end--;
  if (end <= 89) return { data: SLOTS.data, from: SLOTS.used, count: 0 };
  const slots: Slot[] = [];
  // `from`: where the quoted segment starts (0-based).
  let problem: { round: number; from: number; why: string } | undefined;
  if (!isSpace(at(line, 89)) || !isSpace(at(line, 90))) {
    problem = { round: 1, from: 89, why: 'the fields are not in their columns' };
  }
  for (let k = 1; !problem && roundColumn(k) <= end; k++) {
    const from = roundColumn(k) - 1;
    const plain = plainSlot(line, from);
    const slot = plain >= 0 ? plain : fixedSlot(line, from);
    if (typeof slot === 'string') problem = { round: k, from, why: slot };
    else slots.push(slot);
  }
  if (!problem) {
    while (slots.length > 0 && slots[slots.length - 1] === 0) slots.pop();
    return takeSlots(slots);
  }
  const col = roundColumn(problem.round);
  const where = `round ${problem.round} (columns ${col}–${col + 7})`;
  const seg = line.slice(problem.from, problem.from + 10);
  const error = problem.why.startsWith('the fields')
    ? lineError(
        lineNo,
        msg`${where}: found ${quote(seg)}, expected the opponent's start number in columns ${col}–${col + 3}, the colour (w, b or -) in column ${col + 5} and the result in column ${col + 7}`,
      )
    : lineError(lineNo, msg`${where}: ${problem.why}`);
  const tokens = tokenSlots(line.slice(89, end));
  if (tokens) return { ...takeSlots(tokens.slots), tokenTexts: tokens.texts, misaligned: error };
  throw error;
}

/** Slots read one by one, written into SLOTS.data and taken. */
function takeSlots(slots: readonly Slot[]): Rounds {
  reserveSlots(slots.length);
  const from = SLOTS.used;
  SLOTS.data.set(slots, from);
  SLOTS.used = from + slots.length;
  return { data: SLOTS.data, from, count: slots.length };
}

/** Fields of a 001 line before the rounds, in column order (1-based, inclusive). */
interface Field {
  readonly from: number;
  readonly to: number;
  readonly what: string;
}

const FIELDS: readonly Field[] = [
  { from: 5, to: 8, what: 'start number' },
  { from: 10, to: 10, what: 'sex' },
  { from: 11, to: 13, what: 'title' },
  { from: 15, to: 47, what: 'name' },
  { from: 49, to: 52, what: 'rating' },
  { from: 54, to: 56, what: 'federation' },
  { from: 58, to: 68, what: 'FIDE id' },
  { from: 70, to: 79, what: 'birth date' },
  { from: 81, to: 84, what: 'points' },
  { from: 86, to: 89, what: 'rank' },
  { from: 92, to: 92, what: 'rounds' },
];

function span(f: { from: number; to: number }): string {
  return f.from === f.to ? `column ${f.from}` : `columns ${f.from}–${f.to}`;
}

/** True for a character that is data, not white space. */
function isInk(code: number): boolean {
  return !isSpace(code);
}

/**
 * The columns TRF keeps blank between the fields (9, 14, 48, 53, 57, 69, 80, 85) must be blank, and
 * the rank must not run into column 90:
 * a character there is a field written too wide (a rating of 99999 would otherwise be read as
 * 9999) or a line whose fields are shifted, and reading on would give wrong numbers.
 */
/**
 * A national rating record (NRS, TRF-2026): the static part of a 001 line, its fields meaning the
 * national counterparts.
 */
export const NRS_FIELDS: readonly Field[] = [
  { from: 5, to: 8, what: 'start number' },
  { from: 10, to: 10, what: 'sex' },
  { from: 11, to: 13, what: 'national classification' },
  { from: 15, to: 47, what: 'name' },
  { from: 49, to: 52, what: 'national rating' },
  { from: 54, to: 56, what: 'national origin' },
  { from: 58, to: 68, what: 'national number' },
  { from: 70, to: 79, what: 'birth date' },
];

export function checkBlankColumns(
  line: string,
  lineNo: number,
  fields: readonly Field[] = FIELDS,
): void {
  for (let i = 0; i + 1 < fields.length; i++) {
    const field = fields[i];
    const next = fields[i + 1];
    for (let col = field.to + 1; col < next.from; col++) {
      if (col > line.length) return;
      if (!isInk(line.charCodeAt(col - 1))) continue;
      if (isInk(line.charCodeAt(field.to - 1))) {
        throw lineError(
          lineNo,
          msg`${field.what} (${span(field)}): found ${quote(line.slice(field.from - 1, col))} running into column ${col}, expected at most ${field.to - field.from + 1} characters ending in column ${field.to}`,
        );
      }
      // Columns 90–91 belong to the rounds' own checks, which also read hand-shifted rounds.
      if (next.what === 'rounds') return;
      throw lineError(
        lineNo,
        msg`column ${col}: found ${quote(line.charAt(col - 1))}, expected a blank between the ${field.what} (${span(field)}) and the ${next.what} (${span(next)})`,
      );
    }
  }
}

/**
 * A whole number in columns `from`–`to` (1-based, inclusive), blank around it allowed: undefined
 * when blank, NaN when anything but digits is there. Reads characters, allocates nothing.
 */
function digits(line: string, from: number, to: number): number | undefined {
  let first = from - 1;
  let last = Math.min(to, line.length) - 1;
  while (first <= last && isSpace(line.charCodeAt(first))) first++;
  while (last >= first && isSpace(line.charCodeAt(last))) last--;
  if (first > last) return undefined;
  let n = 0;
  for (let i = first; i <= last; i++) {
    const d = line.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return n;
}

/** True when columns `from`–`to` hold only zeros (an empty FIDE id written as `0`). */
function onlyZeros(line: string, from: number, to: number): boolean {
  for (let i = from - 1; i < to && i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 48 && !isSpace(c)) return false;
  }
  return true;
}

/**
 * The columns checkBlankColumns reads on a 001 line (0-based): the blanks between FIELDS, and
 * columns 90–91 before the rounds. When none holds a character it has nothing to say.
 */
const GAPS_001 = [8, 13, 47, 52, 56, 68, 79, 84, 89, 90];

/** True when every gap column of a 001 line is blank or past the end of the line. */
export function gapsBlank(line: string): boolean {
  const n = line.length;
  for (let k = 0; k < GAPS_001.length; k++) {
    const i = GAPS_001[k];
    if (i < n && isInk(line.charCodeAt(i))) return false;
  }
  return true;
}

/** Sex of column 10: 'm', 'w' (also for `f`), undefined when blank, null for anything else. */
function sexAt(line: string): 'm' | 'w' | undefined | null {
  const c = line.length > 9 ? line.charCodeAt(9) : 32;
  if (c === 109 || c === 77) return 'm';
  if (c === 119 || c === 87 || c === 102 || c === 70) return 'w';
  if (isSpace(c)) return undefined;
  // Other letters: what parseSex makes of them (lower-casing outside ASCII included).
  return parseSex(line.charAt(9)) ?? null;
}

/** The fields of a 001 line that only its participant needs. */
export interface PlayerDetails {
  readonly sex: 'm' | 'w' | undefined;
  readonly title: string | undefined;
  readonly rating: number | undefined;
  readonly federation: string | undefined;
  readonly fideId: string | undefined;
  readonly birthDate: string | undefined;
  readonly declaredRank: number | undefined;
}

/**
 * The sex, title, rating, federation, FIDE id, birth date and rank of a 001 line that
 * parsePlayerLine or readPlainPlayers has read (and so checked: the sex is one of its letters or
 * blank, the rating, FIDE id and rank digits or blank, the other fields hold anything). Read when
 * the participants are built, not with the line: a program ranking 10,000 players never needs
 * them: on 9,999 × 13 the four strings a player were ~41M instructions of a ~581M program (cut,
 * converted and copied by the collector), and the sex, rating and rank as record fields ~3M.
 */
export function playerDetails(line: string, written?: string): PlayerDetails {
  if (written !== undefined) return writtenDetails(line, written);
  const federation = trimmedColumns(line, 54, 56);
  const birth = trimmedColumns(line, 70, 79);
  const rank = digits(line, 86, 89);
  return {
    sex: sexAt(line) ?? undefined,
    title: parseTitle(trimmedColumns(line, 11, 13)),
    rating: playerRating(line),
    federation: federation === '' ? undefined : federation,
    // Blank or zeros: no FIDE id.
    fideId: onlyZeros(line, 58, 68) ? undefined : trimmedColumns(line, 58, 68),
    birthDate: birth === '' ? undefined : (isoDate(birth) ?? birth),
    declaredRank: rank ? rank : undefined,
  };
}

/**
 * The rating of a 001 line as playerDetails reads it (undefined when blank or 0), alone: the
 * pairing reads no other detail, and the details' strings cost it ~20K instructions a player.
 * `line` is the column line (sourceLine), the same for a line written with astral characters.
 */
export function playerRating(line: string): number | undefined {
  const rating = digits(line, 49, 52);
  return rating !== undefined && rating > 0 ? rating : undefined;
}

/**
 * playerDetails of a line holding characters outside the BMP: the numbers read from its column
 * line, the texts cut from the line as written.
 */
function writtenDetails(line: string, written: string): PlayerDetails {
  const details = playerDetails(line);
  const text = (from: number, to: number) => textColumns(written, from, to).trim();
  const federation = text(54, 56);
  const birth = text(70, 79);
  return {
    ...details,
    title: parseTitle(text(11, 13)),
    federation: federation === '' ? undefined : federation,
    birthDate: birth === '' ? undefined : (isoDate(birth) ?? birth),
  };
}

/**
 * A 001 line read at its columns, counted in code points: a line holding characters outside the
 * BMP is read through its column line (codePoints.ts), its name cut from the line as written.
 */
export function parsePlayerLine(written: string, lineNo: number): PlayerRecord {
  const astral = hasAstral(written);
  const line = astral ? columnLine(written) : written;
  if (!gapsBlank(line)) checkBlankColumns(line, lineNo);
  const startNo = digits(line, 5, 8);
  if (startNo === undefined || !(startNo > 0)) {
    throw lineError(
      lineNo,
      Number.isNaN(startNo)
        ? msg`start number (columns 5–8): found ${quote(columns(line, 5, 8))}, expected a whole number`
        : msg`start number (columns 5–8): found ${quote(columns(line, 5, 8))}, expected a number from 1 to 9999`,
    );
  }
  const rating = digits(line, 49, 52);
  if (Number.isNaN(rating)) {
    throw lineError(
      lineNo,
      msg`rating (columns 49–52): found ${quote(columns(line, 49, 52))}, expected a number or blank`,
    );
  }
  const fideId = digits(line, 58, 68);
  if (Number.isNaN(fideId)) {
    throw lineError(
      lineNo,
      msg`FIDE id (columns 58–68): found ${quote(columns(line, 58, 68))}, expected a number or blank`,
    );
  }
  const declaredPoints = pointsField(line, lineNo, 81, 84, 'points');
  const rank = digits(line, 86, 89);
  if (Number.isNaN(rank)) {
    throw lineError(
      lineNo,
      msg`rank (columns 86–89): found ${quote(columns(line, 86, 89))}, expected a whole number`,
    );
  }
  if (sexAt(line) === null) {
    throw lineError(
      lineNo,
      msg`sex (column 10): found ${quote(columns(line, 10, 10))}, expected m, w (or f) or blank`,
    );
  }
  const rounds = roundSlots(line, lineNo);
  // Every field in one literal, absent ones undefined: one object shape for all lines.
  const out: PlayerRecord = {
    line: lineNo,
    startNo,
    name: astral ? textColumns(written, 15, 47).trim() : trimmedColumns(line, 15, 47),
    declaredPoints,
    slotData: rounds.data,
    slotFrom: rounds.from,
    slotCount: rounds.count,
    source: line,
    sourceAt: 0,
    written: astral ? written : undefined,
    tokenTexts: rounds.tokenTexts,
    misaligned: rounds.misaligned,
  };
  return out;
}
