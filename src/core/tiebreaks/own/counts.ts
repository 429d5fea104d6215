/**
 * Counting tie-breaks on the participant's own record (C.07 Art. 7.1–7.4, 7.6). Each counts the
 * rounds that meet a condition; the explanation shows a 1 for each such round.
 *
 * In round robins forfeit losses stay unplayed rounds for these (Art. 15.2) and forfeits are
 * never games over the board, so the same definitions serve both systems.
 */
import { msg } from '../../messages/message';
import type { Message } from '../../messages/message';
import { sameValue } from '../../numbers';
import type { TiebreakContext } from '../context';
import { COL, RES, RK } from '../context';
import { baseRows, summaryText } from '../explainRows';
import { ownColumns } from './ownColumns';
import type { TiebreakDefinition } from '../registry';

type RoundTest = (ctx: TiebreakContext, at: number) => boolean;

function countingDefinition(
  name: string,
  title: Message,
  test: RoundTest,
  aliases?: string[],
  countAll?: (ctx: TiebreakContext) => number[],
): TiebreakDefinition {
  return {
    name,
    aliases,
    title,
    modifiers: [],
    // Counts of rounds: whole numbers.
    exact: () => true,
    compute(ctx) {
      if (countAll) return countAll(ctx);
      const { n, rounds } = ctx;
      const out = new Array<number>(n);
      for (let i = 0; i < n; i++) {
        let c = 0;
        for (let r = 0; r < rounds; r++) if (test(ctx, i * rounds + r)) c++;
        out[i] = c;
      }
      return out;
    },
    explain(ctx, _code, index) {
      const rows = baseRows(ctx, index);
      let value = 0;
      for (const row of rows) {
        const yes = test(ctx, index * ctx.rounds + row.round - 1);
        row.contribution = yes ? 1 : 0;
        if (yes) value++;
      }
      return { summary: summaryText(title, value, msg`${value} of ${rows.length} rounds`), rows };
    },
  };
}

const playedWin = (ctx: TiebreakContext, at: number) =>
  ctx.table.kind[at] === RK.played && ctx.table.res[at] === RES.win;
const black = (ctx: TiebreakContext, at: number) => ctx.colour[at] === COL.black;

/** 7.1: rounds in which the points of a win were obtained, with or without playing. */
export const WINS = countingDefinition(
  'WIN',
  msg`Number of wins`,
  (ctx, at) => {
    const k = ctx.table.kind[at];
    return k !== RK.pending && sameValue(ctx.table.pts[at], ctx.ps.win);
  },
  undefined,
  // The test above for every round of the field, in the loop shared with BWG and PS.
  ctx => ownColumns(ctx).wins,
);

/** 7.2: games won over the board (TRF `W` too: played, only not rated). */
export const GAMES_WON = countingDefinition('WON', msg`Number of games won`, playedWin);

/** 7.3: games played over the board with black. */
export const BLACK_GAMES = countingDefinition(
  'BPG',
  msg`Number of games played with black`,
  (ctx, at) => ctx.table.kind[at] === RK.played && black(ctx, at),
);

/** 7.4: games won over the board with black. */
export const BLACK_WINS = countingDefinition(
  'BWG',
  msg`Number of games won with black`,
  (ctx, at) => playedWin(ctx, at) && black(ctx, at),
  undefined,
  // The test above for every round of the field, in the loop shared with WIN and PS.
  ctx => ownColumns(ctx).blackWins,
);

/**
 * 7.6 (2024: GE, "games elected to play"): the rounds minus half-point byes, zero-point byes
 * (absences, rounds after a withdrawal or before joining) and forfeit losses (double forfeits
 * included). Games, forfeit wins, pairing-allocated and full-point byes count; a game still to
 * be played does not count yet.
 */
export const ROUNDS_ELECTED = countingDefinition(
  'REP',
  msg`Rounds one elected to play`,
  (ctx, at) => {
    const k = ctx.table.kind[at];
    return k === RK.played || k === RK.forfeitWin || k === RK.pairingBye || k === RK.fullBye;
  },
  ['GE'],
);
