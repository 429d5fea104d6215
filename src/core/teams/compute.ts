/**
 * computeTeamTiebreaks and explainTeamTiebreak: parse the codes, build the team context once,
 * run each code in list order, as computeTiebreaks does for individual events.
 */
import '../tiebreaks';
import './register';
import { rangeError, msg } from '../errors';
import type { Message } from '../messages/message';
import { clean } from '../numbers';
import { finishedRow, summaryFields, summaryText } from '../tiebreaks/explainRows';
import type { Explanation, TiebreakColumn } from '../tiebreaks/types';
import type { TeamCode } from './codes';
import { parseTeamCode } from './codes';
import type { TeamContext, TeamOptions } from './context';
import { createTeamContext } from './context';
import {
  explainIndividual,
  individualLowerIsBetter,
  individualTitle,
  individualValues,
} from './individual';
import { findTeamTiebreak } from './registry';
import type { TeamEvent } from './types';

/** Values of one code for every team; null = the value does not exist. */
export function teamCodeValues(ctx: TeamContext, code: TeamCode): (number | null)[] {
  const def = findTeamTiebreak(code.name);
  const raw = def ? def.compute(ctx, code) : individualValues(ctx, code);
  return raw.map(v => (v === null ? null : clean(v)));
}

/** True when a lower value ranks higher (BC, TPN, LOT, and the positions of type-A codes). */
export function lowerIsBetter(code: TeamCode): boolean {
  const def = findTeamTiebreak(code.name);
  const lower = def ? (def.lowerIsBetter ?? false) : individualLowerIsBetter(code);
  return lower !== code.reverse;
}

export function titleOf(code: TeamCode): Message {
  return findTeamTiebreak(code.name)?.title ?? individualTitle(code);
}

/** One column per code, values indexed like `event.teams`. */
export function computeTeamTiebreaks(
  event: TeamEvent,
  codes: readonly string[],
  options: TeamOptions = {},
): TiebreakColumn[] {
  const parsed = codes.map(parseTeamCode);
  const ctx = createTeamContext(event, options);
  return parsed.map((code, k) => ({ code: codes[k], values: teamCodeValues(ctx, code) }));
}

function matchText(ctx: TeamContext, index: number, round: number): Message | null {
  const r = ctx.event.teams[index].rounds[round - 1];
  if (!r || r.kind !== 'match') return null;
  const [own, other] = [r.gamePoints, r.opponentGamePoints];
  return r.played ? msg`${own} : ${other}` : msg`${own} : ${other} (forfeited match)`;
}

/** How a team's value of one code comes about, match by match. */
export function explainTeamTiebreak(
  event: TeamEvent,
  index: number,
  code: string,
  options: TeamOptions = {},
): Explanation {
  if (!Number.isInteger(index) || index < 0 || index >= event.teams.length) {
    throw rangeError(msg`no team with index ${index} (the event has ${event.teams.length})`);
  }
  const parsed = parseTeamCode(code);
  const ctx = createTeamContext(event, options);
  const value = teamCodeValues(ctx, parsed)[index];
  const def = findTeamTiebreak(parsed.name);
  const body = def
    ? (def.explain?.(ctx, parsed, index) ?? null)
    : explainIndividual(ctx, parsed, index);
  if (!body) {
    return {
      code,
      value,
      ...summaryFields(
        summaryText(titleOf(parsed), value, msg`no per-round account for this tie-break`),
      ),
      rows: [],
    };
  }
  const rows = body.rows.map(row => {
    const text = matchText(ctx, index, row.round);
    return finishedRow({
      ...row,
      ...(text !== null ? { result: text } : {}),
      opponentScore: row.opponentScore === null ? null : clean(row.opponentScore),
      contribution: row.contribution === null ? null : clean(row.contribution),
    });
  });
  return { code, value, ...summaryFields(body.summary), rows };
}
