/**
 * What a file named on the command line holds. `.trf` and `.pgn` say it by their name; any other
 * name (`.txt`, `.csv`, none) is read by its content, since organisers save a TRF as `.txt` and a
 * sheet as `.txt` or `.csv` whatever its separator: a PGN has tag pairs, a TRF has player records
 * (`001 `), anything else is a sheet saved as text, its separator (comma, semicolon, tab)
 * guessed from the text unless the name says `.tsv`.
 */
import { extname } from 'node:path';
import { looksLikePgn } from '../core';

export type FileKind = 'pgn' | 'trf' | 'csv' | 'tsv';

export function fileKind(file: string, text: string): FileKind {
  const ext = extname(file).toLowerCase();
  if (ext === '.pgn') return 'pgn';
  if (ext === '.trf') return 'trf';
  if (looksLikePgn(text)) return 'pgn';
  if (looksLikeTrf(text)) return 'trf';
  return ext === '.tsv' ? 'tsv' : 'csv';
}

/** Player records, with or without the tournament's name before them. */
function looksLikeTrf(text: string): boolean {
  return /^001 /m.test(text);
}
