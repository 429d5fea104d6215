import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import { DEFAULT_POINTS, pointSystem } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import { decodeTrf, readTrf, writeTrf16 } from '../../../src/core/readers/trf';

const root = join(__dirname, '../../fixtures/conformance');

describe('writeTrf16 format', () => {
  const t: Tournament = {
    name: 'Club Open',
    city: 'Köln',
    federation: 'GER',
    startDate: '2025-09-13',
    endDate: '2025-09-14',
    chiefArbiter: 'A. Arbiter',
    timeControl: '90 min + 30 s',
    rounds: 3,
    roundDates: ['25/09/13', '25/09/13', '25/09/14'],
    system: 'swiss',
    pointSystem: DEFAULT_POINTS,
    participants: [
      {
        startNo: 1,
        name: 'Müller, Jürgen',
        sex: 'm',
        title: 'FM',
        rating: 2310,
        federation: 'GER',
        fideId: '4600001',
        birthDate: '1990-05-17',
        rounds: [
          { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: true },
          { kind: 'played', opponent: 3, colour: 'b', result: 'draw', rated: false },
          { kind: 'half-bye' },
        ],
      },
      {
        startNo: 2,
        name: 'Schmidt, Karl',
        rounds: [
          { kind: 'played', opponent: 1, colour: 'b', result: 'loss', rated: true },
          { kind: 'forfeit-win', opponent: 4 },
          { kind: 'double-forfeit', opponent: 3, colour: 'w' },
        ],
      },
      {
        startNo: 3,
        name: 'Dupont, René',
        rating: 1800,
        rounds: [
          { kind: 'pairing-bye' },
          { kind: 'played', opponent: 1, colour: 'w', result: 'draw', rated: false },
          { kind: 'double-forfeit', opponent: 2, colour: 'b' },
        ],
      },
      {
        startNo: 4,
        name: 'Novak, Jan',
        rounds: [
          { kind: 'full-bye' },
          { kind: 'forfeit-loss', opponent: 2 },
          { kind: 'withdrawn' },
        ],
      },
    ],
  };

  test('header records, counts, XXR and 001 lines in their columns; rank by points when none was printed', () => {
    const lines = writeTrf16(t).split('\r\n');
    expect(lines).toEqual([
      '012 Club Open',
      '022 Köln',
      '032 GER',
      '042 2025/09/13',
      '052 2025/09/14',
      '062 4',
      '072 2',
      '092 Individual: Swiss-System',
      '102 A. Arbiter',
      '122 90 min + 30 s',
      `132${' '.repeat(88)}25/09/13  25/09/13  25/09/14`,
      'XXR 3',
      '001    1 m FM Müller, Jürgen                    2310 GER     4600001 1990/05/17  2.0    1     2 w 1     3 b D  0000 - H',
      '001    2      Schmidt, Karl                                                      1.0    3     1 b 0     4 - +     3 w -',
      '001    3      Dupont, René                      1800                             1.5    2  0000 - U     1 w D     2 b -',
      '001    4      Novak, Jan                                                         1.0    3  0000 - F     2 - -  0000 - Z',
      '',
    ]);
  });

  test('columns: round k starts at column 92 + 10(k−1)', () => {
    const line = writeTrf16(t).split('\r\n')[12];
    expect(line.slice(91, 95)).toBe('   2');
    expect(line.slice(101, 105)).toBe('   3');
    expect(line.slice(118, 119)).toBe('H');
    expect(line.slice(80, 84)).toBe(' 2.0');
  });

  test('13 team lines and a point system other than 1/½/0', () => {
    const teams = writeTrf16({
      ...t,
      pointSystem: pointSystem(3, 1, 0),
      teams: [{ teamNo: 1, name: 'SK Köln', players: [1, 2, 3, 4] }],
    });
    expect(teams).toContain(
      '\r\nBBW  3.0\r\nBBD  1.0\r\nBBL  0.0\r\nBBZ  0.0\r\nBBF  0.0\r\nBBU  3.0\r\n',
    );
    expect(teams).toContain('\r\n013 SK Köln                            1    2    3    4\r\n');
    const line = teams.split('\r\n').find(l => l.startsWith('013'));
    expect(line?.slice(36, 40)).toBe('   1');
  });

  const t26: Tournament = {
    ...t,
    deputyArbiters: ['D. One', 'D. Two'],
    typeCode: 'FIDE_DUTCH_2025',
    nationalRatingMethod: 'FIDON',
    declaredTiebreaks: ['PTS', 'BH/C1', 'SB'],
    pointSystem: pointSystem(3, 1, 0),
    participants: t.participants.map(p => (p.startNo === 1 ? { ...p, nationalRating: 2250 } : p)),
  };

  test('TRF-2026 when the data needs it: 142, 162, 172, 192, 212 and NRS records', () => {
    const lines = writeTrf16(t26).split('\r\n');
    expect(lines.slice(0, 17)).toEqual([
      '012 Club Open',
      '022 Köln',
      '032 GER',
      '042 2025/09/13',
      '052 2025/09/14',
      '062 4',
      '072 2',
      '102 A. Arbiter',
      '112 D. One',
      '112 D. Two',
      '122 90 min + 30 s',
      `132${' '.repeat(88)}25/09/13  25/09/13  25/09/14`,
      '142 3',
      // Code at column 6, points at 7–10, the next code 9 columns on (TRF-2026 162).
      '162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0',
      '172 FIDON',
      '192 FIDE_DUTCH_2025',
      '212 PTS,BH/C1,SB',
    ]);
    // The national rating record: the rating federation, the start number, the rating at 49–52.
    expect(lines[21]).toBe('GER    1      Müller, Jürgen                    2250');
    expect(lines[22]).toBe('');
    const back = readTrf(lines.join('\r\n'));
    expect(back.description).toMatch(/^TRF-2026 file: Swiss, 4 players, 3 rounds$/);
    expect(back.tournament.participants[0].nationalRating).toBe(2250);
    expect(back.tournament.deputyArbiters).toEqual(['D. One', 'D. Two']);
  });

  test('202 for tie-breaks without PTS; the BB lines when 162 cannot say the points', () => {
    const text = writeTrf16({
      ...t26,
      declaredTiebreaks: ['BH', 'SB'],
      pointSystem: { ...pointSystem(3, 1, 0), zeroBye: 1 },
    });
    expect(text).toContain('\r\n202 BH,SB\r\n');
    expect(text).not.toContain('162');
    expect(text).toContain('\r\nBBZ  1.0\r\nBBF  0.0\r\n');
  });

  test('a system chosen over the encoded type: 192 left out, 092 says the system', () => {
    const text = writeTrf16({ ...t26, system: 'round-robin' });
    expect(text).not.toContain('192');
    expect(text).toContain('\r\n092 Individual: Round Robin\r\n');
    expect(readTrf(text).tournament.system).toBe('round-robin');
  });

  test('numbers wider than their columns are refused, never cut; 100 points and more without decimals', () => {
    const big = (p: Partial<Participant>) => ({
      ...t,
      participants: t.participants.map(q => (q.startNo === 3 ? { ...q, ...p } : q)),
    });
    expect(() => writeTrf16(big({ rating: 12345 }))).toThrow(
      'TRF export: Dupont, René (No. 3): rating 12345 does not fit in the 4 columns TRF has for it',
    );
    expect(() => writeTrf16(big({ fideId: '123456789012' }))).toThrow(/FIDE id 123456789012/);
    const wins: RoundEntry[] = Array.from({ length: 3 }, () => ({ kind: 'full-bye' }));
    const hundred = writeTrf16({
      rounds: 3,
      pointSystem: pointSystem(40, 20, 0),
      participants: [{ startNo: 1, name: 'Solo', rounds: wins }],
    });
    // Three full-point byes of 40 points: 120, in columns 81–84.
    const line = hundred.split('\r\n').find(l => l.startsWith('001')) as string;
    expect(line.slice(80, 84)).toBe(' 120');
    expect(readTrf(hundred).tournament.participants[0].declaredPoints).toBe(120);
  });

  test('a point system TRF cannot express is refused', () => {
    expect(() => writeTrf16({ ...t, pointSystem: { ...DEFAULT_POINTS, halfBye: 0 } })).toThrow(
      'TRF export: a half-point bye scores 0 and a draw 0.5, but TRF gives a half-point bye the points of a draw',
    );
  });

  test('what was written reads back', () => {
    const back = readTrf(writeTrf16(t)).tournament;
    expect(back.participants.map(p => p.rounds)).toEqual(
      t.participants.map(p => p.rounds.map(normalise)),
    );
    expect(back.startDate).toBe('2025-09-13');
    expect(back.roundDates).toEqual(t.roundDates);
    expect(back.participants[0].birthDate).toBe('1990-05-17');
    expect(back.participants[0].title).toBe('FM');
  });
});

