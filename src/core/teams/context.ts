/**
 * Team tie-breaks reuse the individual engine. C.07 Art. 13 lets any tie-break of Art. 6–10 run
 * on match points or on game points, and Art. 15–16 apply to teams with "points" meaning either;
 * so a team event is seen as a tournament of teams whose rounds are the matches, scored once in
 * match points and once in game points. The individual context (round kinds, Art. 16 categories,
 * dummies, cuts) then serves both: the MP view is the individual context of the team tournament
 * with the match-point system, and the GP view the same round table with game points per round.
 *
 * Why not a context of its own: the unplayed-round rules (adjusted scores, dummy caps, the VUR
 * cut) are the subtle part, and the individual engine already implements and tests them; a
 * second copy could only drift. What teams add (mixed MP × GP sums, board points, EDE, Olympiad
 * SB) is computed here on top of these views.
 */
import { rangeError, msg } from '../errors';
import type { MessageArg } from '../errors';
import type { PointSystem, RoundEntry, Tournament } from '../model/types';
import { RES, RK, createContext, defaultRules } from '../tiebreaks/context';
import type { RoundTable, TiebreakContext } from '../tiebreaks/context';
import type { RuleSet, TiebreakOptions } from '../tiebreaks/types';
import { boardPointsOf, gamePointsOf, matchOutcome } from './scoring';
import type { TeamEvent, TeamRound, TeamScoring } from './types';

/** Which total a code reads: match points or game points. */
export type ScoreKind = 'MP' | 'GP';

/** Options of team computations: the individual ones plus the team's scoring choices. */
export interface TeamOptions extends TiebreakOptions {
  /** The primary score: match points (default) or game points. */
  primary?: ScoreKind;
  /** Match points for a won, drawn and lost match (default: the event's, 2/1/0). */
  matchPoints?: { win: number; draw: number; loss: number };
  /** How a match is won (default: more game points than the opponent). */
  rule?: TeamScoring['rule'];
  /** Match and game points of a pairing-allocated bye. */
  pairingBye?: { matchPoints: number; gamePoints: number };
}

/** The event with the scoring options applied. */
export function withScoring(event: TeamEvent, options: TeamOptions): TeamEvent {
  if (!options.matchPoints && !options.rule && !options.pairingBye) return event;
  const mp = options.matchPoints;
  if (mp && ![mp.win, mp.draw, mp.loss].every(Number.isFinite)) {
    throw rangeError(msg`match points must be numbers, e.g. win 2, draw 1, loss 0`);
  }
  return {
    ...event,
    scoring: {
      ...event.scoring,
      ...(mp ? { win: mp.win, draw: mp.draw, loss: mp.loss } : {}),
      ...(options.rule ? { rule: options.rule } : {}),
      ...(options.pairingBye ? { pairingBye: { ...options.pairingBye } } : {}),
    },
  };
}

function entryOf(round: TeamRound, event: TeamEvent): RoundEntry {
  switch (round.kind) {
    case 'pending':
      return { kind: 'pending', opponent: event.teams[round.opponent].no };
    case 'match': {
      const opponent = event.teams[round.opponent].no;
      const o = matchOutcome(round, event.boards, event.scoring);
      const colour = round.colour !== undefined ? { colour: round.colour } : {};
      if (o.kind === 'played') {
        return { kind: 'played', opponent, result: o.result, rated: true, ...colour };
      }
      return { kind: o.kind, opponent, ...colour };
    }
    default:
      return { kind: round.kind };
  }
}

/** The team tournament: participants are the teams, rounds the matches, scored in match points. */
export function teamTournament(event: TeamEvent): Tournament {
  const s = event.scoring;
  const pointSystem: PointSystem = {
    win: s.win,
    draw: s.draw,
    loss: s.loss,
    forfeitWin: s.win,
    forfeitLoss: s.loss,
    pairingBye: s.pairingBye.matchPoints,
    fullBye: s.win,
    halfBye: s.draw,
    zeroBye: s.loss,
  };
  return {
    name: event.name,
    startDate: event.startDate,
    system: event.system,
    rounds: event.rounds,
    pointSystem,
    participants: event.teams.map(t => ({
      startNo: t.no,
      name: t.name,
      rounds: t.rounds.map(r => entryOf(r, event)),
    })),
  };
}

/** The rule set a team event is computed with when none is given: by its start date. */
export function defaultTeamRules(event: TeamEvent): RuleSet {
  return defaultRules(teamTournament(event));
}

/** The game-point system of a match: a win is every board, a draw half of them. */
function gamePointSystem(boards: number): PointSystem {
  return {
    win: boards,
    draw: boards / 2,
    loss: 0,
    forfeitWin: boards,
    forfeitLoss: 0,
    pairingBye: boards,
    fullBye: boards,
    halfBye: boards / 2,
    zeroBye: 0,
  };
}

/**
 * A cache of values computed once per call. Each view has its own: the individual codes key their
 * caches by rule set and system, not by the points a view scores.
 */
