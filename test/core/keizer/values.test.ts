import { resolveKeizerOptions } from '../../../src/core/keizer/options';
import { firstValue, valueTable } from '../../../src/core/keizer/values';
import type { ValueRule } from '../../../src/core/keizer/options';

const rule = (values: ValueRule) => resolveKeizerOptions({ values }).values;
const ONE = resolveKeizerOptions().step;
const texts = (xs: readonly { toString(): string }[]) => xs.map(x => x.toString());

describe('Keizer value table (spec A-TV6)', () => {
  const ns = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

  it('ratio 3 with floor: B = 1,3,4,6,7,9,10,12,13,15,16 for N = 2…12', () => {
    const floor = rule({ rule: 'ratio' });
    expect(ns.map(n => firstValue(n, floor).toString())).toEqual([
      '1',
      '3',
      '4',
      '6',
      '7',
      '9',
      '10',
      '12',
      '13',
      '15',
      '16',
    ]);
  });

  it("ratio 3 with banker's rounding (KFC): B = 2,3,4,6,8,9,10,12,14,15,16", () => {
    const banker = rule({ rule: 'ratio', rounding: 'half-even' });
    expect(ns.map(n => firstValue(n, banker).toString())).toEqual([
      '2',
      '3',
      '4',
      '6',
      '8',
      '9',
      '10',
      '12',
      '14',
      '15',
      '16',
    ]);
  });

  it('floor and banker differ exactly at N = 2, 6, 10', () => {
    const floor = rule({ rule: 'ratio' });
    const banker = rule({ rule: 'ratio', rounding: 'half-even' });
    expect(ns.filter(n => !firstValue(n, floor).equals(firstValue(n, banker)))).toEqual([2, 6, 10]);
  });

  it('6 players, floor: 7, 6, 5, 4, 3, 2 (seed: "bei 6 Teilnehmern 7 Punkte für den 1.")', () => {
    expect(texts(valueTable(6, rule({ rule: 'ratio' }), ONE))).toEqual([
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
    ]);
  });

  it('6 players, banker: 8…3; 8 players: 10…3 (spec A.2, KFC)', () => {
    const banker = rule({ rule: 'ratio', rounding: 'half-even' });
    expect(texts(valueTable(6, banker, ONE))).toEqual(['8', '7', '6', '5', '4', '3']);
    expect(texts(valueTable(8, banker, ONE))).toEqual(['10', '9', '8', '7', '6', '5', '4', '3']);
  });

  it('normalised (KFC option, N = 6, r = 3): 3, 2.6, 2.2, 1.8, 1.4, 1', () => {
    expect(texts(valueTable(6, rule({ rule: 'normalised' }), ONE))).toEqual([
      '3',
      '2.6',
      '2.2',
      '1.8',
      '1.4',
      '1',
    ]);
  });

  it('fixed first value 50 for 10 players: 50…41 (caissa)', () => {
    expect(texts(valueTable(10, rule({ rule: 'fixed', first: 50 }), ONE))).toEqual([
      '50',
      '49',
      '48',
      '47',
      '46',
      '45',
      '44',
      '43',
      '42',
      '41',
    ]);
  });

  it('count: B = N (chesspairing)', () => {
    expect(texts(valueTable(4, rule({ rule: 'count' }), ONE))).toEqual(['4', '3', '2', '1']);
  });

  it('guard: the last value is never below 1 (floor rule, N = 2 → 2, 1)', () => {
    // floor gives B = 1, so the raw table would be 1, 0; the table is raised to end at 1.
    expect(texts(valueTable(2, rule({ rule: 'ratio' }), ONE))).toEqual(['2', '1']);
    expect(texts(valueTable(1, rule({ rule: 'ratio' }), ONE))).toEqual(['1']);
    expect(texts(valueTable(0, rule({ rule: 'ratio' }), ONE))).toEqual([]);
    // a fixed first value too small for the field: 5 players with B = 3 → 5…1
    expect(texts(valueTable(5, rule({ rule: 'fixed', first: 3 }), ONE))).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('a step other than 1 keeps exact values', () => {
    const o = resolveKeizerOptions({ values: { rule: 'fixed', first: 10 }, step: 0.5 });
    expect(texts(valueTable(4, o.values, o.step))).toEqual(['10', '9.5', '9', '8.5']);
  });
});
