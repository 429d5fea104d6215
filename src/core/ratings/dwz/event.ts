/**
 * DWZ evaluations of one event (Wertungsordnung des DSB), for every participant, by the rules of
 * the event's end date: up to 7 June 2026 the WO of 2014 (E-based, classic.ts, with first DWZ by
 * iteration), from 8 June 2026 the WO of 30 May 2026 (K-based, rules2026.ts).
 *
 * Who counts with which rating (WO 3.4–3.6):
 * - established players: their DWZ (R0). A player without DWZ but with a FIDE rating is counted
 *   with it, index 6 (2.2.4, 4.1.2). When nobody has a DWZ, the ratings given are read as DWZ.
 * - new players (no rating): those with at least 5 games against established players, neither
 *   all lost nor all won, form the first "Zusatzstufe"; those with at least 5 games against
 *   these and the established players, neither all lost nor all won, the second (3.4.1). Both get
 *   a first DWZ by the simultaneous iteration (3.4.4); the games of all these players against
 *   each other count. The others get none and their games count for nobody.
 * - "Ausnahmespieler" (3.6): an established player whose performance is more than 300 above his
 *   DWZ counts with that performance for his opponents, and the iteration is done again with it.
 * Under the 2026 rules a first DWZ is not computed (the text was not available): new players'
 * games then count for nobody, and the output says so.
 */
import { MessageError, msg } from '../../errors';
import type { Participant, Tournament } from '../../model/types';
import { birthYear } from '../../readers/personCells';
import { onOrAfter, yearOf } from '../dates';
import { eventGames, type GamesOf } from '../eventGames';
import { eventDate, type DateSource } from '../fide/event';
import type { SkippedRound } from '../types';
import {
  ageGroupOf,
  classicNewRating,
  coefficient,
  type AgeGroup,
  type Coefficient,
} from './classic';
import { winThousandths } from './normal';
import {
  firstApproximation,
  firstDwzOf,
  iterateFirstRatings,
  performance,
  type IterationPlayer,
} from './performance';
import { kFactor2026, newRating2026, VALID_FROM, type KFactor } from './rules2026';

export type DwzRuleSet = 'wo-2014' | 'wo-2026';

export interface DwzOptions {
  /** The event's end date (ISO), when the file gives none or another should count. */
  readonly date?: string;
}

/** Where an opponent's rating came from. */
export type DwzRatingKind = 'dwz' | 'fide' | 'first' | 'performance';

export interface DwzGame {
  readonly round: number;
  readonly opponent: number;
  readonly opponentRating: number;
  readonly ratedAs: DwzRatingKind;
  /** P(D) in thousandths, rounded per game. */
  readonly p: number;
  readonly score: number;
}

interface DwzBase {
  readonly index: number;
  readonly games: readonly DwzGame[];
  readonly skipped: readonly SkippedRound[];
  /** W over the games that count. */
  readonly score: number;
}

/** A player with a DWZ (or a FIDE rating standing in for one). */
export interface DwzRatedPlayer extends DwzBase {
  readonly kind: 'rated';
  readonly ro: number;
  /** The rating is a FIDE rating (2.2.4): index 6. */
  readonly fromFide: boolean;
  /** The DWZ index before the event; undefined when the source does not give it. */
  readonly dwzIndex?: number;
  readonly age?: number;
  readonly group: AgeGroup;
  /** We, thousandths (P rounded per game). */
  readonly expected: number;
  /** WO 2014: E. */
  readonly coefficient?: Coefficient;
  /** WO 2026: K. */
  readonly k?: KFactor;
  /** The new DWZ; equal to ro without games. */
  readonly rn: number;
  /** Rh over at least 5 games against rated opponents, else null. */
  readonly performance: number | null;
  /** Counted with the performance for the opponents (3.6). */
  readonly exceptional: boolean;
}

