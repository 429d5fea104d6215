/**
 * Reads any sheet layout a user has: a round-robin crosstable, a Swiss progress table or a
 * results list. `options.layout` chooses; otherwise the layout is recognised:
 *
 * 1. a results list has a header with White/Weiß, Black/Schwarz (or two player columns) and
 *    Result/Ergebnis, or a column of results for both sides (`1-0`, `½-½`, `0:1`, `+:-`);
 * 2. a progress table has columns of round entries naming opponents (`12w1`, `5s½`, `+W9`),
 *    unless a crosstable's diagonal is marked in every row (a double round robin written `1 ½`
 *    can look like a progress entry);
 * 3. a crosstable has a square block of scores whose diagonal is marked or blank.
 *
 * A TRF file pasted into the first column (one line per row) is read as TRF.
 *
 * Header rows and columns given in the options override every guess the readers make.
 */
import { rangeError, msg } from '../errors';
import type { Cell, Grid } from './cells';
import { cellText, isBlank, isDate } from './cells';
import { checkGrid, guessHeaderRows, headerKey } from './columns';
import { crosstableEvidence, readCrosstable } from './crosstable';
import { readProgressTable } from './progressTable';
import { readResultsList } from './resultsList';
import { parseProgressCell } from './tokens';
import type { ProgressCell } from './tokens';
import { looksLikeTrfColumn, readTrfColumn } from './trfColumn';
import type { Layout, ReadOptions, ReadResult } from './types';

export type SheetLayout = Exclude<Layout, 'trf' | 'pgn'>;

export function readGrid(grid: Grid, options: ReadOptions = {}): ReadResult {
  checkGrid(grid);
  if (options.layout === undefined && looksLikeTrfColumn(grid)) return readTrfColumn(grid, options);
  // Detection reads every cell as a progress-table entry; the reader takes those readings over.
  const parsed: ProgressCell[][] = [];
  const layout = options.layout ?? detect(grid, options, parsed);
  switch (layout) {
    case 'crosstable':
      return readCrosstable(grid, options);
    case 'progress':
      return readProgressTable(grid, options, parsed);
    case 'results':
      return readResultsList(grid, options);
    default:
      throw rangeError(
        msg`layout "${String(layout)}" is not a sheet layout: expected crosstable, progress or results`,
      );
  }
}

const WHITE_WORDS = new Set(['white', 'weiß', 'weiss', 'heim', 'home']);
const BLACK_WORDS = new Set(['black', 'schwarz', 'gast', 'away', 'guest']);
const PLAYER_WORDS = new Set(['teilnehmer', 'spieler', 'player', 'name']);
const RESULT_WORDS = new Set(['result', 'res', 'ergebnis', 'erg', 'resultat']);

/** Both sides' scores in one cell: the mark of a results list. */
const PAIR_RESULT =
  /^(?:1|0|½|1\/2|0?[.,]5)\s*[-:]\s*(?:1|0|½|1\/2|0?[.,]5)(?:\s*\(?(?:kl\.?|kampflos|ff)\)?)?$|^\+\s*[:/]\s*-$|^-\s*[:/]\s*\+$/;

/** Which layout the range holds; see the module comment for the rules. */
export function detectLayout(grid: Grid, options: ReadOptions = {}): SheetLayout {
  checkGrid(grid);
  return detect(grid, options, []);
}

/** `detectLayout`, keeping each cell's reading as a progress-table entry in `parsed[row][col]`. */
function detect(grid: Grid, options: ReadOptions, parsed: ProgressCell[][]): SheetLayout {
  if (hasResultsHeader(grid)) return 'results';
  const headerRows = guessHeaderRows(grid, options);
  let progressColumns = 0;
  let resultColumns = 0;
  const width = grid[0].length;
  for (let r = headerRows; r < grid.length; r++) parsed[r] = new Array<ProgressCell>(width);
  for (let c = 0; c < width; c++) {
    let filled = 0;
    let games = 0;
    let entries = 0;
    let pairs = 0;
    for (let r = headerRows; r < grid.length; r++) {
      const cell = grid[r][c];
      if (isBlank(cell)) continue;
      filled++;
      if (typeof cell === 'string' && isPairResult(cellText(cell))) pairs++;
      const t = parseProgressCell(cell);
      parsed[r][c] = t;
      if (t.type === 'game') games++;
      if (t.type !== 'bad') entries++;
    }
    if (pairs > 0 && pairs * 2 >= filled) resultColumns++;
    if (games > 0 && entries * 2 >= filled) progressColumns++;
  }
  if (resultColumns > 0) return 'results';
  const cross = crosstableEvidence(grid, options);
  if (progressColumns > 0) {
    // Round columns headed 1 … n look like a labelled block; their cells (`4b0`) do not read as
    // crosstable results.
    if (cross && ((cross.labelled && cross.bad === 0) || cross.marked >= cross.players))
      return 'crosstable';
    return 'progress';
  }
  if (cross) return 'crosstable';
  throw rangeError(
    msg`could not tell what this range holds: expected a round-robin crosstable (a square block of scores, the diagonal marked * or x), a progress table (a column per round, cells like 12w1) or a results list (Round | Board | White | Black | Result); set the layout option to say which`,
  );
}

/** Both sides' scores in one cell's text; every spelling has a dash or a colon. */
function isPairResult(text: string): boolean {
  if (text.indexOf('-') < 0 && text.indexOf(':') < 0) return false;
  return PAIR_RESULT.test(text.toLowerCase());
}

/** A header row naming White and Black (or two player columns) and the Result. */
function hasResultsHeader(grid: Grid): boolean {
  const limit = Math.min(grid.length, 6);
  for (let r = 0; r < limit; r++) {
    const keys = grid[r].map(headerText);
    const result = keys.some(k => RESULT_WORDS.has(k));
    const sides =
      (keys.some(k => WHITE_WORDS.has(k)) && keys.some(k => BLACK_WORDS.has(k))) ||
      keys.filter(k => PLAYER_WORDS.has(k)).length >= 2;
    if (result && sides) return true;
  }
  return false;
}

function headerText(c: Cell): string {
  if (typeof c !== 'string' || isDate(c)) return '';
  return headerKey(c);
}
