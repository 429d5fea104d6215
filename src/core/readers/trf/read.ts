import { described, joinMessages, lineError, msg } from '../../errors';
import type { Message } from '../../errors';
import { roundsCount } from '../../messages/counts';
import { participantCount, participantsWhenAsked } from '../../model/lazyParticipants';
import { attachPackedRounds, packedEntries } from '../../model/packedRounds';
import type { ByeKind, Participant, RoundEntry, Team, Tournament } from '../../model/types';
import type { ReadOptions, ReadResult } from '../types';
import { astralLineStart, columnLine, hasAstral } from './codePoints';
import { columns, isoDate, nrsFederation, quote, recordText } from './fields';
import {
  classifyLine,
  lineEnd,
  nextLineAt,
  recordId,
  textCodes,
  textLines,
  type CharCodes,
  type TextLines,
} from './lines';
import { lazyEvent, type LazyEvent, LazyRounds } from './lazyRounds';
import { withLineupPlayers } from './lineups';
import { buildRounds } from './pairings';
import {
  checkBlankColumns,
  NRS_FIELDS,
  parsePlayerLine,
  playerDetails,
  slotAt,
  sourceLine,
  slotCode,
  slotOpponent,
  slotText,
  type PlayerRecord,
} from './player';
import { readPlainPlayers } from './plainPlayers';
import { notePlayer, playerLines, type PlayerLines } from './playerLines';
import { isPointExtension, PointSystemBuilder } from './points';
import { systemOf } from './system';
import {
  parse300,
  parse320,
  parse330,
  parse362,
  teamRounds,
  type ByeRecord,
  type ForfeitRecord,
  type LineupRecord,
  type MatchPointRecord,
  type PabRecord,
} from './teamRounds';
import {
  checkTeams,
  mergeTeams,
  parse013,
  parse310,
  type StartNumbers,
  type TeamRecord,
} from './teams';

/*
 * Every record the reader knows, and what becomes of it.
 *
 * | record            | handling                                                                  |
 * |-------------------|---------------------------------------------------------------------------|
 * | 001               | participants and their rounds                                             |
 * | 012 022 032       | name, city, federation                                                    |
 * | 042 052           | start and end date, as ISO when the date can be read                      |
 * | 062 072 082       | ignored: counts of players/rated/teams, derived from the 001/310 lines    |
 * | 092 / 192         | typeText / typeCode, and `system` (round robin or Swiss) from them        |
 * | 102               | chief arbiter                                                             |
 * | 112               | deputy arbiters, one per line                                             |
 * | 122               | time control as printed                                                   |
 * | 132               | round dates as printed                                                    |
 * | 142, XXR          | number of rounds (must agree with each other and with the 001 lines)     |
 * | 152               | ignored: initial colour only matters for pairing                          |
 * | 162, BBW BBD BBL  | the individual point system                                               |
 * |   BBZ BBF BBU     |                                                                           |
 * | 172               | the starting-rank method as printed; a federation code in it selects the  |
 * |                   | national rating records (NRS) used                                        |
 * | NRS (GER 12 …)    | nationalRating of the player with that start number                       |
 * | 182               | ignored: pairing controller                                               |
 * | 202 / 212         | declaredTiebreaks (212, the full standings order, wins when both exist)  |
 * | 222               | ignored: encoded time control (122 is kept as printed)                    |
 * | 240               | byes: individual events fill blank rounds (or check written ones);        |
 * |                   | team events: Team.byes, the ids being team numbers (a team whose players' |
 * |                   | lines all show the same U, F or H bye, without a record, has that bye)    |
 * | 320               | team pairing-allocated byes (Team.byes) and their points (matchPoints)   |
 * | 330               | forfeited matches (Team.forfeits)                                         |
 * | 300               | line-ups: the board of each game (lineups.ts); without one, boards come   |
 * |                   | from the teams' lists where both teams' lists agree on who met whom, and  |
 * |                   | stay unknown otherwise (only the board codes refuse the match)            |
 * | 362               | match points for a won, drawn, lost match (matchPoints)                   |
 * | 250 260           | ignored: acceleration and prohibited pairings only matter for pairing;    |
 * |                   | C.07 tie-breaks never count the fictitious points                         |
 * | 299               | individual events: refused (abnormal points cannot be represented, and    |
 * |                   | standings would silently differ); team events: ignored, and the           |
 * |                   | description says so (the model has no team point adjustments)            |
 * | 352               | ignored: colours of the boards only matter for pairing                    |
 * | 801 802           | ignored: human-readable team crosstables, derived from the other records  |
 * | 013 / 310         | teams (player lists in board order, declared match and game points);      |
 * |                   | with both, 310 is read and each 013 must agree with the 310 of its name   |
 * | ###, blank lines  | comments                                                                  |
 * | XX* (XXC XXA XXP  | ignored: pairing-engine extensions (configuration, acceleration,          |
 * |   XXS XXZ …)      | forbidden pairs, absences for the next round)                             |
 * | DAT               | ignored: Tornelo's extra player data                                      |
 * | other 3 letters   | a national rating record when columns 5–8 hold a start number;           |
 * |                   | otherwise a caption line above a block (the FIDE samples have them)       |
 * | other 3 digits    | ignored and mentioned in the description: records of a later TRF version  |
 * | digits and spaces | ignored: column rulers                                                    |
 * | anything else     | error: not a TRF line                                                     |
 */

