/**
 * A player list (Name | Elo | DWZ | Status …) that supplies ratings and start numbers to a results
 * list, which by itself only knows names.
 *
 * The first non-blank row is the header. Recognised columns (English and German, any order):
 * Name / Spieler / Teilnehmer (or Nachname + Vorname, joined as "Nachname, Vorname"), Nr / SNr /
 * Startnummer, Elo / Rating / FIDE, DWZ / NWZ / national rating, Status / Zustand (see
 * statusMarks.ts: active, withdrawn, and the byes and absences of coming rounds) or a
 * Zurückgezogen / Withdrawn column of ticks, Fed / Land, Titel, Verein / Club, Team /
 * Mannschaft, FIDE id (`FIDE-ID`, `FideID`, `ID`), Birth (`Born`, `Geb.`, `Geburtsjahr`,
 * `Jahrgang`: a year or a date) and Sex (`Geschlecht`, `Gender`: m, w or f). Other columns are
 * ignored. A list of one or two columns may go without a header: Name, then Rating.
 */
import { cellError, rangeError, msg } from '../errors';
import type { MessageArg } from '../errors';
import { cellText, checkCells, isBlank, isDate, type Cell, type Grid } from './cells';
import { WITHDRAWN_WORDS, parseStatus, unknownStatus, type StatusMark } from './statusMarks';
import {
  BIRTH_HEADERS,
  FIDE_ID_HEADERS,
  SEX_HEADERS,
  personCell,
  readBirth,
  readFideId,
  readSex,
} from './personCells';

export type { StatusMark } from './statusMarks';

export interface PlayerListEntry {
  /** As typed (trimmed). */
  readonly name: string;
  /** FIDE rating; undefined when blank or 0 (unrated). */
  readonly rating?: number;
  /** National rating such as DWZ; undefined when blank or 0. */
  readonly nationalRating?: number;
  /** From a start-number column; undefined when the list has none (list order then counts). */
  readonly startNo?: number;
  /**
   * Present when the list has a status column: `withdrawn` when the player has withdrawn for good
   * (a Status of `withdrawn` or `W` without a round), else `active`.
   */
  readonly status?: 'active' | 'withdrawn';
  /** The Status cell's marks for coming rounds (byes, absences, a withdrawal from a round on). */
  readonly marks?: readonly StatusMark[];
  /** 0-based column of the Status cell, when the list has one. */
  readonly statusCol?: number;
  readonly federation?: string;
  readonly title?: string;
  /** Team (`Team`, `Mannschaft`): a team event's line-up. */
  readonly team?: string;
  /** Club (`Verein`, `Club`): shown in lists and the club prize list, never scored. */
  readonly club?: string;
  readonly fideId?: string;
  /** `YYYY-MM-DD`, or `YYYY` when the list gives the year only. */
  readonly birthDate?: string;
  readonly sex?: 'm' | 'w';
  /** 0-based row of the list grid. */
  readonly sourceRow: number;
}

/**
 * Identity of a name: "Woschech, Andreas", "Woschech,Andreas" and "andreas  woschech" are the same
 * player. Unicode is composed first so a pasted "ö" made of "o" + diaeresis still matches.
 */
