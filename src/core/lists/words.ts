/**
 * A list's words in a language: column headers, headings, notes, and its cells as text. The
 * command line's text and HTML and the sheets say them in the user's language; the machine
 * formats (TSV, CSV) in English with plain decimals.
 */
import type { Lang } from '../messages/message';
import { localNumber } from '../messages/message';
import type { ListWords } from '../messages/catalogueTypes';
import * as de from '../messages/de';
import * as en from '../messages/en';
import { formatNumber } from '../numbers';
import { ageBandLabel, categoryLabel, ratingBandLabel } from './categories';
import type { Category, Column, ListCell, ListHeading, ListNote, ListTable } from './types';

export function listWords(lang: Lang): ListWords {
  return lang === 'de' ? de.lists : en.lists;
}

export function columnHeader(c: Column, w: ListWords): string {
  switch (c.id) {
    case 'round':
      return w.round(c.round);
    case 'opponent':
      return String(c.line);
    case 'code':
      return c.code;
    default:
      return w.columns[c.id];
  }
}

export function categoryTitle(c: Category, w: ListWords): string {
  switch (c.kind) {
    case 'women':
      return w.women;
    case 'unrated':
      return w.unrated;
    case 'age':
      return w.age(ageBandLabel(c.band));
    case 'rating':
      return w.rating(ratingBandLabel(c.band));
    case 'club':
      return w.club(c.club);
  }
}

/** A category's name in a Category column: `women`/`Frauen`, `U14`, `<1600`, the club. */
export function categoryName(c: Category, w: ListWords): string {
  return c.kind === 'women' || c.kind === 'unrated' ? w.categoryName[c.kind] : categoryLabel(c);
}

export function headingText(h: ListHeading, w: ListWords): string {
  switch (h.kind) {
    case 'crosstable':
      return w.crosstable(h.rounds);
    case 'starting':
      return w.starting;
    case 'alphabetical':
      return w.alphabetical;
    case 'pairings':
      return w.pairings(h.round);
    case 'category':
      return categoryTitle(h.category, w);
  }
}

export function noteText(n: ListNote, w: ListWords): string {
  switch (n.kind) {
    case 'noBirth':
      return w.noBirth(n.count);
    case 'noSex':
      return w.noSex(n.count);
    case 'noClub':
      return w.noClub(n.count);
    case 'emptyCategory':
      return w.emptyCategory;
    case 'legend':
      return w.legend;
  }
}

/** A cell for reading: places as `3–4`, numbers in the language (3,5), nothing as ''. */
export function cellText(c: ListCell, lang: Lang): string {
  if (c === null) return '';
  if (typeof c === 'number') return localNumber(c, lang);
  if (typeof c === 'string') return c;
  return c.place;
}

/** A cell for a machine format: places as their rank, numbers as plain decimals. */
export function machineText(c: ListCell): string {
  if (c === null) return '';
  if (typeof c === 'number') return formatNumber(c);
  if (typeof c === 'string') return c;
  return String(c.rank);
}

/** True when a cell is a number or a place (right-aligned in text). */
export function isNumeric(c: ListCell): boolean {
  return typeof c === 'number' || (c !== null && typeof c === 'object');
}

/**
 * Category lists as one table with a Category column first, for the machine formats and a
 * spilled function: the columns of every list, each once, in the order the lists give them.
 */
export function flatCategories(tables: readonly ListTable[], w: ListWords): ListTable {
  const key = (c: Column) =>
    c.id === 'round'
      ? `r${c.round}`
      : c.id === 'opponent'
        ? `o${c.line}`
        : c.id === 'code'
          ? `c:${c.code}`
          : c.id;
  const columns: Column[] = [];
  const seen = new Set<string>();
  for (const t of tables) {
    t.columns.forEach((c, k) => {
      if (seen.has(key(c))) return;
      seen.add(key(c));
      // Before the first column already placed that follows it in this table.
      const after = t.columns.slice(k + 1).map(key);
      const at = columns.findIndex(x => after.includes(key(x)));
      if (at < 0) columns.push(c);
      else columns.splice(at, 0, c);
    });
  }
  const rows: ListCell[][] = [];
  for (const t of tables) {
    if (t.heading.kind !== 'category') continue;
    const name = categoryName(t.heading.category, w);
    const index = new Map(t.columns.map((c, k) => [key(c), k]));
    for (const r of t.rows) {
      rows.push([
        name,
        ...columns.map(c => {
          const k = index.get(key(c));
          return k === undefined ? null : r[k];
        }),
      ]);
    }
  }
  return {
    heading: tables[0]?.heading ?? { kind: 'starting' },
    columns: [{ id: 'category' }, ...columns],
    rows,
    notes: tables.flatMap(t => t.notes.filter(n => n.kind !== 'emptyCategory')),
  };
}
