/**
 * The lists of `chess-standings crosstable` and `chess-standings lists` written out: a text table
 * for reading (in the language asked for), TSV and CSV for programs (English headers, plain
 * decimals, places as their rank: the same in every language), and HTML, one self-contained page
 * a club can post (inline style, no script, every text escaped).
 */
import type { Lang } from '../core';
import {
  cellText,
  columnHeader,
  flatCategories,
  headingText,
  isNumeric,
  listWords,
  machineText,
  noteText,
} from '../core/lists';
import type { ListCell, ListTable } from '../core/lists';
import { toCsv, toTsv } from './output';

export type ListFormat = 'text' | 'tsv' | 'csv' | 'html';

export const LIST_FORMATS: readonly ListFormat[] = ['text', 'tsv', 'csv', 'html'];

/** What the page or text says above the lists: the event and how it was ranked. */
export interface ListsHead {
  /** The event's name, else the file's. */
  readonly title: string;
  /** "Swiss progress table, 13 players, 5 rounds; rules fide-2026; tie-breaks BH/C1, BH". */
  readonly about: string;
}

/** The tables as one grid for TSV/CSV: category lists flattened under a Category column. */
function machineGrid(tables: readonly ListTable[]): string[][] {
  const w = listWords('en');
  const table =
    tables.length === 1 && tables[0].heading.kind !== 'category'
      ? tables[0]
      : flatCategories(tables, w);
  return [table.columns.map(c => columnHeader(c, w)), ...table.rows.map(r => r.map(machineText))];
}

function textTable(t: ListTable, lang: Lang): string {
  const w = listWords(lang);
  const header = t.columns.map(c => columnHeader(c, w));
  const rows = t.rows.map(r => r.map(c => cellText(c, lang)));
  const right = t.columns.map(
    (_, k) => t.rows.length > 0 && t.rows.every(r => r[k] === null || isNumeric(r[k])),
  );
  const all = [header, ...rows];
  const widths = header.map((_, k) => Math.max(...all.map(r => [...r[k]].length)));
  const line = (r: readonly string[]) =>
    r
      .map((f, k) => (right[k] ? f.padStart(widths[k]) : f.padEnd(widths[k])))
      .join('  ')
      .trimEnd();
  const notes = t.notes.map(n => noteText(n, w));
  return [
    headingText(t.heading, w),
    '',
    ...all.map(line),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}

function textLists(head: ListsHead, tables: readonly ListTable[], lang: Lang): string {
  return `${head.title}\n${head.about}\n\n${tables.map(t => textTable(t, lang)).join('\n\n')}\n`;
}

/** Text for HTML: the five characters that could end a text or an attribute, as entities. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, ch => `&#${ch.charCodeAt(0)};`);
}

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:1.5em;color:#222}',
  'h1{font-size:1.4em;margin:0 0 .2em}',
  'h2{font-size:1.1em;margin:1.6em 0 .4em}',
  'p.about{color:#555;margin:0 0 1em}',
  'table{border-collapse:collapse;font-size:.9em}',
  'th,td{border:1px solid #ccc;padding:.15em .45em;white-space:nowrap}',
  'th{background:#f0f0f0;text-align:left}',
  'td.num{text-align:right}',
  'tbody tr:nth-child(even){background:#fafafa}',
  'p.note{color:#555;font-size:.85em}',
  '@media print{body{margin:0}tbody tr:nth-child(even){background:none}}',
].join('');

function htmlCell(c: ListCell, lang: Lang): string {
  const text = escapeHtml(cellText(c, lang));
  return isNumeric(c) ? `<td class="num">${text}</td>` : `<td>${text}</td>`;
}

function htmlTable(t: ListTable, lang: Lang): string {
  const w = listWords(lang);
  const head = t.columns.map(c => `<th>${escapeHtml(columnHeader(c, w))}</th>`).join('');
  const body = t.rows.map(r => `<tr>${r.map(c => htmlCell(c, lang)).join('')}</tr>`).join('\n');
  const notes = t.notes.map(n => `<p class="note">${escapeHtml(noteText(n, w))}</p>`).join('\n');
  return [
    '<section>',
    `<h2>${escapeHtml(headingText(t.heading, w))}</h2>`,
    `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`,
    ...(notes ? [notes] : []),
    '</section>',
  ].join('\n');
}

/**
 * One page, valid HTML that also parses as XML (XHTML syntax: `<meta … />`, every element
 * closed), so a strict parser and a browser read it alike.
 */
function htmlPage(head: ListsHead, tables: readonly ListTable[], lang: Lang): string {
  const w = listWords(lang);
  const title = `${head.title} – ${tables.map(t => headingText(t.heading, w))[0] ?? ''}`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(head.title)}</h1>`,
    `<p class="about">${escapeHtml(head.about)}</p>`,
    ...tables.map(t => htmlTable(t, lang)),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function writeLists(
  head: ListsHead,
  tables: readonly ListTable[],
  format: ListFormat,
  lang: Lang,
): string {
  switch (format) {
    case 'tsv':
      return toTsv(machineGrid(tables));
    case 'csv':
      return toCsv(machineGrid(tables));
    case 'html':
      return htmlPage(head, tables, lang);
    default:
      return textLists(head, tables, lang);
  }
}
