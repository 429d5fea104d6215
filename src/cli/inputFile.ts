/**
 * Reading a file named on the command line. A file that cannot be read is a mistake in the
 * arguments, said in plain words in the language of `--lang` (`no such file`, `a folder, not a
 * file`), never as Node's error with its code and stack.
 */
import { readFileSync } from 'node:fs';
import { joinMessages, msg, verbatim } from '../core/errors';
import type { Message } from '../core/errors';
import { ArgumentError } from './flags';

/** The bytes of `path`; `flag` names the flag that gave it (`--players`), if one did. */
export function readInputFile(path: string, flag?: string): Uint8Array {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const why = unreadable(path, e as NodeJS.ErrnoException);
    throw new ArgumentError(flag === undefined ? why : joinMessages([verbatim(flag), why], ': '));
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Why `path` could not be read, in words. */
export function unreadable(path: string, e: NodeJS.ErrnoException): Message {
  switch (e.code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return msg`cannot read ${path}: there is no such file`;
    case 'EISDIR':
      return msg`cannot read ${path}: it is a folder, not a file`;
    case 'EACCES':
    case 'EPERM':
      return msg`cannot read ${path}: no permission to read it`;
    default:
      // A rarer failure (too many open files, an I/O error): the system's own words, without the
      // call and path Node appends to them.
      return msg`cannot read ${path}: ${(e.message ?? String(e)).replace(/, \w+ '.*'$/, '')}`;
  }
}
