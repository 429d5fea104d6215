import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadTournament } from '../../src/cli/load';
import { main } from '../../src/cli/main';
import { readTrf } from '../../src/core/readers/trf';
import { afterExport, everyStandings } from '../core/readers/trfRoundTrip';
import { runWith, tmpFile } from '../support/cli';

const root = join(__dirname, '..', '..');
const dtv2 = join(root, 'test/fixtures/spec/dtv2-swiss8.trf');

const run = (argv: string[]) => runWith(main, argv);

describe('chess-standings --format tsv', () => {
  it('prints the contract header and one row per participant in ranking order (D-TV2 values)', () => {
    const r = run([dtv2, '--tiebreaks', 'BH,SB', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    // club-systems.md D-TV2: points, BH and SB of the 8 players; P2 and P7 tie on 2.5 and BH decides.
    expect(r.out).toBe(
      [
        'Rank\tStartNo\tName\tPTS\tBH\tSB',
        '1\t1\tP1\t4.5\t11\t9.75',
        '2\t4\tP4\t4\t11\t6.5',
        '3\t3\tP3\t3\t12\t5',
        '4\t2\tP2\t2.5\t16\t7',
        '5\t7\tP7\t2.5\t12.5\t5.25',
        '6\t6\tP6\t2\t9.5\t1.5',
        '7\t8\tP8\t1\t13.5\t1.5',
        '8\t5\tP5\t0.5\t14.5\t0.5',
        '',
      ].join('\n'),
    );
  });

  it('keeps the codes exactly as given in the header', () => {
    const r = run([dtv2, '--tiebreaks', 'bh, SB', '--format', 'tsv']);
    expect(r.out.split('\n')[0]).toBe('Rank\tStartNo\tName\tPTS\tbh\tSB');
  });

  it('prints the seed crosstable from a CSV with C ahead of D on Sonneborn-Berger', () => {
    const r = run([
      join(root, 'examples/seed-crosstable.csv'),
      '--tiebreaks',
      'SB',
      '--format',
      'tsv',
    ]);
    expect(r.status).toBe(0);
    expect(r.out.split('\n').slice(0, 8)).toEqual([
      'Rank\tStartNo\tName\tPTS\tSB',
      '1\t1\tA\t5\t11.75',
      '2\t2\tB\t4.5\t10',
      '3\t3\tC\t4\t9',
      '4\t4\tD\t4\t7.75',
      '5\t5\tE\t2.5\t3',
      '6\t6\tF\t1\t0',
      '7\t7\tG\t0\t0',
    ]);
  });
});

describe('chess-standings other formats', () => {
  it('csv and json carry the same standings', () => {
    const csv = run([dtv2, '--tiebreaks', 'BH', '--format', 'csv']);
    expect(csv.out.split('\n')[1]).toBe('1,1,P1,4.5,11');
    const json = JSON.parse(run([dtv2, '--tiebreaks', 'BH', '--format', 'json']).out);
    expect(json.tiebreaks).toEqual(['BH']);
    expect(json.standings[3]).toMatchObject({
      rank: 4,
      startNo: 2,
      name: 'P2',
      points: 2.5,
      tiebreaks: { BH: 16 },
    });
  });

  it('text output shows the places and the rule set', () => {
    const r = run([dtv2, '--tiebreaks', 'BH,SB']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/rules fide-2026/);
    expect(r.out).toMatch(/^\s*1\s+1\s+P1\s+4\.5\s+11\s+9\.75$/m);
  });

  it.each([
    'examples/swiss-open.csv',
    'examples/seed-crosstable.csv',
    'test/fixtures/conformance/real/tec-swiss-individual.trf',
    'test/fixtures/spec/dtv3-swiss8-forfeit.trf',
  ])('--format trf writes %s losslessly: reading the export gives the same tournament', file => {
    // A crosstable has no rounds: it is written only with the Berger table's rounds stated.
    const crosstable = file.includes('crosstable');
    const trf = run([
      join(root, file),
      '--format',
      'trf',
      ...(crosstable ? ['--berger-rounds'] : []),
    ]);
    expect(trf.status).toBe(0);
    const source = loadTournament(
      join(root, file),
      crosstable ? { bergerRounds: true } : {},
    ).tournament;
    const back = readTrf(trf.out).tournament;
    // The rank column is the rank the standings print (their default tie-breaks).
    const tsv = run([
      join(root, file),
      '--format',
      'tsv',
      ...(crosstable ? ['--berger-rounds'] : []),
    ]);
    const ranks = new Array<number>(source.participants.length);
    for (const row of tsv.out.trimEnd().split('\n').slice(1)) {
      const [rank, startNo] = row.split('\t').map(Number);
      ranks[source.participants.findIndex(p => p.startNo === startNo)] = rank;
    }
    expect(back).toEqual(afterExport(source, ranks));
    expect(everyStandings(back)).toEqual(everyStandings(source));
  });

  it('--format trf writes the final rank by the tie-breaks (D-TV2: P2 and P7 share 2.5 points)', () => {
    // club-systems.md D-TV2 with BH, SB: P1, P4, P3, P2 (BH 16), P7 (BH 12.5), P6, P8, P5. By
    // points alone P2 and P7 would share rank 4.
    const trf = run([dtv2, '--tiebreaks', 'BH,SB', '--format', 'trf']);
    expect(trf.status).toBe(0);
    const rankOf = (no: number) =>
      trf.out
        .split('\r\n')
        .find(l => l.startsWith(`001 ${String(no).padStart(4)}`))
        ?.slice(85, 89);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(rankOf)).toEqual([
      '   1',
      '   4',
      '   3',
      '   2',
      '   8',
      '   6',
      '   5',
      '   7',
    ]);
  });

  it('--format trf: players tied on everything share the rank, as in the standings', () => {
    // Round 1 of four: Anna and Cleo won, Bert and Dora lost; nothing else tells them apart.
    const file = tmpFile(
      'tied.csv',
      'Round,Board,White,Black,Result\n1,1,Anna,Bert,1-0\n1,2,Cleo,Dora,1-0\n',
    );
    const tsv = run([file, '--tiebreaks', 'BH,SB', '--format', 'tsv']);
    expect(
      tsv.out
        .split('\n')
        .slice(1, 5)
        .map(l => l.split('\t').slice(0, 3)),
    ).toEqual([
      ['1', '1', 'Anna'],
      ['1', '3', 'Cleo'],
      ['3', '2', 'Bert'],
      ['3', '4', 'Dora'],
    ]);
    const trf = run([file, '--tiebreaks', 'BH,SB', '--format', 'trf']);
    const ranks = trf.out
      .split('\r\n')
      .filter(l => l.startsWith('001'))
      .map(l => [l.slice(14, 47).trim(), l.slice(85, 89).trim()]);
    expect(ranks).toEqual([
      ['Anna', '1'],
      ['Bert', '3'],
      ['Cleo', '1'],
      ['Dora', '3'],
    ]);
  });

  it('refuses to invent rounds for a crosstable: --format trf needs --berger-rounds', () => {
    const trf = run([join(root, 'examples/seed-crosstable.csv'), '--format', 'trf']);
    expect(trf.status).toBe(1);
    expect(trf.err).toMatch(/a crosstable has no rounds, but a TRF file needs them/);
    expect(trf.out).toBe('');
  });

  it('converts a CSV progress table to TRF that reads back to the same standings', () => {
    const trf = run([join(root, 'examples/swiss-open.csv'), '--format', 'trf']);
    expect(trf.status).toBe(0);
    expect(trf.out).toMatch(/^001 {4}1 /m);
    const file = tmpFile('open.trf', trf.out);
    const fromCsv = run([
      join(root, 'examples/swiss-open.csv'),
      '--tiebreaks',
      'BH,SB',
      '--format',
      'tsv',
    ]).out;
    const fromTrf = run([file, '--tiebreaks', 'BH,SB', '--format', 'tsv']).out;
    expect(fromTrf).toBe(fromCsv);
  });
});

describe('chess-standings errors', () => {
  it('names the CSV cell and exits with status 1', () => {
    const file = tmpFile('bad.csv', 'No,Name,R1,R2\n1,Anna,2w1,2s1\n2,Bert,1s0,1w??\n');
    const r = run([file, '--format', 'tsv']);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/D3/);
  });

  it('names the TRF line and exits with status 1', () => {
    const file = tmpFile(
      'bad.trf',
      [
        '012 Bad',
        '001    1      A                                                                  1.0       2 w 1',
        '001    2      B                                                                  0.0       9 b 0',
        '',
      ].join('\n'),
    );
    const r = run([file]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/line 3/);
  });

  it('exits with status 2 on a usage error and prints the usage', () => {
    const r = run(['--format', 'tsv']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/FILE is missing/);
    expect(r.err).toMatch(/Usage:/);
  });

  it('the built command exits 1 with the message on stderr', () => {
    const file = tmpFile('bad2.csv', 'No,Name,R1\n1,Anna,2w1\n2,Bert,1s1\n');
    const p = spawnSync(
      process.execPath,
      [join(root, 'bin/chess-standings.js'), file, '--format', 'tsv'],
      {
        encoding: 'utf8',
      },
    );
    expect(p.status).toBe(1);
    expect(p.stdout).toBe('');
    expect(p.stderr).toMatch(/C2|C3/);
  });
});

