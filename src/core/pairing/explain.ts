/**
 * A readable account of a Dutch pairing, for the arbiter who must be able to defend it: the
 * brackets from the top scoregroup down (residents, moved-down players, the pairs made there, who
 * floated down and up), the pairing-allocated bye and why that player, and for each board the
 * colour rule that decided it with the facts it used.
 *
 * The bracket view is derived from the result itself, not from the engine's search: a pair
 * belongs to the bracket of its lower-ranked player's scoregroup (spec §4.1), so a player paired
 * below his scoregroup floated down through every bracket in between. That holds whatever way
 * the pairing was found. Rules are cited as the spec numbers them: criteria C1–C21 (2025), colour
 * rules E.1–E.5 (the 2017 article E, kept in 2025), C.04.1 art. 4 for the bye.
 */
import { joinMessages, msg, type Message } from '../errors';
import { gamesCount } from '../messages/counts';
import { byeBars, byeBarsMessage, type ByeBar } from './byeEligibility';
import { allocateColours, type ColourRule } from './colours';
import type { PairingWithTrace } from './index';
import { ranksAbove, type Standing } from './standing';
import type { PairingColour } from './types';
import { pointsText } from './pointsText';
import type { BakuPlan } from './baku';
import { accelerationLines } from './explainAcceleration';

export interface ExplainedPair {
  /** The higher-ranked player (pairing order, C.04.3 1.2) and the lower-ranked one. */
  readonly higher: number;
  readonly lower: number;
}

export interface ExplainedBracket {
  /** Pairing score of the resident scoregroup, tenths. */
  readonly score: number;
  readonly residents: readonly number[];
  /** Moved-down players (MDPs): left unpaired above, in pairing order. */
  readonly movedDown: readonly number[];
  readonly pairs: readonly ExplainedPair[];
  /** Left unpaired here: they float down to the next bracket. */
  readonly floaters: readonly number[];
  /** Left over in the last bracket: the pairing-allocated bye. */
  readonly bye: number | null;
}

export interface BoardExplanation {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly rule: ColourRule;
  /** Why White is White, with the facts the rule used. */
  readonly reason: Message;
}

export interface ByeExplanation {
  readonly player: number;
  /** Lowest pairing score the bye can go to with everybody else paired (C5), tenths. */
  readonly lowestScore: number;
  /** Players at or below that score who may not receive it, with the rounds that bar them. */
  readonly barred: readonly { readonly id: number; readonly bars: readonly ByeBar[] }[];
  /** Eligible players of that score and the games each has played (C9). */
  readonly candidates: readonly { readonly id: number; readonly played: number }[];
  /** Eligible players of lower scores: no complete pairing leaves one of them out (C4). */
  readonly lowerEligible: readonly number[];
}

export interface PairingExplanation {
  readonly round: number;
  readonly initialColour: PairingColour;
  readonly accelerated: boolean;
  readonly brackets: readonly ExplainedBracket[];
  readonly boards: readonly BoardExplanation[];
  readonly bye: ByeExplanation | null;
  readonly notPaired: readonly number[];
  /** The account in words, line by line; `who` names a player (start number or name). */
  readonly lines: (who: (id: number) => string) => ExplanationLine[];
}

/** One line of the account and its depth in the outline (0 = a heading). */
export interface ExplanationLine {
  readonly depth: number;
  readonly message: Message;
}

function line(depth: number, message: Message): ExplanationLine {
  return { depth, message };
}

function colourWord(c: PairingColour): Message {
  return c === 'w' ? msg`White` : msg`Black`;
}

function invert(c: PairingColour): PairingColour {
  return c === 'w' ? 'b' : 'w';
}

function strength(s: Standing): 0 | 1 | 2 | 3 {
  return s.preference === null ? 0 : s.absolute ? 3 : s.strong ? 2 : 1;
}

function strengthWord(s: Standing): Message {
  return s.absolute ? msg`absolute` : s.strong ? msg`strong` : msg`mild`;
}

function preferenceText(s: Standing): Message {
  if (s.preference === null) return msg`no colour preference`;
  const c = colourWord(s.preference);
  if (s.absolute) return msg`absolute preference for ${c}`;
  return s.strong ? msg`strong preference for ${c}` : msg`mild preference for ${c}`;
}

/** Colours of the played games, oldest first, as W and B. */
function historyText(s: Standing): Message {
  if (s.colours.length === 0) return msg`no game played`;
  return joinMessages(
    s.colours.map(c => (c === 'w' ? msg`W` : msg`B`)),
    '',
  );
}

