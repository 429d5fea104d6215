/**
 * Every choice a club makes about Keizer scoring and pairing, with the defaults and where each
 * default comes from (spec club-systems.md A.1/A.2; "seed" = the club rules in
 * test/fixtures/seeds/002_*, "KFC" = KeizerForClubs, the program those rules describe).
 *
 * Fractions may be given as numbers (0.35), decimal text ("0,35", "35%") or ratios ("1/3"); they
 * are read exactly, never through binary floating point.
 */
import { rangeError, msg } from '../errors';
import { Decimal } from './decimal';
import type { OffBoardKind } from './model';

export type Fraction = number | string | Decimal;

/**
 * How the first value B of the table is chosen; V(k) = B − (k−1)·step.
 * - `ratio` (default, ratio 3, rounding `floor`): B = floor((N−1)·r/(r−1)), so the first is worth
 *   about r times the last (seed: 6 players → 7…2). `half-even` rounds as KFC does (6 → 8…3).
 * - `fixed`: a club's fixed first value (caissa, Sevilla: 50; Bornsedam: 70).
 * - `count`: B = N (chesspairing's default).
 * - `normalised`: KFC's "normalisation of victory": last = 1, first = r, linear in between
 *   (step is ignored).
 */
export type ValueRule =
  | { readonly rule: 'ratio'; readonly ratio?: Fraction; readonly rounding?: 'floor' | 'half-even' }
  | { readonly rule: 'fixed'; readonly first: Fraction }
  | { readonly rule: 'count' }
  | { readonly rule: 'normalised'; readonly ratio?: Fraction };

/**
 * How the circular definition (values ← ranking ← totals ← values) is resolved (spec A.1):
 * - `passes` (default; the seed's wording, KFC): start from the rating order; for r = 1…R value
 *   rounds 1…r with the ranking after r − 1. Exactly R passes.
 * - `fixed-point` (chesspairing): re-score all rounds with the current ranking until it no longer
 *   changes; a ranking that returns to the one before (a 2-cycle) ends with the mean of the last
 *   two totals; at most `maxIterations` scorings.
 * - `frozen`: each round scored once with the ranking before it (by credits so far), never
 *   re-scored; the own value is added at the end from the final ranking.
 */
export type IterationMode = 'passes' | 'fixed-point' | 'frozen';

/** Absence kinds whose credit is a fraction of the player's own value. */
export type AbsenceKind = 'excused' | 'unexcused' | 'club';

export interface KeizerOptionsInput {
  readonly values?: ValueRule;
  /** Difference between neighbouring values [1]. */
  readonly step?: Fraction;
  /** Add the player's own value to the total [true: seed, schlapp, caissa, KFC]. */
  readonly ownValue?: boolean;
  readonly fractions?: Partial<Record<keyof KeizerFractions, Fraction>>;
  /** How a non-withdrawn player who appears nowhere in a round scores ['unexcused']. */
  readonly missing?: AbsenceKind | 'not-joined';
  /** Only the first n absences (excused/unexcused, club unless exempt) score [no limit]. */
  readonly maxAbsences?: number | null;
  /** The n-th absence scores 1/2^(n−1) of its fraction [false; KFC/chesspairing option]. */
  readonly absenceDecay?: boolean;
  /** Club-duty absences neither count towards nor are cut by the limit and decay [true]. */
  readonly clubExempt?: boolean;
  readonly iteration?: IterationMode;
  /** Cap on fixed-point scorings [20, as chesspairing]. */
  readonly maxIterations?: number;
}

/**
 * What each kind of round earns, as a fraction of a value. Games use the opponent's value,
 * everything else the player's own value.
 */
