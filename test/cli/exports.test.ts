/**
 * `chess-standings file.tsv` on exports saved as they are (test/fixtures/exports, ORIGIN.md):
 * tournament details above the table, notes below, unknown columns. Expected values are the
 * exports' own columns (Pts., TB1 = games won, TB2 = games with black, counted by hand).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runWith } from '../support/cli';

const root = join(__dirname, '..', '..');
const exportFile = (name: string) => join(root, 'test', 'fixtures', 'exports', name);

const run = (argv: string[]) => runWith(main, argv);

// The tournament of both Swiss exports, ranked by points; Okafor and Lindqvist tie on 2 with
// one win and one black game each (the exports' TB1 and TB2), so they share a place.
const SWISS_ROWS = [
  ['1', '2', 'Novak Petra', '3.5', '3', '2'],
  ['2', '1', 'Keller Jonas', '3', '2', '3'],
  ['3', '3', 'Brandt Lukas', '2', '1', '2'],
  ['4', '4', 'Okafor Daniel', '2', '1', '1'],
  ['4', '5', 'Lindqvist Emma', '2', '1', '1'],
  ['6', '6', 'Moreau Paul', '1.5', '0', '1'],
  ['7', '7', 'Sato Ken', '1', '0', '1'],
];

describe('chess-standings on pasted exports', () => {
  it('reads a chess-results ranking crosstable saved as TSV', () => {
    const r = run([
      exportFile('chess-results-en-ranking-crosstable.tsv'),
      '--tiebreaks',
      'WON,BPG',
      '--format',
      'tsv',
    ]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out.trim().split('\n')).toEqual([
      'Rank\tStartNo\tName\tPTS\tWON\tBPG',
      ...SWISS_ROWS.map(row => row.join('\t')),
    ]);
  });

  it('reads the German Swiss-Manager progress table saved by Excel as ;-CSV', () => {
    const r = run([
      exportFile('swiss-manager-de-fortschritt.csv'),
      '--tiebreaks',
      'WON,BPG',
      '--format',
      'tsv',
    ]);
    expect(r.err).toBe('');
    expect(r.out.trim().split('\n').slice(1)).toEqual(
      SWISS_ROWS.map(row =>
        [row[0], row[1], row[2].replace(' ', ', '), ...row.slice(3)].join('\t'),
      ),
    );
  });

  it('reads a round-robin crosstable export, from the installed command', () => {
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'bin', 'chess-standings.js'),
        exportFile('chess-results-en-round-robin.tsv'),
        '--tiebreaks',
        'WON',
        '--format',
        'tsv',
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      'Rank\tStartNo\tName\tPTS\tWON',
      '1\t1\tAlder Ruth\t4.5\t4',
      '2\t2\tBirch Tomas\t4\t2',
      '3\t3\tCedar Ines\t3\t2',
      '4\t4\tDogwood Ali\t2\t1',
      '5\t5\tElm Sara\t1.5\t1',
      '6\t6\tFir Jan\t0\t0',
    ]);
  });

  it('names the cell when the export’s points disagree with its rounds', () => {
    const text = readFileSync(exportFile('chess-results-en-ranking-crosstable.tsv'), 'utf8');
    const dir = mkdtempSync(join(tmpdir(), 'chess-standings-'));
    const file = join(dir, 'export.tsv');
    // Keller's rounds add up to 3; the line of rank 2 is line 18 of the file, Pts. is column L.
    writeFileSync(file, text.replace('\t3b½\t3\t', '\t3b½\t3,5\t'));
    const r = run([file]);
    expect(r.status).not.toBe(0);
    expect(r.err).toMatch(
      /L18: the points column says 3½ but Keller Jonas's rounds 1 to 4 add up to 3/,
    );
  });

  it('reads a chess-results team crosstable with `chess-standings teams`', () => {
    const r = run([
      'teams',
      exportFile('chess-results-team-crosstable.tsv'),
      '--tiebreaks',
      'GPTS',
      '--format',
      'tsv',
    ]);
    expect(r.err).toBe('');
    // The export's TB2 (match points) and TB1 (game points).
    expect(r.out.trim().split('\n').slice(1)).toEqual([
      '1\t1\tNorth Grammar A\t5\t9',
      '2\t2\tSouth College\t4\t7',
      '3\t3\tEast Academy\t3\t6',
      '4\t4\tWest High\t0\t2',
    ]);
  });
});
