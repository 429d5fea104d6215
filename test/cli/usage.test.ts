/**
 * Mistakes on the command line, for the standings command and every subcommand alike: exit
 * status 2, a message that names the flag (and, for a value outside a list, the accepted
 * values), then the command's usage. And every command's --help lists all of its flags.
 */
import { main } from '../../src/cli/main';
import { runWith } from '../support/cli';
import { STANDINGS_FLAGS, USAGE } from '../../src/cli/args';
import { TEAMS_FLAGS, TEAMS_USAGE } from '../../src/cli/teams';
import { KEIZER_FLAGS, KEIZER_USAGE } from '../../src/cli/keizer';
import { PAIR_FLAGS, PAIR_USAGE } from '../../src/cli/pair';
import { CHECK_FLAGS, CHECK_USAGE } from '../../src/cli/check';
import { SCHEDULE_FLAGS, SCHEDULE_USAGE } from '../../src/cli/schedule';
import { RATINGS_FLAGS, RATINGS_USAGE } from '../../src/cli/ratings';
import { CROSSTABLE_FLAGS, CROSSTABLE_USAGE } from '../../src/cli/crosstable';
import { LISTS_FLAGS, LISTS_USAGE } from '../../src/cli/lists';
import { KEIZER_OPTION_NAMES } from '../../src/core/keizer/optionText';

/** Runs `chess-standings ARGV` in-process. */
const run = (argv: readonly string[]) => runWith(main, argv);

/** The program name in messages and a file argument the command needs before the flags. */
const COMMANDS = [
  ['standings', [], 'chess-standings', 'x.trf', USAGE],
  ['teams', ['teams'], 'chess-standings teams', 'x.trf', TEAMS_USAGE],
  ['keizer', ['keizer'], 'chess-standings keizer', 'x.csv', KEIZER_USAGE],
  ['pair', ['pair'], 'chess-standings pair', 'x.trf', PAIR_USAGE],
  ['check', ['check'], 'chess-standings check', 'x.trf', CHECK_USAGE],
  ['schedule', ['schedule'], 'chess-standings schedule', '--players=4', SCHEDULE_USAGE],
  ['ratings', ['ratings'], 'chess-standings ratings', 'x.trf', RATINGS_USAGE],
  ['crosstable', ['crosstable'], 'chess-standings crosstable', 'x.trf', CROSSTABLE_USAGE],
  ['lists', ['lists'], 'chess-standings lists', 'x.trf', LISTS_USAGE],
] as const;

