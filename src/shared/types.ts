/**
 * What crosses google.script.run between the sidebar and the server. Only JSON-safe values:
 * strings, numbers, booleans, null, plain objects and arrays. No Date (google.script.run refuses
 * it), no undefined inside arrays (it arrives as null), no class instances.
 */

export type Locale = 'en' | 'de';

/** Which part of the sidebar a menu item opens. */
export type SidebarView = 'standings' | 'import' | 'export' | 'keizer' | 'swiss' | 'event';

/** The rule sets of the engine (kept equal to core's RuleSet by a compile-time check). */
export type RuleSetId = 'fide-2026' | 'fide-2024' | 'fide-2009' | 'raw' | 'ignore';

/** A cell (or range) the sidebar can ask the server to select. */
export interface CellTarget {
  readonly sheet: string;
  /** A1 notation on that sheet, without the sheet name: `D7` or `A1:K25`. */
  readonly a1: string;
}

/** An error in words an organiser understands, and the cells it speaks of (first = main cell). */
export interface ErrorInfo {
  readonly message: string;
  readonly cells: readonly CellTarget[];
  /** 'tables': the range holds no results table at all; the sidebar offers examples of one. */
  readonly help?: 'tables';
  /** The notations a cell may hold, shown on request rather than inside the message. */
  readonly notations?: string;
}

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorInfo };

/** One tie-break code with its name and a one-line explanation, in the user's language. */
export interface CodeInfo {
  readonly code: string;
  readonly name: string;
  readonly explanation: string;
}

export interface PresetInfo {
  readonly name: string;
  readonly label: string;
  readonly explanation: string;
  readonly codes: readonly CodeInfo[];
}

export interface RuleSetInfo {
  readonly id: RuleSetId;
  readonly label: string;
  readonly explanation: string;
}

/** The table found (or not) on the active sheet, or at the range the user typed. */
export type SourceReport =
  | {
      readonly ok: true;
      readonly sheet: string;
      /** A1 range on that sheet. */
      readonly range: string;
      /** Sheet-qualified range as a formula would write it: `'Swiss open'!A1:K14`. */
      readonly ref: string;
      /** "Swiss progress table, 24 players, 7 rounds". */
      readonly description: string;
      /** An individual event, or a team event (team crosstable, match list, TRF with teams). */
      readonly kind: 'individual' | 'team';
      /** Players, or teams of a team event. */
      readonly players: number;
      readonly rounds: number;
      /** Games per match of a team event; null for individual events. */
      readonly boards: number | null;
      /**
       * The source holds board-by-board results (match list, TRF): Berliner Wertung and the
       * board-based codes can be computed. False for a team crosstable of board points.
       */
      readonly boardResults: boolean;
      readonly system: 'swiss' | 'round-robin';
      /**
       * An individual crosstable: it does not record the rounds, so the codes that need their
       * order and the TRF export wait for "the rounds followed the Berger table".
       */
      readonly crosstable: boolean;
      /** The preset that fits the table (FIDE Swiss or round robin; a team preset for teams). */
      readonly suggestedPreset: string;
      /** Codes the source itself declares (TRF-2026), if any. */
      readonly declaredCodes: readonly string[];
      /** What "automatic" resolves to for this table. */
      readonly automaticRules: RuleSetId;
      /** The standings sheet a build would update (null: a new sheet is created). */
      readonly existingOutput: string | null;
      /** The event (New Swiss…, New round robin…) whose results these are, or null. */
      readonly event: string | null;
    }
  | {
      readonly ok: false;
      readonly sheet: string;
      readonly range: string;
      readonly error: ErrorInfo;
    };

export interface SidebarState {
  readonly locale: Locale;
  readonly source: SourceReport;
  readonly presets: readonly PresetInfo[];
  /** Codes offered in the "add a tie-break" list. */
  readonly catalogue: readonly CodeInfo[];
  /** The same two lists for team events. */
  readonly teamPresets: readonly PresetInfo[];
  readonly teamCatalogue: readonly CodeInfo[];
  readonly ruleSets: readonly RuleSetInfo[];
  /** The events of the spreadsheet, and the one the sidebar opens with (its id), if any. */
  readonly events: EventsState;
}

export type TiebreakChoice =
  | { readonly kind: 'preset'; readonly name: string }
  | { readonly kind: 'custom'; readonly codes: readonly string[] };

