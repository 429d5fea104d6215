import { standingsTable, standingsTsv, toTsv } from '../../src/cli/output';
import type { ReadResult, Standings } from '../../src/core';

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

describe('standingsTsv', () => {
  const read = {
    tournament: {
      participants: [
        { startNo: 1, name: 'Tab\tInside', rounds: [] },
        { startNo: 2, name: 'Plain, Name', rounds: [] },
        { startNo: 3, name: 'Line\nbreak', rounds: [] },
      ],
    },
  } as unknown as ReadResult;
  const standings: Standings = {
    codes: ['BH', 'DE'],
    rows: [
      { index: 1, rank: 1, place: '1', points: 2.5, values: [7.25, null] },
      { index: 0, rank: 2, place: '2–3', points: 1, values: [0.1 + 0.2, 0] },
      { index: 2, rank: 2, place: '2–3', points: 1, values: [12, 1] },
    ],
  };

  it('writes the rows of the standings table as toTsv writes them', () => {
    expect(standingsTsv(read, standings)).toBe(
      'Rank\tStartNo\tName\tPTS\tBH\tDE\n' +
        '1\t2\tPlain, Name\t2.5\t7.25\t\n' +
        '2\t1\tTab Inside\t1\t0.3\t0\n' +
        '2\t3\tLine break\t1\t12\t1\n',
    );
    expect(standingsTsv(read, standings)).toBe(toTsv(standingsTable(read, standings)));
  });
});
