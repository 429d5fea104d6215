/** Running the command line in-process, as the CLI tests do, and files for it to read. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Ran {
  readonly status: number;
  readonly out: string;
  readonly err: string;
}

/**
 * A (sub)command as the CLI's entry points take it: arguments, stdout and stderr writers. Standard
 * output may get bytes already encoded as UTF-8 (the TSV table).
 */
export type Command = (
  argv: readonly string[],
  out: (s: string | Uint8Array) => void,
  err: (s: string) => void,
) => number;

/** Runs a command and collects its exit status and what it wrote (bytes read as UTF-8). */
export function runWith(command: Command, argv: readonly string[]): Ran {
  let out = '';
  let err = '';
  const status = command(
    argv,
    s => (out += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
    s => (err += s),
  );
  return { status, out, err };
}

/** A new file in a fresh temporary folder. */
export function tmpFile(name: string, content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'chess-standings-')), name);
  writeFileSync(file, content);
  return file;
}
