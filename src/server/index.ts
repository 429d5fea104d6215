// The public surface of the Apps Script bundle. Every name exported here must have a wrapper
// declaration in globals.js (checked by test/bundle.test.ts), and nothing else is reachable from
// Sheets or google.script.run.
export {
  AVERAGE_OPPONENT_RATING,
  BLACK_WINS,
  BUCHHOLZ,
  BUCHHOLZ_REFINED,
  DIRECT_ENCOUNTER,
  KOYA,
  LECHENICH,
  PERFORMANCE,
  PROGRESSIVE,
  RANDOM_LOT,
  SONNEBORN_BERGER,
  STANDINGS,
  TIEBREAK,
  TIEBREAK_EXPLAIN,
  WINS,
} from './functions/individual';
export {
  BERLINER,
  BOARD_POINTS,
  MATCH_POINTS,
  OLYMPIAD_SB,
  TEAM_STANDINGS,
} from './functions/teams';
// Round-robin schedule (Berger tables); declared in the schedule block of globals.js.
export { BERGER } from './functions/schedule';
// Swiss pairing of the next round (FIDE Dutch); declared after the schedule block of globals.js.
export { SWISS_PAIRINGS } from './functions/swiss';
// The lists an arbiter hands out; declared in the lists block of globals.js.
export { CATEGORY_STANDINGS, CROSSTABLE } from './functions/lists';

// --- Keizer: club competitions (table, next evening's pairings, explanations). Owned by the
// Keizer work; declared in the Keizer block of globals.js. ---
export { KEIZER, KEIZER_EXPLAIN, KEIZER_PAIRINGS } from './functions/keizer';

export { onOpen, onInstall, showHelp } from './menu';

// --- Sidebar: menu handlers and the RPC targets google.script.run calls (src/shared/types.ts
// ServerApi). Owned by the sidebar work; declared in the sidebar block of globals.js. ---
export {
  buildStandings,
  checkTiebreakCode,
  detectSource,
  exportTrf,
  importTrf,
  selectCell,
  showExportTrf,
  showImportTrf,
  showSidebar,
  sidebarState,
} from './sidebar/api';

// --- Keizer evening: the sidebar's RPC targets and its menu handler (src/server/keizerEvening.ts);
// declared in the Keizer evening block of globals.js. ---
export { keizerEveningState, pairKeizerEvening } from './keizer/evening';

// --- Swiss: the sidebar's Pair next round… (src/server/swissRound.ts); declared in the Swiss
// round block of globals.js. ---
export { pairSwissRound, previewSwissRound } from './sidebar/swissRound';
export { showSwissRound } from './sidebar/api';
export { newRoundRobin } from './sidebar/roundRobin';
// --- Events: New Swiss… / New round robin… (src/server/event/); declared in the events block of
// globals.js. ---
export { eventsState, newEvent, writeSchedule } from './event/newEvent';
export { showNewRoundRobin, showNewSwiss } from './sidebar/api';
export { showKeizerEvening } from './sidebar/api';
