/**
 * The sidebar's Keizer evening: who is in the competition and in which order, and the pairings
 * of the next round appended to the results list, ready for the results to be typed in.
 *
 * Reading. The results list (Round | Board | White | Black | Result, absences as rows) is the
 * range the organiser typed, or else the used block of the active sheet; the player list
 * (Name | Rating | Status) is optional. Both are read by the same code as =KEIZER
 * (core/keizer/fromSheets.ts), so the sidebar ranks exactly as the custom function does, with the
 * same option text.
 *
 * Pairing. The same core as =KEIZER_PAIRINGS (pairKeizerRound): present players in ranking order
 * play 1–2, 3–4, …; with an odd number the lowest-ranked present player gets the bye; colours per
 * spec club-systems.md A.1. Refused: a name that is not a player of the lists (with close
 * matches), a withdrawn player, a name twice, fewer than two players, options =KEIZER would
 * refuse, a list without a Round column, and a list whose last round still lacks results (the new
 * round would be paired from standings that do not count that round yet, and its number would
 * clash) — except the rows this view wrote itself: while they read as written and no result is
 * in, pairing the evening again replaces exactly them (ownRows.ts); a result typed into some of
 * them is refused, naming the cell. The Keizer standings sheet (keizerTable.ts) is written or
 * refreshed in the same transaction.
 *
 * Writing. One row per board — Round | Board | White | Black | (Result empty) — then the bye as
 * Round | (Board empty) | Name | (Black empty) | bye (`spielfrei` for a German user), the form
 * the results-list reader takes for a pairing-allocated bye and the one the spec's vectors use.
 * Columns are placed where the reader found them; any other column of the range stays empty.
 * An empty Result reads back as "not played yet": the Keizer table leaves the round out until
 * every result is in. Absent players get no row; the reader counts a player missing from a round
 * as the `missing` option says (default: unexcused), and an organiser who wants `excused` or
 * `club` adds that row by hand. Names go in with Sheets' text mark, so `=…` never becomes a
 * formula. The rows start directly below the range's last non-empty row and may run past the
 * range; every cell of the block (the range's full column span) must be empty — no value, no
 * formula — or nothing is written and the error names the first such cell. Reading, checking and
 * writing happen under the document lock.
 */
import { columnLetters, InputError, MessageError } from '../../core';
import { keizerStandings, pairKeizerRound } from '../../core/keizer';
import type { KeizerCompetition, KeizerPairing } from '../../core/keizer';
import { closePlayerNames, PlayerListError, readKeizerSheets } from '../../core/keizer/fromSheets';
import type { KeizerSheetInput } from '../../core/keizer/fromSheets';
import type { KeizerOptionSet } from '../../core/keizer/optionText';
import type {
  CellTarget,
  KeizerEveningPlayer,
  KeizerEveningRequest,
  KeizerEveningResult,
  KeizerEveningState,
  Locale,
  Outcome,
  ServerApi,
} from '../../shared/types';
import { keizerOptions } from '../functions/keizer';
import { originOf, rangeFromText, sheetRef, usedBlockRange } from '../sidebar/source';
import { appsScriptServices } from '../platform/spreadsheet';
import type { RangeLike, Services, SpreadsheetLike } from '../platform/spreadsheet';
import { asText } from '../writing/textMark';
import { withDocumentLock } from '../writing/standingsSheet';
import { keizerTexts } from '../texts/keizer';
import { keizerTableRows, writeKeizerTable } from './standingsSheet';
import { SheetTransaction } from '../writing/transaction';
import { localeOf, texts } from '../texts/general';
import { attempt, inputErrorInfo, isObject, UserError } from '../platform/userError';
import type { SourceOrigin } from '../platform/userError';
import { sheetGrid } from '../platform/sheetTime';
import {
  lastUsedRow,
  ownRowsState,
  recordOwnRows,
  withoutOwnRows,
  writableBlock,
  type OwnRowsState,
} from '../writing/ownRows';

export type KeizerEveningApi = Pick<ServerApi, 'keizerEveningState' | 'pairKeizerEvening'>;

/** Result cells named in the "results missing" message; the rest are counted. */
const PENDING_CELLS_NAMED = 5;

interface Lists {
  readonly results: RangeLike;
  readonly players: RangeLike | null;
  readonly origin: SourceOrigin;
  readonly input: KeizerSheetInput;
}

