import fc from 'fast-check';
import { charCodes } from '../../src/cli/charCodes';
import { decodeTrf, readTrf } from '../../src/core';
import { describesText } from '../core/readers/charCodes';

/*
 * The command reads a TRF's 001 lines from CharCodes it hands readTrf: the file's bytes when they
 * are one per character, else the text's UTF-16 code units. Both must be the text's characters,
 * and the read the one the text alone gives.
 */
describe('charCodes', () => {
  const line = (name: string) =>
    `001 ${'1'.padStart(4)} m    ${name.padEnd(33)} 2100 GER ${'4600000'.padStart(11)}`;
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const latin1 = (text: string) =>
    Uint8Array.from({ length: text.length }, (_, k) => text.charCodeAt(k));

  it('gives an ASCII or windows-1252 file its own bytes, another file its code units', () => {
    const ascii = latin1(`012 Event\r\n${line('Doe, John')}\r\n`);
    expect(charCodes(ascii, decodeTrf(ascii))).toBe(ascii);
    const cp1252 = latin1(`${line('Müller, Jörg')}\n`);
    expect(charCodes(cp1252, decodeTrf(cp1252))).toBe(cp1252);
    const text = `${line('Müller, Jörg')}\n${line('Łukasz 😀')}\n`;
    const codes = charCodes(utf8(text), text);
    expect(codes).toBeInstanceOf(Uint16Array);
    expect(Array.from(codes ?? [])).toEqual(
      Array.from({ length: text.length }, (_, k) => text.charCodeAt(k)),
    );
  });

  it('property: the codes are the text decoded, and the read is the text alone gives', () => {
    const name = fc.string({
      unit: fc.constantFrom(...'Doe, Jhnü éÖŁ\u00a0\u3000😀'.split('')),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('\n', '\r\n'),
        fc.constantFrom('', '\ufeff'),
        (names, ending, bom) => {
          const text = bom + names.map(line).join(ending) + ending;
          const saved = [utf8(text)];
          if (Array.from(text).every(ch => ch.charCodeAt(0) <= 0xff)) saved.push(latin1(text));
          for (const bytes of saved) {
            const decoded = decodeTrf(bytes);
            const codes = charCodes(bytes, decoded);
            expect(codes && describesText(codes, decoded)).toBe(true);
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
