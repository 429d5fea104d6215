/**
 * Cell tokens of the two sheet layouts that hold one player per row: the round-robin crosstable
 * (a cell = the row player's score against the column player) and the Swiss progress table (a
 * cell = opponent, colour and result of one round). Pure classification: no location, no point
 * system. A token that cannot be read carries the reason, so layout detection can count cells
 * without catching errors and the readers can say exactly what was expected.
 */
import { msg } from '../errors';
import type { Message, MessageArg } from '../errors';
import type { Colour } from '../model/types';
import { cellText, isBlank, isDate, parseScoreValue } from './cells';
import type { Cell } from './cells';

// What a cell should hold, said once: the token readers run on every cell.
const RESULT = msg`result`;
const ROUND_ENTRY = msg`round entry`;

/** A cell that is not a token: `detail` says what was found and what was expected. */
export interface BadToken {
  readonly type: 'bad';
  readonly detail: Message;
}

// ---------------------------------------------------------------------------------------------
// Crosstable cells

/** One game as a crosstable cell holds it, from the row player's side. */
export type CrossGame =
  /** A number of points (1, ½, 0; 3 and 1 in a 3/1/0 table): the point system decides the result. */
  | { readonly kind: 'score'; readonly value: number; readonly colour?: Colour }
  /** A draw written as a word or sign (`=`, `r`, `remis`): a draw in any point system. */
  | { readonly kind: 'draw'; readonly colour?: Colour }
  | { readonly kind: 'forfeit-win' | 'forfeit-loss' | 'double-forfeit'; readonly colour?: Colour };

export type CrossCell =
  /** Not played yet. */
  | { readonly type: 'blank' }
  /**
   * One game, or two (double round robin written in one cell). `leadingZero` is the second
   * reading of a single-digit number: Sheets turns a typed `01` into the number 1, so in a double
   * round robin 1 may also mean "lost, then won"; the mirror cell decides.
   */
  | {
      readonly type: 'games';
      readonly games: readonly CrossGame[];
      readonly leadingZero?: readonly CrossGame[];
    }
  | BadToken;

/** The notations of a crosstable cell, as a message (its German lists the German notations). */
export const CROSSTABLE_TOKENS: Message = msg`1, ½ (also 0.5, 0,5, 1/2, =, r, remis), 0, + (won by forfeit), - (lost by forfeit), -- or -:- (double forfeit), a blank for a game not played yet, optionally with a colour in front (w1, b½, s0), and two results in one cell for a double round robin (1½, 10, 1 ½, 1/0, w1 b--)`;

const DIAGONAL_MARKS = new Set(['*', '**', 'x', 'xx', '-', '--', '■', '■■', '×', '/', '\\', '#']);

/** True for the cells that mark a player against themself: `*`, `x`, `-`, `–`, `■`, blank. */
export function isDiagonalMark(c: Cell): boolean {
  if (isBlank(c)) return true;
  if (typeof c !== 'string') return false;
  return DIAGONAL_MARKS.has(cellText(c).toLowerCase().replace(/\s+/g, ''));
}

/** Both players' scores in one cell (`1-0`, `½:½`, `+:-`): the results list's way of writing. */
const BOTH_SIDES = /^(1|0|½|1\/2|0?[.,]5|\+|-)\s*[-:]\s*(1|0|½|1\/2|0?[.,]5|\+|-)$/;
const DOUBLE_FORFEIT = new Set(['--', '-:-', '-/-']);
const SINGLE_CHAR_GAME = '[0-9½=r+\\-]';
// Colours on both games or on neither: `1w1` is no pair of games.
const TWO_RUN_TOGETHER = new RegExp(
  `^(?:([wbs])(${SINGLE_CHAR_GAME})([wbs])|()(${SINGLE_CHAR_GAME})())(${SINGLE_CHAR_GAME})$`,
);

