/**
 * Team TRFs as tournament programs export them: `013` rosters with reserves, line-ups that change
 * from round to round, a forfeited board that shifts one side, team byes from `320` — and no
 * `300` records. The fixture `changing-lineups.trf` is a hand-made team Swiss (5 teams × 4 boards
 * × 4 rounds, rosters of 5, see test/fixtures/ORIGIN.md); every expected value below is worked out
 * by hand from its games.
 *
 * The games (home team first, board by board, home player's result):
 *   R1  A–B  1–6 1, 2–7 ½, 3–8 0, 4–9 1            2½ : 1½   C–D all four drawn 2 : 2   E PAB
 *   R2  A–C  1–11 0, 2–12 1, 5–13 1, 4–14 ½         2½ : 1½   (reserve 5 on board 3, 4 on board 4)
 *       B–E  6–21 1, 7–22 0, 8–23 ½, 10–24 1        2½ : 1½   (reserve 10 on board 4)       D PAB
 *   R3  A–E  1–21 ½, 2–22 ½, 3 wins board 3 by forfeit (23 absent: `0000 - -`), 4–25 0   2 : 2
 *       B–D  6–16 0, 7–17 0, 8–18 1, 9–19 0         1 : 3                                  C PAB
 *   R4  A–D  1–16 ½, 2–17 1, 3–18 0, 4–20 ½         2 : 2     (reserve 20 on board 4)
 *       C–E  11–21 1, 12–22 ½, 13–23 ½, 15–24 1     3 : 1     (reserve 15 on board 4)       B PAB
 * 320 gives the pairing-allocated bye 1 match point and 2 game points; matches score 2/1/0.
 *
 * Where the rosters cannot give the boards: in R2 the roster order of A without player 3 is
 * 1 2 4 5, which puts 4 on board 3 although 4 met C's fourth player 14; in R3 E's roster without
 * the absent 23 is 21 22 25, which puts 25 on board 3 although 25 met A's fourth player 4.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrf } from '../../../src/core/readers/trf';
import { computeTeamTiebreaks, teamEventFromTournament } from '../../../src/core/teams';
import type { Tournament } from '../../../src/core/model/types';

const FILE = join(__dirname, '../../fixtures/teams/changing-lineups.trf');
const base = readFileSync(FILE, 'utf8');

function read(...extra: string[]) {
  return readTrf(base + extra.map(l => `${l}\n`).join(''));
}

function values(t: Tournament, codes: string[], rules: 'fide-2024' | 'fide-2026' = 'fide-2026') {
  return computeTeamTiebreaks(teamEventFromTournament(t), codes, { rules }).map(c => c.values);
}

function board(t: Tournament, startNo: number, round: number): number | undefined {
  const e = t.participants.find(p => p.startNo === startNo)?.rounds[round - 1];
  return e && 'board' in e ? e.board : undefined;
}

// The 300 records that give the two line-ups the rosters cannot.
const A_R2 = '300 002 001 003    1    2    5    4';
const E_R3 = '300 003 005 001   21   22 0000   25';

describe('a team Swiss exported without 300 records', () => {
  const r = readTrf(base);
  const t = r.tournament;

  it('reads, and says which matches have no known board order', () => {
    expect(t.teams?.map(x => x.name)).toEqual([
      'Albatross',
      'Bishops Bay',
      'Castling Club',
      'Dragon Knights',
      'En Passant',
    ]);
    expect(r.description).toMatch(
      /round 2, team 1 "Albatross" v team 3 "Castling Club": the teams' player lists disagree on who met whom \(board 3 of team 1 "Albatross": No\. 4 meets No\. 14, who is on board 4 of team 3 "Castling Club"\)/,
    );
    expect(r.description).toMatch(
      /round 3, team 1 "Albatross" v team 5 "En Passant": the teams' player lists disagree on who met whom \(board 4 of team 1 "Albatross": No\. 4 meets No\. 25, who is on board 3 of team 5 "En Passant"\)/,
    );
  });

  it('infers the boards where both rosters agree, reserves included', () => {
    // R2 B–E: B fields 6 7 8 10, E 21 22 23 24; R4 D fields 16 17 18 20, C 11 12 13 15.
    expect([6, 7, 8, 10].map(p => board(t, p, 2))).toEqual([1, 2, 3, 4]);
    expect([21, 22, 23, 24].map(p => board(t, p, 2))).toEqual([1, 2, 3, 4]);
    expect([16, 17, 18, 20].map(p => board(t, p, 4))).toEqual([1, 2, 3, 4]);
    expect([11, 12, 13, 15].map(p => board(t, p, 4))).toEqual([1, 2, 3, 4]);
    // …and puts no game of a match whose rosters disagree on a board.
    expect([1, 2, 5, 4, 11, 12, 13, 14].map(p => board(t, p, 2))).toEqual(
      new Array(8).fill(undefined),
    );
  });

  it('takes the team byes from the 320 record', () => {
    const event = teamEventFromTournament(t);
    // 320: E in R1, D in R2, C in R3, B in R4.
    expect([4, 3, 2, 1].map((k, r) => event.teams[k].rounds[r])).toEqual(
      new Array(4).fill({ kind: 'pairing-bye' }),
    );
    expect(event.scoring.pairingBye).toEqual({ matchPoints: 1, gamePoints: 2 });
    expect(event.boards).toBe(4);
  });

  it('MPTS and GPTS: every match is the set of its games, whatever the boards', () => {
    // MP (2/1/0, PAB 1): A W W D D = 6; B L W L PAB = 0+2+0+1 = 3; C D L PAB W = 1+0+1+2 = 4;
    // D D PAB W D = 1+1+2+1 = 5; E PAB L D L = 1+0+1+0 = 2.
    // GP: A 2½+2½+2+2 = 9; B 1½+2½+1+2 = 7; C 2+1½+2+3 = 8½; D 2+2+3+2 = 9; E 2+1½+2+1 = 6½.
    expect(values(t, ['MPTS', 'GPTS'])).toEqual([
      [6, 3, 4, 5, 2],
      [9, 7, 8.5, 9, 6.5],
    ]);
  });

  it('BH:MP and EMGSB, 2024 and 2026 (Art. 16.4: the PAB is a game against a dummy)', () => {
    // Opponents' MP: A B3 C4 E2 D5 = 14. B A6 E2 D5 + dummy (R4 PAB) = 13 + 3 = 16.
    // C D5 A6 E2 + dummy 4 = 17. D C4 B3 A6 + dummy: 2024 own score 5 → 18; 2026 capped at the
    // draw's 1 MP × 4 rounds = 4 → 17. E B3 A6 C4 + dummy 2 = 15.
    // EMGSB = Σ opponent's MP × own GP against it; the dummy scores its MP × the PAB's 2 GP:
    // A 3·2½ + 4·2½ + 2·2 + 5·2 = 7.5 + 10 + 4 + 10 = 31.5
    // B 6·1½ + 2·2½ + 5·1 + 3·2 = 9 + 5 + 5 + 6 = 25
    // C 5·2 + 6·1½ + 4·2 + 2·3 = 10 + 9 + 8 + 6 = 33
    // D 4·2 + 3·3 + 6·2 + dummy·2 = 29 + 10 (2024) = 39, or 29 + 8 (2026) = 37
    // E 3·1½ + 6·2 + 4·1 + 2·2 = 4.5 + 12 + 4 + 4 = 24.5
    expect(values(t, ['BH:MP', 'EMGSB'], 'fide-2024')).toEqual([
      [14, 16, 17, 18, 15],
      [31.5, 25, 33, 39, 24.5],
    ]);
    expect(values(t, ['BH:MP', 'EMGSB'], 'fide-2026')).toEqual([
      [14, 16, 17, 17, 15],
      [31.5, 25, 33, 37, 24.5],
    ]);
  });

  it.each(['BC', 'BW'])(
    '%s needs the boards: refused, naming the first match without them',
    code => {
      expect(() => values(t, [code])).toThrow(
        /needs the board of every game, but the boards of round 2, team 1 "Albatross" v team 3 "Castling Club", are not known/,
      );
    },
  );

  it('TBR and BBE need the boards only to split a tie: ranked by GP, A and D tie on 9', () => {
    // By MP every team is alone in its group, so TBR and BBE split nothing and need no board.
    expect(values(t, ['TBR', 'BBE'])).toEqual([new Array(5).fill(0), new Array(5).fill(0)]);
    const event = teamEventFromTournament(t);
    for (const code of ['TBR', 'BBE']) {
      expect(() => computeTeamTiebreaks(event, [code], { primary: 'GP' })).toThrow(
        /the boards of round 2, team 1 "Albatross" v team 3 "Castling Club", are not known/,
      );
    }
  });
});

/** The file without its 320 record, each round's bye written on the players' lines instead. */
function byesOnLines(code: (startNo: number) => string): string {
  // Round of the pairing-allocated bye of each team's players (E 1, D 2, C 3, B 4; A none).
  const byeRound = (p: number) => [0, 4, 3, 2, 1][Math.floor((p - 1) / 5)];
  return base
    .split('\n')
    .filter(l => !l.startsWith('320 '))
    .map(l => {
      const m = /^001 +(\d+) /.exec(l);
      const r = m ? byeRound(Number(m[1])) : 0;
      if (r === 0) return l;
      const at = 91 + 10 * (r - 1);
      return `${l.padEnd(at + 8).slice(0, at)}${code(Number(m?.[1]))}${l.slice(at + 8)}`.trimEnd();
    })
    .join('\n');
}

