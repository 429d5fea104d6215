/**
 * What `chess-standings crosstable` and `chess-standings lists` share: the flags that read and
 * rank the event (as the standings command takes them), loading it with an optional player list,
 * ranking it once, and the command's frame (help, exit status 1 for bad input naming the file
 * and cell or line, 2 for a mistake on the command line).
 */
import {
  InputError,
  MessageError,
  descriptionOf,
  rankStandings,
  render,
  resolveRequest,
} from '../core';
import type { Lang, ReadOptions } from '../core';
import { rankedEvent } from '../core/lists';
import type { RankedEvent } from '../core/lists';
import {
  COMMON_FLAGS,
  RANKING_FLAGS,
  RANKING_HELP,
  UsageError,
  argumentMistake,
  fileErrorText,
  notesShown,
  langFlag,
  langHelp,
  oneOf,
  rankingFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs, RankingFlags, ReadFlags } from './flags';
export { readFlags } from './flags';
import { LIST_FORMATS } from './listOutput';
import type { ListFormat, ListsHead } from './listOutput';
import { FileInputError, loadWithPlayers } from './load';
import { standingsWords } from './output';

/** The flags both commands take besides their own: the standings command's reading and ranking. */
export const LIST_FLAGS = {
  ...RANKING_FLAGS,
  players: { type: 'string' },
  format: { type: 'string' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

export const LIST_HELP = `  FILE            a TRF file, a whole event's PGN, or a sheet saved as .csv/.tsv (crosstable,
                  progress table or results list)
  --players       a player list saved as .csv/.tsv (Nr | Name | Elo | FIDE id | Fed | Title |
                  Club | Birth | Sex …) for a results list: ratings, clubs, birth years, sex
${RANKING_HELP}
  --berger-rounds a crosstable's rounds followed the Berger table
  --format        text (default), tsv, csv or html (one page to post: no script, no external file)
${langHelp(18)}`;

export interface RankingArgs extends RankingFlags {
  readonly file: string;
  readonly players?: string;
  readonly format: ListFormat;
  readonly lang: Lang;
}

/** The flags' values, `flags` read by readFlags with LIST_FLAGS among the specs. */
export function rankingArgs(flags: ReadFlags): RankingArgs {
  const [file, ...more] = flags.positionals;
  if (more.length > 0) {
    throw new UsageError(`only one FILE expected, got "${file}" and "${more[0]}"`);
  }
  if (file === undefined) throw new UsageError('FILE is missing');
  const format = stringFlag(flags, 'format');
  const players = stringFlag(flags, 'players');
  const lang = langFlag(flags);
  return {
    file,
    ...(players !== undefined && { players }),
    ...rankingFlags(flags),
    format: format === undefined ? 'text' : oneOf(format, LIST_FORMATS, '--format'),
    lang,
  };
}

export interface Ranked {
  readonly event: RankedEvent;
  readonly head: ListsHead;
}

/** Reads the event (and its player list) and ranks it once, as the standings command does. */
export function loadAndRank(args: RankingArgs): Ranked {
  const options: ReadOptions = {
    ...(args.system !== undefined && { system: args.system }),
    ...(args.bergerRounds && { bergerRounds: true }),
    ...notesShown(args.verbose),
  };
  const { read } = loadWithPlayers(args.file, args.players, options);
  const t = read.tournament;
  const tiebreakOptions = {
    rules: args.rules,
    system: args.system,
    unratedRating: args.unratedRating,
  };
  const { codes, rules } = resolveRequest(t, args.tiebreaks, tiebreakOptions);
  const standings = rankStandings(t, codes, { ...tiebreakOptions, rules });
  const about = [
    render(descriptionOf(read), args.lang),
    standingsWords(args.lang).rules(rules),
    standings.codes.join(', '),
  ]
    .filter(s => s !== '')
    .join('; ');
  return {
    event: rankedEvent(t, standings),
    head: { title: t.name ?? args.file.replace(/^.*[/\\]/, ''), about },
  };
}

/**
 * Runs a list command: `parse` reads the flags (`help` for --help), `run` reads, ranks and writes.
 * Bad input is exit status 1, told against its file and cell or line in the language asked for;
 * a mistake on the command line is 2, with the command's help.
 */
export function runListCommand<A extends RankingArgs>(
  name: string,
  usage: string,
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
  parse: (argv: readonly string[]) => A | 'help',
  run: (args: A) => string,
): number {
  let args: A | 'help' | undefined;
  try {
    args = parse(argv);
    if (args === 'help') {
      out(usage);
      return 0;
    }
    const file = args.file;
    out(againstFile(file, () => run(args as A)));
    return 0;
  } catch (e) {
    const lang = args === undefined || args === 'help' ? 'en' : args.lang;
    if (e instanceof FileInputError) {
      err(`chess-standings ${name}: ${e.file}: ${fileErrorText(e.error, lang)}\n`);
      return 1;
    }
    if (e instanceof MessageError) {
      err(`chess-standings ${name}: ${e.message}\n\n${usage}`);
      return 2;
    }
    const mistake = argumentMistake(e, `chess-standings ${name}`, usage, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}

/** Runs `body`; an input error it throws is about `file`. */
function againstFile<T>(file: string, body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError) throw new FileInputError(file, e);
    throw e;
  }
}
