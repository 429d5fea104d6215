import { parseProgressCell } from '../../../src/core/readers/tokens';

// The plain spelling (digits, colour, one sign) is read in one scan; these cases pin it to the
// token list the module documents, including the spellings that must fall through to the full
// reading.
describe('parseProgressCell', () => {
  it.each([
    ['12w1', { type: 'game', opponent: 12, colour: 'w', outcome: 'win' }],
    ['5s½', { type: 'game', opponent: 5, colour: 'b', outcome: 'draw' }],
    ['5B0', { type: 'game', opponent: 5, colour: 'b', outcome: 'loss' }],
    ['007W=', { type: 'game', opponent: 7, colour: 'w', outcome: 'draw' }],
    ['3bR', { type: 'game', opponent: 3, colour: 'b', outcome: 'draw' }],
    ['12w+', { type: 'game', opponent: 12, colour: 'w', outcome: 'forfeit-win' }],
    ['12b-', { type: 'game', opponent: 12, colour: 'b', outcome: 'forfeit-loss' }],
    ['12w--', { type: 'game', opponent: 12, colour: 'w', outcome: 'double-forfeit' }],
    ['123456789w1', { type: 'game', opponent: 123456789, colour: 'w', outcome: 'win' }],
    ['1234567890w1', { type: 'game', opponent: 1234567890, colour: 'w', outcome: 'win' }],
    // Spaces, a separator or another dash go the long way and read the same.
    [' 12w1 ', { type: 'game', opponent: 12, colour: 'w', outcome: 'win' }],
    ['12 w 1', { type: 'game', opponent: 12, colour: 'w', outcome: 'win' }],
    ['3w/1', { type: 'game', opponent: 3, colour: 'w', outcome: 'win' }],
    ['4b1/2', { type: 'game', opponent: 4, colour: 'b', outcome: 'draw' }],
    ['4b\u2013', { type: 'game', opponent: 4, colour: 'b', outcome: 'forfeit-loss' }],
    ['4b-:-', { type: 'game', opponent: 4, colour: 'b', outcome: 'double-forfeit' }],
    ['12w', { type: 'game', opponent: 12, colour: 'w', outcome: 'pending' }],
  ])('%s', (cell, expected) => {
    expect(parseProgressCell(cell)).toEqual(expected);
  });

  it.each(['12w2', '12x1', '12w1x', '12w-+', 'w1'])('%s is no round entry', cell => {
    expect(parseProgressCell(cell).type).toBe('bad');
  });
});
