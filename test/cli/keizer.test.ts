/**
 * `chess-standings keizer`: the spec's Keizer vectors (club-systems.md A.3) from CSV results and
 * player lists, every scoring option on a case worked by hand, the pairing of the next evening,
 * explanations, the example files, exit statuses, and order independence of the TSV.
 */
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runKeizer } from '../../src/cli/keizer';
import type { KeizerCompetition, KeizerResult } from '../../src/core/keizer';
import { competitionArb } from '../core/keizer/arbitraries';
import {
  CAISSA_PLAYERS,
  CAISSA_R1,
  CP_BYE,
  CP_PLAYERS,
  CP_ROUNDS,
  PLAYERS_HEADER,
  RESULTS_HEADER,
  SCHLAPP_PLAYERS,
  SCHLAPP_R1,
  SCHLAPP_R2,
  SCHLAPP_R3,
  results,
  toCsv,
  tsv,
  type Row,
} from '../core/keizer/specVectors';
import { runWith } from '../support/cli';

const root = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'chess-keizer-'));
let files = 0;

function file(grid: readonly Row[], ext = '.csv'): string {
  const f = join(dir, `f${++files}${ext}`);
  writeFileSync(f, toCsv(grid));
  return f;
}

const run = (argv: string[]) => runWith(runKeizer, argv);

/** The TSV of a successful run. */
function tsvOf(argv: string[]): string {
  const r = run([...argv, '--format', 'tsv']);
  expect(r.err).toBe('');
  expect(r.status).toBe(0);
  return r.out;
}

const schlapp = file(SCHLAPP_PLAYERS);
const atv1 = file(results(SCHLAPP_R1));
const atv5r2 = file(results(SCHLAPP_R1, SCHLAPP_R2));
const atv5 = file(results(SCHLAPP_R1, SCHLAPP_R2, SCHLAPP_R3));
const SIX = [7, 6, 5, 4, 3, 2];

describe('A-TV1: schlapp, 6 players, round 1', () => {
  it('TSV: Botwinnik 10, Lasker 9.5, Capablanca 9, Keres 5, Steinitz 4, Tal 3 (published)', () => {
    expect(tsvOf([atv1, '--players', schlapp])).toBe(
      tsv(
        [
          ['Botwinnik', '10'],
          ['Lasker', '9.5'],
          ['Capablanca', '9'],
          ['Keres', '5'],
          ['Steinitz', '4'],
          ['Tal', '3'],
        ],
        SIX,
      ),
    );
  });

  it('text: a title line, the reader line, then an aligned table', () => {
    const r = run([atv1, '--players', schlapp]);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(
      'Keizer standings after round 1: iteration passes, values 7…2, own value included',
    );
    expect(lines[1]).toBe('Results list, 6 players, 1 round');
    expect(lines[2]).toBe('');
    expect(lines.slice(3, 10)).toEqual([
      'Rank  Name        Keizer  Value',
      '   1  Botwinnik       10      7',
      '   2  Lasker         9.5      6',
      '   3  Capablanca       9      5',
      '   4  Keres            5      4',
      '   5  Steinitz         4      3',
      '   6  Tal              3      2',
    ]);
  });

  it('the same numbers from a TSV file and from a German semicolon CSV', () => {
    const tab = join(dir, 'atv1.tsv');
    writeFileSync(
      tab,
      results(SCHLAPP_R1)
        .map(r => r.join('\t'))
        .join('\n'),
    );
    const semi = join(dir, 'atv1-de.csv');
    writeFileSync(
      semi,
      [
        'Runde;Brett;Weiß;Schwarz;Ergebnis',
        ...SCHLAPP_R1.map(r => r.join(';').replace('½-½', '0,5-0,5')),
      ].join('\r\n'),
    );
    const expected = tsvOf([atv1, '--players', schlapp]);
    expect(tsvOf([tab, '--players', schlapp])).toBe(expected);
    expect(tsvOf([semi, '--players', schlapp])).toBe(expected);
  });
});

