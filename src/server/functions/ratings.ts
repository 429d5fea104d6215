/**
 * The rating custom functions: =RATING_CHANGE(range; "fide") spills Name | Change for every
 * participant (K · (W − We) for FIDE, Rn − Ro for DWZ), "details" every column with the rule set
 * above; =RATING_EXPLAIN(range; "Name") shows one player's games as the calculation used them.
 * One array call each: the whole range is read and rated once.
 */
import { MessageError, msg } from '../../core';
import type { Standings, Tournament } from '../../core';
import { ratingChangeColumn, type RatingChangeColumn } from '../writing/standingsLayout';
import {
  explainRating,
  ratingChangeValues,
  ratingChanges,
  ratingTable,
  ratingWordsIn,
  type RatingRequest,
  type RatingCell,
  type RatingEvent,
  type RatingSystem,
} from '../../core/ratings';
import { guarded, readRange } from './call';
import { langOfOptions, parseCallOptions, type CallOptions } from './options';
import { playerIndexIn } from './tables';
import type { Table } from './tables';

const SYSTEMS: Record<string, RatingSystem> = { fide: 'fide', elo: 'fide', dwz: 'dwz' };
const DETAILS = new Set(['details', 'detail', 'all', 'alle', 'alles']);

function systemOf(system: unknown): RatingSystem {
  const text = system === undefined || system === null ? '' : String(system).trim();
  if (text === '') return 'fide';
  const s = SYSTEMS[text.toLowerCase()];
  if (s === undefined) throw new MessageError(msg`"${text}" should be fide (Elo) or dwz`);
  return s;
}

/** The rating request of a call: its system and the rating options (date, k, k-column, category). */
export function ratingRequest(system: RatingSystem, o: CallOptions): RatingRequest {
  const r = o.rating;
  return {
    system,
    ...(r.date !== undefined && { date: r.date }),
    ...(r.category !== undefined && { category: r.category }),
    ...(r.k !== undefined && { k: r.k }),
    ...(r.kFromSource === true && { kFromSource: true }),
  };
}

/** The rating event of a range. */
function rate(
  fn: string,
  range: unknown,
  system: RatingSystem,
  o: CallOptions,
): {
  t: Tournament;
  event: RatingEvent;
} {
  const t = readRange(range, fn, o.read).tournament;
  return { t, event: ratingChanges(t, ratingRequest(system, o)) };
}

const cell = (c: RatingCell): number | string => (c === null ? '' : c);

/**
 * The Rtg+/- column `rating-change=…` asks for, for standings `s` of `t` (null without the option):
 * each ranked row's change, FIDE or DWZ, under the options' date, k, k-column and category.
 */
export function ratingColumnFor(
  t: Tournament,
  s: Standings,
  o: CallOptions,
): RatingChangeColumn | null {
  const system = o.rating.change;
  if (system === undefined) return null;
  const change = ratingChangeValues(ratingChanges(t, ratingRequest(system, o)));
  return ratingChangeColumn(ratingWordsIn(o.lang).ratingColumn(system), system, s, change);
}

export function RATING_CHANGE(
  range: unknown,
  system?: unknown,
  view?: unknown,
  options?: unknown,
): Table {
  // A third argument with `=` holds the options (the view left out).
  const viewText = typeof view === 'string' ? view.trim() : '';
  const optionsGiven = options ?? (/[=:]/.test(viewText) ? view : undefined);
  const lang = langOfOptions(optionsGiven);
  return guarded(
    'RATING_CHANGE',
    () => {
      const details = DETAILS.has(viewText.toLowerCase());
      if (!details && viewText !== '' && optionsGiven === options) {
        throw new MessageError(msg`"${viewText}" should be details, or left out`);
      }
      const o = parseCallOptions(optionsGiven);
      const { t, event } = rate('RATING_CHANGE', range, systemOf(system), o);
      const table = ratingTable(t, event, o.lang);
      if (!details) {
        return [
          [...ratingWordsIn(o.lang).shortHeader],
          ...t.participants.map((p, i) => [p.name, cell(table.change[i])]),
        ];
      }
      const width = table.header.length;
      const title: (string | number)[] = [table.title, ...Array<string>(width - 1).fill('')];
      return [title, [...table.header], ...table.rows.map(r => r.map(cell))];
    },
    lang,
  );
}

export function RATING_EXPLAIN(
  range: unknown,
  player: unknown,
  system?: unknown,
  options?: unknown,
): Table {
  const lang = langOfOptions(options);
  return guarded(
    'RATING_EXPLAIN',
    () => {
      const o = parseCallOptions(options);
      const { t, event } = rate('RATING_EXPLAIN', range, systemOf(system), o);
      const i = playerIndexIn(t.participants, player);
      const p = t.participants[i];
      const e = explainRating(t, event, i, `${p.name} (${p.startNo})`, o.lang);
      const width = e.header.length;
      const line = (text: string) => [text, ...Array<string>(width - 1).fill('')];
      return [line(e.head), [...e.header], ...e.rows.map(r => r.map(cell)), ...e.total.map(line)];
    },
    lang,
  );
}
