/**
 * The cells that say who a player is beyond the name and rating: birth (a year or a date), sex
 * and FIDE id, as player lists and exported tables give them. Prize lists (best woman, age
 * groups) are built from them, so a cell that cannot be read is an error naming it, never a
 * guess.
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

/**
 * The headers of these columns, lower case with a space between words (`fide id`, `geb`): a
 * player list matches them so, a progress table or crosstable without the spaces.
 */
export const FIDE_ID_HEADERS: readonly string[] = [
  'fide id',
  'fide nr',
  'fide no',
  'fide number',
  'fide nummer',
];
export const BIRTH_HEADERS: readonly string[] = [
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
];
export const SEX_HEADERS: readonly string[] = [
  'sex',
  'geschlecht',
  'geschl',
  'gender',
  'm/w',
  'w/m',
  'm/f',
];

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
  const text = isDate(c) ? 'a date' : cellText(c);
  const sex = typeof c === 'string' ? SEX_WORDS[text.toLowerCase()] : undefined;
  return sex ?? msg`found "${text}"; expected the sex as m or w (f), or blank`;
}

/** A FIDE id: digits only (a number cell too); undefined when blank or 0. */
export function readFideId(c: Cell): string | undefined | Message {
  if (isBlank(c)) return undefined;
  const text = isDate(c) || typeof c === 'boolean' ? '' : cellText(c);
  if (!/^\d{1,12}$/.test(text)) {
    return msg`found "${isDate(c) ? 'a date' : cellText(c)}"; expected a FIDE id (digits only)`;
  }
  return /^0+$/.test(text) ? undefined : text.replace(/^0+/, '');
}
