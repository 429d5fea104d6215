/**
 * The table of tie-break computations. Each family of codes registers its definitions with
 * `registerTiebreak` from a small `register.ts` module; `index.ts` lists those modules, one import
 * line each, so a new family needs no edit of the engine files.
 */
import type { TiebreakContext } from './context';
import type { Message } from '../messages/message';
import type { ExplanationRowDraft, TiebreakCode } from './types';

/**
 * Modifier letters a code may take (C.07 Art. 14 and the reference calculator's syntax):
 * C cut, M median, L limit, P forfeits as played, F fore, U unrated rating, S Swiss rules,
 * K divisor. `/R` (reverse order) and `/V…` (rules version) are accepted by every code.
 */
export type ModifierLetter = 'C' | 'M' | 'L' | 'P' | 'F' | 'U' | 'S' | 'K';

/**
 * Columns already computed in the same call, in list order: what Type-A tie-breaks (DE) need to
 * find the groups tied on the preceding criteria. `points` is the score over the counted rounds.
 */
export interface PriorColumns {
  readonly points: ArrayLike<number>;
  readonly columns: readonly {
    readonly code: TiebreakCode;
    readonly values: readonly (number | null)[];
  }[];
}

export interface ExplanationBody {
  /** One line such as "Buchholz Cut-1 = 10.5 (4 of 5 contributions; 1 cut)". */
  readonly summary: Message;
  readonly rows: ExplanationRowDraft[];
}

export interface TiebreakDefinition {
  /** Canonical acronym, upper case: `BH`, `SB`, `ARO`. */
  readonly name: string;
  /** Other acronyms that mean the same (`GE` for REP, `SNO` for TPN). */
  readonly aliases?: readonly string[];
  /** Human name for summaries and error messages: "Buchholz", said in the reader's language. */
  readonly title: Message;
  /** Modifiers the code accepts besides /R and /V. */
  readonly modifiers: readonly ModifierLetter[];
  /** True when a lower value ranks higher (TPN). `/R` reverses it. */
  readonly lowerIsBetter?: boolean;
  /**
   * Why this code needs the order of the rounds, or null when it does not: a tournament whose
   * round order is unknown (a crosstable) refuses it with that reason.
   */
  needsRoundOrder?(ctx: TiebreakContext, code: TiebreakCode): Message | null;
  /**
   * True when the values come out exact (whole numbers, or sums of points on a grid of 1/16,
   * see exact.ts): computeParsed then skips clean(), which would change none of them.
   */
  exact?(ctx: TiebreakContext, code: TiebreakCode): boolean;
  /** Values for every participant, indexed like `ctx.t.participants`; null = does not exist. */
  compute(ctx: TiebreakContext, code: TiebreakCode, prior: PriorColumns): (number | null)[];
  /** Per-round account for one participant; without it explainTiebreak gives the value only. */
  explain?(
    ctx: TiebreakContext,
    code: TiebreakCode,
    index: number,
    prior: PriorColumns,
  ): ExplanationBody;
}

const definitions = new Map<string, TiebreakDefinition>();

/** Registers a definition under its name and aliases. A name can be registered once. */
export function registerTiebreak(def: TiebreakDefinition): void {
  for (const key of [def.name, ...(def.aliases ?? [])]) {
    const k = key.toUpperCase();
    const existing = definitions.get(k);
    if (existing && existing !== def) throw new Error(`tie-break ${k} is registered twice`);
    definitions.set(k, def);
  }
}

/** The definition for an acronym or alias (any case), or undefined. */
export function findTiebreak(name: string): TiebreakDefinition | undefined {
  return definitions.get(name.toUpperCase());
}

/** All registered acronyms and aliases, sorted. */
export function registeredNames(): string[] {
  return [...definitions.keys()].sort();
}
