/**
 * Menu wiring. `onOpen` may run in AuthMode.NONE, where only building the menu is allowed, so it
 * touches no other service.
 */
export function onOpen(): void {
  SpreadsheetApp.getUi().createAddonMenu().addItem('Help', 'showHelp').addToUi();
}

export function onInstall(): void {
  onOpen();
}

export function showHelp(): void {
  SpreadsheetApp.getUi().alert(
    'Chess Standings',
    'Type =SONNEBORN_BERGER(B2:I8) or =BUCHHOLZ(B2:I8) next to a crosstable or progress table: ' +
      'one value per player row, recomputed as results are typed.',
    SpreadsheetApp.getUi().ButtonSet.OK,
  );
}
