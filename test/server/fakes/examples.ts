/**
 * Sheets for the tests: the A–G round robin of the German "Feinwertung" article (spec
 * club-systems.md D-TV1, SB 11.75 / 10 / 9 / 7.75 / 3 / 0 / 0; Buchholz = 21 minus own score),
 * and the example files of examples/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDelimited } from '../../../src/core';
import type { Value } from './spreadsheetService';

export const ROOT = join(__dirname, '..', '..', '..');

export const SEED: Value[][] = [
  ['Spieler', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'Punkte'],
  ['A', '-', '½', '½', 1, 1, 1, 1, 5],
  ['B', '½', '-', '½', '½', 1, 1, 1, '4½'],
  ['C', '½', '½', '-', '½', '½', 1, 1, 4],
  ['D', 0, '½', '½', '-', 1, 1, 1, 4],
  ['E', 0, 0, '½', 0, '-', 1, 1, '2½'],
  ['F', 0, 0, 0, 0, 0, '-', 1, 1],
  ['G', 0, 0, 0, 0, 0, 0, '-', 0],
];

/** The seed crosstable with names replaced (row i+1 and column i+1 keep the letters as labels). */
export function seedWithNames(names: readonly string[]): Value[][] {
  return SEED.map((row, r) => (r === 0 ? row : [names[r - 1], ...row.slice(1)]));
}

/** An example CSV of examples/ as Sheets would hold it: numbers as numbers, text as text. */
export function exampleSheet(file: string): Value[][] {
  const text = readFileSync(join(ROOT, 'examples', file), 'utf8');
  return parseDelimited(text).map(row =>
    row.map(cell => (/^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell) : cell)),
  );
}
