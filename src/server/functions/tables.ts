/**
 * What every custom function returns and shares: the spilled table, a value cell, finding a
 * player by number or name, an explanation laid out as rows. Individual, team, Keizer, schedule
 * and pairing functions all build on it, so none of them depends on another's module.
 */
import { MessageError, explanationIn, msg } from '../../core';
import type { Explanation, Lang } from '../../core';
import { texts } from '../texts/general';

/** What a custom function returns: a table that spills from the calling cell. */
export type Table = (number | string)[][];

/** A value as a cell shows it: blank where the value does not exist. */
export function cellValue(v: number | null): number | string {
  return v === null ? '' : v;
}

/** Finds a player (or team) by start number or name: exact, then a unique partial match. */
export function playerIndexIn(
  ps: readonly { readonly startNo: number; readonly name: string }[],
  player: unknown,
): number {
  if (typeof player === 'number' || /^\s*\d+\s*$/.test(String(player))) {
    const i = ps.findIndex(p => p.startNo === Number(player));
    if (i >= 0) return i;
  }
  const needle = String(player ?? '')
    .trim()
    .toLowerCase();
  if (needle === '') throw new MessageError(msg`give the player as a start number or a name`);
  const exact = ps.findIndex(p => p.name.trim().toLowerCase() === needle);
  if (exact >= 0) return exact;
  const partial = ps.flatMap((p, i) => (p.name.toLowerCase().includes(needle) ? [i] : []));
  if (partial.length === 1) return partial[0];
  if (partial.length > 1) {
    throw new MessageError(
      msg`"${String(player)}" matches ${partial.map(i => ps[i].name).join(', ')}; give the start number`,
    );
  }
  throw new MessageError(msg`no player "${String(player)}" in the range`);
}

/**
 * An explanation as a sheet table: a row per round, then the total. A crosstable that does not
 * say which round each game was in gets no round numbers and a last row saying why.
 */
export function explanationTable(
  explanation: Explanation,
  roundsUnknown = false,
  lang: Lang = 'en',
): Table {
  const tx = texts(lang);
  const e = explanationIn(explanation, lang);
  const table: Table = [[...tx.explainTableHeader]];
  for (const r of e.rows) {
    table.push([
      roundsUnknown ? '' : r.round,
      r.opponentName ?? (r.opponent === null ? '' : r.opponent),
      cellValue(r.opponentScore),
      r.result,
      r.points,
      cellValue(r.contribution),
      [r.cut ? tx.cut : '', r.note ?? ''].filter(s => s !== '').join(': '),
    ]);
  }
  table.push([tx.total, '', '', '', '', cellValue(e.value), e.summary]);
  if (roundsUnknown) table.push(['', '', '', '', '', '', tx.noRoundOrder]);
  return table;
}
