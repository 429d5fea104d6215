/**
 * The engine's public types (the API contract the command line, the custom functions and the
 * sidebar call), shared by every tie-break module.
 */
import type { Message } from '../messages/message';
import type { TournamentSystem } from '../model/types';

/**
 * How unplayed rounds enter the opponent-based tie-breaks (BH, FB, SB, AOB):
 * - `fide-2026`: C.07 Art. 16 with the dummy caps of 16.4.1/16.4.2;
 * - `fide-2024`: C.07 Art. 16 as in the 2023/2024 texts (dummy = own score, no cap);
 * - `fide-2009`: the old C.02 rule: a virtual opponent for one's own unplayed rounds, and the
 *   opponents' unplayed rounds counted as draws;
 * - `raw`: forfeits are games against the scheduled opponent, byes are no element, raw scores;
 * - `ignore`: only games played over the board count, raw scores.
 */
export type RuleSet = 'fide-2026' | 'fide-2024' | 'fide-2009' | 'raw' | 'ignore';

export const RULE_SETS: readonly RuleSet[] = [
  'fide-2026',
  'fide-2024',
  'fide-2009',
  'raw',
  'ignore',
];

export interface TiebreakOptions {
  /** Default: fide-2024 if the tournament started before 2026-03-01, else fide-2026. */
  rules?: RuleSet;
  /** Default: tournament.system ?? 'swiss' (round-robin = Art. 15.2). */
  system?: TournamentSystem;
  /** Rating for unrated players (Art. 10); absent → rating codes give null when someone is unrated. */
  unratedRating?: number;
  /** Standings after round K: rounds > K are ignored entirely. */
  afterRound?: number;
  /** Random lot seed (reproducible). */
  seed?: string;
}

/** C.07 version a code can be pinned to with `/V2022`, `/V2024`, `/V2026`. */
export type RulesVersion = '2022' | '2024' | '2026';

/** A parsed tie-break code such as `BH/C1`, `KS/L+1`, `ARO/M1/U1400`, `SB/V2024`. */
export interface TiebreakCode {
  /** The code as the user typed it (trimmed). */
  readonly code: string;
  /** Canonical acronym after aliases (GE → REP, SNO → TPN), e.g. `BH`. */
  readonly name: string;
  /** Canonical spelling with modifiers in a fixed order, e.g. `BH/C1`, `KS/L+1`. */
  readonly canonical: string;
  /** Number of least significant values to cut (`/C n`, `/M n`). */
  readonly cutLow: number;
  /** Number of most significant values to cut (`/M n`). */
  readonly cutHigh: number;
  /** Koya limit as a percentage of the maximum score (`/L40`); null = the default 50 %. */
  readonly limitPercent: number | null;
  /** Koya limit shift in points (`/L+1` = +0.5, `/L-2` = −1, `/L+1.5` = +1.5). */
  readonly limitShift: number;
  /** `/P`: forfeits count as games played (DE; automatic in round robins). */
  readonly forfeitsAsPlayed: boolean;
  /** `/F`: Fore variant (AOB/F = average of the opponents' Fore Buchholz). */
  readonly fore: boolean;
  /** `/U1400`: rating for unrated players. */
  readonly unratedRating: number | null;
  /** `/R`: reverse the default order. */
  readonly reverse: boolean;
  /** `/S`: Swiss rules even in a round robin. */
  readonly swiss: boolean;
  /** `/V2022`, `/V2024`, `/V2026` (also `/V0 /V1 /V2`): C.07 version pinned for this code. */
  readonly version: RulesVersion | null;
  /** `/K n`: divisor (SSSC). */
  readonly divisor: number | null;
}

/** One computed column: values indexed like `t.participants`; null = the value does not exist. */
export interface TiebreakColumn {
  code: string;
  values: (number | null)[];
}

export interface Explanation {
  code: string;
  value: number | null;
  /** e.g. "Sonneborn-Berger = 9 (sum of 6 contributions)", in English. */
  summary: string;
  /** The summary as a message, to be said in any language (`explanationIn`). */
  summaryMessage: Message;
  rows: ExplanationRow[];
}

/** One round of an explanation as the tie-break modules build it: its words as messages. */
export interface ExplanationRowDraft {
  round: number;
  /** Start number; null for byes and where a dummy or virtual opponent stands in. */
  opponent: number | null;
  opponentName?: string;
  /** The (adjusted) score used. */
  opponentScore: number | null;
  /** '1', '½', '0', '+', '-', 'bye', 'half-point bye', … */
  result: Message;
  /** Points this participant scored that round. */
  points: number;
  contribution: number | null;
  cut: boolean;
  note?: Message;
}

/** One round of an explanation: the result and note in English, and as messages. */
export interface ExplanationRow extends Omit<ExplanationRowDraft, 'result' | 'note'> {
  /** '1', '½', '0', '+', '-', 'bye', 'half-point bye', … */
  result: string;
  resultMessage: Message;
  note?: string;
  noteMessage?: Message;
}

export interface Standings {
  /** As given. */
  codes: string[];
  /** In ranking order. */
  rows: StandingRow[];
}

export interface StandingRow {
  /** Participant index in t.participants. */
  index: number;
  /** 1-based; participants tied on everything share the lower number. */
  rank: number;
  /** '3' or '3–4' (en dash) for a shared place. */
  place: string;
  points: number;
  /** One per code; for DE the position within the group tied on the preceding criteria. */
  values: (number | null)[];
}