export function parseCrossCell(c: Cell): CrossCell {
  if (isBlank(c)) return { type: 'blank' };
  const special = notAValue(c, RESULT);
  if (special) return special;
  if (typeof c === 'number') return crossNumber(c);
  const t = cellText(c as string)
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (DOUBLE_FORFEIT.has(t.replace(/ /g, ''))) {
    return { type: 'games', games: [{ kind: 'double-forfeit' }] };
  }
  if (BOTH_SIDES.test(t) || t === '+-' || t === '-+') {
    return {
      type: 'bad',
      detail: msg`"${t}" gives both players' scores, as a results list does; a crosstable cell holds only the row player's score (1, ½, 0, + or -)`,
    };
  }
  // Two signs run together are two games (`1½` is "1 and ½", not 1.5: no single game scores 1.5).
  const run = TWO_RUN_TOGETHER.exec(t);
  if (run) {
    const a = crossGame((run[1] ?? '') + (run[2] ?? run[5]));
    const b = crossGame((run[3] ?? '') + run[7]);
    if (a && b) return { type: 'games', games: [a, b] };
  }
  const one = crossGame(t);
  if (one) return { type: 'games', games: [one] };
  const parts = t.split(/[ /|;]+/).filter(p => p !== '');
  if (parts.length === 2) {
    const a = crossGame(parts[0]);
    const b = crossGame(parts[1]);
    if (a && b) return { type: 'games', games: [a, b] };
  }
  return {
    type: 'bad',
    detail: msg`"${t}" is not a crosstable result; expected ${CROSSTABLE_TOKENS}`,
  };
}

function crossNumber(n: number): CrossCell {
  const v = parseScoreValue(n);
  if (v === null || v < 0) {
    return {
      type: 'bad',
      detail: msg`${cellText(n)} is not a result; expected ${CROSSTABLE_TOKENS}`,
    };
  }
  // Sheets reads a typed `10` or `11` (two games in one cell) as a number.
  if (Number.isInteger(v) && v >= 10 && v <= 99) {
    return {
      type: 'games',
      games: [
        { kind: 'score', value: Math.floor(v / 10) },
        { kind: 'score', value: v % 10 },
      ],
    };
  }
  if (Number.isInteger(v) && v <= 9) {
    return {
      type: 'games',
      games: [{ kind: 'score', value: v }],
      leadingZero: [
        { kind: 'score', value: 0 },
        { kind: 'score', value: v },
      ],
    };
  }
  return { type: 'games', games: [{ kind: 'score', value: v }] };
}

/** One game in text, with an optional colour letter in front (`w1`, `s½`, `b0`). */
function crossGame(text: string): CrossGame | null {
  const m = /^([wbs])? ?(.+)$/.exec(text);
  if (!m) return null;
  const colour: Colour | undefined = m[1] === undefined ? undefined : m[1] === 'w' ? 'w' : 'b';
  const body = m[2];
  const withColour = <T extends object>(g: T): T => (colour ? { ...g, colour } : g);
  if (body === '+') return withColour({ kind: 'forfeit-win' as const });
  if (body === '-') return withColour({ kind: 'forfeit-loss' as const });
  // A double forfeit with its colour (`b--`), as one of two games: `w½ b--`.
  if (body === '--') return withColour({ kind: 'double-forfeit' as const });
  if (body === '=' || body === 'r' || body === 'remis' || body === 'draw') {
    return withColour({ kind: 'draw' as const });
  }
  if (!/^[0-9½¼¾.,/]+$/.test(body)) return null;
  const v = parseScoreValue(body);
  if (v === null) return null;
  return withColour({ kind: 'score' as const, value: v });
}

// ---------------------------------------------------------------------------------------------
// Progress-table cells

export type ProgressOutcome =
  'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'double-forfeit' | 'pending';

export type ProgressCell =
  | { readonly type: 'blank' }
  /** A round against a named opponent (start number as written). */
  | {
      readonly type: 'game';
      readonly opponent: number;
      readonly colour?: Colour;
      readonly outcome: ProgressOutcome;
    }
  /** A forfeit without an opponent (`+`, `-`). */
  | { readonly type: 'forfeit'; readonly outcome: 'forfeit-win' | 'forfeit-loss' }
  | {
      readonly type: 'bye';
      readonly kind: 'pairing-bye' | 'full-bye' | 'half-bye' | 'zero-bye' | 'withdrawn';
    }
  | BadToken;

/** The notations of a progress-table cell, as a message (its German lists the German notations). */
export const PROGRESS_TOKENS: Message = msg`opponent, colour and result (12w1, 5b½, 5s½, 3w/1, 12w+, 12b-, 12w-- for a double forfeit, 12w for a game not played yet), or result, colour and opponent (+W9, =B13, -B4, +F9/-F9 for forfeits), or a round without a game: bye, spielfrei, frei, pf, U, +BYE (pairing-allocated bye), F (full-point bye), H, =BYE (half-point bye), Z, --, -BYE or a blank (zero-point bye), + or - (forfeit without opponent), withdrawn, abgemeldet, zurückgezogen`;

