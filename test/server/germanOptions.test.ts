/**
 * The custom functions' own mistakes (options, arguments, the player asked for) are said in the
 * call's language: German with `lang=de` wherever it stands among the options, even beside the
 * wrong one; English, word for word as before, without it. The German expected here is the
 * catalogue's template (src/core/messages/de.ts) filled in by hand.
 */
import { MessageError } from '../../src/core';
import { guarded } from '../../src/server/functions/call';
import {
  BLACK_WINS,
  PERFORMANCE,
  STANDINGS,
  TIEBREAK,
  TIEBREAK_EXPLAIN,
  WINS,
} from '../../src/server/functions/individual';
import { langOfOptions, parseCallOptions } from '../../src/server/functions/options';
import { BERGER } from '../../src/server/functions/schedule';
import { SWISS_PAIRINGS } from '../../src/server/functions/swiss';
import { message } from '../support/thrown';

/** A 3-player round robin as a crosstable: Anna 2, Anton ½, Bert ½. */
const cross = [
  ['Spieler', 'Anna', 'Anton', 'Bert'],
  ['Anna', '-', 1, 1],
  ['Anton', 0, '-', '½'],
  ['Bert', 0, '½', '-'],
];

describe('langOfOptions', () => {
  it('finds lang=de before or after a wrong option, a pair without "=", or a Keizer option', () => {
    expect(langOfOptions('lang=de; unrated=abc')).toBe('de');
    expect(langOfOptions('colour=red; Sprache: Deutsch')).toBe('de');
    expect(langOfOptions('nonsense; lang=de')).toBe('de');
    expect(
      langOfOptions([
        ['bye', '0.5'],
        ['lang', 'de'],
      ]),
    ).toBe('de');
    expect(langOfOptions('lang=de; lang=en')).toBe('en');
  });

  it('stays English without it, and when the lang value itself is unreadable', () => {
    expect(langOfOptions('unrated=abc')).toBe('en');
    expect(langOfOptions('lang=fr; unrated=abc')).toBe('en');
    expect(langOfOptions(42)).toBe('en');
    expect(langOfOptions(undefined)).toBe('en');
  });
});

