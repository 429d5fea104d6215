/**
 * Step 1 of the sidebar: the table the standings come from. Either the range the user typed, or
 * the table detected on the active sheet (the selection when it is a block, else the used area,
 * skipping title lines above the table).
 */
import { InputError } from '../../core';
import { detectLayout } from '../../core/readers/readGrid';
import { looksLikeTrfColumn } from '../../core/readers/trfColumn';
import type { ReadOptions, ReadResult } from '../../core';
import { detectTeamLayout, readIndividualGrid, readTeamGrid } from '../../core/teams';
import type { TeamReadResult } from '../../core/teams';
import type { Locale } from '../../shared/types';
import { ownRecord } from '../writing/ownSheets';
import type { RangeLike, SheetLike, SheetValue, SpreadsheetLike } from '../platform/spreadsheet';
import { texts } from '../texts/general';
import { inputErrorInfo, UserError } from '../platform/userError';
import type { SourceOrigin } from '../platform/userError';
import { sheetGrid } from '../platform/sheetTime';
import { resolveRange, sheetRef } from '../platform/rangeText';
import { columnLetters, type Grid } from '../../core';
import { readPlayerList } from '../../core/readers/playerList';
import type { EventInfo } from '../../shared/types';
import { currentEvent, eventOnSheet, listEvents, PLAYER_COLUMNS } from '../event/record';
import { planNumbers } from '../event/numbers';

/**
 * `A1:K14` → `A1:K`: the same columns down to the sheet's last row, so a formula reading it
 * counts players and rounds typed below or beside the table later.
 */
export function openEnded(a1: string): string {
  const m = /^([A-Z]{1,3}\d+):([A-Z]{1,3})\d+$/.exec(a1);
  return m ? `${m[1]}:${m[2]}` : a1;
}

export { quoteSheetName, sheetRef } from '../platform/rangeText';

interface SourceBase {
  readonly sheet: SheetLike;
  readonly range: RangeLike;
  readonly origin: SourceOrigin;
}

/** A table of individual results (crosstable, progress table, results list, TRF). */
export interface IndividualSource extends SourceBase {
  readonly kind: 'individual';
  readonly read: ReadResult;
}

/** A team event: a team crosstable, a match list or a TRF with team records. */
export interface TeamSource extends SourceBase {
  readonly kind: 'team';
  readonly team: TeamReadResult;
}

export type Source = IndividualSource | TeamSource;

function originOf(range: RangeLike): SourceOrigin {
  return {
    row: range.getRow(),
    col: range.getColumn(),
    sheet: range.getSheet().getName(),
    a1: range.getA1Notation(),
  };
}

/**
 * The player list of the event whose results sheet this is, with the numbers the next pairing
 * gives late entries (not written: only pairing writes them), or undefined for another sheet.
 * A mistake in the list is named at its own cell.
 */
function eventPlayers(
  sheet: SheetLike,
  results: Grid,
  ss: SpreadsheetLike,
  locale: Locale,
): Grid | undefined {
  const on = eventOnSheet(sheet);
  const list = on && ss.getSheets().find(s => s.getSheetId() === on.event.players);
  if (!on || on.role !== 'results' || !list) return undefined;
  const range = resolveRange(
    ss,
    sheetRef(list.getName(), `A1:${columnLetters(PLAYER_COLUMNS)}`),
    locale,
  );
  const grid = sheetGrid(range.getValues());
  try {
    const numbered = planNumbers(range, grid, results, on.event, locale)?.grid ?? grid;
    readPlayerList(numbered);
    return numbered;
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const info = inputErrorInfo(e, originOf(range), locale);
    throw new UserError(info.message, info.cells);
  }
}

/**
 * Options the source sheet itself implies: the point system and round robin of an import; an
 * event's player list (ratings, numbers) and round robin.
 */
function readOptionsFor(
  sheet: SheetLike,
  grid: Grid,
  ss: SpreadsheetLike | undefined,
  locale: Locale,
): ReadOptions {
  const r = ownRecord(sheet);
  if (r?.role === 'results' && ss) {
    const players = eventPlayers(sheet, grid, ss, locale);
    const system = eventOnSheet(sheet)?.event.system;
    return {
      ...(players && { players }),
      ...(system === 'round-robin' && { system }),
    };
  }
  if (r?.role !== 'import') return {};
  return {
    ...(r.points && { pointSystem: r.points }),
    ...(r.system === 'round-robin' && { system: r.system }),
  };
}

function refuseOwnOutput(sheet: SheetLike, locale: Locale): void {
  const r = ownRecord(sheet);
  if (r && r.role !== 'import' && r.role !== 'results')
    throw new UserError(texts(locale).ownSheetAsSource(sheet.getName()));
}

/**
 * Reads a range; a reader's error becomes a UserError naming the user's cell. Team tables are
 * recognised first, by the same test the custom functions use (a match list's header, a
 * crosstable of board points with more than one board per match, a TRF with team records), so
 * the sidebar and =TIEBREAK never disagree about what a range holds.
 */