export interface StandingsRequest {
  /** What the user confirmed in step 1: `A1:K14` on the active sheet or `'Sheet'!A1:K14`. */
  readonly range: string;
  readonly tiebreaks: TiebreakChoice;
  readonly rules: RuleSetId | 'auto';
  /** Standings after this round; null = all rounds. */
  readonly afterRound: number | null;
  /** Rating for unrated players (C.07 Art. 10); null = rating codes stay empty. */
  readonly unratedRating: number | null;
  /** A snapshot of values, or a live sheet driven by one =STANDINGS(...) formula. */
  readonly output: 'snapshot' | 'live';
  /** Also write an explanation sheet (snapshot only). */
  readonly explanations: boolean;
  /** Team events only: the primary score and the match points (`3/1/0`; '' = the default). */
  readonly teamScoring?: TeamScoringChoice;
  /** A crosstable's rounds followed the Berger table (`rounds=berger`); absent = not stated. */
  readonly bergerRounds?: boolean;
  /** Individual events: a last column with each player's rating change (Rtg+/-). */
  readonly ratingChange?: RatingChangeChoice;
  /** Further sheets: the ranking crosstable and prize lists (individual events only). */
  readonly lists?: ListsRequest;
}

/** The Rtg+/- column: FIDE or DWZ, and the event's date (`YYYY-MM-DD`; '' = none given). */
export interface RatingChangeChoice {
  readonly system: 'fide' | 'dwz';
  readonly date: string;
}

/** The lists an arbiter hands out, written as further sheets with the standings. */
export interface ListsRequest {
  /** A ranking crosstable sheet. */
  readonly crosstable: boolean;
  /** A prize lists sheet with these categories (`women; age; rating:1600,1900`), or null. */
  readonly categories: string | null;
  /** The event's year for age groups; null = the year of its start date. */
  readonly year: number | null;
  /** The player list of a results list (ratings, clubs, birth, sex), as a range; or null. */
  readonly players: string | null;
  /** A printable pairing list of one round (null round: the last one paired); absent = none. */
  readonly pairings?: { readonly round: number | null } | null;
  /** A printable starting list, by pairing number. */
  readonly starting?: boolean;
  /** A printable alphabetical list. */
  readonly alphabetical?: boolean;
}

export interface TeamScoringChoice {
  readonly primary: 'MP' | 'GP';
  readonly matchPoints: string;
}

export interface BuildResult {
  readonly sheet: string;
  /** False when an earlier standings sheet of the same source was updated. */
  readonly created: boolean;
  readonly kind: 'individual' | 'team';
  /** Players, or teams. */
  readonly players: number;
  readonly codes: readonly string[];
  /** One line each for a preset's code the source cannot give, left out (which, why). */
  readonly notes: readonly string[];
  readonly rules: RuleSetId;
  /** The first rows of the standings, for a glance in the sidebar. */
  readonly top: readonly {
    readonly place: string;
    readonly name: string;
    readonly points: string;
  }[];
  readonly explanationSheet: string | null;
  /** The crosstable and prize lists sheets written besides the standings. */
  readonly listSheets: readonly string[];
}

export interface CodeCheck {
  readonly ok: boolean;
  /** The code as the engine spells it, with name and explanation (ok). */
  readonly info: CodeInfo | null;
  /** Why the code is not known, with close matches (not ok). */
  readonly message: string;
}

export interface ImportRequest {
  readonly fileName: string | null;
  /** Pasted text. */
  readonly text: string | null;
  /** An uploaded file's bytes, base64-encoded (the server detects UTF-8 or Latin-1). */
  readonly base64: string | null;
}

export interface ImportResult {
  readonly sheet: string;
  readonly ref: string;
  readonly description: string;
  /** Things the progress table cannot say exactly as the file did. */
  readonly notes: readonly string[];
}

export interface ExportResult {
  readonly fileName: string;
  readonly text: string;
  readonly description: string;
}

/**
 * The server functions the sidebar calls through google.script.run. src/server/sidebar/api.ts
 * implements them (checked by the compiler); the client's typed wrapper is derived from this.
 */
