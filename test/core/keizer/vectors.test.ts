/**
 * Published Keizer examples (spec club-systems.md A.3): expected numbers are the ones printed by
 * the sources (schlapp.name, caissa-amsterdam, chesspairing's unit tests).
 */
import { describeCredit, keizerStandings } from '../../../src/core/keizer';
import type { KeizerCompetition } from '../../../src/core/keizer';
import { SCHLAPP, table } from './helpers';

describe('A-TV1: schlapp.name example, round 1', () => {
  const competition: KeizerCompetition = {
    players: SCHLAPP,
    rounds: [
      {
        games: [
          { white: 'Lasker', black: 'Botwinnik', result: '½-½' },
          { white: 'Steinitz', black: 'Capablanca', result: '0-1' },
          { white: 'Keres', black: 'Tal', result: '1-0' },
        ],
      },
    ],
  };

  it('values 7…2 by rating, totals 10, 9.5, 9, 5, 4, 3 ("nach der Runde")', () => {
    const s = keizerStandings(competition);
    expect(s.values.map(String)).toEqual(['7', '6', '5', '4', '3', '2']);
    expect(table(s)).toEqual([
      ['Botwinnik', '10'],
      ['Lasker', '9.5'],
      ['Capablanca', '9'],
      ['Keres', '5'],
      ['Steinitz', '4'],
      ['Tal', '3'],
    ]);
  });

  it('explains Capablanca 5 + 4 and Keres 2 + 3', () => {
    const s = keizerStandings(competition);
    const capa = s.standings.find(x => x.name === 'Capablanca');
    expect(capa?.own?.credit.toString()).toBe('5');
    expect(capa?.rounds[0]).toMatchObject({
      round: 1,
      outcome: 'win',
      opponent: 'Steinitz',
      colour: 'b',
    });
    expect(capa?.rounds[0].credit.toString()).toBe('4');
    expect(capa?.rounds[0].uses[0]).toMatchObject({
      whose: 'opponent',
      player: 'Steinitz',
      rank: 4,
      ranking: { kind: 'rating' },
    });
    const keres = s.standings.find(x => x.name === 'Keres');
    expect(keres?.own?.credit.toString()).toBe('2');
    expect(keres?.rounds[0].credit.toString()).toBe('3');
  });
});

describe('A-TV2: caissa-amsterdam, a 10-player round with values 50…41', () => {
  const names = [
    'Jansen',
    'Pietersen',
    'Bakker',
    'Slager',
    'de Vries',
    'de Zeeuw',
    'de Jonge',
    'de Oude',
    'de Wit',
    'de Bruin',
  ];
  // Ratings only fix the published starting order (Jansen 50 … de Bruin 41).
  const competition: KeizerCompetition = {
    players: names.map((name, i) => ({ name, rating: 2000 - 10 * i })),
    rounds: [
      {
        games: [
          { white: 'Jansen', black: 'Pietersen', result: '1-0' },
          { white: 'Bakker', black: 'Slager', result: '½-½' },
          { white: 'de Vries', black: 'de Zeeuw', result: '0-1' },
          { white: 'de Jonge', black: 'de Oude', result: '½-½' },
          { white: 'de Wit', black: 'de Bruin', result: '0-1' },
        ],
      },
    ],
  };

  it('published totals and the new ranking', () => {
    const s = keizerStandings(competition, { values: { rule: 'fixed', first: 50 } });
    expect(table(s)).toEqual([
      ['Jansen', '99'],
      ['de Zeeuw', '91'],
      ['de Bruin', '83'],
      ['Bakker', '71.5'],
      ['Slager', '71'],
      ['de Jonge', '65.5'],
      ['de Oude', '65'],
      ['Pietersen', '49'],
      ['de Vries', '46'],
      ['de Wit', '42'],
    ]);
    expect(s.standings.map(x => x.value.toString())).toEqual([
      '50',
      '49',
      '48',
      '47',
      '46',
      '45',
      '44',
      '43',
      '42',
      '41',
    ]);
  });
});