/** A player without rating who gets a first DWZ (WO 2014, 3.4). */
export interface DwzFirstPlayer extends DwzBase {
  readonly kind: 'first';
  readonly stage: 1 | 2;
  /** The iteration's result Ri. */
  readonly ri: number;
  /** The first DWZ: Ri, or 700 + Ri/8 below 800. */
  readonly rn: number;
}

/** A player without rating who gets none from this event. */
export interface DwzWithoutPlayer extends DwzBase {
  readonly kind: 'none';
  /** too-few: fewer than 5 games against rated players (`needed` more); extreme: all lost or all won; rules-2026: not computed. */
  readonly reason: 'too-few' | 'extreme' | 'rules-2026';
  readonly needed: number;
}

export type DwzPlayer = DwzRatedPlayer | DwzFirstPlayer | DwzWithoutPlayer;

export interface DwzEvent {
  readonly system: 'dwz';
  readonly rules: DwzRuleSet;
  readonly date: string;
  readonly dateSource: DateSource;
  /** Nobody had a DWZ: the ratings given were read as DWZ. */
  readonly ratingsReadAsDwz: boolean;
  readonly players: readonly DwzPlayer[];
}

const FIRST_DWZ_GAMES = 5;

/** The DWZ evaluation of every participant. Refused (MessageError): an event without end date. */
export function dwzEvent(t: Tournament, options: DwzOptions = {}): DwzEvent {
  const { date, source } = eventDate(t, options.date, 'end');
  if (date === undefined) {
    throw new MessageError(
      msg`the event's end date is unknown, and the DWZ depends on it: the rules changed on 8 June 2026, and ages count in the year the event ends. Give the date (TRF record 052, --date or date=YYYY-MM-DD)`,
    );
  }
  const rules: DwzRuleSet = onOrAfter(date, VALID_FROM) ? 'wo-2026' : 'wo-2014';
  const ps = t.participants;
  const ratingsReadAsDwz = !ps.some(p => p.nationalRating !== undefined);
  const seeds = ps.map(p => seedOf(p, ratingsReadAsDwz));
  const all = eventGames(t);
  const year = yearOf(date);
  const established = seeds.map(s => s !== undefined);

  // First DWZ (WO 2014 only): who qualifies, and the iteration.
  const stage = rules === 'wo-2014' ? stages(all, established) : ps.map(() => 0);
  let first = firstRatings(all, seeds, stage, new Map());
  // 3.6: established players more than 300 above their DWZ count with their performance.
  const exceptional = new Map<number, number>();
  // Each performance, kept for the table when no exceptional player changes the opponents.
  const performances = new Map<number, number>();
  seeds.forEach((s, i) => {
    if (s === undefined || rules !== 'wo-2014') return;
    const ratings = ratedOpponents(all[i], j => ratingOf(j, seeds, first.rn, new Map()));
    if (ratings.values.length < FIRST_DWZ_GAMES) return;
    const rh = performance(ratings.points, ratings.values);
    performances.set(i, rh);
    if (rh > s.ro + 300) exceptional.set(i, rh);
  });
  if (exceptional.size > 0 && first.rn.size > 0) {
    first = firstRatings(all, seeds, stage, exceptional);
  }

  const players = ps.map((p, i): DwzPlayer => {
    const seed = seeds[i];
    const { games, skipped } = all[i];
    const counted: DwzGame[] = [];
    const notCounted: SkippedRound[] = [...skipped];
    let score = 0;
    const own = seed?.ro ?? first.ri.get(i);
    for (const g of games) {
      const r = ratingOf(g.opponent, seeds, first.rn, exceptional);
      if (r === undefined) {
        notCounted.push({ round: g.round, opponent: g.opponent, reason: 'unrated-opponent' });
        continue;
      }
      counted.push({
        round: g.round,
        opponent: g.opponent,
        opponentRating: r.rating,
        ratedAs: r.kind,
        p: own === undefined ? 0 : winThousandths(own - r.rating),
        score: g.score,
      });
      score += g.score;
    }
    notCounted.sort((a, b) => a.round - b.round);
    const base = { index: i, games: counted, skipped: notCounted, score };
    if (seed === undefined) return unratedResult(base, stage[i], first, rules, all[i], established);
    const birth = birthYear(p.birthDate);
    const age = birth === undefined ? undefined : year - birth;
    const group = ageGroupOf(age);
    let expected = 0;
    for (const g of counted) expected += g.p;
    const n = counted.length;
    const rh =
      n < FIRST_DWZ_GAMES
        ? null
        : exceptional.size === 0 && performances.has(i)
          ? (performances.get(i) as number)
          : performance(
              score,
              counted.map(g => g.opponentRating),
            );
    const common = {
      ...base,
      kind: 'rated' as const,
      ro: seed.ro,
      fromFide: seed.fromFide,
      ...(seed.index !== undefined && { dwzIndex: seed.index }),
      ...(age !== undefined && { age }),
      group,
      expected,
      performance: rh,
      exceptional: exceptional.has(i),
    };
    if (n === 0) return { ...common, rn: seed.ro };
    if (rules === 'wo-2014') {
      const c = coefficient(seed.ro, group, score, expected, seed.index);
      return { ...common, coefficient: c, rn: classicNewRating(seed.ro, score, expected, c.e, n) };
    }
    const k = kFactor2026(seed.ro, group, score, expected, seed.index);
    return { ...common, k, rn: newRating2026(seed.ro, score, expected, k.kTenths) };
  });
  return { system: 'dwz', rules, date, dateSource: source, ratingsReadAsDwz, players };
}

