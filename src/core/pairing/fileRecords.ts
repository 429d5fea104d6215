/**
 * Records added to a pairing file before it is written back (`XXC` for an initial colour chosen,
 * `XXA` for virtual points worked out): they go in before the first player line, where the
 * engines' own files keep them, and every player line's index moves with them.
 */
import type { PairingFile } from './fromTrf';

export function withRecords(file: PairingFile, records: readonly string[]): PairingFile {
  if (records.length === 0) return file;
  const at = Math.min(...file.playerLine.values());
  const lines = [...file.lines.slice(0, at), ...records, ...file.lines.slice(at)];
  const shift = records.length;
  const playerLine = new Map([...file.playerLine].map(([id, i]) => [id, i >= at ? i + shift : i]));
  return { ...file, lines, playerLine };
}
