/**
 * Registers direct encounter (DE, C.07 Art. 6).
 *
 * As a column (computeTiebreaks) the value is the position inside the group tied on points
 * (1 = first, tied members share a position, 0 = the group could not be separated, or nobody
 * else has those points), as the FIDE reference calculator prints DE, which it computes right
 * after PTS. In standings DE splits each group still tied on every preceding criterion instead;
 * rankStandings calls `directEncounterPositions` with those groups.
 */
import { msg } from '../messages/message';
import { sameValue } from '../numbers';
import type { TiebreakContext } from './context';
import { isPairedKind, isRoundRobinFor, RK } from './context';
import {
  encounterTiers,
  tierPositions,
  type DirectEncounterOptions,
  type Encounter,
} from './directEncounter';
import { baseRows, summaryText } from './explainRows';
import type { TiebreakDefinition } from './registry';
import { registerTiebreak } from './registry';
import type { TiebreakCode } from './types';

function optionsFor(ctx: TiebreakContext, code: TiebreakCode): DirectEncounterOptions {
  const roundRobin = isRoundRobinFor(ctx, code);
  return {
    rounds: ctx.rounds,
    forfeitsCount: code.forfeitsAsPlayed || roundRobin,
    swiss: !roundRobin,
  };
}

/** Groups of participants with the same points, O(n log n). */
export function pointGroups(ctx: TiebreakContext): number[][] {
  const score = ctx.table.score;
  const order = Array.from({ length: ctx.n }, (_, i) => i).sort(
    (a, b) => score[b] - score[a] || a - b,
  );
  const groups: number[][] = [];
  for (const i of order) {
    const last = groups[groups.length - 1];
    if (last && sameValue(score[last[0]], score[i])) last.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** DE positions for the given tied groups; 0 for everybody outside a group of two or more. */
export function directEncounterPositions(
  ctx: TiebreakContext,
  code: TiebreakCode,
  groups: readonly (readonly number[])[],
): number[] {
  const values = new Array<number>(ctx.n).fill(0);
  const options = optionsFor(ctx, code);
  const encounters = (m: number) => encountersFromTable(ctx, m, options.forfeitsCount);
  // Whether a group without a game among its members may be left at 0 without its separate
  // standings (see gamesWithin); `mark` holds each member's group while it is looked at.
  const quick = !options.swiss || ctx.ps.win >= 0;
  const mark = quick ? new Int32Array(ctx.n).fill(-1) : undefined;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    if (group.length < 2) continue;
    if (mark && !gamesWithin(ctx, group, g, options.forfeitsCount, mark)) continue;
    const tiers = encounterTiers(group, encounters, ctx.ps.win, options.swiss);
    for (const [m, pos] of tierPositions(tiers)) values[m] = pos;
  }
  return values;
}

/**
 * Whether a member of the group has a game that direct encounter can use (encountersFromTable)
 * against another member. When none has, the separate standings give every member 0 points, and
 * the group is not separated: in a round robin all share one tier; in a Swiss event nobody stays
 * ahead of a rival who might still win the missing games (6.3, with win points not below 0). Every
 * member's position is then 0, what the values hold already.
 *
 * Why: the groups a large field leaves tied after the other codes are mostly players who never
 * met, and their separate standings (maps, sorts, recursion per group) cost more than this loop.
 */
function gamesWithin(
  ctx: TiebreakContext,
  group: readonly number[],
  g: number,
  forfeitsCount: boolean,
  mark: Int32Array,
): boolean {
  const { kind, opp } = ctx.table;
  const R = ctx.rounds;
  for (let x = 0; x < group.length; x++) mark[group[x]] = g;
  for (let x = 0; x < group.length; x++) {
    const i = group[x];
    for (let at = i * R; at < (i + 1) * R; at++) {
      const j = opp[at];
      if (j < 0 || j === i || mark[j] !== g) continue;
      if (countsForEncounter(kind[at], forfeitsCount)) return true;
    }
  }
  return false;
}

/**
 * The games of participant i that direct encounter can use, read from the round table (what
 * directEncounterTiers reads from the entries): games played, and forfeits with an opponent when
 * they count; the points are the round's.
 */
function encountersFromTable(ctx: TiebreakContext, i: number, forfeitsCount: boolean): Encounter[] {
  const { kind, opp, pts } = ctx.table;
  const R = ctx.rounds;
  const list: Encounter[] = [];
  for (let at = i * R; at < (i + 1) * R; at++) {
    const k = kind[at];
    const j = opp[at];
    if (j < 0) continue;
    if (countsForEncounter(k, forfeitsCount)) list.push({ opponent: j, points: pts[at] });
  }
  return list;
}

/** Whether a round of this kind, with an opponent, is a game direct encounter uses. */
function countsForEncounter(kind: number, forfeitsCount: boolean): boolean {
  return kind === RK.played || (forfeitsCount && isPairedKind(kind));
}

const DIRECT_ENCOUNTER: TiebreakDefinition = {
  name: 'DE',
  title: msg`Direct encounter`,
  modifiers: ['P', 'S'],
  lowerIsBetter: true,
  compute(ctx, code) {
    return directEncounterPositions(ctx, code, pointGroups(ctx));
  },
  explain(ctx, code, index) {
    const groups = pointGroups(ctx);
    const value = directEncounterPositions(ctx, code, groups)[index];
    const group = groups.find(g => g.includes(index)) ?? [index];
    const members = new Set(group);
    const options = optionsFor(ctx, code);
    const rows = baseRows(ctx, index);
    for (const row of rows) {
      const j = row.opponent === null ? -1 : ctx.indexOf(row.opponent);
      if (j < 0 || !members.has(j) || j === index) continue;
      const played = ctx.table.res[index * ctx.rounds + (row.round - 1)] !== 0;
      if (played || options.forfeitsCount) row.contribution = row.points;
      else row.note = msg`forfeit: left out of direct encounter (C.07 6.1.1; /P counts it)`;
    }
    const detail =
      group.length < 2
        ? msg`nobody else has the same points`
        : value === 0
          ? msg`${group.length} participants on the same points; the games among them do not separate them`
          : msg`position ${value} among ${group.length} participants on the same points`;
    return { summary: summaryText(this.title, value, detail), rows };
  },
};

registerTiebreak(DIRECT_ENCOUNTER);