interface Seed {
  readonly ro: number;
  readonly index?: number;
  readonly fromFide: boolean;
}

function seedOf(p: Participant, ratingsReadAsDwz: boolean): Seed | undefined {
  if (ratingsReadAsDwz) {
    if (p.rating === undefined) return undefined;
    return {
      ro: p.rating,
      fromFide: false,
      ...(p.dwzIndex !== undefined && { index: p.dwzIndex }),
    };
  }
  if (p.nationalRating !== undefined) {
    return {
      ro: p.nationalRating,
      fromFide: false,
      ...(p.dwzIndex !== undefined && { index: p.dwzIndex }),
    };
  }
  // 4.1.2 and 2.2.4: a FIDE rating stands in for a missing DWZ, with index 6.
  if (p.rating !== undefined) return { ro: p.rating, fromFide: true, index: 6 };
  return undefined;
}

/** The rating an opponent counts with, or undefined when the game does not count. */
function ratingOf(
  j: number,
  seeds: readonly (Seed | undefined)[],
  first: ReadonlyMap<number, number>,
  exceptional: ReadonlyMap<number, number>,
): { rating: number; kind: DwzRatingKind } | undefined {
  const s = seeds[j];
  if (s !== undefined) {
    const rh = exceptional.get(j);
    if (rh !== undefined) return { rating: rh, kind: 'performance' };
    return { rating: s.ro, kind: s.fromFide ? 'fide' : 'dwz' };
  }
  const rn = first.get(j);
  return rn === undefined ? undefined : { rating: rn, kind: 'first' };
}

/** Points and opponents' ratings of the games against players that have a rating. */
function ratedOpponents(
  g: GamesOf,
  rating: (j: number) => { rating: number } | undefined,
): { points: number; values: number[] } {
  let points = 0;
  const values: number[] = [];
  for (const game of g.games) {
    const r = rating(game.opponent);
    if (r === undefined) continue;
    values.push(r.rating);
    points += game.score;
  }
  return { points, values };
}

