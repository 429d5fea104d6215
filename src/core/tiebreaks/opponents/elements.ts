/**
 * The elements of Buchholz and Sonneborn-Berger: for every participant and round, whether the
 * round enters the sum and with which score (the opponent's adjusted score, a dummy's or a
 * virtual opponent's), under each rule set. Computed once per (rules, system, fore) in a call and
 * shared by BH, FB, SB, AOB and their cuts.
 *
 * Swiss, fide-2024 / fide-2026 (C.07 Art. 16):
 *   - opponents are seen with their adjusted score (16.3): requested byes of category 16.2.5
 *     count as draws, every other round with the points awarded;
 *   - each unplayed round is a game against a dummy whose score is the participant's own score
 *     (16.4); in 2026 capped by the scheduled opponent's adjusted score for forfeits (16.4.1) and
 *     by draw points × rounds for the other unplayed rounds (16.4.2). The rounds counted are the
 *     tournament's rounds, or the rounds up to `afterRound` for standings part-way through.
 * Swiss, fide-2009 (C.02 13.15, Congress 2009, in force until the 2023 C.07; text e.g. at
 *   handbook.fide.com/chapter/TieBreakRegulations2022): "all unplayed games in which players are
 *   indirectly involved (results by forfeit of opponents) are considered to have been drawn" —
 *   read, as Swiss-Manager and marceljuenemann/tiebreak do, as every unplayed round of an
 *   opponent, byes included, counting as a draw; and "a player who has no opponent" meets a
 *   virtual opponent with the player's score before the round, the opposite result in that round
 *   and a draw in every later round, Svon = SPR + (1 − SfPR) + ½·(n − R), n = rounds counted.
 *   No VUR rule for cuts (that came in 2023).
 * Swiss, raw: forfeits are games against the scheduled opponent, byes are no element.
 * Swiss, ignore: only games played over the board.
 * Round robin (Art. 15.2): forfeits are regular games, the free round of an odd field is no
 *   element, raw scores ('ignore' still keeps only games played over the board).
 */
import type { RuleSet } from '../types';
import type { RoundTable, TiebreakContext } from '../context';
import {
  builtAdjustedScores,
  foreTable,
  isPairedKind,
  isRequestedByeKind,
  isVurKind,
  RK,
} from '../context';

/** Where an element's score comes from. */
export const SRC = {
  none: 0,
  opponent: 1,
  dummy: 2,
  /** dummy capped by the scheduled opponent's adjusted score (16.4.1, 2026) */
  cappedByOpponent: 3,
  /** dummy capped by draw points × rounds (16.4.2, 2026) */
  cappedByDraws: 4,
  /** virtual opponent (fide-2009) */
  virtual: 5,
} as const;

// The rule sets' treatments of unplayed rounds, as numbers for the loop over every round.
const RAW = 0;
const IGNORE = 1;
const V2009 = 2;
const V2024 = 3;
const V2026 = 4;

export interface OpponentElements {
  readonly rules: RuleSet;
  readonly roundRobin: boolean;
  readonly fore: boolean;
  /** The round table read (the Fore table for FB). */
  readonly table: RoundTable;
  /** 1 when round r of participant i is an element (index i·R + r). */
  readonly present: Uint8Array;
  /** The score of the element: opponent's adjusted score, dummy's or virtual opponent's score. */
  readonly value: Float64Array;
  /** 1 when the element is a voluntary unplayed round that Art. 16.5 cuts first. */
  readonly vur: Uint8Array;
  /** SRC code per element. */
  readonly source: Uint8Array;
  /** Each participant's score as their opponents see it. */
  readonly adjusted: Float64Array;
  /** Whether the Cut-1 exception of Art. 16.5 applies. */
  readonly vurFirst: boolean;
}

function complementPoints(ctx: TiebreakContext, p: number): number {
  const { win, draw, loss } = ctx.ps;
  if (p === win) return loss;
  if (p === draw) return draw;
  if (p === loss) return win;
  return win + loss - p;
}

