/**
 * A TRF read for pairing from the command line (`pair`, `check`): the file's bytes decoded as
 * TRF text (UTF-8 or Latin-1), read as the pairing engines read it; a file that cannot be read
 * is a mistake in the arguments naming it.
 */
import { decodeTrf } from '../core/readers/trf/decode';
import { readPairingTrf, type PairingFile } from '../core/pairing';
import type { PairingTrfOptions } from '../core/pairing/fromTrf';
import { readInputFile } from './inputFile';

export function readPairingFile(path: string, options: PairingTrfOptions = {}): PairingFile {
  return readPairingTrf(decodeTrf(readInputFile(path)), options);
}
