import { DEFAULT_POINTS, pointsFor } from '../../model/points';
import type { Participant, PointSystem, RoundEntry, Tournament } from '../../model/types';
import { systemOf } from './system';

/*
 * TRF-16 (FIDE C.04 Annex 2) as every FIDE-endorsed program reads it, plus the two extensions
 * those programs accept: `XXR` (number of rounds, JaVaFo) and, only when the points are not
 * 1/½/0, the `BBW BBD BBL BBZ BBF BBU` point lines (JaVaFo, bbpPairings).
 *
 * A game not played yet keeps its opponent and colour with a blank result, as TRF for
 * in-tournament data exchange writes it. Withdrawn and not-yet-joined rounds are written as zero-point byes (`0000 - Z`): TRF has no
 * separate code, and C.07 Art. 16.1 scores them the same way.
 */

const EOL = '\r\n';

function right(value: string | number | undefined, width: number): string {
  const s = value === undefined ? '' : String(value);
  return s.length >= width ? s.slice(0, width) : ' '.repeat(width - s.length) + s;
}

function left(value: string | undefined, width: number): string {
  const s = value ?? '';
  return s.length >= width ? s.slice(0, width) : s + ' '.repeat(width - s.length);
}

/** Points as TRF prints them (`%4.1f`): one decimal, two when quarters need it. */
function points(value: number): string {
  const tenths = Math.round(value * 10);
  if (Math.abs(tenths - value * 10) < 1e-9) return right((tenths / 10).toFixed(1), 4);
  return right((Math.round(value * 100) / 100).toFixed(2), 4);
}

/** YYYY/MM/DD for an ISO date; other text as it came (it was printed that way). */
function trfDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : date;
}

function slot(e: RoundEntry): string {
  const opponent = (n: number | null) => (n === null ? '0000' : right(n, 4));
  const colour = 'colour' in e && e.colour ? e.colour : '-';
  switch (e.kind) {
    case 'played': {
      const code = e.result === 'win' ? '1' : e.result === 'draw' ? '=' : '0';
      const unrated = e.result === 'win' ? 'W' : e.result === 'draw' ? 'D' : 'L';
      return `${opponent(e.opponent)} ${colour} ${e.rated ? code : unrated}`;
    }
    case 'forfeit-win':
      return `${opponent(e.opponent)} ${colour} +`;
    case 'forfeit-loss':
    case 'double-forfeit':
      return `${opponent(e.opponent)} ${colour} -`;
    case 'pending':
      // Paired, not played yet: TRF leaves the result blank.
      return `${opponent(e.opponent)} ${colour}  `;
    case 'pairing-bye':
      return '0000 - U';
    case 'full-bye':
      return '0000 - F';
    case 'half-bye':
      return '0000 - H';
    case 'zero-bye':
    case 'withdrawn':
    case 'not-joined':
      return '0000 - Z';
  }
}

/**
 * Points for the 001 line. In team events a team's bye is credited to the team, not to the
 * members whose lines carry it, which is also how the reader checks the column.
 */
function declaredPoints(p: Participant, ps: PointSystem, teamEvent: boolean): number {
  let sum = 0;
  for (const e of p.rounds) {
    if (teamEvent && (e.kind === 'pairing-bye' || e.kind === 'full-bye' || e.kind === 'half-bye'))
      continue;
    sum += pointsFor(e, ps);
  }
  return sum;
}

/** Rank as printed when known; otherwise by points alone, equal points sharing a rank. */
function ranks(scores: readonly number[], declared: readonly (number | undefined)[]): number[] {
  const sorted = [...scores].sort((a, b) => b - a);
  return scores.map((s, i) => declared[i] ?? sorted.findIndex(x => Math.abs(x - s) < 1e-9) + 1);
}

function playerLine(p: Participant, score: number, rank: number, rounds: number): string {
  let line =
    `001 ${right(p.startNo, 4)} ${p.sex ?? ' '}${right(p.title, 3)} ${left(p.name, 33)} ` +
    `${right(p.rating, 4)} ${left(p.federation, 3)} ${right(p.fideId, 11)} ` +
    `${left(p.birthDate === undefined ? undefined : trfDate(p.birthDate), 10)} ${points(score)} ${right(rank, 4)}`;
  for (let r = 0; r < rounds; r++) {
    const e = p.rounds[r];
    line += `  ${e ? slot(e) : '0000 - Z'}`;
  }
  return line.trimEnd();
}

const BB_LINES: readonly [string, keyof PointSystem][] = [
  ['BBW', 'win'],
  ['BBD', 'draw'],
  ['BBL', 'loss'],
  ['BBZ', 'zeroBye'],
  ['BBF', 'forfeitLoss'],
  ['BBU', 'pairingBye'],
];

function isDefault(ps: PointSystem): boolean {
  return (Object.keys(DEFAULT_POINTS) as (keyof PointSystem)[]).every(
    k => ps[k] === DEFAULT_POINTS[k],
  );
}

function typeText(t: Tournament): string | undefined {
  const system = t.system;
  if (system === undefined || systemOf(undefined, t.typeText) === system) return t.typeText;
  const name = system === 'round-robin' ? 'Round Robin' : 'Swiss-System';
  if (t.typeText !== undefined) return `${t.typeText} (${name})`;
  return `${t.teams && t.teams.length > 0 ? 'Team' : 'Individual'}: ${name}`;
}

/** The tournament as a TRF-16 file (text; the caller encodes it, UTF-8 for non-ASCII names). */
export function writeTrf16(t: Tournament): string {
  const out: string[] = [];
  const text = (id: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '')
      out.push(`${id} ${value.replace(/[\r\n]+/g, ' ')}`);
  };
  text('012', t.name);
  text('022', t.city);
  text('032', t.federation);
  text('042', t.startDate === undefined ? undefined : trfDate(t.startDate));
  text('052', t.endDate === undefined ? undefined : trfDate(t.endDate));
  text('092', typeText(t));
  text('102', t.chiefArbiter);
  text('122', t.timeControl);
  if (t.roundDates && t.roundDates.length > 0) {
    out.push(`132${' '.repeat(88)}${t.roundDates.map(d => left(d, 8)).join('  ')}`.trimEnd());
  }
  out.push(`XXR ${t.plannedRounds ?? t.rounds}`);
  if (!isDefault(t.pointSystem)) {
    for (const [id, key] of BB_LINES) out.push(`${id} ${points(t.pointSystem[key])}`);
  }
  const teamEvent = t.teams !== undefined && t.teams.length > 0;
  const scores = t.participants.map(p => declaredPoints(p, t.pointSystem, teamEvent));
  const rank = ranks(
    scores,
    t.participants.map(p => p.declaredRank),
  );
  t.participants.forEach((p, i) => out.push(playerLine(p, scores[i], rank[i], t.rounds)));
  for (const team of t.teams ?? []) {
    // Name in columns 5–36, then start numbers at 37–40, 42–45, …
    const players = team.players.map((n, i) => (i === 0 ? '' : ' ') + right(n, 4)).join('');
    out.push(`013 ${left(team.name, 32)}${players}`);
  }
  return out.join(EOL) + EOL;
}
