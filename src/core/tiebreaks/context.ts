/**
 * Per-tournament precomputation shared by every tie-break of one computeTiebreaks call: the
 * round table as flat typed arrays (participant index × round), scores, the unplayed-round
 * categories of C.07 Art. 16.2 and whatever a code family caches for the others (adjusted scores,
 * Buchholz elements). Built once, O(N·R).
 */
import { rangeError, type InputError, msg } from '../errors';
import type { MessageArg } from '../errors';
import { packedRoundsOfTournament, participantCount } from '../model/lazyParticipants';
import {
  COL,
  KIND_CODE,
  packedRounds,
  pointsByCode,
  PointsCode,
  RES,
  RK,
  RK_COUNT,
  type PackedRounds,
} from '../model/packedRounds';
import type {
  Participant,
  PointSystem,
  RoundEntry,
  Tournament,
  TournamentSystem,
} from '../model/types';
import type { RuleSet, RulesVersion, TiebreakCode, TiebreakOptions } from './types';
import { RULE_SETS } from './types';

export { COL, RES, RK } from '../model/packedRounds';

/**
 * Categories of Art. 16.2 (0 = played over the board). Stored per round; they depend on the
 * rounds counted (a requested bye in the last counted round is 16.2.5).
 */
export const CAT = {
  played: 0,
  /** 16.2.1 pairing-allocated byes or full-point byes */
  bye: 1,
  /** 16.2.2 forfeit wins */
  forfeitWin: 2,
  /** 16.2.3 requested byes followed by at least one round that is not a VUR */
  requestedByeThenPlay: 3,
  /** 16.2.4 forfeit losses */
  forfeitLoss: 4,
  /** 16.2.5 requested byes followed only by VURs, or in the last round */
  requestedByeAtEnd: 5,
  /** a scheduled game without a result yet (not a round of Art. 15 at all) */
  pending: 6,
} as const;

const ZERO_BYE: RoundEntry = Object.freeze({ kind: 'zero-bye' });

type PairedEntry = Extract<RoundEntry, { opponent: unknown }>;

/** A round with a scheduled opponent (played, forfeited or double forfeit). */
export function isPairedKind(k: number): boolean {
  return k <= RK.doubleForfeit;
}

/** Requested bye (16.1.1): half- or zero-point bye; rounds after a withdrawal or before joining are zero-point byes. */
export function isRequestedByeKind(k: number): boolean {
  return k >= RK.halfBye;
}

/** Voluntary unplayed round (16.1.2): a requested bye or a forfeit loss. */
export function isVurKind(k: number): boolean {
  return k === RK.forfeitLoss || k === RK.doubleForfeit || k >= RK.halfBye;
}

/**
 * The round table a tie-break reads. `FB` reads a variant in which the final round's paired
 * games are draws, so the table is an object of its own rather than fields of the context.
 */
export interface RoundTable {
  /** Round kind (RK), index i·R + r with r 0-based. */
  readonly kind: Uint8Array;
  /** Opponent's participant index, −1 when none. */
  readonly opp: Int32Array;
  /** Points scored in the round. */
  readonly pts: Float64Array;
  /** Result of a played game (RES). */
  readonly res: Uint8Array;
  /** Score over the counted rounds. */
  readonly score: Float64Array;
  /** Last counted round (1-based) that is not a VUR; 0 when there is none. */
  readonly lastAvailable: Int32Array;
}

