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
 * Cost: computing the columns (O(N·R); the common codes share loops), one sort per run of codes
 * between group codes inside the runs still tied (a native sort of packed keys where the values
 * allow, see keySort.ts), and direct encounter bounded by the sizes of the groups it meets.
 */
import type { Tournament } from '../model/types';
import { sameValue } from '../numbers';
import { parseTiebreakCode } from './codes';
import { computeParsed } from './compute';
import type { TiebreakContext } from './context';
import { builtScoreColumn, createContext } from './context';
import { directEncounterPositions } from './directEncounterRegister';
import { findPreset } from './presets';
import { findTiebreak } from './registry';
import type { SortKey } from './keySort';
import { packedKeySort } from './keySort';
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
  return splitByKeys(group, [{ values, direction }], order);
}

/**
 * Splitting by several columns one after the other in one sort: the parts splitByValues gives
 * for the first key, each split by the next, and so on (equal values are equal on a grid of
 * cleaned numbers, so the order of the keys is a lexicographic one).
 */
export function splitByKeys(
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

/**
 * A ranking in progress: the participants in order, and the runs still tied as [start, end)
 * pairs. A typed array and a list of the few runs rather than an array per group: a field of
 * thousands is mostly groups of one once the points and the first codes are compared, and only
 * the runs need looking at again.
 */
interface Ranking {
  readonly order: Int32Array;
  runs: number[];
  /**
   * The order is every index in turn, one run, and the start numbers rise with it (before the
   * first split, when they do): the packed sort may take the whole field column by column.
   */
  fresh: boolean;
}

/** Runs this long or longer are tried with the packed sort first (few are, after the first). */
const PACKED_FROM = 32;

/** Each run still tied split by the keys, in one sort per run. */
function splitRuns(ranking: Ranking, keys: readonly SortKey[], startNo: Int32Array): void {
  if (keys.length === 0) return;
  const runs = ranking.runs;
  const next: number[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    splitRun(ranking.order, runs[r], runs[r + 1], keys, startNo, next, ranking.fresh);
  }
  ranking.runs = next;
  ranking.fresh = false;
}

/** One run sorted and split; the parts still tied are appended to `runs`. */
function splitRun(
  order: Int32Array,
  start: number,
  end: number,
  keys: readonly SortKey[],
  startNo: Int32Array,
  runs: number[],
  wholeField: boolean,
): void {
  if (unseparated(order, start, end, keys, startNo)) {
    runs.push(start, end);
    return;
  }
  if (
    end - start >= PACKED_FROM &&
    packedKeySort(order, start, end, keys, startNo, runs, wholeField)
  )
    return;
  const parts = splitByKeys(Array.from(order.subarray(start, end)), keys, startNo);
  let s = start;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    if (part.length > 1) runs.push(s, s + part.length);
    for (let m = 0; m < part.length; m++, s++) order[s] = part[m];
  }
}

/** The runs still tied, as groups of participant indices. */
function tiedGroups(ranking: Ranking): number[][] {
  const { order, runs } = ranking;
  const groups: number[][] = [];
  for (let r = 0; r < runs.length; r += 2) {
    groups.push(Array.from(order.subarray(runs[r], runs[r + 1])));
  }
  return groups;
}

/**
 * Direct encounter's split of the groups still tied (type A: it reads the games inside each
 * group): its column, the positions within those groups, is returned, and the groups are split
 * by it.
 */
function splitByEncounter(ctx: TiebreakContext, ranking: Ranking, code: TiebreakCode): number[] {
  // A column computed for the whole field would give positions in the points groups; standings
  // need them inside the groups still tied now.
  const positions = directEncounterPositions(ctx, code, tiedGroups(ranking));
  splitRuns(ranking, [{ values: positions, direction: directionOf(code) }], ctx.startNo);
  return positions;
}

/**
 * True when every member of the run has the same value on every key and the run is in start
 * number order: splitting it would give it back as it is (one part, ordered by start number), so
 * it is kept without a sort. Direct encounter leaves most runs of a large field so (nobody in them
 * met another).
 */
