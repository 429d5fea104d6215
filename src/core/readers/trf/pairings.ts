import { lineError, msg, verbatim } from '../../errors';
import type { Message } from '../../errors';
import {
  COL,
  KIND_CODE,
  packedRounds,
  pointsByCode,
  PointsCode,
  RES,
  RK,
  type PackedRounds,
} from '../../model/packedRounds';
import type { ByeKind, PointSystem } from '../../model/types';
import {
  COLOUR_B,
  COLOUR_W,
  slotCode,
  slotColour,
  slotColourBits,
  slotAt,
  slotOpponent,
  slotText,
  type PlayerRecord,
  type Slot,
} from './player';

/**
 * Result characters (upper-cased) as character codes. A const enum: esbuild writes the values
 * into the code as numbers, so the loop over every round (compiled while it runs, on stack
 * replacement) does not load them from the module on every round.
 */
const enum Code {
  one = 49, // 1
  zero = 48, // 0
  equals = 61, // =
  W = 87,
  D = 68,
  L = 76,
  plus = 43, // +
  minus = 45, // -
  H = 72,
  F = 70,
  U = 85,
  Z = 90,
}

/** The round kind (RK) of a bye's result code (0: a blank round), by character code; −1 for others. */
const BYE_KIND = new Int8Array(256).fill(-1);
BYE_KIND[Code.H] = RK.halfBye;
BYE_KIND[Code.F] = RK.fullBye;
BYE_KIND[Code.U] = RK.pairingBye;
BYE_KIND[Code.Z] = RK.zeroBye;
BYE_KIND[0] = RK.zeroBye;

/** The bye a result code stands for when the round names no opponent; undefined for others. */
function byeOf(code: number): ByeKind | undefined {
  switch (code) {
    case Code.H:
      return 'half-bye';
    case Code.F:
      return 'full-bye';
    case Code.U:
      return 'pairing-bye';
    case Code.Z:
    case 0:
      return 'zero-bye';
    default:
      return undefined;
  }
}

function byeName(code: number): Message | undefined {
  switch (code) {
    case Code.H:
      return msg`a half-point bye (H)`;
    case Code.F:
      return msg`a full-point bye (F)`;
    case Code.U:
      return msg`a pairing-allocated bye (U)`;
    case Code.Z:
      return msg`a zero-point bye (Z)`;
    default:
      return undefined;
  }
}

function isRated(code: number): boolean {
  return code === Code.one || code === Code.zero || code === Code.equals;
}

function isPlayed(code: number): boolean {
  return isRated(code) || code === Code.W || code === Code.D || code === Code.L;
}

function describe(q: PlayerRecord, r: number): Message {
  const s = slotAt(q, r);
  if (s === 0) return msg`nothing (a blank round)`;
  const name = byeName(slotCode(s));
  if (slotOpponent(s) === 0 && name !== undefined) return name;
  return msg`"${slotText(q, r).trim()}"`;
}

/** Points of a played result under the file's point system. */
function playedPoints(code: number, ps: PointSystem): number {
  if (code === Code.one || code === Code.W) return ps.win;
  if (code === Code.equals || code === Code.D) return ps.draw;
  return ps.loss;
}

/**
 * Why two sides' results of one pairing cannot both be true, or null when they fit. Arbiters do
 * award 0–0 and ½–0 (both players lose, one is penalised), so the rule is only that the two sides
 * together cannot score more than a win, and that a forfeit win faces a forfeit loss.
 */
function resultConflict(a: number, b: number, ps: PointSystem): string | null {
  if (isPlayed(a) && isPlayed(b)) {
    if (isRated(a) !== isRated(b)) {
      return 'one game cannot be both rated (1 = 0) and shorter than one move (W D L)';
    }
    if (playedPoints(a, ps) + playedPoints(b, ps) > ps.win) {
      return 'together the two sides would score more than a win';
    }
    return null;
  }
  if (a === Code.plus)
    return b === Code.minus ? null : 'a forfeit win (+) must face a forfeit loss (-)';
  if (a === Code.minus)
    return b === Code.plus || b === Code.minus
      ? null
      : 'a forfeit loss (-) must face a forfeit win (+) or a forfeit loss (-, double forfeit)';
  if (b === Code.plus || b === Code.minus)
    return 'a game played over the board cannot face a forfeit';
  return null;
}

