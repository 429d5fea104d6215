/**
 * The command line's flags, read by `node:util` parseArgs for every command.
 *
 * parseArgs runs in its lenient mode and hands back tokens; the checks below turn what its strict
 * mode would throw into the command line's own usage errors ("--format needs a value",
 * "unknown option --colour"), which name the flag as typed: parseArgs's own messages differ from
 * one Node version to the next, and the usage errors are part of the command-line contract.
 */
import { parseArgs } from 'node:util';
import { InputError, render } from '../core/errors';
import type { MessageError } from '../core/errors';
import type { Lang, Message, RuleSet, TournamentSystem } from '../core';

/**
 * A mistake in the command line itself: an unknown flag, a missing value or FILE, a value a flag
 * does not take. Said with the command's usage text, exit status 2.
 */
export class UsageError extends Error {}

/**
 * An argument that is well formed but names nothing usable: a file that is missing or is a
 * directory, a player name that fits no one or several, a flag the file contradicts. Said in one
 * line in the language of `--lang`, without the usage text (the command line was written
 * correctly), exit status 2 like any mistake in the arguments.
 */
export class ArgumentError extends Error {
  constructor(readonly said: Message) {
    super(said.text);
    this.name = 'ArgumentError';
  }

  messageIn(lang: Lang): string {
    return render(this.said, lang);
  }
}

/**
 * A mistake in a file as the command line says it after the file's name: a cell, TRF line or game
 * with its place (`line 12: …`, `D7: …`); a mistake of the file as a whole without the `range:`
 * (`Bereich:`) that places it in a sheet, which a file on the command line has not.
 */
export function fileErrorText(e: InputError | MessageError, lang: Lang): string {
  return e instanceof InputError && e.location.kind === 'range'
    ? e.detailIn(lang)
    : e.messageIn(lang);
}

/**
 * What a command says about a mistake in its arguments, or null for another error: a usage
 * mistake with the usage text, an ArgumentError in one line. `command` is `chess-standings` or
 * `chess-standings teams` …
 */
export function argumentMistake(
  e: unknown,
  command: string,
  usage: string,
  lang: Lang,
): string | null {
  if (e instanceof ArgumentError) return `${command}: ${e.messageIn(lang)}\n`;
  if (e instanceof UsageError) return `${command}: ${e.message}\n\n${usage}`;
  return null;
}

export interface FlagSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
}

export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

/** One flag as given: its name in the spec, as typed (`--tie-breaks`, `-h`), its value. */
export interface GivenFlag {
  readonly name: string;
  readonly flag: string;
  readonly value: string | true;
}

export interface ReadFlags {
  /** The last value of each flag (a flag given twice: the later one counts). */
  readonly values: ReadonlyMap<string, string | true>;
  /** Every flag in command-line order (Keizer options keep their order and aliases). */
  readonly given: readonly GivenFlag[];
  readonly positionals: readonly string[];
  /** `--help` or `-h` was given (then nothing else is checked). */
  readonly help: boolean;
}

/** Every command answers `--help` and `-h`, and takes `--lang`. */
export const COMMON_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
} as const satisfies FlagSpecs;

/**
 * Reads `argv` with parseArgs. A string flag needs a value (`--format tsv` or `--format=tsv`; a
 * following `--flag` is not taken as its value), a boolean one takes none, an unknown flag is an
 * error; `--` ends the flags, so a file called `-x` can still be named.
 */
