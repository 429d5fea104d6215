import { msg } from '../errors';
import { joinMessages, verbatim } from '../messages/message';
import type { Message } from '../messages/message';
/**
 * Direct encounter of teams (C.07 Art. 6 on team points) and extended direct encounter (13.3):
 * type-A tie-breaks that look only at the matches among the teams still tied.
 *
 * - DE: separate standings in the primary score (or `:MP`/`:GP`).
 * - EDE (13.3.1): separate standings in the primary score; when that separates nobody, in the
 *   secondary score; and again for every new subset (13.3.3), until neither separates anybody.
 * - 13.3.2 knockout steps, only for exactly two teams still tied on both scores, on the boards
 *   of their match(es): EDEC adds the board count (C), EDET the top-board result board by board
 *   (T), EDEB board elimination (B), EDEBT = C then T, EDEBB = C then B. The board count ranks
 *   the lower count first, as TEC exercise 46 has it (the reference calculator ranks the higher
 *   one first; see tiebreaks-fide.md, "Known deviations").
 *
 * Each step is Art. 6: 6.1.1 forfeited matches are left out unless `/P` (or a round robin,
 * 15.2); 6.1.2 repeated encounters count with their average; 6.2 when all have met the separate
 * standings rank them; 6.3 in a Swiss event where not all have met, a team ranks first only if
 * it stays ahead whatever the missing matches would have given.
 */
import type { TiebreakContext } from '../tiebreaks/context';
import { RK } from '../tiebreaks/context';
import { baseRows, summaryText } from '../tiebreaks/explainRows';
import type { TeamCode } from './codes';
import type { ScoreKind, TeamContext } from './context';
import { boardsAt } from './context';
import { groupsByValue, positionsInGroups } from './groups';
import type { TeamDefinition } from './registry';
import { registerTeamTiebreak } from './registry';
import { otherScore } from './totals';

interface Step {
  /** What the step compares, for explanations. */
  readonly label: Message;
  /** Points of the round at i·R + r that this step counts. */
  points(at: number): number;
  /** The best a missing encounter could have given (Art. 6.3). */
  readonly best: number;
  /** 13.3.2: applies only to exactly two tied teams. */
  readonly pairsOnly: boolean;
}

interface Rules {
  /** Forfeited matches count as encounters (`/P`, or a round robin). */
  readonly forfeitsCount: boolean;
  /** Art. 6.3 applies (Swiss events, or `/S`). */
  readonly swiss: boolean;
}

function rulesOf(view: TiebreakContext, code: TeamCode): Rules {
  const roundRobin = view.system === 'round-robin' && !code.swiss;
  return { forfeitsCount: code.forfeitsAsPlayed || roundRobin, swiss: !roundRobin };
}

