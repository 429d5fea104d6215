/**
 * Pairing rules (spec A.1 "Pairing", "Colours"; seed rules), on small histories where the right
 * pairing can be read off by hand.
 */
import { pairKeizerRound } from '../../../src/core/keizer';
import type { KeizerCompetition, KeizerRound } from '../../../src/core/keizer';
import { errorOf } from './helpers';

const named = (...names: string[]) => names.map(name => ({ name }));
const game = (white: string, black: string): KeizerRound['games'][number] => ({
  white,
  black,
  result: '½-½',
});
const pairsOf = (boards: readonly { white: string; black: string }[]) =>
  boards.map(b => [b.white, b.black].sort().join('–')).sort();

describe('byes', () => {
  const c: KeizerCompetition = {
    players: named('A', 'B', 'C'),
    rounds: [{ games: [game('A', 'B')], offBoard: [{ player: 'C', kind: 'bye' }] }],
  };

  it('the lowest-ranked present player gets the bye, again and again by default', () => {
    const p = pairKeizerRound(c, ['A', 'B', 'C'], { ranking: ['A', 'B', 'C'] });
    expect(p.bye).toBe('C');
    expect(pairsOf(p.boards)).toEqual(['A–B']);
  });

  it('with evenByes it goes to the lowest-ranked of those who sat out least', () => {
    const p = pairKeizerRound(c, ['A', 'B', 'C'], {
      ranking: ['A', 'B', 'C'],
      pairing: { evenByes: true },
    });
    expect(p.bye).toBe('B');
    expect(pairsOf(p.boards)).toEqual(['A–C']);
  });

  it('absences count as sitting out for evenByes; late entry does not', () => {
    const d: KeizerCompetition = {
      players: named('A', 'B', 'C'),
      rounds: [
        {
          games: [game('A', 'C')],
          offBoard: [{ player: 'B', kind: 'not-joined' }],
        },
        {
          games: [game('A', 'B')],
          offBoard: [{ player: 'C', kind: 'excused' }],
        },
      ],
    };
    const p = pairKeizerRound(d, ['A', 'B', 'C'], {
      ranking: ['A', 'B', 'C'],
      pairing: { evenByes: true },
    });
    expect(p.bye).toBe('B');
  });

  it('nobody present: no boards; one present: the bye', () => {
    expect(pairKeizerRound(c, [])).toMatchObject({ boards: [], bye: null });
    expect(pairKeizerRound(c, ['B'])).toMatchObject({ boards: [], bye: 'B' });
  });
});

describe('repeat gap and backtracking', () => {
  it('a pair that just met is skipped: A–C, B–D', () => {
    const c: KeizerCompetition = {
      players: named('A', 'B', 'C', 'D'),
      rounds: [{ games: [game('A', 'B'), game('C', 'D')] }],
    };
    const ranking = ['A', 'B', 'C', 'D'];
    expect(pairsOf(pairKeizerRound(c, ranking, { ranking }).boards)).toEqual(['A–B', 'C–D']);
    expect(
      pairsOf(pairKeizerRound(c, ranking, { ranking, pairing: { repeatGap: 1 } }).boards),
    ).toEqual(['A–C', 'B–D']);
  });

  it('gap 2 blocks a meeting two rounds back, not three (KFC: rounds 1, 4, 7)', () => {
    const c = (rounds: number): KeizerCompetition => ({
      players: named('A', 'B'),
      rounds: [
        { games: [game('A', 'B')] },
        ...Array.from({ length: rounds - 1 }, () => ({ games: [] })),
      ],
    });
    // after round 1 and an empty round 2, round 3 may not repeat round 1 (3 − 1 = 2)
    expect(
      errorOf(() => pairKeizerRound(c(2), ['A', 'B'], { pairing: { repeatGap: 2 } })).detail,
    ).toMatch(/no pairing possible for round 3/);
    // round 4 may (4 − 1 = 3 > 2)
    expect(pairKeizerRound(c(3), ['A', 'B'], { pairing: { repeatGap: 2 } }).boards).toHaveLength(1);
  });

  it('backtracks when the top-down choice leaves a player without a partner', () => {
    // B has met D, E and F; A has met B. Top-down A–C strands B, so A–D, B–C, E–F.
    const c: KeizerCompetition = {
      players: named('A', 'B', 'C', 'D', 'E', 'F'),
      rounds: [
        { games: [game('A', 'B')] },
        { games: [game('B', 'D')] },
        { games: [game('B', 'E')] },
        { games: [game('B', 'F')] },
      ],
    };
    const ranking = ['A', 'B', 'C', 'D', 'E', 'F'];
    const p = pairKeizerRound(c, ranking, { ranking, pairing: { repeatGap: 99 } });
    expect(pairsOf(p.boards)).toEqual(['A–D', 'B–C', 'E–F']);
    expect(
      errorOf(() =>
        pairKeizerRound(c, ranking, { ranking, pairing: { repeatGap: 99, searchLimit: 2 } }),
      ).detail,
    ).toMatch(/no pairing possible for round 5: the search gave up after 2 tries/);
  });

  it('says clearly when no pairing exists', () => {
    const c: KeizerCompetition = {
      players: named('A', 'B'),
      rounds: [{ games: [game('A', 'B')] }],
    };
    expect(
      errorOf(() => pairKeizerRound(c, ['A', 'B'], { pairing: { repeatGap: 1 } })).detail,
    ).toBe(
      'no pairing possible for round 2: there is no way to pair the 2 present players so that no ' +
        'pair meets again within 1 round; lower the repeat gap or the colour limit, or pair this ' +
        'round by hand',
    );
  });
});

