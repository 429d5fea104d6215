/**
 * The Keizer evening's messages to the sidebar, in English and German (the general ones — busy,
 * bad request, empty sheet, bad range — come from texts.ts).
 */
import type { Locale } from '../../shared/types';

export interface KeizerTexts {
  /** The Result word of the bye row (the results-list reader takes both). */
  readonly byeWord: string;
  readonly tooFew: string;
  readonly unknown: (name: string, close: readonly string[]) => string;
  readonly twice: (name: string) => string;
  readonly withdrawn: (name: string) => string;
  readonly pending: (round: number, games: number, cells: string) => string;
  readonly noRoundColumn: (ref: string) => string;
  readonly notEmpty: (cell: string, found: string, round: number) => string;
  readonly options: (message: string) => string;
  readonly resultTyped: (cell: string, round: number, missing: readonly string[]) => string;
  /** KEIZER_EXPLAIN's header, its own-value and total rows. */
  readonly explainHeader: readonly string[];
  readonly ownValue: string;
  readonly total: string;
  readonly rankOf: (rank: number, of: number) => string;
}

const EN: KeizerTexts = {
  byeWord: 'bye',
  tooFew: 'Tick at least two players who are here tonight.',
  unknown: (name, close) =>
    `"${name}" is not a player of the results list or the player list` +
    (close.length > 0 ? `; did you mean ${close.join(' or ')}?` : '.'),
  twice: name => `${name} is ticked twice.`,
  withdrawn: name => `${name} has withdrawn and is not paired.`,
  pending: (round, games, cells) =>
    `Round ${round} still has ${games} game${games === 1 ? '' : 's'} without a result (${cells}). ` +
    `Type the results before pairing round ${round + 1}.`,
  noRoundColumn: ref =>
    `The results list ${ref} has no Round column, so a next round cannot be added to it. ` +
    'Give it the columns Round | Board | White | Black | Result.',
  notEmpty: (cell, found, round) =>
    `${cell} is not empty (${found}): the pairings of round ${round} would be written there. ` +
    'Nothing was written. Clear or move what is below the results list, then pair again.',
  options: message => `Options: ${message}`,
  resultTyped: (cell, round, missing) =>
    `${cell} holds a result, so round ${round} is being played and cannot be paired again; ` +
    `round ${round + 1} can be paired once the missing results are in (${missing.join(', ')}).`,
  explainHeader: ['Round', 'Keizer', 'Explanation'],
  ownValue: 'own value',
  total: 'Total',
  rankOf: (rank, of) => `rank ${rank} of ${of}`,
};

const DE: KeizerTexts = {
  byeWord: 'spielfrei',
  tooFew: 'Bitte mindestens zwei anwesende Spieler ankreuzen.',
  unknown: (name, close) =>
    `„${name}“ steht weder in der Ergebnisliste noch in der Spielerliste` +
    (close.length > 0 ? `; gemeint ist vielleicht ${close.join(' oder ')}?` : '.'),
  twice: name => `${name} ist doppelt angekreuzt.`,
  withdrawn: name => `${name} hat sich zurückgezogen und wird nicht gepaart.`,
  pending: (round, games, cells) =>
    `In Runde ${round} ${games === 1 ? 'fehlt noch ein Ergebnis' : `fehlen noch ${games} Ergebnisse`} (${cells}). ` +
    `Bitte zuerst die Ergebnisse eintragen, dann Runde ${round + 1} auslosen.`,
  noRoundColumn: ref =>
    `Die Ergebnisliste ${ref} hat keine Spalte Runde, daher kann keine weitere Runde angefügt ` +
    'werden. Geben Sie ihr die Spalten Runde | Brett | Weiß | Schwarz | Ergebnis.',
  notEmpty: (cell, found, round) =>
    `${cell} ist nicht leer (${found}): dorthin kämen die Paarungen der Runde ${round}. ` +
    'Es wurde nichts geschrieben. Bitte räumen Sie den Bereich unter der Ergebnisliste frei und losen Sie dann erneut aus.',
  options: message => `Optionen: ${message}`,
  resultTyped: (cell, round, missing) =>
    `In ${cell} steht ein Ergebnis: Runde ${round} wird gespielt und kann nicht neu ausgelost werden; ` +
    `Runde ${round + 1} lässt sich auslosen, sobald die fehlenden Ergebnisse eingetragen sind (${missing.join(', ')}).`,
  explainHeader: ['Runde', 'Keizer', 'Erläuterung'],
  ownValue: 'Eigenwert',
  total: 'Summe',
  rankOf: (rank, of) => `Platz ${rank} von ${of}`,
};

export function keizerTexts(locale: Locale): KeizerTexts {
  return locale === 'de' ? DE : EN;
}
