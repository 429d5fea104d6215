/**
 * The empty schedule as sheets: the layouts are those the project's readers read, so an organiser
 * can type results into them. Expected rows are the FIDE 5–6 table (C.05 Annex 1) written out by
 * hand; the read-back tests run the project's own readers on the rendered, still-empty sheets.
 */
import { readGrid } from '../../../src/core';
import type { Grid } from '../../../src/core';
import { bergerSchedule } from '../../../src/core/pairing/berger';
import {
  scheduleCrosstable,
  schedulePairings,
  scheduleResultsList,
} from '../../../src/core/pairing/schedule';
import { readResultsList } from '../../../src/core/readers/resultsList';

const NAMES5 = ['Anand', 'Botvinnik', 'Capablanca', 'Dvoretsky', 'Euwe'];

describe('rendered layouts', () => {
  it('pairings of 5 players: the 6-table, the player drawn against 6 listed as the bye', () => {
    // 5–6 table: R1 1-6 2-5 3-4 | R2 6-4 5-3 1-2 | R3 2-6 3-1 4-5 | R4 6-5 1-4 2-3 | R5 3-6 4-2 5-1
    expect(schedulePairings(bergerSchedule(5))).toEqual([
      ['Round', 'Board', 'White', 'Black'],
      [1, 1, 2, 5],
      [1, 2, 3, 4],
      [1, '', 1, ''],
      [2, 1, 5, 3],
      [2, 2, 1, 2],
      [2, '', 4, ''],
      [3, 1, 3, 1],
      [3, 2, 4, 5],
      [3, '', 2, ''],
      [4, 1, 1, 4],
      [4, 2, 2, 3],
      [4, '', 5, ''],
      [5, 1, 4, 2],
      [5, 2, 5, 1],
      [5, '', 3, ''],
    ]);
  });

  it('a results list with names: every Result blank, the bye written as bye', () => {
    const rows = scheduleResultsList(bergerSchedule(5), NAMES5);
    expect(rows.slice(0, 4)).toEqual([
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, 'Botvinnik', 'Euwe', ''],
      [1, 2, 'Capablanca', 'Dvoretsky', ''],
      [1, '', 'Anand', '', 'bye'],
    ]);
    expect(rows).toHaveLength(1 + 15);
  });

  it('a crosstable of 4 players: numbers and names down, numbers across, the diagonal marked', () => {
    expect(scheduleCrosstable(bergerSchedule(4), ['A', 'B', 'C', 'D'])).toEqual([
      ['No', 'Name', 1, 2, 3, 4, 'Pts'],
      [1, 'A', '*', '', '', '', ''],
      [2, 'B', '', '*', '', '', ''],
      [3, 'C', '', '', '*', '', ''],
      [4, 'D', '', '', '', '*', ''],
    ]);
  });

  it('a double round robin crosstable has two columns per opponent, headed 1 1 2 2 …', () => {
    const rows = scheduleCrosstable(bergerSchedule(3, { double: true }));
    expect(rows).toEqual([
      ['No', 'Name', 1, 1, 2, 2, 3, 3, 'Pts'],
      [1, '', '*', '*', '', '', '', '', ''],
      [2, '', '', '', '*', '*', '', '', ''],
      [3, '', '', '', '', '', '*', '*', ''],
    ]);
  });

  it('refuses a wrong number of names, a blank name and a name given twice', () => {
    const s = bergerSchedule(4);
    expect(() => scheduleResultsList(s, ['A', 'B', 'C'])).toThrow(
      '4 players need 4 names, one per start number; found 3',
    );
    expect(() => scheduleResultsList(s, ['A', ' ', 'C', 'D'])).toThrow(
      'the name of player 2 is empty',
    );
    expect(() => scheduleCrosstable(s, ['A', 'B', 'a ', 'D'])).toThrow(
      'players 1 and 3 have the same name "a"',
    );
  });
});

/** The player list a results list of start numbers needs: No | Name. */
function playerList(names: readonly string[]): Grid {
  return [['No', 'Name'], ...names.map((name, i) => [i + 1, name])];
}

