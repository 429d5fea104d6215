/**
 * `chess-standings ratings`: the TSV contracts (`StartNo Name FideId Ro Games W We K Change`;
 * for DWZ `StartNo Name DWZ-Index Ro E We Rn`), the text table in English and German, `--explain`,
 * a results list with a player list and its K column, and the exit statuses. The FIDE values are
 * those worked by hand in test/core/ratings/fideEvent.test.ts; the DWZ values are worked below.
 */
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runRatings } from '../../src/cli/ratings';
import { runWith, tmpFile } from '../support/cli';

const root = join(__dirname, '..', '..');
const event = join(root, 'test/fixtures/ratings/club-event.trf');
const run = (argv: string[]) => runWith(runRatings, argv);

describe('FIDE', () => {
  it('TSV: every participant in start-number order; We and Change with two decimals', () => {
    const r = run([event, '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'StartNo\tName\tFideId\tRo\tGames\tW\tWe\tK\tChange',
        '1\tA\t4612345\t2100\t2\t1\t0.75\t20\t5.00',
        '2\tB\t\t2000\t2\t0.5\t0.44\t40\t2.40',
        '3\tC\t\t1800\t0\t0\t0.00\t20\t0.00',
        '4\tD\t\t\t2\t1.5\t\t\t',
        '5\tE\t\t2450\t3\t1.5\t2.73\t10\t-12.30',
        '6\tF\t\t1500\t1\t1\t0.08\t20\t18.40',
        '',
      ].join('\n'),
    );
  });

  it('is the subcommand `ratings` of the command line', () => {
    expect(runWith(main, ['ratings', event, '--format', 'tsv']).out).toBe(
      run([event, '--format', 'tsv']).out,
    );
  });

  it('--k 15: one K for everybody', () => {
    const r = run([event, '--format', 'csv', '--k', '15']);
    expect(r.out.split('\n').slice(0, 2)).toEqual([
      'StartNo,Name,FideId,Ro,Games,W,We,K,Change',
      '1,A,4612345,2100,2,1,0.75,15,3.75',
    ]);
  });

  it('text: the rules and the date, the table with W − We and the rounded change, what K is', () => {
    const r = run([event]);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Club event (ratings)');
    expect(lines[2]).toBe(
      'FIDE rating changes · Rating Regulations of 1 March 2024, standard list · event date 2025-05-01 (start date, TRF 042)',
    );
    expect(r.out).toContain(
      ' 4  D                            2  1.5                                 no rating yet: 2 games against rated players, 3 more needed',
    );
    expect(r.out).toMatch(
      / 5 {2}E {14}2450 {2}10 {6}3 {2}1\.5 {2}2\.73 {3}-1\.23 {2}-12\.30 {6}-12 {2}K by the rules \(8\.3\.3\): 10, from 2400/,
    );
    expect(r.out).toContain('Rounded: the change of a rating period is rounded once (8.3.4)');
  });

  it('--lang de: German words and decimal commas; TSV unchanged', () => {
    const r = run([event, '--lang', 'de']);
    expect(r.out).toContain(
      'Elo-Änderungen · FIDE-Wertungsbestimmungen vom 1. März 2024, Standardliste',
    );
    expect(r.out).toContain('Nr  Name  FIDE-ID');
    expect(r.out).toContain(
      ' 5  E              2450  10        3  1,5  2,73   -1,23    -12,30       -12',
    );
    expect(run([event, '--lang', 'de', '--format', 'tsv']).out).toBe(
      run([event, '--format', 'tsv']).out,
    );
  });

  it('--explain: each game with the rating used, the cap, PD and W − PD; the forfeit and the sum', () => {
    const r = run([event, '--explain', 'E']);
    expect(r.out).toBe(
      [
        'E (5): Ro 2450, K 10 (K by the rules (8.3.3): 10, from 2400)',
        'Rd  Opponent  Rating  Used    PD  Result  W − PD  Note',
        ' 1  F (6)       1500  2050  0.92  0        -0.92  capped at ±400 (8.3.1)',
        ' 2  B (2)       2000  2050  0.92  ½        -0.42  capped at ±400 (8.3.1)',
        ' 3  A (1)       2100  2100  0.89  1         0.11',
        'W 1.5, We 2.73, W − We -1.23; K × (W − We) = 10 × -1.23 = -12.30, rounded -12',
        '',
      ].join('\n'),
    );
    const a = run([event, '--explain', '1']);
    expect(a.out).toContain(' 2  C (3)                                         forfeit: not rated');
    const d = run([event, '--explain', 'D', '--lang', 'de']);
    expect(d.out).toContain('D (4): ohne Wertung');
    expect(d.out).toContain('noch keine Elo: 2 Partien gegen gewertete Spieler, 3 weitere nötig');
  });

  it('JSON: the whole calculation, opponents by start number', () => {
    const json = JSON.parse(run([event, '--format', 'json']).out);
    expect(json.system).toBe('fide');
    expect(json.rules).toEqual({ category: 'standard', exemptFrom2650: false, gap600: false });
    expect(json.players[4]).toMatchObject({
      startNo: 5,
      name: 'E',
      kind: 'rated',
      expected: 273,
      change: -1230,
      rounded: -12,
    });
    expect(json.players[4].games[0]).toMatchObject({ opponent: 6, ratingUsed: 2050, capped: true });
  });
});

