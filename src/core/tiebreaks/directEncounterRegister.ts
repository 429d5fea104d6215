/**
 * Registers direct encounter (DE, C.07 Art. 6). As a column its value is the position inside
 * the group tied on points and on every code before it in the list (1 = first, tied members
 * share a position, 0 = the group could not be separated), as the FIDE reference calculator
 * prints it. Because the group is tied on everything before, ranking by that position (lower
 * first) is exactly "apply DE to each subgroup still tied".
 */
import type { TiebreakContext } from './context';
import { isRoundRobinFor } from './context';
import {
  directEncounterTiers,
  tierPositions,
  type DirectEncounterOptions,
} from './directEncounter';
import { baseRows, summaryText } from './explainRows';
import { sameValue } from '../numbers';
import type { PriorColumns, TiebreakDefinition } from './registry';
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

function sameKey(prior: PriorColumns, a: number, b: number): boolean {
  if (!sameValue(prior.points[a], prior.points[b])) return false;
  for (const c of prior.columns) {
    const va = c.values[a];
    const vb = c.values[b];
    if (va === null || vb === null) {
      if (va !== vb) return false;
    } else if (!sameValue(va, vb)) return false;
  }
  return true;
}

function compareKey(prior: PriorColumns, a: number, b: number): number {
  if (!sameValue(prior.points[a], prior.points[b])) return prior.points[a] - prior.points[b];
  for (const c of prior.columns) {
    const va = c.values[a];
    const vb = c.values[b];
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (!sameValue(va, vb)) return va - vb;
  }
  return 0;
}

/** Groups of participants tied on points and every earlier column, O(n log n). */
function tiedGroups(ctx: TiebreakContext, prior: PriorColumns): number[][] {
  const order = Array.from({ length: ctx.n }, (_, i) => i).sort(
    (a, b) => compareKey(prior, a, b) || a - b,
  );
  const groups: number[][] = [];
  for (const i of order) {
    const last = groups[groups.length - 1];
    if (last && sameKey(prior, last[0], i)) last.push(i);
    else groups.push([i]);
  }
  return groups;
}

function positions(ctx: TiebreakContext, code: TiebreakCode, prior: PriorColumns): number[] {
  const values = new Array<number>(ctx.n).fill(0);
  const options = optionsFor(ctx, code);
  for (const group of tiedGroups(ctx, prior)) {
    if (group.length < 2) continue;
    for (const [m, pos] of tierPositions(directEncounterTiers(ctx.t, group, options)))
      values[m] = pos;
  }
  return values;
}

const DIRECT_ENCOUNTER: TiebreakDefinition = {
  name: 'DE',
  title: 'Direct encounter',
  modifiers: ['P', 'S'],
  lowerIsBetter: true,
  compute(ctx, code, prior) {
    return positions(ctx, code, prior);
  },
  explain(ctx, code, index, prior) {
    const value = positions(ctx, code, prior)[index];
    const group = tiedGroups(ctx, prior).find(g => g.includes(index)) ?? [index];
    const members = new Set(group);
    const options = optionsFor(ctx, code);
    const rows = baseRows(ctx, index);
    for (const row of rows) {
      const j = row.opponent === null ? -1 : ctx.indexOf(row.opponent);
      if (j < 0 || !members.has(j) || j === index) continue;
      const at = index * ctx.rounds + (row.round - 1);
      const played = ctx.table.res[at] !== 0;
      if (played || options.forfeitsCount) row.contribution = row.points;
      else row.note = 'forfeit: left out of direct encounter (C.07 6.1.1; /P counts it)';
    }
    const detail =
      group.length < 2
        ? 'not tied with anybody on the preceding criteria'
        : value === 0
          ? `${group.length} participants tied; the games among them do not separate them`
          : `position ${value} among ${group.length} tied participants`;
    return { summary: summaryText(this.title, value, detail), rows };
  },
};

registerTiebreak(DIRECT_ENCOUNTER);