/** Each participant's score as their opponents see it (16.3; 2009: unplayed rounds as draws). */
export function adjustedScores(
  ctx: TiebreakContext,
  table: RoundTable,
  rules: RuleSet,
  roundRobin: boolean,
): Float64Array {
  const { n, rounds } = ctx;
  if (roundRobin || rules === 'raw' || rules === 'ignore') return table.score;
  const v2009 = rules === 'fide-2009';
  // Art. 16.3 on a table createContext built comes with it (the loop below, done there).
  const built = v2009 ? undefined : builtAdjustedScores(table);
  if (built) return built;
  const draw = ctx.ps.draw;
  const adjusted = new Float64Array(n);
  const { kind, pts, lastAvailable } = table;
  for (let i = 0; i < n; i++) {
    let sum = 0;
    // Requested byes after the last round that is not a VUR are 16.2.5 (categoryOf).
    const last = lastAvailable[i];
    for (let r = 0; r < rounds; r++) {
      const at = i * rounds + r;
      const k = kind[at];
      if (k === RK.pending) continue;
      if (v2009) sum += k === RK.played ? pts[at] : draw;
      else sum += isRequestedByeKind(k) && r + 1 >= last ? draw : pts[at];
    }
    adjusted[i] = sum;
  }
  return adjusted;
}

function build(
  ctx: TiebreakContext,
  rules: RuleSet,
  roundRobin: boolean,
  fore: boolean,
): OpponentElements {
  const { n, rounds } = ctx;
  const table = fore ? foreTable(ctx) : ctx.table;
  const { kind, opp, pts, score } = table;
  const size = n * rounds;
  const present = new Uint8Array(size);
  const value = new Float64Array(size);
  const vur = new Uint8Array(size);
  const source = new Uint8Array(size);
  const adjusted = adjustedScores(ctx, table, rules, roundRobin);
  const draw = ctx.ps.draw;
  const fide = rules === 'fide-2024' || rules === 'fide-2026';
  const capAllRounds = draw * ctx.heldRounds;
  // The rule set's branch, chosen once: the loop below runs N·R times.
  const mode =
    roundRobin || rules === 'raw' || rules === 'ignore'
      ? rules === 'ignore'
        ? IGNORE
        : RAW
      : rules === 'fide-2009'
        ? V2009
        : rules === 'fide-2026'
          ? V2026
          : V2024;
  for (let i = 0; i < n; i++) {
    let before = 0;
    const own = score[i];
    for (let r = 0; r < rounds; r++) {
      const at = i * rounds + r;
      const k = kind[at];
      if (k === RK.pending) continue;
      const j = opp[at];
      if (mode === RAW || mode === IGNORE) {
        const counts = mode === IGNORE ? k === RK.played : isPairedKind(k) && j >= 0;
        if (counts) {
          present[at] = 1;
          value[at] = adjusted[j];
          source[at] = SRC.opponent;
        }
      } else if (k === RK.played) {
        present[at] = 1;
        value[at] = adjusted[j];
        source[at] = SRC.opponent;
      } else if (mode === V2009) {
        present[at] = 1;
        value[at] =
          before + complementPoints(ctx, pts[at]) + draw * Math.max(0, ctx.heldRounds - r - 1);
        source[at] = SRC.virtual;
      } else {
        present[at] = 1;
        vur[at] = isVurKind(k) ? 1 : 0;
        let v = own;
        let src: number = SRC.dummy;
        if (mode === V2026) {
          const forfeit = k === RK.forfeitWin || k === RK.forfeitLoss || k === RK.doubleForfeit;
          const cap = forfeit && j >= 0 ? adjusted[j] : capAllRounds;
          if (cap < v) {
            v = cap;
            src = forfeit && j >= 0 ? SRC.cappedByOpponent : SRC.cappedByDraws;
          }
        }
        value[at] = v;
        source[at] = src;
      }
      before += pts[at];
    }
  }
  return {
    rules,
    roundRobin,
    fore,
    table,
    present,
    value,
    vur,
    source,
    adjusted,
    vurFirst: fide && !roundRobin,
  };
}

/** The shared elements for a rule set, system and Fore mode (cached in the context). */
export function opponentElements(
  ctx: TiebreakContext,
  rules: RuleSet,
  roundRobin: boolean,
  fore: boolean,
): OpponentElements {
  return ctx.cached(
    `elements:${rules}:${roundRobin ? 'rr' : 'swiss'}:${fore ? 'fore' : 'final'}`,
    () => build(ctx, rules, roundRobin, fore),
  );
}
