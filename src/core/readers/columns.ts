/**
 * What the columns of a player-per-row sheet (crosstable, progress table) mean: the shape checks
 * every reader needs, header rows, header words in English and German, round headers, and the
 * player fields (start number, name, ratings, points, rank, title, federation, club).
 *
 * Ratings: `Elo`, `FIDE`, `Rating`, `Rtg` and `TWZ` are the rating; `DWZ`, `NWZ`, `RtgN` the
 * national rating. TWZ (German "Turnierwertungszahl") is the higher of Elo and DWZ that German
 * pairing programs seed with; it is the number the tournament used, so it is read as the rating.
 * `Wertung` is read as a rating only when its values look like ratings, because German sheets
 * also head a tie-break column that way.
 */
import { cellError, rangeError, msg } from '../errors';
import type { MessageArg } from '../errors';
import { totalPoints } from '../model/points';
import type { Participant, PointSystem } from '../model/types';
import type { Cell, Grid } from './cells';
import { cellText, checkCells, isBlank, isDate, parseScoreValue } from './cells';
import {
  BIRTH_HEADERS,
  FIDE_ID_HEADERS,
  SEX_HEADERS,
  personCell,
  readBirth,
  readFideId,
  readSex,
} from './personCells';
import { isDiagonalMark, parseProgressCell } from './tokens';
import type { ReadOptions } from './types';

export type ColumnRole =
  | 'startNo'
  | 'name'
  | 'rating'
  | 'nationalRating'
  | 'points'
  | 'rank'
  | 'title'
  | 'federation'
  | 'club'
  | 'fideId'
  | 'birth'
  | 'sex';

/** A header word as headerKey leaves it: without its spaces. */
function squeezed(word: string): string {
  return word.replace(/\s+/g, '');
}

const ROLE_WORDS: Readonly<Record<ColumnRole, readonly string[]>> = {
  startNo: [
    'nr',
    'no',
    'snr',
    'sno',
    'tnr',
    'stnr',
    'startnr',
    'startno',
    'startnummer',
    'start',
    '#',
    'lfdnr',
    'number',
    'num',
  ],
  name: [
    'name',
    'namen',
    'spieler',
    'spielerin',
    'player',
    'teilnehmer',
    'teilnehmerin',
    'participant',
    'spielername',
    'name,vorname',
    'vorname,name',
  ],
  rating: [
    'elo',
    'fide',
    'fideelo',
    'elofide',
    'elozahl',
    'rating',
    'rtg',
    'rtgi',
    'twz',
    'ratingi',
  ],
  nationalRating: ['dwz', 'nwz', 'rtgn', 'ratingn', 'natrating', 'national', 'nat'],
  points: ['pkt', 'punkte', 'points', 'pts', 'pt', 'score', 'summe', 'sum', 'total', 'gesamt', 'σ'],
  rank: ['rang', 'platz', 'rank', 'pl', 'rk', 'rg', 'place', 'pos', 'position'],
  title: ['titel', 'title', 'tit'],
  federation: ['fed', 'land', 'country', 'federation', 'verband', 'nation'],
  club: ['verein', 'club', 'club/city', 'verein/ort', 'klub', 'team', 'mannschaft', 'ort', 'city'],
  fideId: FIDE_ID_HEADERS.map(squeezed),
  birth: BIRTH_HEADERS.map(squeezed),
  sex: SEX_HEADERS.map(squeezed),
};

/** Header words that are ratings only when the values look like ratings. */
const WEAK_RATING_WORDS = new Set(['wertung', 'wz']);

const ROLE_OF_WORD: ReadonlyMap<string, ColumnRole> = new Map(
  (Object.keys(ROLE_WORDS) as ColumnRole[]).flatMap(role =>
    ROLE_WORDS[role].map(w => [w, role] as const),
  ),
);

/** Header text reduced for matching: lower case, no dots, dashes, spaces or trailing colon. */
export function headerKey(c: Cell): string {
  return cellText(c)
    .toLowerCase()
    .replace(/[.:\s_-]+/g, '');
}

