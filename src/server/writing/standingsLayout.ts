/**
 * What a standings sheet shows, decided without touching Sheets: the cells, formats, highlights
 * and notes as plain data. standingsSheet.ts puts the plan into a sheet.
 *
 * Layout: row 1 title, row 2 settings line, row 3 empty, row 4 header (frozen, bold), players from
 * row 5 in ranking order.
 */
import { explanationIn } from '../../core';
import type { Explanation, Standings, Tournament } from '../../core';
import type { Locale, RuleSetId } from '../../shared/types';
import { parseTeamCode } from '../../core/teams';
import type { TeamEvent, TeamStandings } from '../../core/teams';
import { describeTeamCode } from '../texts/teamCatalogue';
import { describeCode, ruleSetLabel } from '../texts/tiebreakCatalogue';
import { texts } from '../texts/general';
import { asText } from './textMark';

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
  /** A last column of rating changes (Rtg+/-), one value per row in ranking order. */
  readonly rating?: RatingChangeColumn;
}

/** Number formats of the Rtg+/- column: hundredths of a point for FIDE, whole points for DWZ. */
export const RATING_FORMAT = { fide: '0.00', dwz: '0' } as const;

/** The Rtg+/- column: its header, its number format and a value per ranked row. */
export interface RatingChangeColumn {
  readonly header: string;
  readonly format: string;
  readonly values: readonly (number | null)[];
}

/**
 * The rating change column for the ranked rows of `s`, from every participant's change (by
 * participant index): FIDE K · (W − We) with two decimals, DWZ Rn − Ro as a whole number.
 */
export function ratingChangeColumn(
  header: string,
  system: 'fide' | 'dwz',
  s: Standings,
  change: readonly (number | null)[],
): RatingChangeColumn {
  return {
    header,
    format: RATING_FORMAT[system],
    values: s.rows.map(r => change[r.index]),
  };
}

/** The engine's individual standings as a sheet shows them (Points the one score column). */
export function individualTable(
  t: Tournament,
  s: Standings,
  locale: Locale,
  rating?: RatingChangeColumn,
): RankedTable {
  return {
    scope: 'individual',
    scoreHeaders: scoreHeadersOf('individual', locale),
    codes: s.codes,
    rows: s.rows.map(r => {
      const p = t.participants[r.index];
      return { ...r, no: p.startNo, name: p.name, scores: [r.points] };
    }),
    ...(rating && { rating }),
  };
}

/** The engine's team standings as a sheet shows them (MP and BP the score columns). */
export function teamTable(e: TeamEvent, s: TeamStandings, locale: Locale): RankedTable {
  return {
    scope: 'team',
    scoreHeaders: scoreHeadersOf('team', locale),
    codes: s.codes,
    rows: s.rows.map(r => {
      const team = e.teams[r.index];
      return { ...r, no: team.no, name: team.name, scores: [r.matchPoints, r.gamePoints] };
    }),
  };
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
  /** The same columns down to the sheet's last row, `'Swiss open'!A1:K` (live formula). */
  readonly liveRef: string;
  readonly sourceSheet: string;
  readonly codes: readonly string[];
  /** Codes of the chosen preset the source cannot give, one line each (which, why). */
  readonly notes?: readonly string[];
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
  /** The Rtg+/- column, when asked for: its system and option text (`rating-change=fide; …`). */
  readonly ratingChange?: { readonly system: 'fide' | 'dwz'; readonly option: string };
  /** Formatted date and time of this run. */
  readonly created: string;
  /**
   * The source is a crosstable that does not say which round each game was in: explanations
   * number no rounds rather than invent them from the column order.
   */
  readonly roundsUnknown: boolean;
}

