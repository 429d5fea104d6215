/**
 * The ranking crosstable, as chess-results prints its "final ranking crosstable": the players in
 * ranking order with place, start number, title, name, federation and rating, one column per
 * round, the points and the event's tie-breaks.
 *
 * A round's entry names the opponent by their LINE in this table (1 = the first line), with the
 * colour and the result: `12w1`, `5b½`, `7w0`; forfeits `3b+`, `3w-`, both absent `3w--`; a game
 * not played yet `3w`. Without a colour the opponent and the result are split by a space (`12 1`).
 * Rounds without a game, as chess-results writes them: `-1` pairing-allocated bye, `-½`
 * half-point bye, `-0` absent (zero-point bye, withdrawn, not yet joined), and `F` for a
 * full-point bye (chess-results would print it `-1` too, which would read back as a
 * pairing-allocated bye, and C.07 Art. 16 scores the two differently); `+` / `-` a forfeit
 * without a named opponent. Players tied on everything share the place in the first column
 * but keep their own lines, so every entry names one line. The progress-table reader reads all
 * of it back (opponents numbered by line, as it reads chess-results' tables).
 *
 * A round robin is printed square in ranking order (each cell the row player's score against the
 * column player: `1`, `½`, `0`, `+`, `-`, `--`; both games of a double round robin in round order
 * with their colours, `w1 b½`; the diagonal `*`) when that shows every game: each pair met as often as every other (once or
 * twice), every round without a game scored nothing (the free round of an odd field), every
 * forfeit had a named opponent, and every game of a double round robin is played, with colours.
 * Otherwise, and when asked, it is printed by rounds as a Swiss is.
 */
import { pointsFor } from '../model/points';
import { msg, rangeError } from '../errors';
import type { Message } from '../errors';
import type { Colour, RoundEntry, Tournament } from '../model/types';
import { codeColumns, placeOf, playerCell, playerColumns, plain } from './ranked';
import type { RankedEvent } from './ranked';
import type { Column, ListCell, ListNote, ListTable, PlainColumnId } from './types';

export type CrosstableLayout = 'auto' | 'rounds' | 'square';

export interface CrosstableOptions {
  /** `auto` (default): square for a round robin that it shows whole, by rounds otherwise. */
  readonly layout?: CrosstableLayout;
  /** The colour letters: `w`/`b` in English, `w`/`s` in German. */
  readonly colours?: { readonly w: string; readonly b: string };
}

const PLAYER_COLUMNS: readonly PlainColumnId[] = [
  'startNo',
  'title',
  'name',
  'federation',
  'rating',
];

const OWN_SCORE: Readonly<Record<'win' | 'draw' | 'loss', string>> = {
  win: '1',
  draw: '½',
  loss: '0',
};

/** Why a round robin cannot be shown square, or null when it can. */
export function squareRefusal(t: Tournament): Message | null {
  if (t.system !== 'round-robin') return msg`the event is not a round robin`;
  const meetings = new Map<string, number>();
  let pendingSomewhere = false;
  let colourless = false;
  for (const p of t.participants) {
    for (const e of p.rounds) {
      if (!('opponent' in e)) {
        if (pointsFor(e, t.pointSystem) !== 0) return msg`a round without a game scored points`;
        continue;
      }
      if (e.opponent === null) return msg`a forfeit names no opponent`;
      if (e.kind === 'pending') pendingSomewhere = true;
      if (e.colour === undefined) colourless = true;
      const key = `${p.startNo}/${e.opponent}`;
      meetings.set(key, (meetings.get(key) ?? 0) + 1);
    }
  }
  const n = t.participants.length;
  const counts = new Set(meetings.values());
  if (meetings.size !== n * (n - 1) || counts.size !== 1) {
    return msg`not every pair met equally often`;
  }
  const cycles = [...counts][0];
  if (cycles > 2) return msg`some pairs met more than twice`;
  if (cycles === 2 && pendingSomewhere) {
    return msg`a game of the double round robin is still to be played`;
  }
  if (cycles === 2 && colourless) return msg`a game of the double round robin has no colour`;
  return null;
}

export function rankingCrosstable(ev: RankedEvent, options: CrosstableOptions = {}): ListTable {
  const t = ev.tournament;
  const layout = options.layout ?? 'auto';
  const why = layout === 'rounds' ? null : squareRefusal(t);
  if (layout === 'square' && why !== null) {
    throw rangeError(msg`the crosstable cannot be printed square: ${why}; print it by rounds`);
  }
  const square = layout !== 'rounds' && why === null;
  const colours = options.colours ?? { w: 'w', b: 'b' };
  return square ? squareTable(ev, colours) : roundsTable(ev, colours);
}

