/**
 * The product's English catalogue: every text the server writes into sheets or sends the
 * sidebar, the menu, the sidebar's own words, the names of the codes and presets, the command
 * line's text output (its usage texts and usage errors stay English, as the flags are). The core's messages need no English
 * catalogue: their English template is the text (msg`…` at the place of the message). Every
 * section has its German twin in de.ts with the same keys (test/core/messages/catalogues.test.ts).
 * Each section is its own export, so a bundle keeps only the sections it reads.
 */
import { groupedNumber, formatNumber } from '../numbers';
import { ratingWords } from './ratingsEn';
import type { Lang } from './message';
import type {
  CliKeizerWords,
  CliCheckWords,
  CliPairWords,
  CliStandingsWords,
  CliTeamsWords,
  CodeText,
  KeizerTexts,
  MenuTexts,
  FunctionTableWords,
  ListWords,
  OwnSheetTexts,
  EventTexts,
  EventViewTexts,
  PairViewTexts,
  PresetText,
  TableExampleWords,
  ModifierWords,
  SheetTexts,
  SwissWords,
  TeamModifierWords,
} from './catalogueTypes';
import type { RuleSet } from '../tiebreaks/types';

/** The words the server writes into sheets and the messages it sends the sidebar. */
export const sheets: SheetTexts = {
  sidebarTitle: 'Chess Standings',
  sheetFor: (kind, source) => `${kind} – ${source}`,
  number: x => formatNumber(x),
  noRoundOrder:
    'The crosstable does not say in which round each game was played, so the rows below follow its columns and have no round numbers.',
  standingsSheet: 'Standings',
  explanationSheet: 'Explanations',
  importSheet: 'TRF import',
  title: source => `Standings — ${source}`,
  explanationTitle: source => `How the tie-breaks were computed — ${source}`,
  source: 'Source',
  tiebreaks: 'Tie-breaks',
  rules: 'Rules',
  automatic: 'automatic',
  afterRound: k => `after round ${k}`,
  allRounds: 'all rounds',
  unrated: r => `unrated players count as ${r}`,
  created: 'Created',
  live: 'Live: the =STANDINGS formula below recalculates as results are typed.',
  liveTeam: 'Live: the =TEAM_STANDINGS formula below recalculates as results are typed.',
  header: {
    place: 'Place',
    no: 'No.',
    name: 'Name',
    team: 'Team',
    points: 'Points',
    matchPoints: 'MP',
    boardPoints: 'BP',
    separatedBy: 'Separated by',
  },
  separatedByNote:
    'The tie-break that put this player behind the one above with the same points (both cells are highlighted).',
  noValue:
    'An empty cell means the value does not exist (e.g. unrated players, FIDE C.07 Art. 10).',
  explanationHeader: [
    'Place',
    'Name',
    'Tie-break',
    'Round',
    'Opponent',
    "Opponent's score",
    'Result',
    'Points',
    'Contribution',
    'Note',
  ],
  explainTableHeader: [
    'Round',
    'Opponent',
    'Opponent score',
    'Result',
    'Points',
    'Contribution',
    'Note',
  ],
  total: 'Total',
  cut: 'cut',
  busy: 'Another standings update is still running in this spreadsheet. Try again in a moment.',
  writeFailed: reason =>
    `Google Sheets stopped the update (${reason}). Nothing was changed: the spreadsheet is as it was. Try again in a moment.`,
  writeFailedPartly: (reason, sheets) =>
    `Google Sheets stopped the update (${reason}), and it could not all be undone: check the sheet ${sheets.map(s => `"${s}"`).join(', ')}, then run it again.`,
  tooManyCells: (used, more, limit) =>
    `This would need ${groupedNumber(more, ',')} more cells, but the spreadsheet already has ${groupedNumber(used, ',')} of the ${groupedNumber(limit, ',')} Google Sheets allows. Nothing was written. Delete sheets or rows you no longer need, or choose fewer tie-breaks or no explanations.`,
  emptySheet: sheet =>
    `The sheet "${sheet}" is empty. Open the sheet with the results, or type the range of the table.`,
  badRange: text =>
    `"${text}" is not a range. Type it like A1:K25, A1:K (to the last row), A:K or 'Swiss open'!A1:K25.`,
  rangeOutside: (text, sheet, rows, last) =>
    `"${text}" lies outside the sheet "${sheet}", which has ${rows} rows and the columns A to ${last}.`,
  noSheet: name => `There is no sheet called "${name}".`,
  ownSheetAsSource: sheet =>
    `"${sheet}" is a standings sheet written by Chess Standings. Choose the sheet with the results table.`,
  noCodes: 'The tie-break list is empty. Choose a preset or add at least one tie-break.',
  tooManyCodes: max => `At most ${max} tie-breaks, please.`,
  unknownPreset: name => `There is no preset called "${name}".`,
  afterRoundRange: (k, rounds) =>
    `"After round ${k}" does not fit: the table has ${rounds} round${rounds === 1 ? '' : 's'}.`,
  badUnrated: 'The rating for unrated players should be a whole number between 0 and 3500.',
  badRequest: 'The sidebar sent a request the server does not understand. Reload the sidebar.',
  emptyTrf: 'Paste the contents of a TRF file or a PGN, or choose a file first.',
  importedNotJoined: n =>
    `${n} round${n === 1 ? '' : 's'} before a player joined the event written as Z (zero-point bye): the progress table has no other way to say it.`,
  importedUnrated: n =>
    `${n} game${n === 1 ? '' : 's'} of less than one move (TRF W/D/L) written as ordinary games.`,
  importedPoints: points =>
    `The file scores ${points}: the points column is left out, and the standings use that point system.`,
  importedTeams: 'The team records of the file are not part of the progress table.',
  importedRoundRobin:
    'The event is a round robin: the sidebar’s standings of this sheet use round-robin rules; in a formula add the option "system=round-robin".',
  exportTeams:
    'TRF export writes a team event with its players’ games, and this range holds a team table without players. Select a TRF with team records or the players’ progress table instead.',
  teamUnrated:
    'A rating for unrated players applies to individual tournaments, not to team standings.',
  scoring: 'Scoring',
  badMatchPoints: text =>
    `"${text}" is not a match-point scheme: type the points for a won, drawn and lost match, e.g. 2/1/0 or 3/1/0.`,
  codesNeedRounds: codes =>
    `${codes.join(', ')} ${codes.length === 1 ? 'needs' : 'need'} the order of the rounds, and a crosstable does not record it. If the rounds were played in the order of the Berger table, tick “The rounds followed the Berger table” below the table range; otherwise use a progress table or a results list, which say who played whom in each round.`,
  afterRoundNeedsRounds: k =>
    `Standings after round ${k} need the order of the rounds, and a crosstable does not record it. If the rounds were played in the order of the Berger table, tick “The rounds followed the Berger table” below the table range; otherwise leave “Standings after round” empty.`,
  notResults: sheet =>
    `“${sheet}” does not hold a results table the add-on can read. It reads a round-robin crosstable, a progress table (a column per round) or a results list (one game per row), typed into a sheet or imported from a TRF or PGN file. Open the sheet with the results, or select the table and detect again.`,
  exportNeedsRounds: `A TRF file lists the games round by round, and a crosstable does not record the rounds. If they were played in the order of the Berger table, tick “The rounds followed the Berger table” below the table range and create the file again.`,
};

