/**
 * A conformance tournament (TRF-16, `test/fixtures/pairing/`) written out as an organiser keeps it
 * in a sheet: a player list (Nr | Name | Elo) and a results list of rounds 1..k−1 (Round | Board |
 * White | Black | Result, byes and absences as rows), plus who the round-k column marks absent.
 * Only the TRF's own entries are transcribed; the expected pairing stays the engine's rounds.tsv.
 */
import { block } from '../core/pairing/cutRound';

export type Cell = string | number;
export type AbsentKind = 'half-bye' | 'zero-bye' | 'full-bye';

export interface SwissSheetCase {
  readonly players: Cell[][];
  readonly results: Cell[][];
  readonly absent: { name: string; kind: AbsentKind }[];
  readonly totalRounds: number;
  readonly colour: 'w' | 'b';
}

const PAIR_RESULT: Record<string, string> = {
  '1': '1-0',
  '0': '0-1',
  '=': '½-½',
  '+': '+:-',
  '-': '-:+',
};
const SOLO: Record<string, string> = { U: 'bye', H: 'H', F: 'F', Z: 'Z', '-': 'Z' };
const ABSENT: Record<string, AbsentKind> = {
  H: 'half-bye',
  Z: 'zero-bye',
  '-': 'zero-bye',
  F: 'full-bye',
};

export const playerName = (id: number): string => `Player ${String(id).padStart(3, '0')}`;

export function swissSheetCase(trf: string, k: number): SwissSheetCase {
  const lines = trf.split('\n').filter(l => l.startsWith('001'));
  const totalRounds = Number(/^XXR (\d+)/m.exec(trf)?.[1]);
  const colour = /^XXC black1/m.test(trf) ? 'b' : 'w';
  const players: Cell[][] = [['Nr', 'Name', 'Elo']];
  const results: Cell[][] = [['Round', 'Board', 'White', 'Black', 'Result']];
  const absent: SwissSheetCase['absent'] = [];
  const byId = new Map<number, string>();
  for (const l of lines) byId.set(Number(l.slice(4, 8)), l);
  const ids = [...byId.keys()].sort((a, b) => a - b);
  for (const id of ids) players.push([id, playerName(id), Number(byId.get(id)?.slice(48, 52))]);
  for (let r = 1; r < k; r++) {
    for (const id of ids) {
      const b = block(byId.get(id) as string, r);
      if (b === null) continue;
      if (b.opp === 0) {
        results.push([r, '', playerName(id), '', SOLO[b.result]]);
      } else if (b.colour === 'w' || (b.colour !== 'b' && id < b.opp)) {
        // A double forfeit (both `-`) reads as -:-.
        const other = block(byId.get(b.opp) as string, r);
        const res = b.result === '-' && other?.result === '-' ? '-:-' : PAIR_RESULT[b.result];
        results.push([r, '', playerName(id), playerName(b.opp), res]);
      }
    }
  }
  for (const id of ids) {
    const b = block(byId.get(id) as string, k);
    if (b !== null && b.opp === 0 && ABSENT[b.result]) {
      absent.push({ name: playerName(id), kind: ABSENT[b.result] });
    }
  }
  return { players, results, absent, totalRounds, colour };
}
