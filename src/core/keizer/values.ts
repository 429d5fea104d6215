/**
 * The value table: what beating the player on rank k is worth. V(k) = B − (k−1)·step, with B
 * from the club's rule (options.ts `ValueRule`). Only non-withdrawn players are ranked, so N is
 * their number and a withdrawal changes every value.
 */
import { Decimal } from './decimal';
import type { ResolvedValueRule } from './options';

/**
 * B before the guard below: the number the rule itself gives (spec A-TV6 lists these, e.g. the
 * floor rule gives 1 for N = 2).
 */
export function firstValue(n: number, rule: ResolvedValueRule): Decimal {
  switch (rule.rule) {
    case 'ratio': {
      const r = rule.ratio;
      const exact = Decimal.int(Math.max(n - 1, 0))
        .times(r)
        .dividedBy(r.minus(Decimal.ONE));
      return rule.rounding === 'floor' ? exact.floor() : exact.roundHalfEven();
    }
    case 'fixed':
      return rule.first;
    case 'count':
      return Decimal.int(n);
    case 'normalised':
      return n <= 1 ? Decimal.ONE : rule.ratio;
  }
}

/**
 * Values for ranks 1…n, best first. The last value is never below 1: a table that would end
 * below (the floor rule for N = 2 gives 1, 0; a fixed first value too small for the field) is
 * raised as a whole so that it ends at 1, keeping the step between neighbours (N = 2 → 2, 1).
 */
export function valueTable(n: number, rule: ResolvedValueRule, step: Decimal): Decimal[] {
  if (n <= 0) return [];
  if (rule.rule === 'normalised') {
    // last 1, first r, evenly spaced: V(k) = 1 + (r − 1)·(N − k)/(N − 1)
    if (n === 1) return [Decimal.ONE];
    const gap = rule.ratio.minus(Decimal.ONE).dividedBy(Decimal.int(n - 1));
    return Array.from({ length: n }, (_, i) => Decimal.ONE.plus(gap.times(Decimal.int(n - 1 - i))));
  }
  const span = step.times(Decimal.int(n - 1));
  let first = firstValue(n, rule);
  if (first.minus(span).compare(Decimal.ONE) < 0) first = Decimal.ONE.plus(span);
  return Array.from({ length: n }, (_, i) => first.minus(step.times(Decimal.int(i))));
}
