/**
 * An imported tournament written as a progress table must read back as the same tournament:
 * every kind of round entry in the notation the progress-table reader documents.
 */
import { DEFAULT_POINTS, readGrid } from '../../src/core';
import type { RoundEntry, Tournament } from '../../src/core';
import { progressCell, progressGrid } from '../../src/server/sidebar/progressGrid';

// Four players, six rounds, every kind of entry (opponents mirror each other).
const ROUNDS: RoundEntry[][] = [
  [
    { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: true },
    { kind: 'played', opponent: 3, colour: 'b', result: 'draw', rated: true },
    { kind: 'forfeit-win', opponent: 4, colour: 'w' },
    { kind: 'pairing-bye' },
    { kind: 'double-forfeit', opponent: 2, colour: 'b' },
    { kind: 'pending', opponent: 3, colour: 'w' },
  ],
  [
    { kind: 'played', opponent: 1, colour: 'b', result: 'loss', rated: true },
    { kind: 'half-bye' },
    { kind: 'forfeit-win', opponent: null },
    { kind: 'played', opponent: 3, result: 'draw', rated: true },
    { kind: 'double-forfeit', opponent: 1, colour: 'w' },
    { kind: 'pending', opponent: 4, colour: 'b' },
  ],
  [
    { kind: 'full-bye' },
    { kind: 'played', opponent: 1, colour: 'w', result: 'draw', rated: true },
    { kind: 'forfeit-loss', opponent: null },
    { kind: 'played', opponent: 2, result: 'draw', rated: true },
    { kind: 'zero-bye' },
    { kind: 'pending', opponent: 1, colour: 'b' },
  ],
  [
    { kind: 'zero-bye' },
    { kind: 'zero-bye' },
    { kind: 'forfeit-loss', opponent: 1, colour: 'b' },
    { kind: 'withdrawn' },
    { kind: 'withdrawn' },
    { kind: 'pending', opponent: 2, colour: 'w' },
  ],
];

const T: Tournament = {
  rounds: 6,
  pointSystem: DEFAULT_POINTS,
  system: 'swiss',
  participants: ROUNDS.map((rounds, i) => ({
    startNo: i + 1,
    name: ['Anna', 'Bert', 'Cleo', 'Dirk'][i],
    rating: 2000 - 100 * i,
    rounds,
  })),
};

describe('progressCell', () => {
  it('writes the notation of the progress-table reader', () => {
    expect(ROUNDS[0].map(e => progressCell(e, 1))).toEqual([
      '2w1',
      '3b½',
      '4w+',
      'U',
      '2b--',
      '3w',
    ]);
    expect(ROUNDS[1].map(e => progressCell(e, 2))).toEqual(['1b0', 'H', '+', '3 ½', '1w--', '4b']);
    expect(ROUNDS[2].map(e => progressCell(e, 3))).toEqual(['F', '1w½', '-', '2 ½', 'Z', '1b']);
    expect(progressCell({ kind: 'not-joined' }, 1)).toBe('Z');
    expect(progressCell({ kind: 'pending', opponent: 2 }, 1)).toBe('2w');
    expect(progressCell({ kind: 'pending', opponent: 1 }, 2)).toBe('1b');
  });
});

describe('progressGrid', () => {
  it('reads back as the same tournament', () => {
    const grid = progressGrid(T);
    expect(grid.rows[0]).toEqual(['No', 'Name', 'Elo', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'Pts']);
    const back = readGrid(grid.rows);
    expect(back.layout).toBe('progress');
    expect(back.tournament.participants.map(p => [p.startNo, p.name, p.rating, p.rounds])).toEqual(
      T.participants.map(p => [p.startNo, p.name, p.rating, p.rounds]),
    );
  });

  it('counts what it could not say exactly, and leaves out points it cannot state', () => {
    const late: Tournament = {
      ...T,
      pointSystem: {
        ...DEFAULT_POINTS,
        win: 3,
        draw: 1,
        forfeitWin: 3,
        pairingBye: 3,
        fullBye: 3,
        halfBye: 1,
      },
      participants: T.participants.map((p, i) =>
        i === 3
          ? { ...p, rounds: [{ kind: 'not-joined' }, ...p.rounds.slice(1)] }
          : i === 0
            ? {
                ...p,
                rounds: [{ ...ROUNDS[0][0], rated: false } as RoundEntry, ...p.rounds.slice(1)],
              }
            : p,
      ),
    };
    const grid = progressGrid(late);
    expect(grid.notJoined).toBe(1);
    expect(grid.unratedGames).toBe(1);
    expect(grid.pointsColumn).toBe(false);
    expect(grid.rows[0]).not.toContain('Pts');
  });
});
