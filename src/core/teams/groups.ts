/**
 * Type-A helpers: groups of teams with equal values, and positions inside a group as the FIDE
 * reference calculator prints type-A codes (1 = first, tied teams share the better position, 0
 * for everybody when the group could not be separated, a group of one included).
 */
import { sameValue } from '../numbers';

/** Indices grouped by equal value, best (highest) first; ties keep index order. */
export function groupsByValue(values: ArrayLike<number>): number[][] {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => values[b] - values[a] || a - b,
  );
  const groups: number[][] = [];
  for (const i of order) {
    const last = groups[groups.length - 1];
    if (last && sameValue(values[last[0]], values[i])) last.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** Splits one group by a value, higher first (or lower first), equal values together. */
export function splitByValue(
  group: readonly number[],
  value: (i: number) => number,
  lowerIsBetter = false,
): number[][] {
  const sign = lowerIsBetter ? -1 : 1;
  const sorted = [...group].sort((a, b) => sign * (value(b) - value(a)) || a - b);
  const tiers: number[][] = [];
  for (const i of sorted) {
    const last = tiers[tiers.length - 1];
    if (last && sameValue(value(last[0]), value(i))) last.push(i);
    else tiers.push([i]);
  }
  return tiers;
}

export function tierPositions(tiers: readonly (readonly number[])[], out: number[]): void {
  if (tiers.length <= 1) {
    for (const tier of tiers) for (const m of tier) out[m] = 0;
    return;
  }
  let position = 1;
  for (const tier of tiers) {
    for (const m of tier) out[m] = position;
    position += tier.length;
  }
}

/** Positions of every team inside the groups tied on `primary`, from a type-A split. */
export function positionsInGroups(
  primary: ArrayLike<number>,
  tiersOf: (group: readonly number[]) => number[][],
): number[] {
  const out = new Array<number>(primary.length).fill(0);
  for (const group of groupsByValue(primary)) {
    if (group.length < 2) continue;
    tierPositions(tiersOf(group), out);
  }
  return out;
}
