/**
 * Buchholz (C.07 8.1) and Fore Buchholz (8.3), with Cut/Median modifiers (14.1–14.4) and the
 * unplayed-round rules of the selected rule set (see elements.ts).
 */
import type { TiebreakContext } from '../context';
import { isRoundRobinFor, rulesFor } from '../context';
import { exactSums } from '../exact';
import { msg } from '../../messages/message';
import type { Message } from '../../messages/message';
import { countText, summaryText } from '../explainRows';
import type { TiebreakDefinition } from '../registry';
import type { TiebreakCode } from '../types';
import type { OpponentElements } from './elements';
import { opponentElements } from './elements';
import { fideSumsFor } from './fideSums';
import { explainOpponentSum, opponentSums } from './sums';

/** The elements a code reads: its rule set, Art. 15.2 in round robins, Fore for FB and `/F`. */
export function elementsFor(
  ctx: TiebreakContext,
  code: TiebreakCode,
  fore: boolean,
): OpponentElements {
  return opponentElements(ctx, rulesFor(ctx, code), isRoundRobinFor(ctx, code), fore);
}

/**
 * Why an opponent-based code needs the order of the rounds: Fore reads the last round, and the
 * 2009 virtual opponent (Swiss rules) depends on the round of the unplayed game. Null otherwise.
 */
export function opponentRoundOrder(
  ctx: TiebreakContext,
  code: TiebreakCode,
  fore: boolean,
): Message | null {
  if (fore) return msg`Fore Buchholz counts the games of the last round as draws`;
  if (rulesFor(ctx, code) === 'fide-2009' && !isRoundRobinFor(ctx, code)) {
    return msg`the 2009 rules' virtual opponent depends on the round of the unplayed game`;
  }
  return null;
}

/** "Buchholz Cut-1", "Sonneborn-Berger Median-2" (in German "Buchholz ohne schlechtestes Ergebnis"). */
export function cutTitle(title: Message, code: TiebreakCode): Message {
  return cutTitleOf(title, code.cutLow, code.cutHigh);
}

/** A title with the cut of `/C n` or `/M n`: one message per number form. */
export function cutTitleOf(title: Message, cutLow: number, cutHigh: number): Message {
  if (cutHigh > 0) return cutHigh === 1 ? msg`${title} Median-1` : msg`${title} Median-${cutHigh}`;
  if (cutLow > 0) return cutLow === 1 ? msg`${title} Cut-1` : msg`${title} Cut-${cutLow}`;
  return title;
}

function buchholzDefinition(
  name: 'BH' | 'FB',
  title: Message,
  alwaysFore: boolean,
): TiebreakDefinition {
  return {
    name,
    title,
    modifiers: alwaysFore ? ['C', 'M', 'S'] : ['C', 'M', 'F', 'S'],
    needsRoundOrder: (ctx, code) => opponentRoundOrder(ctx, code, alwaysFore || code.fore),
    exact: ctx => exactSums(ctx),
    compute(ctx, code) {
      const sums = fideSumsFor(ctx, code, alwaysFore || code.fore);
      if (sums) return code.cutLow === 0 ? sums.buchholz : sums.buchholzCut1;
      const el = elementsFor(ctx, code, alwaysFore || code.fore);
      return opponentSums(ctx, el, 'buchholz', code.cutLow, code.cutHigh);
    },
    explain(ctx, code, index) {
      const el = elementsFor(ctx, code, alwaysFore || code.fore);
      const { rows, value } = explainOpponentSum(
        ctx,
        el,
        'buchholz',
        index,
        code.cutLow,
        code.cutHigh,
      );
      return { summary: summaryText(cutTitle(title, code), value, countText(rows)), rows };
    },
  };
}

export const BUCHHOLZ = buchholzDefinition('BH', msg`Buchholz`, false);
export const FORE_BUCHHOLZ = buchholzDefinition('FB', msg`Fore Buchholz`, true);
