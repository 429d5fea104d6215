/** The Swiss pairing view's messages to the sidebar, in English and German. */
import type { Locale } from '../shared/types';

export interface SwissTexts {
  readonly byeWord: string;
  readonly halfByeWord: string;
  readonly zeroByeWord: string;
  readonly withdrawnWord: string;
  readonly noRoundColumn: (ref: string) => string;
  readonly notEmpty: (cell: string, found: string, round: number) => string;
  readonly resultTyped: (cell: string, round: number, missing: readonly string[]) => string;
  readonly options: (message: string) => string;
}

const EN: SwissTexts = {
  byeWord: 'bye',
  halfByeWord: 'H',
  zeroByeWord: 'Z',
  withdrawnWord: 'withdrawn',
  noRoundColumn: ref =>
    `The results list ${ref} has no Round column, so a next round cannot be added to it. ` +
    'Give it the columns Round | Board | White | Black | Result.',
  notEmpty: (cell, found, round) =>
    `${cell} is not empty (${found}): the pairing of round ${round} would be written there. ` +
    'Nothing was written. Clear or move what is below the results list, then pair again.',
  resultTyped: (cell, round, missing) =>
    `${cell} holds a result, so round ${round} is being played and cannot be paired again; ` +
    `round ${round + 1} can be paired once the missing results are in (${missing.join(', ')}).`,
  options: message => `Options: ${message}`,
};

const DE: SwissTexts = {
  byeWord: 'spielfrei',
  halfByeWord: 'H',
  zeroByeWord: 'Z',
  withdrawnWord: 'zurückgezogen',
  noRoundColumn: ref =>
    `Die Ergebnisliste ${ref} hat keine Spalte Runde, daher kann keine weitere Runde angefügt ` +
    'werden. Geben Sie ihr die Spalten Runde | Brett | Weiß | Schwarz | Ergebnis.',
  notEmpty: (cell, found, round) =>
    `${cell} ist nicht leer (${found}): dorthin käme die Auslosung der Runde ${round}. ` +
    'Es wurde nichts geschrieben. Bitte räumen Sie den Bereich unter der Ergebnisliste frei und losen Sie dann erneut aus.',
  resultTyped: (cell, round, missing) =>
    `In ${cell} steht ein Ergebnis: Runde ${round} wird gespielt und kann nicht neu ausgelost werden; ` +
    `Runde ${round + 1} lässt sich auslosen, sobald die fehlenden Ergebnisse eingetragen sind (${missing.join(', ')}).`,
  options: message => `Optionen: ${message}`,
};

export function swissTexts(locale: Locale): SwissTexts {
  return locale === 'de' ? DE : EN;
}
