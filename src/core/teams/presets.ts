/**
 * Named tie-break lists for team events (the primary score, match points, comes first and is not
 * listed). Sources: club-systems.md B.2 and the DSJ Jugendspielordnung. Labels and explanations:
 * the catalogues' `teamPresetNames`, by preset name.
 */
import type { Preset } from '../tiebreaks/presets';

export const TEAM_PRESETS: readonly Preset[] = [
  {
    // Landesturnierordnung § 7 (5), quoted in club-systems.md B.2 (eckschach.com).
    name: 'german-league',
    codes: ['GPTS', 'BW', 'BW4', 'BW2', 'LOT'],
  },
  {
    // DSB news 2011: MP, BP, then a play-off the ranking cannot decide.
    name: 'bundesliga',
    codes: ['GPTS'],
  },
  {
    name: 'olympiad-2008',
    codes: ['OSB', 'OBH', 'GPTS'],
  },
  {
    name: 'olympiad-2016',
    codes: ['OSB', 'GPTS', 'OBH'],
  },
  {
    // Jugendspielordnung 5.3 with its Ausführungsbestimmungen (Schachjugend/Spielordnung).
    name: 'dsj-team',
    codes: ['EMGSB', 'GPTS', 'BH:MP', 'WIN:MP', 'DE', 'BW', 'TPN'],
  },
  {
    // Jugendspielordnung 5.4 with its Ausführungsbestimmungen.
    name: 'dsj-team-rr',
    codes: ['GPTS', 'EMGSB', 'WIN:MP', 'TPN'],
  },
  {
    // The TEC TRF-2026 sample's record 202 (club-systems.md B.2).
    name: 'fide-team-trf26',
    codes: ['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPVGP'],
  },
];

function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The team preset with this name (any case, spaces or underscores for hyphens), or undefined. */
export function findTeamPreset(name: string): Preset | undefined {
  const key = normalise(name);
  return TEAM_PRESETS.find(p => p.name === key);
}

/** Codes with every team preset name replaced by its list. */
export function expandTeamPresets(codes: readonly string[]): string[] {
  return codes.flatMap(code => {
    const preset = findTeamPreset(code);
    return preset ? [...preset.codes] : [code];
  });
}
