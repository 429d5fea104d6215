import { lineError, msg } from '../../errors';
import type { Message } from '../../errors';
import type { RoundEntry } from '../../model/types';
import { quote } from './fields';
import type { PlayerRecord } from './player';
import type { StartNumbers } from './teams';
import type { LineupRecord } from './teamRounds';
import type { TeamRecord } from './teams';

/*
 * The board of every game of a team event. Tournament programs export line-ups that change from
 * round to round (reserves come in, a board is forfeited) without 300 records, so a team's 013 or
 * 310 order is only the order of its players, not the board each one sat at. The board order of
 * a match is therefore taken from 300 records when the file has them, and otherwise inferred from
 * the two teams' lists (players without a game skipped) only where both lists agree on who met
 * whom. Where they disagree — a forfeited board shifts one side, as real exports show — the games
 * stay without a board: codes that need none are unaffected, and the board codes refuse the match
 * by name rather than guess. When only one team of a match has a 300 record, the other keeps its
 * list order if that agrees with the record, and otherwise sits at its opponents' boards.
 */

export interface BoardInput {
  readonly teams: readonly TeamRecord[];
  readonly players: readonly PlayerRecord[];
  /** Round entries of every player (same index as `players`); boards are written into them. */
  readonly entries: RoundEntry[][];
  readonly rounds: number;
  /** Rounds in which a team has no match of its own (team bye, forfeited match). */
  readonly busy: (t: TeamRecord, round: number) => boolean;
  readonly lineups: readonly LineupRecord[];
}

/** One team's side of a round: its players board by board (0 = empty board). */
interface Side {
  readonly team: TeamRecord;
  lineup: number[];
  readonly record?: LineupRecord;
}

interface Conflict {
  readonly side: Side;
  readonly board: number;
  readonly player: number;
  readonly opponent: number;
  /** Board of the opponent in the other side's order; 0 when it has none. */
  readonly opponentBoard: number;
}

function namedOpponent(e: RoundEntry | undefined): number | null {
  return e && 'opponent' in e && e.opponent !== null ? e.opponent : null;
}

/** A game that takes a board: against a named opponent, or won by forfeit against nobody. */
function takesBoard(e: RoundEntry | undefined): boolean {
  return namedOpponent(e) !== null || e?.kind === 'forfeit-win';
}

function label(t: TeamRecord): Message {
  const name = quote(t.team.name).slice(1, -1);
  return msg`team ${t.team.teamNo} "${name}"`;
}

/** Writes the boards of the games in rounds with a known board order. Returns notes. */
export function assignBoards(input: BoardInput): Message[] {
  const { players, entries } = input;
  const index = new Map<number, number>();
  players.forEach((p, i) => index.set(p.startNo, i));
  const entry = (p: number, r: number) => entries[index.get(p) as number][r - 1];
  const setBoard = (p: number, r: number, board: number) => {
    const i = index.get(p) as number;
    const e = entries[i][r - 1];
    if (e && 'opponent' in e) entries[i][r - 1] = { ...e, board };
  };
  const teamOf = new Map<number, TeamRecord>();
  for (const t of input.teams) for (const p of t.team.players) teamOf.set(p, t);
  const records = new Map<string, LineupRecord>();
  for (const l of input.lineups) records.set(`${l.round}:${l.team}`, l);

  const notes: Message[] = [];
  for (let r = 1; r <= input.rounds; r++) {
    const sides = new Map<TeamRecord, Side>();
    for (const t of input.teams) {
      if (input.busy(t, r)) continue;
      const record = records.get(`${r}:${t.team.teamNo}`);
      if (record) checkRecord(record, t, r, entry, players, index);
      const lineup = record
        ? [...record.players]
        : t.team.players.filter(p => takesBoard(entry(p, r)));
      sides.set(t, { team: t, lineup, ...(record ? { record } : {}) });
    }
    const done = new Set<TeamRecord>();
    for (const a of sides.values()) {
      if (done.has(a.team)) continue;
      const opponent = opponentTeam(a, r, entry, teamOf);
      const b = opponent ? sides.get(opponent) : undefined;
      // A team meeting two teams, or none: nothing to line up (the team reader refuses the former).
      if (!b || opponentTeam(b, r, entry, teamOf) !== a.team) {
        place(a, r, setBoard);
        done.add(a.team);
        continue;
      }
      done.add(a.team);
      done.add(b.team);
      // A team without a 300 record facing one with it keeps its list order where that agrees
      // with the record; otherwise its players sit at their opponents' boards.
      const [given, facer] = a.record && !b.record ? [a, b] : [b, a];
      const agrees = () =>
        !disagreement(given, facer, r, entry) && !disagreement(facer, given, r, entry);
      if (given.record && !facer.record && !agrees()) {
        const lineup = facing(given, facer, r, entry);
        if (!lineup) {
          notes.push(
            msg`round ${r}, ${label(a.team)} v ${label(b.team)}: the 300 record of ${label(given.team)} (line ${given.record.line}) does not say which of its empty boards the forfeit wins of ${label(facer.team)} were on, so the boards of this match are not known`,
          );
          place(given, r, setBoard);
          continue;
        }
        facer.lineup = lineup;
      }
      const conflict = disagreement(a, b, r, entry) ?? disagreement(b, a, r, entry);
      if (!conflict) {
        place(a, r, setBoard);
        place(b, r, setBoard);
        continue;
      }
      const other = conflict.side === a ? b : a;
      const where =
        conflict.opponentBoard === 0
          ? msg`who is on no board of ${label(other.team)}`
          : msg`who is on board ${conflict.opponentBoard} of ${label(other.team)}`;
      const what = msg`board ${conflict.board} of ${label(conflict.side.team)}: No. ${conflict.player} meets No. ${conflict.opponent}, ${where}`;
      const record = conflict.side.record ?? other.record;
      if (record) {
        throw lineError(record.line, msg`record 300 for round ${r} does not add up: ${what}`);
      }
      notes.push(
        msg`round ${r}, ${label(a.team)} v ${label(b.team)}: the teams' player lists disagree on who met whom (${what}), so the boards of this match are not known; a 300 record gives them`,
      );
    }
  }
  return notes;
}

