/**
 * Tie-break codes of team events, as C.07 and TRF-2026 record 202 write them: the team codes
 * (`MPTS`, `GPTS`, `MPvGP`, `EDE…`, `ESB`, `EMGSB/C1`, `BC`, `TBR`, `BBE`, `SSSC/K5`), individual
 * codes on match or game points (`BH:MP/C1`, `SB:GP`, `PS:MP`), and the club systems of team
 * leagues this engine adds: `BW` (Berliner Wertung; `BW4`, `BW2` on the first 4 or 2 boards),
 * `OSB` (Olympiad Sonneborn-Berger) and `OBH` (Olympiad Buchholz). Any case; `#` and `!` for `/`.
 */
import { rangeError, msg } from '../errors';
import { verbatim } from '../errors';
import type { Message, MessageArg } from '../errors';
import { parseTiebreakCode } from '../tiebreaks/codes';
import type { RulesVersion, TiebreakCode } from '../tiebreaks/types';
import type { ScoreKind } from './context';

export interface TeamCode {
  /** As typed (trimmed). */
  readonly code: string;
  /** Canonical acronym: `BH`, `EMGSB`, `BW`, `MPTS`. */
  readonly name: string;
  /** Canonical spelling, e.g. `BH:MP/C1/P`, `EMGSB/C1`, `BW4`. */
  readonly canonical: string;
  /** Score named with `:MP`/`:GP` (null: the primary score). For ESB: the opponents' score. */
  readonly score: ScoreKind | null;
  /** ESB: the score of one's own result that multiplies the opponent's (null: the other one). */
  readonly second: ScoreKind | null;
  readonly cutLow: number;
  readonly cutHigh: number;
  /** `/P`: forfeited matches count as played against the scheduled opponent. */
  readonly forfeitsAsPlayed: boolean;
  /** `/F`: Fore Buchholz instead of Buchholz (SSSC). */
  readonly fore: boolean;
  /** `/S`: Swiss rules in a round robin (direct encounter). */
  readonly swiss: boolean;
  readonly reverse: boolean;
  readonly version: RulesVersion | null;
  /** `/K n` (SSSC). */
  readonly divisor: number | null;
  /** Boards counted from board 1 (`BW4` = 4); null = all boards. */
  readonly boardLimit: number | null;
  /** The individual code (BH, SB, PS, …) computed on match or game points. */
  readonly individual?: TiebreakCode;
}

type Modifier = 'C' | 'M' | 'P' | 'F' | 'S' | 'K';

interface TeamDefinitionInfo {
  readonly name: string;
  readonly title: Message;
  readonly modifiers: readonly Modifier[];
  /** Accepts `:MP`/`:GP` (ESB also `:MM`, `:MG`, `:GM`, `:GG`). */
  readonly scored?: 'single' | 'pair';
}

/** Team codes and the modifiers each accepts (besides /R and /V). */
export const TEAM_CODE_INFO: readonly TeamDefinitionInfo[] = [
  { name: 'MPTS', title: msg`Match points`, modifiers: [] },
  { name: 'GPTS', title: msg`Game points`, modifiers: [] },
  { name: 'MPVGP', title: msg`Secondary score (MP or GP)`, modifiers: [] },
  { name: 'DE', title: msg`Direct encounter`, modifiers: ['P', 'S'], scored: 'single' },
  { name: 'EDE', title: msg`Extended direct encounter`, modifiers: ['P', 'S'] },
  { name: 'EDEC', title: msg`Extended direct encounter, board count`, modifiers: ['P', 'S'] },
  { name: 'EDET', title: msg`Extended direct encounter, top board`, modifiers: ['P', 'S'] },
  { name: 'EDEB', title: msg`Extended direct encounter, board elimination`, modifiers: ['P', 'S'] },
  {
    name: 'EDEBT',
    title: msg`Extended direct encounter, board count, top board`,
    modifiers: ['P', 'S'],
  },
  {
    name: 'EDEBB',
    title: msg`Extended direct encounter, board count, board elimination`,
    modifiers: ['P', 'S'],
  },
  {
    name: 'ESB',
    title: msg`Extended Sonneborn-Berger`,
    modifiers: ['C', 'M', 'P', 'S'],
    scored: 'pair',
  },
  {
    name: 'EMMSB',
    title: msg`Extended Sonneborn-Berger (MP × MP)`,
    modifiers: ['C', 'M', 'P', 'S'],
  },
  {
    name: 'EMGSB',
    title: msg`Extended Sonneborn-Berger (MP × GP)`,
    modifiers: ['C', 'M', 'P', 'S'],
  },
  {
    name: 'EGMSB',
    title: msg`Extended Sonneborn-Berger (GP × MP)`,
    modifiers: ['C', 'M', 'P', 'S'],
  },
  {
    name: 'EGGSB',
    title: msg`Extended Sonneborn-Berger (GP × GP)`,
    modifiers: ['C', 'M', 'P', 'S'],
  },
  { name: 'BC', title: msg`Board count`, modifiers: [] },
  { name: 'TBR', title: msg`Top board result`, modifiers: [] },
  { name: 'BBE', title: msg`Board elimination`, modifiers: [] },
  { name: 'SSSC', title: msg`Score-strength combination`, modifiers: ['K', 'F', 'P'] },
  { name: 'BW', title: msg`Berliner Wertung`, modifiers: [] },
  { name: 'OSB', title: msg`Olympiad Sonneborn-Berger`, modifiers: [] },
  { name: 'OBH', title: msg`Olympiad Buchholz`, modifiers: [] },
];