describe('chess-standings options (club-systems.md D-TV2 / D-TV3)', () => {
  const dtv3 = join(root, 'test/fixtures/spec/dtv3-swiss8-forfeit.trf');
  const p1 = (out: string) =>
    out
      .split('\n')
      .find(l => l.split('\t')[1] === '1')!
      .split('\t');

  it.each([
    ['raw', '11', '9.75'],
    ['ignore', '10', '8.75'],
    ['fide-2024', '14.5', '13.25'],
    ['fide-2026', '11', '9.75'],
  ])('--rules %s gives P1 the spec values BH %s, SB %s', (rules, bh, sb) => {
    const r = run([dtv3, '--tiebreaks', 'BH,SB', '--rules', rules, '--format', 'tsv']);
    expect(r.status).toBe(0);
    expect(p1(r.out).slice(3)).toEqual(['4.5', bh, sb]);
  });

  it('--unrated-rating is accepted and rating codes follow the spec (ARO 1950, TPR 2286 for P1)', () => {
    const r = run([dtv3, '--tiebreaks', 'ARO,TPR', '--unrated-rating', '1000', '--format', 'tsv']);
    expect(p1(r.out).slice(3)).toEqual(['4.5', '1950', '2286']);
  });

  it('--after-round ranks by the points after that round', () => {
    const r = run([dtv2, '--tiebreaks', 'BH', '--after-round', '2', '--format', 'tsv']);
    expect(r.status).toBe(0);
    const points = Object.fromEntries(
      r.out
        .trim()
        .split('\n')
        .slice(1)
        .map(l => l.split('\t'))
        .map(f => [f[2], f[3]]),
    );
    // Rounds 1-2 of D-TV2: P1 1-0, ½; P2 1, ½; P3 ½, 1; P4 1, 1; P5 0, 0; P6 0, 1; P7 ½, 0; P8 0, 0.
    expect(points).toEqual({
      P1: '1.5',
      P2: '1.5',
      P3: '1.5',
      P4: '2',
      P5: '0',
      P6: '1',
      P7: '0.5',
      P8: '0',
    });
    expect(r.out.split('\n')[1].split('\t')[2]).toBe('P4');
  });

  it('--explain prints each code of one player round by round', () => {
    const r = run([dtv3, '--tiebreaks', 'BH', '--rules', 'fide-2024', '--explain', 'P1']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/BH for P1 \(No\. 1\): 14\.5/);
    expect(r.out.split('\n').filter(l => /^[1-5]\s/.test(l))).toHaveLength(5);
  });

  it('--explain names an unknown player in one line, exit 2', () => {
    const r = run([dtv2, '--explain', 'Nobody']);
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'chess-standings: --explain: no player "Nobody" (give a start number or a name)\n',
    );
  });

  it('a preset name expands to its list in the header', () => {
    const r = run([dtv2, '--tiebreaks', 'club-classic', '--format', 'tsv']);
    expect(r.out.split('\n')[0]).toBe('Rank\tStartNo\tName\tPTS\tBH\tSB');
  });
});

