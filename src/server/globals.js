// ---------------------------------------------------------------------------------------------
// Top-level declarations Apps Script can see: custom functions (their JSDoc drives Sheets'
// autocomplete and formula help), menu handlers and sidebar RPC targets. Each forwards into the
// bundle above. This is the one reviewed place for the Sheets-facing documentation.
// ---------------------------------------------------------------------------------------------

/**
 * Sonneborn-Berger score of every player: for each game the opponent's final score times the
 * points scored against them (FIDE C.07 Art. 9.1; byes and forfeits per Art. 16). One value per
 * row of the range, blank on header rows.
 *
 * @param {B2:I8} range A round-robin crosstable, a Swiss progress table or a results list.
 * @return Sonneborn-Berger of each player, aligned with the rows of the range.
 * @customfunction
 */
function SONNEBORN_BERGER(range) {
  return TieBreaks.SONNEBORN_BERGER(range);
}

/**
 * Buchholz of every player: the sum of the opponents' final scores (FIDE C.07 Art. 8.1; byes
 * and forfeits per Art. 16). One value per row of the range, blank on header rows.
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @return Buchholz of each player, aligned with the rows of the range.
 * @customfunction
 */
function BUCHHOLZ(range) {
  return TieBreaks.BUCHHOLZ(range);
}

/** Builds the Extensions menu. */
function onOpen(e) {
  return TieBreaks.onOpen(e);
}

/** Runs when the add-on is installed. */
function onInstall(e) {
  return TieBreaks.onInstall(e);
}

/** Menu: Help. */
function showHelp() {
  return TieBreaks.showHelp();
}