/** The role a header word names, or null. `weak` roles need a look at the values. */
export function headerRole(c: Cell): { role: ColumnRole; weak: boolean } | null {
  const key = headerKey(c);
  if (key === '') return null;
  const role = ROLE_OF_WORD.get(key);
  if (role) return { role, weak: false };
  if (WEAK_RATING_WORDS.has(key)) return { role: 'rating', weak: true };
  return null;
}

/** The round a header names: `1`, `R1`, `Rd. 1`, `1.Rd`, `Runde 1`, `1. Runde`, `Round 1`. */
export function roundHeader(c: Cell): number | null {
  if (typeof c === 'number') return Number.isInteger(c) && c >= 1 ? c : null;
  if (typeof c !== 'string') return null;
  const t = cellText(c).toLowerCase().replace(/\s+/g, ' ');
  const m =
    /^(\d+)$/.exec(t) ??
    /^(?:r|rd|rnd|rde|round|runde)\.? ?(\d+)\.?$/.exec(t) ??
    /^(\d+)\.? ?(?:r|rd|rnd|rde|round|runde)\.?$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 ? n : null;
}

// ---------------------------------------------------------------------------------------------
// Shape

/** Empty and ragged ranges are errors: Sheets always delivers a rectangle of rows. */
export function checkGrid(grid: Grid): void {
  if (!Array.isArray(grid) || grid.length === 0) {
    throw rangeError(msg`the range is empty: select the table including its rows of players`);
  }
  const width = grid[0].length;
  for (let r = 0; r < grid.length; r++) {
    if (!Array.isArray(grid[r]))
      throw rangeError(msg`row ${r + 1} of the range is not a row of cells`);
    if (grid[r].length !== width) {
      throw rangeError(
        msg`row ${r + 1} has ${grid[r].length} cells but row 1 has ${width}: a range must be a rectangle (rows of the same length)`,
      );
    }
  }
  checkCells(grid);
  if (width === 0 || grid.every(row => row.every(isBlank))) {
    throw rangeError(msg`the range is empty: select the table including its rows of players`);
  }
}

export function isBlankRow(row: readonly Cell[]): boolean {
  return row.every(isBlank);
}

/**
 * How strongly a row reads as a header: its header words, its round headers (`R1`, `Rd. 1`)
 * when there are two or more, and 2 for the opponent numbers 1, 2, … side by side with nothing
 * but labels around them (a player row with rank 1 and start number 2 also has 1, 2 side by
 * side, but results or names next to them).
 */
function headerEvidence(row: readonly Cell[]): number {
  let words = 0;
  let rounds = 0;
  for (const cell of row) {
    if (typeof cell !== 'string') continue;
    if (headerRole(cell)) words++;
    else if (/[a-z]/i.test(cell) && roundHeader(cell) !== null) rounds++;
  }
  const named = words + (rounds >= 2 ? rounds : 0);
  if (named >= 2) return named;
  for (let c = 0; c + 1 < row.length; c++) {
    if (roundHeader(row[c]) !== 1 || roundHeader(row[c + 1]) !== 2) continue;
    let end = c + 2;
    while (end < row.length && roundHeader(row[end]) === end - c + 1) end++;
    const others = row.filter((x, i) => (i < c || i >= end) && !isBlank(x));
    if (others.every(isLabel)) return 2;
  }
  return named;
}

/** A header row names columns: a known header word, round headers or numbered opponents. */
export function isHeaderRow(row: readonly Cell[]): boolean {
  return headerEvidence(row) > 0;
}

/** Text that can only be a label: not a number, score, diagonal mark or round entry. */
export function isLabel(c: Cell): boolean {
  if (typeof c !== 'string') return false;
  if (parseScoreValue(c) !== null || isDiagonalMark(c)) return false;
  const t = parseProgressCell(c);
  return t.type === 'bad' || t.type === 'blank';
}