/** Rounds (1-based) of the played games, oldest first, parallel to `colours`. */
function playedRounds(s: Standing): number[] {
  const out: number[] = [];
  s.rounds.forEach((r, i) => {
    if (r.played && r.colour !== null) out.push(i + 1);
  });
  return out;
}

/** The most recent step back through both played sequences where the colours differ (E.3). */
function lastDifference(
  a: Standing,
  b: Standing,
): { ra: number; rb: number; ca: PairingColour; cb: PairingColour } | null {
  const roundsA = playedRounds(a);
  const roundsB = playedRounds(b);
  for (let i = a.colours.length - 1, j = b.colours.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (a.colours[i] !== b.colours[j]) {
      return { ra: roundsA[i], rb: roundsB[j], ca: a.colours[i], cb: b.colours[j] };
    }
  }
  return null;
}

/**
 * The colour decision of one pair in words: `higher` and `lower` in pairing order, `white` the
 * one who got White. The rule is recomputed from the players' histories (colours.ts), so the
 * words and the board agree.
 */
export function colourReason(
  higher: Standing,
  lower: Standing,
  initial: PairingColour,
  who: (id: number) => string,
): { rule: ColourRule; white: number; reason: Message } {
  const d = allocateColours(higher, lower, initial);
  const white = d.colourOfA === 'w' ? higher : lower;
  const W = (s: Standing) => who(s.id);
  let reason: Message;
  switch (d.rule) {
    case 'both-preferences':
      reason = msg`both colour preferences can be granted (E.1)`;
      break;
    case 'one-preference': {
      const p = higher.preference !== null ? higher : lower;
      reason = msg`only ${W(p)} has a colour preference; it is granted (E.1)`;
      break;
    }
    case 'stronger-preference': {
      const [win, lose] = strength(higher) >= strength(lower) ? [higher, lower] : [lower, higher];
      const wanted = colourWord(win.preference as PairingColour);
      if (win.absolute && lose.absolute) {
        reason = msg`both must have ${wanted} (absolute); ${W(win)} has the larger colour difference (${win.imbalance} against ${lose.imbalance}) and gets it (E.2)`;
      } else {
        reason = msg`both want ${wanted}; ${W(win)} has the stronger preference (${strengthWord(win)} against ${strengthWord(lose)}) and gets it (E.2)`;
      }
      break;
    }
    case 'alternation': {
      const diff = lastDifference(higher, lower) as NonNullable<ReturnType<typeof lastDifference>>;
      reason = msg`both want ${colourWord(higher.preference as PairingColour)}, equally strongly (${strengthWord(higher)}); going back through their played games, the most recent time their colours differed ${W(higher)} had ${colourWord(diff.ca)} (round ${diff.ra}) and ${W(lower)} ${colourWord(diff.cb)} (round ${diff.rb}): each now gets the other's colour of then (E.3)`;
      break;
    }
    case 'higher-ranked-preference':
      reason = msg`both want ${colourWord(higher.preference as PairingColour)}, equally strongly (${strengthWord(higher)}), and their played colours never differ, so E.3 decides nothing; the higher-ranked ${W(higher)} gets his preference (E.4)`;
      break;
    case 'pairing-number': {
      const pn = higher.rank + 1;
      const parity = pn % 2 === 1 ? msg`odd` : msg`even`;
      const got = higher.rank % 2 === 0 ? initial : invert(initial);
      reason = msg`neither has a colour preference; the higher-ranked ${W(higher)} has the pairing number ${pn} (${parity}) and gets ${colourWord(got)}, the initial colour being ${colourWord(initial)} (E.5)`;
      break;
    }
  }
  return { rule: d.rule, white: white.id, reason };
}

