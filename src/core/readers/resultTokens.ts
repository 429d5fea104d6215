/**
 * Spellings of one game's result as a results list writes it (one cell for both sides), of the
 * rounds without a game, and of how a game ended (for the Lechenicher Wertung).
 *
 * Everything here reads text already passed through `cellText` and lower-cased; the reader
 * deals with numbers, booleans and dates before asking.
 */
import { msg } from '../errors';
import type { Message } from '../errors';
import type { Colour, GameResult } from '../model/types';

export type PairResult =
  /** Scores over the board. `0-0` (both lost) and `½-0`, `0-½` are arbiter awards. */
  | { readonly kind: 'played'; readonly white: GameResult; readonly black: GameResult }
  /** One side did not appear; `winner` is the side that did. */
  | { readonly kind: 'forfeit'; readonly winner: Colour }
  | { readonly kind: 'double-forfeit' };

/** The notations of a result cell, as a message (its German lists the German notations). */
export const ACCEPTED_RESULTS: Message = msg`1-0, 0-1, ½-½ (also 1:0, 1/2-1/2, 0.5-0.5, 0,5-0,5, =, remis), 0-0, ½-0, 0-½, forfeits +:-, -:+, +/-, +-, 1-0 kl. (kampflos), double forfeit -:-, --, 0-0 kl., or blank or * for a game not yet played`;

const FORFEIT_MARK = String.raw`\(?(?:kl\.?|kampflos|forfeit|ff|f|k|w\.?o\.?)\)?`;
const SIDE = String.raw`(1\/2|½|0?[.,]5|1|0|\+|-)`;
const WITH_SEPARATOR = new RegExp(
  String.raw`^(?:(${FORFEIT_MARK})\s*)?${SIDE}\s*[-:/]\s*${SIDE}(?:\s*(${FORFEIT_MARK}))?$`,
);
// `+-`, `-+`, `--` run the two signs together with no separator.
const SIGNS_ONLY = new RegExp(
  String.raw`^(?:(${FORFEIT_MARK})\s*)?([+-])\s*([+-])(?:\s*(${FORFEIT_MARK}))?$`,
);

const DRAW_WORDS = new Set([
  '=',
  'remis',
  'draw',
  'unentschieden',
  '½',
  '1/2',
  '0.5',
  '0,5',
  '.5',
  ',5',
]);

/** Marks for a paired game whose result is still to come (PGN writes `*`). */
const PENDING_WORDS = new Set(['*', 'pending', 'postponed', 'verlegt', 'offen', 'open']);

export function isPendingMark(text: string): boolean {
  return text === '' || PENDING_WORDS.has(text);
}

function sideScore(s: string): number | '+' | '-' {
  if (s === '+' || s === '-') return s;
  if (s === '1') return 1;
  if (s === '0') return 0;
  return 0.5;
}

const RESULT_OF_SCORE: Record<number, GameResult> = { 1: 'win', 0.5: 'draw', 0: 'loss' };

function fromSides(w: string, b: string, forfeitMarked: boolean): PairResult | null {
  const sw = sideScore(w);
  const sb = sideScore(b);
  if (typeof sw === 'string' || typeof sb === 'string') {
    // Signs and digits mixed (`+:0`) say nothing certain.
    if (typeof sw !== 'string' || typeof sb !== 'string') return null;
    if (sw === '+' && sb === '-') return { kind: 'forfeit', winner: 'w' };
    if (sw === '-' && sb === '+') return { kind: 'forfeit', winner: 'b' };
    if (sw === '-' && sb === '-') return { kind: 'double-forfeit' };
    return null;
  }
  if (forfeitMarked) {
    if (sw === 1 && sb === 0) return { kind: 'forfeit', winner: 'w' };
    if (sw === 0 && sb === 1) return { kind: 'forfeit', winner: 'b' };
    if (sw === 0 && sb === 0) return { kind: 'double-forfeit' };
    return null;
  }
  // A game is worth at most one point: 1-1, 1-½ are typing mistakes.
  if (sw + sb > 1) return null;
  return { kind: 'played', white: RESULT_OF_SCORE[sw], black: RESULT_OF_SCORE[sb] };
}

/** A pair result, or null when the text is not one (blank and pending marks included). */
export function parsePairResult(text: string): PairResult | null {
  // `---` is a placeholder, not a double forfeit.
  if (/^[-\s]*-[-\s]*-[-\s]*-[-\s]*$/.test(text)) return null;
  if (DRAW_WORDS.has(text)) return { kind: 'played', white: 'draw', black: 'draw' };
  const sep = WITH_SEPARATOR.exec(text);
  if (sep) {
    if (sep[1] !== undefined && sep[4] !== undefined) return null;
    return fromSides(sep[2], sep[3], sep[1] !== undefined || sep[4] !== undefined);
  }
  const signs = SIGNS_ONLY.exec(text);
  if (signs) {
    if (signs[1] !== undefined && signs[4] !== undefined) return null;
    return fromSides(signs[2], signs[3], true);
  }
  return null;
}

/** Words that stand in for the opponent's name when a player has the pairing-allocated bye. */
const BYE_NAMES = new Set(['bye', 'spielfrei', 'frei', 'freilos', 'pf', 'pab']);

export function isByeName(text: string): boolean {
  return BYE_NAMES.has(text);
}

/**
 * Kinds of absence the Keizer module scores differently. In the standings model all of them are
 * zero-point byes; `unspecified` is a zero-point bye written without a reason (`Z`, `abwesend`).
 */
export type AbsenceKind = 'excused' | 'unexcused' | 'club' | 'unspecified';