export function settingsLine(s: Settings, live: boolean): string {
  const tx = texts(s.locale);
  const rules = `${ruleSetLabel(s.rules, s.locale)}${s.automaticRules ? ` (${tx.automatic})` : ''}`;
  const parts = [
    `${tx.source}: ${live ? s.liveRef : s.sourceRef}`,
    `${tx.tiebreaks}: ${s.codes.join(', ')}`,
    `${tx.rules}: ${rules}`,
    s.afterRound === null ? tx.allRounds : tx.afterRound(s.afterRound),
    ...(s.unratedRating === null ? [] : [tx.unrated(s.unratedRating)]),
    ...(s.teamScoring === null ? [] : [`${tx.scoring}: ${s.teamScoring}`]),
    ...(s.notes ?? []),
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

/**
 * A team code that only repeats a score column: `GPTS` (also typed `GP`, `BP`) is the BP column,
 * `MPTS` (`MP`) the MP column. It still ranks, but has no column of its own.
 */
function repeatedScore(code: string, scope: 'individual' | 'team'): number | null {
  if (scope !== 'team') return null;
  let canonical: string;
  try {
    canonical = parseTeamCode(code).canonical;
  } catch {
    return null;
  }
  return canonical === 'MPTS' ? 0 : canonical === 'GPTS' ? 1 : null;
}

/** Where each code shows: its own column, or the score column it repeats (0-based). */
interface CodeColumns {
  /** Indexes of the codes with a column of their own, in order. */
  readonly shown: readonly number[];
  /** 0-based column of each code's value. */
  readonly columnOf: readonly number[];
  /** Header of each code's column: the code, or the score header it repeats. */
  readonly labelOf: readonly string[];
  /** 0-based column of "Separated by". */
  readonly separatedCol: number;
}

function codeColumns(
  scope: 'individual' | 'team',
  scoreHeaders: readonly string[],
  codes: readonly string[],
): CodeColumns {
  const firstCode = 3 + scoreHeaders.length;
  const shown: number[] = [];
  const columnOf: number[] = [];
  const labelOf: string[] = [];
  codes.forEach((c, j) => {
    const score = repeatedScore(c, scope);
    if (score === null) {
      columnOf.push(firstCode + shown.length);
      labelOf.push(c);
      shown.push(j);
    } else {
      columnOf.push(3 + score);
      labelOf.push(scoreHeaders[score]);
    }
  });
  return { shown, columnOf, labelOf, separatedCol: firstCode + shown.length };
}

/** Score column headers: Points; or MP and BP for teams. */
export function scoreHeadersOf(scope: 'individual' | 'team', locale: Locale): string[] {
  const h = texts(locale).header;
  return scope === 'team' ? [h.matchPoints, h.boardPoints] : [h.points];
}

/**
 * The standings table as the snapshot writes it and =STANDINGS / =TEAM_STANDINGS spill it:
 * Place (shared places as `3–4`), No., Name or Team, the scores, one column per code (a code
 * repeating a score column has none), Separated by. `text` marks text the user typed (names,
 * places, codes) the way the destination needs.
 */
export function standingsTable(
  table: RankedTable,
  locale: Locale,
  text: (s: string) => PlanValue,
): {
  header: PlanValue[];
  rows: PlanValue[][];
  columns: CodeColumns;
  /** Per row, the 0-based code index that separated it from the row above, or null. */
  separated: (number | null)[];
} {
  const tx = texts(locale);
  const columns = codeColumns(table.scope, table.scoreHeaders, table.codes);
  const separated = separatingCodes(table.rows);
  const header: PlanValue[] = [
    tx.header.place,
    tx.header.no,
    table.scope === 'team' ? tx.header.team : tx.header.name,
    ...table.scoreHeaders,
    ...columns.shown.map(j => text(table.codes[j])),
    tx.header.separatedBy,
    ...(table.rating ? [text(table.rating.header)] : []),
  ];
  const rows = table.rows.map((r, i) => {
    const k = separated[i];
    return [
      r.place.includes('–') ? text(r.place) : r.rank,
      r.no,
      text(r.name),
      ...r.scores,
      ...columns.shown.map(j => cellOf(r.values[j])),
      k === null ? '' : text(columns.labelOf[k]),
      ...(table.rating ? [cellOf(table.rating.values[i])] : []),
    ];
  });
  return { header, rows, columns, separated };
}

/** A snapshot: every value written out, the deciding tie-breaks highlighted and named. */
export function snapshotPlan(table: RankedTable, s: Settings): SheetPlan {
  const tx = texts(s.locale);
  const codes = table.codes;
  const { header, rows, columns, separated } = standingsTable(table, s.locale, asText);
  const width = header.length;
  const values: PlanValue[][] = [
    pad([asText(tx.title(s.sourceSheet))], width),
    pad([asText(settingsLine(s, false))], width),
    pad([], width),
    header,
    ...rows,
  ];
  const highlights: { row: number; col: number }[] = [];
  separated.forEach((k, i) => {
    if (k === null) return;
    const row = HEADER_ROW + 1 + i;
    const col = columns.columnOf[k] + 1;
    highlights.push({ row: row - 1, col }, { row, col });
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
    ...columns.shown.map(j => ({
      col: columns.columnOf[j] + 1,
      format: numberFormat(
        table.rows.map(r => r.values[j]),
        SCORE_LIKE.has(acronym(codes[j])),
      ),
    })),
    ...(table.rating ? [{ col: width, format: table.rating.format }] : []),
  ];
  const notes = [
    ...columns.shown.map(j => ({
      row: HEADER_ROW,
      col: columns.columnOf[j] + 1,
      text: codeNote(
        codes[j],
        s.locale,
        table.scope,
        table.rows.some(r => r.values[j] === null),
      ),
    })),
    { row: HEADER_ROW, col: columns.separatedCol + 1, text: tx.separatedByNote },
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
 * as setFormula expects). It reads the source's columns down to the last row (`A1:K`), so late
 * entries and new rounds count, and spills its headers in the user's language.
 */
export function standingsFormula(s: Settings): string {
  const options = [
    ...(s.automaticRules ? [] : [`rules=${s.rules}`]),
    ...(s.afterRound === null ? [] : [`after-round=${s.afterRound}`]),
    ...(s.unratedRating === null ? [] : [`unrated=${s.unratedRating}`]),
    ...(s.points === null ? [] : [`points=${s.points}`]),
    ...(s.teamScoring === null ? [] : [s.teamScoring]),
    ...(s.bergerRounds ? ['rounds=berger'] : []),
    ...(s.ratingChange === undefined ? [] : [s.ratingChange.option]),
    ...(s.locale === 'en' ? [] : [`lang=${s.locale}`]),
  ];
  const args = [s.liveRef, formulaString(s.codes.join(','))];
  if (options.length > 0) args.push(formulaString(options.join('; ')));
  return `=${s.scope === 'team' ? 'TEAM_STANDINGS' : 'STANDINGS'}(${args.join(', ')})`;
}

/**
 * A live sheet: one =STANDINGS(...) formula spills the table from the header row, so the sheet
 * follows the results as they are typed. Its columns are the snapshot's (standingsTable); formats
 * cover the rows the table can grow into.
 */
export function livePlan(s: Settings, players: number, maxRows: number): SheetPlan {
  const team = s.scope === 'team';
  const columns = codeColumns(s.scope, scoreHeadersOf(s.scope, s.locale), s.codes);
  const width = columns.separatedCol + 1 + (s.ratingChange === undefined ? 0 : 1);
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
    ...columns.shown.map(j => ({
      col: columns.columnOf[j] + 1,
      format: SCORE_LIKE.has(acronym(s.codes[j])) ? '0.0#' : '0.##',
    })),
    ...(s.ratingChange === undefined
      ? []
      : [{ col: width, format: RATING_FORMAT[s.ratingChange.system] }]),
  ];
  return {
    values,
    formula: { row: HEADER_ROW, col: 1, text: standingsFormula(s) },
    headerRow: HEADER_ROW,
    columnFormats: formats,
    dataRows: Math.max(players, maxRows - HEADER_ROW),
    highlights: [],
    notes: [
      ...columns.shown.map(j => ({
        row: HEADER_ROW,
        col: columns.columnOf[j] + 1,
        text: codeNote(s.codes[j], s.locale, s.scope, false),
      })),
      {
        row: HEADER_ROW,
        col: columns.separatedCol + 1,
        text: texts(s.locale).separatedByNote,
      },
    ],
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
    pad(s.roundsUnknown ? [asText(tx.noRoundOrder)] : [], width),
    [...tx.explanationHeader],
  ];
  const boldRows: number[] = [];
  for (const r of table.rows) {
    for (const code of table.codes) {
      const e = explanationIn(explain(r, code), s.locale);
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
          s.roundsUnknown ? '' : row.round,
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

/**
 * The number format of a column of values, as the standings sheet formats its own: points
 * (`code` null) and score-like codes with one decimal at least, others as whole numbers where
 * they are; every value shown exactly (halves, quarters, two-decimal averages).
 */
export function columnFormat(code: string | null, values: readonly (number | null)[]): string {
  return numberFormat(values, code === null || SCORE_LIKE.has(acronym(code)));
}
