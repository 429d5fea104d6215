/**
 * TRF export of team events (writeTeamTrf): TRF-2026 team records after the players' lines.
 * Property: reading the export gives the same team event — the same teams, the same games on the
 * same boards (or the same matches without a board order), the same byes, forfeited matches and
 * match points — and every team code gives the same values (or the same refusal) for the export
 * as for the source. Checked over every team fixture and over random team events written as a
 * tournament program exports them (changing line-ups, reserves, forfeited and empty boards, team
 * byes from 320, 240 or only the players' lines, forfeited matches from 330, 300 records for some
 * teams only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { readTrf } from '../../../src/core/readers/trf';
import { writeTeamTrf } from '../../../src/core/readers/trf/writeTeams';
import type { Tournament } from '../../../src/core/model/types';
import {
  computeTeamTiebreaks,
  teamCodeNames,
  teamEventFromTournament,
} from '../../../src/core/teams';

const fixtures = join(__dirname, '../../fixtures');
const FIXTURES = [
  'conformance/real/tec-swiss-team.trf',
  'conformance/real/sharly-trf-team-import-test.trf',
  'conformance/real/tec-trf26-sample-grandmommys-cup.trf',
  'spec/btv2-teams4.trf',
  'teams/changing-lineups.trf',
];

/** Every team code, and the modifiers and scores that change what a code reads. */
const CODES = [
  ...teamCodeNames(),
  'BH:MP',
  'BH:GP',
  'BH:MP/C1',
  'BH:MP/C1/P',
  'SB:GP',
  'EMGSB/C1',
  'EMGSB/C1/P',
  'EDET/P',
  'BW2',
  'BW4',
];

/** What a team code says about a tournament: its values, or the message of its refusal. */
function outcome(t: Tournament, code: string, rules: 'fide-2024' | 'fide-2026'): unknown {
  try {
    return computeTeamTiebreaks(teamEventFromTournament(t), [code], { rules })[0].values;
  } catch (e) {
    return `refused: ${(e as Error).message}`;
  }
}

/**
 * The parts of a tournament that make its team event. The 001 lines' own fields (ranks left
 * blank, the type text, national ratings) are the individual writer's, tested with it.
 */
function teamPart(t: Tournament) {
  return {
    rounds: t.rounds,
    pointSystem: t.pointSystem,
    matchPoints: t.matchPoints,
    teams: t.teams,
    games: t.participants.map(p => [p.startNo, p.team, p.rounds]),
    declaredTiebreaks: t.declaredTiebreaks,
  };
}

function roundTrip(text: string): { source: Tournament; copy: Tournament; written: string } {
  const source = readTrf(text).tournament;
  const written = writeTeamTrf(source);
  return { source, copy: readTrf(written).tournament, written };
}

describe('every team fixture', () => {
  it.each(FIXTURES)('%s: the export reads as the same team event, code by code', file => {
    const { source, copy } = roundTrip(readFileSync(join(fixtures, file), 'latin1'));
    expect(teamPart(copy)).toEqual(teamPart(source));
    for (const rules of ['fide-2024', 'fide-2026'] as const) {
      for (const code of CODES) {
        expect([code, outcome(copy, code, rules)]).toEqual([code, outcome(source, code, rules)]);
      }
    }
  });
});