/** The Keizer evening's and the Swiss round's messages, KEIZER_EXPLAIN's rows. */
export const keizerEvening: KeizerTexts = {
  byeWord: 'bye',
  tooFew: 'Tick at least two players who are here tonight.',
  unknown: (name, close) =>
    `"${name}" is not a player of the results list or the player list` +
    (close.length > 0 ? `; did you mean ${close.join(' or ')}?` : '.'),
  twice: name => `${name} is ticked twice.`,
  withdrawn: name => `${name} has withdrawn and is not paired.`,
  pending: (round, games, cells) =>
    `Round ${round} still has ${games} game${games === 1 ? '' : 's'} without a result (${cells}). ` +
    `Type the results before pairing round ${round + 1}.`,
  noRoundColumn: ref =>
    `The results list ${ref} has no Round column, so a next round cannot be added to it. ` +
    'Give it the columns Round | Board | White | Black | Result.',
  notEmpty: (cell, found, round) =>
    `${cell} is not empty (${found}): the pairings of round ${round} would be written there. ` +
    'Nothing was written. Clear or move what is below the results list, then pair again.',
  options: message => `Options: ${message}`,
  resultTyped: (cell, round, missing) =>
    `${cell} holds a result, so round ${round} is being played and cannot be paired again; ` +
    `round ${round + 1} can be paired once the missing results are in (${missing.join(', ')}).`,
  explainHeader: ['Round', 'Keizer', 'Explanation'],
  ownValue: 'own value',
  total: 'Total',
  rankOf: (rank, of) => `rank ${rank} of ${of}`,
};

export const swissRound: SwissWords = { withdrawnWord: 'withdrawn' };

