import { rangeError, msg } from '../../errors';
import type { MessageArg } from '../../errors';
import { DEFAULT_POINTS, pointsFor } from '../../model/points';
import type { Participant, PointSystem, RoundEntry, Tournament } from '../../model/types';
import { columnWidth, cutColumns, padColumns } from './codePoints';
import { nrsFederation } from './fields';
import { systemOf } from './system';

/*
 * The tournament as a TRF file, everything the reader keeps written back, so that reading the
 * export gives the same tournament.
 *
 * TRF-16 (FIDE C.04 Annex 2), which every FIDE-endorsed program reads, is the default, with the
 * two extensions those programs accept: `XXR` (number of rounds, JaVaFo) and, only when the points
 * are not 1/½/0, the `BBW BBD BBL BBZ BBF BBU` point lines (JaVaFo, bbpPairings). A tournament that
 * carries what only TRF-2026 records hold (an encoded type 192, declared tie-breaks 202/212,
 * national ratings with 172 and NRS records) is written as TRF-2026: 142 instead of XXR and the
 * point system as 162 when 162 can express it.
 *
 * What TRF cannot hold: withdrawn and not-yet-joined rounds are written as zero-point byes
 * (`0000 - Z`; C.07 Art. 16.1 scores them the same way and the tie-breaks treat them alike);
 * board numbers and game endings of individual games, and clubs, have no field. Points and rank
 * are mandatory fields: the command line and the sidebar give the final rank by the event's
 * tie-breaks, as their standings print it (participants tied on everything share a rank, as in
 * the standings; TRF allows ties); without it, a participant without a printed rank gets the rank
 * by points. NRS records need a 172 record, `OTHER` (an uncodified method) when none was read.
 */

const EOL = '\r\n';

/** Right-aligned in `width` columns, cut to them; columns are code points (codePoints.ts). */
function right(value: string | number | undefined, width: number): string {
  const s = cutColumns(value === undefined ? '' : String(value), width);
  return ' '.repeat(width - columnWidth(s)) + s;
}

/** Left-aligned in `width` columns, cut to them; columns are code points (codePoints.ts). */
function left(value: string | undefined, width: number): string {
  return padColumns(value ?? '', width);
}

/**
 * A number right-aligned in its columns. One that does not fit is refused: cut, it would be read
 * back as another number (a start number 10000 as 1000).
 */
function numberField(value: number | string | undefined, width: number, what: MessageArg): string {
  const s = value === undefined ? '' : String(value);
  if (s.length > width) {
    throw rangeError(
      msg`TRF export: ${what} ${s} does not fit in the ${width} columns TRF has for it`,
    );
  }
  return right(s, width);
}

/**
 * Points as TRF prints them (`%4.1f`): one decimal, two when quarters need it, none when that is
 * what fits the four columns (100 points and more).
 */
function points(value: number, what: MessageArg = msg`points`): string {
  const tenths = Math.round(value * 10);
  const text =
    Math.abs(tenths - value * 10) < 1e-9
      ? (tenths / 10).toFixed(1)
      : (Math.round(value * 100) / 100).toFixed(2);
  const short = text.replace(/\.0+$/, '');
  return numberField(text.length <= 4 ? text : short, 4, what);
}

/** YYYY/MM/DD for an ISO date; other text as it came (it was printed that way). */
function trfDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : date;
}

