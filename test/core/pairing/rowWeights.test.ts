/**
 * rowWeights (weights.ts) gives a bracket's edges their criteria weights from a table by the
 * players' kinds: each edge must get the weight edgeWeight gives it, ZERO for a pair that may
 * not meet, and be set in the matching with it (a row at a time).
 */
import { buildField, ranksAbove, type Standing } from '../../../src/core/pairing/standing';
import {
  edgeWeight,
  kind,
  layoutFor,
  rowWeights,
  type BracketTable,
  type EdgeContext,
} from '../../../src/core/pairing/weights';
import { game, PAB, players } from './specExamples';

/**
 * Fourteen players after two rounds: wins, draws and losses with both colours (so players of one
 * score differ in colour preference and floats), a PAB (9 in round 1), 1–2 forbidden, and two
 * pairs of players alike in every field the weight reads (11 and 12, 13 and 14).
 */
const field = buildField({
  players: players({
    1: [game(6, 'w', 'win'), game(3, 'b', 'win')],
    2: [game(7, 'b', 'win'), game(4, 'w', 'draw')],
    3: [game(8, 'w', 'draw'), game(1, 'w', 'loss')],
    4: [game(10, 'b', 'win'), game(2, 'b', 'draw')],
    5: [game(10, 'w', 'loss'), game(6, 'w', 'win')],
    6: [game(1, 'b', 'loss'), game(5, 'b', 'loss')],
    7: [game(2, 'w', 'loss'), game(8, 'b', 'win')],
    8: [game(3, 'b', 'draw'), game(7, 'w', 'loss')],
    9: [PAB, game(10, 'w', 'win')],
    10: [game(4, 'w', 'loss'), game(9, 'b', 'loss')],
    11: [game(13, 'w', 'win'), game(14, 'b', 'win')],
    12: [game(14, 'w', 'win'), game(13, 'b', 'win')],
    13: [game(11, 'b', 'loss'), game(12, 'w', 'loss')],
    14: [game(12, 'b', 'loss'), game(11, 'w', 'loss')],
  }),
  totalRounds: 5,
  initialColour: 'w',
});
const sorted = [...field.standings].sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
const layout = layoutFor(sorted, field.played, field.totalRounds, 10);
const met = (a: number, b: number): boolean =>
  (field.byId.get(a) as Standing).rounds.some(r => r.opponent === b) ||
  (a === 1 && b === 2) ||
  (a === 2 && b === 1);
const ctx: EdgeContext = {
  layout,
  forbidden: met,
  byeScore: 0,
  oddCount: false,
  byeFromThisBracket: false,
  playedGameRank: new Map(),
};

/** Between 11 and 12, alike players: one a resident, the other in the next scoregroup. */
const between = sorted.findIndex(s => s.id === 12);

it('has 11 and 12 next to each other in the pairing order', () => {
  expect(sorted[between - 1].id).toBe(11);
});

it.each([
  [0, 6],
  [2, 6],
  [0, 14],
  [0, between],
])(
  'gives every edge of a bracket (%i moved-down players, next scoregroup from %i) the weight edgeWeight gives it',
  (mdpCount, nextBegin) => {
    const bracket = sorted.map((_, v) => v);
    const players = bracket.map(v => sorted[v]);
    const numberOf = new Map<number, number>();
    const kinds = new Int32Array(
      players
        .map(p => kind(p, layout))
        .map(k => {
          if (!numberOf.has(k)) numberOf.set(k, numberOf.size);
          return numberOf.get(k) as number;
        }),
    );
    const count = numberOf.size;
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThan(players.length);
    const table: BracketTable = {
      players,
      kinds,
      count,
      weights: new Array<bigint | undefined>(2 * count * count),
      ids: new Int32Array(2 * count * count),
      base: bracket.map(() => []),
      bracket,
      ends: Int32Array.from(bracket),
      rowIds: new Int32Array(bracket.length),
      nextBegin,
      ctx,
    };
    // A matching that numbers weights as it is asked for them (ZERO is 0), and records what
    // each edge is set to by the numbers.
    const set = new Map<string, bigint>();
    const byIndex = [BigInt(0)];
    const state = {
      indexOf: (w: bigint): number => {
        const known = byIndex.indexOf(w);
        return known >= 0 ? known : byIndex.push(w) - 1;
      },
      setRow: (a: number, ends: Int32Array, ids: Int32Array, count: number) => {
        for (let i = 0; i < count; i++) set.set(`${a} ${ends[i]}`, byIndex[ids[i]]);
      },
    };
    for (let L = mdpCount; L < bracket.length; L++) rowWeights(state, table, L);
    let zeros = 0;
    for (let L = mdpCount; L < bracket.length; L++) {
      for (let s = 0; s < L; s++) {
        const want = edgeWeight(players[s], players[L], L < nextBegin, L >= nextBegin, ctx);
        if (want === BigInt(0)) zeros++;
        expect(table.base[L][s]).toBe(want);
        expect(set.get(`${L} ${s}`)).toBe(want);
      }
    }
    expect(zeros).toBeGreaterThan(0);
    expect(set.size).toBe(table.base.reduce((n, row) => n + row.length, 0));
  },
);