/** Names and explanations of the individual codes, by canonical acronym (sidebar lists). */
export const tiebreakNames: Readonly<Record<string, CodeText>> = {
  PTS: { name: 'Points', explanation: 'The score itself.' },
  BH: { name: 'Buchholz', explanation: "Sum of the opponents' final scores." },
  FB: {
    name: 'Fore Buchholz',
    explanation: 'Buchholz as if every game of the final round had been drawn.',
  },
  AOB: {
    name: "Average of opponents' Buchholz",
    explanation: 'Average Buchholz of the opponents met over the board.',
  },
  RBH: { name: 'Refined Buchholz', explanation: "Sum of the opponents' Buchholz scores." },
  SB: {
    name: 'Sonneborn-Berger',
    explanation: "Each opponent's final score times the points scored against them, summed.",
  },
  PS: { name: 'Progressive score', explanation: 'Sum of the running scores after each round.' },
  KS: {
    name: 'Koya',
    explanation: 'Points scored against the opponents who made at least half the possible points.',
  },
  DE: {
    name: 'Direct encounter',
    explanation: 'The results of the games among the tied players decide.',
  },
  WIN: {
    name: 'Wins',
    explanation: 'Rounds scored as a win, with or without playing (byes and forfeit wins count).',
  },
  WON: { name: 'Games won', explanation: 'Games won over the board.' },
  BPG: { name: 'Games with black', explanation: 'Games played over the board with black.' },
  BWG: { name: 'Wins with black', explanation: 'Games won over the board with black.' },
  REP: {
    name: 'Rounds elected to play',
    explanation: 'Rounds minus half-point byes, zero-point byes and forfeit losses.',
  },
  STD: {
    name: 'Standard points',
    explanation: 'The results counted 1 / ½ / 0 whatever point system the event uses.',
  },
  TPN: { name: 'Starting rank', explanation: 'The lower start number ranks first.' },
  RTNG: { name: 'Rating', explanation: 'The player’s own rating, highest first.' },
  ARO: {
    name: 'Average rating of opponents',
    explanation: 'Average rating of the opponents met over the board, rounded half up.',
  },
  SOR: {
    name: "Sum of opponents' ratings",
    explanation: 'The ratings of the opponents met over the board, added up.',
  },
  TPR: {
    name: 'Performance rating',
    explanation: "Opponents' average rating plus the FIDE rating difference for the score.",
  },
  PTP: {
    name: 'Perfect tournament performance',
    explanation: 'The lowest rating whose expected score reaches the score made.',
  },
  APRO: {
    name: "Average of opponents' performance",
    explanation: 'Average performance rating of the opponents met over the board.',
  },
  APPO: {
    name: "Average of opponents' perfect performance",
    explanation: 'Average perfect tournament performance of the opponents met over the board.',
  },
  DWZP: {
    name: 'DWZ performance',
    explanation: "German rating rules: opponents' average DWZ plus the table difference.",
  },
  SWIN: {
    name: 'Scored wins',
    explanation: 'Games scored as a win, forfeit wins included, byes not (Lechenich).',
  },
  SWINB: {
    name: 'Scored wins with black',
    explanation: 'Games scored as a win with black, forfeit wins included (Lechenich).',
  },
  LECH: {
    name: 'Lechenich score',
    explanation:
      '10 + 5 × result per regular game; 1 for a player who defaulted, 5 + 5 × result for the opponent.',
  },
  LOT: {
    name: 'Drawing of lots',
    explanation: 'A hidden, reproducible random order decides what nothing else did.',
  },
};

export const modifierWords: ModifierWords = {
  median: (low, high) => `Without the ${low} lowest and ${high} highest values.`,
  cut: n =>
    n === 1 ? 'Without the least significant value.' : `Without the ${n} least significant values.`,
  limit: limit => `limit ${limit}`,
  forfeits: 'Forfeits count as played.',
  unrated: rating => `Unrated players count as ${rating}.`,
  reversed: 'reversed',
};

/** Names and explanations of the rule sets for unplayed rounds. */
export const ruleSetNames: Readonly<Record<RuleSet, CodeText>> = {
  'fide-2026': {
    name: 'FIDE 2026',
    explanation:
      'C.07 from 1 March 2026: unplayed rounds by Art. 16, dummy opponent’s score capped.',
  },
  'fide-2024': {
    name: 'FIDE 2024',
    explanation:
      'C.07 of 2023/2024: unplayed rounds by Art. 16, dummy opponent with the player’s own score.',
  },
  'fide-2009': {
    name: 'FIDE 2009 (virtual opponent)',
    explanation:
      'Old rule: a virtual opponent for one’s own unplayed rounds, opponents’ unplayed rounds as draws.',
  },
  raw: {
    name: 'Raw',
    explanation:
      'Forfeits count as games against the scheduled opponent, byes as nothing, scores unadjusted.',
  },
  ignore: {
    name: 'Games played only',
    explanation: 'Only games played over the board count; scores unadjusted.',
  },
};

/** Names and explanations of the team codes, by canonical acronym. */
export const teamNames: Readonly<Record<string, CodeText>> = {
  MPTS: { name: 'Match points', explanation: 'Points for won and drawn matches (2/1/0).' },
  GPTS: { name: 'Board points', explanation: 'Sum of the games won on all boards (game points).' },
  MPVGP: {
    name: 'Secondary score',
    explanation: 'Game points when the standings are by match points, and the other way round.',
  },
  BW: {
    name: 'Berliner Wertung',
    explanation:
      'Board points weighted by board: with n boards, points on board 1 count n times, on board 2 n−1 times, …, summed over the season.',
  },
  OSB: {
    name: 'Olympiad Sonneborn-Berger',
    explanation:
      'Each opponent’s match points times the game points scored against them, without the opponent with the fewest match points.',
  },
  OBH: {
    name: 'Olympiad Buchholz',
    explanation: 'Sum of the opponents’ match points without the lowest.',
  },
  DE: {
    name: 'Direct encounter',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only.`,
  },
  EDE: {
    name: 'Extended direct encounter',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only, also when not all of them met.`,
  },
  EDEC: {
    name: 'Extended direct encounter, board count',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only, then the board count of those matches.`,
  },
  EDET: {
    name: 'Extended direct encounter, top board',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only, then the result on the highest board that differs.`,
  },
  EDEB: {
    name: 'Extended direct encounter, board elimination',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only, then boards are dropped from the last until they differ.`,
  },
  EDEBT: {
    name: 'Extended direct encounter, board count, top board',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only, then board count, then top board.`,
  },
  EDEBB: {
    name: 'Extended direct encounter, board count, board elimination',
    explanation: `Among the teams still tied, ranks by the matches they played against each other only, then board count, then board elimination.`,
  },
  ESB: {
    name: 'Extended Sonneborn-Berger',
    explanation: 'Each opponent’s score times the score against them, on the scores named.',
  },
  EMMSB: {
    name: 'Sonneborn-Berger (MP × MP)',
    explanation: 'Each opponent’s match points times the match points scored against them.',
  },
  EMGSB: {
    name: 'Sonneborn-Berger (MP × BP)',
    explanation: 'Each opponent’s match points times the board points scored against them.',
  },
  EGMSB: {
    name: 'Sonneborn-Berger (BP × MP)',
    explanation: 'Each opponent’s board points times the match points scored against them.',
  },
  EGGSB: {
    name: 'Sonneborn-Berger (BP × BP)',
    explanation: 'Each opponent’s board points times the board points scored against them.',
  },
  BC: {
    name: 'Board count',
    explanation:
      'Sum of board number × points on that board; lower is better (needs board results).',
  },
  TBR: {
    name: 'Top board result',
    explanation: 'Points on board 1, then board 2, … (needs board results).',
  },
  BBE: {
    name: 'Board elimination',
    explanation:
      'Board points with the last board dropped, then the next, … (needs board results).',
  },
  SSSC: {
    name: 'Score-strength combination',
    explanation: 'The secondary score plus the Buchholz of the primary score divided by a factor.',
  },
};