describe('option mistakes', () => {
  it('a value that is no whole number', () => {
    expect(message(() => STANDINGS(cross, 'BH', 'unrated=abc; lang=de'))).toBe(
      'STANDINGS: Option unrated: „abc“ sollte eine ganze Zahl von mindestens 0 sein',
    );
    expect(message(() => STANDINGS(cross, 'BH', 'unrated=abc'))).toBe(
      'STANDINGS: option unrated: "abc" should be a whole number of at least 0',
    );
  });

  it('a value not in the list', () => {
    expect(message(() => STANDINGS(cross, 'BH', 'lang=de; layout=spiral'))).toBe(
      'STANDINGS: Option layout: erwartet einen der Werte crosstable, kreuztabelle, progress, ' +
        'progress-table, fortschrittstabelle, results, results-list, ergebnisliste, paarungen, ' +
        'gefunden „spiral“',
    );
    expect(message(() => STANDINGS(cross, 'BH', 'layout=spiral'))).toBe(
      'STANDINGS: option layout: "spiral" is not one of crosstable, kreuztabelle, progress, ' +
        'progress-table, fortschrittstabelle, results, results-list, ergebnisliste, paarungen',
    );
  });

  it('an unknown option, the German list naming only names that are accepted', () => {
    const german = message(() => STANDINGS(cross, 'BH', 'colour=red; Sprache: Deutsch'));
    expect(german).toBe(
      'STANDINGS: unbekannte Option „colour“; bekannt sind: regeln, ersatzwertung, nach-runde, ' +
        'modus, lot, tabelle, punkte, bretter, mannschaftspunkte, hauptwertung, rundenfolge, sprache, ' +
        'wertungsänderung, datum, k, k-spalte, kategorie',
    );
    for (const name of german.split('bekannt sind: ')[1].split(', ')) {
      // A name the reader knows fails on the value "?" (or takes it), never as unknown.
      expect(message(() => parseCallOptions(`${name}=?; unrated=x`))).not.toMatch(/unknown/);
    }
    expect(message(() => STANDINGS(cross, 'BH', 'colour=red'))).toBe(
      'STANDINGS: unknown option "colour"; known: rules, unrated, after-round, system, seed, ' +
        'layout, points, boards, match-points, primary, rounds, lang, rating-change, date, k, ' +
        'k-column, category',
    );
  });

  it('a pair without "=", points that are not three numbers, a primary score', () => {
    expect(message(() => STANDINGS(cross, 'BH', 'lang=de; nonsense'))).toBe(
      'STANDINGS: Option „nonsense“ sollte die Form Name=Wert haben (z. B. regeln=fide-2024)',
    );
    expect(message(() => STANDINGS(cross, 'BH', 'nonsense'))).toBe(
      'STANDINGS: option "nonsense" should look like name=value (e.g. rules=fide-2024)',
    );
    expect(message(() => STANDINGS(cross, 'BH', 'punkte=1-2; lang=de'))).toBe(
      'STANDINGS: Option punkte: „1-2“ sollte die Form 1/0,5/0 oder 3/1/0 haben',
    );
    expect(message(() => STANDINGS(cross, 'BH', 'punkte=1-2'))).toBe(
      'STANDINGS: option punkte: "1-2" should look like 1/0.5/0 or 3/1/0',
    );
    expect(message(() => guarded('F', () => parseCallOptions('primary=XY'), 'de'))).toBe(
      'F: Option primary: „XY“ sollte MP (Mannschaftspunkte) oder BP (Brettpunkte) sein',
    );
    expect(message(() => guarded('F', () => parseCallOptions('primary=XY')))).toBe(
      'F: option primary: "XY" should be MP (match points) or GP (game points)',
    );
  });

  it('options that are neither text nor a range', () => {
    expect(message(() => guarded('F', () => parseCallOptions(true), 'de'))).toBe(
      'F: die Optionen sollten Text wie „regeln=fide-2024; ersatzwertung=1000“ oder ein Bereich ' +
        'mit zwei Spalten sein',
    );
    expect(message(() => parseCallOptions(true))).toBe(
      'options should be text like "rules=fide-2024; unrated=1000" or a two-column range',
    );
  });

  it('keeps the English text as the error message and the German as its other language', () => {
    let error: unknown;
    try {
      parseCallOptions('after-round=0');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MessageError);
    expect((error as MessageError).message).toBe(
      'option after-round: "0" should be a whole number of at least 1',
    );
    expect((error as MessageError).messageIn('de')).toBe(
      'Option after-round: „0“ sollte eine ganze Zahl von mindestens 1 sein',
    );
  });
});

