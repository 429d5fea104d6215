import { lineError, type InputError } from '../../errors';
import type { Colour } from '../../model/types';
import { columns, intField, isoDate, pointsField, quote } from './fields';

/** Result codes of a round slot (TRF 001, column 99 of round 1), upper-cased; '' = blank. */
export type ResultCode = '1' | '=' | '0' | 'W' | 'D' | 'L' | '+' | '-' | 'H' | 'F' | 'U' | 'Z' | '';

/** One round of a 001 line as written. */
export interface Slot {
  /** Opponent start number; null for `0000` or blank. */
  readonly opponent: number | null;
  readonly colour?: Colour;
  readonly code: ResultCode;
  /** The slot as printed, for error messages. */
  readonly text: string;
}

/** A 001 record: the static part read into fields, the rounds as written. */
export interface PlayerRecord {
  readonly line: number;
  readonly startNo: number;
  readonly sex?: 'm' | 'w';
  readonly title?: string;
  readonly name: string;
  readonly rating?: number;
  readonly federation?: string;
  readonly fideId?: string;
  readonly birthDate?: string;
  readonly declaredPoints?: number;
  readonly declaredRank?: number;
  /** Written rounds; trailing blank rounds are not included. */
  readonly slots: readonly Slot[];
  /**
   * Set when the rounds were not in their columns and were read as triples instead: such a line
   * cannot show a blank round, so it is only accepted when it has every round of the event.
   */
  readonly misaligned?: InputError;
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

const CODES = '10=WDL+-HFUZ';

/** First column of round k (1-based): the opponent number starts at column 92 + 10(k−1). */
export function roundColumn(round: number): number {
  return 92 + 10 * (round - 1);
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

/** A round slot read at its fixed columns; a string says what is wrong with it. */
function fixedSlot(seg: string): Slot | string {
  const opp = seg.slice(0, 4).trim();
  const colour = seg.charAt(5);
  const code = seg.charAt(7);
  if (seg.charAt(4).trim() !== '' || seg.charAt(6).trim() !== '' || seg.slice(8).trim() !== '') {
    return 'the fields are not in their columns';
  }
  if (opp !== '' && !/^\d{1,4}$/.test(opp)) return `opponent ${quote(opp)} is not a start number`;
  const col = colourOf(colour);
  if (col === null) return `colour ${quote(colour)} is not w, b or -`;
  const rc = resultCode(code);
  if (rc.length > 1) return rc;
  const n = opp === '' ? 0 : Number(opp);
  return {
    opponent: n === 0 ? null : n,
    ...(col ? { colour: col } : {}),
    code: rc as ResultCode,
    text: seg.trimEnd(),
  };
}

function colourOf(ch: string): Colour | undefined | null {
  const c = ch.toLowerCase();
  if (c === 'w') return 'w';
  if (c === 'b') return 'b';
  if (c === '-' || c.trim() === '') return undefined;
  return null;
}

/** Upper-cased result code, or a message saying why the character is not one. */
function resultCode(ch: string): ResultCode | string {
  const c = ch.toUpperCase();
  if (c.trim() === '') return '';
  if (CODES.includes(c)) return c as ResultCode;
  if (c === 'X' || c === '?') {
    // TieBreakServer reads these as "unknown" and scores a draw. A guessed draw would give wrong
    // tie-breaks without anyone noticing, so the organiser is asked for the real result.
    return `result ${quote(ch)} (unknown or adjourned game) is not accepted: enter the final result (1, =, 0, +, -…)`;
  }
  return `result ${quote(ch)} is not a TRF result code (1 = 0 W D L + - H F U Z)`;
}

/**
 * Rounds of a line whose round part does not sit in the TRF columns (hand-edited files): read as
 * whitespace-separated triples `opponent colour result`. Only complete triples are accepted,
 * since a blank round cannot be recognised without columns.
 */
function tokenSlots(rest: string): Slot[] | null {
  const tokens = rest.trim().split(/\s+/);
  if (tokens.length % 3 !== 0) return null;
  const slots: Slot[] = [];
  for (let i = 0; i < tokens.length; i += 3) {
    const [opp, colour, code] = tokens.slice(i, i + 3);
    if (!/^\d{1,4}$/.test(opp) || colour.length !== 1 || code.length !== 1) return null;
    const col = colourOf(colour);
    const rc = resultCode(code);
    if (col === null || rc === '' || !CODES.includes(rc)) return null;
    const n = Number(opp);
    slots.push({
      opponent: n === 0 ? null : n,
      ...(col ? { colour: col } : {}),
      code: rc as ResultCode,
      text: `${opp} ${colour} ${code}`,
    });
  }
  return slots;
}

function roundSlots(line: string, lineNo: number): { slots: Slot[]; misaligned?: InputError } {
  const rest = line.slice(89).trimEnd();
  if (rest.trim() === '') return { slots: [] };
  const slots: Slot[] = [];
  let problem: { round: number; seg: string; why: string } | undefined;
  if (line.slice(89, 91).trim() !== '') {
    problem = { round: 1, seg: line.slice(89, 99), why: 'the fields are not in their columns' };
  }
  const end = line.trimEnd().length;
  for (let k = 1; !problem && roundColumn(k) <= end; k++) {
    const from = roundColumn(k) - 1;
    const seg = line.slice(from, from + 10);
    if (seg.trim() === '') {
      slots.push({ opponent: null, code: '', text: '' });
      continue;
    }
    const slot = fixedSlot(seg.padEnd(10));
    if (typeof slot === 'string') problem = { round: k, seg, why: slot };
    else slots.push(slot);
  }
  if (!problem) {
    while (
      slots.length > 0 &&
      slots[slots.length - 1].code === '' &&
      slots[slots.length - 1].opponent === null
    ) {
      slots.pop();
    }
    return { slots };
  }
  const col = roundColumn(problem.round);
  const where = `round ${problem.round} (columns ${col}–${col + 7})`;
  const error = problem.why.startsWith('the fields')
    ? lineError(
        lineNo,
        `${where}: found ${quote(problem.seg)}, expected the opponent's start number in columns ${col}–${col + 3}, the colour (w, b or -) in column ${col + 5} and the result in column ${col + 7}`,
      )
    : lineError(lineNo, `${where}: ${problem.why}`);
  const tokens = tokenSlots(rest);
  if (tokens) return { slots: tokens, misaligned: error };
  throw error;
}

/** Fields of a 001 line before the rounds, in column order (1-based, inclusive). */
const FIELDS: readonly { readonly from: number; readonly to: number; readonly what: string }[] = [
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

/** True for a character that is data, not a space or a control character. */
function isInk(code: number): boolean {
  return code > 32;
}

/**
 * The columns TRF keeps blank between the fields (9, 14, 48, 53, 57, 69, 80, 85) must be blank, and
 * the rank must not run into column 90:
 * a character there is a field written too wide (a rating of 99999 would otherwise be read as
 * 9999) or a line whose fields are shifted, and reading on would give wrong numbers.
 */
function checkBlankColumns(line: string, lineNo: number): void {
  for (let i = 0; i + 1 < FIELDS.length; i++) {
    const field = FIELDS[i];
    const next = FIELDS[i + 1];
    for (let col = field.to + 1; col < next.from; col++) {
      if (col > line.length) return;
      if (!isInk(line.charCodeAt(col - 1))) continue;
      if (isInk(line.charCodeAt(field.to - 1))) {
        throw lineError(
          lineNo,
          `${field.what} (${span(field)}): found ${quote(line.slice(field.from - 1, col))} running into column ${col}, expected at most ${field.to - field.from + 1} characters ending in column ${field.to}`,
        );
      }
      // Columns 90–91 belong to the rounds' own checks, which also read hand-shifted rounds.
      if (next.what === 'rounds') return;
      throw lineError(
        lineNo,
        `column ${col}: found ${quote(line.charAt(col - 1))}, expected a blank between the ${field.what} (${span(field)}) and the ${next.what} (${span(next)})`,
      );
    }
  }
}

export function parsePlayerLine(line: string, lineNo: number): PlayerRecord {
  checkBlankColumns(line, lineNo);
  const startNo = intField(line, lineNo, 5, 8, 'start number');
  if (startNo === undefined || startNo === 0) {
    throw lineError(
      lineNo,
      `start number (columns 5–8): found ${quote(columns(line, 5, 8))}, expected a number from 1 to 9999`,
    );
  }
  const name = columns(line, 15, 47).trim();
  const ratingRaw = columns(line, 49, 52).trim();
  let rating: number | undefined;
  if (ratingRaw !== '') {
    if (!/^\d+$/.test(ratingRaw)) {
      throw lineError(
        lineNo,
        `rating (columns 49–52): found ${quote(ratingRaw)}, expected a number or blank`,
      );
    }
    rating = Number(ratingRaw) > 0 ? Number(ratingRaw) : undefined;
  }
  const federation = columns(line, 54, 56).trim();
  const fideId = columns(line, 58, 68).trim();
  if (fideId !== '' && !/^\d+$/.test(fideId)) {
    throw lineError(
      lineNo,
      `FIDE id (columns 58–68): found ${quote(fideId)}, expected a number or blank`,
    );
  }
  const birth = columns(line, 70, 79).trim();
  const declaredPoints = pointsField(line, lineNo, 81, 84, 'points');
  const rank = intField(line, lineNo, 86, 89, 'rank');
  const sexText = columns(line, 10, 10);
  const sex = parseSex(sexText);
  if (sex === undefined && sexText.trim() !== '') {
    throw lineError(
      lineNo,
      `sex (column 10): found ${quote(sexText)}, expected m, w (or f) or blank`,
    );
  }
  const title = parseTitle(columns(line, 11, 13));
  return {
    line: lineNo,
    startNo,
    ...(sex ? { sex } : {}),
    ...(title ? { title } : {}),
    name,
    ...(rating !== undefined ? { rating } : {}),
    ...(federation ? { federation } : {}),
    ...(fideId && !/^0+$/.test(fideId) ? { fideId } : {}),
    ...(birth ? { birthDate: isoDate(birth) ?? birth } : {}),
    ...(declaredPoints !== undefined ? { declaredPoints } : {}),
    ...(rank ? { declaredRank: rank } : {}),
    ...roundSlots(line, lineNo),
  };
}
