import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { loadFile, loadTournament } from '../../src/cli/load';
import { standingsTable, toTsv } from '../../src/cli/output';
import { standingsTsvBytes } from '../../src/cli/tsvBytes';
import {
  rankColumns,
  rankStandings,
  readTrf,
  resolveRequest,
  standingsOf,
  writeTrf16,
} from '../../src/core';
import type { RankedColumns, ReadResult } from '../../src/core';
import { tmpFile } from '../support/cli';
import { randomSwiss } from '../core/tiebreaks/random';

/*
 * The command line writes the TSV table as bytes it puts together itself (src/cli/tsvBytes.ts),
 * from the ranking's columns. They must be, byte for byte, the UTF-8 of the table's text as toTsv
 * writes it from the standings' rows, which is what the command wrote before:
 * Buffer.from(toTsv(standingsTable(read, standingsOf(ranked))), 'utf8').
 */
const reference = (read: ReadResult, ranked: RankedColumns) =>
  Buffer.from(toTsv(standingsTable(read, standingsOf(ranked))), 'utf8');

/** A read tournament holding only what the table uses. */
const readOf = (players: { startNo: number; name: string }[]) =>
  ({
    tournament: { participants: players.map(p => ({ ...p, rounds: [] })) },
  }) as unknown as ReadResult;

