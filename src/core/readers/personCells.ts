/**
 * The cells that say who a player is beyond the name and rating: FIDE id, birth (a year or a
 * date) and sex, and for rating changes FIDE's development coefficient K and the DWZ index (also
 * written with the DWZ as the DSB prints it, `1858-28`), as player lists and exported tables give
 * them. Prize lists (best woman, age groups) and rating changes (a junior's K, the DWZ's age
 * coefficient) are built from them, so a cell that cannot be read is an error naming it, never a
 * guess. One reader per value and one list of header words, shared by player lists
 * (playerList.ts) and the player columns of progress tables and crosstables (columns.ts).
 */
import { cellError, msg } from '../errors';
import type { Message } from '../errors';
import { isoDate } from './trf/fields';
import { cellText, isBlank, isDate } from './cells';
import type { Cell, Grid } from './cells';

/**
 * The cell at row `r`, column `c` (undefined: the range has no such column) read by one of the
 * readers below; the Message it gives back is thrown as the error on that cell.
 */
export function personCell<T>(
  grid: Grid,
  r: number,
  c: number | undefined,
  read: (cell: Cell) => T | undefined | Message,
): T | undefined {
  if (c === undefined) return undefined;
  const v = read(grid[r][c]);
  if (typeof v === 'object' && v !== null && 'key' in v) throw cellError(r, c, v);
  return v as T | undefined;
}

/** The columns read here. */
export type PersonColumn = 'fideId' | 'birth' | 'sex' | 'kFactor' | 'dwzIndex';

/**
 * The headers of these columns, lower case with a space between words (`fide id`, `geb`,
 * `k faktor`): a player list matches them so (or without the spaces: `FideID`, `Birthdate`), a
 * progress table or crosstable without the spaces.
 */
export const PERSON_HEADERS: Readonly<Record<PersonColumn, readonly string[]>> = {
  fideId: ['fide id', 'fide nr', 'fide no', 'fide number', 'fide nummer', 'id fide'],
  birth: [
    'birth',
    'born',
    'geb',
    'geboren',
    'geburtsjahr',
    'geburtsdatum',
    'jahrgang',
    'jg',
    'birth year',
    'year of birth',
    'birth date',
    'date of birth',
    'yob',
  ],
  sex: ['sex', 'geschlecht', 'geschl', 'gender', 'm/w', 'w/m', 'm/f'],
  kFactor: ['k', 'k factor', 'k faktor'],
  dwzIndex: ['index', 'dwz index', 'idx'],
};

/** The text of a cell in a message: what was typed, or `a date`. */
function typed(c: Cell): string {
  return isDate(c) ? 'a date' : cellText(c);
}

/** The years a birth cell may name: a typo such as 3000 or 85 is refused, not listed. */
const FIRST_YEAR = 1850;
const LAST_YEAR = 2100;

const EXPECTED_BIRTH = msg`a birth year (1985) or a date of birth (1985-06-01, 01.06.1985)`;

function yearOk(y: number): boolean {
  return Number.isInteger(y) && y >= FIRST_YEAR && y <= LAST_YEAR;
}

/**
 * A birth cell as the model keeps it: `YYYY-MM-DD` for a whole date, `YYYY` for a year alone
 * (`1985`, `1985/00/00` as TRF files write an unknown day). A Date cell (Sheets turned the typed
 * date into one) is read from its UTC fields, which hold the sheet's wall clock (cells.ts).
 * undefined for a blank cell; a Message saying what was found and expected otherwise.
 */
export function readBirth(c: Cell): string | undefined | Message {
  if (isBlank(c)) return undefined;
  if (isDate(c)) {
    if (Number.isNaN(c.getTime()) || !yearOk(c.getUTCFullYear())) {
      return msg`found an invalid date; expected ${EXPECTED_BIRTH}`;
    }
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    return `${pad(c.getUTCFullYear(), 4)}-${pad(c.getUTCMonth() + 1, 2)}-${pad(c.getUTCDate(), 2)}`;
  }
  if (typeof c === 'boolean') return msg`found ${cellText(c)}; expected ${EXPECTED_BIRTH}`;
  const text = cellText(c);
  // 0 is how some programs and lists write "not known", as for ratings.
  if (text === '0') return undefined;
  if (/^\d{4}$/.test(text)) {
    return yearOk(Number(text)) ? text : msg`found "${text}"; expected ${EXPECTED_BIRTH}`;
  }
  const yearOnly = /^(\d{4})[/.-]00[/.-]00$/.exec(text);
  if (yearOnly && yearOk(Number(yearOnly[1]))) return yearOnly[1];
  const iso = isoDate(text);
  if (iso !== undefined && yearOk(Number(iso.slice(0, 4)))) return iso;
  return msg`found "${text}"; expected ${EXPECTED_BIRTH}`;
}

/** The year of a birth date as the model keeps it (`1985-06-01`, `1985`, a TRF `1985/00/00`). */
export function birthYear(birthDate: string | undefined): number | undefined {
  if (birthDate === undefined) return undefined;
  const m = /^(\d{4})(?:$|[/.-])/.exec(birthDate.trim()) ?? /(?:^|[/.-])(\d{4})$/.exec(birthDate);
  return m && Number(m[1]) > 0 ? Number(m[1]) : undefined;
}