export const teamModifierWords: TeamModifierWords = {
  cut: (low, high) => `Without the ${low} lowest${high > 0 ? ` and ${high} highest` : ''} values.`,
  boards: n => `first ${n} boards`,
  forfeits: 'Forfeited matches count as played.',
  swiss: 'Swiss-system rules.',
  onScore: { MP: 'on match points', GP: 'on board points' },
};

/** The sidebar's words (the client bundle takes only this section). */
export const sidebar = {
  locale: 'en' as Lang,
  loading: 'Loading…',
  working: 'Working…',
  tasks: 'Tasks',
  navStandings: 'Standings',
  navImport: 'Import TRF',
  navExport: 'Export TRF',
  step1: '1. Source',
  tableRange: 'Table (range)',
  detect: 'Detect again',
  useRange: 'Use range',
  sourceHint: 'The table on the active sheet is detected; select another block or type its range.',
  willUpdate: (sheet: string) => `Creating updates the sheet “${sheet}”.`,
  willCreate: 'Creating adds a new sheet.',
  bergerRounds: 'The rounds followed the Berger table',
  showExamples: 'Show examples of tables',
  hideExamples: 'Hide the examples',
  showNotations: 'Show what a cell may hold',
  hideNotations: 'Hide the notations',
  bergerHint:
    'A crosstable does not record the rounds. Tick this if they were played in the order of the Berger table: then progressive score, standings after a round and TRF export work.',
  step2: '2. Tie-breaks',
  listKind: 'Tie-break list',
  usePreset: 'Preset',
  useCustom: 'Custom list',
  preset: 'Preset',
  editPreset: 'Edit this list',
  customEmpty: 'No tie-breaks yet: add some below.',
  addCode: 'Add a tie-break',
  add: 'Add',
  otherCode: 'Other code (e.g. KS/L+1, ARO/C2)',
  moveUp: (code: string) => `Move ${code} up`,
  moveDown: (code: string) => `Move ${code} down`,
  remove: (code: string) => `Remove ${code}`,
  alreadyInList: (code: string) => `${code} is already in the list.`,
  added: (code: string) => `${code} added.`,
  rules: 'Unplayed rounds (rule set)',
  automatic: (label: string) => `Automatic: ${label}`,
  automaticExplanation:
    'By the start date: FIDE 2024 for events before 1 March 2026, else FIDE 2026.',
  afterRound: 'Standings after round',
  afterRoundHint: (rounds: number) => `Empty = all ${rounds} rounds.`,
  unrated: 'Rating for unrated players',
  unratedHint: 'Empty = rating tie-breaks stay empty while someone is unrated.',
  step3: '3. Output',
  output: 'Output',
  snapshot: 'New sheet with the values (snapshot)',
  live: 'Live sheet: one =STANDINGS(…) formula',
  liveTeam: 'Live sheet: one =TEAM_STANDINGS(…) formula',
  primary: 'Ranked first by (then the tie-breaks)',
  primaryMP: 'Match points (MP)',
  primaryBP: 'Board points (BP)',
  matchPoints: 'Match points for a won / drawn / lost match',
  matchPointsHint: 'Empty = 2/1/0 (or what a TRF file declares).',
  explanations: 'Add a sheet explaining every value',
  ratingColumn: 'Column of rating changes (Rtg+/-)',
  ratingNone: 'none',
  ratingFide: 'FIDE (Elo)',
  ratingDwz: 'DWZ',
  ratingDate: "Event date (chooses the rules; empty = the file's)",
  badDate: 'Write the date as YYYY-MM-DD, e.g. 2025-05-01.',
  listsTitle: 'Lists to hand out (further sheets)',
  listCrosstable: 'Ranking crosstable',
  listPrizes: 'Prize lists',
  listWomen: 'Best women',
  listAge: 'Age groups (U8 … U18, S50, S65)',
  listRating: 'Rating bands',
  listUnrated: 'Unrated players',
  listClub: 'Clubs',
  listLimits: 'Rating limits',
  listLimitsHint: '1600,1900 gives <1600, 1600-1899, >=1900.',
  listYear: 'Year of the event',
  listYearHint: 'Empty = the year of its start date. U14 = born in or after that year − 14.',
  listPlayers: 'Player list (range, for a results list)',
  listPlayersHint:
    'Ratings, clubs, birth years and sex of the players (Nr | Name | Elo | Club | Birth | Sex).',
  badLimits: 'Rating limits: enter whole numbers separated by commas, e.g. 1600,1900.',
  listPrintable: 'Printable lists',
  listPairings: 'Pairing list of a round',
  listRound: 'Round',
  listRoundHint: 'Empty = the last round paired.',
  listStarting: 'Starting list (by pairing number)',
  listAlphabetical: 'Alphabetical list',
  alsoWritten: (sheets: string) => `Also written: ${sheets}.`,
  create: 'Create standings',
  created: (sheet: string, n: number) => `Standings of ${n} players written to “${sheet}”.`,
  updated: (sheet: string, n: number) => `Standings of ${n} players updated in “${sheet}”.`,
  createdTeams: (sheet: string, n: number) => `Standings of ${n} teams written to “${sheet}”.`,
  updatedTeams: (sheet: string, n: number) => `Standings of ${n} teams updated in “${sheet}”.`,
  explanationsIn: (sheet: string) => `Explanations in “${sheet}”.`,
  points: 'points',
  selectCell: (a1: string) => `Select ${a1}`,
  fixSource: 'Fix the table first (see the message above), then detect again.',
  importTitle: 'Import TRF',
  importHint:
    'A FIDE TRF file or a whole event’s PGN becomes a new sheet with a progress table the functions can read.',
  trfFile: 'TRF file or PGN',
  trfPaste: 'or paste its contents',
  importButton: 'Import to a new sheet',
  imported: (sheet: string, description: string) => `Imported to “${sheet}”: ${description}.`,
  exportTitle: 'Export TRF',
  exportHint: 'The table below as a TRF file.',
  exportButton: 'Create TRF file',
  download: (file: string) => `Download ${file}`,
  exportText: 'TRF text (to copy)',
  selectAll: 'Select all',
  failed: 'The server could not finish:',
  badNumber: (what: string) => `${what}: enter a whole number.`,
  navKeizer: 'Keizer',
  navSwiss: 'Swiss round',
  keizerTitle: 'Keizer evening',
  keizerHint:
    'Tick who is here tonight. The pairings go below the results list as the next round, with the Result column left empty for the results.',
  keizerResults: 'Results list (range)',
  keizerPlayers: 'Player list (range, optional)',
  keizerOptions: 'Options as for =KEIZER (optional)',
  keizerLoad: 'Load players',
  keizerNext: (round: number) => `Next: round ${round}`,
  keizerPending: (round: number) =>
    `Round ${round} still lacks results: type them before pairing the next round.`,
  keizerPresent: 'Who is here tonight?',
  keizerAll: 'Tick all',
  keizerNone: 'Untick all',
  keizerPlayer: (rank: number, name: string, points: string) => `${rank}. ${name} (${points})`,
  keizerWithdrawn: (name: string) => `${name} (withdrawn)`,
  keizerCount: (ticked: number, of: number) => `${ticked} of ${of} ticked`,
  keizerPair: 'Pair the evening',
  keizerWritten: (round: number, ref: string) => `Round ${round} added: ${ref}.`,
  keizerBoard: 'Board',
  keizerWhite: 'White',
  keizerBlack: 'Black',
  keizerBye: (name: string) => `Bye: ${name}`,
  keizerSelect: 'Select the new rows',
  keizerNoResults: 'Type the range of the results list first, or load the players.',
  keizerFix: 'Fix the list first (see the message above), then load the players again.',
};

