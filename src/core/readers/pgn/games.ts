/**
 * One PGN game's tags read as a pairing of the event: who played whom in which round, with what
 * result. Anything the standings would have to guess is refused, naming the game.
 *
 * Results: `1-0`, `0-1`, `1/2-1/2` (also `½-½`), `*` = not played yet. A game decided without
 * play is marked by its Termination tag: lichess broadcasts write `Unplayed` for a finished game
 * with fewer than two moves (lila pull request 18210), other sources `forfeit`. Then `1-0`/`0-1`
 * is a forfeit and `0-0` a double forfeit (the notation lichess issue 11503 asks for); a drawn
 * unplayed game and a bare `0-0` are refused, as nothing says what happened. `Time forfeit` is a
 * game lost on time, an ordinary result. `Unterminated` with a result contradicts itself.
 *
 * Byes: the opponent named `BYE` (or `spielfrei`, …), or `?` with `[Termination "bye"]`; the
 * player's score says which: 1 = pairing-allocated bye, ½ = half-point bye, 0 = zero-point bye.
 */
import { gameError, msg } from '../../errors';
import type { Colour } from '../../model/types';
import { isByeName, type PairResult } from '../resultTokens';
import type { PgnGame } from './tags';

export interface PgnPlayer {
  /** The name as written. */
  readonly name: string;
  readonly fideId?: string;
  readonly rating?: number;
  readonly title?: string;
  readonly team?: string;
}

export type PgnBye = 'pairing-bye' | 'half-bye' | 'zero-bye';

export type PgnPairing =
  | {
      readonly kind: 'game';
      readonly white: PgnPlayer;
      readonly black: PgnPlayer;
      /** null: not played yet (`*`). */
      readonly result: PairResult | null;
    }
  | {
      readonly kind: 'bye';
      readonly player: PgnPlayer;
      readonly colour: Colour;
      readonly bye: PgnBye;
    };

export interface EventGame {
  readonly number: number;
  /** The Round tag as written, for messages. */
  readonly roundText: string;
  readonly round: number;
  readonly board?: number;
  readonly pairing: PgnPairing;
  readonly event?: string;
  /** ISO date from EventDate or Date, when fully given. */
  readonly date?: string;
}

const UNPLAYED = new Set(['unplayed', 'forfeit', 'forfeited']);
const PGN_RESULTS = msg`1-0, 0-1, 1/2-1/2 or * (not played yet)`;

function known(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v === undefined || v === '' || v === '?' || v === '-' ? undefined : v;
}

function readRound(g: PgnGame): { round: number; board?: number; text: string } {
  const text = known(g.tags.get('Round'));
  if (text === undefined) {
    throw gameError(
      g.number,
      undefined,
      msg`the Round tag is ${g.tags.has('Round') ? `"${g.tags.get('Round')}"` : 'missing'}; expected the round, or round and board: [Round "5"] or [Round "5.3"]`,
    );
  }
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  const round = m ? Number(m[1]) : NaN;
  const board = m?.[2] !== undefined ? Number(m[2]) : undefined;
  if (!m || round < 1 || (board !== undefined && board < 1)) {
    throw gameError(
      g.number,
      undefined,
      msg`the Round tag is "${text}"; expected the round, or round and board: [Round "5"] or [Round "5.3"]`,
    );
  }
  if (board !== undefined) return { round, board, text };
  const boardTag = known(g.tags.get('Board'));
  if (boardTag !== undefined && /^\d+$/.test(boardTag) && Number(boardTag) >= 1) {
    return { round, board: Number(boardTag), text };
  }
  return { round, text };
}

function readPlayer(g: PgnGame, roundText: string, side: 'White' | 'Black'): PgnPlayer | null {
  const name = known(g.tags.get(side));
  if (name === undefined) return null;
  const at = (detail: string) => gameError(g.number, roundText, detail);
  const id = known(g.tags.get(`${side}FideId`));
  if (id !== undefined && !/^\d+$/.test(id)) {
    throw at(`${side}FideId is "${id}"; expected the FIDE id in digits`);
  }
  const elo = known(g.tags.get(`${side}Elo`));
  if (elo !== undefined && !/^\d+$/.test(elo)) {
    throw at(`${side}Elo is "${elo}"; expected a rating in digits (0 or - for unrated)`);
  }
  const title = known(g.tags.get(`${side}Title`))?.toUpperCase();
  const team = known(g.tags.get(`${side}Team`));
  return {
    name,
    ...(id !== undefined && Number(id) > 0 && { fideId: String(Number(id)) }),
    ...(elo !== undefined && Number(elo) > 0 && { rating: Number(elo) }),
    ...(title !== undefined && { title }),
    ...(team !== undefined && { team }),
  };
}

