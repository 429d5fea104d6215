/**
 * `chess-standings keizer --lang de`: a mistake in a Keizer option is a usage error said in
 * German, whether `--lang` comes before or after it; English, word for word as before, without.
 * The German expected is the catalogue's template (src/core/messages/de.ts) filled in by hand.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runKeizer } from '../../src/cli/keizer';
import { SCHLAPP_PLAYERS, SCHLAPP_R1, results, toCsv } from '../core/keizer/specVectors';
import { runWith } from '../support/cli';

const ATV1 = results(SCHLAPP_R1);
const FRACTION_DE = 'einen Anteil von 0 bis 1 wie 0,35, 0.35, 35% oder 1/3';

describe('chess-standings keizer --lang de', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chess-keizer-de-'));
  const atv1 = join(dir, 'atv1.csv');
  const schlapp = join(dir, 'schlapp.csv');
  writeFileSync(atv1, toCsv(ATV1));
  writeFileSync(schlapp, toCsv(SCHLAPP_PLAYERS));

  function usage(...extra: string[]): string {
    const r = runWith(runKeizer, [atv1, '--players', schlapp, ...extra]);
    expect(r.status).toBe(2);
    return r.err.split('\n')[0];
  }

  it.each<[string[], string, string]>([
    [
      ['--bye', '2'],
      `--bye: erwartet ${FRACTION_DE}, gefunden „2“`,
      '--bye: "2" is not a fraction from 0 to 1 such as 0.35, 0,35, 35% or 1/3',
    ],
    [
      ['--iteration', 'twice'],
      '--iteration: erwartet Durchgänge, Fixpunkt oder eingefroren (passes, fixed-point, frozen), gefunden „twice“',
      '--iteration: "twice" is not one of passes, fixed-point or frozen',
    ],
    [
      ['--bye', '0.5', '--freilos', '0.4'],
      '--freilos ist doppelt angegeben (auch als bye)',
      '--freilos is given twice (also as bye)',
    ],
    [
      ['--first-value', 'fixed:0'],
      '--first-value: erwartet einen festen ersten Wert von mindestens 1 wie fixed:50, gefunden „fixed:0“',
      '--first-value: "fixed:0" is not a fixed first value of at least 1 such as fixed:50',
    ],
    [
      ['--rounding', 'banker', '--first-value', 'fixed:50'],
      '--rounding: die Rundung gilt für die Regel ratio (first-value ratio:3), nicht für first-value fixed',
      '--rounding: rounding applies to the ratio rule (first-value ratio:3), not to first-value fixed',
    ],
    [
      ['--max-absences', '1.5'],
      '--max-absences: erwartet eine ganze Zahl von mindestens 0, gefunden „1.5“',
      '--max-absences: "1.5" is not a whole number of at least 0',
    ],
  ])('%j', (extra, german, english) => {
    expect(usage(...extra, '--lang', 'de')).toBe(`chess-standings keizer: ${german}`);
    expect(usage('--lang', 'de', ...extra)).toBe(`chess-standings keizer: ${german}`);
    expect(usage(...extra)).toBe(`chess-standings keizer: ${english}`);
  });
});
