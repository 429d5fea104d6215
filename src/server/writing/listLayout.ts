/**
 * What the ranking crosstable sheet, the prize lists sheet and the printable lists (pairings of a
 * round, starting list, alphabetical list) show, as plain data (SheetPlan);
 * standingsSheet.ts writes them with the standings, all or nothing, in a number of calls that
 * does not depend on the field.
 *
 * Layout as the standings sheet: row 1 title, row 2 settings line, row 3 empty, the table from
 * row 4. The crosstable's header (row 4) is frozen; the prize lists follow each other, each with
 * its heading and header in bold, its notes, and an empty row. A live sheet holds one formula in
 * A4 (=CROSSTABLE or =CATEGORY_STANDINGS) that spills the table and follows the results.
 */
import { columnHeader, headingText, listWords, noteText } from '../../core/lists';
import type { Column, ListCell, ListTable } from '../../core/lists';
import { HEADER_ROW, RATING_FORMAT, columnFormat, settingsLine } from './standingsLayout';
import { asText } from './textMark';
import type { PlanValue, Settings, SheetPlan } from './standingsLayout';

/** A list's cell for a snapshot: text marked as text (`-1`, `+`, names), places as the rank. */
function planCell(c: ListCell): PlanValue {
  if (c === null) return '';
  if (typeof c === 'number') return c;
  if (typeof c === 'string') return asText(c);
  return c.place.includes('–') ? asText(c.place) : c.rank;
}

function pad(row: PlanValue[], width: number): PlanValue[] {
  while (row.length < width) row.push('');
  return row;
}

/** The number formats of the numeric columns (points, tie-breaks, ratings, numbers). */
function formatsOf(
  columns: readonly Column[],
  rows: readonly (readonly ListCell[])[],
): { col: number; format: string }[] {
  const out: { col: number; format: string }[] = [];
  columns.forEach((c, k) => {
    const values = rows.map(r => (typeof r[k] === 'number' ? (r[k] as number) : null));
    if (values.every(v => v === null)) return;
    if (c.id === 'ratingChange') {
      out.push({ col: k + 1, format: RATING_FORMAT[c.system] });
      return;
    }
    // Points (the pairing list's before the round too) show their half points alike.
    const points = c.id === 'points' || c.id === 'whitePoints' || c.id === 'blackPoints';
    const code = c.id === 'code' ? c.code : points ? null : 'N';
    out.push({ col: k + 1, format: columnFormat(code, values) });
  });
  return out;
}

/**
 * One list as a snapshot — the ranking crosstable, a round's pairing list, the starting or the
 * alphabetical list: every value written out (text as text), the header frozen.
 */
export function tablePlan(table: ListTable, s: Settings): SheetPlan {
  const w = listWords(s.locale);
  const width = table.columns.length;
  const notes = table.notes.map(n => pad([asText(noteText(n, w))], width));
  const values: PlanValue[][] = [
    pad([asText(`${headingText(table.heading, w)} – ${s.sourceSheet}`)], width),
    pad([asText(settingsLine(s, false))], width),
    pad([], width),
    table.columns.map(c => asText(columnHeader(c, w))),
    ...table.rows.map(r => r.map(c => planCell(c))),
    ...(notes.length > 0 ? [pad([], width), ...notes] : []),
  ];
  return {
    values,
    formula: null,
    headerRow: HEADER_ROW,
    columnFormats: formatsOf(table.columns, table.rows),
    dataRows: table.rows.length,
    highlights: [],
    notes: [],
    boldRows: [],
  };
}

/**
 * The prize lists as a snapshot: one section per list (its heading, header, rows and notes), in
 * the columns of all of them, so a column holds the same thing all the way down and is
 * formatted once.
 */
