/**
 * The Keizer evening's messages to the sidebar and KEIZER_EXPLAIN's rows, in the user's
 * language: the `keizerEvening` section of the catalogues (the general ones — busy, bad request,
 * empty sheet, bad range — come from general.ts).
 */
import * as de from '../../core/messages/de';
import * as en from '../../core/messages/en';
import type { KeizerTexts } from '../../core/messages/catalogueTypes';
import type { Locale } from '../../shared/types';

export type { KeizerTexts };

export function keizerTexts(locale: Locale): KeizerTexts {
  return locale === 'de' ? de.keizerEvening : en.keizerEvening;
}