function given(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** The range typed, or the used block of the active sheet. */
function resultsRange(ss: SpreadsheetLike, text: string | null, locale: Locale): RangeLike {
  if (given(text)) return rangeFromText(ss, text, locale);
  return usedBlockRange(ss.getActiveSheet(), locale);
}

function refOf(origin: SourceOrigin): string {
  return sheetRef(origin.sheet, origin.a1);
}

/**
 * A reader's error restated against the range it is about (the results or the player list),
 * naming the user's cell; `results` is the results list's reference, for the sidebar's field.
 */
function located(e: InputError, origin: SourceOrigin, results: string, locale: Locale): UserError {
  if (e.location.kind === 'range') {
    return new UserError(
      `${refOf(origin)}: ${e.detailIn(locale)}`,
      [{ sheet: origin.sheet, a1: origin.a1 }],
      results,
    );
  }
  const info = inputErrorInfo(e, origin, locale);
  const { message, cells, ...extra } = info;
  return new UserError(message, cells, results, extra);
}

interface Ranges {
  readonly results: RangeLike;
  readonly players: RangeLike | null;
}

/** The ranges typed, the results list detected when none was typed. */
function locateLists(
  services: Services,
  resultsText: string | null,
  playersText: string | null,
  locale: Locale,
): Ranges {
  const ss = services.spreadsheet();
  return {
    results: resultsRange(ss, resultsText, locale),
    players: given(playersText) ? rangeFromText(ss, playersText, locale) : null,
  };
}

function readLists(ranges: Ranges, locale: Locale, own: OwnRowsState = { kind: 'none' }): Lists {
  const { results, players } = ranges;
  const origin = originOf(results);
  try {
    const input = readKeizerSheets(
      withoutOwnRows(results, own),
      players ? sheetGrid(players.getValues()) : undefined,
    );
    return { results, players, origin, input };
  } catch (e) {
    if (e instanceof PlayerListError && players) {
      throw located(e, originOf(players), refOf(origin), locale);
    }
    if (e instanceof InputError) throw located(e, origin, refOf(origin), locale);
    throw e;
  }
}

/** The option text =KEIZER takes; a mistake is refused with the option parser's words. */
function parseOptions(text: string | null | undefined, locale: Locale): KeizerOptionSet {
  try {
    return keizerOptions(given(text) ? text : undefined);
  } catch (e) {
    if (e instanceof MessageError) {
      throw new UserError(keizerTexts(locale).options(e.messageIn(locale)));
    }
    if (e instanceof Error) throw new UserError(keizerTexts(locale).options(e.message));
    throw e;
  }
}

/** Engine refusals (no pairing possible, options that do not fit) in their own words. */
function engine<T>(body: () => T, locale: Locale): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError) throw new UserError(e.detailIn(locale));
    throw e;
  }
}

function pendingCells(lists: Lists): CellTarget[] {
  const col = lists.input.columns.result;
  const letters = columnLetters(lists.origin.col + col);
  return lists.input.pending.map(p => ({
    sheet: lists.origin.sheet,
    a1: `${letters}${lists.origin.row + p.row}`,
  }));
}

function ranking(
  c: KeizerCompetition,
  options: KeizerOptionSet,
  locale: Locale,
): KeizerEveningPlayer[] {
  const s = engine(() => keizerStandings(c, options.scoring), locale);
  return [
    ...s.standings.map(st => ({
      rank: st.rank,
      name: st.name,
      points: st.total.toString(),
      value: st.value.toString(),
      withdrawn: false,
    })),
    ...s.withdrawn.map(name => ({ rank: null, name, points: '', value: '', withdrawn: true })),
  ];
}

/** The request as the sidebar should have sent it; anything else is refused, not guessed. */
function checkRequest(r: unknown, locale: Locale): KeizerEveningRequest {
  const bad = () => new UserError(texts(locale).badRequest);
  if (!isObject(r)) throw bad();
  if (typeof r.results !== 'string' || r.results.trim() === '') throw bad();
  if (r.players !== null && typeof r.players !== 'string') throw bad();
  if (typeof r.options !== 'string') throw bad();
  if (!Array.isArray(r.present)) throw bad();
  if (!(r.present as unknown[]).every(n => typeof n === 'string' && n.trim() !== '')) throw bad();
  return {
    results: r.results,
    players: given(r.players as string | null) ? (r.players as string) : null,
    present: (r.present as string[]).map(n => n.trim()),
    options: r.options,
  };
}

