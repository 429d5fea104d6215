/**
 * The lists an arbiter hands out (ranking crosstable, pairing list, starting and alphabetical
 * lists, prize lists) as plain tables: columns named by what they hold, cells as values. The
 * words of the headers and headings come from the catalogues (`lists` in en.ts and de.ts) when a
 * table is written out, so one table serves the command line's formats and the sheet in either
 * language.
 */

/** A place as the standings give it: the shared rank, and `3–4` when it is shared. */
export interface Place {
  readonly rank: number;
  readonly place: string;
}

/**
 * A cell: text (names, crosstable entries `12w1`, results `½-½`), a number (points, tie-break
 * values, ratings, numbers), a place, or nothing (a value that does not exist).
 */
export type ListCell = string | number | Place | null;

export type PlainColumnId =
  | 'rank'
  | 'categoryRank'
  | 'startNo'
  | 'title'
  | 'name'
  | 'federation'
  | 'rating'
  | 'nationalRating'
  | 'fideId'
  | 'club'
  | 'birth'
  | 'sex'
  | 'points'
  | 'category'
  | 'board'
  | 'whiteNo'
  | 'white'
  | 'whiteRating'
  | 'whitePoints'
  | 'result'
  | 'blackPoints'
  | 'black'
  | 'blackRating'
  | 'blackNo';

export type Column =
  | { readonly id: PlainColumnId }
  /** A round of the ranking crosstable (Swiss layout). */
  | { readonly id: 'round'; readonly round: number }
  /** The opponent of a square crosstable's column, by line number in the ranking (1-based). */
  | { readonly id: 'opponent'; readonly line: number }
  /** A tie-break code, as the standings name it. */
  | { readonly id: 'code'; readonly code: string };

/** An age group: `U14` (under 14 on 1 January of the event's year) or `S50` (50 or older in it). */
export interface AgeBand {
  readonly kind: 'U' | 'S';
  readonly age: number;
}

/** A rating band: `from` ≤ rating < `below`; either end may be open. */
export interface RatingBand {
  readonly from?: number;
  readonly below?: number;
}

/** One prize list: a part of the field, cut from the main ranking. */
export type Category =
  | { readonly kind: 'women' }
  | { readonly kind: 'age'; readonly band: AgeBand }
  | { readonly kind: 'rating'; readonly band: RatingBand }
  | { readonly kind: 'unrated' }
  | { readonly kind: 'club'; readonly club: string };

/** What a list is, for its heading. */
export type ListHeading =
  | { readonly kind: 'crosstable'; readonly rounds: number }
  | { readonly kind: 'starting' }
  | { readonly kind: 'alphabetical' }
  | { readonly kind: 'pairings'; readonly round: number }
  | { readonly kind: 'category'; readonly category: Category };

/** Something a list leaves out, said under it. */
export type ListNote =
  | { readonly kind: 'noBirth'; readonly count: number }
  | { readonly kind: 'noSex'; readonly count: number }
  | { readonly kind: 'noClub'; readonly count: number }
  | { readonly kind: 'emptyCategory' }
  /** The legend of the crosstable's entries for rounds without a game. */
  | { readonly kind: 'legend' };

export interface ListTable {
  readonly heading: ListHeading;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly ListCell[])[];
  readonly notes: readonly ListNote[];
}
