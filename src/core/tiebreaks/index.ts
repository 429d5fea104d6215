/**
 * The tie-break engine's public API (see notes/engine-api.md): parseTiebreakCode,
 * computeTiebreaks, explainTiebreak, rankStandings.
 *
 * Registration list: each line below registers one family of tie-breaks with registerTiebreak()
 * (a `register.ts` beside the family's modules). A new family adds one import line here.
 */
import './own/register';
import './opponents/register';
import './ratingsClubsAndEncounter';

export type {
  Explanation,
  ExplanationRow,
  RuleSet,
  RulesVersion,
  StandingRow,
  Standings,
  TiebreakCode,
  TiebreakColumn,
  TiebreakOptions,
} from './types';
export { RULE_SETS } from './types';
export { parseTiebreakCode } from './codes';
export { computeTiebreaks, explainTiebreak } from './compute';
export { explanationIn } from './explainRows';
export { findTiebreak, registeredNames, registerTiebreak } from './registry';
export type { ExplanationBody, ModifierLetter, PriorColumns, TiebreakDefinition } from './registry';
export type { TiebreakContext } from './context';
export { rankColumns, rankStandings, standingsOf } from './standings';
export type { RankedColumns } from './standings';