/** The ticked names as players of the competition: exact names only, each once, not withdrawn. */
function presentPlayers(c: KeizerCompetition, names: readonly string[], locale: Locale): string[] {
  const tx = keizerTexts(locale);
  const all = c.players.map(p => p.name);
  const seen = new Set<string>();
  for (const name of names) {
    const player = c.players.find(p => p.name === name);
    if (!player) throw new UserError(tx.unknown(name, closePlayerNames(all, name)));
    if (seen.has(name)) throw new UserError(tx.twice(name));
    if (player.status === 'withdrawn') throw new UserError(tx.withdrawn(name));
    seen.add(name);
  }
  if (seen.size < 2) throw new UserError(tx.tooFew);
  return [...seen];
}

function refusePending(lists: Lists, locale: Locale): void {
  const { pending } = lists.input;
  if (pending.length === 0) return;
  const round = Math.min(...pending.map(p => p.round));
  const cells = pendingCells(lists);
  const named = cells
    .slice(0, PENDING_CELLS_NAMED)
    .map(c => c.a1)
    .join(', ');
  const more = cells.length > PENDING_CELLS_NAMED ? ', …' : '';
  throw new UserError(
    keizerTexts(locale).pending(round, pending.length, `${lists.origin.sheet}!${named}${more}`),
    cells,
    refOf(lists.origin),
  );
}

type Row = (string | number)[];

/** The rows to write, as setValues takes them (names with the text mark) and as they will read. */
function pairingRows(
  lists: Lists,
  pairing: KeizerPairing,
  locale: Locale,
): { write: Row[]; read: Row[] } {
  const cols = lists.input.columns;
  const width = lists.results.getNumColumns();
  const write: Row[] = [];
  const read: Row[] = [];
  const add = (board: number | '', white: string, black: string, result: string) => {
    const w: Row = new Array<string | number>(width).fill('');
    const r: Row = new Array<string | number>(width).fill('');
    for (const [row, text] of [
      [w, asText],
      [r, (s: string) => s],
    ] as const) {
      row[cols.round as number] = pairing.round;
      if (cols.board !== undefined) row[cols.board] = board;
      row[cols.white] = text(white);
      row[cols.black] = black === '' ? '' : text(black);
      row[cols.result] = result;
    }
    write.push(w);
    read.push(r);
  };
  pairing.boards.forEach((b, i) => add(i + 1, b.white, b.black, ''));
  if (pairing.bye !== null) add('', pairing.bye, '', keizerTexts(locale).byeWord);
  return { write, read };
}

/** The results range grown to take in the rows written below it. */
function grownRef(range: RangeLike, block: RangeLike): string {
  const bottom = Math.max(
    range.getRow() + range.getNumRows() - 1,
    block.getRow() + block.getNumRows() - 1,
  );
  const left = columnLetters(range.getColumn());
  const right = columnLetters(range.getColumn() + range.getNumColumns() - 1);
  return sheetRef(range.getSheet().getName(), `${left}${range.getRow()}:${right}${bottom}`);
}

