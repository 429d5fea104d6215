import type { ReadOptions, RuleSet, TiebreakOptions, TournamentSystem } from '../../core';
import { MessageError, msg } from '../../core';
import { pointSystem } from '../../core/model/points';
import type { Locale } from '../../shared/types';

/** Options of a custom function call, after reading what the user typed. */
export interface CallOptions {
  readonly tiebreak: TiebreakOptions;
  readonly read: ReadOptions;
  /** Team events: boards per match, match points, the primary score. */
  readonly team: TeamCallOptions;
  /** Language of the headers a table spills (`lang=de`); English unless given. */
  readonly lang: Locale;
}

export interface TeamCallOptions {
  readonly boards?: number;
  readonly matchPoints?: { readonly win: number; readonly draw: number; readonly loss: number };
  readonly primary?: 'MP' | 'GP';
}

/**
 * Option names as organisers type them, English and German, mapped to one canonical key.
 * Matching ignores case, spaces, `-` and `_` (so `after-round`, `After Round`, `nach_Runde` work).
 */
const KEYS: Record<string, Key> = {
  rules: 'rules',
  regeln: 'rules',
  rule: 'rules',
  unrated: 'unrated',
  unratedrating: 'unrated',
  ratingforunrated: 'unrated',
  ersatzwertung: 'unrated',
  ohnewertung: 'unrated',
  afterround: 'afterRound',
  round: 'afterRound',
  nachrunde: 'afterRound',
  runde: 'afterRound',
  system: 'system',
  modus: 'system',
  seed: 'seed',
  lot: 'seed',
  losseed: 'seed',
  layout: 'layout',
  format: 'layout',
  tabelle: 'layout',
  points: 'points',
  punkte: 'points',
  wertung: 'points',
  boards: 'boards',
  bretter: 'boards',
  matchpoints: 'matchPoints',
  mannschaftspunkte: 'matchPoints',
  primary: 'primary',
  hauptwertung: 'primary',
  rounds: 'rounds',
  runden: 'rounds',
  rundenfolge: 'rounds',
  lang: 'lang',
  language: 'lang',
  sprache: 'lang',
};
type Key =
  | 'rules'
  | 'unrated'
  | 'afterRound'
  | 'system'
  | 'seed'
  | 'layout'
  | 'points'
  | 'boards'
  | 'matchPoints'
  | 'primary'
  | 'rounds'
  | 'lang';

const RULES: Record<string, RuleSet> = {
  'fide-2026': 'fide-2026',
  fide2026: 'fide-2026',
  '2026': 'fide-2026',
  'fide-2024': 'fide-2024',
  fide2024: 'fide-2024',
  '2024': 'fide-2024',
  '2023': 'fide-2024',
  'fide-2009': 'fide-2009',
  fide2009: 'fide-2009',
  '2009': 'fide-2009',
  raw: 'raw',
  roh: 'raw',
  ignore: 'ignore',
  ignorieren: 'ignore',
};

const SYSTEMS: Record<string, TournamentSystem> = {
  swiss: 'swiss',
  schweizer: 'swiss',
  'schweizer-system': 'swiss',
  ch: 'swiss',
  'round-robin': 'round-robin',
  roundrobin: 'round-robin',
  rr: 'round-robin',
  rundenturnier: 'round-robin',
  'jeder-gegen-jeden': 'round-robin',
};

/** `rounds=berger`: a crosstable's rounds followed the Berger table (the only value). */
const ROUND_ORDERS: Record<string, 'berger'> = {
  berger: 'berger',
  'berger-table': 'berger',
  bergertabelle: 'berger',
  'berger-tabelle': 'berger',
};

const LANGUAGES: Record<string, Locale> = {
  en: 'en',
  english: 'en',
  englisch: 'en',
  de: 'de',
  german: 'de',
  deutsch: 'de',
};

const LAYOUTS: Record<string, ReadOptions['layout']> = {
  crosstable: 'crosstable',
  kreuztabelle: 'crosstable',
  progress: 'progress',
  'progress-table': 'progress',
  fortschrittstabelle: 'progress',
  results: 'results',
  'results-list': 'results',
  ergebnisliste: 'results',
  paarungen: 'results',
};

function canonical(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

function valueText(v: unknown): string {
  return typeof v === 'number' ? String(v) : String(v ?? '').trim();
}

function pick<T>(table: Record<string, T>, raw: string, key: string): T {
  const v = table[raw.trim().toLowerCase().replace(/\s+/g, '-')] ?? table[canonical(raw)];
  if (v === undefined) {
    throw new MessageError(
      msg`option ${key}: "${raw}" is not one of ${Object.keys(table).join(', ')}`,
    );
  }
  return v;
}

function wholeNumber(raw: string, key: string, min: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new MessageError(
      msg`option ${key}: "${raw}" should be a whole number of at least ${min}`,
    );
  }
  return Number(raw);
}

