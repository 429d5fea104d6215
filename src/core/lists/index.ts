// The lists an arbiter hands out: ranking crosstable, pairing list, starting and alphabetical
// lists, prize and category lists. Each is cut from one ranking (rankedEvent).
export * from './types';
export { rankedEvent } from './ranked';
export type { RankedEvent } from './ranked';
export { rankingCrosstable, roundEntry, squareRefusal } from './crosstable';
export type { CrosstableLayout, CrosstableOptions } from './crosstable';
export { lastPairedRound, lastPairedRoundOrRefuse, pairingList } from './pairingList';
export type { ListedBye, PairingListWords } from './pairingList';
export { alphabeticalList, startingList } from './playerLists';
export {
  DEFAULT_AGE_BANDS,
  ageBandLabel,
  categoryLabel,
  categoryLists,
  parseAgeBand,
  parseAgeBands,
  parseCategories,
  parseCategory,
  ratingBandLabel,
  ratingBands,
} from './categories';
export type { CategoryOptions, CategoryRequest } from './categories';
export {
  categoryName,
  categoryTitle,
  cellText,
  columnHeader,
  flatCategories,
  headingText,
  isNumeric,
  listWords,
  machineText,
  noteText,
} from './words';
