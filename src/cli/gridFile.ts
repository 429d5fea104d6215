/** A sheet saved as CSV/TSV (a player list, a results list), read as a grid. */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { decodeTrf, parseDelimited } from '../core';
import type { Grid } from '../core';
import { UsageError } from './flags';

export function readGridFile(file: string): Grid {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const text = decodeTrf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return parseDelimited(text, extname(file).toLowerCase() === '.tsv' ? '\t' : undefined);
}
