/**
 * A broadcast PGN merged from two feeds, shaped like the 2024 Women's World Rapid file (issue 26):
 * every round's boards are numbered 1–27 by one feed and again 1–28 by the other, and every game
 * has an Event of its own (`Round 1: White - Black`). The real file is not public data we hold;
 * test/fixtures/pgn/two-feeds-rapid.pgn is a synthetic event of that shape (see ORIGIN.md). Its
 * tie-breaks are worked by hand below from the games in the file. The same reading against the
 * reference calculator's values: pgn-conformance.test.ts (tec-swiss-individual-two-feeds.pgn).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { readPgn } from '../../../src/core/readers/pgn';
import { commonEventPart } from '../../../src/core/readers/pgn/read';
import { rankStandings } from '../../../src/core/tiebreaks';
import { totalPoints } from '../../../src/core/model/points';

const text = readFileSync(join(__dirname, '../../fixtures/pgn/two-feeds-rapid.pgn'), 'utf8');
const read = readPgn(text, {}, 'two-feeds-rapid');
const t = read.tournament;
const byName = (name: string) => {
  const p = t.participants.find(x => x.name === name);
  if (!p) throw new Error(`no ${name}`);
  return p;
};

describe('two feeds in one file: boards 1–27 and again 1–28 in every round', () => {
  it('reads every game: 110 players, 11 rounds, 55 games a round', () => {
    expect(read.description).toBe('PGN, 110 players, 11 rounds, Swiss (detected)');
    expect(t.participants).toHaveLength(110);
    // The file really numbers each round's boards twice: 1–27, then 1–28.
    const labels = [...text.matchAll(/\[Round "1\.(\d+)"\]/g)].map(m => Number(m[1]));
    expect(labels).toEqual([
      ...Array.from({ length: 27 }, (_, k) => k + 1),
      ...Array.from({ length: 28 }, (_, k) => k + 1),
    ]);
    for (let r = 0; r < 11; r++) {
      const games = t.participants.filter(p => p.rounds[r].kind === 'played').length / 2;
      const forfeits = t.participants.filter(p => p.rounds[r].kind === 'forfeit-win').length;
      const byes = t.participants.filter(p => p.rounds[r].kind === 'half-bye').length;
      // Round 6 has one forfeit, round 9 two half-point byes (108 players paired).
      expect([r + 1, games + forfeits, byes]).toEqual([r + 1, r === 8 ? 54 : 55, r === 8 ? 2 : 0]);
    }
  });

  it('orders a round’s boards as the file does where labels repeat', () => {
    // Round 1: the first feed's 27 games are boards 1–27, the second feed's "1.1" is board 28.
    const boards = t.participants
      .map(p => p.rounds[0])
      .flatMap(e => (e.kind === 'played' && e.colour === 'w' ? [e.board] : []))
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(boards).toEqual(Array.from({ length: 55 }, (_, k) => k + 1));
    const second = '[Event "Round 1: Dorn, Lena - Eder, Bela"]\n[Site "New York USA"]';
    expect(text).toContain(`${second}\n[Date "2024.12.26"]\n[Round "1.1"]`);
    expect(byName('Dorn, Lena').rounds[0]).toMatchObject({
      kind: 'played',
      colour: 'w',
      board: 28,
    });
    expect(byName('Eder, Hana').rounds[0]).toMatchObject({ kind: 'played', colour: 'w', board: 1 });
  });

  it('names the event after the file: the Events name single games and share nothing', () => {
    expect(t.name).toBe('two-feeds-rapid');
    expect(readPgn(text).tournament.name).toBeUndefined();
  });

  /*
   * The three players on 8.5, worked from the file (opponent, rating, final score):
   *
   * Ueda, Sara: Jung, Elif 2161 (5.5), Lind, Lena 2322 (6.5), Dorn, Lena 2356 (5.5), Moser, Carla
   *   2349 (6.5), Tanaka, Mila 2457 (6.5), Kim, Yara 2536 (7.5), Kim, Nina 2286 (6), Engel, Greta
   *   2499 (8.5), Falk, Elif 2437 (7.5), Moser, Jana 2407 (7.5), Pohl, Hana 2548 (8.5).
   *   BH = 5.5+6.5+5.5+6.5+6.5+7.5+6+8.5+7.5+7.5+8.5 = 76; BH/C1 = 76 − 5.5 = 70.5.
   *   Ratings sum 26358; without the lowest (2161) 24197 / 10 = 2419.7 → ARO/C1 2420.
   * Engel, Greta: Iyer, Fiona 2159 (5), Adler, Zoe 2188 (5), Garcia, Elif 2318 (6), Rossi, Carla
   *   2390 (7), Moser, Carla 2349 (6.5), Stein, Mila 2346 (5.5), Kim, Yara 2536 (7.5), Ueda, Sara
   *   2513 (8.5), Eder, Hana 2560 (7.5), Falk, Elif 2437 (7.5), Novak, Lena 2393 (8).
   *   BH = 5+5+6+7+6.5+5.5+7.5+8.5+7.5+7.5+8 = 74; BH/C1 = 74 − 5 = 69.
   *   Ratings sum 26189; without 2159: 24030 / 10 = 2403 → ARO/C1 2403.
   * Pohl, Hana: Iyer, Zoe 2201 (6.5), Rossi, Rosa 2204 (6.5), Zhou, Rosa 2264 (5.5), Lind, Lena
   *   2322 (6.5), Stein, Yara 2369 (6.5), Engel, Paula 2206 (4.5), Tanaka, Yara 2272 (6.5), Kim,
   *   Nina 2286 (6), Kaur, Vera 2339 (7), Nagy, Hana 2520 (6.5), Ueda, Sara 2513 (8.5).
   *   BH = 6.5+6.5+5.5+6.5+6.5+4.5+6.5+6+7+6.5+8.5 = 70.5; BH/C1 = 70.5 − 4.5 = 66.
   *   Ratings sum 25496; without 2201: 23295 / 10 = 2329.5 → ARO/C1 2330 (0.5 rounded up, Art. 10.1).
   * None of them, and none of their opponents, has an unplayed round: the rule sets agree.
   */
  const WORKED: Record<string, { opponents: [string, number][]; values: number[] }> = {
    'Ueda, Sara': {
      opponents: [
        ['Jung, Elif', 5.5],
        ['Lind, Lena', 6.5],
        ['Dorn, Lena', 5.5],
        ['Moser, Carla', 6.5],
        ['Tanaka, Mila', 6.5],
        ['Kim, Yara', 7.5],
        ['Kim, Nina', 6],
        ['Engel, Greta', 8.5],
        ['Falk, Elif', 7.5],
        ['Moser, Jana', 7.5],
        ['Pohl, Hana', 8.5],
      ],
      values: [70.5, 76, 2420],
    },
    'Engel, Greta': {
      opponents: [
        ['Iyer, Fiona', 5],
        ['Adler, Zoe', 5],
        ['Garcia, Elif', 6],
        ['Rossi, Carla', 7],
        ['Moser, Carla', 6.5],
        ['Stein, Mila', 5.5],
        ['Kim, Yara', 7.5],
        ['Ueda, Sara', 8.5],
        ['Eder, Hana', 7.5],
        ['Falk, Elif', 7.5],
        ['Novak, Lena', 8],
      ],
      values: [69, 74, 2403],
    },
    'Pohl, Hana': {
      opponents: [
        ['Iyer, Zoe', 6.5],
        ['Rossi, Rosa', 6.5],
        ['Zhou, Rosa', 5.5],
        ['Lind, Lena', 6.5],
        ['Stein, Yara', 6.5],
        ['Engel, Paula', 4.5],
        ['Tanaka, Yara', 6.5],
        ['Kim, Nina', 6],
        ['Kaur, Vera', 7],
        ['Nagy, Hana', 6.5],
        ['Ueda, Sara', 8.5],
      ],
      values: [66, 70.5, 2330],
    },
  };

  it.each(Object.keys(WORKED))('%s: the opponents and their scores as worked out', name => {
    const p = byName(name);
    const opponents = p.rounds.map(e => {
      if (e.kind !== 'played') throw new Error(`${name}: ${e.kind}`);
      const o = t.participants[e.opponent - 1];
      return [o.name, totalPoints(o, t.pointSystem)];
    });
    expect(opponents).toEqual(WORKED[name].opponents);
  });

  it('ranks the three on 8.5 by BH/C1, BH, ARO/C1 with the values worked out', () => {
    const s = rankStandings(t, ['BH/C1', 'BH', 'ARO/C1']);
    const top = s.rows.slice(0, 3).map(r => [t.participants[r.index].name, r.points, ...r.values]);
    expect(top).toEqual(
      ['Ueda, Sara', 'Engel, Greta', 'Pohl, Hana'].map(n => [n, 8.5, ...WORKED[n].values]),
    );
  });
});

describe('the name from Events that disagree', () => {
  it.each([
    [['World Rapid 2024 | Round 1', 'World Rapid 2024 | Round 2'], 'World Rapid 2024'],
    [['Open 2024 - Runde 3', 'Open 2024 - Runde 10'], 'Open 2024'],
    [['Round 1: Anna - Bert', 'Round 1: Cleo - Dirk', 'Round 2: Anna - Cleo'], undefined],
    [['Round 1: Anna - Bert', 'Round 12: Anna - Cleo'], undefined],
    [['Women (feed A)', 'Women (feed B)'], 'Women'],
    [['Alpha', 'Beta'], undefined],
  ] as [string[], string | undefined][])('%j → %s', (events, name) => {
    expect(commonEventPart(events)).toBe(name);
  });
});
