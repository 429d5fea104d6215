/**
 * A TRF read for pairing from the command line (`pair`, `check`): the file's bytes decoded as
 * TRF text (UTF-8 or Latin-1), read as the pairing engines read it (its 001 lines from the
 * bytes, see charCodes); a file that cannot be read is a mistake in the arguments naming it.
 */
import { decodeTrf } from '../core/readers/trf/decode';
import { readPairingTrf, type PairingFile } from '../core/pairing';
import type { PairingTrfOptions } from '../core/pairing/fromTrf';
import { charCodes } from './charCodes';
import { readInputFile } from './inputFile';

export function readPairingFile(path: string, options: PairingTrfOptions = {}): PairingFile {
  const bytes = readInputFile(path);
  const text = decodeTrf(bytes);
  return readPairingTrf(text, options, charCodes(bytes, text));
}
