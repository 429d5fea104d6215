import { basename, extname } from 'node:path';
import { InputError, decodeTrf, parseDelimited, readGrid, readPgn, readTrf } from '../core';
import type { Grid, ReadOptions, ReadResult } from '../core';
import { fileKind } from './fileKind';
import { readInputFile } from './inputFile';
import { charCodes } from './charCodes';

/** A tournament file as read, and what its text says about the names in it. */
export interface Loaded {
  readonly read: ReadResult;
  /**
   * True when no participant's name holds a tab or a line break: the file is read as TRF, whose
   * names are parts of its lines (which hold no CR or LF), and has no tab at all. The TSV writer
   * then writes the names as they are, without searching each of them (standingsTsvBytes).
   */
  readonly plainNames: boolean;
}

/**
 * Reads a tournament file: TRF or a whole event's PGN by extension or content, otherwise a sheet
 * saved as CSV/TSV (fileKind).
 * CSV cells are addressed as in the sheet the file came from (A1 = first field of line 1).
 */
export function loadTournament(file: string, options: ReadOptions = {}): ReadResult {
  return loadFile(file, options).read;
}

/** loadTournament, and whether the names are plain (see Loaded). */
export function loadFile(file: string, options: ReadOptions = {}): Loaded {
  const raw = readInputFile(file);
  const text = decodeTrf(raw);
  const kind = fileKind(file, text);
  if (kind === 'pgn') {
    return { read: readPgn(text, options, basename(file, extname(file))), plainNames: false };
  }
  if (kind === 'trf') {
    // One native search of the whole text: cheaper than one per name.
    const read = readTrf(text, options, charCodes(raw, text));
    return { read, plainNames: text.indexOf('\t') < 0 };
  }
  const grid = parseDelimited(text, kind === 'tsv' ? '\t' : undefined);
  try {
    return { read: readGrid(grid, options), plainNames: false };
  } catch (e) {
    // The first field of the first line is A1, as in the sheet the file was saved from.
    if (e instanceof InputError) throw e.at({ row: 1, col: 1 });
    throw e;
  }
}

/** A sheet saved as CSV or TSV (a player list, a results list), as a grid of its fields. */
export function readGridFile(file: string, flag?: string): Grid {
  const text = decodeTrf(readInputFile(file, flag));
  return parseDelimited(text, extname(file).toLowerCase() === '.tsv' ? '\t' : undefined);
}

/** An input error of a file, said against that file (a player list's own cells too). */
export class FileInputError extends Error {
  constructor(
    readonly file: string,
    readonly error: InputError,
  ) {
    super(error.message);
  }
}

/**
 * loadFile with the event's player list (a results list takes ratings, clubs, K … from it) read
 * from `playersFile`; a mistake in the player list is a FileInputError of that file, its cell as
 * in the sheet it was saved from.
 */
export function loadWithPlayers(
  file: string,
  playersFile: string | undefined,
  options: ReadOptions = {},
): Loaded {
  if (playersFile === undefined) return loadFile(file, options);
  const players = readGridFile(playersFile, '--players');
  try {
    return loadFile(file, { ...options, players });
  } catch (e) {
    if (e instanceof InputError && e.said.key === 'player list: $1') {
      throw new FileInputError(playersFile, e);
    }
    throw e;
  }
}