/**
 * A 300 record names players of its team only, each once, and leaves out nobody who had a game:
 * otherwise it is not the line-up of that round.
 */
function checkRecord(
  record: LineupRecord,
  t: TeamRecord,
  r: number,
  entry: (p: number, r: number) => RoundEntry | undefined,
  players: readonly PlayerRecord[],
  index: ReadonlyMap<number, number>,
): void {
  const seen = new Set<number>();
  for (const p of record.players) {
    if (p === 0) continue;
    if (!t.team.players.includes(p)) {
      throw lineError(record.line, msg`record 300 lists player ${p}, who is not in ${label(t)}`);
    }
    if (seen.has(p)) throw lineError(record.line, msg`record 300 lists player ${p} twice`);
    seen.add(p);
  }
  for (const p of t.team.players) {
    if (!seen.has(p) && takesBoard(entry(p, r))) {
      throw lineError(
        record.line,
        msg`record 300 gives the line-up of ${label(t)} in round ${r}, but leaves out its player ${p}, who has a game in round ${r} on line ${players[index.get(p) as number].line}`,
      );
    }
  }
}

/** The one team a side's players meet in the round, or undefined (none, or more than one). */
function opponentTeam(
  side: Side,
  r: number,
  entry: (p: number, r: number) => RoundEntry | undefined,
  teamOf: ReadonlyMap<number, TeamRecord>,
): TeamRecord | undefined {
  let found: TeamRecord | undefined;
  for (const p of side.team.team.players) {
    const q = namedOpponent(entry(p, r));
    if (q === null) continue;
    const t = teamOf.get(q);
    if (!t || (found && found !== t)) return undefined;
    found = t;
  }
  return found;
}

/**
 * The line-up of a team without a 300 record facing one with it: each player sits at the board of
 * the opponent the record names; a player who won by forfeit against nobody takes an empty board
 * of the record (an empty place or an absent player before its last player, or else the board
 * after its last player) when there is exactly one such board; otherwise undefined: not known.
 */
function facing(
  given: Side,
  other: Side,
  r: number,
  entry: (p: number, r: number) => RoundEntry | undefined,
): number[] | undefined {
  const lineup = new Array<number>(given.lineup.length).fill(0);
  const alone: number[] = [];
  for (const p of other.team.team.players) {
    const e = entry(p, r);
    if (!takesBoard(e)) continue;
    const q = namedOpponent(e);
    const board = q === null ? -1 : given.lineup.indexOf(q);
    if (board >= 0) lineup[board] = p;
    else alone.push(p);
  }
  if (alone.length === 0) return lineup;
  // The record's boards up to its last player: empty places after it say nothing, so that a
  // record written without them (as the export writes it) reads the same.
  let last = given.lineup.length;
  while (last > 0 && given.lineup[last - 1] === 0) last--;
  const free: number[] = [];
  for (let b = 0; b < last; b++) {
    const q = given.lineup[b];
    if (lineup[b] === 0 && (q === 0 || !takesBoard(entry(q, r)))) free.push(b);
  }
  if (free.length === 0) free.push(last);
  // Which empty board a lone forfeit winner took is known only when there is exactly one.
  if (alone.length > 1 || free.length !== 1) return undefined;
  lineup[free[0]] = alone[0];
  return lineup;
}

/** The first game of `side` whose opponent does not sit at the same board of `other`. */
function disagreement(
  side: Side,
  other: Side,
  r: number,
  entry: (p: number, r: number) => RoundEntry | undefined,
): Conflict | undefined {
  for (let b = 0; b < side.lineup.length; b++) {
    const p = side.lineup[b];
    if (p === 0) continue;
    const q = namedOpponent(entry(p, r));
    if (q === null || other.lineup[b] === q) continue;
    return {
      side,
      board: b + 1,
      player: p,
      opponent: q,
      opponentBoard: other.lineup.indexOf(q) + 1,
    };
  }
  return undefined;
}

function place(side: Side, r: number, setBoard: (p: number, r: number, board: number) => void) {
  side.lineup.forEach((p, k) => {
    if (p !== 0) setBoard(p, r, k + 1);
  });
}

/**
 * Players a 300 record puts into a team's line-up although no team lists them (Sharly-Chess
 * exports a reserve that way) join that team, after its listed players: the record says whom they
 * played for. A player listed by another team, or without a 001 line, is left for the line-up
 * check to refuse.
 */
export function withLineupPlayers(
  teams: readonly TeamRecord[],
  lineups: readonly LineupRecord[],
  players: StartNumbers,
  notes: Message[],
): readonly TeamRecord[] {
  const listed = new Set(teams.flatMap(t => t.team.players));
  const added = new Map<number, number[]>();
  for (const l of lineups) {
    for (const p of l.players) {
      if (p === 0 || listed.has(p) || !players.has(p)) continue;
      listed.add(p);
      added.set(l.team, [...(added.get(l.team) ?? []), p]);
      notes.push(msg`player ${p}, in no team list, plays for team ${l.team} (line ${l.line})`);
    }
  }
  if (added.size === 0) return teams;
  return teams.map(t => {
    const more = added.get(t.team.teamNo);
    return more ? { ...t, team: { ...t.team, players: [...t.team.players, ...more] } } : t;
  });
}
