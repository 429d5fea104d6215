import { lineError, msg } from '../../errors';
import type { Team } from '../../model/types';
import { columnLine, hasAstral, textColumns } from './codePoints';
import { columns, pointsField, quote } from './fields';

/** A team as its record lists it, before the players are checked against the 001 lines. */
export interface TeamRecord {
  readonly line: number;
  readonly team: Team;
}

function playerList(text: string, lineNo: number, firstColumn: number): number[] {
  const players: number[] = [];
  for (const token of text.trim().split(/\s+/)) {
    if (token === '') continue;
    if (!/^\d{1,4}$/.test(token)) {
      throw lineError(
        lineNo,
        msg`player list from column ${firstColumn}: found ${quote(token)}, expected start numbers`,
      );
    }
    // 0000 marks an empty place in the list; it names nobody.
    if (Number(token) > 0) players.push(Number(token));
  }
  return players;
}

/**
 * TRF-16 `013`: name at 5–36, players' start numbers from column 37, four columns each (columns
 * are code points: see codePoints.ts).
 */
export function parse013(written: string, lineNo: number, order: number): TeamRecord {
  const line = hasAstral(written) ? columnLine(written) : written;
  const name = textColumns(written, 5, 36).trim();
  if (name === '')
    throw lineError(lineNo, msg`team record 013 without a team name in columns 5–36`);
  return {
    line: lineNo,
    team: { teamNo: order, name, players: playerList(line.slice(36), lineNo, 37) },
  };
}

/**
 * TRF-2026 `310`: pairing number 5–7, name 9–40, nickname 42–46, strength 48–53, match points
 * 55–60, game points 62–67, rank 69–71, players from column 74.
 */
export function parse310(written: string, lineNo: number): TeamRecord {
  const line = hasAstral(written) ? columnLine(written) : written;
  const noText = columns(line, 5, 7).trim();
  if (!/^\d+$/.test(noText) || Number(noText) === 0) {
    throw lineError(
      lineNo,
      msg`team pairing number (columns 5–7): found ${quote(noText)}, expected a number from 1 to 999`,
    );
  }
  const name = textColumns(written, 9, 40).trim();
  if (name === '')
    throw lineError(lineNo, msg`team record 310 without a team name in columns 9–40`);
  const mp = pointsField(line, lineNo, 55, 60, 'match points');
  const gp = pointsField(line, lineNo, 62, 67, 'game points');
  return {
    line: lineNo,
    team: {
      teamNo: Number(noText),
      name,
      players: playerList(line.slice(71), lineNo, 74),
      ...(mp !== undefined ? { declaredMatchPoints: mp } : {}),
      ...(gp !== undefined ? { declaredGamePoints: gp } : {}),
    },
  };
}

/** The start numbers that have a 001 line. */
export interface StartNumbers {
  has(startNo: number): boolean;
}

/**
 * Checks the teams against the player list: unique team numbers, every listed player has a 001
 * line, nobody plays for two teams. Returns each player's team name.
 */
export function checkTeams(
  teams: readonly TeamRecord[],
  players: StartNumbers,
): Map<number, string> {
  const teamOf = new Map<number, { name: string; line: number }>();
  const numbers = new Map<number, number>();
  for (const { line, team } of teams) {
    const prev = numbers.get(team.teamNo);
    if (prev !== undefined)
      throw lineError(line, msg`team number ${team.teamNo} is also used on line ${prev}`);
    numbers.set(team.teamNo, line);
    for (const p of team.players) {
      if (!players.has(p))
        throw lineError(line, msg`team ${quote(team.name)} lists player ${p}, who has no 001 line`);
      const other = teamOf.get(p);
      if (other) {
        throw lineError(
          line,
          msg`team ${quote(team.name)} lists player ${p}, who is already in ${quote(other.name)} (line ${other.line})`,
        );
      }
      teamOf.set(p, { name: team.name, line });
    }
  }
  const names = new Map<number, string>();
  for (const [p, t] of teamOf) names.set(p, t.name);
  return names;
}

/**
 * The teams of a file: the 310 records when there are any (013 is "to be phased out", and files
 * in transition carry both), each 013 then agreeing with the 310 team of the same name.
 */
export function mergeTeams(
  t310: readonly TeamRecord[],
  t013: readonly TeamRecord[],
): readonly TeamRecord[] {
  if (t310.length === 0) return t013;
  const byName = new Map(t310.map(t => [t.team.name.toLowerCase(), t]));
  for (const old of t013) {
    const match = byName.get(old.team.name.toLowerCase());
    if (!match) {
      throw lineError(old.line, msg`team ${quote(old.team.name)} has no 310 record with that name`);
    }
    if (match.team.players.join(',') !== old.team.players.join(',')) {
      throw lineError(
        old.line,
        msg`team ${quote(old.team.name)} lists players ${old.team.players.join(' ')}, but line ${match.line} lists ${match.team.players.join(' ')}`,
      );
    }
  }
  return t310;
}