export interface TiebreakContext {
  readonly t: Tournament;
  /** Number of participants. */
  readonly n: number;
  /** Rounds counted: `afterRound` when given, else all rounds of the tournament. */
  readonly rounds: number;
  /** Rounds of the tournament. */
  readonly totalRounds: number;
  /**
   * Rounds held so far: the most rounds any participant has that are not games still to be
   * played. A paired round without results adds nothing to a code, also not to the round counts
   * of Art. 9.2 (Koya's maximum score), 16.4.2 (the dummy's cap) and the 2009 virtual opponent.
   * It does not depend on where a crosstable's Berger placement put its pending games.
   */
  readonly heldRounds: number;
  /** Each participant's counted rounds that are not games still to be played. */
  readonly heldBy: Int32Array;
  /** The call's rule set (a code may pin another version, see rulesFor). */
  readonly rules: RuleSet;
  readonly system: TournamentSystem;
  readonly ps: PointSystem;
  readonly options: Readonly<TiebreakOptions>;
  /** The round table of the counted rounds. */
  readonly table: RoundTable;
  /** Colour per round (COL). */
  readonly colour: Uint8Array;
  /** 1 when a played game was rated (TRF `1 = 0`), 0 for `W D L` and unplayed rounds. */
  readonly rated: Uint8Array;
  /** Start number of each participant. */
  readonly startNo: Int32Array;
  /**
   * True when the start numbers rise with the participant index: the index order is then the
   * order by start number (the packed sort's pass over the whole field relies on it).
   */
  readonly startNoRising: boolean;
  /** Participant index of a start number, −1 when none. */
  indexOf(startNo: number): number;
  /** A value computed once per call and shared by the codes that need it. */
  cached<T>(key: string, make: () => T): T;
}

/** Rule set of the call: the option, else by the start date (C.07 2026 applies from 2026-03-01). */
export function defaultRules(t: Tournament): RuleSet {
  return t.startDate !== undefined && t.startDate < '2026-03-01' ? 'fide-2024' : 'fide-2026';
}

const VERSION_RULES: Record<RulesVersion, RuleSet> = {
  // 2022 (TieBreakServer /V2022) differs from 2024 only in rating-code cuts; for the
  // opponent-based codes it is the 2024 treatment.
  '2022': 'fide-2024',
  '2024': 'fide-2024',
  '2026': 'fide-2026',
};

/** The rule set a code is computed with: a `/V…` pin overrides the call's rule set. */
export function rulesFor(ctx: TiebreakContext, code: TiebreakCode): RuleSet {
  return code.version === null ? ctx.rules : VERSION_RULES[code.version];
}

/** True when Art. 15.2 (pre-determined pairings) applies to this code: round robin without `/S`. */
export function isRoundRobinFor(ctx: TiebreakContext, code: TiebreakCode): boolean {
  return ctx.system === 'round-robin' && !code.swiss;
}

/**
 * The refusal of something that needs the order of the rounds on a tournament that does not know
 * it (a crosstable): why, and what to use instead.
 */
export function roundOrderError(what: MessageArg): InputError {
  return rangeError(
    msg`${what}, and a crosstable has no rounds (its games were placed in the Berger table's order only so that they could be counted). Use a progress table or a results list, which say who played whom in which round; or, if the rounds really followed the Berger table, say so with the option rounds=berger (command line: --berger-rounds)`,
  );
}

function checkOptions(t: Tournament, options: TiebreakOptions): number {
  if (options.rules !== undefined && !RULE_SETS.includes(options.rules)) {
    throw rangeError(
      msg`unknown rule set "${String(options.rules)}"; expected one of ${RULE_SETS.join(', ')}`,
    );
  }
  if (
    options.system !== undefined &&
    options.system !== 'swiss' &&
    options.system !== 'round-robin'
  ) {
    throw rangeError(
      msg`unknown tournament system "${String(options.system)}"; expected swiss or round-robin`,
    );
  }
  const k = options.afterRound;
  if (k === undefined) return t.rounds;
  if (!Number.isInteger(k) || k < 0) {
    throw rangeError(
      msg`"after round" must be a whole number from 0 to ${t.rounds}, found ${String(k)}`,
    );
  }
  if (t.roundOrder === 'unknown' && k < t.rounds) {
    throw roundOrderError(msg`standings after round ${k} need the order of the rounds`);
  }
  return Math.min(k, t.rounds);
}