/** A title above the header: one or two text cells, nothing else. */
function isTitleRow(row: readonly Cell[]): boolean {
  const filled = row.filter(c => !isBlank(c));
  return filled.length <= 2 && filled.every(c => typeof c === 'string');
}

/**
 * A line of the information an export prints above its table (tournament, organiser, "Number of
 * rounds | 9", "Final Ranking crosstable after 9 Rounds"): at most three filled cells, no result.
 */
function isInfoRow(row: readonly Cell[]): boolean {
  const filled = row.filter(c => !isBlank(c));
  return filled.length <= 3 && filled.every(c => parseProgressCell(c).type !== 'game');
}

/** Rows an export may print above its table (chess-results prints a dozen lines of details). */
const INFO_LIMIT = 40;

/**
 * Where a pasted export's table starts: the first row naming two or more columns (`Rk. | Name`),
 * when every row above it is an information line; 0 otherwise. A single header word does not
 * count, as "Federation | GER" above a table holds one.
 */
function tableStart(grid: Grid): number {
  const limit = Math.min(grid.length, INFO_LIMIT);
  for (let r = 0; r < limit; r++) {
    if (headerEvidence(grid[r]) >= 2) return r;
    if (!isBlankRow(grid[r]) && !isInfoRow(grid[r])) return 0;
  }
  return 0;
}

/** How many rows at the top are titles and headers (0 when the range starts with players). */
export function guessHeaderRows(grid: Grid, options: ReadOptions = {}): number {
  if (options.headerRows !== undefined) {
    const h = options.headerRows;
    if (!Number.isInteger(h) || h < 0 || h >= grid.length) {
      throw rangeError(
        msg`headerRows is ${String(h)} but the range has ${grid.length} rows: expected 0 to ${grid.length - 1}`,
      );
    }
    return h;
  }
  const start = tableStart(grid);
  const limit = Math.min(grid.length, start + 6);
  let h = 0;
  for (let r = start; r < limit; r++) {
    if (isHeaderRow(grid[r])) h = r + 1;
    else if (!(isBlankRow(grid[r]) || isTitleRow(grid[r]))) break;
  }
  return h;
}

/**
 * A note an export prints below its table: one or two text cells, one of them a word and a colon
 * ("Tie Break1: Buchholz", "Wtg1: Buchholz", "Chess-Tournament-Results-Server: Chess-Results").
 * Names hold no colon, and a result such as `-:-` or `1:0` has no word before its colon, so no
 * player row is taken for a note.
 */
function isNoteRow(row: readonly Cell[]): boolean {
  const filled = row.filter(c => !isBlank(c));
  return (
    filled.length >= 1 &&
    filled.length <= 2 &&
    filled.every(c => typeof c === 'string' && isLabel(c)) &&
    filled.some(c => noteLabel().test(cellText(c)))
  );
}

let noteLabelPattern: RegExp | undefined;

/**
 * A label with at least one letter, then a colon. Made when a sheet first asks: V8 builds the
 * letter class from Unicode's tables when the pattern is made, which cost every started program
 * (a TRF file's too) 1.5M instructions as a constant.
 */
function noteLabel(): RegExp {
  return (noteLabelPattern ??= /^[^:]*\p{L}[^:]*:/u);
}

/** The heading of the notes: "Annotation", "Anmerkung", "Legend" (with or without a colon). */
const NOTES_HEADING = /^(annotations?|anmerkungen?|notes?|legend|legende|erläuterungen?)\s*:?$/i;

/** Where the notes under a table begin (the grid's length when there are none). */
function notesStart(grid: Grid, headerRows: number): number {
  let end = grid.length;
  let notes = false;
  while (end > headerRows && (isBlankRow(grid[end - 1]) || isNoteRow(grid[end - 1]))) {
    if (!isBlankRow(grid[end - 1])) notes = true;
    end--;
  }
  if (!notes) return grid.length;
  const above = end > headerRows ? grid[end - 1].filter(c => !isBlank(c)) : [];
  if (above.length === 1 && NOTES_HEADING.test(cellText(above[0]))) end--;
  return end;
}

