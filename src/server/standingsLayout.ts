/**
 * What a standings sheet shows, decided without touching Sheets: the cells, formats, highlights
 * and notes as plain data. standingsSheet.ts puts the plan into a sheet.
 *
 * Layout: row 1 title, row 2 settings line, row 3 empty, row 4 header (frozen, bold), players from
 * row 5 in ranking order.
 */
import type { Explanation } from '../core';
import type { Locale, RuleSetId } from '../shared/types';
import { describeTeamCode } from './teamCatalogue';
import { describeCode, ruleSetLabel } from './tiebreakCatalogue';
import { texts } from './texts';

export type PlanValue = string | number;

export interface SheetPlan {
  /** Rectangular block written from A1. */
  readonly values: PlanValue[][];
  /** A formula to put into one cell after the values (live standings). */
  readonly formula: { readonly row: number; readonly col: number; readonly text: string } | null;
  /** 1-based header row; rows up to it stay frozen. */
  readonly headerRow: number;
  /** Number formats by 1-based column, for the rows below the header. */
  readonly columnFormats: readonly { readonly col: number; readonly format: string }[];
  /** Rows (1-based) below the header that get the column formats. */
  readonly dataRows: number;
  /** 1-based cells to highlight: the deciding tie-break of each separated pair. */
  readonly highlights: readonly { readonly row: number; readonly col: number }[];
  readonly notes: readonly { readonly row: number; readonly col: number; readonly text: string }[];
  /** 1-based rows in bold besides the header (explanation summaries). */
  readonly boldRows: readonly number[];
}

export const HEADER_ROW = 4;
export const HIGHLIGHT = '#fce8b2';

/**
 * Text from the sheet or the user, written so Sheets keeps it as text: the leading apostrophe is
 * Sheets' own "this is text" mark and is not shown. Without it `=HYPERLINK(…)` would become a
 * formula, `1/2` a date and `007` a number.
 */
export function asText(s: string): string {
  return `'${s}`;
}

/** Values tied within binary noise are equal, as the engine treats them. */
function same(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) < 1e-9;
}

/** What separatingCodes needs of a ranked row (individual and team standings alike). */
interface RankLike {
  readonly rank: number;
  readonly points: number;
  readonly values: readonly (number | null)[];
}

/**
 * One ranked player or team as the sheet shows it: the ranking fields, the start number and
 * name, and the score columns before the tie-breaks (Points; or MP and BP for teams).
 */
export interface RankedRow extends RankLike {
  /** Index in the tournament's participants or the event's teams. */
  readonly index: number;
  readonly place: string;
  readonly no: number;
  readonly name: string;
  readonly scores: readonly number[];
}

/** Standings ready for a sheet: the score column headers, the codes and the rows in order. */
export interface RankedTable {
  readonly scope: 'individual' | 'team';
  readonly scoreHeaders: readonly string[];
  readonly codes: readonly string[];
  readonly rows: readonly RankedRow[];
}

/**
 * For each row in ranking order, the index of the code that separated it from the row above
 * with the same points, or null (first row, different points, or a shared place).
 */
export function separatingCodes(rows: readonly RankLike[]): (number | null)[] {
  return rows.map((r, i) => {
    if (i === 0) return null;
    const above = rows[i - 1];
    if (!same(r.points, above.points) || r.rank === above.rank) return null;
    const k = r.values.findIndex((v, j) => !same(v, above.values[j]));
    return k < 0 ? null : k;
  });
}

/** Decimal places a value needs to show exactly (halves 1, quarters and 2-decimal averages 2). */
function decimalsOf(x: number): number {
  for (let d = 0; d < 2; d++) {
    const scaled = x * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return d;
  }
  return 2;
}

/** Scores and score sums read as 0.0 even when whole; counts and ratings as whole numbers. */
const SCORE_LIKE = new Set(['PTS', 'BH', 'FB', 'AOB', 'RBH', 'SB', 'PS', 'KS', 'STD', 'LECH']);

function numberFormat(values: readonly (number | null)[], scoreLike: boolean): string {
  let d = scoreLike ? 1 : 0;
  for (const v of values) if (v !== null) d = Math.max(d, decimalsOf(v));
  return d === 0 ? '0' : `0.${'0'.repeat(d)}`;
}

function acronym(code: string): string {
  return /^[A-Za-z]+/.exec(code)?.[0].toUpperCase() ?? code;
}

