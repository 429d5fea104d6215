/**
 * A round-robin schedule laid out as the sheets the readers already read (docs/sheet-layouts.md),
 * still empty, ready for results to be typed in:
 *
 * - the pairings: Round | Board | White | Black, a bye as the player under White with Board and
 *   Black empty (the command line's output);
 * - a results list: Round | Board | White | Black | Result, every Result blank (a game not played
 *   yet), a bye as the player under White, Black empty and `bye` as the Result;
 * - a crosstable: No | Name | one column per opponent (two per opponent, headed 1 1 2 2 …, for a
 *   double round robin) | Pts, the diagonal marked `*`, every other cell blank.
 *
 * Players are their start numbers unless names are given (one per start number, in order).
 */
import type { RoundRobinSchedule } from './berger';
import { MessageError, msg } from '../errors';

export type ScheduleCell = string | number;
export type ScheduleRow = ScheduleCell[];

/** Marks the diagonal of an empty crosstable, as the crosstable reader expects. */
export const DIAGONAL_MARK = '*';

/** The word under Result of a bye row in a results list (a pairing-allocated bye). */
export const BYE_RESULT = 'bye';

/** Start number → what the sheet shows: the name when given, else the number. */
export function playerLabels(
  players: number,
  names?: readonly string[],
): (startNo: number) => ScheduleCell {
  if (names === undefined) return startNo => startNo;
  if (names.length !== players) {
    throw new MessageError(
      msg`${players} players need ${players} names, one per start number; found ${names.length}`,
    );
  }
  const seen = new Map<string, number>();
  names.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (key === '') throw new MessageError(msg`the name of player ${i + 1} is empty`);
    const other = seen.get(key);
    if (other !== undefined) {
      const shown = name.trim();
      throw new MessageError(msg`players ${other} and ${i + 1} have the same name "${shown}"`);
    }
    seen.set(key, i + 1);
  });
  return startNo => names[startNo - 1].trim();
}

function scheduleRows(
  schedule: RoundRobinSchedule,
  names: readonly string[] | undefined,
  withResult: boolean,
): ScheduleRow[] {
  const label = playerLabels(schedule.players, names);
  const rows: ScheduleRow[] = [];
  for (const r of schedule.rounds) {
    for (const g of r.games) {
      const row: ScheduleRow = [r.round, g.board, label(g.white), label(g.black)];
      rows.push(withResult ? [...row, ''] : row);
    }
    if (r.bye !== undefined) {
      const row: ScheduleRow = [r.round, '', label(r.bye), ''];
      rows.push(withResult ? [...row, BYE_RESULT] : row);
    }
  }
  return rows;
}

/** Round | Board | White | Black, with the header row. */
export function schedulePairings(
  schedule: RoundRobinSchedule,
  names?: readonly string[],
): ScheduleRow[] {
  return [['Round', 'Board', 'White', 'Black'], ...scheduleRows(schedule, names, false)];
}

/** Round | Board | White | Black | Result, with the header row and every result blank. */
export function scheduleResultsList(
  schedule: RoundRobinSchedule,
  names?: readonly string[],
): ScheduleRow[] {
  return [['Round', 'Board', 'White', 'Black', 'Result'], ...scheduleRows(schedule, names, true)];
}

/** No | Name | 1 … n (twice each for a double round robin) | Pts, the diagonal marked. */
export function scheduleCrosstable(
  schedule: RoundRobinSchedule,
  names?: readonly string[],
): ScheduleRow[] {
  const n = schedule.players;
  const label = playerLabels(n, names);
  const cycles = schedule.double ? 2 : 1;
  const numbers = Array.from({ length: n }, (_, j) => j + 1);
  const header: ScheduleRow = [
    'No',
    'Name',
    ...numbers.flatMap(j => Array.from({ length: cycles }, () => j)),
    'Pts',
  ];
  const rows = numbers.map((i): ScheduleRow => {
    const name = names === undefined ? '' : label(i);
    const cells = numbers.flatMap(j =>
      Array.from({ length: cycles }, () => (i === j ? DIAGONAL_MARK : '')),
    );
    return [i, name, ...cells, ''];
  });
  return [header, ...rows];
}