/**
 * The rows below the header that hold anything (blank spacer rows are skipped), without the
 * notes under the table.
 */
export function playerRows(grid: Grid, headerRows: number): number[] {
  const rows: number[] = [];
  const end = notesStart(grid, headerRows);
  for (let r = headerRows; r < end; r++) if (!isBlankRow(grid[r])) rows.push(r);
  if (rows.length === 0) {
    throw rangeError(
      headerRows > 0
        ? msg`no player rows below the ${headerRows} header row(s)`
        : msg`the range holds no player rows`,
    );
  }
  return rows;
}

/**
 * The lowest non-blank header cell of a column (the one right above the players), going up
 * only through header rows: a title or information line above them heads no column.
 */
export function headerCell(grid: Grid, headerRows: number, col: number): Cell {
  for (let r = headerRows - 1; r >= 0; r--) {
    if (!isBlank(grid[r][col])) return grid[r][col];
    if (r > 0 && !isHeaderRow(grid[r - 1])) break;
  }
  return '';
}

// ---------------------------------------------------------------------------------------------
// Player columns

export type ColumnMap = { readonly [R in ColumnRole]?: number };

const OPTION_OF_ROLE: Readonly<Partial<Record<ColumnRole, keyof ReadOptions>>> = {
  startNo: 'startNoColumn',
  name: 'nameColumn',
  rating: 'ratingColumn',
  nationalRating: 'nationalRatingColumn',
  points: 'pointsColumn',
  rank: 'rankColumn',
};

/** Columns fixed by options, checked against the range. */
export function optionColumns(grid: Grid, options: ReadOptions): ColumnMap {
  const map: { [R in ColumnRole]?: number } = {};
  const width = grid[0].length;
  for (const role of Object.keys(OPTION_OF_ROLE) as ColumnRole[]) {
    const key = OPTION_OF_ROLE[role] as keyof ReadOptions;
    const v = options[key];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= width) {
      throw rangeError(
        msg`${key} is ${String(v)} but the range has ${width} columns: expected a 0-based column from 0 to ${width - 1}`,
      );
    }
    map[role] = v;
  }
  return map;
}

/**
 * Finds the player columns among those not `taken` by results: options first, then header words,
 * then a guess for the name (the first column of text that is not a number).
 */
export function findColumns(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  taken: ReadonlySet<number>,
  options: ReadOptions,
): ColumnMap {
  const map: { [R in ColumnRole]?: number } = { ...optionColumns(grid, options) };
  const used = new Set<number>(Object.values(map));
  const width = grid[0].length;
  for (let c = 0; c < width; c++) {
    if (taken.has(c) || used.has(c)) continue;
    const found = headerRole(headerCell(grid, headerRows, c));
    if (!found || map[found.role] !== undefined) continue;
    if (found.weak && !looksLikeRatings(grid, rows, c)) continue;
    map[found.role] = c;
    used.add(c);
  }
  if (map.title === undefined) {
    // chess-results and Swiss-Manager print the titles in a column with a blank header.
    for (let c = 0; c < width; c++) {
      if (taken.has(c) || used.has(c) || !isBlank(headerCell(grid, headerRows, c))) continue;
      if (looksLikeTitles(grid, rows, c)) {
        map.title = c;
        used.add(c);
        break;
      }
    }
  }
  if (map.name === undefined) {
    for (let c = 0; c < width; c++) {
      if (taken.has(c) || used.has(c)) continue;
      if (headerRows > 0 && !isBlank(headerCell(grid, headerRows, c))) continue;
      if (looksLikeNames(grid, rows, c)) {
        map.name = c;
        break;
      }
    }
  }
  return map;
}

function looksLikeRatings(grid: Grid, rows: readonly number[], col: number): boolean {
  return rows.every(r => {
    const c = grid[r][col];
    if (isBlank(c)) return true;
    const v = typeof c === 'number' ? c : Number(cellText(c));
    return Number.isInteger(v) && (v === 0 || (v >= 100 && v <= 3500));
  });
}

