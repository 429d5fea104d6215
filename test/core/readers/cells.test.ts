/**
 * The cell normaliser: times Sheets made of typed results read back as typed (`1:0`, `0:1`,
 * `3:1`, `2:2`), other dates kept as dates with the sheet's wall clock, and what Sheets never
 * delivers (an invalid Date, a list or an object in a cell) refused with the cell named.
 */
import { InputError } from '../../../src/core/errors';
import {
  checkCells,
  normaliseCell,
  normaliseGrid,
  typedTime,
  utcWallClock,
} from '../../../src/core/readers/cells';
import type { WallClockReader } from '../../../src/core/readers/cells';
import { readGrid } from '../../../src/core/readers/readGrid';
import { readResultsList } from '../../../src/core/readers/resultsList';
import { readTeamCrosstable } from '../../../src/core/readers/teamCrosstable';
import { teamTotals } from '../../../src/core/teams';
import { OFFSETS_1899, ZONES, typedTimeIn } from '../../support/zones1899';

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

/** The wall clock of a zone whose offset on 1899-12-30 is `seconds` east of UTC. */
function clock1899(zone: string): WallClockReader {
  return d => utcWallClock(new Date(d.getTime() + OFFSETS_1899[zone] * 1000));
}

const wall = (day: number, hour: number, minute: number, second = 0) => ({
  year: 1899,
  month: 12,
  day,
  hour,
  minute,
  second,
});

describe('typedTime', () => {
  it('gives back hours:minutes as typed: 03:01 is 3:1, 01:00 is 1:0, 00:01 is 0:1', () => {
    expect(typedTime(wall(30, 3, 1))).toBe('3:1');
    expect(typedTime(wall(30, 2, 2))).toBe('2:2');
    expect(typedTime(wall(30, 1, 0))).toBe('1:0');
    expect(typedTime(wall(30, 0, 1))).toBe('0:1');
  });

  it('reads a duration past midnight (25:3 is 1899-12-31 01:03) as its hours', () => {
    expect(typedTime(wall(31, 1, 3))).toBe('25:3');
  });

  it('is no typed time with seconds, before the serial day 0 or on a real date', () => {
    expect(typedTime(wall(30, 1, 0, 30))).toBeNull();
    expect(typedTime(wall(29, 23, 0))).toBeNull();
    expect(typedTime({ year: 2026, month: 1, day: 2, hour: 0, minute: 0, second: 0 })).toBeNull();
  });
});

describe('times typed in sheets of different time zones', () => {
  for (const zone of ZONES) {
    it(`${zone}: 1:0, 0:1, 3:1 and 2:2 read back as typed`, () => {
      const row = [typedTimeIn(zone, 1, 0), typedTimeIn(zone, 0, 1), typedTimeIn(zone, 3, 1)];
      expect(normaliseGrid([row, [typedTimeIn(zone, 2, 2)]], clock1899(zone))).toEqual([
        ['1:0', '0:1', '3:1'],
        ['2:2'],
      ]);
    });
  }

  it('without the zone the instant is misread: Kolkata 1:0 is 19:38:50 the day before in UTC', () => {
    const d = typedTimeIn('Asia/Kolkata', 1, 0);
    expect(d.toISOString()).toBe('1899-12-29T19:38:50.000Z');
    expect(normaliseCell(d, 0, 0)).toEqual(new Date('1899-12-29T19:38:50.000Z'));
  });
});

describe('a results list and a team crosstable with typed times', () => {
  const zone = 'Europe/Berlin';
  const t = (h: number, m: number) => typedTimeIn(zone, h, m);

  it('reads 1:0 and 0:1 in the Result column as 1-0 and 0-1', () => {
    const grid = normaliseGrid(
      [
        ['Round', 'White', 'Black', 'Result'],
        [1, 'Anna', 'Ben', t(1, 0)],
        [1, 'Cleo', 'Dirk', t(0, 1)],
      ],
      clock1899(zone),
    );
    const read = readResultsList(grid);
    const [anna, , , dirk] = read.tournament.participants;
    expect(anna.rounds[0]).toMatchObject({ kind: 'played', result: 'win', colour: 'w' });
    expect(dirk.rounds[0]).toMatchObject({ kind: 'played', result: 'win', colour: 'b' });
  });

  it('reads 3:1 and 2:2 board points in a four-board team crosstable', () => {
    // A 3:1 B, A 2:2 C, B 1:3 C (hand: A 3+2 = 5 board points, B 1+1 = 2, C 2+3 = 5).
    const grid = normaliseGrid(
      [
        ['No.', 'Team', '1', '2', '3'],
        [1, 'A', 'x', t(3, 1), t(2, 2)],
        [2, 'B', t(1, 3), 'x', t(1, 3)],
        [3, 'C', t(2, 2), t(3, 1), 'x'],
      ],
      clock1899(zone),
    );
    const read = readTeamCrosstable(grid);
    expect(read.event.boards).toBe(4);
    expect(read.event.teams.map(x => x.name)).toEqual(['A', 'B', 'C']);
    // Match points 2 for a win, 1 for a draw: A 2+1, B 0+0, C 1+2.
    expect(teamTotals(read.event)).toEqual({ matchPoints: [3, 0, 3], gamePoints: [5, 2, 5] });
  });

  it('still explains a 1/2 that became a date, naming the cell', () => {
    const grid = normaliseGrid([
      ['Round', 'White', 'Black', 'Result'],
      [1, 'Anna', 'Ben', new Date(Date.UTC(2026, 0, 2))],
    ]);
    const e = errorOf(() => readResultsList(grid));
    expect(e.location).toEqual({ kind: 'cell', row: 1, col: 3 });
    expect(e.message).toMatch(/date.*"1\/2" typed into a cell into a date/);
  });
});

describe('what Sheets never puts in a cell', () => {
  const crosstable = (odd: unknown) => [
    ['No.', 'Name', '1', '2'],
    [1, 'A', 'x', odd],
    [2, 'B', 0, 'x'],
  ];

  it.each([
    ['an invalid Date', new Date(NaN), /invalid date/],
    ['a list', [1], /a list of values, not one value/],
    ['a nested list', [[1]], /a list of values, not one value/],
    ['an object', { v: 1 }, /a value of type object, not one value/],
  ])('%s is an error naming the cell, in every reader', (_, odd, message) => {
    const grid = crosstable(odd) as never;
    for (const read of [
      () => readGrid(grid),
      () => readResultsList(grid),
      () => checkCells(grid),
    ]) {
      const e = errorOf(read);
      expect(e.location).toEqual({ kind: 'cell', row: 1, col: 3 });
      expect(e.message).toMatch(message);
    }
    const e = errorOf(() => normaliseGrid(crosstable(odd)));
    expect(e.location).toEqual({ kind: 'cell', row: 1, col: 3 });
  });
});
