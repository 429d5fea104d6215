import {
  computeTiebreaks,
  rankColumns,
  rankStandings,
  standingsOf,
} from '../../../src/core/tiebreaks';
import { expandPresets } from '../../../src/core/tiebreaks/standings';
import type { GameEnd } from '../../../src/core/model/types';
import { buildTournament, dtv2 } from './d2Builder';

/**
 * Four players, single round robin, everybody on 1.5 points: 1–2 ½, 1 beat 3, 4 beat 1, 2 beat
 * 4, 3 beat 2, 3–4 ½. Among all four the games do not separate anybody (each has 1.5), but
 * inside {1, 3} and {2, 4} they do.
 */
const quartet = buildTournament(
  [
    { rounds: '2w= 3w1 4b0', rating: 2000 },
    { rounds: '1b= 4w1 3b0', rating: 1900 },
    { rounds: '4w= 1b0 2w1', rating: 2000 },
    { rounds: '3b= 2b0 1w1', rating: 1900 },
  ],
  { system: 'round-robin', name: 'Quartet' },
);

function order(s: ReturnType<typeof rankStandings>): number[] {
  return s.rows.map(r => r.index + 1);
}

describe('rankStandings', () => {
  it('ranks by points, then by each code; participants tied on everything share the place', () => {
    const s = rankStandings(quartet, ['RTNG']);
    expect(order(s)).toEqual([1, 3, 2, 4]);
    expect(s.rows.map(r => r.place)).toEqual(['1–2', '1–2', '3–4', '3–4']);
    expect(s.rows.map(r => r.rank)).toEqual([1, 1, 3, 3]);
    expect(s.rows.map(r => r.points)).toEqual([1.5, 1.5, 1.5, 1.5]);
    expect(s.codes).toEqual(['RTNG']);
  });

  it('applies DE to each subgroup still tied (type A), not to the whole points group', () => {
    // over the whole points group DE separates nobody …
    expect(computeTiebreaks(quartet, ['DE'])[0].values).toEqual([0, 0, 0, 0]);
    // … but after RTNG the groups are {1, 3} and {2, 4}: 1 beat 3, 2 beat 4
    const s = rankStandings(quartet, ['RTNG', 'DE']);
    expect(order(s)).toEqual([1, 3, 2, 4]);
    expect(s.rows.map(r => r.place)).toEqual(['1', '2', '3', '4']);
    expect(s.rows.map(r => r.values)).toEqual([
      [2000, 1],
      [2000, 2],
      [1900, 1],
      [1900, 2],
    ]);
  });

  it('prints DE as 0 for a group it cannot separate, and the next code decides', () => {
    const s = rankStandings(quartet, ['DE', 'RTNG']);
    expect(s.rows.map(r => r.values[0])).toEqual([0, 0, 0, 0]);
    expect(s.rows.map(r => r.place)).toEqual(['1–2', '1–2', '3–4', '3–4']);
  });

  it('a final lot breaks the remaining ties, reproducibly from the seed', () => {
    const a = rankStandings(quartet, ['DE', 'RTNG', 'LOT'], { seed: 'club night 12' });
    expect(a.rows.map(r => r.place)).toEqual(['1', '2', '3', '4']);
    expect(order(a).slice(0, 2).sort()).toEqual([1, 3]);
    expect(order(a).slice(2).sort()).toEqual([2, 4]);
    expect(order(rankStandings(quartet, ['DE', 'RTNG', 'LOT'], { seed: 'club night 12' }))).toEqual(
      order(a),
    );
    // the lot only orders what is still tied; the lot column shows each one's hidden position
    const lot = computeTiebreaks(quartet, ['LOT'], { seed: 'club night 12' })[0].values as number[];
    const first = lot[0] < lot[2] ? 1 : 3;
    expect(order(a)[0]).toBe(first);
    // different seeds do not all give the same order
    const orders = new Set(
      ['s1', 's2', 's3', 's4', 's5', 's6'].map(seed =>
        order(rankStandings(quartet, ['DE', 'RTNG', 'LOT'], { seed })).join(','),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    // without a seed the default one (name and participants) is used, again reproducibly
    expect(order(rankStandings(quartet, ['LOT']))).toEqual(order(rankStandings(quartet, ['LOT'])));
  });

  it('standings after a round ignore the later rounds', () => {
    const s = rankStandings(quartet, ['DE'], { afterRound: 2 });
    // after two rounds: 1 and 2 have 1.5 (drew each other), 3 and 4 have 0.5 (drew each other)
    expect(s.rows.map(r => [r.index + 1, r.points, r.place])).toEqual([
      [1, 1.5, '1–2'],
      [2, 1.5, '1–2'],
      [3, 0.5, '3–4'],
      [4, 0.5, '3–4'],
    ]);
    const d = dtv2();
    const after3 = rankStandings(d, ['ARO'], { afterRound: 3 });
    // P1 after three rounds: 1800, 2100, 1900 → 1933
    expect(after3.rows.find(r => r.index === 0)?.values[0]).toBe(1933);
  });

  it('puts a value that does not exist after every value that does', () => {
    // 1 and 3 both on 2 points; 3 only had byes, so has no ARO
    const t = buildTournament([
      { rounds: '2w1 U', rating: 2000 },
      { rounds: '1b0 F', rating: 1900 },
      { rounds: 'U F', rating: 1800 },
      { rounds: 'Z Z', rating: 1700 },
    ]);
    const s = rankStandings(t, ['ARO']);
    expect(order(s)).toEqual([1, 3, 2, 4]);
    expect(s.rows.map(r => r.values[0])).toEqual([1900, null, 2000, null]);
    expect(s.rows.map(r => r.place)).toEqual(['1', '2', '3', '4']);
  });

  it('D-TV2: P2 and P7 on 2.5 are separated by BH (16 > 12.5); PS/C1 would split P2/P3 on PS', () => {
    const s = rankStandings(dtv2(), ['BH', 'PS']);
    expect(order(s)).toEqual([1, 4, 3, 2, 7, 6, 8, 5]);
    expect(s.rows.map(r => r.place)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('RTNG/R ranks the lower rating first', () => {
    expect(order(rankStandings(quartet, ['RTNG/R']))).toEqual([2, 4, 1, 3]);
  });
});

describe('rankColumns', () => {
  it('gives the order, the runs tied on everything and the columns by participant index', () => {
    // After RTNG the quartet is {1, 3} on 2000, then {2, 4} on 1900, each tied on everything.
    const ranked = rankColumns(quartet, ['RTNG', 'BH']);
    expect(Array.from(ranked.order)).toEqual([0, 2, 1, 3]);
    expect(ranked.ties).toEqual([0, 2, 2, 4]);
    expect(Array.from(ranked.points, (_, i) => ranked.points[i])).toEqual([1.5, 1.5, 1.5, 1.5]);
    // Each played all three others, who have 1.5 each: BH 4.5.
    expect(ranked.columns).toEqual([
      [2000, 1900, 2000, 1900],
      [4.5, 4.5, 4.5, 4.5],
    ]);
    expect(ranked.codes).toEqual(['RTNG', 'BH']);
  });

  it('DE: its column is the position inside the group it split; standingsOf gives the rows', () => {
    const ranked = rankColumns(quartet, ['RTNG', 'DE']);
    expect(Array.from(ranked.order)).toEqual([0, 2, 1, 3]);
    expect(ranked.ties).toEqual([]);
    expect(ranked.columns[1]).toEqual([1, 1, 2, 2]);
    expect(standingsOf(ranked)).toEqual(rankStandings(quartet, ['RTNG', 'DE']));
  });
});

describe('presets in standings', () => {
  it('expands a preset name into its codes', () => {
    expect(expandPresets(['fide-rr'])).toEqual(['DE', 'WIN', 'SB', 'KS']);
    expect(expandPresets(['BH', 'club-classic'])).toEqual(['BH', 'BH', 'SB']);
    expect(rankStandings(quartet, ['dsj-rr']).codes).toEqual(['SB', 'WIN', 'TPN']);
  });

  it('Lechenich (club-systems.md C.3): C ahead of A on wins with black; B and D by lot', () => {
    const R: GameEnd = { type: 'regular' };
    const t = buildTournament(
      [
        {
          name: 'A',
          rounds: '2w1 3b= 4b1',
          ends: { 0: R, 1: R, 2: { type: 'default', defaulter: 'opponent' } },
        },
        {
          name: 'B',
          rounds: '1b0 4b= 3w0',
          ends: { 0: R, 1: { type: 'adjudicated', defaulter: 'opponent' }, 2: R },
        },
        { name: 'C', rounds: '4b1 1w= 2b1', ends: { 0: R, 1: R, 2: R } },
        {
          name: 'D',
          rounds: '3w0 2w= 1w0',
          ends: {
            0: R,
            1: { type: 'adjudicated', defaulter: 'self' },
            2: { type: 'default', defaulter: 'self' },
          },
        },
      ],
      { system: 'round-robin', name: 'LSS example' },
    );
    const s = rankStandings(t, ['lechenich'], { seed: 'LSS 2026' });
    expect(s.codes).toEqual(['SB', 'SWIN', 'SWINB', 'LOT']);
    expect(order(s).slice(0, 2)).toEqual([3, 1]);
    // SB: A 2.25, C 2.25, B 0.25, D 0.25
    expect(s.rows.map(r => r.values[0])).toEqual([2.25, 2.25, 0.25, 0.25]);
    expect(s.rows.map(r => r.place)).toEqual(['1', '2', '3', '4']);
    const again = rankStandings(t, ['lechenich'], { seed: 'LSS 2026' });
    expect(order(again)).toEqual(order(s));
  });
});
