import { Decimal } from '../../../src/core/keizer/decimal';

const d = (x: number | string) => Decimal.from(x);

describe('Decimal: exact arithmetic', () => {
  it('0.35 × 6 is exactly 2.1 and prints so', () => {
    const v = d(0.35).times(d(6));
    expect(v.toString()).toBe('2.1');
    expect(v.equals(d('21/10'))).toBe(true);
    expect(v.toNumber()).toBe(2.1);
  });

  it('sums that binary floating point gets wrong stay exact', () => {
    // 0.1 + 0.2 in doubles is 0.30000000000000004
    expect(d(0.1).plus(d(0.2)).toString()).toBe('0.3');
    // 6 + 3 + 2.1 + 3.5 = 14.6 (spec A-TV5, Capablanca)
    const parts = ['6', '3', '2.1', '3.5'].map(d);
    expect(parts.reduce((a, b) => a.plus(b)).toString()).toBe('14.6');
    // 6 + 4 + 0.35 × 7 + 3.5 = 15.95 (spec A-TV5, frozen, Capablanca)
    expect(
      d(6)
        .plus(d(4))
        .plus(d('0.35').times(d(7)))
        .plus(d(3.5))
        .toString(),
    ).toBe('15.95');
  });

  it('reads decimals, commas, percentages, exponents and ratios', () => {
    expect(d('0,35').toString()).toBe('0.35');
    expect(d('35%').toString()).toBe('0.35');
    expect(d('1e-3').toString()).toBe('0.001');
    expect(d(1e-7).toString()).toBe('0.0000001');
    expect(d('-2.50').toString()).toBe('-2.5');
    expect(d('1/2').toString()).toBe('0.5');
    expect(d('.5').toString()).toBe('0.5');
    expect(Decimal.parse('abc')).toBeNull();
    expect(Decimal.parse('1/0')).toBeNull();
    expect(Decimal.parse('')).toBeNull();
    expect(() => Decimal.fromNumber(Number.NaN)).toThrow(RangeError);
  });

  it('prints values without a finite expansion to 9 places', () => {
    expect(d('1/3').toString()).toBe('0.333333333');
    expect(d('7/3').toString()).toBe('2.333333333');
    expect(d('2/3').toString()).toBe('0.666666667');
    expect(d('-2/3').toString()).toBe('-0.666666667');
  });

  it('floors and rounds half to even', () => {
    expect(d('7.5').floor().toString()).toBe('7');
    expect(d('-7.5').floor().toString()).toBe('-8');
    expect(d('7.5').roundHalfEven().toString()).toBe('8');
    expect(d('4.5').roundHalfEven().toString()).toBe('4');
    expect(d('4.51').roundHalfEven().toString()).toBe('5');
    expect(d('4.49').roundHalfEven().toString()).toBe('4');
  });

  it('compares and halves repeatedly without losing anything', () => {
    let x = d(1);
    for (let i = 0; i < 60; i++) x = x.times(Decimal.HALF);
    expect(
      x
        .times(d(2 ** 30))
        .times(d(2 ** 30))
        .toString(),
    ).toBe('1');
    expect(d('0.35').compare(d('7/20'))).toBe(0);
    expect(d('0.35').compare(d('0.3'))).toBe(1);
    expect(d('0.3').compare(d('0.35'))).toBe(-1);
  });
});
