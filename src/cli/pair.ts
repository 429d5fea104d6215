/**
 * `chess-standings pair FILE.trf`: the next round of a Swiss tournament by the FIDE Dutch system
 * (C.04.3, 2025 rules), exactly as the FIDE-endorsed engine bbpPairings pairs it. Conventions of
 * the main command: exit status 1 and a message naming the TRF line for bad input (or when no
 * legal pairing exists), 2 for a mistake on the command line.
 */
import { readFileSync } from 'node:fs';
import { InputError, decodeTrf } from '../core';
import type { Lang } from '../core';
import {
  NoLegalPairingError,
  appendRound,
  explainPairing,
  explanationText,
  pairNextRound,
  readPairingTrf,
  type PairingFile,
  type PairingWithTrace,
} from '../core/pairing';
import {
  COMMON_FLAGS,
  UsageError,
  langFlag,
  langHelp,
  oneOf,
  readFlags,
  stringFlag,
} from './flags';
import type { FlagSpecs } from './flags';
import { toTsv } from './output';

export const PAIR_USAGE = `Usage:
  chess-standings pair FILE.trf [--format text|tsv|trf] [--explain] [--lang en|de]

  FILE.trf   a TRF-16 file with the rounds played so far, XXR (total rounds) and XXC white1|black1
             (initial colour); the round after the last one with a game or bye is paired. Players
             not to be paired have an entry in that round: 0000 - H, 0000 - F, 0000 - Z or 0000 - -.
             Also read: XXP (forbidden pairs), XXA (virtual points), 192 …_BAKU (Baku
             acceleration), BBW BBD BBL BBZ BBF BBU (point system).
  --format   text (default), tsv (Board<TAB>White<TAB>Black with start numbers; the bye as a row
             with Board and Black empty) or trf (the file with the new round appended)
  --explain  after the pairing: the brackets, floaters, the bye and each colour decision
${langHelp(13)}
  --help, -h this help
`;

interface PairArgs {
  readonly file: string;
  readonly format: (typeof FORMATS)[number];
  readonly explain: boolean;
  readonly lang: Lang;
}

export const PAIR_FLAGS = {
  format: { type: 'string' },
  explain: { type: 'boolean' },
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
  return { file: positionals[0], format, explain, lang: langFlag(flags) };
}

/** The words of the text output, by language. */
const WORDS = {
  en: {
    round: (r: number, of: number) => `Round ${r} of ${of} — FIDE Dutch system (C.04.3, 2025)`,
    header: ['Board', 'White', 'Black'],
    bye: 'Pairing-allocated bye',
    absent: 'Not paired (bye requested or absent)',
    colour: (c: string) => `Initial colour not given (XXC white1|black1): ${c} assumed`,
  },
  de: {
    round: (r: number, of: number) => `Runde ${r} von ${of} — FIDE-Dutch-System (C.04.3, 2025)`,
    header: ['Brett', 'Weiß', 'Schwarz'],
    bye: 'Spielfrei durch die Paarung',
    absent: 'Nicht gepaart (Freilos beantragt oder abwesend)',
    colour: (c: string) => `Anfangsfarbe nicht angegeben (XXC white1|black1): ${c} angenommen`,
  },
} as const;

function points(tenths: number, lang: Lang): string {
  const s = (tenths / 10).toFixed(1);
  return lang === 'de' ? s.replace('.', ',') : s;
}

function textTable(file: PairingFile, p: PairingWithTrace, lang: Lang): string {
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
    out.push(words.colour(file.request.initialColour === 'w' ? 'white1' : 'black1'));
  }
  return `${out.join('\n')}\n`;
}

function run(args: PairArgs, out: (s: string) => void): void {
  let bytes: Buffer;
  try {
    bytes = readFileSync(args.file);
  } catch (e) {
    throw new UsageError(
      `cannot read ${args.file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
    );
  }
  const file = readPairingTrf(
    decodeTrf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  );
  const pairing = pairNextRound(file.request);
  if (args.format === 'tsv') {
    const rows = pairing.boards.map(b => [String(b.board), String(b.white), String(b.black)]);
    if (pairing.bye !== null) rows.push(['', String(pairing.bye), '']);
    out(toTsv([['Board', 'White', 'Black'], ...rows]));
  } else if (args.format === 'trf') {
    out(appendRound(file, pairing));
  } else {
    out(textTable(file, pairing, args.lang));
    if (args.explain) out(`\n${explanationText(explainPairing(pairing))}`);
  }
}

export function runPair(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
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
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      err(`chess-standings pair: ${file}: ${e.messageIn(lang)}\n`);
      return 1;
    }
    if (e instanceof NoLegalPairingError) {
      err(
        `chess-standings pair: ${file}: no legal pairing exists: ${e.message}; the arbiter must decide\n`,
      );
      return 1;
    }
    if (e instanceof UsageError) {
      err(`chess-standings pair: ${e.message}\n\n${PAIR_USAGE}`);
      return 2;
    }
    throw e;
  }
}
