/**
 * A whole event's PGN (one game per pairing, as broadcasts and online events publish it) read as
 * a tournament. Only the tags count: Round (`5` or `5.3` = round 5, board 3), White, Black,
 * Result, the players' Elo, FideId, Title and Team, Event and Date. A file merged from two feeds
 * may label two games of a round with the same board: both are games (see checkRounds, boardsOf).
 *
 * Players are the same person when their FIDE ids agree, else when their names do (ignoring case,
 * spacing and "Last, First" vs "First Last"); a name with two ids, or an id with two names, is
 * refused. Start numbers follow FIDE's initial ranking: rating (unrated last), then title, then
 * name. A player without a game in a round is absent: not yet joined before their first game, a
 * zero-point bye after it (a PGN cannot say more). Games without a result (`*`) are pending:
 * scheduled, scoring nothing yet. The system is a round robin when every player meets every other
 * equally often (once or twice), else Swiss, unless `options.system` says.
 */
import { described, gameError, lineError, msg } from '../../errors';
import type { Message } from '../../errors';
import { DEFAULT_POINTS } from '../../model/points';
import type { Participant, RoundEntry, TournamentSystem } from '../../model/types';
import { playerNameKey } from '../playerList';
import { gameEntries } from '../resultsList';
import { gamesCount, playersCount, roundsCount } from '../../messages/counts';
import type { ReadOptions, ReadResult } from '../types';
import { readEventGame, type EventGame, type PgnPlayer } from './games';
import { readPgnGames } from './tags';
import { compareInitialRanking } from '../../pairing/initialRanking';

interface Appearance {
  readonly game: EventGame;
  readonly player: PgnPlayer;
  readonly key: string;
}

const named = (g: EventGame) => `game ${g.number} (round ${g.roundText})`;

function sidesOf(g: EventGame): PgnPlayer[] {
  return g.pairing.kind === 'game' ? [g.pairing.white, g.pairing.black] : [g.pairing.player];
}

/** Every player's appearances, keyed by name, after checking names and FIDE ids agree. */
function identify(games: readonly EventGame[]): Appearance[] {
  const byId = new Map<string, Appearance>();
  const idOf = new Map<string, Appearance>();
  const all: Appearance[] = [];
  for (const game of games) {
    for (const player of sidesOf(game)) {
      const a: Appearance = { game, player, key: playerNameKey(player.name) };
      const id = player.fideId;
      if (id !== undefined) {
        const same = byId.get(id);
        if (same && same.key !== a.key) {
          throw gameError(
            game.number,
            game.roundText,
            msg`FIDE id ${id} is "${player.name}" here but "${same.player.name}" in ${named(same.game)}`,
          );
        }
        const other = idOf.get(a.key);
        if (other && other.player.fideId !== id) {
          throw gameError(
            game.number,
            game.roundText,
            msg`"${player.name}" has FIDE id ${id} here but ${String(other.player.fideId)} in ${named(other.game)}`,
          );
        }
        byId.set(id, a);
        idOf.set(a.key, a);
      }
      all.push(a);
    }
  }
  return all;
}

/**
 * The tournament's name from the games' Event tags (`?` and missing ones left out). Games that
 * all name one event give it. Broadcasts label games differently (`Round 1: Anna - Bert`, a
 * second feed's own title): then the words they share at the start, without the separators and
 * a round word left at their end (`World Rapid 2024 | Round 1`, `World Rapid 2024 | Round 2` →
 * `World Rapid 2024`); when they share nothing, the file's name. One file is still one event:
 * sections exported together (Open A, Open B) would be ranked as one field, so Events that split
 * the players into groups that never meet are refused.
 */
function eventName(games: readonly EventGame[], fileName: string | undefined): string | undefined {
  const tagged = games.filter(g => g.event !== undefined);
  const events = [...new Set(tagged.map(g => g.event as string))];
  if (events.length <= 1) return events[0] ?? fileName;
  refuseSections(tagged);
  return commonEventPart(events) ?? fileName;
}

/**
 * Refuses Events that are sections: two or more of them hold several games each, and no player of
 * one Event's games plays in another's. (Labels of single games, `Round 1: Anna - Bert`, are no
 * sections even in a file of one round.)
 */
function refuseSections(tagged: readonly EventGame[]): void {
  const games = new Map<string, number>();
  for (const g of tagged) games.set(g.event as string, (games.get(g.event as string) ?? 0) + 1);
  if ([...games.values()].filter(n => n > 1).length < 2) return;
  const eventOf = new Map<string, string>();
  for (const g of tagged) {
    for (const p of sidesOf(g)) {
      const key = playerNameKey(p.name);
      const seen = eventOf.get(key);
      if (seen !== undefined && seen !== g.event) return;
      eventOf.set(key, g.event as string);
    }
  }
  const first = tagged[0];
  const other = tagged.find(g => g.event !== first.event) as EventGame;
  throw gameError(
    other.number,
    other.roundText,
    msg`the Event is "${String(other.event)}" but "${String(first.event)}" in ${named(first)}, and no player plays under both; a file holds the games of one event (split sections into files of their own)`,
  );
}

