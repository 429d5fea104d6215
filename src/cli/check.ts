/**
 * `chess-standings check FILE.trf`: every round of a Swiss played so far, paired again by the
 * FIDE Dutch system from the rounds before it (the engine of `pair`), and each round that differs
 * from what was played said with its boards and the first rule on which the played pairing is
 * worse (core/pairing/check.ts). Exit status 0 when every round is as the rules give it, 1 when
 * some round differs, 2 for bad input or a mistake on the command line.
 */
import { InputError, render } from '../core/errors';
import type { Lang, Message } from '../core/errors';
import type { CliCheckWords } from '../core/messages/catalogueTypes';
import * as de from '../core/messages/de';
import * as en from '../core/messages/en';
import { checkTournament, type RoundCheck } from '../core/pairing/check';
import { checkInputFromTrf } from '../core/pairing/checkInput';
import { boardsMessages, verdictCode, verdictMessage } from '../core/pairing/checkReport';
import { accelerate, ACCELERATE_HELP, acceleration, type Acceleration } from './accelerate';
import {
  COMMON_FLAGS,
  UsageError,
  argumentMistake,
  fileErrorText,
  langFlag,
  langHelp,
  oneOf,
  readFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs } from './flags';
import { toTsv } from './tsv';
import { readPairingFile } from './pairingFile';
import type { Workload } from './standalone';

export const CHECK_USAGE = `Usage:
  chess-standings check FILE.trf [--format text|tsv] [--accelerate baku] [--lang en|de]

  FILE.trf   a TRF-16 file of a Swiss with the rounds played so far and XXR (total rounds):
             every round is paired again by the FIDE Dutch system (C.04.3, 2025) from the
             rounds before it and compared with the round played. A player with a game, a
             forfeit or the pairing-allocated bye (U) in a round took part in its pairing; an
             entry H, F, Z or - (or none) means not paired, as for pair. Forfeits count as not
             played for the later rounds. XXA (virtual points), XXP, BB* are read as pair reads them.
  --format   text (default): each round that differs, with its boards as played and as the
             rules give them, and the first rule on which the played pairing is worse (C1–C21,
             the colour rule E.1–E.5, or "equal quality, other choice"); tsv: one row per round,
             Round<TAB>Status<TAB>Criterion<TAB>Bracket<TAB>Played<TAB>Rules
${ACCELERATE_HELP}
${langHelp(13)}
  --help, -h this help

  Exit status: 0 every round as the rules give it, 1 some round differs, 2 bad input or usage.
`;

const FORMATS = ['text', 'tsv'] as const;

interface CheckArgs {
  readonly file: string;
  readonly format: (typeof FORMATS)[number];
  readonly lang: Lang;
  readonly accelerate: Acceleration;
}

export const CHECK_FLAGS = {
  format: { type: 'string' },
  accelerate: { type: 'string' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

function parseCheckArgs(argv: readonly string[]): CheckArgs | 'help' {
  const flags = readFlags(argv, CHECK_FLAGS);
  if (flags.help || argv.length === 0) return 'help';
  const { positionals } = flags;
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'FILE.trf is missing'
        : `one FILE.trf expected, got ${positionals.join(', ')}`,
    );
  }
  const given = stringFlag(flags, 'format');
  return {
    file: positionals[0],
    format: given === undefined ? 'text' : oneOf(given, FORMATS, '--format'),
    lang: langFlag(flags),
    accelerate: acceleration(flags),
  };
}

const WORDS: Readonly<Record<Lang, CliCheckWords>> = { en: en.cliCheck, de: de.cliCheck };

/** Boards as the TSV writes them: `4:12-7 5:9-15 bye:17`. */
function boardsField(r: RoundCheck, side: 'played' | 'rules'): string {
  const boards =
    side === 'played'
      ? r.playedBoards.map(n => r.played.boards.find(b => b.board === n))
      : r.rulesBoards.map(n => r.rules?.boards.find(b => b.board === n));
  const out = boards.map(b => `${b?.board}:${b?.white}-${b?.black}`);
  if (r.byeDiffers) {
    if (side === 'played') for (const id of r.played.byes) out.push(`bye:${id}`);
    else if (r.rules?.bye != null) out.push(`bye:${r.rules.bye}`);
  }
  return out.join(' ');
}

function tsv(checks: readonly RoundCheck[]): string {
  const rows = checks.map(r => [
    String(r.round),
    r.verdict.kind === 'agrees' ? 'same' : 'differs',
    verdictCode(r.verdict),
    r.verdict.kind === 'worse' && r.verdict.bracket !== null
      ? (r.verdict.bracket / 10).toFixed(1)
      : r.verdict.kind === 'equal'
        ? (r.verdict.bracket / 10).toFixed(1)
        : '',
    boardsField(r, 'played'),
    boardsField(r, 'rules'),
  ]);
  return toTsv([['Round', 'Status', 'Criterion', 'Bracket', 'Played', 'Rules'], ...rows]);
}

function text(
  checks: readonly RoundCheck[],
  lang: Lang,
  who: (id: number) => string,
  baku: boolean,
): string {
  const words = WORDS[lang];
  const say = (m: Message) => render(m, lang);
  const out = [words.title(checks.length), ''];
  if (baku) out.push(words.baku, '');
  const differ: number[] = [];
  for (const r of checks) {
    if (r.verdict.kind === 'agrees') {
      out.push(words.agrees(r.round));
      continue;
    }
    differ.push(r.round);
    out.push(words.differs(r.round, say(verdictMessage(r.verdict, who))));
    const { played, rules } = boardsMessages(r, who);
    if (played !== null) out.push(`  ${words.played}: ${say(played)}`);
    if (rules !== null) out.push(`  ${words.rules}: ${say(rules)}`);
  }
  out.push(
    '',
    differ.length === 0 ? words.allAgree(checks.length) : words.summary(differ, checks.length),
  );
  return `${out.join('\n')}\n`;
}

function run(args: CheckArgs, out: (s: string) => void, workload: Workload | undefined): number {
  const read = readPairingFile(args.file);
  // Every round played is paired again.
  workload?.(
    read.request.players.length,
    read.request.players.reduce((most, p) => Math.max(most, p.rounds.length), 0),
  );
  const { file, baku } = accelerate(read, args.accelerate);
  const checks = checkTournament(checkInputFromTrf(file));
  const names = new Map(file.request.players.map(p => [p.id, p.name ?? ''] as const));
  const who = (id: number) => `${id} ${names.get(id) ?? ''}`.trim();
  out(args.format === 'tsv' ? tsv(checks) : text(checks, args.lang, who, baku !== undefined));
  return checks.every(r => r.verdict.kind === 'agrees') ? 0 : 1;
}

export function runCheck(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
  workload?: Workload,
): number {
  let file = '';
  let lang: Lang = 'en';
  try {
    const args = parseCheckArgs(argv);
    if (args === 'help') {
      out(CHECK_USAGE);
      return 0;
    }
    ({ file, lang } = args);
    return run(args, out, workload);
  } catch (e) {
    if (e instanceof InputError) {
      err(`chess-standings check: ${file}: ${fileErrorText(e, lang)}\n`);
      return 2;
    }
    const mistake = argumentMistake(e, 'chess-standings check', CHECK_USAGE, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}
