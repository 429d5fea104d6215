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
    expect(missing.err).toBe(
      `chess-standings schedule: --names: cannot read ${join(tmpdir(), 'no-such-dir', 'names.txt')}: there is no such file\n`,
    );
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
    // C 1.5·½ + 0·1 + 2.5·½ = 2; B 2·½ + 0 = 1; D 0. The list follows the Berger table: a round
    // robin, numbered as the schedule numbered the names (A 1, B 2, C 3, D 4).
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tSB',
        '1\t1\tA\t2.5\t2.5',
        '2\t3\tC\t2\t2',
        '3\t2\tB\t1.5\t1',
        '4\t4\tD\t0\t0',
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

describe('a round robin made by the schedule command is read back as one', () => {
  /** The schedule as a results list (CSV), the Result of each row filled in from `results`. */
  function filledSchedule(argv: string[], results: readonly string[]): string {
    const r = run(['schedule', ...argv, '--layout', 'results', '--format', 'csv']);
    expect(r.status).toBe(0);
    const rows = r.out.trimEnd().split('\n');
    return (
      rows
        .map((row, i) => (i === 0 || row.endsWith(',bye') ? row : row + results[i - 1]))
        .join('\n') + '\n'
    );
  }

  const five = () => tmpFile('names.txt', 'Anna\nBert\nCleo\nDirk\nEmma\n');
  // The 5–6 table (R1 1-6 2-5 3-4 | R2 6-4 5-3 1-2 | R3 2-6 3-1 4-5 | R4 6-5 1-4 2-3 | R5 3-6 4-2
  // 5-1; the player against 6 has the bye), Anna 1 … Emma 5, rows in the schedule's order:
  //   R1 Bert–Emma 1-0, Cleo–Dirk ½-½, Anna bye    R2 Emma–Cleo 0-1, Anna–Bert ½-½, Dirk bye
  //   R3 Cleo–Anna -:+ (Cleo did not come), Dirk–Emma 1-0, Bert bye
  //   R4 Anna–Dirk 1-0, Bert–Cleo ½-½, Emma bye    R5 Dirk–Bert 0-1, Emma–Anna 0-1, Cleo bye
  const RESULTS = [
    ...['1-0', '½-½', 'bye'],
    ...['0-1', '½-½', 'bye'],
    ...['-:+', '1-0', 'bye'],
    ...['1-0', '½-½', 'bye'],
    ...['0-1', '0-1', 'bye'],
  ];

  it('5 players: the table’s start numbers, the free round worth nothing, SB by Art. 15.2', () => {
    const file = tmpFile('rr5.csv', filledSchedule(['--names', five()], RESULTS));
    const s = run([file, '--tiebreaks', 'SB,WIN', '--format', 'tsv']);
    expect(s.err).toBe('');
    // Round robin: the free round of the odd field scores nothing and is no element of SB; the
    // forfeit Cleo–Anna counts as a game (C.07 15.2). Points: Anna ½+1+1+1 = 3.5, Bert 1+½+½+1
    // = 3, Cleo ½+1+0+½ = 2, Dirk ½+1+0+0 = 1.5, Emma 0.
    // SB: Anna 3·½ + 2·1 + 1.5·1 + 0·1 = 5; Bert 0·1 + 3.5·½ + 2·½ + 1.5·1 = 4.25;
    // Cleo 1.5·½ + 0·1 + 3·½ = 2.25; Dirk 2·½ + 0·1 = 1; Emma 0.
    // WIN (rounds won, with or without playing; the free round scores no win): 3, 2, 1, 1, 0.
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tSB\tWIN',
        '1\t1\tAnna\t3.5\t5\t3',
        '2\t2\tBert\t3\t4.25\t2',
        '3\t3\tCleo\t2\t2.25\t1',
        '4\t4\tDirk\t1.5\t1\t1',
        '5\t5\tEmma\t0\t0\t0',
      ),
    );
    // Without a list the round-robin defaults rank it (DE, WIN, SB, KS).
    const text = run([file]);
    expect(text.out).toMatch(/round robin by the Berger table/);
    expect(text.out).toMatch(/Rank\s+No\s+Name\s+Pts\s+DE\s+WIN\s+SB\s+KS/);
  });

  it('--system swiss wins: numbered by appearance, the bye a pairing-allocated bye worth a win', () => {
    const file = tmpFile('rr5.csv', filledSchedule(['--names', five()], RESULTS));
    const s = run([file, '--system', 'swiss', '--tiebreaks', 'WIN', '--format', 'tsv']);
    // Appearance: Bert 1, Emma 2, Cleo 3, Dirk 4, Anna 5; everyone 1 point more for the bye.
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tWIN',
        '1\t5\tAnna\t4.5\t4',
        '2\t1\tBert\t4\t3',
        '3\t3\tCleo\t3\t2',
        '4\t4\tDirk\t2.5\t2',
        '5\t2\tEmma\t1\t1',
      ),
    );
  });

  it('the first rounds only (later rows deleted) are a round robin too', () => {
    const full = filledSchedule(['--names', five()], RESULTS).trimEnd().split('\n');
    // Rounds 1 and 2: Anna ½, Bert 1½, Cleo 1½, Dirk ½, Emma 0 (no bye points).
    const file = tmpFile('rr5-2.csv', full.slice(0, 7).join('\n') + '\n');
    const s = run([file, '--tiebreaks', 'SB', '--format', 'tsv']);
    expect(s.err).toBe('');
    // SB: Bert Emma 0·1 + Anna ½·½ = 0.25; Cleo Dirk ½·½ + Emma 0·1 = 0.25; Anna Bert 1.5·½ =
    // 0.75; Dirk Cleo 1.5·½ = 0.75; Emma 0.
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tSB',
        '1\t2\tBert\t1.5\t0.25',
        '1\t3\tCleo\t1.5\t0.25',
        '3\t1\tAnna\t0.5\t0.75',
        '3\t4\tDirk\t0.5\t0.75',
        '5\t5\tEmma\t0\t0',
      ),
    );
  });

  it('a double round robin of 4, the second cycle not played yet', () => {
    const names = tmpFile('names.txt', 'A\nB\nC\nD\n');
    // The 3–4 table, its rounds 2 and 3 exchanged in the first cycle: R1 A-D, B-C | R2 B-D, C-A |
    // R3 D-C, A-B; the second cycle (R4–R6) colours reversed, results not typed in yet.
    const results = ['1-0', '0-1', '½-½', '0-1', '1-0', '½-½', '', '', '', '', '', ''];
    const text = filledSchedule(['--names', names, '--double'], results);
    expect(text.split('\n').slice(1, 7)).toEqual([
      '1,1,A,D,1-0',
      '1,2,B,C,0-1',
      '2,1,B,D,½-½',
      '2,2,C,A,0-1',
      '3,1,D,C,1-0',
      '3,2,A,B,½-½',
    ]);
    const s = run([tmpFile('drr.csv', text), '--tiebreaks', 'SB', '--format', 'tsv']);
    expect(s.err).toBe('');
    // Points: A 1+1+½ = 2.5, C 1+0+0 = 1, D 0+½+1 = 1.5, B 0+½+½ = 1. SB: A D 1.5·1 + C 1·1 +
    // B 1·½ = 3; D B 1·½ + C 1·1 = 1.5; C B 1·1 = 1; B D 1.5·½ + A 2.5·½ = 2.
    expect(s.out).toBe(
      lines(
        'Rank\tStartNo\tName\tPTS\tSB',
        '1\t1\tA\t2.5\t3',
        '2\t4\tD\t1.5\t1.5',
        '3\t2\tB\t1\t2',
        '4\t3\tC\t1\t1',
      ),
    );
    expect(run([tmpFile('drr.csv', text)]).out).toMatch(/double round robin by the Berger table/);
  });

  it('a list that leaves the table (a Swiss pairing in round 2) stays a Swiss', () => {
    const text = lines(
      'Round,Board,White,Black,Result',
      '1,1,A,D,1-0',
      '1,2,B,C,0-1',
      '2,1,C,A,½-½',
      '2,2,D,B,1-0',
    );
    // Round 2 of the 3–4 table is D-C, A-B (a double round robin's B-D, C-A): D-B is neither.
    const s = run([tmpFile('swiss.csv', text)]);
    expect(s.out.split('\n')[0]).toBe('Results list, 4 players, 2 rounds; rules fide-2026');
    expect(s.out).toMatch(/Rank\s+No\s+Name\s+Pts\s+BH\/C1\s+BH\s+SB\s+PS\s+DE\s+WIN\s+BWG/);
  });
});
