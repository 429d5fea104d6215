/**
 * The pairing list of one round, as it is pinned up and handed out: board, White with the points
 * before the round, the result, Black with the points before the round, then the players without
 * a game that round (pairing-allocated bye, full-point and half-point byes, absences). Players
 * who had withdrawn or not yet joined are not part of the round and are left out.
 *
 * Boards: the board numbers the source gives (a results list) when every game of the round has
 * one; otherwise the publishing order of C.04.2 (by the points of the pair's higher player, then
 * of its lower player, then by the higher player's start number). A game whose colours the source
 * does not give is listed with the lower start number first.
 *
 * Results as a results list writes them, so the list reads back: `1-0`, `½-½`, `0-1`, `+:-`,
 * `-:+`, `-:-`, an arbiter's award such as `0-0` or `½-0`, and nothing for a game not played yet.
 */
import { msg, rangeError } from '../errors';
import { pointsFor } from '../model/points';
import type { ByeKind, Participant, RoundEntry, Tournament } from '../model/types';
import type { Column, ListCell, ListTable, PlainColumnId } from './types';

/** The kinds of round without a game that the list shows, in its order. */
export type ListedBye = Extract<ByeKind, 'pairing-bye' | 'full-bye' | 'half-bye' | 'zero-bye'>;

const LISTED_BYES: readonly ListedBye[] = ['pairing-bye', 'full-bye', 'half-bye', 'zero-bye'];

const SCORE: Readonly<Record<'win' | 'draw' | 'loss', string>> = { win: '1', draw: '½', loss: '0' };

/** The last round in which somebody has a game or a game to play (0 for none). */
export function lastPairedRound(t: Tournament): number {
  let last = 0;
  for (const p of t.participants) {
    for (let r = p.rounds.length; r > last; r--) {
      if ('opponent' in p.rounds[r - 1]) {
        last = r;
        break;
      }
    }
  }
  return last;
}

/** The round a pairing list shows when none is asked for: the last one paired. */
export function lastPairedRoundOrRefuse(t: Tournament): number {
  const round = lastPairedRound(t);
  if (round === 0) throw rangeError(msg`no round has been paired yet`);
  return round;
}

interface Row {
  board: number | undefined;
  /** Participant indices; -1 for no player on that side. */
  readonly white: number;
  readonly black: number;
  /** The result, or the label of a round without a game. */
  readonly result: string;
}

function resultOf(w: RoundEntry, b: RoundEntry): string {
  if (w.kind === 'pending') return '';
  if (w.kind === 'double-forfeit') return '-:-';
  if (w.kind === 'forfeit-win') return b.kind === 'forfeit-win' ? '+:+' : '+:-';
  if (w.kind === 'forfeit-loss') return b.kind === 'forfeit-win' ? '-:+' : '-:-';
  if (w.kind === 'played' && b.kind === 'played') return `${SCORE[w.result]}-${SCORE[b.result]}`;
  return '';
}

/** White in a game: the side whose entry or whose opponent's entry says so, else the lower number. */
function isWhite(own: RoundEntry, other: RoundEntry, ownNo: number, otherNo: number): boolean {
  const mine = 'colour' in own ? own.colour : undefined;
  const theirs = 'colour' in other ? other.colour : undefined;
  if (mine !== undefined) return mine === 'w';
  if (theirs !== undefined) return theirs === 'b';
  return ownNo < otherNo;
}

export interface PairingListWords {
  /** The label of each kind of round without a game (`bye`, `spielfrei`, …). */
  readonly byes: Readonly<Record<ListedBye, string>>;
}