const INFO = new Map(TEAM_CODE_INFO.map(d => [d.name, d] as const));

const ALIASES: Readonly<Record<string, string>> = {
  MP: 'MPTS',
  GP: 'GPTS',
  BP: 'GPTS',
  BERLINER: 'BW',
  OLYMPIADSB: 'OSB',
};

/** Individual codes that mean something for teams, computed on MP or GP. */
const INDIVIDUAL = new Set([
  'PTS',
  'WIN',
  'WON',
  'REP',
  'GE',
  'PS',
  'KS',
  'BH',
  'FB',
  'SB',
  'AOB',
  'TPN',
  'SNO',
  'LOT',
  'RBH',
]);

/** Individual codes that count match wins or rounds: only defined on match points. */
const MATCH_COUNTS = new Set(['WIN', 'WON', 'REP', 'GE']);

/** Individual codes whose opponents' scores `/P` can count with forfeits as played. */
const OPPONENT_SUMS = new Set(['BH', 'FB', 'SB', 'AOB', 'RBH']);

const VERSIONS: Readonly<Record<string, RulesVersion>> = {
  '': '2026',
  '0': '2022',
  '1': '2024',
  '2': '2026',
  '2022': '2022',
  '2024': '2024',
  '2026': '2026',
};

const SCORE_PAIRS: Readonly<Record<string, readonly [ScoreKind, ScoreKind | null]>> = {
  MP: ['MP', null],
  GP: ['GP', null],
  MM: ['MP', 'MP'],
  MG: ['MP', 'GP'],
  GM: ['GP', 'MP'],
  GG: ['GP', 'GP'],
};

const ESB_SCORES: Readonly<Record<string, readonly [ScoreKind, ScoreKind]>> = {
  EMMSB: ['MP', 'MP'],
  EMGSB: ['MP', 'GP'],
  EGMSB: ['GP', 'MP'],
  EGGSB: ['GP', 'GP'],
};

/** Every acronym a team code may start with, for messages. */
export function teamCodeNames(): string[] {
  return [...TEAM_CODE_INFO.map(d => d.name), ...INDIVIDUAL].sort();
}

function fail(typed: string, why: MessageArg): never {
  throw rangeError(msg`team tie-break "${typed}": ${why}`);
}

interface Draft {
  cutLow: number;
  cutHigh: number;
  forfeitsAsPlayed: boolean;
  fore: boolean;
  swiss: boolean;
  reverse: boolean;
  version: RulesVersion | null;
  divisor: number | null;
}

function applyTeamModifiers(typed: string, info: TeamDefinitionInfo, mods: string[]): Draft {
  const d: Draft = {
    cutLow: 0,
    cutHigh: 0,
    forfeitsAsPlayed: false,
    fore: false,
    swiss: false,
    reverse: false,
    version: null,
    divisor: null,
  };
  const seen = new Set<string>();
  for (const mod of mods) {
    if (mod === '') fail(typed, msg`empty modifier (two slashes in a row?)`);
    const letter = mod[0];
    const rest = mod.slice(1);
    const key = letter === 'M' ? 'C' : letter;
    if (seen.has(key))
      fail(typed, msg`modifier /${mod} is given twice (or conflicts with another cut)`);
    seen.add(key);
    if (letter === 'R' || letter === 'V') {
      if (letter === 'R') {
        if (rest !== '') fail(typed, msg`modifier /${mod} takes no value (write /R)`);
        d.reverse = true;
      } else {
        const v = VERSIONS[rest];
        if (v === undefined) fail(typed, msg`modifier /${mod} expects /V2022, /V2024 or /V2026`);
        d.version = v;
      }
      continue;
    }
    if (!(info.modifiers as readonly string[]).includes(letter)) {
      const allowed =
        info.modifiers.length > 0
          ? msg`; ${info.name} takes ${info.modifiers.map(m => `/${m}`).join(' ')}`
          : verbatim('');
      fail(typed, msg`modifier /${mod} does not apply to ${info.name} (${info.title})${allowed}`);
    }
    switch (letter) {
      case 'C':
      case 'M':
        if (!/^[1-9]\d?$/.test(rest)) fail(typed, msg`modifier /${mod} needs a number, e.g. /C1`);
        d.cutLow = Number(rest);
        if (letter === 'M') d.cutHigh = Number(rest);
        break;
      case 'K':
        if (!/^[1-9]\d*$/.test(rest))
          fail(typed, msg`modifier /${mod} expects a divisor, e.g. /K5`);
        d.divisor = Number(rest);
        break;
      default:
        if (rest !== '') fail(typed, msg`modifier /${mod} takes no value (write /${letter})`);
        if (letter === 'P') d.forfeitsAsPlayed = true;
        else if (letter === 'F') d.fore = true;
        else d.swiss = true;
    }
  }
  return d;
}

