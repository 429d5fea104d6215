/**
 * Ordering a run of tied participants by several columns with one native sort: each member's
 * values packed into one whole number (its columns' positions, most significant first, then the
 * member's index), a Float64Array of those sorted without a comparator.
 *
 * Why: a program ranks one field once, so a comparator called N log N times runs mostly before
 * the compiler has optimised it, and is compiled with its helpers at a cost larger than the sort.
 * The typed array's own sort compares numbers natively; the packing is three loops, each in a
 * function of its own (one loop per function is compiled once, on the stack).
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
/** Values beyond this are not packed (v · 16 must stay a whole number well inside 2^53). */
const LARGEST = 2 ** 40;

/** Per column: smallest and largest value, the sixteenths seen (a bit mask), whether null occurs. */
interface Ranges {
  readonly min: Float64Array;
  readonly max: Float64Array;
  readonly fraction: Int32Array;
  readonly nulls: Uint8Array;
}

/** False when a value is off the grid of sixteenths or too large. */
function scanColumns(
  order: Int32Array,
  start: number,
  end: number,
  columns: readonly ArrayLike<number | null>[],
  ranges: Ranges,
): boolean {
  const { min, max, fraction, nulls } = ranges;
  const nKeys = columns.length;
  for (let s = start; s < end; s++) {
    const i = order[s];
    for (let k = 0; k < nKeys; k++) {
      const v = columns[k][i];
      if (v === null) {
        nulls[k] = 1;
        continue;
      }
      const q = v * 16;
      if (!(v <= LARGEST && v >= -LARGEST && q === Math.floor(q))) return false;
      fraction[k] |= ((q % 16) + 16) % 16;
      if (v < min[k]) min[k] = v;
      if (v > max[k]) max[k] = v;
    }
  }
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

/** The sorted keys back into participant indices, marking who is tied with the one before. */
function unpackKeys(
  packed: Float64Array,
  order: Int32Array,
  tied: Uint8Array,
  start: number,
  n: number,
): void {
  let previous = -1;
  for (let s = 0; s < packed.length; s++) {
    const key = packed[s];
    const i = key % n;
    const rest = key - i;
    order[start + s] = i;
    tied[start + s] = rest === previous ? 1 : 0;
    previous = rest;
  }
}

/**
 * Sorts `order[start..end)` best first by the keys, then by participant index (the caller
 * vouches that start numbers rise with the index), and sets `tied[s] = 1` where order[s] equals
 * order[s − 1] on every key (0 at `start`). False, with nothing changed, when the values cannot
 * be packed exactly.
 */
export function packedKeySort(
  order: Int32Array,
  tied: Uint8Array,
  start: number,
  end: number,
  keys: readonly SortKey[],
  n: number,
): boolean {
  const nKeys = keys.length;
  const columns = new Array<ArrayLike<number | null>>(nKeys);
  for (let k = 0; k < nKeys; k++) columns[k] = keys[k].values;
  const ranges: Ranges = {
    min: new Float64Array(nKeys).fill(Infinity),
    max: new Float64Array(nKeys).fill(-Infinity),
    fraction: new Int32Array(nKeys),
    nulls: new Uint8Array(nKeys),
  };
  if (!scanColumns(order, start, end, columns, ranges)) return false;
  // Position = (value − from) · step: from the largest value down when higher is better.
  const from = new Float64Array(nKeys);
  const step = new Float64Array(nKeys);
  const range = new Float64Array(nKeys);
  let total = n;
  for (let k = 0; k < nKeys; k++) {
    const { min, max, fraction, nulls } = ranges;
    // The coarsest grid the column lies on: 1 for whole numbers, 2 for halves, … 16.
    const scale = fraction[k] === 0 ? 1 : 16 / (fraction[k] & -fraction[k]);
    const span = min[k] > max[k] ? 0 : (max[k] - min[k]) * scale;
    range[k] = span + 1 + nulls[k];
    const down = keys[k].direction === 1;
    from[k] = down ? max[k] : min[k];
    step[k] = down ? -scale : scale;
    total *= range[k];
    if (total > EXACT) return false;
  }
  const packed = packKeys(order, start, end, columns, from, step, range, n);
  packed.sort();
  unpackKeys(packed, order, tied, start, n);
  return true;
}
