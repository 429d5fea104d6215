import { InputError, cellError, described, descriptionOf, msg } from '../errors';
import type { Grid } from './cells';
import { isBlank } from './cells';
import { readTrf } from './trf';
import type { ReadOptions, ReadResult } from './types';

const RECORD = /^(?:\d{3}|[A-Z]{3}|###)(?: |$)/;

/**
 * A TRF file pasted into a sheet: one line per row, all in the first column (what Sheets makes of
 * a pasted text file). True when at least one player record is there and every filled row looks
 * like a TRF record.
 */
export function looksLikeTrfColumn(grid: Grid): boolean {
  let players = 0;
  for (const row of grid) {
    for (let c = 1; c < row.length; c++) if (!isBlank(row[c])) return false;
    const cell = row[0];
    if (isBlank(cell)) continue;
    if (typeof cell !== 'string' || !RECORD.test(cell)) return false;
    if (cell.startsWith('001 ')) players++;
  }
  return players > 0;
}

/**
 * Reads the pasted TRF. Line n is row n of the range, so the TRF reader's line numbers become
 * cells of the first column, and each participant's source row is the row of its 001 record.
 */
export function readTrfColumn(grid: Grid, options: ReadOptions = {}): ReadResult {
  const read = withCellErrors(grid, text => readTrf(text, options));

  return {
    ...read,
    sourceRows: read.sourceRows.map(line => line - 1),
    ...described(msg`${descriptionOf(read)} (TRF pasted into the sheet)`),
  };
}

/**
 * Runs a TRF reader over the pasted lines (line n = row n of the range); its line errors come
 * back as errors of the cells in the first column.
 */
export function withCellErrors<T>(grid: Grid, read: (text: string) => T): T {
  const text = grid
    .map(row => (typeof row[0] === 'string' ? row[0].replace(/\s+$/, '') : ''))
    .join('\n');
  try {
    return read(text);
  } catch (e) {
    if (e instanceof InputError && e.location.kind === 'line')
      throw asCellError(e, e.location.line);
    throw e;
  }
}

/** A TRF line error as a cell error; other lines it mentions become cells of the same column. */
function asCellError(e: InputError, line: number): InputError {
  const related = [...e.related];
  const detail = e.template.replace(/\bline (\d+)\b/g, (_, n: string) => {
    related.push({ row: Number(n) - 1, col: 0 });
    return `cell {${related.length}}`;
  });
  return cellError(line - 1, 0, detail, related);
}