function memo(): <T>(key: string, make: () => T) => T {
  const cache = new Map<string, unknown>();
  return <T>(key: string, make: () => T): T => {
    if (cache.has(key)) return cache.get(key) as T;
    const v = make();
    cache.set(key, v);
    return v;
  };
}

/** The same rounds with other points per round (game points), and a cache of its own. */
function withPoints(ctx: TiebreakContext, ps: PointSystem, pts: Float64Array): TiebreakContext {
  const score = new Float64Array(ctx.n);
  for (let i = 0; i < ctx.n; i++) {
    let sum = 0;
    for (let r = 0; r < ctx.rounds; r++) sum += pts[i * ctx.rounds + r];
    score[i] = sum;
  }
  const table: RoundTable = { ...ctx.table, pts, score };
  return { ...ctx, ps, table, cached: memo() };
}

/**
 * Forfeited matches counted as played against their scheduled opponent (modifier `/P`, as the
 * FIDE reference calculator reads it for BH and ESB): the forfeits become played wins and losses
 * with the same points. Art. 16.2 categories depend on the rounds a team was available, which a
 * forfeit loss is not; they are kept from the real table.
 */
function forfeitsAsPlayed(ctx: TiebreakContext): TiebreakContext {
  const kind = ctx.table.kind.slice();
  const res = ctx.table.res.slice();
  for (let at = 0; at < kind.length; at++) {
    const k = kind[at];
    if (k !== RK.forfeitWin && k !== RK.forfeitLoss && k !== RK.doubleForfeit) continue;
    if (ctx.table.opp[at] < 0) continue;
    kind[at] = RK.played;
    res[at] = k === RK.forfeitWin ? RES.win : RES.loss;
  }
  const table: RoundTable = { ...ctx.table, kind, res };
  return { ...ctx, table, cached: memo() };
}

/** Everything the team codes of one call share. */
export interface TeamContext {
  readonly event: TeamEvent;
  readonly options: TeamOptions;
  readonly primary: ScoreKind;
  /** The team tournament (participants = teams). */
  readonly tournament: Tournament;
  /** Rounds counted (`afterRound`). */
  readonly rounds: number;
  readonly n: number;
  /** Match-point and game-point views of the round table. */
  view(score: ScoreKind, forfeitsPlayed?: boolean): TiebreakContext;
  /** Points on each board per team and round (index i·R + r), or null without board results. */
  boardPoints(): (readonly number[] | null)[];
  cached<T>(key: string, make: () => T): T;
}

export function createTeamContext(event0: TeamEvent, options: TeamOptions = {}): TeamContext {
  const event = withScoring(event0, options);
  const primary = options.primary ?? 'MP';
  if (primary !== 'MP' && primary !== 'GP') {
    throw rangeError(msg`the primary score is MP or GP, found "${String(primary)}"`);
  }
  const tournament = teamTournament(event);
  const mp = createContext(tournament, options);
  const R = mp.rounds;
  const gpPts = new Float64Array(mp.n * R);
  event.teams.forEach((t, i) => {
    for (let r = 0; r < R; r++)
      gpPts[i * R + r] = t.rounds[r] ? gamePointsOf(t.rounds[r], event) : 0;
  });
  const gp = withPoints(mp, gamePointSystem(event.boards), gpPts);
  const cached = memo();
  return {
    event,
    options,
    primary,
    tournament,
    rounds: R,
    n: mp.n,
    view(score, forfeitsPlayed = false) {
      const base = score === 'MP' ? mp : gp;
      if (!forfeitsPlayed) return base;
      return cached(`view:${score}:P`, () => forfeitsAsPlayed(base));
    },
    boardPoints() {
      return cached('boards', () => {
        const out: (readonly number[] | null)[] = [];
        event.teams.forEach(t => {
          for (let r = 0; r < R; r++)
            out.push(t.rounds[r] ? boardPointsOf(t.rounds[r], event) : null);
        });
        return out;
      });
    },
    cached,
  };
}

/** Board points of every round, or an InputError naming the first match entered without boards. */
export function requireBoards(ctx: TeamContext, what: MessageArg): (readonly number[])[] {
  const all = ctx.boardPoints();
  for (let at = 0; at < all.length; at++) if (all[at] === null) boardsAt(ctx, at, what);
  return all as (readonly number[])[];
}

/**
 * Board points of the round at i·R + r, or an InputError naming the match when they are not
 * known (what needs them: `what`). For codes that need the boards of a few matches only.
 */
export function boardsAt(ctx: TeamContext, at: number, what: MessageArg): readonly number[] {
  const boards = ctx.boardPoints()[at];
  if (boards !== null) return boards;
  const R = ctx.rounds;
  const i = Math.floor(at / R);
  const round = ctx.event.teams[i].rounds[at % R];
  if (round.kind === 'match' && round.boardsUnknown !== undefined) {
    throw rangeError(
      msg`${what} needs the board of every game, but ${round.boardsUnknown}; in a TRF, 300 records give the line-ups`,
    );
  }
  throw rangeError(
    msg`${what} needs the result of every board, but round ${(at % R) + 1} of ${ctx.event.teams[i].name} was entered as a match score only; use a match list with board-by-board results`,
  );
}
