/**
 * Issue 11: the same state of a tournament gives the same numbers whatever layout it is typed in.
 * Random tournaments — byes of every kind, forfeits, double forfeits, double losses and other
 * arbiter's awards, withdrawals, games not played yet — are written as a progress table, a
 * results list with its player list, a TRF file and (round robins) a crosstable, with the rows
 * shuffled and blank rows and columns around; every registered code must give the same values as
 * on the tournament itself, or every layout the same refusal.
 */
import fc from 'fast-check';
import {
  computeTiebreaks,
  readGrid,
  readTrf,
  registeredNames,
  writeTrf16,
  DEFAULT_POINTS,
  type Grid,
  type Participant,
  type ReadOptions,
  type RoundEntry,
  type TiebreakOptions,
  type Tournament,
  type TournamentSystem,
} from '../../src/core';
import { rng } from './tiebreaks/random';
import {
  crosstable,
  padded,
  progressTable,
  resultsList,
  shuffledRows,
} from '../support/sheetLayouts';

const NAMES = [
  'Adams',
  'Berger',
  'Carlsen',
  'Dufresne',
  'Euwe',
  'Fischer',
  'Gelfand',
  'Huebner',
  'Ivanchuk',
  'Janowski',
  'Karpov',
  'Lasker',
];

type Game = readonly [RoundEntry['kind'], string | null, RoundEntry['kind'], string | null];

/** White's and Black's sides of one game: kind, and the result of a game over the board. */
const GAMES: readonly Game[] = [
  ['played', 'win', 'played', 'loss'],
  ['played', 'win', 'played', 'loss'],
  ['played', 'draw', 'played', 'draw'],
  ['played', 'draw', 'played', 'draw'],
  ['played', 'loss', 'played', 'win'],
  ['played', 'loss', 'played', 'win'],
  ['forfeit-win', null, 'forfeit-loss', null],
  ['forfeit-loss', null, 'forfeit-win', null],
  ['double-forfeit', null, 'double-forfeit', null],
  ['played', 'loss', 'played', 'loss'],
  ['played', 'draw', 'played', 'loss'],
  ['pending', null, 'pending', null],
];

function side(
  kind: RoundEntry['kind'],
  result: string | null,
  opponent: number,
  colour: 'w' | 'b',
): RoundEntry {
  if (kind === 'played') {
    return { kind, opponent, colour, result: result as 'win' | 'draw' | 'loss', rated: true };
  }
  return { kind, opponent, colour } as RoundEntry;
}

function players(n: number, random: () => number): Omit<Participant, 'rounds'>[] {
  return Array.from({ length: n }, (_, i) => ({
    startNo: i + 1,
    name: NAMES[i],
    ...(random() < 0.8 && { rating: 1400 + Math.floor(random() * 1000) }),
  }));
}

function tournament(
  people: Omit<Participant, 'rounds'>[],
  entries: RoundEntry[][],
  system: TournamentSystem,
): Tournament {
  return {
    rounds: entries[0].length,
    participants: people.map((p, i) => ({ ...p, rounds: entries[i] })),
    pointSystem: DEFAULT_POINTS,
    system,
  };
}

/** Random pairings each round, every kind of round a progress table and results list can write. */
function randomSwiss(seed: number): Tournament {
  const random = rng(seed);
  const n = 4 + Math.floor(random() * 7);
  const rounds = 2 + Math.floor(random() * 4);
  const entries: RoundEntry[][] = Array.from({ length: n }, () => []);
  const withdrawnFrom = Array.from({ length: n }, () =>
    random() < 0.12 ? 2 + Math.floor(random() * rounds) : rounds + 1,
  );
  for (let r = 0; r < rounds; r++) {
    const present: number[] = [];
    for (let i = 0; i < n; i++) {
      const u = random();
      if (r + 1 >= withdrawnFrom[i]) entries[i].push({ kind: 'withdrawn' });
      else if (u < 0.04) entries[i].push({ kind: 'half-bye' });
      else if (u < 0.08) entries[i].push({ kind: 'zero-bye' });
      else if (u < 0.1) entries[i].push({ kind: 'full-bye' });
      else present.push(i);
    }
    for (let k = present.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [present[k], present[j]] = [present[j], present[k]];
    }
    if (present.length % 2 === 1) entries[present.pop() as number].push({ kind: 'pairing-bye' });
    for (let k = 0; k < present.length; k += 2) {
      const [w, b] = [present[k], present[k + 1]];
      const [wk, wr, bk, br] = GAMES[Math.floor(random() * GAMES.length)];
      entries[w].push(side(wk, wr, b + 1, 'w'));
      entries[b].push(side(bk, br, w + 1, 'b'));
    }
  }
  return tournament(players(n, random), entries, 'swiss');
}

/**
 * A single round robin, the rounds in the Berger table's order (C.05 Annex 1): positions p, q of
 * an even table meet in round (p + q − 2) mod (size − 1), the last position meets p in round
 * (2p − 2) mod (size − 1). An odd field has a dummy at the last position: the free round, which
 * scores nothing in a round robin.
 */
