import { lineError, msg } from '../../errors';
import type { Message, MessageArg } from '../../errors';
import type { MatchPointSystem, RoundEntry, Team, TeamBye, TeamForfeit } from '../../model/types';
import { columns, pointsField, pointsValue, quote } from './fields';
import { assignBoards } from './lineups';
import type { PlayerRecord } from './player';
import type { TeamRecord } from './teams';

/*
 * The team records of TRF-2026 that say what the players' lines cannot: byes of whole teams
 * (240, 320), matches decided without play (330), line-ups out of the default order (300) and
 * the match points (362). From them the reader sets each team's byes and forfeits and the board
 * of every game in a team event.
 */

export interface ByeRecord {
  readonly line: number;
  readonly type: 'F' | 'H' | 'Z';
  readonly round: number;
  readonly ids: readonly number[];
}

export interface PabRecord {
  readonly line: number;
  readonly matchPoints?: number;
  readonly gamePoints?: number;
  /** Team number with the pairing-allocated bye in each round (0 = none), round 1 first. */
  readonly teams: readonly number[];
}

export interface ForfeitRecord {
  readonly line: number;
  readonly type: '+-' | '-+' | '--';
  readonly round: number;
  readonly white: number;
  readonly black: number;
}

export interface LineupRecord {
  readonly line: number;
  readonly round: number;
  readonly team: number;
  /** Start numbers board by board; 0 = an empty board. */
  readonly players: readonly number[];
}

export interface MatchPointRecord {
  readonly line: number;
  readonly win?: number;
  readonly draw?: number;
  readonly loss?: number;
}

function numberToken(token: string | undefined, lineNo: number, what: MessageArg): number {
  if (token === undefined || !/^\d+$/.test(token)) {
    throw lineError(lineNo, msg`found ${quote(token ?? '')} for the ${what}, expected a number`);
  }
  return Number(token);
}

/** `320  1.0  2.0 000 012 …`: PAB match points 5–8, game points 10–13, team per round from 15. */
export function parse320(line: string, lineNo: number): PabRecord {
  const teams: number[] = [];
  for (let col = 15; col <= line.trimEnd().length; col += 4) {
    const t = columns(line, col, col + 2).trim();
    if (t !== '' && !/^\d+$/.test(t)) {
      throw lineError(
        lineNo,
        msg`record 320, columns ${col}–${col + 2}: found ${quote(t)}, expected a team number`,
      );
    }
    teams.push(t === '' ? 0 : Number(t));
  }
  const matchPoints = pointsField(line, lineNo, 5, 8, 'record 320 match points');
  const gamePoints = pointsField(line, lineNo, 10, 13, 'record 320 game points');
  return {
    line: lineNo,
    teams,
    ...(matchPoints !== undefined ? { matchPoints } : {}),
    ...(gamePoints !== undefined ? { gamePoints } : {}),
  };
}

/** `330 +- 004 023 047`: type, round, white team, black team. */
export function parse330(line: string, lineNo: number): ForfeitRecord {
  const [type, round, white, black] = line.slice(3).trim().split(/\s+/);
  if (type !== '+-' && type !== '-+' && type !== '--') {
    throw lineError(lineNo, msg`record 330: found ${quote(type ?? '')}, expected +-, -+ or --`);
  }
  return {
    line: lineNo,
    type,
    round: numberToken(round, lineNo, msg`round`),
    white: numberToken(white, lineNo, msg`white team`),
    black: numberToken(black, lineNo, msg`black team`),
  };
}

/** `300 001 016 004  242  246  243  244`: round, team, opponent team, players board by board. */
export function parse300(line: string, lineNo: number): LineupRecord {
  const [round, team, , ...players] = line.slice(3).trim().split(/\s+/);
  return {
    line: lineNo,
    round: numberToken(round, lineNo, msg`round`),
    team: numberToken(team, lineNo, msg`team`),
    players: players.map(p => numberToken(p, lineNo, msg`player`)),
  };
}

/** `362 TW 2.0   TD 1.0   TL 0.0`. */
export function parse362(line: string, lineNo: number): MatchPointRecord {
  const out: { win?: number; draw?: number; loss?: number } = {};
  const re = /T([WDL])\s*(-?\d+(?:[.,]\d+)?)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line.slice(3))) !== null) {
    const v = pointsValue(m[2]) as number;
    const key = m[1].toUpperCase() === 'W' ? 'win' : m[1].toUpperCase() === 'D' ? 'draw' : 'loss';
    out[key] = v;
  }
  if (line.slice(3).replace(re, '').trim() !== '' || Object.keys(out).length === 0) {
    throw lineError(
      lineNo,
      msg`record 362: found ${quote(line.slice(3))}, expected "TW 2.0   TD 1.0   TL 0.0"`,
    );
  }
  return { line: lineNo, ...out };
}

