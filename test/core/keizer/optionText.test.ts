/**
 * The one reader of Keizer options as typed (command line and custom functions): every option,
 * its spellings and German aliases, and errors that name the option and list what is accepted.
 */
import { Decimal, resolveKeizerOptions, resolvePairingOptions } from '../../../src/core/keizer';
import {
  KEIZER_OPTION_NAMES,
  KeizerOptionError,
  isKeizerOption,
  parseKeizerOptions,
  type OptionValue,
} from '../../../src/core/keizer/optionText';

function parse(...pairs: [string, OptionValue][]) {
  return parseKeizerOptions(pairs);
}

function errorOf(...pairs: [string, OptionValue][]): KeizerOptionError {
  try {
    parseKeizerOptions(pairs);
  } catch (e) {
    if (e instanceof KeizerOptionError) return e;
    throw e;
  }
  throw new Error('expected a KeizerOptionError');
}

const dec = (s: string) => Decimal.from(s);

describe('parseKeizerOptions: nothing given', () => {
  it('leaves every choice to the defaults of options.ts', () => {
    expect(parse()).toEqual({ scoring: {}, pairing: {} });
  });
});

describe('first-value and rounding', () => {
  it.each<[string, object]>([
    ['ratio:3', { rule: 'ratio', ratio: dec('3') }],
    ['ratio', { rule: 'ratio' }],
    ['Ratio: 2.5', { rule: 'ratio', ratio: dec('2.5') }],
    ['ratio 4', { rule: 'ratio', ratio: dec('4') }],
    ['fixed:50', { rule: 'fixed', first: dec('50') }],
    ['fest: 70', { rule: 'fixed', first: dec('70') }],
    ['50', { rule: 'fixed', first: dec('50') }],
    ['count', { rule: 'count' }],
    ['Anzahl', { rule: 'count' }],
    ['normalised:3', { rule: 'normalised', ratio: dec('3') }],
    ['normalized', { rule: 'normalised' }],
  ])('%s', (text, values) => {
    expect(parse(['first-value', text]).scoring.values).toEqual(values);
  });

  it('the number a sheet cell holds is a fixed first value', () => {
    expect(parse(['first-value', 50]).scoring.values).toEqual({ rule: 'fixed', first: dec('50') });
  });

  it('rounding floor or banker (half-even) goes with the ratio rule, which it implies', () => {
    expect(parse(['rounding', 'banker']).scoring.values).toEqual({
      rule: 'ratio',
      rounding: 'half-even',
    });
    expect(parse(['first-value', 'ratio:3'], ['rounding', 'floor']).scoring.values).toEqual({
      rule: 'ratio',
      ratio: dec('3'),
      rounding: 'floor',
    });
    expect(parse(['Rundung', "banker's"]).scoring.values).toMatchObject({ rounding: 'half-even' });
  });

  it('refuses rounding with a fixed first value, ratios of 1 or less, unknown rules', () => {
    expect(errorOf(['first-value', 'fixed:50'], ['rounding', 'banker']).message).toBe(
      'option rounding: rounding applies to the ratio rule (first-value ratio:3), not to first-value fixed',
    );
    expect(errorOf(['first-value', 'ratio:1']).message).toMatch(/"ratio:1" is not a ratio above 1/);
    expect(errorOf(['first-value', 'fixed:0.5']).message).toMatch(/at least 1/);
    expect(errorOf(['first-value', 'fixed']).message).toMatch(/fixed:50/);
    expect(errorOf(['first-value', 'count:7']).message).toMatch(/count without a number/);
    const e = errorOf(['first-value', 'biggest']);
    expect(e.option).toBe('first-value');
    expect(e.message).toBe(
      'option first-value: "biggest" is not ratio:3 (first ≈ 3 × last), fixed:50 (or just 50), ' +
        'count (first = number of players) or normalised:3 (last 1, first 3)',
    );
    expect(errorOf(['rounding', 'up']).message).toBe(
      'option rounding: "up" is not one of floor or banker (half-even)',
    );
  });
});

describe('fractions', () => {
  it('every fraction by its public name, exact: decimal point or comma, percent, ratio, ½', () => {
    const s = parse(
      ['win', '1'],
      ['draw', '½'],
      ['loss', '1/6'],
      ['forfeit-win', '0,75'],
      ['forfeit-loss', '0'],
      ['double-forfeit', '0'],
      ['bye', '50%'],
      ['excused', 0.35],
      ['unexcused', '0.05'],
      ['club', '0.7'],
      ['not-joined', '0'],
      ['vs-withdrawn', '3/4'],
    ).scoring;
    expect(s.fractions).toEqual({
      win: dec('1'),
      draw: dec('1/2'),
      loss: dec('1/6'),
      forfeitWin: dec('0.75'),
      forfeitLoss: dec('0'),
      doubleForfeit: dec('0'),
      bye: dec('0.5'),
      excused: dec('0.35'),
      unexcused: dec('0.05'),
      club: dec('0.7'),
      notJoined: dec('0'),
      withdrawnOpponent: dec('0.75'),
    });
    // 0.35 typed or delivered as a number is 35/100, not the double nearest to it
    expect((s.fractions?.excused as Decimal).equals(Decimal.fraction(BigInt(7), BigInt(20)))).toBe(
      true,
    );
  });

  it('German names', () => {
    const s = parse(
      ['Freilos', '0,5'],
      ['entschuldigt', '0,35'],
      ['unentschuldigt', '0'],
      ['Mannschaftskampf', '70%'],
      ['Niederlage', '0'],
      ['Remis', '1/2'],
      ['Sieg', 1],
      ['kampflos', '1'],
    ).scoring;
    expect(s.fractions).toEqual({
      bye: dec('0.5'),
      excused: dec('0.35'),
      unexcused: dec('0'),
      club: dec('0.7'),
      loss: dec('0'),
      draw: dec('0.5'),
      win: dec('1'),
      forfeitWin: dec('1'),
    });
  });

  it('refuses values outside 0…1 and text that is no number', () => {
    expect(errorOf(['bye', '1.5']).message).toBe(
      'option bye: "1.5" is not a fraction from 0 to 1 such as 0.35, 0,35, 35% or 1/3',
    );
    expect(errorOf(['excused', '-0.1']).message).toMatch(/"-0.1" is not a fraction/);
    expect(errorOf(['club', 'viel']).message).toMatch(/"viel" is not a fraction/);
  });
});

