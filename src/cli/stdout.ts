import { writeSync } from 'node:fs';

/** True once a write has left bytes to process.stdout or process.stderr (see writeTo). */
let queued = false;

/**
 * Writes `text` to standard output with write(2) on descriptor 1: a string as UTF-8, bytes (the
 * TSV table, which the command puts together as bytes) as they are. The command writes its result
 * once, and process.stdout (a stream, with the modules for a terminal, pipe or file behind it)
 * costs a started program more than the write: about 10 million instructions for a large table,
 * a tenth of formatting it. A descriptor that does not take everything at once (a non-blocking
 * pipe answers EAGAIN) gets the rest through process.stdout, which waits until it can. A reader
 * that has gone (`chess-standings FILE | head`) took what it wanted: the rest is not written, and
 * nothing is said about it, as other command-line tools do.
 */
export function writeStdout(text: string | Uint8Array): void {
  writeTo(1, text);
}

/** Writes `text` to standard error the way writeStdout writes to standard output. */
export function writeStderr(text: string): void {
  writeTo(2, text);
}

function writeTo(fd: 1 | 2, text: string | Uint8Array): void {
  try {
    writeAll(
      typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
      (bytes, at) => writeSync(fd, bytes, at),
      rest => {
        queued = true;
        void (fd === 1 ? process.stdout : process.stderr).write(rest);
      },
    );
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPIPE') throw e;
  }
}

/**
 * True when everything written so far went out with write(2): no stream holds bytes still to
 * be written, so the program may end at once (bin/chess-standings.js).
 */
export function nothingQueued(): boolean {
  return !queued;
}

/**
 * `bytes` through `write` (which writes from `at` and answers how many bytes it took) until all
 * are written; when `write` fails with EAGAIN, the bytes not yet written go to `rest`.
 */
export function writeAll(
  bytes: Uint8Array,
  write: (bytes: Uint8Array, at: number) => number,
  rest: (bytes: Uint8Array) => void,
): void {
  let at = 0;
  while (at < bytes.length) {
    try {
      at += write(bytes, at);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      rest(bytes.subarray(at));
      return;
    }
  }
}
