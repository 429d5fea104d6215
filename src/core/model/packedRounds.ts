/**
 * Every participant's rounds as flat typed arrays (participant index × round), the way the
 * tie-break context reads them. A reader that has the rounds in this form anyway (TRF: one number
 * per written round) hands them over as they are, so that a large event's rounds are not turned
 * into ~130,000 entry objects only to be turned back into numbers: its participants then build
 * their `rounds` entries when something asks for them (an explanation, a writer, a test).
 */
import { pointsFor } from './points';
import type { ByeKind, Colour, PointSystem, RoundEntry } from './types';

/*
 * Const enums rather than objects: esbuild writes their values into the code as numbers, so that
 * the loops over every round (compiled on stack replacement, without the module's constants
 * folded in) compare with a number instead of loading an object from the module and checking its
 * shape on every round (measured on 9,999 × 13: fewer instructions in every such loop).
 */

/** Round kinds, stored in a Uint8Array. */
export const enum RK {
  played = 0,
  forfeitWin = 1,
  forfeitLoss = 2,
  doubleForfeit = 3,
  /** A scheduled game without a result yet: neither a game nor an unplayed round. */
  pending = 4,
  pairingBye = 5,
  fullBye = 6,
  halfBye = 7,
  zeroBye = 8,
  withdrawn = 9,
  notJoined = 10,
}

/** Result of a played game, stored in a Uint8Array (0 for unplayed rounds). */
export const enum RES {
  none = 0,
  win = 1,
  draw = 2,
  loss = 3,
}

/** Colour, stored in a Uint8Array. */
export const enum COL {
  none = 0,
  white = 1,
  black = 2,
}

/** Codes of pointsByCode: a round's kind, or for a played game `played` plus its result (RES). */
export const enum PointsCode {
  /** The first code after the kinds. */
  played = RK.notJoined + 1,
  /** A game won over the board. */
  wonGame = PointsCode.played + RES.win,
}

/** Number of round kinds; pointsByCode keeps played results' points after them. */
export const RK_COUNT = PointsCode.played;

/** The kind code of each kind of entry. */
export const KIND_CODE: Readonly<Record<RoundEntry['kind'], number>> = {
  played: RK.played,
  'forfeit-win': RK.forfeitWin,
  'forfeit-loss': RK.forfeitLoss,
  'double-forfeit': RK.doubleForfeit,
  pending: RK.pending,
  'pairing-bye': RK.pairingBye,
  'full-bye': RK.fullBye,
  'half-bye': RK.halfBye,
  'zero-bye': RK.zeroBye,
  withdrawn: RK.withdrawn,
  'not-joined': RK.notJoined,
};

/** The rounds of `n` participants, `rounds` each, index i·rounds + r (r 0-based). */
export interface PackedRounds {
  readonly n: number;
  readonly rounds: number;
  /** Round kind (RK). */
  readonly kind: Uint8Array;
  /** Opponent's participant index, −1 when none. */
  readonly opp: Int32Array;
  /** Result of a played game (RES). */
  readonly res: Uint8Array;
  /** Colour (COL). */
  readonly colour: Uint8Array;
  /** 1 when a played game was rated (TRF `1 = 0`). */
  readonly rated: Uint8Array;
  /**
   * The participants' start numbers, when the reader has them as numbers anyway: the tie-break
   * context then takes them as they are rather than loop over the participants for them.
   */
  readonly numbers: StartNumberIndex | undefined;
}

/**
 * The start numbers of the participants (index for index; whole, distinct and rising with the
 * index) and the participant index of each start number (−1 for none; none past its end either).
 */
export interface StartNumberIndex {
  readonly startNo: Int32Array;
  readonly indexOf: Int32Array;
}

export function packedRounds(n: number, rounds: number, numbers?: StartNumberIndex): PackedRounds {
  const size = n * rounds;
  return {
    n,
    rounds,
    kind: new Uint8Array(size),
    opp: new Int32Array(size).fill(-1),
    res: new Uint8Array(size),
    colour: new Uint8Array(size),
    rated: new Uint8Array(size),
    numbers,
  };
}

