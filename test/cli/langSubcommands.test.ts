/**
 * `--lang de` on every subcommand; without it English, whatever the locale (LC_ALL, LANG) says.
 * German texts are the catalogue's (src/core/messages/de.ts) filled in by hand; the numbers are
 * the ones the English tests of each subcommand establish (spec values, hand-worked examples).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { cutRound } from '../core/pairing/cutRound';
import { runWith, tmpFile } from '../support/cli';
import type { Ran } from '../support/cli';

const root = join(__dirname, '..', '..');

/** Runs `chess-standings ARGV` in-process. */
const run = (argv: readonly string[]) => runWith(main, argv);

/** Runs the built program (`npm test` builds it first) as a process with this environment. */
function spawn(argv: readonly string[], env: Record<string, string>): Ran {
  const r = spawnSync(process.execPath, [join(root, 'build', 'cli.js'), ...argv], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: r.status ?? -1, out: r.stdout, err: r.stderr };
}

const btv2 = join(root, 'test/fixtures/spec/btv2-teams4.trf');
const swiss = join(root, 'examples/swiss-open.csv');

describe('chess-standings teams --lang de', () => {
  it("a bad board result: the cell and the catalogue's German (exit 1)", () => {
    const list = tmpFile(
      'match.csv',
      'Round,Home,Away,Board,Home player,Away player,Result\n1,T1,T2,1,a,b,1-0\n1,T1,T2,2,c,d,3-0\n',
    );
    const r = run(['teams', list, '--lang', 'de']);
    expect(r.status).toBe(1);
    // '"$1" is not a result: expected $2' → '„$1“ ist kein Ergebnis: erwartet $2', cell G3.
    expect(r.err).toMatch(
      new RegExp(`^chess-standings teams: ${escape(list)}: G3: „3-0“ ist kein Ergebnis: erwartet `),
    );
    expect(run(['teams', list]).err).toContain(': G3: "3-0" is not a result: expected ');
  });

  it('the text table: German headers, decimal commas, "Regeln"', () => {
    // B-TV2 (club-systems.md): Team Two 4 MP 6.5 BP BW 17.5; Team One 3, 6, 15.5.
    const r = run(['teams', btv2, '--tiebreaks', 'GPTS,BW', '--lang', 'de']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[1]).toMatch(/; 4 Bretter; Regeln fide-2026$/);
    expect(lines[3]).toMatch(/^Platz\s+Nr\s+Mannschaft\s+MP\s+GPTS\s+BW$/);
    expect(lines[4]).toMatch(/^\s*1\s+2\s+Team Two\s+4\s+6,5\s+17,5$/);
    expect(lines[5]).toMatch(/^\s*2\s+1\s+Team One\s+3\s+6\s+15,5$/);
  });

  it('game points first are BP in German', () => {
    const r = run(['teams', btv2, '--tiebreaks', 'BW', '--primary', 'GP', '--lang', 'de']);
    expect(r.out.split('\n')[3]).toMatch(/^Platz\s+Nr\s+Mannschaft\s+BP\s+BW$/);
  });

  it('TSV stays the same in German', () => {
    const args = ['teams', btv2, '--tiebreaks', 'GPTS,BW', '--format', 'tsv'];
    expect(run([...args, '--lang', 'de']).out).toBe(run(args).out);
  });
});

