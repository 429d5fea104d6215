/**
 * The pairing checker's findings in words (English templates, German in the catalogue): for a
 * round that differs, the rule behind it and the boards concerned, as played and as the rules
 * give them. Shared by `chess-standings check` and the sidebar's warning.
 */
import { joinMessages, msg, type Message } from '../errors';
import type { CheckedBoard, Criterion, RoundCheck, RoundVerdict } from './check';
import type { ColourRule } from './colours';
import { noLegalPairingMessage } from './noLegalPairing';
import { pointsText } from './pointsText';
import type { Board } from './types';

/** What a criterion asks, said as what the played pairing does worse. */
function criterionText(c: Criterion): Message {
  switch (c) {
    case 'C1':
      return msg`C1: two players meet again, or a pair the organiser forbade`;
    case 'C2':
      return msg`C2: the pairing-allocated bye goes to a player who may not receive it`;
    case 'C3':
      return msg`C3: two players with the same absolute colour preference meet`;
    case 'C4':
      return msg`C4: more than one player is left without an opponent`;
    case 'C5':
      return msg`C5: the pairing-allocated bye does not go to a player of the lowest possible score`;
    case 'C6':
      return msg`C6: fewer pairs in the bracket`;
    case 'C7':
      return msg`C7: larger score differences in the bracket`;
    case 'C8':
      return msg`C8: fewer pairs or larger score differences in the next bracket`;
    case 'C9':
      return msg`C9: the pairing-allocated bye goes to a player with more unplayed rounds`;
    case 'C10':
      return msg`C10: more topscorers or their opponents with a colour difference above 2`;
    case 'C11':
      return msg`C11: more topscorers or their opponents with the same colour three times running`;
    case 'C12':
      return msg`C12: more players do not get their colour preference`;
    case 'C13':
      return msg`C13: more players do not get their strong colour preference`;
    case 'C14':
      return msg`C14: more players float down as in the round before`;
    case 'C15':
      return msg`C15: more players float up as in the round before`;
    case 'C16':
      return msg`C16: more players float down as two rounds before`;
    case 'C17':
      return msg`C17: more players float up as two rounds before`;
    case 'C18':
      return msg`C18: larger score differences of players floating down as in the round before`;
    case 'C19':
      return msg`C19: larger score differences of players floating up as in the round before`;
    case 'C20':
      return msg`C20: larger score differences of players floating down as two rounds before`;
    case 'C21':
      return msg`C21: larger score differences of players floating up as two rounds before`;
  }
}

/** The colour rule (C.04.3 art. E) that gave the rules' colours. */
export function colourRuleCode(rule: ColourRule): string {
  switch (rule) {
    case 'both-preferences':
    case 'one-preference':
      return 'E.1';
    case 'stronger-preference':
      return 'E.2';
    case 'alternation':
      return 'E.3';
    case 'higher-ranked-preference':
      return 'E.4';
    case 'pairing-number':
      return 'E.5';
  }
}

function colourRuleText(rule: ColourRule): Message {
  const code = colourRuleCode(rule);
  switch (code) {
    case 'E.1':
      return msg`colours: ${code}, the colour preferences that can both be granted`;
    case 'E.2':
      return msg`colours: ${code}, the stronger colour preference`;
    case 'E.3':
      return msg`colours: ${code}, alternating from the most recent round the two had different colours`;
    case 'E.4':
      return msg`colours: ${code}, the higher-ranked player's colour preference`;
    default:
      return msg`colours: ${code}, the pairing number of the higher-ranked player`;
  }
}

/** The short code of a verdict, as the TSV output writes it. */
export function verdictCode(v: RoundVerdict): string {
  switch (v.kind) {
    case 'agrees':
      return '';
    case 'worse':
      return v.criterion;
    case 'colour':
      return colourRuleCode(v.rule);
    case 'equal':
      return 'equal';
    case 'board-order':
      return 'board-order';
    case 'unpairable':
      return 'unpairable';
  }
}

/** The rule behind a verdict, with the bracket where it was found. */
export function verdictMessage(v: RoundVerdict, who: (id: number) => string): Message {
  switch (v.kind) {
    case 'agrees':
      return msg`as the rules give it`;
    case 'worse':
      if (v.bracket !== null) {
        return msg`${criterionText(v.criterion)} (bracket of score ${pointsText(v.bracket)})`;
      }
      if (v.boards === undefined || v.boards.length === 0) return criterionText(v.criterion);
      return msg`${criterionText(v.criterion)} (${joinMessages(
        v.boards.map(n => msg`board ${n}`),
        ', ',
      )})`;
    case 'equal':
      return msg`equal quality, other choice: in the bracket of score ${pointsText(v.bracket)} the played pairing is as good as the rules' on every criterion (C1–C21); the order of transpositions and exchanges (D.1–D.3) picks the rules' pairing`;
    case 'colour':
      return colourRuleText(v.rule);
    case 'board-order':
      return msg`board order: the same pairs and colours on other boards than the order by scores (C.04.2) gives`;
    case 'unpairable':
      return msg`no legal pairing of this round exists by the rules: ${noLegalPairingMessage(v.reason, who)}`;
  }
}

function boardText(b: Board, who: (id: number) => string): Message {
  return msg`board ${b.board}: ${who(b.white)} – ${who(b.black)}`;
}

/**
 * The boards concerned, as played and as the rules give them (a bye that differs too); null
 * lists when there is nothing to show on that side.
 */
export function boardsMessages(
  r: RoundCheck,
  who: (id: number) => string,
): { played: Message | null; rules: Message | null } {
  const played: Message[] = r.playedBoards.map(n =>
    boardText(r.played.boards.find(b => b.board === n) as CheckedBoard, who),
  );
  const rules: Message[] = r.rules
    ? r.rulesBoards.map(n => boardText(r.rules?.boards.find(b => b.board === n) as Board, who))
    : [];
  if (r.byeDiffers) {
    for (const id of r.played.byes) played.push(msg`bye: ${who(id)}`);
    if (r.rules?.bye != null) rules.push(msg`bye: ${who(r.rules.bye)}`);
  }
  return {
    played: played.length > 0 ? joinMessages(played, ', ') : null,
    rules: rules.length > 0 ? joinMessages(rules, ', ') : null,
  };
}

/** One line for a round that differs: what was played, what the rules give, and why. */
export function roundDiffersMessage(r: RoundCheck, who: (id: number) => string): Message {
  const { played, rules } = boardsMessages(r, who);
  const why = verdictMessage(r.verdict, who);
  if (played !== null && rules !== null) {
    return msg`Round ${r.round}: played ${played}; the rules give ${rules} — ${why}`;
  }
  if (played !== null) return msg`Round ${r.round}: played ${played} — ${why}`;
  return msg`Round ${r.round} — ${why}`;
}