/** How the points column (declared points) is checked against the results. */
export interface PointsCheck {
  /**
   * A team event: a team's bye is written on its members' lines (Sharly-Chess writes `U`) but
   * credited to the team, not to each member, so byes do not count towards a member's points.
   */
  readonly teamEvent: boolean;
  /** Said after the sum in the message (which point system counted). */
  readonly hint: string;
}

const INDIVIDUAL: PointsCheck = { teamEvent: false, hint: '' };

/**
 * Every player's rounds (players in start-number order, rounds packed as the tie-breaks read
 * them), checking each pairing against the opponent's line: the opponent exists, is not the
 * player, names the player back in the same round, and their results and colours fit together.
 * `byes` holds byes given by 240 records for blank rounds. The players' start numbers come with
 * the rounds (PackedRounds.numbers), from the table that checks the pairings.
 *
 * Then the points column of each line must equal its results under the event's point system
 * (`check`); the first line that does not is named once every pairing is known to be right.
 */
export function buildRounds(
  players: readonly PlayerRecord[],
  rounds: number,
  ps: PointSystem,
  byes: ReadonlyMap<PlayerRecord, ReadonlyMap<number, ByeKind>>,
  check: PointsCheck = INDIVIDUAL,
  /** False: every round through packRound (tests compare the two ways). */
  plainGames = true,
): PackedRounds {
  // First taking the usual layout on trust (see SlotTable), which saves a loop over the players
  // before this one; on the first player that does not fit it, again with a table built player by
  // player (a table not on trust always gives the rounds).
  const trusting = new SlotTable(players, rounds, true);
  const trusted = packAll(players, rounds, ps, byes, plainGames, trusting, check);
  if (trusted) return trusted;
  const checked = new SlotTable(players, rounds, false);
  return packAll(players, rounds, ps, byes, plainGames, checked, check) as PackedRounds;
}

