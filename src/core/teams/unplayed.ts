/**
 * The opponents' side of team sums (BH, SB, ESB): which rule set a code uses and the elements of
 * the individual engine (Art. 16 dummies and adjusted scores) on one view of the team rounds.
 */
import type { TiebreakContext } from '../tiebreaks/context';
import type { OpponentElements } from '../tiebreaks/opponents/elements';
import { opponentElements } from '../tiebreaks/opponents/elements';
import type { RuleSet } from '../tiebreaks/types';
import type { TeamCode } from './codes';

const VERSION_RULES: Readonly<Record<string, RuleSet>> = {
  // 2022 differs from 2024 only in rating-code cuts.
  '2022': 'fide-2024',
  '2024': 'fide-2024',
  '2026': 'fide-2026',
};

export function rulesOf(view: TiebreakContext, code: TeamCode): RuleSet {
  return code.version === null ? view.rules : VERSION_RULES[code.version];
}

export function isRoundRobin(view: TiebreakContext, code: TeamCode): boolean {
  return view.system === 'round-robin' && !code.swiss;
}

export function elementsOf(view: TiebreakContext, code: TeamCode, fore = false): OpponentElements {
  return opponentElements(view, rulesOf(view, code), isRoundRobin(view, code), fore);
}
