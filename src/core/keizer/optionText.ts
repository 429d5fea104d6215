/**
 * Keizer options as organisers type them: key/value pairs from command-line flags
 * (`--first-value fixed:50`) or from a custom function's options (`first-value=fixed:50`, a
 * two-column range), in English or German. One reader for both surfaces, so `bye=½` means the
 * same everywhere. What each option does and its default: options.ts.
 *
 * Every mistake is a KeizerOptionError naming the option as the user typed it and listing what
 * would have been accepted; the values are then checked once more by resolveKeizerOptions and
 * resolvePairingOptions, so nothing accepted here can fail later.
 */
import { InputError, MessageError, msg, render } from '../errors';
import type { Lang, Message, MessageArg } from '../errors';
import { Decimal } from './decimal';
import {
  resolveKeizerOptions,
  resolvePairingOptions,
  type AbsenceKind,
  type IterationMode,
  type KeizerFractions,
  type KeizerOptionsInput,
  type PairingOptionsInput,
  type ValueRule,
} from './options';

/**
 * A mistake in an option name or value (a usage error on the command line). The message names
 * the option one way in a function's options ("option bye: …") and another on the command line
 * ("--bye: …"), so it is kept as a message about a name that is filled in where it is said.
 */
export class KeizerOptionError extends MessageError {
  constructor(
    /** The option as the user typed it. */
    readonly option: string,
    private readonly about: (name: MessageArg) => Message,
  ) {
    super(about(msg`option ${option}`));
    this.name = 'KeizerOptionError';
  }

  /** The mistake said of the command-line flag (`--bye: …`) in `lang`. */
  flagMessageIn(lang: Lang): string {
    return render(this.about(`--${this.option}`), lang);
  }
}

export interface KeizerOptionSet {
  readonly scoring: KeizerOptionsInput;
  readonly pairing: PairingOptionsInput;
}

/** What a cell or a flag can hold: Sheets passes numbers and tick-box booleans as they are. */
export type OptionValue = string | number | boolean;

type FractionKey = keyof KeizerFractions;

type Key =
  | 'first-value'
  | 'rounding'
  | 'step'
  | 'own-value'
  | FractionOption
  | 'iteration'
  | 'missing'
  | 'max-absences'
  | 'decay'
  | 'club-exempt'
  | 'max-iterations'
  | 'gap'
  | 'max-same-colour'
  | 'even-byes';

/** The fraction options by their public names. */
const FRACTIONS = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  'forfeit-win': 'forfeitWin',
  'forfeit-loss': 'forfeitLoss',
  'double-forfeit': 'doubleForfeit',
  bye: 'bye',
  excused: 'excused',
  unexcused: 'unexcused',
  club: 'club',
  'not-joined': 'notJoined',
  'vs-withdrawn': 'withdrawnOpponent',
} as const satisfies Record<string, FractionKey>;

type FractionOption = keyof typeof FRACTIONS;

/** Public name first, then the aliases; matching ignores case, spaces, `-` and `_`. */
const NAMES: readonly (readonly [Key, ...string[]])[] = [
  ['first-value', 'first', 'top-value', 'erster-wert', 'höchstwert', 'hoechstwert', 'startwert'],
  ['rounding', 'rundung'],
  ['step', 'schritt', 'abstand'],
  ['own-value', 'self-victory', 'eigenwert', 'eigener-wert', 'startwaarde'],
  ['win', 'sieg', 'gewinn'],
  ['draw', 'remis'],
  ['loss', 'niederlage', 'verlust'],
  ['forfeit-win', 'kampflos', 'kampflos-sieg', 'kampfloser-sieg'],
  ['forfeit-loss', 'kampflos-niederlage', 'kampflose-niederlage'],
  ['double-forfeit', 'beidseitig-kampflos'],
  ['bye', 'freilos', 'spielfrei'],
  ['excused', 'entschuldigt'],
  ['unexcused', 'unentschuldigt'],
  ['club', 'club-duty', 'team', 'mannschaftskampf', 'mannschaft'],
  ['not-joined', 'late', 'nicht-dabei', 'noch-nicht-dabei'],
  [
    'vs-withdrawn',
    'withdrawn-opponent',
    'retired-opponent',
    'gegen-zurückgezogen',
    'gegen-zurueckgezogen',
  ],
  ['iteration', 'iteration-mode', 'berechnung'],
  ['missing', 'fehlend', 'fehlt'],
  ['max-absences', 'absence-limit', 'max-abwesenheiten', 'höchstens-abwesend'],
  ['decay', 'absence-decay', 'halbierung'],
  ['club-exempt', 'mannschaftskampf-ausgenommen'],
  ['max-iterations', 'iterations'],
  ['gap', 'repeat-gap', 'wiederholung', 'wiederholungsabstand'],
  ['max-same-colour', 'max-same-color', 'same-colour', 'max-gleiche-farbe', 'gleiche-farbe'],
  ['even-byes', 'bye-evenly', 'freilos-gleichmäßig', 'freilos-gleichmaessig'],
];

