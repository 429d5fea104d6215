/**
 * Olympiad Sonneborn-Berger, club-systems.md B-TV4 (ChessBase on Baku 2016): the USA beat Norway
 * 3–1 in round 9 and Norway finished with 16 match points, so that match contributed 3 × 16 = 48
 * to the USA's tie-break. Norway's 16 match points are rebuilt here from eight 3–1 wins against
 * eight other teams.
 */
import { computeTeamTiebreaks, explainTeamTiebreak, readTeamGrid } from '../../../src/core/teams';

function bakuGrid(): (string | number)[][] {
  const grid: (string | number)[][] = [['Round', 'Home', 'Away', 'Result']];
  for (let r = 1; r <= 8; r++) grid.push([r, 'Norway', `Team ${r}`, '3:1']);
  grid.push([9, 'USA', 'Norway', '3:1']);
  return grid;
}

describe('Baku 2016 (B-TV4)', () => {
  const { event } = readTeamGrid(bakuGrid());
  const usa = event.teams.findIndex(t => t.name === 'USA');
  const norway = event.teams.findIndex(t => t.name === 'Norway');

  it('Norway finishes with 16 match points', () => {
    expect(computeTeamTiebreaks(event, ['MPTS'])[0].values[norway]).toBe(16);
  });

  it('the USA’s win over Norway contributes 3 × 16 = 48', () => {
    const e = explainTeamTiebreak(event, usa, 'OSB');
    const row = e.rows[8];
    expect(row.opponentName).toBe('Norway');
    expect(row.result).toBe('3 : 1');
    expect(row.opponentScore).toBe(16);
    expect(row.contribution).toBe(48);
    // The same product in C.07 terms: EMGSB, opponent's MP × own GP.
    expect(explainTeamTiebreak(event, usa, 'EMGSB').rows[8].contribution).toBe(48);
  });
});

describe('the pairing-allocated bye is cut first', () => {
  // Three teams, two boards, paired as a Swiss (each round one team has the bye, a drawn match:
  // 1 MP and 1 GP). MP: A 3, B 2, C 4.
  const grid = [
    ['Round', 'Home', 'Away', 'Result'],
    [1, 'A', 'B', '2:0'],
    [1, 'C', 'bye', ''],
    [2, 'A', 'C', '½:1½'],
    [2, 'B', 'bye', ''],
    [3, 'B', 'C', '1:1'],
    [3, 'A', 'bye', ''],
  ];
  const { event } = readTeamGrid(grid, { system: 'swiss' });

  it('even when an opponent has fewer match points', () => {
    // A: B (2 MP) × 2 + C (4) × ½ + bye: virtual (2 + 1) × 1, cut → 4 + 2 = 6.
    // B: A (3) × 0 + bye: virtual (0 + 1 + 1) × 1, cut + C (4) × 1 → 4.
    // C: bye: virtual (0 + 1 + 2) × 1, cut + A (3) × 1½ + B (2) × 1 → 6.5.
    expect(computeTeamTiebreaks(event, ['MPTS'])[0].values).toEqual([3, 2, 4]);
    expect(computeTeamTiebreaks(event, ['OSB'])[0].values).toEqual([6, 4, 6.5]);
  });

  it('while EMGSB/C1 cuts by Art. 14 and 16 (the lowest opponent)', () => {
    // A (2024 rules): B 2×2, C 4×½, dummy (own 3 MP) × 1 → cut B, the lowest → 2 + 3 = 5.
    expect(computeTeamTiebreaks(event, ['EMGSB/C1'], { rules: 'fide-2024' })[0].values[0]).toBe(5);
  });
});
