/**
 * Keizer standings: totals, ranks and current values under the three iteration modes (options.ts
 * `IterationMode`). One scoring of rounds 1…r is O(N·r) plus a sort; `passes` runs R of them,
 * O(N·R²) in all, `fixed-point` at most maxIterations full scorings, `frozen` O(N·R). That is
 * fine for club sizes: 60 players over 40 evenings take a few milliseconds per pass.
 */
import { Decimal } from './decimal';
import {
  assign,
  creditLine,
  meanLine,
  ownValueLine,
  type Assignment,
  type CreditLine,
  type OwnValueLine,
  type RankingSource,
} from './credits';
import { buildEntries, type Entries, type Entry } from './entries';
import type { KeizerCompetition } from './model';
import {
  resolveKeizerOptions,
  type IterationMode,
  type KeizerOptions,
  type KeizerOptionsInput,
} from './options';
import { rankPlayers, sameOrder } from './ranking';
import { valueTable } from './values';

export interface KeizerStanding {
  readonly name: string;
  readonly rating: number;
  /** 1 = first; ties are broken (rating, then name), so ranks are 1…N without gaps. */
  readonly rank: number;
  readonly total: Decimal;
  /** What beating this player is worth now: the value of `rank` (used to pair the next round). */
  readonly value: Decimal;
  /** null when options exclude the own value from the total. */
  readonly own: OwnValueLine | null;
  /** One line per round, round 1 first; total = own + Σ credit. */
  readonly rounds: readonly CreditLine[];
}

export interface KeizerStandings {
  readonly mode: IterationMode;
  /** Rank order. */
  readonly standings: readonly KeizerStanding[];
  /** Withdrawn players: no rank, no value, no total. */
  readonly withdrawn: readonly string[];
  /** V(1)…V(N) for the N ranked players. */
  readonly values: readonly Decimal[];
  /** Scorings done: R for `passes` and `frozen`, the iterations for `fixed-point`. */
  readonly scorings: number;
  /**
   * `fixed-point` only: the ranking repeated (`converged`), returned to the one before (`two-cycle`,
   * totals are the mean of the last two scorings), or the iteration cap was hit (`cap`).
   */
  readonly fixedPoint?: 'converged' | 'two-cycle' | 'cap';
}

/** Lines and totals of one scoring. */
interface Scoring {
  readonly lines: (CreditLine[] | null)[];
  readonly own: (OwnValueLine | null)[];
  readonly totals: (Decimal | null)[];
}

function emptyScoring(n: number): Scoring {
  return {
    lines: new Array<CreditLine[] | null>(n).fill(null),
    own: new Array<OwnValueLine | null>(n).fill(null),
    totals: new Array<Decimal | null>(n).fill(null),
  };
}

/** Rounds 1…upTo all valued with one assignment, plus the own value from `ownFrom`. */
function scoreRounds(
  e: Entries,
  o: KeizerOptions,
  upTo: number,
  a: Assignment,
  ownFrom: Assignment = a,
): Scoring {
  const s = emptyScoring(e.names.length);
  for (const p of e.ranked) {
    const lines: CreditLine[] = [];
    let total = Decimal.ZERO;
    for (let r = 1; r <= upTo; r++) {
      const line = creditLine(e, o, p, r, entryOf(e, r, p), a);
      lines.push(line);
      total = total.plus(line.credit);
    }
    const own = o.ownValue ? ownValueLine(e, p, ownFrom) : null;
    s.lines[p] = lines;
    s.own[p] = own;
    s.totals[p] = own ? total.plus(own.credit) : total;
  }
  return s;
}

/** Ranked players always have an entry: buildEntries fills in the missing ones. */
function entryOf(e: Entries, round: number, p: number): Entry {
  return e.entries[round - 1][p] as Entry;
}

function sourceAfter(round: number): RankingSource {
  return round === 0 ? { kind: 'rating' } : { kind: 'after-round', round };
}

interface Outcome {
  readonly scoring: Scoring;
  readonly order: number[];
  readonly scorings: number;
  readonly fixedPoint?: KeizerStandings['fixedPoint'];
}

function byPasses(e: Entries, o: KeizerOptions, table: readonly Decimal[]): Outcome {
  const rounds = e.entries.length;
  const n = e.names.length;
  let order = rankPlayers(e, e.ranked);
  // Before round 1 the standings are the own values of the rating order.
  let scoring = scoreRounds(e, o, 0, assign(n, order, table, sourceAfter(0)));
  for (let r = 1; r <= rounds; r++) {
    scoring = scoreRounds(e, o, r, assign(n, order, table, sourceAfter(r - 1)));
    order = rankPlayers(e, e.ranked, scoring.totals);
  }
  return { scoring, order: rankPlayers(e, e.ranked, scoring.totals), scorings: rounds };
}

