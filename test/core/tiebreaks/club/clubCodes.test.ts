import {
  dwzDifference,
  dwzPerformanceValues,
} from '../../../../src/core/tiebreaks/club/dwzPerformance';
import { lechenichPoints, lechenichValues } from '../../../../src/core/tiebreaks/club/lechenich';
import { defaultLotSeed, lotPositions } from '../../../../src/core/tiebreaks/club/lot';
import { opponentRatingSums } from '../../../../src/core/tiebreaks/club/opponentRatings';
import { refinedBuchholz } from '../../../../src/core/tiebreaks/club/refinedBuchholz';
import { scoredWins, scoredWinsWithBlack } from '../../../../src/core/tiebreaks/club/wins';
import { otbGames } from '../../../../src/core/tiebreaks/ratings/otbGames';
import { NO_CUT } from '../../../../src/core/tiebreaks/ratings/ratingCodes';
import type { GameEnd } from '../../../../src/core/model/types';
import { buildTournament, dtv2 } from '../d2Builder';

/**
 * club-systems.md C.3: four players, single round robin (white first):
 * 1 A–B 1-0 regular; 2 C–A ½ regular; 3 D–A 0-1 D lost on time, no adjudication;
 * 4 B–C 0-1 regular; 5 D–B ½ D withdrew, adjudicated; 6 D–C 0-1 regular.
 * Rounds: R1 games 1 and 6, R2 games 2 and 5, R3 games 3 and 4.
 */
const REGULAR: GameEnd = { type: 'regular' };
const lechenichEvent = buildTournament(
  [
    {
      name: 'A',
      rounds: '2w1 3b= 4b1',
      ends: { 0: REGULAR, 1: REGULAR, 2: { type: 'default', defaulter: 'opponent' } },
    },
    {
      name: 'B',
      rounds: '1b0 4b= 3w0',
      ends: { 0: REGULAR, 1: { type: 'adjudicated', defaulter: 'opponent' }, 2: REGULAR },
    },
    { name: 'C', rounds: '4b1 1w= 2b1', ends: { 0: REGULAR, 1: REGULAR, 2: REGULAR } },
    {
      name: 'D',
      rounds: '3w0 2w= 1w0',
      ends: {
        0: REGULAR,
        1: { type: 'adjudicated', defaulter: 'self' },
        2: { type: 'default', defaulter: 'self' },
      },
    },
  ],
  { system: 'round-robin', name: 'LSS example' },
);

describe('Lechenich (club-systems.md C.3)', () => {
  it('scored wins: A 2, C 2, B 0, D 0 (game 3 is a scored win for A)', () => {
    expect(scoredWins(lechenichEvent, 3)).toEqual([2, 0, 2, 0]);
  });

  it('wins with black: A 1 (game 3), C 2 (games 4 and 6) → C ahead of A', () => {
    expect(scoredWinsWithBlack(lechenichEvent, 3)).toEqual([1, 0, 2, 0]);
  });

  it('Lechenicher Wertung: A 37.5, B 32.5, C 42.5, D 12', () => {
    expect(lechenichValues(lechenichEvent, 3)).toEqual([37.5, 32.5, 42.5, 12]);
  });

  it('game 5 under the 5 + 5·res branch would give B 27.5 (the vector’s note)', () => {
    const unadjudicated = buildTournament([
      { name: 'B', rounds: '2b=', ends: { 0: { type: 'default', defaulter: 'opponent' } } },
      { name: 'D', rounds: '1w=', ends: { 0: { type: 'default', defaulter: 'self' } } },
    ]);
    expect(lechenichValues(unadjudicated, 1)).toEqual([7.5, 1]);
    // so B = 10 + 10 + 7.5 = 27.5
  });

  it('forfeits are defaults without adjudication; byes are no game', () => {
    expect(lechenichPoints({ kind: 'forfeit-win', opponent: 3 })).toBe(10);
    expect(lechenichPoints({ kind: 'forfeit-loss', opponent: 3 })).toBe(1);
    expect(lechenichPoints({ kind: 'double-forfeit', opponent: 3 })).toBe(1);
    expect(lechenichPoints({ kind: 'pairing-bye' })).toBe(0);
    expect(lechenichPoints({ kind: 'half-bye' })).toBe(0);
    expect(lechenichPoints({ kind: 'withdrawn' })).toBe(0);
    // a played game without a recorded end is a regular game
    expect(lechenichPoints({ kind: 'played', opponent: 2, result: 'draw', rated: true })).toBe(
      12.5,
    );
  });

  it('counts forfeit wins as scored wins, byes not; black only where black was assigned', () => {
    const t = buildTournament([
      { rounds: '2b+ U F 3w1 +' },
      { rounds: '1w- H Z 4b1 -' },
      { rounds: '4w0 U U 1b0 U' },
      { rounds: '3b1 U U 2w0 U' },
    ]);
    expect(scoredWins(t, 5)).toEqual([3, 1, 0, 1]);
    expect(scoredWinsWithBlack(t, 5)).toEqual([1, 1, 0, 1]);
    expect(scoredWins(t, 1)).toEqual([1, 0, 0, 1]);
  });
});

