/**
 * Pairing numbers for a player list the add-on keeps (its Nr column), by FIDE C.04.2:
 *
 * - Before round 1 the numbers follow the initial ranking (initialRanking.ts), or the list's
 *   order when the organiser chose "as listed". Until round 1 is paired they are recomputed
 *   every time, so a player added or a rating corrected moves to his place ("if the data used
 *   to determine the rankings were not correct, they can be adjusted"). A number the organiser
 *   typed is kept; the other players take the free numbers in ranking order.
 * - A late entry (a player without a number once round 1 is paired) gets the number of his place
 *   in the initial ranking, and the players ranked below him move down one, while the rules let
 *   numbers be reassigned: until round 4 has been paired ("no modification of a pairing number
 *   is allowed after the fourth round has been paired"). Moving is also refused when a number
 *   that would move was typed by the organiser, or when the results list names players by their
 *   numbers (renumbering would change who played whom). In those cases, and always in "as
 *   listed" order, late entries take the next free numbers after the highest one.
 *
 * Nothing played is renumbered in the record: results lists name the players, and the games and
 * results stay with the names; only the numbers the next pairings use and the lists print move.
 */
import { compareInitialRanking, type RankedEntrant } from './initialRanking';

export type NrCell =
  | { readonly kind: 'empty' }
  /** A number the add-on wrote and nobody changed since. */
  | { readonly kind: 'ours'; readonly value: number }
  /** A number the organiser typed: never changed. */
  | { readonly kind: 'typed'; readonly value: number };

export interface NumberingRow extends RankedEntrant {
  readonly nr: NrCell;
}

export interface NumberingOptions {
  readonly order: 'ranking' | 'list';
  /** The round about to be paired: 1 before the first round. */
  readonly round: number;
  /** The results list names some player by start number instead of by name. */
  readonly resultsByNumber: boolean;
}

/** The last round whose pairing may still come with reassigned numbers (C.04.2). */
export const LAST_RENUMBERED_ROUND = 4;

export type NumberingHow =
  /** Every row had its number already; nothing changes. */
  | 'unchanged'
  /** Numbered before round 1 (all rows not typed by the organiser). */
  | 'initial'
  /** Late entries put at their place of the initial ranking, those below moved down. */
  | 'inserted'
  /** Late entries after the highest number. */
  | 'appended';

/** Why late entries were appended although the order is the initial ranking. */
export type AppendReason = 'after-round-4' | 'typed-number' | 'results-by-number' | 'as-listed';

export interface NumberingPlan {
  /** Every row's number, in row order. */
  readonly numbers: readonly number[];
  readonly how: NumberingHow;
  readonly reason?: AppendReason;
  /** Rows (indexes into the input) whose number is new or changed. */
  readonly changed: readonly number[];
}

function current(row: NumberingRow): number | null {
  return row.nr.kind === 'empty' ? null : row.nr.value;
}

function planFrom(
  rows: readonly NumberingRow[],
  numbers: number[],
  how: NumberingHow,
  reason?: AppendReason,
): NumberingPlan {
  const changed = rows.flatMap((r, i) => (current(r) === numbers[i] ? [] : [i]));
  return { numbers, how, ...(reason ? { reason } : {}), changed };
}

/** Row indexes in the order numbers are handed out: the initial ranking, or the list's order. */
function ordered(
  rows: readonly NumberingRow[],
  which: readonly number[],
  order: NumberingOptions['order'],
): number[] {
  return order === 'list'
    ? [...which]
    : [...which].sort((a, b) => compareInitialRanking(rows[a], rows[b]));
}

/** Before round 1: typed numbers stay, every other row takes the free numbers in order. */
function initial(rows: readonly NumberingRow[], order: NumberingOptions['order']): NumberingPlan {
  const taken = new Set(rows.flatMap(r => (r.nr.kind === 'typed' ? [r.nr.value] : [])));
  const numbers = rows.map(r => (r.nr.kind === 'typed' ? r.nr.value : 0));
  let next = 1;
  for (const i of ordered(
    rows,
    rows.flatMap((r, k) => (r.nr.kind === 'typed' ? [] : [k])),
    order,
  )) {
    while (taken.has(next)) next++;
    numbers[i] = next++;
  }
  return planFrom(rows, numbers, 'initial');
}

function append(
  rows: readonly NumberingRow[],
  late: readonly number[],
  order: NumberingOptions['order'],
  reason: AppendReason,
): NumberingPlan {
  const numbers = rows.map(r => current(r) ?? 0);
  let next = Math.max(0, ...numbers) + 1;
  for (const i of ordered(rows, late, order)) numbers[i] = next++;
  return planFrom(rows, numbers, 'appended', reason);
}

/**
 * Late entries inserted at their place: each goes above the first player (in number order) he
 * ranks above, taking that player's number; that player and all below him move down one. Null
 * when a number that would move was typed by the organiser.
 */
function insert(rows: readonly NumberingRow[], late: readonly number[]): NumberingPlan | null {
  const line = rows
    .map((r, i) => ({ i, n: current(r) }))
    .filter((x): x is { i: number; n: number } => x.n !== null)
    .sort((a, b) => a.n - b.n)
    .map(x => x.i);
  const numbers = rows.map(r => current(r) ?? 0);
  for (const l of ordered(rows, late, 'ranking')) {
    const at = line.findIndex(i => compareInitialRanking(rows[l], rows[i]) < 0);
    if (at < 0) {
      numbers[l] = Math.max(0, ...line.map(i => numbers[i])) + 1;
      line.push(l);
      continue;
    }
    numbers[l] = numbers[line[at]];
    for (let k = at; k < line.length; k++) numbers[line[k]] += 1;
    line.splice(at, 0, l);
  }
  const moved = rows.some((r, i) => r.nr.kind === 'typed' && numbers[i] !== r.nr.value);
  return moved ? null : planFrom(rows, numbers, 'inserted');
}

export function planPairingNumbers(
  rows: readonly NumberingRow[],
  options: NumberingOptions,
): NumberingPlan {
  if (options.round <= 1) return initial(rows, options.order);
  const late = rows.flatMap((r, i) => (r.nr.kind === 'empty' ? [i] : []));
  if (late.length === 0)
    return planFrom(
      rows,
      rows.map(r => current(r) as number),
      'unchanged',
    );
  if (options.order === 'list') return append(rows, late, 'list', 'as-listed');
  if (options.round > LAST_RENUMBERED_ROUND) return append(rows, late, 'ranking', 'after-round-4');
  if (options.resultsByNumber) return append(rows, late, 'ranking', 'results-by-number');
  return insert(rows, late) ?? append(rows, late, 'ranking', 'typed-number');
}
