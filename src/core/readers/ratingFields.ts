/**
 * The player columns rating changes read, as sheets and player lists have them: the FIDE id
 * (`FIDE-ID`, `FideID`), the year or date of birth (`Geb.`, `Birth`, `Geburtsjahr`, `Jahrgang`),
 * FIDE's development coefficient `K`, and the DWZ index (`Index`, or written with the DWZ as the
 * DSB prints it: `1858-28`). One reader per value, shared by the crosstable and progress table
 * columns (columns.ts) and the player list (playerList.ts); a cell that is none of these is an
 * error naming it.
 */
import { cellError, msg } from '../errors';
import type { Cell } from './cells';
import { cellText, isBlank, isDate } from './cells';
import { isoDate } from './trf/fields';

/**
 * The header words of the four columns, reduced as columns.ts reduces headers (lower case, no
 * spaces, dots, dashes): `FIDE-ID` → `fideid`, `Geb.` → `geb`, `K-Faktor` → `kfaktor`.
 */
export const RATING_COLUMN_WORDS = {
  fideId: ['fideid', 'fidenr', 'fidenummer', 'fidenumber', 'idfide'],
  birth: [
    'geb',
    'geboren',
    'geburtsjahr',
    'geburtsdatum',
    'jahrgang',
    'jg',
    'birth',
    'born',
    'birthyear',
    'yearofbirth',
    'birthdate',
    'dateofbirth',
    'yob',
  ],
  kFactor: ['k', 'kfactor', 'kfaktor'],
  dwzIndex: ['index', 'dwzindex', 'idx'],
} as const;

/** What the birth column gave: a whole date, or only the year. */
export interface Birth {
  readonly birthDate?: string;
  readonly birthYear?: number;
}

function shown(c: Cell): string {
  if (isDate(c)) return 'a date';
  if (typeof c === 'boolean') return c ? 'TRUE' : 'FALSE';
  return `"${cellText(c)}"`;
}

/** A FIDE id: digits (blank or 0: none). */
export function fideIdCell(c: Cell, row: number, col: number): string | undefined {
  if (isBlank(c)) return undefined;
  const text = typeof c === 'number' || typeof c === 'string' ? cellText(c) : '';
  if (!/^\d{1,11}$/.test(text)) {
    throw cellError(
      row,
      col,
      msg`found ${shown(c)}; expected a FIDE id (up to 11 digits) or blank`,
    );
  }
  return /^0+$/.test(text) ? undefined : text.replace(/^0+/, '');
}

/** A year of birth (`1987`), a date of birth (`17.05.1987`, `1987-05-17`, a date cell) or `1987/00/00`. */
export function birthCell(c: Cell, row: number, col: number): Birth | undefined {
  if (isBlank(c)) return undefined;
  if (isDate(c) && !Number.isNaN(c.getTime())) {
    // Dates in a grid show in their UTC fields what the sheet shows (cells.ts).
    const iso = c.toISOString().slice(0, 10);
    return { birthDate: iso };
  }
  const text = typeof c === 'number' || typeof c === 'string' ? cellText(c) : '';
  const year = /^(\d{4})(?:[/.-]00[/.-]00)?$/.exec(text);
  if (year && Number(year[1]) >= 1900 && Number(year[1]) <= 2100) {
    return { birthYear: Number(year[1]) };
  }
  const date = isoDate(text);
  if (date !== undefined) return { birthDate: date };
  throw cellError(
    row,
    col,
    msg`found ${shown(c)}; expected a year of birth (1987) or a date of birth (17.05.1987)`,
  );
}

/** FIDE's K: a whole number from 1 to 40 (the list has 10, 20 and 40; lowered by K·n ≤ 700). */
export function kCell(c: Cell, row: number, col: number): number | undefined {
  if (isBlank(c)) return undefined;
  const v = typeof c === 'number' ? c : typeof c === 'string' ? Number(cellText(c)) : NaN;
  if (!Number.isInteger(v) || v < 1 || v > 40) {
    throw cellError(
      row,
      col,
      msg`found ${shown(c)}; expected K, a whole number from 1 to 40 (FIDE lists 10, 20 or 40)`,
    );
  }
  return v;
}

/** The DWZ index: a whole number from 1. */
export function dwzIndexCell(c: Cell, row: number, col: number): number | undefined {
  if (isBlank(c)) return undefined;
  const v = typeof c === 'number' ? c : typeof c === 'string' ? Number(cellText(c)) : NaN;
  if (!Number.isInteger(v) || v < 1 || v > 999) {
    throw cellError(row, col, msg`found ${shown(c)}; expected a DWZ index, a whole number from 1`);
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
