/**
 * The one ranking every list is cut from: the tournament and its standings (rankStandings of the
 * same state), with each participant's line in the ranking. A list never ranks again, so its
 * points, places and tie-break values are the standings' own.
 */
import type { Participant, Tournament } from '../model/types';
import { birthYear } from '../readers/personCells';
import type { StandingRow, Standings } from '../tiebreaks/types';
import type { Column, ListCell, Place, PlainColumnId } from './types';

export interface RankedEvent {
  readonly tournament: Tournament;
  readonly standings: Standings;
  /** By participant index: the 0-based line in the ranking. */
  readonly lineOf: Int32Array;
  /** By start number: the participant index. */
  readonly indexOfStartNo: ReadonlyMap<number, number>;
}

export function rankedEvent(tournament: Tournament, standings: Standings): RankedEvent {
  const ps = tournament.participants;
  const lineOf = new Int32Array(ps.length).fill(-1);
  standings.rows.forEach((r, line) => (lineOf[r.index] = line));
  const indexOfStartNo = new Map<number, number>();
  ps.forEach((p, i) => indexOfStartNo.set(p.startNo, i));
  return { tournament, standings, lineOf, indexOfStartNo };
}

export function placeOf(row: StandingRow): Place {
  return { rank: row.rank, place: row.place };
}

/** The player columns a list may show, and the value each holds. */
const FIELD: Readonly<Partial<Record<PlainColumnId, (p: Participant) => ListCell>>> = {
  startNo: p => p.startNo,
  title: p => p.title ?? null,
  name: p => p.name,
  federation: p => p.federation ?? null,
  rating: p => p.rating ?? null,
  nationalRating: p => p.nationalRating ?? null,
  fideId: p => p.fideId ?? null,
  club: p => clubOf(p) ?? null,
  // The year, as prize lists print it (`Jg.`): a date of birth says more than an age group needs.
  birth: p => birthYear(p.birthDate) ?? null,
  sex: p => p.sex ?? null,
};

/** A participant's club: the club column, else the team a source names (PGN `WhiteTeam`). */
export function clubOf(p: Participant): string | undefined {
  const club = p.club ?? p.team;
  return club === undefined || club.trim() === '' ? undefined : club;
}

/**
 * Of the optional player columns asked for, those some participant has a value for: a list of
 * an event without titles has no empty Title column.
 */
export function playerColumns(
  ps: readonly Participant[],
  wanted: readonly PlainColumnId[],
): PlainColumnId[] {
  const always = new Set<PlainColumnId>(['startNo', 'name']);
  return wanted.filter(id => always.has(id) || ps.some(p => playerCell(p, id) !== null));
}

export function playerCell(p: Participant, id: PlainColumnId): ListCell {
  const f = FIELD[id];
  return f ? f(p) : null;
}

export function plain(ids: readonly PlainColumnId[]): Column[] {
  return ids.map(id => ({ id }));
}

/** The standings' tie-break columns. */
export function codeColumns(s: Standings): Column[] {
  return s.codes.map(code => ({ id: 'code' as const, code }));
}
