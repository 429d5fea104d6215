import { packedEntries, type PackedRounds } from '../../model/packedRounds';
import type { Participant, RoundEntry } from '../../model/types';

/*
 * An individual event's rounds stay packed for the tie-breaks (attachPackedRounds); each
 * participant's `rounds` entries are built when something asks for them. `rounds` is an own
 * enumerable property, so that copies, comparisons and JSON see it like any other. Its getter is
 * one function for every participant of every event: participants then keep one shape and fast
 * properties (a getter of their own, or one per event, turns them into slow dictionaries).
 */

/** The packed rounds of an event read lazily, and what building one participant's entries needs. */
export interface LazyEvent {
  readonly packed: PackedRounds;
  readonly startNoOf: (index: number) => number;
  readonly made: (readonly RoundEntry[] | undefined)[];
}

/** The event of participants in start-number order, whose rounds are `packed`. */
export function lazyEvent(
  startNos: readonly { startNo: number }[],
  packed: PackedRounds,
): LazyEvent {
  return { packed, startNoOf: j => startNos[j].startNo, made: [] };
}

/** A base class whose constructor gives back the object it is handed (see LazyRounds). */
class Given {
  constructor(o: object) {
    return o as Given;
  }
}

/**
 * Gives participant `index` of `event` its `rounds`, built when first asked for:
 * `new LazyRounds(p, event, index)` defines the property on `p` and keeps the event and index in
 * private fields written onto `p` itself (Given's constructor hands `p` over as `this`). Keys,
 * copies, JSON and comparisons do not see private fields. For 10,000 participants, a WeakMap from
 * participant to event cost ~15M instructions more (each set is a call into the runtime and a
 * hash table growing, while a private field is added like any other property), and a table of
 * indices by start number ~9M more. One constructor, no helper around it: a helper called for
 * every participant was compiled both on its own and inside its caller (~3M more).
 */
export class LazyRounds extends Given {
  readonly #event: LazyEvent;
  readonly #index: number;
  constructor(p: object, event: LazyEvent, index: number) {
    super(p);
    this.#event = event;
    this.#index = index;
    Object.defineProperty(p, 'rounds', LAZY_ROUNDS);
  }
  /** The one getter of every lazily read participant's `rounds`. */
  static entries(this: void, p: object): readonly RoundEntry[] {
    const { made, packed, startNoOf } = (p as LazyRounds).#event;
    const i = (p as LazyRounds).#index;
    return (made[i] ??= packedEntries(packed, i, startNoOf));
  }
}

const LAZY_ROUNDS: PropertyDescriptor = {
  get(this: Participant) {
    return LazyRounds.entries(this);
  },
  enumerable: true,
  configurable: true,
};