/** TRF has no codes for withdrawn or not-yet-joined: both are written as zero-point byes. */
function normalise(e: RoundEntry): RoundEntry {
  return e.kind === 'withdrawn' || e.kind === 'not-joined' ? { kind: 'zero-bye' } : e;
}

/** Boards come from team line-ups (TRF-2026 300), which TRF-16 cannot carry. */
function withoutBoard(e: RoundEntry): RoundEntry {
  if (!('board' in e)) return e;
  const copy: Record<string, unknown> = { ...e };
  delete copy.board;
  return copy as unknown as RoundEntry;
}

/** The part of a tournament that a TRF-16 round trip must keep. */
function essence(t: Tournament) {
  return {
    rounds: t.rounds,
    pointSystem: t.pointSystem,
    participants: t.participants.map(p => ({
      startNo: p.startNo,
      name: p.name,
      rating: p.rating,
      federation: p.federation,
      title: p.title,
      sex: p.sex,
      fideId: p.fideId,
      birthDate: p.birthDate,
      team: p.team,
      rounds: p.rounds.map(e => withoutBoard(normalise(e))),
    })),
    teams: t.teams?.map(team => ({ name: team.name, players: team.players })),
  };
}

describe('round trip of every conformance TRF through writeTrf16', () => {
  const files = ['real', 'generated'].flatMap(dir =>
    readdirSync(join(root, dir))
      .filter(f => f.endsWith('.trf'))
      .map(f => `${dir}/${f}`),
  );
  test.each(files)('%s', file => {
    const first = readTrf(decodeTrf(readFileSync(join(root, file)))).tournament;
    const written = writeTrf16(first);
    const second = readTrf(written).tournament;
    expect(essence(second)).toEqual(essence(first));
    expect(second.system).toBe(first.system);
    // Writing again gives the same text.
    expect(writeTrf16(second)).toBe(written);
  });
});

