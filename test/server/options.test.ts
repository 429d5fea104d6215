import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCallOptions } from '../../src/server/functions/options';

describe('parseCallOptions', () => {
  it('is empty when no options are given', () => {
    expect(parseCallOptions(undefined)).toEqual({
      tiebreak: {},
      read: {},
      team: {},
      lang: 'en',
      rating: {},
    });
    expect(parseCallOptions('')).toEqual({
      tiebreak: {},
      read: {},
      team: {},
      lang: 'en',
      rating: {},
    });
  });

  it('reads the text form with ; separators', () => {
    expect(
      parseCallOptions('rules=fide-2024; unrated=1000; after-round=5; system=round-robin'),
    ).toEqual({
      tiebreak: { rules: 'fide-2024', unratedRating: 1000, afterRound: 5, system: 'round-robin' },
      read: { system: 'round-robin' },
      team: {},
      lang: 'en',
      rating: {},
    });
  });

  it('rounds=berger (Runden: Berger) says a crosstable followed the Berger table', () => {
    expect(parseCallOptions('rounds=berger')).toEqual({
      tiebreak: {},
      read: { bergerRounds: true },
      team: {},
      lang: 'en',
      rating: {},
    });
    expect(parseCallOptions('Runden: Berger-Tabelle').read).toEqual({ bergerRounds: true });
    expect(parseCallOptions('Rundenfolge: Berger').read).toEqual({ bergerRounds: true });
    expect(() => parseCallOptions('rounds=swiss')).toThrow(
      /option rounds: "swiss" is not one of berger/,
    );
  });

  it('reads the rating options: rating-change, date, k, k-column, category (German too)', () => {
    expect(
      parseCallOptions('rating-change=fide; date=2025-05-01; k=20; k-column=no; category=rapid')
        .rating,
    ).toEqual({ change: 'fide', date: '2025-05-01', k: 20, kFromSource: false, category: 'rapid' });
    expect(
      parseCallOptions('Wertungsänderung: DWZ; Datum: 03.05.2025; K-Spalte: ja; Kategorie: Blitz')
        .rating,
    ).toEqual({ change: 'dwz', date: '2025-05-03', kFromSource: true, category: 'blitz' });
    expect(() => parseCallOptions('date=May 1st')).toThrow(
      'option date: "May 1st" should be a date such as 2025-05-01 or 01.05.2025',
    );
    expect(() => parseCallOptions('k=41')).toThrow('option k: "41" should be a K from 1 to 40');
    expect(() => parseCallOptions('rating-change=uscf')).toThrow(
      /option rating-change: "uscf" is not one of fide, elo, dwz/,
    );
  });

  it('reads German names and values', () => {
    expect(
      parseCallOptions('Regeln: 2024; nach Runde: 3; System: Rundenturnier; Punkte: 3/1/0'),
    ).toMatchObject({
      tiebreak: { rules: 'fide-2024', afterRound: 3, system: 'round-robin' },
      read: {
        system: 'round-robin',
        pointSystem: { win: 3, draw: 1, loss: 0, fullBye: 3, halfBye: 1 },
      },
    });
  });

  it('reads a two-column range of key/value pairs, numbers as Sheets delivers them', () => {
    expect(
      parseCallOptions([
        ['rules', 'ignore'],
        ['unrated', 1200],
        ['', ''],
        ['layout', 'progress'],
      ]),
    ).toEqual({
      tiebreak: { rules: 'ignore', unratedRating: 1200 },
      read: { layout: 'progress' },
      team: {},
      lang: 'en',
      rating: {},
    });
  });

  it('reads the team options: boards, match points, primary score', () => {
    expect(parseCallOptions('Bretter: 8; Mannschaftspunkte: 3/1/0; primary=GP').team).toEqual({
      boards: 8,
      matchPoints: { win: 3, draw: 1, loss: 0 },
      primary: 'GP',
    });
  });

  it('lang=de (Sprache: Deutsch) asks for German headers; English otherwise', () => {
    expect(parseCallOptions('lang=de').lang).toBe('de');
    expect(parseCallOptions('Sprache: Deutsch').lang).toBe('de');
    expect(parseCallOptions('language=en; rules=raw').lang).toBe('en');
    expect(() => parseCallOptions('lang=fr')).toThrow(/option lang: "fr" is not one of en,/);
  });

  it.each([
    ['primary=XP', /should be MP \(match points\) or GP/],
    ['colour=white', /unknown option "colour"/],
    ['rules=fide-2030', /option rules: "fide-2030" is not one of/],
    ['after-round=0', /option after-round: "0" should be a whole number of at least 1/],
    ['unrated=abc', /option unrated/],
    ['points=3-1', /should look like 1\/0.5\/0 or 3\/1\/0/],
    ['fide-2024', /should look like name=value/],
  ])('rejects %j with a message saying what to type', (text, message) => {
    expect(() => parseCallOptions(text)).toThrow(message);
  });
});

describe('the Sheets-facing documentation (globals.js)', () => {
  const globals = readFileSync(join(__dirname, '../../src/server/globals.js'), 'utf8');
  /** The `options` line of a custom function's JSDoc. */
  const optionsDoc = (fn: string): string => {
    const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*function ${fn}\\(`).exec(globals);
    const line = m?.[1].split('\n').find(l => l.includes('@param') && / options /.test(l));
    if (!line) throw new Error(`no options line for ${fn}`);
    return line;
  };
  const known = (() => {
    try {
      parseCallOptions('colour=white');
    } catch (e) {
      return (/known: (.*)$/.exec((e as Error).message)?.[1] ?? '').split(', ');
    }
    return [];
  })();

  it('STANDINGS names every option an individual table takes, rounds=berger and lang=de explained', () => {
    expect(known).toContain('rounds');
    expect(known).toContain('lang');
    const doc = optionsDoc('STANDINGS');
    for (const name of known.filter(k => !['boards', 'match-points', 'primary'].includes(k)))
      expect(doc).toContain(name);
    expect(doc).toContain('rounds=berger');
    expect(doc).toContain('lang=de');
  });

  it('TEAM_STANDINGS names lang=de', () => {
    expect(optionsDoc('TEAM_STANDINGS')).toContain('lang=de');
  });
});
