/**
 * Prize and category lists: the main ranking cut to a part of the field, never ranked again by
 * other rules. Each list keeps every player's overall place, points and tie-break values as the
 * standings give them, and numbers its players 1, 2, 3 … within the category (players tied on
 * everything in the standings share that number too: `2–3`).
 *
 * Categories:
 * - `women`: players whose sex is `w` (TRF column 10, a player list's Sex column).
 * - `age`: age groups from the year of birth and the year of the event (its start date, or the
 *   year given). `U14` = under 14 on 1 January of the event's year, i.e. born in or after
 *   event year − 14 (FIDE's youth championships: "born on or after 1 January 2004" for the U20
 *   of 2024); `S50` = 50 or older during the event's year, i.e. born in or before event year
 *   − 50 (the seniors' championships count so). The groups overlap as their definitions do: a U10
 *   player is under 12 too; one prize per player is the organiser's rule to apply. Default
 *   bands U8, U10, U12, U14, U16, U18, S50, S65; with the default bands a group nobody belongs to
 *   is left out (all are listed, empty, when nobody is in any), a band given explicitly is listed
 *   even when empty.
 * - `rating:1600,1900`: rating bands from the limits, `<1600`, `1600-1899`, `>=1900` (the rating
 *   the event uses, i.e. the FIDE rating or the one read as such; unrated players are in none).
 * - `unrated`: players without a rating.
 * - `club`: one list per club, the clubs in the order of their best-placed player, each club's
 *   players in ranking order (the club column, or the team a source names).
 */
import { MessageError, msg, rangeError } from '../errors';
import type { Participant } from '../model/types';
import { birthYear } from '../readers/personCells';
import { clubOf, codeColumns, placeOf, playerCell, playerColumns, plain } from './ranked';
import type { RankedEvent } from './ranked';
import type {
  AgeBand,
  Category,
  Column,
  ListCell,
  ListNote,
  ListTable,
  PlainColumnId,
  RatingBand,
} from './types';

/** A category as asked for; `age`, `rating` and `club` become one list per band or club. */
export type CategoryRequest =
  | { readonly kind: 'women' }
  | { readonly kind: 'age'; readonly bands?: readonly AgeBand[] }
  | { readonly kind: 'rating'; readonly limits: readonly number[] }
  | { readonly kind: 'unrated' }
  | { readonly kind: 'club' };

export const DEFAULT_AGE_BANDS: readonly AgeBand[] = [
  { kind: 'U', age: 8 },
  { kind: 'U', age: 10 },
  { kind: 'U', age: 12 },
  { kind: 'U', age: 14 },
  { kind: 'U', age: 16 },
  { kind: 'U', age: 18 },
  { kind: 'S', age: 50 },
  { kind: 'S', age: 65 },
];

const CATEGORY_WORDS: Readonly<Record<string, CategoryRequest['kind']>> = {
  women: 'women',
  woman: 'women',
  female: 'women',
  frauen: 'women',
  damen: 'women',
  age: 'age',
  ages: 'age',
  alter: 'age',
  altersklassen: 'age',
  rating: 'rating',
  elo: 'rating',
  wertung: 'rating',
  unrated: 'unrated',
  'ohne-elo': 'unrated',
  ohneelo: 'unrated',
  club: 'club',
  clubs: 'club',
  verein: 'club',
  vereine: 'club',
};

const CATEGORY_NAMES = 'women, age, rating:1600,1900, unrated, club';

/** `U14`, `u14`, `S50`, German `Ü50` for seniors. */
export function parseAgeBand(text: string): AgeBand {
  const m = /^([usü])\s*(\d{1,2})$/i.exec(text.trim());
  if (!m || Number(m[2]) < 1) {
    throw new MessageError(
      msg`age group "${text.trim()}" should look like U14 (under 14) or S50 (50 and older)`,
    );
  }
  return { kind: m[1].toLowerCase() === 'u' ? 'U' : 'S', age: Number(m[2]) };
}

/** Age groups from `U10,U12,S60` (commas, spaces or semicolons between them). */
export function parseAgeBands(text: string): AgeBand[] {
  const parts = text.split(/[\s,;]+/).filter(s => s !== '');
  if (parts.length === 0) throw new MessageError(msg`no age group given: write e.g. U10,U12,S60`);
  return parts.map(parseAgeBand);
}