describe('the other scoring options', () => {
  it('own-value yes/no (ja/nein, TRUE/FALSE from a tick box), German Eigenwert', () => {
    expect(parse(['own-value', 'no']).scoring.ownValue).toBe(false);
    expect(parse(['Eigenwert', 'ja']).scoring.ownValue).toBe(true);
    expect(parse(['own value', false]).scoring.ownValue).toBe(false);
    expect(errorOf(['own-value', 'maybe']).message).toBe(
      'option own-value: "maybe" is not one of yes or no (ja/nein)',
    );
  });

  it.each<[string, string]>([
    ['passes', 'passes'],
    ['Durchgänge', 'passes'],
    ['fixed-point', 'fixed-point'],
    ['Fixpunkt', 'fixed-point'],
    ['frozen', 'frozen'],
    ['eingefroren', 'frozen'],
  ])('iteration %s', (text, mode) => {
    expect(parse(['Iteration', text]).scoring.iteration).toBe(mode);
  });

  it('iteration: anything else is refused with the three modes', () => {
    expect(errorOf(['iteration', 'twice']).message).toBe(
      'option iteration: "twice" is not one of passes, fixed-point or frozen',
    );
  });

  it('step, missing, max-absences, decay, club-exempt, max-iterations', () => {
    expect(
      parse(
        ['step', '2'],
        ['missing', 'entschuldigt'],
        ['max-absences', '5'],
        ['decay', 'yes'],
        ['club-exempt', 'no'],
        ['max-iterations', '40'],
      ).scoring,
    ).toEqual({
      step: dec('2'),
      missing: 'excused',
      maxAbsences: 5,
      absenceDecay: true,
      clubExempt: false,
      maxIterations: 40,
    });
    expect(parse(['max-absences', 'unbegrenzt']).scoring.maxAbsences).toBeNull();
    expect(errorOf(['step', '0']).message).toMatch(/"0" is not a number above 0/);
    expect(errorOf(['max-absences', '2.5']).message).toBe(
      'option max-absences: "2.5" is not a whole number of at least 0',
    );
    expect(errorOf(['missing', 'gone']).message).toMatch(
      /not one of unexcused, excused, club or not-joined/,
    );
  });
});

describe('pairing options', () => {
  it('gap (a number or never), max-same-colour (a number or none), even-byes', () => {
    expect(parse(['gap', '3'], ['max-same-colour', '2'], ['even-byes', 'ja']).pairing).toEqual({
      repeatGap: 3,
      maxSameColour: 2,
      evenByes: true,
    });
    expect(parse(['repeat-gap', 'never']).pairing.repeatGap).toBe(99);
    expect(parse(['max-same-color', 'none']).pairing.maxSameColour).toBeNull();
    expect(parse(['gap', 3]).pairing.repeatGap).toBe(3);
    expect(errorOf(['max-same-colour', '0']).message).toMatch(/whole number of at least 1/);
  });
});

describe('names and mistakes', () => {
  it('names match without case, spaces, dashes or underscores, and with a leading --', () => {
    expect(parse(['--Own_Value', 'no'], ['VS withdrawn', '0.5']).scoring).toEqual({
      ownValue: false,
      fractions: { withdrawnOpponent: dec('0.5') },
    });
    expect(isKeizerOption('first-value')).toBe(true);
    expect(isKeizerOption('eigenwert')).toBe(true);
    expect(isKeizerOption('players')).toBe(false);
  });

  it('an unknown option lists the known ones', () => {
    const e = errorOf(['byes', '0.5']);
    expect(e.option).toBe('byes');
    expect(e.message).toBe(
      `unknown Keizer option "byes"; known: ${KEIZER_OPTION_NAMES.join(', ')}`,
    );
    expect(KEIZER_OPTION_NAMES).toEqual(
      expect.arrayContaining([
        'first-value',
        'rounding',
        'own-value',
        'bye',
        'vs-withdrawn',
        'gap',
      ]),
    );
  });

  it('an option given twice, under any of its names', () => {
    expect(errorOf(['bye', '0.5'], ['Freilos', '0.4']).message).toBe(
      'option Freilos is given twice (also as bye)',
    );
  });

  it('a blank value, and two options run together in one value', () => {
    expect(errorOf(['bye', '']).message).toBe('option bye has no value');
    expect(errorOf(['bye', '0.5, excused=0.3']).message).toMatch(/separate options with ";"/);
  });

  it('whatever it accepts, the resolvers accept too', () => {
    const o = parse(
      ['first-value', 'normalised:2'],
      ['step', '0.5'],
      ['own-value', 'no'],
      ['bye', '1'],
      ['iteration', 'frozen'],
      ['max-absences', '0'],
      ['gap', 'never'],
      ['max-same-colour', '3'],
    );
    expect(() => resolveKeizerOptions(o.scoring)).not.toThrow();
    expect(() => resolvePairingOptions(o.pairing)).not.toThrow();
  });
});
