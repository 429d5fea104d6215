/**
 * The sidebar's *Pair next round…*: a Swiss kept as a results list and a player list, its next
 * round paired by the FIDE Dutch system (the same reading and engine as =SWISS_PAIRINGS), shown
 * first and then written below the results list. Who is absent starts from the player list's
 * Status column (loading sends no ticks); once loaded, the ticks are sent in full and win.
 *
 * Writing. One row per board — Round | Board | White | Black | (Result empty) — then the
 * pairing-allocated bye (`bye`, `spielfrei`), then a row for each player ticked absent with the
 * kind as the Result (`H`, `Z`, `withdrawn`), forms the results-list reader takes back. Names go
 * in with Sheets' text mark. The rows start below the range's last non-empty row; every cell
 * there must be empty, or nothing is written and the error names the first such cell. The rows
 * are recorded (ownRows.ts), so pairing the same round again — other absentees ticked — replaces
 * exactly those rows while no result has been typed into them. All-or-nothing under the
 * document lock.
 */
import { InputError, render } from '../../core';
import { explainPairing, explanationLines } from '../../core/pairing';
import { checkTournament } from '../../core/pairing/check';
import { roundDiffersMessage } from '../../core/pairing/checkReport';
import { PlayerListError } from '../../core/keizer/fromSheets';
import type { SwissSheetInput } from '../../core/pairing/fromSheets';
import type {
  Locale,
  Outcome,
  ServerApi,
  SwissAbsence,
  SwissRoundPreview,
  SwissRoundRequest,
  SwissRoundResult,
} from '../../shared/types';
import {
  lastUsedRow,
  ownRowsState,
  recordOwnRows,
  withoutOwnRows,
  writableBlock,
  type Row,
} from '../writing/ownRows';
import type { OwnRowsState } from '../writing/ownRows';
import { originOf, rangeFromText, sheetRef } from './source';
import { appsScriptServices } from '../platform/spreadsheet';
import type { RangeLike, Services } from '../platform/spreadsheet';
import { asText } from '../writing/textMark';
import { withDocumentLock } from '../writing/standingsSheet';
import { SheetTransaction } from '../writing/transaction';
import { pairSwiss, swissInput, swissOptions } from '../functions/swiss';
import { swissTexts } from '../texts/swiss';
import { localeOf, texts } from '../texts/general';
import {
  attempt,
  inputErrorInfo,
  isObject,
  UserError,
  type SourceOrigin,
} from '../platform/userError';
import { sheetGrid } from '../platform/sheetTime';
import { InArgument } from '../functions/keizer';
import { drawInitialColour } from '../../core/pairing/initialColour';
import type { SwissSheetOptions } from '../../core/pairing/fromSheets';
import { eventOnSheet, type EventRecord } from '../event/record';
import { planNumbers, type Numbering } from '../event/numbers';
import { guardResults } from '../writing/resultCells';
import { eventTexts } from '../texts/general';

export type SwissRoundApi = Pick<ServerApi, 'previewSwissRound' | 'pairSwissRound'>;

const KINDS: readonly SwissAbsence[] = ['half-bye', 'zero-bye', 'full-bye', 'withdrawn'];

function checkRequest(r: unknown, locale: Locale): SwissRoundRequest {
  const bad = () => new UserError(texts(locale).badRequest);
  if (!isObject(r)) throw bad();
  for (const k of ['results', 'players', 'options'] as const) {
    if (typeof r[k] !== 'string') throw bad();
  }
  if ((r.results as string).trim() === '' || (r.players as string).trim() === '') throw bad();
  if (!Array.isArray(r.absent)) throw bad();
  const absent = (r.absent as unknown[]).map(a => {
    if (!isObject(a) || typeof a.name !== 'string' || a.name.trim() === '') throw bad();
    if (!KINDS.includes(a.kind as SwissAbsence)) throw bad();
    return { name: a.name.trim(), kind: a.kind as SwissAbsence };
  });
  if (r.present !== undefined && !Array.isArray(r.present)) throw bad();
  if (r.accelerate !== undefined && typeof r.accelerate !== 'boolean') throw bad();
  const present = ((r.present ?? []) as unknown[]).map(n => {
    if (typeof n !== 'string' || n.trim() === '') throw bad();
    return n.trim();
  });
  return {
    results: r.results as string,
    players: r.players as string,
    options: r.options as string,
    absent,
    present,
    ...(r.accelerate === true ? { accelerate: true } : {}),
  };
}

interface Read {
  readonly results: RangeLike;
  readonly origin: SourceOrigin;
  readonly input: SwissSheetInput;
  readonly own: OwnRowsState;
  /** The pairing numbers an event's player list gets first (before round 1, late entries). */
  readonly numbering: Numbering | null;
  readonly locale: Locale;
}

