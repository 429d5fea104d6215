import {
  InputError,
  a1,
  cellError,
  columnLetters,
  lineError,
  rangeError,
} from '../../src/core/errors';

describe('cell addresses', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [703, 'AAA'],
  ])('column %i is %s', (col, letters) => expect(columnLetters(col)).toBe(letters));

  it('turns positions inside a range into sheet addresses', () => {
    expect(a1(0, 0)).toBe('A1');
    expect(a1(5, 3, { row: 2, col: 2 })).toBe('E7');
  });
});

describe('InputError', () => {
  it('names the cell by its position in the range until the range is placed in a sheet', () => {
    const e = cellError(5, 3, '"1/2" is a date, not a result');
    expect(e.message).toBe('row 6, column 4 of the range: "1/2" is a date, not a result');
    expect(e.at({ row: 2, col: 2 }).message).toBe('E7: "1/2" is a date, not a result');
    expect(e.at({ row: 2, col: 2, sheet: 'Runde 5' }).message).toBe(
      'Runde 5!E7: "1/2" is a date, not a result',
    );
  });

  it('describes further cells the same way as the main one', () => {
    const e = cellError(1, 3, 'says 1 but its mirror cell {1} says 1', [{ row: 3, col: 1 }]);
    expect(e.message).toBe(
      'row 2, column 4 of the range: says 1 but its mirror cell row 4, column 2 says 1',
    );
    const placed = e.at({ row: 1, col: 1 });
    expect(placed.message).toBe('D2: says 1 but its mirror cell B4 says 1');
    expect(placed).toBeInstanceOf(InputError);
    expect(placed.detail).toBe('says 1 but its mirror cell B4 says 1');
  });

  it('names TRF lines and whole ranges', () => {
    expect(lineError(12, 'opponent 99 is not in the player list').message).toBe(
      'line 12: opponent 99 is not in the player list',
    );
    expect(rangeError('the range is empty').message).toBe('range: the range is empty');
  });
});
