/**
 * Named tie-break lists. A preset name is accepted wherever a list of codes is (the sidebar, the
 * custom functions, `--tiebreaks` on the command line).
 *
 * Club-system codes (FIDE codes stay canonical; these are the names this engine adds):
 *
 * | code    | meaning                                                                     |
 * |---------|-----------------------------------------------------------------------------|
 * | `RBH`   | refined Buchholz ("verfeinerte Buchholz"): sum of the opponents' Buchholz;  |
 * |         | `RBH/C1` sums the opponents' Buchholz Cut-1                                 |
 * | `SOR`   | sum of the opponents' ratings (German "Elo-/DWZ-Summe der Gegner")          |
 * | `DWZP`  | DWZ performance, DSB Wertungsordnung: Rp = Rc + D(p), ±677 at 0 % / 100 %   |
 * | `SWIN`  | scored wins (Lechenich): every game scored as a win, forfeit wins included, |
 * |         | byes not                                                                    |
 * | `SWINB` | scored wins with the black pieces (Lechenich)                               |
 * | `LECH`  | Lechenicher Wertung: 10 + 5 × result per regular game, 1 for a defaulter,   |
 * |         | 5 + 5 × result for the defaulter's opponent                                 |
 * | `LOT`   | drawing of lots: a hidden, reproducible random order (lower number first)   |
 */

export interface Preset {
  /** Name as typed (lower case, with hyphens). */
  readonly name: string;
  readonly codes: readonly string[];
  readonly label: { readonly en: string; readonly de: string };
  /** One line: what the list is and where it comes from. */
  readonly explanation: { readonly en: string; readonly de: string };
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'fide-swiss',
    codes: ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG'],
    label: {
      en: 'FIDE Swiss (legacy recommendation)',
      de: 'FIDE Schweizer System (frühere Empfehlung)',
    },
    explanation: {
      en: 'The list FIDE last recommended for individual Swiss events (old C.02 Art. 13); current C.07 leaves the choice to the tournament rules.',
      de: 'Die Liste, die die FIDE zuletzt für Einzelturniere nach Schweizer System empfahl (altes C.02 Art. 13); das heutige C.07 überlässt die Wahl der Ausschreibung.',
    },
  },
  {
    name: 'fide-rr',
    codes: ['DE', 'WIN', 'SB', 'KS'],
    label: {
      en: 'FIDE round robin (legacy recommendation)',
      de: 'FIDE Rundenturnier (frühere Empfehlung)',
    },
    explanation: {
      en: 'The list FIDE last recommended for individual round robins (old C.02 Art. 13): direct encounter, wins, Sonneborn-Berger, Koya.',
      de: 'Die Liste, die die FIDE zuletzt für Einzel-Rundenturniere empfahl (altes C.02 Art. 13): direkter Vergleich, Siege, Sonneborn-Berger, Koya.',
    },
  },
  {
    // Deutsche Schachjugend, Jugendspielordnung 4.2 with its Ausführungsbestimmungen
    // (github.com/Schachjugend/Spielordnung, Spielordnung.md): Buchholz with one cut, then
    // refined Buchholz with one cut, number of wins, starting rank.
    name: 'dsj-swiss',
    codes: ['BH/C1', 'RBH/C1', 'WIN', 'TPN'],
    label: { en: 'German youth (DSJ) Swiss', de: 'DSJ Schweizer System' },
    explanation: {
      en: 'German Chess Youth rules (Jugendspielordnung 4.2): Buchholz Cut-1, refined Buchholz Cut-1, wins, starting rank.',
      de: 'Jugendspielordnung der DSJ, Ziffer 4.2: Buchholz mit einem Streichergebnis, verfeinerte Buchholz mit einem Streichergebnis, Siege, Startrangliste.',
    },
  },
  {
    // Jugendspielordnung 4.3 with its Ausführungsbestimmungen: Sonneborn-Berger, wins, starting rank.
    name: 'dsj-rr',
    codes: ['SB', 'WIN', 'TPN'],
    label: { en: 'German youth (DSJ) round robin', de: 'DSJ Rundenturnier' },
    explanation: {
      en: 'German Chess Youth rules (Jugendspielordnung 4.3): Sonneborn-Berger, wins, starting rank.',
      de: 'Jugendspielordnung der DSJ, Ziffer 4.3: Sonneborn-Berger, Siege, Startrangliste.',
    },
  },
  {
    name: 'club-classic',
    codes: ['BH', 'SB'],
    label: { en: 'Club classic', de: 'Vereinsklassiker' },
    explanation: {
      en: 'Buchholz, then Sonneborn-Berger: the pair most club tournaments use.',
      de: 'Buchholz, dann Sonneborn-Berger: die Feinwertung vieler Vereinsturniere.',
    },
  },
  {
    // LSS "Behandlung von Gleichständen" (seed document): the Lechenicher Wertung itself is for
    // rankings across several tournaments, so it is no tie-break of this list; ties left after
    // wins with black go to the random rule, as in club-systems.md C.3.
    name: 'lechenich',
    codes: ['SB', 'SWIN', 'SWINB', 'LOT'],
    label: { en: 'Lechenich chess server', de: 'Lechenicher SchachServer' },
    explanation: {
      en: 'Lechenich chess server (LSS): Sonneborn-Berger, scored wins, scored wins with black, then a hidden random number.',
      de: 'Lechenicher SchachServer: Sonneborn-Berger, gewertete Siege, gewertete Siege mit Schwarz, dann eine verdeckte Zufallszahl.',
    },
  },
];

function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The preset with this name (any case; `FIDE Swiss`, `fide_swiss` and `fide-swiss` alike), or undefined. */
export function findPreset(name: string): Preset | undefined {
  const key = normalise(name);
  return PRESETS.find(p => p.name === key);
}
