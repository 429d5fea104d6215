/**
 * Named tie-break lists. A preset name is accepted wherever a list of codes is (the sidebar, the
 * custom functions, `--tiebreaks` on the command line). Their labels and one-line explanations
 * are the catalogues' `presetNames` (src/core/messages/en.ts, de.ts), by preset name.
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
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'fide-swiss',
    codes: ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG'],
  },
  {
    name: 'fide-rr',
    codes: ['DE', 'WIN', 'SB', 'KS'],
  },
  {
    // Deutsche Schachjugend, Jugendspielordnung 4.2 with its Ausführungsbestimmungen
    // (github.com/Schachjugend/Spielordnung, Spielordnung.md): Buchholz with one cut, then
    // refined Buchholz with one cut, number of wins, starting rank.
    name: 'dsj-swiss',
    codes: ['BH/C1', 'RBH/C1', 'WIN', 'TPN'],
  },
  {
    // Jugendspielordnung 4.3 with its Ausführungsbestimmungen: Sonneborn-Berger, wins, starting rank.
    name: 'dsj-rr',
    codes: ['SB', 'WIN', 'TPN'],
  },
  {
    name: 'club-classic',
    codes: ['BH', 'SB'],
  },
  {
    // LSS "Behandlung von Gleichständen" (seed document): the Lechenicher Wertung itself is for
    // rankings across several tournaments, so it is no tie-break of this list; ties left after
    // wins with black go to the random rule, as in club-systems.md C.3.
    name: 'lechenich',
    codes: ['SB', 'SWIN', 'SWINB', 'LOT'],
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
