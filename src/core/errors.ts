/**
 * Errors about what the user typed. They name the place (a cell as the user sees it, or a TRF
 * line), what was found and what was expected, so an organiser can fix the sheet. A reader never
 * turns bad input into a number.
 *
 * The detail is a message (see `messages/message.ts`): `message` is the English text, and
 * `messageIn(lang)` says the same in another language.
 */
import { msg, render, verbatim } from './messages/message';
import type { Lang, Message } from './messages/message';

export type { Lang, Message, MessageArg } from './messages/message';
export {
  described,
  descriptionOf,
  joinMessages,
  langOf,
  localDecimal,
  localNumber,
  msg,
  numberMessage,
  numberText,
  render,
  verbatim,
} from './messages/message';

/**
 * A mistake that is no cell's: an option, an argument of a function. `message` is the English
 * text (what the English surfaces and tests read); `messageIn(lang)` says it in another language.
 */
export class MessageError extends Error {
  constructor(readonly said: Message) {
    super(said.text);
    this.name = 'MessageError';
  }

  messageIn(lang: Lang): string {
    return render(this.said, lang);
  }
}

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
  /** The detail as a message, for saying it in another language. */
  readonly said: Message;
  private readonly origin: RangeOrigin | undefined;

  /**
   * `detail` may name further cells as `{1}`, `{2}`…, given in `related`; they are described like
   * the main location, so they become A1 addresses too once the range's origin is known.
   */
  constructor(
    location: InputLocation,
    detail: string | Message,
    origin?: RangeOrigin,
    related: readonly RelatedCell[] = [],
  ) {
    // A plain string is a detail no catalogue knows: said alike in every language.
    const said = typeof detail === 'string' ? verbatim(detail) : detail;
    const text = fillCells(said.text, related, 'en', origin);
    super(`${describeLocation(location, origin)}: ${text}`);
    this.name = 'InputError';
    this.location = location;
    this.detail = text;
    this.template = said.text;
    this.related = related;
    this.said = said;
    this.origin = origin;
  }

  /** The same error, described relative to the user's sheet (A1 address) instead of the range. */
  at(origin: RangeOrigin): InputError {
    return new InputError(this.location, this.said, origin, this.related);
  }

  /** The detail (no location) in `lang`: `detail` when English. */
  detailIn(lang: Lang): string {
    return fillCells(render(this.said, lang), this.related, lang, this.origin);
  }

  /** The whole message in `lang` (`Zeile 12: …`): `message` when English. */
  messageIn(lang: Lang): string {
    return `${describeLocation(this.location, this.origin, lang)}: ${this.detailIn(lang)}`;
  }
}

function fillCells(
  detail: string,
  related: readonly RelatedCell[],
  lang: Lang,
  origin?: RangeOrigin,
): string {
  if (related.length === 0) return detail;
  return detail.replace(/\{(\d+)\}/g, (whole, n: string) => {
    const cell = related[Number(n) - 1];
    if (!cell) return whole;
    if (origin) return a1(cell.row, cell.col, origin);
    return render(msg`row ${cell.row + 1}, column ${cell.col + 1}`, lang);
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

export function describeLocation(
  loc: InputLocation,
  origin?: RangeOrigin,
  lang: Lang = 'en',
): string {
  switch (loc.kind) {
    case 'cell': {
      const address = origin ? a1(loc.row, loc.col, origin) : '';
      if (origin) return origin.sheet ? `${origin.sheet}!${address}` : address;
      return render(msg`row ${loc.row + 1}, column ${loc.col + 1} of the range`, lang);
    }
    case 'line':
      return render(msg`line ${loc.line}`, lang);
    case 'game':
      return render(
        loc.round === undefined ? msg`game ${loc.game}` : msg`game ${loc.game}, round ${loc.round}`,
        lang,
      );
    case 'range':
      return render(msg`range`, lang);
  }
}

export function cellError(
  row: number,
  col: number,
  detail: string | Message,
  related: readonly RelatedCell[] = [],
): InputError {
  return new InputError({ kind: 'cell', row, col }, detail, undefined, related);
}

export function lineError(line: number, detail: string | Message): InputError {
  return new InputError({ kind: 'line', line }, detail);
}

export function gameError(
  game: number,
  round: string | undefined,
  detail: string | Message,
): InputError {
  return new InputError(
    round === undefined ? { kind: 'game', game } : { kind: 'game', game, round },
    detail,
  );
}

export function rangeError(detail: string | Message): InputError {
  return new InputError({ kind: 'range' }, detail);
}
