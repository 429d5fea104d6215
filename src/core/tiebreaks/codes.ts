/**
 * Tie-break codes as users type them (C.07 acronyms with the reference calculator's modifier
 * syntax): `NAME[:MP|:GP][/mod]…`, `#` and `!` accepted for `/` (old `BH#C1`), `-` accepted
 * between the acronym and its first modifier (`BH-C1` as the C.07 text writes it), any case.
 */
import { rangeError, msg, verbatim } from '../errors';
import type { MessageArg } from '../errors';
import { findTiebreak, registeredNames } from './registry';
import type { ModifierLetter, TiebreakDefinition } from './registry';
import type { RulesVersion, TiebreakCode } from './types';

/** C.07 codes that exist but are not computed by this engine (team competitions). */
const TEAM_CODES = new Set([
  'MPTS',
  'GPTS',
  'MPVGP',
  'EDE',
  'EDEC',
  'EDET',
  'EDEB',
  'EDEBT',
  'EDEBB',
  'ESB',
  'EMMSB',
  'EMGSB',
  'EGMSB',
  'EGGSB',
  'BC',
  'TBR',
  'BBE',
  'SSSC',
]);

const VERSIONS: Record<string, RulesVersion> = {
  '': '2026',
  '0': '2022',
  '1': '2024',
  '2': '2026',
  '2022': '2022',
  '2024': '2024',
  '2026': '2026',
};

interface Draft {
  cutLow: number;
  cutHigh: number;
  limitPercent: number | null;
  limitShift: number;
  forfeitsAsPlayed: boolean;
  fore: boolean;
  unratedRating: number | null;
  reverse: boolean;
  swiss: boolean;
  version: RulesVersion | null;
  divisor: number | null;
}

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

function closeMatches(name: string): string[] {
  const names = registeredNames();
  const scored = names
    .map(k => ({ k, d: editDistance(name, k) }))
    .filter(
      ({ k, d }) =>
        d <= Math.max(1, Math.floor(Math.min(k.length, name.length) / 2)) ||
        (name.length >= 2 && k.startsWith(name)),
    )
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k));
  return scored.slice(0, 5).map(s => s.k);
}

function unknownCode(typed: string, name: string): never {
  if (TEAM_CODES.has(name)) {
    throw rangeError(
      msg`tie-break "${typed}": ${name} is a team tie-break: use it on a team crosstable or match list (=TEAM_STANDINGS, chess-standings teams)`,
    );
  }
  const close = closeMatches(name);
  const hint =
    close.length > 0
      ? `did you mean ${close.join(', ')}?`
      : `known codes: ${registeredNames().join(', ')}`;
  throw rangeError(msg`unknown tie-break "${typed}": ${hint}`);
}

function badModifier(typed: string, mod: string, why: MessageArg): never {
  throw rangeError(msg`tie-break "${typed}": modifier /${mod} ${why}`);
}

function requireAllowed(
  typed: string,
  def: TiebreakDefinition,
  letter: ModifierLetter,
  mod: string,
): void {
  if (!def.modifiers.includes(letter)) {
    const allowed =
      def.modifiers.length > 0
        ? msg`; ${def.name} takes ${def.modifiers.map(m => `/${m}`).join(' ')}`
        : verbatim('');
    badModifier(typed, mod, msg`does not apply to ${def.name} (${def.title})${allowed}`);
  }
}

