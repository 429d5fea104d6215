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
  /** A range past the last row or column of its sheet (`Z` is the last column's letters). */
  readonly rangeOutside: (text: string, sheet: string, rows: number, lastColumn: string) => string;
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

/** The sidebar's *Pair next round…* view and its new round robin (src/client/pairView.ts). */
export interface PairViewTexts {
  readonly title: string;
  readonly hint: string;
  readonly results: string;
  readonly players: string;
  readonly options: string;
  readonly load: string;
  readonly absentLegend: string;
  readonly kinds: {
    readonly present: string;
    readonly 'half-bye': string;
    readonly 'zero-bye': string;
    readonly 'full-bye': string;
    readonly withdrawn: string;
  };
  readonly player: (name: string, points: string) => string;
  readonly round: (round: number, of: number) => string;
  readonly preview: string;
  readonly write: string;
  readonly board: string;
  readonly white: string;
  readonly black: string;
  readonly bye: (name: string) => string;
  readonly replaces: string;
  readonly explain: string;
  /** The checkbox for the Baku acceleration (C.04.5.1). */
  readonly accelerate: string;
  /** The heading of the warning: earlier rounds that differ from what the rules give. */
  readonly handMade: string;
  readonly written: (round: number, ref: string) => string;
  readonly missing: string;
  readonly rrTitle: string;
  readonly rrHint: string;
  readonly rrDouble: string;
  readonly rrCreate: string;
  readonly rrWritten: (sheet: string, rounds: number) => string;
}

/** The words of the sidebar's example tables (src/client/tableExamples.ts); the cells are data. */
export interface TableExampleWords {
  readonly progressTitle: string;
  readonly progressNote: string;
  readonly resultsTitle: string;
  readonly resultsNote: string;
  readonly crossTitle: string;
  readonly crossNote: string;
  readonly no: string;
  readonly name: string;
  readonly points: string;
  readonly round: string;
  readonly white: string;
  readonly black: string;
  readonly result: string;
}

/** The add-on menu's items and its Help dialog (src/server/menu.ts). */
export interface MenuTexts {
  readonly build: string;
  readonly importTrf: string;
  readonly exportTrf: string;
  readonly keizer: string;
  readonly newSwiss: string;
  readonly newRoundRobin: string;
  readonly swiss: string;
  readonly help: string;
  readonly helpTitle: string;
  readonly helpText: string;
}

/** Names and headers of the sheets the server creates besides the standings. */
export interface OwnSheetTexts {
  /** The Keizer standings sheet beside an evening's results list, and its header row. */
  readonly keizerSheet: string;
  readonly keizerHeader: readonly string[];
  /** The sheet *New round robin* creates, and its refusal of a list with fewer than 2 players. */
  readonly roundRobinSheet: string;
  readonly roundRobinTooFew: (list: string, players: number) => string;
}

/** The sidebar's new event (New Swiss… / New round robin…) and its event choosers. */
export interface EventViewTexts {
  readonly nav: string;
  readonly title: string;
  readonly hint: string;
  readonly system: string;
  readonly swiss: string;
  readonly roundRobin: string;
  readonly name: string;
  readonly rounds: string;
  readonly double: string;
  readonly colour: string;
  readonly colours: { readonly white1: string; readonly black1: string; readonly lot: string };
  readonly seed: string;
  readonly seedHint: string;
  readonly order: string;
  readonly orders: { readonly ranking: string; readonly list: string };
  readonly preset: string;
  readonly create: string;
  readonly created: (players: string, results: string) => string;
  readonly createdRoundRobin: (players: string) => string;
  /** The chooser of an event in the pairing and standings steps. */
  readonly event: string;
  readonly typed: string;
  readonly schedule: string;
  readonly scheduled: (rounds: number, ref: string) => string;
  readonly badNumber: (what: string) => string;
}

