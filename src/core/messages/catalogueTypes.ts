/**
 * The shape of the product's catalogues (en.ts, de.ts): one section per part of the product
 * that speaks, the same sections and keys in both languages (a test compares them).
 */

/** The words the server writes into sheets and the messages it sends the sidebar. */
export interface SheetTexts {
  readonly sidebarTitle: string;
  /** A sheet of ours named after its source: `Standings – Swiss open`. */
  readonly sheetFor: (kind: string, source: string) => string;
  /** A number in running text: `3.5` (English), `3,5` (German). */
  readonly number: (x: number) => string;
  /** Row 3 of an explanation sheet whose source is a crosstable without round order. */
  readonly noRoundOrder: string;
  readonly standingsSheet: string;
  readonly explanationSheet: string;
  readonly importSheet: string;
  readonly title: (source: string) => string;
  readonly explanationTitle: (source: string) => string;
  readonly source: string;
  readonly tiebreaks: string;
  readonly rules: string;
  readonly automatic: string;
  readonly afterRound: (k: number) => string;
  readonly allRounds: string;
  readonly unrated: (r: number) => string;
  readonly created: string;
  readonly live: string;
  readonly liveTeam: string;
  readonly header: {
    readonly place: string;
    readonly no: string;
    readonly name: string;
    readonly team: string;
    readonly points: string;
    readonly matchPoints: string;
    readonly boardPoints: string;
    readonly separatedBy: string;
  };
  readonly separatedByNote: string;
  readonly noValue: string;
  readonly explanationHeader: readonly string[];
  /** TIEBREAK_EXPLAIN's header and its last row's label. */
  readonly explainTableHeader: readonly string[];
  readonly total: string;
  readonly cut: string;
  readonly busy: string;
  /** A write failed and everything this run did was undone. */
  readonly writeFailed: (reason: string) => string;
  /** A write failed and undoing it failed too, for these sheets. */
  readonly writeFailedPartly: (reason: string, sheets: readonly string[]) => string;
  /** The run would take the spreadsheet past Sheets' cell limit. */
  readonly tooManyCells: (used: number, more: number, limit: number) => string;
  readonly emptySheet: (sheet: string) => string;
  readonly badRange: (text: string) => string;
  readonly noSheet: (name: string) => string;
  readonly ownSheetAsSource: (sheet: string) => string;
  readonly noCodes: string;
  readonly tooManyCodes: (max: number) => string;
  readonly unknownPreset: (name: string) => string;
  readonly afterRoundRange: (k: number, rounds: number) => string;
  readonly badUnrated: string;
  readonly badRequest: string;
  readonly emptyTrf: string;
  readonly importedNotJoined: (n: number) => string;
  readonly importedUnrated: (n: number) => string;
  readonly importedPoints: (points: string) => string;
  readonly importedTeams: string;
  readonly importedRoundRobin: string;
  readonly exportTeams: string;
  readonly scoring: string;
  readonly badMatchPoints: (text: string) => string;
  readonly teamUnrated: string;
  /** Codes refused on a crosstable without the Berger order; they point to the sidebar's control. */
  readonly codesNeedRounds: (codes: readonly string[]) => string;
  readonly afterRoundNeedsRounds: (k: number) => string;
  readonly exportNeedsRounds: string;
  /** The range holds no results table: what the add-on reads (the sidebar offers examples). */
  readonly notResults: (sheet: string) => string;
}

/** The Keizer evening's and the Swiss round's messages to the sidebar, KEIZER_EXPLAIN's rows. */
export interface KeizerTexts {
  /** The Result word of the bye row (the results-list reader takes both). */
  readonly byeWord: string;
  readonly tooFew: string;
  readonly unknown: (name: string, close: readonly string[]) => string;
  readonly twice: (name: string) => string;
  readonly withdrawn: (name: string) => string;
  readonly pending: (round: number, games: number, cells: string) => string;
  readonly noRoundColumn: (ref: string) => string;
  readonly notEmpty: (cell: string, found: string, round: number) => string;
  readonly options: (message: string) => string;
  readonly resultTyped: (cell: string, round: number, missing: readonly string[]) => string;
  /** KEIZER_EXPLAIN's header, its own-value and total rows. */
  readonly explainHeader: readonly string[];
  readonly ownValue: string;
  readonly total: string;
  readonly rankOf: (rank: number, of: number) => string;
}

/** The Swiss pairing view's own word for a withdrawal (the others are the Keizer evening's). */
export interface SwissWords {
  readonly withdrawnWord: string;
}

/** A code's name and one-line explanation, as the sidebar lists it. */
export interface CodeText {
  readonly name: string;
  readonly explanation: string;
}

/** The words for an individual code's modifiers (/C, /M, /L, /P, /U, /R). */
export interface ModifierWords {
  readonly median: (low: number, high: number) => string;
  readonly cut: (n: number) => string;
  readonly limit: (limit: string) => string;
  readonly forfeits: string;
  readonly unrated: (rating: number) => string;
  readonly reversed: string;
}

/** The words for a team code's modifiers and the score an individual code is computed on. */
export interface TeamModifierWords {
  readonly cut: (low: number, high: number) => string;
  readonly boards: (n: number) => string;
  readonly forfeits: string;
  readonly swiss: string;
  readonly onScore: { readonly MP: string; readonly GP: string };
}