export type SidebarStrings = typeof sidebar;

/** The sidebar's *Pair next round…* view and its new round robin. */
export const pairView: PairViewTexts = {
  title: 'Pair next round',
  hint: 'A Swiss kept as a results list (Round | Board | White | Black | Result) and a player list (Nr | Name | Elo | Status). Paired by the FIDE Dutch system. Absences load from the Status column (H, Z, F, W).',
  results: 'Results list (range)',
  players: 'Player list (range)',
  options: 'Options, as for =SWISS_PAIRINGS',
  load: 'Load players',
  absentLegend: 'Who is absent next round?',
  kinds: {
    present: 'plays',
    'half-bye': 'half-point bye',
    'zero-bye': 'zero-point bye',
    'full-bye': 'full-point bye',
    withdrawn: 'withdrawn',
  },
  player: (name, points) => `${name} (${points})`,
  round: (round, of) => `Round ${round} of ${of}`,
  preview: 'Preview',
  write: 'Write the pairing',
  board: 'Board',
  white: 'White',
  black: 'Black',
  bye: name => `Bye: ${name}`,
  replaces: 'Writing replaces the rows this round was written with before.',
  explain: 'How this pairing was made',
  accelerate:
    'Baku acceleration (FIDE C.04.5.1): virtual points for the top half in the first rounds',
  handMade:
    'Earlier rounds differ from what the rules give (changed by hand?). Paired again from the rounds before each:',
  written: (round, ref) => `Round ${round} written: ${ref}.`,
  missing: 'Type the ranges of the results list and the player list first.',
  rrTitle: 'New round robin',
  rrHint:
    'A new sheet with the Berger schedule as a results list and an empty crosstable, players in the order of the player list (or its Nr column).',
  rrDouble: 'Double round robin',
  rrCreate: 'Create the schedule',
  rrWritten: (sheet, rounds) => `Sheet ${sheet} created: ${rounds} rounds.`,
};