describe('property: junk never crashes the reader with anything but an InputError', () => {
  const valid = readFileSync(join(root, 'real/tec-swiss-individual.trf'), 'latin1');

  function readsOrInputError(text: string): void {
    try {
      const r = readTrf(text);
      for (const p of r.tournament.participants) expect(p.rounds).toHaveLength(r.tournament.rounds);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      expect(e.location.kind).toBe('line');
    }
  }

  test('random text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), readsOrInputError), {
      numRuns: 300,
    });
  });

  test('random lines of TRF-like tokens', () => {
    const token = fc.constantFrom(
      '001',
      '012',
      '013',
      '142',
      '162',
      '240',
      '299',
      '310',
      'XXR',
      'BBW',
      'GER',
      '###',
      ' ',
      '  ',
      '    ',
      '0000',
      '1',
      '12',
      '9999',
      'w',
      'b',
      '-',
      '+',
      '=',
      'H',
      'U',
      'Z',
      'X',
      '3.0',
      '2024/03/18',
      'W 3.0',
      '\t',
    );
    const line = fc.array(token, { maxLength: 40 }).map(ts => ts.join(' '));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), lines => readsOrInputError(lines.join('\n'))),
      { numRuns: 300 },
    );
  });

  test('a valid file with random characters replaced', () => {
    const edit = fc.record({
      at: fc.nat({ max: valid.length - 1 }),
      ch: fc.constantFrom(...' 0123456789wbWB=+-HFUZXx?.,\n#ABC'.split('')),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 8 }), edits => {
        const chars = valid.split('');
        for (const e of edits) chars[e.at] = e.ch;
        readsOrInputError(chars.join(''));
      }),
      { numRuns: 500 },
    );
  });
});