export interface ServerApi {
  sidebarState(): SidebarState;
  detectSource(range: string | null): SourceReport;
  /** A code typed into the custom list; `scope` says whether the source is a team event. */
  checkTiebreakCode(code: string, scope?: 'individual' | 'team'): CodeCheck;
  buildStandings(request: StandingsRequest): Outcome<BuildResult>;
  selectCell(target: CellTarget): Outcome<null>;
  importTrf(request: ImportRequest): Outcome<ImportResult>;
  /** `bergerRounds`: a crosstable's rounds followed the Berger table (as in StandingsRequest). */
  exportTrf(range: string, bergerRounds?: boolean): Outcome<ExportResult>;
  keizerEveningState(
    results: string | null,
    players: string | null,
    options?: string | null,
  ): KeizerEveningState;
  pairKeizerEvening(request: KeizerEveningRequest): Outcome<KeizerEveningResult>;
  previewSwissRound(request: SwissRoundRequest): Outcome<SwissRoundPreview>;
  pairSwissRound(request: SwissRoundRequest): Outcome<SwissRoundResult>;
  newRoundRobin(request: RoundRobinRequest): Outcome<RoundRobinResult>;
  /** New Swiss… / New round robin…: the event's player list and results list sheets. */
  newEvent(request: NewEventRequest): Outcome<EventInfo>;
  /** The events of the spreadsheet, read again (after the active sheet changed). */
  eventsState(): EventsState;
  /** A round-robin event: numbers its players and writes the whole Berger schedule. */
  writeSchedule(event: number): Outcome<ScheduleResult>;
}

// --- Events (view 'event'): a Swiss or round robin whose sheets the add-on made and remembers. ---

/** Player 1's colour in round 1, or a public lot drawn from an announced number. */
export type EventColour = 'white1' | 'black1' | { readonly lot: number };

export interface EventSettings {
  readonly name: string;
  readonly system: 'swiss' | 'round-robin';
  /** A Swiss's total rounds; null for a round robin (its schedule decides). */
  readonly rounds: number | null;
  /** A round robin where every pair meets twice. */
  readonly double: boolean;
  readonly colour: EventColour;
  /** Pairing numbers by the initial ranking (C.04.2) or as listed. */
  readonly order: 'ranking' | 'list';
  /** The tie-break preset *Build standings…* starts with. */
  readonly preset: string;
  /** The language the sheets' headers were written in. */
  readonly locale: Locale;
}

export interface EventInfo {
  /** The results sheet's id. */
  readonly id: number;
  readonly name: string;
  readonly system: 'swiss' | 'round-robin';
  readonly rounds: number | null;
  readonly double: boolean;
  readonly preset: string;
  readonly playersSheet: string;
  readonly resultsSheet: string;
  /** The ranges the sidebar fills in: `'Open – Players'!A1:J`, `'Open – Results'!A1:E`. */
  readonly players: string;
  readonly results: string;
  /** The options *Pair next round…* is given: `rounds=7; colour=black1`. */
  readonly options: string;
}

export interface EventsState {
  readonly events: readonly EventInfo[];
  /** The active sheet's event, else the only one; null when the organiser must choose. */
  readonly current: number | null;
}

export interface NewEventRequest {
  readonly system: 'swiss' | 'round-robin';
  readonly name: string;
  /** A Swiss's rounds; ignored for a round robin. */
  readonly rounds: number | null;
  readonly double: boolean;
  readonly colour: 'white1' | 'black1' | 'lot';
  /** The number the lot is drawn from (colour 'lot'). */
  readonly seed: number | null;
  readonly order: 'ranking' | 'list';
  readonly preset: string;
}

export interface ScheduleResult {
  readonly sheet: string;
  /** The rows written, sheet-qualified. */
  readonly written: string;
  readonly rounds: number;
  /** What numbering did (`Pairing numbers written for 8 players.`), or null. */
  readonly numbered: string | null;
}

/** New round robin…: the player list (range) and whether every pair meets twice. */
export interface RoundRobinRequest {
  readonly players: string;
  readonly double: boolean;
}

export interface RoundRobinResult {
  /** The new sheet's name. */
  readonly sheet: string;
  /** Sheet-qualified ranges of the results list and the crosstable. */
  readonly results: string;
  readonly crosstable: string;
  readonly rounds: number;
}

// --- Swiss (view 'swiss'): tick who is absent, preview and write the next round's pairing. ---

/**
 * Why a player is not paired: requested half-point bye, zero-point bye, withdrawn, or a
 * full-point bye the regulations grant.
 */
export type SwissAbsence = 'half-bye' | 'zero-bye' | 'full-bye' | 'withdrawn';

