/**
 * The pairing checker on rounds changed by hand: small tournaments where the rule that a changed
 * round breaks is worked out by hand below (C1, C2, C3, C4, C5, C6, C12, the colour rules E.1 and
 * E.5, equal quality), a forfeit and a withdrawal that must not raise a false alarm, and
 * tournaments of the conformance set (paired by bbpPairings) with their last round altered: the
 * checker names that round and exactly the boards changed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPairingTrf } from '../../../src/core/pairing';
import { checkTournament, type RoundCheck } from '../../../src/core/pairing/check';
import { checkInputFromTrf } from '../../../src/core/pairing/checkInput';
import { block, playerLine, setBlock } from '../../support/trfRounds';

function check(text: string): RoundCheck[] {
  return checkTournament(checkInputFromTrf(readPairingTrf(`${text}\n`)));
}

const header = (rounds: number) => ['012 Hand-made', `XXR ${rounds}`, 'XXC white1'];

/** The verdict of a round in short: the criterion, the colour rule, `equal` or `agrees`. */
function verdict(r: RoundCheck): string {
  const v = r.verdict;
  if (v.kind === 'worse') return v.bracket === null ? v.criterion : `${v.criterion} @${v.bracket}`;
  if (v.kind === 'colour') return `colour ${v.rule}`;
  if (v.kind === 'equal') return `equal @${v.bracket}`;
  return v.kind;
}

const boards = (r: RoundCheck, side: 'played' | 'rules') =>
  (side === 'played' ? r.playedBoards : r.rulesBoards).map(n => {
    const b = (side === 'played' ? r.played.boards : (r.rules?.boards ?? [])).find(
      x => x.board === n,
    );
    return `${n}:${b?.white}-${b?.black}`;
  });

/**
 * Eight players, round 1 as the rules pair it (XXC white1: S1 = 1–4 against S2 = 5–8, the higher
 * player White when his number is odd): 1–5, 6–2, 3–7, 8–4, the higher numbers winning. Round
 * 2, by hand: {1, 2, 3, 4} on 1 point, {5, 6, 7, 8} on 0; nobody floated. Preferences (strong:
 * one game, colour difference ±1; the other colour than in round 1): 1 and 3 Black, 2 and 4
 * White; 5 and 7 White, 6 and 8 Black. Top bracket S1 = 1 2, S2 = 3 4: 1–3 and 2–4 would give
 * two pairs wanting the same colour (C12 twice, then C13 twice: C12 comes first); the next
 * transposition 1–4, 2–3 gives none, so the rules pair 4–1 and 2–3. Below, 5–7 both want
 * White: 5–8 and 7–6. Boards by scores: 4–1, 2–3, 5–8, 7–6.
 */
function eight(round2: Record<number, string>): string {
  const r1: Record<number, string> = {
    1: '   5 w 1',
    2: '   6 b 1',
    3: '   7 w 1',
    4: '   8 b 1',
    5: '   1 b 0',
    6: '   2 w 0',
    7: '   3 b 0',
    8: '   4 w 0',
  };
  return [
    ...header(5),
    ...Array.from({ length: 8 }, (_, i) => playerLine(i + 1, [r1[i + 1], round2[i + 1]])),
  ].join('\n');
}

/** Round 2 as the rules give it, every game drawn. */
const RULES_ROUND_2: Record<number, string> = {
  4: '   1 w =',
  1: '   4 b =',
  2: '   3 w =',
  3: '   2 b =',
  5: '   8 w =',
  8: '   5 b =',
  7: '   6 w =',
  6: '   7 b =',
};

