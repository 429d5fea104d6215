// The Keizer system: standings with exact totals, and the pairing of the next evening.
export { Decimal } from './decimal';
export type {
  KeizerCompetition,
  KeizerGame,
  KeizerOffBoard,
  KeizerPlayer,
  KeizerResult,
  KeizerRound,
  OffBoardKind,
} from './model';
export { KEIZER_RESULTS, OFF_BOARD_KINDS } from './model';
export type {
  AbsenceKind,
  Fraction,
  IterationMode,
  KeizerFractions,
  KeizerOptions,
  KeizerOptionsInput,
  PairingOptions,
  PairingOptionsInput,
  ValueRule,
} from './options';
export { resolveKeizerOptions, resolvePairingOptions } from './options';
export { firstValue, valueTable } from './values';
export type { CreditLine, OwnValueLine, RankingSource, RoundOutcome, ValueUse } from './credits';
export type { KeizerStanding, KeizerStandings } from './score';
export { keizerStandings } from './score';
export type { Board, KeizerPairing, PairKeizerOptions } from './pairing';
export { pairKeizerRound } from './pairing';
export type { AbsenceNote, FromTournamentOptions } from './fromTournament';
export { keizerFromTournament } from './fromTournament';
export {
  creditMessage,
  describeCredit,
  describeOwn,
  describeRanking,
  explainStanding,
  ownMessage,
  rankingMessage,
} from './explain';
