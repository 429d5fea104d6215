import fc from 'fast-check';
import { charBytes, decodeTrf, readTrf } from '../../../src/core/readers/trf';
import { textCodes, type CharCodes } from '../../../src/core/readers/trf/lines';
import { describesText } from './charCodes';

// The plain 001 lines are read from the text's CharCodes: the file's bytes when charBytes finds
// them one per character, or read from the text by textCodes (the command makes them natively
// for its other files: test/cli/charCodes.test.ts). Whichever, the read must be the one the text
// gives.

const utf8 = (text: string) => new TextEncoder().encode(text);
/** One byte per character (the text must have none above U+00FF): Latin-1, as 8-bit programs write. */
const latin1 = (text: string) =>
  Uint8Array.from({ length: text.length }, (_, k) => text.charCodeAt(k));

describe('the codes the plain lines are read from', () => {
  it("textCodes gives each character's code below 128, and 128 or more for the others", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), text => {
        expect(describesText(textCodes(text), text)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('charBytes gives a file its bytes only when they are its characters', () => {
    // Files of ASCII, other characters in UTF-8, bytes of 8-bit code pages, byte order marks.
    const piece = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'001 Doe, John\r\n\t1=0wb'.split('')) }).map(utf8),
      fc.string({ unit: 'binary', maxLength: 4 }).map(utf8),
      fc.uint8Array({ min: 0x80, maxLength: 3 }),
      fc.constantFrom(
        Uint8Array.of(0xef, 0xbb, 0xbf),
        Uint8Array.of(0xff, 0xfe),
        Uint8Array.of(0xfe, 0xff),
      ),
    );
    let given = 0;
    let nonAscii = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), pieces => {
        const bytes = Uint8Array.from(pieces.flatMap(p => Array.from(p)));
        const text = decodeTrf(bytes);
        const got = charBytes(bytes, text);
        if (got === undefined) return;
        expect(got).toBe(bytes);
        expect(describesText(got, text)).toBe(true);
        given++;
        if (bytes.some(b => b >= 128)) nonAscii++;
      }),
      { numRuns: 5000 },
    );
    // Both ASCII files and 8-bit files with other characters are given their bytes.
    expect(given - nonAscii).toBeGreaterThan(100);
    expect(nonAscii).toBeGreaterThan(100);
  });

  it('ASCII and windows-1252 files are given their bytes, UTF-8 beyond ASCII is not', () => {
    const ascii = latin1('012 Event\r\n001    1      Doe, John\r\n');
    expect(charBytes(ascii, decodeTrf(ascii))).toBe(ascii);
    const cp1252 = latin1('001    1      Müller, Jörg\n');
    expect(charBytes(cp1252, decodeTrf(cp1252))).toBe(cp1252);
    const multi = utf8('001    1      Müller, Jörg\n');
    expect(charBytes(multi, decodeTrf(multi))).toBeUndefined();
    const bom = utf8('\ufeff001    1      Doe, John\n');
    expect(charBytes(bom, decodeTrf(bom))).toBeUndefined();
  });
});

/** A 001 line with its fields in their columns; `rounds` are the 10-character round fields. */
function playerLine(
  no: number,
  name: string,
  points: string,
  rounds: readonly string[],
  tail: string,
): string {
  const head =
    `001 ${String(no).padStart(4)} m    ${name.padEnd(33)} 2100 GER ${'4600000'.padStart(11)}` +
    ` 1990/05/17 ${points.padStart(4)} ${String(no).padStart(4)}  `;
  return head + rounds.join('') + tail;
}

/** Same result, or the same error. */
function readOf(text: string, codes?: CharCodes): unknown {
  try {
    return readTrf(text, {}, codes);
  } catch (e) {
    return { error: (e as Error).message };
  }
}

