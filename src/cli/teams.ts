/**
 * `chess-standings teams FILE …`: standings of a team event from a TRF file with team records, a
 * team crosstable or a match list saved as CSV/TSV, with the conventions of the main command
 * (TSV header `Rank StartNo Name MPTS <code>…`, exit status 1 and a message naming the line or
 * cell for bad input, 2 for a mistake on the command line).
 */
import { fileKind } from './fileKind';
import { readInputFile } from './inputFile';
import {
  InputError,
  decodeTrf,
  described,
  descriptionOf,
  formatNumber,
  localDecimal,
  msg,
  parseDelimited,
  readTrf,
  render,
} from '../core';
import type { Lang, RuleSet, TournamentSystem } from '../core';
import * as de from '../core/messages/de';
import * as en from '../core/messages/en';
import type { TeamOptions, TeamReadResult, TeamStandings, ScoreKind } from '../core/teams';
import {
  defaultTeamRules,
  explainTeamTiebreak,
  rankTeams,
  readTeamGrid,
  teamEventFromTournament,
} from '../core/teams';
import {
  ArgumentError,
  COMMON_FLAGS,
  UsageError,
  argumentMistake,
  fileErrorText,
  notesShown,
  verboseHelp,
  integer,
  langFlag,
  langHelp,
  lastOf,
  oneOf,
  readFlags,
  stringFlag,
} from './flags';
import { charCodes } from './charCodes';
import type { FlagSpecs } from './flags';
import { explanationText, standingsWords, toCsv, toTsv } from './output';

export const TEAMS_USAGE = `Usage:
  chess-standings teams FILE [--tiebreaks "EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP"]
                             [--rules fide-2026|fide-2024|fide-2009|raw|ignore] [--after-round K]
                             [--primary MP|GP] [--match-points 2,1,0] [--boards N]
                             [--system swiss|round-robin] [--format text|tsv|csv|json]
                             [--explain TEAM] [--lang en|de] [--verbose]

  FILE            a TRF file with team records (013/310), or a team crosstable or a match list
                  (Round, Home, Away, Board, Home player, Away player, Result) saved as .csv/.tsv
  --tiebreaks     team codes in order (MPTS GPTS MPvGP BH:MP SB:GP EMGSB/C1 EDE… BC TBR BBE SSSC
                  BW BW4 BW2 OSB OBH …) or a preset: german-league, bundesliga, olympiad-2008,
                  olympiad-2016, dsj-team, dsj-team-rr, fide-team-trf26 (default: the file's own
                  list, else german-league for a round robin and fide-team-trf26 for a Swiss
                  event); also --tie-breaks
  --primary       rank by match points (MP, default) or game points (GP)
  --match-points  points for a won, drawn and lost match (default 2,1,0 or the file's)
  --boards        games per match, when a crosstable or match list cannot show it
  --rules         rules for unplayed games (default: fide-2026 for events from 2026-03-01 or
                  undated, fide-2024 before)
  --after-round   standings after round K
  --system        swiss or round-robin (default: as declared or detected)
  --format        text (default), tsv, csv or json
  --explain       print how each tie-break of TEAM (team number or name) was computed
${verboseHelp(18)}
${langHelp(18)}
  --help, -h      this help
`;

const FORMATS = ['text', 'tsv', 'csv', 'json'] as const;
type Format = (typeof FORMATS)[number];
const RULES = ['fide-2026', 'fide-2024', 'fide-2009', 'raw', 'ignore'] as const;
const PRIMARY = ['MP', 'GP'] as const;
const SYSTEMS = ['swiss', 'round-robin'] as const;

interface TeamsArgs {
  readonly file: string;
  readonly tiebreaks?: string;
  readonly rules?: RuleSet;
  readonly afterRound?: number;
  readonly primary?: ScoreKind;
  readonly matchPoints?: { win: number; draw: number; loss: number };
  readonly boards?: number;
  readonly system?: TournamentSystem;
  readonly format: Format;
  readonly explain?: string;
  /** Every note of the file (`--verbose`), not only the first few. */
  readonly verbose: boolean;
  readonly lang: Lang;
}

function matchPointsArg(value: string): { win: number; draw: number; loss: number } {
  const parts = value.split(/[,/;:]/).map(s => s.trim());
  const nums = parts.map(Number);
  if (parts.length !== 3 || parts.some(p => p === '') || nums.some(n => !Number.isFinite(n))) {
    throw new UsageError(
      `--match-points: "${value}" is not three numbers for win, draw and loss, e.g. 2,1,0`,
    );
  }
  return { win: nums[0], draw: nums[1], loss: nums[2] };
}

