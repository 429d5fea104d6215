/**
 * Direct encounter (C.07 Art. 6), a type-A tie-break: it looks only at the games among the
 * participants still tied, so it splits a tied group instead of giving each participant a
 * number of their own.
 *
 * 6.1   separate standings from the games among the tied participants;
 * 6.1.1 forfeits are left out unless the rules count them (`/P`), and in round robins they are
 *       games (Art. 15.2);
 * 6.1.2 two participants who met more than once count the average of those games;
 * 6.2   when all have met, the separate standings rank them, and Art. 6 is applied again to any
 *       subset still tied;
 * 6.3   in a Swiss event where not all have met, a participant who stays alone at the top of the
 *       separate standings whatever the outcome of the missing games ranks first, then the same
 *       for second, …; Art. 6 is applied again to the rest.
 *
 * Cost: O(g · R) per tied group of size g, times the depth of the re-application.
 */
import { pointsFor } from '../model/points';
import type { RoundEntry, Tournament } from '../model/types';
import { indexByStartNo } from './ratings/otbGames';

export interface DirectEncounterOptions {
  /** Rounds 1 … `rounds` count. */
  readonly rounds: number;
  /** Forfeits count as games: modifier `/P`, or a round robin (Art. 15.2). */
  readonly forfeitsCount: boolean;
  /**
   * Art. 6.3 applies (Swiss events). In a round robin the separate standings rank the group
   * directly, as the FIDE reference calculator does for pre-determined pairings.
   */
  readonly swiss: boolean;
}

export interface Encounter {
  readonly opponent: number;
  readonly points: number;
}

/** Games of participant `i` that direct encounter can use, with the points scored in each. */
function encountersOf(
  t: Tournament,
  i: number,
  index: ReadonlyMap<number, number>,
  options: DirectEncounterOptions,
): Encounter[] {
  const list: Encounter[] = [];
  const rounds = t.participants[i].rounds;
  const last = Math.min(options.rounds, rounds.length);
  for (let r = 0; r < last; r++) {
    const e = rounds[r];
    const opponentNo = encounterOpponent(e, options.forfeitsCount);
    if (opponentNo === null) continue;
    const opponent = index.get(opponentNo);
    if (opponent !== undefined) list.push({ opponent, points: pointsFor(e, t.pointSystem) });
  }
  return list;
}

