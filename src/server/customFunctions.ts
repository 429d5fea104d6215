import { InputError, computeTiebreaks, readGrid, resolveRequest } from '../core';
import type { Grid, ReadResult, TiebreakOptions } from '../core';
import { originFromFormula } from './origin';

/** A custom function's return value: a column that spills beside the input range. */
type Column = (number | string)[][];

/**
 * Sheets passes a multi-cell range as a 2-D array and a single cell as its value. Anything that
 * is not a rectangle of cells is a mistake in the formula, not in the results.
 */
function asGrid(range: unknown, fn: string): Grid {
  if (!Array.isArray(range)) {
    throw new Error(
      `${fn}: the first argument must be a range of results such as B2:I8, not a single value.`,
    );
  }
  return range.map(row => (Array.isArray(row) ? row : [row])) as Grid;
}

/**
 * Restates an input error against the user's sheet. The calling cell's formula tells where the
 * range starts; reading it is allowed in custom functions (the Spreadsheet service is read-only
 * there), and any failure just leaves the range-relative message.
 */
function userError(e: InputError): Error {
  let origin;
  try {
    const formula =
      typeof SpreadsheetApp !== 'undefined' ? SpreadsheetApp.getActiveRange()?.getFormula() : '';
    origin = formula ? originFromFormula(formula) : undefined;
  } catch {
    origin = undefined;
  }
  return new Error(origin ? e.at(origin).message : e.message);
}

function read(range: unknown, fn: string): ReadResult {
  const grid = asGrid(range, fn);
  try {
    return readGrid(grid);
  } catch (e) {
    if (e instanceof InputError) throw userError(e);
    throw e;
  }
}

/**
 * One tie-break for every participant, in one call, aligned row for row with the input: a value
 * on each participant's row, blank on header rows and anything else.
 */
export function tiebreakColumn(
  range: unknown,
  code: string,
  fn: string,
  options: TiebreakOptions = {},
): Column {
  const r = read(range, fn);
  let values: (number | null)[];
  try {
    const { codes, rules } = resolveRequest(r.tournament, [code], options);
    values = computeTiebreaks(r.tournament, codes, { ...options, rules })[0].values;
  } catch (e) {
    if (e instanceof InputError) throw new Error(`${fn}: ${e.detail}`);
    throw e;
  }
  const height = (range as unknown[]).length;
  const out: Column = Array.from({ length: height }, () => ['']);
  r.sourceRows.forEach((row, i) => {
    const v = values[i];
    if (row >= 0 && row < height) out[row] = [v === null ? '' : v];
  });
  return out;
}

export function SONNEBORN_BERGER(range: unknown): Column {
  return tiebreakColumn(range, 'SB', 'SONNEBORN_BERGER');
}

export function BUCHHOLZ(range: unknown): Column {
  return tiebreakColumn(range, 'BH', 'BUCHHOLZ');
}
