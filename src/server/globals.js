// ---------------------------------------------------------------------------------------------
// Top-level declarations Apps Script can see: custom functions (their JSDoc drives Sheets'
// autocomplete and formula help), menu handlers and sidebar RPC targets. Each forwards into the
// bundle above. This is the one reviewed place for the Sheets-facing documentation.
// ---------------------------------------------------------------------------------------------

/**
 * The ranked standings: Place, No., Name, Points, one column per tie-break and Separated by (the
 * tie-break that put a player behind the one above on the same points), with a header row.
 * Players tied on everything share the place (3–4).
 *
 * @param {A1:L40} range A Swiss progress table, a round-robin crosstable or a results list. An open-ended range ('Swiss open'!A1:K) counts late entries.
 * @param {"BH/C1,BH,SB"} tiebreaks Optional. FIDE codes in order, a preset name (fide-swiss, fide-rr, dsj-swiss, club-classic, …) or a range of codes. Default: the legacy FIDE list for the system.
 * @param {"rules=fide-2024; after-round=5"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds (rounds=berger: a crosstable whose rounds followed the Berger table), lang (lang=de: German headers) — as text or a two-column range.
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
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
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
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
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
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
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
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Buchholz of each player, aligned with the rows of the range.
 * @customfunction
 */
function BUCHHOLZ(range, modifier, options) {
  return TieBreaks.BUCHHOLZ(range, modifier, options);
}

/**
 * Refined Buchholz ("verfeinerte Buchholz"): the sum of the opponents' Buchholz.
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"C1"} modifier Optional. C1 sums the opponents' Buchholz Cut-1 (German youth rules).
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Refined Buchholz of each player, aligned with the rows of the range.
 * @customfunction
 */
function BUCHHOLZ_REFINED(range, modifier, options) {
  return TieBreaks.BUCHHOLZ_REFINED(range, modifier, options);
}

/**
 * Progressive score ("Fortschrittswertung"): the sum of the running scores after each round
 * (FIDE C.07 Art. 7.5).
 *
 * @param {A1:K25} range A Swiss progress table or a results list.
 * @param {"C1"} cut Optional. C1 or C2 drops the running score of the first one or two rounds.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Progressive score of each player, aligned with the rows of the range.
 * @customfunction
 */
function PROGRESSIVE(range, cut, options) {
  return TieBreaks.PROGRESSIVE(range, cut, options);
}

/**
 * Koya score: points scored against the opponents who made at least half of the possible
 * points (FIDE C.07 Art. 9.2).
 *
 * @param {B2:I8} range A round-robin crosstable (or any other supported table).
 * @param {"L40"} limit Optional. L40 = 40 % instead of 50 %; L+1 / L-1 move the limit by half a point.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Koya score of each player, aligned with the rows of the range.
 * @customfunction
 */
function KOYA(range, limit, options) {
  return TieBreaks.KOYA(range, limit, options);
}

/**
 * Number of wins: "all" counts every round scored as a win (byes and forfeit wins too, FIDE WIN),
 * "played" only games won over the board (FIDE WON), "scored" every game scored as a win
 * (Lechenich).
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"played"} kind Optional. all (default), played or scored.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Number of wins of each player, aligned with the rows of the range.
 * @customfunction
 */
function WINS(range, kind, options) {
  return TieBreaks.WINS(range, kind, options);
}

/**
 * Number of wins with the black pieces: "played" counts games won over the board (FIDE BWG),
 * "scored" every game scored as a win with black (Lechenich).
 *
 * @param {A1:K25} range A Swiss progress table or a results list (colours must be known).
 * @param {"scored"} kind Optional. played (default) or scored.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Number of wins with black of each player, aligned with the rows of the range.
 * @customfunction
 */
function BLACK_WINS(range, kind, options) {
  return TieBreaks.BLACK_WINS(range, kind, options);
}

/**
 * Direct encounter (FIDE C.07 Art. 6): each player's position within the group tied on points,
 * from the games among them (1 = first; 0 = the group cannot be separated).
 *
 * @param {B2:I8} range A round-robin crosstable, a Swiss progress table or a results list.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Position of each player inside their tied group.
 * @customfunction
 */
