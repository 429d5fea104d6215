/**
 * A TRF-16 file as the input of the next round's pairing, in the conventions of the pairing
 * engines (JaVaFo, bbpPairings): the round to pair is the round after the last one in which
 * anybody was paired or got the pairing-allocated bye; an entry of a player in that round
 * (`0000 - H`, `F`, `Z`, `-`) means he is not to be paired. The 001 lines are read by the
 * project's TRF line reader; this module gives the entries their pairing meaning.
 */
import { lineError, msg, rangeError, type InputError } from '../errors';
import type { MessageArg } from '../errors';
import { columns, pointsValue, quote } from '../readers/trf/fields';
import { astralLineStart, hasAstral } from '../readers/trf/codePoints';
import {
  classifyLine,
  lineEnd,
  nextLineAt,
  splitLines,
  textCodes,
  textLines,
  type CharCodes,
} from '../readers/trf/lines';
import { readPlainPlayers } from '../readers/trf/plainPlayers';
import { playerLines } from '../readers/trf/playerLines';
import {
  parsePlayerLine,
  playerRating,
  slotAt,
  slotCode,
  slotColour,
  slotOpponent,
  slotText,
  sourceLine,
  type PlayerRecord,
} from '../readers/trf/player';
import { initialColourFromHistory, type RecordedColour } from './initialColour';
import { pointsOf } from './standing';
import { DEFAULT_PAIRING_POINTS } from './types';
import type {
  PairingColour,
  PairingPlayer,
  PairingPoints,
  PairingRequest,
  PastRound,
} from './types';

export interface PairingFile {
  readonly request: PairingRequest;
  /** The line (1-based) of the XXR or 142 record the total number of rounds came from, or 0. */
  readonly totalRoundsLine: number;
  /** The round the file asks to pair. */
  readonly round: number;
  /** The file's lines, for writing it back with the new round appended. */
  readonly lines: readonly string[];
  /** 0-based index of each player's 001 line, by start number. */
  readonly playerLine: ReadonlyMap<number, number>;
  /** True when XXC/152 gave no initial colour and it was inferred or defaulted. */
  readonly colourAssumed: boolean;
  /** The initial colour as XXC/152 or the played colours fix it; null when nothing does. */
  readonly recordedColour: RecordedColour;
}

const PLAYED = new Set(['1', '0', '=', 'W', 'D', 'L']);

/*
 * The entries of a round, one object each for every player's every round: made once and shared
 * by all entries that mean the same (a file's rounds are mostly a game won, drawn or lost with
 * either colour against some opponent, and byes of a few kinds). Entries are read-only.
 */
const NO_OPPONENT: Readonly<Record<string, PastRound>> = {
  U: { opponent: null, colour: null, outcome: 'win', played: false, paired: true },
  F: { opponent: null, colour: null, outcome: 'win', played: false, paired: false },
  H: { opponent: null, colour: null, outcome: 'draw', played: false, paired: false },
  Z: { opponent: null, colour: null, outcome: 'loss', played: false, paired: false },
};

/**
 * Round `round` of a player's line as a pairing entry. The message naming the round is made only
 * for an entry that is refused: made for every entry, it was most of reading a file.
 */
function entryOf(rec: PlayerRecord, round: number): PastRound {
  const packed = slotAt(rec, round);
  const codeNumber = slotCode(packed);
  const code = codeNumber === 0 ? '' : String.fromCharCode(codeNumber);
  const opponent = slotOpponent(packed);
  const colour = slotColour(packed);
  if (opponent !== 0) {
    if (PLAYED.has(code)) {
      if (colour) {
        const outcome =
          code === '1' || code === 'W' ? 'win' : code === '0' || code === 'L' ? 'loss' : 'draw';
        return { opponent, colour, outcome, played: true, paired: true };
      }
    } else if (code === '+' || code === '-') {
      const outcome = code === '+' ? 'win' : 'loss';
      return { opponent, colour: null, outcome, played: false, paired: true };
    }
  } else if (!colour) {
    switch (code) {
      case 'U':
      case '+':
        return NO_OPPONENT.U;
      case 'F':
        return NO_OPPONENT.F;
      case 'H':
      case '=':
      case 'D':
        return NO_OPPONENT.H;
      case 'Z':
      case '-':
      case '':
        return NO_OPPONENT.Z;
    }
  }
  throw entryError(rec, round);
}