function parseLimits(text: string, typed: string): number[] {
  const parts = text.split(/[\s,;/]+/).filter(s => s !== '');
  const limits = parts.map(Number);
  if (parts.length === 0 || limits.some(n => !Number.isInteger(n) || n < 1 || n > 4000)) {
    throw new MessageError(
      msg`"${typed}": give the rating limits as whole numbers, e.g. rating:1600,1900`,
    );
  }
  return [...new Set(limits)].sort((a, b) => a - b);
}

/**
 * One category as typed: `women`, `age` (optionally `age:U10,U12`), `rating:1600,1900`,
 * `unrated`, `club` (German words too: `Frauen`, `Alter`, `Elo`, `ohne Elo`, `Verein`).
 */
export function parseCategory(text: string): CategoryRequest {
  const typed = text.trim();
  const colon = typed.indexOf(':');
  const head = (colon < 0 ? typed : typed.slice(0, colon))
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
  const rest = colon < 0 ? '' : typed.slice(colon + 1).trim();
  const kind = CATEGORY_WORDS[head];
  if (kind === undefined) {
    throw new MessageError(msg`unknown category "${typed}": expected ${CATEGORY_NAMES}`);
  }
  switch (kind) {
    case 'age':
      return rest === '' ? { kind } : { kind, bands: parseAgeBands(rest) };
    case 'rating':
      if (rest === '') {
        throw new MessageError(msg`"${typed}": give the rating limits, e.g. rating:1600,1900`);
      }
      return { kind, limits: parseLimits(rest, typed) };
    default:
      if (rest !== '') throw new MessageError(msg`"${typed}": ${head} takes no value`);
      return { kind };
  }
}

/**
 * Several categories: `women; age; rating:1600,1900` (semicolons, or line breaks; a comma
 * separates them too where it does not separate limits or bands).
 */
export function parseCategories(text: string): CategoryRequest[] {
  const parts = text
    .split(/[;\n]+|,(?=\s*[a-zäöü][a-zäöü\s-]*(?::|,|$))/i)
    .map(s => s.trim())
    .filter(s => s !== '');
  if (parts.length === 0)
    throw new MessageError(msg`no category given: expected ${CATEGORY_NAMES}`);
  return parts.map(parseCategory);
}

export function ageBandLabel(b: AgeBand): string {
  return `${b.kind}${b.age}`;
}

export function ratingBandLabel(b: RatingBand): string {
  if (b.from === undefined) return `<${b.below}`;
  if (b.below === undefined) return `>=${b.from}`;
  return `${b.from}-${b.below - 1}`;
}

/** A category's name as the machine formats and a spilled table write it (`U14`, `<1600`). */
export function categoryLabel(c: Category): string {
  switch (c.kind) {
    case 'women':
    case 'unrated':
      return c.kind;
    case 'age':
      return ageBandLabel(c.band);
    case 'rating':
      return ratingBandLabel(c.band);
    case 'club':
      return c.club;
  }
}

export function ratingBands(limits: readonly number[]): RatingBand[] {
  const bands: RatingBand[] = [{ below: limits[0] }];
  for (let k = 1; k < limits.length; k++) bands.push({ from: limits[k - 1], below: limits[k] });
  bands.push({ from: limits[limits.length - 1] });
  return bands;
}

function inAgeBand(year: number, eventYear: number, band: AgeBand): boolean {
  return band.kind === 'U' ? year >= eventYear - band.age : year <= eventYear - band.age;
}

function inRatingBand(rating: number, band: RatingBand): boolean {
  return (
    (band.from === undefined || rating >= band.from) &&
    (band.below === undefined || rating < band.below)
  );
}

/** The event's year: given, else the year of its start (or end) date. */
function eventYear(ev: RankedEvent, given: number | undefined): number {
  if (given !== undefined) return given;
  const date = ev.tournament.startDate ?? ev.tournament.endDate;
  const year = date === undefined ? NaN : Number(date.slice(0, 4));
  if (!Number.isInteger(year) || year < 1) {
    throw rangeError(
      msg`age groups are counted from the year of the event, which the source does not give: give the year (--year 2025, or the option year=2025)`,
    );
  }
  return year;
}

export interface CategoryOptions {
  /** The event's year, for age groups; default the year of its start date. */
  readonly year?: number;
}

const COLUMNS: readonly PlainColumnId[] = ['startNo', 'title', 'name', 'federation', 'rating'];

/** The lists of the categories asked for, in the order asked. */
export function categoryLists(
  ev: RankedEvent,
  requests: readonly CategoryRequest[],
  options: CategoryOptions = {},
): ListTable[] {
  return requests.flatMap(r => listsOf(ev, r, options));
}