function DIRECT_ENCOUNTER(range, options) {
  return TieBreaks.DIRECT_ENCOUNTER(range, options);
}

/**
 * Average rating of the opponents met over the board (FIDE C.07 Art. 10.1, rounded half up).
 * Blank for everyone while some player is unrated, unless options give unrated=….
 *
 * @param {A1:K25} range A table with a rating column (Elo, Rating, DWZ).
 * @param {"C1"} modifier Optional. C1 / C2 drop the lowest ratings, M1 / M2 both ends.
 * @param {"unrated=1000"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Average opponents' rating of each player, aligned with the rows of the range.
 * @customfunction
 */
function AVERAGE_OPPONENT_RATING(range, modifier, options) {
  return TieBreaks.AVERAGE_OPPONENT_RATING(range, modifier, options);
}

/**
 * Tournament performance: TPR (FIDE C.07 Art. 10.2, table lookup), PTP (perfect performance,
 * Art. 10.3) or DWZ (German Wertungsordnung: average opponents' DWZ plus the table difference).
 *
 * @param {A1:K25} range A table with a rating column (Elo, Rating, DWZ).
 * @param {"TPR"} kind Optional. TPR (default), PTP or DWZ.
 * @param {"unrated=1000"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Performance of each player, aligned with the rows of the range.
 * @customfunction
 */
function PERFORMANCE(range, kind, options) {
  return TieBreaks.PERFORMANCE(range, kind, options);
}

/**
 * Lechenicher Wertung: 10 + 5 × result per regularly finished game, 1 for a player who did not
 * finish or lost on time, 5 + 5 × result for their opponent. Needs an End column in a results list.
 *
 * @param {A1:F40} range A results list: Round, Board, White, Black, Result, End.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Lechenicher Wertung of each player.
 * @customfunction
 */
function LECHENICH(range, options) {
  return TieBreaks.LECHENICH(range, options);
}

/**
 * Drawing of lots: a hidden, reproducible random order (1 = first). The same seed always gives
 * the same order; without a seed it comes from the players of the range, so typing results
 * never reshuffles it.
 *
 * @param {A1:K25} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"Club championship 2026"} seed Optional. Any text; announce it before the event.
 * @param {"rules=fide-2024"} options Optional. rules, unrated, after-round, system, seed, layout, points, rounds.
 * @return Lot position of each player.
 * @customfunction
 */
function RANDOM_LOT(range, seed, options) {
  return TieBreaks.RANDOM_LOT(range, seed, options);
}

/**
 * Berliner Wertung: for a single match (a column of board results such as ½-½, or two columns
 * with the home and away points of each board, board 1 first) the pair of Berliner scores —
 * board 1 of n boards is worth n, the last board 1, a draw half; for a match list, one value per
 * team over the season.
 *
 * @param {B2:B5} range One match's board results, or a match list (Round, Home, Away, Board, Result).
 * @param {"boards=8"} options Optional. boards, match-points (2/1/0), system, rules.
 * @return Home and away Berliner scores, or a Team | BW table.
 * @customfunction
 */
function BERLINER(range, options) {
  return TieBreaks.BERLINER(range, options);
}

/**
 * Match points of every team (2 for a won match, 1 drawn, 0 lost unless options say otherwise).
 *
 * @param {A1:K11} range A team crosstable (board points per match) or a match list.
 * @param {"match-points=2/1/0"} options Optional. boards, match-points, system, rules.
 * @return Match points of each team.
 * @customfunction
 */
function MATCH_POINTS(range, options) {
  return TieBreaks.MATCH_POINTS(range, options);
}

/**
 * Board points (game points) of every team: the sum of its players' results.
 *
 * @param {A1:K11} range A team crosstable (board points per match) or a match list.
 * @param {"boards=8"} options Optional. boards, match-points, system, rules.
 * @return Board points of each team.
 * @customfunction
 */
function BOARD_POINTS(range, options) {
  return TieBreaks.BOARD_POINTS(range, options);
}