describe.each(COMMANDS)('%s: usage errors (exit 2)', (_, sub, program, file, usage) => {
  const expectUsageError = (argv: readonly string[], message: string) => {
    const r = run([...sub, ...argv]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${program}: ${message}\n\n${usage}`);
  };

  it('an unknown flag', () => {
    expectUsageError([file, '--colour', 'white'], 'unknown option --colour');
  });

  it('an unknown short flag', () => {
    expectUsageError([file, '-x'], 'unknown option -x');
  });

  it('--format without its value, at the end or before another flag', () => {
    expectUsageError([file, '--format'], '--format needs a value');
    expectUsageError([file, '--format', '--lang', 'de'], '--format needs a value');
  });

  it('--format xml: names the flag and the formats it knows', () => {
    const formats = {
      standings: 'text, tsv, csv, json, trf',
      teams: 'text, tsv, csv, json',
      keizer: 'text, tsv',
      pair: 'text, tsv, trf',
      check: 'text, tsv',
      schedule: 'tsv, csv',
      ratings: 'text, tsv, csv, json',
      crosstable: 'text, tsv, csv, html',
      lists: 'text, tsv, csv, html',
    }[_];
    expectUsageError([file, '--format', 'xml'], `--format: "xml" is not one of ${formats}`);
    expectUsageError([file, '--format=xml'], `--format: "xml" is not one of ${formats}`);
  });

  it('--lang fr, --lang without a value', () => {
    expectUsageError([file, '--lang', 'fr'], '--lang: "fr" is not one of en, de');
    expectUsageError([file, '--lang'], '--lang needs a value');
  });

  it('--help wins over the other mistakes, as it always did', () => {
    const r = run([...sub, file, '--colour', '--help']);
    expect(r.status).toBe(0);
    expect(r.out).toBe(usage);
  });
});

describe('flags that take no value', () => {
  it.each([
    [['x.trf', '--berger-rounds=yes'], 'chess-standings', '--berger-rounds takes no value', USAGE],
    [
      ['keizer', 'x.csv', '--pair=yes'],
      'chess-standings keizer',
      '--pair takes no value',
      KEIZER_USAGE,
    ],
    [
      ['pair', 'x.trf', '--explain=1'],
      'chess-standings pair',
      '--explain takes no value',
      PAIR_USAGE,
    ],
    [
      ['ratings', 'x.trf', '--k-column=yes'],
      'chess-standings ratings',
      '--k-column takes no value',
      RATINGS_USAGE,
    ],
    [
      ['schedule', '--players', '4', '--double=no'],
      'chess-standings schedule',
      '--double takes no value',
      SCHEDULE_USAGE,
    ],
  ])('%j', (argv, program, message, usage) => {
    const r = run(argv);
    expect(r.status).toBe(2);
    expect(r.err).toBe(`${program}: ${message}\n\n${usage}`);
  });
});

describe('positional arguments', () => {
  it.each([
    [['a.trf', 'b.trf'], 'chess-standings: only one FILE expected, got "a.trf" and "b.trf"'],
    [
      ['teams', 'a.trf', 'b.trf'],
      'chess-standings teams: only one FILE expected, got "a.trf" and "b.trf"',
    ],
    [['teams', '--format', 'tsv'], 'chess-standings teams: FILE is missing'],
    [
      ['keizer', 'a.csv', 'b.csv'],
      'chess-standings keizer: only one RESULTS file expected, got "a.csv" and "b.csv"',
    ],
    [['keizer', '--format', 'tsv'], 'chess-standings keizer: RESULTS file is missing'],
    [['pair', '--format', 'tsv'], 'chess-standings pair: FILE.trf is missing'],
    [['ratings', '--format', 'tsv'], 'chess-standings ratings: FILE is missing'],
    [['check', '--format', 'tsv'], 'chess-standings check: FILE.trf is missing'],
    [['crosstable', '--format', 'tsv'], 'chess-standings crosstable: FILE is missing'],
    [
      ['lists', 'a.trf', 'b.trf', '--list', 'starting'],
      'chess-standings lists: only one FILE expected, got "a.trf" and "b.trf"',
    ],
    [
      ['schedule', '--players', '4', 'extra'],
      'chess-standings schedule: schedule takes no FILE, got "extra"',
    ],
  ])('%j', (argv, message) => {
    const r = run(argv);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(message);
  });

  it('after --, a name that starts with a dash is a file', () => {
    const r = run(['--', '-odd.trf']);
    expect(r.status).toBe(2);
    expect(r.err).toBe('chess-standings: cannot read -odd.trf: there is no such file\n');
  });
});

describe('--help lists every flag', () => {
  it.each([
    ['chess-standings', STANDINGS_FLAGS, USAGE, []],
    ['teams', TEAMS_FLAGS, TEAMS_USAGE, ['teams']],
    ['keizer', KEIZER_FLAGS, KEIZER_USAGE, ['keizer']],
    ['pair', PAIR_FLAGS, PAIR_USAGE, ['pair']],
    ['check', CHECK_FLAGS, CHECK_USAGE, ['check']],
    ['schedule', SCHEDULE_FLAGS, SCHEDULE_USAGE, ['schedule']],
    ['ratings', RATINGS_FLAGS, RATINGS_USAGE, ['ratings']],
    ['crosstable', CROSSTABLE_FLAGS, CROSSTABLE_USAGE, ['crosstable']],
    ['lists', LISTS_FLAGS, LISTS_USAGE, ['lists']],
  ] as const)('%s', (_, flags, usage, sub) => {
    const help = run([...sub, '--help']);
    expect(help.status).toBe(0);
    expect(help.out).toBe(usage);
    expect(run([...sub, '-h']).out).toBe(usage);
    for (const name of Object.keys(flags)) expect(usage).toMatch(new RegExp(`--${name}\\b`));
    expect(usage).toContain('[--lang en|de]');
    expect(usage).toContain('default en, whatever the locale says');
  });

  it('keizer: every Keizer option by its public name', () => {
    for (const name of KEIZER_OPTION_NAMES) {
      expect(KEIZER_USAGE).toMatch(new RegExp(`--${name}\\b`));
    }
  });
});
