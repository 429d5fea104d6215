import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import {
  InputError,
  decodeTrf,
  looksLikePgn,
  parseDelimited,
  readGrid,
  readPgn,
  readTrf,
} from '../core';
import type { ReadOptions, ReadResult } from '../core';
import { UsageError } from './args';
import { charCodes } from './charCodes';

/**
 * Reads a tournament file: TRF or a whole event's PGN by extension or content, otherwise a sheet
 * saved as CSV/TSV.
 * CSV cells are addressed as in the sheet the file came from (A1 = first field of line 1).
 */
export function loadTournament(file: string, options: ReadOptions = {}): ReadResult {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const ext = extname(file).toLowerCase();
  const raw = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = decodeTrf(raw);
  if (ext === '.pgn' || looksLikePgn(text)) return readPgn(text, options);
  if (ext === '.trf' || ext === '.txt' || looksLikeTrf(text))
    return readTrf(text, options, charCodes(raw, text));
  const grid = parseDelimited(text, ext === '.tsv' ? '\t' : undefined);
  try {
    return readGrid(grid, options);
  } catch (e) {
    // The first field of the first line is A1, as in the sheet the file was saved from.
    if (e instanceof InputError) throw e.at({ row: 1, col: 1 });
    throw e;
  }
}

function looksLikeTrf(text: string): boolean {
  return /^(001|012) /m.test(text) && /^001 /m.test(text);
}