function applyModifier(
  typed: string,
  def: TiebreakDefinition,
  mod: string,
  d: Draft,
  seen: Set<string>,
): void {
  const letter = mod[0];
  const key = letter === 'M' ? 'C' : letter;
  if (seen.has(key)) badModifier(typed, mod, msg`is given twice (or conflicts with another cut)`);
  seen.add(key);
  const rest = mod.slice(1);
  const count = (): number => {
    if (!/^[1-9]\d?$/.test(rest))
      badModifier(typed, mod, msg`needs a number of values to cut, e.g. /C1 or /M2`);
    return Number(rest);
  };
  switch (letter) {
    case 'C':
      requireAllowed(typed, def, 'C', mod);
      d.cutLow = count();
      return;
    case 'M':
      requireAllowed(typed, def, 'M', mod);
      d.cutLow = d.cutHigh = count();
      return;
    case 'L': {
      requireAllowed(typed, def, 'L', mod);
      const pct = /^(\d{1,3})$/.exec(rest);
      if (pct && Number(pct[1]) <= 100) {
        d.limitPercent = Number(pct[1]);
        return;
      }
      const shift = /^([+-])(\d+)(\.\d+)?$/.exec(rest);
      if (!shift)
        badModifier(
          typed,
          mod,
          msg`expects a percentage (/L40) or a shift in half points (/L+1, /L-1)`,
        );
      const sign = shift[1] === '-' ? -1 : 1;
      // Whole numbers count half points (C.07 14.5 moves the limit "by half point at a time");
      // a decimal is taken as points, as the reference calculator does (/L+1.5 = 1.5 points).
      d.limitShift =
        shift[3] === undefined ? (sign * Number(shift[2])) / 2 : sign * Number(shift[2] + shift[3]);
      return;
    }
    case 'P':
    case 'F':
    case 'S':
      requireAllowed(typed, def, letter, mod);
      if (rest !== '') badModifier(typed, mod, msg`takes no value (write /${letter})`);
      if (letter === 'P') d.forfeitsAsPlayed = true;
      else if (letter === 'F') d.fore = true;
      else d.swiss = true;
      return;
    case 'U':
      requireAllowed(typed, def, 'U', mod);
      if (!/^\d{1,4}$/.test(rest))
        badModifier(typed, mod, msg`expects a rating for unrated players, e.g. /U1400`);
      d.unratedRating = Number(rest);
      return;
    case 'K':
      requireAllowed(typed, def, 'K', mod);
      if (!/^[1-9]\d*$/.test(rest)) badModifier(typed, mod, msg`expects a divisor, e.g. /K5`);
      d.divisor = Number(rest);
      return;
    case 'R':
      if (rest !== '') badModifier(typed, mod, msg`takes no value (write /R)`);
      d.reverse = true;
      return;
    case 'V': {
      const v = VERSIONS[rest];
      if (v === undefined)
        badModifier(typed, mod, msg`expects a C.07 version: /V2022, /V2024 or /V2026`);
      d.version = v;
      return;
    }
    default:
      badModifier(typed, mod, msg`is not a known modifier (C, M, L, P, F, U, R, S, K, V)`);
  }
}

function canonicalOf(name: string, d: Draft): string {
  let s = name;
  if (d.cutHigh > 0) s += `/M${d.cutHigh}`;
  else if (d.cutLow > 0) s += `/C${d.cutLow}`;
  if (d.limitPercent !== null) s += `/L${d.limitPercent}`;
  if (d.limitShift !== 0) {
    const steps = d.limitShift * 2;
    const text = Number.isInteger(steps) ? String(Math.abs(steps)) : String(Math.abs(d.limitShift));
    s += `/L${d.limitShift > 0 ? '+' : '-'}${text}`;
  }
  if (d.forfeitsAsPlayed) s += '/P';
  if (d.fore) s += '/F';
  if (d.unratedRating !== null) s += `/U${d.unratedRating}`;
  if (d.swiss) s += '/S';
  if (d.divisor !== null) s += `/K${d.divisor}`;
  if (d.reverse) s += '/R';
  if (d.version !== null) s += `/V${d.version}`;
  return s;
}

/** Parses one code; throws InputError (kind 'range') naming what is wrong and the close matches. */
export function parseTiebreakCode(code: string): TiebreakCode {
  const typed = String(code).trim();
  const text = typed.replace(/\s+/g, '').toUpperCase().replace(/[#!]/g, '/');
  if (text === '') throw rangeError(msg`empty tie-break code`);
  const slash = text.indexOf('/');
  const head = slash < 0 ? text : text.slice(0, slash);
  const tail = slash < 0 ? '' : text.slice(slash);
  // `BH-C1`: a hyphen between the acronym and its first modifier, as C.07 prints codes.
  const dash = /^([A-Z]+)-(.+)$/.exec(head);
  const parts = (dash ? `${dash[1]}/${dash[2]}${tail}` : text).split('/');
  const [nameWithScore, ...mods] = parts;
  const colon = nameWithScore.indexOf(':');
  const name = colon < 0 ? nameWithScore : nameWithScore.slice(0, colon);
  if (!/^[A-Z]+$/.test(name))
    throw rangeError(msg`tie-break "${typed}": expected an acronym such as BH or SB at the start`);
  const def = findTiebreak(name);
  if (!def) unknownCode(typed, name);
  if (colon >= 0) {
    throw rangeError(
      msg`tie-break "${typed}": ${nameWithScore.slice(colon)} selects match or game points of a team event: use it on a team crosstable or match list (=TEAM_STANDINGS, chess-standings teams)`,
    );
  }
  const draft: Draft = {
    cutLow: 0,
    cutHigh: 0,
    limitPercent: null,
    limitShift: 0,
    forfeitsAsPlayed: false,
    fore: false,
    unratedRating: null,
    reverse: false,
    swiss: false,
    version: null,
    divisor: null,
  };
  const seen = new Set<string>();
  for (const mod of mods) {
    if (mod === '')
      throw rangeError(msg`tie-break "${typed}": empty modifier (two slashes in a row?)`);
    applyModifier(typed, def, mod, draft, seen);
  }
  return { code: typed, name: def.name, canonical: canonicalOf(def.name, draft), ...draft };
}
