import type { RankedColumns, ReadResult } from '../core';
import { rosterOf, type RosterEntry } from '../core/model/lazyParticipants';
import { formatNumber, Quarters } from '../core/numbers';
import { tsvField } from './output';

/*
 * The standings as TSV bytes, ready for write(2): the bytes of
 * Buffer.from(toTsv(standingsTable(read, s)), 'utf8'), written into one buffer.
 *
 * The command formats a table once, in a program started for it, so all of this runs cold: a
 * string per row, the join of all rows and the UTF-8 encoding of the whole text cost a large
 * event more than putting the bytes where they belong. The numbers (nearly all small quarters)
 * are copied from a table of their bytes; the rank and the start number (whole numbers below
 * 10,000 in nearly every table) are written digit by digit, and only the name goes to the
 * native UTF-8 writer. The three as one short text, `${rank}\t${startNo}\t${name}`, cost more
 * (measured on 9,999 rows: 4.9M instructions more for the whole command): two numbers turned
 * into strings, four joins and the flattening of the joined text before it is encoded, for
 * every row. Writing the names' characters in JavaScript too was measured: the larger loop costs
 * more to compile, and runs longer before it is optimised, than the one native call per row it
 * saves.
 */

/*
 * Const enums rather than constants: esbuild writes their values into the code as numbers, so the
 * rows' loop (compiled while it runs, on stack replacement) does not load them from the module
 * for every cell.
 */
const enum Byte {
  tab = 9,
  lf = 10,
  zero = 48,
}

const enum Quarter {
  /**
   * Bytes of the longest quarter text kept below: sign, whole part, ".75" ("-1023.75"), that is
   * String(-Quarters.kept / 4).length + 3.
   */
  stride = 8,
}
/**
 * The longest text formatNumber writes: a fraction that is not a quarter has at most 16 digits
 * before the point (any larger double is whole) and 9 after it, and a sign. Whole numbers, even
 * in exponent notation, and "-Infinity" are shorter.
 */
const CELL_TEXT = 27;
/** The longest text of a number, as the rank and the start number are written: `${n}`. */
const NUMBER_TEXT = String(-0.0000012345678901234567).length;
/** A rank and a start number, the tabs after them and the line break. */
const ROW_FIXED = 2 * NUMBER_TEXT + 3;

/** Node's writers behind Buffer#write, without its argument checks (called once per row). */
type Bytes = Buffer & {
  utf8Write(text: string, at: number): number;
  latin1Write(text: string, at: number): number;
};

/*
 * formatNumber's text of every small quarter q as bytes, at Quarter.stride · q (quarterLength[q]
 * is its length, 0 until it is written): a cell costs a copy of a few bytes instead of a string.
 * Kept for the program, as formatNumber keeps quarterText. The quarters from 0 to 127.75, the
 * scores and tie-break sums of nearly every table, are written before the first table of at
 * least as many rows; any other when first seen, by writeNumber. Written from the rows' loop,
 * each when first seen, they were compiled into it: ~4.5M instructions more on 10,000 rows than
 * the 512 written at once (which cost ~1.5M, more than a small table's loop saves).
 */
const quarterBytes = Buffer.allocUnsafe(2 * Quarters.kept * Quarter.stride) as Bytes;
const quarterLength = new Uint8Array(2 * Quarters.kept);
const FIRST_QUARTERS = 512;
let firstQuartersKept = false;

/**
 * `plainNames`: the caller knows that no name holds a tab or a line break (loadFile, from the
 * file's text); the names are then written as they are, without tsvField's search of each.
 */
export function standingsTsvBytes(
  read: ReadResult,
  ranked: RankedColumns,
  plainNames = false,
): Buffer {
  const cols = ranked.codes.length + 1;
  const header = `${['Rank', 'StartNo', 'Name', 'PTS', ...ranked.codes].map(tsvField).join('\t')}\n`;
  const n = ranked.order.length;
  // Room for the header (at most 3 bytes per UTF-16 unit), and for every row a name of 32 bytes
  // and each number a quarter: most tables fit, a larger one is copied into a larger buffer.
  const buf = Buffer.allocUnsafe(
    3 * header.length + n * (ROW_FIXED + 32 + cols * (Quarter.stride + 1)),
  ) as Bytes;
  const at = buf.utf8Write(header, 0);
  if (n >= FIRST_QUARTERS && !firstQuartersKept) {
    for (let q = Quarters.kept; q < Quarters.kept + FIRST_QUARTERS; q++)
      quarterLength[q] = keepQuarter(q);
    firstQuartersKept = true;
  }
  // Names and start numbers without building the participants (a TRF's are built when asked for).
  const roster = rosterOf(read.tournament);
  return writeRows(buf, at, ranked, sharedRanks(n, ranked.ties), roster, plainNames);
}

