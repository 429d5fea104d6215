/**
 * `chess-standings crosstable` and `chess-standings lists`: the formats (text, TSV, CSV, HTML),
 * German, the player list of a results list, and the exit statuses. The event is the Club Open
 * of test/core/lists/clubOpen.ts, worked by hand there, saved as a results list and a player
 * list (test/fixtures/lists).
 */
import { join } from 'node:path';
import { parseCrosstableArgs, runCrosstable } from '../../src/cli/crosstable';
import { escapeHtml } from '../../src/cli/listOutput';
import { parseListsArgs, runLists } from '../../src/cli/lists';
import { parseDelimited, rankStandings, readGrid } from '../../src/core';
import { runWith, tmpFile } from '../support/cli';
import { checkXhtml } from '../support/xhtml';

const root = join(__dirname, '..', '..');
const results = join(root, 'test/fixtures/lists/club-open-results.csv');
const players = join(root, 'test/fixtures/lists/club-open-players.csv');
const swiss = join(root, 'examples/swiss-open.csv');
const event = [results, '--players', players, '--tiebreaks', 'WON,BPG'];

const crosstable = (argv: string[]) => runWith(runCrosstable, argv);
const lists = (argv: string[]) => runWith(runLists, argv);

describe('chess-standings crosstable', () => {
  it('--format tsv: the lines of the hand-worked table, English headers and plain decimals', () => {
    const r = crosstable([...event, '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Rk.\tSNo\tName\tRtg\t1.Rd\t2.Rd\t3.Rd\tPts.\tWON\tBPG',
        '1\t1\tAdler, Anna\t2100\t7w1\t2b½\t5w1\t2.5\t2\t1',
        '2\t3\tCohn, Clara\t1900\t8w1\t1w½\t6w½\t2\t1\t0',
        '2\t4\tDorn, Dieter\t1850\t6b-\t-1\t7w1\t2\t1\t0',
        '4\t6\tFuchs, Frank\t1599\t5b½\t7b0\t8w1\t1.5\t1\t2',
        '5\t2\tBauer, Bernd\t2000\t4w½\t6w1\t1b0\t1.5\t1\t1',
        '6\t8\tÄhrens, Hanna\t\t3w+\t5b0\t2b½\t1.5\t0\t2',
        '7\t5\tEngel, Eva\t1600\t1b0\t4w1\t3b0\t1\t1\t2',
        '8\t7\tGans, Gerd\t\t2b0\t-½\t4b0\t0.5\t0\t2',
        '',
      ].join('\n'),
    );
  });

  it('TSV and CSV are the same with --lang de; text is German (Rang, Snr, 2s½, 2,5)', () => {
    const en = crosstable([...event, '--format', 'csv']).out;
    expect(crosstable([...event, '--format', 'csv', '--lang', 'de']).out).toBe(en);
    expect(en.split('\n')[1]).toBe('1,1,"Adler, Anna",2100,7w1,2b½,5w1,2.5,2,1');
    const text = crosstable([...event, '--lang', 'de']).out;
    expect(text).toContain('Rangliste mit Kreuztabelle nach 3 Runden');
    expect(text).toMatch(/Rang +Snr +Name +Elo +1\.Rd +2\.Rd +3\.Rd +Pkt\. +WON +BPG/);
    expect(text).toMatch(/1 +1 +Adler, Anna +2100 +7w1 +2s½ +5w1 +2,5 +2 +1/);
    expect(text).toMatch(/2–3 +4 +Dorn, Dieter/);
    expect(text).toContain('Gegner nach ihrer Zeile in dieser Tabelle. -1 spielfrei');
  });

  it.each(['tsv', 'csv'] as const)(
    'its %s read back by the standings command is the same event',
    format => {
      const text = crosstable([...event, '--format', format]).out;
      const back = readGrid(parseDelimited(text, format === 'tsv' ? '\t' : ',')).tournament;
      const s = rankStandings(back, ['WON', 'BPG']);
      expect(
        s.rows.map(r => [back.participants[r.index].startNo, r.place, r.points, ...r.values]),
      ).toEqual([
        [1, '1', 2.5, 2, 1],
        [3, '2–3', 2, 1, 0],
        [4, '2–3', 2, 1, 0],
        [6, '4', 1.5, 1, 2],
        [2, '5', 1.5, 1, 1],
        [8, '6', 1.5, 0, 2],
        [5, '7', 1, 1, 2],
        [7, '8', 0.5, 0, 2],
      ]);
    },
  );

  it('prints a round robin square; --layout rounds by rounds', () => {
    const rr = join(root, 'examples/seed-crosstable.csv');
    const square = crosstable([rr, '--tiebreaks', 'SB', '--format', 'tsv']).out.split('\n');
    expect(square[0]).toBe('Rk.\tSNo\tName\t1\t2\t3\t4\t5\t6\t7\tPts.\tSB');
    expect(square[3]).toBe('3\t3\tC\t½\t½\t*\t½\t½\t1\t1\t4\t9');
    const r = crosstable([rr, '--layout', 'rounds', '--berger-rounds']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('1.Rd');
  });
});

describe('the HTML page', () => {
  it('is well formed, says its language, escapes every name and holds no script', () => {
    const nasty = '<script>alert(1)</script> & "Co"';
    const csv = [
      'Nr,Name,R1,R2',
      `1,"${nasty.replace(/"/g, '""')}",2w1,3b½`,
      '2,Ben,1b0,bye',
      '3,Cleo,bye,1w½',
    ].join('\n');
    const file = tmpFile('nasty.csv', csv);
    for (const lang of ['en', 'de']) {
      for (const page of [
        crosstable([file, '--format', 'html', '--lang', lang]).out,
        lists([file, '--list', 'starting', '--format', 'html', '--lang', lang]).out,
        lists([file, '--list', 'pairings', '--round', '1', '--format', 'html', '--lang', lang]).out,
      ]) {
        const checked = checkXhtml(page);
        expect(checked.problems).toEqual([]);
        expect(checked.lang).toBe(lang);
        expect(checked.elements).toEqual(
          expect.arrayContaining(['head', 'title', 'style', 'table']),
        );
        expect(checked.elements).not.toContain('script');
        // The name reads as typed, and is nowhere in the page unescaped.
        expect(checked.text).toContain(nasty);
        expect(page).not.toContain('<script>');
        expect(page).toContain(escapeHtml(nasty));
        expect(page).toContain('<meta charset="utf-8" />');
      }
    }
  });

  it('the checker finds what it is there for', () => {
    const page = (body: string) =>
      `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8" /><title>t</title></head><body>${body}</body></html>`;
    expect(checkXhtml(page('<p>ok &amp; fine</p>')).problems).toEqual([]);
    expect(checkXhtml(page('<p>a & b</p>')).problems).toEqual([
      expect.stringContaining('"&" that starts no entity'),
    ]);
    expect(checkXhtml(page('<p>1 < 2</p>')).problems.length).toBeGreaterThan(0);
    expect(checkXhtml(page('<p><b>x</p></b>')).problems).toContain('</p> closes <b>');
    expect(checkXhtml(page('<script>x</script>')).problems).toContain('a <script> element');
    expect(checkXhtml(page('<td class=num>1</td>')).problems.length).toBeGreaterThan(0);
    expect(checkXhtml(page('<p onclick="x()">x</p>')).problems).toContain(
      'event handler onclick on <p>',
    );
    expect(checkXhtml(page('<p>x')).problems).toContain('</body> closes <p>');
    expect(checkXhtml(page('').replace(' lang="en"', '')).lang).toBeNull();
  });
});

describe('chess-standings lists', () => {
  it('--list starting, alphabetical (Ährens with A) and pairings of a round, as TSV', () => {
    const starting = lists([...event, '--list', 'starting', '--format', 'tsv']).out.split('\n');
    expect(starting[0]).toBe('SNo\tName\tRtg\tFIDE id\tClub');
    expect(starting[1]).toBe('1\tAdler, Anna\t2100\t4600001\tSC Nord');
    const alpha = lists([...event, '--list', 'alphabetical', '--format', 'tsv']).out.split('\n');
    expect(alpha.slice(1, 3).map(l => l.split('\t')[1])).toEqual(['Adler, Anna', 'Ährens, Hanna']);
    const pairings = lists([...event, '--list', 'pairings', '--round', '2', '--format', 'tsv']);
    expect(pairings.out).toBe(
      [
        'Bo.\tNo.\tWhite\tRtg\tPts.\tResult\tPts.\tBlack\tRtg\tNo.',
        '1\t3\tCohn, Clara\t1900\t1\t½-½\t1\tAdler, Anna\t2100\t1',
        '2\t2\tBauer, Bernd\t2000\t0.5\t1-0\t1\tÄhrens, Hanna\t\t8',
        '3\t5\tEngel, Eva\t1600\t0\t1-0\t0.5\tFuchs, Frank\t1599\t6',
        '\t4\tDorn, Dieter\t1850\t0\tbye\t\t\t\t',
        '\t7\tGans, Gerd\t\t0\thalf-point bye\t\t\t\t',
        '',
      ].join('\n'),
    );
    // Without --round: the last round with games.
    expect(lists([...event, '--list', 'pairings', '--lang', 'de']).out).toContain(
      'Paarungen der 3. Runde',
    );
  });

  it('--category: one table with the category first in TSV, sections in text', () => {
    const r = lists([
      ...event,
      '--category',
      'women; age:U14,S50; club',
      '--year',
      '2025',
      '--format',
      'tsv',
    ]);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      [
        'Category\tCat.\tRk.\tSNo\tName\tRtg\tBorn\tPts.\tWON\tBPG',
        'women\t1\t1\t1\tAdler, Anna\t2100\t\t2.5\t2\t1',
        'women\t2\t2\t3\tCohn, Clara\t1900\t\t2\t1\t0',
        'women\t3\t7\t5\tEngel, Eva\t1600\t\t1\t1\t2',
        'U14\t1\t5\t2\tBauer, Bernd\t2000\t2011\t1.5\t1\t1',
        'U14\t2\t7\t5\tEngel, Eva\t1600\t2012\t1\t1\t2',
        'U14\t3\t8\t7\tGans, Gerd\t\t2017\t0.5\t0\t2',
        'S50\t1\t1\t1\tAdler, Anna\t2100\t1975\t2.5\t2\t1',
        'S50\t2\t2\t4\tDorn, Dieter\t1850\t1960\t2\t1\t0',
        'SC Nord\t1\t1\t1\tAdler, Anna\t2100\t\t2.5\t2\t1',
        'SC Nord\t2\t4\t6\tFuchs, Frank\t1599\t\t1.5\t1\t2',
        'SC Nord\t3\t5\t2\tBauer, Bernd\t2000\t\t1.5\t1\t1',
        'SK Süd\t1\t2\t3\tCohn, Clara\t1900\t\t2\t1\t0',
        'SK Süd\t1\t2\t4\tDorn, Dieter\t1850\t\t2\t1\t0',
        'SK Süd\t3\t8\t7\tGans, Gerd\t\t\t0.5\t0\t2',
        '',
      ].join('\n'),
    );
    const text = lists([
      ...event,
      '--category',
      'women;rating:1600,1900;unrated',
      '--lang',
      'de',
    ]).out;
    expect(text).toContain('Beste Frauen');
    expect(text).toContain('Bei 1 Spieler ist das Geschlecht nicht angegeben.');
    expect(text).toContain('Elo 1600-1899');
    expect(text).toContain('Spieler ohne Elo');
    expect(text).toMatch(/Kat\. +Rang +Snr +Name +Elo +Pkt\./);
  });

  it('--age-bands chooses the groups; the year comes from --year', () => {
    const r = lists([
      ...event,
      '--category',
      'age',
      '--age-bands',
      'S65',
      '--year',
      '2025',
      '--format',
      'csv',
    ]);
    expect(r.out.split('\n').slice(1, -1)).toEqual(['S65,1,2,4,"Dorn, Dieter",1850,1960,2,1,0']);
  });
});