function squash(s: string): string {
  return s
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

const KEY_OF: ReadonlyMap<string, Key> = new Map(
  NAMES.flatMap(([key, ...aliases]) => [key, ...aliases].map(a => [squash(a), key] as const)),
);

/** The public option names, for help texts and error messages. */
export const KEIZER_OPTION_NAMES: readonly string[] = NAMES.map(([key]) => key);

/** True when `name` (as typed, any alias) is a Keizer option: the command line asks this. */
export function isKeizerOption(name: string): boolean {
  return KEY_OF.has(squash(name));
}

function words<T>(table: readonly (readonly [T, ...string[]])[]): ReadonlyMap<string, T> {
  return new Map(table.flatMap(([v, ...ws]) => ws.map(w => [squash(w), v] as const)));
}

const YES_NO = words<boolean>([
  [true, 'yes', 'y', 'ja', 'j', 'true', 'wahr', 'on', 'an', '1', 'x'],
  [false, 'no', 'n', 'nein', 'false', 'falsch', 'off', 'aus', '0'],
]);

const ITERATIONS = words<IterationMode>([
  ['passes', 'passes', 'pass', 'per-round', 'm1', 'durchgänge', 'durchgaenge', 'runden'],
  ['fixed-point', 'fixed-point', 'fixpoint', 'fixpunkt', 'converge', 'm2'],
  ['frozen', 'frozen', 'historical', 'historisch', 'eingefroren', 'm3'],
]);

const MISSING = words<AbsenceKind | 'not-joined'>([
  ['unexcused', 'unexcused', 'unentschuldigt'],
  ['excused', 'excused', 'entschuldigt'],
  ['club', 'club', 'mannschaftskampf'],
  ['not-joined', 'not-joined', 'nothing', 'none', 'nichts', 'nicht-dabei'],
]);

const ROUNDINGS = words<'floor' | 'half-even'>([
  ['floor', 'floor', 'down', 'abrunden'],
  ['half-even', 'banker', 'bankers', "banker's", 'half-even', 'gerade'],
]);

const NONE = new Set(['', 'none', 'no', 'nein', 'keine', 'kein', 'unlimited', 'unbegrenzt', '-']);
const NEVER = new Set(['never', 'nie', 'niemals']);

/** `gap=never`: the pairing options' "never repeat" (spec A.1: g = 99). */
const NEVER_GAP = 99;

function valueText(v: OptionValue): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v).trim();
}

function fail(option: string, raw: string, expected: Message): KeizerOptionError {
  return new KeizerOptionError(option, name => msg`${name}: "${raw}" is not ${expected}`);
}

function pick<T>(table: ReadonlyMap<string, T>, option: string, raw: string, list: Message): T {
  const v = table.get(squash(raw));
  if (v === undefined) throw fail(option, raw, msg`one of ${list}`);
  return v;
}

/** A fraction from 0 to 1: `0.35`, `0,35`, `35%`, `1/3`, `½`. */
function fraction(option: string, raw: string): Decimal {
  const d = Decimal.parse(raw.replace(/½/g, '1/2'));
  if (d === null || d.compare(Decimal.ZERO) < 0 || d.compare(Decimal.ONE) > 0) {
    throw fail(option, raw, msg`a fraction from 0 to 1 such as 0.35, 0,35, 35% or 1/3`);
  }
  return d;
}