/** 3.4.1: 1 for the first Zusatzstufe, 2 for the second, 0 for the others and the established. */
function stages(all: readonly GamesOf[], established: readonly boolean[]): number[] {
  const stage = all.map(() => 0);
  const qualifies = (i: number, against: (j: number) => boolean): boolean => {
    let n = 0;
    let points = 0;
    for (const g of all[i].games) {
      if (!against(g.opponent)) continue;
      n++;
      points += g.score;
    }
    return n >= FIRST_DWZ_GAMES && points > 0 && points < n;
  };
  all.forEach((_, i) => {
    if (!established[i] && qualifies(i, j => established[j])) stage[i] = 1;
  });
  const selectionI = (j: number) => established[j] || stage[j] === 1;
  all.forEach((_, i) => {
    if (!established[i] && stage[i] === 0 && qualifies(i, selectionI)) stage[i] = 2;
  });
  return stage;
}

/** The iteration's results Ri and the first DWZ Rn they give, by participant index. */
interface FirstRatings {
  readonly ri: ReadonlyMap<number, number>;
  readonly rn: ReadonlyMap<number, number>;
}

/**
 * The first DWZ of every player of the two stages, by the iteration of 3.4.4 over the games
 * among Auswahl II; established players count with R0, or with their performance when
 * `exceptional` names them.
 */
function firstRatings(
  all: readonly GamesOf[],
  seeds: readonly (Seed | undefined)[],
  stage: readonly number[],
  exceptional: ReadonlyMap<number, number>,
): FirstRatings {
  const members = stage.flatMap((s, i) => (s > 0 ? [i] : []));
  if (members.length === 0) return { ri: new Map(), rn: new Map() };
  const place = new Map(members.map((i, k) => [i, k]));
  const fixedRating = (j: number): number | undefined =>
    seeds[j] === undefined ? undefined : (exceptional.get(j) ?? seeds[j]?.ro);
  // Start values (3.4.4: the first approximation Rp = Rc + D):
  // stage 1 against the established players, stage 2 against them and stage 1's start values.
  const start = new Map<number, number>();
  for (const want of [1, 2]) {
    for (const i of members) {
      if (stage[i] !== want) continue;
      const ratings: number[] = [];
      let points = 0;
      for (const g of all[i].games) {
        const r = fixedRating(g.opponent) ?? (want === 2 ? start.get(g.opponent) : undefined);
        if (r === undefined || (want === 2 && stage[g.opponent] === 2)) continue;
        ratings.push(r);
        points += g.score;
      }
      start.set(i, firstApproximation(points, ratings));
    }
  }
  const iteration: IterationPlayer[] = members.map(i => {
    const fixed: number[] = [];
    const others: number[] = [];
    let points = 0;
    for (const g of all[i].games) {
      const r = fixedRating(g.opponent);
      const k = place.get(g.opponent);
      if (r !== undefined) fixed.push(r);
      else if (k !== undefined) others.push(k);
      else continue;
      points += g.score;
    }
    return { points, fixed, others, start: start.get(i) as number };
  });
  const ri = iterateFirstRatings(iteration);
  return {
    ri: new Map(members.map((i, k) => [i, ri[k]])),
    rn: new Map(members.map((i, k) => [i, firstDwzOf(ri[k])])),
  };
}

function unratedResult(
  base: DwzBase,
  stage: number,
  first: FirstRatings,
  rules: DwzRuleSet,
  g: GamesOf,
  established: readonly boolean[],
): DwzPlayer {
  const ri = first.ri.get(base.index);
  const rn = first.rn.get(base.index);
  if (ri !== undefined && rn !== undefined && (stage === 1 || stage === 2)) {
    return { ...base, kind: 'first', stage, ri, rn };
  }
  let n = 0;
  for (const game of g.games) if (established[game.opponent]) n++;
  if (rules === 'wo-2026') return { ...base, kind: 'none', reason: 'rules-2026', needed: 0 };
  if (n < FIRST_DWZ_GAMES) {
    return { ...base, kind: 'none', reason: 'too-few', needed: FIRST_DWZ_GAMES - n };
  }
  // All lost or all won against the established players (else the player would be in stage 1).
  return { ...base, kind: 'none', reason: 'extreme', needed: 0 };
}
