/**
 * Which sheets the add-on created. Each carries developer metadata (invisible to the user, kept
 * when the sheet is renamed or moved) recording its role, its source and its own sheet id. A
 * copy of such a sheet (Duplicate) carries the metadata too but has another id, so it is not
 * ours: the add-on writes only into sheets whose record names their own id.
 */
import type { PointSystem } from '../../core';
import type { SheetTransaction } from './transaction';
import type { SheetLike, SpreadsheetLike } from '../platform/spreadsheet';

export const METADATA_KEY = 'chess-standings';

/**
 * `keizer`: the Keizer standings sheet a Keizer evening keeps (keizerTable.ts); `schedule`: a
 * round robin's schedule and crosstable (roundRobinSheet.ts); `players` and `results`: the two
 * sheets of an event made by *New Swiss…* or *New round robin…* (event/record.ts); `crosstable`
 * and `prizes`: the ranking crosstable and the prize lists written with the standings
 * (listSheets.ts); `pairings`, `starting` and `alphabetical`: the printable pairing list of a
 * round, starting list and alphabetical list written with them.
 */
export type SheetRole =
  | 'standings'
  | 'explanations'
  | 'import'
  | 'keizer'
  | 'schedule'
  | 'players'
  | 'results'
  | 'crosstable'
  | 'prizes'
  | 'pairings'
  | 'starting'
  | 'alphabetical';

const ROLES: readonly string[] = [
  'standings',
  'explanations',
  'import',
  'keizer',
  'schedule',
  'players',
  'results',
  'crosstable',
  'prizes',
  'pairings',
  'starting',
  'alphabetical',
];

export interface OwnRecord {
  readonly role: SheetRole;
  /** The sheet id the record was written for. */
  readonly self: number;
  /** Source sheet id and range (standings and explanations). */
  readonly sourceSheetId?: number;
  readonly sourceRange?: string;
  /** Point system of an imported TRF when it is not 1/½/0. */
  readonly points?: PointSystem;
  /** An imported round robin: its progress table alone would read as Swiss. */
  readonly system?: 'round-robin';
  /** The event a `players` or `results` sheet belongs to (checked by event/record.ts). */
  readonly event?: unknown;
}

function isRecord(x: unknown): x is OwnRecord {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return ROLES.includes(r.role as string) && typeof r.self === 'number';
}

/** A record in our format, or null (someone else's metadata under our key is not ours). */
function parseRecord(text: string | null): OwnRecord | null {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The add-on's record on a sheet, if the sheet is one the add-on created (not a copy of one). */
export function ownRecord(sheet: SheetLike): OwnRecord | null {
  for (const m of sheet.getDeveloperMetadata()) {
    if (m.getKey() !== METADATA_KEY) continue;
    // Service calls stay outside the try: only a parse failure means "not ours".
    const parsed = parseRecord(m.getValue());
    if (parsed && parsed.self === sheet.getSheetId()) return parsed;
  }
  return null;
}

/** Changes fields of the record on one of our sheets (e.g. the source range of a re-run). */
export function updateOwnRecord(
  sheet: SheetLike,
  patch: Partial<Omit<OwnRecord, 'self' | 'role'>>,
  undo: { readonly t: SheetTransaction; readonly name: string },
): void {
  for (const m of sheet.getDeveloperMetadata()) {
    if (m.getKey() !== METADATA_KEY) continue;
    const before = m.getValue();
    const parsed = parseRecord(before);
    if (parsed && parsed.self === sheet.getSheetId()) {
      const after = JSON.stringify({ ...parsed, ...patch });
      if (after === before) return;
      undo.t.metadata(m, before, undo.name);
      m.setValue(after);
      return;
    }
  }
}

/** Our sheet with this role for this source sheet, if there is one. */
export function findOwnSheet(
  ss: SpreadsheetLike,
  role: SheetRole,
  sourceSheetId: number,
): SheetLike | null {
  for (const sheet of ss.getSheets()) {
    const r = ownRecord(sheet);
    if (r && r.role === role && r.sourceSheetId === sourceSheetId) return sheet;
  }
  return null;
}

/** A name for a sheet of ours from the user's text: characters spreadsheets refuse as spaces. */
export function safeSheetName(s: string): string {
  return s
    .replace(/[[\]*?/\\:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
}

/** `Standings`, or `Standings (2)`, … : the first name no sheet has (Sheets names are unique). */
export function freeSheetName(ss: SpreadsheetLike, base: string): string {
  const stem = base.slice(0, 90);
  if (!ss.getSheetByName(stem)) return stem;
  for (let n = 2; ; n++) {
    const name = `${stem} (${n})`;
    if (!ss.getSheetByName(name)) return name;
  }
}

/** A new sheet, marked as ours; removed again if the transaction fails. */
export function createOwnSheet(
  ss: SpreadsheetLike,
  base: string,
  record: Omit<OwnRecord, 'self'>,
  t: SheetTransaction,
): SheetLike {
  const name = freeSheetName(ss, base);
  const sheet = ss.insertSheet(name);
  t.created(sheet, name);
  sheet.addDeveloperMetadata(METADATA_KEY, JSON.stringify({ ...record, self: sheet.getSheetId() }));
  return sheet;
}