function randomRoundRobin(seed: number): Tournament {
  const random = rng(seed);
  const n = 3 + Math.floor(random() * 6);
  const size = n % 2 === 0 ? n : n + 1;
  const entries: RoundEntry[][] = Array.from({ length: n }, () => new Array<RoundEntry>(size - 1));
  for (let p = 1; p <= n; p++) {
    for (let q = p + 1; q <= size; q++) {
      const round = q === size ? (2 * p - 2) % (size - 1) : (p + q - 2) % (size - 1);
      if (q > n) {
        entries[p - 1][round] = { kind: 'pairing-bye' };
        continue;
      }
      const [wk, wr, bk, br] = GAMES[Math.floor(random() * GAMES.length)];
      entries[p - 1][round] = side(wk, wr, q, 'w');
      entries[q - 1][round] = side(bk, br, p, 'b');
    }
  }
  const t = tournament(players(n, random), entries, 'round-robin');
  return { ...t, pointSystem: { ...t.pointSystem, pairingBye: 0 } };
}

/** Each code on its own (a refusal of one must not hide the others), with modifiers. */
const CODES = [
  ...registeredNames(),
  'BH/C1',
  'BH/M1',
  'SB/C1',
  'PS/C1',
  'AOB/F',
  'BH/F',
  'KS/L+1',
  'ARO/C1',
  'DE/P',
];

type Outcome = Record<string, string>;

/** Every code's values by start number, or the refusal's message. */
function numbers(t: Tournament, options: TiebreakOptions): Outcome {
  const out: Outcome = {};
  const order = t.participants.map(p => p.startNo);
  for (const code of CODES) {
    try {
      const [column] = computeTiebreaks(t, [code], options);
      const byNo = new Map(order.map((no, i) => [no, column.values[i]]));
      out[code] = JSON.stringify([...byNo.entries()].sort((a, b) => a[0] - b[0]));
    } catch (e) {
      out[code] = `refused: ${(e as Error).message}`;
    }
  }
  return out;
}

interface Layout {
  readonly name: string;
  readonly t: Tournament;
}

function layouts(t: Tournament, seed: number, rr: boolean): Layout[] {
  const random = rng(seed ^ 0x5bd1e995);
  const pad = (g: Grid) =>
    padded(
      shuffledRows(g, random),
      Math.floor(random() * 3),
      Math.floor(random() * 3),
      Math.floor(random() * 3),
      Math.floor(random() * 3),
    );
  const read: ReadOptions = { system: t.system };
  const list = resultsList(t, seed);
  const out: Layout[] = [
    { name: 'progress table', t: readGrid(pad(progressTable(t, seed)), read).tournament },
    {
      name: 'results list',
      t: readGrid(pad(list.results), { ...read, players: shuffledRows(list.players, random) })
        .tournament,
    },
    { name: 'TRF', t: readTrf(writeTrf16(t), read).tournament },
  ];
  if (rr) {
    const grid = pad(crosstable(t, seed));
    out.push({
      name: 'crosstable, rounds=berger',
      t: readGrid(grid, { ...read, bergerRounds: true }).tournament,
    });
  }
  return out;
}

function sameNumbers(t: Tournament, seed: number, rr: boolean): void {
  const options: TiebreakOptions = { system: t.system, seed: 'issue 11' };
  const expected = numbers(t, options);
  for (const layout of layouts(t, seed, rr)) {
    const got = numbers(layout.t, options);
    for (const code of CODES) {
      expect([layout.name, code, got[code]]).toEqual([layout.name, code, expected[code]]);
    }
  }
}

describe('one tournament, one set of numbers, whatever the layout', () => {
  it('Swiss events with byes, forfeits, double forfeits, awards, withdrawals, pending games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), seed => {
        const t = randomSwiss(seed);
        // A progress table's last round is its last column with a game.
        const last = t.rounds - 1;
        fc.pre(t.participants.some(p => 'opponent' in p.rounds[last]));
        sameNumbers(t, seed, false);
      }),
      { numRuns: 60 },
    );
  });

  it('round robins, also as a crosstable read with rounds=berger', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), seed => {
        sameNumbers(randomRoundRobin(seed), seed, true);
      }),
      { numRuns: 40 },
    );
  });

  it('a crosstable without rounds=berger: the same numbers, or a refusal for the round-order codes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), seed => {
        const t = randomRoundRobin(seed);
        const options: TiebreakOptions = { system: t.system, seed: 'issue 11' };
        const expected = numbers(t, options);
        const read = readGrid(crosstable(t, seed), { system: t.system }).tournament;
        const got = numbers(read, options);
        for (const code of CODES) {
          if (got[code].startsWith('refused: ')) {
            expect([code, got[code]]).toEqual([
              code,
              expect.stringMatching(/needs the order of the rounds/),
            ]);
            expect(['PS', 'PS/C1', 'FB', 'BH/F', 'AOB/F']).toContain(code);
          } else {
            expect([code, got[code]]).toEqual([code, expected[code]]);
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});