/** FIDE titles (and the arbiter and trainer titles exports print in the same column). */
const TITLES = new Set([
  'GM',
  'IM',
  'FM',
  'CM',
  'WGM',
  'WIM',
  'WFM',
  'WCM',
  'HGM',
  'IA',
  'FA',
  'NA',
  'FT',
  'FST',
  'DI',
]);

function looksLikeTitles(grid: Grid, rows: readonly number[], col: number): boolean {
  let titles = 0;
  for (const r of rows) {
    const c = grid[r][col];
    if (isBlank(c)) continue;
    if (typeof c !== 'string' || !TITLES.has(cellText(c).toUpperCase())) return false;
    titles++;
  }
  return titles > 0;
}

function looksLikeNames(grid: Grid, rows: readonly number[], col: number): boolean {
  let text = 0;
  for (const r of rows) {
    const c = grid[r][col];
    if (isBlank(c)) continue;
    if (typeof c !== 'string' || parseScoreValue(c) !== null || !/\p{L}/u.test(c)) return false;
    text++;
  }
  return text > 0;
}

/** The fields of one player row, read from the columns found. */
export interface PlayerFields {
  readonly startNo?: number;
  readonly name?: string;
  readonly rating?: number;
  readonly nationalRating?: number;
  readonly declaredPoints?: number;
  readonly declaredRank?: number;
  readonly title?: string;
  readonly federation?: string;
  readonly club?: string;
  readonly fideId?: string;
  readonly birthDate?: string;
  readonly sex?: 'm' | 'w';
}

export function readPlayerFields(grid: Grid, row: number, map: ColumnMap): PlayerFields {
  const fields: { -readonly [K in keyof PlayerFields]: PlayerFields[K] } = {};
  const at = (col: number | undefined): Cell => (col === undefined ? '' : grid[row][col]);
  if (map.startNo !== undefined && !isBlank(at(map.startNo))) {
    fields.startNo = wholeNumber(at(map.startNo), row, map.startNo, START_NUMBER, 1);
  }
  const text = (col: number | undefined): string | undefined => {
    if (col === undefined) return undefined;
    const c = at(col);
    if (isBlank(c)) return undefined;
    if (isDate(c) || typeof c === 'boolean') {
      throw cellError(row, col, msg`expected text, found ${isDate(c) ? 'a date' : String(c)}`);
    }
    return cellText(c);
  };
  const name = text(map.name);
  if (name !== undefined) fields.name = name;
  const rating = ratingValue(grid, row, map.rating, RATING);
  if (rating !== undefined) fields.rating = rating;
  const national = ratingValue(grid, row, map.nationalRating, NATIONAL_RATING);
  if (national !== undefined) fields.nationalRating = national;
  if (map.points !== undefined && !isBlank(at(map.points))) {
    const c = at(map.points);
    const v = isDate(c) || typeof c === 'boolean' ? null : parseScoreValue(c);
    if (v === null) {
      throw cellError(
        row,
        map.points,
        msg`${describe(c)} is not a number of points: expected e.g. 4½, 4.5 or 4,5`,
      );
    }
    fields.declaredPoints = v;
  }
  if (map.rank !== undefined && !isBlank(at(map.rank))) {
    fields.declaredRank = rankValue(at(map.rank), row, map.rank);
  }
  const title = text(map.title);
  if (title !== undefined) fields.title = title;
  const federation = text(map.federation);
  if (federation !== undefined) fields.federation = federation;
  const club = text(map.club);
  if (club !== undefined) fields.club = club;
  const fideId = personCell(grid, row, map.fideId, readFideId);
  if (fideId !== undefined) fields.fideId = fideId;
  const birth = personCell(grid, row, map.birth, readBirth);
  if (birth !== undefined) fields.birthDate = birth;
  const sex = personCell(grid, row, map.sex, readSex);
  if (sex !== undefined) fields.sex = sex;
  return fields;
}

