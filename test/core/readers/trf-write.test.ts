import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import { DEFAULT_POINTS, pointSystem } from '../../../src/core/model/points';
import type {
  Colour,
  Participant,
  PointSystem,
  RoundEntry,
  Tournament,
} from '../../../src/core/model/types';
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

  test('header records, XXR and 001 lines in their columns', () => {
    const lines = writeTrf16(t).split('\r\n');
    expect(lines).toEqual([
      '012 Club Open',
      '022 Köln',
      '032 GER',
      '042 2025/09/13',
      '052 2025/09/14',
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
    const line = writeTrf16(t).split('\r\n')[10];
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

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZüéßöÅ, -.'.split('');

/**
 * A random valid tournament: Swiss-like pairings of the players present each round, a
 * pairing-allocated bye for an odd one out, requested byes, withdrawals and late entries,
 * forfeits (named or not), double forfeits, 0-0, unrated games, games not played yet in the
 * last round, unrated players, 1/½/0 or 3/1/0.
 */
function randomTournament(g: fc.GeneratorValue): Tournament {
  const n = g(fc.integer, { min: 1, max: 14 });
  const rounds = g(fc.integer, { min: 1, max: 7 });
  const ps: PointSystem = g(fc.constantFrom, DEFAULT_POINTS, pointSystem(3, 1, 0));
  const entries: RoundEntry[][] = Array.from({ length: n }, () => []);
  const leaves = Array.from({ length: n }, () =>
    g(fc.option, fc.integer({ min: 1, max: rounds }), { nil: undefined, freq: 4 }),
  );
  const joins = Array.from({ length: n }, () =>
    g(fc.option, fc.integer({ min: 1, max: rounds }), { nil: undefined, freq: 4 }),
  );
  for (let r = 1; r <= rounds; r++) {
    const present: number[] = [];
    for (let i = 0; i < n; i++) {
      const leave = leaves[i];
      const join = joins[i];
      if (leave !== undefined && r > leave) entries[i].push({ kind: 'withdrawn' });
      else if (join !== undefined && r < join) entries[i].push({ kind: 'not-joined' });
      else {
        const request = g(
          fc.constantFrom,
          'play',
          'play',
          'play',
          'play',
          'play',
          'H',
          'Z',
          'F',
          'nameless',
        );
        if (request === 'H') entries[i].push({ kind: 'half-bye' });
        else if (request === 'Z') entries[i].push({ kind: 'zero-bye' });
        else if (request === 'F') entries[i].push({ kind: 'full-bye' });
        else if (request === 'nameless') {
          entries[i].push(
            g(
              fc.constantFrom,
              { kind: 'forfeit-win', opponent: null },
              { kind: 'forfeit-loss', opponent: null },
            ),
          );
        } else present.push(i);
      }
    }
    const order = g(fc.shuffledSubarray, present, {
      minLength: present.length,
      maxLength: present.length,
    });
    if (order.length % 2 === 1) entries[order.pop() as number].push({ kind: 'pairing-bye' });
    for (let k = 0; k < order.length; k += 2) {
      const [a, b] = [order[k], order[k + 1]];
      const white: Colour | undefined = g(fc.constantFrom, 'w', 'b', undefined);
      const ca = white ? { colour: white } : {};
      const cb = white ? { colour: (white === 'w' ? 'b' : 'w') as Colour } : {};
      const outcome = g(
        fc.constantFrom,
        '1-0',
        '½-½',
        '0-1',
        '0-0',
        '½-0',
        '+/-',
        '-/+',
        '-/-',
        'pending',
      );
      const rated = g(fc.boolean);
      const played = (ra: 'win' | 'draw' | 'loss', rb: 'win' | 'draw' | 'loss') => {
        entries[a].push({ kind: 'played', opponent: b + 1, ...ca, result: ra, rated });
        entries[b].push({ kind: 'played', opponent: a + 1, ...cb, result: rb, rated });
      };
      if (outcome === '1-0') played('win', 'loss');
      else if (outcome === '½-½') played('draw', 'draw');
      else if (outcome === '0-1') played('loss', 'win');
      else if (outcome === '0-0') played('loss', 'loss');
      else if (outcome === '½-0') played('draw', 'loss');
      else if (outcome === '+/-') {
        entries[a].push({ kind: 'forfeit-win', opponent: b + 1, ...ca });
        entries[b].push({ kind: 'forfeit-loss', opponent: a + 1, ...cb });
      } else if (outcome === '-/+') {
        entries[a].push({ kind: 'forfeit-loss', opponent: b + 1, ...ca });
        entries[b].push({ kind: 'forfeit-win', opponent: a + 1, ...cb });
      } else if (outcome === '-/-') {
        entries[a].push({ kind: 'double-forfeit', opponent: b + 1, ...ca });
        entries[b].push({ kind: 'double-forfeit', opponent: a + 1, ...cb });
      } else {
        entries[a].push({ kind: 'pending', opponent: b + 1, ...ca });
        entries[b].push({ kind: 'pending', opponent: a + 1, ...cb });
      }
    }
  }
  const participants: Participant[] = entries.map((rs, i) => {
    const raw = g(fc.array, fc.constantFrom(...NAME_CHARS), { minLength: 0, maxLength: 25 }).join(
      '',
    );
    const name = `P${i + 1} ${raw}`.trim().replace(/\s+/g, ' ');
    const rating = g(fc.option, fc.integer({ min: 1000, max: 2850 }), { nil: undefined });
    const federation = g(fc.option, fc.constantFrom('GER', 'FRA', 'NED'), { nil: undefined });
    return {
      startNo: i + 1,
      name,
      ...(rating !== undefined ? { rating } : {}),
      ...(federation !== undefined ? { federation } : {}),
      rounds: rs,
    };
  });
  return { rounds, participants, pointSystem: ps };
}

describe('property: write then read gives the same tournament', () => {
  test('random valid tournaments', () => {
    fc.assert(
      fc.property(fc.gen(), g => {
        const t = randomTournament(g);
        const written = writeTrf16(t);
        const back = readTrf(written).tournament;
        expect(essence(back)).toEqual(essence(t));
        expect(writeTrf16(back)).toBe(written);
      }),
      { numRuns: 300 },
    );
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