/** The words of the sidebar's example tables. */
export const tableExamples: TableExampleWords = {
  progressTitle: 'Progress table (Swiss)',
  progressNote:
    'A column per round: 3w1 means against No. 3 with White, won; 2b½ against No. 2 with Black, drawn.',
  resultsTitle: 'Results list',
  resultsNote: 'One game per row; results like 1-0, ½-½, 0-1 or 1:0.',
  crossTitle: 'Crosstable (round robin)',
  crossNote:
    "Each row holds a player's results against the players of the columns; * on the diagonal.",
  no: 'No.',
  name: 'Name',
  points: 'Points',
  round: 'Round',
  white: 'White',
  black: 'Black',
  result: 'Result',
};

/** The add-on menu and its Help dialog. */
export const menu: MenuTexts = {
  build: 'Build standings…',
  importTrf: 'Import TRF…',
  exportTrf: 'Export TRF…',
  keizer: 'Keizer evening…',
  newSwiss: 'New Swiss…',
  newRoundRobin: 'New round robin…',
  swiss: 'Pair next round…',
  help: 'Help',
  helpTitle: 'Chess Standings',
  helpText:
    'Extensions → Chess Standings → Build standings… reads the results table on the active ' +
    'sheet and writes ranked standings with tie-breaks to a sheet of their own. As ' +
    'formulas: =STANDINGS(A1:L40, "BH/C1,BH,SB") or =SONNEBORN_BERGER(B2:I8) next to a ' +
    'crosstable or progress table. Team tables (a crosstable of board points or a match ' +
    'list) are recognised and get the team tie-breaks; =TEAM_STANDINGS(A1:G40, ' +
    '"german-league"). Keizer evening… pairs the players present and appends the next round ' +
    'below the results list; =KEIZER(A:E) shows the table.',
};

/** Names and headers of the sheets the server creates besides the standings. */
/** The header rows of the custom functions' tables (`lang=en`). */
export const functionTables: FunctionTableWords = {
  keizerHeader: ['Rank', 'Name', 'Keizer', 'Value'],
  pairingHeader: ['Board', 'White', 'Black'],
  bye: 'bye',
  scheduleHeader: ['Round', 'Board', 'White', 'Black', 'Result'],
};

export const ownSheets: OwnSheetTexts = {
  keizerSheet: 'Keizer standings',
  keizerHeader: ['Rank', 'Name', 'Keizer', 'Value'],
  roundRobinSheet: 'Round robin',
  roundRobinTooFew: (list, n) =>
    `${list}: a round robin needs at least 2 players; the list has ${n}`,
};

/** The command line's standings table and explanations (`--lang en`). */
export const cliStandings: CliStandingsWords = {
  header: ['Rank', 'No', 'Name', 'Pts'],
  explanationHeader: ['Rd', 'Opp', 'Opp score', 'Result', 'Pts', 'Contribution', 'Note'],
  explainHead: (code, name, value) => `${code} for ${name}: ${value}`,
  noValue: 'no value',
  cut: ' (cut)',
  player: (name, no) => `${name} (No. ${no})`,
  rules: rules => `rules ${rules}`,
};

/** The `teams` command's text table. */
export const cliTeams: CliTeamsWords = {
  header: ['Rank', 'No', 'Team'],
  primary: { MP: 'MP', GP: 'GP' },
  team: (name, no) => `${name} (No. ${no})`,
};

/** The `keizer` command's text output. */
export const cliKeizer: CliKeizerWords = {
  standings: r => `Keizer standings after round ${r}`,
  converged: n => `iteration fixed-point, reached after ${n} scoring${n === 1 ? '' : 's'}`,
  twoCycle:
    'iteration fixed-point: the ranking alternated, totals are the mean of the last two scorings',
  cap: n => `iteration fixed-point, not reached within ${n} scorings: the last scoring is shown`,
  mode: {
    passes: 'iteration passes',
    'fixed-point': 'iteration fixed-point',
    frozen: 'iteration frozen',
  },
  noneRanked: 'no ranked players',
  values: (a, b) => `values ${a}…${b}`,
  own: included => `own value ${included ? 'included' : 'not included'}`,
  header: ['Rank', 'Name', 'Keizer', 'Value'],
  withdrawn: 'Withdrawn',
  pairings: (r, n, after) =>
    `Keizer pairings for round ${r}: ${n} present, ranking after round ${after}`,
  boards: ['Board', 'White', 'Black'],
  bye: 'Bye',
};

/** The `pair` command's text output. */
export const cliPair: CliPairWords = {
  round: (r, of) => `Round ${r} of ${of} — FIDE Dutch system (C.04.3, 2025)`,
  header: ['Board', 'White', 'Black'],
  bye: 'Pairing-allocated bye',
  absent: 'Not paired (bye requested or absent)',
  colourAssumed: c =>
    `Initial colour not given (XXC white1|black1, or --initial-colour): ${c} assumed`,
  colourPlayed: c =>
    `Initial colour not given (XXC white1|black1): ${c}, as the colours played give it`,
  drawn: (seed, c, white) =>
    `Initial colour drawn by lot (seed ${seed}): ${c}, pairing number 1 has ${white ? 'White' : 'Black'} in round 1 (--seed ${seed} repeats the draw)`,
  noLegalPairing: why => `no legal pairing exists: ${why}; the arbiter must decide`,
  baku: (last, points) =>
    `Baku acceleration (C.04.5.1): group A is pairing numbers 1–${last}, ${points} virtual point this round (for the pairing only; --explain says why)`,
};