function buildTable(
  t: Tournament,
  rounds: number,
  packed: PackedRounds,
): {
  table: RoundTable;
  colour: Uint8Array;
  rated: Uint8Array;
  heldBy: Int32Array;
  heldRounds: number;
} {
  const n = packed.n;
  const { kind, opp, res, colour, rated } = packed;
  const heldBy = new Int32Array(n);
  const pts = new Float64Array(n * rounds);
  const score = new Float64Array(n);
  const scoreColumn = new Array<number>(n);
  const lastAvailable = new Int32Array(n);
  const adjustedScore = new Float64Array(n);
  // Points by kind code and by result, from pointsFor itself.
  const points = pointsByCode(t.pointSystem);
  const own: OwnCounts = {
    wins: new Array<number>(n),
    blackWins: new Array<number>(n),
    progressive: new Array<number>(n),
  };
  const out = { pts, score, scoreColumn, heldBy, lastAvailable, adjustedScore, own };
  const ps = t.pointSystem;
  const heldRounds = fillTable(n, rounds, kind, res, colour, points, ps.draw, ps.win, out);
  const table: RoundTable = { kind, opp, pts, res, score, lastAvailable };
  BUILT.set(table, { adjustedScore, own, scoreColumn });
  return { table, colour, rated, heldBy, heldRounds };
}

/**
 * What fillTable computed besides the table, by the table it belongs to: a context derived from
 * another (team game points, forfeits as played) brings a table of its own, which has none.
 */
const BUILT = new WeakMap<
  RoundTable,
  { adjustedScore: Float64Array; own: OwnCounts; scoreColumn: number[] }
>();

/**
 * Each participant's score as their opponents see it under C.07 2024/2026 (Art. 16.3: requested
 * byes after the last round that is not a VUR count as draws), when the table is one that
 * createContext built; undefined for any other table.
 */
export function builtAdjustedScores(table: RoundTable): Float64Array | undefined {
  return BUILT.get(table)?.adjustedScore;
}

/**
 * The number of wins (WIN, 7.1), of games won with black (BWG, 7.4) and the progressive score
 * (PS, 7.5, uncut) of every participant.
 */
export interface OwnCounts {
  readonly wins: number[];
  readonly blackWins: number[];
  readonly progressive: number[];
}

/**
 * WIN, BWG and PS as fillTable counted them, when the table is one that createContext built
 * (with the context's colours and point system); undefined for any other table.
 */
export function builtOwnCounts(table: RoundTable): OwnCounts | undefined {
  return BUILT.get(table)?.own;
}

/**
 * The table's scores as an array (the same numbers as `table.score`), when createContext built
 * the table: the standings sort them with the tie-break columns, which are arrays, and a sort
 * loop that meets one kind of array is compiled smaller than one that meets two.
 */
export function builtScoreColumn(table: RoundTable): readonly number[] | undefined {
  return BUILT.get(table)?.scoreColumn;
}

/** What fillTable writes, by participant (and round). */
interface TableColumns {
  readonly pts: Float64Array;
  readonly score: Float64Array;
  readonly scoreColumn: number[];
  readonly heldBy: Int32Array;
  readonly lastAvailable: Int32Array;
  readonly adjustedScore: Float64Array;
  readonly own: OwnCounts;
}

/*
 * fillTable reads these by code instead of comparing kinds and results: a smaller loop for the
 * compiler, which compiles it while the command waits (a program builds one context).
 */
/** What a round is to the adjusted score (a const enum: numbers in fillTable's loop). */
const enum Role {
  /** A round that is not a VUR. */
  available = 0,
  /** A requested bye (isRequestedByeKind), a draw for the adjusted score after the last available round. */
  requested = 1,
  /** Any other VUR (forfeit losses), its points for the adjusted score. */
  otherVur = 2,
}
/** The Role of each kind. */
const ROLE = Uint8Array.from({ length: RK_COUNT }, (_, k) =>
  isRequestedByeKind(k) ? Role.requested : isVurKind(k) ? Role.otherVur : Role.available,
);