describe('arguments', () => {
  it('a single value where the range of results belongs', () => {
    expect(message(() => STANDINGS('B2', 'BH', 'lang=de'))).toBe(
      'STANDINGS: das erste Argument muss ein Bereich mit Ergebnissen wie B2:I8 sein, kein ' +
        'einzelner Wert.',
    );
    expect(message(() => STANDINGS('B2', 'BH'))).toBe(
      'STANDINGS: the first argument must be a range of results such as B2:I8, not a single value.',
    );
    expect(message(() => TIEBREAK('B2', 'BH', 'lang=de'))).toBe(
      'TIEBREAK: das erste Argument muss ein Bereich mit Ergebnissen wie B2:I8 sein, kein ' +
        'einzelner Wert.',
    );
  });

  it('the player of TIEBREAK_EXPLAIN: blank, unknown, ambiguous', () => {
    expect(message(() => TIEBREAK_EXPLAIN(cross, '', 'SB', 'lang=de'))).toBe(
      'TIEBREAK_EXPLAIN: geben Sie den Spieler als Startnummer oder Namen an',
    );
    expect(message(() => TIEBREAK_EXPLAIN(cross, 'Carl', 'SB', 'lang=de'))).toBe(
      'TIEBREAK_EXPLAIN: kein Spieler „Carl“ im Bereich',
    );
    expect(message(() => TIEBREAK_EXPLAIN(cross, 'an', 'SB', 'lang=de'))).toBe(
      'TIEBREAK_EXPLAIN: „an“ passt auf Anna, Anton; geben Sie die Startnummer an',
    );
    expect(message(() => TIEBREAK_EXPLAIN(cross, '', 'SB'))).toBe(
      'TIEBREAK_EXPLAIN: give the player as a start number or a name',
    );
    expect(message(() => TIEBREAK_EXPLAIN(cross, 'Carl', 'SB'))).toBe(
      'TIEBREAK_EXPLAIN: no player "Carl" in the range',
    );
    expect(message(() => TIEBREAK_EXPLAIN(cross, 'an', 'SB'))).toBe(
      'TIEBREAK_EXPLAIN: "an" matches Anna, Anton; give the start number',
    );
  });

  it('BERGER: the number of players, the range of names, double (lang=de as a third argument)', () => {
    expect(message(() => BERGER(1.5, false, 'lang=de'))).toBe(
      'BERGER: players muss eine ganze Zahl von mindestens 2 oder ein Bereich mit Namen sein; ' +
        'gefunden 1,5',
    );
    expect(message(() => BERGER(1.5))).toBe(
      'BERGER: players must be a whole number of at least 2, or a range of names; found 1.5',
    );
    expect(message(() => BERGER('vier', false, 'lang=de'))).toBe(
      'BERGER: players muss eine ganze Zahl von mindestens 2 oder ein Bereich mit Namen sein; ' +
        'gefunden „vier“',
    );
    expect(message(() => BERGER(new Date(2024, 0, 1), false, 'lang=de'))).toMatch(
      /gefunden ein Datum$/,
    );
    expect(message(() => BERGER([['Anna'], [new Date(2024, 0, 1)]], false, 'lang=de'))).toBe(
      'BERGER: der Bereich mit Namen enthält ein Datum; erwartet einen Namen pro Zelle',
    );
    expect(message(() => BERGER([['Anna'], [new Date(2024, 0, 1)]]))).toBe(
      'BERGER: the range of names holds a date; expected one name per cell',
    );
    expect(message(() => BERGER([['Anna'], ['']], false, 'lang=de'))).toBe(
      'BERGER: der Bereich mit Namen enthält 1; ein Rundenturnier braucht mindestens 2',
    );
    expect(message(() => BERGER(4, 'maybe', 'lang=de'))).toBe(
      'BERGER: double muss WAHR oder FALSCH sein („doppel“ oder „einfach“); gefunden „maybe“',
    );
    expect(message(() => BERGER(4, 'maybe'))).toBe(
      'BERGER: double must be TRUE or FALSE ("double" or "single"); found "maybe"',
    );
    // The German words the message offers are read.
    // (The German schedule has German headers; its rounds are the English schedule's.)
    const germanHeader = ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'];
    const doubled = BERGER(4, 'doppel', 'lang=de') as unknown[][];
    const single = BERGER(4, 'einfach', 'lang=de') as unknown[][];
    expect(doubled[0]).toEqual(germanHeader);
    expect(single[0]).toEqual(germanHeader);
    expect(doubled.slice(1)).toEqual((BERGER(4, true) as unknown[][]).slice(1));
    expect(single.slice(1)).toEqual((BERGER(4, false) as unknown[][]).slice(1));
    expect(doubled.length).toBe(2 * single.length - 1);
  });
});

