import fc from 'fast-check';
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

  it('looks up the text of quarters as formatNumber writes every value, on random tables', () => {
    // Values of every kind a column holds: none, quarters inside and outside the looked-up
    // range, −0, float noise around them, fractions, large and non-finite numbers.
    const value = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -20_000, max: 20_000 }).map(q => q / 4),
      fc.constantFrom(-0, 1023.75, 1024, -1024, -1024.25, 0.1 + 0.2, 2 ** 31, 1e21, Infinity, NaN),
      fc.integer({ min: -4000, max: 4000 }).map(q => q / 4 + 1e-12),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    );
    const name = fc.string({ unit: 'binary', maxLength: 12 });
    const table = fc.integer({ min: 0, max: 4 }).chain(codes =>
      fc.record({
        codes: fc.constant(Array.from({ length: codes }, (_, i) => `C${i}\t`)),
        rows: fc.array(
          fc.record({
            name,
            startNo: fc.integer({ min: 1, max: 9999 }),
            rank: fc.integer({ min: 1, max: 9999 }),
            points: value.filter(v => v !== null),
            values: fc.array(value, { minLength: codes, maxLength: codes }),
          }),
          { maxLength: 20 },
        ),
      }),
    );
    fc.assert(
      fc.property(table, t => {
        const read = {
          tournament: {
            participants: t.rows.map(r => ({ startNo: r.startNo, name: r.name, rounds: [] })),
          },
        } as unknown as ReadResult;
        const s: Standings = {
          codes: t.codes,
          rows: t.rows.map((r, index) => ({
            index,
            rank: r.rank,
            place: String(r.rank),
            points: r.points as number,
            values: r.values,
          })),
        };
        // Twice: the second time every quarter comes from the table.
        expect(standingsTsv(read, s)).toBe(toTsv(standingsTable(read, s)));
        expect(standingsTsv(read, s)).toBe(toTsv(standingsTable(read, s)));
      }),
      { numRuns: 500 },
    );
  });
});
