/**
 * Publishing order of the boards (C.04.2; spec §9): by the score of the pair's higher player,
 * then of its lower player, then by the higher player's rank; scores without acceleration.
 */
import type { Field, Standing } from './standing';
import type { Board } from './types';

function above(a: Standing, b: Standing): boolean {
  return a.score > b.score || (a.score === b.score && a.rank < b.rank);
}

export function orderBoards(
  games: readonly { readonly white: number; readonly black: number }[],
  field: Field,
): Board[] {
  const keyed = games.map(g => {
    const w = field.byId.get(g.white) as Standing;
    const b = field.byId.get(g.black) as Standing;
    const [hi, lo] = above(w, b) ? [w, b] : [b, w];
    return { g, hi, lo };
  });
  keyed.sort((x, y) => y.hi.score - x.hi.score || y.lo.score - x.lo.score || x.hi.rank - y.hi.rank);
  return keyed.map((k, i) => ({ board: i + 1, white: k.g.white, black: k.g.black }));
}
