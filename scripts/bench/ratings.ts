/*
 * Rating changes of a large event in process (issue 27: 500 players × 9 rounds under 100 ms):
 * FIDE and DWZ over a seeded Swiss with every kind of unplayed round, a tenth of the players
 * unrated (so that first ratings and first DWZ are computed too). Each is run 7 times after a
 * warm-up; min and median wall-clock times are printed (times on a shared machine are noisy).
 */
import { ratingChanges } from '../../src/core/ratings';
import type { RatingRequest } from '../../src/core/ratings';
import type { Tournament } from '../../src/core/model/types';
import { randomSwiss } from '../../test/core/tiebreaks/random';

function event(n: number, rounds: number): Tournament {
  const t = randomSwiss(n, rounds, 27, { unplayed: true });
  return {
    ...t,
    startDate: '2025-11-01',
    endDate: '2025-11-09',
    participants: t.participants.map((p, i) => {
      const { rating, ...rest } = p;
      if (i % 10 === 9) return rest;
      return {
        ...rest,
        rating,
        nationalRating: (rating ?? 1500) - 50,
        birthDate: String(1950 + (i % 60)),
      };
    }),
  };
}

function timed(label: string, t: Tournament, request: RatingRequest): void {
  ratingChanges(t, request);
  const times: number[] = [];
  for (let k = 0; k < 7; k++) {
    const start = process.hrtime.bigint();
    ratingChanges(t, request);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(40)} min ${times[0].toFixed(1).padStart(6)} ms   median ${times[3].toFixed(1).padStart(6)} ms`,
  );
}

export function ratingsBench(n: number, rounds: number): void {
  const t = event(n, rounds);
  console.log(
    `\nRating changes, ${n} players × ${rounds} rounds (byes, forfeits, withdrawals, 10 % unrated)`,
  );
  timed('FIDE (K by the rules)', t, { system: 'fide' });
  timed('DWZ (WO 2014, first DWZ by iteration)', t, { system: 'dwz' });
  timed('DWZ (WO 2026)', t, { system: 'dwz', date: '2026-07-01' });
}