/** Brackets from the result: scoregroups top down, each pair in its lower player's group. */
function deriveBrackets(
  sorted: readonly Standing[],
  mate: ReadonlyMap<number, number>,
  byId: ReadonlyMap<number, Standing>,
  bye: number | null,
): ExplainedBracket[] {
  const brackets: ExplainedBracket[] = [];
  let carried: number[] = [];
  let i = 0;
  while (i < sorted.length) {
    const score = sorted[i].pairingScore;
    const residents: number[] = [];
    while (i < sorted.length && sorted[i].pairingScore === score) residents.push(sorted[i++].id);
    const inGroup = new Set(residents);
    const pairs: ExplainedPair[] = [];
    const floaters: number[] = [];
    for (const id of [...carried, ...residents]) {
      const m = mate.get(id);
      if (m === undefined) {
        floaters.push(id);
        continue;
      }
      const higher = ranksAbove(byId.get(id) as Standing, byId.get(m) as Standing);
      const lower = higher ? m : id;
      if (!inGroup.has(lower)) floaters.push(id);
      else if (higher) pairs.push({ higher: id, lower: m });
    }
    const last = i >= sorted.length;
    const left = last && bye !== null && floaters.includes(bye) ? bye : null;
    brackets.push({
      score,
      residents,
      movedDown: carried,
      pairs,
      floaters: floaters.filter(f => f !== left),
      bye: left,
    });
    carried = floaters;
  }
  return brackets;
}

function explainBye(
  bye: number,
  lowestScore: number,
  sorted: readonly Standing[],
  points: PairingWithTrace['trace']['field']['points'],
): ByeExplanation {
  const barred = sorted
    .filter(s => s.pairingScore <= lowestScore && !s.byeEligible)
    .map(s => ({ id: s.id, bars: byeBars(s.rounds, points) }));
  const candidates = sorted
    .filter(s => s.pairingScore === lowestScore && s.byeEligible)
    .map(s => ({ id: s.id, played: s.playedGames }));
  const lowerEligible = sorted
    .filter(s => s.pairingScore < lowestScore && s.byeEligible)
    .map(s => s.id);
  return { player: bye, lowestScore, barred, candidates, lowerEligible };
}

function list(ids: readonly number[], who: (id: number) => string): string {
  return ids.map(who).join(', ');
}

/**
 * The account of a pairing; `baku`: the Baku plan its virtual points came from (C.04.5.1), so
 * the account can say who is in group A and why.
 */
export function explainPairing(p: PairingWithTrace, baku?: BakuPlan): PairingExplanation {
  const { field } = p.trace;
  const sorted = field.standings
    .filter(s => s.player.available)
    .sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
  const byId = field.byId;
  const get = (id: number) => byId.get(id) as Standing;
  const mate = new Map<number, number>();
  for (const b of p.boards) {
    mate.set(b.white, b.black);
    mate.set(b.black, b.white);
  }
  const brackets = deriveBrackets(sorted, mate, byId, p.bye);
  const bye =
    p.bye === null ? null : explainBye(p.bye, p.trace.byeScore as number, sorted, field.points);
  const notPaired = field.standings.filter(s => !s.player.available).map(s => s.id);
  const accelerated = sorted.some(s => s.pairingScore !== s.score);
  const boardsOf = (who: (id: number) => string): BoardExplanation[] =>
    p.boards.map(b => {
      const [hi, lo] = ranksAbove(get(b.white), get(b.black))
        ? [get(b.white), get(b.black)]
        : [get(b.black), get(b.white)];
      const c = colourReason(hi, lo, field.initialColour, who);
      return { board: b.board, white: b.white, black: b.black, rule: c.rule, reason: c.reason };
    });

  const lines = (who: (id: number) => string): ExplanationLine[] => {
    const score = (id: number) => pointsText(get(id).pairingScore);
    const withScore = (id: number) => `${who(id)} (${score(id)})`;
    const out: ExplanationLine[] = [
      line(0, msg`How round ${p.round} was paired (FIDE Dutch system, C.04.3):`),
      line(
        0,
        msg`Initial colour (pairing number 1 in round 1): ${colourWord(field.initialColour)}`,
      ),
    ];
    out.push(...accelerationLines(sorted, p.round, baku, who));
    out.push(
      line(
        0,
        msg`Brackets, from the highest score down (a pair belongs to the bracket of its lower player):`,
      ),
    );
    for (const b of brackets) {
      const residents = list(b.residents, who);
      const score = pointsText(b.score);
      out.push(
        line(
          1,
          b.movedDown.length === 0
            ? msg`Bracket ${score}: residents ${residents}`
            : msg`Bracket ${score}: residents ${residents}; moved down from above (MDPs): ${b.movedDown.map(withScore).join(', ')}`,
        ),
      );
      const pairs = b.pairs.map(pr =>
        get(pr.higher).pairingScore === b.score
          ? `${who(pr.higher)}–${who(pr.lower)}`
          : `${withScore(pr.higher)}–${who(pr.lower)}`,
      );
      out.push(line(2, pairs.length === 0 ? msg`no pairs` : msg`pairs: ${pairs.join(', ')}`));
      const down = b.pairs.filter(pr => get(pr.higher).pairingScore > b.score);
      if (down.length > 0) {
        const hi = list(
          down.map(d => d.higher),
          who,
        );
        const lo = list(
          down.map(d => d.lower),
          who,
        );
        out.push(line(2, msg`floats: ${hi} down, ${lo} up`));
      }
      if (b.floaters.length > 0) {
        out.push(line(2, msg`floating down to the next bracket: ${list(b.floaters, who)}`));
      }
      if (b.bye !== null) {
        out.push(line(2, msg`left over: ${who(b.bye)}, who receives the pairing-allocated bye`));
      }
    }
    if (bye) out.push(...byeLines(bye, who, get));
    out.push(line(0, msg`Colours (a rule decides only where the ones before it do not):`));
    for (const b of boardsOf(who)) {
      const w = get(b.white);
      const bl = get(b.black);
      out.push(
        line(
          1,
          msg`Board ${b.board}: ${who(b.white)} White (${historyText(w)}, ${preferenceText(w)}) – ${who(b.black)} Black (${historyText(bl)}, ${preferenceText(bl)}): ${b.reason}`,
        ),
      );
    }
    if (notPaired.length > 0) {
      out.push(
        line(
          0,
          msg`Not paired this round (bye requested, absent or withdrawn): ${list(notPaired, who)}`,
        ),
      );
    }
    return out;
  };

  return {
    round: p.round,
    initialColour: field.initialColour,
    accelerated,
    brackets,
    boards: boardsOf(String),
    bye,
    notPaired,
    lines,
  };
}

