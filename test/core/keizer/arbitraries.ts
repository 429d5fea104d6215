import fc from 'fast-check';
import type {
  KeizerCompetition,
  KeizerGame,
  KeizerOffBoard,
  KeizerResult,
  OffBoardKind,
} from '../../../src/core/keizer';

const RESULTS: KeizerResult[] = ['1-0', '½-½', '0-1', '+-', '-+', '--'];
const KINDS: (OffBoardKind | null)[] = ['bye', 'excused', 'unexcused', 'club', 'not-joined', null];

/**
 * A random club competition: 2–maxPlayers players (some withdrawn, ratings often equal so the
 * name decides), up to maxRounds evenings; each evening pairs a random part of the field and
 * gives the others a random kind of evening or leaves them out.
 */
export function competitionArb(maxPlayers = 9, maxRounds = 5): fc.Arbitrary<KeizerCompetition> {
  return fc
    .record({
      n: fc.integer({ min: 2, max: maxPlayers }),
      rounds: fc.integer({ min: 0, max: maxRounds }),
      seed: fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
    })
    .map(({ n, rounds, seed }) => {
      let k = 0;
      const next = (m: number) => seed[k++ % seed.length] % m;
      const players = Array.from({ length: n }, (_, i) => ({
        name: `P${i}`,
        rating: 1500 + 50 * next(4),
        status: next(8) === 0 ? ('withdrawn' as const) : ('active' as const),
      }));
      const evenings = Array.from({ length: rounds }, () => {
        const order = players.map(p => p.name);
        for (let i = order.length - 1; i > 0; i--) {
          const j = next(i + 1);
          [order[i], order[j]] = [order[j], order[i]];
        }
        const playing = 2 * next(Math.floor(order.length / 2) + 1);
        const games: KeizerGame[] = [];
        for (let i = 0; i < playing; i += 2) {
          games.push({
            white: order[i],
            black: order[i + 1],
            result: RESULTS[next(RESULTS.length)],
          });
        }
        const offBoard: KeizerOffBoard[] = [];
        for (const name of order.slice(playing)) {
          const kind = KINDS[next(KINDS.length)];
          if (kind) offBoard.push({ player: name, kind });
        }
        return { games, offBoard };
      });
      return { players, rounds: evenings };
    });
}
