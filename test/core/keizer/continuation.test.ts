/**
 * A-TV5 (spec club-systems.md A.3, worked by the spec authors): the schlapp field over three
 * evenings, each paired from the standings of the evening before, scored in all three iteration
 * modes. Floor values 7…2, own value included, bye ½, excused absence 0.35 (the defaults).
 */
import { keizerStandings, pairKeizerRound } from '../../../src/core/keizer';
import type { KeizerCompetition, KeizerRound } from '../../../src/core/keizer';
import { A_TV1, A_TV5_EVENING_2, SCHLAPP, table } from './helpers';

// Evening 1 is A-TV1's.
const R1 = A_TV1;
const R2 = A_TV5_EVENING_2;
const R3: KeizerRound = {
  games: [
    { white: 'Capablanca', black: 'Botwinnik', result: '½-½' },
    { white: 'Keres', black: 'Lasker', result: '1-0' },
    { white: 'Tal', black: 'Steinitz', result: '0-1' },
  ],
};
const after = (...rounds: KeizerRound[]): KeizerCompetition => ({ players: SCHLAPP, rounds });
const ALL = SCHLAPP.map(p => p.name);

describe('A-TV5: round 2 pairing from the standings after round 1', () => {
  it('Capablanca excused: B–L and K–S, bye Tal; Botwinnik and Steinitz White', () => {
    const p = pairKeizerRound(
      after(R1),
      ALL.filter(n => n !== 'Capablanca'),
    );
    expect(p.round).toBe(2);
    expect(p.order).toEqual(['Botwinnik', 'Lasker', 'Keres', 'Steinitz', 'Tal']);
    expect(p.bye).toBe('Tal');
    expect(p.boards).toEqual([
      { white: 'Botwinnik', black: 'Lasker' },
      { white: 'Steinitz', black: 'Keres' },
    ]);
  });

  it('the same pairing from a ranking the caller passes in', () => {
    const ranking = keizerStandings(after(R1)).standings.map(s => s.name);
    const p = pairKeizerRound(
      after(R1),
      ALL.filter(n => n !== 'Capablanca'),
      { ranking },
    );
    expect(p.boards).toEqual([
      { white: 'Botwinnik', black: 'Lasker' },
      { white: 'Steinitz', black: 'Keres' },
    ]);
  });
});

describe('A-TV5: pass 2 and the round 3 pairing', () => {
  it('values B 7, L 6, C 5, K 4, S 3, T 2 give B 16, C 9.75, L 9.5, K 7.5, S 5, T 3', () => {
    const s = keizerStandings(after(R1, R2));
    expect(table(s)).toEqual([
      ['Botwinnik', '16'],
      ['Capablanca', '9.75'],
      ['Lasker', '9.5'],
      ['Keres', '7.5'],
      ['Steinitz', '5'],
      ['Tal', '3'],
    ]);
    const capa = s.standings[1];
    // excused: 0.35 × own value 5 from the standings after round 1
    expect(capa.rounds[1]).toMatchObject({ outcome: 'excused', absenceNo: 1 });
    expect(capa.rounds[1].credit.toString()).toBe('1.75');
    expect(capa.rounds[1].uses[0]).toMatchObject({
      whose: 'own',
      rank: 3,
      ranking: { kind: 'after-round', round: 1 },
    });
    const tal = s.standings[5];
    expect(tal.rounds[1]).toMatchObject({ outcome: 'bye' });
    expect(tal.rounds[1].credit.toString()).toBe('1');
  });

  it('B–C, L–K, S–T with Capablanca, Keres and Tal White', () => {
    const p = pairKeizerRound(after(R1, R2), ALL);
    expect(p.round).toBe(3);
    expect(p.bye).toBeNull();
    expect(p.boards).toEqual([
      { white: 'Capablanca', black: 'Botwinnik' },
      { white: 'Keres', black: 'Lasker' },
      { white: 'Tal', black: 'Steinitz' },
    ]);
  });
});

describe('A-TV5: final totals after round 3 in the three iteration modes', () => {
  const competition = after(R1, R2, R3);

  it('passes (default): B 17.5, C 14.6, K 12.5, L 8.5, S 7, T 3', () => {
    const s = keizerStandings(competition);
    expect(s.mode).toBe('passes');
    expect(s.scorings).toBe(3);
    expect(table(s)).toEqual([
      ['Botwinnik', '17.5'],
      ['Capablanca', '14.6'],
      ['Keres', '12.5'],
      ['Lasker', '8.5'],
      ['Steinitz', '7'],
      ['Tal', '3'],
    ]);
    // Capablanca: 6 (own) + 3 (win vs Steinitz, 3) + 2.1 (0.35 × 6) + 3.5 (½ × Botwinnik's 7)
    const capa = s.standings[1];
    expect(capa.own?.credit.toString()).toBe('6');
    expect(capa.rounds.map(r => r.credit.toString())).toEqual(['3', '2.1', '3.5']);
    expect(capa.rounds[2].uses[0]).toMatchObject({
      whose: 'opponent',
      player: 'Botwinnik',
      rank: 1,
      ranking: { kind: 'after-round', round: 2 },
    });
  });

  it('fixed point: converges at its second scoring; B 16, C 14.6, K 12.5, L 7.5, S 7.5, T 3', () => {
    const s = keizerStandings(competition, { iteration: 'fixed-point' });
    expect(s.fixedPoint).toBe('converged');
    expect(s.scorings).toBe(2);
    expect(table(s)).toEqual([
      ['Botwinnik', '16'],
      ['Capablanca', '14.6'],
      ['Keres', '12.5'],
      ['Lasker', '7.5'],
      ['Steinitz', '7.5'],
      ['Tal', '3'],
    ]);
  });

  it('frozen: B 19, C 15.95, K 13.5, S 8, L 6.5, T 3', () => {
    const s = keizerStandings(competition, { iteration: 'frozen' });
    expect(table(s)).toEqual([
      ['Botwinnik', '19'],
      ['Capablanca', '15.95'],
      ['Keres', '13.5'],
      ['Steinitz', '8'],
      ['Lasker', '6.5'],
      ['Tal', '3'],
    ]);
    // round 2 values were C 7, L 6, B 5, K 4, S 3, T 2: Capablanca's excuse is 0.35 × 7
    const capa = s.standings[1];
    expect(capa.rounds[1].credit.toString()).toBe('2.45');
    expect(capa.rounds[1].uses[0]).toMatchObject({
      rank: 1,
      ranking: { kind: 'after-round', round: 1 },
    });
  });
});
