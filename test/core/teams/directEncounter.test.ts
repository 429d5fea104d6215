/**
 * Extended direct encounter (C.07 13.3) and the board tie-breaks as type-A splits, worked by hand
 * on three teams of a 4-board round robin, all on 2 match points:
 *
 *   A–B 2:2 (boards ½-½, 1-0, 0-1, ½-½)   A–C 2:2 (1-0, 0-1, ½-½, ½-½)
 *   B–C 1½:1½ (1-0, 0-1, ½-½, board 4 left empty by both)
 *
 * EDE: match points separate nobody; game points among the three give A 4, B 3½, C 3½, so A is
 * first; the rest restarts (13.3.3) with B and C alone: 1 MP and 1½ GP each — still tied. The
 * knockout steps (13.3.2) then look at B–C board by board: B won board 1 (EDET), scored more on
 * the first boards (EDEB: boards 1–3 1½ : 1½, 1–2 1 : 1, board 1 1 : 0), and has the lower board
 * count in that match (EDEC: 1·1 + 3·½ = 2.5 against 2·1 + 3·½ = 3.5).
 */
import { computeTeamTiebreaks, rankTeams, readTeamGrid } from '../../../src/core/teams';

const grid = [
  ['Round', 'Home', 'Away', 'Board', 'Home player', 'Away player', 'Result'],
  [1, 'A', 'B', 1, 'a1', 'b1', '½-½'],
  ['', '', '', 2, 'a2', 'b2', '1-0'],
  ['', '', '', 3, 'a3', 'b3', '0-1'],
  ['', '', '', 4, 'a4', 'b4', '½-½'],
  [2, 'A', 'C', 1, 'a1', 'c1', '1-0'],
  ['', '', '', 2, 'a2', 'c2', '0-1'],
  ['', '', '', 3, 'a3', 'c3', '½-½'],
  ['', '', '', 4, 'a4', 'c4', '½-½'],
  [3, 'B', 'C', 1, 'b1', 'c1', '1-0'],
  ['', '', '', 2, 'b2', 'c2', '0-1'],
  ['', '', '', 3, 'b3', 'c3', '½-½'],
  ['', '', '', 4, '', '', ''],
];
const { event } = readTeamGrid(grid);

function values(code: string): (number | null)[] {
  return computeTeamTiebreaks(event, [code])[0].values;
}

describe('extended direct encounter', () => {
  it('the three are tied on match points', () => {
    expect(values('MPTS')).toEqual([2, 2, 2]);
    expect(values('GPTS')).toEqual([4, 3.5, 3.5]);
  });

  it('DE (match points only) separates nobody', () => {
    expect(values('DE')).toEqual([0, 0, 0]);
  });

  it('EDE: A first on game points, B and C stay tied', () => {
    expect(values('EDE')).toEqual([1, 2, 2]);
  });

  it.each(['EDET', 'EDEB', 'EDEC', 'EDEBT', 'EDEBB'])(
    '%s separates B and C on their match',
    code => {
      expect(values(code)).toEqual([1, 2, 3]);
    },
  );
});

describe('board tie-breaks over the whole event', () => {
  // Points per board: A 1½, 1, ½, 1; B 1½, 0, 1½, ½; C 0, 2, 1, ½.
  it('BC: Σ board × points, lower first', () => {
    expect(values('BC')).toEqual([9, 8, 9]);
  });

  it('TBR: board 1 puts C last; board 2 puts A before B', () => {
    expect(values('TBR')).toEqual([1, 2, 3]);
  });

  it('BBE: boards 1–3 tie everybody at 3; boards 1–2 give A 2½, C 2, B 1½', () => {
    expect(values('BBE')).toEqual([1, 3, 2]);
  });
});

describe('in standings, type-A codes split only the groups still tied', () => {
  it('EDE then TBR: TBR looks at B and C alone', () => {
    const s = rankTeams(event, ['EDE', 'TBR']);
    expect(s.rows.map(r => [event.teams[r.index].name, r.place, ...r.values])).toEqual([
      ['A', '1', 1, 0],
      ['B', '2', 2, 1],
      ['C', '3', 2, 2],
    ]);
  });

  it('teams tied on everything share a place', () => {
    const s = rankTeams(event, ['EDE']);
    expect(s.rows.map(r => [event.teams[r.index].name, r.rank, r.place])).toEqual([
      ['A', 1, '1'],
      ['B', 2, '2–3'],
      ['C', 2, '2–3'],
    ]);
  });

  it('BC ranks the lower count first', () => {
    const s = rankTeams(event, ['BC']);
    expect(s.rows.map(r => event.teams[r.index].name)).toEqual(['B', 'A', 'C']);
  });
});
