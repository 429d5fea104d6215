/**
 * The lists of the hand-worked Club Open (clubOpen.ts: its games, points, WON and BPG and the
 * ranking are worked out in the comment there), the chess-results ranking crosstable fixture
 * and the seed round robin.
 */
import { parseDelimited, rankStandings, readGrid } from '../../../src/core';
import type { Tournament } from '../../../src/core';
import {
  alphabeticalList,
  categoryLists,
  pairingList,
  parseCategories,
  parseCategory,
  rankedEvent,
  rankingCrosstable,
  squareRefusal,
  startingList,
  lastPairedRound,
} from '../../../src/core/lists';
import type { ListCell, ListTable, RankedEvent } from '../../../src/core/lists';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_CROSSTABLE } from '../../support/seedCrosstable';
import { build } from '../tiebreaks/build';
import { CODES, clubOpen } from './clubOpen';

function ranked(t: Tournament, codes: readonly string[] = CODES): RankedEvent {
  return rankedEvent(t, rankStandings(t, codes));
}

/** A table's cells as text, a place as its place, nothing as ''. */
function cells(table: ListTable): string[][] {
  const text = (c: ListCell) => (c === null ? '' : typeof c === 'object' ? c.place : String(c));
  return table.rows.map(r => r.map(text));
}

function ids(table: ListTable): string[] {
  return table.columns.map(c =>
    c.id === 'round'
      ? `R${c.round}`
      : c.id === 'code'
        ? c.code
        : c.id === 'opponent'
          ? `#${c.line}`
          : c.id,
  );
}

const BYES = {
  byes: {
    'pairing-bye': 'bye',
    'full-bye': 'full-point bye',
    'half-bye': 'half-point bye',
    'zero-bye': 'absent',
  },
};

