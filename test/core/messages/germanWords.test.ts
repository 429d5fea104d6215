/**
 * German to the last word: every text of the German catalogue (the core's messages and every
 * section of de.ts: sheets, sidebar, menu, command line, Keizer, ratings …), said with German
 * sample arguments, holds no word of the English catalogue, unless it is a name, a code or a
 * notation the user types (an option's name or value, a PGN tag, a result word the readers take),
 * or a word German shares with English. The allow-lists below say which, and why.
 */
import * as de from '../../../src/core/messages/de';
import * as en from '../../../src/core/messages/en';
import { TextArgument } from '../../support/textArgument';
import { InputError } from '../../../src/core/errors';
import { readGrid } from '../../../src/core/readers/readGrid';

/** Every text of a catalogue section: strings, and what each function says for sample arguments. */
function texts(v: unknown, path: string, out: [string, string][]): void {
  if (typeof v === 'string') {
    out.push([path, v]);
  } else if (typeof v === 'function') {
    const f = v as (...a: unknown[]) => unknown;
    const n = Math.max(f.length, 1);
    // Objects are truthy and 0 is falsy: both branches of a text that asks `included ? … : …`.
    texts(f(...Array.from({ length: n }, (_, i) => new TextArgument(i + 1))), `${path}()`, out);
    let other: unknown;
    try {
      other = f(...Array.from({ length: n }, (_, i) => (i === 0 ? 0 : new TextArgument(i + 1))));
    } catch {
      return; // A function of a list (`codes.join`): one branch only.
    }
    texts(other, path, out);
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => texts(x, `${path}[${i}]`, out));
  } else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) texts(x, `${path}.${k}`, out);
  }
}

/** A core message's template with sample arguments: a name for the first, numbers after it. */
function sampled(template: string, name: string): string {
  return template.replace(/\$(\d+)/g, (_, n: string) => (n === '1' ? name : n));
}

/**
 * The words of a text that could be English prose: not a flag (`--verbose`), an option as typed
 * (`seed=4711`, `ratio:3`, `system=round-robin`), a PGN tag (`[Round "5"]`), text in straight
 * quotes (what is typed into a formula: `"german-league"`; German prose quotes „so“), a code in
 * capitals or with digits (`BH/C1`, `12w1`, `XXR`) or a single letter.
 */
function words(text: string): string[] {
  const prose = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/(^|[\s(])--?[a-z][a-z-]*/g, '$1 ')
    .replace(/[\p{L}.-]+[=:][^\s,;)]*/gu, ' ');
  return (prose.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).filter(
    w => w.length > 1 && !/\d/.test(w) && !/^\p{Lu}+$/u.test(w),
  );
}

/**
 * Names: of the product (Chess Standings, the Add-on, Google Sheets), of people and places in
 * examples, of tie-breaks, systems and programs (Chess League Manager, DWZ-Calc).
 */
const NAMES = (
  'chess standings google sheets bert berger buchholz sonneborn koya lechenich lechenicher ' +
  'dresden berliner keizer baku dutch elo fore open bundesliga league manager calc add on'
).split(' ');

/**
 * Codes and notations the user types, named as typed in German texts too: option names and
 * values of the custom functions and the command line, PGN tags, result and status words the
 * readers accept in either language; the symbols of the rating formulas (Ro, Rn, Ra, Rc, Ri,
 * Rh, Ru, We, dp) and of the pairing rules (MDPs).
 */
const CODES = (
  'rounds colour seed half bye zero full withdrawn forbid order accelerate lang list rating ' +
  'draw system swiss round robin boards layout headerrows first fixed count normalised ' +
  'ratio floor banker even passes point frozen iteration rounding all played scored yes no ' +
  'active event result tag tags home away value de en crosstable progress results lot ' +
  'players double fide dwz ro rn ra rc ri rh ru we dp mdps'
).split(' ');

/**
 * German words spelled as English ones: `also`, `was`, `Hand`, `plus`, `Block`, `Position`,
 * `Status`, `Index`, `Text`, `Live`, `Import`, `Export`, `optional`, `absolute`, `Art`, `so`,
 * `an`, `in`, `Name`, `Argument`, `Details`, `Code`, `Teams`, `Option`, `Server`.
 */