describe('readTrf reads the same from any codes as from the text', () => {
  // A whole event: players paired at random each round, its file then changed a little (a few
  // characters replaced: misplaced fields, other white space, characters outside ASCII), its
  // lines ending in any way, sometimes after a byte order mark.
  const file = fc
    .record({
      n: fc.integer({ min: 1, max: 6 }),
      rounds: fc.integer({ min: 0, max: 3 }),
      picks: fc.infiniteStream(fc.nat()),
      names: fc.array(fc.constantFrom('Doe, John', 'Müller, Jörg', 'Ödön', ' Ann', 'Łukasz'), {
        minLength: 6,
        maxLength: 6,
      }),
      points: fc.boolean(),
      tails: fc.array(fc.constantFrom('', '  ', '\t', '\u00a0'), { minLength: 6, maxLength: 6 }),
      changes: fc.array(
        fc.tuple(fc.nat(), fc.constantFrom(...' 0123456789wb-=+HxX.é\t\u00a0\u2003'.split(''))),
        { maxLength: 2 },
      ),
      endings: fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 1, maxLength: 3 }),
      bom: fc.boolean(),
    })
    .map(({ n, rounds, picks, names, points, tails, changes, endings, bom }) => {
      const stream = picks[Symbol.iterator]();
      const pick = (k: number) => (stream.next().value as number) % k;
      const slots = Array.from({ length: n }, () => [] as string[]);
      const scores = Array<number>(n).fill(0);
      for (let r = 0; r < rounds; r++) {
        const order = Array.from({ length: n }, (_, i) => i).sort(() => pick(3) - 1);
        for (let k = 0; k + 1 < n; k += 2) {
          const [a, b] = [order[k], order[k + 1]];
          const [ra, rb] = ['10', '01', '=='][pick(3)];
          slots[a].push(`${String(b + 1).padStart(4)} w ${ra}  `);
          slots[b].push(`${String(a + 1).padStart(4)} b ${rb}  `);
          scores[a] += ra === '1' ? 1 : ra === '=' ? 0.5 : 0;
          scores[b] += rb === '1' ? 1 : rb === '=' ? 0.5 : 0;
        }
        if (n % 2 === 1) slots[order[n - 1]].push('0000 - U  ');
        if (n % 2 === 1) scores[order[n - 1]] += 1;
      }
      const lines = [
        '012 Event',
        `XXR ${rounds}`,
        ...slots.map((s, i) =>
          playerLine(i + 1, names[i], points ? scores[i].toFixed(1) : '', s, tails[i]),
        ),
      ];
      let text = lines.map((l, k) => l + endings[k % endings.length]).join('');
      const chars = text.split('');
      for (const [at, c] of changes) {
        // Never a line end: that would be another file, not one changed a little.
        const k = at % chars.length;
        if (chars[k] !== '\r' && chars[k] !== '\n') chars[k] = c;
      }
      text = chars.join('');
      return bom ? `\ufeff${text}` : text;
    });

  it('same result or the same error, read as a file or from a text', () => {
    let fromFile = 0;
    let read = 0;
    fc.assert(
      fc.property(file, text => {
        const expected = readOf(text);
        if (!(typeof expected === 'object' && expected !== null && 'error' in expected)) read++;
        // The bytes a file holding the text would give (one per character, some byte from 128
        // for a character outside ASCII), a byte order mark included.
        const code = (_: unknown, k: number) => text.charCodeAt(k);
        const own = Uint8Array.from({ length: text.length }, (_, k) =>
          code(_, k) < 128 ? code(_, k) : 128 + (code(_, k) % 128),
        );
        expect(readOf(text, own)).toEqual(expected);
        // The file saved in UTF-8 or, when it can be, in Latin-1, and read as the command reads it.
        const saved = [utf8(text)];
        if (Array.from(text).every(ch => ch.charCodeAt(0) <= 0xff)) saved.push(latin1(text));
        for (const bytes of saved) {
          const decoded = decodeTrf(bytes);
          const given = charBytes(bytes, decoded);
          if (given !== undefined) fromFile++;
          expect(readOf(decoded, given)).toEqual(readOf(decoded));
        }
      }),
      { numRuns: 2000 },
    );
    // Most events read, and many of them from a file's bytes.
    expect(read).toBeGreaterThan(500);
    // (about 550 of 2,000 on average, once 491: a bound well below that, not a coin toss.)
    expect(fromFile).toBeGreaterThan(300);
  });
});