function slot(e: RoundEntry): string {
  const opponent = (n: number | null) =>
    n === null ? '0000' : numberField(n, 4, msg`the opponent's start number`);
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

/**
 * What the writer is told besides the tournament. `ranks`: the final rank of each participant
 * (indexed like `participants`) by the event's tie-breaks, as the standings print it; asked for
 * once the tournament is known to be writable. Without it, the rank the source printed, else the
 * rank by points alone.
 */
export interface TrfWriteOptions {
  readonly ranks?: () => readonly number[];
}

/** Rank as printed when known; otherwise by points alone, equal points sharing a rank. */
function ranks(scores: readonly number[], declared: readonly (number | undefined)[]): number[] {
  const order = scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
  const byPoints = new Array<number>(scores.length);
  order.forEach((i, k) => {
    const prev = order[k - 1];
    const tied = k > 0 && Math.abs(scores[prev] - scores[i]) < 1e-9;
    byPoints[i] = tied ? byPoints[prev] : k + 1;
  });
  return scores.map((_, i) => declared[i] ?? byPoints[i]);
}

function playerLine(p: Participant, score: number, rank: number, rounds: number): string {
  const who = msg`${p.name} (No. ${p.startNo}):`;
  let line =
    `001 ${numberField(p.startNo, 4, msg`start number`)} ${p.sex ?? ' '}${right(p.title, 3)} ` +
    `${left(p.name, 33)} ${numberField(p.rating, 4, msg`${who} rating`)} ${left(p.federation, 3)} ` +
    `${numberField(p.fideId, 11, msg`${who} FIDE id`)} ` +
    `${left(p.birthDate === undefined ? undefined : trfDate(p.birthDate), 10)} ` +
    `${points(score, msg`${who} points`)} ${numberField(rank, 4, msg`${who} rank`)}`;
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

/** 162 codes: W D L, A (zero-point bye and forfeit loss), P (pairing-allocated bye). */
const CODES_162: readonly [string, keyof PointSystem][] = [
  ['W', 'win'],
  ['D', 'draw'],
  ['L', 'loss'],
  ['A', 'zeroBye'],
  ['P', 'pairingBye'],
];

function isDefault(ps: PointSystem): boolean {
  return (Object.keys(DEFAULT_POINTS) as (keyof PointSystem)[]).every(
    k => ps[k] === DEFAULT_POINTS[k],
  );
}

/**
 * TRF ties a forfeit win and a full-point bye to a win and a half-point bye to a draw (TRF-2026
 * 162 defaults, and the only values JaVaFo's BB lines leave): other values cannot be written.
 */
function checkPointSystem(ps: PointSystem): void {
  const tied: [keyof PointSystem, keyof PointSystem, string][] = [
    ['forfeitWin', 'win', 'a forfeit win'],
    ['fullBye', 'win', 'a full-point bye'],
    ['halfBye', 'draw', 'a half-point bye'],
  ];
  for (const [k, base, what] of tied) {
    if (ps[k] !== ps[base]) {
      throw rangeError(
        msg`TRF export: ${what} scores ${ps[k]} and a ${base} ${ps[base]}, but TRF gives ${what} the points of a ${base}`,
      );
    }
  }
}

/** The point records: none for 1/½/0, 162 in TRF-2026 when it can say it, else the BB lines. */
function pointLines(ps: PointSystem, trf26: boolean): string[] {
  if (isDefault(ps)) return [];
  if (trf26 && ps.zeroBye === ps.forfeitLoss) {
    return [`162 ${CODES_162.map(([code, key]) => ` ${code}${points(ps[key])}`).join('   ')}`];
  }
  return BB_LINES.map(([id, key]) => `${id} ${points(ps[key])}`);
}

/**
 * The free-text type (092). When it does not already say the system the tournament was read as
 * (and no encoded type 192 does), the system is added so that reading the export agrees.
 */
function typeText(t: Tournament, typeCode: string | undefined): string | undefined {
  const system = t.system;
  if (system === undefined || systemOf(typeCode, t.typeText) === system) return t.typeText;
  const name = system === 'round-robin' ? 'Round Robin' : 'Swiss-System';
  if (t.typeText !== undefined) return `${t.typeText} (${name})`;
  return `${t.teams && t.teams.length > 0 ? 'Team' : 'Individual'}: ${name}`;
}

/**
 * The encoded type (192), unless it names another system than the one the tournament is counted
 * as (a system chosen over the file's, e.g. `--system round-robin`): the chosen system wins.
 */
function typeCode(t: Tournament): string | undefined {
  if (t.typeCode === undefined) return undefined;
  const coded = systemOf(t.typeCode, undefined);
  return coded === undefined || t.system === undefined || coded === t.system
    ? t.typeCode
    : undefined;
}

function needsTrf26(t: Tournament): boolean {
  return (
    t.typeCode !== undefined ||
    (t.declaredTiebreaks !== undefined && t.declaredTiebreaks.length > 0) ||
    t.nationalRatingMethod !== undefined ||
    t.participants.some(p => p.nationalRating !== undefined)
  );
}

/**
 * The 3-letter id of the NRS records: the federation 172 names (the reader keeps only its
 * records), else the event's federation, else FIDE's code.
 */
function nrsId(t: Tournament): string {
  const named =
    t.nationalRatingMethod === undefined ? undefined : nrsFederation(t.nationalRatingMethod);
  if (named !== undefined) return named;
  return t.federation !== undefined && /^[A-Za-z]{3}$/.test(t.federation)
    ? t.federation.toUpperCase()
    : 'FID';
}

/**
 * The tournament as a TRF-16 file, or TRF-2026 when it holds what only TRF-2026 can say (text;
 * the caller encodes it, UTF-8 for non-ASCII names).
 */
export function writeTrf16(t: Tournament, options: TrfWriteOptions = {}): string {
  checkPointSystem(t.pointSystem);
  // A TRF file has rounds; a crosstable does not. Writing the Berger table's placement as the
  // rounds would let the file compute what the crosstable refuses (progressive score, …).
  if (t.roundOrder === 'unknown') {
    throw rangeError(
      msg`a crosstable has no rounds, but a TRF file needs them: state that the rounds followed the Berger table (rounds=berger, or --berger-rounds on the command line) to write them in that order`,
    );
  }
  const trf26 = needsTrf26(t);
  const out: string[] = [];
  const text = (id: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '')
      out.push(`${id} ${value.replace(/[\r\n]+/g, ' ')}`);
  };
  const teamEvent = t.teams !== undefined && t.teams.length > 0;
  const code = typeCode(t);
  text('012', t.name);
  text('022', t.city);
  text('032', t.federation);
  text('042', t.startDate === undefined ? undefined : trfDate(t.startDate));
  text('052', t.endDate === undefined ? undefined : trfDate(t.endDate));
  text('062', String(t.participants.length));
  text('072', String(t.participants.filter(p => p.rating !== undefined && p.rating > 0).length));
  if (teamEvent) text('082', String(t.teams?.length));
  text('092', typeText(t, code));
  text('102', t.chiefArbiter);
  for (const deputy of t.deputyArbiters ?? []) text('112', deputy);
  text('122', t.timeControl);
  if (t.roundDates && t.roundDates.length > 0) {
    out.push(`132${' '.repeat(88)}${t.roundDates.map(d => left(d, 8)).join('  ')}`.trimEnd());
  }
  if (trf26) {
    text('142', String(t.plannedRounds ?? t.rounds));
    out.push(...pointLines(t.pointSystem, true));
    const national = t.participants.some(p => p.nationalRating !== undefined);
    text('172', t.nationalRatingMethod ?? (national ? `${nrsId(t)} OTHER` : undefined));
    text('192', code);
    const tiebreaks = t.declaredTiebreaks ?? [];
    // 212 is the whole standings order, PTS first; 202 the tie-breaks after the points.
    text(tiebreaks[0]?.toUpperCase() === 'PTS' ? '212' : '202', tiebreaks.join(','));
  } else {
    out.push(`XXR ${t.plannedRounds ?? t.rounds}`);
    out.push(...pointLines(t.pointSystem, false));
  }
  const scores = t.participants.map(p => declaredPoints(p, t.pointSystem, teamEvent));
  const rank =
    options.ranks?.() ??
    ranks(
      scores,
      t.participants.map(p => p.declaredRank),
    );
  t.participants.forEach((p, i) => out.push(playerLine(p, scores[i], rank[i], t.rounds)));
  const nrs = nrsId(t);
  for (const p of t.participants) {
    // NRS: the rating federation, the start number, the name (for the reader of the file) and the
    // national rating at 49–52; the national classification, origin and number are not known.
    if (p.nationalRating !== undefined) {
      const rating = numberField(
        p.nationalRating,
        4,
        msg`${p.name} (No. ${p.startNo}): national rating`,
      );
      out.push(`${nrs} ${right(p.startNo, 4)}      ${left(p.name, 33)} ${rating}`);
    }
  }
  for (const team of t.teams ?? []) {
    // Name in columns 5–36, then start numbers at 37–40, 42–45, …
    const players = team.players.map((n, i) => (i === 0 ? '' : ' ') + right(n, 4)).join('');
    out.push(`013 ${left(team.name, 32)}${players}`);
  }
  return out.join(EOL) + EOL;
}
