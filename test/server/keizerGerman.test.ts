/**
 * Keizer option and argument mistakes in German: the =KEIZER functions with `lang=de` (wherever
 * it stands among the options); English, word for word as before, without. The German expected
 * is the catalogue's template (src/core/messages/de.ts) filled in by hand. The command line's
 * `--lang de`: test/cli/keizerGerman.test.ts.
 */
import { KEIZER, KEIZER_EXPLAIN, KEIZER_PAIRINGS } from '../../src/server/functions/keizer';
import {
  SCHLAPP_PLAYERS,
  SCHLAPP_R1,
  SCHLAPP_R2,
  SCHLAPP_R3,
  results,
} from '../core/keizer/specVectors';
import { message } from '../support/thrown';

const ATV1 = results(SCHLAPP_R1);
const ATV5 = results(SCHLAPP_R1, SCHLAPP_R2, SCHLAPP_R3);

const FRACTION_DE = 'einen Anteil von 0 bis 1 wie 0,35, 0.35, 35% oder 1/3';

describe('=KEIZER functions with lang=de', () => {
  it('take lang=de beside the Keizer options: the same numbers under German headers', () => {
    const [de, ...ranked] = KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=0.5; lang=de');
    const [en, ...same] = KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=0.5');
    expect(de).toEqual(['Platz', 'Name', 'Keizer', 'Wert']);
    expect(en).toEqual(['Rank', 'Name', 'Keizer', 'Value']);
    expect(ranked).toEqual(same);
    const [pairDe, ...boards] = KEIZER_PAIRINGS(
      ATV1,
      'Botwinnik, Lasker',
      'Sprache=de',
      SCHLAPP_PLAYERS,
    );
    const [pairEn, ...sameBoards] = KEIZER_PAIRINGS(ATV1, 'Botwinnik, Lasker', '', SCHLAPP_PLAYERS);
    expect(pairDe).toEqual(['Brett', 'Weiß', 'Schwarz']);
    expect(pairEn).toEqual(['Board', 'White', 'Black']);
    expect(boards).toEqual(sameBoards);
  });

  it('a value that is not a fraction', () => {
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=2; lang=de'))).toBe(
      `KEIZER: Option bye: erwartet ${FRACTION_DE}, gefunden „2“`,
    );
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=2; Sprache=Deutsch'))).toBe(
      `KEIZER: Option bye: erwartet ${FRACTION_DE}, gefunden „2“`,
    );
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=2'))).toBe(
      'KEIZER: option bye: "2" is not a fraction from 0 to 1 such as 0.35, 0,35, 35% or 1/3',
    );
  });

  it('a value not in the list; the German words it offers are read', () => {
    expect(message(() => KEIZER(ATV5, SCHLAPP_PLAYERS, 'lang=de; iteration=sometimes'))).toBe(
      'KEIZER: Option iteration: erwartet Durchgänge, Fixpunkt oder eingefroren ' +
        '(passes, fixed-point, frozen), gefunden „sometimes“',
    );
    expect(KEIZER(ATV5, SCHLAPP_PLAYERS, 'iteration=eingefroren')).toEqual(
      KEIZER(ATV5, SCHLAPP_PLAYERS, 'iteration=frozen'),
    );
    expect(KEIZER(ATV5, SCHLAPP_PLAYERS, 'iteration=Fixpunkt')).toEqual(
      KEIZER(ATV5, SCHLAPP_PLAYERS, 'iteration=fixed-point'),
    );
    expect(message(() => KEIZER(ATV5, SCHLAPP_PLAYERS, 'lang=de; decay=vielleicht'))).toBe(
      'KEIZER: Option decay: erwartet ja oder nein (yes/no), gefunden „vielleicht“',
    );
    expect(message(() => KEIZER(ATV5, SCHLAPP_PLAYERS, 'lang=de; missing=egal'))).toBe(
      'KEIZER: Option missing: erwartet unentschuldigt, entschuldigt, Mannschaftskampf oder ' +
        'nicht-dabei, gefunden „egal“',
    );
    for (const word of ['unentschuldigt', 'entschuldigt', 'Mannschaftskampf', 'nicht-dabei']) {
      expect(() => KEIZER(ATV5, SCHLAPP_PLAYERS, `missing=${word}`)).not.toThrow();
    }
  });

  it('an option given twice, without a value, with two values, rounding beside fixed', () => {
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=0.5; freilos=0.4; lang=de'))).toBe(
      'KEIZER: Option freilos ist doppelt angegeben (auch als bye)',
    );
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=0.5; freilos=0.4'))).toBe(
      'KEIZER: option freilos is given twice (also as bye)',
    );
    expect(
      message(() =>
        KEIZER(ATV1, SCHLAPP_PLAYERS, [
          ['bye', ''],
          ['lang', 'de'],
        ]),
      ),
    ).toBe('KEIZER: Option „bye“ sollte die Form Name=Wert haben, z. B. freilos=0,5');
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'step=; lang=de'))).toBe(
      'KEIZER: Option step hat keinen Wert',
    );
    expect(
      message(() =>
        KEIZER(ATV1, SCHLAPP_PLAYERS, [
          ['bye', '0.5=1'],
          ['lang', 'de'],
        ]),
      ),
    ).toBe(
      'KEIZER: Option bye: „0.5=1“ enthält mehr als einen Wert; Optionen bitte mit „;“ trennen',
    );
    expect(
      message(() =>
        KEIZER(ATV1, SCHLAPP_PLAYERS, 'first-value=fixed:50; rounding=banker; lang=de'),
      ),
    ).toBe(
      'KEIZER: Option rounding: die Rundung gilt für die Regel ratio (first-value ratio:3), ' +
        'nicht für first-value fixed',
    );
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'farbe=rot; lang=de'))).toMatch(
      /^KEIZER: unbekannte Keizer-Option „farbe“; bekannt sind: first-value, rounding, step,/,
    );
  });

  it('an unreadable language is said in English', () => {
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'lang=fr'))).toBe(
      'KEIZER: option lang: "fr" is not en or de',
    );
  });

  it('arguments: a single value for the results, the present players, the player explained', () => {
    expect(message(() => KEIZER('A1', SCHLAPP_PLAYERS, 'lang=de'))).toBe(
      'KEIZER: die Ergebnisliste (erstes Argument) muss ein Bereich von Zellen sein, kein ' +
        'einzelner Wert',
    );
    expect(message(() => KEIZER('A1', SCHLAPP_PLAYERS))).toBe(
      'KEIZER: the results list (first argument) must be a range of cells, not a single value',
    );
    expect(message(() => KEIZER_PAIRINGS(ATV1, 'A1', 'lang=de', 'B1'))).toBe(
      'KEIZER_PAIRINGS: die Spielerliste muss ein Bereich von Zellen sein, kein einzelner Wert',
    );
    expect(
      message(() =>
        KEIZER_PAIRINGS(ATV1, 'Botwinnik, Kasparov', 'gap=2; lang=de', SCHLAPP_PLAYERS),
      ),
    ).toBe('KEIZER_PAIRINGS: „Kasparov“ ist kein Spieler der Ergebnisliste oder der Spielerliste');
    expect(
      message(() => KEIZER_PAIRINGS(ATV1, 'Botwinnik, Botwinnik', 'lang=de', SCHLAPP_PLAYERS)),
    ).toBe('KEIZER_PAIRINGS: Botwinnik ist doppelt als anwesend eingetragen');
    expect(message(() => KEIZER_PAIRINGS(ATV1, 'Tal', 'gap=-1; lang=de', SCHLAPP_PLAYERS))).toBe(
      'KEIZER_PAIRINGS: Option gap: erwartet eine ganze Zahl von mindestens 0, gefunden „-1“',
    );
    expect(message(() => KEIZER_EXPLAIN(ATV5, 'er', SCHLAPP_PLAYERS, 'lang=de'))).toBe(
      'KEIZER_EXPLAIN: „er“ könnte Lasker oder Keres sein; bitte mehr vom Namen schreiben',
    );
    expect(message(() => KEIZER_EXPLAIN(ATV5, 'er', SCHLAPP_PLAYERS))).toBe(
      'KEIZER_EXPLAIN: "er" could be Lasker or Keres; write more of the name',
    );
    expect(message(() => KEIZER_EXPLAIN(ATV5, 'Kasparov', SCHLAPP_PLAYERS, 'lang=de'))).toBe(
      'KEIZER_EXPLAIN: kein Spieler „Kasparov“ in der Ergebnisliste oder der Spielerliste',
    );
  });
});