/*
 * Which participants list a packed table describes. Keyed by the (read-only) array itself: a
 * tournament made from another with the same participants shares their rounds; one with other
 * participants is read entry by entry.
 */
const PACKED = new WeakMap<object, PackedRounds>();

/** Records that `packed` holds exactly the rounds of `participants` (index for index). */
export function attachPackedRounds(participants: readonly object[], packed: PackedRounds): void {
  PACKED.set(participants, packed);
}

/** The packed rounds of a participants list, when its reader left them. */
export function packedRoundsOf(participants: readonly object[]): PackedRounds | undefined {
  return PACKED.get(participants);
}

/**
 * Points of a round by kind code (played rounds: by result, at RK_COUNT + RES), taken from
 * pointsFor itself so that the two can never disagree.
 */
export function pointsByCode(ps: PointSystem): Float64Array {
  const out = new Float64Array(RK_COUNT + RES.loss + 1);
  for (const k of Object.keys(KIND_CODE) as RoundEntry['kind'][]) {
    if (k !== 'played')
      out[KIND_CODE[k]] = pointsFor({ kind: k, opponent: null } as RoundEntry, ps);
  }
  for (const result of ['win', 'draw', 'loss'] as const) {
    const code = result === 'win' ? RES.win : result === 'draw' ? RES.draw : RES.loss;
    out[RK_COUNT + code] = pointsFor({ kind: 'played', opponent: 0, result, rated: true }, ps);
  }
  return out;
}

/**
 * One entry object per kind of bye, shared by every round that has it: entries are read-only
 * values, and 10,000 players would otherwise allocate one object per bye.
 */
export const BYE_ENTRIES: Readonly<Record<ByeKind, RoundEntry>> = {
  'pairing-bye': Object.freeze({ kind: 'pairing-bye' }),
  'full-bye': Object.freeze({ kind: 'full-bye' }),
  'half-bye': Object.freeze({ kind: 'half-bye' }),
  'zero-bye': Object.freeze({ kind: 'zero-bye' }),
  withdrawn: Object.freeze({ kind: 'withdrawn' }),
  'not-joined': Object.freeze({ kind: 'not-joined' }),
};

const BYE_BY_CODE: readonly RoundEntry[] = [
  BYE_ENTRIES['pairing-bye'],
  BYE_ENTRIES['full-bye'],
  BYE_ENTRIES['half-bye'],
  BYE_ENTRIES['zero-bye'],
  BYE_ENTRIES.withdrawn,
  BYE_ENTRIES['not-joined'],
];

const RESULTS = [undefined, 'win', 'draw', 'loss'] as const;

/**
 * The entries of participant i, as a reader builds them entry by entry: `startNo` gives the
 * opponents' start numbers by participant index.
 */
export function packedEntries(
  packed: PackedRounds,
  i: number,
  startNo: (index: number) => number,
): RoundEntry[] {
  const R = packed.rounds;
  const out = new Array<RoundEntry>(R);
  for (let r = 0; r < R; r++) {
    const at = i * R + r;
    const k = packed.kind[at];
    if (k >= RK.pairingBye) {
      out[r] = BYE_BY_CODE[k - RK.pairingBye];
      continue;
    }
    const j = packed.opp[at];
    const c = packed.colour[at];
    const colour: Colour | undefined = c === COL.white ? 'w' : c === COL.black ? 'b' : undefined;
    if (k === RK.played) {
      const opponent = startNo(j);
      const result = RESULTS[packed.res[at]] as 'win' | 'draw' | 'loss';
      const rated = packed.rated[at] === 1;
      out[r] = colour
        ? { kind: 'played', opponent, colour, result, rated }
        : { kind: 'played', opponent, result, rated };
      continue;
    }
    if (k === RK.doubleForfeit || k === RK.pending) {
      const kind = k === RK.pending ? 'pending' : 'double-forfeit';
      const opponent = startNo(j);
      out[r] = colour ? { kind, opponent, colour } : { kind, opponent };
      continue;
    }
    const kind = k === RK.forfeitWin ? 'forfeit-win' : 'forfeit-loss';
    const opponent = j < 0 ? null : startNo(j);
    out[r] = colour ? { kind, opponent, colour } : { kind, opponent };
  }
  return out;
}
