/**
 * `chess-standings teams`: the TSV contract (`Rank StartNo Name MPTS <code>…`), TRF team files,
 * team crosstables and match lists saved as CSV, explanations, and the exit statuses.
 */
import { join } from 'node:path';
import { parseTeamsArgs, runTeams } from '../../src/cli/teams';
import { runWith, tmpFile } from '../support/cli';

const root = join(__dirname, '..', '..');
const btv2 = join(root, 'test/fixtures/spec/btv2-teams4.trf');
const tec = join(root, 'test/fixtures/conformance/real/tec-swiss-team.trf');

const run = (argv: string[]) => runWith(runTeams, argv);

describe('--format tsv', () => {
  it('B-TV2: German order with the spec values (club-systems.md)', () => {
    const r = run([btv2, '--tiebreaks', 'GPTS,BW,BC,EMGSB/C1', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Rank\tStartNo\tName\tMPTS\tGPTS\tBW\tBC\tEMGSB/C1',
        '1\t2\tTeam Two\t4\t6.5\t17.5\t15\t12',
        '2\t1\tTeam One\t3\t6\t15.5\t14.5\t12.5',
        '3\t4\tTeam Four\t3\t6\t13.5\t16.5\t15.5',
        '4\t3\tTeam Three\t2\t5.5\t13.5\t14\t13.5',
        '',
      ].join('\n'),
    );
  });

  it('the bundled league example (B-TV2 with club names) in the German league order', () => {
    // examples/team-league.csv is B-TV2 as a match list: SK Turm = T1, SC Springer = T2,
    // SV Läufer = T3, SG Dame = T4. MP, BP and BW from the spec; BW2 (boards 1–2 weighted 2, 1)
    // by hand: Springer ½·2+0 (R1) + 1·2+½ (R2) + 1·2+½ (R3) = 6; Turm ½·2+1 + 0+1 + 1·2+0 = 5;
    // Dame 1·2+0 + 0+½ + 0+1 = 3.5; Läufer 0+1 + 1·2+0 + 0+½ = 3.5.
    const example = join(root, 'examples/team-league.csv');
    const r = run([example, '--tiebreaks', 'GPTS,BW,BW4,BW2', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      [
        'Rank\tStartNo\tName\tMPTS\tGPTS\tBW\tBW4\tBW2',
        '1\t2\tSC Springer\t4\t6.5\t17.5\t17.5\t6',
        '2\t1\tSK Turm\t3\t6\t15.5\t15.5\t5',
        '3\t4\tSG Dame\t3\t6\t13.5\t13.5\t3.5',
        '4\t3\tSV Läufer\t2\t5.5\t13.5\t13.5\t3.5',
        '',
      ].join('\n'),
    );
  });

  it('TEC team Swiss: EDE inside each match-point group, then BH:MP (reference values)', () => {
    const r = run([tec, '--tiebreaks', 'EDE,BH:MP', '--rules', 'fide-2024', '--format', 'tsv']);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Rank\tStartNo\tName\tMPTS\tEDE\tBH:MP',
        '1\t4\tDeer\t10\t1\t56',
        '2\t2\tBonobos\t10\t2\t57',
        '3\t1\tAntelopes\t10\t3\t64',
        '4\t3\tCougars\t10\t4\t58',
        '5\t5\tElephants\t10\t5\t55',
        '6\t6\tFalcons\t7\t1\t46',
        '7\t8\tHippopotami\t7\t2\t41',
        '8\t13\tMoose\t6\t0\t52',
        '9\t9\tIguanas\t6\t0\t50',
        '10\t7\tGiraffes\t6\t0\t44',
        '11\t10\tJackals\t5\t0\t44',
        '12\t11\tKoalas\t4\t0\t41',
        '13\t14\tNarwhals\t4\t0\t36',
        '14\t12\tLynxes\t2\t0\t41',
        '',
      ].join('\n'),
    );
  });

  it('defaults to the TRF-2026 sample list for a Swiss event', () => {
    const r = run([tec, '--format', 'tsv']);
    expect(r.out.split('\n')[0]).toBe(
      'Rank\tStartNo\tName\tMPTS\tEDET/P\tEMGSB/C1/P\tBH:MP/C1/P\tMPVGP',
    );
  });
});

