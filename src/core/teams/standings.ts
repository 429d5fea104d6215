/**
 * Team standings: the primary score (match points unless the options or the list say game
 * points), then the codes in order (C.07 4.2), each splitting only the groups still tied. Type-A
 * codes (DE, EDE…, TBR, BBE) are computed afresh inside each such group, and their value in a row
 * is the position inside the group they split. Teams tied on everything share a place ("3–4").
 */
import { splitByValues } from '../tiebreaks/standings';
import type { TeamCode } from './codes';
import { parseTeamCode } from './codes';
import { lowerIsBetter, teamCodeValues } from './compute';
import type { ScoreKind, TeamContext, TeamOptions } from './context';
import { createTeamContext } from './context';
import { groupsByValue, tierPositions } from './groups';
import { expandTeamPresets } from './presets';
import { findTeamTiebreak } from './registry';
import type { TeamEvent } from './types';

export interface TeamStandingRow {
  /** Team index in `event.teams`. */
  readonly index: number;
  readonly rank: number;
  /** '3' or '3–4' (en dash) for a shared place. */
  readonly place: string;
  /** The primary score. */
  readonly points: number;
  readonly matchPoints: number;
  readonly gamePoints: number;
  /** One per code; for type-A codes the position inside the group they split. */
  readonly values: (number | null)[];
}

export interface TeamStandings {
  readonly primary: ScoreKind;
  /** The codes ranked by, presets expanded, the leading primary score left out. */
  readonly codes: string[];
  readonly rows: TeamStandingRow[];
}

function applyCode(
  ctx: TeamContext,
  groups: number[][],
  code: TeamCode,
  column: (number | null)[],
): number[][] {
  const def = findTeamTiebreak(code.name);
  if (def?.tiers) {
    const out: number[][] = [];
    const positions = new Array<number>(ctx.n).fill(0);
    for (const group of groups) {
      if (group.length < 2) {
        out.push(group);
        continue;
      }
      const tiers = def.tiers(ctx, code, group);
      tierPositions(tiers, positions);
      out.push(...(code.reverse ? [...tiers].reverse() : tiers));
    }
    for (let i = 0; i < ctx.n; i++) column[i] = positions[i];
    return out;
  }
  const lower = lowerIsBetter(code);
  return groups.flatMap(g => (g.length < 2 ? [g] : splitByValues(g, column, lower ? -1 : 1)));
}

/** A list may start with the primary score itself (as TRF-2026 record 212 does): not a tie-break. */
function splitPrimary(codes: string[], primary: ScoreKind): string[] {
  const first = codes[0] === undefined ? undefined : parseTeamCode(codes[0]).name;
  return first === (primary === 'MP' ? 'MPTS' : 'GPTS') ? codes.slice(1) : codes;
}

/** Ranks the teams. `codes` may name team presets (`german-league`, `olympiad-2016`, …). */
export function rankTeams(
  event: TeamEvent,
  given: readonly string[],
  options: TeamOptions = {},
): TeamStandings {
  const primary = options.primary ?? 'MP';
  const codes = splitPrimary(expandTeamPresets(given), primary);
  const parsed = codes.map(parseTeamCode);
  const ctx = createTeamContext(event, options);
  const columns = parsed.map(code => teamCodeValues(ctx, code));
  const points = ctx.view(primary).table.score;
  const mp = ctx.view('MP').table.score;
  const gp = ctx.view('GP').table.score;
  let groups = groupsByValue(points);
  parsed.forEach((code, k) => {
    groups = applyCode(ctx, groups, code, columns[k]);
  });
  const rows: TeamStandingRow[] = [];
  let rank = 1;
  for (const group of groups) {
    const place = group.length === 1 ? String(rank) : `${rank}–${rank + group.length - 1}`;
    for (const i of group) {
      rows.push({
        index: i,
        rank,
        place,
        points: points[i],
        matchPoints: mp[i],
        gamePoints: gp[i],
        values: columns.map(c => c[i]),
      });
    }
    rank += group.length;
  }
  return { primary, codes, rows };
}
