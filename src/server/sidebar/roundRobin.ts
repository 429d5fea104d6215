/**
 * *New round robin…*: from a player list, a new sheet of ours with the FIDE Berger schedule
 * (C.05 Annex 1) as a results list — Round | Board | White | Black | Result, every Result empty,
 * a bye as `bye` — and, one column to its right, the empty crosstable (No | Name | 1 … n | Pts,
 * the diagonal marked), the layouts the readers take back. Names go in as text; each game's
 * Result gets the results dropdown and the highlight while empty (resultCells.ts).
 * All-or-nothing: a failure removes the new sheet again.
 */
import { InputError } from '../../core';
import { bergerSchedule } from '../../core/pairing/berger';
import { pairingOrder } from '../../core/pairing/fromSheets';
import {
  scheduleCrosstable,
  scheduleResultsList,
  type ScheduleRow,
} from '../../core/pairing/schedule';
import { readPlayerList } from '../../core/readers/playerList';
import type {
  Locale,
  Outcome,
  RoundRobinRequest,
  RoundRobinResult,
  ServerApi,
} from '../../shared/types';
import { createOwnSheet } from '../writing/ownSheets';
import { guardResults } from '../writing/resultCells';
import { originOf, rangeFromText, sheetRef } from './source';
import { appsScriptServices } from '../platform/spreadsheet';
import type { Services, SheetLike } from '../platform/spreadsheet';
import { asTyped } from '../writing/textMark';
import { ensureSize, withDocumentLock } from '../writing/standingsSheet';
import { NEW_SHEET_COLUMNS, NEW_SHEET_ROWS, SheetTransaction } from '../writing/transaction';
import { sheetGrid } from '../platform/sheetTime';
import { localeOf, ownSheetTexts, texts } from '../texts/general';
import { attempt, inputErrorInfo, isObject, UserError } from '../platform/userError';

export type RoundRobinApi = Pick<ServerApi, 'newRoundRobin'>;

function checkRequest(r: unknown, locale: Locale): RoundRobinRequest {
  if (!isObject(r) || typeof r.players !== 'string' || r.players.trim() === '') {
    throw new UserError(texts(locale).badRequest);
  }
  if (typeof r.double !== 'boolean') throw new UserError(texts(locale).badRequest);
  return { players: r.players.trim(), double: r.double };
}

/** Names in start-number order: the Nr column when the list has one, else the list's order. */
function playerNames(services: Services, text: string, locale: Locale): string[] {
  const range = rangeFromText(services.spreadsheet(), text, locale);
  try {
    const ordered = pairingOrder(readPlayerList(sheetGrid(range.getValues())), 'list');
    if (ordered.length < 2) {
      const list = sheetRef(originOf(range).sheet, originOf(range).a1);
      throw new UserError(ownSheetTexts(locale).roundRobinTooFew(list, ordered.length));
    }
    return ordered.map(e => e.name);
  } catch (e) {
    if (e instanceof InputError) {
      const info = inputErrorInfo(e, originOf(range));
      throw new UserError(info.message, info.cells);
    }
    throw e;
  }
}

const asCells = (rows: ScheduleRow[]): (string | number)[][] => rows.map(row => row.map(asTyped));

function write(sheet: SheetLike, list: ScheduleRow[], cross: ScheduleRow[]): [string, string] {
  const gap = list[0].length + 2;
  ensureSize(sheet, Math.max(list.length, cross.length), gap + cross[0].length - 1);
  const a = sheet.getRange(1, 1, list.length, list[0].length);
  a.setValues(asCells(list));
  const b = sheet.getRange(1, gap, cross.length, cross[0].length);
  b.setValues(asCells(cross));
  return [a.getA1Notation(), b.getA1Notation()];
}

export function roundRobinApi(services: Services): RoundRobinApi {
  return {
    newRoundRobin(raw: RoundRobinRequest): Outcome<RoundRobinResult> {
      const loc = localeOf(services.userLocale());
      return attempt(() => {
        const request = checkRequest(raw, loc);
        return withDocumentLock(services, loc, () => {
          const names = playerNames(services, request.players, loc);
          const schedule = bergerSchedule(names.length, { double: request.double });
          const list = scheduleResultsList(schedule, names);
          const cross = scheduleCrosstable(schedule, names);
          const t = new SheetTransaction(services, texts(loc));
          return t.run(() => {
            t.reserve(NEW_SHEET_ROWS * NEW_SHEET_COLUMNS);
            t.checkCellLimit();
            const ss = services.spreadsheet();
            const sheet = createOwnSheet(
              ss,
              ownSheetTexts(loc).roundRobinSheet,
              { role: 'schedule' },
              t,
            );
            const name = sheet.getName();
            const [resultsA1, crossA1] = write(sheet, list, cross);
            // Row 1 is the header; a game has a Black (column 4), a bye row does not.
            const games = list.slice(1).map(row => row[3] !== '');
            guardResults(services, t, sheet, name, { top: 2, col: 5, games }, null, loc);
            return {
              sheet: name,
              results: sheetRef(name, resultsA1),
              crosstable: sheetRef(name, crossA1),
              rounds: schedule.rounds.length,
            };
          });
        });
      });
    },
  };
}

export function newRoundRobin(request: RoundRobinRequest): Outcome<RoundRobinResult> {
  return roundRobinApi(appsScriptServices()).newRoundRobin(request);
}