describe('the ranking crosstable', () => {
  it('lists the Club Open by rounds, opponents by their line, as worked by hand', () => {
    const table = rankingCrosstable(ranked(clubOpen()));
    expect(ids(table)).toEqual([
      'rank',
      'startNo',
      'name',
      'rating',
      'R1',
      'R2',
      'R3',
      'points',
      'WON',
      'BPG',
    ]);
    expect(cells(table)).toEqual([
      ['1', '1', 'Adler, Anna', '2100', '7w1', '2b½', '5w1', '2.5', '2', '1'],
      ['2–3', '3', 'Cohn, Clara', '1900', '8w1', '1w½', '6w½', '2', '1', '0'],
      ['2–3', '4', 'Dorn, Dieter', '1850', '6b-', '-1', '7w1', '2', '1', '0'],
      ['4', '6', 'Fuchs, Frank', '1599', '5b½', '7b0', '8w1', '1.5', '1', '2'],
      ['5', '2', 'Bauer, Bernd', '2000', '4w½', '6w1', '1b0', '1.5', '1', '1'],
      ['6', '8', 'Ährens, Hanna', '', '3w+', '5b0', '2b½', '1.5', '0', '2'],
      ['7', '5', 'Engel, Eva', '1600', '1b0', '4w1', '3b0', '1', '1', '2'],
      ['8', '7', 'Gans, Gerd', '', '2b0', '-½', '4b0', '0.5', '0', '2'],
    ]);
    expect(table.notes).toEqual([{ kind: 'legend' }]);
  });

  it('writes Black as s with the German letters', () => {
    const table = rankingCrosstable(ranked(clubOpen()), { colours: { w: 'w', b: 's' } });
    expect(cells(table)[0].slice(4, 7)).toEqual(['7w1', '2s½', '5w1']);
  });

  it('writes every kind of round: byes, forfeits with and without opponent, pending, no colour', () => {
    const t = build(['U 2w+ 3w?', 'F 1b- Z', 'H + 1b?', 'Z - X', 'N 6w* 4b1', 'X 5b* N']);
    const noColour: Tournament = {
      ...t,
      participants: t.participants.map(p =>
        p.startNo === 4
          ? {
              ...p,
              rounds: [
                p.rounds[0],
                p.rounds[1],
                { kind: 'played', opponent: 5, result: 'loss', rated: true },
              ],
            }
          : p.startNo === 5
            ? {
                ...p,
                rounds: [
                  p.rounds[0],
                  p.rounds[1],
                  { kind: 'played', opponent: 4, result: 'win', rated: true },
                ],
              }
            : p,
      ),
    };
    const ev = ranked(noColour, []);
    const table = rankingCrosstable(ev);
    const byNo = new Map(table.rows.map(r => [r[1], r.slice(3, 6)]));
    const lineOf = (no: number) => ev.lineOf[no - 1] + 1;
    expect(byNo.get(1)).toEqual(['-1', `${lineOf(2)}w+`, `${lineOf(3)}w`]);
    expect(byNo.get(2)).toEqual(['F', `${lineOf(1)}b-`, '-0']);
    expect(byNo.get(3)).toEqual(['-½', '+', `${lineOf(1)}b`]);
    expect(byNo.get(4)).toEqual(['-0', '-', `${lineOf(5)} 0`]);
    expect(byNo.get(5)).toEqual(['-0', `${lineOf(6)}w--`, `${lineOf(4)} 1`]);
    expect(byNo.get(6)).toEqual(['-0', `${lineOf(5)}b--`, '-0']);
  });

  it("prints chess-results' own ranking crosstable as chess-results printed it", () => {
    // test/fixtures/exports: a "Final Ranking crosstable" as chess-results prints it (by hand).
    const text = readFileSync(
      join(__dirname, '../../fixtures/exports/chess-results-en-ranking-crosstable.tsv'),
      'utf8',
    );
    const grid = parseDelimited(text, '\t');
    const t = readGrid(grid).tournament;
    const table = rankingCrosstable(ranked(t, ['WON', 'BPG']));
    const printed = grid.filter(r => /^\d+$/.test(r[0])).map(r => [r[1], ...r.slice(7, 11)]);
    expect(table.rows.map(r => [String(r[1]), ...r.slice(6, 10)])).toEqual(printed);
  });

  it('reads the German Swiss-Manager table (opponents by start number) into the same lines', () => {
    const text = readFileSync(
      join(__dirname, '../../fixtures/exports/swiss-manager-de-fortschritt.csv'),
      'utf8',
    );
    const de = readGrid(parseDelimited(text)).tournament;
    const en = readGrid(
      parseDelimited(
        readFileSync(
          join(__dirname, '../../fixtures/exports/chess-results-en-ranking-crosstable.tsv'),
          'utf8',
        ),
        '\t',
      ),
    ).tournament;
    const german = rankingCrosstable(ranked(de, ['WON', 'BPG']), { colours: { w: 'w', b: 's' } });
    const english = rankingCrosstable(ranked(en, ['WON', 'BPG']));
    const rounds = (tb: ListTable) =>
      tb.rows.map(r => r.filter((_, k) => tb.columns[k].id === 'round').map(String));
    expect(rounds(german)).toEqual(rounds(english).map(r => r.map(c => c.replace('b', 's'))));
  });

  it('prints a round robin square in ranking order: the seed crosstable', () => {
    const t = readGrid(SEED_CROSSTABLE.map(r => [...r])).tournament;
    const table = rankingCrosstable(ranked(t, ['SB']));
    expect(ids(table)).toEqual([
      'rank',
      'startNo',
      'name',
      '#1',
      '#2',
      '#3',
      '#4',
      '#5',
      '#6',
      '#7',
      'points',
      'SB',
    ]);
    // The seed's own table (README), C ahead of D on SB 9 to 7.75: the same rows, in that order.
    expect(cells(table).map(r => r.slice(2))).toEqual([
      ['A', '*', '½', '½', '1', '1', '1', '1', '5', '11.75'],
      ['B', '½', '*', '½', '½', '1', '1', '1', '4.5', '10'],
      ['C', '½', '½', '*', '½', '½', '1', '1', '4', '9'],
      ['D', '0', '½', '½', '*', '1', '1', '1', '4', '7.75'],
      ['E', '0', '0', '½', '0', '*', '1', '1', '2.5', '3'],
      ['F', '0', '0', '0', '0', '0', '*', '1', '1', '0'],
      ['G', '0', '0', '0', '0', '0', '0', '*', '0', '0'],
    ]);
  });

  it('prints a double round robin with both games and their colours in round order', () => {
    // 1 beats 2 with White, then draws with Black; 1 and 3 forfeit both twice; 2-3 1-0, 0-1.
    const rr = build(['2w1 3w* 2b= 3b*', '1b0 3b0 1w= 3w1', '2b1 1b* 2w0 1w*'], {
      system: 'round-robin',
    });
    expect(squareRefusal(rr)).toBeNull();
    const table = rankingCrosstable(ranked(rr, []));
    const byNo = new Map(table.rows.map(r => [r[1], r]));
    const lineOf = (no: number) => table.rows.findIndex(r => r[1] === no);
    const cell = (a: number, b: number) => (byNo.get(a) as ListCell[])[3 + lineOf(b)];
    expect(cell(1, 2)).toBe('w1 b½');
    expect(cell(2, 1)).toBe('b0 w½');
    expect(cell(1, 3)).toBe('w-- b--');
    expect(cell(3, 2)).toBe('b1 w0');
  });

  it('prints by rounds a round robin the square cannot show whole, and says why when asked', () => {
    // A half-point bye scores in a round robin: the square has no cell for it.
    const unmet = build(['2w1 3w1', '1b0 Z', 'Z 1b0'], { system: 'round-robin' });
    expect(squareRefusal(unmet)?.text).toBe('not every pair met equally often');
    const scored = build(['2w1 H', '1b0 Z', 'U U'], { system: 'round-robin' });
    expect(squareRefusal(scored)?.text).toBe('a round without a game scored points');
    expect(rankingCrosstable(ranked(scored, [])).columns.some(c => c.id === 'round')).toBe(true);
    expect(() => rankingCrosstable(ranked(scored, []), { layout: 'square' })).toThrow(
      'the crosstable cannot be printed square: a round without a game scored points; print it by rounds',
    );
    expect(squareRefusal(clubOpen())?.text).toBe('the event is not a round robin');
  });
});