describe('eight players, round 2 changed by hand', () => {
  it('as the rules give it: both rounds agree', () => {
    expect(check(eight(RULES_ROUND_2)).map(verdict)).toEqual(['agrees', 'agrees']);
  });

  it('1–3 and 2–4: C12, two pairs that want the same colour, in the bracket of 1 point', () => {
    const [r1, r2] = check(
      eight({ ...RULES_ROUND_2, 3: '   1 w =', 1: '   3 b =', 2: '   4 w =', 4: '   2 b =' }),
    );
    expect(verdict(r1)).toBe('agrees');
    expect(verdict(r2)).toBe('C12 @10');
    expect(boards(r2, 'played')).toEqual(['1:3-1', '2:2-4']);
    expect(boards(r2, 'rules')).toEqual(['1:4-1', '2:2-3']);
  });

  it('3 White against 2: the colour rule E.1, both preferences (2 White, 3 Black) grantable', () => {
    const [, r2] = check(eight({ ...RULES_ROUND_2, 3: '   2 w =', 2: '   3 b =' }));
    expect(verdict(r2)).toBe('colour both-preferences');
    expect(boards(r2, 'played')).toEqual(['2:3-2']);
    expect(boards(r2, 'rules')).toEqual(['2:2-3']);
  });

  it('2–1 and 3–4: as good on every criterion (no pair wants one colour): equal quality', () => {
    // 2 (White) – 1 (Black) and 4 (White) – 3 (Black) grant every preference, like 4–1 and
    // 2–3; no floats, no topscorers. Only the order of the candidates tells them apart: 1–4 is a
    // transposition of S2, 1–2 needs an exchange between S1 and S2.
    const [, r2] = check(
      eight({ ...RULES_ROUND_2, 2: '   1 w =', 1: '   2 b =', 4: '   3 w =', 3: '   4 b =' }),
    );
    expect(verdict(r2)).toBe('equal @10');
  });

  it('1–7 and 3–5 across the brackets: C6, one pair fewer in the bracket of 1 point', () => {
    // Top bracket: the rules make two pairs of 1-point players; here only 2–4 is one, 1 and 3
    // float down (to 7 and 5, whom they have not met).
    const [, r2] = check(
      eight({
        1: '   7 w =',
        7: '   1 b =',
        3: '   5 w =',
        5: '   3 b =',
        4: '   2 w =',
        2: '   4 b =',
        6: '   8 w =',
        8: '   6 b =',
      }),
    );
    expect(verdict(r2)).toBe('C6 @10');
  });

  it('1–5 again: C1 on the board of that pair (board 2 by the order of scores)', () => {
    // Boards by scores: 2–3 (1 and 1 point) board 1, then 1–5 and 4–6 (1 and 0, rank 1 before
    // rank 4), 7–8.
    const [, r2] = check(
      eight({
        5: '   1 w =',
        1: '   5 b =',
        2: '   3 w =',
        3: '   2 b =',
        4: '   6 w =',
        6: '   4 b =',
        7: '   8 w =',
        8: '   7 b =',
      }),
    );
    expect(verdict(r2)).toBe('C1');
    expect(r2.verdict.kind === 'worse' && r2.verdict.boards).toEqual([2]);
    expect(boards(r2, 'played')).toEqual(['2:5-1', '3:4-6', '4:7-8']);
    expect(boards(r2, 'rules')).toEqual(['1:4-1', '3:5-8', '4:7-6']);
  });
});

describe('round 1 changed by hand (no history)', () => {
  const round1 = (blocks: Record<number, string>) =>
    [...header(5), ...Array.from({ length: 6 }, (_, i) => playerLine(i + 1, [blocks[i + 1]]))].join(
      '\n',
    );
  // The rules (spec E1): 1–4, 5–2, 3–6.
  const RULES: Record<number, string> = {
    1: '   4 w 1',
    4: '   1 b 0',
    5: '   2 w 0',
    2: '   5 b 1',
    3: '   6 w 1',
    6: '   3 b 0',
  };

  it('as the rules give it', () => {
    expect(check(round1(RULES)).map(verdict)).toEqual(['agrees']);
  });

  it('1–5 and 4–2: equal quality — round 1 knows no criterion that tells them apart', () => {
    const [r] = check(
      round1({ ...RULES, 1: '   5 w 1', 5: '   1 b 0', 4: '   2 w 0', 2: '   4 b 1' }),
    );
    expect(verdict(r)).toBe('equal @0');
    expect(boards(r, 'played')).toEqual(['1:1-5', '2:4-2']);
    expect(boards(r, 'rules')).toEqual(['1:1-4', '2:5-2']);
  });

  it('4 White against 1: the colour rule E.5, pairing number 1 (odd) gets the initial colour', () => {
    const [r] = check(round1({ ...RULES, 1: '   4 b 1', 4: '   1 w 0' }));
    expect(verdict(r)).toBe('colour pairing-number');
  });
});

/**
 * Five players: round 1 1–3 (1 White), 4–2 (4 White), 5 the pairing-allocated bye; 1 and 2 win.
 * Round 2: 1, 2 and 5 on 1 point, 3 and 4 on 0; 5 may not have the bye again (C.04.1 art. 4).
 * 3 or 4 can take it with the others all paired (e.g. 2–1, 5–3 or 5–4), so its lowest score is 0.
 */
