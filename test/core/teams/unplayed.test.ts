/**
 * Team byes and forfeited matches under C.07 Art. 16 with "points" meaning match points and game
 * points (15.3), worked by hand on a small Swiss of five teams on two boards:
 *
 *   R1  A–B 2:0   C–D 1:1   E pairing-allocated bye (a drawn match: 1 MP, 1 GP)
 *   R2  A–C 1½:½  B–E forfeited (B did not come; E wins 2:0 without play)   D bye
 *   R3  A–E 1:1   B–D ½:1½   C bye
 *
 * Totals: MP A 5, B 0, C 2, D 4, E 4; GP A 4½, B ½, C 2½, D 3½, E 4. Nobody has a requested bye,
 * so every adjusted score (16.3) is the real one. Dummies (16.4) stand for the own unplayed
 * rounds with the team's own final score; from 2026 capped by the scheduled opponent's adjusted
 * score for forfeits (16.4.1) and by draw points × rounds for byes (16.4.2: 1 MP × 3 = 3).
 */
import { computeTeamTiebreaks, explainTeamTiebreak, readTeamGrid } from '../../../src/core/teams';
import type { TeamOptions } from '../../../src/core/teams';

const grid = [
  ['Round', 'Home', 'Away', 'Result'],
  [1, 'A', 'B', '2:0'],
  [1, 'C', 'D', '1:1'],
  [1, 'E', 'spielfrei', ''],
  [2, 'A', 'C', '1½:½'],
  [2, 'B', 'E', '-:+'],
  [2, 'D', 'bye', ''],
  [3, 'A', 'E', '1-1'],
  [3, 'B', 'D', '0,5:1,5'],
  [3, 'C', 'frei', ''],
];

const read = readTeamGrid(grid);
const event = read.event;

function values(code: string, options: TeamOptions = {}): (number | null)[] {
  return computeTeamTiebreaks(event, [code], options)[0].values;
}

const V2024: TeamOptions = { rules: 'fide-2024' };
const V2026: TeamOptions = { rules: 'fide-2026' };