function listsOf(ev: RankedEvent, r: CategoryRequest, options: CategoryOptions): ListTable[] {
  const ps = ev.tournament.participants;
  switch (r.kind) {
    case 'women': {
      const missing = ps.filter(p => p.sex === undefined).length;
      if (missing === ps.length) {
        throw rangeError(
          msg`no player's sex is given, so there is no list of women: add a Sex column (m or w) to the player list, or use a TRF file that has it`,
        );
      }
      const notes: ListNote[] = missing > 0 ? [{ kind: 'noSex', count: missing }] : [];
      return [cut(ev, { kind: 'women' }, p => p.sex === 'w', [], notes)];
    }
    case 'unrated':
      return [cut(ev, { kind: 'unrated' }, p => p.rating === undefined, [], [])];
    case 'rating':
      return ratingBands(r.limits).map(band =>
        cut(
          ev,
          { kind: 'rating', band },
          p => p.rating !== undefined && inRatingBand(p.rating, band),
          [],
          [],
        ),
      );
    case 'age': {
      const years = ps.map(p => birthYear(p.birthDate));
      const missing = years.filter(y => y === undefined).length;
      if (missing === ps.length) {
        throw rangeError(
          msg`no player's year of birth is given, so there are no age groups: add a Birth column (Geb.) to the player list, or use a TRF file that has it`,
        );
      }
      const year = eventYear(ev, options.year);
      const explicit = r.bands !== undefined;
      const tables = (r.bands ?? DEFAULT_AGE_BANDS).map(band => {
        const inBand = (p: Participant) => {
          const y = birthYear(p.birthDate);
          return y !== undefined && inAgeBand(y, year, band);
        };
        return cut(ev, { kind: 'age', band }, inBand, ['birth'], []);
      });
      // Default bands nobody is in are left out; when nobody is in any, all are shown empty.
      const filled = tables.filter(t => t.rows.length > 0);
      const kept = explicit || filled.length === 0 ? tables : filled;
      if (missing > 0 && kept.length > 0) {
        kept[0] = { ...kept[0], notes: [...kept[0].notes, { kind: 'noBirth', count: missing }] };
      }
      return kept;
    }
    case 'club': {
      const order: string[] = [];
      for (const row of ev.standings.rows) {
        const club = clubOf(ps[row.index]);
        if (club !== undefined && !order.includes(club)) order.push(club);
      }
      if (order.length === 0) {
        throw rangeError(
          msg`no player's club is given, so there are no club lists: add a Club column (Verein) to the player list`,
        );
      }
      const missing = ps.filter(p => clubOf(p) === undefined).length;
      const tables = order.map(club =>
        cut(ev, { kind: 'club', club }, p => clubOf(p) === club, [], []),
      );
      if (missing > 0) {
        tables[0] = { ...tables[0], notes: [{ kind: 'noClub', count: missing }] };
      }
      return tables;
    }
  }
}

/**
 * The main ranking cut to the players `keep` accepts: category rank (shared as the standings
 * share it), overall place, the player columns, `extra` columns, points and the tie-breaks.
 */
function cut(
  ev: RankedEvent,
  category: Category,
  keep: (p: Participant) => boolean,
  extra: readonly PlainColumnId[],
  notes: ListNote[],
): ListTable {
  const ps = ev.tournament.participants;
  const ids = [...playerColumns(ps, COLUMNS), ...extra];
  const members = ev.standings.rows.filter(r => keep(ps[r.index]));
  const columns: Column[] = [
    { id: 'categoryRank' },
    { id: 'rank' },
    ...plain(ids),
    { id: 'points' },
    ...codeColumns(ev.standings),
  ];
  const rows: ListCell[][] = [];
  for (let m = 0; m < members.length;) {
    let end = m + 1;
    while (end < members.length && members[end].rank === members[m].rank) end++;
    const place = end - m > 1 ? `${m + 1}–${end}` : String(m + 1);
    for (let k = m; k < end; k++) {
      const r = members[k];
      const p = ps[r.index];
      rows.push([
        { rank: m + 1, place },
        placeOf(r),
        ...ids.map(id => playerCell(p, id)),
        r.points,
        ...r.values,
      ]);
    }
    m = end;
  }
  const all = rows.length === 0 ? [...notes, { kind: 'emptyCategory' } as const] : notes;
  return { heading: { kind: 'category', category }, columns, rows, notes: all };
}