describe('the pairing list', () => {
  const t = clubOpen();

  it('round 3: boards by the points before the round, results as a results list writes them', () => {
    const table = pairingList(t, 3, BYES);
    expect(ids(table)).toEqual([
      'board',
      'whiteNo',
      'white',
      'whiteRating',
      'whitePoints',
      'result',
      'blackPoints',
      'black',
      'blackRating',
      'blackNo',
    ]);
    // Points after rounds 1-2: 1, 2, 3: 1½; 4, 5, 8: 1; 6, 7: ½.
    expect(cells(table)).toEqual([
      ['1', '1', 'Adler, Anna', '2100', '1.5', '1-0', '1.5', 'Bauer, Bernd', '2000', '2'],
      ['2', '3', 'Cohn, Clara', '1900', '1.5', '½-½', '1', 'Ährens, Hanna', '', '8'],
      ['3', '4', 'Dorn, Dieter', '1850', '1', '1-0', '1', 'Engel, Eva', '1600', '5'],
      ['4', '6', 'Fuchs, Frank', '1599', '0.5', '1-0', '0.5', 'Gans, Gerd', '', '7'],
    ]);
  });

  it('round 2: White as the games say it, then the byes (pairing-allocated first)', () => {
    expect(cells(pairingList(t, 2, BYES))).toEqual([
      ['1', '3', 'Cohn, Clara', '1900', '1', '½-½', '1', 'Adler, Anna', '2100', '1'],
      ['2', '2', 'Bauer, Bernd', '2000', '0.5', '1-0', '1', 'Ährens, Hanna', '', '8'],
      ['3', '5', 'Engel, Eva', '1600', '0', '1-0', '0.5', 'Fuchs, Frank', '1599', '6'],
      ['', '4', 'Dorn, Dieter', '1850', '0', 'bye', '', '', '', ''],
      ['', '7', 'Gans, Gerd', '', '0', 'half-point bye', '', '', '', ''],
    ]);
  });

  it('round 1: a forfeit as +:-', () => {
    expect(cells(pairingList(t, 1, BYES)).map(r => [r[1], r[5], r[9]])).toEqual([
      ['1', '1-0', '5'],
      ['2', '½-½', '6'],
      ['3', '1-0', '7'],
      ['8', '+:-', '4'],
    ]);
  });

  it("keeps a results list's boards, leaves a game to play blank, and refuses a round that does not exist", () => {
    // Round 3 as a results list gave it: 1-2 on board 3, 3-8 on 1, 4-5 on 4, 6-7 on 2.
    const boardOf: Record<number, number> = { 1: 3, 2: 3, 3: 1, 8: 1, 4: 4, 5: 4, 6: 2, 7: 2 };
    const withBoards: Tournament = {
      ...t,
      participants: t.participants.map(p => ({
        ...p,
        rounds: p.rounds.map((e, r) => (r === 2 ? { ...e, board: boardOf[p.startNo] } : e)),
      })),
    };
    expect(cells(pairingList(withBoards, 3, BYES)).map(r => [r[0], r[1], r[9]])).toEqual([
      ['1', '3', '8'],
      ['2', '6', '7'],
      ['3', '1', '2'],
      ['4', '4', '5'],
    ]);
    const pending = build(['2w?', '1b?']);
    const list = pairingList(pending, 1, BYES);
    expect(cells(list)[0][ids(list).indexOf('result')]).toBe('');
    expect(lastPairedRound(pending)).toBe(1);
    expect(() => pairingList(t, 4, BYES)).toThrow(
      'there is no round 4 to list: the event has rounds 1 to 3',
    );
  });
});