/** An event the sidebar created: its sheets, their headers, the Result dropdown, its messages. */
export interface EventTexts {
  readonly playersSheet: string;
  readonly resultsSheet: string;
  /** `Club Open 2026 – Players`. */
  readonly sheetName: (event: string, kind: string) => string;
  /** Nr | Name | Elo | FIDE id | Fed | Title | Club | Birth | Sex | Status. */
  readonly playersHeader: readonly string[];
  /** Round | Board | White | Black | Result. */
  readonly resultsHeader: readonly string[];
  /** The Result dropdown's items, and the help Sheets shows when something else is typed. */
  readonly resultValues: readonly string[];
  readonly resultHelp: string;
  readonly badName: string;
  readonly badRounds: (max: number) => string;
  readonly badSeed: string;
  readonly unknownEvent: string;
  /** Live standings read the results list alone, without the event's player list. */
  readonly liveEvent: string;
  /** A late entry numbered: where, and why so (C.04.2). */
  readonly lateInserted: (names: readonly string[]) => string;
  readonly lateAppended: (names: readonly string[], reason: string) => string;
  readonly appendReasons: {
    readonly 'after-round-4': string;
    readonly 'typed-number': string;
    readonly 'results-by-number': string;
    readonly 'as-listed': string;
  };
  /** Pairing numbers written before round 1. */
  readonly numbered: (players: number) => string;
  readonly scheduleExists: (sheet: string) => string;
  readonly notRoundRobin: string;
  readonly notSwiss: string;
}

/** The header rows of the custom functions' tables with `lang=de` (KEIZER, …_PAIRINGS). */
export interface FunctionTableWords {
  readonly keizerHeader: readonly string[];
  readonly pairingHeader: readonly string[];
  /** The first cell of the pairing-allocated bye's row; BERGER's Result of the bye. */
  readonly bye: string;
  /** BERGER's header: Round | Board | White | Black | Result (headers the readers know). */
  readonly scheduleHeader: readonly string[];
}

/** The standings command's text table and the explanation tables (src/cli/output.ts). */
export interface CliStandingsWords {
  /** Place, start number, name, points; the codes follow. */
  readonly header: readonly string[];
  readonly explanationHeader: readonly string[];
  /** The head line of an explanation: `BH for Anna (No. 3): 12.5`. */
  readonly explainHead: (code: string, name: string, value: string) => string;
  readonly noValue: string;
  /** Appended to a contribution that is cut. */
  readonly cut: string;
  /** The player an explanation is about: `Anna (No. 3)`. */
  readonly player: (name: string, no: number) => string;
  /** The rule set after the description line (also the `teams` command's). */
  readonly rules: (rules: string) => string;
}

/** The `teams` command's text table (src/cli/teams.ts). */
export interface CliTeamsWords {
  /** Place, team number, team; the primary score and the codes follow. */
  readonly header: readonly string[];
  readonly primary: { readonly MP: string; readonly GP: string };
  readonly team: (name: string, no: number) => string;
}

/** The `keizer` command's text output (src/cli/keizer.ts); TSV is the same in every language. */
export interface CliKeizerWords {
  readonly standings: (round: number) => string;
  readonly converged: (n: number) => string;
  readonly twoCycle: string;
  readonly cap: (n: number) => string;
  /** The iteration mode (`passes`, `fixed-point`, `frozen`) in the title of the standings. */
  readonly mode: { readonly [M in 'passes' | 'fixed-point' | 'frozen']: string };
  readonly noneRanked: string;
  readonly values: (low: string, high: string) => string;
  readonly own: (included: boolean) => string;
  readonly header: readonly string[];
  readonly withdrawn: string;
  readonly pairings: (round: number, present: number, after: number) => string;
  readonly boards: readonly string[];
  readonly bye: string;
}

/** The `pair` command's text output (src/cli/pair.ts); TSV and TRF are the same in every language. */
export interface CliPairWords {
  readonly round: (round: number, of: number) => string;
  readonly header: readonly string[];
  readonly bye: string;
  readonly absent: string;
  readonly colourAssumed: (colour: string) => string;
  readonly colourPlayed: (colour: string) => string;
  readonly drawn: (seed: number, colour: string, white: boolean) => string;
  /** The refusal of a round no legal pairing exists for; `why` is already in the language. */
  readonly noLegalPairing: (why: string) => string;
  /** Baku acceleration: the last player of group A, the virtual points of this round. */
  readonly baku: (lastOfGroupA: number, points: string) => string;
}

