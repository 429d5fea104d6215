/**
 * Errors about what the user typed. They name the place (a cell as the user sees it, or a TRF
 * line), what was found and what was expected, so an organiser can fix the sheet. A reader never
 * turns bad input into a number.
 */

/** Where in the input something was found. Rows and columns are 0-based within the range. */
export type InputLocation =
  | { readonly kind: 'cell'; readonly row: number; readonly col: number }
  | { readonly kind: 'line'; readonly line: number }
  /** A game of a PGN file: its place in the file (1-based) and its Round tag as written. */
  | { readonly kind: 'game'; readonly game: number; readonly round?: string }
  | { readonly kind: 'range' };

/** Top-left cell of the range in the user's sheet (1-based row and column), when known. */
export interface RangeOrigin {
  readonly row: number;
  readonly col: number;
  readonly sheet?: string;
}

/** A second cell an error speaks of (the mirror cell of a crosstable, the other entry of a round). */
export interface RelatedCell {
  readonly row: number;
  readonly col: number;
}

export class InputError extends Error {
  readonly location: InputLocation;
  /** The message without the location prefix, other cells already described. */
  readonly detail: string;
  /** The detail as written, with `{1}`, `{2}`… standing for the related cells. */
  readonly template: string;
  readonly related: readonly RelatedCell[];

  /**
   * `detail` may name further cells as `{1}`, `{2}`…, given in `related`; they are described like
   * the main location, so they become A1 addresses too once the range's origin is known.
   */
  constructor(
    location: InputLocation,
    detail: string,
    origin?: RangeOrigin,
    related: readonly RelatedCell[] = [],
  ) {
    const text = fillCells(detail, related, origin);
    super(`${describeLocation(location, origin)}: ${text}`);
    this.name = 'InputError';
    this.location = location;
    this.detail = text;
    this.template = detail;
    this.related = related;
  }

  /** The same error, described relative to the user's sheet (A1 address) instead of the range. */
  at(origin: RangeOrigin): InputError {
    return new InputError(this.location, this.template, origin, this.related);
  }
}

function fillCells(detail: string, related: readonly RelatedCell[], origin?: RangeOrigin): string {
  if (related.length === 0) return detail;
  return detail.replace(/\{(\d+)\}/g, (whole, n: string) => {
    const cell = related[Number(n) - 1];
    if (!cell) return whole;
    return origin ? a1(cell.row, cell.col, origin) : `row ${cell.row + 1}, column ${cell.col + 1}`;
  });
}

/** Column letters for a 1-based column number: 1 → A, 27 → AA. */
export function columnLetters(col: number): string {
  let s = '';
  let n = col;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A1 address of a cell given 0-based row/col within a range that starts at `origin` (default A1). */
export function a1(row: number, col: number, origin: RangeOrigin = { row: 1, col: 1 }): string {
  return `${columnLetters(origin.col + col)}${origin.row + row}`;
}

export function describeLocation(loc: InputLocation, origin?: RangeOrigin): string {
  switch (loc.kind) {
    case 'cell': {
      const address = origin ? a1(loc.row, loc.col, origin) : '';
      if (origin) return origin.sheet ? `${origin.sheet}!${address}` : address;
      return `row ${loc.row + 1}, column ${loc.col + 1} of the range`;
    }
    case 'line':
      return `line ${loc.line}`;
    case 'game':
      return loc.round === undefined ? `game ${loc.game}` : `game ${loc.game}, round ${loc.round}`;
    case 'range':
      return 'range';
  }
}

export function cellError(
  row: number,
  col: number,
  detail: string,
  related: readonly RelatedCell[] = [],
): InputError {
  return new InputError({ kind: 'cell', row, col }, detail, undefined, related);
}

export function lineError(line: number, detail: string): InputError {
  return new InputError({ kind: 'line', line }, detail);
}

export function gameError(game: number, round: string | undefined, detail: string): InputError {
  return new InputError(
    round === undefined ? { kind: 'game', game } : { kind: 'game', game, round },
    detail,
  );
}

export function rangeError(detail: string): InputError {
  return new InputError({ kind: 'range' }, detail);
}
