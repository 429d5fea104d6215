/* A random valid individual tournament for TRF round-trip properties. */
import fc from 'fast-check';
import { DEFAULT_POINTS, pointSystem } from '../../../src/core/model/points';
import type {
  Colour,
  Participant,
  PointSystem,
  RoundEntry,
  Tournament,
} from '../../../src/core/model/types';
import { systemOf } from '../../../src/core/readers/trf/system';

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZüéßöÅ, -.'.split('');

/**
 * A random valid tournament: Swiss-like pairings of the players present each round, a
 * pairing-allocated bye for an odd one out, requested byes, withdrawals and late entries,
 * forfeits (named or not), double forfeits, 0-0, unrated games, games not played yet in the
 * last round, unrated players, 1/½/0 or 3/1/0.
 */
export function randomTournament(g: fc.GeneratorValue): Tournament {
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
      ...participantDetails(g, n),
      rounds: rs,
    };
  });
  return { ...eventDetails(g, rounds), rounds, participants, pointSystem: ps };
}

function maybe<T>(g: fc.GeneratorValue, arb: fc.Arbitrary<T>): T | undefined {
  return g(fc.option, arb, { nil: undefined });
}

/** The fields of a 001 line besides name, rating and federation, and a national rating (NRS). */
function participantDetails(g: fc.GeneratorValue, n: number): Partial<Participant> {
  const out: Record<string, unknown> = {
    sex: maybe(g, fc.constantFrom('m', 'w')),
    title: maybe(g, fc.constantFrom('GM', 'IM', 'FM', 'CM', 'WGM', 'WIM')),
    fideId: maybe(g, fc.integer({ min: 1, max: 99999999999 }).map(String)),
    // A date TRF prints as YYYY/MM/DD reads back as ISO; "year only" dates stay as printed.
    birthDate: maybe(g, fc.constantFrom('1990-05-17', '2004-02-29', '1987/00/00')),
    nationalRating: maybe(g, fc.integer({ min: 800, max: 2500 })),
    declaredRank: maybe(g, fc.integer({ min: 1, max: n })),
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as Partial<Participant>;
}

/** Header records: text ones, dates, deputies, and the TRF-2026 ones (192, 172, 202/212). */
function eventDetails(g: fc.GeneratorValue, rounds: number): Partial<Tournament> {
  const typeCode = maybe(g, fc.constantFrom('FIDE_DUTCH_2025', 'BERGER_ROUNDROBIN', 'CUSTOM_X'));
  const typeText = maybe(g, fc.constantFrom('Swiss-System', 'Rundenturnier', 'Open A'));
  const out: Record<string, unknown> = {
    name: maybe(g, fc.constantFrom('Club Open', 'Grand Prix Köln 2025')),
    city: maybe(g, fc.constantFrom('Köln', 'Lechenich')),
    federation: maybe(g, fc.constantFrom('GER', 'FRA')),
    startDate: maybe(g, fc.constantFrom('2025-09-13', '2024-03-18')),
    endDate: maybe(g, fc.constantFrom('2025-09-14')),
    chiefArbiter: maybe(g, fc.constantFrom('A. Arbiter')),
    deputyArbiters: maybe(g, fc.constantFrom(['D. One'], ['D. One', 'D. Two'])),
    timeControl: maybe(g, fc.constantFrom('90 min + 30 s', "100'x40+15'+30\"")),
    roundDates: maybe(
      g,
      fc.constant(
        Array.from({ length: rounds }, (_, r) => `25/09/${String(13 + r).padStart(2, '0')}`),
      ),
    ),
    typeCode,
    typeText,
    system: systemOf(typeCode, typeText),
    nationalRatingMethod: maybe(g, fc.constantFrom('FIDON', 'NIDOF', 'NRO GER')),
    declaredTiebreaks: maybe(g, fc.constantFrom(['BH', 'SB'], ['PTS', 'BH/C1', 'SB', 'DE'])),
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as Partial<Tournament>;
}
