/**
 * `chess-standings pair FILE.trf`: the next round of a Swiss tournament by the FIDE Dutch system
 * (C.04.3, 2025 rules), exactly as the FIDE-endorsed engine bbpPairings pairs it. Conventions of
 * the main command: exit status 1 and a message naming the TRF line for bad input (or when no
 * legal pairing exists), 2 for a mistake on the command line.
 */
import { InputError, localDecimal, msg, render, verbatim } from '../core/errors';
import type { Lang, Message } from '../core/errors';
import type { CliPairWords } from '../core/messages/catalogueTypes';
import * as de from '../core/messages/de';
import * as en from '../core/messages/en';
import {
  NoLegalPairingError,
  appendRound,
  noLegalPairingMessage,
  explainPairing,
  explanationText,
  pairNextRound,
  type PairingColour,
  type PairingFile,
  type PairingWithTrace,
} from '../core/pairing';
import { refuseNoByeCandidateInTrf } from '../core/pairing/byeEligibility';
import { refuseFinished } from '../core/pairing/fromTrf';
import { accelerationRecords, type BakuPlan } from '../core/pairing/baku';
import { withRecords } from '../core/pairing/fileRecords';
import { pointsText } from '../core/pairing/pointsText';
import { accelerate, ACCELERATE_HELP, acceleration, type Acceleration } from './accelerate';
import { colourName, conflictWithRecord, drawInitialColour } from '../core/pairing/initialColour';
import {
  COMMON_FLAGS,
  ArgumentError,
  UsageError,
  argumentMistake,
  fileErrorText,
  integer,
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

export const PAIR_USAGE = `Usage:
  chess-standings pair FILE.trf [--format text|tsv|trf] [--explain] [--lang en|de]
                       [--initial-colour white|black|draw [--seed N]] [--accelerate baku]
                       [--rounds N]

  FILE.trf   a TRF-16 file with the rounds played so far, XXR (total rounds) and XXC white1|black1
             (initial colour); the round after the last one with a game or bye is paired. Players
             not to be paired have an entry in that round: 0000 - H, 0000 - F, 0000 - Z or 0000 - -.
             Also read: XXP (forbidden pairs), XXA (virtual points), 192 …_BAKU (Baku
             acceleration), BBW BBD BBL BBZ BBF BBU (point system).
  --format   text (default), tsv (Board<TAB>White<TAB>Black with start numbers; the bye as a row
             with Board and Black empty) or trf (the file with the new round appended)
  --explain  after the pairing: the brackets, floaters, the bye and why that player, and the
             colour rule that decided each board
  --initial-colour
             the colour of pairing number 1 in round 1, for a file that does not record it yet
             (no XXC/152 and no colours played): white, black, or draw (by lot). The draw is
             printed with its seed; --format trf writes it into the file as XXC, so it is made
             once. A choice that contradicts the file's XXC or its played colours is refused.
  --seed N   the draw's seed (a whole number): the same seed draws the same colour
${ACCELERATE_HELP}
  --rounds N the total number of rounds, over the file's XXR: a finished tournament (every
             round paired) is refused unless N extends it; --format trf writes N as XXR
${langHelp(13)}
  --help, -h this help
`;

const INITIAL_COLOURS: ReadonlyMap<string, PairingColour | 'draw'> = new Map([
  ['white', 'w'],
  ['white1', 'w'],
  ['w', 'w'],
  ['black', 'b'],
  ['black1', 'b'],
  ['b', 'b'],
  ['draw', 'draw'],
]);

interface PairArgs {
  readonly file: string;
  readonly format: (typeof FORMATS)[number];
  readonly explain: boolean;
  readonly lang: Lang;
  readonly initialColour?: PairingColour | 'draw';
  readonly seed?: number;
  readonly accelerate: Acceleration;
  readonly rounds?: number;
}

export const PAIR_FLAGS = {
  format: { type: 'string' },
  explain: { type: 'boolean' },
  'initial-colour': { type: 'string' },
  seed: { type: 'string' },
  accelerate: { type: 'string' },
  rounds: { type: 'string' },
  ...COMMON_FLAGS,
} as const satisfies FlagSpecs;

const FORMATS = ['text', 'tsv', 'trf'] as const;

function parsePairArgs(argv: readonly string[]): PairArgs | 'help' {
  const flags = readFlags(argv, PAIR_FLAGS);
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
  const format = given === undefined ? 'text' : oneOf(given, FORMATS, '--format');
  const explain = flags.values.has('explain');
  if (explain && format !== 'text') {
    throw new UsageError('--explain goes with --format text');
  }
  const colourGiven = stringFlag(flags, 'initial-colour');
  const colour =
    colourGiven === undefined ? undefined : INITIAL_COLOURS.get(colourGiven.toLowerCase());
  if (colourGiven !== undefined && colour === undefined) {
    throw new UsageError(`--initial-colour: "${colourGiven}" is not one of white, black, draw`);
  }
  const seedGiven = stringFlag(flags, 'seed');
  let seed: number | undefined;
  if (seedGiven !== undefined) {
    if (colour !== 'draw') throw new UsageError('--seed goes with --initial-colour draw');
    if (!/^\d{1,9}$/.test(seedGiven)) {
      throw new UsageError(`--seed: "${seedGiven}" is not a whole number (up to 9 digits)`);
    }
    seed = Number(seedGiven);
  }
  const roundsGiven = stringFlag(flags, 'rounds');
  return {
    file: positionals[0],
    format,
    explain,
    lang: langFlag(flags),
    accelerate: acceleration(flags),
    ...(colour !== undefined && { initialColour: colour }),
    ...(seed !== undefined && { seed }),
    ...(roundsGiven !== undefined && { rounds: integer(roundsGiven, '--rounds', 1) }),
  };
}

/** The words of the text output, by language: the catalogues' `cliPair` section. */
const WORDS: Readonly<Record<Lang, CliPairWords>> = { en: en.cliPair, de: de.cliPair };

function points(tenths: number, lang: Lang): string {
  return localDecimal((tenths / 10).toFixed(1), lang);
}

function textTable(
  file: PairingFile,
  p: PairingWithTrace,
  lang: Lang,
  baku: BakuPlan | undefined,
): string {
  const words = WORDS[lang];
  const { field } = p.trace;
  const who = (id: number): string => {
    const s = field.byId.get(id);
    const name = s?.player.name ? ` ${s.player.name}` : '';
    return `${id}${name} (${points(s?.score ?? 0, lang)})`;
  };
  const rows = p.boards.map(b => [String(b.board), who(b.white), who(b.black)]);
  const header = [...words.header];
  const widths = [1, 2].map(c => Math.max(header[c].length, ...rows.map(r => r[c].length)));
  widths.unshift(header[0].length);
  const line = (r: string[]): string =>
    `${r[0].padStart(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`.trimEnd();
  const out = [words.round(p.round, file.request.totalRounds), ''];
  out.push(line(header));
  for (const r of rows) out.push(line(r));
  if (p.bye !== null) out.push('', `${words.bye}: ${who(p.bye)}`);
  const absent = field.standings.filter(s => !s.player.available).map(s => who(s.id));
  if (absent.length > 0) out.push(`${words.absent}: ${absent.join(', ')}`);
  if (file.colourAssumed) {
    const c = colourName(file.request.initialColour);
    out.push(file.recordedColour === null ? words.colourAssumed(c) : words.colourPlayed(c));
  }
  if (baku?.lastOfGroupA != null) {
    const v = baku.schedule[p.round - 1];
    out.push(words.baku(baku.lastOfGroupA, v === undefined ? '0' : pointsText(v)));
  }
  return `${out.join('\n')}\n`;
}

/** The file with an `XXC` record added before its first player line (the initial colour chosen). */
function withColourRecord(file: PairingFile, colour: PairingColour): PairingFile {
  return {
    ...withRecords(file, [`XXC ${colourName(colour)}`]),
    request: { ...file.request, initialColour: colour },
    colourAssumed: false,
    recordedColour: { how: 'record', colour },
  };
}

/**
 * The file to pair after --initial-colour: unchanged without it; a colour set or drawn is written
 * into the file (XXC) when it records none, and a note says what was drawn with which seed.
 */
function applyInitialColour(
  file: PairingFile,
  args: PairArgs,
): { file: PairingFile; note: string | null } {
  const choice = args.initialColour;
  if (choice === undefined) return { file, note: null };
  const recorded = file.recordedColour;
  if (choice === 'draw') {
    if (recorded !== null) {
      const c = colourName(recorded.colour);
      const how =
        recorded.how === 'record'
          ? msg`the file records XXC ${c}`
          : msg`the colours already played give ${c}`;
      throw new ArgumentError(
        msg`--initial-colour draw: the initial colour is already fixed (${how}); it is drawn once, before round 1`,
      );
    }
    const seed = args.seed ?? drawSeed();
    const colour = drawInitialColour(seed);
    return {
      file: withColourRecord(file, colour),
      note: WORDS[args.lang].drawn(seed, colourName(colour), colour === 'w'),
    };
  }
  const conflict = conflictWithRecord(recorded, choice);
  if (conflict) throw new ArgumentError(msg`--initial-colour: ${conflict}`);
  return { file: recorded === null ? withColourRecord(file, choice) : file, note: null };
}

/**
 * A seed drawn at random. node:crypto is loaded here, for the one run that draws: loaded with the
 * bundle, it cost every `pair` run about a tenth of its start (the modules behind it).
 */
function drawSeed(): number {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { randomInt } = require('node:crypto') as typeof import('node:crypto');
  return randomInt(1, 1_000_000_000);
}

/** A round no legal pairing exists for, said with each player's start number, name and line. */
class Unpairable extends Error {
  constructor(readonly said: Message) {
    super(said.text);
  }
}

function pairOrSayWhy(
  file: PairingFile,
  playerLine: ReadonlyMap<number, number>,
): PairingWithTrace {
  try {
    return pairNextRound(file.request);
  } catch (e) {
    if (!(e instanceof NoLegalPairingError)) throw e;
    const names = new Map(file.request.players.map(p => [p.id, p.name ?? ''] as const));
    const who = (id: number): Message => {
      const line = playerLine.get(id);
      const name = `${id} ${names.get(id) ?? ''}`.trim();
      return line === undefined ? verbatim(name) : msg`${name} (${msg`line ${line + 1}`})`;
    };
    throw new Unpairable(noLegalPairingMessage(e.reason, who));
  }
}

function run(
  args: PairArgs,
  out: (s: string) => void,
  err: (s: string) => void,
  workload: Workload | undefined,
): void {
  const extended = args.rounds !== undefined ? { totalRounds: args.rounds } : {};
  const read = readPairingFile(args.file, extended);
  workload?.(read.request.players.length, 1);
  // A finished tournament has no next round: pairing it would pair "round 6 of 5".
  refuseFinished(read, args.rounds !== undefined);
  refuseNoByeCandidateInTrf(read.request, read.playerLine);
  const { file: coloured, note } = applyInitialColour(read, args);
  const { file, baku } = accelerate(coloured, args.accelerate);
  const pairing = pairOrSayWhy(file, read.playerLine);
  if (args.format === 'tsv') {
    const rows = pairing.boards.map(b => [String(b.board), String(b.white), String(b.black)]);
    if (pairing.bye !== null) rows.push(['', String(pairing.bye), '']);
    out(toTsv([['Board', 'White', 'Black'], ...rows]));
    if (note) err(`${note}\n`);
  } else if (args.format === 'trf') {
    out(appendRound(baku ? withRecords(file, accelerationRecords(baku)) : file, pairing));
    if (note) err(`${note}\n`);
  } else {
    out(textTable(file, pairing, args.lang, baku));
    if (note) out(`${note}\n`);
    const say = (m: Message): string => render(m, args.lang);
    if (args.explain) out(`\n${explanationText(explainPairing(pairing, baku), say)}`);
  }
}

export function runPair(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
  workload?: Workload,
): number {
  let file = '';
  let lang: Lang = 'en';
  try {
    const args = parsePairArgs(argv);
    if (args === 'help') {
      out(PAIR_USAGE);
      return 0;
    }
    ({ file, lang } = args);
    run(args, out, err, workload);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      err(`chess-standings pair: ${file}: ${fileErrorText(e, lang)}\n`);
      return 1;
    }
    if (e instanceof Unpairable) {
      err(`chess-standings pair: ${file}: ${WORDS[lang].noLegalPairing(render(e.said, lang))}\n`);
      return 1;
    }
    const mistake = argumentMistake(e, 'chess-standings pair', PAIR_USAGE, lang);
    if (mistake === null) throw e;
    err(mistake);
    return 2;
  }
}
