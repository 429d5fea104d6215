/**
 * `chess-standings crosstable --rating-change fide|dwz`: the Rtg+/- column last (FIDE with two
 * decimals, DWZ whole points), the rules named above the table, the rating flags it shares with
 * `chess-standings ratings`, and the exit statuses. The event is test/fixtures/ratings/
 * club-event.trf; its FIDE changes are worked by hand from table 8.1.2 in
 * test/core/ratings/fideEvent.test.ts, its DWZ in test/cli/ratings.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCrosstable } from '../../src/cli/crosstable';
import { runWith, tmpFile } from '../support/cli';
import { checkXhtml } from '../support/xhtml';

const root = join(__dirname, '..', '..');
const event = join(root, 'test/fixtures/ratings/club-event.trf');
const crosstable = (argv: string[]) => runWith(runCrosstable, argv);

/** Name → last field of each line of a TSV. */
function lastByName(tsv: string): Record<string, string> {
  const [head, ...rows] = tsv
    .trimEnd()
    .split('\n')
    .map(l => l.split('\t'));
  const name = head.indexOf('Name');
  return Object.fromEntries(rows.map(r => [r[name], r[r.length - 1]]));
}

describe('chess-standings crosstable --rating-change', () => {
  it('fide: Rtg+/- last, K · (W − We) with two decimals, empty for the unrated D', () => {
    const r = crosstable([event, '--rating-change', 'fide', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const header = r.out.split('\n')[0].split('\t');
    expect(header.slice(-2)).toEqual(['BWG', 'Rtg+/-']);
    expect(lastByName(r.out)).toEqual({
      A: '5.00',
      B: '2.40',
      C: '0.00',
      D: '',
      E: '-12.30',
      F: '18.40',
    });
    // The same table without the option: every other field alike.
    const plain = crosstable([event, '--format', 'tsv']).out.trimEnd().split('\n');
    expect(
      r.out
        .trimEnd()
        .split('\n')
        .map(l => l.replace(/\t[^\t]*$/, '')),
    ).toEqual(plain);
  });

  it('takes the rating flags of chess-standings ratings: --k 15', () => {
    const r = crosstable([event, '--rating-change', 'fide', '--k', '15', '--format', 'csv']);
    const rows = r.out.trimEnd().split('\n');
    // In ranking order A, D, E, F, B, C; W − We × 15: A .25 → 3.75, B .06 → 0.90,
    // E −1.23 → −18.45, F .92 → 13.80, C 0
    expect(rows.map(l => l.split(',').pop())).toEqual([
      'Rtg+/-',
      '3.75',
      '',
      '-18.45',
      '13.80',
      '0.90',
      '0.00',
    ]);
  });

  it('dwz in German: DWZ+/-, Rn − Ro, and the rules and what they assumed above the table', () => {
    const r = crosstable([event, '--rating-change', 'dwz', '--lang', 'de']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.slice(2, 5)).toEqual([
      'DWZ-Auswertung · Wertungsordnung von 2014 (Turnierende bis 7. Juni 2026) · Turnierdatum 2025-05-03 (Ende, TRF 052)',
      'Keine DWZ-Spalte: die angegebenen Wertungszahlen werden als DWZ gelesen.',
      'Alter unbekannt: über 25, wie der DWZ-Rechner des DSB annimmt.',
    ]);
    expect(r.out).toMatch(/Rang +Snr +Name .* BWG +DWZ\+\/-\n/);
    // Rn: A 2106, B 2003, C 1800, E 2418, F 1538 (worked in test/cli/ratings.test.ts).
    expect(r.out).toMatch(/\n +1 +1 +A +.* +6\n/);
    expect(r.out).toMatch(/\n +3 +5 +E +.* +-32\n/);
    expect(r.out).toMatch(/\n +4 +6 +F +.* +38\n/);
    expect(r.out).toMatch(/\n +5 +2 +B +.* +3\n/);
    expect(r.out).toMatch(/\n +2 +4 +D +GER +6s½ +4w1 +-½ +2 +2,5 +4,5 +3 +4 +0 +1 +0\n/);
  });

  it('html: the rules on their own line of the page, which stays strict XHTML', () => {
    const page = crosstable([event, '--rating-change', 'fide', '--format', 'html']).out;
    const checked = checkXhtml(page);
    expect(checked.problems).toEqual([]);
    expect(page).toContain(
      'WIN, BWG<br />FIDE rating changes · Rating Regulations of 1 March 2024, standard list · event date 2025-05-01 (start date, TRF 042)<br />K by the rules (8.3.3',
    );
    expect(page).toContain('<th>Rtg+/-</th>');
    expect(page).toContain('<td class="num">-12.30</td>');
  });

  it('exit 1 for an event the rules cannot rate as given, naming the file; --date rates it', () => {
    const undated = tmpFile(
      'undated.trf',
      readFileSync(event, 'utf8').replace(/^0[45]2 .*\n/gm, ''),
    );
    const r = crosstable([undated, '--rating-change', 'fide']);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      new RegExp(
        `^chess-standings crosstable: ${undated.replace(/[.\\/]/g, '\\$&')}: the event's date is unknown, and B's K depends on it`,
      ),
    );
    const dated = crosstable([undated, '--rating-change', 'fide', '--date', '2025-05-01']);
    expect(dated.status).toBe(0);
    expect(dated.out).toMatch(/\n +5 +2 +B .* 2\.40\n/);
  });

  it.each([
    [['--k', '20'], '--k needs --rating-change fide or dwz'],
    [['--date', '2025-05-01'], '--date needs --rating-change fide or dwz'],
    [['--rating-change', 'elo'], '--rating-change: "elo" is not one of fide, dwz'],
    [
      ['--rating-change', 'dwz', '--k-column'],
      '--k-column applies to FIDE ratings, not to --rating-change dwz',
    ],
    [['--rating-change', 'fide', '--k', '41'], '--k: "41" is not a K from 1 to 40'],
    [['--rating-change'], '--rating-change needs a value'],
  ])('%j: exit 2 with the help', (argv, message) => {
    const r = crosstable([event, ...argv]);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(`chess-standings crosstable: ${message}`);
    expect(r.err).toContain('--rating-change fide or dwz: a last column Rtg+/-');
  });
});