function describe(c: Cell): string {
  if (isDate(c)) return 'a date';
  if (typeof c === 'boolean') return c ? 'TRUE' : 'FALSE';
  return `"${cellText(c)}"`;
}

// The fields read on every player row, named once.
const START_NUMBER = msg`start number`;
const RANK = msg`rank`;
const RATING = msg`rating`;
const NATIONAL_RATING = msg`national rating`;

function wholeNumber(c: Cell, row: number, col: number, what: MessageArg, min: number): number {
  const v =
    typeof c === 'number'
      ? c
      : typeof c === 'string'
        ? Number(cellText(c).replace(/\.$/, ''))
        : NaN;
  if (!Number.isInteger(v) || v < min) {
    throw cellError(
      row,
      col,
      msg`${describe(c)} is not a ${what}: expected a whole number from ${min}`,
    );
  }
  return v;
}

/** Ranks as printed: `3`, `3.`, or a shared place `3-4` (the first number is kept). */
function rankValue(c: Cell, row: number, col: number): number {
  if (typeof c === 'string') {
    const m = /^(\d+)\.?(?:\s*-\s*\d+\.?)?$/.exec(cellText(c));
    if (m && Number(m[1]) >= 1) return Number(m[1]);
  }
  return wholeNumber(c, row, col, RANK, 1);
}

/** A rating: a whole number; blank, 0 and `-` mean unrated. */
function ratingValue(
  grid: Grid,
  row: number,
  col: number | undefined,
  what: MessageArg,
): number | undefined {
  if (col === undefined) return undefined;
  const c = grid[row][col];
  if (isBlank(c)) return undefined;
  if (typeof c === 'string' && cellText(c) === '-') return undefined;
  const v = wholeNumber(c, row, col, what, 0);
  if (v > 4000) {
    throw cellError(row, col, msg`${v} is not a ${what}: expected a whole number up to 4000`);
  }
  return v === 0 ? undefined : v;
}

/** Start numbers and names must identify players: no two rows may share one. */
export function checkUnique(
  rows: readonly number[],
  values: readonly (string | number | undefined)[],
  col: number | undefined,
  what: MessageArg,
): void {
  if (col === undefined) return;
  const seen = new Map<string, number>();
  values.forEach((v, i) => {
    if (v === undefined) return;
    const key = typeof v === 'string' ? v.toLowerCase() : String(v);
    const first = seen.get(key);
    if (first !== undefined) {
      throw cellError(
        rows[i],
        col,
        msg`${what} ${typeof v === 'string' ? `"${v}"` : v} appears twice (also in {1}): every player needs their own`,
        [{ row: rows[first], col }],
      );
    }
    seen.set(key, i);
  });
}

/**
 * A points column must agree with the results: the first row whose declared points differ from
 * the computed total is an error on its points cell. `whose` says which results were added up.
 */
export function checkDeclaredPoints(
  participants: readonly Participant[],
  rows: readonly number[],
  col: number | undefined,
  ps: PointSystem,
  whose: (p: Participant) => string,
): void {
  if (col === undefined) return;
  participants.forEach((p, i) => {
    if (p.declaredPoints === undefined) return;
    const computed = totalPoints(p, ps);
    if (Math.abs(computed - p.declaredPoints) > 1e-9) {
      throw cellError(
        rows[i],
        col,
        msg`the points column says ${formatPoints(p.declaredPoints)} but ${whose(p)} add up to ${formatPoints(computed)}`,
      );
    }
  });
}

/** Points as an organiser writes them: 4, 4½, 4¼, 4¾; other values as decimals. */
export function formatPoints(v: number): string {
  const whole = Math.floor(v + 1e-9);
  const frac = Math.round((v - whole) * 100) / 100;
  const sign = v < 0 ? '-' : '';
  if (v < 0) return sign + formatPoints(-v);
  const tail: Readonly<Record<number, string>> = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' };
  const t = tail[frac];
  if (t === undefined) return String(Math.round(v * 1e9) / 1e9);
  return whole === 0 && t !== '' ? t : `${whole}${t}`;
}
