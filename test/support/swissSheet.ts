/**
 * A conformance tournament (TRF-16, `test/fixtures/pairing/`) written out as an organiser keeps it
 * in a sheet: a player list (Nr | Name | Elo) and a results list of rounds 1..k−1 (Round | Board |
 * White | Black | Result, byes and absences as rows), plus who the round-k column marks absent.
 * Only the TRF's own entries are transcribed; the expected pairing stays the engine's rounds.tsv.
 *
 * Who is absent can be given three ways (`how`): as ticks (`absent`, the sidebar's list), or in
 * the player list's Status column — `next`: round k's mark alone, without a round number;
 * `rounds`: every mark of rounds k..end with its round numbers (`H 5, 8; Z 6-7`), a run of
 * zero-point absences to the end written as a withdrawal (`W 6`) whose rows are then left out
 * of the results list, as an organiser who records a withdrawal once would keep it.
 */
import { pairNextRound } from '../../src/core/pairing';
import { readSwissSheets } from '../../src/core/pairing/fromSheets';
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

export type AbsenceSource = 'ticks' | 'next' | 'rounds';

/** Words for the Status column, varied by player so every accepted spelling is read. */
const STATUS_WORDS: Record<string, readonly string[]> = {
  H: ['H', 'h', 'bye', 'halber Punkt'],
  Z: ['Z', 'absent', 'abwesend', 'z'],
  F: ['F', 'f', 'full-point bye'],
  W: ['W', 'withdrawn', 'abgemeldet', 'zurückgezogen'],
};
const CODE: Record<string, string> = { H: 'H', Z: 'Z', '-': 'Z', F: 'F' };

/** `[5, 6, 7, 9]` → `5-7, 9`. */
function roundText(rounds: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < rounds.length; i++) {
    let j = i;
    while (j + 1 < rounds.length && rounds[j + 1] === rounds[j] + 1) j++;
    parts.push(j > i ? `${rounds[i]}-${rounds[j]}` : String(rounds[i]));
    i = j;
  }
  return parts.join(', ');
}

/**
 * The first round of a run of zero-point absences (`Z` or `0000 - -`) that lasts to the last
 * round, or null.
 */
function withdrawalRound(line: string, totalRounds: number): number | null {
  let from: number | null = null;
  for (let r = totalRounds; r >= 1; r--) {
    const b = block(line, r);
    if (b === null || b.opp !== 0 || CODE[b.result] !== 'Z') break;
    from = r;
  }
  return from;
}

/** The Status cell of a player for pairing round k. */
function statusCell(
  line: string,
  id: number,
  k: number,
  how: AbsenceSource,
  total: number,
): string {
  const word = (code: string) => STATUS_WORDS[code][id % STATUS_WORDS[code].length];
  const unavailable = (r: number) => {
    const b = block(line, r);
    return b !== null && b.opp === 0 ? CODE[b.result] : undefined;
  };
  if (how === 'next') {
    const code = unavailable(k);
    return code === undefined ? '' : word(code);
  }
  const w = withdrawalRound(line, total);
  const marks: string[] = [];
  for (const code of ['H', 'Z', 'F']) {
    const rounds: number[] = [];
    for (let r = k; r <= total && (w === null || r < w); r++) {
      if (unavailable(r) === code) rounds.push(r);
    }
    // `H5` and `H 5` both read; a single round goes without the space for some players.
    if (rounds.length > 0) {
      marks.push(
        `${word(code)}${rounds.length === 1 && id % 2 === 0 ? '' : ' '}${roundText(rounds)}`,
      );
    }
  }
  if (w !== null) marks.push(`${word('W')} ${w}`);
  return marks.join('; ');
}

export function swissSheetCase(
  trf: string,
  k: number,
  how: AbsenceSource = 'ticks',
): SwissSheetCase {
  const lines = trf.split('\n').filter(l => l.startsWith('001'));
  const totalRounds = Number(/^XXR (\d+)/m.exec(trf)?.[1]);
  const colour = /^XXC black1/m.test(trf) ? 'b' : 'w';
  const players: Cell[][] = [
    how === 'ticks' ? ['Nr', 'Name', 'Elo'] : ['Nr', 'Name', 'Elo', 'Status'],
  ];
  const results: Cell[][] = [['Round', 'Board', 'White', 'Black', 'Result']];
  const absent: SwissSheetCase['absent'] = [];
  const byId = new Map<number, string>();
  for (const l of lines) byId.set(Number(l.slice(4, 8)), l);
  const ids = [...byId.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    const line = byId.get(id) as string;
    const row: Cell[] = [id, playerName(id), Number(line.slice(48, 52))];
    if (how !== 'ticks') row.push(statusCell(line, id, k, how, totalRounds));
    players.push(row);
  }
  const withdrawn = new Map(
    ids.map(id => [
      id,
      how === 'rounds' ? withdrawalRound(byId.get(id) as string, totalRounds) : null,
    ]),
  );
  for (let r = 1; r < k; r++) {
    for (const id of ids) {
      const b = block(byId.get(id) as string, r);
      if (b === null) continue;
      const w = withdrawn.get(id);
      // A withdrawal in the Status column stands for the rows from its round on.
      if (w !== null && w !== undefined && r >= w) continue;
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
  for (const id of how === 'ticks' ? ids : []) {
    const b = block(byId.get(id) as string, k);
    if (b !== null && b.opp === 0 && ABSENT[b.result]) {
      absent.push({ name: playerName(id), kind: ABSENT[b.result] });
    }
  }
  return { players, results, absent, totalRounds, colour };
}

/**
 * The case's sheets read and the next round paired, written as rounds.tsv writes a round: Board,
 * White, Black by start number (the Nr column), the bye as a row with Board and Black empty.
 */
export function pairSheetCase(c: SwissSheetCase): { round: number; rows: string[][] } {
  const input = readSwissSheets(c.results, c.players, {
    totalRounds: c.totalRounds,
    initialColour: c.colour,
    absent: c.absent,
  });
  const p = pairNextRound(input.request);
  const rows = p.boards.map(b => [String(b.board), String(b.white), String(b.black)]);
  if (p.bye !== null) rows.push(['', String(p.bye), '']);
  return { round: input.round, rows };
}
