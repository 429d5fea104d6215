import fc from 'fast-check';
import {
  columns,
  pointsField,
  pointsValue,
  trimmedColumns,
} from '../../../src/core/readers/trf/fields';
import {
  classifyLine,
  codesView,
  recordId,
  splitLines,
  textCodes,
  textLines,
} from '../../../src/core/readers/trf/lines';
import { buildRounds } from '../../../src/core/readers/trf/pairings';
import { packedEntries } from '../../../src/core/model/packedRounds';
import { DEFAULT_POINTS, pointsFor } from '../../../src/core/model/points';
import type { PointSystem } from '../../../src/core/model/types';
import {
  checkBlankColumns,
  fixedSlot,
  gapsBlank,
  parsePlayerLine,
  plainRounds,
  playerDetails,
  playerRating,
  plainSlot,
  reserveSlots,
  SLOTS,
  sourceLine,
  writtenSlots,
  type PlayerRecord,
} from '../../../src/core/readers/trf/player';
import { astralLineStart, padColumns } from '../../../src/core/readers/trf/codePoints';
import { readPlainPlayers } from '../../../src/core/readers/trf/plainPlayers';
import { notePlayer, playerLines } from '../../../src/core/readers/trf/playerLines';
import { expectEqual } from '../../support/equal';

// The reader reads the usual spellings character by character and leaves everything else to the
// general reading; both must give the same for every text. Random texts over the characters that
// matter (digits, separators, signs, colours, result codes, ASCII and other white space).
const chars = fc.constantFrom(...' 0123456789.,-+wWbB=HFUZLDxX?\t\u00a0\u2003'.split(''));
const text = (max: number) => fc.array(chars, { maxLength: max }).map(cs => cs.join(''));

