import fc from 'fast-check';
import { clean, formatNumber, roundHalfUp, roundTo, sameValue } from '../../src/core/numbers';

describe('numbers', () => {
  it('clean removes binary noise', () => {
    expect(clean(0.1 + 0.2)).toBe(0.3);
    expect(clean(9.749999999999998)).toBe(9.75);
    expect(Object.is(clean(-1e-12), 0)).toBe(true);
  });
  it('roundTo rounds half up on the decimal value, not the binary one', () => {
    expect(roundTo(2.675, 2)).toBe(2.68); // 2.675 is 2.67499999… in binary
    expect(roundTo(13.395, 2)).toBe(13.4);
    expect(roundTo(13.394999, 2)).toBe(13.39);
    expect(roundTo(67 / 5, 2)).toBe(13.4);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
  it('roundHalfUp: "0.5 rounded up" (ARO)', () => {
    expect(roundHalfUp(2100.5)).toBe(2101);
    expect(roundHalfUp(2000)).toBe(2000);
    expect(roundHalfUp(1859.4999)).toBe(1859);
    // binary noise of a true .5 (e.g. 0.1 · 18595) is a .5
    expect(roundHalfUp(1859.4999999999998)).toBe(1860);
    expect(roundHalfUp(-2.5)).toBe(-2);
  });
  it('sameValue ignores noise only', () => {
    expect(sameValue(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameValue(0.25, 0.5)).toBe(false);
  });
  it('formatNumber: halves and quarters print with their decimals, never an exponent', () => {
    for (let q = -4000; q <= 4000; q++) {
      const v = q / 4;
      expect(formatNumber(v)).toBe(v.toFixed(2).replace(/0+$/, '').replace(/\.$/, ''));
    }
    expect(formatNumber(1234567.75)).toBe('1234567.75');
    expect(formatNumber(-0.25)).toBe('-0.25');
  });

  it('formatNumber prints without noise or exponent', () => {
    expect(formatNumber(9.749999999999998)).toBe('9.75');
    expect(formatNumber(11)).toBe('11');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1e-7)).toBe('0.0000001');
    expect(formatNumber(13.4, 2)).toBe('13.40');
    expect(formatNumber(2.675, 2)).toBe('2.68');
    expect(formatNumber(-0.5)).toBe('-0.5');
    expect(formatNumber(12345678)).toBe('12345678');
  });
});

describe('formatNumber of quarters (the small ones are written once and kept)', () => {
  it('writes every quarter as JavaScript does, however often it is asked', () => {
    for (let q = -4200; q <= 4200; q++) {
      const v = q / 4;
      const text = Object.is(v, -0) ? '0' : String(v);
      expect(formatNumber(v)).toBe(text);
      expect(formatNumber(v)).toBe(text);
    }
    expect(formatNumber(1023.75)).toBe('1023.75');
    expect(formatNumber(-1024.25)).toBe('-1024.25');
    expect(formatNumber(0.1 + 0.2 + 37.2)).toBe('37.5');
  });
});

describe('formatNumber of whole numbers', () => {
  it('prints them as the general path does: the cleaned value, −0 as 0', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -2_000_000, max: 2_000_000 }),
          fc.constantFrom(-0, 999_999, -999_999, 1_000_000, 2 ** 31 - 1, -(2 ** 31)),
        ),
        x => {
          const v = clean(x);
          expect(formatNumber(x)).toBe(String(v === 0 ? 0 : v));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
