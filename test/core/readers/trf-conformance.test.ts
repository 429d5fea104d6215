import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import { totalPoints } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import { charBytes, decodeTrf, readTrf } from '../../../src/core/readers/trf';

const root = join(__dirname, '../../fixtures/conformance');

/** A file read as the command reads it: from its bytes when they are one per character. */
function read(file: string) {
  const bytes = readFileSync(join(root, file));
  const text = decodeTrf(bytes);
  return readTrf(text, {}, charBytes(bytes, text));
}

/** Games whose two sides have different boards (a team-event line-up that does not add up). */
function sameBoards(t: Tournament): string[] {
  const bad: string[] = [];
  for (const p of t.participants) {
    p.rounds.forEach((e, i) => {
      if (!('opponent' in e) || e.opponent === null) return;
      const back = player(t, e.opponent).rounds[i] as { board?: number };
      if (e.board === undefined || back.board !== e.board) {
        bad.push(`${p.startNo} round ${i + 1}: board ${e.board} vs ${back.board}`);
      }
    });
  }
  return bad;
}

function player(t: Tournament, startNo: number): Participant {
  const p = t.participants.find(x => x.startNo === startNo);
  if (!p) throw new Error(`no player ${startNo}`);
  return p;
}

function round(t: Tournament, startNo: number, r: number): RoundEntry {
  return player(t, startNo).rounds[r - 1];
}

const files = ['real', 'generated'].flatMap(dir =>
  readdirSync(join(root, dir))
    .filter(f => f.endsWith('.trf'))
    .map(f => `${dir}/${f}`),
);

describe('every conformance TRF', () => {
  test('there are files to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
  });

  test.each(files)('%s reads the same from its text alone (as a sheet does)', file => {
    expect(readTrf(decodeTrf(readFileSync(join(root, file))))).toEqual(read(file));
  });

  test.each(files)('%s parses; points equal the points column', file => {
    const r = read(file);
    const t = r.tournament;
    expect(r.layout).toBe('trf');
    expect(t.participants.length).toBeGreaterThan(0);
    expect(r.sourceRows).toHaveLength(t.participants.length);
    const teamEvent = (t.teams ?? []).length > 0;
    for (const p of t.participants) {
      expect(p.rounds).toHaveLength(t.rounds);
      expect(p.declaredPoints).toBeDefined();
      // Team events credit a team's bye to the team, not to the members whose lines carry it
      // (Sharly-Chess writes U on each member's line with 0.0 in the points column).
      const byes = teamEvent
        ? p.rounds.filter(e => ['pairing-bye', 'full-bye', 'half-bye'].includes(e.kind))
        : [];
      const byePoints = byes.reduce(
        (s, e) => s + totalPoints({ ...p, rounds: [e] }, t.pointSystem),
        0,
      );
      expect({ startNo: p.startNo, points: totalPoints(p, t.pointSystem) - byePoints }).toEqual({
        startNo: p.startNo,
        points: p.declaredPoints,
      });
    }
  });
});

