/**
 * Scoring options. Expected totals are worked by hand from the rules in spec A.1 (derivations in
 * the comments), on small fields where every value can be followed.
 */
import { Decimal, explainStanding, keizerStandings } from '../../../src/core/keizer';
import type { KeizerCompetition, KeizerRound } from '../../../src/core/keizer';
import { A_TV1, SCHLAPP, TWO_EVENINGS, table } from './helpers';

describe('game fractions', () => {
  it('a loss bonus (KFC toughness bonus 5 %) credits 5 % of the winner’s value', () => {
    // Steinitz 4 + 0.05 × 5 (Capablanca) = 4.25; Tal 3 + 0.05 × 2 (Keres) = 3.1
    const s = keizerStandings({ players: SCHLAPP, rounds: [A_TV1] }, { fractions: { loss: 0.05 } });
    expect(table(s)).toEqual([
      ['Botwinnik', '10'],
      ['Lasker', '9.5'],
      ['Capablanca', '9'],
      ['Keres', '5'],
      ['Steinitz', '4.25'],
      ['Tal', '3.1'],
    ]);
  });

  it('forfeits: the winner gets the opponent’s value, the loser nothing, even with a loss bonus', () => {
    const s = keizerStandings(
      {
        players: SCHLAPP,
        rounds: [
          {
            games: [
              { white: 'Lasker', black: 'Botwinnik', result: '½-½' },
              { white: 'Steinitz', black: 'Capablanca', result: '-+' },
              { white: 'Keres', black: 'Tal', result: '--' },
            ],
          },
        ],
      },
      { fractions: { loss: 0.05 } },
    );
    // Capablanca 5 + 4; Steinitz 4 + 0; Keres 2 + 0; Tal 3 + 0
    expect(table(s)).toEqual([
      ['Botwinnik', '10'],
      ['Lasker', '9.5'],
      ['Capablanca', '9'],
      ['Steinitz', '4'],
      ['Tal', '3'],
      ['Keres', '2'],
    ]);
    expect(s.standings[2].rounds[0].outcome).toBe('forfeit-win');
    expect(s.standings[3].rounds[0].outcome).toBe('forfeit-loss');
    expect(s.standings[4].rounds[0].outcome).toBe('double-forfeit');
  });

  it('without the own value the order is by credits alone, ties by rating', () => {
    // credits: B ½×6 = 3, L ½×7 = 3.5, C 4, K 3, S 0, T 0
    const s = keizerStandings({ players: SCHLAPP, rounds: [A_TV1] }, { ownValue: false });
    expect(table(s)).toEqual([
      ['Capablanca', '4'],
      ['Lasker', '3.5'],
      ['Botwinnik', '3'],
      ['Keres', '3'],
      ['Steinitz', '0'],
      ['Tal', '0'],
    ]);
    expect(s.standings.every(x => x.own === null)).toBe(true);
  });
});

describe('withdrawn players', () => {
  const players = [
    { name: 'A', rating: 2400 },
    { name: 'B', rating: 2300 },
    { name: 'C', rating: 2200 },
    { name: 'D', rating: 2100, status: 'withdrawn' as const },
  ];

  it('leave the table (N = 3 → 3, 2, 1); a win against them earns 0.75 × own value', () => {
    const s = keizerStandings({
      players,
      rounds: [
        {
          games: [
            { white: 'A', black: 'D', result: '1-0' },
            { white: 'B', black: 'C', result: '½-½' },
          ],
        },
      ],
    });
    // A 3 + 0.75 × 3 = 5.25; B 2 + ½ × 1 = 2.5; C 1 + ½ × 2 = 2
    expect(s.values.map(String)).toEqual(['3', '2', '1']);
    expect(table(s)).toEqual([
      ['A', '5.25'],
      ['B', '2.5'],
      ['C', '2'],
    ]);
    expect(s.withdrawn).toEqual(['D']);
    expect(s.standings[0].rounds[0]).toMatchObject({ note: 'opponent-withdrawn', opponent: 'D' });
    expect(s.standings[0].rounds[0].uses[0]).toMatchObject({ whose: 'own', player: 'A' });
    expect(s.standings[0].rounds[0].uses[0].fraction.toString()).toBe('0.75');
  });

  it('a draw against them earns half of that, a loss the loss fraction of it', () => {
    const s = keizerStandings(
      {
        players,
        rounds: [
          {
            games: [
              { white: 'A', black: 'D', result: '½-½' },
              { white: 'B', black: 'C', result: '1-0' },
            ],
          },
          {
            games: [
              { white: 'C', black: 'D', result: '0-1' },
              { white: 'A', black: 'B', result: '½-½' },
            ],
          },
        ],
      },
      { fractions: { loss: 0.1 } },
    );
    // pass 1 (values A 3, B 2, C 1): A 3 + 0.375 × 3 = 4.125, B 2 + 1 = 3, C 1 + 0.1 × 2 = 1.2
    // pass 2, same order: A 3 + 1.125 + ½ × 2 = 5.125; B 2 + 1 + ½ × 3 = 4.5;
    //   C 1 + 0.2 + 0.1 × 0.75 × 1 = 1.275
    expect(table(s)).toEqual([
      ['A', '5.125'],
      ['B', '4.5'],
      ['C', '1.275'],
    ]);
  });
});

