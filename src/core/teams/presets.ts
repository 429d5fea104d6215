/**
 * Named tie-break lists for team events (the primary score, match points, comes first and is not
 * listed). Sources: club-systems.md B.2 and the DSJ Jugendspielordnung.
 */
import type { Preset } from '../tiebreaks/presets';

export const TEAM_PRESETS: readonly Preset[] = [
  {
    // Landesturnierordnung § 7 (5), quoted in club-systems.md B.2 (eckschach.com).
    name: 'german-league',
    codes: ['GPTS', 'BW', 'BW4', 'BW2', 'LOT'],
    label: { en: 'German league', de: 'Liga (Landesturnierordnung)' },
    explanation: {
      en: 'Match points, board points, Berliner Wertung on all boards, on the first 4, on the first 2 boards, then lot.',
      de: 'Mannschaftspunkte, Brettpunkte, Berliner Wertung an allen, an den ersten vier, an den ersten zwei Brettern, dann Los.',
    },
  },
  {
    // DSB news 2011: MP, BP, then a play-off the ranking cannot decide.
    name: 'bundesliga',
    codes: ['GPTS'],
    label: { en: 'Bundesliga', de: 'Bundesliga' },
    explanation: {
      en: 'Match points, then board points; ties left are decided by a play-off.',
      de: 'Mannschaftspunkte, dann Brettpunkte; verbleibende Gleichstände entscheidet ein Stichkampf.',
    },
  },
  {
    name: 'olympiad-2008',
    codes: ['OSB', 'OBH', 'GPTS'],
    label: { en: 'Olympiad 2008', de: 'Olympiade 2008' },
    explanation: {
      en: 'Dresden 2008: match points, Olympiad Sonneborn-Berger without the lowest opponent, opponents’ match points without the lowest, game points.',
      de: 'Dresden 2008: Mannschaftspunkte, Olympia-Sonneborn-Berger ohne den schwächsten Gegner, Mannschaftspunkte der Gegner ohne den niedrigsten Wert, Brettpunkte.',
    },
  },
  {
    name: 'olympiad-2016',
    codes: ['OSB', 'GPTS', 'OBH'],
    label: { en: 'Olympiad 2016', de: 'Olympiade 2016' },
    explanation: {
      en: 'Baku 2016 (rule 14): match points, Olympiad Sonneborn-Berger without the lowest opponent, game points, opponents’ match points without the lowest.',
      de: 'Baku 2016 (Regel 14): Mannschaftspunkte, Olympia-Sonneborn-Berger ohne den schwächsten Gegner, Brettpunkte, Mannschaftspunkte der Gegner ohne den niedrigsten Wert.',
    },
  },
  {
    // Jugendspielordnung 5.3 with its Ausführungsbestimmungen (Schachjugend/Spielordnung).
    name: 'dsj-team',
    codes: ['EMGSB', 'GPTS', 'BH:MP', 'WIN:MP', 'DE', 'BW', 'TPN'],
    label: { en: 'German youth (DSJ) team Swiss', de: 'DSJ Mannschaft, Schweizer System' },
    explanation: {
      en: 'German Chess Youth rules (Jugendspielordnung 5.3): Sonneborn-Berger (opponents’ match points × board points), board points, Buchholz, match wins, direct encounter, Berliner Wertung, starting rank.',
      de: 'Jugendspielordnung der DSJ, Ziffer 5.3: Sonneborn-Berger (Mannschaftspunkte der Gegner × Brettpunkte), Brettpunkte, Buchholz, Siegwertung, direkter Vergleich, Berliner Wertung, Startrangliste.',
    },
  },
  {
    // Jugendspielordnung 5.4 with its Ausführungsbestimmungen.
    name: 'dsj-team-rr',
    codes: ['GPTS', 'EMGSB', 'WIN:MP', 'TPN'],
    label: { en: 'German youth (DSJ) team round robin', de: 'DSJ Mannschaft, Rundenturnier' },
    explanation: {
      en: 'German Chess Youth rules (Jugendspielordnung 5.4): board points, Sonneborn-Berger, match wins, starting rank.',
      de: 'Jugendspielordnung der DSJ, Ziffer 5.4: Brettpunkte, Sonneborn-Berger, Siegwertung, Startrangliste.',
    },
  },
  {
    // The TEC TRF-2026 sample's record 202 (club-systems.md B.2).
    name: 'fide-team-trf26',
    codes: ['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPVGP'],
    label: { en: 'FIDE team (TRF-2026 sample)', de: 'FIDE Mannschaft (TRF-2026-Beispiel)' },
    explanation: {
      en: 'The list of the FIDE TRF-2026 team sample: extended direct encounter with top boards, EMGSB Cut-1, Buchholz on match points Cut-1 (forfeits as played), game points.',
      de: 'Die Liste des FIDE-TRF-2026-Mannschaftsbeispiels: erweiterter direkter Vergleich mit Spitzenbrettern, EMGSB mit einem Streichergebnis, Buchholz der Mannschaftspunkte mit einem Streichergebnis (kampflose als gespielt), Brettpunkte.',
    },
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
