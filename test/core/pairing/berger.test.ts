/**
 * The Berger schedule against the FIDE tables (C.05 Annex 1) as printed in the pairing spec
 * (test/fixtures/spec/berger-tables.txt, 3–4 up to 15–16 players), and its properties for every
 * field up to 30 players, single and double.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bergerSchedule, bergerTable } from '../../../src/core/pairing/berger';
import type { RoundRobinSchedule } from '../../../src/core/pairing/berger';

/** The published tables, keyed by their even size: rounds of [White, Black] in board order. */
function publishedTables(): Map<number, [number, number][][]> {
  const text = readFileSync(
    join(__dirname, '..', '..', 'fixtures', 'spec', 'berger-tables.txt'),
    'utf8',
  );
  const tables = new Map<number, [number, number][][]>();
  let rounds: [number, number][][] = [];
  for (const line of text.split('\n')) {
    // A section starts with "N-M players:"; its rounds are "R1 1-4 2-3", separated by spaces or |.
    const head = /^(\d+)-(\d+) players:(.*)$/.exec(line);
    if (head) {
      rounds = [];
      tables.set(Number(head[2]), rounds);
    }
    for (const part of (head ? head[3] : line).split(/(?=R\d+\s)/)) {
      if (!/^\s*R\d+\s/.test(part)) continue;
      rounds.push(
        [...part.matchAll(/(\d+)-(\d+)/g)].map((m): [number, number] => [
          Number(m[1]),
          Number(m[2]),
        ]),
      );
    }
  }
  return tables;
}

/** [White, Black] of every board, the bye as [player, 0]. */
function asPairs(s: RoundRobinSchedule): [number, number][][] {
  return s.rounds.map(r => [
    ...r.games.map((g): [number, number] => [g.white, g.black]),
    ...(r.bye === undefined ? [] : [[r.bye, 0] as [number, number]]),
  ]);
}

describe('the FIDE Berger tables (C.05 Annex 1)', () => {
  const tables = publishedTables();

  it('reads the seven published tables from the fixture', () => {
    expect([...tables.keys()]).toEqual([4, 6, 8, 10, 12, 14, 16]);
    for (const [size, rounds] of tables) {
      expect(rounds).toHaveLength(size - 1);
      for (const r of rounds) expect(r).toHaveLength(size / 2);
    }
  });

  it('3–4 and 5–6 players, typed from the handbook table', () => {
    expect(bergerTable(4)).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [4, 3],
        [1, 2],
      ],
      [
        [2, 4],
        [3, 1],
      ],
    ]);
    expect(bergerTable(6)).toEqual([
      [
        [1, 6],
        [2, 5],
        [3, 4],
      ],
      [
        [6, 4],
        [5, 3],
        [1, 2],
      ],
      [
        [2, 6],
        [3, 1],
        [4, 5],
      ],
      [
        [6, 5],
        [1, 4],
        [2, 3],
      ],
      [
        [3, 6],
        [4, 2],
        [5, 1],
      ],
    ]);
  });

  it.each([4, 6, 8, 10, 12, 14, 16])(
    '%i players: every round, board and colour as published',
    n => {
      expect(bergerTable(n)).toEqual(tables.get(n));
      expect(asPairs(bergerSchedule(n))).toEqual(tables.get(n));
    },
  );

  it.each([3, 5, 7, 9, 11, 13, 15])(
    '%i players: the table of the next even number, the player drawn against it has the bye',
    n => {
      const table = tables.get(n + 1) as [number, number][][];
      const expected = table.map(round => {
        const dummy = round.find(([w, b]) => w === n + 1 || b === n + 1) as [number, number];
        const bye = dummy[0] === n + 1 ? dummy[1] : dummy[0];
        return [...round.filter(p => p !== dummy), [bye, 0]];
      });
      expect(asPairs(bergerSchedule(n))).toEqual(expected);
    },
  );

  it('E7: with 5 players round 1 is bye for 1, 2–5 on board 1 and 3–4 on board 2', () => {
    expect(bergerSchedule(5).rounds[0]).toEqual({
      round: 1,
      cycle: 1,
      games: [
        { board: 1, white: 2, black: 5 },
        { board: 2, white: 3, black: 4 },
      ],
      bye: 1,
    });
  });

  it('2 players: one game, 1 White; double: the return game with 2 White', () => {
    expect(asPairs(bergerSchedule(2))).toEqual([[[1, 2]]]);
    expect(asPairs(bergerSchedule(2, { double: true }))).toEqual([[[1, 2]], [[2, 1]]]);
  });

  it('3 players double: the 4-table, then the same rounds with colours reversed', () => {
    expect(asPairs(bergerSchedule(3, { double: true }))).toEqual([
      [
        [2, 3],
        [1, 0],
      ],
      [
        [1, 2],
        [3, 0],
      ],
      [
        [3, 1],
        [2, 0],
      ],
      [
        [3, 2],
        [1, 0],
      ],
      [
        [2, 1],
        [3, 0],
      ],
      [
        [1, 3],
        [2, 0],
      ],
    ]);
  });

  it('4 players double: rounds 2 and 3 of the first cycle exchanged (FIDE recommendation), the second cycle reversed', () => {
    expect(asPairs(bergerSchedule(4, { double: true }))).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [2, 4],
        [3, 1],
      ],
      [
        [4, 3],
        [1, 2],
      ],
      [
        [4, 1],
        [3, 2],
      ],
      [
        [3, 4],
        [2, 1],
      ],
      [
        [4, 2],
        [1, 3],
      ],
    ]);
  });

  it('refuses fewer than 2 players and fractions with a clear message', () => {
    expect(() => bergerSchedule(1)).toThrow(
      'a round robin needs a whole number of players, at least 2; found 1',
    );
    expect(() => bergerSchedule(4.5)).toThrow('found 4.5');
    expect(() => bergerSchedule(Number.NaN)).toThrow('found NaN');
    expect(() => bergerTable(7)).toThrow('even number of positions');
  });
});