describe('chess-standings keizer --lang de', () => {
  const results = tmpFile(
    'results.csv',
    'Round,Board,White,Black,Result\n1,1,A,B,1-0\n1,2,C,D,2-0\n',
  );

  it('a bad result: file, cell and German (exit 1)', () => {
    const r = run(['keizer', results, '--lang', 'de']);
    expect(r.status).toBe(1);
    // 'found $1; expected a result: $2' → 'gefunden $1; erwartet ein Ergebnis: $2'.
    expect(r.err).toMatch(
      new RegExp(
        `^chess-standings keizer: ${escape(results)}: E3: gefunden „2-0“; erwartet ein Ergebnis: `,
      ),
    );
  });

  it('a bad rating in the player list: that file, in German', () => {
    const players = tmpFile('players.csv', 'Name,Rating,Status\nA,1500,\nB,abc,\n');
    const good = tmpFile('good.csv', 'Round,Board,White,Black,Result\n1,1,A,B,1-0\n');
    const r = run(['keizer', good, '--players', players, '--lang', 'de']);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(
      new RegExp(`^chess-standings keizer: ${escape(players)}: B3: gefunden „abc“; `),
    );
  });

  it('the text table and the pairings in German', () => {
    const ex = (f: string) => join(root, 'examples', f);
    const args = ['keizer', ex('keizer-results.csv'), '--players', ex('keizer-players.csv')];
    const r = run([...args, '--lang', 'de']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    // keizer.test.ts: 15 ranked after round 3, values 21…7; Hahlbohm 66.25, Kohla 45.4.
    expect(lines[0]).toBe(
      'Keizer-Rangliste nach Runde 3: Berechnung in Durchgängen, Werte 21…7, Eigenwert mitgezählt',
    );
    // 'Results list, $1, $2' → 'Ergebnisliste, $1, $2'.
    expect(lines[1]).toMatch(/^Ergebnisliste, 16 Spieler, 3 Runden/);
    expect(lines[3]).toMatch(/^Platz\s+Name\s+Keizer\s+Wert$/);
    expect(lines[4]).toMatch(/^\s*1\s+Hahlbohm, Matthias\s+66,25\s+21$/);
    expect(r.out).toMatch(/Kohla, Patrice\s+45,4\s/);
    expect(r.out).toMatch(/\nZurückgezogen: Gruner, Klaus-Dieter\n$/);
    const p = run([...args, '--present', 'Hahlbohm; Tiemer; Kohla', '--lang', 'de']);
    expect(p.status).toBe(0);
    const pl = p.out.split('\n');
    expect(pl[0]).toBe('Keizer-Paarungen für Runde 4: 3 anwesend, Rangliste nach Runde 3');
    expect(pl[3]).toMatch(/^Brett\s+Weiß\s+Schwarz$/);
    expect(pl[pl.length - 2]).toMatch(/^Spielfrei: /);
  });

  it('every iteration mode named in German words in the title', () => {
    const ex = (f: string) => join(root, 'examples', f);
    const args = ['keizer', ex('keizer-results.csv'), '--players', ex('keizer-players.csv')];
    const title = (mode: string) =>
      run([...args, '--iteration', mode, '--lang', 'de']).out.split('\n')[0];
    expect(title('frozen')).toMatch(/^Keizer-Rangliste nach Runde 3: Berechnung eingefroren, /);
    expect(title('fixed-point')).toMatch(
      /^Keizer-Rangliste nach Runde 3: Berechnung bis zum Fixpunkt(, erreicht nach \d+ Wertungen|: die Rangfolge|, nicht erreicht)/,
    );
  });
});

describe('chess-standings pair --lang de', () => {
  const header = '012 Test\nXXR 5\nXXC white1\n';
  const player = (id: number, points: string, ...blocks: string[]): string => {
    const head = `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${'2000'.padStart(4)}`;
    return `${head.padEnd(80)}${points.padStart(4)} ${String(id).padStart(4)}${blocks.map(b => `  ${b}`).join('')}`;
  };

  it('opposing entries that disagree: the TRF line in German (exit 1)', () => {
    const f = tmpFile(
      'bad.trf',
      `${header}${player(1, '1.0', '   2 w 1')}\n${player(2, '0.0', '   1 w 0')}\n`,
    );
    const r = run(['pair', f, '--lang', 'de']);
    expect(r.status).toBe(1);
    // 'line $1' → 'Zeile $1'; 'round $1: player $2 meets $3, but line $4 does not show …' →
    // 'Runde $1: Spieler $2 trifft auf $3, aber Zeile $4 zeigt nicht dieselbe Partie …'.
    expect(r.err).toContain(
      `chess-standings pair: ${f}: Zeile 4: Runde 1: Spieler 1 trifft auf 2, aber Zeile 5 zeigt nicht dieselbe Partie`,
    );
  });

  it('the pairing table in German; TSV unchanged', () => {
    const trf = readFileSync(join(root, 'test/fixtures/pairing/s0002/tournament.trf'), 'utf8');
    const f = tmpFile('s0002.trf', cutRound(trf, 3));
    const r = run(['pair', f, '--lang', 'de']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    // pair.test.ts, s0002 round 3 (rounds.tsv): 1–2, 3–7, 6–4, bye 5 (out of 7 rounds).
    expect(lines[0]).toBe('Runde 3 von 7 — FIDE-Dutch-System (C.04.3, 2025)');
    expect(lines[2]).toMatch(/^Brett {2}Weiß\s+Schwarz$/);
    expect(lines[3]).toMatch(
      /^\s+1 {2}1 Test0001 Player0001 \(\d,\d\)\s+2 Test0002 Player0002 \(\d,\d\)$/,
    );
    expect(r.out).toMatch(/\nSpielfrei durch die Paarung: 5 /);
    const tsv = ['pair', f, '--format', 'tsv'];
    expect(run([...tsv, '--lang', 'de']).out).toBe(run(tsv).out);
  });
});

describe('chess-standings schedule --lang', () => {
  it('takes --lang; the schedule is a sheet for the readers, the same in both languages', () => {
    const args = ['schedule', '--players', '4', '--layout', 'results'];
    const de = run([...args, '--lang', 'de']);
    expect(de.status).toBe(0);
    expect(de.out).toBe(run(args).out);
  });
});

describe('the explanation in German', () => {
  it('--explain with --lang de: German head line and column headers', () => {
    const r = run([swiss, '--explain', 'Hoffmann', '--tiebreaks', 'BH', '--lang', 'de']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    // examples/swiss-open.csv: Hoffmann, Lena is start number 2; the headers are the add-on's
    // German explanation headers (src/server/texts/general.ts), abbreviated as in English.
    expect(lines[0]).toMatch(/^BH für Hoffmann, Lena \(Nr\. 2\): \d+(,5)?$/);
    expect(lines[2]).toMatch(/^Rd\.\s+Gegner\s+Pkt Gegner\s+Ergebnis\s+Pkt\s+Beitrag\s+Hinweis$/);
  });
});

describe('the locale does not choose the language', () => {
  const bad = tmpFile(
    'bad.pgn',
    '[Event "Open"]\n[Round "1"]\n[White "A"]\n[Black "B"]\n[Result "2-0"]\n\n*\n',
  );
  // lang.test.ts: the Result tag error, in German from the catalogue.
  const german = `chess-standings: ${bad}: Partie 1, Runde 1: der Result-Tag ist „2-0“;`;
  const english = `chess-standings: ${bad}: game 1, round 1: the Result tag is "2-0";`;
  const germanMachine = { LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8', LC_MESSAGES: 'de_DE.UTF-8' };

  it('a German machine gets English unless --lang de is given', () => {
    const r = spawn([bad], germanMachine);
    expect(r.status).toBe(1);
    expect(r.err.startsWith(english)).toBe(true);
    expect(spawn([bad, '--lang', 'de'], germanMachine).err.startsWith(german)).toBe(true);
  });

  it('the text table of a subcommand stays English too', () => {
    const out = spawn(['teams', btv2, '--tiebreaks', 'BW'], germanMachine).out;
    expect(out).toMatch(/\nRank\s+No\s+Team/);
    expect(out).not.toMatch(/Platz/);
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
