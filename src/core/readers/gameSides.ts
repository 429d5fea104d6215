/**
 * One game written twice, once from each side (the cell of a progress table or crosstable and
 * its mirror cell): which pairs of sides describe one game, and what the game then is. One rule
 * for every layout, the rule of the TRF reader (FIDE's own exchange format writes each side on
 * its player's line):
 *
 * - a win faces a loss, a draw a draw, a forfeit win a forfeit loss;
 * - a forfeit loss faces a forfeit loss, or `--` faces `--`: a double forfeit. Tournament
 *   programs print a double forfeit as a forfeit loss on both lines, as TRF writes `-` on both;
 * - a loss faces a loss, or a draw a loss: scores an arbiter awards over the board (both players
 *   lose, or one side is penalised; the Laws of Chess allow it, TRF writes `0`/`0` and `=`/`0`,
 *   a results list `0-0` and `½-0`). The two sides together never score more than a win. The
 *   readers name such games in their description, so that a typing slip shows.
 */

export type Side =
  | 'win'
  | 'draw'
  | 'loss'
  | 'forfeit-win'
  | 'forfeit-loss'
  | 'double-forfeit'
  /** Paired, no result yet: faces only another pending side. */
  | 'pending';

const OVER_THE_BOARD: ReadonlySet<Side> = new Set(['win', 'draw', 'loss']);

/** The two sides as one game, from a's side then b's, or null when they contradict each other. */
export function gameOfSides(a: Side, b: Side): readonly [Side, Side] | null {
  if (a === 'pending' || b === 'pending') return a === b ? [a, b] : null;
  if (OVER_THE_BOARD.has(a) && OVER_THE_BOARD.has(b)) {
    if (a === 'win') return b === 'loss' ? [a, b] : null;
    if (b === 'win') return a === 'loss' ? [a, b] : null;
    return [a, b];
  }
  if (a === 'forfeit-win') return b === 'forfeit-loss' ? [a, b] : null;
  if (b === 'forfeit-win') return a === 'forfeit-loss' ? [a, b] : null;
  if (a === 'forfeit-loss' && b === 'forfeit-loss') return ['double-forfeit', 'double-forfeit'];
  if (a === 'double-forfeit' && b === 'double-forfeit') return [a, b];
  return null;
}

/** True for a game over the board scored below a win in total (0-0, ½-0, 0-½). */
export function isArbiterAward(a: Side, b: Side): boolean {
  return (
    OVER_THE_BOARD.has(a) &&
    OVER_THE_BOARD.has(b) &&
    a !== 'win' &&
    b !== 'win' &&
    !(a === 'draw' && b === 'draw')
  );
}

/** `0-0`, `½-0`, `0-½` for an arbiter's award, from a's side first. */
export function awardText(a: Side, b: Side): string {
  const score = (s: Side) => (s === 'draw' ? '½' : '0');
  return `${score(a)}-${score(b)}`;
}
