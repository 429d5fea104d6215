/**
 * The credit one player earns for one round under one value assignment, with the value it was
 * taken from, so that every number in the standings can be explained.
 */
import type { Colour } from '../model/types';
import { Decimal } from './decimal';
import type { Entries, Entry, GameOutcome } from './entries';
import type { OffBoardKind } from './model';
import { offBoardFraction, type KeizerFractions, type KeizerOptions } from './options';

/** Which ranking a value was read from. */
export type RankingSource =
  /** The starting order by rating. */
  | { readonly kind: 'rating' }
  /**
   * The standings after round `round`. In `frozen` mode these are ranked by credits alone, the
   * own value being added only at the end.
   */
  | { readonly kind: 'after-round'; readonly round: number }
  /** `fixed-point`: the ranking produced by scoring number `iteration` (0 = the first). */
  | { readonly kind: 'iteration'; readonly iteration: number };

/** Values of one ranking: who stands where and what that is worth. */
export interface Assignment {
  /** 1-based rank per player index; 0 for withdrawn players. */
  readonly rankOf: readonly number[];
  /** Value per player index; null for withdrawn players. */
  readonly valueOf: readonly (Decimal | null)[];
  readonly source: RankingSource;
}

export function assign(
  playerCount: number,
  order: readonly number[],
  table: readonly Decimal[],
  source: RankingSource,
): Assignment {
  const rankOf = new Array<number>(playerCount).fill(0);
  const valueOf = new Array<Decimal | null>(playerCount).fill(null);
  order.forEach((p, k) => {
    rankOf[p] = k + 1;
    valueOf[p] = table[k];
  });
  return { rankOf, valueOf, source };
}

/** One value times one fraction: `fraction × value` of `player` on `rank` in `ranking`. */
export interface ValueUse {
  readonly whose: 'own' | 'opponent';
  readonly player: string;
  readonly rank: number;
  readonly value: Decimal;
  /** The fraction actually applied, the decay and withdrawn-opponent factors included. */
  readonly fraction: Decimal;
  readonly ranking: RankingSource;
}

export type RoundOutcome = GameOutcome | OffBoardKind;

export interface CreditLine {
  readonly round: number;
  readonly outcome: RoundOutcome;
  readonly opponent?: string;
  readonly colour?: Colour;
  /** The player appeared nowhere in the round and was scored as options.missing says. */
  readonly missing?: boolean;
  /**
   * Why the fraction is not the plain one for the outcome: the opponent has withdrawn (own
   * value × withdrawnOpponent × result fraction), the n-th absence is halved n − 1 times, or
   * the absence lies beyond the limit and scores 0.
   */
  readonly note?: 'opponent-withdrawn' | 'absence-decay' | 'beyond-absence-limit';
  /** Counting absences only: this is the player's n-th. */
  readonly absenceNo?: number;
  readonly credit: Decimal;
  /**
   * Usually one use, credit = value × fraction. Two when `fixed-point` ended in a 2-cycle: the
   * credit is then the mean of the two.
   */
  readonly uses: readonly ValueUse[];
}

function gameFraction(f: KeizerFractions, outcome: GameOutcome): Decimal {
  switch (outcome) {
    case 'win':
      return f.win;
    case 'draw':
      return f.draw;
    case 'loss':
      return f.loss;
    case 'forfeit-win':
      return f.forfeitWin;
    case 'forfeit-loss':
      return f.forfeitLoss;
    case 'double-forfeit':
      return f.doubleForfeit;
  }
}

function halvings(n: number): Decimal {
  let d = Decimal.ONE;
  for (let i = 0; i < n; i++) d = d.times(Decimal.HALF);
  return d;
}

function useOf(
  e: Entries,
  a: Assignment,
  whose: 'own' | 'opponent',
  player: number,
  fraction: Decimal,
): ValueUse {
  return {
    whose,
    player: e.names[player],
    rank: a.rankOf[player],
    value: a.valueOf[player] as Decimal,
    fraction,
    ranking: a.source,
  };
}

/** Credit of ranked player `p` for `entry` in round `round` (1-based). */
export function creditLine(
  e: Entries,
  options: KeizerOptions,
  p: number,
  round: number,
  entry: Entry,
  a: Assignment,
): CreditLine {
  const f = options.fractions;
  let use: ValueUse;
  let line: Omit<CreditLine, 'credit' | 'uses'>;
  if (entry.kind === 'game') {
    const fraction = gameFraction(f, entry.outcome);
    line = {
      round,
      outcome: entry.outcome,
      opponent: e.names[entry.opponent],
      ...(entry.colour !== null && { colour: entry.colour }),
    };
    if (e.withdrawn[entry.opponent]) {
      // The opponent has no value any more; KFC credits a share of the player's own instead.
      use = useOf(e, a, 'own', p, f.withdrawnOpponent.times(fraction));
      line = { ...line, note: 'opponent-withdrawn' };
    } else {
      use = useOf(e, a, 'opponent', entry.opponent, fraction);
    }
  } else {
    let fraction = offBoardFraction(f, entry.what);
    line = { round, outcome: entry.what, ...(entry.missing && { missing: true }) };
    if (entry.absenceNo > 0) {
      line = { ...line, absenceNo: entry.absenceNo };
      if (options.maxAbsences !== null && entry.absenceNo > options.maxAbsences) {
        fraction = Decimal.ZERO;
        line = { ...line, note: 'beyond-absence-limit' };
      } else if (options.absenceDecay && entry.absenceNo > 1) {
        fraction = fraction.times(halvings(entry.absenceNo - 1));
        line = { ...line, note: 'absence-decay' };
      }
    }
    use = useOf(e, a, 'own', p, fraction);
  }
  return { ...line, credit: use.value.times(use.fraction), uses: [use] };
}

/** The own-value term of the total (a "win against yourself"). */
export interface OwnValueLine {
  readonly credit: Decimal;
  /** One use; two when `fixed-point` averaged a 2-cycle. */
  readonly uses: readonly ValueUse[];
}

export function ownValueLine(e: Entries, p: number, a: Assignment): OwnValueLine {
  const use = useOf(e, a, 'own', p, Decimal.ONE);
  return { credit: use.value, uses: [use] };
}

/** The mean of the same line under two assignments (the end of a fixed-point 2-cycle). */
export function meanLine<L extends { credit: Decimal; uses: readonly ValueUse[] }>(x: L, y: L): L {
  return {
    ...x,
    credit: x.credit.plus(y.credit).times(Decimal.HALF),
    uses: [...x.uses, ...y.uses],
  };
}