describe('absences: kinds, missing players, limit and decay', () => {
  const players = [
    { name: 'A', rating: 2400 },
    { name: 'B', rating: 2300 },
    { name: 'C', rating: 2200 },
  ];
  const evening = (c: 'excused' | 'club' | null): KeizerRound => ({
    games: [{ white: 'A', black: 'B', result: '1-0' }],
    offBoard: c ? [{ player: 'C', kind: c }] : [],
  });
  const threeEvenings: KeizerCompetition = {
    players,
    rounds: [evening('excused'), evening('excused'), evening(null)],
  };

  it('a player listed nowhere counts as an unexcused absence (0.35 by default)', () => {
    // A and B keep values 3 and 2 throughout until C overtakes B after pass 3:
    // pass 2: C 1 + 0.35 + 0.35 = 1.7 < B 2; pass 3: C 1 + 3 × 0.35 = 2.05 > B 2
    const s = keizerStandings(threeEvenings);
    expect(table(s)).toEqual([
      ['A', '9'],
      ['C', '2.05'],
      ['B', '2'],
    ]);
    const c = s.standings[1];
    expect(c.rounds[2]).toMatchObject({ outcome: 'unexcused', missing: true, absenceNo: 3 });
  });

  it('missing players can count as not joined (0)', () => {
    const s = keizerStandings(threeEvenings, { missing: 'not-joined' });
    // C 1 + 0.35 + 0.35 + 0 = 1.7
    expect(table(s)).toEqual([
      ['A', '9'],
      ['B', '2'],
      ['C', '1.7'],
    ]);
    expect(s.standings[2].rounds[2]).toMatchObject({ outcome: 'not-joined', missing: true });
    expect(s.standings[2].rounds[2].absenceNo).toBeUndefined();
  });

  it('decay halves each further absence: 0.35, 0.175, 0.0875', () => {
    const s = keizerStandings(threeEvenings, { absenceDecay: true });
    // C 1 + 0.35 + 0.175 + 0.0875 = 1.6125
    expect(table(s)).toEqual([
      ['A', '9'],
      ['B', '2'],
      ['C', '1.6125'],
    ]);
    expect(s.standings[2].rounds[2]).toMatchObject({ note: 'absence-decay', absenceNo: 3 });
  });

  it('a limit of one scoring absence zeroes the later ones', () => {
    const s = keizerStandings(threeEvenings, { maxAbsences: 1 });
    // C 1 + 0.35 + 0 + 0 = 1.35
    expect(table(s)).toEqual([
      ['A', '9'],
      ['B', '2'],
      ['C', '1.35'],
    ]);
    expect(s.standings[2].rounds[1]).toMatchObject({ note: 'beyond-absence-limit' });
    expect(s.standings[2].rounds[1].credit.toString()).toBe('0');
  });

  it('club duty is exempt from the limit unless clubExempt is false', () => {
    const c: KeizerCompetition = {
      players,
      rounds: [evening('excused'), evening('club'), evening(null)],
    };
    // exempt: pass 2 (A 3, B 2, C 1): C 1 + 0.35 + 0.7 = 2.05 > B 2 → A, C, B.
    // pass 3 (A 3, C 2, B 1): A 3 + 1 + 1 + 1 = 6; C 2 + 0.7 + 1.4 + 0 (2nd counting absence) = 4.1;
    // B 1
    expect(table(keizerStandings(c, { maxAbsences: 1 }))).toEqual([
      ['A', '6'],
      ['C', '4.1'],
      ['B', '1'],
    ]);
    // not exempt: club duty is the 2nd counting absence → 0; C 1 + 0.35 = 1.35
    expect(table(keizerStandings(c, { maxAbsences: 1, clubExempt: false }))).toEqual([
      ['A', '9'],
      ['B', '2'],
      ['C', '1.35'],
    ]);
  });

  it('fractions may be ratios, kept exact (Krimpen: club duty 2/3)', () => {
    const s = keizerStandings(
      { players, rounds: [evening('club')] },
      { fractions: { club: '2/3' } },
    );
    // C 1 + 2/3 × 1 = 5/3, printed to 9 places
    expect(s.standings[2].total.equals(Decimal.from('5/3'))).toBe(true);
    expect(s.standings[2].total.toString()).toBe('1.666666667');
  });
});

describe('explanations', () => {
  it('say which value each credit used, whose and from which ranking', () => {
    const s = keizerStandings(TWO_EVENINGS);
    const capa = s.standings.find(x => x.name === 'Capablanca');
    expect(capa && explainStanding(capa)).toEqual([
      '2. Capablanca: 9.75',
      'own value: 5 = 1 × 5 (own value, rank 3 in the standings after round 1)',
      "round 1: win vs Steinitz (Black): 3 = 1 × 3 (Steinitz's value, rank 5 in the standings after round 1)",
      'round 2: excused absence, absence 1: 1.75 = 0.35 × 5 (own value, rank 3 in the standings after round 1)',
    ]);
  });
});