const TRF26_RECORDS = new Set([
  '142',
  '152',
  '162',
  '172',
  '182',
  '192',
  '202',
  '212',
  '222',
  '240',
  '250',
  '260',
  '299',
  '300',
  '310',
  '320',
  '330',
  '352',
  '362',
  '801',
  '802',
]);

const IGNORED_RECORDS = new Set([
  '062',
  '072',
  '082',
  '152',
  '182',
  '222',
  '250',
  '260',
  '352',
  '801',
  '802',
]);

interface NationalRating {
  readonly line: number;
  readonly federation: string;
  readonly startNo: number;
  readonly rating?: number;
}

interface Numbered {
  readonly value: number;
  readonly line: number;
}

/** Everything collected from the lines, before players and rounds are put together. */
interface Collected {
  header: Record<
    'name' | 'city' | 'federation' | 'chiefArbiter' | 'timeControl' | 'typeText' | 'typeCode',
    string | undefined
  >;
  startDate?: string;
  endDate?: string;
  roundDates?: string[];
  deputyArbiters?: string[];
  nationalRatingMethod?: string;
  roundsDeclared?: Numbered;
  tiebreaks202?: string[];
  tiebreaks212?: string[];
  nrsFederation?: string;
  readonly players: PlayerRecord[];
  readonly lines: PlayerLines;
  readonly teams013: TeamRecord[];
  readonly teams310: TeamRecord[];
  readonly byes: ByeRecord[];
  readonly pab: PabRecord[];
  readonly forfeits: ForfeitRecord[];
  readonly lineups: LineupRecord[];
  readonly matchPoints: MatchPointRecord[];
  readonly nationalRatings: NationalRating[];
  readonly abnormalPoints: number[];
  readonly unknownRecords: number[];
  readonly points: PointSystemBuilder;
  trf26: boolean;
}

/**
 * Reads a FIDE TRF-16 or TRF-2026 file. Bad input throws an InputError naming the line.
 * `codes`, when given, are the text's CharCodes (the file's bytes when they are one per
 * character: see charBytes); without them they are read from the text.
 */