function playerPart(ev: RankedEvent): PlainColumnId[] {
  return playerColumns(ev.tournament.participants, PLAYER_COLUMNS);
}

type ColourLetters = { readonly w: string; readonly b: string };

function roundsTable(ev: RankedEvent, colours: ColourLetters): ListTable {
  const t = ev.tournament;
  const ps = t.participants;
  const ids = playerPart(ev);
  const columns: Column[] = [
    { id: 'rank' },
    ...plain(ids),
    ...Array.from({ length: t.rounds }, (_, k) => ({ id: 'round' as const, round: k + 1 })),
    { id: 'points' },
    ...codeColumns(ev.standings),
  ];
  const lineNo = (startNo: number | null): number | null => {
    if (startNo === null) return null;
    const i = ev.indexOfStartNo.get(startNo);
    return i === undefined ? null : ev.lineOf[i] + 1;
  };
  let unplayed = false;
  const rows = ev.standings.rows.map(r => {
    const p = ps[r.index];
    const entries = p.rounds.map(e => {
      if (!('opponent' in e)) unplayed = true;
      return roundEntry(e, lineNo, colours);
    });
    return [
      placeOf(r),
      ...ids.map(id => playerCell(p, id)),
      ...entries,
      r.points,
      ...r.values,
    ] as ListCell[];
  });
  const notes: ListNote[] = unplayed ? [{ kind: 'legend' }] : [];
  return { heading: { kind: 'crosstable', rounds: t.rounds }, columns, rows, notes };
}

/** One round of a player as the crosstable writes it (see the module comment). */
export function roundEntry(
  e: RoundEntry,
  lineNo: (startNo: number | null) => number | null,
  colours: { readonly w: string; readonly b: string },
): string {
  const game = (opponent: number | null, colour: Colour | undefined, result: string): string => {
    const line = lineNo(opponent);
    if (line === null) return result;
    return colour ? `${line}${colours[colour]}${result}` : `${line} ${result}`;
  };
  switch (e.kind) {
    case 'played':
      return game(e.opponent, e.colour, OWN_SCORE[e.result]);
    case 'forfeit-win':
      return game(e.opponent, e.colour, '+');
    case 'forfeit-loss':
      return game(e.opponent, e.colour, '-');
    case 'double-forfeit':
      return game(e.opponent, e.colour, '--');
    case 'pending':
      return game(e.opponent, e.colour, '').trimEnd();
    case 'pairing-bye':
      return '-1';
    case 'full-bye':
      return 'F';
    case 'half-bye':
      return '-½';
    case 'zero-bye':
    case 'withdrawn':
    case 'not-joined':
      return '-0';
  }
}

/** A game's score from one side, as a square crosstable cell writes it. */
function squareScore(e: RoundEntry): string {
  switch (e.kind) {
    case 'played':
      return OWN_SCORE[e.result];
    case 'forfeit-win':
      return '+';
    case 'forfeit-loss':
      return '-';
    case 'double-forfeit':
      return '--';
    default:
      return '';
  }
}

/**
 * The games of a pair in one cell: one game as its score (`1`, `½`, `-`, `--`); the two games of
 * a double round robin in round order, each with its colour (`w1 b½`, `w- b--`), since `- -`
 * without them reads as one double forfeit.
 */
function squareCell(games: readonly RoundEntry[], colours: ColourLetters): string {
  const scored = games.filter(e => e.kind !== 'pending');
  if (scored.length < 2) return scored.map(squareScore).join('');
  return scored.map(e => `${colours[(e as { colour: Colour }).colour]}${squareScore(e)}`).join(' ');
}

function squareTable(ev: RankedEvent, colours: ColourLetters): ListTable {
  const t = ev.tournament;
  const ps = t.participants;
  const n = ps.length;
  const ids = playerPart(ev);
  const columns: Column[] = [
    { id: 'rank' },
    ...plain(ids),
    ...Array.from({ length: n }, (_, k) => ({ id: 'opponent' as const, line: k + 1 })),
    { id: 'points' },
    ...codeColumns(ev.standings),
  ];
  const rows = ev.standings.rows.map((r, line) => {
    const p = ps[r.index];
    const cells: RoundEntry[][] = Array.from({ length: n }, () => []);
    for (const e of p.rounds) {
      if (!('opponent' in e) || e.opponent === null) continue;
      const j = ev.indexOfStartNo.get(e.opponent) as number;
      cells[ev.lineOf[j]].push(e);
    }
    const square = cells.map((games, k) => (k === line ? '*' : squareCell(games, colours)));
    return [
      placeOf(r),
      ...ids.map(id => playerCell(p, id)),
      ...square,
      r.points,
      ...r.values,
    ] as ListCell[];
  });
  return { heading: { kind: 'crosstable', rounds: t.rounds }, columns, rows, notes: [] };
}
