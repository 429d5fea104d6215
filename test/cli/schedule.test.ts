/**
 * `chess-standings schedule`: the FIDE Berger tables (C.05 Annex 1) on the command line. Expected
 * rows are the published 3–4 and 5–6 tables written out by hand; the saved results list and
 * crosstable are read back by the main command once results are typed in (hand-computed points
 * and Sonneborn-Berger below).
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runWith, tmpFile } from '../support/cli';

const run = (argv: string[]) => runWith(main, argv);

const lines = (...rows: string[]) => rows.join('\n') + '\n';

describe('chess-standings schedule', () => {
  it('4 players: the 3–4 table, one row per game', () => {
    const r = run(['schedule', '--players', '4']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    // R1 1-4 2-3 | R2 4-3 1-2 | R3 2-4 3-1
    expect(r.out).toBe(
      lines(
        'Round\tBoard\tWhite\tBlack',
        '1\t1\t1\t4',
        '1\t2\t2\t3',
        '2\t1\t4\t3',
        '2\t2\t1\t2',
        '3\t1\t2\t4',
        '3\t2\t3\t1',
      ),
    );
  });

  it('5 players: the 5–6 table; the player drawn against 6 has the bye, Board and Black empty', () => {
    const r = run(['schedule', '--players', '5']);
    expect(r.status).toBe(0);
    // R1 1-6 2-5 3-4 | R2 6-4 5-3 1-2 | R3 2-6 3-1 4-5 | R4 6-5 1-4 2-3 | R5 3-6 4-2 5-1
    expect(r.out).toBe(
      lines(
        'Round\tBoard\tWhite\tBlack',
        '1\t1\t2\t5',
        '1\t2\t3\t4',
        '1\t\t1\t',
        '2\t1\t5\t3',
        '2\t2\t1\t2',
        '2\t\t4\t',
        '3\t1\t3\t1',
        '3\t2\t4\t5',
        '3\t\t2\t',
        '4\t1\t1\t4',
        '4\t2\t2\t3',
        '4\t\t5\t',
        '5\t1\t4\t2',
        '5\t2\t5\t1',
        '5\t\t3\t',
      ),
    );
  });

  it('--double --format csv: 4 players, rounds 2 and 3 exchanged, then the table with colours reversed', () => {
    const r = run(['schedule', '--players=4', '--double', '--format', 'csv']);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      lines(
        'Round,Board,White,Black',
        '1,1,1,4',
        '1,2,2,3',
        '2,1,2,4',
        '2,2,3,1',
        '3,1,4,3',
        '3,2,1,2',
        '4,1,4,1',
        '4,2,3,2',
        '5,1,3,4',
        '5,2,2,1',
        '6,1,4,2',
        '6,2,1,3',
      ),
    );
  });

  it('--names FILE puts the names in place of the start numbers (blank lines ignored)', () => {
    const names = tmpFile('names.txt', '\uFEFFAnand\r\nBotvinnik\r\n\r\nCapablanca\n');
    const r = run(['schedule', '--names', names]);
    expect(r.status).toBe(0);
    // 3 players: the 3–4 table, 4 is the bye.
    expect(r.out).toBe(
      lines(
        'Round\tBoard\tWhite\tBlack',
        '1\t1\tBotvinnik\tCapablanca',
        '1\t\tAnand\t',
        '2\t1\tAnand\tBotvinnik',
        '2\t\tCapablanca\t',
        '3\t1\tCapablanca\tAnand',
        '3\t\tBotvinnik\t',
      ),
    );
  });

  it('the built command (bin/chess-standings.js, build/cli.js) prints it; exit 2 on a usage mistake', () => {
    const bin = join(__dirname, '..', '..', 'bin', 'chess-standings.js');
    const ok = spawnSync(process.execPath, [bin, 'schedule', '--players', '2'], {
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe(lines('Round\tBoard\tWhite\tBlack', '1\t1\t1\t2'));
    const bad = spawnSync(process.execPath, [bin, 'schedule', '--players', '0'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('--players: "0" is not a whole number of at least 2');
  });

  it('--help prints the usage; the main usage names the subcommand', () => {
    const r = run(['schedule', '--help']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('chess-standings schedule --players N [--double]');
    expect(run(['--help']).out).toContain('chess-standings schedule --players N');
  });

  it.each([
    [['--players', '1'], '--players: "1" is not a whole number of at least 2'],
    [['--players', 'eight'], '--players: "eight" is not a whole number of at least 2'],
    [['--players', '4.5'], '--players: "4.5" is not a whole number of at least 2'],
    [[], 'schedule needs --players N (or --names FILE)'],
    [['--players', '4', '--format', 'json'], '--format: "json" is not one of tsv, csv'],
    [['--players', '4', '--layout', 'grid'], '--layout: "grid" is not one of pairings, results'],
    [['--players', '4', '--rounds', '3'], 'unknown option --rounds'],
    [['--players', '4', 'extra'], 'extra'],
    [['--players'], '--players needs a value'],
  ])('exit status 2 for %j', (argv, message) => {
    const r = run(['schedule', ...argv]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err).toContain('Usage:');
  });

  it('exit status 2 for a names file that does not fit', () => {
    const two = tmpFile('two.txt', 'A\nB\n');
    expect(run(['schedule', '--players', '4', '--names', two]).err).toContain('--players 4 but');
    const twice = tmpFile('twice.txt', 'A\nB\na\n');
    const r = run(['schedule', '--names', twice]);
    expect(r.status).toBe(2);
    expect(r.err).toContain('--names: players 1 and 3 have the same name "a"');
    const one = tmpFile('one.txt', 'A\n');
    expect(run(['schedule', '--names', one]).err).toContain('has 1 names');
    const missing = run(['schedule', '--names', join(tmpdir(), 'no-such-dir', 'names.txt')]);
    expect(missing.status).toBe(2);
    expect(missing.err).toContain('--names: cannot read');
  });
});

describe('the saved layouts, filled in, read by the main command', () => {
  it('a results list of 4 players with every result typed in', () => {
    const names = tmpFile('names.txt', 'A\nB\nC\nD\n');
    const r = run(['schedule', '--names', names, '--layout', 'results', '--format', 'csv']);
    expect(r.status).toBe(0);
    // R1 A-D, B-C | R2 D-C, A-B | R3 B-D, C-A, as in the 3–4 table.
    expect(r.out).toBe(
      lines(
        'Round,Board,White,Black,Result',
        '1,1,A,D,',
        '1,2,B,C,',
        '2,1,D,C,',
        '2,2,A,B,',
        '3,1,B,D,',
        '3,2,C,A,',
      ),
    );
    const results = ['1-0', '½-½', '0-1', '1-0', '1-0', '½-½'];
    const filled = r.out
      .trimEnd()
      .split('\n')
      .map((line, i) => (i === 0 ? line : line + results[i - 1]))
      .join('\n');
    const file = tmpFile('rr.csv', filled + '\n');
    const s = run([file, '--tiebreaks', 'SB', '--format', 'tsv']);
    expect(s.err).toBe('');
    // Points: A 1+1+½ = 2.5, C ½+1+½ = 2, B ½+0+1 = 1.5, D 0. SB: A 0·1 + 1.5·1 + 2·½ = 2.5;
    // C 1.5·½ + 0·1 + 2.5·½ = 2; B 2·½ + 0 = 1; D 0. Without a player list the results list
    // numbers the players in order of appearance: A 1, D 2, B 3, C 4.
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tSB',
        '1\t1\tA\t2.5\t2.5',
        '2\t4\tC\t2\t2',
        '3\t3\tB\t1.5\t1',
        '4\t2\tD\t0\t0',
      ),
    );
  });

  it('a crosstable of 3 players: the empty one read back, then filled in', () => {
    const names = tmpFile('names.txt', 'A\nB\nC\n');
    const r = run(['schedule', '--names', names, '--layout', 'crosstable', '--format', 'csv']);
    expect(r.status).toBe(0);
    expect(r.out).toBe(lines('No,Name,1,2,3,Pts', '1,A,*,,,', '2,B,,*,,', '3,C,,,*,'));
    const empty = run([tmpFile('empty.csv', r.out), '--tiebreaks', 'SB', '--format', 'tsv']);
    expect(empty.err).toBe('');
    expect(empty.out).toBe(
      lines('Rank\tStartNo\tName\tPTS\tSB', '1\t1\tA\t0\t0', '1\t2\tB\t0\t0', '1\t3\tC\t0\t0'),
    );
    // A beat B and drew C, B beat C. Points 1.5, 1, 0.5; the free round of the odd field is worth
    // nothing and is no part of SB. SB: A 1·1 + ½·0.5 = 1.25, B 1·0.5 = 0.5, C ½·1.5 = 0.75.
    const filled = lines('No,Name,1,2,3,Pts', '1,A,*,1,½,', '2,B,0,*,1,', '3,C,½,0,*,');
    const s = run([tmpFile('rr.csv', filled), '--tiebreaks', 'SB', '--format', 'tsv']);
    expect(s.err).toBe('');
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tSB',
        '1\t1\tA\t1.5\t1.25',
        '2\t2\tB\t1\t0.5',
        '3\t3\tC\t0.5\t0.75',
      ),
    );
  });
});
