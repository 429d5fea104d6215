/**
 * Hand-made tournaments for tie-break tests, one string per participant (start numbers 1…n in
 * order), one token per round:
 *   `5w1` `2b=` `4b0`  played game: opponent, colour, result (1 = 0); `5wW` `5bD` `5wL` unrated
 *   `8w+` `8b-`        forfeit win / loss against a scheduled opponent; `+` `-` without one
 *   `8w*` (or `8w#`)   double forfeit
 *   `U` `F` `H` `Z`    pairing-allocated, full-point, half-point, zero-point bye
 *   `X`                absent after withdrawing; `N` not yet joined
 *   `5w?`              scheduled, no result yet
 * Games are not mirrored: write both sides, as a crosstable does.
 */
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import type {
  GameEnd,
  Participant,
  PointSystem,
  RoundEntry,
  Tournament,
  TournamentSystem,
} from '../../../src/core/model/types';

/** One round token (see the module comment); `end` is the game-end type of a played game. */
export function entry(token: string, where: string, end?: GameEnd): RoundEntry {
  switch (token) {
    case 'U':
      return { kind: 'pairing-bye' };
    case 'F':
      return { kind: 'full-bye' };
    case 'H':
      return { kind: 'half-bye' };
    case 'Z':
      return { kind: 'zero-bye' };
    case 'X':
      return { kind: 'withdrawn' };
    case 'N':
      return { kind: 'not-joined' };
    case '+':
      return { kind: 'forfeit-win', opponent: null };
    case '-':
      return { kind: 'forfeit-loss', opponent: null };
  }
  const m = /^(\d+)([wb])([10=WDL+*#?-])$/.exec(token);
  if (!m) throw new Error(`bad token ${token} at ${where}`);
  const opponent = Number(m[1]);
  const colour = m[2] as 'w' | 'b';
  switch (m[3]) {
    case '+':
      return { kind: 'forfeit-win', opponent, colour };
    case '-':
      return { kind: 'forfeit-loss', opponent, colour };
    case '*':
    case '#':
      return { kind: 'double-forfeit', opponent, colour };
    case '?':
      return { kind: 'pending', opponent, colour };
  }
  const code = m[3];
  const result =
    code === '1' || code === 'W' ? 'win' : code === '=' || code === 'D' ? 'draw' : 'loss';
  const rated = !['W', 'D', 'L'].includes(code);
  return { kind: 'played', opponent, colour, result, rated, ...(end ? { end } : {}) };
}

export interface BuildOptions {
  readonly system?: TournamentSystem;
  readonly startDate?: string;
  readonly pointSystem?: PointSystem;
  readonly ratings?: readonly (number | undefined)[];
  readonly names?: readonly string[];
}

export function build(rows: readonly string[], options: BuildOptions = {}): Tournament {
  const parsed = rows.map(r =>
    r
      .trim()
      .split(/\s+/)
      .filter(s => s !== ''),
  );
  const rounds = Math.max(0, ...parsed.map(p => p.length));
  const participants: Participant[] = parsed.map((tokens, i) => {
    if (tokens.length !== rounds)
      throw new Error(`row ${i + 1} has ${tokens.length} rounds, expected ${rounds}`);
    return {
      startNo: i + 1,
      name: options.names?.[i] ?? `P${i + 1}`,
      rating: options.ratings?.[i],
      rounds: tokens.map((t, r) => entry(t, `row ${i + 1} round ${r + 1}`)),
    };
  });
  return {
    rounds,
    participants,
    pointSystem: options.pointSystem ?? DEFAULT_POINTS,
    system: options.system,
    startDate: options.startDate,
  };
}

/** Values of one code for every participant, in start-number order. */
export function column(
  result: { code: string; values: (number | null)[] }[],
  code: string,
): (number | null)[] {
  const c = result.find(x => x.code === code);
  if (!c) throw new Error(`no column ${code}`);
  return c.values;
}