function canonicalTeam(name: string, score: string, d: Draft, boardLimit: number | null): string {
  let s = name + (boardLimit !== null ? String(boardLimit) : '') + score;
  if (d.cutHigh > 0) s += `/M${d.cutHigh}`;
  else if (d.cutLow > 0) s += `/C${d.cutLow}`;
  if (d.forfeitsAsPlayed) s += '/P';
  if (d.fore) s += '/F';
  if (d.swiss) s += '/S';
  if (d.divisor !== null) s += `/K${d.divisor}`;
  if (d.reverse) s += '/R';
  if (d.version !== null) s += `/V${d.version}`;
  return s;
}

/** Parses one team code; throws InputError (kind 'range') naming what is wrong. */
export function parseTeamCode(code: string): TeamCode {
  const typed = String(code).trim();
  const text = typed.replace(/\s+/g, '').toUpperCase().replace(/[#!]/g, '/');
  if (text === '') throw rangeError(msg`empty tie-break code`);
  const slash = text.indexOf('/');
  const headRaw = slash < 0 ? text : text.slice(0, slash);
  const tail = slash < 0 ? [] : text.slice(slash + 1).split('/');
  // `BH-C1`: a hyphen between the acronym and its first modifier, as C.07 prints codes.
  const dash = /^([A-Z0-9:]+)-(.+)$/.exec(headRaw);
  const head = dash ? dash[1] : headRaw;
  const mods = dash ? [dash[2], ...tail] : tail;
  const [acronym, scoreText, extra] = head.split(':');
  if (extra !== undefined) fail(typed, msg`more than one ":" in the code`);
  // `BW4`: a number of boards after the acronym (only the Berliner Wertung takes one).
  const numbered = /^([A-Z]+)(\d+)$/.exec(acronym);
  const base = numbered ? numbered[1] : acronym;
  const name = ALIASES[base] ?? base;
  const boardLimit = numbered ? Number(numbered[2]) : null;
  if (boardLimit !== null && name !== 'BW')
    fail(typed, msg`only BW takes a number of boards (BW4, BW2)`);
  if (boardLimit === 0) fail(typed, msg`BW on the first 0 boards is no tie-break`);
  if (!/^[A-Z]+$/.test(name))
    fail(typed, msg`expected an acronym such as MPTS, BH:MP or EMGSB at the start`);
  const scorePair = scoreText === undefined ? undefined : SCORE_PAIRS[scoreText];
  if (scoreText !== undefined && !scorePair) {
    fail(typed, msg`:${scoreText} is no score; use :MP (match points) or :GP (game points)`);
  }

  const info = INFO.get(name);
  if (info) {
    if (scorePair && !info.scored) fail(typed, msg`${name} takes no :MP or :GP`);
    if (scorePair && info.scored === 'single' && scorePair[1] !== null) {
      fail(typed, msg`${name} takes :MP or :GP`);
    }
    const d = applyTeamModifiers(typed, info, mods);
    const esb = ESB_SCORES[name];
    const score = esb ? esb[0] : (scorePair?.[0] ?? null);
    const second = esb ? esb[1] : (scorePair?.[1] ?? null);
    return {
      code: typed,
      name,
      canonical: canonicalTeam(name, scoreText !== undefined ? `:${scoreText}` : '', d, boardLimit),
      score,
      second,
      boardLimit,
      ...d,
    };
  }
  if (!INDIVIDUAL.has(name)) {
    throw rangeError(
      msg`unknown team tie-break "${typed}": known codes are ${teamCodeNames().join(', ')}`,
    );
  }
  if (scorePair && scorePair[1] !== null) fail(typed, msg`${name} takes :MP or :GP`);
  if (MATCH_COUNTS.has(name) && scorePair?.[0] === 'GP') {
    fail(typed, msg`${name} counts matches; it is defined on match points only (${name}:MP)`);
  }
  const forfeitsAsPlayed = mods.includes('P');
  if (forfeitsAsPlayed && !OPPONENT_SUMS.has(name)) {
    fail(typed, msg`modifier /P does not apply to ${name}`);
  }
  const rest = mods.filter(m => m !== 'P');
  const individual = parseTiebreakCode([name, ...rest].join('/'));
  const score = scorePair?.[0] ?? null;
  const mod = individual.canonical.slice(individual.name.length);
  return {
    code: typed,
    name: individual.name,
    canonical: `${individual.name}${score ? `:${score}` : ''}${mod}${forfeitsAsPlayed ? '/P' : ''}`,
    score,
    second: null,
    cutLow: individual.cutLow,
    cutHigh: individual.cutHigh,
    forfeitsAsPlayed,
    fore: individual.fore,
    swiss: individual.swiss,
    reverse: individual.reverse,
    version: individual.version,
    divisor: individual.divisor,
    boardLimit: null,
    individual,
  };
}