export function readFlags(argv: readonly string[], specs: FlagSpecs): ReadFlags {
  const { tokens } = parseArgs({
    args: [...argv],
    options: specs,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const known = (name: string): boolean => Object.prototype.hasOwnProperty.call(specs, name);
  const help = known('help') && tokens.some(t => t.kind === 'option' && t.name === 'help');
  const values = new Map<string, string | true>();
  const given: GivenFlag[] = [];
  const positionals: string[] = [];
  if (help) return { values, given, positionals, help };
  for (const t of tokens) {
    if (t.kind === 'positional') {
      positionals.push(t.value);
      continue;
    }
    if (t.kind !== 'option') continue;
    const spec = known(t.name) ? specs[t.name] : undefined;
    if (spec === undefined) throw new UsageError(`unknown option ${t.rawName}`);
    let value: string | true;
    if (spec.type === 'boolean') {
      if (t.value !== undefined) throw new UsageError(`${t.rawName} takes no value`);
      value = true;
    } else {
      // `--tiebreaks --format tsv`: the value was forgotten, `--format` is not it.
      if (t.value === undefined || (!t.inlineValue && /^--./.test(t.value))) {
        throw new UsageError(`${t.rawName} needs a value`);
      }
      value = t.value;
    }
    values.set(t.name, value);
    given.push({ name: t.name, flag: t.rawName, value });
  }
  return { values, given, positionals, help };
}

/** A string flag's value (readFlags has made sure a string flag has one). */
export function stringFlag(flags: ReadFlags, name: string): string | undefined {
  const v = flags.values.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** The value of whichever of several spellings of one flag came last. */
export function lastOf(flags: ReadFlags, names: readonly string[]): string | undefined {
  for (let i = flags.given.length - 1; i >= 0; i--) {
    const g = flags.given[i];
    if (names.includes(g.name) && typeof g.value === 'string') return g.value;
  }
  return undefined;
}

/** One of the allowed values, compared without case; otherwise a usage error listing them. */
export function oneOf<T extends string>(
  value: string,
  allowed: readonly T[],
  flag: string,
  upper = false,
): T {
  const v = (upper ? value.toUpperCase() : value.toLowerCase()) as T;
  if (!allowed.includes(v)) {
    throw new UsageError(`${flag}: "${value}" is not one of ${allowed.join(', ')}`);
  }
  return v;
}

export function integer(value: string, flag: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${flag}: "${value}" is not a whole number of at least ${min}`);
  }
  return Number(value);
}

const LANGS: readonly Lang[] = ['en', 'de'];

/** The process environment, passed down so that tests can set it. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The language of messages and text tables: `--lang`, else English. The locale (LANG, LC_ALL)
 * does not choose it: the command's output is a contract that scripts read, and it must not
 * change with the machine it runs on.
 */
export function langFlag(flags: ReadFlags): Lang {
  const given = stringFlag(flags, 'lang');
  return given === undefined ? 'en' : oneOf(given, LANGS, '--lang');
}

/** The help text of `--lang`, its description starting in column `column` (as in each usage). */
export function langHelp(column: number): string {
  const pad = ' '.repeat(column);
  return [
    `  ${'--lang'.padEnd(column - 2)}en or de: the language of the messages and the text output`,
    `${pad}(default en, whatever the locale says). TSV, CSV, JSON and TRF are the same in both`,
  ].join('\n');
}

const RULE_SETS: readonly RuleSet[] = ['fide-2026', 'fide-2024', 'fide-2009', 'raw', 'ignore'];
const SYSTEMS: readonly TournamentSystem[] = ['swiss', 'round-robin'];

/**
 * How to read and rank an event: the flags of the standings command that the commands printing
 * lists of the same ranking take too. `--tie-breaks` is an old spelling of `--tiebreaks`.
 */
export const RANKING_FLAGS = {
  tiebreaks: { type: 'string' },
  'tie-breaks': { type: 'string' },
  rules: { type: 'string' },
  system: { type: 'string' },
  'unrated-rating': { type: 'string' },
  'berger-rounds': { type: 'boolean' },
  verbose: { type: 'boolean' },
} as const satisfies FlagSpecs;

/**
 * How many of a file's notes the text output shows without `--verbose` (a team TRF without line-up
 * records can have one per match), the rest counted ("and 12 more").
 */
export const NOTES_SHOWN = 3;

/** The reader's notesShown for `--verbose` given or not. */
export function notesShown(verbose: boolean): { notesShown?: number; allNotesFlag?: string } {
  return verbose ? {} : { notesShown: NOTES_SHOWN, allNotesFlag: '--verbose' };
}

/** The help line of `--verbose`, its description starting in column `column`. */
export function verboseHelp(column: number): string {
  return `  ${'--verbose'.padEnd(column - 2)}all notes on the file (else the first ${NOTES_SHOWN}, then how many more)`;
}

/** The help lines of RANKING_FLAGS but --berger-rounds (each command says it its own way). */
export const RANKING_HELP = `  --tiebreaks     FIDE C.07 codes in order, or a preset name (default: the file's own list, else
                  the legacy FIDE recommendation for the system); also --tie-breaks
  --rules         rules for unplayed rounds (default: fide-2026 for events from 2026-03-01 or
                  undated, fide-2024 before)
  --system        swiss or round-robin (default: as declared or detected)
  --unrated-rating  rating used for unrated players in rating tie-breaks (FIDE C.07 Art. 10)
${verboseHelp(18)}`;

export interface RankingFlags {
  readonly tiebreaks?: string;
  readonly rules?: RuleSet;
  readonly system?: TournamentSystem;
  readonly unratedRating?: number;
  /** A crosstable's rounds followed the Berger table. */
  readonly bergerRounds: boolean;
  /** Every note of the file, not only the first NOTES_SHOWN. */
  readonly verbose: boolean;
}

/** The values of RANKING_FLAGS, checked in this order. */
export function rankingFlags(flags: ReadFlags): RankingFlags {
  const rules = stringFlag(flags, 'rules');
  const system = stringFlag(flags, 'system');
  const unrated = stringFlag(flags, 'unrated-rating');
  return {
    tiebreaks: lastOf(flags, ['tiebreaks', 'tie-breaks']),
    rules: rules === undefined ? undefined : oneOf(rules, RULE_SETS, '--rules'),
    system: system === undefined ? undefined : oneOf(system, SYSTEMS, '--system'),
    unratedRating: unrated === undefined ? undefined : integer(unrated, '--unrated-rating', 0),
    bergerRounds: flags.values.has('berger-rounds'),
    verbose: flags.values.has('verbose'),
  };
}