/** Why entryOf refuses round `round` of a player's line. */
function entryError(rec: PlayerRecord, round: number): InputError {
  const packed = slotAt(rec, round);
  const code = slotCode(packed);
  const text = quote(slotText(rec, round));
  const where = msg`round ${round} (column ${92 + 10 * (round - 1)})`;
  if (slotOpponent(packed) !== 0) {
    if (PLAYED.has(code === 0 ? '' : String.fromCharCode(code))) {
      return lineError(rec.line, msg`${where}: a played game (${text}) needs the colour w or b`);
    }
    return lineError(
      rec.line,
      msg`${where}: found ${text}, expected a result 1 = 0 W D L + - against an opponent (H F U Z need opponent 0000)`,
    );
  }
  if (slotColour(packed)) {
    return lineError(
      rec.line,
      msg`${where}: found ${text}: a round without opponent has no colour`,
    );
  }
  return lineError(
    rec.line,
    msg`${where}: found ${text}, expected a bye (0000 - U, H, F, Z or -) or an opponent`,
  );
}

function pointsLine(line: string, lineNo: number, what: MessageArg): number {
  const raw = line.slice(4).trim();
  const v = pointsValue(raw);
  if (v === undefined || v === null) {
    throw lineError(lineNo, msg`${what}: found ${quote(raw)}, expected points such as 1.0`);
  }
  return Math.round(v * 10);
}

function accelerationsOf(line: string, lineNo: number): { id: number; values: number[] } {
  const id = Number(columns(line, 5, 8).trim());
  if (!Number.isInteger(id) || id <= 0) {
    throw lineError(
      lineNo,
      msg`XXA: found ${quote(columns(line, 5, 8))} in columns 5–8, expected a start number`,
    );
  }
  const values: number[] = [];
  for (let from = 10; from <= line.trimEnd().length; from += 5) {
    const raw = columns(line, from, from + 3).trim();
    if (raw === '') {
      values.push(0);
      continue;
    }
    const v = pointsValue(raw);
    if (v === undefined || v === null) {
      throw lineError(
        lineNo,
        msg`XXA: found ${quote(raw)} in columns ${from}–${from + 3}, expected points`,
      );
    }
    values.push(Math.round(v * 10));
  }
  return { id, values };
}

/** Choices that override the file's records. */
export interface PairingTrfOptions {
  /**
   * The total number of rounds, over XXR/142: a tournament extended beyond what the file says
   * (command line `--rounds N`, sheet option `rounds=N`).
   */
  readonly totalRounds?: number;
}

/** TRF records of team events: a team file cannot be paired as individuals. */
const TEAM_RECORDS = new Set(['013', '300', '310', '320', '330', '362']);

/**
 * `codes`: the text's CharCodes when the caller has them (the command line: the file's bytes);
 * without them they are made from the text.
 */
