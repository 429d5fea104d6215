/**
 * `chess-standings EVENT.pgn`. Expected values: the FIDE TEC round-robin exercise
 * (test/fixtures/conformance/real/expected/tec-rr-individual.tsv, reference calculator), written as
 * a PGN (test/fixtures/ORIGIN.md); its start numbers follow the initial ranking, so Helene (2000)
 * is No. 5 and Franck (1950) No. 6.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { readTrf } from '../../src/core/readers/trf';
import { runWith } from '../support/cli';

const root = join(__dirname, '..', '..');
const rr = join(root, 'test/fixtures/pgn/tec-rr-individual.pgn');

const run = (argv: string[]) => runWith(main, argv);

function tmpDir(): string {
  return mkdtempSync(join(tmpdir(), 'chess-standings-pgn-'));
}

// TEC values: PTS, SB and PS of the six players (Alyx 3.5/9.25/10.5, Bruno 3.5/6.25/10.0,
// Charline 3.5/6.25/11.0, David 1.5/4.25/3.5, Franck 1.5/3.25/6.5, Helene 1.5/2.25/3.5).
const RR_TSV = [
  'Rank\tStartNo\tName\tPTS\tSB\tPS',
  '1\t1\tAlyx\t3.5\t9.25\t10.5',
  '2\t3\tCharline\t3.5\t6.25\t11',
  '3\t2\tBruno\t3.5\t6.25\t10',
  '4\t4\tDavid\t1.5\t4.25\t3.5',
  '5\t6\tFranck\t1.5\t3.25\t6.5',
  '6\t5\tHelene\t1.5\t2.25\t3.5',
  '',
].join('\n');

describe('chess-standings EVENT.pgn', () => {
  it('prints the standings of the TEC round robin with the reference values', () => {
    const r = run([rr, '--tiebreaks', 'SB,PS', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(RR_TSV);
  });

  it('recognises a PGN by its content, whatever the extension', () => {
    const file = join(tmpDir(), 'event.dat');
    copyFileSync(rr, file);
    expect(run([file, '--tiebreaks', 'SB,PS', '--format', 'tsv']).out).toBe(RR_TSV);
  });

  it('text output says what was read, and that the system was detected', () => {
    const r = run([rr]);
    expect(r.status).toBe(0);
    expect(r.out).toContain('PGN, 6 players, 5 rounds, round robin (detected)');
    const swiss = run([rr, '--system', 'swiss']);
    expect(swiss.out).toContain('PGN, 6 players, 5 rounds, Swiss;');
  });

  it('json carries the layout and the event', () => {
    const r = run([rr, '--tiebreaks', 'SB', '--format', 'json']);
    const json = JSON.parse(r.out) as {
      layout: string;
      tournament: { rounds: number; participants: number };
      standings: { name: string; startNo: number }[];
    };
    expect(json.layout).toBe('pgn');
    expect(json.tournament).toMatchObject({ rounds: 5, participants: 6 });
    expect(json.standings[0]).toMatchObject({ name: 'Alyx', startNo: 1 });
  });

  it('--explain names the player and her PGN start number', () => {
    const r = run([rr, '--tiebreaks', 'SB', '--explain', 'Helene']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Helene (No. 5)');
  });

  it('--format trf writes the event as TRF-16, with the forfeit of round 4', () => {
    const r = run([rr, '--format', 'trf']);
    expect(r.status).toBe(0);
    const back = readTrf(r.out).tournament;
    const helene = back.participants.find(p => p.name === 'Helene');
    // TEC exercise: Franck did not come to round 4 against Helene (TRF `5 b +` for Helene).
    expect(helene?.rounds[3]).toMatchObject({ kind: 'forfeit-win' });
    expect(back.participants.map(p => p.declaredPoints)).toEqual([3.5, 3.5, 3.5, 1.5, 1.5, 1.5]);
  });

  it('refuses an inconsistent PGN naming the game, exit status 1', () => {
    const file = join(tmpDir(), 'bad.pgn');
    writeFileSync(file, readFileSync(rr, 'utf8').replace('[White "Charline"]', '[White "Alyx"]'));
    const r = run([file]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^chess-standings: .*bad\.pgn: game 3, round 1\.3: "Alyx" plays twice in round 1: in game 3 \(round 1\.3: Alyx – David\) and in game 1 \(round 1\.1: Alyx – Franck\)\n$/,
    );
  });

  it('reads a broadcast merged from two feeds, named after the file (its Events name single games)', () => {
    const file = join(root, 'test/fixtures/pgn/two-feeds-rapid.pgn');
    const r = run([file, '--tiebreaks', 'BH/C1,BH,ARO/C1', '--format', 'tsv']);
    expect(r.err).toBe('');
    // Values worked by hand in test/core/readers/pgnTwoFeeds.test.ts.
    expect(r.out.split('\n').slice(0, 4)).toEqual([
      'Rank\tStartNo\tName\tPTS\tBH/C1\tBH\tARO/C1',
      '1\t6\tUeda, Sara\t8.5\t70.5\t76\t2420',
      '2\t8\tEngel, Greta\t8.5\t69\t74\t2403',
      '3\t2\tPohl, Hana\t8.5\t66\t70.5\t2330',
    ]);
    expect(run([file]).out.split('\n')[0]).toBe('two-feeds-rapid');
  });

  it('the built command reads a PGN', () => {
    const p = spawnSync(
      process.execPath,
      [join(root, 'bin/chess-standings.js'), rr, '--tiebreaks', 'SB,PS', '--format', 'tsv'],
      { encoding: 'utf8' },
    );
    expect(p.stderr).toBe('');
    expect(p.stdout).toBe(RR_TSV);
  });
});
