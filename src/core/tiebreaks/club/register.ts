/**
 * Registers the club systems of the source documents (names in presets.ts): RBH, SOR, DWZP,
 * SWIN, SWINB, LECH, LOT.
 */
import { msg } from '../../messages/message';
import type { Message } from '../../messages/message';
import { parseTiebreakCode } from '../codes';
import type { TiebreakContext } from '../context';
import { baseRows, countText, summaryText } from '../explainRows';
import { percentScore } from '../ratings/fideTables';
import { participantRatings } from '../ratings/ratingSource';
import { cutGames } from '../ratings/ratingCodes';
import {
  cutOf,
  ratingRows,
  sharedGames,
  sharedRatingView,
  NO_GAME,
  UNRATED_NOTE,
  unratedRatingFor,
} from '../ratings/register';
import { findTiebreak, registerTiebreak } from '../registry';
import type { PriorColumns, TiebreakDefinition } from '../registry';
import type { TiebreakCode } from '../types';
import { dwzDifference, dwzPerformance } from './dwzPerformance';
import { lechenichPoints } from './lechenich';
import { defaultLotSeed, lotPositions } from './lot';
import { opponentRatingSumsFromView } from './opponentRatings';
import { opponentRoundOrder } from '../opponents/buchholz';
import { refinedBuchholz } from './refinedBuchholz';
import { scoredWins, scoredWinsWithBlack } from './wins';

/** The Buchholz code whose values RBH sums: same cut, same pinned version, same /S. */
function buchholzCodeFor(code: TiebreakCode): TiebreakCode {
  let text = 'BH';
  if (code.cutHigh > 0) text += `/M${code.cutHigh}`;
  else if (code.cutLow > 0) text += `/C${code.cutLow}`;
  if (code.swiss) text += '/S';
  if (code.version !== null) text += `/V${code.version}`;
  return parseTiebreakCode(text);
}

function buchholzValues(
  ctx: TiebreakContext,
  code: TiebreakCode,
  prior: PriorColumns,
): (number | null)[] {
  const bhCode = buchholzCodeFor(code);
  const bh = findTiebreak('BH');
  if (!bh) throw new Error('refined Buchholz needs BH to be registered');
  return ctx.cached(`club:bh:${bhCode.canonical}`, () => bh.compute(ctx, bhCode, prior));
}

const REFINED_BUCHHOLZ: TiebreakDefinition = {
  name: 'RBH',
  title: msg`Refined Buchholz`,
  modifiers: ['C', 'M', 'S'],
  needsRoundOrder: (ctx, code) => opponentRoundOrder(ctx, buchholzCodeFor(code), false),
  compute(ctx, code, prior) {
    return refinedBuchholz(sharedGames(ctx), buchholzValues(ctx, code, prior));
  },
  explain(ctx, code, index, prior) {
    const bh = buchholzValues(ctx, code, prior);
    const value = refinedBuchholz(sharedGames(ctx), bh)[index];
    const rows = ratingRows(ctx, index, j => bh[j] ?? 0);
    for (const row of rows) {
      if (row.contribution === null)
        row.note = msg`not a game over the board: no opponent’s Buchholz to add`;
    }
    const which = buchholzCodeFor(code).canonical;
    return {
      summary: summaryText(this.title, value, msg`${countText(rows)}: the opponents’ ${which}`),
      rows,
    };
  },
};

const OPPONENT_RATING_SUM: TiebreakDefinition = {
  name: 'SOR',
  title: msg`Sum of opponents’ ratings`,
  modifiers: ['C', 'M', 'U'],
  compute(ctx, code) {
    return opponentRatingSumsFromView(sharedRatingView(ctx, code), cutOf(code), ctx.heldBy);
  },
  explain(ctx, code, index) {
    const view = sharedRatingView(ctx, code);
    const ratings = view.ratings;
    if (ratings === null)
      return { summary: summaryText(this.title, null, UNRATED_NOTE), rows: baseRows(ctx, index) };
    const split = cutGames(view.games[index], ratings, cutOf(code), ctx.heldBy[index]);
    const rows = ratingRows(ctx, index, j => ratings[j], new Set(split.cut.map(g => g.round)));
    const value = opponentRatingSumsFromView(view, cutOf(code), ctx.heldBy)[index];
    return { summary: summaryText(this.title, value, countText(rows)), rows };
  },
};

function dwzRatings(ctx: TiebreakContext, code: TiebreakCode): number[] | null {
  const unrated = unratedRatingFor(ctx, code);
  return ctx.cached(`club:dwz:${unrated ?? '-'}`, () =>
    participantRatings(ctx.t, 'national', unrated),
  );
}

function dwzpOf(ctx: TiebreakContext, code: TiebreakCode, i: number): number | null {
  const ratings = dwzRatings(ctx, code);
  if (ratings === null) return null;
  const games = sharedGames(ctx)[i];
  return dwzPerformance(
    games.reduce((s, g) => s + g.score, 0),
    games.map(g => ratings[g.opponent]),
  );
}

