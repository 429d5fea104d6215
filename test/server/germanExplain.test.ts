/**
 * TIEBREAK_EXPLAIN with "lang=de": the header, the results, the notes and the total's summary in
 * German with decimal commas; the numbers of the table stay numbers. A team range explains its
 * team codes in German too.
 */
import { TIEBREAK_EXPLAIN } from '../../src/server/functions/individual';
import { exampleSheet } from './fakes/examples';

// Two rounds: Anna beat Ben and drew with Cleo; Ben beat Dirk; Cleo drew with Dirk.
// Scores: Anna 1½, Ben 1, Cleo 1, Dirk ½.
const grid = [
  ['No.', 'Name', '1', '2'],
  [1, 'Anna', '2w1', '3b½'],
  [2, 'Ben', '1b0', '4w1'],
  [3, 'Cleo', '4w½', '1w½'],
  [4, 'Dirk', '3b½', '2b0'],
];

describe('TIEBREAK_EXPLAIN in German', () => {
  it('says the explanation in German, the sum with a decimal comma', () => {
    const t = TIEBREAK_EXPLAIN(grid, 'Anna', 'SB', 'lang=de');
    expect(t[0]).toEqual([
      'Runde',
      'Gegner',
      'Punkte des Gegners',
      'Ergebnis',
      'Punkte',
      'Beitrag',
      'Hinweis',
    ]);
    // SB = Ben 1 × 1 + Cleo 1 × ½ = 1.5
    expect(t[1]).toEqual([1, 'Ben', 1, '1', 1, 1, '']);
    expect(t[2]).toEqual([2, 'Cleo', 1, '½', 0.5, 0.5, '']);
    expect(t[3]).toEqual([
      'Summe',
      '',
      '',
      '',
      '',
      1.5,
      'Sonneborn-Berger = 1,5 (Summe aus 2 Beiträgen)',
    ]);
  });

  it('a game still to be played is "offen"', () => {
    const pending = grid.map(r => [...r]);
    pending[1][3] = '3b';
    pending[3][3] = '1w';
    const t = TIEBREAK_EXPLAIN(pending, 'Anna', 'BH', 'lang=de');
    expect(t[2][3]).toBe('offen (noch kein Ergebnis)');
    expect(t[t.length - 1][0]).toBe('Summe');
  });

  it('stays English without the option', () => {
    const t = TIEBREAK_EXPLAIN(grid, 'Anna', 'SB');
    expect(t[0][0]).toBe('Round');
    expect(t[3]).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      1.5,
      'Sonneborn-Berger = 1.5 (sum of 2 contributions)',
    ]);
  });

  it('a cut is "gestrichen"', () => {
    const t = TIEBREAK_EXPLAIN(grid, 'Anna', 'BH/C1', 'lang=de');
    // Ben and Cleo both have 1: one of them is cut.
    const cut = t.filter(r => String(r[6]).startsWith('gestrichen: schlechtestes Ergebnis'));
    expect(cut).toHaveLength(1);
    expect(t[t.length - 1][6]).toBe(
      'Buchholz ohne schlechtestes Ergebnis = 1 (Summe aus 1 von 2 Beiträgen; 1 gestrichen)',
    );
  });

  it('explains a team code in German', () => {
    const league = exampleSheet('team-league.csv');
    const t = TIEBREAK_EXPLAIN(league, 'SK Turm', 'BC', 'lang=de');
    expect(t[0][0]).toBe('Runde');
    const total = t[t.length - 1];
    expect(total[0]).toBe('Summe');
    expect(String(total[6])).toMatch(
      /^Brettwertung = [\d,]+ \(1×[\d,]+ \+ 2×.*; weniger ist besser\)$/,
    );
    // SK Turm's round-1 match against SC Springer: ½ + 1 + 0 + ½ = 2 : 2.
    expect(t[1][3]).toBe('2 : 2');
  });
});
