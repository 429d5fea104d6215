/**
 * The three tables the add-on reads, as small examples for an organiser whose sheet holds none:
 * the same four-player, two-round event as a progress table and a results list, and a
 * three-player round robin as a crosstable. Plain data, so a test can read every example with
 * the real readers (test/client/tableExamples.test.ts) and nothing shown here can be wrong. The
 * words are the catalogues' `tableExamples` section.
 */
import { tableExamples as de } from '../core/messages/de';
import { tableExamples as en } from '../core/messages/en';
import type { Locale } from '../shared/types';

export interface TableExample {
  readonly title: string;
  readonly rows: readonly (readonly string[])[];
  /** What the cells mean, in a sentence. */
  readonly note: string;
}

export function tableExamples(locale: Locale): readonly TableExample[] {
  const w = locale === 'de' ? de : en;
  return [
    {
      title: w.progressTitle,
      rows: [
        [w.no, w.name, '1', '2', w.points],
        ['1', 'Anna', '3w1', '2b1', '2'],
        ['2', 'Ben', '4w½', '1w0', '½'],
        ['3', 'Cleo', '1b0', '4b0', '0'],
        ['4', 'Dan', '2b½', '3w1', '1½'],
      ],
      note: w.progressNote,
    },
    {
      title: w.resultsTitle,
      rows: [
        [w.round, w.white, w.black, w.result],
        ['1', 'Anna', 'Cleo', '1-0'],
        ['1', 'Ben', 'Dan', '½-½'],
        ['2', 'Ben', 'Anna', '0-1'],
        ['2', 'Dan', 'Cleo', '1-0'],
      ],
      note: w.resultsNote,
    },
    {
      title: w.crossTitle,
      rows: [
        ['', w.name, '1', '2', '3', w.points],
        ['1', 'Anna', '*', '1', '½', '1½'],
        ['2', 'Ben', '0', '*', '1', '1'],
        ['3', 'Cleo', '½', '0', '*', '½'],
      ],
      note: w.crossNote,
    },
  ];
}
