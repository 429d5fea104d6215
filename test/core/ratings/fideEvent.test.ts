/**
 * FIDE changes of a whole event read from a TRF: forfeits, byes, a withdrawal, a game that lasted
 * less than one move, an unrated player, K by the rules (8.3.3) from ratings and years of birth,
 * and the rules chosen by the event's date. Every expected value is worked by hand below from
 * table 8.1.2 (test/fixtures/ratings/fide/fide_table_8_1_2.csv).
 */
import { readTrf } from '../../../src/core';
import { fideEvent } from '../../../src/core/ratings';
import type { FidePlayer, FideRatedPlayer } from '../../../src/core/ratings';
import { soloEvent } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * test/fixtures/ratings/club-event.trf: 6 players, 3 rounds, 1–3 May 2025 (before the October
 * 2025 amendment), years of birth 1990 (A), 2010 (B, written 2010/00/00) and 1970 (E):
 *   R1: A–B 1-0, C–D ½-½, E–F 0-1
 *   R2: A–C won by forfeit (+/-), B–E ½-½, D–F 1-0
 *   R3: A–E 0-1, B–C drawn in less than one move (D/D: not rated), D half-point bye, F withdrawn (Z)
 */
const EVENT = readFileSync(join(__dirname, '../../fixtures/ratings/club-event.trf'), 'utf8');

function rated(p: FidePlayer): FideRatedPlayer {
  if (p.kind !== 'rated') throw new Error('expected a rated player');
  return p;
}

describe('a TRF event with forfeits, byes, a withdrawal and an unrated player', () => {
  const event = fideEvent(readTrf(EVENT).tournament);
  const [a, b, c, d, e, f] = event.players;

  it("takes the rules of the event's start date (042): the cap for everybody", () => {
    expect(event.date).toBe('2025-05-01');
    expect(event.dateSource).toBe('start');
    expect(event.rules).toEqual({ category: 'standard', exemptFrom2650: false, gap600: false });
  });

  it('A (2100): win against 2000 (D 100, PD .64), loss against 2450 (D −350, PD .11); the forfeit does not count', () => {
    const p = rated(a);
    expect(p.games.map(g => [g.round, g.pd, g.delta])).toEqual([
      [1, 64, 36],
      [3, 11, -11],
    ]);
    expect(p.skipped).toEqual([{ round: 2, opponent: 2, reason: 'forfeit' }]);
    // W 1, We .75, K 20 by the rules (born 1990, below 2400): 20 × .25 = 5.00
    expect([p.score, p.expected, p.difference, p.k, p.change, p.rounded]).toEqual([
      1, 75, 25, 20, 500, 5,
    ]);
    expect(p.kSource).toEqual({ kind: 'rules', rule: 'below-2400', birthYearKnown: true });
  });

  it('B (2000, born 2010: a junior, K 40): the draw against 2450 is capped at −400 (PD .08)', () => {
    const p = rated(b);
    expect(p.games.map(g => [g.ratingUsed, g.capped, g.pd, g.delta])).toEqual([
      [2100, false, 36, -36],
      [2400, true, 8, 42],
    ]);
    expect(p.skipped).toEqual([{ round: 3, opponent: 2, reason: 'not-rated' }]);
    expect([p.difference, p.k, p.change, p.rounded]).toEqual([6, 40, 240, 2]);
    expect(p.kSource).toEqual({ kind: 'rules', rule: 'junior', birthYearKnown: true });
  });

  it('C: no game counts (unrated opponent, forfeit, not rated): change 0', () => {
    const p = rated(c);
    expect(p.games).toEqual([]);
    expect(p.skipped.map(s => s.reason)).toEqual(['unrated-opponent', 'forfeit', 'not-rated']);
    expect([p.score, p.expected, p.change, p.rounded]).toEqual([0, 0, 0, 0]);
  });

  it('D (unrated): 2 games against rated players, 3 more needed for a first rating', () => {
    expect(d.kind).toBe('unrated');
    if (d.kind !== 'unrated') return;
    expect(d.games.map(g => [g.opponentRating, g.score])).toEqual([
      [1800, 0.5],
      [1500, 1],
    ]);
    expect(d.outcome).toEqual({ kind: 'not-yet', needed: 3 });
    expect(d.skipped).toEqual([{ round: 3, opponent: null, reason: 'bye' }]);
  });

  it('E (2450, K 10): −.92 against 1500 and −.42 against 2000 (both capped), +.11 against 2100', () => {
    const p = rated(e);
    expect(p.games.map(g => [g.ratingUsed, g.capped, g.delta])).toEqual([
      [2050, true, -92],
      [2050, true, -42],
      [2100, false, 11],
    ]);
    expect([p.score, p.expected, p.difference, p.k, p.change, p.rounded]).toEqual([
      1.5, 273, -123, 10, -1230, -12,
    ]);
    expect(p.kSource).toEqual({ kind: 'rules', rule: 'from-2400', birthYearKnown: true });
  });

  it('F (1500, withdrawn after round 2): +.92 against 2450; the game against the unrated D does not count', () => {
    const p = rated(f);
    expect(p.games.map(g => [g.ratingUsed, g.capped, g.delta])).toEqual([[1900, true, 92]]);
    expect(p.skipped.map(s => [s.round, s.reason])).toEqual([
      [2, 'unrated-opponent'],
      [3, 'bye'],
    ]);
    // No year of birth: K 20 by the rules, said as such.
    expect([p.k, p.change, p.rounded]).toEqual([20, 1840, 18]);
    expect(p.kSource).toEqual({ kind: 'rules', rule: 'below-2400', birthYearKnown: false });
  });

  it('takes one K for everybody when given', () => {
    const given = fideEvent(readTrf(EVENT).tournament, { k: 15 });
    expect(given.players.flatMap(p => (p.kind === 'rated' ? [[p.k, p.change]] : []))).toEqual([
      [15, 375],
      [15, 90],
      [15, 0],
      [15, -1845],
      [15, 1380],
    ]);
  });
});