describe('a results list with a player list', () => {
  const results = tmpFile(
    'results.csv',
    'Round,Board,White,Black,Result\n1,1,Anna,Bert,1-0\n2,1,Bert,Anna,½-½\n',
  );
  // Anna 2000 (K 40 from the list) against Bert 1900: D 100, PD .64 in both games:
  // W 1.5, We 1.28, W − We .22, × 40 = 8.80; Bert: −.22 × 20 = −4.40.
  const players = tmpFile('players.csv', 'Name,Elo,K,Geb.\nAnna,2000,40,2010\nBert,1900,20,1980\n');

  it('takes the K column with --k-column', () => {
    const r = run([results, '--players', players, '--k-column', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      [
        'StartNo\tName\tFideId\tRo\tGames\tW\tWe\tK\tChange',
        '1\tAnna\t\t2000\t2\t1.5\t1.28\t40\t8.80',
        '2\tBert\t\t1900\t2\t0.5\t0.72\t20\t-4.40',
        '',
      ].join('\n'),
    );
    // Undated, and no game depends on the date: said so.
    expect(run([results, '--players', players]).out).toContain('event date unknown');
  });

  it('refuses --k-column when a rated player has no K (exit 1)', () => {
    const noK = tmpFile('players.csv', 'Name,Elo,K\nAnna,2000,40\nBert,1900,\n');
    const r = run([results, '--players', noK, '--k-column']);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `chess-standings ratings: ${results}: Bert (no. 2) has no K: the K column is empty for a rated player\n`,
    );
  });

  it("names the player list's file and cell for a mistake in it (exit 1), in German too", () => {
    const badK = tmpFile('players.csv', 'Name,Elo,K\nAnna,2000,40\nBert,1900,50\n');
    const r = run([results, '--players', badK]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `chess-standings ratings: ${badK}: C3: player list: found "50"; expected K, a whole number from 1 to 40 (FIDE lists 10, 20 or 40)\n`,
    );
    const de = run([results, '--players', badK, '--lang', 'de']);
    expect(de.err).toContain(`${badK}: C3: Spielerliste: gefunden „50“; erwartet K`);
  });
});

