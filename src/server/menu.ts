/**
 * Menu wiring. `onOpen` may run in AuthMode.NONE (an add-on not yet used in this document), where
 * only building the menu is allowed: it touches no other service then. With more rights it also
 * reads the user's language to label the menu in German.
 */
import { localeOf } from './texts/general';
import type { Locale } from '../shared/types';

interface OpenEvent {
  readonly authMode?: unknown;
}

const LABELS: Readonly<Record<Locale, readonly [string, string, string, string, string, string]>> =
  {
    en: [
      'Build standings…',
      'Import TRF…',
      'Export TRF…',
      'Keizer evening…',
      'Help',
      'Pair next round…',
    ],
    de: [
      'Rangliste erstellen…',
      'TRF importieren…',
      'TRF exportieren…',
      'Keizer-Abend…',
      'Hilfe',
      'Nächste Runde auslosen…',
    ],
  };

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
  const [build, importTrf, exportTrf, keizer, help, swiss] = LABELS[menuLocale(e)];
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem(build, 'showSidebar')
    .addItem(importTrf, 'showImportTrf')
    .addItem(exportTrf, 'showExportTrf')
    .addItem(keizer, 'showKeizerEvening')
    .addItem(swiss, 'showSwissRound')
    .addSeparator()
    .addItem(help, 'showHelp')
    .addToUi();
}

export function onInstall(e?: OpenEvent): void {
  onOpen(e);
}

export function showHelp(): void {
  const de = localeOf(Session.getActiveUserLocale()) === 'de';
  SpreadsheetApp.getUi().alert(
    'Chess Standings',
    de
      ? 'Erweiterungen → Chess Standings → Rangliste erstellen… liest die Ergebnistabelle des ' +
          'aktiven Blatts und schreibt eine Rangliste mit Feinwertungen in ein eigenes Blatt. ' +
          'Als Formel: =STANDINGS(A1:L40; "BH/C1,BH,SB") oder =SONNEBORN_BERGER(B2:I8) neben ' +
          'einer Kreuz- oder Fortschrittstabelle. Mannschaftstabellen (Kreuztabelle mit ' +
          'Brettpunkten oder Paarungsliste) erkennt es selbst und bietet die Mannschaftswertungen ' +
          'an; =TEAM_STANDINGS(A1:G40; "german-league"). Keizer-Abend… paart die Anwesenden und ' +
          'hängt die nächste Runde unter die Ergebnisliste an; =KEIZER(A:E) zeigt die Tabelle.'
      : 'Extensions → Chess Standings → Build standings… reads the results table on the active ' +
          'sheet and writes ranked standings with tie-breaks to a sheet of their own. As ' +
          'formulas: =STANDINGS(A1:L40, "BH/C1,BH,SB") or =SONNEBORN_BERGER(B2:I8) next to a ' +
          'crosstable or progress table. Team tables (a crosstable of board points or a match ' +
          'list) are recognised and get the team tie-breaks; =TEAM_STANDINGS(A1:G40, ' +
          '"german-league"). Keizer evening… pairs the players present and appends the next round ' +
          'below the results list; =KEIZER(A:E) shows the table.',
    SpreadsheetApp.getUi().ButtonSet.OK,
  );
}
