/**
 * Registers the rating tie-breaks of C.07 Art. 10: ARO, TPR, PTP, APRO, APPO, RTNG. The rating
 * for unrated participants comes from the code (`/U1400`) or else from the call's option.
 */
import type { TiebreakContext } from '../context';
import { msg } from '../../messages/message';
import type { Message } from '../../messages/message';
import { baseRows, summaryText } from '../explainRows';
import { registerTiebreak } from '../registry';
import type { ExplanationBody, TiebreakDefinition } from '../registry';
import type { ExplanationRowDraft, TiebreakCode } from '../types';
import { percentScore, ratingDifference } from './fideTables';
import { otbGames, type OtbGame } from './otbGames';
import { participantRatings } from './ratingSource';
import {
  aroFromView,
  averageOverOpponents,
  cutGames,
  ptpFromView,
  rtngValues,
  tprFromView,
  type RatingCut,
  type RatingView,
} from './ratingCodes';

export function unratedRatingFor(ctx: TiebreakContext, code: TiebreakCode): number | undefined {
  return code.unratedRating ?? ctx.options.unratedRating;
}

/** Games over the board of the counted rounds, shared by every rating and club code of a call. */
export function sharedGames(ctx: TiebreakContext): readonly (readonly OtbGame[])[] {
  return ctx.cached('ratings:games', () => otbGames(ctx.t, ctx.rounds));
}

/** The rating view of a call, shared by every rating code with the same unrated rating. */
export function sharedRatingView(ctx: TiebreakContext, code: TiebreakCode): RatingView {
  const unrated = unratedRatingFor(ctx, code);
  return ctx.cached(`ratings:view:${unrated ?? '-'}`, () => ({
    ratings: participantRatings(ctx.t, 'fide', unrated),
    games: sharedGames(ctx),
  }));
}

function sharedTpr(ctx: TiebreakContext, code: TiebreakCode): (number | null)[] {
  const view = sharedRatingView(ctx, code);
  return ctx.cached(`ratings:tpr:${unratedRatingFor(ctx, code) ?? '-'}`, () => tprFromView(view));
}

function sharedPtp(ctx: TiebreakContext, code: TiebreakCode): (number | null)[] {
  const view = sharedRatingView(ctx, code);
  return ctx.cached(`ratings:ptp:${unratedRatingFor(ctx, code) ?? '-'}`, () => ptpFromView(view));
}

/** The cut a code asks for; `/V2022` lets unplayed rounds use up the cuts first. */
export function cutOf(code: TiebreakCode): RatingCut {
  return { low: code.cutLow, high: code.cutHigh, unplayedFirst: code.version === '2022' };
}

export const UNRATED_NOTE = msg`some participants have no rating (C.07 Art. 10); give unrated players a rating with /U (e.g. /U1400) or the unrated-rating option`;

export const NO_GAME = msg`no game over the board`;

const NOT_OTB_NOTE = msg`not a game over the board: rating tie-breaks leave it out (C.07 Art. 10, 15.2)`;

const CUT_NOTE = msg`cut (C.07 Art. 14)`;

/**
 * Rows with the opponent's rating (or another per-opponent figure) as the contribution of each
 * game over the board, the cut games marked, unplayed rounds noted.
 */
export function ratingRows(
  ctx: TiebreakContext,
  index: number,
  figure: (opponent: number) => number | null,
  cutRounds: ReadonlySet<number> = new Set(),
): ExplanationRowDraft[] {
  const rows = baseRows(ctx, index);
  const byRound = new Map(sharedGames(ctx)[index].map(g => [g.round, g]));
  for (const row of rows) {
    const game = byRound.get(row.round);
    if (game) {
      row.contribution = figure(game.opponent);
      if (cutRounds.has(row.round)) {
        row.cut = true;
        row.note = CUT_NOTE;
      }
    } else {
      row.note = NOT_OTB_NOTE;
    }
  }
  return rows;
}

function unratedBody(ctx: TiebreakContext, index: number, title: Message): ExplanationBody {
  return { summary: summaryText(title, null, UNRATED_NOTE), rows: baseRows(ctx, index) };
}

function gamesOverTheBoard(n: number): Message {
  return n === 1 ? msg`${n} game over the board` : msg`${n} games over the board`;
}

const ARO: TiebreakDefinition = {
  name: 'ARO',
  title: msg`Average rating of opponents`,
  modifiers: ['C', 'M', 'U'],
  compute(ctx, code) {
    return aroFromView(sharedRatingView(ctx, code), cutOf(code), ctx.heldBy);
  },
  explain(ctx, code, index) {
    const view = sharedRatingView(ctx, code);
    if (view.ratings === null) return unratedBody(ctx, index, this.title);
    const ratings = view.ratings;
    const split = cutGames(view.games[index], ratings, cutOf(code), ctx.heldBy[index]);
    const value = aroFromView(view, cutOf(code), ctx.heldBy)[index];
    const rows = ratingRows(ctx, index, j => ratings[j], new Set(split.cut.map(g => g.round)));
    const sum = split.kept.reduce((s, g) => s + ratings[g.opponent], 0);
    const n = split.kept.length;
    const detail =
      n === 0
        ? msg`no game over the board left to average`
        : split.cut.length > 0
          ? msg`${sum} / ${gamesOverTheBoard(n)}, rounded half up; ${split.cut.length} cut`
          : msg`${sum} / ${gamesOverTheBoard(n)}, rounded half up`;
    return { summary: summaryText(this.title, value, detail), rows };
  },
};