type Score = '1-0' | '0-1' | '1/2-1/2' | '0-0' | '*';

function readScore(g: PgnGame, roundText: string): Score {
  const raw = g.tags.get('Result');
  if (raw === undefined) {
    throw gameError(g.number, roundText, msg`the Result tag is missing; expected ${PGN_RESULTS}`);
  }
  const t = raw.trim().replace(/½/g, '1/2');
  if (t !== '1-0' && t !== '0-1' && t !== '1/2-1/2' && t !== '0-0' && t !== '*') {
    throw gameError(g.number, roundText, msg`the Result tag is "${raw}"; expected ${PGN_RESULTS}`);
  }
  if (g.terminator !== undefined && t !== '0-0' && g.terminator !== t) {
    throw gameError(
      g.number,
      roundText,
      msg`the Result tag says ${t} but the moves end with ${g.terminator}`,
    );
  }
  return t;
}

function pairResult(score: Score, unplayed: boolean, at: (d: string) => Error): PairResult | null {
  if (score === '*') return null;
  if (unplayed) {
    if (score === '1-0') return { kind: 'forfeit', winner: 'w' };
    if (score === '0-1') return { kind: 'forfeit', winner: 'b' };
    if (score === '0-0') return { kind: 'double-forfeit' };
    throw at(
      'a drawn game marked as unplayed; a forfeit is won by the side that came (1-0, 0-1), or ' +
        'lost by both (0-0)',
    );
  }
  if (score === '0-0') {
    throw at('the Result 0-0 is no PGN result; for a double forfeit add [Termination "Unplayed"]');
  }
  if (score === '1-0') return { kind: 'played', white: 'win', black: 'loss' };
  if (score === '0-1') return { kind: 'played', white: 'loss', black: 'win' };
  return { kind: 'played', white: 'draw', black: 'draw' };
}

function byeOf(score: Score, colour: Colour, at: (d: string) => Error): PgnBye {
  if (score === '*' || score === '0-0') {
    throw at(
      `a bye with the Result ${score}; expected the player's score: ${colour === 'w' ? '1-0, 1/2-1/2 or 0-1' : '0-1, 1/2-1/2 or 1-0'}`,
    );
  }
  if (score === '1/2-1/2') return 'half-bye';
  return (score === '1-0') === (colour === 'w') ? 'pairing-bye' : 'zero-bye';
}

function isoDate(value: string | undefined): string | undefined {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(value?.trim() ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export function readEventGame(g: PgnGame): EventGame {
  const { round, board, text } = readRound(g);
  const at = (detail: string) => gameError(g.number, text, detail);
  const score = readScore(g, text);
  const termination = g.tags.get('Termination')?.trim().toLowerCase() ?? '';
  if (termination === 'unterminated' && score !== '*') {
    throw at(`Termination says the game is unterminated, but the Result is ${score}`);
  }
  const white = readPlayer(g, text, 'White');
  const black = readPlayer(g, text, 'Black');
  const byeWord = (p: PgnPlayer | null) => p !== null && isByeName(p.name.toLowerCase());
  const bye = termination === 'bye' || byeWord(white) || byeWord(black);
  let pairing: PgnPairing;
  if (bye) {
    const whiteIsPlayer = white !== null && !byeWord(white);
    const blackIsPlayer = black !== null && !byeWord(black);
    if (whiteIsPlayer === blackIsPlayer) {
      throw at(
        whiteIsPlayer
          ? 'marked as a bye, but both White and Black name a player'
          : 'a bye without a player; name the player under White or Black',
      );
    }
    const colour: Colour = whiteIsPlayer ? 'w' : 'b';
    const player = (whiteIsPlayer ? white : black) as PgnPlayer;
    pairing = { kind: 'bye', player, colour, bye: byeOf(score, colour, at) };
  } else {
    if (white === null || black === null) {
      const side = white === null ? 'White' : 'Black';
      const tag = g.tags.get(side);
      throw at(
        `${side} is ${tag === undefined ? 'missing' : `"${tag}"`}; the standings need both ` +
          "players' names (for a bye, name the opponent BYE)",
      );
    }
    const unplayed = UNPLAYED.has(termination);
    pairing = { kind: 'game', white, black, result: pairResult(score, unplayed, at) };
  }
  const event = known(g.tags.get('Event'));
  const date = isoDate(g.tags.get('EventDate')) ?? isoDate(g.tags.get('Date'));
  return {
    number: g.number,
    roundText: text,
    round,
    ...(board !== undefined && { board }),
    pairing,
    ...(event !== undefined && { event }),
    ...(date !== undefined && { date }),
  };
}
