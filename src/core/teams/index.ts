/**
 * Team competitions: the team model, readers' entry points, tie-breaks, standings and presets —
 * what the command line, the custom functions and the sidebar call.
 */
export type {
  BoardGame,
  MatchPointRule,
  TeamByeKind,
  TeamEntry,
  TeamEvent,
  TeamMatchRound,
  TeamReadResult,
  TeamRound,
  TeamScoring,
} from './types';
export type { ScoreKind, TeamOptions } from './context';
export { defaultTeamRules } from './context';
export type { TeamCode } from './codes';
export type { TeamStandingRow, TeamStandings } from './standings';
export type { BoardPair } from './berliner';
export type { TeamGridOptions } from './grid';
export type { TeamSheetOptions } from './sheet';
export { parseTeamCode, teamCodeNames } from './codes';
export { teamEventFromTournament } from './fromTournament';
export { defaultScoring, matchPointsOf, gamePointsOf, teamTotals } from './scoring';
export { berlinerForMatch, berlinerOfBoards } from './berliner';
export { computeTeamTiebreaks, explainTeamTiebreak } from './compute';
export { rankTeams } from './standings';
export { TEAM_PRESETS, findTeamPreset, expandTeamPresets } from './presets';
export {
  berlinerFromGrid,
  detectTeamLayout,
  readTeamGrid,
  readIndividualGrid,
  teamStandingsFromGrid,
  teamTiebreakFromGrid,
} from './grid';
export { readTeamCrosstable } from '../readers/teamCrosstable';
export { readMatchList, isMatchList } from '../readers/matchList';