export function playerNameKey(name: string): string {
  const flat = name
    .normalize('NFC')
    .replace(/[\u00a0\u2007\u202f\u2009]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const parts = flat.split(',');
  if (parts.length === 2 && parts[0].trim() !== '' && parts[1].trim() !== '') {
    return `${parts[1].trim()} ${parts[0].trim()}`;
  }
  return parts.map(p => p.trim()).join(', ');
}

/** Header text reduced for matching: "Nat. Rating:" → "nat rating", "FIDE-Elo" → "fide elo". */
export function normaliseHeader(c: Cell): string {
  if (typeof c !== 'string') return '';
  return cellText(c)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.:]/g, '')
    .replace(/[-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Role =
  | 'name'
  | 'last'
  | 'first'
  | 'rating'
  | 'national'
  | 'startNo'
  | 'status'
  | 'withdrawnFlag'
  | 'federation'
  | 'title'
  | 'team'
  | 'club'
  | 'fideId'
  | 'birth'
  | 'sex';

const ROLE_WORDS: ReadonlyMap<string, Role> = (() => {
  const m = new Map<string, Role>();
  const add = (role: Role, words: string[]) => words.forEach(w => m.set(w, role));
  add('name', ['name', 'names', 'spieler', 'spielername', 'player', 'teilnehmer', 'name vorname']);
  add('last', ['nachname', 'familienname', 'surname', 'last name', 'lastname']);
  add('first', ['vorname', 'first name', 'firstname', 'given name']);
  add('rating', ['elo', 'rating', 'fide', 'fide elo', 'elo fide', 'fide rating', 'rtg']);
  add('national', ['dwz', 'nwz', 'national rating', 'nat rating', 'natrating', 'national']);
  add('startNo', [
    'nr',
    'no',
    'snr',
    'stnr',
    'tnr',
    'startnr',
    'startnummer',
    'start no',
    'start number',
    'startno',
    '#',
  ]);
  add('status', ['status', 'zustand']);
  add('withdrawnFlag', ['withdrawn', 'zurückgezogen', 'zurueckgezogen', 'ausgeschieden']);
  add('federation', ['fed', 'federation', 'land', 'nation', 'country']);
  add('title', ['title', 'titel', 'tit']);
  add('team', ['team', 'mannschaft']);
  add('club', ['club', 'verein', 'klub', 'club/city', 'verein/ort']);
  // `ID` alone reads as the FIDE id in a player list (a progress table's `ID` is not read).
  add('fideId', [...FIDE_ID_HEADERS, 'fideid', 'id']);
  add('birth', [...BIRTH_HEADERS, 'birthdate']);
  add('sex', [...SEX_HEADERS]);
  return m;
})();

const TICK_YES = new Set(['x', 'ja', 'j', 'yes', 'y', '1', 'true', ...WITHDRAWN_WORDS]);
const TICK_NO = new Set(['', 'nein', 'n', 'no', '0', 'false']);

type Columns = Partial<Record<Role, number>>;

function checkShape(grid: Grid): number {
  if (grid.length === 0) throw rangeError(msg`the player list is empty`);
  const width = grid[0].length;
  for (let r = 1; r < grid.length; r++) {
    if (grid[r].length !== width) {
      throw cellError(r, 0, msg`row ${r + 1} has ${grid[r].length} cells, row 1 has ${width}`);
    }
  }
  checkCells(grid);
  return width;
}

function findColumns(grid: Grid, headerRow: number, width: number): Columns | null {
  const cols: Columns = {};
  let named = false;
  for (let c = 0; c < width; c++) {
    const role = ROLE_WORDS.get(normaliseHeader(grid[headerRow][c]));
    if (role === undefined) continue;
    if (cols[role] !== undefined) {
      throw cellError(
        headerRow,
        c,
        msg`a second "${cellText(grid[headerRow][c])}" column; column ${cols[role] + 1} already is one`,
      );
    }
    cols[role] = c;
    if (role === 'name' || role === 'last') named = true;
  }
  return named ? cols : null;
}

/** Columns that hold anything at all, so a headerless list may carry blank columns. */
function usedColumns(grid: Grid, from: number, width: number): number[] {
  const used: number[] = [];
  for (let c = 0; c < width; c++) {
    for (let r = from; r < grid.length; r++) {
      if (!isBlank(grid[r][c])) {
        used.push(c);
        break;
      }
    }
  }
  return used;
}

function textCell(
  grid: Grid,
  r: number,
  c: number | undefined,
  what: MessageArg,
): string | undefined {
  if (c === undefined) return undefined;
  const v = grid[r][c];
  if (isDate(v)) throw cellError(r, c, msg`found a date; expected ${what}`);
  if (typeof v === 'boolean') throw cellError(r, c, msg`found ${cellText(v)}; expected ${what}`);
  if (isBlank(v)) return undefined;
  return typeof v === 'string' ? v.trim() : cellText(v);
}

function nameCell(grid: Grid, r: number, c: number | undefined): string | undefined {
  const text = textCell(grid, r, c, msg`a name`);
  if (text !== undefined && /^\d+$/.test(text)) {
    // Digits would be read as start numbers in a results list.
    throw cellError(r, c as number, msg`found the number ${text}; expected a player's name`);
  }
  return text;
}

function ratingCell(grid: Grid, r: number, c: number | undefined): number | undefined {
  if (c === undefined) return undefined;
  const v = grid[r][c];
  const expected = 'a rating: a whole number, or blank or 0 for unrated';
  if (isDate(v) || typeof v === 'boolean') {
    throw cellError(r, c, msg`found ${isDate(v) ? 'a date' : cellText(v)}; expected ${expected}`);
  }
  const text = cellText(v);
  if (text === '' || text === '-') return undefined;
  if (!/^\d+$/.test(text) || Number(text) >= 4000) {
    throw cellError(r, c, msg`found "${text}"; expected ${expected}`);
  }
  const n = Number(text);
  return n === 0 ? undefined : n;
}

function startNoCell(grid: Grid, r: number, c: number): number {
  const v = grid[r][c];
  const text = isDate(v) ? 'a date' : cellText(v);
  if (typeof v === 'boolean' || isDate(v) || !/^\d+\.?$/.test(text) || Number.parseInt(text) < 1) {
    throw cellError(r, c, msg`found "${text}"; expected a start number (1, 2, 3, …)`);
  }
  return Number.parseInt(text);
}

interface StatusRead {
  readonly status: 'active' | 'withdrawn';
  readonly marks?: readonly StatusMark[];
}

function statusCell(grid: Grid, r: number, cols: Columns): StatusRead | undefined {
  if (cols.status !== undefined) {
    const c = cols.status;
    const v = grid[r][c];
    const marks =
      typeof v === 'boolean' || isDate(v)
        ? unknownStatus(isDate(v) ? 'a date' : cellText(v))
        : parseStatus(cellText(v));
    if (!Array.isArray(marks)) throw cellError(r, c, marks);
    if (marks.length === 0) return { status: 'active' };
    // A withdrawal without a round holds now (a mark without a round stands alone): `withdrawn`.
    if (marks[0].kind === 'withdrawn' && marks[0].rounds.length === 0) {
      return { status: 'withdrawn' };
    }
    return { status: 'active', marks };
  }
  if (cols.withdrawnFlag !== undefined) {
    const c = cols.withdrawnFlag;
    const v = grid[r][c];
    if (v === true) return { status: 'withdrawn' };
    if (v === false) return { status: 'active' };
    const t = isDate(v) ? 'a date' : cellText(v).toLowerCase();
    if (TICK_YES.has(t)) return { status: 'withdrawn' };
    if (TICK_NO.has(t)) return { status: 'active' };
    throw cellError(r, c, msg`found "${t}"; expected a tick (x, ja, yes, TRUE) or blank`);
  }
  return undefined;
}

function rowIsBlank(row: readonly Cell[]): boolean {
  return row.every(isBlank);
}

/**
 * The header row of a player list and the columns it names (0-based), or null for a list
 * without a header (a name column is what makes a header). For writers that fill a column of the
 * list, such as the pairing numbers of a list the add-on keeps.
 */
export function playerListHeader(
  grid: Grid,
): { readonly row: number; readonly columns: Readonly<Partial<Record<Role, number>>> } | null {
  const width = checkShape(grid);
  let row = 0;
  while (row < grid.length && rowIsBlank(grid[row])) row++;
  if (row === grid.length) return null;
  const columns = findColumns(grid, row, width);
  return columns === null ? null : { row, columns };
}

export function readPlayerList(grid: Grid): PlayerListEntry[] {
  const width = checkShape(grid);
  let headerRow = 0;
  while (headerRow < grid.length && rowIsBlank(grid[headerRow])) headerRow++;
  if (headerRow === grid.length) throw rangeError(msg`the player list is empty`);

  let cols = findColumns(grid, headerRow, width);
  let firstData = headerRow + 1;
  if (cols === null) {
    const used = usedColumns(grid, headerRow, width);
    if (used.length > 2) {
      throw cellError(
        headerRow,
        0,
        msg`no header row found: put column names (Name, Elo, DWZ, Status, …) in the first row`,
      );
    }
    cols = { name: used[0], rating: used[1] };
    firstData = headerRow;
  }

  const entries: PlayerListEntry[] = [];
  const byKey = new Map<string, number>();
  const byStartNo = new Map<number, number>();
  for (let r = firstData; r < grid.length; r++) {
    if (rowIsBlank(grid[r])) continue;
    let name = nameCell(grid, r, cols.name);
    if (cols.name === undefined) {
      const last = nameCell(grid, r, cols.last);
      const first = nameCell(grid, r, cols.first);
      name = last !== undefined && first !== undefined ? `${last}, ${first}` : (last ?? first);
    }
    const nameCol = cols.name ?? cols.last ?? (cols.first as number);
    if (name === undefined) throw cellError(r, nameCol, msg`the player's name is missing`);

    const key = playerNameKey(name);
    const same = byKey.get(key);
    if (same !== undefined) {
      throw cellError(
        r,
        nameCol,
        msg`"${name}" is listed twice: also in row ${same + 1} of the list`,
      );
    }
    byKey.set(key, r);

    let startNo: number | undefined;
    if (cols.startNo !== undefined) {
      startNo = startNoCell(grid, r, cols.startNo);
      const other = byStartNo.get(startNo);
      if (other !== undefined) {
        throw cellError(
          r,
          cols.startNo,
          msg`start number ${startNo} is given twice: also in row ${other + 1} of the list`,
        );
      }
      byStartNo.set(startNo, r);
    }

    const status = statusCell(grid, r, cols);
    entries.push(
      stripUndefined({
        name,
        rating: ratingCell(grid, r, cols.rating),
        nationalRating: ratingCell(grid, r, cols.national),
        startNo,
        status: status?.status,
        marks: status?.marks,
        statusCol: status?.marks === undefined ? undefined : cols.status,
        federation: textCell(grid, r, cols.federation, msg`a federation code`),
        title: textCell(grid, r, cols.title, msg`a title`),
        team: textCell(grid, r, cols.team, msg`a team name`),
        club: textCell(grid, r, cols.club, msg`a club name`),
        fideId: personCell(grid, r, cols.fideId, readFideId),
        birthDate: personCell(grid, r, cols.birth, readBirth),
        sex: personCell(grid, r, cols.sex, readSex),
        sourceRow: r,
      }),
    );
  }
  if (entries.length === 0) throw rangeError(msg`the player list has a header but no players`);
  return entries;
}

/** Optional fields are left out rather than set to undefined, so entries compare cleanly. */
function stripUndefined<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
