/**
 * The Status cell of a player list, read for the rounds still to come (the pairing of a Swiss):
 *
 * - blank, `active`, `aktiv`, `ok`, `playing`, `spielt`: plays.
 * - `H` (`bye`, `half-point bye`, `halber Punkt`, `halbes Freilos`): a requested half-point bye.
 * - `Z` (`absent`, `abwesend`, `zero-point bye`): a zero-point bye.
 * - `F` (`full-point bye`, `ganzes Freilos`): a full-point bye the organiser grants (the TRF's
 *   `0000 - F`, which the pairing spec and the endorsed engines read as "not paired, 1 point").
 * - `W` (`withdrawn`, `retired`, `abgemeldet`, `zurückgezogen`, `ausgeschieden`): withdrawn, never
 *   paired again.
 *
 * Without a round number a mark is for the next round to be paired (a withdrawal: from it on).
 * With round numbers it is for those rounds only: `H 5`, `H5`, `Z 4, 5`, `Z 4-6`; a withdrawal
 * takes one round, the first the player misses (`W 6`). Several marks go in one cell separated by
 * `;` (`H 3; Z 7-8; W 9`), each with its rounds. Case and hyphens do not matter.
 */
import { msg, type Message } from '../errors';

export type StatusKind = 'half-bye' | 'zero-bye' | 'full-bye' | 'withdrawn';

export interface StatusMark {
  readonly kind: StatusKind;
  /**
   * The rounds the mark is for, ascending; empty = the next round to be paired. A withdrawal has
   * at most one: the first round the player misses, and every later round.
   */
  readonly rounds: readonly number[];
}

const ACTIVE = new Set(['', 'active', 'aktiv', 'ok', 'playing', 'spielt']);

/** The words for a withdrawal, here and in a Withdrawn column of ticks (playerList.ts). */
export const WITHDRAWN_WORDS: readonly string[] = [
  'withdrawn',
  'retired',
  'zurückgezogen',
  'zurueckgezogen',
  'ausgeschieden',
];

const WORDS: ReadonlyMap<string, StatusKind> = (() => {
  const m = new Map<string, StatusKind>();
  const add = (kind: StatusKind, words: string[]) => words.forEach(w => m.set(w, kind));
  add('half-bye', ['h', 'bye', 'half bye', 'half point bye', 'halber punkt', 'halbes freilos']);
  add('zero-bye', ['z', 'absent', 'abwesend', 'zero bye', 'zero point bye']);
  add('full-bye', ['f', 'full bye', 'full point bye', 'ganzes freilos']);
  add('withdrawn', ['w', 'abgemeldet', ...WITHDRAWN_WORDS]);
  return m;
})();

/** What the cell may say, for the message of a cell it cannot read. */
export function unknownStatus(found: string): Message {
  return msg`found "${found}"; expected a status: blank or active/aktiv to play, H (half-point bye), Z/absent/abwesend (zero-point bye), F (full-point bye) or W/withdrawn/abgemeldet/zurückgezogen, for the next round or for the rounds given (H 5, Z 4-6, H 3; Z 7)`;
}

function normalised(word: string): string {
  return word.normalize('NFC').toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** `4, 5`, `4 5`, `4-6` → [4, 5, 6]; null when it is not such a list. */
function roundList(text: string): number[] | null {
  const rounds: number[] = [];
  for (const token of text.split(/[\s,]+/).filter(t => t !== '')) {
    const m = /^(\d+)(?:[-–](\d+))?$/.exec(token);
    if (m === null) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from) return null;
    for (let r = from; r <= to; r++) rounds.push(r);
  }
  return rounds;
}

/** The marks of a Status cell's text, or why it cannot be read. */
export function parseStatus(text: string): StatusMark[] | Message {
  const whole = text.trim();
  if (ACTIVE.has(normalised(whole))) return [];
  const parts = whole.split(';').map(p => p.trim());
  const marks: StatusMark[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    const m = /^([^\d]*?)\s*(\d[\d\s,\-–]*)?$/.exec(part);
    const kind = m === null ? undefined : WORDS.get(normalised(m[1]));
    const rounds = m?.[2] === undefined ? [] : roundList(m[2]);
    if (kind === undefined || rounds === null) return unknownStatus(whole);
    if (kind === 'withdrawn' && rounds.length > 1) {
      return msg`"${part}": a withdrawal takes one round, the first round the player misses (W 5)`;
    }
    for (const r of new Set(rounds)) {
      if (seen.has(r)) return msg`"${whole}" gives round ${r} twice`;
      seen.add(r);
    }
    marks.push({ kind, rounds: [...new Set(rounds)].sort((a, b) => a - b) });
  }
  if (marks.length > 1 && marks.some(k => k.rounds.length === 0)) {
    return msg`"${whole}": a mark without a round is for the next round; beside other marks, give each its rounds (H 3; Z 7)`;
  }
  const withdrawal = marks.find(k => k.kind === 'withdrawn');
  if (withdrawal !== undefined && withdrawal.rounds.length === 1) {
    const from = withdrawal.rounds[0];
    const after = [...seen].filter(r => r > from).sort((a, b) => a - b)[0];
    if (after !== undefined) {
      return msg`"${whole}" marks round ${after}, after the withdrawal from round ${from}`;
    }
  }
  return marks;
}

/**
 * The mark for round `round`, where `next` is the round about to be paired: a mark with that
 * round, a withdrawal from it or before, or a mark without rounds when `round` is `next`.
 */
export function markFor(
  marks: readonly StatusMark[],
  round: number,
  next: number,
): StatusKind | undefined {
  for (const m of marks) {
    if (m.rounds.length === 0) {
      if (round === next || (m.kind === 'withdrawn' && round > next)) return m.kind;
    } else if (m.kind === 'withdrawn' ? round >= m.rounds[0] : m.rounds.includes(round)) {
      return m.kind;
    }
  }
  return undefined;
}