export function readTrf(text: string, options: ReadOptions = {}, codes?: CharCodes): ReadResult {
  const c = collect(
    textLines(text, codes !== undefined && codes.length === text.length ? codes : textCodes(text)),
  );
  if (c.players.length === 0) {
    throw lineError(
      1,
      msg`no player records: a TRF file lists its players on lines starting with 001`,
    );
  }
  // What the lines say together (order, start numbers, the longest line), noted as they were read.
  const { lineOf, inOrder, longest, misaligned, rows: sourceRows } = c.lines;
  let longestLine = c.lines.longestLine;
  if (c.lines.duplicate >= 0) {
    const p = c.players[c.lines.duplicate];
    throw lineError(
      p.line,
      msg`start number ${p.startNo} is already used on line ${lineOf[p.startNo]}`,
    );
  }
  const count = c.players.length;
  // Files list their players by start number: sorting them again would call the comparison
  // about 130,000 times for 10,000 players.
  const players = inOrder ? c.players : [...c.players].sort((a, b) => a.startNo - b.startNo);
  // The longest line named in messages is the first in start-number order.
  for (let k = 0; !inOrder && k < count; k++) {
    if (players[k].slotCount === longest) {
      longestLine = players[k].line;
      break;
    }
  }
  const startNumbers: StartNumbers = {
    has: no => no > 0 && no < lineOf.length && lineOf[no] !== 0,
  };

  const notes: Message[] = [];
  const rounds = roundCount(longest, longestLine, c.roundsDeclared, notes);
  for (let k = 0; misaligned && k < players.length; k++) {
    const p = players[k];
    if (p.misaligned && p.slotCount < rounds) throw p.misaligned;
  }
  // The points column is in the event's points: the file's (162, BB*) unless the caller says.
  const points = options.pointSystem ?? c.points.build();
  const hint =
    options.pointSystem || c.points.declared
      ? ''
      : ' (counting 1, ½ and 0; record 162 declares other points)';
  const teamRecords = withLineupPlayers(
    mergeTeams(c.teams310, c.teams013),
    c.lineups,
    startNumbers,
    notes,
  );
  const teamEvent = teamRecords.length > 0;
  const byes = teamEvent
    ? new Map<PlayerRecord, Map<number, ByeKind>>()
    : individualByes(c.byes, players, rounds, notes);
  if (c.abnormalPoints.length > 0 && !teamEvent) {
    throw lineError(
      c.abnormalPoints[0],
      msg`record 299 (abnormal point assignment) is not supported: the standings would not match the results; remove the record or express the result with the result codes`,
    );
  }
  const packed = buildRounds(players, rounds, points, byes, { teamEvent, hint });

  const teamOf = checkTeams(teamRecords, startNumbers);
  const team = teamEvent
    ? teamRounds({
        teams: teamRecords,
        players,
        entries: players.map((_, i) => packedEntries(packed, i, j => players[j].startNo)),
        rounds,
        byes: c.byes,
        pab: c.pab,
        forfeits: c.forfeits,
        lineups: c.lineups,
        matchPoints: c.matchPoints,
      })
    : undefined;
  if (team) notes.push(...team.notes);
  const national = nationalRatings(c, startNumbers);
  // An individual event's rounds stay packed for the tie-breaks; each participant's entries are
  // built when asked for (lazyRounds.ts). A team event's entries are the team reader's (boards,
  // team byes).
  const lazy = team ? undefined : lazyEvent(players, packed);
  const context: ParticipantContext = { entries: team?.entries, national, teamOf, lazy };
  const build = (): Participant[] => {
    const participants = players.map(participant, context);
    if (lazy) attachPackedRounds(participants, packed);
    return participants;
  };

  const system = options.system ?? systemOf(c.header.typeCode, c.header.typeText);
  const teams: Team[] = team?.teams ?? [];
  const tournament = compact({
    ...c.header,
    deputyArbiters: c.deputyArbiters,
    startDate: c.startDate,
    endDate: c.endDate,
    rounds,
    // A file declaring more rounds than it holds is part-way: its last round is not the final one.
    plannedRounds:
      c.roundsDeclared && c.roundsDeclared.value > rounds ? c.roundsDeclared.value : undefined,
    roundDates: c.roundDates,
    // An individual event's participants are built when first asked for (lazyParticipants.ts);
    // the placeholder keeps the key in its place.
    participants: lazy ? [] : build(),
    pointSystem: points,
    system,
    nationalRatingMethod: c.nationalRatingMethod,
    declaredTiebreaks: c.tiebreaks212 ?? c.tiebreaks202,
    teams: teams.length > 0 ? teams : undefined,
    matchPoints: team?.matchPoints,
  }) as unknown as Tournament;
  if (lazy) participantsWhenAsked(tournament, players, packed, build);

  const said = describeRead(c, tournament, notes, options);
  return {
    tournament,
    layout: 'trf',
    sourceRows: inOrder ? sourceRows : players.map(p => p.line),
    ...described(said),
  };
}

