/**
 * FIDE's online calculator (ratings.fide.com/calc.phtml) and first ratings
 * (test/fixtures/ratings/fide). The calculator still applies the plain 400-point cap to players
 * rated 2650 and above and still computes first ratings by the archived 2022 rule; the rules in
 * force (and FIDE's published lists, F-P01 and F-N01) do not. So each case is checked against the
 * value the regulations give, and where the calculator differs, its value against the rules it
 * still implements: the cap for everybody (as before 1 October 2025) and the 2022 formula.
 */
import { fideEvent, firstRating } from '../../../src/core/ratings';
import { percentScore, ratingDifference } from '../../../src/core/tiebreaks/ratings/fideTables';
import { csvRows, soloEvent } from './fixtures';

const calculator = csvRows('fide/fide_online_calculator_rating_change.csv');
const initial = csvRows('fide/fide_initial_rating.csv');

/** K · ΔR of one game, in hundredths, rated under the rules of `date`. */
function oneGame(row: Record<string, string>, date: string): number {
  const t = soloEvent({ rating: Number(row.own_rating) }, [
    { rating: Number(row.opponent_rating), score: Number(row.score) },
  ]);
  const p = fideEvent(t, { date, k: Number(row.K) }).players[0];
  if (p.kind !== 'rated') throw new Error('expected a rated player');
  return p.change;
}

const hundredths = (x: string) => Math.round(Number(x) * 100);

describe('FIDE online calculator, one game', () => {
  it.each(calculator.map(r => [r.id, r.purpose, r] as const))(
    '%s (%s): the change under the rules in force since 1 October 2025',
    (_id, _purpose, row) => {
      expect(oneGame(row, '2025-11-01')).toBe(hundredths(row.change_under_2025_10_wording));
    },
  );

  it.each(calculator.map(r => [r.id, r] as const))(
    '%s: the calculator value is the change under the rules before 1 October 2025',
    (_id, row) => {
      expect(oneGame(row, '2025-09-30')).toBe(hundredths(row.calculator_change));
    },
  );

  it('differs from the rules in force exactly for the four cases of players rated 2650 and above', () => {
    const differing = calculator
      .filter(r => r.calculator_change !== r.change_under_2025_10_wording)
      .map(r => r.id);
    expect(differing).toEqual(['F-C16', 'F-C17', 'F-C20', 'F-C21']);
  });
});

/**
 * The archived 2022 rule the calculator computes (B.02 of 1 January 2022, 8.2.3): Ra + 20 per half
 * point above 50 %, else Ra + dp of table 8.1.1, Ra the rated opponents' average alone.
 */
function archived2022(ra: number, w: number, n: number): number {
  const above = w - n / 2;
  return above > 0 ? ra + 40 * above : ra + ratingDifference(percentScore(w, n));
}

describe('first ratings (8.2, 2024 rule)', () => {
  it.each(initial.map(r => [r.id, r] as const))('%s', (_id, row) => {
    const n = Number(row.N);
    const rc = Number(row.Rc_avg_rated_opponents);
    // N opponents rated Rc: only their sum enters the rule.
    const outcome = firstRating(
      Number(row.W),
      Array.from({ length: n }, () => rc),
    );
    if (outcome.kind !== 'rating') throw new Error('expected a first rating');
    expect(outcome.first.rating).toBe(Number(row.value_2024_rule));
    if (row.id === 'F-N01') {
      // FIDE's published list (December 2025): 1922, the 2024 rule.
      expect(outcome.first.rating).toBe(Number(row.value_shown));
    } else {
      // The calculator shows the archived 2022 rule's value, not the rule in force.
      expect(archived2022(rc, Number(row.W), n)).toBe(Number(row.value_shown));
    }
  });

  it('F-N01 from the published opponents: Ra = (9507 + 3600) / 7 = 1872.43, p = 4/7 → .57, dp 50', () => {
    const t = soloEvent(
      {},
      [
        { rating: 1902, score: 0.5 },
        { rating: 1877, score: 0.5 },
        { rating: 1884, score: 1 },
        { rating: 2012, score: 0 },
        { rating: 1832, score: 1 },
      ],
      { startDate: '2025-11-07' },
    );
    const p = fideEvent(t).players[0];
    expect(p.kind).toBe('unrated');
    if (p.kind !== 'unrated' || p.outcome.kind !== 'rating') throw new Error('expected a rating');
    expect(p.outcome.first).toMatchObject({
      ratingSum: 9507 + 3600,
      games: 7,
      points: 4,
      percent: 57,
      dp: 50,
      rating: 1922,
      belowFloor: false,
    });
  });
});
