import { InputError } from '../../../src/core/errors';
import type { KeizerStandings } from '../../../src/core/keizer';

/** Totals as printed, in rank order: [name, total]. */
export function table(s: KeizerStandings): [string, string][] {
  return s.standings.map(x => [x.name, x.total.toString()]);
}

export function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError, but nothing was thrown');
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
