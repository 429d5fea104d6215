/**
 * weightFields (weights.ts) reads an edge weight back criterion by criterion, for the pairing
 * checker: it must stay in step with the weight edgeWeight builds. Its widths add up to
 * weightBits' bound, and a pair that differs from another in one criterion only differs in
 * that field only.
 */
import { buildField, ranksAbove, type Standing } from '../../../src/core/pairing/standing';
import {
  edgeWeight,
  layoutFor,
  weightBits,
  weightFields,
  type EdgeContext,
} from '../../../src/core/pairing/weights';
import { game, players } from './specExamples';

/**
 * Eight players after round 1 (1–5, 6–2, 3–7, 8–4, the higher numbers winning): 1 and 3 had
 * White (colour difference +1: strong preference for Black), 2 and 4 Black (strong for White);
 * no floats yet.
 */
const field = buildField({
  players: players({
    1: [game(5, 'w', 'win')],
    2: [game(6, 'b', 'win')],
    3: [game(7, 'w', 'win')],
    4: [game(8, 'b', 'win')],
    5: [game(1, 'b', 'loss')],
    6: [game(2, 'w', 'loss')],
    7: [game(3, 'b', 'loss')],
    8: [game(4, 'w', 'loss')],
  }),
  totalRounds: 5,
  initialColour: 'w',
});
const sorted = [...field.standings].sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
const layout = layoutFor(sorted, field.played, field.totalRounds, 10);
const ctx: EdgeContext = {
  layout,
  forbidden: () => false,
  byeScore: 0,
  oddCount: false,
  byeFromThisBracket: false,
  playedGameRank: new Map(),
};
const get = (id: number) => field.byId.get(id) as Standing;

/** The weight's fields, top (C2–C5) first, by name. */
function fields(w: bigint): [string, bigint][] {
  const layoutFields = weightFields(layout);
  const out: [string, bigint][] = [];
  let rest = w;
  for (let i = layoutFields.length - 1; i >= 0; i--) {
    const width = BigInt(layoutFields[i].bits);
    out.unshift([`${layoutFields[i].field}#${i}`, rest & ((BigInt(1) << width) - BigInt(1))]);
    rest >>= width;
  }
  out.unshift(['top', rest]);
  return out;
}

function differing(a: bigint, b: bigint): string[] {
  const fa = fields(a);
  const fb = fields(b);
  return fa.filter(([, v], i) => v !== fb[i][1]).map(([name]) => name.replace(/#\d+$/, ''));
}

describe('weightFields', () => {
  it('spans the weight: its widths, the two bits of the top field and one of margin', () => {
    const widths = weightFields(layout).reduce((s, f) => s + f.bits, 0);
    expect(2 + widths + 1).toBe(weightBits(layout));
    // Round 2: the float fields of one round back only (C14, C15, C18, C19).
    expect(weightFields(layout).map(f => f.field)).toEqual([
      'C6',
      'C7',
      'C8',
      'C8',
      'C9',
      'C10',
      'C11',
      'C12',
      'C13',
      'C14',
      'C15',
      'C18',
      'C19',
      'order',
    ]);
  });

  it('1–3 (both strongly want Black) and 1–4 (both granted) differ in C12 and C13 alone', () => {
    const same = edgeWeight(get(1), get(3), true, false, ctx);
    const granted = edgeWeight(get(1), get(4), true, false, ctx);
    expect(differing(same, granted)).toEqual(['C12', 'C13']);
    expect(granted > same).toBe(true);
  });

  it('a pair of the bracket and the same pair as look-ahead differ in C6, C7, C8 and below', () => {
    const inBracket = edgeWeight(get(1), get(4), true, false, ctx);
    const lookAhead = edgeWeight(get(1), get(4), false, true, ctx);
    // C6/C7 count pairs of the bracket, C8 those of the next; C10–C21 only the bracket's.
    expect(differing(inBracket, lookAhead)).toEqual(
      expect.arrayContaining(['C6', 'C7', 'C8', 'C10', 'C11', 'C12', 'C13']),
    );
    expect(differing(inBracket, lookAhead)).not.toContain('top');
  });
});
