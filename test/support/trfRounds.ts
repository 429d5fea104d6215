/**
 * TRF-16 files made and changed round by round in tests: player lines, a paired round's results
 * filled in, a round block set by hand (an altered pairing), and the points field (columns
 * 81–84) summed again from the blocks (win 1, draw ½, loss 0; U, F, + a win, H a draw).
 */
import { POINTS } from '../core/pairing/cutRound';

/** 0-based index of the opponent field of round `round` (column 92 for round 1). */
function blockAt(round: number): number {
  return 91 + 10 * (round - 1);
}

/** A 001 line: start number, name, rating, then round blocks such as `   2 w 1`, `0000 - H`. */
export function playerLine(id: number, blocks: readonly string[] = [], rating = 2400 - id): string {
  const head = `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${String(rating).padStart(4)}`;
  return withPoints(
    `${head.padEnd(80)} 0.0 ${String(id).padStart(4)}${blocks.map(b => `  ${b}`).join('')}`,
  );
}

/** A line with its points field summed from its blocks. */
function withPoints(line: string): string {
  let tenths = 0;
  for (let at = blockAt(1); at < line.length; at += 10) {
    tenths += POINTS[(line[at + 7] ?? ' ').toUpperCase()] ?? 0;
  }
  const points = `${Math.floor(tenths / 10)}.${tenths % 10}`.padStart(4);
  return `${line.slice(0, 80)}${points}${line.slice(84)}`;
}

function mapPlayers(text: string, f: (line: string, id: number) => string): string {
  return text
    .split('\n')
    .map(l => (l.startsWith('001') ? withPoints(f(l, Number(l.slice(4, 8)))) : l))
    .join('\n');
}

/** The block of a player in a round, 8 characters (`  12 w 1`, `0000 - U`, blanks). */
export function block(text: string, id: number, round: number): string {
  const line = text.split('\n').find(l => l.startsWith('001') && Number(l.slice(4, 8)) === id);
  const at = blockAt(round);
  return (line ?? '').slice(at, at + 8).padEnd(8);
}

/** The file with player `id`'s block of `round` replaced (points summed again). */
export function setBlock(text: string, id: number, round: number, value: string): string {
  return mapPlayers(text, (l, pid) => {
    if (pid !== id) return l;
    const at = blockAt(round);
    const padded = l.padEnd(at + 8);
    return `${padded.slice(0, at)}${value.padEnd(8)}${padded.slice(at + 8)}`.trimEnd();
  });
}

/**
 * The file with the results of a paired round written in (the form `pair --format trf` leaves:
 * `  12 w`): `result(white, black)` gives White's result, 1, = or 0.
 */
export function fillResults(
  text: string,
  round: number,
  result: (white: number, black: number) => '1' | '=' | '0',
): string {
  const other = { '1': '0', '0': '1', '=': '=' } as const;
  return mapPlayers(text, (l, id) => {
    const at = blockAt(round);
    const b = l.slice(at, at + 8);
    const opp = Number(b.slice(0, 4));
    if (!(opp > 0) || b.length < 6 || (b[7] ?? ' ') !== ' ') return l;
    const white = b[5] === 'w';
    const r = white ? result(id, opp) : other[result(opp, id)];
    return `${l.slice(0, at)}${b.slice(0, 6)} ${r}${l.slice(at + 8)}`;
  });
}