const GERMAN_TOO = (
  'also was hand plus block position status index text live import export optional absolute ' +
  'art so an in name argument details code teams option server'
).split(' ');

const english: [string, string][] = [];
for (const [k, v] of Object.entries(en)) texts(v, k, english);
const messages = de.germanMessages();
for (const key of Object.keys(messages)) english.push(['key', sampled(key, '')]);

const german: [string, string][] = [];
for (const [k, v] of Object.entries(de)) if (k !== 'germanMessages') texts(v, k, german);
for (const [key, template] of Object.entries(messages))
  german.push([key, sampled(template, 'Müller')]);

/**
 * German words in the English catalogue: the notations and headers it lists because users type
 * them in either language (`spielfrei`, `Runde 1`, `Ergebnis`, `zurückgezogen`), and the German
 * rule books it names. They are no English.
 */
const GERMAN_IN_ENGLISH = (
  'abgemeldet abwesend aktiv entschuldigt ergebnis frei gast geb heim ja jugendspielordnung ' +
  'kampflos kl mannschaftskampf nein nr pf remis runde rd spielfrei unentschuldigt verein ' +
  'wertung wertungsordnung zurückgezogen restpartien'
).split(' ');

const allowed = new Set([...NAMES, ...CODES, ...GERMAN_TOO]);
const notEnglish = new Set(GERMAN_IN_ENGLISH);
const vocabulary = new Set(
  english.flatMap(([, t]) => words(t).map(w => w.toLowerCase())).filter(w => !notEnglish.has(w)),
);

describe('German to the last word', () => {
  it('walks every text of both catalogues', () => {
    expect(english.length).toBeGreaterThan(1500);
    expect(german.length).toBeGreaterThan(1500);
    expect(vocabulary.size).toBeGreaterThan(700);
  });

  it('no German text holds a word of the English catalogue but names, codes and notations', () => {
    const found = german.flatMap(([where, text]) =>
      words(text)
        .filter(w => vocabulary.has(w.toLowerCase()) && !allowed.has(w.toLowerCase()))
        .map(w => `${w} in ${where.slice(0, 80)}: ${text.slice(0, 200)}`),
    );
    expect(found).toEqual([]);
  });

  it('finds an English word left in a German text (the check itself)', () => {
    const probe = words('Runde 3: the bye of Müller (pairing-allocated bye), seed=4711 --verbose');
    const left = probe.filter(
      w => vocabulary.has(w.toLowerCase()) && !allowed.has(w.toLowerCase()),
    );
    expect(left).toEqual(['the', 'of', 'pairing', 'allocated']);
  });

  /** The German message of the error reading `grid` throws. */
  function germanError(grid: unknown[][]): string {
    try {
      readGrid(grid as never);
    } catch (e) {
      if (e instanceof InputError) return e.messageIn('de');
      throw e;
    }
    throw new Error('expected an InputError');
  }

  const HEADER = ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'];
  it.each<[string, unknown[][], string]>([
    [
      'a progress table',
      [
        ['Nr', 'Name', 'R1', 'R2'],
        [1, 'A', '2w1', 'xyz'],
        [2, 'B', '1b0', ''],
      ],
      'erwartet Gegner, Farbe und Ergebnis (12w1, ',
    ],
    [
      'a round without a game',
      [HEADER, [1, 1, 'A', 'B', '1-0'], [1, 2, 'C', '', 'xyz']],
      'spielfrei',
    ],
    ['a result', [HEADER, [1, 1, 'A', 'B', 'q']], 'beiderseits kampflos'],
    [
      'a crosstable',
      [
        ['', 'A', 'B', 'C'],
        ['A', '*', 'q', '1'],
        ['B', '0', '*', '1'],
        ['C', '0', '0', '*'],
      ],
      'kampflos gewonnen',
    ],
  ])('an error in %s lists the notations in German', (_, grid, listed) => {
    const said = germanError(grid);
    expect(said).toContain(listed);
    const left = words(said).filter(
      w => vocabulary.has(w.toLowerCase()) && !allowed.has(w.toLowerCase()),
    );
    expect({ said, left }).toEqual({ said, left: [] });
  });
});
