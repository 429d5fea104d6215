/**
 * The three tables the add-on reads, as small examples for an organiser whose sheet holds none:
 * the same four-player, two-round event as a progress table and a results list, and a
 * three-player round robin as a crosstable. Plain data, so a test can read every example with
 * the real readers (test/client/tableExamples.test.ts) and nothing shown here can be wrong.
 */
import type { Locale } from '../shared/types';

export interface TableExample {
  readonly title: string;
  readonly rows: readonly (readonly string[])[];
  /** What the cells mean, in a sentence. */
  readonly note: string;
}

export function tableExamples(locale: Locale): readonly TableExample[] {
  const de = locale === 'de';
  const name = de ? 'Name' : 'Name';
  const pts = de ? 'Punkte' : 'Points';
  return [
    {
      title: de ? 'Fortschrittstabelle (Schweizer System)' : 'Progress table (Swiss)',
      rows: [
        [de ? 'Nr.' : 'No.', name, '1', '2', pts],
        ['1', 'Anna', '3w1', '2b1', '2'],
        ['2', 'Ben', '4w½', '1w0', '½'],
        ['3', 'Cleo', '1b0', '4b0', '0'],
        ['4', 'Dan', '2b½', '3w1', '1½'],
      ],
      note: de
        ? 'Eine Spalte je Runde: 3w1 heißt gegen Nr. 3 mit Weiß gewonnen, 2b½ gegen Nr. 2 mit Schwarz remis.'
        : 'A column per round: 3w1 means against No. 3 with White, won; 2b½ against No. 2 with Black, drawn.',
    },
    {
      title: de ? 'Ergebnisliste' : 'Results list',
      rows: [
        [
          de ? 'Runde' : 'Round',
          de ? 'Weiß' : 'White',
          de ? 'Schwarz' : 'Black',
          de ? 'Ergebnis' : 'Result',
        ],
        ['1', 'Anna', 'Cleo', '1-0'],
        ['1', 'Ben', 'Dan', '½-½'],
        ['2', 'Ben', 'Anna', '0-1'],
        ['2', 'Dan', 'Cleo', '1-0'],
      ],
      note: de
        ? 'Eine Partie je Zeile; Ergebnisse wie 1-0, ½-½, 0-1 oder 1:0.'
        : 'One game per row; results like 1-0, ½-½, 0-1 or 1:0.',
    },
    {
      title: de ? 'Kreuztabelle (Rundenturnier)' : 'Crosstable (round robin)',
      rows: [
        ['', name, '1', '2', '3', pts],
        ['1', 'Anna', '*', '1', '½', '1½'],
        ['2', 'Ben', '0', '*', '1', '1'],
        ['3', 'Cleo', '½', '0', '*', '½'],
      ],
      note: de
        ? 'Jede Zeile zeigt die Ergebnisse eines Spielers gegen die Spieler der Spalten; * auf der Diagonale.'
        : "Each row holds a player's results against the players of the columns; * on the diagonal.",
    },
  ];
}