describe('the records written', () => {
  it('TEC team Swiss: 310 with the declared MP and GP, 362, 320, 240, a 300 per line-up', () => {
    const { written } = roundTrip(
      readFileSync(join(fixtures, 'conformance/real/tec-swiss-team.trf'), 'latin1'),
    );
    const lines = written.split('\r\n');
    // Columns of TRF-2026: number 5–7, name 9–40, MP 55–60, GP 62–67, players from 74.
    const antelopes = lines.find(l => l.startsWith('310   1 '));
    expect(antelopes).toBe(
      '310   1 Antelopes                                       10.0   17.5         1   14   16   39   50   64',
    );
    expect(lines).toContain('362 TW 2.0   TD 1.0   TL 0.0');
    // PAB 1 MP and 2 GP: Lynxes (12) in round 5, Narwhals (14) in round 7.
    expect(lines).toContain('320  1.0  2.0 000 000 000 000 012 000 014');
    expect(lines).toContain('240 H 005   14');
    expect(lines).toContain('240 Z 007    7');
    expect(lines.filter(l => l.startsWith('300 ')).length).toBeGreaterThan(0);
    expect(lines.filter(l => l.startsWith('013 '))).toEqual([]);
  });

  it('a match without a board order gets no 300 record', () => {
    const { written } = roundTrip(
      readFileSync(join(fixtures, 'teams/changing-lineups.trf'), 'latin1'),
    );
    const lineups = written.split('\r\n').filter(l => l.startsWith('300 '));
    // Round 2 A–C and round 3 A–E have no board order; the other matches of 4 rounds have one.
    expect(lineups.some(l => /^300 002 001 /.test(l) || /^300 002 003 /.test(l))).toBe(false);
    expect(lineups.some(l => /^300 003 001 /.test(l) || /^300 003 005 /.test(l))).toBe(false);
    expect(lineups).toContain('300 002 002 005    6    7    8   10');
    expect(lineups).toHaveLength(12);
  });

  it('a forfeited match as a 330 record from the side with white', () => {
    const text = [
      '012 forfeited match',
      line001(1, ['   2 w 1']),
      line001(2, ['   1 b 0']),
      line001(3, ['']),
      line001(4, ['']),
      '310   1 T1                                                            1',
      '310   2 T2                                                            2',
      '310   3 T3                                                            3',
      '310   4 T4                                                            4',
      '330 -+ 001 003 004',
    ].join('\n');
    const { source, copy, written } = roundTrip(text);
    expect(written.split('\r\n')).toContain('330 -+ 001 003 004');
    expect(teamPart(copy)).toEqual(teamPart(source));
  });

  it('refuses a tournament without teams, and two pairing-allocated byes in a round', () => {
    const single = readTrf(
      [line001(1, ['   2 w 1']), line001(2, ['   1 b 0'])].join('\n'),
    ).tournament;
    expect(() => writeTeamTrf(single)).toThrow(/no teams: write it as an individual TRF/);
    const tec = readTrf(
      readFileSync(join(fixtures, 'conformance/real/tec-swiss-team.trf'), 'latin1'),
    ).tournament;
    const teams = (tec.teams ?? []).map(t =>
      t.teamNo === 14 ? { ...t, byes: [{ round: 5, kind: 'pairing-bye' as const }] } : t,
    );
    expect(() => writeTeamTrf({ ...tec, teams })).toThrow(
      /round 5: teams 12 and 14 both have the pairing-allocated bye/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Random team events, written as a tournament program exports them.

interface Shape {
  readonly teams: number;
  readonly boards: number;
  readonly reserves: number;
  readonly rounds: number;
  readonly seed: readonly number[];
}

const pad = (n: number, w: number) => String(n).padStart(w);
const n3 = (n: number) => String(n).padStart(3, '0');

/** A 001 line: start number 5–8, name 15–47, rounds from column 92 (blank points and rank). */
function line001(p: number, rounds: readonly string[]): string {
  const slots = rounds.map(r => r.padEnd(8)).join('  ');
  return `001 ${pad(p, 4)}      ${`P${p}`.padEnd(33)}${' '.repeat(44)}${slots}`.trimEnd();
}

const MIRROR: Record<string, string> = { '1': '0', '=': '=', '0': '1' };

/** A TRF of random matches; returns the text. Player k of team t has start number t·size + k + 1. */
function randomTrf(s: Shape): string {
  let at = 0;
  const next = (n: number) => s.seed[at++ % s.seed.length] % n;
  const size = s.boards + s.reserves;
  const roster = (t: number) => Array.from({ length: size }, (_, k) => t * size + k + 1);
  const slots = new Map<number, string[]>();
  for (let t = 0; t < s.teams; t++) for (const p of roster(t)) slots.set(p, []);
  const set = (p: number, r: number, text: string) => ((slots.get(p) as string[])[r] = text);
  const records: string[] = [];
  const pab = new Array<number>(s.rounds).fill(0);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  for (let r = 0; r < s.rounds; r++) {
    const order = shuffle(Array.from({ length: s.teams }, (_, t) => t));
    if (order.length % 2 === 1) {
      const alone = (order.pop() as number) + 1;
      const kind = next(6);
      if (kind === 0) pab[r] = alone;
      else if (kind < 4) records.push(`240 ${'FHZ'[kind - 1]} ${n3(r + 1)} ${pad(alone, 4)}`);
      // The team's bye written only on its players' lines, as TRF-16 exports do.
      else if (kind === 4) for (const p of roster(alone - 1)) set(p, r, '0000 - U');
    }
    for (let m = 0; m + 1 < order.length; m += 2) {
      const [h, a] = [order[m], order[m + 1]];
      if (next(8) === 0) {
        records.push(`330 ${['+-', '-+', '--'][next(3)]} ${n3(r + 1)} ${n3(h + 1)} ${n3(a + 1)}`);
        continue;
      }
      const home = shuffle(roster(h)).slice(0, s.boards);
      const away = shuffle(roster(a)).slice(0, s.boards);
      const homeUp: number[] = [];
      const awayUp: number[] = [];
      for (let b = 0; b < s.boards; b++) {
        const [hc, ac] = b % 2 === 0 ? ['w', 'b'] : ['b', 'w'];
        const [hp, ap] = [home[b], away[b]];
        // Board 1 is always played, so every match has an opponent team and a winner or a draw.
        const kind = b === 0 ? 0 : next(7);
        if (kind <= 2) {
          const res = ['1', '=', '0'][next(3)];
          set(hp, r, `${pad(ap, 4)} ${hc} ${res}`);
          set(ap, r, `${pad(hp, 4)} ${ac} ${MIRROR[res]}`);
          homeUp.push(hp);
          awayUp.push(ap);
        } else if (kind === 3) {
          // Forfeit with the opponent named (one side, or both: a double forfeit).
          const [x, y] = [
            ['+', '-'],
            ['-', '+'],
            ['-', '-'],
          ][next(3)];
          set(hp, r, `${pad(ap, 4)} ${hc} ${x}`);
          set(ap, r, `${pad(hp, 4)} ${ac} ${y}`);
          homeUp.push(hp);
          awayUp.push(ap);
        } else if (kind === 4 || kind === 5) {
          // Won by forfeit against nobody; the absent player is listed `0000 - -` or not at all.
          const [winner, loser, winUp, loseUp] =
            kind === 4 ? [hp, ap, homeUp, awayUp] : [ap, hp, awayUp, homeUp];
          set(winner, r, '0000 - +');
          winUp.push(winner);
          if (next(2) === 0) {
            set(loser, r, '0000 - -');
            loseUp.push(loser);
          } else loseUp.push(0);
        } else {
          homeUp.push(0);
          awayUp.push(0);
        }
      }
      // Some teams give their line-up in a 300 record, as TRF-2026 allows.
      for (const [team, opp, up] of [
        [h, a, homeUp],
        [a, h, awayUp],
      ] as const) {
        if (next(3) !== 0) continue;
        const players = up.map(p => (p === 0 ? '0000' : pad(p, 4))).join(' ');
        records.push(`300 ${n3(r + 1)} ${n3(team + 1)} ${n3(opp + 1)} ${players}`);
      }
    }
  }
  const lines = ['012 random team event', `XXR ${s.rounds}`];
  if (next(2) === 0) lines.push('362 TW 3.0   TD 1.0   TL 0.0');
  for (const [p, rs] of [...slots.entries()].sort((x, y) => x[0] - y[0])) {
    lines.push(
      line001(
        p,
        Array.from({ length: s.rounds }, (_, r) => rs[r] ?? ''),
      ),
    );
  }
  for (let t = 0; t < s.teams; t++) {
    // TRF-16 rosters or TRF-2026 teams (a file with both must list the same players in each).
    const players = roster(t)
      .map(p => pad(p, 4))
      .join(' ');
    lines.push(
      s.seed[0] % 2 === 0
        ? `013 ${`Team ${t + 1}`.padEnd(32)}${players}`
        : `310 ${pad(t + 1, 3)} ${`Team ${t + 1}`.padEnd(32)}${' '.repeat(32)}${players}`,
    );
  }
  if (pab.some(t => t !== 0)) lines.push(`320  1.0  2.0 ${pab.map(n3).join(' ')}`);
  return [...lines, ...records].join('\n');
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  teams: fc.integer({ min: 2, max: 7 }),
  boards: fc.integer({ min: 1, max: 4 }),
  reserves: fc.integer({ min: 0, max: 2 }),
  rounds: fc.integer({ min: 1, max: 5 }),
  seed: fc.array(fc.nat(10_000), { minLength: 300, maxLength: 300 }),
});

describe('random team events', () => {
  it('read → write TRF-2026 → read gives the same team event and the same value of every code', () => {
    let withoutBoards = 0;
    let withBoards = 0;
    fc.assert(
      fc.property(shapeArb, fc.constantFrom('fide-2024', 'fide-2026'), (shape, rules) => {
        const { source, copy } = roundTrip(randomTrf(shape));
        expect(teamPart(copy)).toEqual(teamPart(source));
        for (const code of CODES) {
          const want = outcome(source, code, rules as 'fide-2024');
          expect([code, outcome(copy, code, rules as 'fide-2024')]).toEqual([code, want]);
          if (code === 'BC') {
            if (typeof want === 'string') withoutBoards++;
            else withBoards++;
          }
        }
      }),
      { numRuns: 60 },
    );
    // Both kinds of event were met: with every board order known, and without.
    expect(withoutBoards).toBeGreaterThan(0);
    expect(withBoards).toBeGreaterThan(0);
  });
});
