/**
 * The team tie-break definitions, by canonical acronym. Individual codes (BH, SB, PS, …) have no
 * entry here: they run through the individual engine on the match- or game-point view
 * (individual.ts).
 */
import type { Message } from '../messages/message';
import type { ExplanationBody } from '../tiebreaks/registry';
import type { TeamCode } from './codes';
import type { TeamContext } from './context';

export interface TeamDefinition {
  readonly name: string;
  readonly title: Message;
  /** A lower value ranks higher (BC); type-A codes rank by tiers instead. */
  readonly lowerIsBetter?: boolean;
  /** Values for every team, indexed like `event.teams`; null = the value does not exist. */
  compute(ctx: TeamContext, code: TeamCode): (number | null)[];
  /**
   * Type A (C.07 4.3): splits a group of teams tied on the preceding criteria into tiers, best
   * first. `compute` then gives positions inside the groups tied on the primary score.
   */
  tiers?(ctx: TeamContext, code: TeamCode, group: readonly number[]): number[][];
  explain?(ctx: TeamContext, code: TeamCode, index: number): ExplanationBody;
}

const definitions = new Map<string, TeamDefinition>();

export function registerTeamTiebreak(def: TeamDefinition): void {
  if (definitions.has(def.name)) throw new Error(`team tie-break ${def.name} is registered twice`);
  definitions.set(def.name, def);
}

export function findTeamTiebreak(name: string): TeamDefinition | undefined {
  return definitions.get(name);
}