function positive(option: string, raw: string, what: Message): Decimal {
  const d = Decimal.parse(raw.replace(/½/g, '1/2'));
  if (d === null || d.compare(Decimal.ZERO) <= 0) throw fail(option, raw, what);
  return d;
}

function whole(option: string, raw: string, min: number): number {
  const t = raw.replace(/\.0*$/, '');
  if (!/^\d+$/.test(t) || Number(t) < min || !Number.isSafeInteger(Number(t))) {
    throw fail(option, raw, msg`a whole number of at least ${min}`);
  }
  return Number(t);
}

const FIRST_VALUE_FORMS = msg`ratio:3 (first ≈ 3 × last), fixed:50 (or just 50), count (first = number of players) or normalised:3 (last 1, first 3)`;

function firstValue(option: string, raw: string): ValueRule {
  const m = /^([a-zäöüß' ]+?)\s*(?:[:=\s]\s*(.+))?$/i.exec(raw.trim());
  const bare = Decimal.parse(raw);
  if (bare !== null) {
    if (bare.compare(Decimal.ONE) < 0) throw fail(option, raw, msg`a first value of at least 1`);
    return { rule: 'fixed', first: bare };
  }
  const rule = m ? squash(m[1]) : '';
  const arg = m?.[2];
  switch (rule) {
    case 'ratio':
    case 'verhältnis':
    case 'verhaeltnis':
    case 'faktor': {
      if (arg === undefined) return { rule: 'ratio' };
      const r = positive(option, arg, msg`a ratio above 1 such as 3`);
      if (r.compare(Decimal.ONE) <= 0)
        throw fail(option, raw, msg`a ratio above 1 such as ratio:3`);
      return { rule: 'ratio', ratio: r };
    }
    case 'fixed':
    case 'fest':
    case 'fix': {
      const first = arg === undefined ? null : Decimal.parse(arg);
      if (first === null || first.compare(Decimal.ONE) < 0) {
        throw fail(option, raw, msg`a fixed first value of at least 1 such as fixed:50`);
      }
      return { rule: 'fixed', first };
    }
    case 'count':
    case 'n':
    case 'players':
    case 'anzahl':
    case 'teilnehmerzahl':
      if (arg !== undefined) throw fail(option, raw, msg`count without a number`);
      return { rule: 'count' };
    case 'normalised':
    case 'normalized':
    case 'normalisiert': {
      if (arg === undefined) return { rule: 'normalised' };
      const r = positive(option, arg, msg`a ratio above 1 such as 3`);
      if (r.compare(Decimal.ONE) <= 0) {
        throw fail(option, raw, msg`a ratio above 1 such as normalised:3`);
      }
      return { rule: 'normalised', ratio: r };
    }
    default:
      throw fail(option, raw, FIRST_VALUE_FORMS);
  }
}

interface Draft {
  values?: ValueRule;
  valuesOption?: string;
  rounding?: { value: 'floor' | 'half-even'; option: string };
  step?: Decimal;
  ownValue?: boolean;
  fractions: Partial<Record<FractionKey, Decimal>>;
  iteration?: IterationMode;
  missing?: AbsenceKind | 'not-joined';
  maxAbsences?: number | null;
  absenceDecay?: boolean;
  clubExempt?: boolean;
  maxIterations?: number;
  repeatGap?: number;
  maxSameColour?: number | null;
  evenByes?: boolean;
}

function apply(d: Draft, key: Key, option: string, raw: string): void {
  const yesNo = () => pick(YES_NO, option, raw, msg`yes or no (ja/nein)`);
  switch (key) {
    case 'first-value':
      d.values = firstValue(option, raw);
      d.valuesOption = option;
      return;
    case 'rounding':
      d.rounding = {
        value: pick(ROUNDINGS, option, raw, msg`floor or banker (half-even)`),
        option,
      };
      return;
    case 'step':
      d.step = positive(option, raw, msg`a number above 0 such as 1 or 2`);
      return;
    case 'own-value':
      d.ownValue = yesNo();
      return;
    case 'iteration':
      d.iteration = pick(ITERATIONS, option, raw, msg`passes, fixed-point or frozen`);
      return;
    case 'missing':
      d.missing = pick(MISSING, option, raw, msg`unexcused, excused, club or not-joined`);
      return;
    case 'max-absences':
      d.maxAbsences = NONE.has(raw.toLowerCase()) ? null : whole(option, raw, 0);
      return;
    case 'decay':
      d.absenceDecay = yesNo();
      return;
    case 'club-exempt':
      d.clubExempt = yesNo();
      return;
    case 'max-iterations':
      d.maxIterations = whole(option, raw, 1);
      return;
    case 'gap':
      d.repeatGap = NEVER.has(raw.toLowerCase()) ? NEVER_GAP : whole(option, raw, 0);
      return;
    case 'max-same-colour':
      d.maxSameColour = NONE.has(raw.toLowerCase()) ? null : whole(option, raw, 1);
      return;
    case 'even-byes':
      d.evenByes = yesNo();
      return;
    default:
      d.fractions[FRACTIONS[key]] = fraction(option, raw);
  }
}

function valueRule(d: Draft): ValueRule | undefined {
  if (!d.rounding) return d.values;
  const rule = d.values ?? { rule: 'ratio' };
  if (rule.rule !== 'ratio') {
    const values = d.valuesOption ?? 'first-value';
    throw new KeizerOptionError(
      d.rounding.option,
      name =>
        msg`${name}: rounding applies to the ratio rule (first-value ratio:3), not to ${values} ${rule.rule}`,
    );
  }
  return { ...rule, rounding: d.rounding.value };
}

/**
 * Reads option pairs (name as typed, value as typed or as Sheets delivered it). Blank values are
 * refused rather than read as a default, so a half-filled options range cannot go unnoticed.
 */
export function parseKeizerOptions(
  pairs: readonly (readonly [string, OptionValue])[],
): KeizerOptionSet {
  const d: Draft = { fractions: {} };
  const seen = new Map<Key, string>();
  for (const [name, value] of pairs) {
    const option = name.trim().replace(/^--/, '');
    const key = KEY_OF.get(squash(option));
    if (key === undefined) {
      throw new KeizerOptionError(
        option,
        () => msg`unknown Keizer option "${option}"; known: ${KEIZER_OPTION_NAMES.join(', ')}`,
      );
    }
    const before = seen.get(key);
    if (before !== undefined) {
      throw new KeizerOptionError(option, name =>
        before !== option
          ? msg`${name} is given twice (also as ${before})`
          : msg`${name} is given twice`,
      );
    }
    seen.set(key, option);
    const raw = valueText(value);
    if (raw === '' && key !== 'max-absences' && key !== 'max-same-colour') {
      throw new KeizerOptionError(option, name => msg`${name} has no value`);
    }
    if (/[;=]/.test(raw) && key !== 'first-value') {
      throw new KeizerOptionError(
        option,
        name => msg`${name}: "${raw}" holds more than one value; separate options with ";"`,
      );
    }
    apply(d, key, option, raw);
  }
  const values = valueRule(d);
  const scoring: KeizerOptionsInput = {
    ...(values && { values }),
    ...(d.step && { step: d.step }),
    ...(d.ownValue !== undefined && { ownValue: d.ownValue }),
    ...(Object.keys(d.fractions).length > 0 && { fractions: d.fractions }),
    ...(d.iteration && { iteration: d.iteration }),
    ...(d.missing && { missing: d.missing }),
    ...(d.maxAbsences !== undefined && { maxAbsences: d.maxAbsences }),
    ...(d.absenceDecay !== undefined && { absenceDecay: d.absenceDecay }),
    ...(d.clubExempt !== undefined && { clubExempt: d.clubExempt }),
    ...(d.maxIterations !== undefined && { maxIterations: d.maxIterations }),
  };
  const pairing: PairingOptionsInput = {
    ...(d.repeatGap !== undefined && { repeatGap: d.repeatGap }),
    ...(d.maxSameColour !== undefined && { maxSameColour: d.maxSameColour }),
    ...(d.evenByes !== undefined && { evenByes: d.evenByes }),
  };
  try {
    resolveKeizerOptions(scoring);
    resolvePairingOptions(pairing);
  } catch (e) {
    // Everything was checked above; a refusal here is a gap in this reader, said as it is.
    if (e instanceof InputError) throw new KeizerOptionError('', () => e.said);
    throw e;
  }
  return { scoring, pairing };
}