describe('wins on the German Wikipedia round robin (D-TV1)', () => {
  // crosstable A–G; Berger pairings do not matter for wins, so rounds are laid out freely
  const t = buildTournament([
    { name: 'A', rounds: '2w= 3w= 4w1 5w1 6w1 7w1' },
    { name: 'B', rounds: '1b= 3w= 4w= 5w1 6w1 7w1' },
    { name: 'C', rounds: '1b= 2b= 4w= 5w= 6w1 7w1' },
    { name: 'D', rounds: '1b0 2b= 3b= 5w1 6w1 7w1' },
    { name: 'E', rounds: '1b0 2b0 3b= 4b0 6w1 7w1' },
    { name: 'F', rounds: '1b0 2b0 3b0 4b0 5b0 7w1' },
    { name: 'G', rounds: '1b0 2b0 3b0 4b0 5b0 6b0' },
  ]);

  it('A 4, B 3, C 2, D 3, E 2, F 1, G 0', () => {
    expect(scoredWins(t, 6)).toEqual([4, 3, 2, 3, 2, 1, 0]);
  });
});

describe('refined Buchholz and the sum of opponents’ ratings on D-TV2', () => {
  const t = dtv2();
  // Buchholz of D-TV2 (all games played: plain sums of the opponents' scores)
  const bh = [11.0, 16.0, 12.0, 11.0, 14.5, 9.5, 12.5, 13.5];

  it('refined Buchholz = Σ opponents’ Buchholz: 67, 56, 63.5, 67.5, 57, 68.5, 62, 58.5', () => {
    expect(refinedBuchholz(otbGames(t, 5), bh)).toEqual([67, 56, 63.5, 67.5, 57, 68.5, 62, 58.5]);
  });

  it('Σ ratings: 9300, 9400, 9400, 9200, 9300, 9000, 9200, 9200', () => {
    expect(opponentRatingSums(t, NO_CUT, { rounds: 5 })).toEqual([
      9300, 9400, 9400, 9200, 9300, 9000, 9200, 9200,
    ]);
  });

  it('a cut drops the lowest ratings; forfeit opponents never count', () => {
    expect(opponentRatingSums(t, { low: 1, high: 0 }, { rounds: 5 })[0]).toBe(9300 - 1500);
    const d3 = dtv2({ 1: '5w1 2b= 4b1 3w1 8b+', 8: '4w0 6b0 5w= 7w= 1w-' });
    expect(opponentRatingSums(d3, NO_CUT, { rounds: 5 })[0]).toBe(9300 - 1500);
    expect(refinedBuchholz(otbGames(d3, 5), bh)[0]).toBe(67 - 13.5);
  });

  it('follows the unrated rule of Art. 10', () => {
    const u = buildTournament([{ rounds: '2w1', rating: 1900 }, { rounds: '1b0' }]);
    expect(opponentRatingSums(u, NO_CUT, { rounds: 1 })).toEqual([null, null]);
    expect(opponentRatingSums(u, NO_CUT, { rounds: 1, unratedRating: 1000 })).toEqual([1000, 1900]);
  });
});