describe('colours', () => {
  it('equal balance after one mutual game: the one who had Black then gets White', () => {
    // R1 A–B (A White); R2 B White, A Black elsewhere: both balance 0, one mutual game.
    const c: KeizerCompetition = {
      players: named('A', 'B', 'X', 'Y'),
      rounds: [
        { games: [game('A', 'B'), game('X', 'Y')] },
        { games: [game('B', 'X'), game('Y', 'A')] },
      ],
    };
    // B ranked above A: the default would give the lower-ranked A White; the mutual game gives B
    const p = pairKeizerRound(c, ['A', 'B', 'X', 'Y'], { ranking: ['B', 'A', 'X', 'Y'] });
    expect(p.boards[0]).toEqual({ white: 'B', black: 'A' });
  });

  it('after an even number of mutual games the lower-ranked gets White', () => {
    const c: KeizerCompetition = {
      players: named('A', 'B'),
      rounds: [{ games: [game('A', 'B')] }, { games: [game('B', 'A')] }],
    };
    expect(pairKeizerRound(c, ['A', 'B'], { ranking: ['B', 'A'] }).boards[0]).toEqual({
      white: 'A',
      black: 'B',
    });
    expect(pairKeizerRound(c, ['A', 'B'], { ranking: ['A', 'B'] }).boards[0]).toEqual({
      white: 'B',
      black: 'A',
    });
  });

  it('a third White in a row is allowed by default and swapped with maxSameColour 2', () => {
    // A: Black, Black, White, White (balance 0); B: White, White, Black, White (balance +2)
    const c: KeizerCompetition = {
      players: named('A', 'B', 'X', 'Y'),
      rounds: [
        { games: [game('X', 'A'), game('B', 'Y')] },
        { games: [game('Y', 'A'), game('B', 'X')] },
        { games: [game('A', 'X'), game('Y', 'B')] },
        { games: [game('A', 'Y'), game('B', 'X')] },
      ],
    };
    const ranking = ['A', 'B', 'X', 'Y'];
    expect(pairKeizerRound(c, ranking, { ranking }).boards[0]).toEqual({ white: 'A', black: 'B' });
    expect(
      pairKeizerRound(c, ranking, { ranking, pairing: { maxSameColour: 2 } }).boards[0],
    ).toEqual({
      white: 'B',
      black: 'A',
    });
  });

  it('forfeits count for colours, byes and games of unknown colour do not', () => {
    const c: KeizerCompetition = {
      players: named('A', 'B', 'C'),
      rounds: [
        {
          games: [{ white: 'A', black: 'C', result: '+-' }],
          offBoard: [{ player: 'B', kind: 'bye' }],
        },
        { games: [{ white: 'B', black: 'C', result: '1-0', colourUnknown: true }] },
      ],
    };
    // A +1 (forfeit), B 0 → B White although ranked above A
    expect(pairKeizerRound(c, ['A', 'B'], { ranking: ['B', 'A'] }).boards[0]).toEqual({
      white: 'B',
      black: 'A',
    });
  });
});