export const cliCheck: CliCheckWords = {
  title: n =>
    `Pairing check — FIDE Dutch system (C.04.3, 2025): ${n === 1 ? 'round 1' : `rounds 1–${n}`} paired again from the rounds before each`,
  baku: 'Virtual points of the Baku acceleration (C.04.5.1) worked out for every round (--accelerate baku)',
  agrees: r => `Round ${r}: as the rules give it`,
  differs: (r, why) => `Round ${r} differs from the rules — ${why}`,
  played: 'played',
  rules: 'the rules give',
  allAgree: n => `All ${n} rounds are paired as the rules give them.`,
  summary: (d, n) =>
    `${d.length} of ${n} ${n === 1 ? 'round differs' : 'rounds differ'} from the rules: ${d.join(', ')}`,
};

/** Labels and one-line explanations of the tie-break presets (tiebreaks/presets.ts), by name. */
export const presetNames: Readonly<Record<string, PresetText>> = {
  'fide-swiss': {
    label: 'FIDE Swiss (legacy recommendation)',
    explanation:
      'The list FIDE last recommended for individual Swiss events (old C.02 Art. 13); current C.07 leaves the choice to the tournament rules.',
  },
  'fide-rr': {
    label: 'FIDE round robin (legacy recommendation)',
    explanation:
      'The list FIDE last recommended for individual round robins (old C.02 Art. 13): direct encounter, wins, Sonneborn-Berger, Koya.',
  },
  'dsj-swiss': {
    label: 'German youth (DSJ) Swiss',
    explanation:
      'German Chess Youth rules (Jugendspielordnung 4.2): Buchholz Cut-1, refined Buchholz Cut-1, wins, starting rank.',
  },
  'dsj-rr': {
    label: 'German youth (DSJ) round robin',
    explanation:
      'German Chess Youth rules (Jugendspielordnung 4.3): Sonneborn-Berger, wins, starting rank.',
  },
  'club-classic': {
    label: 'Club classic',
    explanation: 'Buchholz, then Sonneborn-Berger: the pair most club tournaments use.',
  },
  lechenich: {
    label: 'Lechenich chess server',
    explanation:
      'Lechenich chess server (LSS): Sonneborn-Berger, scored wins, scored wins with black, then a hidden random number.',
  },
};

/** Labels and one-line explanations of the team presets (teams/presets.ts), by name. */
export const teamPresetNames: Readonly<Record<string, PresetText>> = {
  'german-league': {
    label: 'German league',
    explanation:
      'Match points, board points, Berliner Wertung on all boards, on the first 4, on the first 2 boards, then lot.',
  },
  bundesliga: {
    label: 'Bundesliga',
    explanation: 'Match points, then board points; ties left are decided by a play-off.',
  },
  'olympiad-2008': {
    label: 'Olympiad 2008',
    explanation:
      'Dresden 2008: match points, Olympiad Sonneborn-Berger without the lowest opponent, opponents’ match points without the lowest, game points.',
  },
  'olympiad-2016': {
    label: 'Olympiad 2016',
    explanation:
      'Baku 2016 (rule 14): match points, Olympiad Sonneborn-Berger without the lowest opponent, game points, opponents’ match points without the lowest.',
  },
  'dsj-team': {
    label: 'German youth (DSJ) team Swiss',
    explanation:
      'German Chess Youth rules (Jugendspielordnung 5.3): Sonneborn-Berger (opponents’ match points × board points), board points, Buchholz, match wins, direct encounter, Berliner Wertung, starting rank.',
  },
  'dsj-team-rr': {
    label: 'German youth (DSJ) team round robin',
    explanation:
      'German Chess Youth rules (Jugendspielordnung 5.4): board points, Sonneborn-Berger, match wins, starting rank.',
  },
  'fide-team-trf26': {
    label: 'FIDE team (TRF-2026 sample)',
    explanation:
      'The list of the FIDE TRF-2026 team sample: extended direct encounter with top boards, EMGSB Cut-1, Buchholz on match points Cut-1 (forfeits as played), game points.',
  },
};