/** buildRounds with a table; undefined when the table took a layout on trust that is not so. */
function packAll(
  players: readonly PlayerRecord[],
  rounds: number,
  ps: PointSystem,
  byes: ReadonlyMap<PlayerRecord, ReadonlyMap<number, ByeKind>>,
  plainGames: boolean,
  table: SlotTable,
  check: PointsCheck,
): PackedRounds | undefined {
  const out = packedRounds(players.length, rounds, {
    startNo: table.startNo,
    indexOf: table.indexOf,
  });
  const slots = table.slots;
  const size = slots.length;
  const { indexOf } = table;
  const win = ps.win;
  // Points of the rated results (1 = 0) by character code, NaN for the other codes: one lookup
  // for each side both tells whether the game is rated and gives its points for the one check
  // they need.
  const ratedPoints = new Float64Array(256).fill(NaN);
  ratedPoints[Code.one] = win;
  ratedPoints[Code.equals] = ps.draw;
  ratedPoints[Code.zero] = ps.loss;
  // Each line's points are summed here, from the rounds as they are written: a loop of its own
  // over every round again was compiled on its own while the command waited (~9M instructions
  // for 10,000 players). By kind code (pointsByCode), byes at 0 where they do not count.
  const counted = pointsByCode(ps);
  if (check.teamEvent) counted[RK.pairingBye] = counted[RK.fullBye] = counted[RK.halfBye] = 0;
  // The first line whose points differ from its results, and their sum.
  let wrong = -1;
  let wrongSum = 0;
  let wrongDeclared = 0;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (table.onTrust && !table.fits(p, i)) return undefined;
    const no = p.startNo;
    const granted = byes.size > 0 ? byes.get(p) : undefined;
    let sum = 0;
    for (let r = 1; r <= rounds; r++) {
      const at = i * rounds + r - 1;
      const slot = slots[no * rounds + r - 1];
      // Most rounds are rated games (1 = 0), forfeits and byes without an opponent, written the
      // way they should be: packRound's checks for them, in one place. Everything else, and every
      // mistake, goes through packRound. Lookup tables rather than comparisons: a smaller loop
      // for the compiler, which compiles it while the command waits.
      const code = slot & 255;
      const opp = slot >> 12;
      if (plainGames && opp !== 0 && opp !== no) {
        const from = opp * rounds + r - 1;
        const back = from < size ? slots[from] : 0;
        const backCode = back & 255;
        // The colour bits, which are the colour code (COL) as it is packed.
        const mine = (slot >> 8) & 15;
        // The opponent's line names this player back, with another colour (or none).
        if (back >> 12 === no && (mine === 0 || mine !== ((back >> 8) & 15))) {
          // Both results rated (NaN, which no sum of points is at most, for any other code).
          if (ratedPoints[code] + ratedPoints[backCode] <= win) {
            out.kind[at] = RK.played;
            out.opp[at] = indexOf[opp];
            out.colour[at] = mine;
            out.rated[at] = 1;
            const res = code === Code.one ? RES.win : code === Code.equals ? RES.draw : RES.loss;
            out.res[at] = res;
            sum += counted[PointsCode.played + res];
            continue;
          }
          if (
            granted === undefined &&
            ((code === Code.plus && backCode === Code.minus) ||
              (code === Code.minus && (backCode === Code.minus || backCode === Code.plus)))
          ) {
            const kind =
              code === Code.plus
                ? RK.forfeitWin
                : backCode === Code.minus
                  ? RK.doubleForfeit
                  : RK.forfeitLoss;
            out.kind[at] = kind;
            out.opp[at] = indexOf[opp];
            out.colour[at] = mine;
            sum += counted[kind];
            continue;
          }
        }
      } else if (plainGames && granted === undefined && opp === 0) {
        const bye = BYE_KIND[code];
        if (bye >= 0) {
          out.kind[at] = bye;
          sum += counted[bye];
          continue;
        }
      }
      // packRound reads any player's line: all of them must fit first.
      if (table.onTrust && !table.allFit()) return undefined;
      packRound(p, r, slot, table, ps, granted?.get(r), out, at);
      const kind = out.kind[at];
      sum += counted[kind === RK.played ? PointsCode.played + out.res[at] : kind];
    }
    const declared = p.declaredPoints;
    if (wrong < 0 && declared !== undefined && Math.abs(sum - declared) > 1e-9) {
      wrong = i;
      wrongSum = sum;
      wrongDeclared = declared;
    }
  }
  if (wrong >= 0) {
    throw lineError(
      players[wrong].line,
      msg`points (columns 81–84): the line says ${wrongDeclared}, but its results add up to ${wrongSum}${check.hint}`,
    );
  }
  return out;
}

/**
 * Every player's rounds in one flat array indexed by start number and round: checking a game
 * against the opponent's line reads one number instead of following the opponent's record.
 *
 * Lines read one after another leave their rounds one after another in one array (see SLOTS):
 * when every line has all rounds and the start numbers follow each other without a gap, the
 * table is one copy of that array, and the start numbers are the first one plus the index. Taken
 * on trust (`onTrust`), nothing loops over the players here: whoever reads the table checks each
 * player with `fits` before reading their slots as their own, and all of them (`allFit`) before
 * reading the table otherwise. Else every player is checked and copied here.
 */
class SlotTable {
  /** Slot of start number s in round r (1-based) at s·rounds + r − 1; 0 for blank or unknown. */
  readonly slots: Int32Array;
  /** Index of each start number among the players (in start-number order), −1 when none. */
  readonly indexOf: Int32Array;
  /** Start number of each player. */
  readonly startNo: Int32Array;
  /** True while the table takes the usual layout on trust (see fits and allFit). */
  onTrust: boolean;
  /** The array the usual layout has every line's rounds in, from `first` on. */
  private readonly data: Int32Array;
  private readonly first: number;
  /** The first start number. */
  private readonly base: number;