describe('TRF fast paths agree with the general reading', () => {
  it('trimmedColumns is columns(…).trim()', () => {
    fc.assert(
      fc.property(
        text(12),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (line, from, width) => {
          expect(trimmedColumns(line, from, from + width)).toBe(
            columns(line, from, from + width).trim(),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('pointsField reads what pointsValue reads, and refuses what it refuses', () => {
    fc.assert(
      fc.property(text(8), line => {
        const expected = pointsValue(columns(line, 2, 6));
        if (expected === null) expect(() => pointsField(line, 1, 2, 6, 'points')).toThrow(/points/);
        else expect(Object.is(pointsField(line, 1, 2, 6, 'points'), expected)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('a round read the plain way is the round fixedSlot reads', () => {
    fc.assert(
      fc.property(text(12), fc.integer({ min: 0, max: 2 }), (line, from) => {
        const plain = plainSlot(line, from);
        if (plain >= 0) expect(plain).toBe(fixedSlot(line, from));
      }),
      { numRuns: 5000 },
    );
  });

  it('the usual rounds take the plain way', () => {
    for (const round of [
      '  12 w 1  ',
      '  12 b =  ',
      '0000 - H  ',
      '     w +',
      '12   b 0',
      '  12 w 1',
    ])
      expect(plainSlot(round, 0)).toBe(fixedSlot(round, 0));
    expect(plainSlot('  12 w 1  ', 0)).toBeGreaterThan(0);
  });
});

describe('recordId', () => {
  it('is the id classifyLine gives a record, and undefined for every other line', () => {
    const lineChars = fc.constantFrom(...'0123456789 #XxA\t\u00a0'.split(''));
    fc.assert(
      fc.property(
        fc.array(lineChars, { maxLength: 6 }).map(cs => cs.join('')),
        line => {
          let cls: ReturnType<typeof classifyLine> | undefined;
          try {
            cls = classifyLine(line, 1);
          } catch {
            cls = undefined;
          }
          expect(recordId(line)).toBe(cls?.kind === 'record' ? cls.id : undefined);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

/** A 001 line of player `no` with the rounds given as `[opponent, colour, result]`. */
function playerLine(no: number, rounds: readonly (readonly [number, string, string])[]): string {
  const head = `001 ${String(no).padStart(4)}      ${`Player ${no}`.padEnd(33)}`.padEnd(91);
  return head + rounds.map(([o, c, r]) => `${String(o).padStart(4, '0')} ${c} ${r}  `).join('');
}

/** Results of the two sides of one pairing that fit together, and some that do not. */
const SIDES = [
  '10',
  '01',
  '==',
  '00',
  '=0',
  '0=',
  'WL',
  'LW',
  'DD',
  '+-',
  '-+',
  '--',
  '++',
  '+1',
  '-=',
  '11',
  '=1',
  '1L',
];
const UNPAIRED = ['U', 'U', 'H', 'Z', 'F', ' ', '+', '-', '1'];
const COLOURS = ['wb', 'bw', '--', 'ww', 'w-', 'bb'];

/**
 * n players' rounds before any pairing, as [opponent, colour, result]: each a bye of some kind, a
 * blank round, a forfeit, or a result needing an opponent.
 */
function unpairedSlots(
  n: number,
  rounds: number,
  pick: (k: number) => number,
): [number, string, string][][] {
  return Array.from({ length: n }, () =>
    Array.from({ length: rounds }, (): [number, string, string] => [
      0,
      '-',
      UNPAIRED[pick(UNPAIRED.length)],
    ]),
  );
}

describe('buildRounds: the rated games read in one place are the games packRound reads', () => {
  it('same rounds, or the same error, with and without the shortcut', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 1, max: 4 }),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(0, 1, 2, 3, 9)), { maxLength: 3 }),
        (n, rounds, picks, changes) => {
          const stream = picks[Symbol.iterator]();
          const pick = (k: number) => (stream.next().value as number) % k;
          const slots = unpairedSlots(n, rounds, pick);
          // Each round: players in a random order, paired two by two, mostly fitting results.
          for (let r = 0; r < rounds; r++) {
            const order = Array.from({ length: n }, (_, i) => i).sort(() => pick(3) - 1);
            for (let k = 0; k + 1 < order.length; k += 2) {
              const [a, b] = [order[k], order[k + 1]];
              const sides = SIDES[pick(3) === 0 ? pick(SIDES.length) : pick(3)];
              const colours = COLOURS[pick(4) === 0 ? pick(COLOURS.length) : pick(2)];
              slots[a][r] = [b + 1, colours[0], sides[0]];
              slots[b][r] = [a + 1, colours[1], sides[1]];
            }
          }
          // A few slots changed: another opponent (or themself, or nobody on the list).
          for (const [who, round, opponent] of changes) {
            const slot = slots[who % n][round % rounds];
            slot[0] = opponent === 9 ? n + 1 : opponent === 0 ? 0 : (slot[0] + opponent) % (n + 1);
          }
          const players = slots.map((s, i) => parsePlayerLine(playerLine(i + 1, s), i + 1));
          // Sometimes a 240 record's bye for player 1 in round 1 (given only to a blank round).
          const granted = pick(4) === 0;
          const byes240 = new Map([[players[0], new Map([[1, 'half-bye' as const]])]]);
          const ps = DEFAULT_POINTS;
          const read = (plain: boolean) => {
            try {
              return buildRounds(
                players,
                rounds,
                ps,
                granted ? byes240 : new Map(),
                undefined,
                plain,
              );
            } catch (e) {
              return (e as Error).message;
            }
          };
          expect(read(true)).toEqual(read(false));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/** Point systems whose byes and forfeits score differently from each other and from games. */
const POINT_SYSTEMS: readonly PointSystem[] = [
  DEFAULT_POINTS,
  {
    win: 3,
    draw: 1,
    loss: 0,
    forfeitWin: 3,
    forfeitLoss: 0,
    pairingBye: 3,
    fullBye: 3,
    halfBye: 1,
    zeroBye: 0,
  },
  {
    win: 2,
    draw: 1,
    loss: 0,
    forfeitWin: 1.5,
    forfeitLoss: -0.5,
    pairingBye: 1.25,
    fullBye: 1.75,
    halfBye: 0.75,
    zeroBye: 0.25,
  },
];

describe('buildRounds: the points column against the rounds it packs', () => {
  it("names the first line whose points are not its entries' points, once every pairing is right", () => {
    let named = 0;
    let read = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.infiniteStream(fc.nat()),
        fc.constantFrom(...POINT_SYSTEMS),
        fc.boolean(),
        (n, rounds, picks, ps, teamEvent) => {
          const stream = picks[Symbol.iterator]();
          const pick = (k: number) => (stream.next().value as number) % k;
          const slots = unpairedSlots(n, rounds, pick);
          for (let r = 0; r < rounds; r++) {
            for (let k = 0; k + 1 < n; k += 2) {
              if (pick(5) === 0) continue;
              // Mostly fitting results (a game, a forfeit, a double forfeit), now and then not.
              const sides = SIDES[pick(6) === 0 ? pick(SIDES.length) : pick(10)];
              slots[k][r] = [k + 2, 'w', sides[0]];
              slots[k + 1][r] = [k + 1, 'b', sides[1]];
            }
          }
          // Read without a points column; each line's is written in below.
          const players = slots.map(
            (s, i): { -readonly [K in keyof PlayerRecord]: PlayerRecord[K] } =>
              parsePlayerLine(playerLine(i + 1, s), i + 1),
          );
          const granted = pick(4) === 0;
          const byes = granted
            ? new Map([[players[0], new Map([[1, 'full-bye' as const]])]])
            : new Map();
          const hint = pick(2) === 0 ? '' : ' (counting something)';
          const check = { teamEvent, hint };
          const message = (f: () => unknown) => {
            try {
              f();
              return undefined;
            } catch (e) {
              return (e as Error).message;
            }
          };
          // The points of each line's entries, independently of how buildRounds sums them: in a
          // team event without the byes, which count for the team.
          let sums: number[] | undefined;
          const pairing = message(() => {
            const packed = buildRounds(players, rounds, ps, byes);
            sums = players.map((_, i) =>
              packedEntries(packed, i, j => j + 1)
                .filter(
                  e =>
                    !teamEvent ||
                    !(e.kind === 'pairing-bye' || e.kind === 'full-bye' || e.kind === 'half-bye'),
                )
                .reduce((sum, e) => sum + pointsFor(e, ps), 0),
            );
          });
          // Each line's points column: blank, right, or off (by a half or by a bye's points).
          const declared = players.map((_, i) => {
            const k = pick(5);
            if (k === 0 || sums === undefined) return k === 0 ? undefined : pick(8) / 2;
            return k === 1 ? sums[i] + 0.5 : k === 2 ? sums[i] - ps.pairingBye : sums[i];
          });
          players.forEach((p, i) => (p.declaredPoints = declared[i]));
          const wrong = sums
            ? players.findIndex(
                p => p.declaredPoints !== undefined && p.declaredPoints !== sums?.[p.line - 1],
              )
            : -1;
          const expected =
            pairing ??
            (wrong < 0
              ? undefined
              : `line ${wrong + 1}: points (columns 81–84): the line says ${declared[wrong]}, but its results add up to ${sums?.[wrong]}${hint}`);
          if (wrong >= 0 && pairing === undefined) named++;
          if (expected === undefined) read++;
          for (const plain of [true, false])
            expect(message(() => buildRounds(players, rounds, ps, byes, check, plain))).toBe(
              expected,
            );
        },
      ),
      { numRuns: 3000 },
    );
    // Both outcomes happen often (a check that never fails, or never passes, would pass above).
    expect(named).toBeGreaterThan(300);
    expect(read).toBeGreaterThan(300);
  });
});

describe('buildRounds: players in start-number order', () => {
  it('refuses a list whose last player does not have the highest start number', () => {
    const line = (no: number) => playerLine(no, [no === 1 ? [2, 'w', '1'] : [1, 'b', '0']]);
    const players = [2, 1].map(no => parsePlayerLine(line(no), no));
    expect(() => buildRounds(players, 1, DEFAULT_POINTS, new Map())).toThrow(
      'players out of start-number order',
    );
    expect(() => buildRounds(players.reverse(), 1, DEFAULT_POINTS, new Map())).not.toThrow();
  });
});

describe("buildRounds: the table copies the players' rounds at once when they lie in order", () => {
  it("same rounds, or the same error, as with every player's rounds in an array of its own", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.infiniteStream(fc.nat()),
        (n, rounds, firstNo, picks) => {
          const stream = picks[Symbol.iterator]();
          const pick = (k: number) => (stream.next().value as number) % k;
          // Start numbers from firstNo on, now and then one skipped; every player paired with
          // the next in each round, or unpaired (a bye, a blank round: a shorter line).
          const nos: number[] = [];
          for (let no = firstNo; nos.length < n; no += pick(5) === 0 ? 2 : 1) nos.push(no);
          const slots = nos.map(() =>
            Array.from(
              { length: rounds },
              () => [0, '-', UNPAIRED[pick(UNPAIRED.length)]] as [number, string, string],
            ),
          );
          for (let r = 0; r < rounds; r++) {
            for (let k = 0; k + 1 < n; k += 2) {
              if (pick(4) === 0) continue;
              slots[k][r] = [nos[k + 1], 'w', '1'];
              slots[k + 1][r] = [nos[k], 'b', pick(5) === 0 ? '1' : '0'];
            }
          }
          const players = slots.map((s, i) => parsePlayerLine(playerLine(nos[i], s), i + 1));
          const apart = players.map(p => ({
            ...p,
            slotData: p.slotData.slice(p.slotFrom, p.slotFrom + p.slotCount),
            slotFrom: 0,
          }));
          const read = (list: typeof players) => {
            try {
              return buildRounds(list, rounds, DEFAULT_POINTS, new Map());
            } catch (e) {
              return (e as Error).message;
            }
          };
          expect(read(players)).toEqual(read(apart));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('001 lines: the checks read in one pass', () => {
  it('when every gap column is blank, checkBlankColumns finds nothing to say', () => {
    const lineChars = fc.constantFrom(...' 0123456789aZ\t\u00a0\u2003'.split(''));
    fc.assert(
      fc.property(
        fc.array(lineChars, { minLength: 80, maxLength: 100 }).map(cs => cs.join('')),
        line => {
          if (gapsBlank(line)) expect(() => checkBlankColumns(line, 1)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
    // And a character in any gap column is left to checkBlankColumns.
    const blank = `001    1      ${'Name'.padEnd(33)} 2000 GER    12345678 1990/01/01  1.0    1`;
    expect(gapsBlank(blank)).toBe(true);
    for (const col of [9, 14, 48, 53, 57, 69, 80, 85, 90, 91]) {
      const line = `${blank.padEnd(91).slice(0, col - 1)}x${blank.padEnd(91).slice(col)}`;
      expect([col, gapsBlank(line)]).toEqual([col, false]);
    }
  });

  it('column 10: m, w and f in either case, blank, or an error naming what is there', () => {
    const line = (sex: string) =>
      `001    1 ${sex}    ${'Name'.padEnd(33)} 2000 GER    12345678 1990/01/01  1.0    1`;
    const sexOf = (c: string) => playerDetails(sourceLine(parsePlayerLine(line(c), 3))).sex;
    expect(['m', 'M', 'w', 'W', 'f', 'F', ' ', '\u00a0'].map(sexOf)).toEqual([
      'm',
      'm',
      'w',
      'w',
      'w',
      'w',
      undefined,
      undefined,
    ]);
    for (const c of ['x', 'é', '1'])
      expect(() => sexOf(c)).toThrow(
        `line 3: sex (column 10): found "${c}", expected m, w (or f) or blank`,
      );
    expect(playerDetails('001    1').sex).toBeUndefined();
  });

  it('playerRating is the rating of columns 49–52 read as a number, none when blank or 0', () => {
    // The slow reading: the written line's code points 49–52, trimmed. Names with characters
    // outside the BMP shift the UTF-16 columns, which sourceLine's column line puts back.
    const ratingChars = fc.constantFrom(...' 0123456789'.split(''));
    const names = fc.constantFrom('Name', 'N\u{1d400}me', '\u{1f600}\u{1f600}', 'Müller');
    fc.assert(
      fc.property(
        fc.array(ratingChars, { minLength: 4, maxLength: 4 }).map(cs => cs.join('')),
        names,
        (rating, name) => {
          const digitsOnly = rating.trim();
          if (/\s/.test(digitsOnly)) return; // digits with a blank inside: refused by the line
          const written = `001    1 m    ${name.padEnd(33 + name.length - [...name].length)} ${rating} GER    12345678 1990/01/01  1.0    1`;
          const rec = parsePlayerLine(written, 1);
          const slow =
            digitsOnly === '' || Number(digitsOnly) === 0 ? undefined : Number(digitsOnly);
          expect([...written].slice(48, 52).join('')).toBe(rating);
          expect(playerRating(sourceLine(rec))).toBe(slow);
          expect(playerDetails(sourceLine(rec), rec.written).rating).toBe(slow);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/**
 * A record with its rounds as an array (records of two readings share no slot array) and its
 * line as written (the plain reading keeps the whole text and where the line starts in it).
 */
const withSlots = (p: PlayerRecord | string) =>
  typeof p === 'string'
    ? p
    : {
        ...p,
        slotData: undefined,
        slotFrom: undefined,
        slots: writtenSlots(p),
        source: sourceLine(p),
        sourceAt: undefined,
      };

/**
 * The CharCodes readTrf may be given for `text`: read from the text (textCodes: 255 for every
 * character outside ASCII), or a file's bytes one per character (windows-1252: some byte from
 * 128 on).
 */
const CODES = {
  text: textCodes,
  file: (text: string) =>
    Uint8Array.from({ length: text.length }, (_, k) => {
      const c = text.charCodeAt(k);
      return c < 128 ? c : 128 + (c % 128);
    }),
};
type CodesKind = keyof typeof CODES;

/**
 * readPlainPlayers on `lines` joined by `endings` (taken in turn; splitLines cuts the joined text
 * into these lines), read from the text's codes of the given kind; it must leave `at` where the
 * first line it did not read starts.
 */
function readPlain(
  lines: readonly string[],
  from: number,
  out: PlayerRecord[],
  endings: readonly string[] = ['\n'],
  kind: CodesKind = 'text',
): number {
  const starts: number[] = [];
  let text = '';
  for (let k = 0; k < lines.length; k++) {
    starts.push(text.length);
    const ending = endings[k % endings.length];
    // A CR, an empty line and a LF would be one CR LF.
    text += lines[k] + (ending === '\r' && lines[k + 1] === '' ? '\r\n' : ending);
  }
  // (Called for every generated case: the checks go to their matchers only on a difference.)
  expectEqual(splitLines(text), lines);
  const where = textLines(text, CODES[kind](text));
  where.at = starts[from];
  // Read up to the first line holding a character outside the BMP, as readTrf reads.
  const limit = astralLineStart(text, where.at);
  const next = from + readPlainPlayers(where, from + 1, out, playerLines(), limit);
  const end = next < lines.length ? starts[next] : text.length;
  if (where.at !== end) expect(where.at).toBe(end);
  return next;
}

describe("plainRounds: a line's rounds in one loop", () => {
  /** Where roundSlots stops reading: the line without its trailing white space, at least 89. */
  const endOf = (line: string) => Math.max(89, line.trimEnd().length);
  /** The rounds plainRounds takes, null when it leaves the line (and then takes nothing). */
  const plainRoundsOf = (line: string, end: number, after = '1111111111') => {
    const used = SLOTS.used;
    // The line amid other characters, which must not be read (past its end counts as blank),
    // its codes part of a larger buffer (as a file's bytes may be).
    const own = textCodes(`11${line}${after}`);
    const codes = new Uint8Array(new ArrayBuffer(own.length + 7), 3, own.length);
    codes.set(own);
    const n = plainRounds(codes, codesView(codes), 2, line.length, end);
    if (n < 0) {
      expect(SLOTS.used).toBe(used);
      return null;
    }
    return Array.from(SLOTS.data.subarray(SLOTS.used - n, SLOTS.used));
  };

  it('reads the rounds fixedSlot reads, trailing blank rounds dropped, or leaves the line', () => {
    // Rounds written the usual way (some blank), then a few characters anywhere replaced.
    const round = fc.oneof(
      fc.constant('          '),
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.constantFrom(' ', '-', 'w', 'W', 'b', 'B'),
          fc.constantFrom(' ', '1', '=', '0', '+', '-', 'w', 'H', 'f', 'Z', 'U', 'l', 'd'),
          fc.boolean(),
        )
        .map(([o, c, r, left]) => {
          const opponent = left ? String(o).padEnd(4) : String(o).padStart(4, '0');
          return `${opponent} ${c} ${r}  `;
        }),
    );
    const anyChar = fc.constantFrom(...' 0123456789wWbB-=+HFUZLD1xX?\t\u00a0'.split(''));
    fc.assert(
      fc.property(
        fc.array(round, { maxLength: 5 }),
        fc.array(fc.tuple(fc.nat(), anyChar), { maxLength: 2 }),
        fc.option(fc.nat(), { nil: undefined }),
        (rounds, changes, cut) => {
          const chars = `${'x'.repeat(89)}  ${rounds.join('')}`.split('');
          for (const [at, c] of changes) chars[89 + (at % (chars.length - 88))] = c;
          // Sometimes cut anywhere after column 89: the last round's columns past the end count
          // as blank (the characters after the line, which plainRoundsOf puts there, are not).
          const whole = chars.join('');
          const line = cut === undefined ? whole : whole.slice(0, 89 + (cut % (whole.length - 88)));
          const end = endOf(line);
          const got = plainRoundsOf(line, end);
          // Every round plain as plainSlot reads one (past the end blank) and columns 90–91
          // blank: the line is taken.
          const gapsBlank = [89, 90].every(k => k >= line.length || /[\t-\r ]/.test(line[k]));
          let allPlain = gapsBlank;
          for (let from = 91; from < end; from += 10)
            if (plainSlot(line, from) < 0) allPlain = false;
          if (allPlain) expect(got).not.toBeNull();
          if (got === null) return;
          // Columns 90–91 hold nothing, as roundSlots requires.
          expect(line.slice(89, 91).trim()).toBe('');
          const expected: (number | string)[] = [];
          for (let from = 91; from < end; from += 10) expected.push(fixedSlot(line, from));
          while (expected.length > 0 && expected[expected.length - 1] === 0) expected.pop();
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('reads a last round cut short at any column alike, whatever follows the line', () => {
    // What follows the line in the file: its line break (and the next line), blanks, or nothing
    // (a file ending without one). Past the line's end the columns count as blank, whether what
    // follows is blank (read in place) or not.
    const afters = ['', '\n', '\r\n', '\r', '\n001', '\r\n001', '\r001', ' \t\n', '\u00a0'];
    const round = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom(' ', '-', 'w', 'b', 'x'),
        fc.constantFrom(' ', '1', '=', 'H', 'x'),
      )
      .map(([o, c, r]) => `${String(o).padStart(4)} ${c} ${r}  `);
    fc.assert(
      fc.property(
        fc.array(round, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...afters),
        (rounds, keep, after) => {
          const whole = `${'x'.repeat(89)}  ${rounds.join('')}`;
          const line = whole.slice(0, whole.length - 10 + keep);
          const end = endOf(line);
          const expected: (number | string)[] = [];
          let plain = true;
          for (let from = 91; from < end; from += 10) {
            expected.push(fixedSlot(line, from));
            if (plainSlot(line, from) < 0) plain = false;
          }
          while (expected.length > 0 && expected[expected.length - 1] === 0) expected.pop();
          expect(plainRoundsOf(line, end, after)).toEqual(plain ? expected : null);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the usual lines take it', () => {
    const line = `${playerLine(1, [
      [12, 'w', '1'],
      [3, 'b', '='],
      [0, '-', 'H'],
    ])}          0007 w +  `;
    expect(plainRoundsOf(line, endOf(line))).toEqual(writtenSlots(parsePlayerLine(line, 1)));
    expect(plainRoundsOf(line, endOf(line))).toHaveLength(5);
  });

  it('records keep their rounds when the next ones are written into a new array', () => {
    const line = (k: number) =>
      playerLine(k, [
        [k + 1, 'w', '1'],
        [0, '-', 'H'],
        [k + 2, 'b', '='],
      ]);
    const first = parsePlayerLine(line(1), 1);
    // The rest of the current array taken: the next line starts a new one.
    reserveSlots(SLOTS.data.length - SLOTS.used + 1);
    const second = parsePlayerLine(line(2), 2);
    const out: PlayerRecord[] = [];
    reserveSlots(SLOTS.data.length - SLOTS.used + 1);
    readPlain([line(3)], 0, out);
    expect(second.slotData).not.toBe(first.slotData);
    expect(out[0].slotData).not.toBe(second.slotData);
    for (const [k, p] of [first, second, out[0]].entries())
      expect(writtenSlots(p)).toEqual([(k + 2) * 4096 + 256 + 49, 72, (k + 3) * 4096 + 512 + 61]);
  });
});

describe('readPlainPlayers: plain 001 lines in one loop', () => {
  /** A 001 line from its fields, each placed in its columns as given (wider ones shift the rest). */
  const fieldsLine = (f: readonly string[]) =>
    `001 ${f[0].padStart(4)} ${f[1]}${f[2].padEnd(3)} ${padColumns(f[3], 33)} ${f[4].padStart(4)} ${f[5].padEnd(3)} ${f[6].padStart(11)} ${f[7].padEnd(10)} ${f[8].padStart(4)} ${f[9].padStart(4)}`;
  /** A 001 line with every field before the rounds filled (sex as given). */
  const doeLine = (sex: string) =>
    fieldsLine(['1', sex, 'g', 'Doe, John', '2411', 'GER', '4600000', '1990/05/17', '7.5', '3']);
  const field = (...spellings: string[]) => fc.constantFrom(...spellings);
  const round = fc.oneof(
    fc.constant('          '),
    fc
      .tuple(
        fc.integer({ min: 0, max: 40 }),
        field(' ', '-', 'w', 'B'),
        field(' ', '1', '=', '0', '+', '-', 'H', 'f', 'Z', 'U', 'l', 'd'),
        fc.boolean(),
      )
      .map(
        ([o, c, r, left]) =>
          `${left ? String(o).padEnd(4) : String(o).padStart(4, '0')} ${c} ${r}  `,
      ),
  );
  const line = fc
    .tuple(
      field('1', '27', '0', '9999', ' 12'),
      field(' ', 'm', 'w', 'F', 'x'),
      field('', 'GM', 'g', 'wf', 'wim', 'é'),
      // A name with a character outside the BMP: never taken by the loop (its columns are no
      // string indexes), read by parsePlayerLine.
      field('Doe, John', '', 'Müller, Jörg', ' Ann ', 'Ödön', 'Smile \u{1F600}'),
      field('', '0', '2411', '999'),
      field('', 'GER', 'ned'),
      field('', '0', '4600000', '00000000000', '12345678901'),
      field('', '1990/05/17', '1990-05-17', '1987/00/00', '2000.02.30', '28.07.2005', '1990'),
      field('', '7.5', '0', '3,5', '10', '-1', '.5', '1.'),
      field('', '0', '12', '9999'),
      fc.array(round, { maxLength: 4 }),
      field('', '   ', '\t'),
    )
    .map(
      ([a, b, c, d, e, f, g, h, i, j, rounds, tail]) =>
        `${fieldsLine([a, b, c, d, e, f, g, h, i, j])}  ${rounds.join('')}${tail}`,
    );
  const anyChar = fc.constantFrom(
    ...' 0123456789wWbB-=+HFUZLD1xX?.,/é\t\u00a0\u2003\u3000'.split(''),
  );
  /** The line with a few characters replaced, or cut short. */
  const changed = fc
    .tuple(line, fc.array(fc.tuple(fc.nat(), anyChar), { maxLength: 2 }), fc.nat())
    .map(([l, changes, cut]) => {
      const chars = l.split('');
      for (const [at, c] of changes) chars[at % chars.length] = c;
      const out = chars.join('');
      return cut % 5 === 0 ? out.slice(0, cut % out.length) : out;
    });

  const general = (l: string, lineNo: number) => {
    try {
      return parsePlayerLine(l, lineNo);
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('reads a line only when parsePlayerLine reads it, and into the same record', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.array(changed, { minLength: 1, maxLength: 4 }),
        fc.nat(3),
        fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 1, maxLength: 3 }),
        fc.constantFrom<CodesKind>('text', 'file'),
        (block, skip, endings, kind) => {
          const lines = [...Array<string>(skip).fill('012 Event'), ...block];
          const out: PlayerRecord[] = [];
          // Read from any kind of codes, the lines ending in any way.
          const next = readPlain(lines, skip, out, endings, kind);
          expect(out).toHaveLength(next - skip);
          // Every line taken is read as parsePlayerLine reads it, with its line number; the
          // first line left is one parsePlayerLine must see (or the end of the block).
          for (let k = 0; k < out.length; k++)
            expect(withSlots(out[k])).toStrictEqual(
              withSlots(general(lines[skip + k], skip + k + 1)),
            );
          taken += out.length;
        },
      ),
      { numRuns: 5000 },
    );
    // The usual lines do take the loop (a loop that takes nothing would pass the above).
    expect(taken).toBeGreaterThan(1000);
  });

  it('reads the points column as parsePlayerLine does, whatever is written there', () => {
    const pointsField = fc
      .array(fc.constantFrom(...'0123456789.,- \t+e'.split('')), { maxLength: 4 })
      .map(cs => cs.join(''));
    fc.assert(
      fc.property(pointsField, points => {
        const l = fieldsLine(['1', 'm', '', 'Doe, John', '2411', 'GER', '', '', points, '']);
        const out: PlayerRecord[] = [];
        readPlain([l], 0, out);
        // Taken or not, the same record (−0 and 0 told apart) or the same error.
        const expected = withSlots(general(l, 1));
        expect(out.length > 0 ? withSlots(out[0]) : expected).toStrictEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes the usual points, and reads them as parsePlayerLine does', () => {
    for (const [points, value] of [
      [' 7.5', 7.5],
      ['10,5', 10.5],
      ['   7', 7],
      ['0.0 ', 0],
      ['    ', undefined],
    ] as const) {
      const l = fieldsLine(['1', 'm', '', 'Doe, John', '2411', 'GER', '', '', points, '']);
      const out: PlayerRecord[] = [];
      expect([points, readPlain([l], 0, out)]).toEqual([points, 1]);
      expect(out[0].declaredPoints).toBe(value);
      expect(withSlots(out[0])).toStrictEqual(withSlots(general(l, 1)));
    }
  });

  it('reads the number columns as parsePlayerLine does, whatever is written there', () => {
    // Digits with blanks before, between and after them, and what is neither.
    const numberField = (width: number) =>
      fc
        .array(fc.constantFrom(...'0123456789 \t.,-x'.split('')), { maxLength: width })
        .map(cs => cs.join(''));
    let taken = 0;
    fc.assert(
      fc.property(
        fc.tuple(numberField(4), numberField(4), numberField(11), numberField(4)),
        ([no, rating, fideId, rank]) => {
          const l = fieldsLine([no, 'm', '', 'Doe, John', rating, 'GER', fideId, '', '', rank]);
          const out: PlayerRecord[] = [];
          readPlain([l], 0, out);
          const expected = withSlots(general(l, 1));
          expect(out.length > 0 ? withSlots(out[0]) : expected).toStrictEqual(expected);
          if (out.length > 0) expect(playerDetails(sourceLine(out[0]))).toEqual(playerDetails(l));
          taken += out.length;
        },
      ),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(0);
  });

  it('takes a line as parsePlayerLine does, whatever its birth date columns hold', () => {
    // Digits with the characters beside them ('/' below '0', ':' above '9') and the separators
    // in every column, and dates around the month ends and 29 February of leap and other years.
    const dateChar = fc.constantFrom(...'0123456789/:-. '.split(''));
    const anyDate = fc.array(dateChar, { minLength: 8, maxLength: 10 }).map(cs => cs.join(''));
    const date = fc
      .tuple(
        fc.constantFrom(1900, 1999, 2000, 2023, 2024, 2100),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.constantFrom('/', '-', '.'),
      )
      .map(
        ([y, m, d, sep]) =>
          `${y}${sep}${String(m).padStart(2, '0')}${sep}${String(d).padStart(2, '0')}`,
      );
    /** A date with one of its characters replaced (or none, when `at` is past its end). */
    const changedDate = fc
      .tuple(date, fc.nat(14), dateChar)
      .map(([d, at, c]) => (at < d.length ? d.slice(0, at) + c + d.slice(at + 1) : d));
    let taken = 0;
    fc.assert(
      fc.property(fc.oneof(anyDate, date, changedDate), birth => {
        const l = fieldsLine(['1', 'm', '', 'Doe, John', '', '', '', birth, '', '']);
        const out: PlayerRecord[] = [];
        readPlain([l], 0, out);
        const expected = withSlots(general(l, 1));
        expect(out.length > 0 ? withSlots(out[0]) : expected).toStrictEqual(expected);
        taken += out.length;
      }),
      { numRuns: 5000 },
    );
    expect(taken).toBeGreaterThan(4000);
  });

  it('takes the usual lines and stops at the first other one', () => {
    const plain = doeLine('m');
    const lines = [plain, `${plain}  0002 w 1  `, `001    3${'x'}`, plain];
    const out: PlayerRecord[] = [];
    expect(readPlain(lines, 0, out)).toBe(2);
    expect(out.map(withSlots)).toStrictEqual(
      [parsePlayerLine(lines[0], 1), parsePlayerLine(lines[1], 2)].map(withSlots),
    );
    expect(out[0].declaredPoints).toBe(7.5);
    // The fields only a participant needs are read from the line when it is built.
    expect(playerDetails(sourceLine(out[0]))).toEqual({
      sex: 'm',
      title: 'GM',
      rating: 2411,
      federation: 'GER',
      fideId: '4600000',
      birthDate: '1990-05-17',
      declaredRank: 3,
    });
    expect(readPlain(lines, 2, out)).toBe(2);
    expect(readPlain(['012 Event'], 0, out)).toBe(0);
  });

  it('notes what the lines say together as notePlayer notes the records parsePlayerLine reads', () => {
    // Start numbers repeated and out of order, rounds of any count, after records noted before.
    const numbered = fc
      .tuple(fc.constantFrom(1, 2, 3, 12, 9999), fc.array(round, { maxLength: 4 }))
      .map(
        ([no, rounds]) =>
          `${fieldsLine([String(no), 'm', '', 'Doe, John', '', '', '', '', '', ''])}  ${rounds.join('')}`,
      );
    fc.assert(
      fc.property(
        fc.array(numbered, { maxLength: 2 }),
        fc.array(numbered, { minLength: 1, maxLength: 5 }),
        (before, block) => {
          const lines = [...before, ...block];
          const plain = playerLines();
          const general = playerLines();
          for (let k = 0; k < lines.length; k++) {
            const p = parsePlayerLine(lines[k], k + 1);
            if (k < before.length) notePlayer(plain, p);
            notePlayer(general, p);
          }
          const out: PlayerRecord[] = [];
          const joined = lines.join('\n');
          const where = textLines(joined, textCodes(joined));
          where.at = before.reduce((n, l) => n + l.length + 1, 0);
          const limit = joined.length;
          expect(readPlainPlayers(where, before.length + 1, out, plain, limit)).toBe(block.length);
          // (Each holds a table of 10,000 start numbers: compared natively first.)
          expectEqual(plain, general);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves every line with something in a column parsePlayerLine requires blank', () => {
    // plainPlayer checks these columns as the ends of its fields, column 91 in plainRounds.
    const plain = `${doeLine('m')}  0002 w 1  `;
    expect(readPlain([plain], 0, [])).toBe(1);
    for (const column of [9, 14, 48, 53, 57, 69, 80, 85, 90, 91]) {
      for (const c of ['x', '1', '\u00a0']) {
        const l = plain.slice(0, column - 1) + c + plain.slice(column);
        // (White space outside ASCII is blank to parsePlayerLine, but not plain.)
        expect(gapsBlank(l)).toBe(c === '\u00a0');
        expect(readPlain([l], 0, [])).toBe(0);
      }
    }
  });

  it('takes nothing of a line left at its rounds, and carries none of its fields over', () => {
    // plainPlayer cuts the name before it reads the rounds.
    const full = doeLine('w');
    const bare = fieldsLine(['2', ' ', '', 'Roe, Jane', '', '', '', '', '', '']);
    const lines = [`${full}  0002 x 1  `, `${bare}  0001 b 0  `];
    const out: PlayerRecord[] = [];
    const used = SLOTS.used;
    expect(readPlain(lines, 0, out)).toBe(0);
    expect(out).toHaveLength(0);
    expect(SLOTS.used).toBe(used);
    expect(readPlain(lines, 1, out)).toBe(2);
    expect(withSlots(out[0])).toStrictEqual(withSlots(parsePlayerLine(lines[1], 2)));
    expect(out[0].name).toBe('Roe, Jane');
    expect(playerDetails(sourceLine(out[0]))).toEqual({
      sex: undefined,
      title: undefined,
      rating: undefined,
      federation: undefined,
      fideId: undefined,
      birthDate: undefined,
      declaredRank: undefined,
    });
  });

  it('reads each line afresh: nothing of the line before carries over to a blank field', () => {
    // The loop's helpers share their tables from line to line.
    const full = doeLine('w');
    const bare = fieldsLine(['2', ' ', '', 'Roe, Jane', '', '', '', '', '', '']);
    const lines = [`${full}  0002 w 1  `, `${bare}  0001 b 0  `];
    const out: PlayerRecord[] = [];
    expect(readPlain(lines, 0, out)).toBe(2);
    expect(withSlots(out[1])).toStrictEqual(withSlots(parsePlayerLine(lines[1], 2)));
    expect(out[1].declaredPoints).toBeUndefined();
    expect(playerDetails(sourceLine(out[1]))).toMatchObject({ sex: undefined, rating: undefined });
  });
});
