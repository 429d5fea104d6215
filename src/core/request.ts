import { rangeError, msg } from './errors';
import type { Tournament } from './model/types';
import { findPreset } from './tiebreaks/presets';
import { rankStandings } from './tiebreaks/standings';
import type { RuleSet, TiebreakOptions } from './tiebreaks';

/** C.07 2026 applies to events that start on or after 2026-03-01 (and to undated ones). */
export function defaultRuleSet(t: Tournament): RuleSet {
  return t.startDate !== undefined && t.startDate < '2026-03-01' ? 'fide-2024' : 'fide-2026';
}

/**
 * Splits what a user typed as a tie-break list — `"BH/C1, BH, SB"`, `"BH/C1;BH;SB"`, a preset
 * name such as `"fide-swiss"`, or the cells of a range — into codes.
 */
export function splitTiebreakList(list: string | readonly string[]): string[] {
  const parts = (
    typeof list === 'string' ? list.split(/[,;\n]/) : list.flatMap(s => s.split(/[,;\n]/))
  )
    .map(s => s.trim())
    .filter(s => s !== '');
  if (parts.length === 1) {
    const preset = findPreset(parts[0]);
    if (preset) return [...preset.codes];
  }
  return parts;
}

/** The codes and rule set a standings request resolves to, with the defaults filled in. */
export function resolveRequest(
  t: Tournament,
  tiebreaks: string | readonly string[] | undefined,
  options: TiebreakOptions = {},
): { codes: string[]; rules: RuleSet } {
  const rules = options.rules ?? defaultRuleSet(t);
  if (tiebreaks !== undefined) {
    const codes = splitTiebreakList(tiebreaks);
    if (
      codes.length === 0 &&
      (typeof tiebreaks === 'string' ? tiebreaks.trim() !== '' : tiebreaks.length > 0)
    ) {
      throw rangeError(msg`no tie-break codes in "${String(tiebreaks)}"`);
    }
    return { codes, rules };
  }
  if (t.declaredTiebreaks && t.declaredTiebreaks.length > 0) {
    // TRF-2026 record 212 lists the whole order, PTS first; standings rank by points anyway.
    const declared = splitTiebreakList(t.declaredTiebreaks);
    return { codes: declared[0]?.toUpperCase() === 'PTS' ? declared.slice(1) : declared, rules };
  }
  // A crosstable is a round robin whatever system is named, and the round-robin list needs no
  // order of rounds (the Swiss list's PS would be refused there).
  const system =
    t.roundOrder === 'unknown' ? 'round-robin' : (options.system ?? t.system ?? 'swiss');
  const preset = findPreset(system === 'round-robin' ? 'fide-rr' : 'fide-swiss');
  return { codes: preset ? [...preset.codes] : [], rules };
}

/**
 * The final rank of every participant (indexed like `participants`) by the tie-breaks a standings
 * request resolves to, all rounds counted: the rank the standings print, shared by participants
 * tied on everything. The rank column of a TRF export.
 */
export function finalRanks(
  t: Tournament,
  tiebreaks: string | readonly string[] | undefined,
  options: TiebreakOptions = {},
): number[] {
  const { afterRound: _all, ...final } = options;
  const { codes, rules } = resolveRequest(t, tiebreaks, final);
  const ranks = new Array<number>(t.participants.length);
  for (const row of rankStandings(t, codes, { ...final, rules }).rows) ranks[row.index] = row.rank;
  return ranks;
}
