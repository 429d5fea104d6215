/**
 * Running our command as a user runs it, for the benches: the environment without this
 * machine's NODE_EXTRA_CA_CERTS (Node reads that file at start-up, a user's machine does not), and
 * valgrind's instruction count of one run (deterministic where wall time is not).
 */
import { spawnSync } from 'node:child_process';

export const PROGRAM_ENV: NodeJS.ProcessEnv = { ...process.env };
delete PROGRAM_ENV.NODE_EXTRA_CA_CERTS;

/** Instructions of `node --predictable ARGS…` (callgrind); undefined without valgrind. */
export function countInstructions(args: readonly string[]): number | undefined {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--predictable',
      ...args,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: PROGRAM_ENV },
  );
  if (r.error) return undefined;
  const collected = /Collected : (\d+)/.exec(String(r.stderr));
  if (r.status !== 0 || !collected) throw new Error(`${args.join(' ')}: ${String(r.stderr)}`);
  return Number(collected[1]);
}
