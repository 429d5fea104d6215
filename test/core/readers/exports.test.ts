/**
 * Exports pasted as they are (test/fixtures/exports, see ORIGIN.md): a chess-results ranking
 * crosstable with a dozen lines of tournament details above and notes below, the same tournament
 * as a German Swiss-Manager progress table saved as `;`-CSV, and a round-robin crosstable. Unknown
 * columns are ignored, the rounds are found by their headers, the points column is checked, and
 * opponents are numbered by rank or by start number as the export numbers them.
 *
 * The tournament (7 players, 4 rounds), by start number, worked by hand:
 *   R1: 1-5 1-0, 6-2 0-1, 3-7 1-0, 4 bye        R2: 2-1 ½-½, 4-3 1-0, 7-5 forfeit (5 wins), 6 bye
 *   R3: 4-1 0-1, 5-2 0-1, 6-3 ½-½, 7 bye        R4: 2-4 1-0, 3-1 ½-½, 5-6 1-0, 7 absent
 *   Points: 1: 3, 2: 3½, 3: 2, 4: 2, 5: 2, 6: 1½, 7: 1 (ranks 2, 1, 3, 4, 5, 6, 7).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../../src/core/errors';
import type { Cell } from '../../../src/core/readers/cells';
import { parseDelimited } from '../../../src/core/readers/csv';
import { readGrid } from '../../../src/core/readers/readGrid';
import { readTeamCrosstable } from '../../../src/core/readers/teamCrosstable';
import { teamTotals } from '../../../src/core/teams';
import { computeTiebreaks } from '../../../src/core/tiebreaks';
import type { Participant, Tournament } from '../../../src/core/model/types';
import { totalPoints } from '../../../src/core/model/points';

const DIR = join(__dirname, '..', '..', 'fixtures', 'exports');

function fixture(name: string): string[][] {
  const text = readFileSync(join(DIR, name), 'utf8');
  return parseDelimited(text, name.endsWith('.tsv') ? '\t' : undefined);
}

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

const byStart = (t: Tournament, n: number) =>
  t.participants.find(p => p.startNo === n) as Participant;

const points = (t: Tournament) => t.participants.map(p => totalPoints(p, t.pointSystem));

/** The published TB column of each row, as numbers, in row order. */
function column(grid: string[][], header: string): number[] {
  const h = grid.findIndex(r => r.some(c => c.trim() === header));
  const c = grid[h].findIndex(x => x.trim() === header);
  return grid
    .slice(h + 1)
    .filter(r => /^\d+$/.test(r[0].trim()))
    .map(r => Number(r[c].replace(',', '.')));
}