export function readSource(
  range: RangeLike,
  locale: Locale,
  extra: ReadOptions = {},
  ss?: SpreadsheetLike,
): Source {
  const sheet = range.getSheet();
  refuseOwnOutput(sheet, locale);
  const origin = originOf(range);
  const grid = sheetGrid(range.getValues());
  const options = readOptionsFor(sheet, grid, ss, locale);
  try {
    if (detectTeamLayout(grid) !== null) {
      return { kind: 'team', sheet, range, origin, team: readTeamGrid(grid) };
    }
    const read = readIndividualGrid(grid, { ...options, ...extra });
    return { kind: 'individual', sheet, range, origin, read };
  } catch (e) {
    if (e instanceof InputError && e.location.kind === 'range' && !resultsLike(range)) {
      const ref = sheetRef(origin.sheet, origin.a1);
      const cells = [{ sheet: origin.sheet, a1: origin.a1 }];
      throw new UserError(texts(locale).notResults(origin.sheet), cells, ref, {
        help: 'tables',
      });
    }
    if (e instanceof InputError) {
      const info = inputErrorInfo(e, origin, locale);
      const { message, cells, ...extra } = info;
      throw new UserError(message, cells, sheetRef(origin.sheet, origin.a1), extra);
    }
    throw e;
  }
}

/**
 * Whether a range the readers refused still looks like a results table of some layout (then the
 * reader's own message says what is wrong in it); if not, the organiser is told what the add-on
 * reads instead of why one particular reader gave up.
 */
function resultsLike(range: RangeLike): boolean {
  try {
    const grid = sheetGrid(range.getValues());
    if (detectTeamLayout(grid) !== null || looksLikeTrfColumn(grid)) return true;
    detectLayout(grid);
    return true;
  } catch (e) {
    if (e instanceof InputError) return false;
    throw e;
  }
}

/** The range the user typed (platform/rangeText.ts: every form Sheets accepts). */
export function rangeFromText(ss: SpreadsheetLike, text: string, locale: Locale): RangeLike {
  return resolveRange(ss, text, locale);
}

/** The results list of an event, down to its last row, read with the event's player list. */
function eventSource(
  ss: SpreadsheetLike,
  event: EventInfo,
  locale: Locale,
  extra: ReadOptions,
): Source {
  return readSource(resolveRange(ss, event.results, locale), locale, extra, ss);
}

function blank(v: SheetValue): boolean {
  return v === '' || (typeof v === 'string' && v.trim() === '');
}

/**
 * The smallest block holding every non-blank cell of the sheet's used area; an empty sheet is
 * refused with a message naming it.
 */
export function usedBlockRange(sheet: SheetLike, locale: Locale): RangeLike {
  const values = sheet.getDataRange().getValues();
  let top = -1;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  values.forEach((row, r) =>
    row.forEach((v, c) => {
      if (blank(v)) return;
      if (top < 0) top = r;
      bottom = r;
      left = Math.min(left, c);
      right = Math.max(right, c);
    }),
  );
  if (top < 0)
    throw new UserError(texts(locale).emptySheet(sheet.getName()), [], null, {
      help: 'tables',
    });
  return sheet.getRange(top + 1, left + 1, bottom - top + 1, right - left + 1);
}

/**
 * The table on the active sheet: a selected block, else the used area (the readers themselves
 * recognise title and header lines on top of a table).
 */
export function detectTable(ss: SpreadsheetLike, locale: Locale, extra: ReadOptions = {}): Source {
  const sheet = ss.getActiveSheet();
  const events = listEvents(ss);
  // One of an event's sheets, or a standings sheet built from its results: that event.
  const mine = currentEvent(ss, events);
  if (mine && events.length > 0 && (events.length > 1 || belongsTo(ss, sheet, mine))) {
    return eventSource(ss, mine, locale, extra);
  }
  const own = ownRecord(sheet);
  if (own && own.role !== 'import' && own.sourceSheetId !== undefined && own.sourceRange) {
    // Standing on our own standings sheet: its source is what the user means.
    const source = ss.getSheets().find(s => s.getSheetId() === own.sourceSheetId);
    if (source) return readSource(source.getRange(own.sourceRange), locale, extra, ss);
  }
  try {
    const selection = ss.getActiveRange();
    if (
      selection &&
      selection.getSheet().getSheetId() === sheet.getSheetId() &&
      selection.getNumRows() > 1 &&
      selection.getNumColumns() > 1
    ) {
      return readSource(selection, locale, extra, ss);
    }
    return readSource(usedBlockRange(sheet, locale), locale, extra, ss);
  } catch (e) {
    // Nothing to read here, and the spreadsheet has one event: that is what is meant.
    if (e instanceof UserError && mine) return eventSource(ss, mine, locale, extra);
    throw e;
  }
}

/** Whether the sheet is one of the event's, or a standings sheet built from its results. */
function belongsTo(ss: SpreadsheetLike, sheet: SheetLike, event: EventInfo): boolean {
  const id = sheet.getSheetId();
  if (id === event.id) return true;
  if (ss.getSheetByName(event.playersSheet)?.getSheetId() === id) return true;
  return ownRecord(sheet)?.sourceSheetId === event.id;
}

/** Where a range sits on its sheet (also for the Keizer evening's lists, keizerEvening.ts). */
export { originOf };