describe('read back by the project readers: every game pending', () => {
  const sizes = [2, 3, 4, 5, 8, 9, 14];

  it.each(sizes)('%i players: the crosstable reads as a round robin with all games pending', n => {
    for (const double of [false, true]) {
      const s = bergerSchedule(n, { double });
      const names = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
      const read = readGrid(scheduleCrosstable(s, names));
      expect(read.layout).toBe('crosstable');
      const games = ((n * (n - 1)) / 2) * (double ? 2 : 1);
      expect(read.description).toBe(
        `${double ? 'Double round-robin' : 'Round-robin'} crosstable, ${n} players, ${games} game${games === 1 ? '' : 's'} not played yet`,
      );
      const t = read.tournament;
      expect(t.participants.map(p => p.name)).toEqual(names);
      expect(t.rounds).toBe(s.rounds.length);
      // Every round is the scheduled game, still pending, or the bye of an odd field; the reader
      // places a second cycle in the first cycle's order, so only single cycles compare by round.
      t.participants.forEach((p, i) => {
        const startNo = i + 1;
        p.rounds.forEach((e, r) => {
          const scheduled = s.rounds[r];
          if (e.kind === 'pairing-bye') {
            expect(n % 2).toBe(1);
            if (!double) expect(scheduled.bye).toBe(startNo);
            return;
          }
          expect(e.kind).toBe('pending');
          if (!double && e.kind === 'pending') {
            const g = scheduled.games.find(x => x.white === startNo || x.black === startNo);
            expect(e.opponent).toBe(g && (g.white === startNo ? g.black : g.white));
          }
        });
      });
    }
  });

  it.each(sizes)('%i players: the results list reads with every game listed as pending', n => {
    for (const double of [false, true]) {
      const s = bergerSchedule(n, { double });
      const names = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
      const grid = scheduleResultsList(s, names);
      expect(readGrid(grid).layout).toBe('results');
      const read = readResultsList(grid);
      const games = s.rounds.flatMap(r => r.games.map(() => r.round));
      expect(read.pending.map(p => p.round)).toEqual(games);
      expect(read.roundsListed).toBe(s.rounds.length);
      // A blank result is a game not played yet, as in every layout: the rounds are there, their
      // games pending (they add nothing to any score).
      expect(read.tournament.rounds).toBe(s.rounds.length);
      for (const p of read.tournament.participants) {
        for (const e of p.rounds) expect(['pending', 'pairing-bye']).toContain(e.kind);
      }
      // Without a player list the reader numbers the players in order of appearance (round 1,
      // board 1 first), so only the names compare; with one, the start numbers are the schedule's.
      expect(read.tournament.participants.map(p => p.name).sort()).toEqual([...names].sort());
      const listed = readResultsList(grid, { players: playerList(names) });
      expect(listed.pending).toEqual(read.pending);
      expect(listed.tournament.participants.map(p => [p.startNo, p.name])).toEqual(
        names.map((name, i) => [i + 1, name]),
      );
    }
  });

  it('a results list of start numbers reads with a player list (No | Name)', () => {
    const s = bergerSchedule(7, { double: true });
    const names = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];
    const read = readResultsList(scheduleResultsList(s), { players: playerList(names) });
    expect(read.pending).toHaveLength(42);
    expect(read.roundsListed).toBe(14);
    expect(read.tournament.participants.map(p => p.name)).toEqual(names);
  });

  it('a results list of start numbers without a player list is refused, naming the cell', () => {
    expect(() => readGrid(scheduleResultsList(bergerSchedule(4)))).toThrow(
      'row 2, column 3 of the range: found the start number 1, but no player list was given',
    );
  });

  it('once results are typed in, the rounds count (a bye of the results list is a pairing-allocated bye)', () => {
    const s = bergerSchedule(3);
    const grid = scheduleResultsList(s, ['A', 'B', 'C']);
    // Round 1 of the 4-table: 1–4 (A has the bye), 2–3: B beats C.
    expect(grid[1]).toEqual([1, 1, 'B', 'C', '']);
    expect(grid[2]).toEqual([1, '', 'A', '', 'bye']);
    grid[1][4] = '1-0';
    const read = readResultsList(grid, { players: playerList(['A', 'B', 'C']) });
    // All three rounds are listed; only round 1 has a result so far.
    expect(read.tournament.rounds).toBe(3);
    expect(read.pending.map(p => p.round)).toEqual([2, 3]);
    const [a, b, c] = read.tournament.participants;
    expect(a.rounds[0]).toEqual({ kind: 'pairing-bye' });
    expect(b.rounds[0]).toMatchObject({ kind: 'played', opponent: 3, colour: 'w', result: 'win' });
    expect(c.rounds[0]).toMatchObject({ kind: 'played', opponent: 2, colour: 'b', result: 'loss' });
  });
});
