/**
 * Pairing numbers of a player list by FIDE C.04.2: the initial ranking (rating, then title in
 * the order GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled, then name) before round 1, and late
 * entries afterwards. Every expected order below is worked out by hand from those rules.
 */
import { compareInitialRanking, titleRank } from '../../../src/core/pairing/initialRanking';
import {
  planPairingNumbers,
  type NumberingRow,
  type NrCell,
} from '../../../src/core/pairing/pairingNumbers';

const empty: NrCell = { kind: 'empty' };
const ours = (value: number): NrCell => ({ kind: 'ours', value });
const typed = (value: number): NrCell => ({ kind: 'typed', value });

function row(name: string, rating?: number, title?: string, nr: NrCell = empty): NumberingRow {
  return {
    name,
    ...(rating !== undefined ? { rating } : {}),
    ...(title !== undefined ? { title } : {}),
    nr,
  };
}

describe('initial ranking (C.04.2)', () => {
  it('orders titles GM, IM, WGM, FM, WIM, CM, WFM, WCM, then untitled; TRF letters too', () => {
    const titles = ['WCM', '', 'CM', 'GM', 'WIM', 'FM', 'IM', 'WFM', 'WGM', 'NM'];
    expect(
      [...titles].sort((a, b) => titleRank(a || undefined) - titleRank(b || undefined)),
    ).toEqual(['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM', '', 'NM']);
    // TRF-16 writes g, m, wg, f, wm, c, wf, wc; lower case and spaces are read too.
    expect(['g', 'm', 'wg', 'f', 'wm', 'c', 'wf', 'wc', ' gm '].map(titleRank)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 0,
    ]);
  });

  it('rating first (unrated last), then title, then name', () => {
    const field = [
      row('Zeller, Udo', 2105),
      row('Adam, Ida', undefined),
      row('Berg, Eva', 2105, 'WFM'),
      row('Cole, Max', 2105, 'FM'),
      row('Abel, Kai', 2105),
      row('Dorn, Tim', 2310),
      row('Bauer, Lea', undefined, 'WIM'),
    ];
    // 2310 Dorn; the three 2105 players: FM Cole, WFM Berg, then untitled Abel before Zeller;
    // unrated: WIM Bauer before untitled Adam.
    expect([...field].sort(compareInitialRanking).map(r => r.name)).toEqual([
      'Dorn, Tim',
      'Cole, Max',
      'Berg, Eva',
      'Abel, Kai',
      'Zeller, Udo',
      'Bauer, Lea',
      'Adam, Ida',
    ]);
  });

  it('names compare alphabetically, ignoring case and accents first', () => {
    const names = ['Özil, A', 'Ober, B', 'oben, C'];
    expect(
      names
        .map(n => row(n, 1800))
        .sort(compareInitialRanking)
        .map(r => r.name),
    ).toEqual(['oben, C', 'Ober, B', 'Özil, A']);
  });
});

describe('pairing numbers before round 1', () => {
  const field = [row('Cole', 1900), row('Abel', 2000), row('Berg', 1900, 'CM'), row('Dorn')];

  it('by the initial ranking: every row numbered, written as the changes', () => {
    const plan = planPairingNumbers(field, { order: 'ranking', round: 1, resultsByNumber: false });
    // Abel 2000; CM Berg before untitled Cole at 1900; Dorn unrated.
    expect(plan.numbers).toEqual([3, 1, 2, 4]);
    expect(plan.how).toBe('initial');
    expect(plan.changed).toEqual([0, 1, 2, 3]);
  });

  it('as listed: the list order', () => {
    const plan = planPairingNumbers(field, { order: 'list', round: 1, resultsByNumber: false });
    expect(plan.numbers).toEqual([1, 2, 3, 4]);
  });

  it('renumbers its own numbers when a rating was corrected, and writes only what changed', () => {
    const before = [row('Cole', 1900, undefined, ours(3)), row('Abel', 2000, undefined, ours(1))];
    const corrected = [
      ...before,
      row('Berg', 1900, 'CM', ours(2)),
      row('Dorn', 2100, undefined, ours(4)),
    ];
    const plan = planPairingNumbers(corrected, {
      order: 'ranking',
      round: 1,
      resultsByNumber: false,
    });
    // Dorn's 2100 makes him first: Dorn 1, Abel 2, Berg 3, Cole 4.
    expect(plan.numbers).toEqual([4, 2, 3, 1]);
    expect(plan.changed).toEqual([0, 1, 2, 3]);
    const again = planPairingNumbers(
      corrected.map((r, i) => ({ ...r, nr: ours(plan.numbers[i]) })),
      { order: 'ranking', round: 1, resultsByNumber: false },
    );
    expect(again.changed).toEqual([]);
  });

  it('keeps a number the organiser typed; the others take the free numbers in ranking order', () => {
    const mixed = [
      row('Cole', 1900),
      row('Abel', 2000),
      row('Berg', 1900, 'CM'),
      row('Dorn', 1500, undefined, typed(1)),
    ];
    const plan = planPairingNumbers(mixed, { order: 'ranking', round: 1, resultsByNumber: false });
    expect(plan.numbers).toEqual([4, 2, 3, 1]);
    expect(plan.changed).toEqual([0, 1, 2]);
  });
});

