import { toTsv } from '../../src/cli/output';

describe('toTsv', () => {
  it('flattens tabs and line breaks inside fields (TSV has no quoting) and leaves others alone', () => {
    expect(
      toTsv([
        ['Rank', 'Name', 'PTS'],
        ['1', 'Müller,\tJürgen', '4.5'],
        ['2', 'Line\r\nbreak', '4'],
        ['3', 'Plain, Name', '3.25'],
      ]),
    ).toBe('Rank\tName\tPTS\n1\tMüller, Jürgen\t4.5\n2\tLine break\t4\n3\tPlain, Name\t3.25\n');
  });
});
