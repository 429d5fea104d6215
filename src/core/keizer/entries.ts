/**
 * Checks a Keizer competition and turns it into one entry per player per round, the form both
 * scoring and pairing read. Bad input (unknown names, a player twice in an evening) is an
 * InputError that names the round and the player.
 */
import { rangeError, msg } from '../errors';
import type { Colour } from '../model/types';
import { KEIZER_RESULTS, OFF_BOARD_KINDS } from './model';
import type { KeizerCompetition, KeizerResult, OffBoardKind } from './model';
import type { KeizerOptions } from './options';

export type GameOutcome =
  'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'double-forfeit';

export type Entry =
  | {
      readonly kind: 'game';
      readonly opponent: number;
      readonly outcome: GameOutcome;
      /** null when the source did not say. */
      readonly colour: Colour | null;
    }
  | {
      readonly kind: 'off';
      readonly what: OffBoardKind;
      /** The player appeared nowhere in the round; `what` is then options.missing. */
      readonly missing: boolean;
      /**
       * 1 for the player's first absence that counts towards the limit and the decay, 2 for the
       * second…; 0 for rounds that do not count (byes, late entry, exempt club duty).
       */
      readonly absenceNo: number;
    };

export interface Entries {
  readonly names: readonly string[];
  readonly ratings: readonly number[];
  readonly withdrawn: readonly boolean[];
  /** Indexes of the players who take part in the ranking, in input order. */
  readonly ranked: readonly number[];
  /** entries[round − 1][player]; null for a withdrawn player who was not there. */
  readonly entries: readonly (readonly (Entry | null)[])[];
}

const OUTCOMES: Record<KeizerResult, [GameOutcome, GameOutcome]> = {
  '1-0': ['win', 'loss'],
  '½-½': ['draw', 'draw'],
  '0-1': ['loss', 'win'],
  '+-': ['forfeit-win', 'forfeit-loss'],
  '-+': ['forfeit-loss', 'forfeit-win'],
  '--': ['double-forfeit', 'double-forfeit'],
};

function indexPlayers(c: KeizerCompetition): Map<string, number> {
  const index = new Map<string, number>();
  c.players.forEach((p, i) => {
    if (typeof p.name !== 'string' || p.name.trim() === '') {
      throw rangeError(msg`Keizer player ${i + 1} has no name`);
    }
    if (index.has(p.name)) {
      throw rangeError(msg`Keizer players: "${p.name}" is listed twice; names must be unique`);
    }
    if (p.rating !== undefined && !(Number.isFinite(p.rating) && p.rating >= 0)) {
      throw rangeError(
        msg`Keizer player "${p.name}": rating must be a number of at least 0, found ${String(p.rating)}`,
      );
    }
    if (p.status !== undefined && p.status !== 'active' && p.status !== 'withdrawn') {
      throw rangeError(
        msg`Keizer player "${p.name}": status must be active or withdrawn, found "${String(p.status)}"`,
      );
    }
    index.set(p.name, i);
  });
  return index;
}

/** Which absences count towards the limit and the decay. */
export function countsAsAbsence(what: OffBoardKind, options: KeizerOptions): boolean {
  return what === 'excused' || what === 'unexcused' || (what === 'club' && !options.clubExempt);
}

export function buildEntries(c: KeizerCompetition, options: KeizerOptions): Entries {
  const index = indexPlayers(c);
  const n = c.players.length;
  const withdrawn = c.players.map(p => p.status === 'withdrawn');
  const entries = c.rounds.map((round, r) => {
    const row: (Entry | null)[] = new Array<Entry | null>(n).fill(null);
    const where = msg`Keizer round ${r + 1}`;
    const lookUp = (name: string): number => {
      const i = index.get(name);
      if (i === undefined) throw rangeError(msg`${where}: "${name}" is not in the player list`);
      return i;
    };
    const place = (i: number, e: Entry): void => {
      if (row[i] !== null) {
        throw rangeError(
          msg`${where}: "${c.players[i].name}" appears twice; one entry per evening`,
        );
      }
      row[i] = e;
    };
    for (const g of round.games) {
      if (!KEIZER_RESULTS.includes(g.result)) {
        throw rangeError(
          msg`${where}: ${g.white} – ${g.black}: result "${String(g.result)}" is none of ${KEIZER_RESULTS.join(' ')}`,
        );
      }
      const w = lookUp(g.white);
      const b = lookUp(g.black);
      if (w === b) throw rangeError(msg`${where}: "${g.white}" is paired against themselves`);
      const [wo, bo] = OUTCOMES[g.result];
      const known = g.colourUnknown !== true;
      place(w, { kind: 'game', opponent: b, outcome: wo, colour: known ? 'w' : null });
      place(b, { kind: 'game', opponent: w, outcome: bo, colour: known ? 'b' : null });
    }
    for (const o of round.offBoard ?? []) {
      if (!OFF_BOARD_KINDS.includes(o.kind)) {
        throw rangeError(
          msg`${where}: "${o.player}": "${String(o.kind)}" is none of ${OFF_BOARD_KINDS.join(', ')}`,
        );
      }
      place(lookUp(o.player), { kind: 'off', what: o.kind, missing: false, absenceNo: 0 });
    }
    for (let i = 0; i < n; i++) {
      if (row[i] === null && !withdrawn[i]) {
        row[i] = { kind: 'off', what: options.missing, missing: true, absenceNo: 0 };
      }
    }
    return row;
  });
  // Number the counting absences in round order: the limit and the decay speak of the n-th one.
  for (let i = 0; i < n; i++) {
    let count = 0;
    for (const row of entries) {
      const e = row[i];
      if (e && e.kind === 'off' && countsAsAbsence(e.what, options)) {
        row[i] = { ...e, absenceNo: ++count };
      }
    }
  }
  return {
    names: c.players.map(p => p.name),
    ratings: c.players.map(p => p.rating ?? 0),
    withdrawn,
    ranked: c.players.map((_, i) => i).filter(i => !withdrawn[i]),
    entries,
  };
}
