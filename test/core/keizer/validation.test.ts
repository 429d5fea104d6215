import {
  keizerStandings,
  pairKeizerRound,
  resolveKeizerOptions,
  resolvePairingOptions,
} from '../../../src/core/keizer';
import type { KeizerCompetition, KeizerOptionsInput } from '../../../src/core/keizer';
import { errorOf } from './helpers';

const players = [
  { name: 'A', rating: 2000 },
  { name: 'B', rating: 1900 },
  { name: 'C', rating: 1800 },
];

describe('Keizer options: defaults and checks', () => {
  it('documents its defaults', () => {
    const o = resolveKeizerOptions();
    expect(o.values).toMatchObject({ rule: 'ratio', rounding: 'floor' });
    expect(o.values.rule === 'ratio' && o.values.ratio.toString()).toBe('3');
    expect(o.step.toString()).toBe('1');
    expect(o.ownValue).toBe(true);
    expect(o.iteration).toBe('passes');
    expect(o.missing).toBe('unexcused');
    expect(o.maxAbsences).toBeNull();
    expect(o.absenceDecay).toBe(false);
    expect(o.clubExempt).toBe(true);
    expect(o.maxIterations).toBe(20);
    const f = Object.fromEntries(Object.entries(o.fractions).map(([k, v]) => [k, v.toString()]));
    expect(f).toEqual({
      win: '1',
      draw: '0.5',
      loss: '0',
      forfeitWin: '1',
      forfeitLoss: '0',
      doubleForfeit: '0',
      bye: '0.5',
      excused: '0.35',
      unexcused: '0.35',
      club: '0.7',
      notJoined: '0',
      withdrawnOpponent: '0.75',
    });
    expect(resolvePairingOptions()).toEqual({
      repeatGap: 0,
      evenByes: false,
      maxSameColour: null,
      searchLimit: 100000,
    });
  });

  const bad: [KeizerOptionsInput, RegExp][] = [
    [
      { fractions: { excused: 1.5 } },
      /fractions\.excused: expected a number between 0 and 1, found 1\.5/,
    ],
    [{ fractions: { bye: -0.5 } }, /fractions\.bye: .* found -0\.5/],
    [
      { fractions: { draw: 'half' } },
      /fractions\.draw: expected a number such as 0\.35, found "half"/,
    ],
    [{ fractions: { tie: 0.5 } as never }, /unknown kind "tie"/],
    [{ values: { rule: 'ratio', ratio: 1 } }, /ratio must exceed 1, found 1/],
    [
      { values: { rule: 'ratio', rounding: 'up' as never } },
      /rounding: expected "floor" or "half-even"/,
    ],
    [{ values: { rule: 'fixed', first: 0 } }, /values\.first: expected at least 1, found 0/],
    [
      { values: { rule: 'other' } as never },
      /values\.rule: expected ratio, fixed, count or normalised/,
    ],
    [{ step: 0 }, /step: expected a number above 0, found 0/],
    [
      { iteration: 'loop' as never },
      /iteration: expected passes, fixed-point, frozen, found "loop"/,
    ],
    [{ missing: 'bye' as never }, /missing: expected excused, unexcused, club, not-joined/],
    [{ maxAbsences: 2.5 }, /maxAbsences: expected a whole number of at least 0, found 2\.5/],
    [{ maxIterations: 0 }, /maxIterations: expected a whole number of at least 1, found 0/],
  ];
  it.each(bad)('refuses %j', (input, message) => {
    expect(errorOf(() => resolveKeizerOptions(input)).detail).toMatch(message);
  });

  it('refuses bad pairing options', () => {
    expect(errorOf(() => resolvePairingOptions({ repeatGap: -1 })).detail).toMatch(
      /repeatGap: expected a whole number of at least 0, found -1/,
    );
    expect(errorOf(() => resolvePairingOptions({ maxSameColour: 0 })).detail).toMatch(
      /maxSameColour: expected a whole number of at least 1, found 0/,
    );
  });
});