const BYE_WORDS: Readonly<Record<string, Extract<ProgressCell, { type: 'bye' }>['kind']>> = {
  bye: 'pairing-bye',
  '+bye': 'pairing-bye',
  spielfrei: 'pairing-bye',
  frei: 'pairing-bye',
  freilos: 'pairing-bye',
  pf: 'pairing-bye',
  u: 'pairing-bye',
  pab: 'pairing-bye',
  f: 'full-bye',
  fpb: 'full-bye',
  h: 'half-bye',
  hpb: 'half-bye',
  '=bye': 'half-bye',
  '½bye': 'half-bye',
  z: 'zero-bye',
  zpb: 'zero-bye',
  '-bye': 'zero-bye',
  '--': 'zero-bye',
  withdrawn: 'withdrawn',
  wd: 'withdrawn',
  abgemeldet: 'withdrawn',
  zurückgezogen: 'withdrawn',
  zurueckgezogen: 'withdrawn',
  'zurück gezogen': 'withdrawn',
  ausgeschieden: 'withdrawn',
};

/** chess-results prints a round without a game as a dash and the points: `- 1`, `-½`, `- 0`. */
const DASH_POINTS: Readonly<Record<string, Extract<ProgressCell, { type: 'bye' }>['kind']>> = {
  '1': 'pairing-bye',
  '½': 'half-bye',
  '0.5': 'half-bye',
  '0,5': 'half-bye',
  '0': 'zero-bye',
};

const RESULT_AFTER: Readonly<Record<string, ProgressOutcome>> = {
  '1': 'win',
  '0': 'loss',
  '½': 'draw',
  '1/2': 'draw',
  '0.5': 'draw',
  '0,5': 'draw',
  '.5': 'draw',
  ',5': 'draw',
  '=': 'draw',
  r: 'draw',
  '+': 'forfeit-win',
  '-': 'forfeit-loss',
  '--': 'double-forfeit',
  '-:-': 'double-forfeit',
};

const OPP_FIRST = /^(\d+)(?: ?([wbs]))?( ?\/ ?| )?(1\/2|0[.,]5|[.,]5|--|-:-|[10½=r+-])?$/;
const RESULT_FIRST = /^([+=-]) ?([wbsf]) ?(\d+)$/;

export function parseProgressCell(c: Cell): ProgressCell {
  if (typeof c === 'string') {
    const quick = plainGame(c);
    if (quick !== null) return quick;
  }
  if (isBlank(c)) return { type: 'blank' };
  const special = notAValue(c, ROUND_ENTRY);
  if (special) return special;
  // chess-results prints an unpaired round as `-0`; pasted into Sheets it becomes the number 0.
  // Nobody is named, so a game the opponent claims is still caught by the mirror check.
  if (c === 0) return { type: 'bye', kind: 'zero-bye' };
  const t = cellText(c as string | number)
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const bye = BYE_WORDS[t.replace(/ (?=bye$)/, '')];
  if (bye) return { type: 'bye', kind: bye };
  if (t === '+') return { type: 'forfeit', outcome: 'forfeit-win' };
  if (t === '-') return { type: 'forfeit', outcome: 'forfeit-loss' };
  const dash = /^- ?(1|½|0[.,]5|0)$/.exec(t);
  if (dash) return { type: 'bye', kind: DASH_POINTS[dash[1]] };
  const resultFirst = RESULT_FIRST.exec(t);
  if (resultFirst) return resultFirstCell(resultFirst[1], resultFirst[2], Number(resultFirst[3]));
  const oppFirst = OPP_FIRST.exec(t);
  if (oppFirst) {
    const opponent = Number(oppFirst[1]);
    const colour = colourOf(oppFirst[2]);
    const separated = oppFirst[3] !== undefined;
    const result = oppFirst[4];
    if (result === undefined) {
      if (colour === undefined) {
        return {
          type: 'bad',
          detail:
            t === '0'
              ? msg`0 alone is not a round entry: write Z for a zero-point bye, - for a forfeit loss, or the opponent, colour and result (12w0)`
              : msg`${t} names an opponent but no colour and result: write ${t}w1, ${t}b½, ${t}s0 (or ${t}w for a game not played yet)`,
        };
      }
      return { type: 'game', opponent, colour, outcome: 'pending' };
    }
    // Without a colour or a separator, digits run together: `12.5` is no game against 12.
    if (colour === undefined && !separated && /^[0-9.,]/.test(result)) {
      return {
        type: 'bad',
        detail: msg`"${t}" runs the opponent and the result together: write it as ${opponent}w${result} or ${opponent}b${result}`,
      };
    }
    const g = { type: 'game' as const, opponent, outcome: RESULT_AFTER[result] };
    return colour ? { ...g, colour } : g;
  }
  return {
    type: 'bad',
    detail: msg`"${t}" is not a progress-table entry; expected ${PROGRESS_TOKENS}`,
  };
}