/**
 * Olympiad Sonneborn-Berger: for each match the team's board points times the opponent's final
 * match points, leaving out the opponent with the fewest match points (the round of a
 * pairing-allocated bye first).
 *
 * @param {A1:K11} range A team crosstable or a match list.
 * @param {"rules=fide-2024"} options Optional. boards, match-points, system, rules.
 * @return Olympiad Sonneborn-Berger of each team.
 * @customfunction
 */
function OLYMPIAD_SB(range, options) {
  return TieBreaks.OLYMPIAD_SB(range, options);
}

/**
 * Team standings with a header row: Place, No., Team, MP, BP, one column per tie-break (GPTS and
 * MPTS are the BP and MP columns) and Separated by.
 *
 * @param {A1:K11} range A team crosstable or a match list.
 * @param {"german-league"} tiebreaks Optional. Team codes (BW, BW4, BW2, OSB, EMGSB/C1, BH:MP/C1, EDE, LOT, …) or a preset: german-league, bundesliga, olympiad-2008, olympiad-2016, dsj-team, dsj-team-rr, fide-team-trf26. Default: the german-league order without its lot.
 * @param {"match-points=2/1/0"} options Optional. boards, match-points, primary (MP or GP), system, rules, lang (lang=de: German headers).
 * @return The team standings table.
 * @customfunction
 */
function TEAM_STANDINGS(range, tiebreaks, options) {
  return TieBreaks.TEAM_STANDINGS(range, tiebreaks, options);
}

// --- Round-robin schedule (src/server/scheduleFunctions.ts). ---------------------------------

/**
 * The round-robin schedule of the FIDE Berger tables as a results list ready to fill: Round,
 * Board, White, Black and an empty Result, with a header row. With an odd number of players the
 * player drawn against the dummy has the bye (Board empty, Result "bye"). A double round robin
 * repeats the table with colours reversed.
 *
 * @param {8} players The number of players (White and Black are start numbers), or a range of names in start-number order.
 * @param {TRUE} double Optional. TRUE for a double round robin (default FALSE).
 * @param {"lang=de"} options Optional. lang=de for German messages.
 * @return Round, Board, White, Black, Result for every game, spilled from this cell.
 * @customfunction
 */
function BERGER(players, double, options) {
  return TieBreaks.BERGER(players, double, options);
}

/**
 * The next round of a Swiss tournament by the FIDE Dutch system (C.04.3), exactly as the
 * FIDE-endorsed engine pairs it: Board, White, Black, the pairing-allocated bye as a last row.
 *
 * @param {A1:E40} results The results list (Round, Board, White, Black, Result), or a TRF pasted into the sheet.
 * @param {G1:J21} players The player list (Nr, Name, Elo, Status); optional with a pasted TRF.
 * @param {"rounds=9; half-bye=Anna"} options rounds (total), colour (white1, black1, or draw with seed=NUMBER), half-bye, zero-bye, full-bye, withdrawn (names), forbid (Anna / Bert), order (list or rating), lang=de for German messages.
 * @return Board, White and Black of every game of the next round, spilled from this cell.
 * @customfunction
 */
function SWISS_PAIRINGS(results, players, options) {
  return TieBreaks.SWISS_PAIRINGS(results, players, options);
}

// --- The lists an arbiter hands out (src/server/functions/lists.ts). -------------------------

/**
 * The ranking crosstable, as chess-results prints its "final ranking crosstable": Rank, start
 * number, title, name, federation, rating, each round as the opponent's line in this table with
 * colour and result (12w1, 5b½; -1 bye, -½ half-point bye, -0 absent), points and tie-breaks.
 * A round robin is printed square in ranking order.
 *
 * @param {A1:K40} range A Swiss progress table, a round-robin crosstable or a results list. An open-ended range ('Swiss open'!A1:K) counts late entries.
 * @param {"tiebreaks=BH/C1,BH,SB; lang=de"} options Optional. tiebreaks (codes or a preset), rules, unrated, system, points, rounds, crosstable=square|rounds, lang=de (German headers, s for Black) — as text or a two-column range.
 * @param {Players!A1:H40} players Optional. The player list of a results list (Nr, Name, Elo, Club, …).
 * @return The crosstable with a header row, spilled from this cell.
 * @customfunction
 */