describe('Keizer competition: checks', () => {
  const bad: [string, KeizerCompetition, RegExp][] = [
    [
      'unknown player',
      { players, rounds: [{ games: [{ white: 'A', black: 'Z', result: '1-0' }] }] },
      /round 1: "Z" is not in the player list/,
    ],
    [
      'player twice in an evening',
      {
        players,
        rounds: [
          {
            games: [{ white: 'A', black: 'B', result: '1-0' }],
            offBoard: [{ player: 'B', kind: 'bye' }],
          },
        ],
      },
      /round 1: "B" appears twice/,
    ],
    [
      'paired against themselves',
      { players, rounds: [{ games: [{ white: 'A', black: 'A', result: '1-0' }] }] },
      /round 1: "A" is paired against themselves/,
    ],
    [
      'unknown result',
      { players, rounds: [{ games: [{ white: 'A', black: 'B', result: '2-0' as never }] }] },
      /round 1: A – B: result "2-0" is none of 1-0 ½-½ 0-1 \+- -\+ --/,
    ],
    [
      'unknown kind of evening',
      { players, rounds: [{ games: [], offBoard: [{ player: 'C', kind: 'sick' as never }] }] },
      /round 1: "C": "sick" is none of bye, excused/,
    ],
    [
      'duplicate names',
      { players: [...players, { name: 'A' }], rounds: [] },
      /"A" is listed twice; names must be unique/,
    ],
    [
      'negative rating',
      { players: [{ name: 'A', rating: -5 }], rounds: [] },
      /"A": rating must be a number of at least 0, found -5/,
    ],
    ['no name', { players: [{ name: ' ' }], rounds: [] }, /player 1 has no name/],
  ];
  it.each(bad)('refuses: %s', (_, c, message) => {
    expect(errorOf(() => keizerStandings(c)).detail).toMatch(message);
  });

  it('an empty competition has empty standings', () => {
    const s = keizerStandings({ players: [], rounds: [] });
    expect(s.standings).toEqual([]);
    expect(s.values).toEqual([]);
  });

  it('before round 1 the standings are the own values in rating order', () => {
    const s = keizerStandings({
      players: [
        { name: 'B', rating: 1900 },
        { name: 'A', rating: 2000 },
      ],
      rounds: [],
    });
    expect(s.standings.map(x => [x.name, x.total.toString()])).toEqual([
      ['A', '2'],
      ['B', '1'],
    ]);
  });

  it('equal ratings fall back to the name, ignoring case and accents', () => {
    const s = keizerStandings({
      players: [{ name: 'Höhne' }, { name: 'de Vries' }, { name: 'Hahn' }, { name: 'Bakker' }],
      rounds: [],
    });
    expect(s.standings.map(x => x.name)).toEqual(['Bakker', 'de Vries', 'Hahn', 'Höhne']);
  });
});

describe('Keizer pairing: checks', () => {
  const c: KeizerCompetition = {
    players: [...players, { name: 'D', status: 'withdrawn' }],
    rounds: [],
  };
  it('refuses unknown, withdrawn and doubled present players', () => {
    expect(errorOf(() => pairKeizerRound(c, ['A', 'X'])).detail).toMatch(
      /"X" is not in the player list/,
    );
    expect(errorOf(() => pairKeizerRound(c, ['A', 'D'])).detail).toMatch(/"D" has withdrawn/);
    expect(errorOf(() => pairKeizerRound(c, ['A', 'A'])).detail).toMatch(
      /"A" is listed as present twice/,
    );
  });
  it('refuses a ranking that misses a present player or names one twice', () => {
    expect(errorOf(() => pairKeizerRound(c, ['A', 'B'], { ranking: ['A'] })).detail).toMatch(
      /"B" is present but missing from the ranking/,
    );
    expect(
      errorOf(() => pairKeizerRound(c, ['A', 'B'], { ranking: ['A', 'B', 'A'] })).detail,
    ).toMatch(/names "A" twice/);
  });
});
