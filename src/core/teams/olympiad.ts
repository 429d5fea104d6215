/**
 * Olympiad tie-breaks (club-systems.md B.1, B.2; Olympiad rule 14 as quoted in the spec).
 *
 * OSB, Olympiad Sonneborn-Berger: Σ over the rounds of the opponent's final match points × the
 * game points scored against them, without one element: the round of the team's pairing-
 * allocated bye if it had one (the 2026 Olympiad regulations prefer cutting the bye), otherwise
 * the opponent with the fewest match points (among several, the lowest product). Baku 2016: USA
 * beat Norway 3–1, Norway finished with 16 match points: 3 × 16 = 48.
 *
 * OBH, Olympiad Buchholz: Σ of the opponents' final match points without the lowest.
 *
 * A round without a match over the board (a bye, a forfeited match) counts against a virtual
 * opponent: the team's own match points before the round, plus the draw's match points for an
 * unplayed win or a bye (nothing for an unplayed loss or an absence), plus a draw for every
 * later round; the game points are those the team received. This is the Olympiad's own rule for
 * unplayed matches, which C.07 Art. 16.6 lets an event keep instead of Art. 16.
 */
import { msg } from '../messages/message';
import type { Message } from '../messages/message';
import { RK } from '../tiebreaks/context';
import { baseRows, countText, joinNotes, summaryText } from '../tiebreaks/explainRows';
import type { ExplanationRowDraft } from '../tiebreaks/types';
import type { TeamContext } from './context';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';

interface OlympiadElement {
  readonly round: number;
  /** The opponent's (or the virtual opponent's) match points. */
  readonly score: number;
  readonly contribution: number;
  readonly virtual: boolean;
  readonly pab: boolean;
}

function elementsOf(ctx: TeamContext, i: number, sonneborn: boolean): OlympiadElement[] {
  const mp = ctx.view('MP');
  const gp = ctx.view('GP');
  const R = ctx.rounds;
  const draw = ctx.event.scoring.draw;
  const out: OlympiadElement[] = [];
  let before = 0;
  for (let r = 0; r < R; r++) {
    const at = i * R + r;
    const k = mp.table.kind[at];
    const own = gp.table.pts[at];
    if (k !== RK.pending) {
      const j = mp.table.opp[at];
      let score: number;
      let virtual = false;
      if (k === RK.played && j >= 0) score = mp.table.score[j];
      else {
        virtual = true;
        const credited =
          k === RK.forfeitWin || k === RK.pairingBye || k === RK.fullBye || k === RK.halfBye;
        score = before + (credited ? draw : 0) + draw * (R - r - 1);
      }
      out.push({
        round: r,
        score,
        contribution: sonneborn ? score * own : score,
        virtual,
        pab: k === RK.pairingBye,
      });
    }
    before += mp.table.pts[at];
  }
  return out;
}

/** The element to cut: the PAB round (Sonneborn-Berger only), else the lowest opponent. */
function cutIndex(elements: readonly OlympiadElement[], preferBye: boolean): number {
  if (elements.length === 0) return -1;
  if (preferBye) {
    const bye = elements.findIndex(e => e.pab);
    if (bye >= 0) return bye;
  }
  let least = 0;
  elements.forEach((e, k) => {
    const l = elements[least];
    if (e.score < l.score || (e.score === l.score && e.contribution < l.contribution)) least = k;
  });
  return least;
}

function olympiadValue(ctx: TeamContext, i: number, sonneborn: boolean): number {
  const el = elementsOf(ctx, i, sonneborn);
  const cut = cutIndex(el, sonneborn);
  return el.reduce((s, e, k) => (k === cut ? s : s + e.contribution), 0);
}

function olympiadDefinition(
  name: 'OSB' | 'OBH',
  title: Message,
  sonneborn: boolean,
): TeamDefinition {
  return {
    name,
    title,
    compute(ctx) {
      return Array.from({ length: ctx.n }, (_, i) => olympiadValue(ctx, i, sonneborn));
    },
    explain(ctx, _code, index) {
      const el = elementsOf(ctx, index, sonneborn);
      const cut = cutIndex(el, sonneborn);
      const rows: ExplanationRowDraft[] = baseRows(ctx.view('GP'), index);
      let value = 0;
      el.forEach((e, k) => {
        const row = rows[e.round];
        row.opponentScore = e.score;
        row.contribution = e.contribution;
        row.cut = k === cut;
        if (!row.cut) value += e.contribution;
        if (e.virtual) {
          row.opponent = null;
          delete row.opponentName;
        }
        const note = joinNotes([
          e.virtual ? msg`virtual opponent with ${e.score} match points` : undefined,
          !row.cut
            ? undefined
            : e.pab && sonneborn
              ? msg`pairing-allocated bye, cut`
              : msg`opponent with the fewest match points, cut`,
        ]);
        if (note !== undefined) row.note = note;
      });
      return { summary: summaryText(title, value, countText(rows)), rows };
    },
  };
}

registerTeamTiebreak(olympiadDefinition('OSB', msg`Olympiad Sonneborn-Berger`, true));
registerTeamTiebreak(olympiadDefinition('OBH', msg`Olympiad Buchholz`, false));