/** "TRF-2026 file: team Swiss, 14 teams, 84 players, 7 rounds (…what the reader resolved)". */
function describeRead(
  c: Collected,
  t: Tournament,
  notes: Message[],
  { notesShown: shown = Infinity, allNotesFlag }: ReadOptions = {},
): Message {
  const teams = t.teams?.length ?? 0;
  if (teams > 0 && c.abnormalPoints.length > 0) {
    const lines = c.abnormalPoints.join(', ');
    notes.push(msg`abnormal team points (record 299, line ${lines}) not included`);
  }
  if (c.unknownRecords.length > 0) {
    const lines =
      c.unknownRecords.slice(0, 5).join(', ') + (c.unknownRecords.length > 5 ? ', …' : '');
    notes.push(
      c.unknownRecords.length > 1
        ? msg`ignored unknown records on lines ${lines}`
        : msg`ignored unknown records on line ${lines}`,
    );
  }
  const kind =
    t.system === 'round-robin'
      ? msg`round robin`
      : t.system === 'swiss'
        ? msg`Swiss`
        : msg`tournament`;
  const players = participantCount(t);
  const what =
    teams > 0
      ? msg`team ${kind}, ${teams} teams, ${players} players`
      : msg`${kind}, ${players} players`;
  const file = msg`${c.trf26 ? 'TRF-2026' : 'TRF-16'} file: ${what}, ${roundsCount(t.rounds)}`;
  if (notes.length === 0) return file;
  // A long list (a team event's board-order notes, one per match) is cut to its first notes.
  const told =
    notes.length > shown
      ? [
          ...notes.slice(0, shown),
          allNotesFlag === undefined
            ? msg`and ${notes.length - shown} more`
            : msg`and ${notes.length - shown} more; ${allNotesFlag} for all`,
        ]
      : notes;
  return msg`${file} (${joinMessages(told, '; ')})`;
}

/** What participant reads besides the player's record. */
interface ParticipantContext {
  /** A team event's entries, by player index. */
  readonly entries: readonly (readonly RoundEntry[])[] | undefined;
  readonly national: ReadonlyMap<number, number>;
  readonly teamOf: ReadonlyMap<number, string>;
  /** An individual event's rounds, read when asked for. */
  readonly lazy: LazyEvent | undefined;
}

/**
 * The participant of player `i`, with only the fields the line has (no undefined properties).
 * It is the players.map callback itself, its context in `this`: a callback of its own calling
 * it was compiled as a second copy of it (~11M instructions for 10,000 players).
 */
function participant(this: ParticipantContext, p: PlayerRecord, i: number): Participant {
  const rounds = this.entries?.[i];
  const nationalRating = this.national.size > 0 ? this.national.get(p.startNo) : undefined;
  const team = this.teamOf.size > 0 ? this.teamOf.get(p.startNo) : undefined;
  const lazy = this.lazy;
  const out = (
    rounds ? { startNo: p.startNo, name: p.name, rounds } : { startNo: p.startNo, name: p.name }
  ) as { -readonly [K in keyof Participant]: Participant[K] };
  const { sex, title, rating, federation, fideId, birthDate, declaredRank } = playerDetails(
    sourceLine(p),
    p.written,
  );
  if (rating !== undefined) out.rating = rating;
  if (nationalRating !== undefined) out.nationalRating = nationalRating;
  if (team !== undefined) out.team = team;
  if (federation !== undefined) out.federation = federation;
  if (title !== undefined) out.title = title;
  if (sex !== undefined) out.sex = sex;
  if (fideId !== undefined) out.fideId = fideId;
  if (birthDate !== undefined) out.birthDate = birthDate;
  if (p.declaredPoints !== undefined) out.declaredPoints = p.declaredPoints;
  if (declaredRank !== undefined) out.declaredRank = declaredRank;
  if (lazy) new LazyRounds(out, lazy, i);
  return out;
}