/**
 * Each round's points, each participant's score, counted rounds that are not games still to be
 * played, last round that is not a VUR (lastAvailableRounds) and adjusted score (Art. 16.3), in
 * one loop over the table: a program builds one context, and each loop over the field's rounds is
 * compiled on its own. Returns the most rounds anybody has held.
 *
 * The adjusted score adds the same numbers in the same order as elements.ts's adjustedScores:
 * the points of every round up to the last available one (the score so far), then a draw for
 * each requested bye and the points of every other round after it.
 *
 * WIN, BWG and PS are counted here as well, as own/ownColumns.ts's countAll counts them (same
 * additions in the same order): the loop a program runs anyway, rather than one more to compile.
 * For the same reason it writes the scores into an array as well (builtScoreColumn).
 */
function fillTable(
  n: number,
  rounds: number,
  kind: Uint8Array,
  res: Uint8Array,
  colour: Uint8Array,
  points: Float64Array,
  draw: number,
  win: number,
  out: TableColumns,
): number {
  const { pts, score, scoreColumn, heldBy, lastAvailable, adjustedScore, own } = out;
  const { wins: winsOut, blackWins: blackWinsOut, progressive: progressiveOut } = own;
  let heldRounds = 0;
  // 1 for the points of a win, with or without playing (sameValue, written out), by code.
  const winning = new Uint8Array(points.length);
  for (let c = 0; c < points.length; c++) winning[c] = Math.abs(points[c] - win) < 1e-9 ? 1 : 0;
  for (let i = 0; i < n; i++) {
    let total = 0;
    let adjusted = 0;
    let held = 0;
    let last = 0;
    let wins = 0;
    let blackWins = 0;
    let running = 0;
    let progressive = 0;
    for (let r = 0; r < rounds; r++) {
      const at = i * rounds + r;
      const k = kind[at];
      const c = k === RK.played ? PointsCode.played + res[at] : k;
      const v = points[c];
      pts[at] = v;
      total += v;
      // A game still to be played: no win yet, and no running score after it.
      if (k === RK.pending) continue;
      held++;
      running += v;
      progressive += running;
      wins += winning[c];
      if (c === PointsCode.wonGame && colour[at] === COL.black) blackWins++;
      const role = ROLE[k];
      // Two additions rather than one of `requested ? draw : v`: the compiled loop would hold
      // that choice as a boxed number, allocating for every fractional v.
      if (role === Role.available) {
        last = r + 1;
        adjusted = total;
      } else if (role === Role.requested) adjusted += draw;
      else adjusted += v;
    }
    score[i] = total;
    scoreColumn[i] = total;
    heldBy[i] = held;
    if (held > heldRounds) heldRounds = held;
    lastAvailable[i] = last;
    adjustedScore[i] = adjusted;
    winsOut[i] = wins;
    blackWinsOut[i] = blackWins;
    progressiveOut[i] = progressive;
  }
  return heldRounds;
}

/**
 * The counted rounds as typed arrays: those the reader left when it has them (read-only here:
 * nothing writes into a round table), else read from the entries.
 */
function givenTable(t: Tournament, rounds: number): PackedRounds | undefined {
  const n = participantCount(t);
  const given = packedRoundsOfTournament(t);
  if (given && given.n === n && given.rounds >= rounds) {
    if (given.rounds === rounds) return given;
    // Standings after an earlier round: the first `rounds` of each participant's.
    const cut = packedRounds(n, rounds, given.numbers);
    for (let i = 0; i < n; i++) {
      for (let r = 0; r < rounds; r++) {
        const from = i * given.rounds + r;
        const at = i * rounds + r;
        cut.kind[at] = given.kind[from];
        cut.opp[at] = given.opp[from];
        cut.res[at] = given.res[from];
        cut.colour[at] = given.colour[from];
        cut.rated[at] = given.rated[from];
      }
    }
    return cut;
  }
  return undefined;
}