describe('K', () => {
  it('comes from the source (a K column) when given, and is required with kFromSource', () => {
    const t = soloEvent({ rating: 1900, kFactor: 40 }, [{ rating: 1900, score: 1 }], {
      startDate: '2025-01-10',
    });
    const [p, opponent] = fideEvent(t).players.map(rated);
    expect([p.k, p.kSource.kind, p.change]).toEqual([40, 'source', 2000]);
    // The opponent's K is derived, and said to be: 20 by the rules.
    expect([opponent.k, opponent.kSource.kind, opponent.change]).toEqual([20, 'rules', -1000]);
    // Unless every K must come from the source: refused, naming him.
    expect(() => fideEvent(t, { kFromSource: true })).toThrow(
      'Opponent 2 (no. 2) has no K: the K column is empty for a rated player',
    );
  });

  it('is lowered so that K × n ≤ 700 over the event: 36 games, K 20 → 19', () => {
    const t = soloEvent(
      { rating: 2000 },
      Array.from({ length: 36 }, () => ({ rating: 2000, score: 1 })),
      { startDate: '2025-01-10' },
    );
    const p = rated(fideEvent(t, { k: 20 }).players[0]);
    expect([p.kListed, p.k, p.difference, p.change]).toEqual([20, 19, 1800, 34200]);
  });

  it('refuses a K out of range', () => {
    const t = soloEvent({ rating: 2000 }, [{ rating: 2000, score: 1 }], {
      startDate: '2025-01-10',
    });
    expect(() => fideEvent(t, { k: 41 })).toThrow('K must be a whole number from 1 to 40, got 41');
    expect(() => fideEvent(t, { k: 0 })).toThrow('K must be a whole number from 1 to 40, got 0');
  });
});

describe('the rules by date', () => {
  const top = (startDate?: string) =>
    soloEvent({ rating: 2700 }, [{ rating: 2200, score: 1 }], startDate ? { startDate } : {});

  it('caps a 2700 player against 2200 before 1 October 2025 (PD .92), not from then on (PD .96)', () => {
    expect(rated(fideEvent(top('2025-09-30'), { k: 10 }).players[0]).change).toBe(80);
    expect(rated(fideEvent(top('2025-10-01'), { k: 10 }).players[0]).change).toBe(40);
  });

  it("refuses an undated event when the date decides a player's change", () => {
    expect(() => fideEvent(top(), { k: 10 })).toThrow(
      "the event's date is unknown, and Player's change depends on it",
    );
  });

  it('rates an undated event when the date changes nothing, and says the date is unknown', () => {
    const t = soloEvent({ rating: 2000 }, [{ rating: 1900, score: 1 }]);
    const e = fideEvent(t, { k: 20 });
    expect(e.dateSource).toBe('unknown');
    expect(rated(e.players[0]).change).toBe(20 * 36);
  });

  it('refuses events before 1 March 2024', () => {
    expect(() => fideEvent(top('2024-02-29'))).toThrow(
      'the event is dated 2024-02-29: FIDE rating changes are computed by the regulations in force from 1 March 2024',
    );
  });

  it('asks for the date of an undated event when a junior K depends on it', () => {
    const t = soloEvent({ rating: 1800, birthDate: '2008' }, [{ rating: 1800, score: 1 }]);
    expect(() => fideEvent(t)).toThrow("the event's date is unknown, and Player's K depends on it");
    expect(rated(fideEvent(t, { date: '2026-05-01' }).players[0]).k).toBe(40);
    // 2027: the year after the 18th birthday's year.
    expect(rated(fideEvent(t, { date: '2027-05-01' }).players[0]).k).toBe(20);
  });
});

describe('rapid and blitz', () => {
  const gap = (startDate: string) =>
    soloEvent({ rating: 2700 }, [{ rating: 2050, score: 1 }], { startDate });

  it('rates a 650-point gap with a 2700 player until 30 November 2024 (capped), not from 1 December 2024', () => {
    const before = rated(fideEvent(gap('2024-11-30'), { category: 'rapid', k: 20 }).players[0]);
    expect([before.games.length, before.games[0].capped, before.change]).toEqual([1, true, 160]);
    const after = rated(fideEvent(gap('2024-12-01'), { category: 'blitz', k: 20 }).players[0]);
    expect(after.games).toEqual([]);
    expect(after.skipped).toEqual([{ round: 1, opponent: 1, reason: 'gap-600' }]);
    const opponent = rated(fideEvent(gap('2024-12-01'), { category: 'blitz', k: 20 }).players[1]);
    expect(opponent.skipped.map(s => s.reason)).toEqual(['gap-600']);
  });

  it('keeps the 400-point cap for players rated 2650 and above', () => {
    const t = soloEvent({ rating: 2700 }, [{ rating: 2200, score: 1 }], {
      startDate: '2025-11-01',
    });
    expect(rated(fideEvent(t, { category: 'rapid', k: 20 }).players[0]).change).toBe(160);
  });

  it('refuses an undated event when the 600-point rule decides a game', () => {
    const t = soloEvent({ rating: 2700 }, [{ rating: 2050, score: 1 }]);
    expect(() => fideEvent(t, { category: 'rapid', k: 20 })).toThrow(
      "the event's date is unknown, and Player's change depends on it: from 1 December 2024",
    );
  });
});
