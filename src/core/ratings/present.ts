/**
 * Rating changes as tables: one row per participant (the ratings command's text and TSV, the
 * RATING_CHANGE spill, the standings sheet's column) and one player's explanation (`--explain`,
 * RATING_EXPLAIN). Numbers stay numbers here; each surface formats them (two decimals for
 * hundredths, three for DWZ expectations), in the language's decimal notation for reading.
 */
import type { Lang } from '../messages/message';
import type { RatingWords } from '../messages/catalogueTypes';
import * as de from '../messages/ratingsDe';
import * as en from '../messages/ratingsEn';
import { formatNumber, roundTo } from '../numbers';
import type { Tournament } from '../model/types';
import type { DwzEvent, DwzPlayer } from './dwz/event';
import type { FideEvent, FidePlayer, KSource } from './fide/event';
import type { SkippedRound } from './types';
import type { RatingEvent } from './index';

/** A cell: a number, text, or nothing. */
export type RatingCell = string | number | null;

export function ratingWordsIn(lang: Lang): RatingWords {
  return lang === 'de' ? de.ratingWords : en.ratingWords;
}

/** Rows under a header, each column written with its decimals (undefined: as the number is). */
export interface RatingRows {
  /** Headers in the language (text, sheets). */
  readonly header: readonly string[];
  readonly decimals: readonly (number | undefined)[];
  readonly rows: readonly (readonly RatingCell[])[];
}

/** A table of the event: every participant, in the tournament's order. */
export interface RatingTable extends RatingRows {
  readonly title: string;
  /** The machine table's header (TSV, CSV: the same in every language) and its columns. */
  readonly machineHeader: readonly string[];
  readonly machineColumns: readonly number[];
  readonly notes: readonly string[];
  /** Each participant's change for a standings column: K·(W − We), or Rn − Ro; null without. */
  readonly change: readonly (number | null)[];
}

const FIDE_MACHINE = ['StartNo', 'Name', 'FideId', 'Ro', 'Games', 'W', 'We', 'K', 'Change'];
const FIDE_MACHINE_COLUMNS = [0, 1, 2, 3, 5, 6, 7, 4, 9];
const DWZ_MACHINE = ['StartNo', 'Name', 'DWZ-Index', 'Ro', 'E', 'We', 'Rn'];
const DWZ_MACHINE_COLUMNS = [0, 1, 2, 3, 5, 8, 10];

/**
 * Each participant's change, in the tournament's order, as an Rtg+/- column shows it: FIDE
 * K · (W − We) unrounded (8.3.4 rounds over the period), DWZ Rn − Ro; null for a player without
 * a rating before the event.
 */
export function ratingChangeValues(event: RatingEvent): (number | null)[] {
  return event.system === 'fide'
    ? event.players.map(p => (p.kind === 'rated' ? h(p.change) : null))
    : event.players.map(p => (p.kind === 'rated' ? p.rn - p.ro : null));
}

/** Which rules rated the event, and by which date: the line above its table. */
function ratingTitle(e: RatingEvent, lang: Lang): string {
  const w = ratingWordsIn(lang);
  const rules =
    e.system === 'fide'
      ? w.fideTitle(w.category[e.rules.category], e.rules.exemptFrom2650, e.rules.gap600)
      : w.dwzTitle(e.rules === 'wo-2026');
  return `${rules} · ${subtitle(w, e.date, e.dateSource)}`;
}

/** The table of `event` (computed for `t`). */
export function ratingTable(t: Tournament, event: RatingEvent, lang: Lang): RatingTable {
  return event.system === 'fide' ? fideTable(t, event, lang) : dwzTable(t, event, lang);
}

function subtitle(
  w: RatingWords,
  date: string | undefined,
  source: FideEvent['dateSource'],
): string {
  return date === undefined || source === 'unknown' ? w.dateUnknown : w.date(date, source);
}

/** Hundredths as a number (0.25). */
const h = (x: number) => x / 100;

function kNote(w: RatingWords, s: KSource): string {
  return s.kind === 'given'
    ? w.kGiven
    : s.kind === 'source'
      ? w.kSource
      : w.kRule(s.rule, s.birthYearKnown);
}

function fideNote(w: RatingWords, p: FidePlayer): string {
  if (p.kind === 'unrated') {
    const o = p.outcome;
    if (o.kind === 'rating') return w.firstRating(o.first.rating, o.first.belowFloor);
    if (o.kind === 'zero-score') return w.zeroScore;
    return w.notYet(p.games.length, o.needed);
  }
  const notes = [kNote(w, p.kSource)];
  if (p.k !== p.kListed) notes.push(w.k700(p.kListed, p.k));
  return notes.join('; ');
}