/** Drops undefined properties, so read tournaments compare and print cleanly. */
function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}

function collect(text: TextLines): Collected {
  const c: Collected = {
    header: {
      name: undefined,
      city: undefined,
      federation: undefined,
      chiefArbiter: undefined,
      timeControl: undefined,
      typeText: undefined,
      typeCode: undefined,
    },
    players: [],
    lines: playerLines(),
    teams013: [],
    teams310: [],
    byes: [],
    pab: [],
    forfeits: [],
    lineups: [],
    matchPoints: [],
    nationalRatings: [],
    abnormalPoints: [],
    unknownRecords: [],
    points: new PointSystemBuilder(),
    trf26: false,
  };
  const setText = (key: keyof Collected['header'], line: string) => {
    if (c.header[key] === undefined) c.header[key] = recordText(line);
  };
  // The lines as splitLines cuts them, a string made only of those not read by readPlainPlayers.
  const b = text.codes;
  // Characters outside the BMP (codePoints.ts): one search of the text, at once for Latin-1.
  // The plain lines are read up to the line holding the next of them.
  const astral = hasAstral(text.text);
  let limit = astral ? -1 : text.text.length;
  for (let lineNo = 1; text.at < text.text.length; lineNo++) {
    const at = text.at;
    if (b[at] === 48 && b[at + 1] === 48 && b[at + 2] === 49) {
      // A block of plain 001 lines is read in one loop; the first line it leaves (a mistake, an
      // unusual spelling) is read below, line by line.
      if (limit < at) limit = astralLineStart(text.text, at);
      const read = readPlainPlayers(text, lineNo, c.players, c.lines, limit);
      if (read > 0) {
        lineNo += read - 1;
        continue;
      }
    }
    const end = lineEnd(text, at);
    const line = text.text.slice(at, end);
    text.at = nextLineAt(b, end);
    // Most lines are records: their id is read from three characters, without classifyLine.
    const id = recordId(line);
    const cls = id === undefined ? classifyLine(line, lineNo) : undefined;
    const record = id ?? (cls?.kind === 'record' ? cls.id : undefined);
    if (record !== undefined) {
      if (TRF26_RECORDS.has(record)) c.trf26 = true;
      readRecord(c, record, line, lineNo, setText);
    } else if (cls?.kind === 'letters') {
      readLetters(c, cls.id, line, lineNo);
    }
  }
  return c;
}

function readRecord(
  c: Collected,
  id: string,
  line: string,
  lineNo: number,
  setText: (key: keyof Collected['header'], line: string) => void,
): void {
  switch (id) {
    case '001': {
      const p = parsePlayerLine(line, lineNo);
      c.players.push(p);
      notePlayer(c.lines, p);
      return;
    }
    case '012':
      return setText('name', line);
    case '022':
      return setText('city', line);
    case '032':
      return setText('federation', line);
    case '042':
      c.startDate ??= isoDate(line.slice(3));
      return;
    case '052':
      c.endDate ??= isoDate(line.slice(3));
      return;
    case '092':
      return setText('typeText', line);
    case '102':
      return setText('chiefArbiter', line);
    case '112': {
      const deputy = recordText(line);
      if (deputy !== undefined) (c.deputyArbiters ??= []).push(deputy);
      return;
    }
    case '122':
      return setText('timeControl', line);
    case '132': {
      const dates = line.slice(3).trim();
      if (dates !== '') c.roundDates = dates.split(/\s+/);
      return;
    }
    case '142':
      return declareRounds(c, line, lineNo, '142');
    case '162':
      return c.points.add162(line, lineNo);
    case '172': {
      const text = recordText(line);
      if (text === undefined) return;
      c.nationalRatingMethod ??= text;
      c.nrsFederation ??= nrsFederation(text);
      return;
    }
    case '192':
      return setText('typeCode', line);
    case '202':
      c.tiebreaks202 = tiebreakList(line);
      return;
    case '212':
      c.tiebreaks212 = tiebreakList(line);
      return;
    case '240':
      c.byes.push(parseBye(line, lineNo));
      return;
    case '300':
      c.lineups.push(parse300(line, lineNo));
      return;
    case '320':
      c.pab.push(parse320(line, lineNo));
      return;
    case '330':
      c.forfeits.push(parse330(line, lineNo));
      return;
    case '362':
      c.matchPoints.push(parse362(line, lineNo));
      return;
    case '299':
      c.abnormalPoints.push(lineNo);
      return;
    case '013':
      c.teams013.push(parse013(line, lineNo, c.teams013.length + 1));
      return;
    case '310':
      c.teams310.push(parse310(line, lineNo));
      return;
    default:
      if (!IGNORED_RECORDS.has(id)) c.unknownRecords.push(lineNo);
  }
}

