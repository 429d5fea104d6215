/**
 * A subcommand as a program of its own: bin/chess-standings.js runs `chess-standings NAME …` from
 * build/cli-NAME.js alone (scripts/build.mjs adds `main` and `nothingQueued` to each subcommand's
 * bundle), writing where the standings command writes.
 */
import { writeStderr, writeStdout } from './stdout';

export { nothingQueued } from './stdout';

/** How main.ts runs a subcommand: its arguments, then where its output and its errors go. */
export type Subcommand = (
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
) => number;

/** `run` as a program's main: the arguments after the subcommand's name; the exit status. */
export function standalone(run: Subcommand): (argv: readonly string[]) => number {
  return argv => run(argv, writeStdout, writeStderr);
}
