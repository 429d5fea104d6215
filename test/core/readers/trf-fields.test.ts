import { isoDate } from '../../../src/core/readers/trf/fields';

// TRF's own spelling is read in one scan; the others by the full reading. Each case is a
// calendar fact written down here.
describe('isoDate', () => {
  it.each([
    ['2024/03/18', '2024-03-18'],
    ['2024-03-18', '2024-03-18'],
    ['2024.03.18', '2024-03-18'],
    [' 1990/05/17 ', '1990-05-17'],
    ['2024/02/29', '2024-02-29'],
    ['2000/02/29', '2000-02-29'],
    ['2023/02/28', '2023-02-28'],
    ['2023/12/31', '2023-12-31'],
    ['0990/01/01', '0990-01-01'],
    ['2024/3/18', '2024-03-18'],
    ['2024 / 03 / 18', '2024-03-18'],
    ['2024/03-18', '2024-03-18'],
    ['28.07.2005', '2005-07-28'],
    ['28. 07. 2005', '2005-07-28'],
  ])('%s is %s', (text, expected) => {
    expect(isoDate(text)).toBe(expected);
  });

  it.each([
    '2023/02/29',
    '1900/02/29',
    '2024/02/30',
    '1987/00/00',
    '2024/13/01',
    '2024/04/31',
    '2024/o3/18',
    '',
  ])('%s is no date', text => {
    expect(isoDate(text)).toBeUndefined();
  });
});