export function pairingList(t: Tournament, round: number, words: PairingListWords): ListTable {
  if (!Number.isInteger(round) || round < 1 || round > t.rounds) {
    throw rangeError(
      msg`there is no round ${round} to list: the event has rounds 1 to ${t.rounds}`,
    );
  }
  const ps = t.participants;
  const k = round - 1;
  const indexOf = new Map(ps.map((p, i) => [p.startNo, i]));
  const before = ps.map(p => {
    let sum = 0;
    for (let r = 0; r < k; r++) sum += pointsFor(p.rounds[r], t.pointSystem);
    return sum;
  });
  const games: Row[] = [];
  const byes: { index: number; kind: ListedBye }[] = [];
  ps.forEach((p, i) => {
    const e = p.rounds[k];
    if (!('opponent' in e)) {
      const kind = LISTED_BYES.find(b => b === e.kind);
      if (kind !== undefined) byes.push({ index: i, kind });
      return;
    }
    const j = e.opponent === null ? undefined : indexOf.get(e.opponent);
    if (j === undefined) {
      // A forfeit without a named opponent: listed alone, with its own side's result.
      games.push({
        board: e.board,
        white: i,
        black: -1,
        result: e.kind === 'forfeit-win' ? '+' : '-',
      });
      return;
    }
    const o = ps[j].rounds[k];
    if (!isWhite(e, o, p.startNo, ps[j].startNo)) return;
    games.push({ board: e.board ?? boardOf(o), white: i, black: j, result: resultOf(e, o) });
  });
  orderGames(games, before, ps);
  byes.sort(
    (a, b) => LISTED_BYES.indexOf(a.kind) - LISTED_BYES.indexOf(b.kind) || a.index - b.index,
  );
  const rows: Row[] = [
    ...games,
    ...byes.map(b => ({ board: undefined, white: b.index, black: -1, result: words.byes[b.kind] })),
  ];
  const rated = ps.some(p => p.rating !== undefined);
  const ids: PlainColumnId[] = [
    'board',
    'whiteNo',
    'white',
    ...(rated ? (['whiteRating'] as const) : []),
    'whitePoints',
    'result',
    'blackPoints',
    'black',
    ...(rated ? (['blackRating'] as const) : []),
    'blackNo',
  ];
  const at = (i: number, f: (p: Participant, i: number) => ListCell): ListCell =>
    i < 0 ? null : f(ps[i], i);
  const cell = (id: PlainColumnId, row: Row): ListCell => {
    switch (id) {
      case 'board':
        return row.board ?? null;
      case 'whiteNo':
        return at(row.white, p => p.startNo);
      case 'white':
        return at(row.white, p => p.name);
      case 'whiteRating':
        return at(row.white, p => p.rating ?? null);
      case 'whitePoints':
        return at(row.white, (_, i) => before[i]);
      case 'result':
        return row.result;
      case 'blackPoints':
        return at(row.black, (_, i) => before[i]);
      case 'black':
        return at(row.black, p => p.name);
      case 'blackRating':
        return at(row.black, p => p.rating ?? null);
      case 'blackNo':
        return at(row.black, p => p.startNo);
      default:
        return null;
    }
  };
  const columns: Column[] = ids.map(id => ({ id }));
  return {
    heading: { kind: 'pairings', round },
    columns,
    rows: rows.map(row => ids.map(id => cell(id, row))),
    notes: [],
  };
}

function boardOf(e: RoundEntry): number | undefined {
  return 'board' in e ? e.board : undefined;
}

/**
 * The source's boards when every game has one; else C.04.2's publishing order (higher player's
 * points, lower player's points, higher player's start number).
 */
function orderGames(games: Row[], before: readonly number[], ps: readonly Participant[]): void {
  if (games.length > 0 && games.every(g => g.board !== undefined)) {
    games.sort((a, b) => (a.board as number) - (b.board as number));
    return;
  }
  const key = (g: Row) => {
    const sides = [g.white, g.black].filter(i => i >= 0);
    sides.sort((a, b) => before[b] - before[a] || ps[a].startNo - ps[b].startNo);
    const [hi, lo] = sides;
    return { hi: before[hi], lo: lo === undefined ? -1 : before[lo], no: ps[hi].startNo };
  };
  const keyed = games.map(g => ({ g, k: key(g) }));
  keyed.sort((a, b) => b.k.hi - a.k.hi || b.k.lo - a.k.lo || a.k.no - b.k.no);
  keyed.forEach((x, n) => (games[n] = { ...x.g, board: n + 1 }));
}
