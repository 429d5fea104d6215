/**
 * Team standings: the primary score (match points unless the options or the list say game
 * points), then the codes in order (C.07 4.2), each splitting only the groups still tied. Type-A
 * codes (DE, EDE…, TBR, BBE) are computed afresh inside each such group, and their value in a row
 * is the position inside the group they split. Teams tied on everything share a place ("3–4").
 */
import { InputError, msg } from '../errors';
import type { Message } from '../errors';
import { splitByValues } from '../tiebreaks/standings';
import type { TeamCode } from './codes';
import { parseTeamCode } from './codes';
import { lowerIsBetter, teamCodeValues } from './compute';
import type { ScoreKind, TeamContext, TeamOptions } from './context';
import { createTeamContext } from './context';
import { groupsByValue, tierPositions } from './groups';
import { findTeamPreset } from './presets';
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
  /** Default codes the event cannot give (see rankTeams), each with why: `BW left out: …`. */
  readonly leftOut: readonly LeftOutCode[];
}

/** A default code left out of the standings, and why the event cannot give it. */
export interface LeftOutCode {
  readonly code: string;
  /** One line: which code, why (`EDET/P left out: the knockout steps of EDE … need …`). */
  readonly said: Message;
}

/** A code of the list, and whether it is a default that may be left out (see rankTeams). */
interface ListedCode {
  readonly code: string;
  readonly byDefault: boolean;
}

/** The code at `index` of the list could not be computed. */
class CodeFailed extends Error {
  constructor(
    readonly index: number,
    readonly failure: InputError,
  ) {
    super(failure.message);
  }
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
function splitPrimary(codes: ListedCode[], primary: ScoreKind): ListedCode[] {
  const first = codes[0] === undefined ? undefined : parseTeamCode(codes[0].code).name;
  return first === (primary === 'MP' ? 'MPTS' : 'GPTS') ? codes.slice(1) : codes;
}

/** The list with every preset replaced by its codes, those marked as defaults. */
function listedCodes(given: readonly string[], byDefault: boolean): ListedCode[] {
  return given.flatMap(code => {
    const preset = findTeamPreset(code);
    return preset ? preset.codes.map(c => ({ code: c, byDefault: true })) : [{ code, byDefault }];
  });
}

/**
 * Ranks the teams. `codes` may name team presets (`german-league`, `olympiad-2016`, …).
 *
 * The default must rank every event that reads: a code that comes from a preset, or from a list
 * nobody asked for (`byDefault`: the command's own default, a file's declared list), and that
 * the event cannot give (the board order of a match a TRF does not give, board results a team
 * crosstable does not have) is left out, and `leftOut` says which and why; the rest rank. A code
 * asked for by name is refused with the reason.
 */
export function rankTeams(
  event: TeamEvent,
  given: readonly string[],
  options: TeamOptions = {},
  byDefault = false,
): TeamStandings {
  const primary = options.primary ?? 'MP';
  let listed = splitPrimary(listedCodes(given, byDefault), primary);
  const leftOut: LeftOutCode[] = [];
  for (;;) {
    try {
      return { ...rankBy(event, listed, options, primary), leftOut };
    } catch (e) {
      if (!(e instanceof CodeFailed)) throw e;
      const failed = listed[e.index];
      if (!failed.byDefault) throw e.failure;
      leftOut.push({ code: failed.code, said: msg`${failed.code} left out: ${e.failure.said}` });
      listed = listed.filter((_, k) => k !== e.index);
    }
  }
}

/** The code at `index` computed by `body`; an InputError becomes CodeFailed, naming the code. */
function forCode<T>(index: number, body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError) throw new CodeFailed(index, e);
    throw e;
  }
}

function rankBy(
  event: TeamEvent,
  listed: readonly ListedCode[],
  options: TeamOptions,
  primary: ScoreKind,
): Omit<TeamStandings, 'leftOut'> {
  const codes = listed.map(l => l.code);
  const parsed = codes.map(parseTeamCode);
  const ctx = createTeamContext(event, options);
  const columns = parsed.map((code, k) => forCode(k, () => teamCodeValues(ctx, code)));
  const points = ctx.view(primary).table.score;
  const mp = ctx.view('MP').table.score;
  const gp = ctx.view('GP').table.score;
  let groups = groupsByValue(points);
  parsed.forEach((code, k) => {
    groups = forCode(k, () => applyCode(ctx, groups, code, columns[k]));
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
