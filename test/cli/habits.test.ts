/**
 * Command-line habits: a mistake found while running (a file that is missing or is a folder, a
 * player name that fits no one or several) is one line on stderr, in plain words and in the
 * language of --lang, exit status 2 as for every mistake in the arguments; only a mistake in the
 * command line itself (unknown flag, missing argument) prints the usage text. --version prints the
 * package's version; a .txt or .csv file is read by what it holds, not by its name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { parseDelimited } from '../../src/core/readers/csv';
import { runWith, tmpFile } from '../support/cli';

const root = join(__dirname, '..', '..');
const run = (argv: readonly string[]) => runWith(main, argv);
const missing = join(tmpdir(), 'chess-standings-no-such-dir', 'event.trf');
const folder = mkdtempSync(join(tmpdir(), 'chess-standings-folder-'));

/** Each command, how it names itself, and the arguments that make it read `path`. */
const COMMANDS: readonly [string, string, (path: string) => string[]][] = [
  ['standings', 'chess-standings', p => [p]],
  ['teams', 'chess-standings teams', p => ['teams', p]],
  ['keizer', 'chess-standings keizer', p => ['keizer', p]],
  ['keizer --players', 'chess-standings keizer', p => ['keizer', swissCsv(), '--players', p]],
  ['pair', 'chess-standings pair', p => ['pair', p]],
  ['check', 'chess-standings check', p => ['check', p]],
  ['ratings', 'chess-standings ratings', p => ['ratings', p]],
  ['crosstable', 'chess-standings crosstable', p => ['crosstable', p]],
  ['lists', 'chess-standings lists', p => ['lists', p, '--list', 'starting']],
  ['schedule --names', 'chess-standings schedule', p => ['schedule', '--names', p]],
];

function swissCsv(): string {
  return join(root, 'examples', 'swiss-open.csv');
}

/** What the flag that named the file adds before the message. */
const flagOf = (argv: readonly string[], path: string): string => {
  const i = argv.indexOf(path);
  return argv[i - 1]?.startsWith('--') ? `${argv[i - 1]}: ` : '';
};

describe.each(COMMANDS)('%s: a file that cannot be read', (_, program, argv) => {
  it('missing: one line in plain words, exit 2, no usage text', () => {
    const args = argv(missing);
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `${program}: ${flagOf(args, missing)}cannot read ${missing}: there is no such file\n`,
    );
  });

  it('a folder: said so, in German with --lang de', () => {
    const args = argv(folder);
    expect(run(args).err).toBe(
      `${program}: ${flagOf(args, folder)}cannot read ${folder}: it is a folder, not a file\n`,
    );
    const de = run([...args, '--lang', 'de']);
    expect(de.status).toBe(2);
    expect(de.err).toBe(
      `${program}: ${flagOf(args, folder)}${folder} kann nicht gelesen werden: Das ist ein Ordner, keine Datei\n`,
    );
  });
});

describe('a player name on the command line', () => {
  it('that fits several players: one line naming them, exit 2, no usage text', () => {
    const r = run([swissCsv(), '--explain', 'mann']);
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'chess-standings: --explain: "mann" matches Hoffmann, Lena; Neumann, Petra; Zimmermann, Eva; Hartmann, Ole; give the start number\n',
    );
  });

  it('that fits no one, in German with --lang de', () => {
    const r = run([swissCsv(), '--explain', 'Nobody', '--lang', 'de']);
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'chess-standings: --explain: kein Spieler „Nobody“ (geben Sie eine Startnummer oder einen Namen an)\n',
    );
  });

  it('a usage mistake still prints the usage text', () => {
    const r = run([swissCsv(), '--colour']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^chess-standings: unknown option --colour\n\nUsage:\n/);
  });
});