describe('team byes written only on the players’ lines (TRF-16)', () => {
  it('every player of the team with U: the team’s pairing-allocated bye', () => {
    const r = readTrf(byesOnLines(() => '0000 - U'));
    expect(r.description).toMatch(
      /a pairing-allocated bye of team 5 in round 1 read from its players' lines/,
    );
    const event = teamEventFromTournament(r.tournament);
    expect([4, 3, 2, 1].map((k, i) => event.teams[k].rounds[i])).toEqual(
      new Array(4).fill({ kind: 'pairing-bye' }),
    );
    // Without a 320 record a Swiss PAB scores the default 1 MP and half the boards (2 GP), as
    // this file's 320 record does, so the hand-worked totals stand.
    expect(values(r.tournament, ['MPTS', 'GPTS', 'BH:MP'])).toEqual([
      [6, 3, 4, 5, 2],
      [9, 7, 8.5, 9, 6.5],
      [14, 16, 17, 17, 15],
    ]);
  });

  it('players of one team with different byes in a round are refused', () => {
    const text = byesOnLines(p => (p === 22 ? '0000 - F' : '0000 - U'));
    expect(() => readTrf(text)).toThrow(
      /^line 28: round 1: player 22 has a full-point bye, but line 27 gives another player of team "En Passant" a pairing-allocated bye/,
    );
  });
});

