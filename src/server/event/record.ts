/**
 * An event the sidebar created (*New Swiss…*, *New round robin…*): a player list sheet and a
 * results list sheet of ours, each carrying the event in its developer metadata (ownSheets.ts):
 * its name, system, rounds, initial colour (or the seed of the public lot), the numbering order,
 * the tie-break preset and the ids of its two sheets. Ids, not names: the sheets may be renamed.
 *
 * From the record the sidebar finds the event's ranges, so nobody types one: the event of the
 * active sheet (one of its two sheets, or a standings sheet of its results), else the only event
 * of the spreadsheet. A copy of one of the sheets (Duplicate) is not the event's: ownRecord
 * checks the sheet's own id.
 */
import type { EventColour, EventInfo, EventSettings } from '../../shared/types';
import { ownRecord } from '../writing/ownSheets';
import type { SheetLike, SpreadsheetLike } from '../platform/spreadsheet';
import { sheetRef } from '../platform/rangeText';
import { columnLetters } from '../../core';

/** What the two sheets' records hold under `event`. */
export interface EventRecord extends EventSettings {
  readonly players: number;
  readonly results: number;
}

/** The widest an event's player list is written (Nr … Status); a typed range may hold more. */
export const PLAYER_COLUMNS = 10;
export const RESULT_COLUMNS = 5;
/** Swiss events of more rounds than this are refused as a typing mistake. */
export const MAX_ROUNDS = 30;

function isColour(c: unknown): c is EventColour {
  if (c === 'white1' || c === 'black1') return true;
  if (typeof c !== 'object' || c === null) return false;
  const seed = (c as { lot?: unknown }).lot;
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0;
}

/** The event of a record, or null when it is not one in our format. */
export function parseEvent(x: unknown): EventRecord | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  const ok =
    typeof r.name === 'string' &&
    (r.system === 'swiss' || r.system === 'round-robin') &&
    (r.rounds === null || (typeof r.rounds === 'number' && Number.isInteger(r.rounds))) &&
    typeof r.double === 'boolean' &&
    isColour(r.colour) &&
    (r.order === 'ranking' || r.order === 'list') &&
    typeof r.preset === 'string' &&
    (r.locale === 'en' || r.locale === 'de') &&
    typeof r.players === 'number' &&
    typeof r.results === 'number';
  return ok ? (r as unknown as EventRecord) : null;
}

/** The event a sheet of ours belongs to (as its players or results sheet), or null. */
export function eventOnSheet(
  sheet: SheetLike,
): { role: 'players' | 'results'; event: EventRecord } | null {
  const r = ownRecord(sheet);
  if (!r || (r.role !== 'players' && r.role !== 'results')) return null;
  const event = parseEvent(r.event);
  if (!event) return null;
  const self = r.role === 'players' ? event.players : event.results;
  return self === r.self ? { role: r.role, event } : null;
}

/** `rounds=7; colour=black1`: the options =SWISS_PAIRINGS and *Pair next round…* take. */
export function eventOptions(e: EventSettings): string {
  if (e.system !== 'swiss') return '';
  const colour =
    typeof e.colour === 'string' ? `colour=${e.colour}` : `colour=draw; seed=${e.colour.lot}`;
  return `rounds=${e.rounds ?? ''}; ${colour}`;
}

/** An event whose two sheets are both there and ours, with the ranges the sidebar fills in. */
function infoOf(event: EventRecord, sheets: ReadonlyMap<number, SheetLike>): EventInfo | null {
  const players = sheets.get(event.players);
  const results = sheets.get(event.results);
  if (!players || !results) return null;
  const playersName = players.getName();
  const resultsName = results.getName();
  return {
    id: event.results,
    name: event.name,
    system: event.system,
    rounds: event.rounds,
    double: event.double,
    preset: event.preset,
    playersSheet: playersName,
    resultsSheet: resultsName,
    players: sheetRef(playersName, `A1:${columnLetters(PLAYER_COLUMNS)}`),
    results: sheetRef(resultsName, `A1:${columnLetters(RESULT_COLUMNS)}`),
    options: eventOptions(event),
  };
}

/** Every event of the spreadsheet, in the order of their results sheets. */
export function listEvents(ss: SpreadsheetLike): EventInfo[] {
  const all = ss.getSheets();
  const byId = new Map<number, SheetLike>();
  const found: EventRecord[] = [];
  for (const sheet of all) {
    const on = eventOnSheet(sheet);
    if (!on) continue;
    byId.set(on.role === 'players' ? on.event.players : on.event.results, sheet);
    if (on.role === 'results') found.push(on.event);
  }
  return found.flatMap(e => {
    const info = infoOf(e, byId);
    // Both sheets must name each other: a players sheet of another event does not count.
    const p = info && eventOnSheet(byId.get(e.players) as SheetLike);
    return info && p && p.event.results === e.results ? [info] : [];
  });
}

/**
 * The event the sidebar opens with: the active sheet's (one of its sheets, or a standings sheet
 * built from its results), else the only event there is; null when there are several and the
 * active sheet belongs to none (the sidebar lets the organiser choose) or none at all.
 */
export function currentEvent(ss: SpreadsheetLike, events: readonly EventInfo[]): EventInfo | null {
  if (events.length === 0) return null;
  const active = ss.getActiveSheet();
  const own = ownRecord(active);
  const id = active.getSheetId();
  const mine = events.find(
    e =>
      e.id === id ||
      ss.getSheetByName(e.playersSheet)?.getSheetId() === id ||
      (own?.sourceSheetId !== undefined && own.sourceSheetId === e.id),
  );
  return mine ?? (events.length === 1 ? events[0] : null);
}

/** The record of an event by its id (the results sheet's id), or null. */
export function eventById(
  ss: SpreadsheetLike,
  id: number,
): { event: EventRecord; players: SheetLike; results: SheetLike } | null {
  let results: SheetLike | null = null;
  let players: SheetLike | null = null;
  let event: EventRecord | null = null;
  for (const sheet of ss.getSheets()) {
    const on = eventOnSheet(sheet);
    if (!on) continue;
    if (on.role === 'results' && on.event.results === id) {
      results = sheet;
      event = on.event;
    }
    if (on.role === 'players' && on.event.results === id) players = sheet;
  }
  return event && results && players ? { event, players, results } : null;
}