describe('late entries', () => {
  // Numbered before round 1: A 2200 (1), B 2000 (2), C 1800 (3), D 1600 (4).
  const field = (nr: (n: number) => NrCell = ours) => [
    row('A', 2200, undefined, nr(1)),
    row('B', 2000, undefined, nr(2)),
    row('C', 1800, undefined, nr(3)),
    row('D', 1600, undefined, nr(4)),
  ];
  const late = row('E', 1900);

  it('before round 2, 3 or 4 is paired: at his place, those below move down one', () => {
    for (const round of [2, 3, 4]) {
      const plan = planPairingNumbers([...field(), late], {
        order: 'ranking',
        round,
        resultsByNumber: false,
      });
      // E's 1900 ranks between B (2000) and C (1800): E 3, C 4, D 5.
      expect(plan.numbers).toEqual([1, 2, 4, 5, 3]);
      expect(plan.how).toBe('inserted');
      expect(plan.changed).toEqual([2, 3, 4]);
    }
  });

  it('two late entries, one strongest: each at his place', () => {
    const plan = planPairingNumbers([...field(), late, row('F', 2300, 'IM')], {
      order: 'ranking',
      round: 3,
      resultsByNumber: false,
    });
    // F 2300 first; A 2, B 3, E 4, C 5, D 6.
    expect(plan.numbers).toEqual([2, 3, 5, 6, 4, 1]);
  });

  it('once round 4 has been paired: after the highest number (C.04.2 forbids reassigning)', () => {
    const plan = planPairingNumbers([...field(), late, row('F', 2300)], {
      order: 'ranking',
      round: 5,
      resultsByNumber: false,
    });
    // F ranks above E: F 5, E 6.
    expect(plan.numbers).toEqual([1, 2, 3, 4, 6, 5]);
    expect(plan.how).toBe('appended');
    expect(plan.reason).toBe('after-round-4');
    expect(plan.changed).toEqual([4, 5]);
  });

  it('appended when a number that would move was typed, or the results name players by number', () => {
    const typedC = field(n => (n === 3 ? typed(3) : ours(n)));
    const plan = planPairingNumbers([...typedC, late], {
      order: 'ranking',
      round: 2,
      resultsByNumber: false,
    });
    expect(plan.numbers).toEqual([1, 2, 3, 4, 5]);
    expect(plan.reason).toBe('typed-number');
    const byNumber = planPairingNumbers([...field(), late], {
      order: 'ranking',
      round: 2,
      resultsByNumber: true,
    });
    expect(byNumber.numbers).toEqual([1, 2, 3, 4, 5]);
    expect(byNumber.reason).toBe('results-by-number');
  });

  it('typed numbers above the insertion point do not stop it', () => {
    const typedA = field(n => (n === 1 ? typed(1) : ours(n)));
    const plan = planPairingNumbers([...typedA, late], {
      order: 'ranking',
      round: 2,
      resultsByNumber: false,
    });
    expect(plan.numbers).toEqual([1, 2, 4, 5, 3]);
  });

  it('as listed: late entries after the highest number, in list order', () => {
    const plan = planPairingNumbers([...field(), row('F', 2300), late], {
      order: 'list',
      round: 2,
      resultsByNumber: false,
    });
    expect(plan.numbers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan.reason).toBe('as-listed');
  });

  it('nothing to do when every player has a number', () => {
    const plan = planPairingNumbers(field(), {
      order: 'ranking',
      round: 6,
      resultsByNumber: false,
    });
    expect(plan.how).toBe('unchanged');
    expect(plan.changed).toEqual([]);
  });
});
