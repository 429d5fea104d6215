/**
 * Plain-text explanations of Keizer totals, one line per round, for organisers who check a
 * number by hand: which value a credit was taken from, whose, and from which ranking. Each line
 * is a message, said in the reader's language (`render`); the functions ending in `Text` give
 * the lines in English or in a given language.
 */
import { joinMessages, msg, numberText, render } from '../messages/message';
import type { Lang, Message } from '../messages/message';
import type { Decimal } from './decimal';
import type { CreditLine, OwnValueLine, RankingSource, ValueUse } from './credits';
import type { KeizerStanding } from './score';

/** An exact Keizer number, with the language's decimal separator. */
function num(d: Decimal): Message {
  return numberText(d.toString());
}

export function rankingMessage(s: RankingSource): Message {
  switch (s.kind) {
    case 'rating':
      return msg`the rating order`;
    case 'after-round':
      return msg`the standings after round ${s.round}`;
    case 'iteration':
      return msg`the ranking of scoring ${s.iteration + 1}`;
  }
}

function useMessage(u: ValueUse): Message {
  const fraction = num(u.fraction);
  const value = num(u.value);
  const ranking = rankingMessage(u.ranking);
  return u.whose === 'own'
    ? msg`${fraction} × ${value} (own value, rank ${u.rank} in ${ranking})`
    : msg`${fraction} × ${value} (${u.player}'s value, rank ${u.rank} in ${ranking})`;
}

function usesMessage(uses: readonly ValueUse[]): Message {
  if (uses.length === 1) return useMessage(uses[0]);
  return msg`mean of ${joinMessages(uses.map(useMessage), ' and ')}`;
}

const OUTCOME_TEXT: Record<CreditLine['outcome'], Message> = {
  win: msg`win`,
  draw: msg`draw`,
  loss: msg`loss`,
  'forfeit-win': msg`forfeit win`,
  'forfeit-loss': msg`forfeit loss`,
  'double-forfeit': msg`double forfeit`,
  bye: msg`bye`,
  excused: msg`excused absence`,
  unexcused: msg`unexcused absence`,
  club: msg`absent for the club team`,
  'not-joined': msg`not yet joined`,
};

const NOTE_TEXT: Record<NonNullable<CreditLine['note']>, Message> = {
  'opponent-withdrawn': msg`opponent withdrawn: a share of own value`,
  'absence-decay': msg`halved for each earlier absence`,
  'beyond-absence-limit': msg`beyond the absence limit`,
};

/** What happened in a round: "win vs Steinitz (Black), absence 1, halved …". */
function whatMessage(line: CreditLine): Message {
  let what = OUTCOME_TEXT[line.outcome];
  if (line.opponent !== undefined) what = msg`${what} vs ${line.opponent}`;
  if (line.colour !== undefined) {
    what = line.colour === 'w' ? msg`${what} (White)` : msg`${what} (Black)`;
  }
  if (line.missing) what = msg`${what} (not listed)`;
  if (line.absenceNo !== undefined) what = msg`${what}, absence ${line.absenceNo}`;
  if (line.note !== undefined) what = msg`${what}, ${NOTE_TEXT[line.note]}`;
  return what;
}

/** A round's credit without the round: "win vs Steinitz (Black): 3 = 1 × 3 (…)". */
export function creditMessage(line: CreditLine): Message {
  return msg`${whatMessage(line)}: ${num(line.credit)} = ${usesMessage(line.uses)}`;
}

/** The own value's credit without its label: "5 = 1 × 5 (…)". */
export function ownMessage(own: OwnValueLine): Message {
  return msg`${num(own.credit)} = ${usesMessage(own.uses)}`;
}

export function describeRanking(s: RankingSource, lang: Lang = 'en'): string {
  return render(rankingMessage(s), lang);
}

export function describeCredit(line: CreditLine, lang: Lang = 'en'): string {
  return render(msg`round ${line.round}: ${creditMessage(line)}`, lang);
}

export function describeOwn(own: OwnValueLine, lang: Lang = 'en'): string {
  return render(msg`own value: ${ownMessage(own)}`, lang);
}

/** The whole total: own value, each round, the sum. */
export function explainStanding(s: KeizerStanding, lang: Lang = 'en'): string[] {
  return [
    render(msg`${s.rank}. ${s.name}: ${num(s.total)}`, lang),
    ...(s.own ? [describeOwn(s.own, lang)] : []),
    ...s.rounds.map(line => describeCredit(line, lang)),
  ];
}
