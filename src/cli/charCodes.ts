import { charBytes, type CharCodes } from '../core';

/**
 * The CharCodes readTrf reads a file's 001 lines from: the file's bytes when they are one per
 * character (ASCII, windows-1252), else the text's UTF-16 code units written natively. Without
 * them readTrf reads every character of the text itself, at ~36 instructions each (~80M for a
 * 2 MB file).
 */
export function charCodes(bytes: Uint8Array, text: string): CharCodes | undefined {
  const own = charBytes(bytes, text);
  if (own !== undefined) return own;
  // A Uint16Array reads the code units in the machine's byte order.
  if (new Uint8Array(Uint16Array.of(1).buffer)[0] !== 1) return undefined;
  const codes = new Uint16Array(text.length);
  Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength).write(text, 'utf16le');
  return codes;
}
