export { errorOf } from '../../support/thrown';
import type { KeizerCompetition, KeizerRound, KeizerStandings } from '../../../src/core/keizer';

/** Totals as printed, in rank order: [name, total]. */
export function table(s: KeizerStandings): [string, string][] {
  return s.standings.map(x => [x.name, x.total.toString()]);
}

/** The schlapp field (spec A-TV1): six world champions with their published ratings. */
export const SCHLAPP = [
  { name: 'Botwinnik', rating: 2885 },
  { name: 'Lasker', rating: 2878 },
  { name: 'Capablanca', rating: 2877 },
  { name: 'Steinitz', rating: 2826 },
  { name: 'Tal', rating: 2786 },
  { name: 'Keres', rating: 2773 },
];

/** Spec A-TV1's evening: Lasker–Botwinnik ½-½, Steinitz–Capablanca 0-1, Keres–Tal 1-0. */
export const A_TV1: KeizerRound = {
  games: [
    { white: 'Lasker', black: 'Botwinnik', result: '½-½' },
    { white: 'Steinitz', black: 'Capablanca', result: '0-1' },
    { white: 'Keres', black: 'Tal', result: '1-0' },
  ],
};

/**
 * Spec A-TV5's second evening: Botwinnik–Lasker 1-0, Steinitz–Keres ½-½, Tal with a bye and
 * Capablanca excused.
 */
export const A_TV5_EVENING_2: KeizerRound = {
  games: [
    { white: 'Botwinnik', black: 'Lasker', result: '1-0' },
    { white: 'Steinitz', black: 'Keres', result: '½-½' },
  ],
  offBoard: [
    { player: 'Tal', kind: 'bye' },
    { player: 'Capablanca', kind: 'excused' },
  ],
};

/** Two evenings for the explanation tests (English and German): A-TV1, then A-TV5's second. */
export const TWO_EVENINGS: KeizerCompetition = {
  players: SCHLAPP,
  rounds: [A_TV1, A_TV5_EVENING_2],
};
