import { charBytes } from '../core/readers/trf/decode';
import type { CharCodes } from '../core/readers/trf/lines';

/** A character above U+00FF, which Latin-1 cannot write. */
const WIDE = /[\u0100-\uffff]/g;

/**
 * The CharCodes readTrf reads a file's 001 lines from: the file's bytes when they are one per
 * character (ASCII, windows-1252), else the text written natively as Latin-1, each character
 * above U+00FF (which Latin-1 writes as its lowest byte) then set to 255. Without them readTrf
 * reads every character of the text itself, at ~36 instructions each (~80M for a 2 MB file); the
 * text's UTF-16 code units instead, twice as many bytes, cost ~20M more on such a file.
 */
export function charCodes(bytes: Uint8Array, text: string): CharCodes {
  const own = charBytes(bytes, text);
  if (own !== undefined) return own;
  const codes = new Uint8Array(text.length);
  Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength).write(text, 'latin1');
  // A text of Latin-1 characters only is found so at once, without reading it.
  WIDE.lastIndex = 0;
  for (let m = WIDE.exec(text); m !== null; m = WIDE.exec(text)) codes[m.index] = 255;
  return codes;
}