export const TEAMS_FLAGS = {
  tiebreaks: { type: 'string' },
  'tie-breaks': { type: 'string' },
  rules: { type: 'string' },
  'after-round': { type: 'string' },
  primary: { type: 'string' },
  'match-points': { type: 'string' },
  boards: { type: 'string' },
  system: { type: 'string' },
  format: { type: 'string' },
  explain: { type: 'string' },
  verbose: { type: 'boolean' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

export function parseTeamsArgs(argv: readonly string[]): TeamsArgs | 'help' {
  const flags = readFlags(argv, TEAMS_FLAGS);
  if (argv.length === 0 || flags.help) return 'help';
  const [file, ...more] = flags.positionals;
  if (more.length > 0) {
    throw new UsageError(`only one FILE expected, got "${file}" and "${more[0]}"`);
  }
  if (file === undefined) throw new UsageError('FILE is missing');
  /** The flag's value read by `read`, or undefined when the flag was not given. */
  const opt = <T>(name: keyof typeof TEAMS_FLAGS, read: (v: string, flag: string) => T) => {
    const v = stringFlag(flags, name);
    return v === undefined ? undefined : read(v, `--${name}`);
  };
  return {
    file,
    format: opt('format', (v, f) => oneOf(v, FORMATS, f)) ?? 'text',
    tiebreaks: lastOf(flags, ['tiebreaks', 'tie-breaks']),
    rules: opt('rules', (v, f) => oneOf(v, RULES, f)),
    afterRound: opt('after-round', (v, f) => integer(v, f, 1)),
    primary: opt('primary', (v, f) => oneOf(v, PRIMARY, f, true)),
    matchPoints: opt('match-points', matchPointsArg),
    boards: opt('boards', (v, f) => integer(v, f, 1)),
    system: opt('system', (v, f) => oneOf(v, SYSTEMS, f)),
    explain: stringFlag(flags, 'explain'),
    verbose: flags.values.has('verbose'),
    lang: langFlag(flags),
  };
}

/** Reads the team event: TRF by extension or content, otherwise a sheet saved as CSV/TSV (fileKind). */
function loadTeams(args: TeamsArgs): { read: TeamReadResult; declared: readonly string[] } {
  const raw = readInputFile(args.file);
  const text = decodeTrf(raw);
  const kind = fileKind(args.file, text);
  if (kind === 'trf') {
    const options = {
      ...(args.system && { system: args.system }),
      ...notesShown(args.verbose),
    };
    const trf = readTrf(text, options, charCodes(raw, text));
    const event = teamEventFromTournament(trf.tournament);
    const teams = trf.tournament.teams ?? [];
    return {
      read: {
        event,
        layout: 'trf',
        sourceRows: teams.map(() => -1),
        ...described(msg`${descriptionOf(trf)}; ${event.boards} boards`),
      },
      declared: trf.tournament.declaredTiebreaks ?? [],
    };
  }
  const grid = parseDelimited(text, kind === 'tsv' ? '\t' : undefined);
  try {
    return { read: readTeamGrid(grid, { boards: args.boards, system: args.system }), declared: [] };
  } catch (e) {
    // The first field of the first line is A1, as in the sheet the file was saved from.
    if (e instanceof InputError) throw e.at({ row: 1, col: 1 });
    throw e;
  }
}

function codesOf(args: TeamsArgs, read: TeamReadResult, declared: readonly string[]): string[] {
  if (args.tiebreaks !== undefined) {
    const list = args.tiebreaks
      .split(/[,;]/)
      .map(s => s.trim())
      .filter(s => s !== '');
    if (list.length === 0) throw new UsageError('--tiebreaks: no code given');
    return list;
  }
  // A leading PTS of TRF-2026 record 212 is the primary score itself.
  const own = declared.filter((c, k) => !(k === 0 && /^PTS$/i.test(c.trim())));
  if (own.length > 0) return [...own];
  return [read.event.system === 'round-robin' ? 'german-league' : 'fide-team-trf26'];
}

function findTeam(read: TeamReadResult, who: string): number {
  const teams = read.event.teams;
  if (/^\d+$/.test(who)) {
    const i = teams.findIndex(t => t.no === Number(who));
    if (i >= 0) return i;
  }
  const needle = who.trim().toLowerCase();
  const exact = teams.findIndex(t => t.name.toLowerCase() === needle);
  if (exact >= 0) return exact;
  const partial = teams
    .map((t, i) => [t, i] as const)
    .filter(([t]) => t.name.toLowerCase().includes(needle));
  if (partial.length === 1) return partial[0][1];
  if (partial.length > 1) {
    const names = partial.map(([t]) => t.name).join('; ');
    throw new ArgumentError(msg`--explain: "${who}" matches ${names}; give the team number`);
  }
  throw new ArgumentError(msg`--explain: no team "${who}" (give a team number or a name)`);
}

function cell(v: number | null): string {
  return v === null ? '' : formatNumber(v);
}

export function teamStandingsTable(read: TeamReadResult, s: TeamStandings): string[][] {
  const header = ['Rank', 'StartNo', 'Name', s.primary === 'MP' ? 'MPTS' : 'GPTS', ...s.codes];
  const rows = s.rows.map(r => {
    const t = read.event.teams[r.index];
    return [String(r.rank), String(t.no), t.name, formatNumber(r.points), ...r.values.map(cell)];
  });
  return [header, ...rows];
}

/**
 * The table for reading; in German (`--lang de`) with German headers and decimal commas, as the
 * standings command's. TSV, CSV and JSON are the same in every language.
 */
function toText(read: TeamReadResult, s: TeamStandings, rules: RuleSet, lang: Lang): string {
  const w = lang === 'de' ? de.cliTeams : en.cliTeams;
  const num = (v: number | null) => localDecimal(cell(v), lang);
  const header = [...w.header, w.primary[s.primary], ...s.codes];
  const rows = s.rows.map(r => {
    const t = read.event.teams[r.index];
    return [r.place, String(t.no), t.name, num(r.points), ...r.values.map(num)];
  });
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map(r => [...r[c]].length)));
  const line = (r: string[]) =>
    r
      .map((f, c) => (c !== 2 ? f.padStart(widths[c]) : f.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  const title = read.event.name ? `${read.event.name}\n` : '';
  const description = render(descriptionOf(read), lang);
  return `${title}${description}; ${standingsWords(lang).rules(rules)}\n\n${all.map(line).join('\n')}\n`;
}

function toJson(read: TeamReadResult, s: TeamStandings, rules: RuleSet): string {
  const e = read.event;
  return (
    JSON.stringify(
      {
        event: { name: e.name ?? null, rounds: e.rounds, boards: e.boards, teams: e.teams.length },
        layout: read.layout,
        rules,
        primary: s.primary,
        tiebreaks: s.codes,
        standings: s.rows.map(r => ({
          rank: r.rank,
          place: r.place,
          startNo: e.teams[r.index].no,
          name: e.teams[r.index].name,
          matchPoints: r.matchPoints,
          gamePoints: r.gamePoints,
          tiebreaks: Object.fromEntries(s.codes.map((c, i) => [c, r.values[i]])),
        })),
      },
      null,
      2,
    ) + '\n'
  );
}

function run(args: TeamsArgs, out: (s: string) => void, err: (s: string) => void): void {
  const { read, declared } = loadTeams(args);
  const codes = codesOf(args, read, declared);
  const rules = args.rules ?? defaultTeamRules(read.event);
  const options: TeamOptions = {
    rules,
    afterRound: args.afterRound,
    primary: args.primary,
    matchPoints: args.matchPoints,
  };
  // Without --tiebreaks the list is a default: a code the file cannot give is left out, saying so.
  const standings = rankTeams(read.event, codes, options, args.tiebreaks === undefined);
  for (const left of standings.leftOut) {
    err(`chess-standings teams: ${args.file}: ${render(left.said, args.lang)}\n`);
  }
  if (args.explain !== undefined) {
    const i = findTeam(read, args.explain);
    const t = read.event.teams[i];
    const name = (args.lang === 'de' ? de.cliTeams : en.cliTeams).team(t.name, t.no);
    out(
      standings.codes
        .map(c => explanationText(name, explainTeamTiebreak(read.event, i, c, options), args.lang))
        .join('\n'),
    );
    return;
  }
  switch (args.format) {
    case 'tsv':
      out(toTsv(teamStandingsTable(read, standings)));
      break;
    case 'csv':
      out(toCsv(teamStandingsTable(read, standings)));
      break;
    case 'json':
      out(toJson(read, standings, rules));
      break;
    default:
      out(toText(read, standings, rules, args.lang));
  }
}

/** The `teams` subcommand; `argv` is what follows the word `teams`. Returns the exit status. */
export function runTeams(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void = s => void process.stderr.write(s),
): number {
  let file: string | undefined;
  let lang: Lang = 'en';
  try {
    const args = parseTeamsArgs(argv);
    if (args === 'help') {
      out(TEAMS_USAGE);
      return 0;
    }
    ({ file, lang } = args);
    run(args, out, err);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      err(`chess-standings teams: ${file ? `${file}: ` : ''}${fileErrorText(e, lang)}\n`);
      return 1;
    }
    const mistake = argumentMistake(e, 'chess-standings teams', TEAMS_USAGE, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}
