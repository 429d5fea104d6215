/**
 * Assembling a team event from matches as the sheet readers find them (a team crosstable, a
 * match list): each match gives both teams their round, byes give one team theirs, and a team
 * listed twice in one round is an error naming both places.
 */
import { InputError, cellError, rangeError, msg } from '../errors';
import type { Message } from '../errors';
import type { TournamentSystem } from '../model/types';
import { defaultScoring } from './scoring';
import type { BoardGame, TeamByeKind, TeamEvent, TeamRound } from './types';

/** A cell of the input, 0-based within the range. */
export interface Place {
  readonly row: number;
  readonly col: number;
}

export interface MatchRecord {
  readonly round: number;
  readonly home: number;
  readonly away: number;
  /** Game points of each side. */
  readonly homePoints: number;
  readonly awayPoints: number;
  /** At least one game over the board. */
  readonly played: boolean;
  /** Board by board from the home side, when known. */
  readonly boards?: readonly BoardGame[];
  /** Not played yet. */
  readonly pending?: boolean;
  readonly at?: Place;
  /** Where each team is named, for errors about that team (default `at`). */
  readonly homeAt?: Place;
  readonly awayAt?: Place;
}

export interface ByeRecord {
  readonly round: number;
  readonly team: number;
  readonly kind: TeamByeKind;
  readonly at?: Place;
}

export interface EventInput {
  readonly name?: string;
  readonly teams: readonly { readonly no: number; readonly name: string }[];
  readonly rounds: number;
  readonly boards: number;
  readonly system: TournamentSystem;
  readonly matches: readonly MatchRecord[];
  readonly byes: readonly ByeRecord[];
  /** What a round without a match or a bye is: the free round of a round robin, an absence. */
  readonly missing: TeamByeKind;
}

function placeError(at: Place | undefined, detail: Message, other?: Place): InputError {
  // Without a place there is no cell to name: said as written, in English.
  if (!at) return rangeError(detail.text.replace('{1}', 'another place'));
  return cellError(at.row, at.col, detail, other ? [other] : []);
}

function mirrored(boards: readonly BoardGame[] | undefined): BoardGame[] | undefined {
  return boards?.map(b => ({
    points: b.opponentPoints,
    opponentPoints: b.points,
    played: b.played,
  }));
}

export function assembleEvent(input: EventInput): TeamEvent {
  const { teams, rounds } = input;
  // Filled arrays (not `new Array(n)`): map() would skip the holes of rounds nobody entered.
  const slots = teams.map(() =>
    Array.from({ length: rounds }, (): { round: TeamRound; at?: Place } | undefined => undefined),
  );
  const put = (team: number, r: number, round: TeamRound, at?: Place) => {
    const prev = slots[team][r - 1];
    if (prev) {
      throw placeError(
        at,
        msg`${teams[team].name} has a second match or bye in round ${r} (the first is in {1})`,
        prev.at,
      );
    }
    slots[team][r - 1] = { round, at };
  };
  for (const m of input.matches) {
    if (m.home === m.away) throw placeError(m.at, msg`${teams[m.home].name} cannot meet itself`);
    if (m.pending) {
      put(m.home, m.round, { kind: 'pending', opponent: m.away }, m.homeAt ?? m.at);
      put(m.away, m.round, { kind: 'pending', opponent: m.home }, m.awayAt ?? m.at);
      continue;
    }
    const home: TeamRound = {
      kind: 'match',
      opponent: m.away,
      gamePoints: m.homePoints,
      opponentGamePoints: m.awayPoints,
      played: m.played,
      ...(m.boards ? { boards: m.boards } : {}),
    };
    const away: TeamRound = {
      kind: 'match',
      opponent: m.home,
      gamePoints: m.awayPoints,
      opponentGamePoints: m.homePoints,
      played: m.played,
      ...(m.boards ? { boards: mirrored(m.boards) } : {}),
    };
    put(m.home, m.round, home, m.homeAt ?? m.at);
    put(m.away, m.round, away, m.awayAt ?? m.at);
  }
  for (const b of input.byes) put(b.team, b.round, { kind: b.kind }, b.at);
  const system = input.system;
  return {
    name: input.name,
    system,
    rounds,
    boards: input.boards,
    teams: teams.map((t, k) => ({
      no: t.no,
      name: t.name,
      rounds: slots[k].map(s => s?.round ?? { kind: input.missing }),
    })),
    scoring: defaultScoring(input.boards, system),
  };
}

/**
 * The Berger table (C.05 Annex 1) over teams 0 … n − 1: for an even n, positions p, q < n meet
 * in round (p + q − 2) mod (n − 1) + 1 and position n meets p in round (2p − 2) mod (n − 1) + 1;
 * an odd field adds a dummy, whose round is the team's free round. Returns 1-based rounds.
 */
export function bergerRound(n: number, i: number, j: number): number {
  const size = n % 2 === 0 ? n : n + 1;
  const p = i + 1;
  const q = j + 1;
  if (q === size) return ((2 * p - 2) % (size - 1)) + 1;
  if (p === size) return ((2 * q - 2) % (size - 1)) + 1;
  return ((p + q - 2) % (size - 1)) + 1;
}

/** Rounds of one cycle of a round robin of n teams. */
export function bergerRounds(n: number): number {
  return n % 2 === 0 ? n - 1 : n;
}
