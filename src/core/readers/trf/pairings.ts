import { lineError } from '../../errors';
import type { ByeKind, PointSystem, RoundEntry } from '../../model/types';
import type { PlayerRecord, ResultCode, Slot } from './player';

const BLANK: Slot = { opponent: null, code: '', text: '' };

export function slotAt(p: PlayerRecord, round: number): Slot {
  return p.slots[round - 1] ?? BLANK;
}

const BYE_CODES: Readonly<Partial<Record<ResultCode, ByeKind>>> = {
  H: 'half-bye',
  F: 'full-bye',
  U: 'pairing-bye',
  Z: 'zero-bye',
  '': 'zero-bye',
};

const BYE_NAMES: Readonly<Record<string, string>> = {
  H: 'a half-point bye (H)',
  F: 'a full-point bye (F)',
  U: 'a pairing-allocated bye (U)',
  Z: 'a zero-point bye (Z)',
};

function isPlayed(code: ResultCode): boolean {
  return '10=WDL'.includes(code) && code !== '';
}

function describe(slot: Slot): string {
  if (slot.code === '' && slot.opponent === null) return 'nothing (a blank round)';
  if (slot.opponent === null && BYE_NAMES[slot.code]) return BYE_NAMES[slot.code];
  return `"${slot.text.trim()}"`;
}

/** Points of a played result under the file's point system. */
function playedPoints(code: ResultCode, ps: PointSystem): number {
  if (code === '1' || code === 'W') return ps.win;
  if (code === '=' || code === 'D') return ps.draw;
  return ps.loss;
}

/**
 * Why two sides' results of one pairing cannot both be true, or null when they fit. Arbiters do
 * award 0–0 and ½–0 (both players lose, one is penalised), so the rule is only that the two sides
 * together cannot score more than a win, and that a forfeit win faces a forfeit loss.
 */
function resultConflict(a: ResultCode, b: ResultCode, ps: PointSystem): string | null {
  if (isPlayed(a) && isPlayed(b)) {
    const ratedA = '10='.includes(a);
    if (ratedA !== '10='.includes(b)) {
      return 'one game cannot be both rated (1 = 0) and shorter than one move (W D L)';
    }
    if (playedPoints(a, ps) + playedPoints(b, ps) > ps.win) {
      return 'together the two sides would score more than a win';
    }
    return null;
  }
  if (a === '+') return b === '-' ? null : 'a forfeit win (+) must face a forfeit loss (-)';
  if (a === '-')
    return b === '+' || b === '-'
      ? null
      : 'a forfeit loss (-) must face a forfeit win (+) or a forfeit loss (-, double forfeit)';
  if (b === '+' || b === '-') return 'a game played over the board cannot face a forfeit';
  return null;
}

/**
 * Round entries of every player, checking each pairing against the opponent's line: the
 * opponent exists, is not the player, names the player back in the same round, and their
 * results and colours fit together. `byes` holds byes given by 240 records for blank rounds.
 */
export function buildEntries(
  players: readonly PlayerRecord[],
  rounds: number,
  ps: PointSystem,
  byes: ReadonlyMap<PlayerRecord, ReadonlyMap<number, ByeKind>>,
): RoundEntry[][] {
  const byStart = new Map<number, PlayerRecord>();
  for (const p of players) byStart.set(p.startNo, p);
  return players.map(p => {
    const entries: RoundEntry[] = [];
    for (let r = 1; r <= rounds; r++) {
      entries.push(entryFor(p, r, slotAt(p, r), byStart, ps, byes.get(p)?.get(r)));
    }
    return entries;
  });
}

