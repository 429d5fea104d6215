/**
 * Pairing numbers in the Nr column of an event's player list (core/pairing/pairingNumbers.ts
 * decides them): before round 1 by the initial ranking (or as listed), late entries afterwards.
 *
 * Only Nr cells are written, and only those that are empty or still hold the number the add-on
 * wrote there: a developer-metadata record on the player sheet keeps, for each player (a short
 * hash of the name), the number written. A number the organiser typed over it, or typed into an
 * empty cell, is the organiser's and never changes. The pairing reads the list with the numbers
 * as they will be, so the preview shows exactly what writing does.
 */
import { InputError, type Grid } from '../../core';
import { PlayerListError } from '../../core/keizer/fromSheets';
import { planPairingNumbers, type NrCell } from '../../core/pairing/pairingNumbers';
import { isBlank } from '../../core/readers/cells';
import { playerListHeader, playerNameKey, readPlayerList } from '../../core/readers/playerList';
import { readResultsList } from '../../core/readers/resultsList';
import type { Locale } from '../../shared/types';
import type { RangeLike, SheetLike } from '../platform/spreadsheet';
import { eventTexts } from '../texts/general';
import type { SheetTransaction } from '../writing/transaction';
import type { EventRecord } from './record';

export const NUMBERS_KEY = 'chess-standings-numbers';

interface NumbersRecord {
  readonly self: number;
  /** Name hash → the number the add-on wrote. */
  readonly numbers: Readonly<Record<string, number>>;
}

/** FNV-1a of the name's identity, base 36: a few characters per player in the record. */
function nameHash(name: string): string {
  let h = 0x811c9dc5;
  for (const ch of playerNameKey(name)) {
    h ^= ch.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

function readRecord(sheet: SheetLike): NumbersRecord | null {
  for (const m of sheet.getDeveloperMetadata()) {
    if (m.getKey() !== NUMBERS_KEY) continue;
    try {
      const r = JSON.parse(m.getValue() ?? '') as NumbersRecord;
      if (r && r.self === sheet.getSheetId() && typeof r.numbers === 'object') return r;
    } catch {
      return null;
    }
  }
  return null;
}

function saveRecord(
  sheet: SheetLike,
  name: string,
  value: NumbersRecord,
  t: SheetTransaction,
): void {
  const text = JSON.stringify(value);
  const m = sheet.getDeveloperMetadata().find(x => x.getKey() === NUMBERS_KEY);
  if (m) {
    t.metadata(m, m.getValue(), name);
    m.setValue(text);
    return;
  }
  t.addedMetadata(sheet, NUMBERS_KEY, name);
  sheet.addDeveloperMetadata(NUMBERS_KEY, text);
}

/** A Nr cell's number, or null when it holds something else (the reader then says what). */
function numberIn(v: unknown): number | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** The round about to be paired, and whether the list names a player by number. */
function resultsState(results: Grid): { round: number; byNumber: boolean } | null {
  try {
    const read = readResultsList(results);
    const byNumber = results.some(row =>
      [row[read.columns.white], row[read.columns.black]].some(
        v => typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v)),
      ),
    );
    return { round: read.roundsListed + 1, byNumber };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    // No game yet: round 1. Any other mistake is the pairing's to report, naming its cell.
    const empty = results.every((row, r) => r === 0 || row.every(isBlank));
    return empty ? { round: 1, byNumber: false } : null;
  }
}

export interface Numbering {
  /** The player list with the numbers the pairing uses. */
  readonly grid: Grid;
  /** What numbering does, for the sidebar; null when no number changes. */
  readonly message: string | null;
  /** Writes the changed Nr cells and the record, inside the run's transaction. */
  readonly write: (t: SheetTransaction) => void;
}

/**
 * The numbers of an event's player list (`players`, read as `grid`) for the round the results
 * list is about to get (`round` when the caller knows it: 1 for a round robin's schedule). Null
 * when the list has no Nr column or holds something the readers will refuse anyway.
 */
export function planNumbers(
  players: RangeLike,
  grid: Grid,
  results: Grid | null,
  event: EventRecord,
  locale: Locale,
): Numbering | null {
  let header;
  let entries;
  try {
    header = playerListHeader(grid);
    const nrCol = header?.columns.startNo;
    if (header === null || nrCol === undefined) return null;
    const top = header.row;
    entries = readPlayerList(
      grid.map((row, r) => (r >= top ? row.map((v, c) => (c === nrCol ? '' : v)) : row)),
    );
  } catch (e) {
    if (e instanceof InputError) throw new PlayerListError(e);
    throw e;
  }
  const nrCol = header.columns.startNo as number;
  const sheet = players.getSheet();
  const record = readRecord(sheet);
  const cells: NrCell[] = [];
  for (const e of entries) {
    const v = grid[e.sourceRow][nrCol];
    if (isBlank(v)) {
      cells.push({ kind: 'empty' });
      continue;
    }
    const n = numberIn(v);
    if (n === null) return null;
    cells.push({ kind: record?.numbers[nameHash(e.name)] === n ? 'ours' : 'typed', value: n });
  }
  const state = results === null ? { round: 1, byNumber: false } : resultsState(results);
  if (state === null) return null;
  const plan = planPairingNumbers(
    entries.map((e, i) => ({
      name: e.name,
      ...(e.rating !== undefined ? { rating: e.rating } : {}),
      ...(e.title !== undefined ? { title: e.title } : {}),
      nr: cells[i],
    })),
    { order: event.order, round: state.round, resultsByNumber: state.byNumber },
  );
  const numbered = grid.map(row => [...row]);
  entries.forEach((e, i) => {
    numbered[e.sourceRow][nrCol] = plan.numbers[i];
  });
  const tx = eventTexts(locale);
  const late = plan.changed.filter(i => cells[i].kind === 'empty').map(i => entries[i].name);
  const message =
    plan.changed.length === 0
      ? null
      : plan.how === 'initial'
        ? tx.numbered(entries.length)
        : plan.how === 'inserted'
          ? tx.lateInserted(late)
          : tx.lateAppended(late, tx.appendReasons[plan.reason ?? 'as-listed']);
  return {
    grid: numbered,
    message,
    write: t => {
      if (plan.changed.length === 0) return;
      const name = sheet.getName();
      const rows = [...plan.changed].sort((a, b) => entries[a].sourceRow - entries[b].sourceRow);
      // One block per run of adjacent rows: before round 1 that is the whole column at once.
      for (let k = 0; k < rows.length;) {
        let n = 1;
        while (
          k + n < rows.length &&
          entries[rows[k + n]].sourceRow === entries[rows[k]].sourceRow + n
        )
          n++;
        const run = rows.slice(k, k + n);
        const block = sheet.getRange(
          players.getRow() + entries[run[0]].sourceRow,
          players.getColumn() + nrCol,
          n,
          1,
        );
        t.rewriting(
          block,
          name,
          run.map(i => [grid[entries[i].sourceRow][nrCol] as string | number]),
        );
        block.setValues(run.map(i => [plan.numbers[i]]));
        k += n;
      }
      const numbers: Record<string, number> = {};
      entries.forEach((e, i) => {
        if (cells[i].kind !== 'typed') numbers[nameHash(e.name)] = plan.numbers[i];
      });
      saveRecord(sheet, name, { self: sheet.getSheetId(), numbers }, t);
    },
  };
}