describe('exit statuses', () => {
  it('1 for bad input, naming the file and the cell (also of the player list), or what is missing', () => {
    const badPlayers = tmpFile('players.csv', 'Nr,Name,Geb.,Geschlecht\n1,"Adler, Anna",1975,x\n');
    const r = lists([results, '--players', badPlayers, '--list', 'starting']);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `chess-standings lists: ${badPlayers}: D2: player list: found "x"; expected the sex as m or w (f), or blank\n`,
    );
    const de = lists([results, '--players', badPlayers, '--list', 'starting', '--lang', 'de']);
    expect(de.err).toContain(
      'D2: Spielerliste: gefunden „x“; erwartet das Geschlecht als m oder w (f), oder leer',
    );
    const noYear = lists([...event, '--category', 'age']);
    expect(noYear.status).toBe(1);
    expect(noYear.err).toContain(`${results}: age groups are counted from the year of the event`);
    const noSex = lists([swiss, '--category', 'women']);
    expect(noSex.status).toBe(1);
    expect(noSex.err).toContain("no player's sex is given");
    const badCell = tmpFile('bad.csv', 'Nr,Name,R1\n1,A,2w1\n2,B,1w0\n');
    const cross = crosstable([badCell]);
    expect(cross.status).toBe(1);
    expect(cross.err).toMatch(/^chess-standings crosstable: .*bad\.csv: C2: /);
    expect(lists([...event, '--list', 'pairings', '--round', '9']).err).toContain(
      'there is no round 9 to list: the event has rounds 1 to 3',
    );
  });

  it('2 for usage mistakes, with the help', () => {
    for (const [argv, said] of [
      [[results], 'give either --list starting|alphabetical|pairings or --category …'],
      [[results, '--list', 'starting', '--category', 'women'], 'give either'],
      [
        [results, '--list', 'everyone'],
        '--list: "everyone" is not one of starting, alphabetical, pairings',
      ],
      [[results, '--category', 'juniors'], '--category: unknown category "juniors"'],
      [[results, '--category', 'women', '--age-bands', 'U14'], '--age-bands is for --category age'],
      [[results, '--list', 'starting', '--round', '2'], '--round is for --list pairings'],
      [
        [results, '--list', 'starting', '--format', 'pdf'],
        '--format: "pdf" is not one of text, tsv, csv, html',
      ],
    ] as const) {
      const r = lists([...argv]);
      expect({ argv, status: r.status }).toEqual({ argv, status: 2 });
      expect(r.err).toContain(said);
      expect(r.err).toContain('Usage:\n  chess-standings lists FILE');
    }
    const r = crosstable([results, '--layout', 'diagonal']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('--layout: "diagonal" is not one of auto, rounds, square');
    expect(crosstable([swiss, '--layout', 'square']).status).toBe(1);
  });

  it('--help and no arguments print the help', () => {
    expect(parseCrosstableArgs([])).toBe('help');
    expect(parseListsArgs(['--help'])).toBe('help');
    const r = crosstable(['-h']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('chess-standings crosstable FILE');
    expect(lists(['--help']).out).toContain('--age-bands');
  });
});
