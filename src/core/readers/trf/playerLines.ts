import type { PlayerRecord } from './player';

/**
 * What the 001 lines say together (order, start numbers, the longest line), noted as each record
 * is read: a second loop over the records afterwards ran interpreted to its end (~12M
 * instructions for 10,000 players: a program calls readTrf once, so its loop is never
 * compiled), while the loop of readPlainPlayers, which notes most records, is compiled anyway.
 */
export interface PlayerLines {
  /** The line of each start number (1…9999: four columns), 0 for none: the first that has it. */
  readonly lineOf: Int32Array;
  /** The line of each record, in the order read. */
  readonly rows: number[];
  /** The index of the first record whose start number an earlier one has; −1 for none. */
  duplicate: number;
  /** Whether the start numbers only rise. */
  inOrder: boolean;
  /** The start number of the last record (0 before the first). */
  last: number;
  /** The most rounds a record has, and the first line that has them. */
  longest: number;
  longestLine: number;
  /** Whether a record was read with its rounds out of their columns (PlayerRecord.misaligned). */
  misaligned: boolean;
}

export function playerLines(): PlayerLines {
  return {
    lineOf: new Int32Array(10000),
    rows: [],
    duplicate: -1,
    inOrder: true,
    last: 0,
    longest: 0,
    longestLine: 0,
    misaligned: false,
  };
}

/** Notes record `p`, the next one read. */
export function notePlayer(s: PlayerLines, p: PlayerRecord): void {
  const no = p.startNo;
  if (s.lineOf[no] === 0) s.lineOf[no] = p.line;
  else if (s.duplicate < 0) s.duplicate = s.rows.length;
  s.rows.push(p.line);
  if (no < s.last) s.inOrder = false;
  s.last = no;
  if (p.slotCount > s.longest) {
    s.longest = p.slotCount;
    s.longestLine = p.line;
  }
  if (p.misaligned) s.misaligned = true;
}
