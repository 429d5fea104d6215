/**
 * Names and one-line explanations of tie-break codes for the sidebar, from the catalogues
 * (src/core/messages/en.ts, de.ts: tiebreakNames, ruleSetNames, modifierWords).
 * The definitions are FIDE C.07 (2026) Art. 6–10 and the club systems of spec/club-systems.md;
 * the engine (src/core/tiebreaks) stays the authority on how each value is computed.
 */
import { findTiebreak, parseTiebreakCode, render } from '../../core';
import {
  modifierWords as deModifiers,
  presetNames as dePresets,
  ruleSetNames as deRules,
  tiebreakNames as deNames,
} from '../../core/messages/de';
import {
  modifierWords as enModifiers,
  presetNames as enPresets,
  ruleSetNames as enRules,
  tiebreakNames as enNames,
} from '../../core/messages/en';
import { PRESETS } from '../../core/tiebreaks/presets';
import type { TiebreakCode } from '../../core';
import type { CodeInfo, Locale, PresetInfo, RuleSetId, RuleSetInfo } from '../../shared/types';

// Named sections, not the catalogue modules as objects: the bundle then keeps only these.
const DE = {
  modifierWords: deModifiers,
  presetNames: dePresets,
  ruleSetNames: deRules,
  tiebreakNames: deNames,
};
const EN = {
  modifierWords: enModifiers,
  presetNames: enPresets,
  ruleSetNames: enRules,
  tiebreakNames: enNames,
};

function catalogueOf(locale: Locale) {
  return locale === 'de' ? DE : EN;
}

/** The "add a tie-break" list, in the order organisers meet them. */
const OFFERED: readonly string[] = [
  'BH/C1',
  'BH',
  'BH/C2',
  'BH/M1',
  'SB',
  'SB/C1',
  'RBH',
  'RBH/C1',
  'FB',
  'AOB',
  'PS',
  'PS/C1',
  'KS',
  'DE',
  'WIN',
  'WON',
  'BWG',
  'BPG',
  'REP',
  'STD',
  'ARO',
  'ARO/C1',
  'SOR',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'DWZP',
  'RTNG',
  'TPN',
  'SWIN',
  'SWINB',
  'LECH',
  'LOT',
];

/** 0.5 → ½, 1 → 1, 1.5 → 1½ (Koya limit shifts are half points). */
function halves(x: number): string {
  const whole = Math.floor(x);
  const half = x - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
}

function modifierWords(c: TiebreakCode, locale: Locale): { suffix: string; sentence: string } {
  const w = catalogueOf(locale).modifierWords;
  const parts: string[] = [];
  const sentences: string[] = [];
  if (c.cutHigh > 0) {
    parts.push(`Median-${c.cutHigh}`);
    sentences.push(w.median(c.cutLow, c.cutHigh));
  } else if (c.cutLow > 0) {
    parts.push(`Cut-${c.cutLow}`);
    sentences.push(w.cut(c.cutLow));
  }
  if (c.limitPercent !== null || c.limitShift !== 0) {
    const limit =
      c.limitPercent !== null
        ? `${c.limitPercent} %`
        : `50 % ${c.limitShift > 0 ? '+' : '−'} ${halves(Math.abs(c.limitShift))}`;
    parts.push(w.limit(limit));
  }
  if (c.forfeitsAsPlayed) sentences.push(w.forfeits);
  if (c.fore) parts.push('Fore');
  if (c.unratedRating !== null) sentences.push(w.unrated(c.unratedRating));
  if (c.reverse) parts.push(w.reversed);
  if (c.version !== null) parts.push(`FIDE ${c.version}`);
  return { suffix: parts.length > 0 ? ` ${parts.join(', ')}` : '', sentence: sentences.join(' ') };
}

/**
 * Name and explanation of a code as the user typed it (`BH/C1`, `sb`, `KS/L+1`). Throws the
 * engine's InputError for an unknown code, whose message lists close matches.
 */
export function describeCode(code: string, locale: Locale): CodeInfo {
  const parsed = parseTiebreakCode(code);
  const base = catalogueOf(locale).tiebreakNames[parsed.name];
  const registered = findTiebreak(parsed.name)?.title;
  const title = base?.name ?? (registered === undefined ? parsed.name : render(registered, locale));
  const { suffix, sentence } = modifierWords(parsed, locale);
  const explanation = [base?.explanation ?? '', sentence].filter(s => s !== '').join(' ');
  return { code: parsed.canonical, name: `${title}${suffix}`, explanation };
}

/** The codes offered for a custom list. */
export function catalogue(locale: Locale): CodeInfo[] {
  return OFFERED.map(code => describeCode(code, locale));
}

export function presetInfos(locale: Locale): PresetInfo[] {
  const names = catalogueOf(locale).presetNames;
  return PRESETS.map(p => ({
    name: p.name,
    label: names[p.name].label,
    explanation: names[p.name].explanation,
    codes: p.codes.map(c => describeCode(c, locale)),
  }));
}

export function ruleSetInfos(locale: Locale): RuleSetInfo[] {
  return (Object.keys(enRules) as RuleSetId[]).map(id => ({
    id,
    label: catalogueOf(locale).ruleSetNames[id].name,
    explanation: catalogueOf(locale).ruleSetNames[id].explanation,
  }));
}

export function ruleSetLabel(id: RuleSetId, locale: Locale): string {
  return catalogueOf(locale).ruleSetNames[id].name;
}

/** Acronyms that have names in both languages (tests check the registry is covered). */
export function describedNames(): string[] {
  return Object.keys(enNames);
}
