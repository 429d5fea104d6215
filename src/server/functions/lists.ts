/**
 * The list functions: =CROSSTABLE spills the ranking crosstable, =CATEGORY_STANDINGS the prize
 * lists (one table, the category first). Both rank the event once, as =STANDINGS does, so their
 * points and tie-break values are the standings' own; each reads its whole range in one call.
 * A results list takes its player list (ratings, clubs, birth years, sex) as the last argument.
 */
import { InputError, MessageError, rankStandings, resolveRequest } from '../../core';
import type { Lang, ReadOptions } from '../../core';
import {
  categoryLists,
  columnHeader,
  flatCategories,
  listWords,
  parseAgeBands,
  parseCategories,
  rankedEvent,
  rankingCrosstable,
} from '../../core/lists';
import type { CategoryRequest, ListCell, ListTable, RankedEvent } from '../../core/lists';
import { asGrid, guarded, readRange, sheetError } from './call';
import { langOfOptions, parseListOptions } from './options';
import type { ListCallOptions } from './options';
import type { Table } from './tables';

/** A list's cell as a sheet shows it: a shared place as text (`2–3`), otherwise the rank. */
function sheetCell(c: ListCell): string | number {
  if (c === null) return '';
  if (typeof c === 'object') return c.place.includes('–') ? c.place : c.rank;
  return c;
}

/** A list as a spilled table: the header row in the language asked for, then the rows. */
export function spilledTable(table: ListTable, lang: Lang): Table {
  const w = listWords(lang);
  return [table.columns.map(c => columnHeader(c, w)), ...table.rows.map(r => r.map(sheetCell))];
}

/** Codes given as text or a range of cells, as =STANDINGS takes them. */
function codes(given: string | undefined): string | undefined {
  return given === undefined || given.trim() === '' ? undefined : given;
}

/**
 * Reads and ranks the event of a list function. A mistake in the player list is told against
 * that argument (`argument`: its position in the call, for the sheet's address of the cell).
 */
function rankEvent(
  fn: string,
  range: unknown,
  players: unknown,
  argument: number,
  options: unknown,
): { event: RankedEvent; lists: ListCallOptions; lang: Lang } {
  const { call, lists } = parseListOptions(options);
  const read: ReadOptions = {
    ...call.read,
    ...(players !== undefined &&
      players !== null &&
      players !== '' && {
        players: asGrid(players, fn),
      }),
  };
  let t;
  try {
    t = readRange(range, fn, read).tournament;
  } catch (e) {
    if (e instanceof InputError && e.said.key === 'player list: $1') {
      throw sheetError(fn, e, argument, call.lang);
    }
    throw e;
  }
  const { codes: resolved, rules } = resolveRequest(t, codes(lists.tiebreaks), call.tiebreak);
  const standings = rankStandings(t, resolved, { ...call.tiebreak, rules });
  return { event: rankedEvent(t, standings), lists, lang: call.lang };
}

/**
 * What the data cannot give (no sex, no birth years, a square the event does not fill) is about
 * the whole range, not a cell: said without the "range:" a cell's error would carry.
 */
function aboutTheEvent<T>(body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError && e.location.kind === 'range') throw new MessageError(e.said);
    throw e;
  }
}

export function CROSSTABLE(range: unknown, options?: unknown, players?: unknown): Table {
  return guarded(
    'CROSSTABLE',
    () => {
      const { event, lists, lang } = rankEvent('CROSSTABLE', range, players, 2, options);
      const table = aboutTheEvent(() =>
        rankingCrosstable(event, {
          layout: lists.crosstable ?? 'auto',
          colours: listWords(lang).colours,
        }),
      );
      return spilledTable(table, lang);
    },
    langOfOptions(options),
  );
}

/** Categories as text (`women; age; rating:1600,1900`) or a range with one per cell. */
function categoriesOf(given: unknown, ageBands: string | undefined): CategoryRequest[] {
  const text = Array.isArray(given)
    ? given
        .flat()
        .map(c => String(c).trim())
        .filter(c => c !== '')
        .join(';')
    : String(given ?? '');
  const bands = ageBands === undefined ? undefined : parseAgeBands(ageBands);
  return parseCategories(text).map(c =>
    c.kind === 'age' && c.bands === undefined && bands ? { ...c, bands } : c,
  );
}

export function CATEGORY_STANDINGS(
  range: unknown,
  categories: unknown,
  options?: unknown,
  players?: unknown,
): Table {
  return guarded(
    'CATEGORY_STANDINGS',
    () => {
      const { event, lists, lang } = rankEvent('CATEGORY_STANDINGS', range, players, 3, options);
      const requests = categoriesOf(categories, lists.ageBands);
      const tables = aboutTheEvent(() =>
        categoryLists(event, requests, lists.year === undefined ? {} : { year: lists.year }),
      );
      return spilledTable(flatCategories(tables, listWords(lang)), lang);
    },
    langOfOptions(options),
  );
}
