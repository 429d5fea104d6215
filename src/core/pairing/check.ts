/**
 * The pairing checker: every round played is paired again from the rounds before it, by the same
 * Dutch engine `pair` uses, and compared with what was played. A round that differs is said with
 * its boards and the first rule on which the played pairing is worse:
 *
 * - an absolute criterion it breaks (C1 a rematch or a forbidden pair, C2 the bye to a player
 *   barred from it, C3 two players with the same absolute colour preference, C4 more than one
 *   player left without an opponent);
 * - else the first criterion, bracket by bracket from the top, on which it scores below the
 *   engine's pairing: both pairings are weighed with the engine's own weights for the first
 *   bracket where they part (weights.ts; the bracket's context as the engine made it), and the
 *   weights read back field by field — the top field is completion and the bye's score (C5),
 *   then C6–C21. Equal in every criterion: "equal quality, other choice" (the transposition and
 *   exchange order of the rules, D.1–D.3, picked the engine's);
 * - the same pairs with other colours: the colour rule (E.1–E.5) that gave the engine's colours;
 * - the same pairs and colours on other boards (a results list's Board column): the board order.
 */
import { orderBoards } from './boardOrder';
import type { PlayedPairing } from './checkInput';
import { roundRequest, type CheckInput } from './checkInput';
import type { ColourRule } from './colours';
import { pairDutch, type DutchResult } from './dutch';
import { NoLegalPairingError, type NoLegalPairingReason } from './noLegalPairing';
import { buildField, ranksAbove, type Field, type Standing } from './standing';
import type { Board } from './types';
import { compatible, edgeWeight, layoutFor, weightFields, type WeightField } from './weights';

export type Criterion = 'C1' | 'C2' | 'C3' | 'C4' | 'C5' | Exclude<WeightField, 'order'>;

export type RoundVerdict =
  | { readonly kind: 'agrees' }
  /**
   * `bracket`: the pairing score (tenths) of the bracket where it is worse; null for the absolute
   * criteria C1–C4, which name the played boards that break them (none for a bye).
   */
  | {
      readonly kind: 'worse';
      readonly criterion: Criterion;
      readonly bracket: number | null;
      readonly boards?: readonly number[];
    }
  | { readonly kind: 'equal'; readonly bracket: number }
  | { readonly kind: 'colour'; readonly rule: ColourRule }
  | { readonly kind: 'board-order' }
  | { readonly kind: 'unpairable'; readonly reason: NoLegalPairingReason };

export interface CheckedBoard extends Board {
  /** False when the source does not record the colours (a forfeit): only the pair counts. */
  readonly coloured: boolean;
}

export interface RoundCheck {
  readonly round: number;
  readonly verdict: RoundVerdict;
  /** The pairing played: the source's board numbers, else numbered in publishing order. */
  readonly played: { readonly boards: readonly CheckedBoard[]; readonly byes: readonly number[] };
  /** The rules' pairing of the round; null when no legal pairing exists. */
  readonly rules: { readonly boards: readonly Board[]; readonly bye: number | null } | null;
  /** Board numbers of the played boards concerned, and of the rules' boards they stand against. */
  readonly playedBoards: readonly number[];
  readonly rulesBoards: readonly number[];
  /** The bye went to another player than the rules give it. */
  readonly byeDiffers: boolean;
}