describe('chess-results ranking crosstable (English, opponents by rank, SNo column)', () => {
  const grid = fixture('chess-results-en-ranking-crosstable.tsv');
  const read = readGrid(grid);
  const t = read.tournament;

  it('finds the table below the tournament details and leaves the notes out', () => {
    expect(read.layout).toBe('progress');
    expect(read.description).toBe(
      'Swiss progress table, 7 players, 4 rounds, opponents numbered by rank (row order)',
    );
    expect(read.sourceRows).toEqual([16, 17, 18, 19, 20, 21, 22]);
  });

  it('maps the known columns, the titles in their blank-headed column, and ignores TB1, TB2', () => {
    expect(byStart(t, 2)).toMatchObject({
      title: 'WIM',
      name: 'Novak Petra',
      rating: 2150,
      federation: 'CZE',
      club: 'SK Praha',
      declaredRank: 1,
      declaredPoints: 3.5,
    });
    // Rtg 0 is unrated; an empty Club/City is no club.
    expect(byStart(t, 7).rating).toBeUndefined();
    expect(byStart(t, 7).club).toBeUndefined();
    expect(byStart(t, 1).title).toBe('FM');
    expect(byStart(t, 3).title).toBeUndefined();
    expect(t.participants.map(p => p.startNo)).toEqual([2, 1, 3, 4, 5, 6, 7]);
  });

  it('reads the opponents as ranks: Keller (rank 2) met rank 1, Novak, in round 2', () => {
    expect(byStart(t, 1).rounds[1]).toEqual({
      kind: 'played',
      opponent: 2,
      result: 'draw',
      rated: true,
      colour: 'b',
    });
    expect(byStart(t, 4).rounds[0]).toEqual({ kind: 'pairing-bye' });
    expect(byStart(t, 5).rounds[1]).toEqual({ kind: 'forfeit-win', opponent: 7, colour: 'b' });
    expect(byStart(t, 7).rounds[1]).toEqual({ kind: 'forfeit-loss', opponent: 5, colour: 'w' });
    expect(byStart(t, 7).rounds[3]).toEqual({ kind: 'zero-bye' });
    expect(points(t)).toEqual([3.5, 3, 2, 2, 2, 1.5, 1]);
  });

  it('gives the published TB1 (games won) and TB2 (games with black)', () => {
    const [won, black] = computeTiebreaks(t, ['WON', 'BPG']).map(c => c.values);
    expect(won).toEqual(column(grid, 'TB1'));
    expect(black).toEqual(column(grid, 'TB2'));
  });

  it('without the SNo column (as chess-results prints it) numbers the players by rank', () => {
    const noSno = grid.map(r => r.filter((_, c) => c !== 1));
    const u = readGrid(noSno).tournament;
    expect(u.participants.map(p => p.name)).toEqual(t.participants.map(p => p.name));
    // Keller is now number 2 (his rank) and met number 1 (Novak) in round 2.
    expect(u.participants[1].rounds[1]).toMatchObject({ opponent: 1, result: 'draw' });
    expect(points(u)).toEqual(points(t));
  });

  it('still checks the Pts. column against the rounds', () => {
    const wrong = grid.map(r => [...r]);
    wrong[17][11] = '3,5'; // Keller's rounds add up to 3
    const e = errorOf(() => readGrid(wrong));
    expect(e.location).toEqual({ kind: 'cell', row: 17, col: 11 });
    expect(e.detail).toMatch(
      /the points column says 3½ but Keller Jonas's rounds 1 to 4 add up to 3/,
    );
  });

  it.each(['Rd.1', 'R1', '1. Rd.', 'Rd1', 'Runde 1', 'Round 1', '1. Runde'])(
    'finds the round columns headed like %s',
    first => {
      const spelled = grid.map(r => [...r]);
      for (let k = 0; k < 4; k++) spelled[15][7 + k] = first.replace('1', String(k + 1));
      expect(points(readGrid(spelled).tournament)).toEqual(points(t));
    },
  );

  it('reads FideID, sex and K (prize lists, rating changes) and ignores columns it does not know: Typ, rtg+/-, Rp', () => {
    const extra: Cell[][] = grid.map((r, i) => {
      const added =
        i === 15
          ? ['FideID', 'sex', 'Typ', 'K', 'rtg+/-', 'Rp']
          : i > 15 && i < 23
            ? [String(4100000 + i), i % 2 ? 'w' : '', 'U18', '20', '-3,4', '2105']
            : ['', '', '', '', '', ''];
      return [...r.slice(0, 4), ...added.slice(0, 3), ...r.slice(4), ...added.slice(3)];
    });
    const u = readGrid(extra).tournament;
    expect(points(u)).toEqual(points(t));
    expect(u.participants[0]).toMatchObject({
      name: 'Novak Petra',
      rating: 2150,
      federation: 'CZE',
      fideId: '4100016',
      kFactor: 20,
    });
    expect(u.participants[0].sex).toBeUndefined();
    expect(u.participants[1]).toMatchObject({ fideId: '4100017', sex: 'w', kFactor: 20 });
  });
});

