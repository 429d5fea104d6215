import fc from 'fast-check';
import {
  columns,
  pointsField,
  pointsValue,
  trimmedColumns,
} from '../../../src/core/readers/trf/fields';
import { classifyLine, recordId } from '../../../src/core/readers/trf/lines';
import { fixedSlot, plainSlot } from '../../../src/core/readers/trf/player';

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
