/**
 * BERGER as Sheets calls it: the built dist/Code.js loaded into node:vm, the global function
 * called with a number, a range of names and TRUE. Expected rows: the FIDE 7–8 table (C.05
 * Annex 1) written out by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';

const code = readFileSync(join(__dirname, '..', '..', 'dist', 'Code.js'), 'utf8');

function call(expression: string, globals: Record<string, unknown> = {}): unknown {
  const ctx = vm.createContext({ ...globals });
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  // Results cross the vm boundary; JSON keeps them plain for toEqual.
  return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
}

describe('BERGER in the bundle', () => {
  it('=BERGER(8): the 7–8 table, boards in table order, results empty', () => {
    const rows = call('BERGER(8)') as unknown[][];
    expect(rows[0]).toEqual(['Round', 'Board', 'White', 'Black', 'Result']);
    // R1 1-8 2-7 3-6 4-5 | R2 8-5 6-4 7-3 1-2 | … | R7 4-8 5-3 6-2 7-1
    const table = [
      '1-8 2-7 3-6 4-5',
      '8-5 6-4 7-3 1-2',
      '2-8 3-1 4-7 5-6',
      '8-6 7-5 1-4 2-3',
      '3-8 4-2 5-1 6-7',
      '8-7 1-6 2-5 3-4',
      '4-8 5-3 6-2 7-1',
    ];
    const expected = table.flatMap((round, r) =>
      round.split(' ').map((pair, b) => {
        const [w, k] = pair.split('-').map(Number);
        return [r + 1, b + 1, w, k, ''];
      }),
    );
    expect(rows.slice(1)).toEqual(expected);
  });

  it('=BERGER(A2:A4; TRUE) with names: the double round robin of 3, byes marked', () => {
    const rows = call('BERGER(names, true)', {
      names: [['Anand'], ['Botvinnik'], ['Capablanca']],
    }) as unknown[][];
    expect(rows).toHaveLength(1 + 12);
    expect(rows.slice(1, 3)).toEqual([
      [1, 1, 'Botvinnik', 'Capablanca', ''],
      [1, '', 'Anand', '', 'bye'],
    ]);
    expect(rows.slice(7, 9)).toEqual([
      [4, 1, 'Capablanca', 'Botvinnik', ''],
      [4, '', 'Anand', '', 'bye'],
    ]);
  });

  it('a bad argument is an error with a message for the cell note', () => {
    expect(() => call('BERGER(1)')).toThrow(
      'BERGER: players must be a whole number of at least 2, or a range of names; found 1',
    );
  });
});