export function readPairingTrf(
  text: string,
  options: PairingTrfOptions = {},
  codes?: CharCodes,
): PairingFile {
  const lines = splitLines(text);
  const records: PlayerRecord[] = [];
  const playerLine = new Map<number, number>();
  let totalRounds: number | undefined;
  let totalRoundsLine = 0;
  let initial: PairingColour | undefined;
  let baku = false;
  const forbidden: number[][] = [];
  const accel = new Map<number, number[]>();
  let points: PairingPoints = DEFAULT_PAIRING_POINTS;
  let pabSet = false;

  /** Takes record `rec` of line `i` (0-based), unless its start number is taken already. */
  const takePlayer = (rec: PlayerRecord, i: number): void => {
    if (playerLine.has(rec.startNo)) {
      throw lineError(
        i + 1,
        msg`start number ${rec.startNo} appears twice (also line ${(playerLine.get(rec.startNo) as number) + 1})`,
      );
    }
    playerLine.set(rec.startNo, i);
  };
  const readLine = (line: string, i: number): void => {
    const lineNo = i + 1;
    const cls = classifyLine(line, lineNo);
    if (cls.kind !== 'record' && cls.kind !== 'letters') return;
    const id = cls.id;
    if (TEAM_RECORDS.has(id)) {
      throw lineError(
        lineNo,
        msg`record ${id} is a team record: this is a team tournament, and pairing teams is not supported (the pairing pairs the players of an individual Swiss)`,
      );
    }
    if (id === '001') {
      const rec = parsePlayerLine(line, lineNo);
      if (rec.misaligned) throw rec.misaligned;
      takePlayer(rec, i);
      records.push(rec);
      return;
    }
    const rest = line.slice(3).trim();
    if (id === 'XXR' || id === '142') {
      const n = Number(rest);
      if (!/^\d+$/.test(rest) || n < 1) {
        throw lineError(
          lineNo,
          msg`${id}: found ${quote(rest)}, expected the total number of rounds`,
        );
      }
      totalRounds = n;
      totalRoundsLine = lineNo;
    } else if (id === 'XXC' || id === '152') {
      const v = rest.toLowerCase().split(/\s+/);
      if (v.includes('white1') || v[0] === 'w') initial = 'w';
      else if (v.includes('black1') || v[0] === 'b') initial = 'b';
      else throw lineError(lineNo, msg`${id}: found ${quote(rest)}, expected white1 or black1`);
    } else if (id === 'XXP') {
      const ids = rest.split(/\s+/).map(Number);
      if (ids.some(n => !Number.isInteger(n) || n <= 0)) {
        throw lineError(lineNo, msg`XXP: found ${quote(rest)}, expected start numbers`);
      }
      forbidden.push(ids);
    } else if (id === 'XXA') {
      const a = accelerationsOf(line, lineNo);
      accel.set(a.id, a.values);
    } else if (id === '192' || id === '092') {
      if (/_BAKU\b/i.test(rest)) baku = true;
    } else if (id === 'BBW') {
      const w = pointsLine(line, lineNo, msg`BBW`);
      points = { ...points, win: w, pairingBye: pabSet ? points.pairingBye : w };
    } else if (id === 'BBD') points = { ...points, draw: pointsLine(line, lineNo, msg`BBD`) };
    else if (id === 'BBL') points = { ...points, loss: pointsLine(line, lineNo, msg`BBL`) };
    else if (id === 'BBZ') points = { ...points, zeroBye: pointsLine(line, lineNo, msg`BBZ`) };
    else if (id === 'BBF') points = { ...points, forfeitLoss: pointsLine(line, lineNo, msg`BBF`) };
    else if (id === 'BBU') {
      points = { ...points, pairingBye: pointsLine(line, lineNo, msg`BBU`) };
      pabSet = true;
    }
  };
  // The lines in splitLines' order. A block of plain 001 lines is read by the standings reader's
  // loop (readPlainPlayers), which gives the records parsePlayerLine gives: a command reads its
  // file before anything is compiled, and a line read through parsePlayerLine's dozen small
  // helpers took ~50 µs then (pair on 500 players: ~30 ms for the file). Every other line, and
  // the first line the loop does not take, is read line by line as before.
  const walk = textLines(
    text,
    codes !== undefined && codes.length === text.length ? codes : textCodes(text),
  );
  const b = walk.codes;
  // Characters outside the BMP (codePoints.ts): the plain lines are read up to the line holding
  // the next of them, which parsePlayerLine reads by its code points.
  let limit = hasAstral(text) ? -1 : text.length;
  const noted = playerLines();
  for (let i = 0; walk.at < text.length; i++) {
    const at = walk.at;
    if (b[at] === 48 && b[at + 1] === 48 && b[at + 2] === 49) {
      if (limit < at) limit = astralLineStart(text, at);
      const first = records.length;
      const read = readPlainPlayers(walk, i + 1, records, noted, limit);
      if (read > 0) {
        for (let k = first; k < records.length; k++) takePlayer(records[k], records[k].line - 1);
        i += read - 1;
        continue;
      }
    }
    walk.at = nextLineAt(b, lineEnd(walk, at));
    readLine(lines[i], i);
  }
  if (records.length === 0)
    throw lineError(lines.length || 1, msg`no player lines (001): nothing to pair`);
  if (options.totalRounds !== undefined) totalRounds = options.totalRounds;
  if (totalRounds === undefined) {
    throw lineError(
      1,
      msg`no XXR record: the total number of rounds is needed to pair (e.g. "XXR 9")`,
    );
  }

  const histories = new Map<number, PastRound[]>();
  const recordOf = new Map<number, PlayerRecord>();
  let played = 0;
  for (const rec of records) {
    const h: PastRound[] = [];
    for (let k = 1; k <= rec.slotCount; k++) {
      const e = entryOf(rec, k);
      if (e.paired && k > played) played = k;
      h.push(e);
    }
    histories.set(rec.startNo, h);
    recordOf.set(rec.startNo, rec);
  }
  const round = played + 1;

  for (const rec of records) {
    const h = histories.get(rec.startNo) as PastRound[];
    if (h.length > round) {
      throw lineError(
        rec.line,
        msg`round ${round + 1}: an entry after round ${round}, the round to pair`,
      );
    }
    for (let k = 0; k < h.length; k++) {
      const e = h[k];
      if (e.opponent === null) continue;
      const opp = histories.get(e.opponent);
      const oppRec = recordOf.get(e.opponent);
      if (!opp || !oppRec) {
        throw lineError(
          rec.line,
          msg`round ${k + 1}: opponent ${e.opponent} has no player line (001)`,
        );
      }
      const o = opp[k];
      if (
        !o ||
        o.opponent !== rec.startNo ||
        o.played !== e.played ||
        (e.played && o.colour === e.colour)
      ) {
        throw lineError(
          rec.line,
          msg`round ${k + 1}: player ${rec.startNo} meets ${e.opponent}, but line ${oppRec.line} does not show the same game (opponent, colour, played or forfeited)`,
        );
      }
    }
    if (rec.declaredPoints !== undefined) {
      let past = 0;
      for (let k = 0; k < played && k < h.length; k++) past += pointsOf(h[k], points);
      const acc = accel.get(rec.startNo)?.[played] ?? 0;
      const nextPts = h.length > played ? pointsOf(h[played], points) : 0;
      const declared = Math.round(rec.declaredPoints * 10);
      if (
        declared !== past &&
        declared !== past + acc &&
        declared !== past + nextPts &&
        declared !== past + acc + nextPts
      ) {
        throw lineError(
          rec.line,
          msg`points (columns 81–84): the line says ${rec.declaredPoints}, but its results of rounds 1–${played} add up to ${past / 10}`,
        );
      }
    }
  }

  const fromHistory = initialColourFromHistory(
    records.map(rec => ({ id: rec.startNo, rounds: histories.get(rec.startNo) as PastRound[] })),
  );
  const inferred = initial ?? fromHistory;
  const players: PairingPlayer[] = records.map(rec => {
    const h = histories.get(rec.startNo) as PastRound[];
    const rating = playerRating(sourceLine(rec));
    return {
      id: rec.startNo,
      name: rec.name,
      ...(rating !== undefined ? { rating } : {}),
      rounds: h.slice(0, played),
      available: h.length <= played,
      ...(accel.has(rec.startNo) ? { accelerations: accel.get(rec.startNo) } : {}),
    };
  });
  return {
    request: {
      players,
      totalRounds,
      initialColour: inferred ?? 'w',
      points,
      forbidden,
      baku: baku && accel.size === 0,
    },
    totalRoundsLine: options.totalRounds === undefined ? totalRoundsLine : 0,
    round,
    lines,
    playerLine,
    colourAssumed: initial === undefined,
    recordedColour:
      initial !== undefined
        ? { how: 'record', colour: initial }
        : fromHistory !== null
          ? { how: 'history', colour: fromHistory }
          : null,
  };
}

/**
 * Refuses a file that has no round left to pair: every round up to its total is paired (a
 * finished tournament would be paired "round 6 of 5"). `extended`: the total was given over the
 * file's XXR (`--rounds`, `rounds=`). The checker (check.ts) reads finished tournaments: only
 * the pairing of a next round asks this.
 */
export function refuseFinished(file: PairingFile, extended: boolean): void {
  const total = file.request.totalRounds;
  if (file.round <= total) return;
  const played = file.round - 1;
  if (extended || file.totalRoundsLine === 0) {
    throw rangeError(
      msg`the tournament is to have ${total} rounds, but ${played} are paired already: there is no round ${file.round} to pair`,
    );
  }
  throw lineError(
    file.totalRoundsLine,
    msg`the tournament has ${total} rounds and all of them are paired: there is no round ${file.round} to pair (give the total number of rounds if the tournament is longer)`,
  );
}
