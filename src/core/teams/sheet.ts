/**
 * Header words and cell values of team sheets (team crosstables, match lists), in English and
 * German: what the two team readers share.
 */
import type { TournamentSystem } from '../model/types';
import type { Cell, Grid } from '../readers/cells';
import { cellText, isBlank, isDate, parseScoreValue } from '../readers/cells';

/** Explicit choices that override what the team readers would guess. */
export interface TeamSheetOptions {
  /** Games per match; inferred from the results when absent. */
  readonly boards?: number;
  /** Number of header rows at the top of the range. */
  readonly headerRows?: number;
  /** Round robin or Swiss (a match list; a crosstable is always a round robin). */
  readonly system?: TournamentSystem;
}

export type TeamColumnRole =
  | 'no'
  | 'team'
  | 'boardPoints'
  | 'matchPoints'
  | 'rank'
  | 'played'
  | 'round'
  | 'home'
  | 'away'
  | 'board'
  | 'homePlayer'
  | 'awayPlayer'
  | 'result'
  | 'ignored';

const WORDS: Readonly<Record<TeamColumnRole, readonly string[]>> = {
  no: ['nr', 'no', 'tnr', 'snr', 'startnr', '#', 'num', 'number', 'lfdnr'],
  team: ['mannschaft', 'mannschaften', 'team', 'teams', 'name', 'verein', 'club'],
  boardPoints: ['bp', 'brettpunkte', 'bpkt', 'brp', 'bpt', 'gp', 'gamepoints', 'boardpoints'],
  matchPoints: ['mp', 'mannschaftspunkte', 'mpkt', 'mpt', 'mapkt', 'matchpoints', 'mannschpkt'],
  rank: ['rang', 'platz', 'rank', 'pl', 'pos', 'place'],
  played: ['sp', 'spiele', 'kämpfe', 'matches', 'games', 'gespielt'],
  round: ['runde', 'rd', 'rnd', 'round', 'r', 'spieltag', 'st', 'rde'],
  home: ['heim', 'home', 'heimmannschaft', 'gastgeber', 'hometeam', 'mannschaft1', 'team1'],
  away: ['gast', 'away', 'gastmannschaft', 'guest', 'awayteam', 'auswärts', 'mannschaft2', 'team2'],
  board: ['brett', 'board', 'bd', 'br', 'brettnr', 'boardno'],
  homePlayer: [
    'heimspieler',
    'spielerheim',
    'homeplayer',
    'playerhome',
    'weiß',
    'weiss',
    'white',
    'spieler1',
    'player1',
  ],
  awayPlayer: [
    'gastspieler',
    'spielergast',
    'awayplayer',
    'playeraway',
    'schwarz',
    'black',
    'spieler2',
    'player2',
  ],
  result: ['ergebnis', 'result', 'res', 'erg', 'resultat', 'score'],
  ignored: ['bw', 'berliner', 'berlinerwertung', 'sb', 'buchholz', 'bh', 'wertung', 'tb'],
};

const ROLE_OF = new Map<string, TeamColumnRole>(
  (Object.keys(WORDS) as TeamColumnRole[]).flatMap(role =>
    WORDS[role].map(w => [w, role] as const),
  ),
);

/** Header text reduced for matching: lower case, no dots, dashes, spaces or colons. */
export function teamHeaderKey(c: Cell): string {
  if (typeof c !== 'string' || isDate(c)) return '';
  return cellText(c)
    .toLowerCase()
    .replace(/[.:\s_\-/()]+/g, '');
}

export function teamHeaderRole(c: Cell): TeamColumnRole | null {
  return ROLE_OF.get(teamHeaderKey(c)) ?? null;
}

/** A whole number in a cell (number or text), or null. */
export function wholeNumberOf(c: Cell): number | null {
  if (typeof c === 'number') return Number.isInteger(c) ? c : null;
  if (typeof c !== 'string') return null;
  const t = cellText(c);
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** Words standing in for the opponent when a team has no match in a round. */
const BYE_WORDS = new Set(['spielfrei', 'frei', 'bye', 'pab', 'freilos', '-', '---']);

export function isByeWord(c: Cell): boolean {
  return typeof c === 'string' && BYE_WORDS.has(cellText(c).toLowerCase());
}

/** Rows of a header: the rows at the top that name columns (up to six, titles above allowed). */
export function headerRowsOf(
  grid: Grid,
  looksLikeHeader: (row: readonly Cell[]) => boolean,
): number {
  const limit = Math.min(grid.length, 6);
  let h = 0;
  for (let r = 0; r < limit; r++) {
    const row = grid[r];
    if (looksLikeHeader(row)) h = r + 1;
    else if (!(row.every(isBlank) || isTitle(row))) break;
  }
  return h;
}

function isTitle(row: readonly Cell[]): boolean {
  const filled = row.filter(c => !isBlank(c));
  return (
    filled.length <= 2 && filled.every(c => typeof c === 'string' && parseScoreValue(c) === null)
  );
}

/** The first title text above the header, for the event's name. */
export function titleOf(grid: Grid, headerRows: number): string | undefined {
  for (let r = 0; r < headerRows; r++) {
    const filled = grid[r].filter(c => !isBlank(c));
    if (
      filled.length === 1 &&
      typeof filled[0] === 'string' &&
      teamHeaderRole(filled[0]) === null
    ) {
      return cellText(filled[0]);
    }
  }
  return undefined;
}

/** Score text for messages: 2.5 → "2½". */
export function scoreText(v: number): string {
  const whole = Math.floor(v + 1e-9);
  const frac = v - whole;
  if (Math.abs(frac - 0.5) < 1e-9) return whole === 0 ? '½' : `${whole}½`;
  return String(Math.round(v * 1e9) / 1e9);
}
