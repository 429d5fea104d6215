/**
 * The words the server writes into sheets and the messages it sends the sidebar, in the user's
 * language: the `sheets` section of the product's catalogues (src/core/messages/en.ts, de.ts).
 */
import * as de from '../../core/messages/de';
import * as en from '../../core/messages/en';
import type {
  EventTexts,
  FunctionTableWords,
  OwnSheetTexts,
  SheetTexts,
} from '../../core/messages/catalogueTypes';
import type { Locale } from '../../shared/types';

export type Texts = SheetTexts;

export function texts(locale: Locale): Texts {
  return locale === 'de' ? de.sheets : en.sheets;
}

/** Names and headers of the sheets created besides the standings (Keizer table, round robin). */
export function ownSheetTexts(locale: Locale): OwnSheetTexts {
  return locale === 'de' ? de.ownSheets : en.ownSheets;
}

/** An event's sheets, headers, Result dropdown and messages. */
export function eventTexts(locale: Locale): EventTexts {
  return locale === 'de' ? de.events : en.events;
}

/** The header rows of the custom functions' tables (KEIZER, KEIZER_PAIRINGS, SWISS_PAIRINGS). */
export function functionTableWords(locale: Locale): FunctionTableWords {
  return locale === 'de' ? de.functionTables : en.functionTables;
}

/** `de`, `de_AT`, `de-CH` → German; everything else English. */
export function localeOf(userLocale: string | null | undefined): Locale {
  return /^de(?:[-_]|$)/i.test(String(userLocale ?? '').trim()) ? 'de' : 'en';
}
