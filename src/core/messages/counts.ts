/**
 * Counted nouns of the readers' descriptions ("13 players", "1 round"), one message per number
 * form, since languages form plurals differently ("1 Partie", "2 Partien").
 */
import { msg } from './message';
import type { Message } from './message';

export function playersCount(n: number): Message {
  return n === 1 ? msg`${n} player` : msg`${n} players`;
}

export function roundsCount(n: number): Message {
  return n === 1 ? msg`${n} round` : msg`${n} rounds`;
}

export function gamesCount(n: number): Message {
  return n === 1 ? msg`${n} game` : msg`${n} games`;
}

export function teamsCount(n: number): Message {
  return n === 1 ? msg`${n} team` : msg`${n} teams`;
}

export function boardsCount(n: number): Message {
  return n === 1 ? msg`${n} board` : msg`${n} boards`;
}