describe('reading', () => {
  it('is a Swiss event of 5 teams, 3 rounds, 2 boards', () => {
    expect(read.description).toBe('match list, 5 teams, 3 rounds, 2 boards, Swiss');
    expect(event.teams.map(t => t.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('has the byes and the forfeited match', () => {
    const byName = (n: string) => event.teams.find(t => t.name === n);
    expect(byName('E')?.rounds[0]).toEqual({ kind: 'pairing-bye' });
    expect(byName('E')?.rounds[1]).toMatchObject({ kind: 'match', played: false, gamePoints: 2 });
    expect(byName('B')?.rounds[1]).toMatchObject({ kind: 'match', played: false, gamePoints: 0 });
  });
});

// Team order in the event: A, B, C, D, E (order of appearance).
describe('totals', () => {
  it('match points count the bye as a draw and the forfeit as a win', () => {
    expect(values('MPTS')).toEqual([5, 0, 2, 4, 4]);
    expect(values('GPTS')).toEqual([4.5, 0.5, 2.5, 3.5, 4]);
    expect(values('MPVGP')).toEqual([4.5, 0.5, 2.5, 3.5, 4]);
  });

  it('WIN counts the forfeit win, WON only matches won over the board', () => {
    expect(values('WIN:MP')).toEqual([2, 0, 0, 1, 1]);
    expect(values('WON:MP')).toEqual([2, 0, 0, 1, 0]);
  });
});

describe('Buchholz on match points', () => {
  it('2024: dummies with the own final score', () => {
    // A: B 0 + C 2 + E 4; B: A 5 + dummy 0 + D 4; C: D 4 + A 5 + dummy 2;
    // E: dummy 4 + dummy 4 + A 5; D: C 2 + dummy 4 + B 0.
    expect(values('BH:MP', V2024)).toEqual([6, 9, 11, 6, 13]);
  });

  it('2026: capped dummies (E: bye 3, forfeit win capped at B’s 0; D: bye 3)', () => {
    expect(values('BH:MP', V2026)).toEqual([6, 9, 11, 5, 8]);
  });

  it('Cut-1 cuts B’s forfeit loss (a VUR, Art. 16.5) and otherwise the lowest', () => {
    // B: 5, dummy 0 (VUR, cut), 4; C: 4, 5, dummy 2 (cut); D: 2, dummy 4 or 3, B 0 (cut);
    // E: dummies 4, 4 (one cut), 5 — in 2026 3, 0 (cut), 5.
    expect(values('BH:MP/C1', V2024)).toEqual([6, 9, 9, 6, 9]);
    expect(values('BH:MP/C1', V2026)).toEqual([6, 9, 9, 5, 8]);
  });

  it('/P counts the forfeited match against its scheduled opponent', () => {
    // B: A 5 + E 4 + D 4; E: dummy 4 (bye) + B 0 + A 5.
    expect(values('BH:MP/P', V2024)).toEqual([6, 13, 11, 6, 9]);
  });

  it('explains the dummy and the cap', () => {
    const e = explainTeamTiebreak(event, 4, 'BH:MP', V2026);
    expect(e.value).toBe(8);
    expect(e.rows[0].note).toMatch(/capped at 3, draw points × rounds \(Art\. 16\.4\.2\)/);
    expect(e.rows[1].note).toMatch(
      /capped at the scheduled opponent's adjusted score 0 \(Art\. 16\.4\.1\)/,
    );
    expect(e.rows[1].result).toBe('2 : 0 (forfeited match)');
  });
});

describe('extended Sonneborn-Berger (opponent MP × own GP)', () => {
  it('2024', () => {
    // A: 0×2 + 2×1½ + 4×1; B: 5×0 + 0×0 + 4×½; C: 4×1 + 5×½ + 2×1; D: 2×1 + 4×1 + 0×1½; E: 4×1 + 4×2 + 5×1.
    expect(values('EMGSB', V2024)).toEqual([7, 2, 8.5, 6, 17]);
  });

  it('2026', () => {
    // E: 3×1 + 0×2 + 5×1; D: 2×1 + 3×1 + 0.
    expect(values('EMGSB', V2026)).toEqual([7, 2, 8.5, 5, 8]);
  });
});

describe('direct encounter', () => {
  it('cannot separate D and E (4 MP each), who never met', () => {
    expect(values('EDE')).toEqual([0, 0, 0, 0, 0]);
    expect(values('DE')).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('Olympiad tie-breaks (virtual opponents)', () => {
  it('OSB: E cuts its bye; A cuts B (0 MP); B cuts the virtual opponent of its forfeit', () => {
    // E: bye 3×1 (cut) + forfeit win (1 + 1 + 1)×2 + A 5×1 = 11.
    // A: B 0×2 (cut) + C 2×1½ + E 4×1 = 7. B: A 5×0 + virtual (0 + 0 + 1)×0 (cut) + D 4×½ = 2.
    // C: D 4×1 + A 5×½ + bye (1 + 1)×1 (cut) = 6.5. D: C 2×1 + bye (1 + 1 + 1)×1 (cut) + B 0×1½ = 2.
    expect(values('OSB')).toEqual([7, 2, 6.5, 2, 11]);
  });

  it('OBH: opponents’ match points without the lowest', () => {
    // A: 0, 2, 4; B: 5, 1, 4; C: 4, 5, 2; D: 2, 3, 0; E: 3, 3, 5.
    expect(values('OBH')).toEqual([6, 9, 9, 5, 8]);
  });

  it('explains the virtual opponent and the cut bye', () => {
    const e = explainTeamTiebreak(event, 4, 'OSB');
    expect(e.rows.map(r => [r.opponentScore, r.contribution, r.cut])).toEqual([
      [3, 3, true],
      [3, 6, false],
      [5, 5, false],
    ]);
    expect(e.rows[0].note).toMatch(/virtual opponent.*pairing-allocated bye, cut/);
  });
});

describe('SSSC', () => {
  it('GP + BH(MP) / N, N = ⌊2 × 3 / 2⌋ = 3', () => {
    // A: 4.5 + 6/3; B: 0.5 + 9/3; C: 2.5 + 11/3 = 6.1666… → 6.17; D: 3.5 + 6/3; E: 4 + 13/3 = 8.333… → 8.33.
    expect(values('SSSC', V2024)).toEqual([6.5, 3.5, 6.17, 5.5, 8.33]);
    expect(values('SSSC/K2', V2024)).toEqual([7.5, 5, 8, 6.5, 10.5]);
  });
});