function key(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The played boards numbered: as the source numbers them, else in publishing order (C.04.2). */
function numbered(played: PlayedPairing, field: Field): CheckedBoard[] {
  if (played.boards.length > 0 && played.boards.every(b => b.board !== undefined)) {
    return played.boards
      .map(b => ({
        board: b.board as number,
        white: b.white,
        black: b.black,
        coloured: b.coloured,
      }))
      .sort((a, b) => a.board - b.board);
  }
  const coloured = new Map(played.boards.map(b => [key(b.white, b.black), b.coloured] as const));
  return orderBoards(played.boards, field).map(b => ({
    ...b,
    coloured: coloured.get(key(b.white, b.black)) as boolean,
  }));
}

/**
 * A rule the played pairing breaks outright (C1, C2, C3; C4 when more than one player was left
 * without an opponent), with the boards concerned.
 */
function absoluteBreach(
  boards: readonly CheckedBoard[],
  byes: readonly number[],
  field: Field,
  req: ReturnType<typeof roundRequest>,
): { criterion: 'C1' | 'C2' | 'C3' | 'C4'; boards: number[] } | null {
  const sorted = field.standings
    .filter(s => s.player.available)
    .sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
  const maxGame = Math.max(field.points.win, field.points.draw);
  const layout = layoutFor(sorted, field.played, field.totalRounds, maxGame);
  const forbidden = new Set<string>();
  for (const group of req.forbidden ?? []) {
    for (const a of group) for (const b of group) if (a !== b) forbidden.add(key(a, b));
  }
  const get = (id: number) => field.byId.get(id) as Standing;
  const met = (a: Standing, b: number) => a.rounds.some(r => r.played && r.opponent === b);
  const c1 = boards.filter(b => forbidden.has(key(b.white, b.black)) || met(get(b.white), b.black));
  if (c1.length > 0) return { criterion: 'C1', boards: c1.map(b => b.board) };
  if (byes.some(id => !get(id).byeEligible)) return { criterion: 'C2', boards: [] };
  const c3 = boards.filter(b => !compatible(get(b.white), get(b.black), layout, () => false));
  if (c3.length > 0) return { criterion: 'C3', boards: c3.map(b => b.board) };
  if (byes.length > 1) return { criterion: 'C4', boards: [] };
  return null;
}

function mates(boards: readonly { white: number; black: number }[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const b of boards) {
    m.set(b.white, b.black);
    m.set(b.black, b.white);
  }
  return m;
}

/** The weight split into criteria, most significant first: the top field (C2–C5), then C6…. */
function fieldsOf(total: bigint, bits: readonly number[]): bigint[] {
  const out: bigint[] = [];
  let rest = total;
  for (let i = bits.length - 1; i >= 0; i--) {
    const width = BigInt(bits[i]);
    out.push(rest & ((BigInt(1) << width) - BigInt(1)));
    rest >>= width;
  }
  out.push(rest);
  return out.reverse();
}

/**
 * Where the played pairing first parts from the engine's, bracket by bracket from the top: the
 * first criterion it is worse on there, or equal quality. Brackets whose pairs agree are passed;
 * so is a bracket of equal quality that sends the same players down.
 */
function compareBrackets(
  trace: DutchResult,
  played: ReadonlyMap<number, number>,
  engine: ReadonlyMap<number, number>,
): RoundVerdict {
  const { field, brackets } = trace;
  const get = (id: number) => field.byId.get(id) as Standing;
  const lowerOf = (a: number, b: number) => (ranksAbove(get(a), get(b)) ? b : a);
  const above = new Set<number>();
  let parted: number | null = null;
  for (let i = 0; i < brackets.length; i++) {
    const bracket = brackets[i];
    const residents = new Set(bracket.residents);
    const next = new Set(brackets[i + 1]?.residents ?? []);
    const belonging = (m: ReadonlyMap<number, number>): Set<string> => {
      const s = new Set<string>();
      for (const [a, b] of m) if (a < b && residents.has(lowerOf(a, b))) s.add(key(a, b));
      return s;
    };
    const p = belonging(played);
    const e = belonging(engine);
    const same = p.size === e.size && [...p].every(k => e.has(k));
    if (!same) {
      parted ??= bracket.score;
      const ctx = bracket.context;
      const weigh = (m: ReadonlyMap<number, number>): bigint => {
        let w = BigInt(0);
        for (const [a, b] of m) {
          if (a > b) continue;
          const l = lowerOf(a, b);
          if (above.has(l)) continue;
          const h = l === a ? b : a;
          w += edgeWeight(get(h), get(l), residents.has(l), next.has(l), ctx);
        }
        return w;
      };
      const layout = weightFields(ctx.layout);
      const fp = fieldsOf(
        weigh(played),
        layout.map(f => f.bits),
      );
      const fe = fieldsOf(
        weigh(engine),
        layout.map(f => f.bits),
      );
      const names: (WeightField | 'C5')[] = ['C5', ...layout.map(f => f.field)];
      for (let f = 0; f < fp.length; f++) {
        if (fp[f] === fe[f] || names[f] === 'order') continue;
        if (fp[f] < fe[f]) {
          return { kind: 'worse', criterion: names[f] as Criterion, bracket: bracket.score };
        }
        // The engine's final pairing scores below the played one here: its later brackets gave
        // up a lower criterion of this one for their own higher ones. No worse criterion is
        // established, so the two count as equal.
        return { kind: 'equal', bracket: parted };
      }
      const inPairs = (keys: Set<string>) =>
        new Set([...keys].flatMap(k => k.split('-').map(Number)));
      const pp = inPairs(p);
      const pe = inPairs(e);
      if (pp.size !== pe.size || [...pp].some(id => !pe.has(id))) {
        return { kind: 'equal', bracket: parted };
      }
    }
    for (const id of bracket.residents) above.add(id);
  }
  return { kind: 'equal', bracket: parted ?? brackets[0]?.score ?? 0 };
}

const EMPTY: readonly number[] = [];

/** Round `round` of the tournament checked against the rules. */
export function checkRound(input: CheckInput, round: number): RoundCheck {
  const req = roundRequest(input.request, round);
  const played = input.pairings[round - 1];
  let trace: DutchResult | null = null;
  let failure: NoLegalPairingReason | null = null;
  try {
    trace = pairDutch(req);
  } catch (e) {
    if (!(e instanceof NoLegalPairingError)) throw e;
    failure = e.reason;
  }
  const field = trace?.field ?? buildField(req);
  const boards = numbered(played, field);
  const rules = trace && { boards: orderBoards(trace.games, field), bye: trace.bye };
  const base = { round, played: { boards, byes: played.byes }, rules };
  const breach = absoluteBreach(boards, played.byes, field, req);
  if (trace === null || rules === null) {
    return {
      ...base,
      verdict:
        breach !== null
          ? { kind: 'worse', criterion: breach.criterion, bracket: null, boards: breach.boards }
          : { kind: 'unpairable', reason: failure as NoLegalPairingReason },
      playedBoards: breach?.boards ?? EMPTY,
      rulesBoards: EMPTY,
      byeDiffers: false,
    };
  }
  const ruleKeys = new Map(rules.boards.map(b => [key(b.white, b.black), b] as const));
  const playedKeys = new Set(boards.map(b => key(b.white, b.black)));
  const byeDiffers = played.byes.length > 1 || (played.byes[0] ?? null) !== rules.bye;
  const otherPairs = boards.filter(b => !ruleKeys.has(key(b.white, b.black)));
  if (breach !== null || otherPairs.length > 0 || byeDiffers) {
    return {
      ...base,
      verdict:
        breach !== null
          ? { kind: 'worse', criterion: breach.criterion, bracket: null, boards: breach.boards }
          : compareBrackets(trace, mates(boards), mates(rules.boards)),
      playedBoards: otherPairs.map(b => b.board),
      rulesBoards: rules.boards
        .filter(b => !playedKeys.has(key(b.white, b.black)))
        .map(b => b.board),
      byeDiffers,
    };
  }
  const ruleOf = (b: CheckedBoard) => ruleKeys.get(key(b.white, b.black)) as Board;
  const otherColours = boards.filter(b => b.coloured && ruleOf(b).white !== b.white);
  if (otherColours.length > 0) {
    const first = ruleOf(otherColours[0]);
    const game = trace.games.find(g => g.white === first.white && g.black === first.black);
    return {
      ...base,
      verdict: { kind: 'colour', rule: (game as DutchResult['games'][number]).colour.rule },
      playedBoards: otherColours.map(b => b.board),
      rulesBoards: otherColours.map(b => ruleOf(b).board),
      byeDiffers: false,
    };
  }
  const otherBoards = boards.filter(b => ruleOf(b).board !== b.board);
  return {
    ...base,
    verdict: otherBoards.length > 0 ? { kind: 'board-order' } : { kind: 'agrees' },
    playedBoards: otherBoards.map(b => b.board),
    rulesBoards: otherBoards.map(b => ruleOf(b).board),
    byeDiffers: false,
  };
}

/** Every round played, checked. */
export function checkTournament(input: CheckInput): RoundCheck[] {
  return Array.from({ length: input.rounds }, (_, i) => checkRound(input, i + 1));
}