/** The lists an arbiter hands out (src/core/lists; the command's text and HTML, the sheets). */
export const lists: ListWords = {
  columns: {
    rank: 'Rk.',
    categoryRank: 'Cat.',
    startNo: 'SNo',
    title: 'Title',
    name: 'Name',
    federation: 'FED',
    rating: 'Rtg',
    nationalRating: 'Nat.',
    fideId: 'FIDE id',
    club: 'Club',
    birth: 'Born',
    sex: 'Sex',
    points: 'Pts.',
    category: 'Category',
    board: 'Bo.',
    whiteNo: 'No.',
    white: 'White',
    whiteRating: 'Rtg',
    whitePoints: 'Pts.',
    result: 'Result',
    blackPoints: 'Pts.',
    black: 'Black',
    blackRating: 'Rtg',
    blackNo: 'No.',
  },
  round: k => `${k}.Rd`,
  colours: { w: 'w', b: 'b' },
  crosstable: rounds => `Ranking crosstable after ${rounds} round${rounds === 1 ? '' : 's'}`,
  starting: 'Starting list',
  alphabetical: 'Alphabetical list',
  pairings: round => `Pairings of round ${round}`,
  women: 'Best women',
  age: band => `Age group ${band}`,
  rating: band => `Rating ${band}`,
  unrated: 'Unrated players',
  club: club => `Club: ${club}`,
  categoryName: { women: 'women', unrated: 'unrated' },
  byes: {
    'pairing-bye': 'bye',
    'full-bye': 'full-point bye',
    'half-bye': 'half-point bye',
    'zero-bye': 'absent',
  },
  noBirth: n =>
    `${n} player${n === 1 ? ' has' : 's have'} no year of birth and ${n === 1 ? 'is' : 'are'} in no age group.`,
  noSex: n => `${n} player${n === 1 ? "'s" : "s'"} sex is not given.`,
  noClub: n => `${n} player${n === 1 ? ' has' : 's have'} no club.`,
  emptyCategory: 'Nobody.',
  legend:
    'Opponents by their line in this table. -1 pairing-allocated bye, F full-point bye, -½ half-point bye, -0 absent, + / - won / lost by forfeit.',
  crosstableSheet: 'Crosstable',
  prizeSheet: 'Prize lists',
  pairingSheet: 'Pairings',
  startingSheet: 'Starting list',
  alphabeticalSheet: 'Alphabetical list',
  badRound:
    'The round of the pairing list should be a whole number such as 5, or empty for the last round paired.',
  forIndividual:
    'The ranking crosstable, the prize lists and the printable lists are for individual events: a team event has its team standings.',
  allRounds:
    'The ranking crosstable, the prize lists and the printable lists (pairings, starting list, alphabetical list) show the event as played: leave "standings after round" empty for them.',
  badYear: 'The year of the event should be a whole number such as 2025.',
  alsoWritten: sheets => `Also written: ${sheets}.`,
  ratingChange: ratingWords.ratingColumn,
};

/** An event made by *New Swiss…* / *New round robin…*: sheets, headers, Result dropdown. */
export const events: EventTexts = {
  playersSheet: 'Players',
  resultsSheet: 'Results',
  sheetName: (event, kind) => `${event} – ${kind}`,
  playersHeader: ['Nr', 'Name', 'Elo', 'FIDE id', 'Fed', 'Title', 'Club', 'Birth', 'Sex', 'Status'],
  resultsHeader: ['Round', 'Board', 'White', 'Black', 'Result'],
  resultValues: ['1-0', '½-½', '0-1', '+:-', '-:+', '-:-'],
  resultHelp:
    'A result: 1-0, ½-½ or 0-1; forfeits +:- (White wins), -:+ (Black wins), -:- (neither played). Pick it from the list.',
  badName: 'Give the event a name.',
  badRounds: max => `The number of rounds should be a whole number from 1 to ${max}.`,
  badSeed:
    'The seed of the lot should be a whole number (up to 9 digits), announced before the draw.',
  unknownEvent: 'That event is no longer in this spreadsheet. Reload the sidebar.',
  liveEvent:
    'A live sheet would read the results list alone, without the event’s player list (ratings, pairing numbers): choose the snapshot, and build the standings again after each round.',
  lateInserted: names =>
    `Late entr${names.length === 1 ? 'y' : 'ies'} ${names.join(', ')} numbered by the initial ranking; the players below moved down one number (FIDE C.04.2 allows it until round 4 is paired).`,
  lateAppended: (names, reason) =>
    `Late entr${names.length === 1 ? 'y' : 'ies'} ${names.join(', ')} numbered after the highest number: ${reason}.`,
  appendReasons: {
    'after-round-4': 'round 4 has been paired, and FIDE C.04.2 allows no renumbering after that',
    'typed-number': 'a number that would move was typed by hand',
    'results-by-number': 'the results list names players by number',
    'as-listed': 'the event numbers players as listed',
  },
  numbered: n => `Pairing numbers for ${n} players go into the Nr column.`,
  scheduleExists: sheet =>
    `The schedule is already in “${sheet}”: results go there now. To start over, make a new event.`,
  notRoundRobin: 'This event is a Swiss: pair it round by round.',
  notSwiss: 'This event is a round robin: write its schedule instead.',
};

/** The sidebar's new event and its event choosers. */
export const eventView: EventViewTexts = {
  nav: 'New event',
  title: 'New event',
  hint: 'Two new sheets: a player list to type the players into, and a results list the pairings go into. The sidebar remembers the event: no range to type.',
  system: 'System',
  swiss: 'Swiss',
  roundRobin: 'Round robin',
  name: 'Name of the event',
  rounds: 'Rounds',
  double: 'Double round robin',
  colour: 'Colour of No. 1 in round 1',
  colours: { white1: 'White', black1: 'Black', lot: 'By public lot' },
  seed: 'Number the lot is drawn from',
  seedHint: 'Announce it before the draw: the same number always gives the same colour.',
  order: 'Pairing numbers',
  orders: { ranking: 'Initial ranking (rating, title, name)', list: 'As listed' },
  preset: 'Tie-breaks',
  create: 'Create the event',
  created: (players, results) =>
    `Created “${players}” and “${results}”. Type the players into “${players}”, then pair round 1.`,
  createdRoundRobin: players =>
    `Created. Type the players into “${players}”, then write the schedule.`,
  event: 'Event',
  typed: 'Other: type the ranges',
  schedule: 'Write the schedule',
  scheduled: (rounds, ref) => `Schedule of ${rounds} rounds written: ${ref}.`,
  badNumber: what => `${what}: enter a whole number.`,
};

export { ratingWords };
