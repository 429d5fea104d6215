import fc from 'fast-check';
import {
  columns,
  pointsField,
  pointsValue,
  trimmedColumns,
} from '../../../src/core/readers/trf/fields';
import { classifyLine, recordId } from '../../../src/core/readers/trf/lines';
import { buildRounds } from '../../../src/core/readers/trf/pairings';
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import {
  checkBlankColumns,
  fixedSlot,
  gapsBlank,
  parsePlayerLine,
  plainRounds,
  plainSlot,
} from '../../../src/core/readers/trf/player';

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
  '11',
  '=1',
  '1L',
];
const COLOURS = ['wb', 'bw', '--', 'ww', 'w-', 'bb'];

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
          const slots = Array.from({ length: n }, () =>
            Array.from({ length: rounds }, () => [0, '-', 'U'] as [number, string, string]),
          );
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
          const ps = DEFAULT_POINTS;
          const read = (plain: boolean) => {
            try {
              return buildRounds(players, rounds, ps, new Map(), plain);
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
    const sexOf = (c: string) => parsePlayerLine(line(c), 3).sex;
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
    expect(parsePlayerLine('001    1', 1).sex).toBeUndefined();
  });
});

describe("plainRounds: a line's rounds in one loop", () => {
  /** Where roundSlots stops reading: the line without its trailing white space, at least 89. */
  const endOf = (line: string) => Math.max(89, line.trimEnd().length);

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
        (rounds, changes) => {
          const chars = `${'x'.repeat(89)}  ${rounds.join('')}`.split('');
          for (const [at, c] of changes) chars[89 + (at % (chars.length - 88))] = c;
          const line = chars.join('');
          const end = endOf(line);
          const got = plainRounds(line, end);
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

  it('the usual lines take it', () => {
    const line = `${playerLine(1, [
      [12, 'w', '1'],
      [3, 'b', '='],
      [0, '-', 'H'],
    ])}          0007 w +  `;
    expect(plainRounds(line, endOf(line))).toEqual(parsePlayerLine(line, 1).slots);
    expect(plainRounds(line, endOf(line))).toHaveLength(5);
  });
});