export interface TeamRoundInput {
  readonly teams: readonly TeamRecord[];
  readonly players: readonly PlayerRecord[];
  readonly entries: readonly (readonly RoundEntry[])[];
  readonly rounds: number;
  readonly byes: readonly ByeRecord[];
  readonly pab: readonly PabRecord[];
  readonly forfeits: readonly ForfeitRecord[];
  readonly lineups: readonly LineupRecord[];
  readonly matchPoints: readonly MatchPointRecord[];
}

export interface TeamRoundOutput {
  readonly teams: Team[];
  readonly entries: RoundEntry[][];
  readonly matchPoints?: MatchPointSystem;
  /** What the reader resolved on its own, for the description. */
  readonly notes: readonly Message[];
}

function hasOpponent(e: RoundEntry): boolean {
  return 'opponent' in e && e.opponent !== null;
}

const KIND_NAME: Record<TeamBye['kind'], Message> = {
  'pairing-bye': msg`a pairing-allocated bye`,
  'full-bye': msg`a full-point bye`,
  'half-bye': msg`a half-point bye`,
  'zero-bye': msg`a zero-point bye`,
};

const BYE_NAME: Record<ByeRecord['type'], Message> = {
  F: KIND_NAME['full-bye'],
  H: KIND_NAME['half-bye'],
  Z: KIND_NAME['zero-bye'],
};

const BYE_KIND: Record<ByeRecord['type'], TeamBye['kind']> = {
  F: 'full-bye',
  H: 'half-bye',
  Z: 'zero-bye',
};

/**
 * Team byes, forfeited matches and boards, checked against the players' lines: a team with a bye
 * or a forfeited match in a round has no member with a game against a named opponent in it.
 * Records for rounds not read yet (in-tournament files) are not counted.
 */
export function teamRounds(input: TeamRoundInput): TeamRoundOutput {
  const { players, rounds } = input;
  const notes: Message[] = [];
  const byNo = new Map<number, TeamRecord>();
  for (const t of input.teams) byNo.set(t.team.teamNo, t);
  const index = new Map<number, number>();
  players.forEach((p, i) => index.set(p.startNo, i));
  const team = (no: number, line: number, what: string): TeamRecord => {
    const t = byNo.get(no);
    if (!t) throw lineError(line, msg`${what} names team ${no}, which has no team record`);
    return t;
  };

  const byes = new Map<TeamRecord, Map<number, { kind: TeamBye['kind']; line: number }>>();
  const forfeits = new Map<TeamRecord, TeamForfeit[]>();
  const busy = new Map<TeamRecord, Map<number, number>>();
  const markBusy = (t: TeamRecord, round: number, line: number, what: MessageArg) => {
    const rounds = busy.get(t) ?? new Map<number, number>();
    const prev = rounds.get(round);
    if (prev !== undefined) {
      throw lineError(
        line,
        msg`${what} for team ${t.team.teamNo} in round ${round}, but line ${prev} already gives it one`,
      );
    }
    rounds.set(round, line);
    busy.set(t, rounds);
    for (const p of t.team.players) {
      const i = index.get(p) as number;
      const e = input.entries[i][round - 1];
      if (e && hasOpponent(e)) {
        throw lineError(
          line,
          msg`${what} for team ${quote(t.team.name)} in round ${round}, but its player ${p} has a game against ${(e as { opponent: number }).opponent} on line ${players[i].line}`,
        );
      }
    }
  };
  const addBye = (t: TeamRecord, round: number, kind: TeamBye['kind'], line: number) => {
    markBusy(t, round, line, KIND_NAME[kind]);
    const m = byes.get(t) ?? new Map();
    m.set(round, { kind, line });
    byes.set(t, m);
  };

  // The pairing-allocated bye comes from the pairing itself, so it wins over a 240 record for
  // the same team and round (the TEC TRF-2026 sample has such a pair); the description says so.
  for (const pab of input.pab) {
    pab.teams.forEach((no, i) => {
      if (no === 0) return;
      const t = team(no, pab.line, 'record 320');
      if (i + 1 <= rounds) addBye(t, i + 1, 'pairing-bye', pab.line);
    });
  }
  for (const b of input.byes) {
    for (const id of b.ids) {
      const t = team(id, b.line, 'record 240');
      if (b.round > rounds) continue;
      const pab = byes.get(t)?.get(b.round);
      if (pab?.kind === 'pairing-bye') {
        notes.push(
          msg`line ${b.line} gives team ${id} ${BYE_NAME[b.type]} in round ${b.round}, but line ${pab.line} gives it the pairing-allocated bye: read the pairing-allocated bye`,
        );
        continue;
      }
      addBye(t, b.round, BYE_KIND[b.type], b.line);
    }
  }
  for (const f of input.forfeits) {
    const white = team(f.white, f.line, 'record 330');
    const black = team(f.black, f.line, 'record 330');
    if (f.round > rounds) continue;
    markBusy(white, f.round, f.line, msg`a forfeited match`);
    markBusy(black, f.round, f.line, msg`a forfeited match`);
    const kind = (c: string): TeamForfeit['kind'] =>
      f.type === '--' ? 'double-forfeit' : c === '+' ? 'forfeit-win' : 'forfeit-loss';
    const add = (t: TeamRecord, opponent: number, k: TeamForfeit['kind'], colour: 'w' | 'b') => {
      const list = forfeits.get(t) ?? [];
      list.push({ round: f.round, opponent, kind: k, colour });
      forfeits.set(t, list);
    };
    add(white, f.black, kind(f.type[0]), 'w');
    add(black, f.white, kind(f.type[1]), 'b');
  }

  // A team bye written only on its players' lines (a TRF-16 export has no team records for it):
  // nobody of the team has a game in the round, and every player with a bye has the same one.
  for (const t of input.teams) {
    for (let r = 1; r <= rounds; r++) {
      if (busy.get(t)?.has(r)) continue;
      const bye = memberBye(t, r, input.entries, players, index);
      if (!bye) continue;
      addBye(t, r, bye.kind, bye.line);
      notes.push(
        msg`${KIND_NAME[bye.kind]} of team ${t.team.teamNo} in round ${r} read from its players' lines`,
      );
    }
  }

  const entries = input.entries.map(rs => [...rs]);
  for (const l of input.lineups) {
    team(l.team, l.line, 'record 300');
    for (const p of l.players) {
      if (p !== 0 && !index.has(p))
        throw lineError(l.line, msg`record 300 lists player ${p}, who has no 001 line`);
    }
  }
  notes.push(
    ...assignBoards({
      teams: input.teams,
      players,
      entries,
      rounds,
      busy: (t, r) => busy.get(t)?.has(r) ?? false,
      lineups: input.lineups,
    }),
  );

  const teams = input.teams.map(t => {
    const tb = [...(byes.get(t) ?? new Map()).entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([round, { kind }]) => ({ round, kind }));
    const tf = (forfeits.get(t) ?? []).sort((a, b) => a.round - b.round);
    return {
      ...t.team,
      ...(tb.length > 0 ? { byes: tb } : {}),
      ...(tf.length > 0 ? { forfeits: tf } : {}),
    };
  });

  return { teams, entries, notes, ...matchPointSystem(input.matchPoints, input.pab) };
}

