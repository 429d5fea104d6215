/**
 * `chess-standings pair`: the three formats on conformance cases (expected pairings from the
 * endorsed engine bbpPairings, fixture rounds.tsv), the explanation, and the exit statuses for
 * bad input (naming the TRF line), an unpairable round and command-line mistakes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runPair } from '../../src/cli/pair';
import { cutRound, expectedRounds } from '../core/pairing/cutRound';
import { runWith } from '../support/cli';

const fixtures = join(__dirname, '..', 'fixtures', 'pairing');
const dir = mkdtempSync(join(tmpdir(), 'chess-pair-'));
let files = 0;

function file(content: string): string {
  const f = join(dir, `f${++files}.trf`);
  writeFileSync(f, content);
  return f;
}

function caseFile(name: string, round: number): { path: string; expected: string[][] } {
  const trf = readFileSync(join(fixtures, name, 'tournament.trf'), 'utf8');
  const rounds = expectedRounds(readFileSync(join(fixtures, name, 'rounds.tsv'), 'utf8'));
  return { path: file(cutRound(trf, round)), expected: rounds.get(round) as string[][] };
}

const run = (argv: string[]) => runWith(runPair, argv);

const header = '012 Test\nXXR 5\nXXC white1\n';

/** A 001 line: start number, name, rating, points, then round blocks such as "   2 w 1". */
function player(id: number, points: string, ...blocks: string[]): string {
  const head = `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${'2000'.padStart(4)}`;
  return `${head.padEnd(80)}${points.padStart(4)} ${String(id).padStart(4)}${blocks.map(b => `  ${b}`).join('')}`;
}

describe('chess-standings pair --format tsv', () => {
  it('prints the pairing of s0002 round 3 exactly as the endorsed engine (bye row last)', () => {
    const { path, expected } = caseFile('s0002', 3);
    const r = run([path, '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      ['Board\tWhite\tBlack', ...expected.map(row => row.join('\t'))].join('\n') + '\n',
    );
    // s0002/rounds.tsv, round 3: 1–2, 3–7, 6–4, bye 5.
    expect(r.out).toBe('Board\tWhite\tBlack\n1\t1\t2\n2\t3\t7\n3\t6\t4\n\t5\t\n');
  });

  it('pairs a round with half-point byes and absences (s0001 round 3: 45 has 0000 - H)', () => {
    const { path, expected } = caseFile('s0001', 3);
    const r = run([path, '--format', 'tsv']);
    expect(r.status).toBe(0);
    const rows = r.out
      .trimEnd()
      .split('\n')
      .slice(1)
      .map(l => l.split('\t'));
    expect(rows).toEqual(expected);
    expect(rows.some(row => row.includes('45'))).toBe(false);
  });

  it('is reached through the main command', () => {
    const { path } = caseFile('s0002', 3);
    let out = '';
    const status = main(
      ['pair', path, '--format', 'tsv'],
      s => (out += s),
      () => undefined,
    );
    expect(status).toBe(0);
    expect(out.split('\n')[0]).toBe('Board\tWhite\tBlack');
  });
});

describe('chess-standings pair --format text and --explain', () => {
  it('shows names, scores, the bye and the players not paired', () => {
    const { path } = caseFile('s0001', 3);
    const r = run([path]);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Round 3 of 10');
    expect(r.out).toMatch(/Board\s+White\s+Black/);
    expect(r.out).toContain('13  31 Test0031 Player0031 (1.0)  17 Test0017 Player0017 (1.0)');
    expect(r.out).toContain('Not paired (bye requested or absent): 45 Test0045 Player0045 (0.0)');
  });

  it('explains brackets, floaters, colours and the bye', () => {
    const { path } = caseFile('s0002', 3);
    const r = run([path, '--explain']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Bracket 2: residents 1 2');
    expect(r.out).toContain(
      'board 1: 1 (mild preference for White) – 2 (mild preference for Black)',
    );
    expect(r.out).toContain('pairing-allocated bye: 5');
  });
});

describe('chess-standings pair --format trf', () => {
  it('appends the new round to every line: opponent and colour, the bye as 0000 - U', () => {
    const { path } = caseFile('s0002', 3);
    const r = run([path, '--format', 'trf']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    const line = (id: number): string =>
      lines.find(l => l.startsWith(`001 ${String(id).padStart(4)}`)) as string;
    // Round 3 starts at column 112 (92 + 2 × 10).
    expect(line(1).slice(111)).toBe('   2 w');
    expect(line(2).slice(111)).toBe('   1 b');
    expect(line(5).slice(111)).toBe('0000 - U');
    expect(r.out).toContain('XXR 7');
  });
});

describe('chess-standings pair: errors', () => {
  it('names the TRF line of a bad round entry (exit 1)', () => {
    const f = file(`${header}${player(1, '1.0', '   2 x 1')}\n${player(2, '0.0', '   1 b 0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('line 4');
    expect(r.err).toContain('colour');
  });

  it('asks for XXR', () => {
    const f = file(`012 Test\n${player(1, '0.0')}\n${player(2, '0.0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('XXR');
  });

  it('says so when opposing entries disagree', () => {
    const f = file(`${header}${player(1, '1.0', '   2 w 1')}\n${player(2, '0.0', '   1 w 0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/line 4: round 1: player 1 meets 2, but line 5/);
  });

  it('reports a round that cannot be paired (two players who already met)', () => {
    const f = file(`${header}${player(1, '1.0', '   2 w 1')}\n${player(2, '0.0', '   1 b 0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('no legal pairing exists');
  });

  it('exits 2 for command-line mistakes', () => {
    expect(run(['a.trf', '--format', 'xml']).status).toBe(2);
    expect(run(['a.trf', '--colour']).status).toBe(2);
    expect(run(['a.trf', 'b.trf']).status).toBe(2);
    expect(run(['a.trf', '--format', 'tsv', '--explain']).status).toBe(2);
    expect(run([join(dir, 'missing.trf')]).status).toBe(2);
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toContain('chess-standings pair FILE.trf');
  });
});