describe('SWISS_PAIRINGS', () => {
  const results = [
    ['Round', 'Board', 'White', 'Black', 'Result'],
    [1, 1, 'Anna', 'Bert', '1-0'],
    [1, 2, 'Carl', 'Dora', '½-½'],
  ];
  const players = [
    ['Nr', 'Name', 'Elo'],
    [1, 'Anna', 2000],
    [2, 'Bert', 1900],
    [3, 'Carl', 1800],
    [4, 'Dora', 1700],
  ];

  it('an option mistake, in German with lang=de wherever it stands', () => {
    expect(message(() => SWISS_PAIRINGS(results, players, 'rounds=sieben; lang=de'))).toBe(
      'SWISS_PAIRINGS: rounds: gefunden „sieben“, erwartet die Gesamtzahl der Runden, z. B. 9',
    );
    expect(message(() => SWISS_PAIRINGS(results, players, 'rounds=sieben'))).toBe(
      'SWISS_PAIRINGS: rounds: found "sieben"; expected the total number of rounds, e.g. 9',
    );
    expect(message(() => SWISS_PAIRINGS(results, players, 'Sprache=Deutsch; farbe=rot'))).toBe(
      'SWISS_PAIRINGS: unbekannte Option „farbe“; erwartet rounds, colour, seed, half-bye, zero-bye, full-bye, withdrawn, forbid, order, accelerate (beschleunigung) oder lang',
    );
    expect(message(() => SWISS_PAIRINGS(results, players, 'beschleunigung=schnell; lang=de'))).toBe(
      'SWISS_PAIRINGS: beschleunigung: gefunden „schnell“; erwartet baku (die Baku-Beschleunigung, C.04.5.1)',
    );
  });

  it('a missing argument or option, in German', () => {
    expect(message(() => SWISS_PAIRINGS(results, '', 'rounds=3; lang=de'))).toBe(
      'SWISS_PAIRINGS: zu einer Ergebnisliste gehört die Spielerliste (zweites Argument): Nr | Name | Elo | Status',
    );
    expect(message(() => SWISS_PAIRINGS(results, players, 'lang=de'))).toBe(
      'SWISS_PAIRINGS: geben Sie die Gesamtzahl der Runden als Option an, z. B. „rounds=9“',
    );
    expect(
      message(() => SWISS_PAIRINGS(results, players, 'colour=draw; lang=de; rounds=3')),
    ).toMatch(/^SWISS_PAIRINGS: colour=draw braucht seed=ZAHL: /);
  });

  it('lang=de pairs as without it, with the header in German', () => {
    const [header, ...boards] = SWISS_PAIRINGS(results, players, 'rounds=3; lang=de');
    const [english, ...same] = SWISS_PAIRINGS(results, players, 'rounds=3');
    expect(header).toEqual(['Brett', 'Weiß', 'Schwarz']);
    expect(english).toEqual(['Board', 'White', 'Black']);
    expect(boards).toEqual(same);
    expect(boards).toHaveLength(2);
  });

  it('the pairing-allocated bye row says spielfrei in German', () => {
    const five = [...players, [5, 'Emil', 1600]];
    const list = [...results, [1, '', 'Emil', 'bye', '']];
    const de = SWISS_PAIRINGS(list, five, 'rounds=3; lang=de');
    const en = SWISS_PAIRINGS(list, five, 'rounds=3');
    expect(de[de.length - 1][0]).toBe('spielfrei');
    expect(en[en.length - 1][0]).toBe('bye');
    expect(de[de.length - 1][1]).toBe(en[en.length - 1][1]);
  });
});

describe('the kind argument of WINS, BLACK_WINS and PERFORMANCE', () => {
  it('is refused in the language of the options', () => {
    expect(message(() => WINS(cross, 'manche', 'lang=de'))).toBe(
      'WINS: „manche“ sollte all (alle: spielfrei und kampflose Siege zählen), played (gespielt) oder scored (gewertet) sein',
    );
    expect(message(() => WINS(cross, 'manche'))).toBe(
      'WINS: "manche" should be all (byes and forfeit wins count), played or scored',
    );
    expect(message(() => BLACK_WINS(cross, 'immer', 'Sprache=Deutsch'))).toBe(
      'BLACK_WINS: „immer“ sollte played (gespielt) oder scored (gewertet) sein',
    );
    expect(message(() => PERFORMANCE(cross, 'Elo', 'lang=de'))).toBe(
      'PERFORMANCE: „Elo“ sollte TPR, PTP oder DWZ sein',
    );
    expect(message(() => PERFORMANCE(cross, 'Elo'))).toBe(
      'PERFORMANCE: "Elo" should be TPR, PTP or DWZ',
    );
  });
});