/** An event's rounds and initial colour where the options text does not give them. */
function withEventDefaults(
  options: Partial<SwissSheetOptions>,
  event: EventRecord | null,
): Partial<SwissSheetOptions> {
  if (event === null) return options;
  const colour =
    event.colour === 'white1'
      ? 'w'
      : event.colour === 'black1'
        ? 'b'
        : drawInitialColour(event.colour.lot);
  return {
    ...options,
    ...(options.totalRounds === undefined && event.rounds !== null
      ? { totalRounds: event.rounds }
      : {}),
    ...(options.initialColour === undefined ? { initialColour: colour } : {}),
  };
}

function located(e: InputError, origin: SourceOrigin): UserError {
  if (e.location.kind === 'range') {
    return new UserError(`${sheetRef(origin.sheet, origin.a1)}: ${e.detail}`, [
      { sheet: origin.sheet, a1: origin.a1 },
    ]);
  }
  const info = inputErrorInfo(e, origin);
  return new UserError(info.message, info.cells);
}

function read(services: Services, request: SwissRoundRequest, locale: Locale): Read {
  const tx = swissTexts(locale);
  const ss = services.spreadsheet();
  const results = rangeFromText(ss, request.results, locale);
  const players = rangeFromText(ss, request.players, locale);
  const origin = originOf(results);
  const own = ownRowsState(results, 'swiss', tx.resultTyped);
  const event = eventOnSheet(results.getSheet())?.event ?? null;
  if (event?.system === 'round-robin') throw new UserError(eventTexts(locale).notSwiss);
  let options;
  try {
    options = withEventDefaults(swissOptions(request.options), event);
  } catch (e) {
    if (e instanceof Error) throw new UserError(tx.options(e.message));
    throw e;
  }
  const absent = [...(options.absent ?? []), ...request.absent];
  try {
    const resultsGrid = withoutOwnRows(results, own);
    let playersGrid = sheetGrid(players.getValues());
    // Numbers only into the player list of the same event, a sheet of ours.
    const list = eventOnSheet(players.getSheet());
    const numbering =
      event !== null && list?.role === 'players' && list.event.results === event.results
        ? planNumbers(players, playersGrid, resultsGrid, event, locale)
        : null;
    if (numbering) playersGrid = numbering.grid;
    // The ticks win over the Status column: absent as ticked, the others play.
    const input = swissInput(resultsGrid, playersGrid, {
      ...options,
      absent,
      present: request.present ?? [],
      ...(request.accelerate === true ? { accelerate: 'baku' as const } : {}),
    });
    return { results, origin, input, own, numbering, locale };
  } catch (e) {
    if (e instanceof InArgument || e instanceof PlayerListError) {
      const err = e instanceof InArgument ? e.error : e;
      throw located(err, originOf(players));
    }
    if (e instanceof InputError) throw located(e, origin);
    if (e instanceof Error && !(e instanceof UserError)) throw new UserError(e.message);
    throw e;
  }
}

function preview(
  r: Read,
  locale: Locale,
): { preview: SwissRoundPreview; pairing: ReturnType<typeof pairSwiss> } {
  let pairing;
  try {
    pairing = pairSwiss(r.input);
  } catch (e) {
    if (e instanceof Error) throw new UserError(e.message);
    throw e;
  }
  const name = (id: number) => r.input.names.get(id) as string;
  const score = new Map(pairing.trace.field.standings.map(s => [s.id, s.score] as const));
  return {
    pairing,
    preview: {
      round: r.input.round,
      totalRounds: r.input.request.totalRounds,
      players: r.input.request.players.map(p => ({
        name: name(p.id),
        points: String((score.get(p.id) ?? 0) / 10),
      })),
      boards: pairing.boards.map(b => ({
        board: b.board,
        white: name(b.white),
        black: name(b.black),
      })),
      bye: pairing.bye === null ? null : name(pairing.bye),
      absent: r.input.absent.map(a => ({
        name: name(a.id),
        kind: a.kind,
      })),
      replaces: r.own.kind === 'replaceable',
      numbered: r.numbering?.message ?? null,
      explanation: explanationLines(
        explainPairing(pairing, r.input.baku),
        m => render(m, locale),
        name,
      ),
      handMade: handMadeRounds(r.input, locale),
    },
  };
}

/**
 * The rounds of the results list that differ from what the rules give, each said in one line
 * (names, boards, the rule): every round is paired again from the rounds before it.
 */
function handMadeRounds(input: SwissSheetInput, locale: Locale): string[] {
  const name = (id: number) => input.names.get(id) as string;
  return checkTournament({
    request: input.request,
    rounds: input.round - 1,
    pairings: input.played,
  })
    .filter(c => c.verdict.kind !== 'agrees')
    .map(c => render(roundDiffersMessage(c, name), locale));
}