/**
 * The bye of a team whose players' lines all show the same bye in a round (U, F or H) and no game;
 * players with different byes are an error, since the team has one bye or none.
 */
function memberBye(
  t: TeamRecord,
  r: number,
  entries: readonly (readonly RoundEntry[])[],
  players: readonly PlayerRecord[],
  index: ReadonlyMap<number, number>,
): { kind: TeamBye['kind']; line: number } | undefined {
  let found: { kind: TeamBye['kind']; line: number } | undefined;
  for (const p of t.team.players) {
    const i = index.get(p) as number;
    const e = entries[i][r - 1];
    if (!e) continue;
    if ('opponent' in e) return undefined;
    if (e.kind !== 'pairing-bye' && e.kind !== 'full-bye' && e.kind !== 'half-bye') continue;
    if (found && found.kind !== e.kind) {
      throw lineError(
        players[i].line,
        msg`round ${r}: player ${p} has ${KIND_NAME[e.kind]}, but line ${found.line} gives another player of team ${quote(t.team.name)} ${KIND_NAME[found.kind]}; a team has one bye (a 240 or 320 record gives it)`,
      );
    }
    found ??= { kind: e.kind, line: players[i].line };
  }
  return found;
}

function matchPointSystem(
  records: readonly MatchPointRecord[],
  pab: readonly PabRecord[],
): { matchPoints?: MatchPointSystem } {
  // A 320 record with its point columns left blank declares no points.
  const declared = pab.some(p => p.matchPoints !== undefined || p.gamePoints !== undefined);
  if (records.length === 0 && !declared) return {};
  const pick = (key: 'win' | 'draw' | 'loss', fallback: number) => {
    let found: { value: number; line: number } | undefined;
    for (const r of records) {
      const v = r[key];
      if (v === undefined) continue;
      if (found && found.value !== v) {
        throw lineError(
          r.line,
          msg`sets ${v} match points for a ${key}, but line ${found.line} sets ${found.value}`,
        );
      }
      found ??= { value: v, line: r.line };
    }
    return found?.value ?? fallback;
  };
  const first = pab[0];
  for (const p of pab) {
    if (p.matchPoints !== first.matchPoints || p.gamePoints !== first.gamePoints) {
      throw lineError(
        p.line,
        msg`gives the pairing-allocated bye other points than line ${first.line}`,
      );
    }
  }
  const last = first;
  return {
    matchPoints: {
      win: pick('win', 2),
      draw: pick('draw', 1),
      loss: pick('loss', 0),
      ...(last?.matchPoints !== undefined ? { pairingBye: last.matchPoints } : {}),
      ...(last?.gamePoints !== undefined ? { pairingByeGamePoints: last.gamePoints } : {}),
    },
  };
}