function fideTable(t: Tournament, e: FideEvent, lang: Lang): RatingTable {
  const w = ratingWordsIn(lang);
  const ps = t.participants;
  const rows = e.players.map(p => {
    const who = ps[p.index];
    const common = [who.startNo, who.name, who.fideId ?? null];
    if (p.kind === 'unrated') {
      return [
        ...common,
        null,
        null,
        p.games.length,
        p.score,
        null,
        null,
        null,
        null,
        fideNote(w, p),
      ];
    }
    return [
      ...common,
      p.rating,
      p.k,
      p.games.length,
      p.score,
      h(p.expected),
      h(p.difference),
      h(p.change),
      p.rounded,
      fideNote(w, p),
    ];
  });
  const notes = [w.notes.rounding];
  if (e.players.some(p => p.kind === 'rated' && p.kSource.kind === 'rules'))
    notes.unshift(w.notes.kRules);
  return {
    title: ratingTitle(e, lang),
    header: w.fideHeader,
    decimals: [undefined, undefined, undefined, 0, 0, 0, undefined, 2, 2, 2, 0, undefined],
    rows,
    machineHeader: FIDE_MACHINE,
    machineColumns: FIDE_MACHINE_COLUMNS,
    notes,
    change: ratingChangeValues(e),
  };
}

function dwzNote(w: RatingWords, p: DwzPlayer): string {
  if (p.kind === 'first') return w.firstDwz(p.stage);
  if (p.kind === 'none') {
    return p.reason === 'too-few'
      ? w.noDwzTooFew(p.needed)
      : p.reason === 'extreme'
        ? w.noDwzExtreme
        : w.noDwz2026;
  }
  const notes: string[] = [];
  if (p.fromFide) notes.push(w.fideFromSeed);
  if (p.exceptional) notes.push(w.exceptional);
  return notes.join('; ');
}

function dwzTable(t: Tournament, e: DwzEvent, lang: Lang): RatingTable {
  const w = ratingWordsIn(lang);
  const ps = t.participants;
  const rules2026 = e.rules === 'wo-2026';
  const rows = e.players.map(p => {
    const who = ps[p.index];
    const n = p.games.length;
    if (p.kind !== 'rated') {
      const rn = p.kind === 'first' ? p.rn : null;
      return [
        who.startNo,
        who.name,
        null,
        null,
        null,
        null,
        n,
        p.score,
        null,
        null,
        rn,
        null,
        dwzNote(w, p),
      ];
    }
    const factor = rules2026
      ? p.k === undefined
        ? null
        : p.k.kTenths / 10
      : (p.coefficient?.e ?? null);
    return [
      who.startNo,
      who.name,
      p.dwzIndex ?? null,
      p.ro,
      p.age ?? null,
      n === 0 ? null : factor,
      n,
      p.score,
      n === 0 ? null : p.expected / 1000,
      p.performance,
      p.rn,
      p.rn - p.ro,
      dwzNote(w, p),
    ];
  });
  const header = [...w.dwzHeader];
  if (rules2026) header[5] = w.kHeader;
  const notes: string[] = [];
  if (e.ratingsReadAsDwz) notes.push(w.notes.ratingsAsDwz);
  const rated = e.players.filter(p => p.kind === 'rated');
  if (rated.some(p => p.kind === 'rated' && p.age === undefined)) notes.push(w.notes.ageUnknown);
  if (rated.some(p => p.kind === 'rated' && p.dwzIndex === undefined))
    notes.push(w.notes.indexUnknown);
  if (rules2026) notes.push(w.notes.dwz2026);
  else if (e.players.some(p => p.kind !== 'rated')) notes.push(w.notes.dwzFirst);
  return {
    title: ratingTitle(e, lang),
    header,
    decimals: [
      undefined,
      undefined,
      0,
      0,
      0,
      rules2026 ? 1 : 0,
      0,
      undefined,
      3,
      0,
      0,
      0,
      undefined,
    ],
    rows,
    machineHeader: rules2026 ? DWZ_MACHINE.map(c => (c === 'E' ? 'K' : c)) : DWZ_MACHINE,
    machineColumns: DWZ_MACHINE_COLUMNS,
    notes,
    change: ratingChangeValues(e),
  };
}

/** A cell as text: `decimals` fixed places, '.' as the decimal point; '' for nothing. */
export function ratingCellText(c: RatingCell, decimals?: number): string {
  if (c === null) return '';
  if (typeof c === 'string') return c;
  return formatNumber(c, decimals);
}

/** One player's explanation: a head line, a table of rounds, and the lines that add up. */
export interface RatingExplanation extends RatingRows {
  readonly head: string;
  readonly total: readonly string[];
}