describe('DWZ', () => {
  // The ratings are read as DWZ (no DWZ in the file); end date 2025-05-03; index unknown.
  // A (2100, 35 years: J 15): P(100) = Φ(100/282.84) = .638, P(−350) = .108: We .746; E0 = 2.1^4
  //   + 15 = 34.45 → 34, at most 30; Rn = 2100 + 800 (1 − .746) / (30 + 2) = 2106.35 → 2106.
  // B (2000, 15 years: J 5, W ½ ≥ We, fB 1): P(−100) = .362, P(−450) = .056: We .418;
  //   E0 = 16 + 5 = 21; Rn = 2000 + 800 · .082 / 23 = 2002.85 → 2003.
  // C: no game counts: 1800. D: unrated, 2 games against rated players.
  // E (2450, 55 years): P(950) = 1.000, P(450) = .944, P(350) = .892: We 2.836; E 30;
  //   Rn = 2450 + 800 (1.5 − 2.836) / 33 = 2417.61 → 2418.
  // F (1500, age unknown: over 25): P(−950) = .000; E0 = 5.06 + 15 → 20; Rn = 1500 + 800/21 → 1538.
  it('TSV: StartNo Name DWZ-Index Ro E We Rn', () => {
    const r = run([event, '--system', 'dwz', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      [
        'StartNo\tName\tDWZ-Index\tRo\tE\tWe\tRn',
        '1\tA\t\t2100\t30\t0.746\t2106',
        '2\tB\t\t2000\t21\t0.418\t2003',
        '3\tC\t\t1800\t\t\t1800',
        '4\tD\t\t\t\t\t',
        '5\tE\t\t2450\t30\t2.836\t2418',
        '6\tF\t\t1500\t20\t0.000\t1538',
        '',
      ].join('\n'),
    );
  });

  it('text: the rule set by the end date, and what was assumed', () => {
    const r = run([event, '--system', 'dwz']);
    expect(r.out).toContain(
      'DWZ evaluation · Wertungsordnung of 2014 (events ending up to 7 June 2026) · event date 2025-05-03 (end date, TRF 052)',
    );
    expect(r.out).toContain('No DWZ column: the ratings given are read as DWZ.');
    expect(r.out).toContain('Age unknown: over 25, as the DSB calculator assumes.');
    const later = run([event, '--system', 'dwz', '--date', '2026-06-08', '--format', 'tsv']);
    expect(later.out.split('\n')[0]).toBe('StartNo\tName\tDWZ-Index\tRo\tK\tWe\tRn');
  });

  it('--explain: P per game, E and the formula', () => {
    const r = run([event, '--system', 'dwz', '--explain', 'A']);
    expect(r.out).toContain(' 1  B (2)     2000   100  0.638  1        0.362');
    expect(r.out).toContain(
      'E0 = (Ro/1000)^4 + 15 = 34.45; E = E0 × 1 + 0 = 34.45 → 30 (at most 30)',
    );
    expect(r.out).toContain('Rn = 2100 + 800 / (30 + 2) × (1 − 0.746) = 2106');
  });
});

describe('mistakes', () => {
  it.each([
    [['--k', '50'], '--k: "50" is not a K from 1 to 40'],
    [['--k', '20', '--k-column'], 'give --k N or --k-column, not both'],
    [['--date', '2025-13-01'], '--date: "2025-13-01" is not a date written YYYY-MM-DD'],
    [['--system', 'dwz', '--k', '20'], '--k applies to FIDE ratings, not to --system dwz'],
    [['--system', 'elo'], '--system: "elo" is not one of fide, dwz'],
    [['--category', 'bullet'], '--category: "bullet" is not one of standard, rapid, blitz'],
  ])('%j: exit 2', (argv, message) => {
    const r = run([event, ...argv]);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(`chess-standings ratings: ${message}`);
  });

  it('an undated event whose rules depend on the date: exit 1, asking for it', () => {
    const undated = tmpFile(
      'top.trf',
      [
        '001    1 m    Top                               2700 NOR                         1.0        2 w 1',
        '001    2 m    Other                             2200 GER                         0.0        1 b 0',
        '',
      ].join('\n'),
    );
    const r = run([undated]);
    expect(r.status).toBe(1);
    expect(r.err).toContain("the event's date is unknown, and Top's change depends on it");
    const de = run([undated, '--lang', 'de']);
    expect(de.err).toContain(
      'das Turnierdatum ist unbekannt, und die Änderung von Top hängt davon ab',
    );
    expect(run([undated, '--date', '2025-10-01']).status).toBe(0);
    expect(run([undated, '--system', 'dwz']).err).toContain("the event's end date is unknown");
  });
});
