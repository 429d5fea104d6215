/**
 * The A–G round-robin crosstable of the seed documents (seeds/001_*.txt, "Feinwertung" example),
 * as Google Sheets delivers the range: numbers for 1 and 0, `½` and `4½` as strings, `-` on the
 * diagonal, names in the first column and a `Punkte` column.
 */
export const SEED_CROSSTABLE: readonly (readonly (string | number)[])[] = [
  ['Spieler', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'Punkte'],
  ['A', '-', '½', '½', 1, 1, 1, 1, 5],
  ['B', '½', '-', '½', '½', 1, 1, 1, '4½'],
  ['C', '½', '½', '-', '½', '½', 1, 1, 4],
  ['D', 0, '½', '½', '-', 1, 1, 1, 4],
  ['E', 0, 0, '½', 0, '-', 1, 1, '2½'],
  ['F', 0, 0, 0, 0, 0, '-', 1, 1],
  ['G', 0, 0, 0, 0, 0, 0, '-', 0],
];

/** A fresh, mutable copy (for tests that spoil a cell). */
export function seedCrosstable(): (string | number | Date)[][] {
  return SEED_CROSSTABLE.map(r => [...r]);
}
