/**
 * Match points: 2/1/0 by default, other values by option, and the "more than half of the boards"
 * rule, which differs only when a board stays empty on both sides (club-systems.md B.1). Board
 * points and boards left empty from a board-by-board match list.
 */
import { computeTeamTiebreaks, readTeamGrid, teamTotals } from '../../../src/core/teams';

const header = ['Round', 'Home', 'Away', 'Board', 'Home player', 'Away player', 'Result'];

// One match on four boards: 1-0, ½-½, ½-½, and board 4 left empty on both sides → 2 : 1.
const emptyBoth = [
  header,
  [1, 'Home', 'Guests', 1, 'a', 'b', '1-0'],
  ['', '', '', 2, 'c', 'd', '½-½'],
  ['', '', '', 3, 'e', 'f', '½-½'],
  ['', '', '', 4, '', '', ''],
];

describe('match points', () => {
  const { event } = readTeamGrid(emptyBoth);

  it('2/1/0 for more game points than the opponent', () => {
    expect(teamTotals(event)).toEqual({ matchPoints: [2, 0], gamePoints: [2, 1] });
  });

  it('"more than half of the boards": 2 of 4 is only a draw, 1 of 4 a loss', () => {
    const mp = computeTeamTiebreaks(event, ['MPTS'], { rule: 'more-than-half' })[0];
    expect(mp.values).toEqual([1, 0]);
  });

  it('3/1/0 by option', () => {
    const mp = computeTeamTiebreaks(event, ['MPTS'], { matchPoints: { win: 3, draw: 1, loss: 0 } });
    expect(mp[0].values).toEqual([3, 0]);
  });

  it('the empty board scores nothing for either side, on the boards as well', () => {
    const [bc, bw] = computeTeamTiebreaks(event, ['BC', 'BW']);
    // Home: boards 1, ½, ½, 0 → BC 1 + 1 + 1.5 = 3.5, BW 4 + 1.5 + 1 = 6.5;
    // Guests: 0, ½, ½, 0 → BC 1 + 1.5 = 2.5, BW 1.5 + 1 = 2.5.
    expect(bc.values).toEqual([3.5, 2.5]);
    expect(bw.values).toEqual([6.5, 2.5]);
  });
});

describe('a board left empty on one side', () => {
  const grid = [
    header,
    [1, 'Home', 'Guests', 1, 'a', 'b', '0-1'],
    ['', '', '', 2, 'c', 'd', '½-½'],
    ['', '', '', 3, 'e', 'f', '0-1'],
    ['', '', '', 4, 'g', '', ''],
  ];
  const { event } = readTeamGrid(grid);

  it('is won by forfeit by the side with a player; the match is still played', () => {
    const home = event.teams[0].rounds[0];
    expect(home).toMatchObject({
      kind: 'match',
      played: true,
      gamePoints: 1.5,
      opponentGamePoints: 2.5,
    });
    if (home.kind === 'match')
      expect(home.boards?.[3]).toEqual({ points: 1, opponentPoints: 0, played: false });
    expect(teamTotals(event).matchPoints).toEqual([0, 2]);
  });

  it('counts as a win on that board for the board count (C.07 Art. 12)', () => {
    // Home: 0, ½, 0, 1 → BC 1 + 4 = 5; Guests: 1, ½, 1, 0 → BC 1 + 1 + 3 = 5.
    expect(computeTeamTiebreaks(event, ['BC'])[0].values).toEqual([5, 5]);
  });

  it('cannot carry a result of a game played', () => {
    const bad = grid.map(r => [...r]);
    bad[4][6] = '1-0';
    expect(() => readTeamGrid(bad)).toThrow(
      /row 5, column 6 of the range: no player on this side of the board, but the result row 5, column 7 says a game was played/,
    );
  });
});