const TPR: TiebreakDefinition = {
  name: 'TPR',
  title: msg`Tournament performance rating`,
  modifiers: ['U'],
  compute(ctx, code) {
    return sharedTpr(ctx, code);
  },
  explain(ctx, code, index) {
    const view = sharedRatingView(ctx, code);
    if (view.ratings === null) return unratedBody(ctx, index, this.title);
    const ratings = view.ratings;
    const games = view.games[index];
    const value = sharedTpr(ctx, code)[index];
    const rows = ratingRows(ctx, index, j => ratings[j]);
    if (games.length === 0) return { summary: summaryText(this.title, null, NO_GAME), rows };
    const score = games.reduce((s, g) => s + g.score, 0);
    const pct = percentScore(score, games.length);
    const dp = ratingDifference(pct);
    const aro = value === null ? 'null' : value - dp;
    const detail =
      dp < 0
        ? msg`ARO ${aro} − ${-dp} for ${score} / ${games.length} = ${pct} %`
        : msg`ARO ${aro} + ${dp} for ${score} / ${games.length} = ${pct} %`;
    return { summary: summaryText(this.title, value, detail), rows };
  },
};

const PTP: TiebreakDefinition = {
  name: 'PTP',
  title: msg`Perfect tournament performance`,
  modifiers: ['U'],
  compute(ctx, code) {
    return sharedPtp(ctx, code);
  },
  explain(ctx, code, index) {
    const view = sharedRatingView(ctx, code);
    if (view.ratings === null) return unratedBody(ctx, index, this.title);
    const ratings = view.ratings;
    const games = view.games[index];
    const value = sharedPtp(ctx, code)[index];
    const rows = ratingRows(ctx, index, j => ratings[j]);
    if (games.length === 0) return { summary: summaryText(this.title, null, NO_GAME), rows };
    const score = games.reduce((s, g) => s + g.score, 0);
    const detail =
      score === 0
        ? msg`no points: 800 below the lowest-rated opponent (C.07 10.3)`
        : games.length === 1
          ? msg`lowest rating whose expected score reaches ${score} in ${games.length} game`
          : msg`lowest rating whose expected score reaches ${score} in ${games.length} games`;
    return { summary: summaryText(this.title, value, detail), rows };
  },
};

function averageOfOpponentsDefinition(
  name: 'APRO' | 'APPO',
  title: Message,
  figureName: string,
  figure: (ctx: TiebreakContext, code: TiebreakCode) => (number | null)[],
): TiebreakDefinition {
  return {
    name,
    title,
    modifiers: ['U'],
    compute(ctx, code) {
      return averageOverOpponents(sharedRatingView(ctx, code), figure(ctx, code));
    },
    explain(ctx, code, index) {
      const view = sharedRatingView(ctx, code);
      if (view.ratings === null) return unratedBody(ctx, index, title);
      const values = figure(ctx, code);
      const value = averageOverOpponents(view, values)[index];
      const rows = ratingRows(ctx, index, j => values[j]);
      const used = rows.filter(r => r.contribution !== null).length;
      const detail =
        used === 1
          ? msg`average of ${used} opponent’ ${figureName}, rounded half up`
          : msg`average of ${used} opponents’ ${figureName}, rounded half up`;
      return { summary: summaryText(title, value, detail), rows };
    },
  };
}

const APRO = averageOfOpponentsDefinition(
  'APRO',
  msg`Average performance rating of opponents`,
  'TPR',
  sharedTpr,
);
const APPO = averageOfOpponentsDefinition(
  'APPO',
  msg`Average perfect performance of opponents`,
  'PTP',
  sharedPtp,
);

const RTNG: TiebreakDefinition = {
  name: 'RTNG',
  title: msg`Rating`,
  modifiers: ['U'],
  compute(ctx, code) {
    return rtngValues(ctx.t, { unratedRating: unratedRatingFor(ctx, code) });
  },
  explain(ctx, code, index) {
    const value = this.compute(ctx, code, { points: ctx.table.score, columns: [] })[index];
    const detail =
      value === null
        ? UNRATED_NOTE
        : code.reverse
          ? msg`own rating; /R: the lower rating ranks first`
          : msg`own rating; the higher rating ranks first`;
    return { summary: summaryText(this.title, value, detail), rows: [] };
  },
};

registerTiebreak(ARO);
registerTiebreak(TPR);
registerTiebreak(PTP);
registerTiebreak(APRO);
registerTiebreak(APPO);
registerTiebreak(RTNG);