describe('A-TV2: caissa, 10 players, --first-value fixed:50', () => {
  it('values 50…41: totals 99, 49, 71.5, 71, 46, 91, 65.5, 65, 42, 83 and the new ranking', () => {
    // Totals as published; ranking Jansen, de Zeeuw, de Bruin, Bakker, Slager, de Jonge,
    // de Oude, Pietersen, de Vries, de Wit.
    expect(
      tsvOf([
        file(results(CAISSA_R1)),
        '--players',
        file(CAISSA_PLAYERS),
        '--first-value',
        'fixed:50',
      ]),
    ).toBe(
      tsv(
        [
          ['Jansen', '99'],
          ['de Zeeuw', '91'],
          ['de Bruin', '83'],
          ['Bakker', '71.5'],
          ['Slager', '71'],
          ['de Jonge', '65.5'],
          ['de Oude', '65'],
          ['Pietersen', '49'],
          ['de Vries', '46'],
          ['de Wit', '42'],
        ],
        [50, 49, 48, 47, 46, 45, 44, 43, 42, 41],
      ),
    );
  });
});

describe('A-TV3: chesspairing fixed point, values base N (--first-value count)', () => {
  const cp = file(CP_PLAYERS);
  const rounds = file(results(CP_ROUNDS));
  const base = [rounds, '--players', cp, '--first-value', 'count', '--iteration', 'fixed-point'];

  it('(a) own value included: converges at once, p1 6.5, p2 6, p3 4.5, p4 1', () => {
    expect(tsvOf(base)).toBe(
      tsv(
        [
          ['p1', '6.5'],
          ['p2', '6'],
          ['p3', '4.5'],
          ['p4', '1'],
        ],
        [4, 3, 2, 1],
      ),
    );
  });

  it('(b) own value excluded: oscillates; the mean of the last two gives p2 3, p1 2.5, p3 2.5, p4 0', () => {
    expect(tsvOf([...base, '--own-value', 'no'])).toBe(
      tsv(
        [
          ['p2', '3'],
          ['p1', '2.5'],
          ['p3', '2.5'],
          ['p4', '0'],
        ],
        [4, 3, 2, 1],
      ),
    );
    const text = run([...base, '--own-value', 'no']).out;
    expect(text.split('\n')[0]).toBe(
      'Keizer standings after round 2: iteration fixed-point: the ranking alternated, totals are ' +
        'the mean of the last two scorings, values 4…1, own value not included',
    );
  });

  it('(c) a bye is half the own value: p1 5, p2 2, p3 1.5', () => {
    const three = file(CP_PLAYERS.slice(0, 4));
    expect(
      tsvOf([
        file(results(CP_BYE)),
        '--players',
        three,
        '--first-value',
        'count',
        '--iteration',
        'fixed-point',
      ]),
    ).toBe(
      tsv(
        [
          ['p1', '5'],
          ['p2', '2'],
          ['p3', '1.5'],
        ],
        [3, 2, 1],
      ),
    );
  });
});