function five(round2: Record<number, string>): string {
  const r1: Record<number, string> = {
    1: '   3 w 1',
    3: '   1 b 0',
    4: '   2 w 0',
    2: '   4 b 1',
    5: '0000 - U',
  };
  return [
    ...header(5),
    ...Array.from({ length: 5 }, (_, i) => playerLine(i + 1, [r1[i + 1], round2[i + 1]])),
  ].join('\n');
}

describe('five players: the bye of round 2 given by hand', () => {
  it('to 1 (1 point) while 3 and 4 (0) could have it: C5', () => {
    const [, r2] = check(
      five({ 1: '0000 - U', 2: '   5 w =', 5: '   2 b =', 3: '   4 w =', 4: '   3 b =' }),
    );
    expect(verdict(r2)).toBe('C5 @10');
    expect(r2.byeDiffers).toBe(true);
    expect(r2.played.byes).toEqual([1]);
  });

  it('to 5 again: C2, 5 already had a pairing-allocated bye', () => {
    const [, r2] = check(
      five({ 5: '0000 - U', 2: '   1 w =', 1: '   2 b =', 3: '   4 w =', 4: '   3 b =' }),
    );
    expect(verdict(r2)).toBe('C2');
  });
});

describe('more than one player without an opponent, two same absolute colours', () => {
  it('two byes in one round: C4 (the rules leave at most one player unpaired)', () => {
    // Six players, round 1 1–4, 5–2, 3–6 (the rules); round 2 5 and 6 both given the bye.
    const text = [
      ...header(5),
      playerLine(1, ['   4 w 1', '   2 b =']),
      playerLine(2, ['   5 b 1', '   1 w =']),
      playerLine(3, ['   6 w 1', '   4 w =']),
      playerLine(4, ['   1 b 0', '   3 b =']),
      playerLine(5, ['   2 w 0', '0000 - U']),
      playerLine(6, ['   3 b 0', '0000 - U']),
    ].join('\n');
    expect(verdict(check(text)[1])).toBe('C4');
  });

  it('1 and 4, both White twice (absolute preference for Black), paired in round 3: C3', () => {
    // Round 1 1–3, 4–2 (the rules); round 2 by hand 1–2, 4–3 with 1 and 4 White again (against
    // the colour rules: round 2 differs too). Round 3 of 5 is not the last: no topscorer may
    // meet a player of the same absolute preference.
    const text = [
      ...header(5),
      playerLine(1, ['   3 w =', '   2 w =', '   4 w =']),
      playerLine(2, ['   4 b =', '   1 b =', '   3 w =']),
      playerLine(3, ['   1 b =', '   4 b =', '   2 b =']),
      playerLine(4, ['   2 w =', '   3 w =', '   1 b =']),
    ].join('\n');
    const [r1, r2, r3] = check(text);
    expect(verdict(r1)).toBe('agrees');
    expect(r2.verdict.kind).toBe('colour');
    expect(verdict(r3)).toBe('C3');
    expect(boards(r3, 'played').map(b => b.slice(2))).toContain('1-4');
  });
});

describe('forfeits and withdrawals read as pair reads them', () => {
  // Round 1: 1–3 not played (3 forfeits), 4–2 played, 2 wins. Round 2: 2 withdraws, 4 absent:
  // only 1 and 3 are paired; a forfeit is not a game played, so they may meet (C1), and with no
  // colour history the higher-ranked 1 (pairing number 1, odd) gets White (E.5).
  const text = (round2of1: string, round2of3: string, forfeit = true) =>
    [
      ...header(5),
      playerLine(1, [forfeit ? '   3 w +' : '   3 w 1', round2of1]),
      playerLine(2, ['   4 b 1', '0000 - Z']),
      playerLine(3, [forfeit ? '   1 b -' : '   1 b 0', round2of3]),
      playerLine(4, ['   2 w 0', '0000 - -']),
    ].join('\n');

  it('1–3 again after a forfeit, 2 and 4 not paired: no difference', () => {
    expect(check(text('   3 w 1', '   1 b 0')).map(verdict)).toEqual(['agrees', 'agrees']);
  });

  it('1–3 again after a game played: C1', () => {
    expect(verdict(check(text('   3 w 1', '   1 b 0', false))[1])).toBe('C1');
  });
});