describe('standingsTsvBytes', () => {
  it('writes the table of a small example', () => {
    const read = readOf([
      { startNo: 1, name: 'Tab\tInside' },
      { startNo: 2, name: 'Müller, Jürgen' },
      { startNo: 3, name: 'Line\r\n\nbreak' },
    ]);
    // By participant index: Müller first, then the other two tied on everything.
    const s: RankedColumns = {
      codes: ['BH', 'DE'],
      order: Int32Array.of(1, 0, 2),
      ties: [1, 3],
      points: [1, 2.5, 1],
      columns: [
        [0.1 + 0.2, 7.25, 12],
        [-0.75, null, 1e21],
      ],
    };
    const text =
      'Rank\tStartNo\tName\tPTS\tBH\tDE\n' +
      '1\t2\tMüller, Jürgen\t2.5\t7.25\t\n' +
      '2\t1\tTab Inside\t1\t0.3\t-0.75\n' +
      '2\t3\tLine break\t1\t12\t1e+21\n';
    expect(standingsTsvBytes(read, s).toString('utf8')).toBe(text);
    expect(standingsTsvBytes(read, s).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it("relies on Node's utf8Write and latin1Write, which Buffer#write itself calls, as write does", () => {
    // Not documented: a Node that dropped or changed them must fail here, not print wrong bytes.
    const text = 'Ä½\t-1.25 \ud83d';
    const viaWrite = Buffer.alloc(32, 120);
    const viaOwn = Buffer.alloc(32, 120) as Buffer & {
      utf8Write(text: string, at: number): number;
      latin1Write(text: string, at: number): number;
    };
    expect(viaOwn.utf8Write(text, 3)).toBe(viaWrite.write(text, 3, 'utf8'));
    expect(viaOwn.equals(viaWrite)).toBe(true);
    expect(viaOwn.latin1Write('-1023.75', 20)).toBe(viaWrite.write('-1023.75', 20, 'latin1'));
    expect(viaOwn.equals(viaWrite)).toBe(true);
  });

  it('writes lone surrogates as the UTF-8 encoder does (U+FFFD) and pairs as one character', () => {
    const read = readOf([{ startNo: 7, name: 'a\ud800b\udc00c\ud83d\ude00\ud83d' }]);
    const s: RankedColumns = {
      codes: [],
      order: Int32Array.of(0),
      ties: [],
      points: [0],
      columns: [],
    };
    const bytes = standingsTsvBytes(read, s);
    expect(bytes.equals(reference(read, s))).toBe(true);
    expect(bytes.toString('hex')).toContain(
      Buffer.from('a\ufffdb\ufffdc😀\ufffd\t0\n', 'utf8').toString('hex'),
    );
  });

  it('moves to a larger buffer when the names are longer than the first guess', () => {
    const players = [1, 2, 3].map(i => ({ startNo: i, name: `${'Ö'.repeat(400 * i)}\t${i}` }));
    const read = readOf(players);
    const s: RankedColumns = {
      codes: ['BH'],
      order: Int32Array.of(0, 1, 2),
      ties: [],
      points: [3, 2, 1],
      columns: [[1 / 3, 1 / 3, 1 / 3]],
    };
    const bytes = standingsTsvBytes(read, s);
    expect(bytes.length).toBeGreaterThan(2 * (400 + 800 + 1200));
    expect(bytes.equals(reference(read, s))).toBe(true);
  });

  it("writes a TRF's table from its roster, without building its participants", () => {
    const text = writeTrf16(randomSwiss(41, 7, 5, { unplayed: true }));
    const read = readTrf(text);
    const ranked = rankColumns(read.tournament, ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG']);
    const bytes = standingsTsvBytes(read, ranked);
    // Still the accessor that builds them on first use (src/core/model/lazyParticipants.ts).
    expect(Object.getOwnPropertyDescriptor(read.tournament, 'participants')?.get).toBeDefined();
    expect(bytes.equals(reference(read, ranked))).toBe(true);
    // The same names as the participants, once built.
    const names = read.tournament.participants.map(p => `\t${p.startNo}\t${p.name}\t`);
    expect(Object.getOwnPropertyDescriptor(read.tournament, 'participants')?.get).toBeUndefined();
    for (const name of names) expect(bytes.toString('utf8')).toContain(name);
  });

  it('writes the bytes of the table text for random tables, names and values', () => {
    // Names from single characters that matter: ASCII, separators TSV flattens, Latin-1,
    // characters of 3 UTF-8 bytes, a pair of surrogates and lone halves of one.
    const unit = fc.oneof(
      fc.constantFrom('a', 'Z', ' ', ',', '\t', '\n', '\r', 'ä', '½', '„', '€', '😀'),
      fc.constantFrom('\ud83d', '\ude00', '\ud800', '\udfff'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const name = fc.oneof(
      fc.string({ unit, maxLength: 12 }),
      fc.string({ unit, minLength: 40, maxLength: 200 }),
    );
    // Values of every kind a column holds: none, quarters inside and outside the table of their
    // texts, −0, values next to a quarter by less than formatNumber sees, other fractions, large,
    // tiny, negative and non-finite numbers.
    const quarter = fc.integer({ min: -20_000, max: 20_000 }).map(q => q / 4);
    const value = fc.oneof(
      fc.constant(null),
      quarter,
      fc.constantFrom(-0, 1023.75, 1024, -1024, -1024.25, 0.1 + 0.2, 2 ** 31, 1e21, -1.5e300),
      fc.constantFrom(Infinity, -Infinity, NaN, 5e-324, -1e-300, 2 ** 52 - 0.5, -(2 ** 51) - 0.25),
      fc
        .tuple(quarter, fc.constantFrom(1e-9, 1e-12, 1e-13, 2 ** -42, -(2 ** -44), -3e-10))
        .map(([q, e]) => q + e),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.double(),
    );
    const startNo = fc.oneof(
      fc.integer({ min: 0, max: 99_999 }),
      fc.constantFrom(2 ** 31, 1e21, -3, 0.5, -0.0000012345678901234567),
      // Around the whole numbers written digit by digit (below 10,000), and NaN.
      fc.constantFrom(-0, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 10_001, -1, 9999.5, NaN),
    );
    const player = (codes: number) =>
      fc.record({
        name,
        startNo,
        points: value.filter(v => v !== null),
        values: fc.array(value, { minLength: codes, maxLength: codes }),
        // Ranked after the previous position, or tied with it on everything.
        tiedWithPrevious: fc.boolean(),
      });
    const table = fc.integer({ min: 0, max: 5 }).chain(codes =>
      fc.record({
        codes: fc.constant(Array.from({ length: codes }, (_, i) => (i === 1 ? 'Ä\t1' : `C${i}`))),
        players: fc.array(player(codes), { maxLength: 20 }).chain(players =>
          fc.tuple(
            fc.constant(players),
            fc.shuffledSubarray(
              players.map((_, i) => i),
              {
                minLength: players.length,
                maxLength: players.length,
              },
            ),
          ),
        ),
      }),
    );
    fc.assert(
      fc.property(table, ({ codes, players: [players, order] }) => {
        const read = readOf(players.map(p => ({ startNo: p.startNo, name: p.name })));
        const ties: number[] = [];
        for (let s = 1; s < order.length; s++) {
          if (!players[order[s]].tiedWithPrevious) continue;
          if (ties.length > 0 && ties[ties.length - 1] === s) ties[ties.length - 1] = s + 1;
          else ties.push(s - 1, s + 1);
        }
        const ranked: RankedColumns = {
          codes,
          order: Int32Array.from(order),
          ties,
          points: players.map(p => p.points as number),
          columns: codes.map((_, k) => players.map(p => p.values[k])),
        };
        const expected = reference(read, ranked);
        // Twice: the second time every small quarter's bytes come from the table.
        expect(standingsTsvBytes(read, ranked).equals(expected)).toBe(true);
        expect(standingsTsvBytes(read, ranked).equals(expected)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('standingsTsvBytes on names', () => {
  // Plain ASCII names beside names TSV flattens (a tab or a line break) or that are not ASCII, at
  // every place of tables up to 300 rows.
  const ranked = (n: number): RankedColumns => ({
    codes: ['BH'],
    order: Int32Array.from({ length: n }, (_, s) => n - 1 - s),
    ties: n > 2 ? [1, 3] : [],
    points: Array.from({ length: n }, (_, i) => i / 2),
    columns: [Array.from({ length: n }, (_, i) => (i % 3 === 0 ? null : i * 1.25))],
  });

  it('writes ASCII names as they are', () => {
    const read = readOf([
      { startNo: 1, name: 'Smith, John' },
      { startNo: 2, name: '' },
      { startNo: 3, name: ' ~!"#$%&()*+,-./09:;<=>?@AZ[\\]^_`az{|}\u007f\u0001' },
    ]);
    const s = ranked(3);
    expect(standingsTsvBytes(read, s).equals(reference(read, s))).toBe(true);
  });

  it('writes a name that is not plain among plain ones', () => {
    // Among them characters whose Latin-1 byte (the low byte) is a plain one, a tab or a break.
    for (const odd of ['\t', '\n', '\r', 'é', 'Ł', '\u0109', '\u010a', '€', '\ud83d', '😀']) {
      const read = readOf([
        { startNo: 1, name: 'Plain One' },
        { startNo: 2, name: `Odd ${odd} Name` },
        { startNo: 3, name: 'Plain Three' },
      ]);
      const s = ranked(3);
      expect(standingsTsvBytes(read, s).equals(reference(read, s))).toBe(true);
    }
  });

  it('gives the bytes of the table text for random ASCII names, one of them perhaps not plain', () => {
    // Up to 300 rows, a name that is not plain anywhere among them. Some names are long, so that
    // the rows move to a larger buffer on the way.
    const unit = fc.integer({ min: 0, max: 127 }).map(c => String.fromCharCode(c));
    const plainAscii = fc
      .oneof(
        fc.string({ unit, maxLength: 30 }),
        fc.string({ unit, minLength: 100, maxLength: 400 }),
      )
      .map(t => t.replace(/[\t\n\r]/g, ''));
    const odd = fc.constantFrom(
      '\t',
      '\n',
      '\r',
      '\r\n',
      '\u0080',
      'ÿ',
      'Ł',
      '\u0109',
      '\u010d',
      '\udc00',
      '😀',
    );
    fc.assert(
      fc.property(
        fc.array(plainAscii, { minLength: 1, maxLength: 300 }),
        fc.option(fc.tuple(fc.nat(), fc.nat(), odd)),
        (names, spoil) => {
          if (spoil) {
            const [who, where, c] = spoil;
            const k = who % names.length;
            const at = where % (names[k].length + 1);
            names[k] = names[k].slice(0, at) + c + names[k].slice(at);
          }
          const read = readOf(names.map((name, i) => ({ startNo: i + 1, name })));
          const s = ranked(names.length);
          expect(standingsTsvBytes(read, s).equals(reference(read, s))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes a line break in a name of a long table, wherever it is', () => {
    // By position in the table: ranked(n) puts participant n − 1 − s at position s.
    for (const bad of [99, 100, 101, 150, 298]) {
      const names = Array.from({ length: 300 }, (_, i) => `Player ${i}`);
      names[299 - bad] = `Line\nbreak ${bad}`;
      names[299 - bad - 1] = 'Zoë';
      const read = readOf(names.map((name, i) => ({ startNo: i + 1, name })));
      const s = ranked(names.length);
      expect(standingsTsvBytes(read, s).equals(reference(read, s))).toBe(true);
    }
  });
});

describe('standingsTsvBytes on numbers', () => {
  it('writes ranks and start numbers of every length, whole or not, as String does', () => {
    // 10,050 rows: ranks from 1 past 10,000 (written digit by digit below it, by String from
    // it on), ties across 9,999 | 10,000 and 999 | 1,000, start numbers of every kind.
    const n = 10_050;
    const odd = [
      -0,
      -1,
      0.5,
      1e21,
      2 ** 31,
      NaN,
      10_000,
      99_999,
      9999.75,
      -0.0000012345678901234567,
    ];
    const read = readOf(
      Array.from({ length: n }, (_, i) => ({
        startNo: i % 97 === 0 ? odd[(i / 97) % odd.length] : (i * 7919) % 12_000,
        name: `P${i}`,
      })),
    );
    const s: RankedColumns = {
      codes: [],
      order: Int32Array.from({ length: n }, (_, i) => (i * 31) % n),
      ties: [997, 1003, 9997, 10_002],
      points: Array.from({ length: n }, () => 1),
      columns: [],
    };
    const expected = reference(read, s);
    const text = expected.toString('utf8');
    for (const row of ['998\t', '9998\t', '10003\t', '10050\t', '\tNaN\t', '\t1e+21\t'])
      expect(text).toContain(row);
    expect(standingsTsvBytes(read, s).equals(expected)).toBe(true);
  });

  it('writes every quarter from −300 to 1100 as formatNumber does, twice', () => {
    // The quarters from 0 to 127.75 are written into their table before the first table, the
    // others of the table when first seen; past 1023.75 and below −1024 they are not kept.
    const values = Array.from({ length: 5601 }, (_, k) => (k - 1200) / 4);
    const read = readOf(values.map((_, i) => ({ startNo: i + 1, name: `P${i}` })));
    const s: RankedColumns = {
      codes: ['X'],
      order: Int32Array.from(values, (_, i) => i),
      ties: [],
      points: values,
      columns: [values.map(v => -v)],
    };
    const expected = reference(read, s);
    expect(expected.toString('utf8')).toContain('\t127.75\t-127.75\n');
    expect(standingsTsvBytes(read, s).equals(expected)).toBe(true);
    expect(standingsTsvBytes(read, s).equals(expected)).toBe(true);
  });
});

describe('the built command with --format tsv', () => {
  it('writes the bytes of toTsv(standingsTable(…)) for names of every kind', () => {
    // Quoted CSV fields can hold a tab and a line break; the other names are not ASCII.
    const file = tmpFile(
      'names.csv',
      'No,Name,R1,R2\n' +
        '1,"Müller,\tJürgen",2w1,3b½\n' +
        '2,"Zoë „Test“\r\nZwei",1b0,4w1\n' +
        '3,Łukasz Żółć ½,4w½,1w½\n' +
        '4,😀 Emoji,3b½,2b0\n',
    );
    const read = loadTournament(file);
    const { codes, rules } = resolveRequest(read.tournament, 'BH,SB,ARO');
    const expected = reference(read, rankColumns(read.tournament, codes, { rules }));
    expect(standingsOf(rankColumns(read.tournament, codes, { rules }))).toEqual(
      rankStandings(read.tournament, codes, { rules }),
    );
    expect(expected.toString('utf8')).toContain('Müller, Jürgen');
    expect(expected.toString('utf8')).toContain('Zoë „Test“ Zwei');

    const bin = join(__dirname, '..', '..', 'bin', 'chess-standings.js');
    const r = spawnSync(process.execPath, [
      bin,
      file,
      '--tiebreaks',
      'BH,SB,ARO',
      '--format',
      'tsv',
    ]);
    expect(r.stderr.toString('utf8')).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.equals(expected)).toBe(true);
  });
});

describe('standingsTsvBytes with plainNames, as loadFile says', () => {
  /** The TRF of a small random event, each name replaced (column 15 on, 32 characters). */
  const trfWithNames = (names: string[], ending: string): string => {
    const t = randomSwiss(names.length, 3, names.length, { unplayed: true });
    let k = 0;
    return writeTrf16(t)
      .split('\n')
      .map(line =>
        line.startsWith('001 ') && k < names.length
          ? line.slice(0, 14) + names[k++].padEnd(33).slice(0, 33) + line.slice(47)
          : line,
      )
      .join(ending);
  };

  it('says plain only when no name can hold a tab or a line break, and the bytes stay the same', () => {
    // Names of characters TSV flattens (a tab; a CR or LF, which end a TRF line), others not
    // ASCII, and plain ones; files with every line ending, now and then with a tab elsewhere.
    const unit = fc.constantFrom('a', 'Z', ' ', ',', '\t', '\r', '\n', 'é', 'Ł', '😀');
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit, maxLength: 12 }), { minLength: 2, maxLength: 12 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        (names, ending, tabElsewhere) => {
          const text = trfWithNames(names, ending) + (tabElsewhere ? `###\t${ending}` : '');
          const file = tmpFile('event.trf', text);
          let loaded;
          try {
            loaded = loadFile(file);
          } catch {
            // A line break inside a name can leave a line the reader refuses.
            return;
          }
          const { read, plainNames } = loaded;
          expect(read).toEqual(loadTournament(file));
          if (plainNames) {
            expect(text.includes('\t')).toBe(false);
            for (const p of read.tournament.participants) expect(p.name).not.toMatch(/[\t\r\n]/);
          }
          if (!text.includes('\t')) expect(plainNames).toBe(true);
          const ranked = rankColumns(read.tournament, ['BH', 'SB']);
          expect(standingsTsvBytes(read, ranked, plainNames).equals(reference(read, ranked))).toBe(
            true,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is not said of files other than TRF, whose names may hold a tab or a line break', () => {
    const file = tmpFile('names.csv', 'No,Name,R1\n1,"Line\nbreak",2w1\n2,Plain,1b0\n');
    const { read, plainNames } = loadFile(file);
    expect(plainNames).toBe(false);
    expect(read.tournament.participants[0].name).toBe('Line\nbreak');
  });
});
