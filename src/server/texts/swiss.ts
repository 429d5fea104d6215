/**
 * The Swiss pairing view's messages, in the user's language (the catalogues' `swissRound`): those it shares with the Keizer
 * evening (a list without a Round column, a filled cell below the list, a round being played)
 * come from keizerTexts.ts; the words of the absence rows are its own.
 */
import type { Locale } from '../../shared/types';
import * as de from '../../core/messages/de';
import * as en from '../../core/messages/en';
import { keizerTexts, type KeizerTexts } from './keizer';

export interface SwissTexts extends Pick<
  KeizerTexts,
  'byeWord' | 'noRoundColumn' | 'notEmpty' | 'resultTyped' | 'options'
> {
  readonly halfByeWord: string;
  readonly zeroByeWord: string;
  readonly withdrawnWord: string;
}

export function swissTexts(locale: Locale): SwissTexts {
  const k = keizerTexts(locale);
  return {
    byeWord: k.byeWord,
    noRoundColumn: k.noRoundColumn,
    notEmpty: k.notEmpty,
    resultTyped: k.resultTyped,
    options: k.options,
    halfByeWord: 'H',
    zeroByeWord: 'Z',
    withdrawnWord: (locale === 'de' ? de.swissRound : en.swissRound).withdrawnWord,
  };
}