/** The text output of `chess-standings check`. */
export interface CliCheckWords {
  readonly title: (rounds: number) => string;
  /** The note that the Baku method's virtual points were worked out (--accelerate baku). */
  readonly baku: string;
  readonly agrees: (round: number) => string;
  /** A round that differs; `why` is already in the language. */
  readonly differs: (round: number, why: string) => string;
  readonly played: string;
  readonly rules: string;
  readonly allAgree: (rounds: number) => string;
  readonly summary: (differ: readonly number[], rounds: number) => string;
}

/** A preset's label (the sidebar's dropdown) and one-line explanation. */
export interface PresetText {
  readonly label: string;
  readonly explanation: string;
}

/**
 * Rating changes (src/core/ratings/present.ts): the ratings command's text, the RATING_CHANGE and
 * RATING_EXPLAIN tables and the standings sheet's rating column. TSV, CSV and JSON keep their
 * English headers in every language.
 */
export interface RatingWords {
  /** The FIDE table: No, Name, FIDE id, Ro, K, Games, W, We, W − We, Change, Rounded, Note. */
  readonly fideHeader: readonly string[];
  /** The DWZ table: No, Name, Index, Ro, Age, E (K from 8 June 2026), Games, W, We, Rh, Rn, +/−, Note. */
  readonly dwzHeader: readonly string[];
  /** The DWZ table's E column under the 2026 rules. */
  readonly kHeader: string;
  /** RATING_CHANGE's short table: Name, Change. */
  readonly shortHeader: readonly string[];
  /** The Rtg+/- column of the standings sheet and the ranking crosstable. */
  readonly ratingColumn: (system: 'fide' | 'dwz') => string;
  readonly fideTitle: (category: string, amended2025: boolean, gap600: boolean) => string;
  readonly category: { readonly standard: string; readonly rapid: string; readonly blitz: string };
  readonly dwzTitle: (rules2026: boolean) => string;
  /** The date the rules were chosen by: given, the file's start or end date. */
  readonly date: (date: string, source: 'given' | 'start' | 'end') => string;
  readonly dateUnknown: string;
  readonly kGiven: string;
  readonly kSource: string;
  /** K derived by 8.3.3: which rule, and whether the year of birth was known. */
  readonly kRule: (rule: 'junior' | 'below-2400' | 'from-2400', birthKnown: boolean) => string;
  readonly k700: (listed: number, used: number) => string;
  readonly reasons: {
    readonly forfeit: string;
    readonly bye: string;
    readonly 'not-rated': string;
    readonly pending: string;
    readonly 'unrated-opponent': string;
    readonly 'gap-600': string;
  };
  readonly capped: string;
  readonly firstRating: (rating: number, floor: boolean) => string;
  readonly notYet: (games: number, needed: number) => string;
  readonly zeroScore: string;
  readonly firstDwz: (stage: number) => string;
  readonly noDwzTooFew: (needed: number) => string;
  readonly noDwzExtreme: string;
  readonly noDwz2026: string;
  readonly fideFromSeed: string;
  readonly exceptional: string;
  readonly ratedAs: { readonly first: string; readonly performance: string; readonly fide: string };
  /** Notes below the tables. */
  readonly notes: {
    readonly kRules: string;
    readonly rounding: string;
    readonly ratingsAsDwz: string;
    readonly ageUnknown: string;
    readonly indexUnknown: string;
    readonly dwz2026: string;
    readonly dwzFirst: string;
  };
  readonly explainFideHeader: readonly string[];
  readonly explainDwzHeader: readonly string[];
  /** Head line of an explanation: `Anna (No. 1)`, then the rating and K or E. */
  readonly explainHead: (player: string, rating: string) => string;
  readonly unrated: string;
  readonly fideTotal: (
    w: string,
    we: string,
    diff: string,
    k: number,
    change: string,
    rounded: number,
  ) => string;
  readonly firstTotal: (
    sum: number,
    games: number,
    average: string,
    points: string,
    percent: number,
    dp: number,
    rating: number,
  ) => string;
  readonly dwzCoefficient: (
    e0: string,
    j: number,
    fB: string,
    sBr: string,
    raw: string,
    e: number,
    limit: string,
  ) => string;
  readonly dwzLimits: {
    readonly 'minimum-5': string;
    readonly index: string;
    readonly 'maximum-30': string;
    readonly 'maximum-150': string;
  };
  readonly dwzK: (k0: number, b: string, a: string, k: string, capped: boolean) => string;
  readonly dwzTotal: (ro: number, w: string, we: string, divisor: string, rn: number) => string;
  readonly dwzFirstTotal: (ri: number, rn: number) => string;
}