describe('chess-standings subcommands', () => {
  it('teams: the B-TV2 German league order (T2, T1, T4, T3) with the contract header', () => {
    const r = run([
      'teams',
      join(root, 'test/fixtures/spec/btv2-teams4.trf'),
      '--tiebreaks',
      'GPTS,BW',
      '--format',
      'tsv',
    ]);
    expect(r.status).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe('Rank\tStartNo\tName\tMPTS\tGPTS\tBW');
    expect(lines.slice(1).map(l => l.split('\t').slice(3))).toEqual([
      ['4', '6.5', '17.5'],
      ['3', '6', '15.5'],
      ['3', '6', '13.5'],
      ['2', '5.5', '13.5'],
    ]);
  });

  it('keizer: the table of the example competition with the contract header', () => {
    const r = run([
      'keizer',
      join(root, 'examples/keizer-results.csv'),
      '--players',
      join(root, 'examples/keizer-players.csv'),
      '--format',
      'tsv',
    ]);
    expect(r.status).toBe(0);
    expect(r.out.split('\n')[0]).toBe('Rank\tName\tKeizer\tValue');
  });
});

describe('chess-standings on a crosstable: PS needs the order of the rounds', () => {
  // Four players; Berger for 4: R1 1-4, 2-3; R2 1-2, 3-4; R3 1-3, 2-4.
  // A: 1, 1.5, 2.5 → PS 5; B: 0, 0.5, 1.5 → 2; C: 1, 1.5, 1.5 → 4; D: 0, 0.5, 0.5 → 1.
  const csv = 'Nr,Name,1,2,3,4\n1,A,*,½,1,1\n2,B,½,*,0,1\n3,C,0,1,*,½\n4,D,0,0,½,*\n';

  it('is refused, exit status 1, saying why and what to use', () => {
    const r = run([tmpFile('rr.csv', csv), '--tiebreaks', 'SB,PS', '--format', 'tsv']);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/PS needs the order of the rounds.*progress table or a results list/);
    expect(r.err).toMatch(/--berger-rounds/);
  });

  it('--berger-rounds states that the Berger table gave the rounds', () => {
    const r = run([
      tmpFile('rr.csv', csv),
      '--tiebreaks',
      'PS',
      '--berger-rounds',
      '--format',
      'tsv',
    ]);
    expect(r.status).toBe(0);
    const ps = r.out
      .trim()
      .split('\n')
      .slice(1)
      .map(l => l.split('\t'))
      .map(f => [f[2], f[4]]);
    // A 2.5 first; B and C tied on 1.5, C ahead on PS 4 to 2.
    expect(ps).toEqual([
      ['A', '5'],
      ['C', '4'],
      ['B', '2'],
      ['D', '1'],
    ]);
  });

  it('--berger-rounds takes no value', () => {
    const r = run([tmpFile('rr.csv', csv), '--berger-rounds=yes']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/--berger-rounds takes no value/);
  });
});
