export { readPgn } from './read';
export { looksLikePgn } from './tags';