export interface Settings {
  readonly locale: Locale;
  /** Individual standings (=STANDINGS) or team standings (=TEAM_STANDINGS). */
  readonly scope: 'individual' | 'team';
  /** Sheet-qualified source range, `'Swiss open'!A1:K14`. */
  readonly sourceRef: string;
  readonly sourceSheet: string;
  readonly codes: readonly string[];
  readonly rules: RuleSetId;
  /** The user left the rule set on automatic. */
  readonly automaticRules: boolean;
  readonly afterRound: number | null;
  readonly unratedRating: number | null;
  /** `3/1/0` when the source is not scored 1/½/0 (the live formula must say so). */
  readonly points: string | null;
  /** Team scoring that differs from the defaults, as option text: `primary=GP; match-points=3/1/0`. */
  readonly teamScoring: string | null;
  /** A crosstable whose rounds followed the Berger table (`rounds=berger`). */
  readonly bergerRounds?: boolean;
  /** Formatted date and time of this run. */
  readonly created: string;
}

export function settingsLine(s: Settings, live: boolean): string {
  const tx = texts(s.locale);
  const rules = `${ruleSetLabel(s.rules, s.locale)}${s.automaticRules ? ` (${tx.automatic})` : ''}`;
  const parts = [
    `${tx.source}: ${s.sourceRef}`,
    `${tx.tiebreaks}: ${s.codes.join(', ')}`,
    `${tx.rules}: ${rules}`,
    s.afterRound === null ? tx.allRounds : tx.afterRound(s.afterRound),
    ...(s.unratedRating === null ? [] : [tx.unrated(s.unratedRating)]),
    ...(s.teamScoring === null ? [] : [`${tx.scoring}: ${s.teamScoring}`]),
    `${tx.created}: ${s.created}`,
  ];
  return parts.join(' · ') + (live ? ` · ${s.scope === 'team' ? tx.liveTeam : tx.live}` : '');
}

function codeNote(
  code: string,
  locale: Locale,
  scope: 'individual' | 'team',
  hasEmpty: boolean,
): string {
  let line: string;
  try {
    const info = scope === 'team' ? describeTeamCode(code, locale) : describeCode(code, locale);
    line = `${info.name}: ${info.explanation}`;
  } catch {
    line = code;
  }
  return hasEmpty ? `${line}\n${texts(locale).noValue}` : line;
}

function pad(row: PlanValue[], width: number): PlanValue[] {
  while (row.length < width) row.push('');
  return row;
}

/** A snapshot: every value written out, the deciding tie-breaks highlighted and named. */
export function snapshotPlan(table: RankedTable, s: Settings): SheetPlan {
  const tx = texts(s.locale);
  const codes = table.codes;
  const firstCode = 4 + table.scoreHeaders.length;
  const separatedCol = firstCode + codes.length;
  const width = separatedCol;
  const separated = separatingCodes(table.rows);
  const header = [
    tx.header.place,
    tx.header.no,
    table.scope === 'team' ? tx.header.team : tx.header.name,
    ...table.scoreHeaders,
    ...codes.map(asText),
    tx.header.separatedBy,
  ];
  const values: PlanValue[][] = [
    pad([asText(tx.title(s.sourceSheet))], width),
    pad([asText(settingsLine(s, false))], width),
    pad([], width),
    header,
  ];
  const highlights: { row: number; col: number }[] = [];
  table.rows.forEach((r, i) => {
    const k = separated[i];
    const row = HEADER_ROW + 1 + i;
    values.push([
      r.place.includes('–') ? asText(r.place) : r.rank,
      r.no,
      asText(r.name),
      ...r.scores,
      ...r.values.map(v => (v === null ? '' : v)),
      k === null ? '' : asText(codes[k]),
    ]);
    if (k !== null) {
      highlights.push({ row: row - 1, col: firstCode + k }, { row, col: firstCode + k });
    }
  });
  const columnFormats = [
    { col: 1, format: '0' },
    { col: 2, format: '0' },
    ...table.scoreHeaders.map((_, j) => ({
      col: 4 + j,
      format: numberFormat(
        table.rows.map(r => r.scores[j]),
        // Match points are whole numbers; points and board points read as 0.0.
        !(table.scope === 'team' && j === 0),
      ),
    })),
    ...codes.map((c, j) => ({
      col: firstCode + j,
      format: numberFormat(
        table.rows.map(r => r.values[j]),
        SCORE_LIKE.has(acronym(c)),
      ),
    })),
  ];
  const notes = [
    ...codes.map((c, j) => ({
      row: HEADER_ROW,
      col: firstCode + j,
      text: codeNote(
        c,
        s.locale,
        table.scope,
        table.rows.some(r => r.values[j] === null),
      ),
    })),
    { row: HEADER_ROW, col: separatedCol, text: tx.separatedByNote },
  ];
  return {
    values,
    formula: null,
    headerRow: HEADER_ROW,
    columnFormats,
    dataRows: table.rows.length,
    highlights,
    notes,
    boldRows: [],
  };
}