/** Colours of one player round by round: 'w', 'b', or '-' for the bye. */
function colours(s: RoundRobinSchedule, p: number): string {
  return s.rounds
    .map(r => {
      if (r.bye === p) return '-';
      const g = r.games.find(x => x.white === p || x.black === p);
      if (!g) throw new Error(`player ${p} missing in round ${r.round}`);
      return g.white === p ? 'w' : 'b';
    })
    .join('');
}

describe('properties for every field from 2 to 30 players', () => {
  const sizes = Array.from({ length: 29 }, (_, i) => i + 2);

  it.each(sizes)(
    '%i players: each pair meets exactly once per cycle, each player once per round',
    n => {
      for (const double of [false, true]) {
        const s = bergerSchedule(n, { double });
        const perCycle = n % 2 === 0 ? n - 1 : n;
        expect(s.rounds).toHaveLength(double ? 2 * perCycle : perCycle);
        const met = new Map<string, number>();
        for (const r of s.rounds) {
          const seen = r.games.flatMap(g => [g.white, g.black]);
          if (r.bye !== undefined) seen.push(r.bye);
          expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
          expect(r.bye === undefined).toBe(n % 2 === 0);
          expect(r.games.map(g => g.board)).toEqual(
            Array.from({ length: Math.floor(n / 2) }, (_, i) => i + 1),
          );
          for (const g of r.games) {
            const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}/${r.cycle}`;
            met.set(key, (met.get(key) ?? 0) + 1);
          }
        }
        expect(met.size).toBe(((n * (n - 1)) / 2) * (double ? 2 : 1));
        expect([...met.values()].every(v => v === 1)).toBe(true);
      }
    },
  );

  it.each(sizes)(
    '%i players: p and q < N meet in round (p + q − 2) mod (N − 1) + 1, N and p in (2p − 2) mod (N − 1) + 1',
    n => {
      // The round formula of docs/sheet-layouts.md (the crosstable reader's), N the even size.
      const size = n % 2 === 0 ? n : n + 1;
      const roundOf = (p: number, q: number) =>
        q === size ? ((2 * p - 2) % (size - 1)) + 1 : ((p + q - 2) % (size - 1)) + 1;
      for (const r of bergerSchedule(n).rounds) {
        for (const g of r.games) {
          const [p, q] = [Math.min(g.white, g.black), Math.max(g.white, g.black)];
          expect(roundOf(p, q)).toBe(r.round);
        }
        if (r.bye !== undefined) expect(roundOf(r.bye, size)).toBe(r.round);
      }
    },
  );

  it.each(sizes)('%i players: colour balance as the table gives it', n => {
    const s = bergerSchedule(n);
    for (let p = 1; p <= n; p++) {
      const c = colours(s, p);
      const whites = [...c].filter(x => x === 'w').length;
      const blacks = [...c].filter(x => x === 'b').length;
      // Even field: n−1 games, so one colour once more; odd field: n−1 games, even, split evenly.
      if (n % 2 === 0) expect(Math.abs(whites - blacks)).toBe(1);
      else expect(whites).toBe(blacks);
      // Within a cycle no player has the same colour three times running (byes skipped).
      expect(c.replace(/-/g, '')).not.toMatch(/www|bbb/);
    }
  });

  it.each(sizes)('%i players double: the second cycle is the table with colours reversed', n => {
    const single = bergerSchedule(n);
    const double = bergerSchedule(n, { double: true });
    const k = single.rounds.length;
    double.rounds.slice(k).forEach((r, i) => {
      expect(r.cycle).toBe(2);
      expect(r.round).toBe(k + i + 1);
      expect(r.bye).toBe(single.rounds[i].bye);
      expect(r.games).toEqual(
        single.rounds[i].games.map(g => ({ board: g.board, white: g.black, black: g.white })),
      );
    });
    // The first cycle is the table, its last two rounds exchanged for an even field.
    const first = double.rounds.slice(0, k).map(r => r.games);
    const table = single.rounds.map(r => r.games);
    const expected =
      n % 2 === 0 && k >= 2 ? [...table.slice(0, k - 2), table[k - 1], table[k - 2]] : table;
    expect(first).toEqual(expected);
    for (let p = 1; p <= n; p++) {
      const c = colours(double, p);
      // Each player has each colour equally often over both cycles, and never three in a row.
      expect([...c].filter(x => x === 'w').length).toBe([...c].filter(x => x === 'b').length);
      expect(c.replace(/-/g, '')).not.toMatch(/www|bbb/);
    }
  });
});
