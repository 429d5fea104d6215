/**
 * Sheets' text mark is written where Sheets would read text as something else, and only there
 * (src/server/writing/textMark.ts). Checked against the fake's model of Sheets' parsing: every
 * string the fake reads as anything but itself gets the mark, and text with the mark reads back
 * as itself.
 */
import fc from 'fast-check';
import { asText, asTyped, needsTextMark } from '../../src/server/writing/textMark';
import { interpretInput } from './fakes/spreadsheetService';

/** True when the fake (Sheets) reads `s` typed into a cell as exactly this text, unmarked. */
const plainText = (s: string): boolean => {
  const t = interpretInput(s);
  return t.value === s && t.formula === null && !t.textMark;
};

describe('the text mark', () => {
  it.each([
    '=Müller',
    "'quoted",
    '1.5',
    '-3',
    '+49 30 1234',
    '1e5',
    'TRUE',
    'false',
    '2024-01-05',
    '1/2',
    '007',
    '@home',
  ])('%s needs it, and with it reads back as itself', s => {
    expect(plainText(s)).toBe(false);
    expect(needsTextMark(s)).toBe(true);
    expect(interpretInput(asText(s))).toEqual({ value: s, formula: null, textMark: true });
  });

  it.each([
    'Rank',
    'Müller, Anna',
    'Carlsen, Magnus',
    'SK Lechenich 1',
    'Round 3',
    'BH/C1',
    'Standings — Seed',
    'Rtg+/-',
    'Mayer',
    'Marchand',
  ])('%s does not: written as it is', s => {
    expect(plainText(s)).toBe(true);
    expect(needsTextMark(s)).toBe(false);
    expect(asText(s)).toBe(s);
  });

  it('numbers, booleans and dates are written as they are', () => {
    const d = new Date(Date.UTC(2024, 0, 5));
    expect([asTyped(1.5), asTyped(true), asTyped(d), asTyped('')]).toEqual([1.5, true, d, '']);
  });

  it('every string Sheets would read as something else gets the mark', () => {
    const chars = fc.constantFrom(..."0123456789.,:/-+=@'eE %TRUEfalsxAaMr ".split(''));
    const strings = fc.oneof(fc.string(), fc.string({ unit: chars, maxLength: 12 }));
    fc.assert(
      fc.property(strings, s => {
        if (!plainText(s)) expect(needsTextMark(s)).toBe(true);
        const back = interpretInput(asText(s));
        expect(back.value).toBe(s);
        expect(back.formula).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