/** The Keizer evening's server functions over the given services (real, or fakes in tests). */
export function keizerEveningApi(services: Services): KeizerEveningApi {
  const locale = (): Locale => localeOf(services.userLocale());

  return {
    keizerEveningState(
      results: string | null,
      players: string | null,
      options?: string | null,
    ): KeizerEveningState {
      const loc = locale();
      const resultsText = typeof results === 'string' ? results : null;
      const playersText = typeof players === 'string' ? players : null;
      let resultsRef = resultsText ?? '';
      try {
        const ranges = locateLists(services, resultsText, playersText, loc);
        resultsRef = refOf(originOf(ranges.results));
        const o = parseOptions(typeof options === 'string' ? options : null, loc);
        const lists = readLists(ranges, loc);
        const { input } = lists;
        const cells = pendingCells(lists);
        return {
          ok: true,
          results: refOf(lists.origin),
          players: lists.players ? refOf(originOf(lists.players)) : null,
          description: input.description,
          rounds: input.rounds,
          nextRound: input.roundsListed + 1,
          pendingRound:
            input.pending.length > 0 ? Math.min(...input.pending.map(p => p.round)) : null,
          pendingCells: cells,
          ranking: ranking(input.competition, o, loc),
        };
      } catch (e) {
        if (!(e instanceof UserError)) throw e;
        return {
          ok: false,
          results: resultsRef,
          players: playersText ?? '',
          error: e.info,
        };
      }
    },

    pairKeizerEvening(raw: KeizerEveningRequest): Outcome<KeizerEveningResult> {
      const loc = locale();
      return attempt(() => {
        const request = checkRequest(raw, loc);
        const options = parseOptions(request.options, loc);
        return withDocumentLock(services, loc, () => {
          const ranges = locateLists(services, request.results, request.players, loc);
          const own = ownRowsState(ranges.results, 'keizer', keizerTexts(loc).resultTyped);
          const lists = readLists(ranges, loc, own);
          const { input } = lists;
          if (input.columns.round === undefined) {
            throw new UserError(
              keizerTexts(loc).noRoundColumn(refOf(lists.origin)),
              [{ sheet: lists.origin.sheet, a1: lists.origin.a1 }],
              refOf(lists.origin),
            );
          }
          refusePending(lists, loc);
          const present = presentPlayers(input.competition, request.present, loc);
          const pairing = engine(
            () =>
              pairKeizerRound(input.competition, present, {
                scoring: options.scoring,
                pairing: options.pairing,
              }),
            loc,
          );
          const rows = pairingRows(lists, pairing, loc);
          // The standings of the rounds with every result in: the new round counts once its
          // results are typed, and the next pairing refreshes the sheet.
          const table = keizerTableRows(
            engine(() => keizerStandings(input.competition, options.scoring), loc),
            loc,
          );
          const t = new SheetTransaction(services, texts(loc));
          // Everything the answer needs is read inside the transaction: a call after it could
          // fail with the rows already written.
          return t.run(() => {
            const range = lists.results;
            const mine = own.kind === 'replaceable' ? own.rows : null;
            const top = mine ? mine.top : range.getRow() + lastUsedRow(range) + 1;
            const height = Math.max(rows.write.length, mine?.cells.length ?? 0);
            const width = range.getNumColumns();
            const sheetLike = range.getSheet();
            const name = sheetLike.getName();
            const whole = writableBlock(
              sheetLike,
              { top, left: range.getColumn(), rows: height, columns: width },
              mine?.cells ?? [],
              t,
              (cell, found) =>
                new UserError(
                  keizerTexts(loc).notEmpty(cell, found, pairing.round),
                  [{ sheet: name, a1: cell.slice(cell.lastIndexOf('!') + 1) }],
                  refOf(lists.origin),
                ),
            );
            whole.setValues([
              ...rows.write,
              ...Array.from({ length: height - rows.write.length }, () =>
                new Array<string | number>(width).fill(''),
              ),
            ]);
            const cols = lists.input.columns;
            recordOwnRows(
              sheetLike,
              {
                system: 'keizer',
                round: pairing.round,
                top,
                left: range.getColumn(),
                cells: rows.read,
                resultCol: cols.result,
                blackCol: cols.black,
              },
              t,
              name,
            );
            writeKeizerTable(services.spreadsheet(), sheetLike, refOf(lists.origin), table, loc, t);
            // A new sheet becomes the active one; the organiser stays at the results list.
            sheetLike.activate();
            const block = sheetLike.getRange(top, range.getColumn(), rows.write.length, width);
            const sheet = name;
            const a1 = block.getA1Notation();
            return {
              round: pairing.round,
              written: { sheet, a1 },
              writtenRef: sheetRef(sheet, a1),
              boards: pairing.boards.map((b, i) => ({
                board: i + 1,
                white: b.white,
                black: b.black,
              })),
              bye: pairing.bye,
              rows: rows.read,
              results: grownRef(lists.results, block),
            };
          });
        });
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Apps Script entry points (declared in globals.js). Each execution builds its services afresh.

export function keizerEveningState(
  results: string | null,
  players: string | null,
  options?: string | null,
): KeizerEveningState {
  return keizerEveningApi(appsScriptServices()).keizerEveningState(results, players, options);
}

export function pairKeizerEvening(request: KeizerEveningRequest): Outcome<KeizerEveningResult> {
  return keizerEveningApi(appsScriptServices()).pairKeizerEvening(request);
}
