/**
 * A TRF read for pairing from the command line (`pair`, `check`): the file's bytes decoded as
 * TRF text (UTF-8 or Latin-1), read as the pairing engines read it; a file that cannot be read
 * is a usage mistake naming it.
 */
import { readFileSync } from 'node:fs';
import { decodeTrf } from '../core';
import { readPairingTrf, type PairingFile } from '../core/pairing';
import type { PairingTrfOptions } from '../core/pairing/fromTrf';
import { UsageError } from './flags';

export function readPairingFile(path: string, options: PairingTrfOptions = {}): PairingFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  return readPairingTrf(
    decodeTrf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    options,
  );
}