describe('A-TV5: three rounds in all three iteration modes (final totals of the spec)', () => {
  it('passes (default): B 17.5, C 14.6, K 12.5, L 8.5, S 7, T 3', () => {
    const expected = tsv(
      [
        ['Botwinnik', '17.5'],
        ['Capablanca', '14.6'],
        ['Keres', '12.5'],
        ['Lasker', '8.5'],
        ['Steinitz', '7'],
        ['Tal', '3'],
      ],
      SIX,
    );
    expect(tsvOf([atv5, '--players', schlapp])).toBe(expected);
    expect(tsvOf([atv5, '--players', schlapp, '--iteration', 'passes'])).toBe(expected);
  });

  it('fixed-point: B 16, C 14.6, K 12.5, L 7.5, S 7.5 (L ahead by rating), T 3', () => {
    expect(tsvOf([atv5, '--players', schlapp, '--iteration', 'fixed-point'])).toBe(
      tsv(
        [
          ['Botwinnik', '16'],
          ['Capablanca', '14.6'],
          ['Keres', '12.5'],
          ['Lasker', '7.5'],
          ['Steinitz', '7.5'],
          ['Tal', '3'],
        ],
        SIX,
      ),
    );
  });

  it('frozen: B 19, C 15.95, K 13.5, S 8, L 6.5, T 3', () => {
    expect(tsvOf([atv5, '--players', schlapp, '--iteration=frozen'])).toBe(
      tsv(
        [
          ['Botwinnik', '19'],
          ['Capablanca', '15.95'],
          ['Keres', '13.5'],
          ['Steinitz', '8'],
          ['Lasker', '6.5'],
          ['Tal', '3'],
        ],
        SIX,
      ),
    );
  });

  it('TSV numbers are exact decimals: 14.6 and 15.95, never 14.599… or 15.950…01', () => {
    const passes = tsvOf([atv5, '--players', schlapp]);
    const frozen = tsvOf([atv5, '--players', schlapp, '--iteration', 'frozen']);
    expect(passes).toContain('\tCapablanca\t14.6\t');
    expect(frozen).toContain('\tCapablanca\t15.95\t');
    for (const out of [passes, frozen]) {
      for (const field of out.split(/[\t\n]/)) {
        if (/^[\d.]+$/.test(field)) expect(field).toMatch(/^\d+(\.\d{1,2})?$/);
      }
    }
  });

  it('--explain Capablanca: 6 (own) + 3 (win vs Steinitz) + 2.1 (0.35 × 6) + 3.5 (½ × 7) = 14.6', () => {
    const r = run([atv5, '--players', schlapp, '--explain', 'capablanca']);
    expect(r.status).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('2. Capablanca: 14.6');
    expect(lines[1]).toMatch(
      /^own value: 6 = 1 × 6 \(own value, rank 2 in the standings after round 2\)$/,
    );
    expect(lines[2]).toMatch(/^round 1: win vs Steinitz \(Black\): 3 = 1 × 3 \(Steinitz's value/);
    expect(lines[3]).toMatch(/^round 2: excused absence, absence 1: 2\.1 = 0\.35 × 6 \(own value/);
    expect(lines[4]).toMatch(
      /^round 3: draw vs Botwinnik \(White\): 3\.5 = 0\.5 × 7 \(Botwinnik's value/,
    );
    expect(lines).toHaveLength(5);
  });
});

describe('A-TV5 pairings via --pair', () => {
  it('round 2, Capablanca absent: Botwinnik (White) – Lasker, Steinitz (White) – Keres, bye Tal', () => {
    expect(
      tsvOf([
        atv1,
        '--players',
        schlapp,
        '--pair',
        '--present',
        'Botwinnik,Lasker,Keres,Steinitz,Tal',
      ]),
    ).toBe('Board\tWhite\tBlack\n1\tBotwinnik\tLasker\n2\tSteinitz\tKeres\nbye\tTal\t\n');
  });

  it('round 3, all present: Capablanca, Keres and Tal White', () => {
    const all = 'Botwinnik, Lasker, Capablanca, Steinitz, Tal, Keres';
    expect(tsvOf([atv5r2, '--players', schlapp, '--pair', '--present', all])).toBe(
      'Board\tWhite\tBlack\n1\tCapablanca\tBotwinnik\n2\tKeres\tLasker\n3\tTal\tSteinitz\n',
    );
  });

  it('text: title, aligned boards and the bye on its own line; --present alone implies --pair', () => {
    const r = run([
      atv1,
      '--players',
      schlapp,
      '--present',
      'botwinnik; LASKER; Keres; Steinitz; Tal',
    ]);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Keizer pairings for round 2: 5 present, ranking after round 1',
        'Results list, 6 players, 1 round',
        '',
        'Board  White      Black',
        '    1  Botwinnik  Lasker',
        '    2  Steinitz   Keres',
        'Bye: Tal',
        '',
      ].join('\n'),
    );
  });

  it('pairing options: --gap never keeps Botwinnik and Lasker apart in round 2', () => {
    // Present B, L, K, S (ranking B, L, K, S after round 1): B–L met in round 1, so B–K, L–S.
    // Colours: B (−1) vs K (+1) → Botwinnik White; L (+1) vs S (+1), never met → lower-ranked
    // Steinitz White.
    expect(
      tsvOf([
        atv1,
        '--players',
        schlapp,
        '--pair',
        '--present',
        'Botwinnik,Lasker,Keres,Steinitz',
        '--gap',
        'never',
      ]),
    ).toBe('Board\tWhite\tBlack\n1\tBotwinnik\tKeres\n2\tSteinitz\tLasker\n');
  });
});

describe('scoring options on cases worked by hand', () => {
  it('--rounding banker: 6 players → values 8…3 (A-TV6); B 11.5, L 11, C 11 (L by rating), K 7, S 5, T 4', () => {
    // Rating order B 8, L 7, C 6, S 5, T 4, K 3. B 8 + ½·7; L 7 + ½·8; C 6 + 5; K 3 + 4.
    expect(tsvOf([atv1, '--players', schlapp, '--rounding', 'banker'])).toBe(
      tsv(
        [
          ['Botwinnik', '11.5'],
          ['Lasker', '11'],
          ['Capablanca', '11'],
          ['Keres', '7'],
          ['Steinitz', '5'],
          ['Tal', '4'],
        ],
        [8, 7, 6, 5, 4, 3],
      ),
    );
  });

  it('--first-value count: values 6…1; B 8.5, L 8, C 7, S 3, K 3 (S by rating), T 2', () => {
    // B 6 + ½·5; L 5 + ½·6; C 4 + 3 (Steinitz); K 1 + 2 (Tal); S 3; T 2.
    expect(tsvOf([atv1, '--players', schlapp, '--first-value', 'count'])).toBe(
      tsv(
        [
          ['Botwinnik', '8.5'],
          ['Lasker', '8'],
          ['Capablanca', '7'],
          ['Steinitz', '3'],
          ['Keres', '3'],
          ['Tal', '2'],
        ],
        [6, 5, 4, 3, 2, 1],
      ),
    );
  });

  it('--own-value no: C 4, L 3.5, B 3, K 3 (B by rating), S 0, T 0', () => {
    expect(tsvOf([atv1, '--players', schlapp, '--own-value', 'no'])).toBe(
      tsv(
        [
          ['Capablanca', '4'],
          ['Lasker', '3.5'],
          ['Botwinnik', '3'],
          ['Keres', '3'],
          ['Steinitz', '0'],
          ['Tal', '0'],
        ],
        SIX,
      ),
    );
  });

  it('--loss 0.1 (a "toughness bonus"): Steinitz 4 + 0.1·5 = 4.5, Tal 3 + 0.1·2 = 3.2', () => {
    expect(tsvOf([atv1, '--players', schlapp, '--loss', '0.1'])).toBe(
      tsv(
        [
          ['Botwinnik', '10'],
          ['Lasker', '9.5'],
          ['Capablanca', '9'],
          ['Keres', '5'],
          ['Steinitz', '4.5'],
          ['Tal', '3.2'],
        ],
        SIX,
      ),
    );
  });

  it('--bye 1 --excused 0.5 on A-TV5: Capablanca 6 + 3 + 3 + 3.5 = 15.5, Tal 2 + 2 = 4', () => {
    // Pass 2: C 5 + 3 + 2.5 = 10.5, T 2 + 2 = 4: the ranking stays B, C, L, K, S, T, so pass 3
    // uses the spec's values B 7, C 6, L 5, K 4, S 3, T 2.
    expect(tsvOf([atv5, '--players', schlapp, '--bye', '1', '--excused', '0.5'])).toBe(
      tsv(
        [
          ['Botwinnik', '17.5'],
          ['Capablanca', '15.5'],
          ['Keres', '12.5'],
          ['Lasker', '8.5'],
          ['Steinitz', '7'],
          ['Tal', '4'],
        ],
        SIX,
      ),
    );
  });

  it('--unexcused 0.05 with Capablanca simply not listed in round 2 (missing counts as unexcused)', () => {
    // Pass 2: C 5 + 3 + 0.05·5 = 8.25 → ranking B 16, L 9.5, C 8.25, K 7.5, S 5, T 3 → pass 3
    // values B 7, L 6, C 5, K 4, S 3, T 2: B 7 + 3 + 6 + 2.5 = 18.5; K 4 + 2 + 1.5 + 6 = 13.5;
    // C 5 + 3 + 0.25 + 3.5 = 11.75; L 6 + 3.5 = 9.5; S 3 + 2 + 2 = 7; T 2 + 1 = 3.
    const missing = file(
      results(
        SCHLAPP_R1,
        SCHLAPP_R2.filter(r => r[2] !== 'Capablanca'),
        SCHLAPP_R3,
      ),
    );
    const expected = tsv(
      [
        ['Botwinnik', '18.5'],
        ['Keres', '13.5'],
        ['Capablanca', '11.75'],
        ['Lasker', '9.5'],
        ['Steinitz', '7'],
        ['Tal', '3'],
      ],
      SIX,
    );
    expect(tsvOf([missing, '--players', schlapp, '--unexcused', '0.05'])).toBe(expected);
    // the same written as a row
    const written = file(
      results(
        SCHLAPP_R1,
        SCHLAPP_R2.map(r =>
          r[2] === 'Capablanca' ? [2, '', 'Capablanca', '', 'unentschuldigt'] : r,
        ),
        SCHLAPP_R3,
      ),
    );
    expect(tsvOf([written, '--players', schlapp, '--unexcused', '0.05'])).toBe(expected);
  });

  it('--club: Capablanca away for the club team in round 2 earns 0.7 (or 0.5) of his own value', () => {
    // Pass 2: C 5 + 3 + 3.5 = 11.5 (or 10.5): ranking as in the spec; pass 3 with C at 6:
    // 6 + 3 + 4.2 + 3.5 = 16.7 (or 6 + 3 + 3 + 3.5 = 15.5).
    const club = file(
      results(
        SCHLAPP_R1,
        SCHLAPP_R2.map(r =>
          r[2] === 'Capablanca' ? [2, '', 'Capablanca', '', 'Mannschaftskampf'] : r,
        ),
        SCHLAPP_R3,
      ),
    );
    const rows = (capa: string) =>
      tsv(
        [
          ['Botwinnik', '17.5'],
          ['Capablanca', capa],
          ['Keres', '12.5'],
          ['Lasker', '8.5'],
          ['Steinitz', '7'],
          ['Tal', '3'],
        ],
        SIX,
      );
    expect(tsvOf([club, '--players', schlapp])).toBe(rows('16.7'));
    expect(tsvOf([club, '--players', schlapp, '--club', '0.5'])).toBe(rows('15.5'));
  });

  it('--vs-withdrawn: Tal withdrawn (player list); Keres earns 0.75 (or 0.5) of his own value 2', () => {
    // N = 5: values 6…2 for B, L, C, S, K. B 6 + 2.5; L 5 + 3; C 4 + 3; K 2 + 1.5 (or + 1); S 3.
    const players = file(
      SCHLAPP_PLAYERS.map(r => (r[0] === 'Tal' ? ['Tal', 2786, 'withdrawn'] : r)),
    );
    expect(tsvOf([atv1, '--players', players])).toBe(
      tsv(
        [
          ['Botwinnik', '8.5'],
          ['Lasker', '8'],
          ['Capablanca', '7'],
          ['Keres', '3.5'],
          ['Steinitz', '3'],
        ],
        [6, 5, 4, 3, 2],
      ),
    );
    expect(tsvOf([atv1, '--players', players, '--vs-withdrawn', '0.5'])).toBe(
      tsv(
        [
          ['Botwinnik', '8.5'],
          ['Lasker', '8'],
          ['Capablanca', '7'],
          ['Steinitz', '3'],
          ['Keres', '3'],
        ],
        [6, 5, 4, 3, 2],
      ),
    );
    const text = run([atv1, '--players', players]).out;
    expect(text).toMatch(/\nWithdrawn: Tal\n$/);
  });

  it('without --players: everyone unrated, so the starting order is by name', () => {
    // By name B 7, C 6, K 5, L 4, S 3, T 2: B 7 + 2; C 6 + 3; K 5 + 2; L 4 + 3.5; S 3; T 2;
    // B and C tie at 9 and are both unrated: the name decides.
    expect(tsvOf([atv1])).toBe(
      tsv(
        [
          ['Botwinnik', '9'],
          ['Capablanca', '9'],
          ['Lasker', '7.5'],
          ['Keres', '7'],
          ['Steinitz', '3'],
          ['Tal', '2'],
        ],
        SIX,
      ),
    );
  });

  it('German option names work as flags', () => {
    expect(tsvOf([atv5, '--players', schlapp, '--Iteration', 'eingefroren'])).toBe(
      tsvOf([atv5, '--players', schlapp, '--iteration', 'frozen']),
    );
  });
});

describe('the example files (the seed evening and two invented ones)', () => {
  const ex = (f: string) => join(root, 'examples', f);
  const args = [ex('keizer-results.csv'), '--players', ex('keizer-players.csv')];

  it('standings worked by hand: 15 ranked (Gruner withdrew), values 21…7', () => {
    // Pass 3 values are the ranking after round 2 (Hahlbohm 21, Linke 20, Tiemer 19, Meier 18,
    // Kohla 17, Scholz 16, Eisenmann 15, Woschech 14, Höhne 13, Langer 12, Bittorf 11, Ewald 10,
    // Höckendorf 9, Lange 8, Malayev 7). For example Hahlbohm 21 + 0.75·21 (beat the withdrawn
    // Gruner) + ½·19 + 20 = 66.25; Kohla 17 + 7 + 0.7·17 (club) + ½·19 = 45.4; Meier 18 + 8 + 13
    // + 0.35·18 (excused) = 45.3; Scholz 16 + ½·11 + 11 + 0.35·16 (not listed) = 38.1;
    // Woschech 14 + 9 + 0 + 15 (forfeit) = 38; Malayev 7 + 0 + 0.35·7 + ½·7 (bye) = 12.95.
    expect(tsvOf(args)).toBe(
      tsv(
        [
          ['Hahlbohm, Matthias', '66.25'],
          ['Tiemer, Klaus', '53'],
          ['Kohla, Patrice', '45.4'],
          ['Meier, Karl-Heinz', '45.3'],
          ['Linke, Rico', '44'],
          ['Scholz, Alexander', '38.1'],
          ['Woschech, Andreas', '38'],
          ['Höhne, Wolfgang', '31'],
          ['Eisenmann, Philipp', '27'],
          ['Bittorf, Uwe', '24'],
          ['Lange, Christoph', '21.5'],
          ['Ewald, Jutta', '19'],
          ['Langer, Günter', '18.5'],
          ['Höckendorf, Hartmut', '13'],
          ['Malayev, Daniel', '12.95'],
        ],
        [21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7],
      ),
    );
  });

  it('every kind of evening appears in some explanation, each credit = fraction × value', () => {
    const kinds = new Set<string>();
    for (const who of ['Hahlbohm', 'Kohla', 'Meier', 'Scholz', 'Woschech', 'Malayev', 'Ewald']) {
      const r = run([...args, '--explain', who]);
      expect(r.status).toBe(0);
      for (const line of r.out.trimEnd().split('\n').slice(1)) {
        const m =
          /^(?:round \d+|own value): (.*?): ?([\d.]+) = ([\d.]+) × ([\d.]+) /.exec(line) ??
          /^own value: ([\d.]+) = ([\d.]+) × ([\d.]+) /.exec(line);
        expect(m).not.toBeNull();
        const [credit, fraction, value] = (m as RegExpExecArray).slice(-3).map(Number);
        expect(credit).toBeCloseTo(fraction * value, 10);
        kinds.add(line.replace(/:.*$/, '') === 'own value' ? 'own' : (m as RegExpExecArray)[1]);
      }
    }
    const all = [...kinds].join(' | ');
    for (const kind of [
      'opponent withdrawn',
      'absent for the club team',
      'excused absence',
      'unexcused absence (not listed)',
      'unexcused absence,',
      'forfeit win',
      'bye',
    ]) {
      expect(all).toContain(kind);
    }
  });

  it('round 4 for everyone but Gruner: 14 present, so the lowest-ranked present gets the bye', () => {
    const present = [
      'Bittorf, Uwe',
      'Eisenmann, Philipp',
      'Ewald, Jutta',
      'Hahlbohm, Matthias',
      'Höckendorf, Hartmut',
      'Höhne, Wolfgang',
      'Kohla, Patrice',
      'Lange, Christoph',
      'Langer, Günter',
      'Linke, Rico',
      'Malayev, Daniel',
      'Meier, Karl-Heinz',
      'Scholz, Alexander',
      'Tiemer, Klaus',
      'Woschech, Andreas',
    ].filter(n => n !== 'Malayev, Daniel');
    const out = tsvOf([...args, '--pair', '--present', present.join(', ')]);
    const rows = out
      .trimEnd()
      .split('\n')
      .slice(1)
      .map(l => l.split('\t'));
    expect(rows).toHaveLength(7);
    // top board: Hahlbohm and Tiemer, the first two of the table
    expect(new Set(rows[0].slice(1))).toEqual(new Set(['Hahlbohm, Matthias', 'Tiemer, Klaus']));
    expect(new Set(rows.flatMap(r => r.slice(1)))).toEqual(new Set(present));
  });
});

describe('errors', () => {
  it('a bad result: exit 1, the file and the cell as in a spreadsheet', () => {
    const bad = file(
      results(SCHLAPP_R1.map((r, i) => (i === 1 ? [1, 2, 'Steinitz', 'Capablanca', '2-0'] : r))),
    );
    const r = run([bad, '--players', schlapp]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      new RegExp(
        `^chess-standings keizer: ${bad.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}: E3: found "2-0"; expected a result`,
      ),
    );
  });

  it('a bad player list: exit 1, naming the player list file and its cell', () => {
    const players = file(
      SCHLAPP_PLAYERS.map((r, i) => (i === 3 ? ['Capablanca', 'stark', ''] : r)),
    );
    const r = run([atv1, '--players', players]);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${players}: B4: found "stark"`);
  });

  it('a player missing from the player list: exit 1 at the results cell', () => {
    const r = run([atv1, '--players', file(SCHLAPP_PLAYERS.filter(p => p[0] !== 'Tal'))]);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${atv1}: D4: "Tal" is not in the player list`);
  });

  it('no pairing possible: exit 1 with the reason', () => {
    const r = run([
      atv1,
      '--players',
      schlapp,
      '--pair',
      '--present',
      'Botwinnik,Lasker',
      '--gap',
      'never',
    ]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(
      /no pairing possible for round 2: there is no way to pair the 2 present players so that no pair meets again within 99 rounds/,
    );
  });

  it.each<[string[], RegExp]>([
    [['--bye', '2'], /--bye: "2" is not a fraction from 0 to 1/],
    [['--first-value', 'biggest'], /--first-value: "biggest" is not ratio:3/],
    [['--iteration', 'twice'], /--iteration: "twice" is not one of passes, fixed-point or frozen/],
    [['--rounding', 'banker', '--first-value', 'fixed:50'], /rounding applies to the ratio rule/],
    [['--colour', 'white'], /unknown option --colour/],
    [['--format', 'json'], /--format: "json" is not one of text, tsv/],
    [['--bye'], /--bye needs a value/],
    [['--pair'], /--pair needs --present/],
    [['--explain', 'Tal', '--present', 'Tal'], /cannot be combined/],
    [['second.csv'], /only one RESULTS file expected/],
  ])('usage error %j: exit 2 with the usage text', (extra, message) => {
    const r = run([atv1, '--players', schlapp, ...extra]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err).toContain('Usage:\n  chess-standings keizer RESULTS.csv');
  });

  it.each<[string[], string]>([
    [
      ['--present', 'Botwinnik,Kasparov'],
      '--present: no player "Kasparov" in the results or the player list',
    ],
    [
      ['--present', 'Botwinnik,Botwinnik'],
      '--present: "Botwinnik" and "Botwinnik" are both Botwinnik',
    ],
    [
      ['--explain', 'Kasparov'],
      '--explain: no player "Kasparov" in the results or the player list',
    ],
  ])('a name that fits no one %j: exit 2, one line, no usage text', (extra, message) => {
    const r = run([atv1, '--players', schlapp, ...extra]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`chess-standings keizer: ${message}\n`);
  });

  it('names that fit no one, said in German with --lang de', () => {
    const r = run([atv1, '--players', schlapp, '--explain', 'Kasparov', '--lang', 'de']);
    expect(r.err).toBe(
      'chess-standings keizer: --explain: kein Spieler „Kasparov“ in den Ergebnissen oder der Spielerliste\n',
    );
  });

  it('a withdrawn player cannot be present; an ambiguous name asks for more', () => {
    const players = file(
      SCHLAPP_PLAYERS.map(r => (r[0] === 'Tal' ? ['Tal', 2786, 'withdrawn'] : r)),
    );
    const r = run([atv1, '--players', players, '--pair', '--present', 'Botwinnik,Tal']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/--present: Tal has withdrawn/);
    const e = run([atv1, '--players', schlapp, '--explain', 'er']);
    expect(e.status).toBe(2);
    expect(e.err).toBe(
      'chess-standings keizer: --explain: "er" could be Lasker; Keres; write more of it\n',
    );
  });

  it('files that cannot be read, no file at all, --help', () => {
    const missing = run([join(dir, 'nope.csv')]);
    expect(missing.status).toBe(2);
    expect(missing.err).toBe(
      `chess-standings keizer: cannot read ${join(dir, 'nope.csv')}: there is no such file\n`,
    );
    expect(run(['--players', schlapp]).status).toBe(2);
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toContain('Board<TAB>White<TAB>Black, the bye as a row "bye<TAB>NAME<TAB>"');
    expect(run([]).status).toBe(0);
  });
});

describe('property: the TSV never depends on the order rows are typed in', () => {
  const expectedPasses = tsv(
    [
      ['Botwinnik', '17.5'],
      ['Capablanca', '14.6'],
      ['Keres', '12.5'],
      ['Lasker', '8.5'],
      ['Steinitz', '7'],
      ['Tal', '3'],
    ],
    SIX,
  );
  const rows = [...SCHLAPP_R1, ...SCHLAPP_R2, ...SCHLAPP_R3];
  const players = SCHLAPP_PLAYERS.slice(1);

  it('A-TV5 with results and players in any order: the spec totals and the same pairing', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(rows, { minLength: rows.length }),
        fc.shuffledSubarray(players, { minLength: players.length }),
        (rs, ps) => {
          const r = file([RESULTS_HEADER, ...rs]);
          const p = file([PLAYERS_HEADER, ...ps]);
          expect(tsvOf([r, '--players', p])).toBe(expectedPasses);
          const pairing = tsvOf([
            r,
            '--players',
            p,
            '--present',
            'Tal,Steinitz,Keres,Lasker,Botwinnik',
          ]);
          expect(pairing).toBe(
            tsvOf([atv5, '--players', schlapp, '--present', 'Botwinnik,Lasker,Keres,Steinitz,Tal']),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('--pair on the examples: every present player exactly once, no absent one, the lowest-ranked present has the bye', () => {
    const ex = (f: string) => join(root, 'examples', f);
    const args = [ex('keizer-results.csv'), '--players', ex('keizer-players.csv')];
    const ranking = tsvOf(args)
      .trimEnd()
      .split('\n')
      .slice(1)
      .map(l => l.split('\t')[1]);
    fc.assert(
      fc.property(fc.subarray(ranking, { minLength: 1 }), fc.boolean(), (present, text) => {
        const listed = [...present].reverse().join('; ');
        const r = run([...args, '--present', listed, ...(text ? [] : ['--format', 'tsv'])]);
        expect(r.status).toBe(0);
        if (text) return;
        // (not trimEnd: the bye row ends in the tab before its empty Black)
        const rows = r.out
          .replace(/\n$/, '')
          .split('\n')
          .slice(1)
          .map(l => l.split('\t'));
        const paired = rows.flatMap(([board, white, black]) =>
          board === 'bye' ? [white] : [white, black],
        );
        expect([...paired].sort()).toEqual([...present].sort());
        const bye = rows.filter(row => row[0] === 'bye');
        expect(bye).toHaveLength(present.length % 2);
        if (bye.length === 1) expect(bye[0]).toEqual(['bye', present[present.length - 1], '']);
        // the boards follow the ranking: board k holds the present players 2k−1 and 2k
        rows
          .filter(row => row[0] !== 'bye')
          .forEach(([board, white, black]) => {
            const k = Number(board);
            expect(new Set([white, black])).toEqual(new Set(present.slice(2 * k - 2, 2 * k)));
          });
      }),
      { numRuns: 60 },
    );
  });

  const RESULT_TEXT: Record<KeizerResult, string> = {
    '1-0': '1-0',
    '½-½': '½-½',
    '0-1': '0-1',
    '+-': '+:-',
    '-+': '-:+',
    '--': '-:-',
  };

  /** A random competition typed as a results list (not-joined rounds are simply not listed). */
  function typed(c: KeizerCompetition): { results: Row[]; players: Row[] } {
    const results: Row[] = [];
    c.rounds.forEach((round, r) => {
      round.games.forEach((g, b) =>
        results.push([r + 1, b + 1, g.white, g.black, RESULT_TEXT[g.result]]),
      );
      for (const o of round.offBoard ?? []) {
        if (o.kind !== 'not-joined') results.push([r + 1, '', o.player, '', o.kind]);
      }
    });
    const players = c.players.map((p): Row => [
      p.name,
      p.rating ?? '',
      p.status === 'withdrawn' ? 'withdrawn' : '',
    ]);
    return { results, players };
  }

  it('random competitions: every order of the rows gives the same exit status and TSV', () => {
    fc.assert(
      fc.property(
        competitionArb(8, 4).chain(c => {
          const t = typed(c);
          return fc.tuple(
            fc.constant(t),
            fc.shuffledSubarray(t.results, { minLength: t.results.length }),
            fc.shuffledSubarray(t.players, { minLength: t.players.length }),
            fc.constantFrom<string[]>(
              [],
              ['--iteration', 'fixed-point'],
              ['--iteration', 'frozen'],
            ),
          );
        }),
        ([t, rs, ps, mode]) => {
          const a = run([
            file([RESULTS_HEADER, ...t.results]),
            '--players',
            file([PLAYERS_HEADER, ...t.players]),
            '--format',
            'tsv',
            ...mode,
          ]);
          const b = run([
            file([RESULTS_HEADER, ...rs]),
            '--players',
            file([PLAYERS_HEADER, ...ps]),
            '--format',
            'tsv',
            ...mode,
          ]);
          expect(b.status).toBe(a.status);
          expect(b.out).toBe(a.out);
        },
      ),
      { numRuns: 60 },
    );
  });
});
