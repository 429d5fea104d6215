/**
 * Standings: points first, then the tie-break codes in the order given (C.07 4.2): each code
 * only splits the groups still tied on everything before it. Participants tied on everything
 * share a place ("3–4"); ending the list with the lot (`LOT`) leaves no such ties.
 *
 * Direct encounter is a type-A tie-break (4.3): it is computed afresh for every group still
 * tied when its turn comes, from the games among that group only, and its value in a row is the
 * position inside that group (1 = best, 0 = could not be separated or nobody left to separate).
 * The other codes are per-participant values computed once for the whole field.
 *
 * Cost: computing the columns (O(N·R) per code), one sort per code inside the tied groups, and
 * direct encounter bounded by the sizes of the groups it meets.
 */
import type { Tournament } from '../model/types';
import { sameValue } from '../numbers';
import { parseTiebreakCode } from './codes';
import { computeParsed } from './compute';
import type { TiebreakContext } from './context';
import { createContext } from './context';
import { directEncounterPositions } from './directEncounterRegister';
import { findPreset } from './presets';
import { findTiebreak } from './registry';
import type { StandingRow, Standings, TiebreakCode, TiebreakOptions } from './types';

/** Codes that split each tied group by the games inside it (C.07 type A). */
const GROUP_CODES = new Set(['DE']);

/** +1: higher is better; −1: lower is better (TPN, DE, LOT), each turned round by /R. */
function directionOf(code: TiebreakCode): 1 | -1 {
  const lowerIsBetter = findTiebreak(code.name)?.lowerIsBetter ?? false;
  return lowerIsBetter !== code.reverse ? -1 : 1;
}

/**
 * Splits one group by a column: best first, a value that does not exist after every value that
 * does, equal values together. Within a part the order is by `order` (start numbers), else by
 * index. Team standings split their groups the same way.
 */
export function splitByValues(
  group: readonly number[],
  values: readonly (number | null)[],
  direction: 1 | -1,
  order?: ArrayLike<number>,
): number[][] {
  const sorted = [...group].sort((a, b) => {
    const va = values[a];
    const vb = values[b];
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (!sameValue(va, vb)) return direction * (vb - va);
    return order ? order[a] - order[b] : a - b;
  });
  const parts: number[][] = [];
  for (const i of sorted) {
    const last = parts[parts.length - 1];
    const prev = last?.[0];
    const same =
      prev !== undefined &&
      (values[prev] === null || values[i] === null
        ? values[prev] === values[i]
        : sameValue(values[prev] as number, values[i] as number));
    if (last && same) last.push(i);
    else parts.push([i]);
  }
  return parts;
}

function splitGroups(
  ctx: TiebreakContext,
  groups: readonly number[][],
  code: TiebreakCode,
  column: (number | null)[],
): number[][] {
  if (GROUP_CODES.has(code.name)) {
    // The column computed for the whole field gives positions in the points groups; standings
    // need them inside the groups still tied now.
    const positions = directEncounterPositions(ctx, code, groups);
    for (let i = 0; i < ctx.n; i++) column[i] = positions[i];
  }
  const direction = directionOf(code);
  const next: number[][] = [];
  for (const group of groups) {
    if (group.length < 2) next.push(group);
    else next.push(...splitByValues(group, column, direction, ctx.startNo));
  }
  return next;
}

/** Codes with every preset name (`fide-swiss`, `lechenich`, …) replaced by its list. */
export function expandPresets(codes: readonly string[]): string[] {
  return codes.flatMap(code => {
    const preset = findTiebreak(code.trim()) ? undefined : findPreset(code);
    return preset ? [...preset.codes] : [code];
  });
}

/**
 * Ranks the participants. `codes` may name presets; `Standings.codes` lists the codes the
 * ranking used, one per value of a row.
 */
export function rankStandings(
  t: Tournament,
  given: readonly string[],
  options: TiebreakOptions = {},
): Standings {
  const codes = expandPresets(given);
  const parsed = codes.map(parseTiebreakCode);
  const ctx = createContext(t, options);
  // Direct encounter splits the groups still tied when its turn comes (splitGroups): its column
  // for the whole field would only be overwritten.
  const columns = computeParsed(ctx, parsed, code => GROUP_CODES.has(code.name));
  const points = ctx.table.score;
  const everybody = Array.from({ length: ctx.n }, (_, i) => i);
  let groups = splitByValues(everybody, Array.from(points), 1, ctx.startNo);
  parsed.forEach((code, k) => {
    groups = splitGroups(ctx, groups, code, columns[k]);
  });
  const rows: StandingRow[] = [];
  let rank = 1;
  for (const group of groups) {
    const place = group.length === 1 ? String(rank) : `${rank}–${rank + group.length - 1}`;
    for (const i of group) {
      rows.push({ index: i, rank, place, points: points[i], values: columns.map(c => c[i]) });
    }
    rank += group.length;
  }
  return { codes: [...codes], rows };
}
