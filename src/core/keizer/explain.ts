/**
 * Plain-text explanations of Keizer totals, one line per round, for organisers who check a
 * number by hand: which value a credit was taken from, whose, and from which ranking.
 */
import type { CreditLine, OwnValueLine, RankingSource, ValueUse } from './credits';
import type { KeizerStanding } from './score';

export function describeRanking(s: RankingSource): string {
  switch (s.kind) {
    case 'rating':
      return 'the rating order';
    case 'after-round':
      return `the standings after round ${s.round}`;
    case 'iteration':
      return `the ranking of scoring ${s.iteration + 1}`;
  }
}

function describeUse(u: ValueUse): string {
  const whose = u.whose === 'own' ? 'own value' : `${u.player}'s value`;
  return `${u.fraction} × ${u.value} (${whose}, rank ${u.rank} in ${describeRanking(u.ranking)})`;
}

function describeUses(uses: readonly ValueUse[]): string {
  if (uses.length === 1) return describeUse(uses[0]);
  return `mean of ${uses.map(describeUse).join(' and ')}`;
}

const OUTCOME_TEXT: Record<CreditLine['outcome'], string> = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  'forfeit-win': 'forfeit win',
  'forfeit-loss': 'forfeit loss',
  'double-forfeit': 'double forfeit',
  bye: 'bye',
  excused: 'excused absence',
  unexcused: 'unexcused absence',
  club: 'absent for the club team',
  'not-joined': 'not yet joined',
};

const NOTE_TEXT: Record<NonNullable<CreditLine['note']>, string> = {
  'opponent-withdrawn': 'opponent withdrawn: a share of own value',
  'absence-decay': 'halved for each earlier absence',
  'beyond-absence-limit': 'beyond the absence limit',
};

export function describeCredit(line: CreditLine): string {
  const what = [
    OUTCOME_TEXT[line.outcome],
    line.opponent !== undefined ? ` vs ${line.opponent}` : '',
    line.colour !== undefined ? ` (${line.colour === 'w' ? 'White' : 'Black'})` : '',
    line.missing ? ' (not listed)' : '',
    line.absenceNo !== undefined ? `, absence ${line.absenceNo}` : '',
    line.note !== undefined ? `, ${NOTE_TEXT[line.note]}` : '',
  ].join('');
  return `round ${line.round}: ${what}: ${line.credit} = ${describeUses(line.uses)}`;
}

export function describeOwn(own: OwnValueLine): string {
  return `own value: ${own.credit} = ${describeUses(own.uses)}`;
}

/** The whole total: own value, each round, the sum. */
export function explainStanding(s: KeizerStanding): string[] {
  return [
    `${s.rank}. ${s.name}: ${s.total}`,
    ...(s.own ? [describeOwn(s.own)] : []),
    ...s.rounds.map(describeCredit),
  ];
}
