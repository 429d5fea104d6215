/**
 * A readable account of a Dutch pairing: the brackets from the top scoregroup down (moved-down
 * players, residents, pairs, who floated), the lowest score the PAB could go to, and for each
 * board the colour rule that decided it. Plain data first, text from it.
 */
import type { ColourRule } from './colours';
import type { PairingWithTrace } from './index';
import type { Standing } from './standing';

export interface BoardExplanation {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly rule: ColourRule;
  readonly text: string;
}

export interface PairingExplanation {
  readonly round: number;
  readonly brackets: PairingWithTrace['trace']['brackets'];
  readonly boards: readonly BoardExplanation[];
  readonly bye: number | null;
  readonly byeText: string | null;
  readonly notPaired: readonly number[];
}

function points(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  return rest === 0
    ? String(whole)
    : rest === 5
      ? whole === 0
        ? '½'
        : `${whole}½`
      : (tenths / 10).toFixed(1);
}

function prefText(s: Standing): string {
  if (s.preference === null) return 'no colour preference';
  const colour = s.preference === 'w' ? 'White' : 'Black';
  const kind = s.absolute ? 'absolute' : s.strong ? 'strong' : 'mild';
  return `${kind} preference for ${colour}`;
}

const RULE_TEXT: Record<ColourRule, string> = {
  'both-preferences': 'both colour preferences granted (C.04.3 5.2.1)',
  'one-preference': 'the only colour preference granted (5.2.1)',
  'stronger-preference': 'the stronger colour preference granted (5.2.2)',
  alternation: 'colours alternated against the last round the two histories differ (5.2.3)',
  'higher-ranked-preference': "the higher-ranked player's preference granted (5.2.4)",
  'pairing-number':
    'no preferences: the higher-ranked player gets the initial colour if his pairing number is odd (5.2.5)',
};

export function explainPairing(p: PairingWithTrace): PairingExplanation {
  const { field } = p.trace;
  const games = new Map(p.trace.games.map(g => [`${g.white}-${g.black}`, g] as const));
  const boards = p.boards.map(b => {
    const g = games.get(`${b.white}-${b.black}`);
    const w = field.byId.get(b.white) as Standing;
    const bl = field.byId.get(b.black) as Standing;
    const rule = g?.colour.rule ?? 'pairing-number';
    return {
      board: b.board,
      white: b.white,
      black: b.black,
      rule,
      text: `board ${b.board}: ${b.white} (${prefText(w)}) – ${b.black} (${prefText(bl)}): ${RULE_TEXT[rule]}`,
    };
  });
  const byeText =
    p.bye === null
      ? null
      : `pairing-allocated bye: ${p.bye} — the lowest score a legal recipient could have is ${points(
          p.trace.byeScore as number,
        )} (C5), and among those he has not had a PAB or a win without playing (C2)`;
  return {
    round: p.round,
    brackets: p.trace.brackets,
    boards,
    bye: p.bye,
    byeText,
    notPaired: field.standings.filter(s => !s.player.available).map(s => s.id),
  };
}

export function explanationText(e: PairingExplanation): string {
  const lines: string[] = [`How round ${e.round} was paired (FIDE Dutch system, C.04.3 2025):`];
  for (const b of e.brackets) {
    const parts = [`Bracket ${points(b.score)}: residents ${b.residents.join(' ') || '—'}`];
    if (b.movedDown.length > 0) parts.push(`moved down ${b.movedDown.join(' ')}`);
    lines.push(`  ${parts.join('; ')}`);
    lines.push(`    pairs ${b.pairs.map(([x, y]) => `${x}–${y}`).join(', ') || '—'}`);
    if (b.floaters.length > 0) lines.push(`    floating down: ${b.floaters.join(' ')}`);
  }
  lines.push('Colours:');
  for (const b of e.boards) lines.push(`  ${b.text}`);
  if (e.byeText) lines.push(e.byeText);
  if (e.notPaired.length > 0) lines.push(`Not paired this round: ${e.notPaired.join(' ')}`);
  return `${lines.join('\n')}\n`;
}