describe('DWZ performance', () => {
  it('uses the FIDE differences for 1–99 % and ±677 at 0 % and 100 % (D-TV7)', () => {
    expect(dwzDifference(50)).toBe(0);
    expect(dwzDifference(60)).toBe(72);
    expect(dwzDifference(75)).toBe(193); // CLM prints 192: read as a slip (see the module)
    expect(dwzDifference(90)).toBe(366);
    expect(dwzDifference(99)).toBe(677);
    expect(dwzDifference(100)).toBe(677);
    expect(dwzDifference(0)).toBe(-677);
  });

  it('Rp = Rc + D(p) over the games against players with a DWZ', () => {
    const t = buildTournament([
      { rounds: '2w1 3b1 4w=', nationalRating: 1700 },
      { rounds: '1b0 4w1 3b0', nationalRating: 1500 },
      { rounds: '4b= 1w0 2w1', nationalRating: 1620 },
      { rounds: '3w= 2b0 1b=', nationalRating: 1555 },
    ]);
    const rp = dwzPerformanceValues(t, { rounds: 3 });
    // 1: Rc = (1500 + 1620 + 1555) / 3 = 1558.33 → 1558; 2.5 / 3 = 83 % → +273
    expect(rp[0]).toBe(1558 + 273);
    // 2: Rc = (1700 + 1555 + 1620) / 3 = 1625; 1 / 3 = 33 % → −125
    expect(rp[1]).toBe(1625 - 125);
    // after round 1, player 1 has 100 %: +677, not +800
    expect(dwzPerformanceValues(t, { rounds: 1 })[0]).toBe(1500 + 677);
    expect(dwzPerformanceValues(t, { rounds: 1 })[1]).toBe(1700 - 677);
  });

  it('reads the FIDE rating when nobody has a DWZ; null under the unrated rule', () => {
    const elo = buildTournament([
      { rounds: '2w=', rating: 2000 },
      { rounds: '1b=', rating: 1800 },
    ]);
    expect(dwzPerformanceValues(elo, { rounds: 1 })).toEqual([1800, 2000]);
    const missing = buildTournament([{ rounds: '2w=', nationalRating: 2000 }, { rounds: '1b=' }]);
    expect(dwzPerformanceValues(missing, { rounds: 1 })).toEqual([null, null]);
  });
});

describe('drawing of lots', () => {
  const t = dtv2();

  it('is a permutation, reproducible from the seed', () => {
    const a = lotPositions(t, 'club 2026');
    expect([...a].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lotPositions(t, 'club 2026')).toEqual(a);
  });

  it('changes with the seed', () => {
    const seeds = ['a', 'b', 'c', 'd', 'e'].map(s => lotPositions(t, s).join(','));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('by default does not change when results change, only when the field changes', () => {
    const other = dtv2({ 1: '5w0 2b= 4b1 3w1 8b1', 5: '1b1 3w0 8b= 6w0 4b0' });
    expect(defaultLotSeed(other)).toBe(defaultLotSeed(t));
    expect(lotPositions(other)).toEqual(lotPositions(t));
    const renamed = { ...t, name: 'Another open' };
    expect(defaultLotSeed(renamed)).not.toBe(defaultLotSeed(t));
  });

  it('a participant’s lot against another does not depend on the rest of the field', () => {
    const all = lotPositions(t, 's');
    const firstTwo = { ...t, participants: t.participants.slice(0, 2) };
    const pair = lotPositions(firstTwo, 's');
    expect(pair[0] < pair[1]).toBe(all[0] < all[1]);
  });
});
