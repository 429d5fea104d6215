/**
 * *New Swiss…* and *New round robin…*: two new sheets of ours, a player list (Nr | Name | Elo |
 * FIDE id | Fed | Title | Club | Birth | Sex | Status) and a results list (Round | Board | White
 * | Black | Result), headed in the user's language with words the readers take, each carrying
 * the event in its developer metadata (record.ts). A name another sheet has gets a suffix
 * (`Open – Players (2)`); nothing that exists is touched. All or nothing: a failure removes
 * both sheets again.
 *
 * A round robin's schedule waits for its players: *Write the schedule* (writeSchedule) numbers
 * them (initial ranking or as listed) and writes the whole Berger schedule (C.05 Annex 1) below
 * the results list's header, every game's Result with the dropdown and the highlight.
 */
import { columnLetters, InputError } from '../../core';
import { lastUsedRow } from '../writing/ownRows';
import { bergerSchedule } from '../../core/pairing/berger';
import { pairingOrder } from '../../core/pairing/fromSheets';
import { readPlayerList } from '../../core/readers/playerList';
import { findPreset } from '../../core/tiebreaks/presets';
import type {
  EventInfo,
  EventSettings,
  EventsState,
  Locale,
  NewEventRequest,
  Outcome,
  ScheduleResult,
  ServerApi,
} from '../../shared/types';
import { appsScriptServices } from '../platform/spreadsheet';
import type { Services, SheetLike } from '../platform/spreadsheet';
import { resolveRange, sheetRef } from '../platform/rangeText';
import { attempt, inputErrorInfo, isObject, UserError } from '../platform/userError';
import { sheetGrid } from '../platform/sheetTime';
import { eventTexts, localeOf, ownSheetTexts, texts } from '../texts/general';
import { keizerTexts } from '../texts/keizer';
import { createOwnSheet, safeSheetName, updateOwnRecord } from '../writing/ownSheets';
import { guardResults } from '../writing/resultCells';
import { asText } from '../writing/textMark';
import { withDocumentLock } from '../writing/standingsSheet';
import { NEW_SHEET_COLUMNS, NEW_SHEET_ROWS, SheetTransaction } from '../writing/transaction';
import { planNumbers } from './numbers';
import {
  currentEvent,
  eventById,
  listEvents,
  MAX_ROUNDS,
  PLAYER_COLUMNS,
  RESULT_COLUMNS,
  type EventRecord,
} from './record';

export type EventApi = Pick<ServerApi, 'newEvent' | 'eventsState' | 'writeSchedule'>;

function checkRequest(r: unknown, locale: Locale): EventSettings {
  const bad = () => new UserError(texts(locale).badRequest);
  const tx = eventTexts(locale);
  if (!isObject(r)) throw bad();
  if (r.system !== 'swiss' && r.system !== 'round-robin') throw bad();
  if (typeof r.name !== 'string' || typeof r.preset !== 'string') throw bad();
  if (r.order !== 'ranking' && r.order !== 'list') throw bad();
  if (r.colour !== 'white1' && r.colour !== 'black1' && r.colour !== 'lot') throw bad();
  if (typeof r.double !== 'boolean') throw bad();
  const name = safeSheetName(r.name);
  if (name === '') throw new UserError(tx.badName);
  const swiss = r.system === 'swiss';
  const rounds = r.rounds;
  if (
    swiss &&
    (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)
  )
    throw new UserError(tx.badRounds(MAX_ROUNDS));
  const seed = r.seed;
  if (
    swiss &&
    r.colour === 'lot' &&
    (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 999_999_999)
  )
    throw new UserError(tx.badSeed);
  if (!findPreset(r.preset)) throw new UserError(texts(locale).unknownPreset(r.preset));
  return {
    name,
    system: r.system,
    rounds: swiss ? (rounds as number) : null,
    double: !swiss && r.double,
    colour:
      !swiss || r.colour === 'white1'
        ? 'white1'
        : r.colour === 'black1'
          ? 'black1'
          : { lot: seed as number },
    order: r.order,
    preset: r.preset,
    locale,
  };
}

/** A header row as text, bold and frozen. */
function writeHeader(sheet: SheetLike, header: readonly string[]): void {
  const range = sheet.getRange(1, 1, 1, header.length);
  range.setValues([header.map(h => asText(h))]);
  range.setFontWeights([header.map(() => 'bold')]);
  sheet.setFrozenRows(1);
}

function eventsNow(services: Services): EventsState {
  const ss = services.spreadsheet();
  const events = listEvents(ss);
  return { events, current: currentEvent(ss, events)?.id ?? null };
}

