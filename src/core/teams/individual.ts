/**
 * Individual tie-breaks on team points (C.07 Art. 13: "any tie-break of Art. 6–10 may be
 * computed on MP or GP"): the individual definition runs on the match- or game-point view of the
 * team tournament, so Art. 16 (dummies, adjusted scores, the VUR cut) applies to teams exactly as
 * it does to players.
 */
import type { Message } from '../messages/message';
import { findTiebreak } from '../tiebreaks/registry';
import type { ExplanationBody, PriorColumns, TiebreakDefinition } from '../tiebreaks/registry';
import type { TiebreakContext } from '../tiebreaks/context';
import type { TeamCode } from './codes';
import type { TeamContext } from './context';

function definitionOf(code: TeamCode): TiebreakDefinition {
  const def = code.individual ? findTiebreak(code.individual.name) : undefined;
  if (!def || !code.individual) throw new Error(`${code.canonical} is not an individual code`);
  return def;
}

export function individualView(ctx: TeamContext, code: TeamCode): TiebreakContext {
  return ctx.view(code.score ?? ctx.primary, code.forfeitsAsPlayed);
}

function priorOf(view: TiebreakContext): PriorColumns {
  return { points: view.table.score, columns: [] };
}

export function individualValues(ctx: TeamContext, code: TeamCode): (number | null)[] {
  const view = individualView(ctx, code);
  return ctx.cached(`individual:${code.canonical}:${code.score ?? ctx.primary}`, () =>
    definitionOf(code).compute(
      view,
      code.individual as NonNullable<TeamCode['individual']>,
      priorOf(view),
    ),
  );
}

export function individualLowerIsBetter(code: TeamCode): boolean {
  return definitionOf(code).lowerIsBetter ?? false;
}

export function individualTitle(code: TeamCode): Message {
  return definitionOf(code).title;
}

export function explainIndividual(
  ctx: TeamContext,
  code: TeamCode,
  index: number,
): ExplanationBody | null {
  const def = definitionOf(code);
  if (!def.explain) return null;
  const view = individualView(ctx, code);
  return def.explain(
    view,
    code.individual as NonNullable<TeamCode['individual']>,
    index,
    priorOf(view),
  );
}
