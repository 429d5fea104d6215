import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import { totalPoints } from '../../../src/core/model/points';
import type { Participant, Tournament } from '../../../src/core/model/types';
import { decodeTrf, readTrf } from '../../../src/core/readers/trf';
import { splitLines } from '../../../src/core/readers/trf/lines';

/** A 001 line with every field in its TRF column; `slots` are the 8-character round fields. */
function pl(
  no: number,
  points: string,
  slots: string[],
  name = `Player ${no}`,
  rating = 2000,
): string {
  const head =
    `001 ${String(no).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}` +
    `${' '.repeat(28)}${points.padStart(4)} ${String(no).padStart(4)}`;
  return (head + slots.map(s => `  ${s.padEnd(8)}`).join('')).trimEnd();
}

/** A 310 team line in its columns (number 5–7, name 9–40, points 55–67, players from 74). */
function t310(no: number, name: string, players: number[]): string {
  const head = `310 ${String(no).padStart(3)} ${name.padEnd(32)} ${''.padEnd(5)} ${''.padEnd(6)} ${'0.0'.padStart(6)} ${'0.0'.padStart(6)} ${''.padEnd(3)} `;
  return head + players.map(p => ` ${String(p).padStart(4)}`).join('');
}

/** Lines 1–2 header, players on lines 3–6: 1–2 and 3–4 in round 1, 1–3 and 2–4 in round 2. */
function base(): string[] {
  return [
    '012 Base',
    'XXR 2',
    pl(1, '1.5', ['   2 w 1', '   3 b =']),
    pl(2, '0.5', ['   1 b 0', '   4 w =']),
    pl(3, '1.0', ['   4 w =', '   1 w =']),
    pl(4, '1.0', ['   3 b =', '   2 b =']),
  ];
}

function readLines(lines: string[]) {
  return readTrf(lines.join('\n'));
}