/**
 * Key/value pairs from `"rules=fide-2024; unrated=1000"` or a two-column range. `split` reads a
 * pair written in one cell or between semicolons; it decides what a malformed one becomes.
 */
function pairsWith(
  options: unknown,
  split: (s: string) => [string, string] | undefined,
): [string, string][] {
  if (options === undefined || options === null || options === '') return [];
  if (Array.isArray(options)) {
    return options
      .map(row => (Array.isArray(row) ? row : [row]))
      .filter(row => row.some(c => valueText(c) !== ''))
      .flatMap(row => {
        if (row.length >= 2 && valueText(row[1]) !== '')
          return [[valueText(row[0]), valueText(row[1])] as [string, string]];
        const p = split(valueText(row[0]));
        return p ? [p] : [];
      });
  }
  if (typeof options !== 'string') {
    throw new MessageError(
      msg`options should be text like "rules=fide-2024; unrated=1000" or a two-column range`,
    );
  }
  return options
    .split(/[;\n]/)
    .map(s => s.trim())
    .filter(s => s !== '')
    .flatMap(s => {
      const p = split(s);
      return p ? [p] : [];
    });
}

function pairs(options: unknown): [string, string][] {
  return pairsWith(options, splitPair);
}

function pairOf(s: string): [string, string] | undefined {
  const m = /^([^=:]+)[=:](.*)$/.exec(s);
  return m ? [m[1].trim(), m[2].trim()] : undefined;
}

function splitPair(s: string): [string, string] {
  const p = pairOf(s);
  if (!p) {
    throw new MessageError(msg`option "${s}" should look like name=value (e.g. rules=fide-2024)`);
  }
  return p;
}

/** Reads the `options` argument of a custom function (text or a two-column range). */
export function parseCallOptions(options: unknown): CallOptions {
  const tiebreak: { -readonly [K in keyof TiebreakOptions]: TiebreakOptions[K] } = {};
  const read: { -readonly [K in keyof ReadOptions]: ReadOptions[K] } = {};
  const team: { -readonly [K in keyof TeamCallOptions]: TeamCallOptions[K] } = {};
  let lang: Locale = 'en';
  for (const [rawKey, raw] of pairs(options)) {
    const key = KEYS[canonical(rawKey)];
    if (key === undefined) {
      throw new MessageError(
        msg`unknown option "${rawKey}"; known: rules, unrated, after-round, system, seed, layout, points, boards, match-points, primary, rounds, lang`,
      );
    }
    switch (key) {
      case 'rules':
        tiebreak.rules = pick(RULES, raw, rawKey);
        break;
      case 'unrated':
        tiebreak.unratedRating = wholeNumber(raw, rawKey, 0);
        break;
      case 'afterRound':
        tiebreak.afterRound = wholeNumber(raw, rawKey, 1);
        break;
      case 'system':
        tiebreak.system = pick(SYSTEMS, raw, rawKey);
        read.system = tiebreak.system;
        break;
      case 'seed':
        tiebreak.seed = raw;
        break;
      case 'layout':
        read.layout = pick(LAYOUTS, raw, rawKey);
        break;
      case 'rounds':
        pick(ROUND_ORDERS, raw, rawKey);
        read.bergerRounds = true;
        break;
      case 'lang':
        lang = pick(LANGUAGES, raw, rawKey);
        break;
      case 'points': {
        const [w, d, l] = threeNumbers(raw, rawKey);
        read.pointSystem = pointSystem(w, d, l);
        break;
      }
      case 'boards':
        team.boards = wholeNumber(raw, rawKey, 1);
        break;
      case 'matchPoints': {
        const [win, draw, loss] = threeNumbers(raw, rawKey);
        team.matchPoints = { win, draw, loss };
        break;
      }
      case 'primary': {
        const v = raw.trim().toUpperCase();
        if (v !== 'MP' && v !== 'GP' && v !== 'BP') {
          throw new MessageError(
            msg`option ${rawKey}: "${raw}" should be MP (match points) or GP (game points)`,
          );
        }
        team.primary = v === 'MP' ? 'MP' : 'GP';
        break;
      }
    }
  }
  return { tiebreak, read, team, lang };
}

function threeNumbers(raw: string, key: string): [number, number, number] {
  const m = /^(\d+(?:[.,]\d+)?)\s*[/-]\s*(\d+(?:[.,]\d+)?)\s*[/-]\s*(\d+(?:[.,]\d+)?)$/.exec(raw);
  if (!m) throw new MessageError(msg`option ${key}: "${raw}" should look like 1/0.5/0 or 3/1/0`);
  const [w, d, l] = [m[1], m[2], m[3]].map(x => Number(x.replace(',', '.')));
  return [w, d, l];
}