  constructor(
    /** The players, for the messages. */
    private readonly players: readonly PlayerRecord[],
    private readonly rounds: number,
    /** True: take the usual layout on trust. */
    trust: boolean,
  ) {
    const n = players.length;
    // Players in start-number order (see buildRounds): the last has the highest.
    const max = n > 0 ? players[n - 1].startNo : 0;
    this.slots = new Int32Array((max + 1) * rounds);
    this.indexOf = new Int32Array(max + 1).fill(-1);
    this.startNo = new Int32Array(n);
    this.data = n > 0 ? players[0].slotData : this.slots;
    this.first = n > 0 ? players[0].slotFrom : 0;
    this.base = max - n + 1;
    this.onTrust = trust && n > 0 && this.base >= 0;
    if (this.onTrust) {
      for (let i = 0; i < n; i++) {
        this.indexOf[this.base + i] = i;
        this.startNo[i] = this.base + i;
      }
      this.slots.set(this.data.subarray(this.first, this.first + n * rounds), this.base * rounds);
      return;
    }
    for (let i = 0; i < n; i++) {
      const p = players[i];
      if (p.startNo > max || (i > 0 && !(p.startNo > players[i - 1].startNo)))
        throw new Error('buildRounds: players out of start-number order');
      this.indexOf[p.startNo] = i;
      this.startNo[i] = p.startNo;
      const base = p.startNo * rounds - p.slotFrom;
      const end = p.slotFrom + Math.min(p.slotCount, rounds);
      for (let k = p.slotFrom; k < end; k++) this.slots[base + k] = p.slotData[k];
    }
  }

  /** Whether player i (in start-number order) has the usual layout's start number and rounds. */
  fits(p: PlayerRecord, i: number): boolean {
    return (
      p.startNo === this.base + i &&
      p.slotData === this.data &&
      p.slotFrom === this.first + i * this.rounds &&
      p.slotCount === this.rounds
    );
  }

  /** Whether every player fits the usual layout; the table is then no longer on trust. */
  allFit(): boolean {
    for (let i = 0; i < this.players.length; i++) {
      if (!this.fits(this.players[i], i)) return false;
    }
    this.onTrust = false;
    return true;
  }

  /** The slot of player `startNo` in round `round` (1-based); 0 for a blank or unknown one. */
  slot(startNo: number, round: number): Slot {
    return startNo < this.indexOf.length ? this.slots[startNo * this.rounds + round - 1] : 0;
  }

  player(startNo: number): PlayerRecord | undefined {
    const i = startNo < this.indexOf.length ? this.indexOf[startNo] : -1;
    return i >= 0 ? this.players[i] : undefined;
  }
}

/** The packed colour of a slot's colour bits. */
function colourCode(slot: Slot): number {
  const c = slotColourBits(slot);
  return c === COLOUR_W ? COL.white : c === COLOUR_B ? COL.black : COL.none;
}

