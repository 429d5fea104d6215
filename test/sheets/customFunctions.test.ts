/**
 * The custom functions as Sheets calls them: the built dist/Code.js loaded into node:vm with a
 * read-only fake of the Spreadsheet service, global functions called with 2-D arrays of the
 * values Sheets delivers (numbers, strings, '', booleans, Dates). Their results must equal the
 * core's on every conformance tournament and on the seed crosstable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { decodeTrf, readTrf } from '../../src/core/readers/trf';
import { computeTiebreaks } from '../../src/core/tiebreaks';
import { fakeSpreadsheetApp, fakeUtilities } from './fakeServices';
import type { FakeCall } from './fakeServices';
import { seedCrosstable } from '../support/seedCrosstable';

const root = join(__dirname, '..', '..');
const code = readFileSync(join(root, 'dist', 'Code.js'), 'utf8');

interface Sheets {
  call(expression: string, formula?: string): unknown;
  ctx: vm.Context;
}

function sheets(): Sheets {
  const current: FakeCall = { formula: '' };
  const ctx = vm.createContext({
    SpreadsheetApp: fakeSpreadsheetApp(current),
    Utilities: fakeUtilities(),
  });
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  return {
    ctx,
    call(expression, formula = '') {
      current.formula = formula;
      // Results cross the vm boundary; JSON keeps them plain for toEqual.
      return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
    },
  };
}

describe('the seed crosstable (Feinwertung example)', () => {
  const s = sheets();
  s.ctx.grid = seedCrosstable();

  it('SONNEBORN_BERGER gives 11.75, 10, 9, 7.75, 3, 0, 0 as numbers, blank on the header row', () => {
    expect(s.call('SONNEBORN_BERGER(grid)')).toEqual([
      [''],
      [11.75],
      [10],
      [9],
      [7.75],
      [3],
      [0],
      [0],
    ]);
  });

  it('STANDINGS ranks C ahead of D on Sonneborn-Berger', () => {
    const table = s.call('STANDINGS(grid, "SB")') as unknown[][];
    expect(table[0]).toEqual(['Place', 'No.', 'Name', 'Points', 'SB', 'Separated by']);
    expect(table.slice(1).map(r => [r[0], r[2], r[3], r[4]])).toEqual([
      [1, 'A', 5, 11.75],
      [2, 'B', 4.5, 10],
      [3, 'C', 4, 9],
      [4, 'D', 4, 7.75],
      [5, 'E', 2.5, 3],
      [6, 'F', 1, 0],
      [7, 'G', 0, 0],
    ]);
  });

  it('KOYA and WINS follow the worked vector D-TV1', () => {
    expect(s.call('KOYA(grid)')).toEqual([[''], [2], [1.5], [1.5], [1], [0.5], [0], [0]]);
    expect(s.call('KOYA(grid, "L40")')).toEqual([[''], [3], [2.5], [2], [2], [0.5], [0], [0]]);
    expect(s.call('WINS(grid)')).toEqual([[''], [4], [3], [2], [3], [2], [1], [0]]);
  });

  it("TIEBREAK_EXPLAIN shows C's breakdown as the seed document works it by hand", () => {
    const table = s.call('TIEBREAK_EXPLAIN(grid, "C", "SB")') as unknown[][];
    // A crosstable does not say which round each game was in: no round numbers, and the last
    // row says so.
    expect(table.slice(1, -2).map(r => r[0])).toEqual(['', '', '', '', '', '', '']);
    expect(table[table.length - 1][6]).toMatch(/^The crosstable does not say in which round/);
    const rows = table.slice(1, -2).map(r => [r[1], r[2], r[5]]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['A', 5, 2.5],
        ['B', 4.5, 2.25],
        ['D', 4, 2],
        ['E', 2.5, 1.25],
        ['F', 1, 1],
        ['G', 0, 0],
      ]),
    );
    expect(table[table.length - 2][5]).toBe(9);
  });
});

describe('errors name the cell the user sees', () => {
  const s = sheets();

  it('uses the range position from the calling formula', () => {
    s.ctx.grid = seedCrosstable();
    s.ctx.grid[4][2] = 'x1';
    expect(() => s.call('SONNEBORN_BERGER(grid)', '=SONNEBORN_BERGER(C3:K10)')).toThrow(
      /^SONNEBORN_BERGER: E7: /,
    );
  });

  it('explains a Date where a result belongs', () => {
    s.ctx.grid = seedCrosstable();
    s.ctx.grid[2][1] = new Date(2026, 0, 2);
    expect(() => s.call('BUCHHOLZ(grid)', '=BUCHHOLZ(A1:I8)')).toThrow(/B3: .*date/i);
  });

  it('falls back to positions in the range when the argument is not a plain range', () => {
    s.ctx.grid = seedCrosstable();
    s.ctx.grid[4][2] = 'x1';
    expect(() => s.call('SONNEBORN_BERGER(grid)', '=SONNEBORN_BERGER(Kreuztabelle)')).toThrow(
      /row 5, column 3 of the range/,
    );
  });

  it('refuses a single value instead of a range', () => {
    expect(() => s.call('BUCHHOLZ(5)')).toThrow(/must be a range/);
  });
});

// ------------------------------------------------------------------------------------------
// Every conformance tournament, pasted into a sheet as TRF lines, through TIEBREAK.

const CONFORMANCE = join(root, 'test', 'fixtures', 'conformance');
const ROUND_ROBINS = new Set(['tec-rr-individual', 'sharly-manual-koya']);

interface Case {
  name: string;
  trf: string;
  tsv: string;
  rules?: 'fide-2024' | 'fide-2026';
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const dir of ['real', 'generated']) {
    const expectedDir =
      dir === 'real' ? join(CONFORMANCE, dir, 'expected') : join(CONFORMANCE, dir);
    for (const file of readdirSync(expectedDir).filter(f => f.endsWith('.tsv'))) {
      const m = /^(.*?)(?:\.(V2024|V2026))?\.tsv$/.exec(file);
      if (!m || m[1] === 'tec-swiss-team') continue;
      out.push({
        name: `${m[1]}${m[2] ? ` ${m[2]}` : ''}`,
        trf: join(CONFORMANCE, dir, `${m[1]}.trf`),
        tsv: join(expectedDir, file),
        rules: m[2] === 'V2024' ? 'fide-2024' : m[2] === 'V2026' ? 'fide-2026' : undefined,
      });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

describe.each(cases().map(c => [c.name, c] as const))('%s through =TIEBREAK', (_name, c) => {
  const text = decodeTrf(new Uint8Array(readFileSync(c.trf)));
  const file = readTrf(text);
  const roundRobin = ROUND_ROBINS.has(c.name.split(' ')[0]) || c.name.startsWith('gen-rr-');
  const codes = readFileSync(c.tsv, 'utf8').split(/\r?\n/)[0].split('\t').slice(1);
  const options = [c.rules ? `rules=${c.rules}` : '', roundRobin ? 'system=round-robin' : '']
    .filter(o => o !== '')
    .join('; ');
  const core = computeTiebreaks(file.tournament, codes, {
    rules: c.rules,
    system: roundRobin ? 'round-robin' : 'swiss',
  });
  const s = sheets();
  // What Sheets makes of a pasted TRF file: one line per row in column A, trailing spaces gone.
  s.ctx.grid = text
    .replace(/\r/g, '')
    .replace(/\n+$/, '')
    .split('\n')
    .map(l => [l.replace(/\s+$/, '')]);

  it("gives the core engine's value for every code and every player, on the player's row", () => {
    const mismatches: string[] = [];
    codes.forEach((code, k) => {
      const column = s.call(
        `TIEBREAK(grid, ${JSON.stringify(code)}, ${JSON.stringify(options)})`,
      ) as unknown[][];
      file.tournament.participants.forEach((p, i) => {
        const got = column[file.sourceRows[i] - 1][0];
        const want = core[k].values[i];
        const same =
          want === null ? got === '' : typeof got === 'number' && Math.abs(got - want) < 1e-9;
        if (!same)
          mismatches.push(
            `${code} No. ${p.startNo}: core ${String(want)}, sheet ${JSON.stringify(got)}`,
          );
      });
    });
    expect(mismatches).toEqual([]);
  });
});