const DWZ_PERFORMANCE: TiebreakDefinition = {
  name: 'DWZP',
  title: msg`DWZ performance`,
  modifiers: ['U'],
  compute(ctx, code) {
    return Array.from({ length: ctx.n }, (_, i) => dwzpOf(ctx, code, i));
  },
  explain(ctx, code, index) {
    const ratings = dwzRatings(ctx, code);
    if (ratings === null)
      return { summary: summaryText(this.title, null, UNRATED_NOTE), rows: baseRows(ctx, index) };
    const games = sharedGames(ctx)[index];
    const rows = ratingRows(ctx, index, j => ratings[j]);
    const value = dwzpOf(ctx, code, index);
    if (games.length === 0) return { summary: summaryText(this.title, null, NO_GAME), rows };
    const score = games.reduce((s, g) => s + g.score, 0);
    const pct = percentScore(score, games.length);
    const d = dwzDifference(pct);
    const rc = value === null ? '' : value - d;
    const detail =
      d < 0
        ? msg`Rc ${rc} − D ${-d} for ${score} / ${games.length} = ${pct} % (DSB Wertungsordnung)`
        : msg`Rc ${rc} + D ${d} for ${score} / ${games.length} = ${pct} % (DSB Wertungsordnung)`;
    return { summary: summaryText(this.title, value, detail), rows };
  },
};

function countDefinition(
  name: string,
  title: Message,
  values: (ctx: TiebreakContext) => number[],
  counts: (ctx: TiebreakContext, index: number, round: number) => boolean,
  what: Message,
): TiebreakDefinition {
  return {
    name,
    title,
    modifiers: [],
    compute(ctx) {
      return values(ctx);
    },
    explain(ctx, _code, index) {
      const rows = baseRows(ctx, index);
      for (const row of rows) row.contribution = counts(ctx, index, row.round) ? 1 : 0;
      return { summary: summaryText(title, values(ctx)[index], what), rows };
    },
  };
}

function entryAt(ctx: TiebreakContext, index: number, round: number) {
  return ctx.t.participants[index].rounds[round - 1];
}

const SCORED_WINS = countDefinition(
  'SWIN',
  msg`Scored wins`,
  ctx => scoredWins(ctx.t, ctx.rounds),
  (ctx, i, r) => {
    const e = entryAt(ctx, i, r);
    return (e.kind === 'played' && e.result === 'win') || e.kind === 'forfeit-win';
  },
  msg`games scored as wins, forfeit wins included, byes not (Lechenich rule 2)`,
);

const SCORED_WINS_BLACK = countDefinition(
  'SWINB',
  msg`Scored wins with black`,
  ctx => scoredWinsWithBlack(ctx.t, ctx.rounds),
  (ctx, i, r) => {
    const e = entryAt(ctx, i, r);
    return (
      ((e.kind === 'played' && e.result === 'win') || e.kind === 'forfeit-win') && e.colour === 'b'
    );
  },
  msg`games with black scored as wins (Lechenich rule 3)`,
);

function lechenichValuesOf(ctx: TiebreakContext): number[] {
  return ctx.cached('club:lech', () =>
    ctx.t.participants.map(p => {
      let sum = 0;
      for (let r = 0; r < ctx.rounds && r < p.rounds.length; r++)
        sum += lechenichPoints(p.rounds[r]);
      return sum;
    }),
  );
}

const LECHENICH: TiebreakDefinition = {
  name: 'LECH',
  title: msg`Lechenicher Wertung`,
  modifiers: [],
  compute(ctx) {
    return lechenichValuesOf(ctx);
  },
  explain(ctx, _code, index) {
    const rows = baseRows(ctx, index);
    for (const row of rows) {
      const e = entryAt(ctx, index, row.round);
      row.contribution = lechenichPoints(e);
      if (e.kind === 'played') {
        const end = e.end;
        row.note =
          end === undefined || end.type === 'regular'
            ? msg`regular end: 10 + 5 × result`
            : end.defaulter === 'self'
              ? msg`did not finish / lost on time: 1`
              : end.type === 'default' && end.defaulter === 'opponent'
                ? msg`opponent defaulted: 5 + 5 × result`
                : msg`adjudicated or ended early: 10 + 5 × result`;
      } else if (e.kind === 'forfeit-win') row.note = msg`opponent did not appear: 5 + 5 × 1`;
      else if (e.kind === 'forfeit-loss' || e.kind === 'double-forfeit')
        row.note = msg`did not appear: 1`;
      else row.note = msg`no game`;
    }
    return {
      summary: summaryText(this.title, lechenichValuesOf(ctx)[index], countText(rows)),
      rows,
    };
  },
};

function lotOf(ctx: TiebreakContext): number[] {
  return ctx.cached('club:lot', () =>
    lotPositions(ctx.t, ctx.options.seed ?? defaultLotSeed(ctx.t)),
  );
}

const LOT: TiebreakDefinition = {
  name: 'LOT',
  title: msg`Drawing of lots`,
  modifiers: [],
  lowerIsBetter: true,
  compute(ctx) {
    return lotOf(ctx);
  },
  explain(ctx, _code, index) {
    const detail =
      ctx.options.seed !== undefined
        ? msg`position in a hidden random order drawn from the given seed; lower first`
        : msg`position in a hidden random order drawn from the tournament’s name and participants; lower first`;
    return {
      summary: summaryText(this.title, lotOf(ctx)[index], detail),
      rows: [],
    };
  },
};

registerTiebreak(REFINED_BUCHHOLZ);
registerTiebreak(OPPONENT_RATING_SUM);
registerTiebreak(DWZ_PERFORMANCE);
registerTiebreak(SCORED_WINS);
registerTiebreak(SCORED_WINS_BLACK);
registerTiebreak(LECHENICH);
registerTiebreak(LOT);
