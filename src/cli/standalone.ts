/**
 * A subcommand as a program of its own: bin/chess-standings.js runs `chess-standings NAME …` from
 * build/cli-NAME.js alone (scripts/build.mjs adds `main` and `nothingQueued` to each subcommand's
 * bundle), writing where the standings command writes.
 */
import { writeStderr, writeStdout } from './stdout';

export { nothingQueued } from './stdout';

/**
 * Told the size of a subcommand's work once its input is read and before the work: the players
 * and the rounds to pair. bin/chess-standings.js tunes V8 for a short or a long run by it.
 */
export type Workload = (players: number, rounds: number) => void;

/**
 * How main.ts runs a subcommand: its arguments, then where its output and its errors go, and
 * whom to tell the size of its work (the pairing commands), if anyone.
 */
export type Subcommand = (
  argv: readonly string[],
  out: (s: string) => void,
  err: (s: string) => void,
  workload?: Workload,
) => number;

/** `run` as a program's main: the arguments after the subcommand's name; the exit status. */
export function standalone(
  run: Subcommand,
): (argv: readonly string[], workload?: Workload) => number {
  return (argv, workload) => run(argv, writeStdout, writeStderr, workload);
}