/** Per position, the rank it shares with the others of its tie, or 0 when it has its own. */
function sharedRanks(n: number, ties: readonly number[]): Int32Array {
  const shared = new Int32Array(n);
  for (let r = 0; r < ties.length; r += 2) shared.fill(ties[r] + 1, ties[r], ties[r + 1]);
  return shared;
}

/**
 * The rows, from `at` on; answers the bytes written. A function of its own, and a short one:
 * V8 optimises a loop sooner, and compiles it faster, the less code its function has.
 */
function writeRows(
  buf: Bytes,
  at: number,
  ranked: RankedColumns,
  shared: Int32Array,
  roster: readonly RosterEntry[],
  plainNames: boolean,
): Buffer {
  const { order, points, columns } = ranked;
  const cols = columns.length + 1;
  const rowRoom = ROW_FIXED + cols * (CELL_TEXT + 1);
  // The buffer's length, kept here: reading it is a getter call per row until the loop is optimised.
  let room = buf.length;
  for (let s = 0; s < order.length; s++) {
    const i = order[s];
    const p = roster[i];
    const name = p.name;
    // Every UTF-16 unit of the name is at most 3 bytes of UTF-8.
    const need = at + rowRoom + 3 * name.length;
    if (need > room) {
      buf = grown(buf, at, need);
      room = buf.length;
    }
    const tied = shared[s];
    const rank = tied === 0 ? s + 1 : tied;
    const field = plainNames ? name : tsvField(name);
    // The rank, then the start number: one loop for both, one copy of its code to compile.
    for (let f = 0; f < 2; f++) {
      let x = f === 0 ? rank : p.startNo;
      if (x >= 0 && x < 10000 && (x | 0) === x) {
        // A whole number's text as String writes it (−0 too: "0"), last digit first.
        const digits = x < 10 ? 1 : x < 100 ? 2 : x < 1000 ? 3 : 4;
        for (let b = at + digits - 1; b >= at; b--) {
          const d = x % 10;
          buf[b] = Byte.zero + d;
          x = (x / 10) | 0;
        }
        at += digits;
      } else {
        // Any other number (a fraction, a negative or larger one): String's text, all ASCII.
        at += buf.latin1Write(String(x), at);
      }
      buf[at++] = Byte.tab;
    }
    at += buf.utf8Write(field, at);

    // The points, then the values; a value that does not exist is an empty cell.
    for (let c = 0; c < cols; c++) {
      buf[at++] = Byte.tab;
      const v = c === 0 ? points[i] : columns[c - 1][i];
      if (v === null) continue;
      const q = v * 4 + Quarters.kept;
      // A typed array has no element at an index that is not a whole number inside it: this
      // one load is also the test that v is a small quarter.
      const length: number | undefined = quarterLength[q];
      if (length === undefined || length === 0) {
        at = writeNumber(buf, at, v, q);
        continue;
      }
      for (let b = q * Quarter.stride, end = b + length; b < end; b++) buf[at++] = quarterBytes[b];
    }
    buf[at++] = Byte.lf;
  }
  return buf.subarray(0, at);
}

/**
 * Writes the text of the quarter q into its place; answers its length. formatNumber writes a
 * quarter as String does, and every value that lands on q (v · 4 + Quarters.kept rounds to q only
 * within 2⁻⁴⁰ of it) is that quarter once formatNumber has snapped it to 1e-9.
 */
function keepQuarter(q: number): number {
  return quarterBytes.latin1Write(String((q - Quarters.kept) / 4), q * Quarter.stride);
}

/**
 * Writes formatNumber's text of v (ASCII) at `at`, keeping it first when v is a small quarter
 * not yet kept (q = v · 4 + Quarters.kept); answers where it ends.
 */
function writeNumber(buf: Bytes, at: number, v: number, q: number): number {
  if (quarterLength[q] === 0) {
    const length = (quarterLength[q] = keepQuarter(q));
    for (let k = 0, b = q * Quarter.stride; k < length; k++) buf[at + k] = quarterBytes[b + k];
    return at + length;
  }
  const text = formatNumber(v);
  // The row's room counts CELL_TEXT bytes for this cell.
  if (text.length > CELL_TEXT) throw new Error(`formatNumber(${v}) is longer than a cell`);
  return at + buf.latin1Write(text, at);
}

/** A copy of the first `used` bytes of `buf` in a buffer of at least `need` bytes. */
function grown(buf: Bytes, used: number, need: number): Bytes {
  const bigger = Buffer.allocUnsafe(Math.max(need, 2 * buf.length)) as Bytes;
  buf.copy(bigger, 0, 0, used);
  return bigger;
}
