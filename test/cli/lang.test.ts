/** `--lang de`: the reader's error in German (exit 1); English stays the default. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../../src/cli/args';
import { main } from '../../src/cli/main';
import { runWith } from '../support/cli';

/** Runs `chess-standings ARGV` in-process. */
const run = (argv: readonly string[]) => runWith(main, argv);

const dir = mkdtempSync(join(tmpdir(), 'lang-'));
const bad = join(dir, 'bad.pgn');
writeFileSync(bad, '[Event "Open"]\n[Round "1"]\n[White "A"]\n[Black "B"]\n[Result "2-0"]\n\n*\n');

describe('chess-standings --lang', () => {
  it('says a bad file in German with --lang de', () => {
    const r = run([bad, '--lang', 'de']);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `chess-standings: ${bad}: Partie 1, Runde 1: der Result-Tag ist „2-0“; erwartet 1-0, 0-1, 1/2-1/2 oder * (noch nicht gespielt)\n`,
    );
  });

  it('stays English without it', () => {
    const r = run([bad]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('game 1, round 1: the Result tag is "2-0"');
  });

  it('prints the table of a good file in German', () => {
    const r = run([join(__dirname, '../../examples/swiss-open.csv'), '--lang=de']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    // examples/swiss-open.csv: 13 players, rounds R1 … R5; Hoffmann, Lena has 3½ points.
    expect(lines[0]).toBe('Schweizer Fortschrittstabelle, 13 Spieler, 5 Runden; Regeln fide-2026');
    expect(lines[2]).toMatch(/^Platz\s+Nr\s+Name\s+Pkt\s/);
    expect(r.out).toMatch(/Hoffmann, Lena\s+3,5\s/);
    const english = run([join(__dirname, '../../examples/swiss-open.csv')]);
    expect(english.out.split('\n')[0]).toBe(
      'Swiss progress table, 13 players, 5 rounds; rules fide-2026',
    );
  });

  it('explains a player in German with --explain and --lang de', () => {
    const file = join(__dirname, '../../examples/swiss-open.csv');
    const r = run([file, '--explain', 'Hoffmann', '--tiebreaks', 'PTS,BH/C1', '--lang', 'de']);
    expect(r.status).toBe(0);
    // examples/swiss-open.csv: Hoffmann, Lena has 3½ points from five rounds.
    expect(r.out).toMatch(
      /^PTS für Hoffmann, Lena \(Nr\. \d+\): 3,5\nPunkte = 3,5 \(Summe aus 5 Beiträgen\)\n/,
    );
    expect(r.out).toMatch(
      /\nBH\/C1 für Hoffmann, Lena \(Nr\. \d+\): [\d,]+\nBuchholz ohne schlechtestes Ergebnis = /,
    );
    expect(r.out).toMatch(/^Rd\.\s+Gegner\s+Pkt Gegner\s+Ergebnis\s+Pkt\s+Beitrag\s+Hinweis$/m);
    expect(r.out).toMatch(/\(gestrichen\)/);
    const english = run([file, '--explain', 'Hoffmann', '--tiebreaks', 'PTS,BH/C1']);
    expect(english.out).toMatch(
      /^PTS for Hoffmann, Lena \(No\. \d+\): 3\.5\nPoints = 3\.5 \(sum of 5 contributions\)\n/,
    );
  });

  it('knows en and de only', () => {
    expect(parseArgs(['f.trf', '--lang', 'de'])).toMatchObject({ lang: 'de' });
    expect(() => parseArgs(['f.trf', '--lang', 'fr'])).toThrow('--lang: "fr" is not one of en, de');
  });
});