export function prizePlan(tables: readonly ListTable[], flat: ListTable, s: Settings): SheetPlan {
  const w = listWords(s.locale);
  // The flat table's columns without its Category column: the union of every list's columns.
  const columns = flat.columns.slice(1);
  const width = Math.max(columns.length, 1);
  const key = (c: Column) => columnHeader(c, listWords('en'));
  const values: PlanValue[][] = [
    pad([asText(`${w.prizeSheet} – ${s.sourceSheet}`)], width),
    pad([asText(settingsLine(s, false))], width),
    pad([], width),
  ];
  const boldRows: number[] = [];
  for (const t of tables) {
    const index = new Map(t.columns.map((c, k) => [key(c), k]));
    boldRows.push(values.length + 1, values.length + 2);
    values.push(pad([asText(headingText(t.heading, w))], width));
    values.push(
      pad(
        columns.map(c => asText(columnHeader(c, w))),
        width,
      ),
    );
    for (const r of t.rows) {
      values.push(
        pad(
          columns.map(c => {
            const k = index.get(key(c));
            return k === undefined ? '' : planCell(r[k]);
          }),
          width,
        ),
      );
    }
    for (const n of t.notes) values.push(pad([asText(noteText(n, w))], width));
    values.push(pad([], width));
  }
  return {
    values,
    formula: null,
    headerRow: 3,
    columnFormats: formatsOf(
      columns,
      flat.rows.map(r => r.slice(1)),
    ),
    dataRows: values.length - 3,
    highlights: [],
    notes: [],
    boldRows,
  };
}

/** A string literal for a Sheets formula. */
function formulaString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The options of a live list formula: the codes, the rules and readings the standings used. */
function listOptions(s: Settings, extra: readonly string[]): string {
  return [
    `tiebreaks=${s.codes.join(',')}`,
    ...(s.automaticRules ? [] : [`rules=${s.rules}`]),
    ...(s.unratedRating === null ? [] : [`unrated=${s.unratedRating}`]),
    ...(s.points === null ? [] : [`points=${s.points}`]),
    ...(s.bergerRounds ? ['rounds=berger'] : []),
    ...extra,
    ...(s.locale === 'en' ? [] : [`lang=${s.locale}`]),
  ].join('; ');
}

/** A live sheet: title, settings line, and one formula in A4 that spills the list. */
function livePlan(title: string, s: Settings, formula: string, maxRows: number): SheetPlan {
  return {
    values: [[asText(title)], [asText(settingsLine(s, true))]],
    formula: { row: HEADER_ROW, col: 1, text: formula },
    headerRow: HEADER_ROW,
    columnFormats: [],
    dataRows: Math.max(0, maxRows - HEADER_ROW),
    highlights: [],
    notes: [],
    boldRows: [],
  };
}

/**
 * The live crosstable: `=CROSSTABLE('Swiss open'!A1:K, "tiebreaks=…", Players!A1:H)`, with the
 * standings' `rating-change=…` when they have an Rtg+/- column. Its columns grow with the rounds,
 * so it takes Sheets' own number formats.
 */
export function liveCrosstablePlan(
  s: Settings,
  playersRef: string | null,
  maxRows: number,
): SheetPlan {
  const w = listWords(s.locale);
  const rating = s.ratingChange === undefined ? [] : [s.ratingChange.option];
  const args = [
    s.liveRef,
    formulaString(listOptions(s, rating)),
    ...(playersRef ? [playersRef] : []),
  ];
  return livePlan(
    `${w.crosstableSheet} – ${s.sourceSheet}`,
    s,
    `=CROSSTABLE(${args.join(', ')})`,
    maxRows,
  );
}

/** The live prize lists: `=CATEGORY_STANDINGS('Swiss open'!A1:K, "women; age", "…", …)`. */
export function livePrizePlan(
  s: Settings,
  categories: string,
  year: number | null,
  playersRef: string | null,
  maxRows: number,
): SheetPlan {
  const w = listWords(s.locale);
  const options = listOptions(s, year === null ? [] : [`year=${year}`]);
  const args = [
    s.liveRef,
    formulaString(categories),
    formulaString(options),
    ...(playersRef ? [playersRef] : []),
  ];
  return livePlan(
    `${w.prizeSheet} – ${s.sourceSheet}`,
    s,
    `=CATEGORY_STANDINGS(${args.join(', ')})`,
    maxRows,
  );
}
