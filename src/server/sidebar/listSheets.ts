/**
 * *Build standings…* with the lists an arbiter hands out: the ranking crosstable and the prize
 * lists as further sheets of the same run (snapshot or live), cut from the very standings the
 * run writes, so every list's points and tie-breaks are the standings sheet's; and the printable
 * pairing list of a round, starting list and alphabetical list, read from the same tournament
 * (always snapshots: a list pinned up is one moment's). A results list may name its player list
 * (ratings, clubs, birth years, sex), read with the source.
 */
import { InputError, MessageError } from '../../core';
import type { Grid, Standings, Tournament } from '../../core';
import { readPlayerList } from '../../core/readers/playerList';
import {
  categoryLists,
  flatCategories,
  listRatings,
  listWords,
  parseCategories,
  alphabeticalList,
  lastPairedRoundOrRefuse,
  pairingList,
  rankedEvent,
  rankingCrosstable,
  startingList,
} from '../../core/lists';
import type { RatingEvent } from '../../core/ratings';
import { parseCallOptions } from '../functions/options';
import { ratingRequest } from '../functions/ratings';
import type { ListTable } from '../../core/lists';
import type { ListsRequest, Locale } from '../../shared/types';
import { sheetGrid } from '../platform/sheetTime';
import type { Services } from '../platform/spreadsheet';
import { inputErrorInfo, isObject, UserError } from '../platform/userError';
import { liveCrosstablePlan, livePrizePlan, prizePlan, tablePlan } from '../writing/listLayout';
import type { Settings } from '../writing/standingsLayout';
import type { MoreSheet } from '../writing/standingsSheet';
import { texts } from '../texts/general';
import { openEnded, originOf, rangeFromText, sheetRef } from './source';

/** The lists part of a request as the sidebar should have sent it; null when none is asked. */
export function checkLists(raw: unknown, locale: Locale): ListsRequest | null {
  if (raw === undefined || raw === null) return null;
  const bad = () => new UserError(texts(locale).badRequest);
  if (!isObject(raw) || typeof raw.crosstable !== 'boolean') throw bad();
  if (raw.categories !== null && typeof raw.categories !== 'string') throw bad();
  if (raw.players !== null && typeof raw.players !== 'string') throw bad();
  for (const flag of [raw.starting, raw.alphabetical]) {
    if (flag !== undefined && typeof flag !== 'boolean') throw bad();
  }
  const pairings = raw.pairings;
  if (pairings !== undefined && pairings !== null) {
    if (!isObject(pairings)) throw bad();
    const r = pairings.round;
    if (r !== null && (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > 999)) {
      throw new UserError(listWords(locale).badRound);
    }
  }
  if (raw.year !== null) {
    const y = raw.year;
    if (typeof y !== 'number' || !Number.isInteger(y) || y < 1 || y > 9999) {
      throw new UserError(listWords(locale).badYear);
    }
  }
  const request = raw as unknown as ListsRequest;
  const categories = request.categories?.trim() ?? '';
  const printable = Boolean(request.pairings) || request.starting === true || request.alphabetical;
  if (!request.crosstable && categories === '' && !printable) return null;
  if (categories !== '') {
    try {
      parseCategories(categories);
    } catch (e) {
      if (e instanceof MessageError) throw new UserError(e.messageIn(locale));
      throw e;
    }
  }
  return {
    ...request,
    categories: categories === '' ? null : categories,
    players: request.players?.trim() ? request.players.trim() : null,
    pairings: request.pairings ? { round: request.pairings.round } : null,
    starting: request.starting === true,
    alphabetical: request.alphabetical === true,
  };
}

/** A player list named by its range: its grid (checked here, errors at its cells) and reference. */
export interface PlayerListSource {
  readonly grid: Grid;
  /** The same columns down to the sheet's last row, for a live formula. */
  readonly liveRef: string;
}

export function playerListSource(
  services: Services,
  text: string,
  locale: Locale,
): PlayerListSource {
  const range = rangeFromText(services.spreadsheet(), text, locale);
  const origin = originOf(range);
  const grid = sheetGrid(range.getValues());
  try {
    readPlayerList(grid);
  } catch (e) {
    if (e instanceof InputError) {
      const { message, cells, ...extra } = inputErrorInfo(e, origin, locale);
      throw new UserError(message, cells, sheetRef(origin.sheet, origin.a1), extra);
    }
    throw e;
  }
  return { grid, liveRef: sheetRef(origin.sheet, openEnded(origin.a1)) };
}

/** What the data cannot give (no sex, no birth year, …): said as the sidebar says refusals. */
function refusedAsUser<T>(body: () => T, locale: Locale): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError) throw new UserError(e.detailIn(locale));
    throw e;
  }
}

/**
 * The rating changes of the crosstable's Rtg+/- column, by the option text the standings' column
 * and the live formulas carry (`rating-change=fide; date=…`), so all of them read it alike.
 */
function crosstableRatings(
  t: Tournament,
  rating: NonNullable<Settings['ratingChange']>,
): RatingEvent {
  return listRatings(t, ratingRequest(rating.system, parseCallOptions(rating.option)));
}

/**
 * The further sheets of a run: computed now (so a refusal comes before anything is written),
 * planned when the writer holds the lock.
 */
export function listSheets(
  request: ListsRequest,
  t: Tournament,
  standings: Standings,
  settings: Settings,
  live: boolean,
  players: PlayerListSource | null,
): MoreSheet[] {
  const locale = settings.locale;
  const w = listWords(locale);
  const event = rankedEvent(t, standings);
  const name = (kind: string) => texts(locale).sheetFor(kind, settings.sourceSheet);
  const more: MoreSheet[] = [];
  const playersRef = players?.liveRef ?? null;
  // A printable list's sheet holds its values whatever the standings' output (see the top).
  const snapshot = (table: ListTable) => () => tablePlan(table, settings);
  if (request.crosstable) {
    const table = refusedAsUser(
      () =>
        rankingCrosstable(event, {
          colours: w.colours,
          ...(settings.ratingChange && {
            ratingChange: crosstableRatings(t, settings.ratingChange),
          }),
        }),
      locale,
    );
    more.push({
      role: 'crosstable',
      baseName: name(w.crosstableSheet),
      plan: maxRows =>
        live ? liveCrosstablePlan(settings, playersRef, maxRows) : tablePlan(table, settings),
    });
  }
  if (request.categories !== null) {
    const categories = request.categories;
    const tables = refusedAsUser(
      () =>
        categoryLists(
          event,
          parseCategories(categories),
          request.year === null ? {} : { year: request.year },
        ),
      locale,
    );
    more.push({
      role: 'prizes',
      baseName: name(w.prizeSheet),
      plan: maxRows =>
        live
          ? livePrizePlan(settings, categories, request.year, playersRef, maxRows)
          : prizePlan(tables, flatCategories(tables, w), settings),
    });
  }
  if (request.pairings) {
    const asked = request.pairings.round;
    const table = refusedAsUser(
      () => pairingList(t, asked ?? lastPairedRoundOrRefuse(t), { byes: w.byes }),
      locale,
    );
    more.push({ role: 'pairings', baseName: name(w.pairingSheet), plan: snapshot(table) });
  }
  if (request.starting) {
    const table = startingList(t);
    more.push({ role: 'starting', baseName: name(w.startingSheet), plan: snapshot(table) });
  }
  if (request.alphabetical) {
    const table = alphabeticalList(t, locale);
    more.push({ role: 'alphabetical', baseName: name(w.alphabeticalSheet), plan: snapshot(table) });
  }
  return more;
}
