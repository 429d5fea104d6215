/**
 * Team events from TRF files: matches from the players' boards, forfeited matches (on every
 * board, or as a 330 record), and the inconsistencies that must be errors rather than numbers.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { readTrf } from '../../../src/core/readers/trf';
import { computeTeamTiebreaks, teamEventFromTournament, teamTotals } from '../../../src/core/teams';

type Game = [opponent: number, colour: 'w' | 'b' | '-', result: string];

/** A TRF-16 player line with the columns of FIDE C.04 Annex 2. */
function player(no: number, points: string, games: Game[]): string {
  const rounds = games.map(([o, c, r]) => `${String(o).padStart(4, '0')} ${c} ${r}`).join('  ');
  return `001 ${String(no).padStart(4)}${' '.repeat(6)}${`P${no}`.padEnd(33)}${' '.repeat(33)}${points.padStart(4)}    0  ${rounds}`;
}

function team013(name: string, players: number[]): string {
  return `013 ${name.padEnd(32)}${players.map(p => String(p).padStart(4)).join(' ')}`;
}

function team310(no: number, name: string, players: number[]): string {
  return `310 ${String(no).padStart(3)} ${name.padEnd(32)}${' '.repeat(32)}${players.map(p => String(p).padStart(4)).join(' ')}`;
}

function eventOf(lines: string[]) {
  return teamEventFromTournament(readTrf(lines.join('\n')).tournament);
}

describe('matches from the players’ boards', () => {
  it('a match forfeited on every board is a forfeited match (TEC team Swiss, Antelopes round 6)', () => {
    const tec = readFileSync(
      join(__dirname, '../../fixtures/conformance/real/tec-swiss-team.trf'),
      'latin1',
    );
    const event = teamEventFromTournament(readTrf(tec).tournament);
    const antelopes = event.teams.find(t => t.name === 'Antelopes');
    expect(antelopes?.rounds[5]).toMatchObject({
      kind: 'match',
      played: false,
      gamePoints: 4,
      opponentGamePoints: 0,
    });
    const falcons = event.teams.findIndex(t => t.name === 'Falcons');
    expect(antelopes?.rounds[5]).toMatchObject({ opponent: falcons });
    // Team byes come from 320 (pairing-allocated), 240 H and 240 Z.
    expect(event.teams.find(t => t.name === 'Lynxes')?.rounds[4]).toEqual({ kind: 'pairing-bye' });
    expect(event.teams.find(t => t.name === 'Narwhals')?.rounds[4]).toEqual({ kind: 'half-bye' });
    expect(event.teams.find(t => t.name === 'Giraffes')?.rounds[6]).toEqual({ kind: 'zero-bye' });
    expect(event.scoring.pairingBye).toEqual({ matchPoints: 1, gamePoints: 2 });
  });

  it('refuses a team that meets two teams in one round', () => {
    const lines = [
      '012 two opponents',
      player(1, '1.0', [[3, 'w', '1']]),
      player(2, '1.0', [[5, 'b', '1']]),
      player(3, '0.0', [[1, 'b', '0']]),
      player(4, '0.5', [[6, 'w', '=']]),
      player(5, '0.0', [[2, 'w', '0']]),
      player(6, '0.5', [[4, 'b', '=']]),
      team013('T1', [1, 2]),
      team013('T2', [3, 4]),
      team013('T3', [5, 6]),
    ];
    expect(() => eventOf(lines)).toThrow(
      /round 1: team 1 "T1" meets both team 2 "T2" and team 3 "T3"/,
    );
  });

  it('boards that do not line up: the match counts, the board codes name it', () => {
    // T1 lists 1 2 and T2 lists 3 4, but 1 met 4 and 2 met 3: the lists disagree on who met whom.
    const lines = [
      '012 crossed boards',
      player(1, '1.0', [[4, 'w', '1']]),
      player(2, '0.5', [[3, 'b', '=']]),
      player(3, '0.5', [[2, 'w', '=']]),
      player(4, '0.0', [[1, 'b', '0']]),
      team013('T1', [1, 2]),
      team013('T2', [3, 4]),
    ];
    const event = eventOf(lines);
    // T1: 1 + ½ = 1.5 game points, a won match; T2: ½ + 0.
    expect(computeTeamTiebreaks(event, ['MPTS', 'GPTS']).map(c => c.values)).toEqual([
      [2, 0],
      [1.5, 0.5],
    ]);
    expect(() => computeTeamTiebreaks(event, ['BC'])).toThrow(
      /BC, TBR, BBE\) needs the board of every game, but the boards of round 1, team 1 "T1" v team 2 "T2", are not known \(the line-ups do not give the board of P1 \(No\. 1\)\)/,
    );
  });

  it('refuses games that are not scored 1/½/0', () => {
    const lines = [
      '012 three points for a win',
      '162  W 3.0    D 1.0    L 0.0',
      player(1, '3.0', [[3, 'w', '1']]),
      player(2, '1.0', [[4, 'b', '=']]),
      player(3, '0.0', [[1, 'b', '0']]),
      player(4, '1.0', [[2, 'w', '=']]),
      team013('T1', [1, 2]),
      team013('T2', [3, 4]),
    ];
    expect(() => eventOf(lines)).toThrow(
      /scores its games 1\/½\/0 \(board points\), but this file scores 3\/1\/0/,
    );
  });

  it('refuses a tournament without teams', () => {
    const lines = [
      '012 individual',
      player(1, '1.0', [[2, 'w', '1']]),
      player(2, '0.0', [[1, 'b', '0']]),
    ];
    expect(() => eventOf(lines)).toThrow(/has no teams/);
  });
});

