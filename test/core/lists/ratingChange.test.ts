/**
 * The ranking crosstable's Rtg+/- column (issues 24 and 27): each player's rating change of the
 * event as the last column, by rounds (a Swiss) and square (a round robin), FIDE and DWZ, the
 * rules' refusal said as what the data cannot give, and the table still reading back as the same
 * event. Every expected change is worked by hand below from table 8.1.2
 * (test/fixtures/ratings/fide/fide_table_8_1_2.csv) or taken from the hand computations of
 * test/core/ratings/fideEvent.test.ts and test/cli/ratings.test.ts, which name the same file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  InputError,
  parseDelimited,
  rankStandings,
  readGrid,
  resolveRequest,
} from '../../../src/core';
import type { Tournament } from '../../../src/core';
import { readTrf } from '../../../src/core/readers/trf';
import { listRatings, rankedEvent, rankingCrosstable } from '../../../src/core/lists';
import type { ListCell, ListTable, RankedEvent } from '../../../src/core/lists';
import type { RatingRequest } from '../../../src/core/ratings';
import { writeLists } from '../../../src/cli/listOutput';

const EVENT = readFileSync(join(__dirname, '../../fixtures/ratings/club-event.trf'), 'utf8');

function ranked(t: Tournament): RankedEvent {
  const { codes, rules } = resolveRequest(t, undefined, {});
  return rankedEvent(t, rankStandings(t, codes, { rules }));
}

function crosstable(t: Tournament, request: RatingRequest): ListTable {
  return rankingCrosstable(ranked(t), { ratingChange: listRatings(t, request) });
}

/** The last column by the name on each line: what the arbiter reads across. */
function changeByName(table: ListTable): Record<string, ListCell> {
  const name = table.columns.findIndex(c => c.id === 'name');
  return Object.fromEntries(table.rows.map(r => [r[name] as string, r[r.length - 1]]));
}

describe('a Swiss by rounds: club-event.trf (1–3 May 2025)', () => {
  const t = readTrf(EVENT).tournament;

  it('FIDE: K · (W − We) of every rated player, nothing for the unrated D', () => {
    const table = crosstable(t, { system: 'fide' });
    expect(table.columns[table.columns.length - 1]).toEqual({
      id: 'ratingChange',
      system: 'fide',
    });
    // Worked in fideEvent.test.ts from table 8.1.2, K by 8.3.3:
    // A (2100, K 20): W 1 − We (.64 + .11) = .25 → 5.00 (the forfeit of round 2 does not count)
    // B (2000, junior, K 40): W ½ − We (.36 + .08, 2450 capped at 2400) = .06 → 2.40
    // C: no game counts (unrated opponent, forfeit, less than one move) → 0
    // E (2450, K 10): W 1.5 − We (.92 + .92 + .89 = 2.73, F and B capped at 2050) = −1.23 → −12.30
    // F (1500, K 20): W 1 − We .08 (2450 capped at 1900) = .92 → 18.40
    expect(changeByName(table)).toEqual({ A: 5, B: 2.4, C: 0, D: null, E: -12.3, F: 18.4 });
  });

  it('FIDE with one K for everybody (15): the same W − We times 15', () => {
    // .25 × 15 = 3.75, .06 × 15 = .90, −1.23 × 15 = −18.45, .92 × 15 = 13.80
    expect(changeByName(crosstable(t, { system: 'fide', k: 15 }))).toEqual({
      A: 3.75,
      B: 0.9,
      C: 0,
      D: null,
      E: -18.45,
      F: 13.8,
    });
  });

  it('DWZ: Rn − Ro by the WO of 2014 (end date 3 May 2025)', () => {
    const table = crosstable(t, { system: 'dwz' });
    expect(table.columns[table.columns.length - 1]).toEqual({ id: 'ratingChange', system: 'dwz' });
    // Worked in test/cli/ratings.test.ts: Rn A 2106, B 2003, C 1800, E 2418, F 1538.
    expect(changeByName(table)).toEqual({ A: 6, B: 3, C: 0, D: null, E: -32, F: 38 });
  });

  it('keeps every other column and the order of the lines', () => {
    const plain = rankingCrosstable(ranked(t));
    const rated = crosstable(t, { system: 'fide' });
    expect(rated.columns.slice(0, -1)).toEqual(plain.columns);
    expect(rated.rows.map(r => r.slice(0, -1))).toEqual(plain.rows);
    expect(rated.notes).toEqual(plain.notes);
  });

  it('reads back from its TSV as the same rounds and points (the Rtg+/- column is not read)', () => {
    const table = crosstable(t, { system: 'fide' });
    const tsv = writeLists({ title: 'x', about: 'y' }, [table], 'tsv', 'en');
    expect(tsv.split('\n')[0].split('\t').pop()).toBe('Rtg+/-');
    const back = readGrid(parseDelimited(tsv, '\t')).tournament;
    const byNo = (u: Tournament) =>
      [...u.participants]
        .sort((a, b) => a.startNo - b.startNo)
        .map(p => [p.startNo, p.name, p.rating ?? null, p.rounds.map(e => e.kind)]);
    expect(byNo(back)).toEqual(byNo(t));
  });

  it('refuses, as what the data cannot give, a change that depends on a date the file lacks', () => {
    // Without 042/052: B (born 2010, 2000) has K 40 only as a junior in the event's year.
    const undated = readTrf(EVENT.replace(/^0[45]2 .*\n/gm, '')).tournament;
    let error: unknown;
    try {
      listRatings(undated, { system: 'fide' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).location).toEqual({ kind: 'range' });
    expect((error as InputError).detail).toMatch(/^the event's date is unknown, and B's K depends/);
    // Given the date, it is rated.
    expect(changeByName(crosstable(undated, { system: 'fide', date: '2025-05-01' })).B).toBe(2.4);
  });
});

describe('a round robin, square', () => {
  // 4 players, 2000 / 1900 / 1800 / 1700, no year of birth: K 20 by the rules (below 2400).
  // P2 won against P4 by forfeit (not rated). PD from table 8.1.2: D 100 → .64 / .36,
  // D 200 → .76 / .24, D 300 → .85 / .15.
  //   P1: 1 against P2 (.64), ½ against P3 (.76), 0 against P4 (.85): W 1.5 − We 2.25 = −.75 → −15.00
  //   P2: 0 against P1 (.36), 1 against P3 (.64): W 1 − We 1.00 = 0 → 0.00
  //   P3: ½ against P1 (.24), 0 against P2 (.36), ½ against P4 (.64): 1 − 1.24 → −4.80
  //   P4: ½ against P3 (.36), 1 against P1 (.15): 1.5 − .51 = .99 → 19.80
  const grid = [
    ['Nr', 'Name', 'Elo', '1', '2', '3', '4', 'Pkt'],
    [1, 'P1', 2000, '*', '1', '½', '0', 1.5],
    [2, 'P2', 1900, '0', '*', '1', '+', 2],
    [3, 'P3', 1800, '½', '0', '*', '½', 1],
    [4, 'P4', 1700, '1', '-', '½', '*', 1.5],
  ];
  const t = readGrid(grid).tournament;

  it('ends each line of the square with the change', () => {
    const table = crosstable(t, { system: 'fide', date: '2025-05-01' });
    expect(table.columns.filter(c => c.id === 'opponent')).toHaveLength(4);
    expect(table.columns[table.columns.length - 1]).toEqual({
      id: 'ratingChange',
      system: 'fide',
    });
    expect(changeByName(table)).toEqual({ P1: -15, P2: 0, P3: -4.8, P4: 19.8 });
  });
});
