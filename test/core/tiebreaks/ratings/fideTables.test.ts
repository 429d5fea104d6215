import {
  expectedScoreHundredths,
  percentScore,
  ratingDifference,
  roundedAverage,
} from '../../../../src/core/tiebreaks/ratings/fideTables';

describe('FIDE rating difference table (dp)', () => {
  it('has the values of club-systems.md D-TV7', () => {
    expect(ratingDifference(50)).toBe(0);
    expect(ratingDifference(60)).toBe(72);
    expect(ratingDifference(75)).toBe(193);
    expect(ratingDifference(90)).toBe(366);
    expect(ratingDifference(99)).toBe(677);
    expect(ratingDifference(100)).toBe(800);
  });

  it('mirrors negatively below 50 % (tiebreaks-fide.md: .00 → −800)', () => {
    expect(ratingDifference(0)).toBe(-800);
    expect(ratingDifference(1)).toBe(-677);
    expect(ratingDifference(25)).toBe(-193);
    expect(ratingDifference(49)).toBe(-7);
  });

  it('spot values from the printed table', () => {
    expect(ratingDifference(88)).toBe(336);
    expect(ratingDifference(67)).toBe(125);
    expect(ratingDifference(51)).toBe(7);
    expect(ratingDifference(85)).toBe(296);
  });

  it('is strictly increasing', () => {
    for (let p = 1; p <= 100; p++)
      expect(ratingDifference(p)).toBeGreaterThan(ratingDifference(p - 1));
  });

  it('rejects percentages that are not whole numbers 0…100', () => {
    expect(() => ratingDifference(101)).toThrow(RangeError);
    expect(() => ratingDifference(50.5)).toThrow(RangeError);
  });
});

describe('expected score table (PD)', () => {
  it('starts each step at the printed rating difference', () => {
    expect(expectedScoreHundredths(0)).toBe(50);
    expect(expectedScoreHundredths(3)).toBe(50);
    expect(expectedScoreHundredths(4)).toBe(51);
    expect(expectedScoreHundredths(10)).toBe(51);
    expect(expectedScoreHundredths(11)).toBe(52);
    expect(expectedScoreHundredths(189)).toBe(75);
    expect(expectedScoreHundredths(344)).toBe(88);
    expect(expectedScoreHundredths(345)).toBe(89);
    expect(expectedScoreHundredths(411)).toBe(92);
    expect(expectedScoreHundredths(412)).toBe(93);
    expect(expectedScoreHundredths(619)).toBe(98);
    expect(expectedScoreHundredths(620)).toBe(99);
    expect(expectedScoreHundredths(735)).toBe(99);
    expect(expectedScoreHundredths(736)).toBe(100);
  });

  it('has no ±400 cut: differences beyond 400 keep rising', () => {
    expect(expectedScoreHundredths(400)).toBe(92);
    expect(expectedScoreHundredths(500)).toBe(96);
    expect(expectedScoreHundredths(5000)).toBe(100);
  });

  it('gives the lower-rated side 1 − PD', () => {
    expect(expectedScoreHundredths(-4)).toBe(49);
    expect(expectedScoreHundredths(-189)).toBe(25);
    expect(expectedScoreHundredths(-736)).toBe(0);
    for (let d = 0; d <= 800; d += 7) {
      expect(expectedScoreHundredths(d) + expectedScoreHundredths(-d)).toBe(100);
    }
  });
});

describe('rounding helpers', () => {
  it('rounds the percentage score half up', () => {
    expect(percentScore(3.5, 4)).toBe(88); // 87.5 → 88 (D-TV3)
    expect(percentScore(4.5, 5)).toBe(90);
    expect(percentScore(2, 3)).toBe(67); // 66.67
    expect(percentScore(1, 3)).toBe(33); // 33.33
    expect(percentScore(0.5, 8)).toBe(6); // 6.25
    expect(percentScore(1.5, 16)).toBe(9); // 9.375
    expect(percentScore(0, 3)).toBe(0);
    expect(percentScore(3, 3)).toBe(100);
  });

  it('rounds averages half up (D-TV7)', () => {
    expect(roundedAverage([1900, 2100])).toBe(2000);
    expect(roundedAverage([2101, 2100])).toBe(2101);
    expect(roundedAverage([2100, 2100, 2101])).toBe(2100);
    expect(roundedAverage([2100, 2101, 2101])).toBe(2101);
  });
});