describe('a forfeited match from a 330 record', () => {
  // Round 1: T1–T2 1:1, T3–T4 1:1. Round 2: T1–T4 2:0; T2 does not come to its match against T3
  // (330 -+): the players' lines of T2 and T3 are blank in round 2.
  const lines = [
    '012 forfeited match',
    '142 2',
    player(1, '2.0', [
      [3, 'w', '1'],
      [7, 'w', '1'],
    ]),
    player(2, '1.0', [
      [4, 'b', '0'],
      [8, 'b', '1'],
    ]),
    player(3, '0.0', [
      [1, 'b', '0'],
      [0, '-', ' '],
    ]),
    player(4, '1.0', [
      [2, 'w', '1'],
      [0, '-', ' '],
    ]),
    player(5, '0.5', [
      [7, 'w', '='],
      [0, '-', ' '],
    ]),
    player(6, '0.5', [
      [8, 'b', '='],
      [0, '-', ' '],
    ]),
    player(7, '0.5', [
      [5, 'b', '='],
      [1, 'b', '0'],
    ]),
    player(8, '0.5', [
      [6, 'w', '='],
      [2, 'w', '0'],
    ]),
    team310(1, 'T1', [1, 2]),
    team310(2, 'T2', [3, 4]),
    team310(3, 'T3', [5, 6]),
    team310(4, 'T4', [7, 8]),
    '330 -+ 002 002 003',
  ];
  const event = eventOf(lines);

  it('gives the winner every board and the loser a forfeit loss', () => {
    expect(event.teams[1].rounds[1]).toMatchObject({
      kind: 'match',
      opponent: 2,
      played: false,
      gamePoints: 0,
      opponentGamePoints: 2,
    });
    expect(event.teams[2].rounds[1]).toMatchObject({
      kind: 'match',
      opponent: 1,
      played: false,
      gamePoints: 2,
      opponentGamePoints: 0,
    });
    expect(teamTotals(event)).toEqual({ matchPoints: [3, 1, 3, 1], gamePoints: [3, 1, 3, 1] });
  });

  it('2024: the forfeited match is a dummy with the own final score (Art. 16.4)', () => {
    // T1: T2 1 + T4 1; T2: T1 3 + dummy 1; T3: T4 1 + dummy 3; T4: T3 3 + T1 3.
    expect(computeTeamTiebreaks(event, ['BH:MP'], { rules: 'fide-2024' })[0].values).toEqual([
      2, 4, 4, 6,
    ]);
  });

  it('2026: the dummy is capped by the scheduled opponent’s score (Art. 16.4.1)', () => {
    // T3: T4 1 + min(3, T2's 1); T2: T1 3 + min(1, T3's 3).
    expect(computeTeamTiebreaks(event, ['BH:MP'], { rules: 'fide-2026' })[0].values).toEqual([
      2, 4, 2, 6,
    ]);
  });
});
