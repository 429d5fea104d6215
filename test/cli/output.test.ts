import { standingsTable, toText, toTsv } from '../../src/cli/output';
import { rankStandings, readTrf, writeTrf16 } from '../../src/core';
import { randomSwiss } from '../core/tiebreaks/random';

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

describe("the tables of a TRF's standings", () => {
  it('name every player by start number and name without building the participants', () => {
    const source = randomSwiss(12, 5, 7, { unplayed: true });
    const read = readTrf(writeTrf16(source));
    const s = rankStandings(read.tournament, ['BH', 'SB']);
    const table = standingsTable(read, s);
    const text = toText(read, s, 'FIDE 2026');
    // Still the accessor that builds them when first read (src/core/model/lazyParticipants.ts).
    expect(Object.getOwnPropertyDescriptor(read.tournament, 'participants')?.get).toBeDefined();
    const byNo = new Map(source.participants.map(p => [String(p.startNo), p.name]));
    expect(table.slice(1).map(r => byNo.get(r[1]))).toEqual(table.slice(1).map(r => r[2]));
    expect(new Set(table.slice(1).map(r => r[1]))).toEqual(new Set(byNo.keys()));
    for (const name of byNo.values()) expect(text).toContain(name);
  });
});