describe('the starting and alphabetical lists', () => {
  const t = clubOpen();

  it('by pairing number, with the columns some player fills', () => {
    const table = startingList(t);
    expect(ids(table)).toEqual(['startNo', 'name', 'rating', 'club']);
    expect(cells(table).map(r => r[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(cells(table)[4]).toEqual(['5', 'Engel, Eva', '1600', '']);
  });

  it('alphabetically: Ä with A, not after Z', () => {
    expect(cells(alphabeticalList(t, 'de')).map(r => r[1])).toEqual([
      'Adler, Anna',
      'Ährens, Hanna',
      'Bauer, Bernd',
      'Cohn, Clara',
      'Dorn, Dieter',
      'Engel, Eva',
      'Fuchs, Frank',
      'Gans, Gerd',
    ]);
  });
});

describe('the prize lists', () => {
  const ev = ranked(clubOpen());
  const lists = (spec: string, year = 2025) => categoryLists(ev, parseCategories(spec), { year });
  /** Category place, overall place, start number of each row. */
  const who = (table: ListTable) => cells(table).map(r => [r[0], r[1], r[2]]);

  it('best women: the main ranking cut, ranks within it and the overall place', () => {
    const [women] = lists('women');
    expect(women.heading).toEqual({ kind: 'category', category: { kind: 'women' } });
    expect(who(women)).toEqual([
      ['1', '1', '1'],
      ['2', '2–3', '3'],
      ['3', '7', '5'],
    ]);
    expect(women.notes).toEqual([{ kind: 'noSex', count: 1 }]);
  });

  it('age groups of 2025: U14 = born 2011 or later, S50 = born 1975 or earlier', () => {
    const tables = lists('age');
    const label = (t: ListTable) => {
      const b = (t.heading as { category: { band: { kind: string; age: number } } }).category.band;
      return `${b.kind}${b.age}`;
    };
    expect(tables.map(label)).toEqual(['U8', 'U10', 'U12', 'U14', 'U16', 'U18', 'S50', 'S65']);
    const members = (band: string) =>
      cells(tables.find(t => label(t) === band) as ListTable).map(r => r[2]);
    expect(members('U8')).toEqual(['7']); // born 2017: 7 on 1 January 2025
    expect(members('U14')).toEqual(['2', '5', '7']); // 2011 in, 2010 (No. 3) out
    expect(members('U16')).toEqual(['3', '2', '5', '7']);
    expect(members('S50')).toEqual(['1', '4']); // 1975 in, 1976-12-31 (No. 6) out
    expect(members('S65')).toEqual(['4']); // 1960: 65 in 2025
    expect(tables[0].notes).toEqual([{ kind: 'noBirth', count: 1 }]);
    expect(ids(tables[0])).toContain('birth');
  });

  it('leaves out a default age group nobody is in, keeps one asked for', () => {
    // In 2040 the youngest (born 2017) is 23: no youth group; S50 = born 1990 or earlier.
    const later = lists('age', 2040);
    expect(later.map(t => (t.heading as { category: { band: unknown } }).category.band)).toEqual([
      { kind: 'S', age: 50 },
      { kind: 'S', age: 65 },
    ]);
    expect(later.map(t => cells(t).map(r => r[2]))).toEqual([
      ['1', '4', '6'],
      ['1', '4'],
    ]);
    const asked = categoryLists(ev, [parseCategory('age:U8,S90')], { year: 2025 });
    expect(asked.map(t => t.rows.length)).toEqual([1, 0]);
    expect(asked[1].notes).toContainEqual({ kind: 'emptyCategory' });
  });

  it('rating bands from the limits, unrated players in none', () => {
    const tables = lists('rating:1600,1900');
    expect(tables.map(t => (t.heading as { category: { band: unknown } }).category.band)).toEqual([
      { below: 1600 },
      { from: 1600, below: 1900 },
      { from: 1900 },
    ]);
    expect(tables.map(t => cells(t).map(r => r[2]))).toEqual([['6'], ['4', '5'], ['1', '3', '2']]);
    expect(who(lists('unrated')[0])).toEqual([
      ['1', '6', '8'],
      ['2', '8', '7'],
    ]);
  });

  it('clubs in the order of their best player; a shared place stays shared inside the club', () => {
    const tables = lists('club');
    expect(tables.map(t => (t.heading as { category: { club: string } }).category.club)).toEqual([
      'SC Nord',
      'SK Süd',
    ]);
    expect(who(tables[0])).toEqual([
      ['1', '1', '1'],
      ['2', '4', '6'],
      ['3', '5', '2'],
    ]);
    expect(who(tables[1])).toEqual([
      ['1–2', '2–3', '3'],
      ['1–2', '2–3', '4'],
      ['3', '8', '7'],
    ]);
    expect(tables[0].notes).toEqual([{ kind: 'noClub', count: 2 }]);
  });

  it('has the standings’ points and tie-break values on every line of every list', () => {
    const s = ev.standings;
    const byNo = new Map(s.rows.map(r => [clubOpen().participants[r.index].startNo, r]));
    for (const table of lists('women; age; rating:1600,1900; unrated; club')) {
      const no = table.columns.findIndex(c => c.id === 'startNo');
      const pts = table.columns.findIndex(c => c.id === 'points');
      for (const row of table.rows) {
        const r = byNo.get(row[no] as number);
        expect(r).toBeDefined();
        expect(row[1]).toEqual({ rank: r?.rank, place: r?.place });
        expect(row[pts]).toBe(r?.points);
        expect(row.slice(pts + 1)).toEqual(r?.values);
      }
    }
  });

  it('refuses a category the data cannot give, saying what to add', () => {
    const bare = ranked(build(['2w1', '1b0']), []);
    expect(() => categoryLists(bare, [{ kind: 'women' }])).toThrow(
      "no player's sex is given, so there is no list of women: add a Sex column (m or w) to the player list, or use a TRF file that has it",
    );
    expect(() => categoryLists(bare, [{ kind: 'age' }])).toThrow(
      "no player's year of birth is given",
    );
    expect(() => categoryLists(bare, [{ kind: 'club' }])).toThrow("no player's club is given");
    expect(() => categoryLists(ev, [{ kind: 'age' }])).toThrow(
      'age groups are counted from the year of the event, which the source does not give',
    );
    const dated = rankedEvent({ ...clubOpen(), startDate: '2025-05-01' }, ev.standings);
    expect(categoryLists(dated, [{ kind: 'age' }]).length).toBeGreaterThan(0);
  });

  it('reads the categories as typed, in English and German', () => {
    expect(parseCategories('women; age:U10,U12; rating:1600,1900; unrated; club')).toEqual([
      { kind: 'women' },
      {
        kind: 'age',
        bands: [
          { kind: 'U', age: 10 },
          { kind: 'U', age: 12 },
        ],
      },
      { kind: 'rating', limits: [1600, 1900] },
      { kind: 'unrated' },
      { kind: 'club' },
    ]);
    expect(parseCategories('Frauen, Alter:Ü60, Elo:2000, ohne Elo, Verein')).toEqual([
      { kind: 'women' },
      { kind: 'age', bands: [{ kind: 'S', age: 60 }] },
      { kind: 'rating', limits: [2000] },
      { kind: 'unrated' },
      { kind: 'club' },
    ]);
    expect(() => parseCategory('juniors')).toThrow(
      'unknown category "juniors": expected women, age, rating:1600,1900, unrated, club',
    );
    expect(() => parseCategory('rating')).toThrow('give the rating limits');
    expect(() => parseCategory('rating:16oo')).toThrow('give the rating limits as whole numbers');
    expect(() => parseCategory('age:X14')).toThrow('should look like U14');
  });
});