function countsAsEncounter(view: TiebreakContext, at: number, rules: Rules): boolean {
  const k = view.table.kind[at];
  if (view.table.opp[at] < 0) return false;
  if (k === RK.played) return true;
  return (
    rules.forfeitsCount && (k === RK.forfeitWin || k === RK.forfeitLoss || k === RK.doubleForfeit)
  );
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

interface Standing {
  readonly member: number;
  readonly score: number;
  readonly best: number;
  readonly metAll: boolean;
}

/** Separate standings of a tier under one step; scores scaled so that 6.1.2 averages stay exact. */
function separateStandings(
  view: TiebreakContext,
  tier: readonly number[],
  step: Step,
  rules: Rules,
): Standing[] {
  const R = view.rounds;
  const inTier = new Set(tier);
  const perMember = tier.map(m => {
    const byOpponent = new Map<number, { sum: number; count: number }>();
    for (let r = 0; r < R; r++) {
      const at = m * R + r;
      const j = view.table.opp[at];
      if (j === m || !inTier.has(j) || !countsAsEncounter(view, at, rules)) continue;
      const acc = byOpponent.get(j) ?? { sum: 0, count: 0 };
      acc.sum += step.points(at);
      acc.count += 1;
      byOpponent.set(j, acc);
    }
    return byOpponent;
  });
  let scale = 1;
  for (const byOpponent of perMember) {
    for (const { count } of byOpponent.values()) scale = (scale * count) / gcd(scale, count);
  }
  return tier.map((member, k) => {
    let score = 0;
    for (const { sum, count } of perMember[k].values()) score += (sum * scale) / count;
    const missing = tier.length - 1 - perMember[k].size;
    return { member, score, best: score + missing * step.best * scale, metAll: missing === 0 };
  });
}

const EPS = 1e-9;

/** One application of a step to one tier: the tier split into ordered sub-tiers. */
function splitTier(
  view: TiebreakContext,
  tier: readonly number[],
  step: Step,
  rules: Rules,
): number[][] {
  const standings = separateStandings(view, tier, step, rules).sort(
    (a, b) => b.score - a.score || a.member - b.member,
  );
  const allMet = standings.every(s => s.metAll);
  if (allMet || !rules.swiss) {
    const tiers: number[][] = [];
    standings.forEach((s, k) => {
      if (k > 0 && Math.abs(s.score - standings[k - 1].score) < EPS)
        tiers[tiers.length - 1].push(s.member);
      else tiers.push([s.member]);
    });
    return tiers;
  }
  // 6.3: best case of every rival (by the best result of their missing matches), leaders peel off.
  standings.sort((a, b) => b.score - a.score || b.best - a.best || a.member - b.member);
  const tiers: number[][] = [];
  let k = 0;
  while (k < standings.length - 1) {
    let bestOfRest = -Infinity;
    for (let j = k + 1; j < standings.length; j++)
      bestOfRest = Math.max(bestOfRest, standings[j].best);
    if (standings[k].score <= bestOfRest + EPS) break;
    tiers.push([standings[k].member]);
    k++;
  }
  tiers.push(standings.slice(k).map(s => s.member));
  return tiers;
}

/**
 * The steps in turn: a step is applied to every tier until it separates nobody more; then the
 * next step; a separation anywhere starts the round of steps afresh (13.3.3), and the procedure
 * ends when every step has separated nobody since the last separation.
 */
function tiersBySteps(
  view: TiebreakContext,
  group: readonly number[],
  steps: readonly Step[],
  rules: Rules,
): number[][] {
  let tiers: number[][] = [[...group]];
  const idle = new Array<boolean>(steps.length).fill(false);
  let s = 0;
  while (!idle.every(Boolean)) {
    const step = steps[s];
    let changed = false;
    tiers = tiers.flatMap(t => {
      if (t.length < 2 || (step.pairsOnly && t.length !== 2)) return [t];
      const parts = splitTier(view, t, step, rules);
      if (parts.length > 1) changed = true;
      return parts;
    });
    if (changed) idle.fill(false);
    else {
      idle[s] = true;
      s = (s + 1) % steps.length;
    }
  }
  return tiers;
}

function scoreStep(ctx: TeamContext, score: ScoreKind): Step {
  const pts = ctx.view(score).table.pts;
  const best = score === 'MP' ? ctx.event.scoring.win : ctx.event.boards;
  return { label: verbatim(score), points: at => pts[at], best, pairsOnly: false };
}

/**
 * The knockout steps. They compare two teams on the boards of their own match(es), and only when
 * 13.3.1 left exactly those two tied: the boards of a match are asked for then, so that an event
 * whose board order is not known everywhere (a TRF without 300 records) is ranked as long as no
 * knockout step needs such a match.
 */
function boardSteps(ctx: TeamContext, kinds: string): Step[] {
  const board = (at: number) => boardsAt(ctx, at, msg`the knockout steps of EDE (13.3.2)`);
  const n = ctx.event.boards;
  const steps: Step[] = [];
  for (const kind of kinds) {
    if (kind === 'C') {
      steps.push({
        label: msg`board count (lower first)`,
        // Negated: a lower board count is the better result.
        points: at => -board(at).reduce((s, p, b) => s + (b + 1) * p, 0),
        best: 0,
        pairsOnly: true,
      });
    } else if (kind === 'T') {
      for (let b = 0; b < n; b++) {
        steps.push({
          label: msg`board ${b + 1}`,
          points: at => board(at)[b],
          best: 1,
          pairsOnly: true,
        });
      }
    } else {
      for (let k = n - 1; k >= 1; k--) {
        steps.push({
          label: msg`boards 1–${k}`,
          points: at =>
            board(at)
              .slice(0, k)
              .reduce((s, p) => s + p, 0),
          best: k,
          pairsOnly: true,
        });
      }
    }
  }
  return steps;
}

const KNOCKOUT: Readonly<Record<string, string>> = {
  EDE: '',
  EDEC: 'C',
  EDET: 'T',
  EDEB: 'B',
  EDEBT: 'CT',
  EDEBB: 'CB',
};

function stepsOf(ctx: TeamContext, code: TeamCode): Step[] {
  if (code.name === 'DE') return [scoreStep(ctx, code.score ?? ctx.primary)];
  const steps = [scoreStep(ctx, ctx.primary), scoreStep(ctx, otherScore(ctx.primary))];
  const knockout = KNOCKOUT[code.name];
  return knockout ? [...steps, ...boardSteps(ctx, knockout)] : steps;
}

export function encounterTiers(
  ctx: TeamContext,
  code: TeamCode,
  group: readonly number[],
): number[][] {
  const view = ctx.view('MP');
  return tiersBySteps(view, group, stepsOf(ctx, code), rulesOf(view, code));
}

/** The steps' labels, each once, in order: "MP, GP, board 1, board 2". */
function stepLabels(steps: readonly Step[]): Message {
  const seen = new Set<string>();
  const labels: Message[] = [];
  for (const { label } of steps) {
    if (seen.has(label.text)) continue;
    seen.add(label.text);
    labels.push(label);
  }
  return joinMessages(labels, ', ');
}

function encounterDefinition(name: string, title: Message): TeamDefinition {
  return {
    name,
    title,
    lowerIsBetter: true,
    tiers: encounterTiers,
    compute(ctx, code) {
      const primary = ctx.view(ctx.primary).table.score;
      return positionsInGroups(primary, g => encounterTiers(ctx, code, g));
    },
    explain(ctx, code, index) {
      const primary = ctx.view(ctx.primary).table.score;
      const group = groupsByValue(primary).find(g => g.includes(index)) ?? [index];
      const value = positionsInGroups(primary, g => encounterTiers(ctx, code, g))[index];
      const view = ctx.view(ctx.primary);
      const rules = rulesOf(view, code);
      const members = new Set(group);
      const rows = baseRows(view, index);
      for (const row of rows) {
        const at = index * ctx.rounds + row.round - 1;
        const j = view.table.opp[at];
        if (j < 0 || j === index || !members.has(j)) continue;
        if (countsAsEncounter(view, at, rules)) row.contribution = row.points;
        else row.note = msg`forfeited match: left out (C.07 6.1.1; /P counts it)`;
      }
      const steps = stepLabels(stepsOf(ctx, code));
      const detail =
        group.length < 2
          ? msg`no other team has the same ${ctx.primary}`
          : value === 0
            ? msg`${group.length} teams with the same ${ctx.primary}; their matches do not separate them`
            : msg`position ${value} among ${group.length} teams with the same ${ctx.primary}; steps: ${steps}`;
      return { summary: summaryText(title, value, detail), rows };
    },
  };
}

registerTeamTiebreak(encounterDefinition('DE', msg`Direct encounter`));
registerTeamTiebreak(encounterDefinition('EDE', msg`Extended direct encounter`));
registerTeamTiebreak(encounterDefinition('EDEC', msg`Extended direct encounter with board count`));
registerTeamTiebreak(
  encounterDefinition('EDET', msg`Extended direct encounter with top board result`),
);
registerTeamTiebreak(
  encounterDefinition('EDEB', msg`Extended direct encounter with board elimination`),
);
registerTeamTiebreak(
  encounterDefinition(
    'EDEBT',
    msg`Extended direct encounter with board count and top board result`,
  ),
);
registerTeamTiebreak(
  encounterDefinition(
    'EDEBB',
    msg`Extended direct encounter with board count and board elimination`,
  ),
);