describe('Swiss-Manager progress table (German, opponents by start number, ;-CSV)', () => {
  const read = readGrid(fixture('swiss-manager-de-fortschritt.csv'));
  const english = readGrid(fixture('chess-results-en-ranking-crosstable.tsv')).tournament;

  it('reads Rg., Snr, Name, Land, Elo, Verein/Ort, 1.Rd … 4.Rd, Pkt. and ignores Wtg1, Wtg2', () => {
    expect(read.description).toBe('Swiss progress table, 7 players, 4 rounds');
    expect(byStart(read.tournament, 1)).toMatchObject({
      name: 'Keller, Jonas',
      rating: 2210,
      federation: 'GER',
      club: 'SC Nord',
      declaredRank: 2,
      declaredPoints: 3,
    });
  });

  it('numbers opponents by Snr: the same games as the English ranking crosstable', () => {
    expect(read.tournament.participants.map(p => p.rounds)).toEqual(
      english.participants.map(p => p.rounds),
    );
  });
});

describe('SwissChess-style headers on the same table', () => {
  it('reads Rang, TNr, Titel, Teilnehmer, DWZ, Verein, 1. Runde …, Punkte; ignores Buchh, SoBerg', () => {
    const grid = fixture('swiss-manager-de-fortschritt.csv').map(r => [...r]);
    const header = grid.findIndex(r => r[0] === 'Rg.');
    grid[header] = [
      'Rang',
      'TNr',
      'Titel',
      'Teilnehmer',
      'Land',
      'DWZ',
      'Verein',
      '1. Runde',
      '2. Runde',
      '3. Runde',
      '4. Runde',
      'Punkte',
      'Buchh',
      'SoBerg',
    ];
    const t = readGrid(grid).tournament;
    expect(byStart(t, 1)).toMatchObject({
      title: 'FM',
      name: 'Keller, Jonas',
      nationalRating: 2210,
      club: 'SC Nord',
      declaredRank: 2,
    });
    expect(points(t)).toEqual([3.5, 3, 2, 2, 2, 1.5, 1]);
  });
});

describe('chess-results round-robin crosstable', () => {
  const grid = fixture('chess-results-en-round-robin.tsv');
  const read = readGrid(grid);
  const t = read.tournament;

  it('reads the 1 … 6 block with * on the diagonal, Pts. checked, notes left out', () => {
    expect(read.layout).toBe('crosstable');
    expect(read.description).toBe('Round-robin crosstable, 6 players');
    expect(t.participants.map(p => p.name)).toEqual([
      'Alder Ruth',
      'Birch Tomas',
      'Cedar Ines',
      'Dogwood Ali',
      'Elm Sara',
      'Fir Jan',
    ]);
    expect(points(t)).toEqual([4.5, 4, 3, 2, 1.5, 0]);
  });

  it('reads + and - as a forfeit between Birch and Fir', () => {
    const birch = t.participants[1].rounds.find(r => 'opponent' in r && r.opponent === 6);
    expect(birch).toMatchObject({ kind: 'forfeit-win', opponent: 6 });
  });

  it('gives the published TB1 (games won over the board)', () => {
    expect(computeTiebreaks(t, ['WON'])[0].values).toEqual(column(grid, 'TB1'));
  });
});

describe('chess-results team ranking crosstable', () => {
  const grid = fixture('chess-results-team-crosstable.tsv');

  it('reads the board points of each match; TB1 and TB2 are its game and match points', () => {
    const read = readTeamCrosstable(grid);
    expect(read.description).toBe('team crosstable, 4 teams, 4 boards, single round robin');
    expect(read.event.teams.map(t => t.name)).toEqual([
      'North Grammar A',
      'South College',
      'East Academy',
      'West High',
    ]);
    expect(teamTotals(read.event)).toEqual({
      matchPoints: column(grid, 'TB2'),
      gamePoints: column(grid, 'TB1'),
    });
  });
});