function entryFor(
  p: PlayerRecord,
  r: number,
  slot: Slot,
  byStart: ReadonlyMap<number, PlayerRecord>,
  ps: PointSystem,
  bye240: ByeKind | undefined,
): RoundEntry {
  const at = `round ${r}`;
  const bye = BYE_CODES[slot.code];
  if (bye !== undefined) {
    if (slot.opponent === null) return { kind: slot.code === '' && bye240 ? bye240 : bye };
    if (slot.code === '') return pending(p, r, slot, slot.opponent, byStart);
    throw lineError(
      p.line,
      `${at}: ${BYE_NAMES[slot.code]} names opponent ${slot.opponent}: expected 0000 for a bye`,
    );
  }
  if (slot.opponent === null) {
    if (slot.code === '+') return { kind: 'forfeit-win', opponent: null, ...colourOf(slot) };
    if (slot.code === '-') return { kind: 'forfeit-loss', opponent: null, ...colourOf(slot) };
    throw lineError(p.line, `${at}: result "${slot.code}" needs an opponent, found 0000`);
  }
  const opp = slot.opponent;
  const q = checkOpponent(p, r, opp, byStart);
  const back = slotAt(q, r);
  if (back.code === '') {
    throw lineError(
      p.line,
      `${at}: "${slot.text.trim()}", but line ${q.line} (player ${opp}) has no result for this game: expected the result on both lines`,
    );
  }
  const conflict = resultConflict(slot.code, back.code, ps);
  if (conflict) {
    throw lineError(
      p.line,
      `${at}: "${slot.text.trim()}" contradicts line ${q.line}, which has "${back.text.trim()}": ${conflict}`,
    );
  }
  checkColours(p, r, slot, q, back);
  const colour = colourOf(slot);
  switch (slot.code) {
    case '+':
      return { kind: 'forfeit-win', opponent: opp, ...colour };
    case '-':
      return back.code === '-'
        ? { kind: 'double-forfeit', opponent: opp, ...colour }
        : { kind: 'forfeit-loss', opponent: opp, ...colour };
    default: {
      const rated = '10='.includes(slot.code);
      const result =
        slot.code === '1' || slot.code === 'W'
          ? 'win'
          : slot.code === '=' || slot.code === 'D'
            ? 'draw'
            : 'loss';
      return { kind: 'played', opponent: opp, ...colour, result, rated };
    }
  }
}

/**
 * A pairing without a result on either side: the round is paired but not played yet (TRF for
 * in-tournament data exchange). One side with a result and the other without is a contradiction.
 */
function pending(
  p: PlayerRecord,
  r: number,
  slot: Slot,
  opp: number,
  byStart: ReadonlyMap<number, PlayerRecord>,
): RoundEntry {
  const q = checkOpponent(p, r, opp, byStart);
  const back = slotAt(q, r);
  if (back.code !== '') {
    throw lineError(
      p.line,
      `round ${r}: paired with ${opp} but no result, while line ${q.line} has "${back.text.trim()}": expected the result on both lines or on neither`,
    );
  }
  checkColours(p, r, slot, q, back);
  return { kind: 'pending', opponent: opp, ...colourOf(slot) };
}

/** The opponent's record, after checking that the opponent exists, is someone else and names p back. */
function checkOpponent(
  p: PlayerRecord,
  r: number,
  opp: number,
  byStart: ReadonlyMap<number, PlayerRecord>,
): PlayerRecord {
  const at = `round ${r}`;
  if (opp === p.startNo)
    throw lineError(p.line, `${at}: player ${p.startNo} is paired with themself`);
  const q = byStart.get(opp);
  if (!q) throw lineError(p.line, `${at}: opponent ${opp} is not in the player list`);
  const back = slotAt(q, r);
  if (back.opponent !== p.startNo) {
    throw lineError(
      p.line,
      `${at}: plays ${opp}, but line ${q.line} (player ${opp}) has ${describe(back)} in round ${r}, not a game against ${p.startNo}`,
    );
  }
  return q;
}

function checkColours(p: PlayerRecord, r: number, slot: Slot, q: PlayerRecord, back: Slot): void {
  if (slot.colour !== undefined && slot.colour === back.colour) {
    const colour = slot.colour === 'w' ? 'white' : 'black';
    throw lineError(
      p.line,
      `round ${r}: both ${p.startNo} and ${q.startNo} have ${colour} (line ${q.line} has "${back.text.trim()}")`,
    );
  }
}

function colourOf(slot: Slot): { colour?: 'w' | 'b' } {
  return slot.colour ? { colour: slot.colour } : {};
}
