import { originFromFormula } from '../../src/server/platform/origin';

describe('originFromFormula', () => {
  it.each([
    ['=SONNEBORN_BERGER(B2:I8)', { row: 2, col: 2 }],
    ['=BUCHHOLZ($C$10:$K$40)', { row: 10, col: 3 }],
    ['=BUCHHOLZ(AA100:AF120; "C1")', { row: 100, col: 27 }],
    ['=STANDINGS(Results!A1:L40, "BH/C1,BH,SB")', { row: 1, col: 1, sheet: 'Results' }],
    ["=STANDINGS('Runde 5 (final)'!D4:M30)", { row: 4, col: 4, sheet: 'Runde 5 (final)' }],
    ["=STANDINGS('O''Brien'!B2:C3)", { row: 2, col: 2, sheet: "O'Brien" }],
    ['=BUCHHOLZ(B7)', { row: 7, col: 2 }],
  ])('%s starts at %j', (formula, origin) => {
    expect(originFromFormula(formula)).toEqual(origin);
  });

  it('finds later arguments', () => {
    expect(originFromFormula('=KEIZER(A2:E40; G2:I20)', 1)).toEqual({ row: 2, col: 7 });
  });

  it.each([
    '=SONNEBORN_BERGER(Crosstable)',
    '=BUCHHOLZ({1,0;0,1})',
    '=BUCHHOLZ(FILTER(A2:H9, A2:A9<>""))',
    '',
    '=1+2',
  ])('gives up on %j', formula => {
    expect(originFromFormula(formula)).toBeUndefined();
  });
});