const SEX_WORDS: Readonly<Record<string, 'm' | 'w'>> = {
  m: 'm',
  male: 'm',
  man: 'm',
  mann: 'm',
  männlich: 'm',
  maennlich: 'm',
  w: 'w',
  f: 'w',
  female: 'w',
  woman: 'w',
  frau: 'w',
  weiblich: 'w',
};

/**
 * A sex cell: `m`, `w` (German weiblich) or `f` (female), in either case, or the words; blank
 * for not given. The model knows `m` and `w` (TRF's letters); anything else is an error.
 */
export function readSex(c: Cell): 'm' | 'w' | undefined | Message {
  if (isBlank(c)) return undefined;
  const text = typed(c);
  const sex = typeof c === 'string' ? SEX_WORDS[text.toLowerCase()] : undefined;
  return sex ?? msg`found "${text}"; expected the sex as m or w (f), or blank`;
}

/** A FIDE id: up to 11 digits (TRF's columns 58–68), a number cell too; undefined when blank or 0. */
export function readFideId(c: Cell): string | undefined | Message {
  if (isBlank(c)) return undefined;
  const text = isDate(c) || typeof c === 'boolean' ? '' : cellText(c);
  if (!/^\d{1,11}$/.test(text)) {
    return msg`found "${typed(c)}"; expected a FIDE id (up to 11 digits) or blank`;
  }
  return /^0+$/.test(text) ? undefined : text.replace(/^0+/, '');
}

/** A whole number typed in a cell (a number cell, or its digits as text); NaN otherwise. */
function wholeNumber(c: Cell): number {
  if (typeof c === 'number') return c;
  return typeof c === 'string' && /^\d+$/.test(cellText(c)) ? Number(cellText(c)) : NaN;
}

/**
 * FIDE's K (B.02 8.3.3): a whole number from 1 to 40. The rating list has 10, 20 and 40; K·n ≤ 700
 * may lower it for one event.
 */
export function readK(c: Cell): number | undefined | Message {
  if (isBlank(c)) return undefined;
  const v = wholeNumber(c);
  if (!Number.isInteger(v) || v < 1 || v > 40) {
    return msg`found "${typed(c)}"; expected K, a whole number from 1 to 40 (FIDE lists 10, 20 or 40)`;
  }
  return v;
}

/** The DWZ index (the number of evaluations so far): a whole number from 1 to 999. */
export function readDwzIndex(c: Cell): number | undefined | Message {
  if (isBlank(c)) return undefined;
  const v = wholeNumber(c);
  if (!Number.isInteger(v) || v < 1 || v > 999) {
    return msg`found "${typed(c)}"; expected a DWZ index, a whole number from 1`;
  }
  return v;
}

/** A DWZ written with its index, as the DSB prints it: `1858-28` → 1858 and 28; null for other text. */
export function dwzWithIndex(c: Cell): { rating: number; index: number } | null {
  if (typeof c !== 'string') return null;
  const m = /^(\d{3,4})\s*-\s*(\d{1,3})$/.exec(cellText(c));
  if (!m || Number(m[2]) < 1) return null;
  return { rating: Number(m[1]), index: Number(m[2]) };
}

/** What the columns above give of one player; blank cells are left out. */
export interface PersonFields {
  readonly fideId?: string;
  /** `YYYY-MM-DD`, or `YYYY` when only the year is given (readBirth). */
  readonly birthDate?: string;
  readonly sex?: 'm' | 'w';
  readonly kFactor?: number;
  readonly dwzIndex?: number;
}

/**
 * The person fields of row `r` from the columns found (`cols`); the DWZ index also from a
 * national rating written `1858-28` in column `national` when no index column gives one.
 */
export function readPersonFields(
  grid: Grid,
  r: number,
  cols: Partial<Record<PersonColumn, number>>,
  national: number | undefined,
): PersonFields {
  const fields: { -readonly [K in keyof PersonFields]: PersonFields[K] } = {};
  const fideId = personCell(grid, r, cols.fideId, readFideId);
  if (fideId !== undefined) fields.fideId = fideId;
  const birth = personCell(grid, r, cols.birth, readBirth);
  if (birth !== undefined) fields.birthDate = birth;
  const sex = personCell(grid, r, cols.sex, readSex);
  if (sex !== undefined) fields.sex = sex;
  const k = personCell(grid, r, cols.kFactor, readK);
  if (k !== undefined) fields.kFactor = k;
  const index =
    personCell(grid, r, cols.dwzIndex, readDwzIndex) ??
    (national === undefined ? undefined : dwzWithIndex(grid[r][national])?.index);
  if (index !== undefined) fields.dwzIndex = index;
  return fields;
}

/** A header word without its spaces, as progress tables and crosstables match headers. */
export function squeezed(word: string): string {
  return word.replace(/\s+/g, '');
}
