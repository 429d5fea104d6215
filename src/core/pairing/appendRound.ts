/**
 * The pairing file with the new round written into every 001 line (opponent and colour, result
 * blank; the PAB as `0000 - U`), as a pairing program hands it back. Players not to be paired
 * already carry their entry for the round; nothing else in the file changes.
 */
import { padToColumns } from '../readers/trf/codePoints';
import { withRecords } from './fileRecords';
import type { PairingFile } from './fromTrf';
import type { Pairing } from './types';

function blockStart(round: number): number {
  // 0-based index of the two spaces before round `round`'s opponent (column 92 for round 1).
  return 89 + 10 * (round - 1);
}

export function appendRound(given: PairingFile, pairing: Pairing): string {
  const file = withTotalRounds(given);
  const entry = new Map<number, string>();
  for (const b of pairing.boards) {
    entry.set(b.white, `${String(b.black).padStart(4)} w`);
    entry.set(b.black, `${String(b.white).padStart(4)} b`);
  }
  if (pairing.bye !== null) entry.set(pairing.bye, '0000 - U');
  const lines = [...file.lines];
  for (const [id, index] of file.playerLine) {
    const e = entry.get(id);
    if (e === undefined) continue;
    // Columns are code points: a name holding an emoji is two code units but one column.
    lines[index] = `${padToColumns(lines[index].trimEnd(), blockStart(pairing.round))}  ${e}`;
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The file with the total number of rounds the pairing used (an event extended past its XXR /
 * 142, `--rounds`): the record rewritten, or XXR added. Otherwise the file read back would have
 * more rounds than it declares.
 */
function withTotalRounds(file: PairingFile): PairingFile {
  const total = file.request.totalRounds;
  let declared = false;
  const lines = file.lines.map(line => {
    const m = /^(XXR|142)(\s+)(\d+)\s*$/.exec(line);
    if (!m) return line;
    declared = true;
    return Number(m[3]) === total ? line : `${m[1]}${m[2]}${total}`;
  });
  return declared ? { ...file, lines } : withRecords(file, [`XXR ${total}`]);
}