/** What a row with one player and no opponent says about that round. */
export type SoloRound =
  | { readonly kind: 'pairing-bye' | 'full-bye' | 'half-bye' | 'withdrawn' }
  | { readonly kind: 'zero-bye'; readonly absence: AbsenceKind };

/** What a round without a game may say, as a message (its German lists the German notations). */
export const ACCEPTED_SOLO: Message = msg`bye/spielfrei/frei (pairing-allocated bye), F (full-point bye), H/½ bye (half-point bye), Z/abwesend (zero-point bye), excused/entschuldigt, unexcused/unentschuldigt, club/Mannschaftskampf (absent for the club team), withdrawn/zurückgezogen`;

const SOLO_WORDS: ReadonlyMap<string, SoloRound> = (() => {
  const m = new Map<string, SoloRound>();
  const add = (round: SoloRound, words: string[]) => words.forEach(w => m.set(w, round));
  add({ kind: 'pairing-bye' }, [
    'bye',
    'spielfrei',
    'frei',
    'freilos',
    'pf',
    'pab',
    'u',
    'pairing bye',
    'pairing allocated bye',
  ]);
  add({ kind: 'full-bye' }, [
    'f',
    'full bye',
    'full point bye',
    '1 bye',
    'bye 1',
    'ganzes freilos',
  ]);
  add({ kind: 'half-bye' }, [
    'h',
    'half bye',
    'half point bye',
    '½ bye',
    '1/2 bye',
    '0.5 bye',
    '0,5 bye',
    'bye ½',
    'halbes freilos',
    '½ freilos',
  ]);
  add({ kind: 'zero-bye', absence: 'unspecified' }, [
    'z',
    'zero bye',
    'zero point bye',
    '0 bye',
    'bye 0',
    'absent',
    'abwesend',
  ]);
  add({ kind: 'zero-bye', absence: 'excused' }, ['excused', 'entschuldigt', 'entsch']);
  add({ kind: 'zero-bye', absence: 'unexcused' }, [
    'unexcused',
    'unentschuldigt',
    'unentsch',
    'no show',
  ]);
  add({ kind: 'zero-bye', absence: 'club' }, [
    'club',
    'club duty',
    'team match',
    'mannschaftskampf',
    'mannschaft',
    'verein',
  ]);
  add({ kind: 'withdrawn' }, [
    'withdrawn',
    'retired',
    'zurückgezogen',
    'zurueckgezogen',
    'ausgeschieden',
  ]);
  return m;
})();

/**
 * The round of a player listed without an opponent. A bare score (`1`, `+`, `0`, `½`) is not
 * accepted: it reads just as well as a game whose opponent was forgotten, and a forgotten
 * opponent must not silently become a bye.
 */
export function parseSoloRound(text: string): SoloRound | null {
  const t = text.replace(/[-_]/g, ' ').replace(/\.$/, '').replace(/\s+/g, ' ').trim();
  return SOLO_WORDS.get(t) ?? null;
}

/**
 * How a game ended, as typed in the optional End (Partieende) column:
 *
 * - `R`, `regular`, `regulär`, `normal`: finished over the board (mate, resignation, agreed draw).
 * - a default by one side, `T:W` / `T:B` (also `T:S`, `T(W)`), `Zeit Weiß`, `Zeit Schwarz`,
 *   `timeout white`, `default black`, `nicht beendet Weiß`, `not finished black`: the named side
 *   lost on time or did not finish, and the result was not adjudicated.
 * - `A`, `adjudicated`, `Abschätzung`: scored by adjudication with nobody at fault (tournament
 *   end); `A:W`, `A(S)`, `Abschätzung Weiß`, `adjudicated black`: adjudicated because the named
 *   side withdrew or defaulted.
 *
 * Sides: `W`, `white`, `weiß`, `weiss` for White; `B`, `S`, `black`, `schwarz` for Black.
 */
export type EndSpec =
  | { readonly type: 'regular' }
  | { readonly type: 'default'; readonly defaulter: Colour }
  | { readonly type: 'adjudicated'; readonly defaulter?: Colour };

export const ACCEPTED_ENDS =
  'R/regular/regulär, T:W or T:B / Zeit Weiß / Zeit Schwarz (that side lost on time or did not ' +
  'finish), A/adjudicated/Abschätzung (optionally A:W, A:B: adjudicated after that side withdrew)';

const REGULAR_WORDS = new Set(['r', 'regular', 'regulär', 'regulaer', 'normal']);
const DEFAULT_WORDS = new Set([
  't',
  'timeout',
  'time',
  'zeit',
  'default',
  'not finished',
  'nicht beendet',
]);
const ADJUDICATED_WORDS = new Set(['a', 'adj', 'adjudicated', 'abschätzung', 'abschaetzung']);
const SIDE_WORDS: ReadonlyMap<string, Colour> = new Map<string, Colour>([
  ['w', 'w'],
  ['white', 'w'],
  ['weiß', 'w'],
  ['weiss', 'w'],
  ['b', 'b'],
  ['s', 'b'],
  ['black', 'b'],
  ['schwarz', 'b'],
]);

export function parseGameEnd(text: string): EndSpec | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (REGULAR_WORDS.has(t)) return { type: 'regular' };
  if (ADJUDICATED_WORDS.has(t.replace(/\.$/, ''))) return { type: 'adjudicated' };
  const m = /^(.+?)\s*(?::|\(|\s)\s*([a-zß]+)\)?$/.exec(t);
  if (!m) return null;
  const side = SIDE_WORDS.get(m[2]);
  if (side === undefined) return null;
  const kind = m[1].replace(/\.$/, '');
  if (DEFAULT_WORDS.has(kind)) return { type: 'default', defaulter: side };
  if (ADJUDICATED_WORDS.has(kind)) return { type: 'adjudicated', defaulter: side };
  return null;
}