function createEvent(services: Services, raw: NewEventRequest, loc: Locale): EventInfo {
  const settings = checkRequest(raw, loc);
  const tx = eventTexts(loc);
  return withDocumentLock(services, loc, () => {
    const t = new SheetTransaction(services, texts(loc));
    return t.run(() => {
      t.reserve(2 * NEW_SHEET_ROWS * NEW_SHEET_COLUMNS);
      t.checkCellLimit();
      const ss = services.spreadsheet();
      const players = createOwnSheet(
        ss,
        tx.sheetName(settings.name, tx.playersSheet),
        { role: 'players' },
        t,
      );
      const results = createOwnSheet(
        ss,
        tx.sheetName(settings.name, tx.resultsSheet),
        { role: 'results' },
        t,
      );
      const event: EventRecord = {
        ...settings,
        players: players.getSheetId(),
        results: results.getSheetId(),
      };
      updateOwnRecord(players, { event }, { t, name: players.getName() });
      updateOwnRecord(results, { event }, { t, name: results.getName() });
      writeHeader(players, tx.playersHeader.slice(0, PLAYER_COLUMNS));
      writeHeader(results, tx.resultsHeader.slice(0, RESULT_COLUMNS));
      // The organiser types the players next.
      players.activate();
      const info = listEvents(ss).find(e => e.id === event.results);
      if (!info) throw new UserError(tx.unknownEvent);
      return info;
    });
  });
}

function scheduleEvent(services: Services, id: unknown, loc: Locale): ScheduleResult {
  const tx = eventTexts(loc);
  if (typeof id !== 'number') throw new UserError(texts(loc).badRequest);
  return withDocumentLock(services, loc, () => {
    const ss = services.spreadsheet();
    const found = eventById(ss, id);
    if (!found) throw new UserError(tx.unknownEvent);
    const { event, players, results } = found;
    if (event.system !== 'round-robin') throw new UserError(tx.notRoundRobin);
    const resultsName = results.getName();
    const written = resolveRange(
      ss,
      sheetRef(resultsName, `A2:${columnLetters(RESULT_COLUMNS)}`),
      loc,
    );
    if (lastUsedRow(written) >= 0) throw new UserError(tx.scheduleExists(resultsName));
    const list = resolveRange(
      ss,
      sheetRef(players.getName(), `A1:${columnLetters(PLAYER_COLUMNS)}`),
      loc,
    );
    const origin = {
      row: list.getRow(),
      col: list.getColumn(),
      sheet: players.getName(),
      a1: list.getA1Notation(),
    };
    let names: string[];
    let numbering;
    try {
      numbering = planNumbers(list, sheetGrid(list.getValues()), null, event, loc);
      const grid = numbering?.grid ?? sheetGrid(list.getValues());
      names = pairingOrder(readPlayerList(grid), 'list').map(e => e.name);
    } catch (e) {
      // A PlayerListError is an InputError about the list's cells.
      if (e instanceof InputError) {
        const info = inputErrorInfo(e, origin, loc);
        throw new UserError(info.message, info.cells);
      }
      throw e;
    }
    if (names.length < 2) {
      throw new UserError(
        ownSheetTexts(loc).roundRobinTooFew(sheetRef(origin.sheet, origin.a1), names.length),
      );
    }
    const schedule = bergerSchedule(names.length, { double: event.double });
    const bye = keizerTexts(loc).byeWord;
    const rows: (string | number)[][] = [];
    const games: boolean[] = [];
    for (const r of schedule.rounds) {
      for (const g of r.games) {
        rows.push([r.round, g.board, asText(names[g.white - 1]), asText(names[g.black - 1]), '']);
        games.push(true);
      }
      if (r.bye !== undefined) {
        rows.push([r.round, '', asText(names[r.bye - 1]), '', bye]);
        games.push(false);
      }
    }
    const t = new SheetTransaction(services, texts(loc));
    return t.run(() => {
      numbering?.write(t);
      const missing = 1 + rows.length - results.getMaxRows();
      if (missing > 0) {
        t.reserve(missing * results.getMaxColumns());
        t.checkCellLimit();
        const max = results.getMaxRows();
        results.insertRowsAfter(max, missing);
        t.insertedRows(results, resultsName, max, missing);
      }
      const block = results.getRange(2, 1, rows.length, RESULT_COLUMNS);
      t.filling(block, resultsName, rows.length, RESULT_COLUMNS);
      block.setValues(rows);
      guardResults(services, t, results, resultsName, { top: 2, col: 5, games }, null, loc);
      results.activate();
      return {
        sheet: resultsName,
        written: sheetRef(resultsName, block.getA1Notation()),
        rounds: schedule.rounds.length,
        numbered: numbering?.message ?? null,
      };
    });
  });
}

export function eventApi(services: Services): EventApi {
  const locale = (): Locale => localeOf(services.userLocale());
  return {
    newEvent: raw => {
      const loc = locale();
      return attempt(() => createEvent(services, raw, loc));
    },
    eventsState: () => eventsNow(services),
    writeSchedule: id => {
      const loc = locale();
      return attempt(() => scheduleEvent(services, id, loc));
    },
  };
}

/** The events of the spreadsheet and the current one, for the sidebar's state. */
export { eventsNow };

// Apps Script entry points (declared in globals.js).

export function newEvent(request: NewEventRequest): Outcome<EventInfo> {
  return eventApi(appsScriptServices()).newEvent(request);
}
export function eventsState(): EventsState {
  return eventApi(appsScriptServices()).eventsState();
}
export function writeSchedule(event: number): Outcome<ScheduleResult> {
  return eventApi(appsScriptServices()).writeSchedule(event);
}