describe('sheets saved as CSV', () => {
  const crosstable = [
    'Nr,Mannschaft,1,2,3,4,BP,MP',
    '1,T1,**,2,"2,5",1½,6,3',
    '2,T2,2,**,2.5,2,6½,4',
    '3,T3,1½,1½,**,"2,5",5½,2',
    '4,T4,2½,2,1.5,**,6,3',
  ].join('\n');

  it('reads a team crosstable (Olympiad order of B-TV2)', () => {
    const r = run([
      tmpFile('league.csv', crosstable),
      '--tiebreaks',
      'olympiad-2016',
      '--format',
      'csv',
    ]);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Rank,StartNo,Name,MPTS,OSB,GPTS,OBH',
        '1,2,T2,4,12,6.5,6',
        '2,4,T4,3,15.5,6,7',
        '3,1,T1,3,12.5,6,7',
        '4,3,T3,2,13.5,5.5,7',
        '',
      ].join('\n'),
    );
  });

  it('names both cells of a mirror error as the sheet shows them, exit 1', () => {
    const bad = crosstable.replace('2,T2,2,**', '2,T2,3,**');
    const r = run([tmpFile('league.csv', bad), '--format', 'tsv']);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /league\.csv: D2: "2" and "3" in C3 add up to 5, but a match is played on 4 boards/,
    );
  });

  it('reads a match list and explains a team’s Berliner Wertung', () => {
    const list = [
      'Round,Home,Away,Board,Home player,Away player,Result',
      '1,M1,M2,1,A,B,½-½',
      ',,,2,C,D,1-0',
      ',,,3,E,F,0-1',
      ',,,4,G,H,½-½',
    ].join('\n');
    const r = run([tmpFile('match.csv', list), '--tiebreaks', 'BW', '--explain', 'M1']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^BW for M1 \(No\. 1\): 5\.5\nBerliner Wertung = 5\.5/);
    expect(r.out).toMatch(/boards 0\.5 1 0 0\.5/);
  });
});

describe('text and json', () => {
  it('prints a table with the rules line', () => {
    const r = run([btv2, '--tiebreaks', 'german-league']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/rules fide-2026\n\nRank {2}No {2}Team +MP +GPTS +BW +BW4 +BW2 +LOT\n/);
  });

  it('gives match and game points in json', () => {
    const r = run([btv2, '--tiebreaks', 'BC', '--format', 'json']);
    const j = JSON.parse(r.out);
    expect(j.primary).toBe('MP');
    expect(j.standings[0]).toMatchObject({
      name: 'Team Two',
      matchPoints: 4,
      gamePoints: 6.5,
      tiebreaks: { BC: 15 },
    });
  });
});

describe('usage', () => {
  it('parses the options', () => {
    expect(
      parseTeamsArgs(['x.trf', '--primary', 'gp', '--match-points', '3,1,0', '--boards=8']),
    ).toEqual({
      file: 'x.trf',
      format: 'text',
      primary: 'GP',
      matchPoints: { win: 3, draw: 1, loss: 0 },
      boards: 8,
      lang: 'en',
      verbose: false,
    });
    expect(parseTeamsArgs(['x.trf', '--verbose'])).toMatchObject({ verbose: true });
    expect(parseTeamsArgs([])).toBe('help');
  });

  it('exits 2 for a mistake on the command line, 1 for an unknown code', () => {
    expect(run([btv2, '--format', 'xml']).status).toBe(2);
    expect(run([btv2, '--match-points', '2,1']).err).toMatch(/three numbers/);
    const r = run([btv2, '--tiebreaks', 'XYZ']);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/unknown team tie-break "XYZ"/);
  });

  it('ranks by game points with --primary GP', () => {
    const r = run([btv2, '--primary', 'GP', '--tiebreaks', 'MPTS', '--format', 'tsv']);
    expect(r.out.split('\n').slice(0, 3)).toEqual([
      'Rank\tStartNo\tName\tGPTS\tMPTS',
      '1\t2\tTeam Two\t6.5\t4',
      '2\t1\tTeam One\t6\t3',
    ]);
  });
});
