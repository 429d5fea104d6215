// ---------------------------------------------------------------------------------------------
// Top-level declarations Apps Script can see: custom functions (their JSDoc drives Sheets'
// autocomplete and formula help), menu handlers and sidebar RPC targets. Each forwards into the
// bundle above. This is the one reviewed place for the Sheets-facing documentation.
// ---------------------------------------------------------------------------------------------

/**
 * The ranked standings: Rank, No., Name, Points and one column per tie-break, with a header
 * row. Players tied on everything share the place (3–4).
 *
 * @param {A1:L40} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"BH/C1,BH,SB"} tiebreaks Optional. FIDE codes in order, a preset name (fide-swiss, fide-rr, dsj-swiss, club-classic, …) or a range of codes. Default: the legacy FIDE list for the system.
 * @param {"rules=fide-2024; after-round=5"} options Optional. rules, unrated, after-round, system, seed, layout, points — as text or a two-column range.
 * @return The standings table, spilled from this cell.
 * @customfunction
 */
function STANDINGS(range, tiebreaks, options) {
  return TieBreaks.STANDINGS(range, tiebreaks, options);
}

/**
 * One tie-break for every player, aligned with the rows of the range (blank on header rows).
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"BH/C1"} code A FIDE C.07 code with modifiers: BH, BH/C1, BH/M1, SB, SB/C1, PS, KS, ARO, TPR, DE, …
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points.
 * @return The tie-break value of each player.
 * @customfunction
 */
function TIEBREAK(range, code, options) {
  return TieBreaks.TIEBREAK(range, code, options);
}

/**
 * How one player's tie-break was computed: per round the opponent, their score, the result,
 * the contribution, what was cut and why, and the dummy or virtual opponent where one stood in.
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"Becker"} player The player's start number or name.
 * @param {"SB"} code A FIDE C.07 code such as SB, BH/C1 or KS.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points.
 * @return The explanation table.
 * @customfunction
 */
function TIEBREAK_EXPLAIN(range, player, code, options) {
  return TieBreaks.TIEBREAK_EXPLAIN(range, player, code, options);
}

/**
 * Sonneborn-Berger of every player: for each game the opponent's final score times the points
 * scored against them (FIDE C.07 Art. 9.1; byes and forfeits per Art. 16). One value per row of
 * the range, blank on header rows.
 *
 * @param {B2:I8} range A round-robin crosstable, a Swiss progress table or a results list.
 * @param {"C1"} modifier Optional. C1 or C2 to cut the least significant values.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points.
 * @return Sonneborn-Berger of each player, aligned with the rows of the range.
 * @customfunction
 */
function SONNEBORN_BERGER(range, modifier, options) {
  return TieBreaks.SONNEBORN_BERGER(range, modifier, options);
}

/**
 * Buchholz of every player: the sum of the opponents' final scores (FIDE C.07 Art. 8.1; byes
 * and forfeits per Art. 16). One value per row of the range, blank on header rows.
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"C1"} modifier Optional. C1 / C2 cut the lowest one or two, M1 / M2 cut both ends.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points.
 * @return Buchholz of each player, aligned with the rows of the range.
 * @customfunction
 */
function BUCHHOLZ(range, modifier, options) {
  return TieBreaks.BUCHHOLZ(range, modifier, options);
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