/** A string literal for a Sheets formula. */
function formulaString(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * The =STANDINGS(...) or =TEAM_STANDINGS(...) call a live sheet holds (English function syntax,
 * as setFormula expects).
 */
export function standingsFormula(s: Settings): string {
  const options = [
    ...(s.automaticRules ? [] : [`rules=${s.rules}`]),
    ...(s.afterRound === null ? [] : [`after-round=${s.afterRound}`]),
    ...(s.unratedRating === null ? [] : [`unrated=${s.unratedRating}`]),
    ...(s.points === null ? [] : [`points=${s.points}`]),
    ...(s.teamScoring === null ? [] : [s.teamScoring]),
    ...(s.bergerRounds ? ['rounds=berger'] : []),
  ];
  const args = [s.sourceRef, formulaString(s.codes.join(','))];
  if (options.length > 0) args.push(formulaString(options.join('; ')));
  return `=${s.scope === 'team' ? 'TEAM_STANDINGS' : 'STANDINGS'}(${args.join(', ')})`;
}

/**
 * A live sheet: one =STANDINGS(...) formula spills the table from the header row, so the sheet
 * follows the results as they are typed. Formats cover the rows the table can grow into.
 */
export function livePlan(s: Settings, players: number, maxRows: number): SheetPlan {
  // =TEAM_STANDINGS spills Rank, No., Team, MP, BP; =STANDINGS Rank, No., Name, Points.
  const team = s.scope === 'team';
  const firstCode = team ? 6 : 5;
  const width = firstCode - 1 + s.codes.length;
  const values: PlanValue[][] = [
    pad([asText(texts(s.locale).title(s.sourceSheet))], width),
    pad([asText(settingsLine(s, true))], width),
  ];
  const formats = [
    { col: 1, format: '0' },
    { col: 2, format: '0' },
    ...(team
      ? [
          { col: 4, format: '0' },
          { col: 5, format: '0.0' },
        ]
      : [{ col: 4, format: '0.0' }]),
    ...s.codes.map((c, j) => ({
      col: firstCode + j,
      format: SCORE_LIKE.has(acronym(c)) ? '0.0#' : '0.##',
    })),
  ];
  return {
    values,
    formula: { row: HEADER_ROW, col: 1, text: standingsFormula(s) },
    headerRow: HEADER_ROW,
    columnFormats: formats,
    dataRows: Math.max(players, maxRows - HEADER_ROW),
    highlights: [],
    notes: s.codes.map((c, j) => ({
      row: HEADER_ROW,
      col: firstCode + j,
      text: codeNote(c, s.locale, s.scope, false),
    })),
    boldRows: [],
  };
}

function cellOf(v: number | null): PlanValue {
  return v === null ? '' : v;
}

/**
 * The explanation sheet: for every player (in ranking order) and every code, a bold summary row
 * and one row per round with the opponent, the score used, the contribution and what was cut.
 */
export function explanationPlan(
  table: RankedTable,
  explain: (row: RankedRow, code: string) => Explanation,
  s: Settings,
): SheetPlan {
  const tx = texts(s.locale);
  const width = tx.explanationHeader.length;
  const values: PlanValue[][] = [
    pad([asText(tx.explanationTitle(s.sourceSheet))], width),
    pad([asText(settingsLine(s, false))], width),
    pad([], width),
    [...tx.explanationHeader],
  ];
  const boldRows: number[] = [];
  for (const r of table.rows) {
    for (const code of table.codes) {
      const e = explain(r, code);
      boldRows.push(values.length + 1);
      values.push(
        pad(
          [
            r.place.includes('–') ? asText(r.place) : r.rank,
            asText(r.name),
            asText(code),
            '',
            '',
            '',
            '',
            '',
            cellOf(e.value),
            asText(e.summary),
          ],
          width,
        ),
      );
      for (const row of e.rows) {
        const opponent = row.opponentName ?? (row.opponent === null ? '' : String(row.opponent));
        const note = [row.cut ? tx.cut : '', row.note ?? ''].filter(x => x !== '').join(': ');
        values.push([
          '',
          '',
          '',
          row.round,
          opponent === '' ? '' : asText(opponent),
          cellOf(row.opponentScore),
          asText(row.result),
          row.points,
          cellOf(row.contribution),
          note === '' ? '' : asText(note),
        ]);
      }
    }
  }
  return {
    values,
    formula: null,
    headerRow: HEADER_ROW,
    columnFormats: [
      { col: 4, format: '0' },
      { col: 6, format: '0.0#' },
      { col: 8, format: '0.0#' },
      { col: 9, format: '0.0#' },
    ],
    dataRows: values.length - HEADER_ROW,
    highlights: [],
    notes: [],
    boldRows,
  };
}
