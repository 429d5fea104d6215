/**
 * `chess-standings pair FILE.trf`: the next round of a Swiss tournament by the FIDE Dutch system
 * (C.04.3, 2025 rules), exactly as the FIDE-endorsed engine bbpPairings pairs it. Conventions of
 * the main command: exit status 1 and a message naming the TRF line for bad input (or when no
 * legal pairing exists), 2 for a mistake on the command line.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { InputError, decodeTrf } from '../core';
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
import { UsageError } from './args';
import { toTsv } from './output';

export const PAIR_USAGE = `Usage:
  chess-standings pair FILE.trf [--format text|tsv|trf] [--explain]

  FILE.trf   a TRF-16 file with the rounds played so far, XXR (total rounds) and XXC white1|black1
             (initial colour); the round after the last one with a game or bye is paired. Players
             not to be paired have an entry in that round: 0000 - H, 0000 - F, 0000 - Z or 0000 - -.
             Also read: XXP (forbidden pairs), XXA (virtual points), 192 …_BAKU (Baku
             acceleration), BBW BBD BBL BBZ BBF BBU (point system).
  --format   text (default), tsv (Board<TAB>White<TAB>Black with start numbers; the bye as a row
             with Board and Black empty) or trf (the file with the new round appended)
  --explain  after the pairing: the brackets, floaters, the bye and each colour decision
`;

type Format = 'text' | 'tsv' | 'trf';

interface PairArgs {
  readonly file: string;
  readonly format: Format;
  readonly explain: boolean;
}

function parsePairArgs(argv: readonly string[]): PairArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        explain: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || argv.length === 0) return 'help';
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'FILE.trf is missing'
        : `one FILE.trf expected, got ${positionals.join(', ')}`,
    );
  }
  const format = (values.format ?? 'text').toLowerCase();
  if (format !== 'text' && format !== 'tsv' && format !== 'trf') {
    throw new UsageError(`--format: "${values.format}" is not one of text, tsv, trf`);
  }
  if (values.explain && format !== 'text') {
    throw new UsageError('--explain goes with --format text');
  }
  return { file: positionals[0], format, explain: values.explain === true };
}

function points(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

function textTable(file: PairingFile, p: PairingWithTrace): string {
  const { field } = p.trace;
  const who = (id: number): string => {
    const s = field.byId.get(id);
    const name = s?.player.name ? ` ${s.player.name}` : '';
    return `${id}${name} (${points(s?.score ?? 0)})`;
  };
  const rows = p.boards.map(b => [String(b.board), who(b.white), who(b.black)]);
  const widths = [5, ...[1, 2].map(c => Math.max(5, ...rows.map(r => r[c].length)))];
  const line = (r: string[]): string =>
    `${r[0].padStart(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`.trimEnd();
  const out = [
    `Round ${p.round} of ${file.request.totalRounds} — FIDE Dutch system (C.04.3, 2025)`,
    '',
  ];
  out.push(line(['Board', 'White', 'Black']));
  for (const r of rows) out.push(line(r));
  if (p.bye !== null) out.push('', `Pairing-allocated bye: ${who(p.bye)}`);
  const absent = field.standings.filter(s => !s.player.available).map(s => who(s.id));
  if (absent.length > 0) out.push(`Not paired (bye requested or absent): ${absent.join(', ')}`);
  if (file.colourAssumed) {
    out.push(
      `Initial colour not given (XXC white1|black1): ${file.request.initialColour === 'w' ? 'white1' : 'black1'} assumed`,
    );
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
    out(textTable(file, pairing));
    if (args.explain) out(`\n${explanationText(explainPairing(pairing))}`);
  }
}

export function runPair(
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  let file = '';
  try {
    const args = parsePairArgs(argv);
    if (args === 'help') {
      out(PAIR_USAGE);
      return 0;
    }
    file = args.file;
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      err(`chess-standings pair: ${file}: ${e.message}\n`);
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
