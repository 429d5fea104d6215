/**
 * Standings: points first, then the tie-break codes in the order given (C.07 4.2). Participants
 * tied on everything share a place ("3–4"). Minimal version; direct encounter inside tied groups
 * and the drawing of lots come with the DE/club-systems work.
 */
import type { Tournament } from '../model/types';
import { sameValue } from '../numbers';
import { parseTiebreakCode } from './codes';
import { computeParsed } from './compute';
import { createContext } from './context';
import { findTiebreak } from './registry';
import type { StandingRow, Standings, TiebreakOptions } from './types';

export function rankStandings(
  t: Tournament,
  codes: readonly string[],
  options: TiebreakOptions = {},
): Standings {
  const parsed = codes.map(parseTiebreakCode);
  const ctx = createContext(t, options);
  const columns = computeParsed(ctx, parsed);
  const points = ctx.table.score;
  // +1: higher is better; −1: lower is better (TPN), each reversed by /R.
  const direction = parsed.map(c =>
    (findTiebreak(c.name)?.lowerIsBetter ?? false) !== c.reverse ? -1 : 1,
  );
  const compare = (a: number, b: number): number => {
    if (!sameValue(points[a], points[b])) return points[b] - points[a];
    for (let k = 0; k < columns.length; k++) {
      const va = columns[k][a];
      const vb = columns[k][b];
      if (va === null && vb === null) continue;
      // A value that does not exist ranks after every value that does.
      if (va === null) return 1;
      if (vb === null) return -1;
      if (!sameValue(va, vb)) return direction[k] * (vb - va);
    }
    return 0;
  };
  const order = t.participants.map((_, i) => i);
  order.sort((a, b) => compare(a, b) || t.participants[a].startNo - t.participants[b].startNo);
  const rows: StandingRow[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start + 1;
    while (end < order.length && compare(order[start], order[end]) === 0) end++;
    const place = end - start === 1 ? String(start + 1) : `${start + 1}–${end}`;
    for (let k = start; k < end; k++) {
      const i = order[k];
      rows.push({
        index: i,
        rank: start + 1,
        place,
        points: points[i],
        values: columns.map(c => c[i]),
      });
    }
    start = end;
  }
  return { codes: [...codes], rows };
}