/**
 * The language a custom function speaks in its errors: its `lang` option (the live sheet the
 * sidebar writes for a German user carries `lang=de`), English when absent. The `lang` pair is
 * looked for on its own, past any other option that is wrong or unknown (a Keizer option, a
 * pair without `=`), so the error about that option is said in the language asked for; only a
 * `lang` value that is itself unreadable leaves English.
 */
export function langOfOptions(options: unknown): Locale {
  let given: [string, string][];
  try {
    given = pairsWith(options, pairOf);
  } catch {
    return 'en';
  }
  let lang: Locale = 'en';
  for (const [rawKey, raw] of given) {
    if (isLangOption(rawKey)) lang = langValue(raw) ?? lang;
  }
  return lang;
}

/** True for the names of the `lang` option (`lang`, `Sprache`, `language`). */
export function isLangOption(name: string): boolean {
  return KEYS[canonical(name)] === 'lang';
}

/** The language a `lang` value names (`de`, `Deutsch`, `german`); undefined for anything else. */
export function langValue(raw: string): Locale | undefined {
  return LANGUAGES[raw.trim().toLowerCase().replace(/\s+/g, '-')] ?? LANGUAGES[canonical(raw)];
}

/** The options only the list functions take (=CROSSTABLE, =CATEGORY_STANDINGS). */
export interface ListCallOptions {
  /** Tie-break codes or a preset, as `tiebreaks=BH/C1,BH,SB` gives them. */
  readonly tiebreaks?: string;
  /** `age-bands=U10,U12,S60`, as typed (the core reads them). */
  readonly ageBands?: string;
  /** `year=2025`: the event's year for age groups. */
  readonly year?: number;
  /** `crosstable=square|rounds`: how a round robin's crosstable is printed. */
  readonly crosstable?: 'auto' | 'rounds' | 'square';
}

type ListKey = keyof ListCallOptions;

const LIST_KEYS: Record<string, ListKey> = {
  tiebreaks: 'tiebreaks',
  tiebreak: 'tiebreaks',
  wertungen: 'tiebreaks',
  feinwertung: 'tiebreaks',
  feinwertungen: 'tiebreaks',
  agebands: 'ageBands',
  agegroups: 'ageBands',
  altersklassen: 'ageBands',
  year: 'year',
  jahr: 'year',
  crosstable: 'crosstable',
  kreuztabelle: 'crosstable',
};

const CROSSTABLE_SHAPES: Record<string, 'auto' | 'rounds' | 'square'> = {
  auto: 'auto',
  automatic: 'auto',
  automatisch: 'auto',
  rounds: 'rounds',
  runden: 'rounds',
  'by-rounds': 'rounds',
  square: 'square',
  quadratisch: 'square',
};

/**
 * The options of a list function: its own (`tiebreaks`, `age-bands`, `year`, `crosstable`), and
 * those every function takes (rules, unrated, system, points, rounds, layout, lang …), read by
 * parseCallOptions. A name neither knows is refused with the names the list functions take.
 */
export function parseListOptions(options: unknown): { call: CallOptions; lists: ListCallOptions } {
  const lists: { -readonly [K in ListKey]?: ListCallOptions[K] } = {};
  const rest: [string, string][] = [];
  for (const [rawKey, raw] of pairs(options)) {
    const key = LIST_KEYS[canonical(rawKey)];
    if (key === undefined) {
      // A crosstable shows every round played; standings after an earlier round would not match.
      if (KEYS[canonical(rawKey)] === 'afterRound') {
        throw new MessageError(
          msg`the lists are of all rounds played: leave out the option ${rawKey}`,
        );
      }
      if (KEYS[canonical(rawKey)] === undefined) {
        throw new MessageError(
          msg`unknown option "${rawKey}"; known: tiebreaks, rules, unrated, system, points, rounds, age-bands, year, crosstable, lang`,
        );
      }
      rest.push([rawKey, raw]);
      continue;
    }
    switch (key) {
      case 'tiebreaks':
        lists.tiebreaks = raw;
        break;
      case 'ageBands':
        lists.ageBands = raw;
        break;
      case 'year':
        lists.year = wholeNumber(raw, rawKey, 1);
        break;
      case 'crosstable':
        lists.crosstable = pick(CROSSTABLE_SHAPES, raw, rawKey);
        break;
    }
  }
  return { call: parseCallOptions(rest.length > 0 ? rest : undefined), lists };
}