export interface KeizerFractions {
  /** [1] of the opponent's value. */
  readonly win: Decimal;
  /** [½] seed: "die Hälfte der Rangpunkte des Gegners". */
  readonly draw: Decimal;
  /** [0] seed; KFC's "toughness bonus" 2–5 %, FreeKeizer 1/6. */
  readonly loss: Decimal;
  /** [1] of the opponent's value (KFC, chesspairing). */
  readonly forfeitWin: Decimal;
  /** [0] KFC also withholds the loss bonus. */
  readonly forfeitLoss: Decimal;
  /** [0] each side of a double forfeit. */
  readonly doubleForfeit: Decimal;
  /** [½] of own value: the seed's "remis gegen sich selbst" (KFC, chesspairing). */
  readonly bye: Decimal;
  /** [0.35] KFC default: ½ reduced by the factor 0.7 the seed speaks of. */
  readonly excused: Decimal;
  /**
   * [0.35] KFC default, copied by chesspairing. Clubs that punish no-shows set it lower
   * (Sevilla clubs: 0); the seed names only one reduced "Abwesenheitsremis".
   */
  readonly unexcused: Decimal;
  /** [0.7] KFC default for playing for the club team. */
  readonly club: Decimal;
  /** [0] rounds before a late entrant joined. */
  readonly notJoined: Decimal;
  /**
   * [0.75] KFC: a game against a player who has since withdrawn earns this fraction of the
   * player's OWN value, times the result fraction (win 1, draw ½, …); the opponent has no value.
   */
  readonly withdrawnOpponent: Decimal;
}

export interface KeizerOptions {
  readonly values: ResolvedValueRule;
  readonly step: Decimal;
  readonly ownValue: boolean;
  readonly fractions: KeizerFractions;
  readonly missing: AbsenceKind | 'not-joined';
  readonly maxAbsences: number | null;
  readonly absenceDecay: boolean;
  readonly clubExempt: boolean;
  readonly iteration: IterationMode;
  readonly maxIterations: number;
}

export type ResolvedValueRule =
  | { readonly rule: 'ratio'; readonly ratio: Decimal; readonly rounding: 'floor' | 'half-even' }
  | { readonly rule: 'fixed'; readonly first: Decimal }
  | { readonly rule: 'count' }
  | { readonly rule: 'normalised'; readonly ratio: Decimal };

const DEFAULT_FRACTIONS: Record<keyof KeizerFractions, string> = {
  win: '1',
  draw: '1/2',
  loss: '0',
  forfeitWin: '1',
  forfeitLoss: '0',
  doubleForfeit: '0',
  bye: '1/2',
  excused: '0.35',
  unexcused: '0.35',
  club: '0.7',
  notJoined: '0',
  withdrawnOpponent: '0.75',
};

function readFraction(name: string, x: Fraction, max?: number): Decimal {
  let d: Decimal;
  try {
    d = Decimal.from(x);
  } catch {
    throw rangeError(
      msg`Keizer option ${name}: expected a number such as 0.35, found "${String(x)}"`,
    );
  }
  if (d.compare(Decimal.ZERO) < 0 || (max !== undefined && d.compare(Decimal.int(max)) > 0)) {
    const range = max === undefined ? 'at least 0' : `between 0 and ${max}`;
    throw rangeError(msg`Keizer option ${name}: expected a number ${range}, found ${d.toString()}`);
  }
  return d;
}

function readWhole(name: string, x: number, min: number): number {
  if (!Number.isInteger(x) || x < min) {
    throw rangeError(
      msg`Keizer option ${name}: expected a whole number of at least ${min}, found ${x}`,
    );
  }
  return x;
}

function readRatio(name: string, x: Fraction | undefined): Decimal {
  const r = readFraction(name, x ?? 3);
  if (r.compare(Decimal.ONE) <= 0) {
    throw rangeError(
      msg`Keizer option ${name}: the first-to-last ratio must exceed 1, found ${r.toString()}`,
    );
  }
  return r;
}

function resolveValueRule(v: ValueRule | undefined): ResolvedValueRule {
  const rule = v ?? { rule: 'ratio' };
  switch (rule.rule) {
    case 'ratio': {
      const rounding = rule.rounding ?? 'floor';
      if (rounding !== 'floor' && rounding !== 'half-even') {
        throw rangeError(
          msg`Keizer option values.rounding: expected "floor" or "half-even", found "${String(rounding)}"`,
        );
      }
      return { rule: 'ratio', ratio: readRatio('values.ratio', rule.ratio), rounding };
    }
    case 'fixed': {
      const first = readFraction('values.first', rule.first);
      if (first.compare(Decimal.ONE) < 0) {
        throw rangeError(
          msg`Keizer option values.first: expected at least 1, found ${first.toString()}`,
        );
      }
      return { rule: 'fixed', first };
    }
    case 'count':
      return { rule: 'count' };
    case 'normalised':
      return { rule: 'normalised', ratio: readRatio('values.ratio', rule.ratio) };
    default:
      throw rangeError(
        msg`Keizer option values.rule: expected ratio, fixed, count or normalised, found "${String(
          (rule as { rule: unknown }).rule,
        )}"`,
      );
  }
}