describe('the same event with 300 records', () => {
  it('one line-up from a 300 record: the other team sits at its opponents’ boards', () => {
    const t = read(A_R2).tournament;
    expect([1, 2, 5, 4].map(p => board(t, p, 2))).toEqual([1, 2, 3, 4]);
    expect([11, 12, 13, 14].map(p => board(t, p, 2))).toEqual([1, 2, 3, 4]);
    // Round 3 still has no board order: the board codes now name that match.
    expect(() => values(t, ['BC'])).toThrow(
      /the boards of round 3, team 1 "Albatross" v team 5 "En Passant", are not known/,
    );
  });

  it('a 300 record with an empty board: the forfeit winner against nobody takes it', () => {
    const t = read(A_R2, E_R3).tournament;
    expect([21, 22, 25].map(p => board(t, p, 3))).toEqual([1, 2, 4]);
    expect([1, 2, 3, 4].map(p => board(t, p, 3))).toEqual([1, 2, 3, 4]);
  });

  it('a 300 record with two empty boards does not say where the forfeit winner sat', () => {
    // E on boards 1, 3 and 5 with boards 2 and 4 empty: A's 3 won by forfeit on one of them.
    const r = read(A_R2, '300 003 005 001   21 0000   22 0000   25');
    expect(r.description).toMatch(
      /round 3, team 1 "Albatross" v team 5 "En Passant": the 300 record of team 5 "En Passant" \(line \d+\) does not say which of its empty boards the forfeit wins of team 1 "Albatross" were on/,
    );
    expect(() => values(r.tournament, ['BC'])).toThrow(
      /the boards of round 3, team 1 "Albatross" v team 5 "En Passant", are not known \(the line-ups do not give the board of Adler, Anna \(No\. 1\)\)/,
    );
    // The record's own team keeps its boards.
    expect([21, 22, 25].map(p => board(r.tournament, p, 3))).toEqual([1, 3, 5]);
  });

  it('empty places after a record’s last player say nothing: the board after it is free', () => {
    const t = read(A_R2, '300 003 005 001   21   22   25 0000').tournament;
    // E's 25 now sits on board 3 facing A's 4; A's 3 took the one board left, board 4.
    expect([1, 2, 4, 3].map(p => board(t, p, 3))).toEqual([1, 2, 3, 4]);
  });

  it('the same boards whichever team of the match has the record', () => {
    const fromA = read(A_R2, '300 003 001 005    1    2    3    4').tournament;
    const fromE = read(A_R2, E_R3).tournament;
    expect(fromA.participants).toEqual(fromE.participants);
  });

  it('BC, TBR and BBE with every board known', () => {
    // Points per board (boards 1–4), a PAB a win on every board (C.07 Art. 12):
    // A R1 1 ½ 0 1, R2 0 1 1 ½, R3 ½ ½ 1(forfeit) 0, R4 ½ 1 0 ½  → 2, 3, 2, 2
    // B R1 0 ½ 1 0, R2 1 0 ½ 1, R3 0 0 1 0, R4 PAB 1 1 1 1      → 2, 1½, 3½, 2
    // C R1 ½ ½ ½ ½, R2 1 0 0 ½, R3 PAB 1 1 1 1, R4 1 ½ ½ 1      → 3½, 2, 2, 3
    // D R1 ½ ½ ½ ½, R2 PAB 1 1 1 1, R3 1 1 0 1, R4 ½ 0 1 ½      → 3, 2½, 2½, 3
    // E R1 PAB 1 1 1 1, R2 0 1 ½ 0, R3 ½ ½ 0(empty) 1, R4 0 ½ ½ 0 → 1½, 3, 2, 2
    // BC = 1·b1 + 2·b2 + 3·b3 + 4·b4:
    // A 2+6+6+8 = 22; B 2+3+10.5+8 = 23.5; C 3.5+4+6+12 = 25.5; D 3+5+7.5+12 = 27.5;
    // E 1.5+6+6+8 = 21.5. No two teams share their MP, so TBR and BBE place every team 0th
    // in its group of one.
    const t = read(A_R2, E_R3).tournament;
    expect(values(t, ['BC', 'TBR', 'BBE'])).toEqual([
      [22, 23.5, 25.5, 27.5, 21.5],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
    // Ranked by GP, A and D tie on 9. TBR: board 1, A 2 against D 3, so D is 1st and A 2nd.
    // BBE: boards 1–3, A 2+3+2 = 7 against D 3+2½+2½ = 8, so again D 1st and A 2nd.
    const event = teamEventFromTournament(t);
    expect(
      computeTeamTiebreaks(event, ['TBR', 'BBE'], { primary: 'GP' }).map(c => c.values),
    ).toEqual([
      [2, 0, 0, 1, 0],
      [2, 0, 0, 1, 0],
    ]);
    // The codes that need no boards are the same as without the 300 records.
    expect(values(t, ['MPTS', 'GPTS', 'BH:MP', 'EMGSB'])).toEqual(
      values(readTrf(base).tournament, ['MPTS', 'GPTS', 'BH:MP', 'EMGSB']),
    );
  });
});

describe('300 records that do not add up are refused with their line', () => {
  const lineOfExtra = base.split('\n').length; // the first appended line

  it('two records that disagree on who met whom', () => {
    expect(() => read(A_R2, '300 002 003 001   11   12   14   13')).toThrow(
      new RegExp(
        `^line ${lineOfExtra}: record 300 for round 2 does not add up: board 3 of team 1 "Albatross": No\\. 5 meets No\\. 13, who is on board 4 of team 3 "Castling Club"`,
      ),
    );
  });

  it('a record that leaves out a player who played', () => {
    expect(() => read('300 002 001 003    1    2    5')).toThrow(
      /^line \d+: record 300 gives the line-up of team 1 "Albatross" in round 2, but leaves out its player 4, who has a game in round 2 on line 10/,
    );
  });

  it('a record that lists a player of another team, or one twice', () => {
    expect(() => read('300 002 001 003    1    2    5    6')).toThrow(
      /record 300 lists player 6, who is not in team 1 "Albatross"/,
    );
    expect(() => read('300 002 001 003    1    2    5    4    1')).toThrow(
      /record 300 lists player 1 twice/,
    );
  });

  it('a record for a team or a player the file does not have', () => {
    expect(() => read('300 002 009 003    1    2    5    4')).toThrow(
      /record 300 names team 9, which has no team record/,
    );
    expect(() => read('300 002 001 003    1    2    5   99')).toThrow(
      /record 300 lists player 99, who has no 001 line/,
    );
  });
});

describe('a tournament whose boards do not add up (made in code, not by the reader)', () => {
  const t = read(A_R2, E_R3).tournament;
  /** The tournament with player `no`'s round-1 game moved to `board`. */
  const moved = (no: number, board: number): Tournament => ({
    ...t,
    participants: t.participants.map(p =>
      p.startNo !== no ? p : { ...p, rounds: [{ ...p.rounds[0], board }, ...p.rounds.slice(1)] },
    ),
  });

  it('two games of a team on one board', () => {
    // Round 1, A–B: A's 2 moved to board 1, where A's 1 plays.
    expect(() => values(moved(2, 1), ['BC'])).toThrow(
      /the boards of round 1, team 1 "Albatross" v team 2 "Bishops Bay", are not known \(team 1 "Albatross" has No\. 1 and No\. 2 on board 1\)/,
    );
  });

  it('a player whose opponent is on another board', () => {
    // Round 1, A–B: A's 3 (against B's 8) and A's 4 (against B's 9) swap boards.
    const swapped: Tournament = {
      ...t,
      participants: moved(3, 4).participants.map(p =>
        p.startNo === 4
          ? { ...p, rounds: [{ ...p.rounds[0], board: 3 }, ...p.rounds.slice(1)] }
          : p,
      ),
    };
    expect(() => values(swapped, ['BC'])).toThrow(
      /\(board 3: Dorn, Dan \(No\. 4\) meets No\. 9, who is not on board 3 of team 2 "Bishops Bay"\)/,
    );
    // The match itself still counts: A 2½ : 1½ in round 1.
    expect(values(swapped, ['MPTS', 'GPTS'])).toEqual(values(t, ['MPTS', 'GPTS']));
  });
});