function readLetters(c: Collected, id: string, written: string, lineNo: number): void {
  if (id === 'XXR') return declareRounds(c, written, lineNo, 'XXR');
  // An NRS record repeats the name at 15–47: its columns are code points (codePoints.ts).
  const line = hasAstral(written) ? columnLine(written) : written;
  if (isPointExtension(id)) return c.points.addExtension(id, line, lineNo);
  if (id.startsWith('XX') || id === 'DAT') return;
  // A national rating record has its start number where a 001 line has it.
  const startNo = columns(line, 5, 8).trim();
  if (!/^\d+$/.test(startNo) || Number(startNo) === 0) return;
  checkBlankColumns(line, lineNo, NRS_FIELDS);
  const ratingText = columns(line, 49, 52).trim();
  if (ratingText !== '' && !/^\d+$/.test(ratingText)) {
    throw lineError(
      lineNo,
      msg`national rating (columns 49–52): found ${quote(ratingText)}, expected a number or blank`,
    );
  }
  const rating = ratingText === '' || Number(ratingText) === 0 ? undefined : Number(ratingText);
  c.nationalRatings.push({
    line: lineNo,
    federation: id,
    startNo: Number(startNo),
    ...(rating ? { rating } : {}),
  });
}

function declareRounds(c: Collected, line: string, lineNo: number, id: string): void {
  const t = line.slice(3).trim();
  if (!/^\d+$/.test(t))
    throw lineError(lineNo, msg`record ${id}: found ${quote(t)}, expected the number of rounds`);
  const value = Number(t);
  const prev = c.roundsDeclared;
  if (prev && prev.value !== value) {
    throw lineError(
      lineNo,
      msg`declares ${value} rounds, but line ${prev.line} declares ${prev.value}`,
    );
  }
  c.roundsDeclared ??= { value, line: lineNo };
}

function tiebreakList(line: string): string[] | undefined {
  const codes = line
    .slice(3)
    .split(',')
    .map(s => s.trim())
    .filter(s => s !== '');
  return codes.length > 0 ? codes : undefined;
}

/** `240 H 005   14   17`: type, round, then start numbers (or team numbers in team events). */
function parseBye(line: string, lineNo: number): ByeRecord {
  const tokens = line.slice(3).trim().split(/\s+/);
  const type = (tokens[0] ?? '').toUpperCase();
  if (type !== 'F' && type !== 'H' && type !== 'Z') {
    throw lineError(
      lineNo,
      msg`record 240: found bye type ${quote(tokens[0] ?? '')}, expected F, H or Z`,
    );
  }
  const round = tokens[1];
  if (round === undefined || !/^\d+$/.test(round) || Number(round) === 0) {
    throw lineError(
      lineNo,
      msg`record 240: found round ${quote(round ?? '')}, expected a round number`,
    );
  }
  const ids = tokens.slice(2).map(t => {
    if (!/^\d+$/.test(t))
      throw lineError(lineNo, msg`record 240: found ${quote(t)}, expected start numbers`);
    return Number(t);
  });
  if (ids.length === 0)
    throw lineError(lineNo, msg`record 240 names nobody: expected start numbers after the round`);
  return { line: lineNo, type, round: Number(round), ids };
}

