/**
 * Menu wiring. `onOpen` may run in AuthMode.NONE (an add-on not yet used in this document), where
 * only building the menu is allowed: it touches no other service then. With more rights it also
 * reads the user's language to label the menu in German (the catalogues' `menu` section).
 */
import * as de from '../core/messages/de';
import * as en from '../core/messages/en';
import type { MenuTexts } from '../core/messages/catalogueTypes';
import { localeOf } from './texts/general';
import type { Locale } from '../shared/types';

interface OpenEvent {
  readonly authMode?: unknown;
}

function menuTexts(locale: Locale): MenuTexts {
  return locale === 'de' ? de.menu : en.menu;
}

function menuLocale(e: OpenEvent | undefined): Locale {
  // AuthMode.NONE, or no event at all (run from the editor): English, and no service touched.
  const mode = e?.authMode;
  if (mode === undefined || mode === null || String(mode) === 'NONE') return 'en';
  try {
    return localeOf(Session.getActiveUserLocale());
  } catch {
    return 'en';
  }
}

export function onOpen(e?: OpenEvent): void {
  const m = menuTexts(menuLocale(e));
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem(m.build, 'showSidebar')
    .addItem(m.importTrf, 'showImportTrf')
    .addItem(m.exportTrf, 'showExportTrf')
    .addItem(m.keizer, 'showKeizerEvening')
    .addItem(m.newSwiss, 'showNewSwiss')
    .addItem(m.newRoundRobin, 'showNewRoundRobin')
    .addItem(m.swiss, 'showSwissRound')
    .addSeparator()
    .addItem(m.help, 'showHelp')
    .addToUi();
}

export function onInstall(e?: OpenEvent): void {
  onOpen(e);
}

export function showHelp(): void {
  const m = menuTexts(localeOf(Session.getActiveUserLocale()));
  SpreadsheetApp.getUi().alert(m.helpTitle, m.helpText, SpreadsheetApp.getUi().ButtonSet.OK);
}
