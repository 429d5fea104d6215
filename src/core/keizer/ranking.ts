/**
 * Order of the ranked players: total descending, then rating descending (seed: "bei Gleichheit
 * Rating"; KFC, chesspairing), then name. Names compare without case and accents first so that
 * "Höhne" sorts with "Hohne" and "de Vries" with "Dekker", then exactly, so the order is total
 * and does not depend on the order players were listed in or on the platform's locale data.
 */
import type { Decimal } from './decimal';

function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface RankingInput {
  readonly names: readonly string[];
  readonly ratings: readonly number[];
}

/**
 * `players` (indexes) sorted best first; `totals[i]` is player i's total, or all players tie when
 * `totals` is omitted (the starting order by rating).
 */
export function rankPlayers(
  input: RankingInput,
  players: readonly number[],
  totals?: readonly (Decimal | null)[],
): number[] {
  const keys = input.names.map(nameKey);
  return [...players].sort((a, b) => {
    if (totals) {
      const ta = totals[a];
      const tb = totals[b];
      if (ta && tb) {
        const c = tb.compare(ta);
        if (c !== 0) return c;
      }
    }
    return (
      input.ratings[b] - input.ratings[a] ||
      compareText(keys[a], keys[b]) ||
      compareText(input.names[a], input.names[b])
    );
  });
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
