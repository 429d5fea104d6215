/** Match points, game points and the secondary score (C.07 11.1, 13.1). */
import { msg } from '../messages/message';
import type { Message } from '../messages/message';
import { baseRows, summaryText } from '../tiebreaks/explainRows';
import type { ScoreKind, TeamContext } from './context';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';

export function otherScore(s: ScoreKind): ScoreKind {
  return s === 'MP' ? 'GP' : 'MP';
}

function totalDefinition(
  name: string,
  title: Message,
  score: (ctx: TeamContext) => ScoreKind,
): TeamDefinition {
  return {
    name,
    title,
    compute(ctx) {
      return Array.from(ctx.view(score(ctx)).table.score);
    },
    explain(ctx, _code, index) {
      const view = ctx.view(score(ctx));
      const rows = baseRows(view, index);
      for (const row of rows) row.contribution = row.points;
      const value = view.table.score[index];
      return { summary: summaryText(title, value, msg`sum of ${rows.length} rounds`), rows };
    },
  };
}

registerTeamTiebreak(totalDefinition('MPTS', msg`Match points`, () => 'MP'));
registerTeamTiebreak(totalDefinition('GPTS', msg`Game points`, () => 'GP'));
registerTeamTiebreak(
  totalDefinition('MPVGP', msg`Secondary score`, ctx => otherScore(ctx.primary)),
);
