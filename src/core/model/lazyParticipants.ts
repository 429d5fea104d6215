/**
 * A tournament whose participants are built when something first asks for them.
 *
 * A large TRF is read, ranked and printed by the command line without anyone looking at a
 * participant object: the ranking needs the rounds (packed) and the start numbers, the table
 * needs each name. Building 10,000 participants, each with its lazy `rounds` (a property defined
 * on the object, a call into the runtime each), was a tenth of that program (9,999 × 13, seven
 * codes: 645.6M instructions with them, 581.3M without). So the reader leaves `participants` as
 * an accessor that builds them on first use and then becomes a plain data property: keys, JSON,
 * spreads, copies and comparisons see the same array as ever, and code that only needs counts,
 * start numbers, names or rounds asks the functions here.
 */
import type { PackedRounds } from './packedRounds';
import { packedRoundsOf } from './packedRounds';
import type { Participant, Tournament } from './types';

/** What the table of a ranking needs of each participant. */
export interface RosterEntry {
  readonly startNo: number;
  readonly name: string;
}

/** The participants not yet built: what stands in for them until then. */
interface Pending {
  /** Start number and name by participant index (the reader's own records). */
  readonly roster: readonly RosterEntry[];
  /** Every participant's rounds, exactly as the built participants will have them. */
  readonly packed: PackedRounds;
}

const PENDING = new WeakMap<object, Pending>();

/**
 * Gives `t` (whose own `participants` property holds a placeholder, so that it keeps its place
 * among the keys) participants built by `build` when first read. `roster` and `packed` must
 * describe exactly what `build` gives: the same count, start numbers, names and rounds.
 */
export function participantsWhenAsked(
  t: Tournament,
  roster: readonly RosterEntry[],
  packed: PackedRounds,
  build: () => readonly Participant[],
): void {
  let built: readonly Participant[] | undefined;
  // Once read or assigned, a data property like any other (when `t` is frozen meanwhile, the
  // accessor stays and keeps answering the same array).
  const settle = (value: readonly Participant[]): void => {
    built = value;
    PENDING.delete(t);
    Reflect.defineProperty(t, 'participants', {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  };
  PENDING.set(t, { roster, packed });
  Object.defineProperty(t, 'participants', {
    get(): readonly Participant[] {
      if (built === undefined) settle(build());
      return built as readonly Participant[];
    },
    set(value: readonly Participant[]) {
      settle(value);
    },
    enumerable: true,
    configurable: true,
  });
}

/** How many participants `t` has, without building them. */
export function participantCount(t: Tournament): number {
  return (PENDING.get(t)?.roster ?? t.participants).length;
}

/** Start number and name of each participant (by index), without building them. */
export function rosterOf(t: Tournament): readonly RosterEntry[] {
  return PENDING.get(t)?.roster ?? t.participants;
}

/** The packed rounds of `t`'s participants, built or not, when their reader left them. */
export function packedRoundsOfTournament(t: Tournament): PackedRounds | undefined {
  return PENDING.get(t)?.packed ?? packedRoundsOf(t.participants);
}