/**
 * The patterns commonEventPart trims with, made when first needed: as module constants, their
 * Unicode classes were built by every started program (~2.4M instructions of a TRF command that
 * reads no PGN).
 */
interface Trims {
  /** Separators at the end of the shared start (`World Rapid 2024 | Round 1`). */
  readonly separators: RegExp;
  /** A round word left at its end (`… Round 1`, `… Runde 2`). */
  readonly roundWord: RegExp;
  /** A bracket opened and not closed (`Women (feed A)`, `Women (feed B)`). */
  readonly openBracket: RegExp;
  readonly wordEnd: RegExp;
  readonly wordChar: RegExp;
}
let trims: Trims | undefined;

function trimPatterns(): Trims {
  return (trims ??= {
    separators: /[\s|:;,.·•/\\()[\]{}<>#–—-]+$/u,
    roundWord: /(?:^|\s)(?:round|rd|rnd|runde|rde|game|partie|board|brett)$/iu,
    openBracket: /[([{][^)\]}]*$/u,
    wordEnd: /[\p{L}\p{N}]+$/u,
    wordChar: /[\p{L}\p{N}]/u,
  });
}

/**
 * The whole words every Event starts with, without separators or a round word at their end;
 * undefined when nothing is left.
 */
export function commonEventPart(events: readonly string[]): string | undefined {
  const t = trimPatterns();
  const isWordChar = (c: string | undefined) => c !== undefined && t.wordChar.test(c);
  let common = events[0];
  for (const e of events) {
    let k = 0;
    while (k < common.length && k < e.length && common[k] === e[k]) k++;
    common = common.slice(0, k);
  }
  // `Round 1` and `Round 12` share `Round 1`: a word cut short is no part of the name.
  if (isWordChar(common[common.length - 1]) && events.some(e => isWordChar(e[common.length]))) {
    common = common.replace(t.wordEnd, '');
  }
  let name = common;
  for (let before = ''; before !== name;) {
    before = name;
    name = name.replace(t.separators, '').replace(t.roundWord, '').replace(t.openBracket, '');
  }
  name = name.trim();
  return name === '' ? undefined : name;
}

/** A game as messages name it: its place in the file, its Round tag and its players. */
function gameLabel(g: EventGame): Message {
  return g.pairing.kind === 'game'
    ? msg`game ${g.number} (round ${g.roundText}: ${g.pairing.white.name} – ${g.pairing.black.name})`
    : msg`game ${g.number} (round ${g.roundText}: ${g.pairing.player.name}, bye)`;
}

/**
 * Checks that nobody plays twice in a round and that the rounds run 1, 2, 3, …; the number of
 * rounds. Board labels are no identity: two feeds merged into one file (a broadcast's boards
 * 1–27 and another's 1–28) label different games alike, and both are games of the round.
 */
function checkRounds(games: readonly EventGame[]): number {
  const inRound = new Map<string, EventGame>();
  const pairs = new Map<string, EventGame>();
  const firstOfRound = new Map<number, EventGame>();
  for (const g of games) {
    const at = (detail: string | Message) => gameError(g.number, g.roundText, detail);
    if (!firstOfRound.has(g.round)) firstOfRound.set(g.round, g);
    const keys = sidesOf(g).map(p => playerNameKey(p.name));
    if (g.pairing.kind === 'game') {
      if (keys[0] === keys[1]) {
        throw at(`White and Black are both "${g.pairing.white.name}"`);
      }
      const pair = `${g.round}/${[...keys].sort().join('\n')}`;
      const twin = pairs.get(pair);
      if (twin) {
        throw at(
          msg`${g.pairing.white.name} – ${g.pairing.black.name} of round ${g.round} is given twice: in ${gameLabel(g)} and in ${gameLabel(twin)}`,
        );
      }
      pairs.set(pair, g);
    }
    sidesOf(g).forEach((p, i) => {
      const other = inRound.get(`${g.round}/${keys[i]}`);
      if (other) {
        throw at(
          msg`"${p.name}" plays twice in round ${g.round}: in ${gameLabel(g)} and in ${gameLabel(other)}`,
        );
      }
      inRound.set(`${g.round}/${keys[i]}`, g);
    });
  }
  const last = Math.max(...firstOfRound.keys());
  for (let r = 1; r < last; r++) {
    if (!firstOfRound.has(r)) {
      const next = [...firstOfRound.keys()].filter(k => k > r).sort((a, b) => a - b)[0];
      const g = firstOfRound.get(next) as EventGame;
      throw gameError(
        g.number,
        g.roundText,
        msg`round ${next} has games but round ${r} has none; rounds are numbered 1, 2, 3, … without gaps`,
      );
    }
  }
  return last;
}

interface Entrant {
  readonly key: string;
  /** From the player's first game: ratings may change between rounds of a long event. */
  readonly player: PgnPlayer;
  readonly fideId?: string;
  readonly firstRound: number;
}

function entrants(appearances: readonly Appearance[]): Entrant[] {
  const byKey = new Map<string, Entrant>();
  for (const a of appearances) {
    const seen = byKey.get(a.key);
    if (!seen) {
      byKey.set(a.key, {
        key: a.key,
        player: a.player,
        fideId: a.player.fideId,
        firstRound: a.game.round,
      });
    } else if (seen.fideId === undefined && a.player.fideId !== undefined) {
      byKey.set(a.key, { ...seen, fideId: a.player.fideId });
    }
  }
  return [...byKey.values()].sort((a, b) => compareInitialRanking(a.player, b.player));
}

/** Round robin when every pair of players meets, and equally often; otherwise Swiss. */
function detectSystem(games: readonly EventGame[], players: number): TournamentSystem {
  const met = new Map<string, number>();
  for (const g of games) {
    if (g.pairing.kind !== 'game') continue;
    const pair = [playerNameKey(g.pairing.white.name), playerNameKey(g.pairing.black.name)]
      .sort()
      .join('\n');
    met.set(pair, (met.get(pair) ?? 0) + 1);
  }
  const counts = new Set(met.values());
  return players >= 3 && met.size === (players * (players - 1)) / 2 && counts.size === 1
    ? 'round-robin'
    : 'swiss';
}

/**
 * The board of each game: its label (`[Round "5.3"]`, `[Board "3"]`) in a round whose labels are
 * all different; in a round where two games share a label (feeds merged), the order of the file.
 */
function boardsOf(games: readonly EventGame[]): Map<EventGame, number | undefined> {
  const byRound = new Map<number, EventGame[]>();
  for (const g of games) byRound.set(g.round, [...(byRound.get(g.round) ?? []), g]);
  const out = new Map<EventGame, number | undefined>();
  for (const round of byRound.values()) {
    const labels = round.filter(g => g.board !== undefined).map(g => g.board);
    const unique = new Set(labels).size === labels.length;
    // The games are in file order within a round (readPgn sorts by round, then place in file).
    round.forEach((g, k) => out.set(g, unique ? g.board : k + 1));
  }
  return out;
}

/**
 * `fileName` (without its folder and extension) names the tournament when its games' Events
 * share no name.
 */
export function readPgn(text: string, options: ReadOptions = {}, fileName?: string): ReadResult {
  const raw = readPgnGames(text);
  if (raw.length === 0) {
    throw lineError(1, msg`no games found; a PGN file has a tag section ([Event "…"] …) per game`);
  }
  const games = raw.map(readEventGame).sort((a, b) => a.round - b.round || a.number - b.number);
  const rounds = checkRounds(games);
  const name = eventName(games, fileName);
  const boards = boardsOf(games);
  const field = entrants(identify(games));
  const startNo = new Map(field.map((e, i) => [e.key, i + 1]));
  const no = (p: PgnPlayer) => startNo.get(playerNameKey(p.name)) as number;

  const entries = field.map(() => Array.from<RoundEntry | undefined>({ length: rounds }));
  let pending = 0;
  for (const g of games) {
    const slot = g.round - 1;
    const board = boards.get(g);
    const at = board === undefined ? {} : { board };
    if (g.pairing.kind === 'bye') {
      entries[no(g.pairing.player) - 1][slot] = { kind: g.pairing.bye };
      continue;
    }
    const w = no(g.pairing.white);
    const b = no(g.pairing.black);
    if (g.pairing.result === null) {
      pending++;
      entries[w - 1][slot] = { kind: 'pending', opponent: b, colour: 'w', ...at };
      entries[b - 1][slot] = { kind: 'pending', opponent: w, colour: 'b', ...at };
      continue;
    }
    const [we, be] = gameEntries(g.pairing.result, w, b, board, undefined);
    entries[w - 1][slot] = we;
    entries[b - 1][slot] = be;
  }

  const participants = field.map((e, i): Participant => {
    const { player } = e;
    const own = entries[i].map(
      (x, r): RoundEntry => x ?? { kind: r + 1 < e.firstRound ? 'not-joined' : 'zero-bye' },
    );
    return {
      startNo: i + 1,
      name: player.name,
      ...(player.rating !== undefined && { rating: player.rating }),
      ...(player.title !== undefined && { title: player.title }),
      ...(player.team !== undefined && { team: player.team }),
      ...(e.fideId !== undefined && { fideId: e.fideId }),
      rounds: own,
    };
  });

  const detected = detectSystem(games, participants.length);
  const system = options.system ?? detected;
  const dates = games
    .map(g => g.date)
    .filter((d): d is string => d !== undefined)
    .sort();
  const kind = system === 'round-robin' ? msg`round robin` : msg`Swiss`;
  const said = msg`PGN, ${playersCount(participants.length)}, ${roundsCount(rounds)}, ${
    options.system === undefined ? msg`${kind} (detected)` : kind
  }${pending > 0 ? msg`; ${gamesCount(pending)} without a result yet` : ''}`;

  return {
    tournament: {
      ...(name !== undefined && { name }),
      ...(dates.length > 0 && { startDate: dates[0], endDate: dates[dates.length - 1] }),
      rounds,
      participants,
      pointSystem: options.pointSystem ?? DEFAULT_POINTS,
      system,
    },
    layout: 'pgn',
    sourceRows: participants.map(() => -1),
    ...described(said),
  };
}
