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

/** One criterion of a split: its values by participant index and which way is better. */
interface SortKey {
  readonly values: ArrayLike<number | null>;
  readonly direction: 1 | -1;
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
  return splitByKeys(group, [{ values, direction }], order);
}

/**
 * Splitting by several columns one after the other in one sort: the parts splitByValues gives
 * for the first key, each split by the next, and so on (equal values are equal on a grid of
 * cleaned numbers, so the order of the keys is a lexicographic one).
 */
function splitByKeys(
  group: readonly number[],
  keys: readonly SortKey[],
  order?: ArrayLike<number>,
): number[][] {
  // Indexed loops, no destructuring: the comparator runs N log N times, mostly before the
  // compiler has optimised it (a program ranks one field once). It answers ±1, never a
  // difference of two values: a fractional answer is a new heap number on every call.
  const nKeys = keys.length;
  const sorted = group.slice().sort((a, b) => {
    for (let k = 0; k < nKeys; k++) {
      const key = keys[k];
      const va = key.values[a];
      const vb = key.values[b];
      if (va === null || vb === null) {
        if (va !== vb) return va === null ? 1 : -1;
      } else if (!sameValue(va, vb)) return vb > va ? key.direction : -key.direction;
    }
    return order ? order[a] - order[b] : a - b;
  });
  const parts: number[][] = [];
  let last: number[] | undefined;
  for (let s = 0; s < sorted.length; s++) {
    const i = sorted[s];
    if (last && equalOnKeys(keys, last[0], i)) last.push(i);
    else parts.push((last = [i]));
  }
  return parts;
}

function equalOnKeys(keys: readonly SortKey[], a: number, b: number): boolean {
  for (let k = 0; k < keys.length; k++) {
    const values = keys[k].values;
    const va = values[a];
    const vb = values[b];
    if (va === null || vb === null ? va !== vb : !sameValue(va, vb)) return false;
  }
  return true;
}

/** Each group of two or more split by the keys, in one sort per group. */
function splitAll(
  groups: readonly number[][],
  keys: readonly SortKey[],
  order: ArrayLike<number>,
): number[][] {
  if (keys.length === 0) return groups as number[][];
  const next: number[][] = [];
  // Indexed loops: a for-of loop allocates an iterator result per group until it is optimised.
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    if (group.length < 2) next.push(group);
    else {
      const parts = splitByKeys(group, keys, order);
      for (let k = 0; k < parts.length; k++) next.push(parts[k]);
    }
  }
  return next;
}

/**
 * Direct encounter's split of the groups still tied (type A: it reads the games inside each
 * group): its column becomes the positions within those groups, and the groups are split by it.
 */
function splitByEncounter(
  ctx: TiebreakContext,
  groups: readonly number[][],
  code: TiebreakCode,
  column: (number | null)[],
): number[][] {
  // The column computed for the whole field gives positions in the points groups; standings
  // need them inside the groups still tied now.
  const positions = directEncounterPositions(ctx, code, groups);
  for (let i = 0; i < ctx.n; i++) column[i] = positions[i];
  return splitAll(groups, [{ values: column, direction: directionOf(code) }], ctx.startNo);
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
  const everyone = new Array<number>(ctx.n);
  for (let i = 0; i < ctx.n; i++) everyone[i] = i;
  let groups: number[][] = [everyone];
  // The codes between two group codes split in one sort: points first, then each code in turn.
  let keys: SortKey[] = [{ values: points, direction: 1 }];
  parsed.forEach((code, k) => {
    if (!GROUP_CODES.has(code.name)) {
      keys.push({ values: columns[k], direction: directionOf(code) });
      return;
    }
    groups = splitByEncounter(ctx, splitAll(groups, keys, ctx.startNo), code, columns[k]);
    keys = [];
  });
  groups = splitAll(groups, keys, ctx.startNo);
  const rows = standingRows(groups, columns, points);
  return { codes: [...codes], rows };
}

/**
 * One row per participant, group by group: tied members share a rank and a place ("3–4"). A
 * function of its own: its loop is the one compiled, not the whole of rankStandings.
 */
function standingRows(
  groups: readonly (readonly number[])[],
  columns: readonly (readonly (number | null)[])[],
  points: ArrayLike<number>,
): StandingRow[] {
  const rows: StandingRow[] = [];
  let rank = 1;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    const place = group.length === 1 ? String(rank) : `${rank}–${rank + group.length - 1}`;
    for (let m = 0; m < group.length; m++) {
      const i = group[m];
      const values = new Array<number | null>(columns.length);
      for (let k = 0; k < columns.length; k++) values[k] = columns[k][i];
      rows.push({ index: i, rank, place, points: points[i], values });
    }
    rank += group.length;
  }
  return rows;
}