/** The rows to write (names with the text mark) and as they read back. */
function roundRows(r: Read, p: SwissRoundPreview, locale: Locale): { write: Row[]; read: Row[] } {
  const tx = swissTexts(locale);
  const cols = r.input.columns;
  if (cols?.round === undefined) {
    const ref = sheetRef(r.origin.sheet, r.origin.a1);
    throw new UserError(tx.noRoundColumn(ref), [{ sheet: r.origin.sheet, a1: r.origin.a1 }]);
  }
  const width = r.results.getNumColumns();
  const write: Row[] = [];
  const back: Row[] = [];
  const add = (board: number | '', white: string, black: string, result: string) => {
    for (const [rows, text] of [
      [write, asText],
      [back, (s: string) => s],
    ] as const) {
      const row: Row = new Array<string | number>(width).fill('');
      row[cols.round as number] = p.round;
      if (cols.board !== undefined) row[cols.board] = board;
      row[cols.white] = text(white);
      row[cols.black] = black === '' ? '' : text(black);
      row[cols.result] = result;
      rows.push(row);
    }
  };
  p.boards.forEach(b => add(b.board, b.white, b.black, ''));
  if (p.bye !== null) add('', p.bye, '', tx.byeWord);
  const word: Record<SwissAbsence, string> = {
    'full-bye': 'F',
    'half-bye': tx.halfByeWord,
    'zero-bye': tx.zeroByeWord,
    withdrawn: tx.withdrawnWord,
  };
  // A withdrawal the player list or an earlier row records already holds: no row for it (a
  // second withdrawn row would contradict the first).
  const recorded = new Set(
    r.input.absent.filter(a => a.recorded).map(a => r.input.names.get(a.id) as string),
  );
  for (const a of p.absent) if (!recorded.has(a.name)) add('', a.name, '', word[a.kind]);
  return { write, read: back };
}

export function swissRoundApi(services: Services): SwissRoundApi {
  const locale = (): Locale => localeOf(services.userLocale());
  return {
    previewSwissRound(raw: SwissRoundRequest): Outcome<SwissRoundPreview> {
      const loc = locale();
      return attempt(() => preview(read(services, checkRequest(raw, loc), loc), loc).preview);
    },

    pairSwissRound(raw: SwissRoundRequest): Outcome<SwissRoundResult> {
      const loc = locale();
      return attempt(() => {
        const request = checkRequest(raw, loc);
        return withDocumentLock(services, loc, () => {
          const r = read(services, request, loc);
          const p = preview(r, loc).preview;
          const rows = roundRows(r, p, loc);
          const tx = swissTexts(loc);
          const t = new SheetTransaction(services, texts(loc));
          return t.run(() => {
            r.numbering?.write(t);
            const sheet = r.results.getSheet();
            const name = sheet.getName();
            const own = r.own.kind === 'replaceable' ? r.own.rows : null;
            const top = own ? own.top : r.results.getRow() + lastUsedRow(r.results) + 1;
            const height = Math.max(rows.write.length, own?.cells.length ?? 0);
            const block = writableBlock(
              sheet,
              {
                top,
                left: r.results.getColumn(),
                rows: height,
                columns: r.results.getNumColumns(),
              },
              own?.cells ?? [],
              t,
              (cell, found) =>
                new UserError(tx.notEmpty(cell, found, p.round), [
                  { sheet: name, a1: cell.slice(cell.lastIndexOf('!') + 1) },
                ]),
            );
            const blank = (): Row => new Array<string | number>(r.results.getNumColumns()).fill('');
            block.setValues([
              ...rows.write,
              ...Array.from({ length: height - rows.write.length }, blank),
            ]);
            recordOwnRows(
              sheet,
              {
                system: 'swiss',
                round: p.round,
                top,
                left: r.results.getColumn(),
                cells: rows.read,
                resultCol: (r.input.columns as { result: number }).result,
                blackCol: (r.input.columns as { black: number }).black,
              },
              t,
              name,
            );
            const resultCol =
              r.results.getColumn() + (r.input.columns as { result: number }).result;
            const games = (cells: readonly Row[]) =>
              cells.map(row => row[(r.input.columns as { black: number }).black] !== '');
            guardResults(
              services,
              t,
              sheet,
              name,
              {
                top,
                col: resultCol,
                games: [
                  ...games(rows.read),
                  ...Array<boolean>(height - rows.write.length).fill(false),
                ],
              },
              own ? { top: own.top, col: own.left + own.resultCol, games: games(own.cells) } : null,
              loc,
            );
            const a1 = sheet
              .getRange(top, r.results.getColumn(), rows.write.length, r.results.getNumColumns())
              .getA1Notation();
            return { ...p, written: { sheet: name, a1 }, writtenRef: sheetRef(name, a1) };
          });
        });
      });
    },
  };
}

// Apps Script entry points (declared in globals.js).

export function previewSwissRound(request: SwissRoundRequest): Outcome<SwissRoundPreview> {
  return swissRoundApi(appsScriptServices()).previewSwissRound(request);
}

export function pairSwissRound(request: SwissRoundRequest): Outcome<SwissRoundResult> {
  return swissRoundApi(appsScriptServices()).pairSwissRound(request);
}