/** The InputError a read throws; fails the test when it does not throw one. */
function errorOf(lines: string[] | string): InputError {
  try {
    readTrf(typeof lines === 'string' ? lines : lines.join('\n'));
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

function expectLineError(lines: string[] | string, line: number, ...fragments: RegExp[]): void {
  const e = errorOf(lines);
  expect(e.location).toEqual({ kind: 'line', line });
  expect(e.message).toMatch(new RegExp(`^line ${line}: `));
  for (const f of fragments) expect(e.detail).toMatch(f);
}

function player(t: Tournament, no: number): Participant {
  const p = t.participants.find(x => x.startNo === no);
  if (!p) throw new Error(`no player ${no}`);
  return p;
}

describe('the base example', () => {
  test('reads', () => {
    const r = readLines(base());
    expect(r.tournament.rounds).toBe(2);
    expect(r.sourceRows).toEqual([3, 4, 5, 6]);
    expect(player(r.tournament, 2).rounds).toEqual([
      { kind: 'played', opponent: 1, colour: 'b', result: 'loss', rated: true },
      { kind: 'played', opponent: 4, colour: 'w', result: 'draw', rated: true },
    ]);
    expect(r.tournament.system).toBeUndefined();
  });
});

describe('a hand-made TRF-2026 file (142, 162 3/1/0, 192, 202, 240)', () => {
  // Five players, three rounds, 3/1/0. Round 1: 1–2 1-0, 3–4 ½-½, 5 pairing-allocated bye.
  // Round 2: 3–1 1-0, 2–4 forfeit, 5 half-point bye (240 only). Round 3: 5–1 ½-½, 3–2 0-1,
  // 4 zero-point bye (240 only).
  const text = [
    '012 Hand-made TRF-2026 test',
    '042 2026/04/11',
    '052 2026/04/12',
    '092 Individual: Swiss-System',
    '142 3',
    '162  W 3.0    D 1.0    L 0.0',
    '192 FIDE_DUTCH_2026',
    '202 BH/C1,BH,SB',
    '001    1 wWGM Müller, Jürgen-Élodie             2310 GER     4600001 1990/05/17  4.0    2     2 w 1     3 b 0     5 b =',
    '001    2 m    Schmidt, Karl                     2250 GER                         6.0    1     1 b 0     4 w +     3 b 1',
    '001    3 m FM Dupont, René                      2200 FRA                         4.0    3     4 w =     1 w 1     2 w 0',
    '001    4 m    Novak, Jan                           0 CZE                         1.0    5     3 b =     2 b -',
    '001    5 w    Rossi, Anna                            ITA                         5.0    4  0000 - U               1 w =',
    '240 H 002 0005',
    '240 Z 003 0004',
  ].join('\r\n');
  const r = readTrf(text);
  const t = r.tournament;

  test('header', () => {
    expect(r.description).toBe('TRF-2026 file: Swiss, 5 players, 3 rounds');
    expect(t).toMatchObject({
      name: 'Hand-made TRF-2026 test',
      startDate: '2026-04-11',
      endDate: '2026-04-12',
      rounds: 3,
      typeCode: 'FIDE_DUTCH_2026',
      typeText: 'Individual: Swiss-System',
      system: 'swiss',
      declaredTiebreaks: ['BH/C1', 'BH', 'SB'],
    });
  });

  test('point system 3/1/0 with the TRF-2026 defaults for the rest', () => {
    expect(t.pointSystem).toEqual({
      win: 3,
      draw: 1,
      loss: 0,
      forfeitWin: 3,
      forfeitLoss: 0,
      pairingBye: 3,
      fullBye: 3,
      halfBye: 1,
      zeroBye: 0,
    });
    expect(t.participants.map(p => totalPoints(p, t.pointSystem))).toEqual([4, 6, 4, 1, 5]);
  });

  test('player fields, including non-ASCII names', () => {
    expect(player(t, 1)).toMatchObject({
      name: 'Müller, Jürgen-Élodie',
      sex: 'w',
      title: 'WGM',
      rating: 2310,
      federation: 'GER',
      fideId: '4600001',
      birthDate: '1990-05-17',
      declaredPoints: 4,
      declaredRank: 2,
    });
    expect(player(t, 4).rating).toBeUndefined();
    expect(player(t, 5).rating).toBeUndefined();
  });

  test('240 byes fill the blank rounds', () => {
    expect(player(t, 5).rounds).toEqual([
      { kind: 'pairing-bye' },
      { kind: 'half-bye' },
      { kind: 'played', opponent: 1, colour: 'w', result: 'draw', rated: true },
    ]);
    expect(player(t, 4).rounds[1]).toEqual({ kind: 'forfeit-loss', opponent: 2, colour: 'b' });
    expect(player(t, 4).rounds[2]).toEqual({ kind: 'zero-bye' });
    expect(player(t, 2).rounds[1]).toEqual({ kind: 'forfeit-win', opponent: 4, colour: 'w' });
  });

  test('a round robin code in 192', () => {
    const rr = readTrf(text.replace('192 FIDE_DUTCH_2026', '192 BERGER_ROUNDROBIN'));
    expect(rr.tournament.system).toBe('round-robin');
  });

  test('options override the file', () => {
    const o = readTrf(text, { system: 'round-robin' });
    expect(o.tournament.system).toBe('round-robin');
  });

  test('without 162 the points column is checked against 1/½/0, or the points the caller gives', () => {
    const no162 = text.replace('162  W 3.0    D 1.0    L 0.0\r\n', '');
    expectLineError(
      no162,
      8,
      /the line says 4, but its results add up to 1\.5 \(counting 1, ½ and 0; record 162 declares other points\)/,
    );
    const o = readTrf(no162, { pointSystem: t.pointSystem });
    expect(o.tournament.pointSystem).toEqual(t.pointSystem);
    expect(player(o.tournament, 2).declaredPoints).toBe(6);
  });
});

describe('result codes', () => {
  test('letters are case-insensitive; W D L are unrated games; blank is a zero-point bye', () => {
    const t = readLines([
      'XXR 3',
      pl(1, '2.0', ['   2 W w', '   3 b d', '0000 - h']),
      pl(2, '0.0', ['   1 b l', '', '0000 - z']),
      pl(3, '1.5', ['0000 - f', '   1 w d', '0000 - Z']),
    ]).tournament;
    expect(player(t, 1).rounds).toEqual([
      { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: false },
      { kind: 'played', opponent: 3, colour: 'b', result: 'draw', rated: false },
      { kind: 'half-bye' },
    ]);
    expect(player(t, 2).rounds).toEqual([
      { kind: 'played', opponent: 1, colour: 'b', result: 'loss', rated: false },
      { kind: 'zero-bye' },
      { kind: 'zero-bye' },
    ]);
    expect(player(t, 3).rounds[0]).toEqual({ kind: 'full-bye' });
  });

  test('double forfeit: - on both sides', () => {
    const t = readLines([pl(1, '0.0', ['   2 w -']), pl(2, '0.0', ['   1 b -'])]).tournament;
    expect(player(t, 1).rounds[0]).toEqual({ kind: 'double-forfeit', opponent: 2, colour: 'w' });
    expect(player(t, 2).rounds[0]).toEqual({ kind: 'double-forfeit', opponent: 1, colour: 'b' });
  });

  test('forfeits without a named opponent: 0000 or blank', () => {
    const t = readLines([pl(1, '1.0', ['0000 - +', '     - -'])]).tournament;
    expect(player(t, 1).rounds).toEqual([
      { kind: 'forfeit-win', opponent: null },
      { kind: 'forfeit-loss', opponent: null },
    ]);
  });

  test('0-0 and ½-0 are accepted (arbiters award them)', () => {
    const t = readLines([
      pl(1, '0.5', ['   2 w 0', '   2 b =']),
      pl(2, '0.0', ['   1 b 0', '   1 w 0']),
    ]).tournament;
    expect(player(t, 1).rounds[1]).toMatchObject({ result: 'draw' });
    expect(player(t, 2).rounds[1]).toMatchObject({ result: 'loss' });
  });

  test('X and ? (unknown result) are refused', () => {
    expectLineError(
      [pl(1, '', ['   2 w X']), pl(2, '', ['   1 b X'])],
      1,
      /unknown/,
      /final result/,
    );
    expectLineError([pl(1, '', ['   2 w ?']), pl(2, '', ['   1 b ?'])], 1, /unknown/);
  });

  test('an unknown code names the round and its columns', () => {
    expectLineError([pl(1, '', ['   2 w 1', '   2 w Q'])], 1, /round 2 \(columns 102–109\)/, /"Q"/);
  });

  test('a pairing without results on either side is a game not played yet', () => {
    const t = readLines([
      pl(1, '1.0', ['   2 w 1', '   2 b']),
      pl(2, '0.0', ['   1 b 0', '   1 w']),
    ]).tournament;
    expect(player(t, 1).rounds[1]).toEqual({ kind: 'pending', opponent: 2, colour: 'b' });
  });
});

describe('column leniency', () => {
  test('round fields off their columns are read as opponent-colour-result triples', () => {
    const head = pl(1, '1.0', []);
    const t = readLines([
      `${head}   2 w 1    3 b 0`,
      pl(2, '0.0', ['   1 b 0', '']),
      pl(3, '1.0', ['', '   1 w 1']),
    ]).tournament;
    expect(player(t, 1).rounds).toEqual([
      { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: true },
      { kind: 'played', opponent: 3, colour: 'b', result: 'loss', rated: true },
    ]);
  });

  test('a misaligned round that is no triple either is an error naming the round', () => {
    const head = pl(1, '1.0', []);
    expectLineError([`${head}   2 w 1  3 b`], 1, /round 1/, /expected the opponent's start number/);
  });

  test('ruler and caption lines, comments, blank lines and extension records are skipped', () => {
    const lines = [
      '### a comment',
      '',
      '         1         2         3',
      '1234567890123456789012345678901234567890',
      'DDD SSSS sTTT NNNNNNNNNNNNNNNN',
      'XXC rank',
      'DAT    1 EMAIL a@b.c',
      'BBW  1.0',
      ...base(),
      '999 a record from a later TRF version',
    ];
    const r = readLines(lines);
    expect(r.tournament.participants).toHaveLength(4);
    expect(r.sourceRows).toEqual([11, 12, 13, 14]);
    expect(r.description).toMatch(/ignored unknown records on line 15/);
  });

  test('national rating records (3-letter federation, start number, rating at 49–52)', () => {
    const nrs = `GER    2 m    ${'Player 2'.padEnd(33)} 1850 BAY     1234567`;
    const t = readLines([...base(), nrs]).tournament;
    expect(player(t, 2).nationalRating).toBe(1850);
    expect(player(t, 1).nationalRating).toBeUndefined();
  });

  test('172: the method kept as printed; a federation beside it selects the NRS records, NRO does not', () => {
    const ger = `GER    2      ${'Player 2'.padEnd(33)} 1850`;
    const fra = `FRA    2      ${'Player 2'.padEnd(33)} 1700`;
    const nro = readLines(['172 NRO', ...base(), ger]).tournament;
    expect(nro.nationalRatingMethod).toBe('NRO');
    expect(player(nro, 2).nationalRating).toBe(1850);
    const named = readLines(['172 NIDOF FRA', ...base(), ger, fra]).tournament;
    expect(player(named, 2).nationalRating).toBe(1700);
  });

  test('a national rating record: 99999 runs into column 53, blank columns kept blank', () => {
    const wide = `GER    2      ${'Player 2'.padEnd(33)} 99999`;
    expectLineError(
      [...base(), wide],
      7,
      /^national rating \(columns 49–52\): found "99999" running into column 53, expected at most 4 characters ending in column 52$/,
    );
    const shifted = `GER    2      ${'Player 2'.padEnd(33)} 1850 BAY#    1234567`;
    expectLineError(
      [...base(), shifted],
      7,
      /^national origin \(columns 54–56\): found "BAY#" running into column 57/,
    );
  });

  test('112: every deputy arbiter, in order', () => {
    const t = readLines([
      '102 Chief',
      '112 First Deputy',
      '112 Second Deputy',
      ...base(),
    ]).tournament;
    expect(t.chiefArbiter).toBe('Chief');
    expect(t.deputyArbiters).toEqual(['First Deputy', 'Second Deputy']);
  });

  test('dates: German style and ISO', () => {
    expect(readLines(['042 28. 07. 2005', ...base()]).tournament.startDate).toBe('2005-07-28');
    expect(readLines(['042 2024-03-18', ...base()]).tournament.startDate).toBe('2024-03-18');
    expect(readLines(['042 2024/03/18', ...base()]).tournament.startDate).toBe('2024-03-18');
    expect(readLines(['042 sometime', ...base()]).tournament.startDate).toBeUndefined();
  });

  test('point system from BB* extension lines', () => {
    const t = readLines([
      'BBW  3.0',
      'BBD  1.5',
      'BBL  0.0',
      'BBU  2.0',
      pl(1, '4.5', ['   2 w 1', '   3 b =']),
      pl(2, '1.5', ['   1 b 0', '   4 w =']),
      pl(3, '3.0', ['   4 w =', '   1 w =']),
      pl(4, '3.0', ['   3 b =', '   2 b =']),
      pl(5, '4.0', ['0000 - U', '0000 - U']),
    ]).tournament;
    expect(t.pointSystem).toEqual({
      win: 3,
      draw: 1.5,
      loss: 0,
      forfeitWin: 3,
      forfeitLoss: 0,
      pairingBye: 2,
      fullBye: 3,
      halfBye: 1.5,
      zeroBye: 0,
    });
  });

  test('round count from the longest 001 line; a larger declared count is noted', () => {
    const r = readLines(['142 9', ...base().slice(2)]);
    expect(r.tournament.rounds).toBe(2);
    expect(r.description).toMatch(/9 rounds declared, results for 2/);
  });

  test('a team with 013 records', () => {
    const t = readLines([
      ...base(),
      '013 Team A                            1    2',
      '013 Team B                            3    4',
    ]).tournament;
    expect(t.teams).toEqual([
      { teamNo: 1, name: 'Team A', players: [1, 2] },
      { teamNo: 2, name: 'Team B', players: [3, 4] },
    ]);
    expect(player(t, 3).team).toBe('Team B');
  });
});

describe('team records', () => {
  // Two 2-player teams: A = 1, 2; B = 3, 4; C = 5, 6. Round 1: A–B, C has the pairing bye.
  // Round 2: A–C forfeited by C (330, and 0000 - + / 0000 - - on the lines), B a half-point bye
  // (240).
  const lines = () => [
    '142 2',
    '362 TW 3.0   TD 1.0   TL 0.0',
    pl(1, '2.0', ['   3 w 1', '0000 - +']),
    pl(2, '1.5', ['   4 b =', '0000 - +']),
    pl(3, '0.0', ['   1 b 0', '']),
    pl(4, '0.5', ['   2 w =', '']),
    pl(5, '0.0', ['', '0000 - -']),
    pl(6, '0.0', ['', '0000 - -']),
    t310(1, 'Alpha', [1, 2]),
    t310(2, 'Beta', [3, 4]),
    t310(3, 'Gamma', [5, 6]),
    '320  1.0  2.0   3',
    '330 +-   2   1   3',
    '240 H   2    2',
  ];

  test('byes, forfeited matches, boards and match points', () => {
    const t = readLines(lines()).tournament;
    const team = (no: number) => t.teams?.find(x => x.teamNo === no);
    expect(team(3)?.byes).toEqual([{ round: 1, kind: 'pairing-bye' }]);
    expect(team(2)?.byes).toEqual([{ round: 2, kind: 'half-bye' }]);
    expect(team(1)?.forfeits).toEqual([
      { round: 2, opponent: 3, kind: 'forfeit-win', colour: 'w' },
    ]);
    expect(team(3)?.forfeits).toEqual([
      { round: 2, opponent: 1, kind: 'forfeit-loss', colour: 'b' },
    ]);
    expect(t.matchPoints).toEqual({
      win: 3,
      draw: 1,
      loss: 0,
      pairingBye: 1,
      pairingByeGamePoints: 2,
    });
    expect(player(t, 2).rounds[0]).toMatchObject({ opponent: 4, board: 2 });
    expect(player(t, 4).team).toBe('Beta');
  });

  test('a 300 line-up sets the boards', () => {
    const t = readLines([
      ...lines(),
      '300   1   1   2    2    1',
      '300   1   2   1    4    3',
    ]).tournament;
    expect(player(t, 2).rounds[0]).toMatchObject({ board: 1 });
    expect(player(t, 3).rounds[0]).toMatchObject({ board: 2 });
  });

  test('a team bye in a round where a member has a game', () => {
    expectLineError(
      [...lines(), '240 Z   1    1'],
      15,
      /zero-point bye for team "Alpha" in round 1/,
      /player 1 has a game against 3 on line 3/,
    );
  });

  test('two byes for one team in one round', () => {
    expectLineError(
      [...lines(), '240 Z   2    2'],
      15,
      /for team 2 in round 2, but line 14 already gives it one/,
    );
  });

  test('records naming unknown teams', () => {
    expectLineError([...lines(), '330 +-   2   1   9'], 15, /record 330 names team 9/);
    expectLineError([...lines(), '240 H   2    7'], 15, /record 240 names team 7/);
    expectLineError([...lines().slice(0, 11), '320  1.0  2.0   4'], 12, /record 320 names team 4/);
  });

  test('a malformed 362', () => {
    expectLineError(['362 two points', ...lines().slice(2)], 1, /record 362/);
  });

  test('310 and 013 must agree', () => {
    expectLineError(
      [...lines(), `013 ${'Alpha'.padEnd(32)}   1    3`],
      15,
      /lists players 1 3, but line 9 lists 1 2/,
    );
  });
});

describe('malformed input names the line', () => {
  test('opponent not in the player list', () => {
    const l = base();
    l[3] = pl(2, '0.5', ['   1 b 0', '   9 w =']);
    expectLineError(l, 4, /round 2/, /opponent 9 is not in the player list/);
  });

  test('player paired with themself', () => {
    const l = base();
    l[2] = pl(1, '1.5', ['   1 w 1', '   3 b =']);
    expectLineError(l, 3, /round 1/, /paired with themself/);
  });

  test("the opponent's line does not point back", () => {
    const l = base();
    // Player 4 says round 2 against 1, but 1 played 3.
    l[5] = pl(4, '1.0', ['   3 b =', '   1 b =']);
    expectLineError(
      l,
      4,
      /round 2/,
      /plays 4/,
      /line 6 \(player 4\) has "1 b =" in round 2, not a game against 2/,
    );
  });

  test("the opponent's line has a bye", () => {
    const l = base();
    l[5] = pl(4, '1.0', ['   3 b =', '0000 - H']);
    expectLineError(l, 4, /line 6 \(player 4\) has a half-point bye \(H\) in round 2/);
  });

  test('both sides won', () => {
    const l = base();
    l[3] = pl(2, '1.5', ['   1 b 1', '   4 w =']);
    expectLineError(
      l,
      3,
      /round 1/,
      /"2 w 1" contradicts line 4, which has "1 b 1"/,
      /more than a win/,
    );
  });

  test('win against draw', () => {
    const l = base();
    l[3] = pl(2, '1.0', ['   1 b =', '   4 w =']);
    expectLineError(l, 3, /contradicts line 4/, /more than a win/);
  });

  test('a forfeit win must face a forfeit loss', () => {
    const l = base();
    l[2] = pl(1, '1.5', ['   2 w +', '   3 b =']);
    expectLineError(l, 3, /round 1/, /forfeit win \(\+\) must face a forfeit loss/);
    const both = base();
    both[2] = pl(1, '1.5', ['   2 w +', '   3 b =']);
    both[3] = pl(2, '1.5', ['   1 b +', '   4 w =']);
    expectLineError(both, 3, /must face a forfeit loss/);
  });

  test('a rated result against an unrated one', () => {
    const l = base();
    l[3] = pl(2, '0.5', ['   1 b L', '   4 w =']);
    expectLineError(l, 3, /both rated .* and shorter than one move/);
  });

  test('both white', () => {
    const l = base();
    l[3] = pl(2, '0.5', ['   1 w 0', '   4 w =']);
    expectLineError(l, 3, /round 1/, /both 1 and 2 have white/, /line 4/);
  });

  test('duplicate start numbers', () => {
    const l = base();
    l.push(pl(3, '0.0', []));
    expectLineError(l, 7, /start number 3 is already used on line 5/);
  });

  test('declared points differ from the results', () => {
    const l = base();
    l[4] = pl(3, '1.5', ['   4 w =', '   1 w =']);
    expectLineError(
      l,
      5,
      /points \(columns 81–84\): the line says 1\.5, but its results add up to 1/,
    );
  });

  test('a 240 bye that contradicts a 001 line names both lines', () => {
    expectLineError(
      [...base(), '240 H 002 0001'],
      7,
      /player 1 a half-point bye \(H\) in round 2/,
      /line 3 has "3 b ="/,
    );
  });

  test('a 240 bye for a player without a 001 line', () => {
    expectLineError([...base(), '240 F 001 0017'], 7, /player 17, who has no 001 line/);
  });

  test('a 240 bye agreeing with a written code is fine; one for a later round is not counted', () => {
    const l = [...base(), pl(5, '0.5', ['0000 - H', '']), '240 H 1 5', '240 H 3 5', 'XXR 3'];
    l.splice(1, 1);
    const r = readLines(l);
    expect(player(r.tournament, 5).rounds[0]).toEqual({ kind: 'half-bye' });
    expect(r.description).toMatch(/1 bye for later rounds/);
  });

  test('a 001 line longer than the declared rounds', () => {
    const l = base();
    l[1] = 'XXR 1';
    expectLineError(l, 3, /has results for 2 rounds, but line 2 declares 1 round/);
  });

  test('a longer line than declared, players out of order: the first in start-number order is named', () => {
    const l = base();
    l[1] = 'XXR 1';
    [l[2], l[3]] = [l[3], l[2]];
    expectLineError(l, 4, /has results for 2 rounds, but line 2 declares 1 round/);
  });

  test('players out of order: sourceRows follow the start numbers', () => {
    const l = base();
    [l[2], l[4]] = [l[4], l[2]];
    expect(readLines(l).sourceRows).toEqual([5, 4, 3, 6]);
  });

  test('142 and XXR disagree', () => {
    expectLineError(['142 3', ...base()], 3, /declares 2 rounds, but line 1 declares 3/);
  });

  test('162 and BBW disagree', () => {
    expectLineError(
      ['162  W 3.0', 'BBW  1.0', ...base()],
      2,
      /points for a win to 1, but line 1 set them to 3/,
    );
  });

  test('a malformed 162', () => {
    expectLineError(['162  Q 3.0', ...base()], 1, /record 162/, /expected W, D, L, A, P or X/);
    expectLineError(['162 three points', ...base()], 1, /record 162/);
  });

  test('a bye naming an opponent', () => {
    const l = base();
    l[2] = pl(1, '1.5', ['   2 w 1', '   3 b H']);
    expectLineError(l, 3, /round 2/, /half-point bye \(H\) names opponent 3/);
  });

  test('a played result without an opponent', () => {
    const l = base();
    l[2] = pl(1, '1.5', ['0000 - 1', '   3 b =']);
    expectLineError(l, 3, /round 1/, /needs an opponent/);
  });

  test('a result on one side of a pairing only', () => {
    const l = base();
    l[3] = pl(2, '0.5', ['   1 b', '   4 w =']);
    expectLineError(l, 3, /round 1/, /line 4 \(player 2\) has no result for this game/);
  });

  test('a bad start number, rating or points field', () => {
    expectLineError([...base(), '001   x5'], 7, /start number \(columns 5–8\)/);
    const l = base();
    l[2] = l[2].slice(0, 48) + '2k00' + l[2].slice(52);
    expectLineError(l, 3, /rating \(columns 49–52\): found "2k00"/);
    const m = base();
    m[2] = m[2].slice(0, 80) + '1,5x' + m[2].slice(84);
    expectLineError(m, 3, /points \(columns 81–84\)/);
  });

  test('a rating of 99999 runs into column 53: an error, not 9999', () => {
    const l = base();
    l[2] = l[2].slice(0, 48) + '99999' + l[2].slice(53);
    expectLineError(
      l,
      3,
      /^rating \(columns 49–52\): found "99999" running into column 53, expected at most 4 characters ending in column 52$/,
    );
  });

  test('a FIDE id wider than columns 58–68, a rank wider than 86–89', () => {
    const l = base();
    l[2] = l[2].slice(0, 57) + '123456789012' + l[2].slice(69);
    expectLineError(l, 3, /FIDE id \(columns 58–68\): found "123456789012" running into column 69/);
    const m = base();
    m[2] = m[2].slice(0, 85) + '12345' + m[2].slice(90);
    expectLineError(m, 3, /rank \(columns 86–89\): found "12345" running into column 90/);
  });

  test('a name longer than its 33 columns', () => {
    const l = base();
    l[2] = l[2].slice(0, 14) + 'X'.repeat(34) + l[2].slice(48);
    expectLineError(l, 3, /name \(columns 15–47\): found "X+…?" running into column 48/);
  });

  test.each([
    [9, 'start number (columns 5–8)', 'sex (column 10)'],
    [14, 'title (columns 11–13)', 'name (columns 15–47)'],
    [48, 'name (columns 15–47)', 'rating (columns 49–52)'],
    [53, 'rating (columns 49–52)', 'federation (columns 54–56)'],
    [57, 'federation (columns 54–56)', 'FIDE id (columns 58–68)'],
    [69, 'FIDE id (columns 58–68)', 'birth date (columns 70–79)'],
    [80, 'birth date (columns 70–79)', 'points (columns 81–84)'],
    [85, 'points (columns 81–84)', 'rank (columns 86–89)'],
  ])('a character in blank column %i names the column and its neighbours', (col, before, after) => {
    // Player 5 (in column 7) has blank fields around every separator: the character is no wide field.
    const line = `001   5 ${' '.repeat(90)}`.split('');
    line[col - 1] = '#';
    const esc = (s: string) => s.replace(/[()]/g, '\\$&');
    expectLineError(
      [...base(), line.join('').trimEnd()],
      7,
      new RegExp(
        `^column ${col}: found "#", expected a blank between the ${esc(before)} and the ${esc(after)}$`,
      ),
    );
  });

  test('a FIDE id or a sex that is not one', () => {
    const l = base();
    l[2] = l[2].slice(0, 57) + '    46x0001' + l[2].slice(68);
    expectLineError(
      l,
      3,
      /^FIDE id \(columns 58–68\): found "46x0001", expected a number or blank$/,
    );
    const m = base();
    m[2] = m[2].slice(0, 9) + 'x' + m[2].slice(10);
    expectLineError(m, 3, /^sex \(column 10\): found "x", expected m, w \(or f\) or blank$/);
  });

  test('a line that is no TRF record', () => {
    expectLineError([...base(), 'Hello, world'], 7, /expected a TRF record/);
  });

  test('no player records at all', () => {
    expectLineError('012 Empty\n022 Nowhere\n', 1, /no player records/);
    expectLineError('', 1, /no player records/);
  });

  test('record 299 in an individual event', () => {
    expectLineError([...base(), '299 -  0.0 -1.0   1    1'], 7, /record 299/, /not supported/);
  });

  test('a team listing an unknown player, or a player twice', () => {
    expectLineError(
      [...base(), '013 Team A                            1    9'],
      7,
      /player 9, who has no 001 line/,
    );
    expectLineError(
      [
        ...base(),
        '013 Team A                            1    2',
        '013 Team B                            2    3',
      ],
      8,
      /player 2, who is already in "Team A" \(line 7\)/,
    );
  });

  test('a national rating record for a missing player', () => {
    expectLineError(
      [...base(), `GER   12 m    ${'X'.padEnd(33)} 1850`],
      7,
      /start number 12, which has no 001 line/,
    );
  });
});

describe('splitLines', () => {
  /** splitLines gives what a split at every ending (CR LF, LF, CR) gives, BOM and last end dropped. */
  const expectSplitAtEveryEnding = (t: string) => {
    const body = t.charCodeAt(0) === 0xfeff ? t.slice(1) : t;
    const expected = body.split(/\r\n|\n|\r/);
    if (expected[expected.length - 1] === '') expected.pop();
    expect(splitLines(t)).toEqual(expected);
  };

  test('property: lines end at CR LF, LF or a lone CR; no empty last line; no byte order mark', () => {
    const text = fc
      .array(fc.constantFrom('001', ' ', 'x', 'ü', '\r', '\n', '\r\n', '\ufeff'), { maxLength: 40 })
      .map(parts => parts.join(''));
    fc.assert(fc.property(text, expectSplitAtEveryEnding), { numRuns: 3000 });
  });

  // Texts whose lines all end alike are cut by the native split; one other ending anywhere (a
  // lone CR, an LF among CR LFs, a CR LF among LFs) sends the text the general way.
  test('property: lines ending all in CR LF or all in LF, with at most one other ending, split the same', () => {
    const lineText = fc
      .array(fc.constantFrom('001', ' ', 'x', 'ü', '\ufeff'), { maxLength: 6 })
      .map(parts => parts.join(''));
    const text = fc
      .record({
        lines: fc.array(lineText, { maxLength: 12 }),
        ending: fc.constantFrom('\r\n', '\n'),
        last: fc.boolean(),
        odd: fc.option(
          fc.record({ at: fc.nat(), ending: fc.constantFrom('\r', '\n', '\r\n', '\n\r') }),
        ),
      })
      .map(({ lines, ending, last, odd }) => {
        const ends: string[] = lines.map((_, i) => (i < lines.length - 1 || last ? ending : ''));
        if (odd && lines.length > 0) ends[odd.at % lines.length] = odd.ending;
        return lines.map((l, i) => l + ends[i]).join('');
      });
    fc.assert(fc.property(text, expectSplitAtEveryEnding), { numRuns: 3000 });
  });
});

describe('decodeTrf', () => {
  const ascii = (s: string) => Array.from(s, c => c.charCodeAt(0));
  const line = (nameBytes: number[]) => [
    ...ascii('001    1      '),
    ...nameBytes,
    ...ascii('\r\n'),
  ];

  /**
   * decodeTrf reads valid UTF-8 with the platform's TextDecoder when there is one (Node) and with
   * its own decoder when there is none (Apps Script): both ways are checked.
   */
  const Platform = globalThis.TextDecoder;
  function withoutTextDecoder<T>(run: () => T): T {
    const g = globalThis as { TextDecoder?: unknown };
    g.TextDecoder = undefined;
    try {
      return run();
    } finally {
      g.TextDecoder = Platform;
    }
  }

  const ways: [string, <T>(run: () => T) => T][] = [
    ['with the platform TextDecoder', run => run()],
    ['with its own decoder (Apps Script)', withoutTextDecoder],
  ];
  test.each(ways)(
    'property, %s: valid UTF-8 as TextDecoder reads it; other bytes windows-1252',
    (_, way) => {
      const noBom = (b: Uint8Array) =>
        !(b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) &&
        !(b[0] === 0xff && b[1] === 0xfe) &&
        !(b[0] === 0xfe && b[1] === 0xff);
      const utf8 = (b: Uint8Array) => {
        try {
          return new Platform('utf-8', { fatal: true }).decode(b);
        } catch {
          return null;
        }
      };
      const check = (b: Uint8Array) => {
        const text = way(() => decodeTrf(b));
        const valid = utf8(b);
        if (valid !== null) return expect(text).toBe(valid);
        // windows-1252: a byte is its own character except at 0x80–0x9F (checked byte by byte).
        expect(text).toHaveLength(b.length);
        b.forEach((x, i) =>
          expect(text.charCodeAt(i)).toBe(
            x >= 0x80 && x <= 0x9f ? decodeTrf(Uint8Array.of(x)).charCodeAt(0) : x,
          ),
        );
      };
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        fc.string({ unit: 'grapheme', maxLength: 100 }).map(t => new TextEncoder().encode(t)),
      );
      fc.assert(fc.property(bytes.filter(noBom), check), { numRuns: 200 });
      check(new TextEncoder().encode(`${'001 x'.repeat(5000)}ü${'y'.repeat(20000)}`));
      check(Uint8Array.from([...ascii('001 x'.repeat(5000)), 0xfc, 0x80, 0x41]));
      // A byte order mark is not part of the text, whichever way reads it.
      expect(way(() => decodeTrf(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41)))).toBe('A');
    },
  );

  test('UTF-8 (ü, é) with and without a byte order mark', () => {
    // "Müller, José" in UTF-8: ü = C3 BC, é = C3 A9.
    const name = [...ascii('M'), 0xc3, 0xbc, ...ascii('ller, Jos'), 0xc3, 0xa9];
    expect(decodeTrf(new Uint8Array(line(name)))).toBe('001    1      Müller, José\r\n');
    expect(decodeTrf(new Uint8Array([0xef, 0xbb, 0xbf, ...line(name)]))).toBe(
      '001    1      Müller, José\r\n',
    );
  });

  test('Latin-1 / windows-1252 (ü = FC, é = E9, € = 80)', () => {
    const name = [...ascii('M'), 0xfc, ...ascii('ller, Jos'), 0xe9, ...ascii(' '), 0x80];
    expect(decodeTrf(new Uint8Array(line(name)))).toBe('001    1      Müller, José €\r\n');
  });

  test('invalid UTF-8 sequences fall back to windows-1252', () => {
    // C3 followed by an ASCII letter is not UTF-8: Ã then the letter.
    expect(decodeTrf(new Uint8Array([0xc3, 0x41]))).toBe('ÃA');
    // An overlong form of '/' is not valid UTF-8 either.
    expect(decodeTrf(new Uint8Array([0xc0, 0xaf]))).toBe('À¯');
    // A truncated sequence at the end.
    expect(decodeTrf(new Uint8Array([0x41, 0xe2, 0x82]))).toBe('Aâ‚');
  });

  test('four-byte UTF-8 and UTF-16 with a byte order mark', () => {
    expect(decodeTrf(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]))).toBe('😀');
    expect(decodeTrf(new Uint8Array([0xff, 0xfe, 0x4d, 0x00, 0xfc, 0x00]))).toBe('Mü');
    expect(decodeTrf(new Uint8Array([0xfe, 0xff, 0x00, 0x4d, 0x00, 0xfc]))).toBe('Mü');
  });

  test('a whole file in each encoding reads the same names', () => {
    const text = base().join('\r\n').replace('Player 1 ', 'Jürgen Ré');
    const utf8: number[] = [];
    const latin1: number[] = [];
    for (const ch of text) {
      const c = ch.charCodeAt(0);
      latin1.push(c);
      if (c < 0x80) utf8.push(c);
      else utf8.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    }
    for (const bytes of [utf8, latin1]) {
      const t = readTrf(decodeTrf(new Uint8Array(bytes))).tournament;
      expect(player(t, 1).name).toBe('Jürgen Ré');
    }
  });

  test('large files decode without stack problems', () => {
    const bytes = new Uint8Array(300000).fill(0x41);
    expect(decodeTrf(bytes)).toHaveLength(300000);
  });
});