function byFixedPoint(e: Entries, o: KeizerOptions, table: readonly Decimal[]): Outcome {
  const n = e.names.length;
  const rounds = e.entries.length;
  let input = rankPlayers(e, e.ranked);
  let source: RankingSource = { kind: 'rating' };
  let previous: { input: number[]; scoring: Scoring } | null = null;
  for (let i = 0; i < o.maxIterations; i++) {
    const scoring = scoreRounds(e, o, rounds, assign(n, input, table, source));
    const output = rankPlayers(e, e.ranked, scoring.totals);
    if (sameOrder(output, input)) {
      return { scoring, order: output, scorings: i + 1, fixedPoint: 'converged' };
    }
    if (previous && sameOrder(output, previous.input)) {
      // A 2-cycle: neither ranking is a fixed point, so take the mean of the two scorings.
      const mean = averageScorings(previous.scoring, scoring);
      const order = rankPlayers(e, e.ranked, mean.totals);
      return { scoring: mean, order, scorings: i + 1, fixedPoint: 'two-cycle' };
    }
    previous = { input, scoring };
    input = output;
    source = { kind: 'iteration', iteration: i };
  }
  const last = previous as { scoring: Scoring };
  return {
    scoring: last.scoring,
    order: rankPlayers(e, e.ranked, last.scoring.totals),
    scorings: o.maxIterations,
    fixedPoint: 'cap',
  };
}

function averageScorings(x: Scoring, y: Scoring): Scoring {
  const n = x.totals.length;
  const s = emptyScoring(n);
  for (let p = 0; p < n; p++) {
    const xl = x.lines[p];
    const yl = y.lines[p];
    if (!xl || !yl) continue;
    s.lines[p] = xl.map((line, r) => meanLine(line, yl[r]));
    const xo = x.own[p];
    const yo = y.own[p];
    s.own[p] = xo && yo ? meanLine(xo, yo) : null;
    s.totals[p] = (x.totals[p] as Decimal).plus(y.totals[p] as Decimal).times(Decimal.HALF);
  }
  return s;
}

function byFrozen(e: Entries, o: KeizerOptions, table: readonly Decimal[]): Outcome {
  const n = e.names.length;
  const rounds = e.entries.length;
  const lines: CreditLine[][] = Array.from({ length: n }, () => []);
  const credits = new Array<Decimal | null>(n).fill(null);
  for (const p of e.ranked) credits[p] = Decimal.ZERO;
  let order = rankPlayers(e, e.ranked);
  for (let r = 1; r <= rounds; r++) {
    const a = assign(n, order, table, sourceAfter(r - 1));
    for (const p of e.ranked) {
      const line = creditLine(e, o, p, r, entryOf(e, r, p), a);
      lines[p].push(line);
      credits[p] = (credits[p] as Decimal).plus(line.credit);
    }
    order = rankPlayers(e, e.ranked, credits);
  }
  const final = assign(n, order, table, sourceAfter(rounds));
  const s = emptyScoring(n);
  for (const p of e.ranked) {
    const own = o.ownValue ? ownValueLine(e, p, final) : null;
    s.lines[p] = lines[p];
    s.own[p] = own;
    s.totals[p] = own ? (credits[p] as Decimal).plus(own.credit) : credits[p];
  }
  return { scoring: s, order: rankPlayers(e, e.ranked, s.totals), scorings: rounds };
}

/** Standings of an already checked competition (pairing reuses the entries). */
export function standingsOf(e: Entries, o: KeizerOptions): KeizerStandings {
  const table = valueTable(e.ranked.length, o.values, o.step);
  const outcome =
    o.iteration === 'passes'
      ? byPasses(e, o, table)
      : o.iteration === 'fixed-point'
        ? byFixedPoint(e, o, table)
        : byFrozen(e, o, table);
  const { scoring, order } = outcome;
  const standings = order.map((p, k): KeizerStanding => ({
    name: e.names[p],
    rating: e.ratings[p],
    rank: k + 1,
    total: scoring.totals[p] as Decimal,
    value: table[k],
    own: scoring.own[p],
    rounds: scoring.lines[p] as CreditLine[],
  }));
  return {
    mode: o.iteration,
    standings,
    withdrawn: e.names.filter((_, i) => e.withdrawn[i]),
    values: table,
    scorings: outcome.scorings,
    ...(outcome.fixedPoint && { fixedPoint: outcome.fixedPoint }),
  };
}

/** Keizer standings after the rounds played so far. */
export function keizerStandings(
  competition: KeizerCompetition,
  options: KeizerOptionsInput = {},
): KeizerStandings {
  const o = resolveKeizerOptions(options);
  return standingsOf(buildEntries(competition, o), o);
}