export interface SwissRoundRequest {
  /** The results list (Round | Board | White | Black | Result) as typed: `Swiss!A1:E40`. */
  readonly results: string;
  /** The player list (Nr | Name | Elo | Status). */
  readonly players: string;
  /** As =SWISS_PAIRINGS takes them: "rounds=9; colour=black1". */
  readonly options: string;
  readonly absent: readonly { readonly name: string; readonly kind: SwissAbsence }[];
  /**
   * Players ticked as playing: they are paired whatever the player list's Status column says.
   * Left out when loading the players, so the ticks start from the Status column.
   */
  readonly present?: readonly string[];
  /** Pair with the Baku acceleration (C.04.5.1), as `accelerate=baku` in the options. */
  readonly accelerate?: boolean;
}

export interface SwissRoundPreview {
  readonly round: number;
  /** What numbering the players did or would do (before round 1, late entries), or null. */
  readonly numbered: string | null;
  readonly totalRounds: number;
  /** Every player in pairing-number order, with points before the round. */
  readonly players: readonly { readonly name: string; readonly points: string }[];
  readonly boards: readonly {
    readonly board: number;
    readonly white: string;
    readonly black: string;
  }[];
  readonly bye: string | null;
  readonly absent: readonly { readonly name: string; readonly kind: SwissAbsence }[];
  /** True when the rows this round was written with before are replaced. */
  readonly replaces: boolean;
  /**
   * How the pairing was made, line by line in the user's language: brackets, floaters, the bye
   * and why that player, each board's colour rule (lines indented by two spaces per level).
   */
  readonly explanation: readonly string[];
  /**
   * Earlier rounds of the results list that differ from what the rules give (changed by hand?),
   * one line each in the user's language: the boards as played and as the rules give them, and
   * the first rule on which the played pairing is worse. Empty when every round agrees.
   */
  readonly handMade: readonly string[];
}

export interface SwissRoundResult extends SwissRoundPreview {
  readonly written: CellTarget;
  readonly writtenRef: string;
}

// --- Keizer evening (view 'keizer'): tick who is present, append the next round's pairings. ---

/** One player of a Keizer competition as the sidebar lists them. */
export interface KeizerEveningPlayer {
  /** 1 = first; null for a withdrawn player (no rank, not offered as present). */
  readonly rank: number | null;
  readonly name: string;
  /** Keizer points, exact (`14.6`); '' for a withdrawn player. */
  readonly points: string;
  /** What beating the player is worth now; '' for a withdrawn player. */
  readonly value: string;
  readonly withdrawn: boolean;
}

export type KeizerEveningState =
  | {
      readonly ok: true;
      /** The results list read, sheet-qualified: `Keizer!A1:E40`. */
      readonly results: string;
      /** The player list read, sheet-qualified, or null without one. */
      readonly players: string | null;
      /** "Results list, 6 players, 1 round". */
      readonly description: string;
      /** Rounds with every result in. */
      readonly rounds: number;
      /** The round a pairing would add. */
      readonly nextRound: number;
      /** The first round with games still lacking a result, or null. */
      readonly pendingRound: number | null;
      /** Result cells still empty (or marked pending) in the list. */
      readonly pendingCells: readonly CellTarget[];
      /** Ranked players in ranking order, then the withdrawn ones. */
      readonly ranking: readonly KeizerEveningPlayer[];
    }
  | {
      readonly ok: false;
      /** The ranges as given (or detected), for the sidebar's fields. */
      readonly results: string;
      readonly players: string;
      readonly error: ErrorInfo;
    };

export interface KeizerEveningRequest {
  /** The results list: `Keizer!A1:E40` or `A1:E40` on the active sheet. */
  readonly results: string;
  /** The player list (Name | Rating | Status), or null. */
  readonly players: string | null;
  /** Names of the players present, exactly as the state listed them. */
  readonly present: readonly string[];
  /** The option text =KEIZER takes (`first-value=fixed:50; gap=3`), or ''. */
  readonly options: string;
}

export interface KeizerEveningBoard {
  readonly board: number;
  readonly white: string;
  readonly black: string;
}

export interface KeizerEveningResult {
  readonly round: number;
  /** The sheet and A1 block the rows went to (`A8:E11`). */
  readonly written: CellTarget;
  /** The same block sheet-qualified, for messages. */
  readonly writtenRef: string;
  readonly boards: readonly KeizerEveningBoard[];
  readonly bye: string | null;
  /** The rows as they now read in the sheet (Round, Board, White, Black, Result, …). */
  readonly rows: readonly (readonly (string | number)[])[];
  /** The results list including the new rows: the range to read next time. */
  readonly results: string;
}