describe('A-TV3: chesspairing fixed-point unit cases (values base N)', () => {
  const players = [
    { name: 'p1', rating: 2000 },
    { name: 'p2', rating: 1800 },
    { name: 'p3', rating: 1600 },
    { name: 'p4', rating: 1400 },
  ];
  const competition: KeizerCompetition = {
    players,
    rounds: [
      {
        games: [
          { white: 'p1', black: 'p4', result: '1-0' },
          { white: 'p2', black: 'p3', result: '½-½' },
        ],
      },
      {
        games: [
          { white: 'p1', black: 'p2', result: '½-½' },
          { white: 'p3', black: 'p4', result: '1-0' },
        ],
      },
    ],
  };

  it('(a) own value included: converges at once, 6.5, 6, 4.5, 1', () => {
    const s = keizerStandings(competition, { values: { rule: 'count' }, iteration: 'fixed-point' });
    expect(table(s)).toEqual([
      ['p1', '6.5'],
      ['p2', '6'],
      ['p3', '4.5'],
      ['p4', '1'],
    ]);
    expect(s.fixedPoint).toBe('converged');
    expect(s.scorings).toBe(1);
  });

  it('(b) own value excluded: oscillates; the mean of the 2-cycle gives p2 3, p1 2.5, p3 2.5, p4 0', () => {
    const s = keizerStandings(competition, {
      values: { rule: 'count' },
      iteration: 'fixed-point',
      ownValue: false,
    });
    expect(table(s)).toEqual([
      ['p2', '3'],
      ['p1', '2.5'],
      ['p3', '2.5'],
      ['p4', '0'],
    ]);
    expect(s.fixedPoint).toBe('two-cycle');
    expect(s.scorings).toBe(3);
    // p2's round-2 draw against p1: mean of ½ × 3 (iteration 1) and ½ × 4 (iteration 2).
    const p2 = s.standings[0];
    expect(p2.own).toBeNull();
    expect(p2.rounds[1].credit.toString()).toBe('1.75');
    expect(p2.rounds[1].uses.map(u => [u.value.toString(), u.ranking])).toEqual([
      ['3', { kind: 'iteration', iteration: 0 }],
      ['4', { kind: 'iteration', iteration: 1 }],
    ]);
  });

  it('(b) explained: each credit of the mean names both values and rankings', () => {
    const s = keizerStandings(competition, {
      values: { rule: 'count' },
      iteration: 'fixed-point',
      ownValue: false,
    });
    expect(describeCredit(s.standings[0].rounds[1])).toBe(
      "round 2: draw vs p1 (Black): 1.75 = mean of 0.5 × 3 (p1's value, rank 2 in the ranking of " +
        "scoring 1) and 0.5 × 4 (p1's value, rank 1 in the ranking of scoring 2)",
    );
  });

  it('(b) with a cap of 2 scorings: the second scoring stands, 3, 3, 2.5, 0', () => {
    // it1 above: totals p1 3, p2 2.5, p3 3, p4 0; p1 ahead of p3 by rating
    const s = keizerStandings(competition, {
      values: { rule: 'count' },
      iteration: 'fixed-point',
      ownValue: false,
      maxIterations: 2,
    });
    expect(s.fixedPoint).toBe('cap');
    expect(s.scorings).toBe(2);
    expect(table(s)).toEqual([
      ['p1', '3'],
      ['p3', '3'],
      ['p2', '2.5'],
      ['p4', '0'],
    ]);
  });

  it('(c) a bye earns half the own value: p1 5, p2 2, p3 1.5', () => {
    const s = keizerStandings(
      {
        players: players.slice(0, 3),
        rounds: [
          {
            games: [{ white: 'p1', black: 'p2', result: '1-0' }],
            offBoard: [{ player: 'p3', kind: 'bye' }],
          },
        ],
      },
      { values: { rule: 'count' }, iteration: 'fixed-point' },
    );
    expect(table(s)).toEqual([
      ['p1', '5'],
      ['p2', '2'],
      ['p3', '1.5'],
    ]);
  });
});