function CROSSTABLE(range, options, players) {
  return TieBreaks.CROSSTABLE(range, options, players);
}

/**
 * Prize lists: the main ranking cut to each category (its own ranks 1, 2, 3 and the overall
 * place, the standings' points and tie-breaks), all in one table with the category first.
 * Categories: women; age (U8 … U18 = under that age on 1 January of the event's year, S50 and
 * S65 = that age or older in it); rating:1600,1900 (bands <1600, 1600-1899, >=1900); unrated;
 * club (each club's players, clubs by their best player).
 *
 * @param {A1:K40} range A Swiss progress table, a round-robin crosstable or a results list.
 * @param {"women; age; rating:1600,1900"} categories The categories, separated by semicolons (or a range of them).
 * @param {"tiebreaks=fide-swiss; year=2025"} options Optional. tiebreaks, rules, unrated, system, points, rounds, age-bands (U10,U12,S60), year (the event's year for age groups), lang=de.
 * @param {Players!A1:H40} players Optional. The player list of a results list (Nr, Name, Elo, Club, Birth, Sex, …).
 * @return The prize lists as one table with a header row, spilled from this cell.
 * @customfunction
 */
function CATEGORY_STANDINGS(range, categories, options, players) {
  return TieBreaks.CATEGORY_STANDINGS(range, categories, options, players);
}

// --- Keizer: club competitions. Owned by the Keizer work (src/server/keizerFunctions.ts). ----

/**
 * Keizer standings of a club competition: Rank, Name, Keizer points and current Value, with a
 * header row. Results list as on the club page: Round | Board | White | Black | Result; a round
 * without a game is the player under White, Black empty, and bye/spielfrei, excused/entschuldigt,
 * unexcused/unentschuldigt or club/Mannschaftskampf as the Result.
 *
 * @param {A1:E60} results The results list (Round | Board | White | Black | Result).
 * @param {G1:I20} players Optional. The player list: Name | Rating | Status (withdrawn/zurückgezogen).
 * @param {"first-value=fixed:50; bye=0.5"} options Optional. first-value (ratio:3, fixed:50, count), rounding (floor/banker), own-value, bye, excused, unexcused, club, vs-withdrawn, win, draw, loss, forfeit-win, iteration (passes/fixed-point/frozen), missing, max-absences, decay, step, lang (en/de: the language of messages) — as text or a two-column range.
 * @return The Keizer table, spilled from this cell.
 * @customfunction
 */
function KEIZER(results, players, options) {
  return TieBreaks.KEIZER(results, players, options);
}

/**
 * Pairings for the next Keizer evening: the present players in ranking order play 1–2, 3–4, …;
 * with an odd number the lowest-ranked present player gets the bye (last row: bye | name).
 * White goes to the player with fewer Whites, on equal counts to the lower-ranked one.
 *
 * @param {A1:E60} results The results list (Round | Board | White | Black | Result).
 * @param {K2:L20} present Who is here tonight: a range of names, names with a tick-box column, or "Name1, Name2, …".
 * @param {"gap=3"} options Optional. gap (rounds before a pair may meet again; never), max-same-colour, even-byes, lang (en/de), and the scoring options of KEIZER.
 * @param {G1:I20} players Optional. The player list (Name | Rating | Status) for ratings and withdrawals.
 * @return Board, White, Black for each board.
 * @customfunction
 */
function KEIZER_PAIRINGS(results, present, options, players) {
  return TieBreaks.KEIZER_PAIRINGS(results, present, options, players);
}

/**
 * How a player's Keizer total is made up: the own value and each round's credit, with the value
 * it was taken from (whose, which rank, in which ranking), then the total.
 *
 * @param {A1:E60} results The results list (Round | Board | White | Black | Result).
 * @param {"Tal"} player The player's name.
 * @param {G1:I20} players Optional. The player list: Name | Rating | Status.
 * @param {"iteration=frozen"} options Optional. The options of KEIZER.
 * @return One row per round and the total.
 * @customfunction
 */
