/**
 * =CROSSTABLE and =CATEGORY_STANDINGS as Sheets calls them: the built dist/Code.js in node:vm,
 * called with whole ranges. Expected values: the hand-worked Club Open (test/core/lists/
 * clubOpen.ts), saved as a results list and a player list (test/fixtures/lists), and the seed
 * round robin; the same numbers as =STANDINGS of the same range.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { parseDelimited } from '../../src/core';
import { fakeSpreadsheetApp, fakeUtilities } from './fakeServices';
import type { FakeCall } from './fakeServices';
import { seedCrosstable } from '../support/seedCrosstable';
import { CROSSTABLE_SHEET, GERMAN_CROSSTABLE_HEADER, PRIZES_FLAT } from '../core/lists/clubOpen';

const root = join(__dirname, '..', '..');
const grid = (file: string) =>
  parseDelimited(readFileSync(join(root, file), 'utf8')) as (string | number)[][];

const current: FakeCall = { formula: '' };
const ctx = vm.createContext({
  SpreadsheetApp: fakeSpreadsheetApp(current),
  Utilities: fakeUtilities(),
});
beforeAll(() => {
  vm.runInContext(readFileSync(join(root, 'dist', 'Code.js'), 'utf8'), ctx, {
    filename: 'Code.js',
  });
  ctx.results = grid('test/fixtures/lists/club-open-results.csv');
  ctx.players = grid('test/fixtures/lists/club-open-players.csv');
  ctx.seed = seedCrosstable();
  ctx.swiss = grid('examples/swiss-open.csv');
});

function call(expression: string, formula = ''): unknown[][] {
  current.formula = formula;
  return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx))) as unknown[][];
}

describe('=CROSSTABLE', () => {
  it('spills the hand-worked crosstable of a results list with its player list', () => {
    expect(call('CROSSTABLE(results, "tiebreaks=WON,BPG", players)')).toEqual(CROSSTABLE_SHEET);
  });

  it('in German: Rang, Snr, Elo, Pkt. and s for Black', () => {
    const table = call('CROSSTABLE(results, "tiebreaks=WON,BPG; lang=de", players)');
    expect(table[0]).toEqual(GERMAN_CROSSTABLE_HEADER);
    expect(table[1].slice(4, 7)).toEqual(['7w1', '2s½', '5w1']);
  });

  it('has the numbers of =STANDINGS on the same range, line for line', () => {
    const cross = call('CROSSTABLE(swiss, "tiebreaks=BH/C1,BH,SB")');
    const standings = call('STANDINGS(swiss, "BH/C1,BH,SB")');
    const points = cross[0].indexOf('Pts.');
    expect(cross.slice(1).map(r => [r[0], r[1], r[2], ...r.slice(points)])).toEqual(
      standings.slice(1).map(r => r.slice(0, 7)),
    );
  });

  it('prints the seed round robin square, C ahead of D on SB', () => {
    const table = call('CROSSTABLE(seed, "tiebreaks=SB")');
    expect(table[0]).toEqual([
      'Rk.',
      'SNo',
      'Name',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      'Pts.',
      'SB',
    ]);
    expect(table[3]).toEqual([3, 3, 'C', '½', '½', '*', '½', '½', '1', '1', 4, 9]);
    expect(table[4]).toEqual([4, 4, 'D', '0', '½', '½', '*', '1', '1', '1', 4, 7.75]);
    expect(call('CROSSTABLE(seed, "tiebreaks=SB; crosstable=rounds; rounds=berger")')[0]).toContain(
      '1.Rd',
    );
  });
});

describe('=CATEGORY_STANDINGS', () => {
  it('spills the prize lists as one table, the category first', () => {
    const table = call(
      'CATEGORY_STANDINGS(results, "women; age:U14,S50; club", "tiebreaks=WON,BPG; year=2025", players)',
    );
    expect(table).toEqual(PRIZES_FLAT);
  });

  it('takes the categories as a range, age bands and German headers from the options', () => {
    ctx.cats = [['Frauen'], ['Alter']];
    const table = call(
      'CATEGORY_STANDINGS(results, cats, "Feinwertung=WON,BPG; Altersklassen=S65; Jahr=2025; Sprache=Deutsch", players)',
    );
    expect(table[0]).toEqual([
      'Kategorie',
      'Kat.',
      'Rang',
      'Snr',
      'Name',
      'Elo',
      'Jg.',
      'Pkt.',
      'WON',
      'BPG',
    ]);
    expect(table.map(r => [r[0], r[3]])).toEqual([
      ['Kategorie', 'Snr'],
      ['Frauen', 1],
      ['Frauen', 3],
      ['Frauen', 5],
      ['S65', 4],
    ]);
  });

  it('names the cell of the player list, the category or the option that is wrong', () => {
    ctx.badPlayers = ctx.players.map((r: unknown[]) => [...r]);
    ctx.badPlayers[2][6] = 'x';
    expect(() =>
      call(
        'CATEGORY_STANDINGS(results, "women", "", badPlayers)',
        '=CATEGORY_STANDINGS(Results!A1:E14; "women"; ""; Players!B2:H10)',
      ),
    ).toThrow(
      'CATEGORY_STANDINGS: Players!H4: player list: found "x"; expected the sex as m or w (f), or blank',
    );
    expect(() => call('CATEGORY_STANDINGS(results, "juniors", "", players)')).toThrow(
      'CATEGORY_STANDINGS: unknown category "juniors"',
    );
    expect(() => call('CATEGORY_STANDINGS(swiss, "age", "year=2025")')).toThrow(
      "CATEGORY_STANDINGS: no player's year of birth is given",
    );
    expect(() => call('CROSSTABLE(swiss, "colour=black1")')).toThrow(
      'CROSSTABLE: unknown option "colour"; known: tiebreaks, rules, unrated, system, points, rounds, age-bands, year, crosstable, lang',
    );
    expect(() => call('CROSSTABLE(swiss, "after-round=2")')).toThrow(
      'CROSSTABLE: the lists are of all rounds played: leave out the option after-round',
    );
    expect(() => call('CROSSTABLE(swiss, "nach Runde=2; Sprache=de")')).toThrow(
      'CROSSTABLE: die Listen gelten für alle gespielten Runden: lassen Sie die Option nach Runde weg',
    );
  });
});
