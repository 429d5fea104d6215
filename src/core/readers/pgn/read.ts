/**
 * A whole event's PGN (one game per pairing, as broadcasts and online events publish it) read as
 * a tournament. Only the tags count: Round (`5` or `5.3` = round 5, board 3), White, Black,
 * Result, the players' Elo, FideId, Title and Team, Event and Date.
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
 * One file, one event: sections of an event (Open A, Open B) exported together would otherwise
 * be ranked as one field. Games without an Event tag (or `?`) take the file's.
 */
function eventName(games: readonly EventGame[]): string | undefined {
  const first = [...games].sort((a, b) => a.number - b.number).find(g => g.event !== undefined);
  for (const g of games) {
    if (first && g.event !== undefined && g.event !== first.event) {
      throw gameError(
        g.number,
        g.roundText,
        msg`the Event is "${g.event}" but "${String(first.event)}" in ${named(first)}; a file holds the games of one event (split sections into files of their own)`,
      );
    }
  }
  return first?.event;
}

function checkRounds(games: readonly EventGame[]): number {
  const inRound = new Map<string, EventGame>();
  const pairs = new Map<string, EventGame>();
  const boards = new Map<string, EventGame>();
  const firstOfRound = new Map<number, EventGame>();
  for (const g of games) {
    const at = (detail: string) => gameError(g.number, g.roundText, detail);
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
          `${g.pairing.white.name} – ${g.pairing.black.name} of round ${g.round} is given twice: ` +
            `also ${named(twin)}`,
        );
      }
      pairs.set(pair, g);
    }
    if (g.board !== undefined) {
      const other = boards.get(`${g.round}/${g.board}`);
      if (other) throw at(`board ${g.board} of round ${g.round} is also ${named(other)}`);
      boards.set(`${g.round}/${g.board}`, g);
    }
    sidesOf(g).forEach((p, i) => {
      const other = inRound.get(`${g.round}/${keys[i]}`);
      if (other) throw at(`"${p.name}" plays twice in round ${g.round}: also in ${named(other)}`);
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

export function readPgn(text: string, options: ReadOptions = {}): ReadResult {
  const raw = readPgnGames(text);
  if (raw.length === 0) {
    throw lineError(1, msg`no games found; a PGN file has a tag section ([Event "…"] …) per game`);
  }
  const games = raw.map(readEventGame).sort((a, b) => a.round - b.round || a.number - b.number);
  const name = eventName(games);
  const rounds = checkRounds(games);
  const field = entrants(identify(games));
  const startNo = new Map(field.map((e, i) => [e.key, i + 1]));
  const no = (p: PgnPlayer) => startNo.get(playerNameKey(p.name)) as number;

  const entries = field.map(() => Array.from<RoundEntry | undefined>({ length: rounds }));
  let pending = 0;
  for (const g of games) {
    const slot = g.round - 1;
    const at = g.board === undefined ? {} : { board: g.board };
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
    const [we, be] = gameEntries(g.pairing.result, w, b, g.board, undefined);
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
