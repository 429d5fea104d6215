/**
 * Ordering a run of tied participants by several columns with one native sort: each member's
 * values packed into one whole number (its columns' positions, most significant first, then the
 * member's index), a Float64Array of those sorted without a comparator.
 *
 * Why: a program ranks one field once, so a comparator called N log N times runs mostly before
 * the compiler has optimised it, and is compiled with its helpers at a cost larger than the sort.
 * The typed array's own sort compares numbers natively; the packing is two loops over the run,
 * each in a function of its own (a function with one loop is compiled once, while it runs, and
 * each compiled function costs about as much as a few thousand rounds of the loop).
 *
 * The packing is exact only when every value lies on a grid of sixteenths (points, Buchholz,
 * Sonneborn-Berger, counts with the usual point systems) and the product of the columns' ranges
 * stays below 2^53; otherwise `packedKeySort` declines and the caller sorts with the comparator.
 * On such a grid two values are equal exactly when sameValue says so, so both ways give the same
 * parts.
 */

/** One criterion of a split: its values by participant index and which way is better. */
export interface SortKey {
  readonly values: ArrayLike<number | null>;
  readonly direction: 1 | -1;
}

const EXACT = 2 ** 53;

/**
 * Per column: smallest and largest value in sixteenths, the sixteenths seen (a bit mask), whether
 * null occurs.
 */
interface Ranges {
  readonly min: Float64Array;
  readonly max: Float64Array;
  readonly fraction: Int32Array;
  readonly nulls: Uint8Array;
}

/**
 * The columns' ranges over the run. False when a value is off the grid of sixteenths or 2^27 or
 * larger, or when the run is not in the order of both the index and the start number (within a
 * run still tied the members are in start number order; packing orders them by index).
 */
function scanColumns(
  order: Int32Array,
  start: number,
  end: number,
  columns: readonly ArrayLike<number | null>[],
  startNo: Int32Array,
  ranges: Ranges,
): boolean {
  const { min, max, fraction, nulls } = ranges;
  const nKeys = columns.length;
  for (let s = start; s < end; s++) {
    const i = order[s];
    if (s > start && !(i > order[s - 1] && startNo[i] > startNo[order[s - 1]])) return false;
    for (let k = 0; k < nKeys; k++) {
      const v = columns[k][i];
      if (v === null) {
        nulls[k] = 1;
        continue;
      }
      // Sixteenths as a 32-bit whole number: anything else (a fraction off the grid, a value
      // of 2^27 or more, NaN) changes under `| 0`.
      const q = v * 16;
      if ((q | 0) !== q) return false;
      // The low four bits have the lowest set bit of q mod 16, also for negative q.
      fraction[k] |= q & 15;
      if (q < min[k]) min[k] = q;
      if (q > max[k]) max[k] = q;
    }
  }
  return true;
}

/**
 * scanColumns for one column over the whole field in index order: one column at a time, every
 * index in turn. A loop over one kind of array (the columns of the common codes are all arrays of
 * numbers), compiled smaller than scanColumns's, whose columns come through `order`.
 */
function scanWholeColumn(
  values: ArrayLike<number | null>,
  n: number,
  k: number,
  ranges: Ranges,
): boolean {
  let lo = Infinity;
  let hi = -Infinity;
  let bits = 0;
  let nulls = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v === null) {
      nulls = 1;
      continue;
    }
    const q = v * 16;
    if ((q | 0) !== q) return false;
    bits |= q & 15;
    if (q < lo) lo = q;
    if (q > hi) hi = q;
  }
  // Code after a loop compiled while it ran has not run yet: the compiled code is left here,
  // and each further column enters it again at the loop (measured: still the cheaper way).
  ranges.min[k] = lo;
  ranges.max[k] = hi;
  ranges.fraction[k] = bits;
  ranges.nulls[k] = nulls;
  return true;
}

/** Each member's positions in its columns, most significant first, then its index. */
function packKeys(
  order: Int32Array,
  start: number,
  end: number,
  columns: readonly ArrayLike<number | null>[],
  from: Float64Array,
  step: Float64Array,
  range: Float64Array,
  n: number,
): Float64Array {
  const nKeys = columns.length;
  const packed = new Float64Array(end - start);
  for (let s = start; s < end; s++) {
    const i = order[s];
    let key = 0;
    for (let k = 0; k < nKeys; k++) {
      const v = columns[k][i];
      // Best first: position 0 is the best value; a value that does not exist comes last.
      key = key * range[k] + (v === null ? range[k] - 1 : (v - from[k]) * step[k]);
    }
    packed[s - start] = key * n + i;
  }
  return packed;
}