const MODES: readonly IterationMode[] = ['passes', 'fixed-point', 'frozen'];
const MISSING: readonly (AbsenceKind | 'not-joined')[] = [
  'excused',
  'unexcused',
  'club',
  'not-joined',
];

/** Options with every default filled in and every value checked. */
export function resolveKeizerOptions(input: KeizerOptionsInput = {}): KeizerOptions {
  const fractions = {} as Record<keyof KeizerFractions, Decimal>;
  for (const key of Object.keys(DEFAULT_FRACTIONS) as (keyof KeizerFractions)[]) {
    const given = input.fractions?.[key];
    // A game fraction above 1 would make a draw worth more than a win; credits of own value are
    // capped at 1 too (a win against yourself).
    fractions[key] = readFraction(`fractions.${key}`, given ?? DEFAULT_FRACTIONS[key], 1);
  }
  const unknown = Object.keys(input.fractions ?? {}).filter(k => !(k in DEFAULT_FRACTIONS));
  if (unknown.length > 0) {
    throw rangeError(
      msg`Keizer option fractions: unknown kind "${unknown[0]}"; expected one of ${Object.keys(
        DEFAULT_FRACTIONS,
      ).join(', ')}`,
    );
  }
  const step = readFraction('step', input.step ?? 1);
  if (step.compare(Decimal.ZERO) <= 0) {
    throw rangeError(msg`Keizer option step: expected a number above 0, found ${step.toString()}`);
  }
  const iteration = input.iteration ?? 'passes';
  if (!MODES.includes(iteration)) {
    throw rangeError(
      msg`Keizer option iteration: expected ${MODES.join(', ')}, found "${String(iteration)}"`,
    );
  }
  const missing = input.missing ?? 'unexcused';
  if (!MISSING.includes(missing)) {
    throw rangeError(
      msg`Keizer option missing: expected ${MISSING.join(', ')}, found "${String(missing)}"`,
    );
  }
  const maxAbsences =
    input.maxAbsences === undefined || input.maxAbsences === null
      ? null
      : readWhole('maxAbsences', input.maxAbsences, 0);
  return {
    values: resolveValueRule(input.values),
    step,
    ownValue: input.ownValue ?? true,
    fractions,
    missing,
    maxAbsences,
    absenceDecay: input.absenceDecay ?? false,
    clubExempt: input.clubExempt ?? true,
    iteration,
    maxIterations: readWhole('maxIterations', input.maxIterations ?? 20, 1),
  };
}

/** The fraction of the player's own value that a round off the board earns. */
export function offBoardFraction(f: KeizerFractions, kind: OffBoardKind): Decimal {
  switch (kind) {
    case 'bye':
      return f.bye;
    case 'excused':
      return f.excused;
    case 'unexcused':
      return f.unexcused;
    case 'club':
      return f.club;
    case 'not-joined':
      return f.notJoined;
  }
}

export interface PairingOptionsInput {
  /**
   * Two players may meet again only when more than this many rounds lie between [0: may repeat
   * at once, as the seed allows; 99: never]. Round r may pair a and b when r − last meeting > gap.
   */
  readonly repeatGap?: number;
  /**
   * The bye goes to the lowest-ranked present player among those with the fewest byes and
   * absences so far (KFC "allocate byes evenly") [false: always the lowest-ranked present].
   */
  readonly evenByes?: boolean;
  /** At most this many games in a row with the same colour [no limit: the seed allows three]. */
  readonly maxSameColour?: number | null;
  /** Candidate boards tried before the search gives up [100 000, as KFC]. */
  readonly searchLimit?: number;
}

export interface PairingOptions {
  readonly repeatGap: number;
  readonly evenByes: boolean;
  readonly maxSameColour: number | null;
  readonly searchLimit: number;
}

export function resolvePairingOptions(input: PairingOptionsInput = {}): PairingOptions {
  const max = input.maxSameColour;
  return {
    repeatGap: readWhole('repeatGap', input.repeatGap ?? 0, 0),
    evenByes: input.evenByes ?? false,
    maxSameColour: max === undefined || max === null ? null : readWhole('maxSameColour', max, 1),
    searchLimit: readWhole('searchLimit', input.searchLimit ?? 100000, 1),
  };
}
