/**
 * The README's "try it in 2 minutes" claims, checked through the bundle as Sheets would run them
 * on the imported example files. Sheets turns numeric text into numbers on import; so do we.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { parseDelimited } from '../../src/core/readers/csv';

const root = join(__dirname, '..', '..');
const code = readFileSync(join(root, 'dist', 'Code.js'), 'utf8');

function imported(file: string): (string | number)[][] {
  return parseDelimited(readFileSync(join(root, 'examples', file), 'utf8')).map(row =>
    row.map(cell => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)),
  );
}

function sheet(file: string): (expression: string) => unknown {
  const ctx = vm.createContext({});
  vm.runInContext(code, ctx);
  ctx.range = imported(file);
  return expression => JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
}

describe('examples/seed-crosstable.csv', () => {
  const run = sheet('seed-crosstable.csv');
  it('gives the seed values and puts C ahead of D', () => {
    expect(run('SONNEBORN_BERGER(range)')).toEqual([
      [''],
      [11.75],
      [10],
      [9],
      [7.75],
      [3],
      [0],
      [0],
    ]);
    const table = run('STANDINGS(range, "SB")') as unknown[][];
    expect(table.slice(1, 5).map(r => r[2])).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('examples/lechenich-results.csv', () => {
  const run = sheet('lechenich-results.csv');
  it('gives the Lechenicher Wertung of club-systems.md C.3 and ranks C ahead of A', () => {
    const lech = run('LECHENICH(range)') as unknown[][];
    expect(lech).toEqual([
      ['Name', 'LECH'],
      ['A', 37.5],
      ['B', 32.5],
      ['D', 12],
      ['C', 42.5],
    ]);
    const table = run('STANDINGS(range, "SB,SWIN,SWINB,LECH")') as unknown[][];
    expect(table.slice(1, 3).map(r => r[2])).toEqual(['C', 'A']);
  });
});

describe('examples/team-league.csv', () => {
  // B-TV2 of club-systems.md with club names: Turm = T1, Springer = T2, Läufer = T3, Dame = T4.
  const run = sheet('team-league.csv');
  it('ranks in the German league order with the spec’s Berliner Wertung', () => {
    const table = run('TEAM_STANDINGS(range, "german-league")') as unknown[][];
    expect(table.slice(1).map(r => [r[2], r[3], r[4], r[6]])).toEqual([
      ['SC Springer', 4, 6.5, 17.5],
      ['SK Turm', 3, 6, 15.5],
      ['SG Dame', 3, 6, 13.5],
      ['SV Läufer', 2, 5.5, 13.5],
    ]);
    expect(run('BERLINER(range)')).toEqual([
      ['Team', 'BW'],
      ['SK Turm', 15.5],
      ['SC Springer', 17.5],
      ['SV Läufer', 13.5],
      ['SG Dame', 13.5],
    ]);
  });
});

describe('examples/swiss-open.csv', () => {
  const run = sheet('swiss-open.csv');
  it('fills a value on every player row and leaves the header blank', () => {
    const bh = run('BUCHHOLZ(range, "C1")') as unknown[][];
    expect(bh).toHaveLength(14);
    expect(bh[0]).toEqual(['']);
    expect(bh.slice(1).every(r => typeof r[0] === 'number')).toBe(true);
  });

  it('leaves ARO blank while players are unrated, and computes it with unrated=1400', () => {
    const blank = run('AVERAGE_OPPONENT_RATING(range, "", "")') as unknown[][];
    expect(blank.slice(1).every(r => r[0] === '')).toBe(true);
    const aro = run('AVERAGE_OPPONENT_RATING(range, "", "unrated=1400")') as unknown[][];
    expect(aro.slice(1).every(r => typeof r[0] === 'number')).toBe(true);
  });

  it("explains Becker's Buchholz cut-1 round by round, with the cut marked", () => {
    const table = run('TIEBREAK_EXPLAIN(range, "Becker", "BH/C1")') as unknown[][];
    expect(table[0][0]).toBe('Round');
    expect(table.slice(1, -1)).toHaveLength(5);
    expect(table.slice(1, -1).filter(r => String(r[6]).startsWith('cut'))).toHaveLength(1);
  });
});