describe('--version', () => {
  it('prints the version of package.json, written into the bundle by the build', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    const r = spawnSync(process.execPath, [join(root, 'bin', 'chess-standings.js'), '--version'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
    // Not read at run time: the bundle does not look for package.json.
    expect(readFileSync(join(root, 'build', 'cli.js'), 'utf8')).not.toContain('package.json');
  });
});

describe('a file read by what it holds, whatever its name says', () => {
  const csv = readFileSync(swissCsv(), 'utf8');
  const standings = (file: string) => run([file, '--format', 'tsv']);
  const expected = standings(swissCsv());

  it('reads the sheet saved as CSV', () => {
    expect(expected.status).toBe(0);
    expect(expected.out.split('\n').length).toBeGreaterThan(10);
  });

  it('a results list saved as .txt is a sheet, not a TRF', () => {
    expect(standings(tmpFile('open.txt', csv))).toEqual(expected);
  });

  it('a sheet saved with tabs under a .csv or .txt name', () => {
    // The same fields, tab-separated (names hold commas, which tabs need not quote).
    const tsv = parseDelimited(csv, ',')
      .map(fields => fields.join('\t'))
      .join('\n');
    expect(tsv.split('\n')[1]).toMatch(/^1\tWeber, Jonas\t2184\t/);
    expect(standings(tmpFile('open.csv', tsv))).toEqual(expected);
    expect(standings(tmpFile('open.txt', tsv))).toEqual(expected);
  });

  it('a TRF under a .csv or .txt name is a TRF', () => {
    const trf = run([swissCsv(), '--format', 'trf']).out;
    expect(trf).toMatch(/^001 /m);
    expect(standings(tmpFile('open.csv', trf)).out).toBe(standings(tmpFile('open.trf', trf)).out);
    expect(standings(tmpFile('open.txt', trf)).out).toBe(standings(tmpFile('open.trf', trf)).out);
  });
});

describe('a mistake of the file as a whole', () => {
  it('is said after the file name without the "range:" a sheet needs, in both languages', () => {
    const file = swissCsv();
    const en = run([file, '--tiebreaks', 'BH/C1/C1']);
    expect(en.status).toBe(1);
    expect(en.err).toBe(
      `chess-standings: ${file}: tie-break "BH/C1/C1": modifier /C1 is given twice (or conflicts with another cut)\n`,
    );
    const de = run([file, '--tiebreaks', 'BH/C1/C1', '--lang', 'de']);
    expect(de.err).toBe(
      `chess-standings: ${file}: Feinwertung „BH/C1/C1“: der Zusatz /C1 steht doppelt da (oder widerspricht einer anderen Streichung)\n`,
    );
  });

  it('the same in the subcommands that rank a file', () => {
    const file = swissCsv();
    for (const [sub, extra] of [
      ['crosstable', []],
      ['lists', ['--list', 'starting']],
    ] as const) {
      const r = run([sub, file, ...extra, '--tiebreaks', 'BH/C1/C1', '--lang', 'de']);
      expect({ sub, status: r.status, err: r.err }).toEqual({
        sub,
        status: 1,
        err: `chess-standings ${sub}: ${file}: Feinwertung „BH/C1/C1“: der Zusatz /C1 steht doppelt da (oder widerspricht einer anderen Streichung)\n`,
      });
    }
  });
});

describe('a long list of notes on the file', () => {
  // changing-lineups.trf with 6 rounds declared and a record no reader knows: four notes.
  const file = join(root, 'test/fixtures/teams/many-notes.trf');
  const description = (argv: readonly string[]) => run(argv).out.split('\n')[1];

  it('shows the first three and how many more; --verbose shows all', () => {
    for (const sub of [['teams'], []]) {
      const short = description([...sub, file]);
      expect(short).toContain('(6 rounds declared, results for 4; round 2, team 1 "Albatross" v ');
      expect(short).toMatch(/; and 1 more; --verbose for all\)/);
      expect(short).not.toContain('unknown record');
      const all = description([...sub, file, '--verbose']);
      expect(all).toContain('; ignored unknown records on line 38)');
      expect(all).not.toMatch(/more; --verbose/);
    }
  });

  it('the board-order notes in German with --lang de', () => {
    const de = description(['teams', file, '--lang', 'de']);
    expect(de).toContain(
      '(6 Runden angegeben, Ergebnisse für 4; Runde 2, Mannschaft 1 „Albatross“ gegen Mannschaft 3 „Castling Club“: die Spielerlisten der Mannschaften widersprechen sich, wer gegen wen spielte (Brett 3 von Mannschaft 1 „Albatross“: Nr. 4 trifft auf Nr. 14, der an Brett 4 von Mannschaft 3 „Castling Club“ sitzt); ',
    );
    expect(de).toMatch(/; und 1 weitere; alle mit --verbose\)/);
    expect(description(['teams', file, '--lang', 'de', '--verbose'])).toContain(
      '; unbekannter Satz in Zeile 38 übergangen)',
    );
  });
});

describe('the team warnings with --lang de', () => {
  it('say the code left out and why in German, the match and the player too', () => {
    const file = join(root, 'test/fixtures/teams/lineups-tied.trf');
    const r = run(['teams', file, '--lang', 'de']);
    expect(r.status).toBe(0);
    expect(r.err).toBe(
      `chess-standings teams: ${file}: EDET/P weggelassen: die K.-o.-Stufen von EDE (13.3.2) braucht das Brett jeder Partie, aber die Bretter von Runde 1, Mannschaft 1 „Arndt Club“ gegen Mannschaft 2 „Busch Club“, sind nicht bekannt (die Aufstellungen geben das Brett von Arndt, Bodo (Nr. 2) nicht an); in einer TRF-Datei geben die 300er-Sätze die Aufstellungen an\n`,
    );
  });
});