function KEIZER_EXPLAIN(results, player, players, options) {
  return TieBreaks.KEIZER_EXPLAIN(results, player, players, options);
}

// --- end of the Keizer block -------------------------------------------------------------------

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

// --- Sidebar: menu handlers and the functions google.script.run calls. ---------------------

/** Menu: Build standings… (opens the sidebar). */
function showSidebar() {
  return TieBreaks.showSidebar();
}

/** Menu: Import TRF… (opens the sidebar at the import step). */
function showImportTrf() {
  return TieBreaks.showImportTrf();
}

/** Menu: Export TRF… (opens the sidebar at the export step). */
function showExportTrf() {
  return TieBreaks.showExportTrf();
}

/** Sidebar: language, detected table, presets, tie-break catalogue and rule sets. */
function sidebarState() {
  return TieBreaks.sidebarState();
}

/** Sidebar: the table at a typed range, or detected on the active sheet (range null). */
function detectSource(range) {
  return TieBreaks.detectSource(range);
}

/** Sidebar: name and explanation of a tie-break code (individual or team), or why it is unknown. */
function checkTiebreakCode(code, scope) {
  return TieBreaks.checkTiebreakCode(code, scope);
}

/** Sidebar: writes the standings sheet (and the explanation sheet). */
function buildStandings(request) {
  return TieBreaks.buildStandings(request);
}

/** Sidebar: selects the cell an error names. */
function selectCell(target) {
  return TieBreaks.selectCell(target);
}

/** Sidebar: a TRF file to a new progress-table sheet. */
function importTrf(request) {
  return TieBreaks.importTrf(request);
}

/** Sidebar: the table as a TRF file (bergerRounds: a crosstable's rounds followed the Berger table). */
function exportTrf(range, bergerRounds) {
  return TieBreaks.exportTrf(range, bergerRounds);
}

// --- Keizer evening: menu handler and the functions its sidebar view calls. -----------------

/** Menu: Keizer evening… (opens the sidebar at the Keizer evening). */
function showKeizerEvening() {
  return TieBreaks.showKeizerEvening();
}

/** Sidebar: the Keizer results list and player list read, the players in ranking order. */
function keizerEveningState(results, players, options) {
  return TieBreaks.keizerEveningState(results, players, options);
}

/** Sidebar: pairs the next Keizer round and appends it below the results list. */
function pairKeizerEvening(request) {
  return TieBreaks.pairKeizerEvening(request);
}

// --- Swiss: the sidebar's Pair next round… (src/server/swissRound.ts). ------------------------

/** Menu: Pair next round… (opens the sidebar at the Swiss round). */
function showSwissRound() {
  return TieBreaks.showSwissRound();
}

/** Sidebar: the next Swiss round's pairing, shown before it is written. */
function previewSwissRound(request) {
  return TieBreaks.previewSwissRound(request);
}

/** Sidebar: pairs the next Swiss round and writes it below the results list. */
function pairSwissRound(request) {
  return TieBreaks.pairSwissRound(request);
}

/** Sidebar: a new sheet with a round robin's Berger schedule and empty crosstable. */
function newRoundRobin(request) {
  return TieBreaks.newRoundRobin(request);
}

// --- Events: New Swiss… / New round robin… (src/server/event/). -----------------------------

/** Menu: New Swiss… (opens the sidebar at a new event, Swiss). */
function showNewSwiss() {
  return TieBreaks.showNewSwiss();
}

/** Menu: New round robin… (opens the sidebar at a new event, round robin). */
function showNewRoundRobin() {
  return TieBreaks.showNewRoundRobin();
}

/** Sidebar: a new event's player list and results list sheets. */
function newEvent(request) {
  return TieBreaks.newEvent(request);
}

/** Sidebar: the events of the spreadsheet and the one the active sheet belongs to. */
function eventsState() {
  return TieBreaks.eventsState();
}

/** Sidebar: a round-robin event's players numbered and its whole schedule written. */
function writeSchedule(event) {
  return TieBreaks.writeSchedule(event);
}