function byeLines(
  bye: ByeExplanation,
  who: (id: number) => string,
  get: (id: number) => Standing,
): ExplanationLine[] {
  const lowest = pointsText(bye.lowestScore);
  const out: ExplanationLine[] = [
    line(
      0,
      msg`Pairing-allocated bye: ${who(bye.player)} (score ${pointsText(get(bye.player).pairingScore)})`,
    ),
    line(1, msg`C5: the lowest score the bye can go to while everybody else is paired: ${lowest}`),
  ];
  for (const b of bye.barred) {
    const score = pointsText(get(b.id).pairingScore);
    const bars = byeBarsMessage(b.bars, who);
    out.push(line(1, msg`${who(b.id)} (${score}) may not receive it (C2, C.04.1 art. 4): ${bars}`));
  }
  if (bye.lowerEligible.length > 0) {
    out.push(
      line(
        1,
        msg`${list(bye.lowerEligible, who)}, with lower scores, are eligible, but leaving any of them out leaves the others without a complete pairing (C4)`,
      ),
    );
  }
  const mostPlayed = Math.max(...bye.candidates.map(c => c.played));
  const candidates = joinMessages(
    bye.candidates.map(c => msg`${who(c.id)} with ${gamesCount(c.played)} played`),
    ', ',
  );
  out.push(line(1, msg`eligible with score ${lowest}: ${candidates}`));
  const mine = bye.candidates.find(c => c.id === bye.player);
  const tied = bye.candidates.filter(c => c.played === mostPlayed).map(c => c.id);
  if (mine === undefined) return out;
  if (mine.played === mostPlayed && tied.length === 1) {
    out.push(
      line(
        1,
        msg`C9 (fewest unplayed rounds): ${who(bye.player)} has played the most games of them`,
      ),
    );
  } else if (mine.played === mostPlayed) {
    out.push(
      line(
        1,
        msg`C9 (fewest unplayed rounds) leaves ${list(tied, who)}, who have played ${gamesCount(mostPlayed)} each; the pairing of the others in their bracket decided`,
      ),
    );
  } else {
    out.push(
      line(
        1,
        msg`C9 (fewest unplayed rounds) yields here to the criteria above it: completion (C4) and the pairs and score differences of the brackets (C6–C8)`,
      ),
    );
  }
  return out;
}

/** The account as text, two spaces of indent per level (CLI `--explain`, the sidebar). */
export function explanationLines(
  e: PairingExplanation,
  render: (m: Message) => string = m => m.text,
  who: (id: number) => string = String,
): string[] {
  return e.lines(who).map(l => `${'  '.repeat(l.depth)}${render(l.message)}`);
}

/** The account as one text (CLI `--explain`). */
export function explanationText(
  e: PairingExplanation,
  render: (m: Message) => string = m => m.text,
  who: (id: number) => string = String,
): string {
  return `${explanationLines(e, render, who).join('\n')}\n`;
}
