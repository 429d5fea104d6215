/**
 * The custom functions with the cells Sheets really hands them (dist/Code.js in node:vm): results
 * typed as `1:0`, `0:1`, `3:1`, `2:2` arrive as Dates on 1899-12-30 in the spreadsheet's time zone
 * with that zone's 1899 offset, and are read as typed; a `1/2` that became a date, an invalid
 * Date, a list or an object in a cell is an error naming the cell; a pending game is explained.
 */
import { customFunctionsIn } from './fakeServices';
import { ZONES, typedDayIn, typedTimeIn } from '../support/zones1899';

/** Name → points from a STANDINGS table (Place | No. | Name | Points | …). */
function pointsByName(table: unknown): Record<string, unknown> {
  return Object.fromEntries((table as unknown[][]).slice(1).map(r => [r[2], r[3]]));
}

/** Team → [MP, BP] from a TEAM_STANDINGS table (Place | No. | Team | MP | BP). */
function teamPoints(table: unknown): Record<string, unknown> {
  return Object.fromEntries((table as unknown[][]).slice(1).map(r => [r[2], [r[3], r[4]]]));
}

for (const zone of ZONES) {
  describe(`a spreadsheet in ${zone}`, () => {
    const run = customFunctionsIn(zone);
    const t = (h: number, m: number) => typedTimeIn(zone, h, m);

    it('STANDINGS reads results typed 1:0 and 0:1 as typed', () => {
      // Round 1: Anna 1-0 Ben, Cleo 0-1 Dirk; round 2: Anna ½-½ Cleo, Ben 1-0 Dirk.
      const grid = [
        ['Round', 'White', 'Black', 'Result'],
        [1, 'Anna', 'Ben', t(1, 0)],
        [1, 'Cleo', 'Dirk', t(0, 1)],
        [2, 'Anna', 'Cleo', '½-½'],
        [2, 'Ben', 'Dirk', t(1, 0)],
      ];
      expect(pointsByName(run('STANDINGS(grid)', grid))).toEqual({
        Anna: 1.5,
        Ben: 1,
        Cleo: 0.5,
        Dirk: 1,
      });
    });

    it('MATCH_POINTS and BOARD_POINTS read 3:1 and 2:2 in a team crosstable', () => {
      // A 3:1 B, A 2:2 C, B 1:3 C on four boards: A 2+1 MP, 3+2 BP; B 0, 1+1; C 1+2, 2+3.
      const grid = [
        ['No.', 'Team', '1', '2', '3'],
        [1, 'A', 'x', t(3, 1), t(2, 2)],
        [2, 'B', t(1, 3), 'x', t(1, 3)],
        [3, 'C', t(2, 2), t(3, 1), 'x'],
      ];
      expect(run('MATCH_POINTS(grid)', grid)).toEqual([[''], [3], [0], [3]]);
      expect(run('BOARD_POINTS(grid)', grid)).toEqual([[''], [5], [2], [5]]);
    });

    it('TEAM_STANDINGS reads 3:1 and 2:2 match scores in a match list', () => {
      // R1 A 3:1 B, C 2:2 D; R2 A 2:2 C, B 1:3 D. MP 2/1/0: A 2+1, B 0, C 1+1, D 1+2.
      const grid = [
        ['Round', 'Home', 'Away', 'Result'],
        [1, 'A', 'B', t(3, 1)],
        [1, 'C', 'D', t(2, 2)],
        [2, 'A', 'C', t(2, 2)],
        [2, 'B', 'D', t(1, 3)],
      ];
      expect(teamPoints(run('TEAM_STANDINGS(grid, "OBH")', grid))).toEqual({
        A: [3, 5],
        B: [0, 2],
        C: [2, 4],
        D: [3, 5],
      });
    });

    it('explains a 1/2 that became a date, naming the cell', () => {
      const grid = [
        ['Round', 'White', 'Black', 'Result'],
        [1, 'Anna', 'Ben', typedDayIn(zone, 2026, 1, 2)],
      ];
      expect(() => run('STANDINGS(grid)', grid, '=STANDINGS(B2:E3)')).toThrow(
        /^STANDINGS: E3: found a date \(2026-01-02T00:00\), not a result/,
      );
    });
  });
}

describe('cells Sheets never delivers', () => {
  const run = customFunctionsIn('Europe/Berlin');
  const crosstable = (odd: unknown) => [
    ['No.', 'Name', '1', '2'],
    [1, 'A', 'x', odd],
    [2, 'B', 0, 'x'],
  ];

  it.each([
    ['STANDINGS(grid)', '=STANDINGS(B2:E4)'],
    ['SONNEBORN_BERGER(grid)', '=SONNEBORN_BERGER(B2:E4)'],
    ['TIEBREAK_EXPLAIN(grid, "A", "SB")', '=TIEBREAK_EXPLAIN(B2:E4; "A"; "SB")'],
    ['MATCH_POINTS(grid)', '=MATCH_POINTS(B2:E4)'],
    ['KEIZER(grid)', '=KEIZER(B2:E4)'],
  ])('%s names the cell of an invalid Date, a nested list or an object', (call, formula) => {
    const fn = call.slice(0, call.indexOf('('));
    for (const [odd, what] of [
      [new Date(NaN), /invalid date/],
      [[[1]], /a list of values/],
      [{ a: 1 }, /a value of type object/],
    ] as const) {
      let message = '';
      try {
        run(call, crosstable(odd), formula);
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(new RegExp(`^${fn}: E3: `));
      expect(message).toMatch(what);
      expect(message).not.toMatch(/is not a function|Invalid time value/);
    }
  });
});

describe('TIEBREAK_EXPLAIN with a game still to be played', () => {
  const run = customFunctionsIn('UTC');

  it('writes "pending", never undefined', () => {
    // Round 2 is paired (Anna has White against Cleo) but not played yet; Dirk-Ben drew.
    const grid = [
      ['No.', 'Name', '1', '2'],
      [1, 'Anna', '2w1', '3w'],
      [2, 'Ben', '1b0', '4b½'],
      [3, 'Cleo', '4w0', '1b'],
      [4, 'Dirk', '3b1', '2w½'],
    ];
    const table = run('TIEBREAK_EXPLAIN(grid, "Anna", "BH")', grid) as unknown[][];
    expect(table[0][0]).toBe('Round');
    const round2 = table.find(r => r[0] === 2) as unknown[];
    expect(round2[3]).toBe('pending (no result yet)');
    expect(JSON.stringify(table)).not.toMatch(/undefined|null/);
  });
});