function packEntries(t: Tournament, rounds: number, indexOf: (no: number) => number): PackedRounds {
  const n = t.participants.length;
  const packed = packedRounds(n, rounds);
  const { kind, opp, res, colour, rated } = packed;
  /** Colour and opponent of a round with a scheduled opponent. */
  const setPairing = (p: Participant, at: number, r: number, e: PairedEntry): void => {
    if (e.colour !== undefined) colour[at] = e.colour === 'w' ? COL.white : COL.black;
    if (e.opponent === null || e.opponent === undefined) return;
    const j = indexOf(e.opponent);
    if (j < 0) {
      throw rangeError(
        msg`${p.name} (No. ${p.startNo}) has start number ${e.opponent} as opponent in round ${r + 1}, but no participant has that start number`,
      );
    }
    opp[at] = j;
  };
  for (let i = 0; i < n; i++) {
    const p = t.participants[i];
    for (let r = 0; r < rounds; r++) {
      const at = i * rounds + r;
      // A missing entry (a short row) is a zero-point bye, as TRF reads a blank round.
      const e: RoundEntry = p.rounds[r] ?? ZERO_BYE;
      // One switch on the kind: each branch reads the fields of one kind of entry only (a keyed
      // lookup of the kind in KIND_CODE is a hash lookup; the bye kinds are rare enough for it).
      switch (e.kind) {
        case 'played':
          kind[at] = RK.played;
          res[at] = e.result === 'win' ? RES.win : e.result === 'draw' ? RES.draw : RES.loss;
          rated[at] = e.rated ? 1 : 0;
          setPairing(p, at, r, e);
          break;
        case 'forfeit-win':
        case 'forfeit-loss':
        case 'double-forfeit':
        case 'pending':
          kind[at] = KIND_CODE[e.kind];
          setPairing(p, at, r, e);
          break;
        default:
          kind[at] = KIND_CODE[e.kind];
      }
    }
  }
  return packed;
}

function lastAvailableRounds(kind: Uint8Array, n: number, rounds: number): Int32Array {
  const last = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    for (let r = rounds - 1; r >= 0; r--) {
      // A game still to be played is no round yet: neither available nor a VUR.
      const k = kind[i * rounds + r];
      if (k !== RK.pending && !isVurKind(k)) {
        last[i] = r + 1;
        break;
      }
    }
  }
  return last;
}

/**
 * Start numbers by participant index and the index of a start number: an array lookup when the
 * numbers are whole and dense enough (every real event), else a map. A number used twice is
 * refused either way (the first one used again, in the order of the participants).
 */
export function startNumbers(participants: readonly Participant[]): {
  startNo: Int32Array;
  indexOf: (no: number) => number;
  /** Whether the numbers rise with the index (see TiebreakContext.startNoRising). */
  rising: boolean;
} {
  const n = participants.length;
  const startNo = new Int32Array(n);
  // One loop fills both arrays (a second would be compiled on its own): the index has room for
  // the numbers of every real event, and the first number it has no room for leaves it to a map.
  const index = emptyIndex(n);
  const size = index.length;
  let dense = true;
  let rising = true;
  for (let i = 0; i < n; i++) {
    const no = participants[i].startNo;
    startNo[i] = no;
    if (i > 0 && !(startNo[i] > startNo[i - 1])) rising = false;
    if (!(Number.isInteger(no) && no >= 0 && no < size)) {
      dense = false;
      break;
    }
    if (index[no] >= 0) throw rangeError(msg`start number ${no} is used twice`);
    index[no] = i;
  }
  if (dense) return { startNo, indexOf: indexLookup(index), rising };
  const byNo = new Map<number, number>();
  rising = true;
  for (let i = 0; i < n; i++) {
    const no = participants[i].startNo;
    startNo[i] = no;
    if (i > 0 && !(startNo[i] > startNo[i - 1])) rising = false;
    if (byNo.has(no)) throw rangeError(msg`start number ${no} is used twice`);
    byNo.set(no, i);
  }
  return { startNo, indexOf: (no: number): number => byNo.get(no) ?? -1, rising };
}

/** The index of start numbers before any is entered: room for the numbers of every real event. */
function emptyIndex(n: number): Int32Array {
  return new Int32Array(4 * n + 1025).fill(-1);
}

function indexLookup(index: Int32Array): (no: number) => number {
  const size = index.length;
  return (no: number): number => (Number.isInteger(no) && no >= 0 && no < size ? index[no] : -1);
}

