import fc from 'fast-check';
import { charCodes } from '../../src/cli/charCodes';
import { decodeTrf, readTrf } from '../../src/core';
import { describesText } from '../core/readers/charCodes';

/*
 * The command reads a TRF's 001 lines from CharCodes it hands readTrf: the file's bytes when they
 * are one per character, else the text written as Latin-1 with 255 for every character above
 * U+00FF. Both must be the text's characters, and the read the one the text alone gives.
 */
describe('charCodes', () => {
  /** A 001 line; characters above U+00FF whose lowest byte is a blank, a digit or a `-`. */
  const line = (name: string, rating = '2100') =>
    `001 ${'1'.padStart(4)} m    ${name.padEnd(33)} ${rating.padStart(4)} GER ${'4600000'.padStart(11)}`;
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const latin1 = (text: string) =>
    Uint8Array.from({ length: text.length }, (_, k) => text.charCodeAt(k));

  it('gives an ASCII or windows-1252 file its own bytes, another file its Latin-1 bytes', () => {
    const ascii = latin1(`012 Event\r\n${line('Doe, John')}\r\n`);
    expect(charCodes(ascii, decodeTrf(ascii))).toBe(ascii);
    const cp1252 = latin1(`${line('Müller, Jörg')}\n`);
    expect(charCodes(cp1252, decodeTrf(cp1252))).toBe(cp1252);
    // Ł, Ġ (0x0120: its lowest byte a space), İ (a digit 0), a surrogate pair: 255 each.
    const text = `${line('Müller, Jörg')}\n${line('Łukasz Ġ 😀', '21İ0')}\n`;
    const codes = charCodes(utf8(text), text);
    expect(Array.from(codes)).toEqual(
      Array.from({ length: text.length }, (_, k) => Math.min(text.charCodeAt(k), 255)),
    );
  });

  it('property: the codes are the text decoded, and the read is the text alone gives', () => {
    const name = fc.string({
      unit: fc.constantFrom(...'Doe, Jhnü éÖŁĠİ\u00a0\u3000😀'.split('')),
      maxLength: 12,
    });
    const rating = fc.string({ unit: fc.constantFrom(...'0129İĠ '.split('')), maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, rating), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('\n', '\r\n'),
        fc.constantFrom('', '\ufeff'),
        (players, ending, bom) => {
          const text = bom + players.map(([n, r]) => line(n, r)).join(ending) + ending;
          const saved = [utf8(text)];
          if (Array.from(text).every(ch => ch.charCodeAt(0) <= 0xff)) saved.push(latin1(text));
          for (const bytes of saved) {
            const decoded = decodeTrf(bytes);
            const codes = charCodes(bytes, decoded);
            expect(describesText(codes, decoded)).toBe(true);
            const read = (c?: Parameters<typeof readTrf>[2]) => {
              try {
                return readTrf(decoded, {}, c);
              } catch (e) {
                return (e as Error).message;
              }
            };
            expect(read(codes)).toEqual(read());
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
