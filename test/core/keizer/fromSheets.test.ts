/**
 * Results list + player list → Keizer competition (what the command line and the custom
 * functions share), and typed names matched to players.
 */
import { InputError } from '../../../src/core/errors';
import { keizerStandings } from '../../../src/core/keizer';
import {
  PlayerListError,
  closePlayerNames,
  matchPlayer,
  readKeizerSheets,
  splitNameList,
} from '../../../src/core/keizer/fromSheets';
import type { Grid } from '../../../src/core/readers/cells';
import { SCHLAPP, table } from './helpers';

const R1: Grid = [
  ['Round', 'Board', 'White', 'Black', 'Result'],
  [1, 1, 'Lasker', 'Botwinnik', '½-½'],
  [1, 2, 'Steinitz', 'Capablanca', '0-1'],
  [1, 3, 'Keres', 'Tal', '1-0'],
];
const PLAYERS: Grid = [['Name', 'Rating', 'Status'], ...SCHLAPP.map(p => [p.name, p.rating, ''])];

describe('readKeizerSheets', () => {
  it('A-TV1 from the two grids: the published totals 10, 9.5, 9, 5, 4, 3', () => {
    const input = readKeizerSheets(R1, PLAYERS);
    expect(input.rounds).toBe(1);
    expect(input.roundsListed).toBe(1);
    expect(table(keizerStandings(input.competition))).toEqual([
      ['Botwinnik', '10'],
      ['Lasker', '9.5'],
      ['Capablanca', '9'],
      ['Keres', '5'],
      ['Steinitz', '4'],
      ['Tal', '3'],
    ]);
  });

  it('a player the list marks withdrawn leaves the value table at once, even without a missed round', () => {
    // N = 5: values 6, 5, 4, 3, 2 for Botwinnik, Lasker, Capablanca, Steinitz, Keres (rating
    // order). B 6 + ½ × 5 = 8.5; L 5 + ½ × 6 = 8; C 4 + 3 = 7; Keres beat the withdrawn Tal:
    // 0.75 × own value 2 = 1.5, so 3.5; S 3.
    const players = PLAYERS.map(row => (row[0] === 'Tal' ? ['Tal', 2786, 'zurückgezogen'] : row));
    const s = keizerStandings(readKeizerSheets(R1, players).competition);
    expect(table(s)).toEqual([
      ['Botwinnik', '8.5'],
      ['Lasker', '8'],
      ['Capablanca', '7'],
      ['Keres', '3.5'],
      ['Steinitz', '3'],
    ]);
    expect(s.withdrawn).toEqual(['Tal']);
  });

  it('a round still without results is listed but not counted', () => {
    const input = readKeizerSheets([...R1, [2, 1, 'Botwinnik', 'Lasker', '']], PLAYERS);
    expect(input.rounds).toBe(1);
    expect(input.roundsListed).toBe(2);
    expect(input.competition.rounds).toHaveLength(1);
    expect(input.description).toMatch(/round 2 has 1 game without a result/);
  });

  it('a next round as the sidebar appends it (boards with an empty Result, the bye) is pending', () => {
    const appended: Grid = [
      ...R1,
      [2, 1, 'Botwinnik', 'Lasker', ''],
      [2, 2, 'Steinitz', 'Keres', ''],
      [2, '', 'Tal', '', 'bye'],
    ];
    const input = readKeizerSheets(appended, PLAYERS);
    expect(input.rounds).toBe(1);
    expect(input.roundsListed).toBe(2);
    expect(input.pending).toEqual([
      { round: 2, row: 4 },
      { round: 2, row: 5 },
    ]);
    expect(input.columns).toEqual({ round: 0, board: 1, white: 2, black: 3, result: 4 });
    // Round 2 does not count yet: still the A-TV1 totals.
    expect(table(keizerStandings(input.competition)).map(r => r[1])).toEqual([
      '10',
      '9.5',
      '9',
      '5',
      '4',
      '3',
    ]);
  });

  it('an error in the player list is a PlayerListError at its cell; one in the results is not', () => {
    const badList = PLAYERS.map((row, r) => (r === 3 ? [row[0], 'stark', ''] : row));
    let e: unknown;
    try {
      readKeizerSheets(R1, badList);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(PlayerListError);
    const pe = e as PlayerListError;
    expect(pe.location).toEqual({ kind: 'cell', row: 3, col: 1 });
    expect(pe.at({ row: 1, col: 1 }).message).toMatch(/^B4: found "stark"/);

    const badResult = R1.map((row, r) => (r === 2 ? [1, 2, 'Steinitz', 'Capablanca', '2-0'] : row));
    try {
      readKeizerSheets(badResult, PLAYERS);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(InputError);
    expect(e).not.toBeInstanceOf(PlayerListError);
    expect((e as InputError).at({ row: 1, col: 1 }).message).toMatch(/^E3: found "2-0"/);
  });
});

describe('matchPlayer', () => {
  const names = ['Woschech, Andreas', 'Lange, Christoph', 'Langer, Günter', 'Höhne, Wolfgang'];

  it('the exact name, another spelling of it, or the one name containing it', () => {
    expect(matchPlayer(names, 'Lange, Christoph')).toEqual({
      kind: 'found',
      name: 'Lange, Christoph',
    });
    expect(matchPlayer(names, 'andreas  woschech')).toEqual({
      kind: 'found',
      name: 'Woschech, Andreas',
    });
    expect(matchPlayer(names, 'höhne')).toEqual({ kind: 'found', name: 'Höhne, Wolfgang' });
  });

  it('several names containing it, or none', () => {
    expect(matchPlayer(names, 'Lange')).toEqual({
      kind: 'ambiguous',
      names: ['Lange, Christoph', 'Langer, Günter'],
    });
    expect(matchPlayer(names, 'Tal')).toEqual({ kind: 'unknown' });
    expect(matchPlayer(names, '  ')).toEqual({ kind: 'unknown' });
  });
});

describe('closePlayerNames', () => {
  const names = ['Botwinnik', 'Lasker', 'Capablanca', 'Woschech, Andreas', 'Lange, Christoph'];

  it('a typing mistake or two, a part of the name, another spelling', () => {
    expect(closePlayerNames(names, 'Botwinik')).toEqual(['Botwinnik']);
    expect(closePlayerNames(names, 'Kapablanka')).toEqual(['Capablanca']);
    expect(closePlayerNames(names, 'lange')).toEqual(['Lange, Christoph']);
    expect(closePlayerNames(names, 'Andreas Woschech')).toEqual(['Woschech, Andreas']);
  });

  it('nothing for a name far from every player', () => {
    expect(closePlayerNames(names, 'Xaver')).toEqual([]);
    expect(closePlayerNames(names, ' ')).toEqual([]);
  });
});

describe('splitNameList', () => {
  const names = ['Woschech, Andreas', 'Scholz, Alexander', 'Tal', 'Keres'];

  it('commas between names; "Last, First" pairs that name a player stay together', () => {
    expect(splitNameList('Woschech, Andreas, Tal,Keres, Scholz, Alexander', names)).toEqual([
      'Woschech, Andreas',
      'Tal',
      'Keres',
      'Scholz, Alexander',
    ]);
    expect(splitNameList('Woschech, Scholz, Tal', names)).toEqual(['Woschech', 'Scholz', 'Tal']);
  });

  it('semicolons or line breaks separate when present', () => {
    expect(splitNameList('Woschech, Andreas; Tal\nKeres;', names)).toEqual([
      'Woschech, Andreas',
      'Tal',
      'Keres',
    ]);
  });
});