/**
 * The round table, and the start numbers with it: those the reader left with its rounds when it
 * has them (whole, distinct and rising: no loop over the participants to check them again), else
 * startNumbers' (the entries' opponents need them first).
 */
function tableAndNumbers(t: Tournament, rounds: number) {
  const given = givenTable(t, rounds);
  const numbers = given?.numbers;
  if (given && numbers) {
    return {
      startNo: numbers.startNo,
      indexOf: indexLookup(numbers.indexOf),
      rising: true,
      ...buildTable(t, rounds, given),
    };
  }
  const { startNo, indexOf, rising } = startNumbers(t.participants);
  return {
    startNo,
    indexOf,
    rising,
    ...buildTable(t, rounds, given ?? packEntries(t, rounds, indexOf)),
  };
}

/** Builds the shared context; validates the options (InputError, kind 'range'). */
export function createContext(t: Tournament, options: TiebreakOptions = {}): TiebreakContext {
  const rounds = checkOptions(t, options);
  const n = participantCount(t);
  const { startNo, indexOf, rising, table, colour, rated, heldBy, heldRounds } = tableAndNumbers(
    t,
    rounds,
  );
  const cache = new Map<string, unknown>();
  return {
    t,
    n,
    rounds,
    totalRounds: t.rounds,
    heldRounds,
    heldBy,
    rules: options.rules ?? defaultRules(t),
    system: options.system ?? t.system ?? 'swiss',
    ps: t.pointSystem,
    options,
    table,
    colour,
    rated,
    startNo,
    startNoRising: rising,
    indexOf,
    cached<T>(key: string, make: () => T): T {
      if (cache.has(key)) return cache.get(key) as T;
      const v = make();
      cache.set(key, v);
      return v;
    },
  };
}

/**
 * Art. 16.2 category of round r (0-based) of participant i in a table. Requested byes are 16.2.3
 * when a later counted round is not a VUR, else 16.2.5.
 */
export function categoryOf(table: RoundTable, rounds: number, i: number, r: number): number {
  const k = table.kind[i * rounds + r];
  switch (k) {
    case RK.played:
      return CAT.played;
    case RK.pairingBye:
    case RK.fullBye:
      return CAT.bye;
    case RK.forfeitWin:
      return CAT.forfeitWin;
    case RK.forfeitLoss:
    case RK.doubleForfeit:
      return CAT.forfeitLoss;
    case RK.pending:
      return CAT.pending;
    default:
      return r + 1 < table.lastAvailable[i] ? CAT.requestedByeThenPlay : CAT.requestedByeAtEnd;
  }
}

/**
 * The table as Fore Buchholz sees it (Art. 8.3): every paired game of the final round (played,
 * forfeited or still to be played) becomes a played draw. Only when the counted rounds reach the
 * tournament's final round; standings after an earlier round (`afterRound`, or a TRF declaring
 * more rounds than it holds: `plannedRounds`) have no "final round" yet, and FB equals BH there
 * (as in the FIDE reference calculator with its round option).
 */
export function foreTable(ctx: TiebreakContext): RoundTable {
  return ctx.cached('table:fore', () => {
    const { n, rounds, table } = ctx;
    if (rounds === 0 || rounds < (ctx.t.plannedRounds ?? ctx.totalRounds)) return table;
    const kind = table.kind.slice();
    const pts = table.pts.slice();
    const res = table.res.slice();
    const score = table.score.slice();
    const draw = ctx.ps.draw;
    const r = rounds - 1;
    for (let i = 0; i < n; i++) {
      const at = i * rounds + r;
      if (!(isPairedKind(kind[at]) || kind[at] === RK.pending) || table.opp[at] < 0) continue;
      score[i] += draw - pts[at];
      pts[at] = draw;
      kind[at] = RK.played;
      res[at] = RES.draw;
    }
    return {
      kind,
      opp: table.opp,
      pts,
      res,
      score,
      lastAvailable: lastAvailableRounds(kind, n, rounds),
    };
  });
}
