/**
 * `=BERGER(players; [double])`: the round-robin schedule of the FIDE Berger tables (C.05 Annex 1)
 * as a results list ready to fill — Round | Board | White | Black | Result, every Result blank, a
 * bye as the player under White with `bye` as the Result — the layout the other functions read.
 * `players` is the number of players (White and Black are start numbers) or a range of names in
 * start-number order (White and Black are the names).
 */
import { isBlank } from '../../core/readers/cells';
import { MessageError, msg, numberMessage, verbatim } from '../../core';
import type { Cell, Message } from '../../core';
import { bergerSchedule } from '../../core/pairing/berger';
import { BYE_RESULT, scheduleResultsList } from '../../core/pairing/schedule';
import { functionTableWords } from '../texts/general';
import { guarded } from './call';
import { langOfOptions } from './options';
import type { Table } from './tables';

/** A count typed as a number or as digits; a fraction, a word or a date is refused. */
function playerCount(v: unknown): number {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2) {
    throw new MessageError(
      msg`players must be a whole number of at least 2, or a range of names; found ${shown(v)}`,
    );
  }
  return n;
}

/** The names of a range, read row by row; blank cells (a range longer than the list) skipped. */
function nameList(range: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const row of range) {
    for (const cell of Array.isArray(row) ? (row as unknown[]) : [row]) {
      if (isBlank(cell as Cell)) continue;
      if (cell instanceof Date || typeof cell === 'boolean') {
        throw new MessageError(
          msg`the range of names holds ${cell instanceof Date ? msg`a date` : String(cell).toUpperCase()}; expected one name per cell`,
        );
      }
      names.push(String(cell).trim());
    }
  }
  if (names.length < 2) {
    throw new MessageError(
      msg`the range of names holds ${names.length}; a round robin needs at least 2`,
    );
  }
  return names;
}

/** TRUE, 1, "double" or "yes" for a double round robin; blank, FALSE, 0, "single" or "no" not. */
function isDouble(v: unknown): boolean {
  if (isBlank(v as Cell) || v === false || v === 0) return false;
  if (v === true || v === 1) return true;
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (['double', 'yes', 'true', 'doppel', 'doppelrunde'].includes(t)) return true;
    if (['single', 'no', 'false', 'einfach'].includes(t)) return false;
  }
  throw new MessageError(
    msg`double must be TRUE or FALSE ("double" or "single"); found ${shown(v)}`,
  );
}

/** A wrong argument as the message shows it: text quoted, a date named, a number as the language writes it. */
function shown(v: unknown): Message {
  if (v instanceof Date) return msg`a date`;
  if (typeof v === 'string') return msg`"${v}"`;
  return typeof v === 'number' ? numberMessage(v) : verbatim(String(v));
}

/**
 * `options` takes `lang=de`, as every custom function's options do: German messages, and the
 * German header and bye (`Runde | Brett | Weiß | Schwarz | Ergebnis`, `spielfrei`), which the
 * readers take as they take the English ones.
 */
export function BERGER(players: unknown, double?: unknown, options?: unknown): Table {
  const lang = langOfOptions(options);
  return guarded(
    'BERGER',
    () => {
      const names = Array.isArray(players) ? nameList(players) : undefined;
      const n = names ? names.length : playerCount(players);
      const [, ...rows] = scheduleResultsList(
        bergerSchedule(n, { double: isDouble(double) }),
        names,
      );
      const words = functionTableWords(lang);
      // The bye's row is the only one with a Result.
      return [
        [...words.scheduleHeader],
        ...rows.map(r => (r[4] === BYE_RESULT ? [...r.slice(0, 4), words.bye] : r)),
      ];
    },
    lang,
  );
}
