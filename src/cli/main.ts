import {
  resolveRequest,
  explainTiebreak,
  finalRanks,
  InputError,
  rankColumns,
  standingsOf,
  writeTeamTrf,
  writeTrf16,
} from '../core';
import type { Lang, TiebreakOptions } from '../core';
import { parseArgs, USAGE } from './args';
import { argumentMistake, fileErrorText, notesShown } from './flags';
import type { StandingsArgs } from './args';
import { findPlayer } from './findPlayer';
import type { Subcommand } from './standalone';
import { loadFile } from './load';
import { writeStderr, writeStdout } from './stdout';
import { explanationText, standingsTable, standingsWords, toCsv, toJson, toText } from './output';
import { standingsTsvBytes } from './tsvBytes';

export { nothingQueued } from './stdout';

declare const __VERSION__: string | undefined;

/**
 * Where the result goes: text, or bytes already encoded as UTF-8 (the TSV table, whose bytes are
 * written directly: encoding a large table's text costs a started program more than that).
 */
export type Output = (text: string | Uint8Array) => void;

/*
 * Subcommands are loaded when named, so that `chess-standings FILE` does not load the pairing
 * engine, Keizer, team, schedule or rating code: scripts/build.mjs bundles each into a file of its own
 * (build/cli-pair.js, …) and points these requires at them. (bin/chess-standings.js runs those
 * bundles directly; this path serves `node build/cli.js NAME` and callers of main.)
 */
/* eslint-disable @typescript-eslint/no-require-imports */
function subcommand(name: string | undefined): Subcommand | undefined {
  switch (name) {
    case 'teams':
      return (require('./teams') as typeof import('./teams')).runTeams;
    case 'keizer':
      return (require('./keizer') as typeof import('./keizer')).runKeizer;
    case 'schedule':
      return (require('./schedule') as typeof import('./schedule')).runSchedule;
    case 'pair':
      return (require('./pair') as typeof import('./pair')).runPair;
    case 'ratings':
      return (require('./ratings') as typeof import('./ratings')).runRatings;
    case 'check':
      return (require('./check') as typeof import('./check')).runCheck;
    case 'crosstable':
      return (require('./crosstable') as typeof import('./crosstable')).runCrosstable;
    case 'lists':
      return (require('./lists') as typeof import('./lists')).runLists;
    default:
      return undefined;
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

function run(args: StandingsArgs, out: Output): void {
  const { read, plainNames } = loadFile(args.file, {
    system: args.system,
    ...(args.bergerRounds && { bergerRounds: true }),
    ...notesShown(args.verbose),
  });
  const options: TiebreakOptions = {
    rules: args.rules,
    system: args.system,
    unratedRating: args.unratedRating,
    afterRound: args.afterRound,
  };
  if (args.format === 'trf') {
    const t = read.tournament;
    // The rank column: the final standings' rank by the event's tie-breaks.
    const ranks = () => finalRanks(t, args.tiebreaks, options);
    out(t.teams && t.teams.length > 0 ? writeTeamTrf(t) : writeTrf16(t, { ranks }));
    return;
  }
  const { codes, rules } = resolveRequest(read.tournament, args.tiebreaks, options);
  const resolved = { ...options, rules };
  const ranked = rankColumns(read.tournament, codes, resolved);
  if (args.explain !== undefined) {
    const i = findPlayer(read.tournament.participants, args.explain);
    const p = read.tournament.participants[i];
    const name = standingsWords(args.lang).player(p.name, p.startNo);
    out(
      codes
        .map(c =>
          explanationText(name, explainTiebreak(read.tournament, i, c, resolved), args.lang),
        )
        .join('\n'),
    );
    return;
  }
  switch (args.format) {
    case 'tsv':
      out(standingsTsvBytes(read, ranked, plainNames));
      break;
    case 'csv':
      out(toCsv(standingsTable(read, standingsOf(ranked))));
      break;
    case 'json':
      out(toJson(read, standingsOf(ranked), rules));
      break;
    default:
      out(toText(read, standingsOf(ranked), standingsWords(args.lang).rules(rules), args.lang));
  }
}

export function main(
  argv: readonly string[],
  out: Output = writeStdout,
  err: (s: string) => void = writeStderr,
): number {
  const sub = subcommand(argv[0]);
  if (sub) return sub(argv.slice(1), out, err);
  let file: string | undefined;
  let lang: Lang = 'en';
  try {
    const args = parseArgs(argv);
    if (args.command === 'standings') ({ file, lang } = args);
    if (args.command === 'help') {
      out(USAGE);
      return 0;
    }
    if (args.command === 'version') {
      out(`${typeof __VERSION__ === 'string' ? __VERSION__ : 'dev'}\n`);
      return 0;
    }
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      err(`chess-standings: ${file ? `${file}: ` : ''}${fileErrorText(e, lang)}\n`);
      return 1;
    }
    const mistake = argumentMistake(e, 'chess-standings', USAGE, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