/**
 * The words of the lists an arbiter hands out (src/core/lists): column headers, headings, the
 * labels of rounds without a game and the notes under a list. The command line's TSV and CSV
 * always use the English ones (the machine formats are the same in every language).
 */
export interface ListWords {
  readonly columns: {
    readonly rank: string;
    readonly categoryRank: string;
    readonly startNo: string;
    readonly title: string;
    readonly name: string;
    readonly federation: string;
    readonly rating: string;
    readonly nationalRating: string;
    readonly fideId: string;
    readonly club: string;
    readonly birth: string;
    readonly sex: string;
    readonly points: string;
    readonly category: string;
    readonly board: string;
    readonly whiteNo: string;
    readonly white: string;
    readonly whiteRating: string;
    readonly whitePoints: string;
    readonly result: string;
    readonly blackPoints: string;
    readonly black: string;
    readonly blackRating: string;
    readonly blackNo: string;
  };
  /** A round's column of the ranking crosstable: `1.Rd`. */
  readonly round: (k: number) => string;
  /** The colour letters of the crosstable: `w`/`b`, German `w`/`s`. */
  readonly colours: { readonly w: string; readonly b: string };
  readonly crosstable: (rounds: number) => string;
  readonly starting: string;
  readonly alphabetical: string;
  readonly pairings: (round: number) => string;
  readonly women: string;
  readonly age: (band: string) => string;
  readonly rating: (band: string) => string;
  readonly unrated: string;
  readonly club: (club: string) => string;
  /** A category's name in a spilled or flat table's Category column (`women` → `Frauen`). */
  readonly categoryName: { readonly women: string; readonly unrated: string };
  /** Rounds without a game in the pairing list. */
  readonly byes: {
    readonly 'pairing-bye': string;
    readonly 'full-bye': string;
    readonly 'half-bye': string;
    readonly 'zero-bye': string;
  };
  readonly noBirth: (n: number) => string;
  readonly noSex: (n: number) => string;
  readonly noClub: (n: number) => string;
  readonly emptyCategory: string;
  /** Under a crosstable with rounds without a game: what `-1`, `F`, `-½`, `-0`, `+`, `-` mean. */
  readonly legend: string;
  /** The sheet names: `Crosstable – Swiss open`, `Prize lists – Swiss open`. */
  readonly crosstableSheet: string;
  readonly prizeSheet: string;
  /** The printable lists' sheets: `Pairings – Swiss open`, `Starting list – …`, … */
  readonly pairingSheet: string;
  readonly startingSheet: string;
  readonly alphabeticalSheet: string;
  /** The sidebar's refusal of a pairing list round that is no whole number. */
  readonly badRound: string;
  /** The sidebar's refusals: lists of a team event, lists after an earlier round. */
  readonly forIndividual: string;
  readonly allRounds: string;
  readonly badYear: string;
  /** The sidebar's summary after a build: `Also written: Crosstable – Swiss open, …`. */
  readonly alsoWritten: (sheets: string) => string;
  /** The crosstable's Rtg+/- column: the rating catalogue's (RatingWords.ratingColumn). */
  readonly ratingChange: (system: 'fide' | 'dwz') => string;
}
