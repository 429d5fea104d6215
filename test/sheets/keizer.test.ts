/**
 * The Keizer custom functions as Sheets calls them: the built dist/Code.js (build first with
 * `node scripts/build.mjs --quiet`) loaded into node:vm with the read-only Spreadsheet fake, the
 * global wrappers called with the 2-D arrays Sheets delivers. Expected values are the spec's
 * (club-systems.md A.3).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import {
  CAISSA_PLAYERS,
  CAISSA_R1,
  SCHLAPP_PLAYERS,
  SCHLAPP_R1,
  SCHLAPP_R2,
  SCHLAPP_R3,
  results,
  type Row,
  ATV5_FINAL,
} from '../core/keizer/specVectors';
import { fakeSpreadsheetApp, type FakeCall } from './fakeServices';

const code = readFileSync(join(__dirname, '..', '..', 'dist', 'Code.js'), 'utf8');

function sheets() {
  const current: FakeCall = { formula: '' };
  const ctx = vm.createContext({ SpreadsheetApp: fakeSpreadsheetApp(current) });
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  return {
    ctx,
    /** Calls `expression` in the script's global scope; arguments go in as context variables. */
    call(expression: string, args: Record<string, unknown>, formula = ''): unknown {
      current.formula = formula;
      Object.assign(ctx, args);
      return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
    },
  };
}

const s = sheets();
const players = SCHLAPP_PLAYERS;
const HEADER = ['Rank', 'Name', 'Keizer', 'Value'];

function table(rows: [string, number][], values: number[]): Row[] {
  return [HEADER, ...rows.map(([name, total], i) => [i + 1, name, total, values[i]])];
}

describe('KEIZER through the bundle', () => {
  it('A-TV1: 10, 9.5, 9, 5, 4, 3 with values 7…2', () => {
    expect(s.call('KEIZER(r, p)', { r: results(SCHLAPP_R1), p: players })).toEqual(
      table(
        [
          ['Botwinnik', 10],
          ['Lasker', 9.5],
          ['Capablanca', 9],
          ['Keres', 5],
          ['Steinitz', 4],
          ['Tal', 3],
        ],
        [7, 6, 5, 4, 3, 2],
      ),
    );
  });

  it('A-TV2: first-value=fixed:50 → 99, 91, 83, 71.5, 71, 65.5, 65, 49, 46, 42', () => {
    expect(
      s.call('KEIZER(r, p, "first-value=fixed:50")', {
        r: results(CAISSA_R1),
        p: CAISSA_PLAYERS,
      }),
    ).toEqual(
      table(
        [
          ['Jansen', 99],
          ['de Zeeuw', 91],
          ['de Bruin', 83],
          ['Bakker', 71.5],
          ['Slager', 71],
          ['de Jonge', 65.5],
          ['de Oude', 65],
          ['Pietersen', 49],
          ['de Vries', 46],
          ['de Wit', 42],
        ],
        [50, 49, 48, 47, 46, 45, 44, 43, 42, 41],
      ),
    );
  });

  const atv5 = results(SCHLAPP_R1, SCHLAPP_R2, SCHLAPP_R3);

  it.each(ATV5_FINAL)('A-TV5 iteration=%s', (mode, rows) => {
    expect(s.call(`KEIZER(r, p, "iteration=${mode}")`, { r: atv5, p: players })).toEqual(
      table(rows, [7, 6, 5, 4, 3, 2]),
    );
  });

  it('14.6 and 15.95 arrive as the doubles a person types, not 14.599999…', () => {
    const passes = s.call('KEIZER(r, p)', { r: atv5, p: players }) as Row[];
    const frozen = s.call('KEIZER(r, p, o)', {
      r: atv5,
      p: players,
      o: [['Iteration', 'eingefroren']],
    }) as Row[];
    expect(passes[2][2]).toBe(14.6);
    expect(String(passes[2][2])).toBe('14.6');
    expect(frozen[2][2]).toBe(15.95);
    expect(String(frozen[2][2])).toBe('15.95');
  });

  it('an error names the cell of the sheet the formula points at', () => {
    const bad = results(SCHLAPP_R1).map((r, i) => (i === 3 ? [1, 3, 'Keres', 'Tal', '1:1'] : r));
    expect(() => s.call('KEIZER(r, p)', { r: bad, p: players }, '=KEIZER(A2:E5; G2:I8)')).toThrow(
      /^KEIZER: E5: found "1:1"; expected a result/,
    );
  });
});

describe('KEIZER_PAIRINGS through the bundle', () => {
  it('A-TV5 round 2: Botwinnik–Lasker, Steinitz–Keres, bye Tal (tick boxes)', () => {
    const present = players.slice(1).map(r => [r[0], r[0] !== 'Capablanca']);
    expect(
      s.call('KEIZER_PAIRINGS(r, t, "", p)', { r: results(SCHLAPP_R1), t: present, p: players }),
    ).toEqual([
      ['Board', 'White', 'Black'],
      [1, 'Botwinnik', 'Lasker'],
      [2, 'Steinitz', 'Keres'],
      ['bye', 'Tal', ''],
    ]);
  });

  it('A-TV5 round 3: Capablanca, Keres and Tal White (typed list)', () => {
    expect(
      s.call('KEIZER_PAIRINGS(r, "Botwinnik, Lasker, Capablanca, Steinitz, Tal, Keres", "", p)', {
        r: results(SCHLAPP_R1, SCHLAPP_R2),
        p: players,
      }),
    ).toEqual([
      ['Board', 'White', 'Black'],
      [1, 'Capablanca', 'Botwinnik'],
      [2, 'Keres', 'Lasker'],
      [3, 'Tal', 'Steinitz'],
    ]);
  });

  it('an unknown present name names its cell in the present range', () => {
    expect(() =>
      s.call(
        'KEIZER_PAIRINGS(r, t, "", p)',
        { r: results(SCHLAPP_R1), t: [['Tal'], ['Kasparov']], p: players },
        '=KEIZER_PAIRINGS(A1:E4; K5:K6; ""; G1:I7)',
      ),
    ).toThrow(/^KEIZER_PAIRINGS: K6: "Kasparov" is not a player/);
  });
});

describe('KEIZER_EXPLAIN through the bundle', () => {
  it("A-TV5: Capablanca's 14.6 = 6 + 3 + 2.1 + 3.5", () => {
    const t = s.call('KEIZER_EXPLAIN(r, "Capablanca", p)', {
      r: results(SCHLAPP_R1, SCHLAPP_R2, SCHLAPP_R3),
      p: players,
    }) as Row[];
    expect(t.map(r => r.slice(0, 2))).toEqual([
      ['Round', 'Keizer'],
      ['own value', 6],
      [1, 3],
      [2, 2.1],
      [3, 3.5],
      ['Total', 14.6],
    ]);
  });
});
