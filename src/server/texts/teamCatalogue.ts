/**
 * Names and one-line explanations of team tie-break codes for the sidebar when the source is a
 * team event, from the catalogues (src/core/messages/en.ts, de.ts: teamNames, teamModifierWords). Definitions: FIDE C.07 (2026) Art. 13 and the team
 * codes of the TRF-2026 annex, the German league rules and the Olympiad regulations quoted in
 * spec/club-systems.md section B. The engine (src/core/teams) computes; this file only names.
 */
import { parseTeamCode, TEAM_PRESETS } from '../../core/teams';
import type { TeamCode } from '../../core/teams';
import type { CodeInfo, Locale, PresetInfo } from '../../shared/types';
import {
  teamModifierWords as deWords,
  teamNames as deNames,
  teamPresetNames as dePresets,
} from '../../core/messages/de';
import {
  teamModifierWords as enWords,
  teamNames as enNames,
  teamPresetNames as enPresets,
} from '../../core/messages/en';
import { describeCode } from './tiebreakCatalogue';

// Named sections, not the catalogue modules as objects: the bundle then keeps only these.
const DE = { teamModifierWords: deWords, teamNames: deNames, teamPresetNames: dePresets };
const EN = { teamModifierWords: enWords, teamNames: enNames, teamPresetNames: enPresets };

function catalogueOf(locale: Locale) {
  return locale === 'de' ? DE : EN;
}

function modifierSentence(c: TeamCode, locale: Locale): { suffix: string; sentence: string } {
  const w = catalogueOf(locale).teamModifierWords;
  const parts: string[] = [];
  const sentences: string[] = [];
  if (c.cutHigh > 0) parts.push(`Median-${c.cutHigh}`);
  else if (c.cutLow > 0) parts.push(`Cut-${c.cutLow}`);
  if (c.cutLow > 0 || c.cutHigh > 0) sentences.push(w.cut(c.cutLow, c.cutHigh));
  if (c.boardLimit !== null) parts.push(w.boards(c.boardLimit));
  if (c.forfeitsAsPlayed) sentences.push(w.forfeits);
  if (c.swiss) sentences.push(w.swiss);
  return {
    suffix: parts.length > 0 ? ` (${parts.join(', ')})` : '',
    sentence: sentences.join(' '),
  };
}

/** A team code as the engine spells it, with its name and explanation; throws for unknown codes. */
export function describeTeamCode(code: string, locale: Locale): CodeInfo {
  const parsed = parseTeamCode(code);
  const text = catalogueOf(locale).teamNames[parsed.name];
  const { suffix, sentence } = modifierSentence(parsed, locale);
  if (!text && parsed.individual) {
    // An individual code computed on the team's match or game points (BH:MP/C1, WIN:MP, TPN).
    const base = describeCode(parsed.individual.canonical, locale);
    const on = parsed.score
      ? ` ${catalogueOf(locale).teamModifierWords.onScore[parsed.score]}`
      : '';
    return {
      code: parsed.canonical,
      name: `${base.name}${on}`,
      explanation: base.explanation,
    };
  }
  const explanation = [text?.explanation ?? '', sentence].filter(s => s !== '').join(' ');
  return { code: parsed.canonical, name: `${text?.name ?? parsed.name}${suffix}`, explanation };
}

/** The team codes offered for a custom list. */
const OFFERED = [
  'GPTS',
  'MPVGP',
  'BW',
  'BW4',
  'BW2',
  'OSB',
  'OBH',
  'DE',
  'EDE',
  'EDET',
  'EDEC',
  'EDEB',
  'BC',
  'TBR',
  'BBE',
  'EMGSB',
  'EMGSB/C1',
  'EMMSB',
  'EGMSB',
  'EGGSB',
  'BH:MP',
  'BH:MP/C1',
  'BH:GP',
  'SB:MP',
  'WIN:MP',
  'SSSC',
  'TPN',
  'LOT',
];

export function teamCatalogue(locale: Locale): CodeInfo[] {
  return OFFERED.map(code => describeTeamCode(code, locale));
}

export function teamPresetInfos(locale: Locale): PresetInfo[] {
  const names = catalogueOf(locale).teamPresetNames;
  return TEAM_PRESETS.map(p => ({
    name: p.name,
    label: names[p.name].label,
    explanation: names[p.name].explanation,
    codes: p.codes.map(c => describeTeamCode(c, locale)),
  }));
}
