/* Pairing benchmark: `chess-standings pair FILE.trf` as a user runs it (a fresh process each
 * run, Node's start included) on round 9 of seeded random 9-round Swiss events of 100 to 5,000
 * players. The eight rounds before are made by a quick greedy Swiss (pairingEvents.ts); only
 * round 9 goes through the engine. The targets are the command's time as its user waits for
 * it: the median wall time. CPU time (user + system, all threads, from /usr/bin/time) is shown
 * beside it, not judged: it adds V8's optimising compiler and garbage collector threads, which
 * run beside the program on the second core (pair on 500 players: 0.39 s wall, 0.56 s CPU),
 * and it is the figure to compare on a machine busy with other work. The peak resident memory
 * comes from /usr/bin/time, the instructions from valgrind when asked for. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairNextRound } from '../../src/core/pairing';
import { MatchingState } from '../../src/core/pairing/matchingState';
import { greedyHistory, trfOf } from './pairingEvents';
import { countInstructions, PROGRAM_ENV } from './programs';

/** The issue's targets for the whole command (seconds) and the peak memory at 5,000 players. */
const TARGET_SECONDS: Readonly<Record<number, number>> = { 100: 0.15, 500: 0.4, 2000: 6, 5000: 60 };
const TARGET_MEMORY_MB = 500;

/*
 * The programs run without NODE_EXTRA_CA_CERTS, as in trfCommand.ts: Node parses the
 * certificates it names at every start (~75 ms here, where the sandbox sets it), TLS or not.
 */

const BIN = join(__dirname, '..', 'bin', 'chess-standings.js');

interface Run {
  wall: number;
  cpu: number;
  /** Peak resident set, MB. */
  rss: number;
  output: string;
}

function runOnce(file: string, timeOut: string): Run {
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %U %S %M', '-o', timeOut, process.execPath, BIN, 'pair', file, '--format', 'tsv'],
    { encoding: 'utf8', env: PROGRAM_ENV, maxBuffer: 1 << 26 },
  );
  if (r.status !== 0) throw new Error(`pair ${file}: exit ${r.status}\n${r.stderr}`);
  const [wall, user, system, kb] = readFileSync(timeOut, 'utf8').trim().split(/\s+/).map(Number);
  return { wall, cpu: user + system, rss: kb / 1024, output: r.stdout };
}

/** Instructions of one run, counted by valgrind (callgrind); undefined without valgrind. */
function instructions(file: string): number | undefined {
  return countInstructions([BIN, 'pair', file, '--format', 'tsv']);
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const f2 = (x: number) => x.toFixed(2);

/**
 * The table: per size, wall and CPU seconds (min / median / max of `runs` runs), peak RSS
 * (largest), the output's digest (every run must print the same pairing), and, for the sizes in
 * `counted`, the instructions of one run.
 */
export function pairingCommandBench(
  sizes: readonly number[],
  runs = 5,
  counted: readonly number[] = [],
): void {
  console.log(
    '\nchess-standings pair FILE.trf --format tsv: round 9 of a seeded random 9-round Swiss,' +
      ` a fresh process each run (${runs} runs)`,
  );
  console.log(
    '  players   wall s min/med/max     CPU s min/med/max      peak MB  target  output   instructions',
  );
  const dir = mkdtempSync(join(tmpdir(), 'pairing-bench-'));
  try {
    for (const n of sizes) {
      const rounds = 9;
      const req = greedyHistory(n, rounds - 1, n);
      const history = new Map(req.players.map(p => [p.id, p.rounds]));
      const file = join(dir, `swiss-${n}.trf`);
      writeFileSync(file, trfOf(history, rounds, rounds - 1), 'utf8');
      const all: Run[] = [];
      for (let k = 0; k < runs; k++) all.push(runOnce(file, join(dir, 'time')));
      const digests = new Set(all.map(r => createHash('sha1').update(r.output).digest('hex')));
      if (digests.size !== 1) throw new Error(`pair ${n}: the runs printed different pairings`);
      const walls = sorted(all.map(r => r.wall));
      const cpus = sorted(all.map(r => r.cpu));
      const rss = Math.max(...all.map(r => r.rss));
      const target = TARGET_SECONDS[n];
      const met = target === undefined ? '  -   ' : median(walls) < target ? ' met  ' : ' MISSED';
      const count = counted.includes(n) ? instructions(file) : undefined;
      console.log(
        `  ${String(n).padStart(7)}   ${`${f2(walls[0])}/${f2(median(walls))}/${f2(walls[walls.length - 1])}`.padEnd(22)} ` +
          `${`${f2(cpus[0])}/${f2(median(cpus))}/${f2(cpus[cpus.length - 1])}`.padEnd(22)} ` +
          `${rss.toFixed(0).padStart(7)}  ${met} ${[...digests][0].slice(0, 8)} ` +
          `${count === undefined ? '' : `${(count / 1e6).toFixed(1)}M`}`,
      );
      if (n === 5000 && rss >= TARGET_MEMORY_MB) {
        console.log(
          `           peak memory ${rss.toFixed(0)} MB: over the ${TARGET_MEMORY_MB} MB target`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU time of this process in ms: other work on a shared machine does not inflate it. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The engine alone, in this process: its time and the weighted matching's share of it. */
export function pairingBench(sizes: readonly number[]): void {
  console.log(
    '\nDutch pairing of round 9 (FIDE C.04.3 2025), seeded random Swiss fields, CPU time in process',
  );
  for (const n of sizes) {
    const req = greedyHistory(n, 8, n);
    let matching = 0;
    let solves = 0;
    const solve = MatchingState.prototype.solve;
    MatchingState.prototype.solve = function (this: MatchingState) {
      const s = cpuMs();
      const r = solve.call(this);
      matching += cpuMs() - s;
      solves++;
      return r;
    };
    const t0 = cpuMs();
    const p = pairNextRound(req);
    const total = cpuMs() - t0;
    MatchingState.prototype.solve = solve;
    console.log(
      `  ${String(n).padStart(5)} players: ${total.toFixed(0).padStart(7)} ms  (weighted matching ${matching.toFixed(0)} ms in ${solves} solves; ${p.boards.length} boards${p.bye !== null ? ', 1 bye' : ''})`,
    );
  }
}
