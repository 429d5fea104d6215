/**
 * The command line with team TRFs as tournament programs export them (changing line-ups, no 300
 * records) and the TRF export of team events. Values: worked out by hand in
 * test/core/teams/changingLineups.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runWith, tmpFile } from '../support/cli';

const root = join(__dirname, '..', '..');
const lineups = join(root, 'test/fixtures/teams/changing-lineups.trf');

const run = (argv: string[]) => runWith(main, argv);

describe('chess-standings teams FILE with changing line-ups', () => {
  it('ranks on the codes that need no board order', () => {
    const r = run(['teams', lineups, '--tiebreaks', 'GPTS,BH:MP,EMGSB', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Rank\tStartNo\tName\tMPTS\tGPTS\tBH:MP\tEMGSB',
        '1\t1\tAlbatross\t6\t9\t14\t31.5',
        '2\t4\tDragon Knights\t5\t9\t17\t37',
        '3\t3\tCastling Club\t4\t8.5\t17\t33',
        '4\t2\tBishops Bay\t3\t7\t16\t25',
        '5\t5\tEn Passant\t2\t6.5\t15\t24.5',
        '',
      ].join('\n'),
    );
  });

  it('refuses BC with exit 1, naming the match', () => {
    const r = run(['teams', lineups, '--tiebreaks', 'BC']);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /BC, TBR, BBE\) needs the board of every game, but the boards of round 2, team 1 "Albatross" v team 3 "Castling Club", are not known/,
    );
  });

  it('computes BC once 300 records give the two line-ups the rosters cannot', () => {
    const text = `${readFileSync(lineups, 'utf8')}300 002 001 003    1    2    5    4\n300 003 005 001   21   22 0000   25\n`;
    const r = run(['teams', tmpFile('with-300.trf', text), '--tiebreaks', 'BC', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.out.split('\n').slice(1, 6)).toEqual([
      '1\t1\tAlbatross\t6\t22',
      '2\t4\tDragon Knights\t5\t27.5',
      '3\t3\tCastling Club\t4\t25.5',
      '4\t2\tBishops Bay\t3\t23.5',
      '5\t5\tEn Passant\t2\t21.5',
    ]);
  });

  it('refuses a 300 record that contradicts the games, with its line', () => {
    const text = `${readFileSync(lineups, 'utf8')}300 002 001 003    1    2    5\n`;
    const r = run(['teams', tmpFile('bad-300.trf', text)]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/line 38: record 300 gives the line-up of team 1 "Albatross" in round 2/);
  });
});

describe('chess-standings teams: the default list on a file that cannot give all of it', () => {
  // test/fixtures/teams/lineups-tied.trf: values worked by hand in
  // test/core/teams/defaultsLeftOut.test.ts (EDET's knockout steps need the boards of A–B).
  const tied = join(root, 'test/fixtures/teams/lineups-tied.trf');
  const why =
    'the knockout steps of EDE (13.3.2) needs the board of every game, but the boards of round 1, team 1 "Arndt Club" v team 2 "Busch Club", are not known';

  it('ranks by the rest and says on stderr, in one line, which code and why', () => {
    const r = run(['teams', tied, '--format', 'tsv']);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Rank\tStartNo\tName\tMPTS\tEMGSB/C1/P\tBH:MP/C1/P\tMPVGP',
        '1\t1\tArndt Club\t4\t8.5\t7\t3.5',
        '2\t2\tBusch Club\t4\t7\t7\t3.5',
        '3\t3\tClaus Club\t3\t6\t8\t3.5',
        '4\t4\tDreher Club\t1\t6\t8\t1.5',
        '',
      ].join('\n'),
    );
    expect(r.err.split('\n')).toEqual([
      expect.stringMatching(
        /^chess-standings teams: .*lineups-tied\.trf: EDET\/P left out: the knockout steps of EDE \(13\.3\.2\)/,
      ),
      '',
    ]);
    expect(r.err).toContain(why);
    const de = run(['teams', tied, '--format', 'tsv', '--lang', 'de']);
    expect(de.out).toBe(r.out);
    expect(de.err).toMatch(/: EDET\/P weggelassen: die K\.-o\.-Stufen von EDE \(13\.3\.2\)/);
  });

  it('refuses the code when asked for by name, with the reason (exit 1)', () => {
    const r = run(['teams', tied, '--tiebreaks', 'EDET/P,EMGSB/C1/P']);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(why);
  });
});

describe('chess-standings FILE --format trf with a team event', () => {
  it('writes TRF-2026 team records that read back to the same standings', () => {
    const r = run([lineups, '--format', 'trf']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const lines = r.out.split('\r\n');
    expect(lines).toContain(
      '310   1 Albatross                                                           1    2    3    4    5',
    );
    expect(lines).toContain('320  1.0  2.0 005 004 003 002');
    expect(lines.filter(l => l.startsWith('013 '))).toEqual([]);
    const copy = tmpFile('export.trf', r.out);
    const codes = ['--tiebreaks', 'GPTS,BH:MP,EMGSB,EDE,SSSC', '--format', 'tsv'];
    expect(run(['teams', copy, ...codes]).out).toBe(run(['teams', lineups, ...codes]).out);
  });
});