function encounterOpponent(e: RoundEntry, forfeitsCount: boolean): number | null {
  switch (e.kind) {
    case 'played':
      return e.opponent;
    case 'forfeit-win':
    case 'forfeit-loss':
      return forfeitsCount ? e.opponent : null;
    case 'double-forfeit':
      return forfeitsCount ? e.opponent : null;
    default:
      return null;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

interface Standing {
  readonly member: number;
  /** Score in the separate standings, scaled by `scale` so that averages stay exact. */
  readonly score: number;
  /** Best possible score if every missing game were won (6.3), same scale. */
  readonly best: number;
  readonly metAll: boolean;
}

/**
 * Separate standings of `members` (6.1). Scores are kept as integers: every total is multiplied
 * by the least common multiple of the repeat counts, so a 6.1.2 average such as ⅓ stays exact.
 */
function separateStandings(
  members: readonly number[],
  encounters: ReadonlyMap<number, readonly Encounter[]>,
  winPoints: number,
): Standing[] {
  const inGroup = new Set(members);
  const perMember = members.map(m => {
    const byOpponent = new Map<number, { sum: number; count: number }>();
    for (const e of encounters.get(m) ?? []) {
      if (!inGroup.has(e.opponent) || e.opponent === m) continue;
      const acc = byOpponent.get(e.opponent) ?? { sum: 0, count: 0 };
      acc.sum += e.points;
      acc.count += 1;
      byOpponent.set(e.opponent, acc);
    }
    return byOpponent;
  });
  let scale = 1;
  for (const byOpponent of perMember) {
    for (const { count } of byOpponent.values()) scale = (scale * count) / gcd(scale, count);
  }
  return members.map((member, k) => {
    let score = 0;
    for (const { sum, count } of perMember[k].values()) score += (sum * scale) / count;
    const missing = members.length - 1 - perMember[k].size;
    return { member, score, best: score + missing * winPoints * scale, metAll: missing === 0 };
  });
}

/** Orders `members` into tiers, best first; members of one tier could not be separated. */
function rankGroup(
  members: readonly number[],
  encounters: ReadonlyMap<number, readonly Encounter[]>,
  winPoints: number,
  swiss: boolean,
): number[][] {
  if (members.length <= 1) return [[...members]];
  const standings = separateStandings(members, encounters, winPoints).sort(
    (a, b) => b.score - a.score || a.member - b.member,
  );
  const allMet = standings.every(s => s.metAll);
  if (allMet || !swiss) {
    const tiers: number[][] = [];
    for (let k = 0; k < standings.length; k++) {
      if (k > 0 && standings[k].score === standings[k - 1].score)
        tiers[tiers.length - 1].push(standings[k].member);
      else tiers.push([standings[k].member]);
    }
    if (tiers.length === 1) return tiers;
    return tiers.flatMap(tier => rankGroup(tier, encounters, winPoints, swiss));
  }
  // 6.3: the leader must stay ahead even if they lose every missing game and every rival wins
  // all of theirs (a rival's best case depends only on the rival's own missing games).
  const tiers: number[][] = [];
  let k = 0;
  while (k < standings.length - 1) {
    let bestOfRest = -Infinity;
    for (let j = k + 1; j < standings.length; j++)
      bestOfRest = Math.max(bestOfRest, standings[j].best);
    if (standings[k].score <= bestOfRest) break;
    tiers.push([standings[k].member]);
    k++;
  }
  if (tiers.length === 0) return [[...members]];
  const rest = standings.slice(k).map(s => s.member);
  return [...tiers, ...rankGroup(rest, encounters, winPoints, swiss)];
}

/**
 * Splits a group of participants tied on the preceding criteria (indices into
 * `t.participants`) into ordered tiers by direct encounter.
 */
export function directEncounterTiers(
  t: Tournament,
  group: readonly number[],
  options: DirectEncounterOptions,
  index: ReadonlyMap<number, number> = indexByStartNo(t),
): number[][] {
  return encounterTiers(
    group,
    m => encountersOf(t, m, index, options),
    t.pointSystem.win,
    options.swiss,
  );
}

/**
 * The tiers of a group from each member's encounters (the games direct encounter can use, in
 * round order, with the points scored in each), however they were gathered.
 */
export function encounterTiers(
  group: readonly number[],
  encountersOfMember: (m: number) => Encounter[],
  winPoints: number,
  swiss: boolean,
): number[][] {
  if (group.length <= 1) return [[...group]];
  const encounters = new Map<number, Encounter[]>();
  for (const m of group) encounters.set(m, encountersOfMember(m));
  return rankGroup(group, encounters, winPoints, swiss);
}

/**
 * Positions inside the group as the FIDE reference calculator prints them: 1 = first, tied
 * participants share the better position, and 0 for everybody when the group could not be
 * separated at all (a group of one included).
 */
export function tierPositions(tiers: readonly (readonly number[])[]): Map<number, number> {
  const positions = new Map<number, number>();
  if (tiers.length <= 1) {
    for (const tier of tiers) for (const m of tier) positions.set(m, 0);
    return positions;
  }
  let position = 1;
  for (const tier of tiers) {
    for (const m of tier) positions.set(m, position);
    position += tier.length;
  }
  return positions;
}

/**
 * DE as a column (computeTiebreaks, the conformance TSVs): each participant's position inside
 * the group tied on points (`points[i]`), or 0.
 */
export function directEncounterValues(
  t: Tournament,
  points: readonly number[],
  options: DirectEncounterOptions,
): number[] {
  const groups = new Map<number, number[]>();
  points.forEach((p, i) => {
    const g = groups.get(p);
    if (g) g.push(i);
    else groups.set(p, [i]);
  });
  const values = t.participants.map(() => 0);
  const index = indexByStartNo(t);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const [m, pos] of tierPositions(directEncounterTiers(t, group, options, index))) {
      values[m] = pos;
    }
  }
  return values;
}
