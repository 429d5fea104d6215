/**
 * Bytes of a TRF (or CSV) file to text. Pairing programs write either UTF-8 (newer ones, with or
 * without a byte order mark) or a Windows 8-bit code page (Swiss-Manager, SwissChess: German and
 * French names in windows-1252, which is Latin-1 plus printable characters at 0x80–0x9F). A file
 * that is valid UTF-8 and contains multibyte sequences is almost never meant as Latin-1 (ü in
 * Latin-1 is a single byte 0xFC, which can never start a valid UTF-8 sequence), so: valid UTF-8 →
 * UTF-8, otherwise windows-1252. UTF-16 with a byte order mark is decoded too.
 *
 * Pure code on purpose: Apps Script has neither TextDecoder nor Buffer. Where the platform has a
 * strict UTF-8 TextDecoder (Node), it reads valid UTF-8 instead: it accepts exactly what
 * decodeUtf8 accepts, many times faster on large files.
 */

interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}

type DecoderClass = new (
  label: string,
  options: { fatal: boolean; ignoreBOM: boolean },
) => Utf8Decoder;

/** The platform's strict UTF-8 decoder, looked up at each call (Apps Script has none). */
function platformUtf8(): Utf8Decoder | null {
  const ctor = (globalThis as { TextDecoder?: DecoderClass }).TextDecoder;
  return typeof ctor === 'function' ? new ctor('utf-8', { fatal: true, ignoreBOM: true }) : null;
}

/** windows-1252 characters for bytes 0x80–0x9F (undefined bytes map to the C1 control, as Latin-1). */
const CP1252_HIGH: readonly number[] = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
  0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

export function decodeTrf(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, true);
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, false);
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const start = bom ? 3 : 0;
  const platform = platformUtf8();
  let utf8: string | null;
  if (platform) {
    try {
      utf8 = platform.decode(bytes.subarray(start));
    } catch {
      utf8 = null; // not valid UTF-8
    }
  } else {
    utf8 = decodeUtf8(bytes, start);
  }
  return utf8 ?? decodeCp1252(bytes, start);
}

/** Collects UTF-16 code units and turns them into a string in chunks (no huge argument lists). */
class TextBuilder {
  private readonly parts: string[] = [];
  private units: number[] = [];

  push(unit: number): void {
    this.units.push(unit);
    if (this.units.length >= 8192) this.flush();
  }

  /** Bytes that are their own code units (ASCII; Latin-1 outside 0x80–0x9F): one call per run. */
  pushBytes(bytes: Uint8Array, from: number, to: number): void {
    this.flush();
    const chunk: number[] = [];
    for (let i = from; i < to; i += 8192) {
      const n = Math.min(to - i, 8192);
      chunk.length = n;
      for (let k = 0; k < n; k++) chunk[k] = bytes[i + k];
      this.parts.push(String.fromCharCode(...chunk));
    }
  }

  pushCodePoint(cp: number): void {
    if (cp < 0x10000) {
      this.push(cp);
    } else {
      const v = cp - 0x10000;
      this.push(0xd800 + (v >> 10));
      this.push(0xdc00 + (v & 0x3ff));
    }
  }

  toString(): string {
    this.flush();
    return this.parts.join('');
  }

  private flush(): void {
    if (this.units.length > 0) this.parts.push(String.fromCharCode(...this.units));
    this.units = [];
  }
}

/** Strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF); null when invalid. */
function decodeUtf8(bytes: Uint8Array, start: number): string | null {
  const out = new TextBuilder();
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      let end = i + 1;
      while (end < bytes.length && bytes[end] < 0x80) end++;
      out.pushBytes(bytes, i, end);
      i = end;
      continue;
    }
    let need: number;
    let cp: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      cp = b & 0x0f;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      cp = b & 0x07;
      min = 0x10000;
    } else {
      return null;
    }
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    out.pushCodePoint(cp);
    i += need + 1;
  }
  return out.toString();
}

function decodeCp1252(bytes: Uint8Array, start: number): string {
  const out = new TextBuilder();
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b >= 0x80 && b <= 0x9f) {
      out.push(CP1252_HIGH[b - 0x80]);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < bytes.length && (bytes[end] < 0x80 || bytes[end] > 0x9f)) end++;
    out.pushBytes(bytes, i, end);
    i = end;
  }
  return out.toString();
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const out = new TextBuilder();
  for (let i = 2; i + 1 < bytes.length; i += 2) {
    out.push(littleEndian ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1]);
  }
  return out.toString();
}

/**
 * The bytes a file was decoded from, when they are its text's CharCodes (readTrf: byte k is
 * character k's code below 128, and 128 or more otherwise); undefined when they are not. `text`
 * is decodeTrf(bytes). As many characters as bytes means one character per byte: UTF-8 gives
 * fewer characters than bytes for anything outside ASCII, and UTF-16 or a byte order mark always
 * fewer; windows-1252 gives one character per byte, below 128 the byte itself and from 128 one
 * from U+0080 on.
 */
export function charBytes(bytes: Uint8Array, text: string): Uint8Array | undefined {
  return bytes.length === text.length ? bytes : undefined;
}
