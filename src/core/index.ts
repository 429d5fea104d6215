// The core's public surface: what the command line, the Apps Script adapter and the sidebar use.
export * from './errors';
export * from './model/types';
export * from './model/points';
export * from './model/withdrawal';
export type { Cell, Grid, WallClock, WallClockReader } from './readers/cells';
export { normaliseGrid } from './readers/cells';
export type { Layout, ReadOptions, ReadResult } from './readers/types';
export { parseDelimited } from './readers/csv';
export type { Delimiter } from './readers/csv';
export { readGrid } from './readers/readGrid';
export { charBytes, decodeTrf, readTrf, writeTeamTrf, writeTrf16 } from './readers/trf';
export type { CharCodes } from './readers/trf';
export { looksLikePgn, readPgn } from './readers/pgn';
export * from './tiebreaks';
export { formatNumber } from './numbers';
export { defaultRuleSet, finalRanks, resolveRequest, splitTiebreakList } from './request';