describe('tec-swiss-individual.trf', () => {
  const r = read('real/tec-swiss-individual.trf');
  const t = r.tournament;

  test('header', () => {
    expect(t.rounds).toBe(5);
    expect(t.participants).toHaveLength(16);
    expect(t.startDate).toBe('2024-03-18');
    expect(t.system).toBe('swiss');
    expect(t.typeText).toBe('Individual: Swiss-System');
    expect(r.sourceRows[0]).toBe(5);
    expect(r.sourceRows[15]).toBe(20);
  });

  test('player 1: rating, played games with colours', () => {
    const p = player(t, 1);
    expect(p.name).toBe('Alyx');
    expect(p.rating).toBe(2200);
    expect(p.declaredPoints).toBe(3.5);
    expect(p.declaredRank).toBe(1);
    expect(p.rounds[0]).toEqual({
      kind: 'played',
      opponent: 9,
      colour: 'w',
      result: 'win',
      rated: true,
    });
    expect(p.rounds[1]).toEqual({
      kind: 'played',
      opponent: 13,
      colour: 'b',
      result: 'draw',
      rated: true,
    });
  });

  test('player 4 round 2: half-point bye', () => {
    expect(round(t, 4, 2)).toEqual({ kind: 'half-bye' });
  });

  test('player 6 round 3 and player 12 round 2: pairing-allocated byes', () => {
    expect(round(t, 6, 3)).toEqual({ kind: 'pairing-bye' });
    expect(round(t, 12, 2)).toEqual({ kind: 'pairing-bye' });
  });

  test('player 12 rounds 4–5: zero-point byes', () => {
    expect(round(t, 12, 4)).toEqual({ kind: 'zero-bye' });
    expect(round(t, 12, 5)).toEqual({ kind: 'zero-bye' });
  });

  test('player 9 round 4: forfeit loss against 11 (white), who won by forfeit', () => {
    expect(round(t, 9, 4)).toEqual({ kind: 'forfeit-loss', opponent: 11, colour: 'w' });
    expect(round(t, 11, 4)).toEqual({ kind: 'forfeit-win', opponent: 9, colour: 'b' });
  });

  test('player 14 round 3: forfeit loss against 12', () => {
    expect(round(t, 14, 3)).toEqual({ kind: 'forfeit-loss', opponent: 12, colour: 'b' });
    expect(round(t, 12, 3)).toEqual({ kind: 'forfeit-win', opponent: 14, colour: 'w' });
  });
});

describe('tec-rr-individual.trf', () => {
  test('round robin from 092', () => {
    expect(read('real/tec-rr-individual.trf').tournament.system).toBe('round-robin');
  });
});

describe('trf16-karl-mala-2005.trf', () => {
  const t = read('real/trf16-karl-mala-2005.trf').tournament;

  test('284 players, 7 rounds, header with a German date', () => {
    expect(t.participants).toHaveLength(284);
    expect(t.rounds).toBe(7);
    expect(t.name).toBe('9. Karl-Mala-Gedenkturnier');
    expect(t.city).toBe('Frankfurt (Main) /GER');
    expect(t.startDate).toBe('2005-07-28');
    expect(t.endDate).toBe('2005-07-31');
    expect(t.system).toBe('swiss');
    expect(t.chiefArbiter).toBe('Ralph Blum (SV Griesheim)');
  });

  test('player fields in the old one-letter style', () => {
    const p = player(t, 1);
    expect(p).toMatchObject({
      name: 'Vasquez,Rodrigo',
      title: 'GM',
      rating: 2558,
      federation: 'CHI',
      fideId: '3400042',
      birthDate: '1969-12-06',
      declaredPoints: 6,
      declaredRank: 4,
    });
    expect(player(t, 13).title).toBe('FM');
    expect(player(t, 204).sex).toBe('w');
    expect(player(t, 156).rating).toBeUndefined();
  });

  test('player 13: forfeit loss to 153 in round 1 (colour -), absent afterwards', () => {
    expect(round(t, 13, 1)).toEqual({ kind: 'forfeit-loss', opponent: 153 });
    expect(round(t, 153, 1)).toEqual({ kind: 'forfeit-win', opponent: 13 });
    for (let r = 2; r <= 7; r++) expect(round(t, 13, r)).toEqual({ kind: 'zero-bye' });
  });

  test('forfeit win without a named opponent (0000 - +)', () => {
    expect(round(t, 282, 5)).toEqual({ kind: 'forfeit-win', opponent: null });
  });
});

