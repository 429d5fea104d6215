/**
 * The sidebar's words in the user's language: the `sidebar` section of the product's catalogues
 * (src/core/messages/en.ts, de.ts); the bundle keeps only that section. Server texts (codes,
 * presets) arrive translated.
 */
import { sidebar as de } from '../core/messages/de';
import { sidebar as en, type SidebarStrings } from '../core/messages/en';
import type { Locale } from '../shared/types';

export type Strings = SidebarStrings;

export function strings(locale: Locale): Strings {
  return locale === 'de' ? de : en;
}