/**
 * The number of rounds: the longest 001 line (`longest` rounds, the first such in start-number
 * order on `longestLine`), which 142/XXR must not contradict. A declared count
 * above the written rounds is a tournament in progress (TRF for in-tournament data exchange): only
 * the written rounds are read, so that nobody looks absent from rounds not yet paired.
 */
function roundCount(
  longest: number,
  longestLine: number,
  declared: Numbered | undefined,
  notes: Message[],
): number {
  if (declared && longest > declared.value) {
    throw lineError(
      longestLine,
      declared.value === 1
        ? msg`has results for ${longest} rounds, but line ${declared.line} declares ${declared.value} round`
        : msg`has results for ${longest} rounds, but line ${declared.line} declares ${declared.value} rounds`,
    );
  }
  if (declared && declared.value > longest) {
    notes.push(msg`${declared.value} rounds declared, results for ${longest}`);
  }
  return longest;
}

/**
 * Individual byes from 240 records, checked against the 001 lines: a blank round takes the bye,
 * a round with the same code agrees, anything else contradicts. Byes for rounds not read yet are
 * byes requested ahead (in-tournament files) and do not count.
 */
function individualByes(
  records: readonly ByeRecord[],
  players: readonly PlayerRecord[],
  rounds: number,
  notes: Message[],
): Map<PlayerRecord, Map<number, ByeKind>> {
  if (records.length === 0) return new Map();
  const byStart = new Map<number, PlayerRecord>();
  for (const p of players) byStart.set(p.startNo, p);
  const kinds: Record<ByeRecord['type'], ByeKind> = { F: 'full-bye', H: 'half-bye', Z: 'zero-bye' };
  const names: Record<ByeRecord['type'], string> = {
    F: 'a full-point bye (F)',
    H: 'a half-point bye (H)',
    Z: 'a zero-point bye (Z)',
  };
  const out = new Map<PlayerRecord, Map<number, ByeKind>>();
  let future = 0;
  for (const b of records) {
    for (const id of b.ids) {
      const p = byStart.get(id);
      if (!p)
        throw lineError(b.line, msg`record 240 gives a bye to player ${id}, who has no 001 line`);
      if (b.round > rounds) {
        future++;
        continue;
      }
      const slot = slotAt(p, b.round);
      const code = slotCode(slot);
      if (slotOpponent(slot) === 0 && (code === 0 || code === b.type.charCodeAt(0))) {
        if (code === 0) {
          const m = out.get(p) ?? new Map<number, ByeKind>();
          m.set(b.round, kinds[b.type]);
          out.set(p, m);
        }
        continue;
      }
      throw lineError(
        b.line,
        msg`record 240 gives player ${id} ${names[b.type]} in round ${b.round}, but line ${p.line} has "${slotText(p, b.round).trim()}" in round ${b.round}`,
      );
    }
  }
  if (future > 0)
    notes.push(
      future === 1
        ? msg`${future} bye for later rounds (record 240) not counted`
        : msg`${future} byes for later rounds (record 240) not counted`,
    );
  return out;
}

/** National ratings from NRS records: those of the 172 federation when it names one. */
function nationalRatings(c: Collected, startNumbers: StartNumbers): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of c.nationalRatings) {
    if (!startNumbers.has(r.startNo)) {
      throw lineError(
        r.line,
        msg`national rating record for start number ${r.startNo}, which has no 001 line`,
      );
    }
    if (c.nrsFederation && r.federation !== c.nrsFederation) continue;
    if (r.rating !== undefined && !out.has(r.startNo)) out.set(r.startNo, r.rating);
  }
  return out;
}