describe('tec-swiss-team.trf', () => {
  const t = read('real/tec-swiss-team.trf').tournament;

  test('teams from 310 records', () => {
    expect(t.teams).toHaveLength(14);
    expect(t.teams?.[0]).toEqual({
      teamNo: 1,
      name: 'Antelopes',
      players: [1, 14, 16, 39, 50, 64],
      declaredMatchPoints: 10,
      declaredGamePoints: 17.5,
    });
    expect(player(t, 14).team).toBe('Antelopes');
    expect(t.typeCode).toBe('FIDE_TEAM_MP_GP');
    expect(t.system).toBe('swiss');
    expect(t.rounds).toBe(7);
  });

  test('empty rounds of board players are zero-point byes; board forfeits are kept', () => {
    expect(round(t, 1, 2)).toEqual({ kind: 'zero-bye' });
    expect(round(t, 1, 6)).toEqual({ kind: 'forfeit-win', opponent: 18, colour: 'b', board: 1 });
    expect(round(t, 18, 6)).toEqual({ kind: 'forfeit-loss', opponent: 1, colour: 'w', board: 1 });
  });

  test('boards in the listed order, members without a game skipped', () => {
    // Antelopes (1 14 16 39 50 64) in round 1: 16 and 64 did not play.
    expect([1, 14, 39, 50].map(n => (round(t, n, 1) as { board?: number }).board)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(round(t, 16, 1)).toEqual({ kind: 'zero-bye' });
  });

  test('the two players of every game sit on the same board', () => {
    expect(sameBoards(t)).toEqual([]);
  });

  test('team byes from 240 and 320, match points from 362 and 320', () => {
    const team = (no: number) => t.teams?.find(x => x.teamNo === no);
    expect(team(12)?.byes).toEqual([{ round: 5, kind: 'pairing-bye' }]);
    expect(team(14)?.byes).toEqual([
      { round: 5, kind: 'half-bye' },
      { round: 7, kind: 'pairing-bye' },
    ]);
    expect(team(7)?.byes).toEqual([{ round: 7, kind: 'zero-bye' }]);
    expect(team(1)?.byes).toBeUndefined();
    expect(t.matchPoints).toEqual({
      win: 2,
      draw: 1,
      loss: 0,
      pairingBye: 1,
      pairingByeGamePoints: 2,
    });
  });
});

describe('tec-trf26-sample-grandmommys-cup.trf', () => {
  const r = read('real/tec-trf26-sample-grandmommys-cup.trf');
  const t = r.tournament;

  test('header records of TRF-2026', () => {
    expect(r.description).toMatch(/^TRF-2026/);
    expect(t.name).toBe("Grandmommy's Cup");
    expect(t.startDate).toBe('2024-01-01');
    expect(t.endDate).toBe('2024-01-14');
    expect(t.rounds).toBe(14);
    expect(t.typeCode).toBe('FIDE_TEAM_BAKU');
    expect(t.declaredTiebreaks).toEqual(['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
    expect(t.timeControl).toBe("100'x40+15'+30\"");
  });

  test('50 teams parsed from 310 (013 agreeing)', () => {
    expect(t.teams).toHaveLength(50);
    expect(t.teams?.[0]).toEqual({
      teamNo: 1,
      name: 'India',
      players: [1, 5, 15, 28, 44],
      declaredMatchPoints: 15,
      declaredGamePoints: 28,
    });
    expect(t.teams?.[31].players).toEqual([45, 42, 234, 114]);
    expect(player(t, 44).team).toBe('India');
  });

  test('players: 249, with a national rating record (FRA) for 14', () => {
    expect(t.participants).toHaveLength(249);
    expect(player(t, 14).nationalRating).toBe(2700);
    expect(player(t, 1)).toMatchObject({
      federation: 'IND',
      fideId: '70123454321',
      birthDate: '1987/00/00',
    });
  });

  test('team bye rounds: forfeits without a named opponent', () => {
    expect(round(t, 3, 1)).toEqual({ kind: 'forfeit-loss', opponent: null });
  });

  test('the two players of every game sit on the same board', () => {
    expect(sameBoards(t)).toEqual([]);
  });

  test('boards from the 300 line-ups agree with the 801 crosstable', () => {
    // 300 7 3 10: Georgia (3 10 9 34 19) plays 3, 10, 19, 34; 801 GEO round 7 "+010 1254".
    expect(round(t, 3, 7)).toEqual({ kind: 'forfeit-win', opponent: null, board: 1 });
    expect((round(t, 10, 7) as { board?: number }).board).toBe(2);
    expect((round(t, 19, 7) as { board?: number }).board).toBe(3);
    expect((round(t, 34, 7) as { board?: number }).board).toBe(4);
    expect(round(t, 9, 7)).toEqual({ kind: 'forfeit-loss', opponent: null });
  });

  test('team byes, forfeited matches, and the 240/320 clash resolved for the pairing bye', () => {
    const team = (no: number) => t.teams?.find(x => x.teamNo === no);
    // 240 F 1 3; 802 GEO round 1 "FPB".
    expect(team(3)?.byes).toEqual([{ round: 1, kind: 'full-bye' }]);
    // 320 round 3 and 240 H 3 both name Latvia (50); 802 LAT round 3 says PAB.
    expect(team(50)?.byes?.find(b => b.round === 3)).toEqual({ round: 3, kind: 'pairing-bye' });
    expect(r.description).toMatch(/line 345 gives team 50 a half-point bye in round 3/);
    // 330 -- 6 24 2 and 330 +- 4 23 33.
    expect(team(2)?.forfeits).toEqual([
      { round: 6, opponent: 24, kind: 'double-forfeit', colour: 'b' },
    ]);
    expect(team(23)?.forfeits?.[0]).toEqual({
      round: 4,
      opponent: 33,
      kind: 'forfeit-win',
      colour: 'w',
    });
    expect(team(33)?.forfeits?.[0]).toEqual({
      round: 4,
      opponent: 23,
      kind: 'forfeit-loss',
      colour: 'b',
    });
    expect(r.description).toMatch(/record 299, line 539, 540/);
  });
});

describe('sharly TRF-2026 files', () => {
  test('individual: 240 byes agree with the 001 lines; national rating', () => {
    const t = read('real/sharly-trf-import-test.trf').tournament;
    expect(round(t, 4, 2)).toEqual({ kind: 'half-bye' });
    expect(round(t, 12, 4)).toEqual({ kind: 'zero-bye' });
    expect(player(t, 1)).toMatchObject({
      title: 'GM',
      sex: 'm',
      nationalRating: 2200,
      rating: 2840,
    });
    expect(t.typeCode).toBe('FIDE_DUTCH_2026_BAKU');
    expect(t.system).toBe('swiss');
    expect(t.roundDates).toEqual(['25/09/13', '25/09/13', '25/09/13', '25/09/14', '25/09/14']);
  });

  test('team file in progress: round 2 paired without results', () => {
    const r = read('real/sharly-trf-team-import-test.trf');
    const t = r.tournament;
    expect(t.rounds).toBe(2);
    // Boards from the 300 records: round 2, team 5 plays 8 1 25 24 and team 2 plays 19 2 6 11.
    expect(round(t, 1, 2)).toEqual({ kind: 'pending', opponent: 2, colour: 'w', board: 2 });
    expect(round(t, 2, 2)).toEqual({ kind: 'pending', opponent: 1, colour: 'b', board: 2 });
    expect(round(t, 1, 1)).toEqual({ kind: 'pairing-bye' });
    expect(t.pointSystem.pairingBye).toBe(5);
    expect(t.pointSystem.win).toBe(1);
    expect(t.declaredTiebreaks).toEqual(['PTS', 'WIN', 'BH', 'AOB']);
    expect(t.teams).toHaveLength(5);
    expect(player(t, 7).nationalRating).toBeUndefined();
    // The points column of a member with the team's bye: 0, not the 5 points of P.
    expect(player(t, 1).declaredPoints).toBe(0);
    expect(totalPoints(player(t, 1), t.pointSystem)).toBe(5);
  });
});