/** The rounds that did not count, with their reason, among `rows`, all in round order. */
function withSkipped(
  rows: RatingCell[][],
  skipped: readonly SkippedRound[],
  name: (j: number | null) => string,
  w: RatingWords,
): RatingCell[][] {
  for (const s of skipped) {
    rows.push([s.round, name(s.opponent), null, null, null, '', null, w.reasons[s.reason]]);
  }
  return rows.sort((a, b) => Number(a[0]) - Number(b[0]));
}

/** How participant `i`'s rating change (or first rating) came about. */
export function explainRating(
  t: Tournament,
  event: RatingEvent,
  i: number,
  player: string,
  lang: Lang,
): RatingExplanation {
  const w = ratingWordsIn(lang);
  const n = (x: number, d?: number) => localText(formatNumber(x, d), lang);
  const name = (j: number | null) =>
    j === null ? '' : `${t.participants[j].name} (${t.participants[j].startNo})`;
  const result = (s: number) => (s === 1 ? '1' : s === 0 ? '0' : '½');
  if (event.system === 'fide') {
    const p = event.players.find(q => q.index === i) as FidePlayer;
    const rows = withSkipped(
      p.games.map(g => [
        g.round,
        name(g.opponent),
        g.opponentRating,
        g.ratingUsed,
        p.kind === 'rated' ? h(g.pd) : null,
        result(g.score),
        p.kind === 'rated' ? h(g.delta) : null,
        g.capped ? w.capped : '',
      ]),
      p.skipped,
      name,
      w,
    );
    const total: string[] = [];
    let rating: string;
    if (p.kind === 'rated') {
      rating = `Ro ${p.rating}, K ${p.k} (${fideNote(w, p)})`;
      total.push(
        w.fideTotal(
          n(p.score),
          n(h(p.expected), 2),
          n(h(p.difference), 2),
          p.k,
          n(h(p.change), 2),
          p.rounded,
        ),
      );
    } else {
      rating = w.unrated;
      const o = p.outcome;
      if (o.kind === 'rating') {
        const f = o.first;
        total.push(
          w.firstTotal(
            f.ratingSum,
            f.games,
            n(f.average, 2),
            n(f.points),
            f.percent,
            f.dp,
            f.rating,
          ),
        );
      }
      total.push(fideNote(w, p));
    }
    return {
      head: w.explainHead(player, rating),
      header: w.explainFideHeader,
      decimals: [undefined, undefined, 0, 0, 2, undefined, 2, undefined],
      rows,
      total,
    };
  }
  const p = event.players.find(q => q.index === i) as DwzPlayer;
  const own = p.kind === 'rated' ? p.ro : p.kind === 'first' ? p.ri : undefined;
  const rows = withSkipped(
    p.games.map(g => [
      g.round,
      name(g.opponent),
      g.opponentRating,
      own === undefined ? null : own - g.opponentRating,
      p.kind === 'rated' ? g.p / 1000 : null,
      result(g.score),
      p.kind === 'rated' ? g.score - g.p / 1000 : null,
      g.ratedAs === 'dwz' ? '' : w.ratedAs[g.ratedAs],
    ]),
    p.skipped,
    name,
    w,
  );
  const total: string[] = [];
  let rating: string;
  if (p.kind === 'rated') {
    rating = `Ro ${p.ro}${p.dwzIndex === undefined ? '' : `-${p.dwzIndex}`}`;
    const we = n(p.expected / 1000, 3);
    if (p.coefficient !== undefined) {
      const c = p.coefficient;
      total.push(
        w.dwzCoefficient(
          n(c.e0, 2),
          c.j,
          n(roundTo(c.fB, 3)),
          n(roundTo(c.sBr, 2)),
          n(c.raw, 2),
          c.e,
          c.limit ? w.dwzLimits[c.limit] : '',
        ),
      );
      total.push(w.dwzTotal(p.ro, n(p.score), we, `800 / (${c.e} + ${p.games.length})`, p.rn));
    } else if (p.k !== undefined) {
      const k = p.k;
      total.push(
        w.dwzK(k.k0, n(roundTo(k.b, 4)), n(roundTo(k.a, 2)), n(k.kTenths / 10, 1), k.capped),
      );
      total.push(w.dwzTotal(p.ro, n(p.score), we, n(k.kTenths / 10, 1), p.rn));
    }
    const note = dwzNote(w, p);
    if (note !== '') total.push(note);
  } else {
    rating = w.unrated;
    if (p.kind === 'first') total.push(w.dwzFirstTotal(p.ri, p.rn));
    total.push(dwzNote(w, p));
  }
  return {
    head: w.explainHead(player, rating),
    header: w.explainDwzHeader,
    decimals: [undefined, undefined, 0, 0, 3, undefined, 3, undefined],
    rows,
    total,
  };
}

/** Text in the language's decimal notation (3,5 in German). */
function localText(text: string, lang: Lang): string {
  return lang === 'de' ? text.replace('.', ',') : text;
}