/**
 * packKeys for one column over the whole field in index order (as scanWholeColumn): the keys so
 * far times the column's range, plus each participant's position in it; for the last column,
 * that times the field's size plus the index (`times` n, `plusIndex` 1; else 1 and 0, which
 * change nothing).
 */
function packWholeColumn(
  values: ArrayLike<number | null>,
  packed: Float64Array,
  from: number,
  step: number,
  range: number,
  times: number,
  plusIndex: number,
): void {
  for (let i = 0; i < packed.length; i++) {
    const v = values[i];
    const position = v === null ? range - 1 : (v - from) * step;
    packed[i] = (packed[i] * range + position) * times + plusIndex * i;
  }
}

/**
 * The sorted keys back into participant indices from `start` on, and the runs of equal keys of
 * two or more members as [start, end) pairs into `runs`; their number times two is returned.
 */
function unpackKeys(
  packed: Float64Array,
  order: Int32Array,
  start: number,
  n: number,
  runs: Int32Array,
): number {
  const len = packed.length;
  let count = 0;
  let from = start;
  let previous = -1;
  // One step past the end closes the last run inside the loop (code after a loop compiled while
  // it ran has not run yet, and would throw the compiled code away). The run is written every
  // time and kept when it has two or more members: no branch that runs only now and then.
  for (let s = 0; s <= len; s++) {
    const key = s < len ? packed[s] : -n;
    const i = key % n;
    const rest = key - i;
    if (s < len) order[start + s] = i;
    if (rest !== previous) {
      runs[count] = from;
      runs[count + 1] = start + s;
      count += start + s - from > 1 ? 2 : 0;
      from = start + s;
      previous = rest;
    }
  }
  return count;
}

/**
 * Sorts `order[start..end)` (`order` holds every participant's index once) best first by the
 * keys, then by start number, and appends the runs
 * still tied on every key (two or more members) to `runs` as [start, end) pairs. False, with
 * nothing changed, when the values cannot be packed exactly or the run's order by index is not
 * its order by start number. `wholeField`: the run is every participant, in index order, and
 * `startNo` rises with the index (the order by index is then the order by start number).
 */
export function packedKeySort(
  order: Int32Array,
  start: number,
  end: number,
  keys: readonly SortKey[],
  startNo: Int32Array,
  runs: number[],
  wholeField = false,
): boolean {
  const nKeys = keys.length;
  const n = order.length;
  const columns = new Array<ArrayLike<number | null>>(nKeys);
  for (let k = 0; k < nKeys; k++) columns[k] = keys[k].values;
  const ranges: Ranges = {
    min: new Float64Array(nKeys).fill(Infinity),
    max: new Float64Array(nKeys).fill(-Infinity),
    fraction: new Int32Array(nKeys),
    nulls: new Uint8Array(nKeys),
  };
  // The whole field (the first split of a ranking, the one over thousands) in index order, with
  // rising start numbers: each column can be scanned and packed on its own, in loops over one
  // kind of array that do not go through the order (measured on 9,999 players: −7M and −3.7M
  // instructions of a cold program).
  if (wholeField) {
    for (let k = 0; k < nKeys; k++) if (!scanWholeColumn(columns[k], n, k, ranges)) return false;
  } else if (!scanColumns(order, start, end, columns, startNo, ranges)) return false;
  // Position = (value − from) · step: from the largest value down when higher is better.
  const from = new Float64Array(nKeys);
  const step = new Float64Array(nKeys);
  const range = new Float64Array(nKeys);
  let total = n;
  for (let k = 0; k < nKeys; k++) {
    const { min, max, fraction, nulls } = ranges;
    // The coarsest grid the column lies on: 1 for whole numbers, 2 for halves, … 16.
    const scale = fraction[k] === 0 ? 1 : 16 / (fraction[k] & -fraction[k]);
    const span = min[k] > max[k] ? 0 : ((max[k] - min[k]) * scale) / 16;
    range[k] = span + 1 + nulls[k];
    const down = keys[k].direction === 1;
    from[k] = (down ? max[k] : min[k]) / 16;
    step[k] = down ? -scale : scale;
    total *= range[k];
    if (total > EXACT) return false;
  }
  let packed: Float64Array;
  if (wholeField) {
    packed = new Float64Array(n);
    for (let k = 0; k < nKeys; k++) {
      const last = k === nKeys - 1;
      packWholeColumn(columns[k], packed, from[k], step[k], range[k], last ? n : 1, last ? 1 : 0);
    }
  } else packed = packKeys(order, start, end, columns, from, step, range, n);
  packed.sort();
  const found = new Int32Array(end - start + 2);
  const count = unpackKeys(packed, order, start, n, found);
  for (let r = 0; r < count; r++) runs.push(found[r]);
  return true;
}
