/**
 * The conformance data of issue 27 (test/fixtures/ratings, copied from shared/conformance/ratings:
 * values FIDE and the DSB published), read as rows of named fields, and small tournaments built
 * from them: one player against the opponents a published calculation lists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';

const DIR = join(__dirname, '../../fixtures/ratings');

/** Splits one CSV line (fields may be quoted, with commas inside). */
function fields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** The rows of a fixture CSV as objects keyed by the header. */
export function csvRows(file: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(join(DIR, file), 'utf8').trim().split(/\r?\n/);
  const names = fields(head);
  return lines.map(l => {
    const f = fields(l);
    return Object.fromEntries(names.map((n, i) => [n, f[i] ?? '']));
  });
}

/** One game of the player: the opponent's rating (undefined: unrated) and the score. */
export interface Game {
  readonly rating?: number;
  readonly national?: number;
  readonly score: number;
  /** How the round went, when not a game. */
  readonly kind?: RoundEntry['kind'];
}

/**
 * A tournament of player 1 (with `player`'s fields) against one opponent per round, opponent
 * r + 1 in round r; the opponents play nobody else (their other rounds are zero-point byes).
 */
export function soloEvent(
  player: Partial<Participant>,
  games: readonly Game[],
  dates: { startDate?: string; endDate?: string } = {},
): Tournament {
  const rounds = games.length;
  const bye = { kind: 'zero-bye' } as const;
  const own: RoundEntry[] = games.map((g, r) => entry(g, r + 2, g.score));
  const opponents: Participant[] = games.map((g, r) => ({
    startNo: r + 2,
    name: `Opponent ${r + 2}`,
    ...(g.rating !== undefined && { rating: g.rating }),
    ...(g.national !== undefined && { nationalRating: g.national }),
    rounds: games.map((_, k) => (k === r ? entry(g, 1, 1 - g.score, true) : bye)),
  }));
  return {
    ...dates,
    rounds,
    pointSystem: DEFAULT_POINTS,
    participants: [{ startNo: 1, name: 'Player', rounds: own, ...player }, ...opponents],
  };
}

function entry(g: Game, opponent: number, score: number, mirror = false): RoundEntry {
  switch (g.kind ?? 'played') {
    case 'played':
      return {
        kind: 'played',
        opponent,
        result: score === 1 ? 'win' : score === 0 ? 'loss' : 'draw',
        rated: true,
      };
    case 'forfeit-win':
      return { kind: mirror ? 'forfeit-loss' : 'forfeit-win', opponent };
    case 'forfeit-loss':
      return { kind: mirror ? 'forfeit-win' : 'forfeit-loss', opponent };
    default:
      throw new Error(`soloEvent: ${g.kind} is not a game`);
  }
}