/** Checks round r of p and writes it at `at` of `out`. */
function packRound(
  p: PlayerRecord,
  r: number,
  slot: Slot,
  table: SlotTable,
  ps: PointSystem,
  bye240: ByeKind | undefined,
  out: PackedRounds,
  at: number,
): void {
  const code = slotCode(slot);
  const opp = slotOpponent(slot);
  const bye = byeOf(code);
  if (bye !== undefined) {
    if (opp === 0) {
      out.kind[at] = KIND_CODE[code === 0 && bye240 ? bye240 : bye];
      return;
    }
    if (code === 0) {
      pending(p, r, slot, opp, table);
      out.kind[at] = RK.pending;
      out.opp[at] = table.indexOf[opp];
      out.colour[at] = colourCode(slot);
      return;
    }
    throw lineError(
      p.line,
      msg`round ${r}: ${byeName(code) ?? verbatim(String(code))} names opponent ${opp}: expected 0000 for a bye`,
    );
  }
  out.colour[at] = colourCode(slot);
  if (opp === 0) {
    if (code === Code.plus) out.kind[at] = RK.forfeitWin;
    else if (code === Code.minus) out.kind[at] = RK.forfeitLoss;
    else
      throw lineError(
        p.line,
        msg`round ${r}: result "${String.fromCharCode(code)}" needs an opponent, found 0000`,
      );
    return;
  }
  const back = checkOpponent(p, r, opp, table);
  const backCode = slotCode(back);
  if (backCode === 0) {
    const q = table.player(opp) as PlayerRecord;
    throw lineError(
      p.line,
      msg`round ${r}: "${slotText(p, r).trim()}", but line ${q.line} (player ${opp}) has no result for this game: expected the result on both lines`,
    );
  }
  const conflict = resultConflict(code, backCode, ps);
  if (conflict) {
    const q = table.player(opp) as PlayerRecord;
    throw lineError(
      p.line,
      msg`round ${r}: "${slotText(p, r).trim()}" contradicts line ${q.line}, which has "${slotText(q, r).trim()}": ${conflict}`,
    );
  }
  checkColours(p, r, slot, opp, back, table);
  out.opp[at] = table.indexOf[opp];
  switch (code) {
    case Code.plus:
      out.kind[at] = RK.forfeitWin;
      return;
    case Code.minus:
      out.kind[at] = backCode === Code.minus ? RK.doubleForfeit : RK.forfeitLoss;
      return;
    default:
      out.kind[at] = RK.played;
      out.rated[at] = isRated(code) ? 1 : 0;
      out.res[at] =
        code === Code.one || code === Code.W
          ? RES.win
          : code === Code.equals || code === Code.D
            ? RES.draw
            : RES.loss;
  }
}

/**
 * A pairing without a result on either side: the round is paired but not played yet (TRF for
 * in-tournament data exchange). One side with a result and the other without is a contradiction.
 */
function pending(p: PlayerRecord, r: number, slot: Slot, opp: number, table: SlotTable): void {
  const back = checkOpponent(p, r, opp, table);
  if (slotCode(back) !== 0) {
    const q = table.player(opp) as PlayerRecord;
    throw lineError(
      p.line,
      msg`round ${r}: paired with ${opp} but no result, while line ${q.line} has "${slotText(q, r).trim()}": expected the result on both lines or on neither`,
    );
  }
  checkColours(p, r, slot, opp, back, table);
}

/**
 * The opponent's slot of the round, after checking that the opponent exists, is someone else and
 * names p back.
 */
function checkOpponent(p: PlayerRecord, r: number, opp: number, table: SlotTable): Slot {
  if (opp === p.startNo)
    throw lineError(p.line, msg`round ${r}: player ${p.startNo} is paired with themself`);
  const back = table.slot(opp, r);
  if (slotOpponent(back) !== p.startNo) {
    const q = table.player(opp);
    if (!q) throw lineError(p.line, msg`round ${r}: opponent ${opp} is not in the player list`);
    throw lineError(
      p.line,
      msg`round ${r}: plays ${opp}, but line ${q.line} (player ${opp}) has ${describe(q, r)} in round ${r}, not a game against ${p.startNo}`,
    );
  }
  return back;
}

function checkColours(
  p: PlayerRecord,
  r: number,
  slot: Slot,
  opp: number,
  back: Slot,
  table: SlotTable,
): void {
  const mine = slotColourBits(slot);
  if (mine !== 0 && mine === slotColourBits(back)) {
    const q = table.player(opp) as PlayerRecord;
    const colour = slotColour(slot) === 'w' ? 'white' : 'black';
    throw lineError(
      p.line,
      msg`round ${r}: both ${p.startNo} and ${q.startNo} have ${colour} (line ${q.line} has "${slotText(q, r).trim()}")`,
    );
  }
}