/** A conformance tournament with its last round altered: the checker names it and its boards. */
describe('conformance tournaments (bbpPairings) with the last round altered by hand', () => {
  const DIR = join(__dirname, '../../fixtures/pairing');
  const load = (name: string) => readFileSync(join(DIR, name, 'tournament.trf'), 'utf8').trimEnd();
  const lastRound = (text: string) => readPairingTrf(`${text}\n`).round - 1;
  /** Games of a round with a result (not forfeited), as [white, black], by White's number. */
  const games = (text: string, round: number) => {
    const out: [number, number][] = [];
    for (const l of text.split('\n')) {
      if (!l.startsWith('001')) continue;
      const id = Number(l.slice(4, 8));
      const b = block(text, id, round);
      if (b[5] === 'w' && '10='.includes(b[7]) && Number(b.slice(0, 4)) > 0) {
        out.push([id, Number(b.slice(0, 4))]);
      }
    }
    return out.sort((a, b) => a[0] - b[0]);
  };
  const other = { '1': '0', '0': '1', '=': '=' } as Record<string, string>;
  const result = (text: string, id: number, round: number) => block(text, id, round)[7];

  it.each(['s0002', 's0003', 's0010', 's0021', 's0044', 's0077', 's0101', 's0150'])(
    '%s: two opponents swapped, then colours swapped, then the bye moved',
    name => {
      const text = load(name);
      const R = lastRound(text);
      const g = games(text, R);
      const [[a, b], [c, d]] = [g[0], g[g.length - 1]];
      // a–b and c–d become a–d and c–b (White keeps his result, Black the opposite).
      let swapped = setBlock(text, a, R, `${String(d).padStart(4)} w ${result(text, a, R)}`);
      swapped = setBlock(swapped, d, R, `${String(a).padStart(4)} b ${other[result(text, a, R)]}`);
      swapped = setBlock(swapped, c, R, `${String(b).padStart(4)} w ${result(text, c, R)}`);
      swapped = setBlock(swapped, b, R, `${String(c).padStart(4)} b ${other[result(text, c, R)]}`);
      const checked = check(swapped);
      expect(checked.slice(0, R - 1).map(verdict)).toEqual(Array(R - 1).fill('agrees'));
      const last = checked[R - 1];
      expect(last.verdict.kind).not.toBe('agrees');
      const pairsOf = (r: RoundCheck, side: 'played' | 'rules') =>
        boards(r, side)
          .map(x => x.replace(/^\d+:/, ''))
          .sort();
      expect(pairsOf(last, 'played')).toEqual([`${a}-${d}`, `${c}-${b}`].sort());
      expect(pairsOf(last, 'rules')).toEqual([`${a}-${b}`, `${c}-${d}`].sort());

      // The colours of one game swapped: the same pairs, a colour rule named, that board only.
      const [w, bl] = g[Math.floor(g.length / 2)];
      let recoloured = setBlock(text, w, R, `${String(bl).padStart(4)} b ${result(text, w, R)}`);
      recoloured = setBlock(recoloured, bl, R, `${String(w).padStart(4)} w ${result(text, bl, R)}`);
      const colour = check(recoloured)[R - 1];
      expect(colour.verdict.kind).toBe('colour');
      expect(boards(colour, 'played').map(x => x.replace(/^\d+:/, ''))).toEqual([`${bl}-${w}`]);

      // The bye (when the round has one) given to White of the last game instead.
      const bye = text
        .split('\n')
        .filter(l => l.startsWith('001'))
        .map(l => Number(l.slice(4, 8)))
        .find(id => block(text, id, R) === '0000 - U');
      if (bye === undefined) return;
      const [x, y] = g[g.length - 1];
      let moved = setBlock(text, x, R, '0000 - U');
      moved = setBlock(moved, bye, R, `${String(y).padStart(4)} w ${result(text, x, R)}`);
      moved = setBlock(moved, y, R, `${String(bye).padStart(4)} b ${result(text, y, R)}`);
      const byeCheck = check(moved)[R - 1];
      expect(byeCheck.verdict.kind).not.toBe('agrees');
      expect(byeCheck.byeDiffers).toBe(true);
      expect(byeCheck.played.byes).toEqual([x]);
    },
  );
});