export function unseparated(
  order: Int32Array,
  start: number,
  end: number,
  keys: readonly SortKey[],
  startNo: Int32Array,
): boolean {
  for (let s = start + 1; s < end; s++) {
    const i = order[s];
    const before = order[s - 1];
    if (!(startNo[i] > startNo[before])) return false;
    for (let k = 0; k < keys.length; k++) {
      if (keys[k].values[i] !== keys[k].values[before]) return false;
    }
  }
  return true;
}

/** Codes with every preset name (`fide-swiss`, `lechenich`, …) replaced by its list. */
export function expandPresets(codes: readonly string[]): string[] {
  return codes.flatMap(code => {
    const preset = findTiebreak(code.trim()) ? undefined : findPreset(code);
    return preset ? [...preset.codes] : [code];
  });
}

/**
 * A ranking as columns: the participants in ranking order, the runs tied on everything, and the
 * points and each code's values by participant index. What `rankStandings` makes its rows from;
 * a writer of a whole table (the command line's TSV) reads it directly, without a row object and
 * a values array per participant.
 */
export interface RankedColumns {
  /** As given, presets replaced by their codes: one per column. */
  readonly codes: string[];
  /** Participant indices, best first. */
  readonly order: Int32Array;
  /** The positions in `order` tied on everything, as [start, end) pairs in rising order. */
  readonly ties: readonly number[];
  /** By participant index. */
  readonly points: ArrayLike<number>;
  /** One per code, by participant index; DE's is the position within the group it split. */
  readonly columns: readonly (readonly (number | null)[])[];
}

/** Ranks the participants into columns (see RankedColumns); `codes` may name presets. */
export function rankColumns(
  t: Tournament,
  given: readonly string[],
  options: TiebreakOptions = {},
): RankedColumns {
  const codes = expandPresets(given);
  const parsed = codes.map(parseTiebreakCode);
  const ctx = createContext(t, options);
  // Direct encounter splits the groups still tied when its turn comes (splitGroups): its column
  // for the whole field would only be overwritten.
  const columns = computeParsed(ctx, parsed, code => GROUP_CODES.has(code.name));
  // The scores as an array like the other columns: the packed sort's loops then meet one kind of
  // array on the whole field, and are compiled for it once (measured: −3M instructions).
  const points = builtScoreColumn(ctx.table) ?? ctx.table.score;
  const n = ctx.n;
  const ranking: Ranking = {
    order: new Int32Array(n),
    runs: n > 1 ? [0, n] : [],
    fresh: ctx.startNoRising,
  };
  for (let i = 0; i < n; i++) ranking.order[i] = i;
  // The codes between two group codes split in one sort: points first, then each code in turn.
  let keys: SortKey[] = [{ values: points, direction: 1 }];
  for (let k = 0; k < parsed.length; k++) {
    const code = parsed[k];
    if (!GROUP_CODES.has(code.name)) {
      keys.push({ values: columns[k], direction: directionOf(code) });
      continue;
    }
    splitRuns(ranking, keys, ctx.startNo);
    columns[k] = splitByEncounter(ctx, ranking, code);
    keys = [];
  }
  splitRuns(ranking, keys, ctx.startNo);
  return { codes: [...codes], order: ranking.order, ties: ranking.runs, points, columns };
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
  return standingsOf(rankColumns(t, given, options));
}

/**
 * One row per participant in ranking order, then the runs still tied given their shared rank and
 * place ("3–4"). Two loops rather than one with a branch for the shared places: the loop over the
 * whole field is compiled while it runs, before any shared place may have come along.
 */
export function standingsOf(ranked: RankedColumns): Standings {
  const { order, ties: runs, columns, points } = ranked;
  const n = order.length;
  const nColumns = columns.length;
  const rows = new Array<StandingRow>(n);
  for (let s = 0; s < n; s++) {
    const i = order[s];
    const values = new Array<number | null>(nColumns);
    for (let k = 0; k < nColumns; k++) values[k] = columns[k][i];
    rows[s] = { index: i, rank: s + 1, place: String(s + 1), points: points[i], values };
  }
  for (let r = 0; r < runs.length; r += 2) {
    const rank = runs[r] + 1;
    const place = `${rank}–${runs[r + 1]}`;
    for (let s = runs[r]; s < runs[r + 1]; s++) {
      rows[s].rank = rank;
      rows[s].place = place;
    }
  }
  return { codes: [...ranked.codes], rows };
}