const PLAIN_RESULT: Readonly<Record<number, ProgressOutcome>> = {
  0x31: 'win',
  0x30: 'loss',
  0xbd: 'draw',
  0x3d: 'draw',
  0x72: 'draw',
  0x52: 'draw',
  0x2b: 'forfeit-win',
  0x2d: 'forfeit-loss',
};

/**
 * The common spelling read in one scan without a regex: up to nine digits, a colour letter and a
 * one-sign result or `--` (`12w1`, `5S½`, `7b--`), nothing around them. Null for anything else,
 * which the full reading handles; the game read here is the one the full reading gives.
 */
function plainGame(s: string): ProgressCell | null {
  const n = s.length;
  let i = 0;
  let opponent = 0;
  for (; i < n && i < 9; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    opponent = opponent * 10 + d;
  }
  if (i === 0 || i + 2 > n || i + 3 < n) return null;
  const letter = s.charCodeAt(i) | 0x20;
  if (letter !== 0x77 && letter !== 0x62 && letter !== 0x73) return null;
  const colour: Colour = letter === 0x77 ? 'w' : 'b';
  const sign = s.charCodeAt(i + 1);
  let outcome: ProgressOutcome | undefined;
  if (i + 3 === n)
    outcome = sign === 0x2d && s.charCodeAt(i + 2) === 0x2d ? 'double-forfeit' : undefined;
  else outcome = PLAIN_RESULT[sign];
  if (outcome === undefined) return null;
  return { type: 'game', opponent, outcome, colour };
}

function colourOf(letter: string | undefined): Colour | undefined {
  if (letter === undefined) return undefined;
  return letter === 'w' ? 'w' : 'b';
}

/** `+W9`, `=B13`, `-B4`: the result first is a game over the board; colour `F` is a forfeit. */
function resultFirstCell(sign: string, letter: string, opponent: number): ProgressCell {
  if (letter === 'f') {
    if (sign === '=') {
      return { type: 'bad', detail: msg`"=F${opponent}" is a drawn forfeit, which does not exist` };
    }
    return { type: 'game', opponent, outcome: sign === '+' ? 'forfeit-win' : 'forfeit-loss' };
  }
  const outcome: ProgressOutcome = sign === '+' ? 'win' : sign === '=' ? 'draw' : 'loss';
  return { type: 'game', opponent, colour: colourOf(letter), outcome };
}

// ---------------------------------------------------------------------------------------------

/** Dates and booleans never hold a result; say what Sheets did and how to avoid it. */
export function notAValue(c: Cell, what: MessageArg): BadToken | null {
  if (isDate(c)) {
    return { type: 'bad', detail: dateDetail(c, what) };
  }
  if (typeof c === 'boolean') {
    return {
      type: 'bad',
      detail: msg`${c ? 'TRUE' : 'FALSE'} (a checkbox or logical value) where a ${what} belongs`,
    };
  }
  if (typeof c === 'number' && !Number.isFinite(c)) {
    return { type: 'bad', detail: msg`${String(c)} where a ${what} belongs` };
  }
  return null;
}

function dateDetail(d: Date, what: MessageArg): Message {
  if (Number.isNaN(d.getTime())) return msg`an invalid date where a ${what} belongs`;
  // A normalised Date shows the sheet's wall clock in its UTC fields (cells.ts).
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  const typed = (m === 1 && day === 2) || (m === 2 && day === 1) ? '"1/2"' : `"${m}/${day}"`;
  return msg`${typed} was turned into a date by Sheets where a ${what} belongs — type ½ or 0.5, or format the column as text`;
}
