/*
 * The whole command on a large TRF (read → tie-breaks → output), beside the floor: a hand-written
 * single pass over the same text computing points, Buchholz and Sonneborn-Berger without any
 * validation. The ratio says how much the command's checks and generality cost over that floor.
 */
import { countInstructions, PROGRAM_ENV } from './programs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { charCodes } from '../../src/cli/charCodes';
import { standingsTsvBytes } from '../../src/cli/tsvBytes';
import { decodeTrf, readTrf, writeTrf16 } from '../../src/core/readers/trf';
import { rankColumns } from '../../src/core/tiebreaks';
import { randomSwiss } from '../../test/core/tiebreaks/random';

/** The fide-swiss preset: seven codes. */
const CODES = 'BH/C1,BH,SB,PS,DE,WIN,BWG';

/** A seeded Swiss with every kind of unplayed round, players with every 001 field filled. */
export function largeTrf(n: number, rounds: number, seed: number): string {
  const t = randomSwiss(n, rounds, seed, { unplayed: true });
  return writeTrf16({
    ...t,
    name: `Bench Open ${n}`,
    participants: t.participants.map((p, i) => ({
      ...p,
      name: `Player${String(i + 1).padStart(4, '0')}, Firstname`,
      sex: i % 3 === 0 ? 'w' : 'm',
      federation: 'GER',
      fideId: String(4600000 + i),
      birthDate: '1990-05-17',
    })),
  });
}

const SCORE: Record<number, number> = {};
for (const c of '1+WFU') SCORE[c.charCodeAt(0)] = 1;
for (const c of '=DH') SCORE[c.charCodeAt(0)] = 0.5;

/**
 * The floor: one pass over the text, then Buchholz and Sonneborn-Berger from the opponents'
 * points. No validation, no unplayed-round rules: the least any reader of this file must do.
 */
export function onePassFloor(text: string, rounds: number): { bh: Float64Array; sb: Float64Array } {
  const maxPlayers = 10000;
  const pts = new Float64Array(maxPlayers);
  const opp = new Int32Array(maxPlayers * rounds);
  const got = new Float64Array(maxPlayers * rounds);
  let n = 0;
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (
      text.charCodeAt(at) === 48 &&
      text.charCodeAt(at + 1) === 48 &&
      text.charCodeAt(at + 2) === 49
    ) {
      let no = 0;
      for (let k = at + 4; k < at + 8; k++) {
        const d = text.charCodeAt(k) - 48;
        if (d >= 0 && d <= 9) no = no * 10 + d;
      }
      const i = no - 1;
      if (no > n) n = no;
      let sum = 0;
      for (let r = 0; r < rounds; r++) {
        const from = at + 91 + 10 * r;
        if (from + 7 >= end) break;
        let o = 0;
        for (let k = from; k < from + 4; k++) {
          const d = text.charCodeAt(k) - 48;
          if (d >= 0 && d <= 9) o = o * 10 + d;
        }
        const s = SCORE[text.charCodeAt(from + 7)] ?? 0;
        opp[i * rounds + r] = o - 1;
        got[i * rounds + r] = s;
        sum += s;
      }
      pts[i] = sum;
    }
    at = end + 1;
  }
  const bh = new Float64Array(n);
  const sb = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < rounds; r++) {
      const o = opp[i * rounds + r];
      if (o < 0) continue;
      bh[i] += pts[o];
      sb[i] += pts[o] * got[i * rounds + r];
    }
  }
  return { bh, sb };
}

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Best of `times` runs (the machine is shared: the minimum is the least disturbed). */
function best(times: number, run: () => void): number {
  let min = Infinity;
  for (let k = 0; k < times; k++) {
    const s = process.hrtime.bigint();
    run();
    min = Math.min(min, ms(s));
  }
  return min;
}

/**
 * CPU time of one run in ms (user + system, all threads: the collector's included). Steadier
 * than wall-clock time when other processes share the cores.
 */
function cpuOf(run: () => void): number {
  const s = process.cpuUsage();
  run();
  const d = process.cpuUsage(s);
  return (d.user + d.system) / 1000;
}

type Main = (argv: string[], out: (s: string) => void, err: (s: string) => void) => number;

/**
 * The built command line (build/cli.js), as bin/chess-standings.js runs it. Loaded at run time:
 * bundling src/cli/main.ts into the bench would run its "started as a script" branch.
 */
function builtMain(): Main {
  const load = createRequire(__filename);
  return (load(join(__dirname, '..', 'build', 'cli.js')) as { main: Main }).main;
}

/**
 * The floor as a program of its own: `node floor.js FILE` reads the file, computes points, BH and
 * SB in one pass and prints them as TSV — what a user running a hand-written script waits for,
 * Node's start included, beside `node bin/chess-standings.js FILE …` doing the whole job.
 */
const FLOOR_SCRIPT = `'use strict';
const fs = require('fs');
const text = fs.readFileSync(process.argv[2], 'latin1');
const rounds = Number(process.argv[3]);
const SCORE = new Float64Array(128);
for (const c of '1+WFU') SCORE[c.charCodeAt(0)] = 1;
for (const c of '=DH') SCORE[c.charCodeAt(0)] = 0.5;
const max = 10000;
const pts = new Float64Array(max), opp = new Int32Array(max * rounds), got = new Float64Array(max * rounds);
let n = 0, at = 0;
while (at < text.length) {
  let end = text.indexOf('\\n', at);
  if (end < 0) end = text.length;
  if (text.charCodeAt(at) === 48 && text.charCodeAt(at + 1) === 48 && text.charCodeAt(at + 2) === 49) {
    let no = 0;
    for (let k = at + 4; k < at + 8; k++) { const d = text.charCodeAt(k) - 48; if (d >= 0 && d <= 9) no = no * 10 + d; }
    const i = no - 1; if (no > n) n = no;
    let sum = 0;
    for (let r = 0; r < rounds; r++) {
      const from = at + 91 + 10 * r;
      if (from + 7 >= end) break;
      let o = 0;
      for (let k = from; k < from + 4; k++) { const d = text.charCodeAt(k) - 48; if (d >= 0 && d <= 9) o = o * 10 + d; }
      const sc = SCORE[text.charCodeAt(from + 7)];
      opp[i * rounds + r] = o - 1; got[i * rounds + r] = sc; sum += sc;
    }
    pts[i] = sum;
  }
  at = end + 1;
}
const lines = ['StartNo\\tPTS\\tBH\\tSB'];
for (let i = 0; i < n; i++) {
  let bh = 0, sb = 0;
  for (let r = 0; r < rounds; r++) { const o = opp[i * rounds + r]; if (o < 0) continue; bh += pts[o]; sb += pts[o] * got[i * rounds + r]; }
  lines.push((i + 1) + '\\t' + pts[i] + '\\t' + bh + '\\t' + sb);
}
process.stdout.write(lines.join('\\n') + '\\n');
`;

/**
 * Runs a Node program as `node cpu.js PROGRAM ARGS…`: the program sees the arguments it would see
 * started directly, and at exit its whole process's CPU time (Node's start, the collector and the
 * compiler threads included, as /usr/bin/time counts it) is written as the last line of stderr.
 */
const CPU_SCRIPT = `'use strict';
const program = require('path').resolve(process.argv[2]);
process.argv.splice(1, 1);
process.on('exit', () => {
  const c = process.cpuUsage();
  require('fs').writeSync(2, '\\ncpu ' + (c.user + c.system) / 1000 + '\\n');
});
require(program);
`;

interface ProcessTimes {
  /** Best wall-clock time, ms. */
  wall: number;
  /** Best CPU time of the process, ms. */
  cpu: number;
}

// PROGRAM_ENV (programs.ts): without NODE_EXTRA_CA_CERTS, which added ~75 ms (~416M instructions)
// to every start where the sandbox sets it, and would make the ratio look better than it is.

/** One run of a Node program through cpu.js, its output discarded: wall-clock and CPU time. */
function runProcess(cpuScript: string, args: readonly string[]): ProcessTimes {
  const s = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [cpuScript, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: PROGRAM_ENV,
  });
  const wall = ms(s);
  const stderr = String(r.stderr);
  if (r.status !== 0) throw new Error(`${args.join(' ')}: exit ${r.status}: ${stderr}`);
  const cpu = /\ncpu ([\d.]+)\n$/.exec(stderr);
  if (!cpu) throw new Error(`${args.join(' ')}: no CPU time reported: ${stderr}`);
  return { wall, cpu: Number(cpu[1]) };
}

/** The whole command as a user runs it, beside the floor program, interleaved, best of 7. */
function timeProcesses(dir: string, file: string, rounds: number): void {
  const floor = join(dir, 'floor.js');
  writeFileSync(floor, FLOOR_SCRIPT, 'utf8');
  const cpuScript = join(dir, 'cpu.js');
  writeFileSync(cpuScript, CPU_SCRIPT, 'utf8');
  const bin = join(__dirname, '..', 'bin', 'chess-standings.js');
  const command = [bin, file, '--tiebreaks', CODES, '--format', 'tsv'];
  const floorArgs = [floor, file, String(rounds)];
  const empty = join(dir, 'empty.js');
  writeFileSync(empty, '', 'utf8');
  const tCommand = { wall: Infinity, cpu: Infinity };
  const tFloor = { wall: Infinity, cpu: Infinity };
  const tStart = { wall: Infinity, cpu: Infinity };
  const keepBest = (best: ProcessTimes, run: ProcessTimes) => {
    best.wall = Math.min(best.wall, run.wall);
    best.cpu = Math.min(best.cpu, run.cpu);
  };
  for (let k = 0; k < 7; k++) {
    keepBest(tCommand, runProcess(cpuScript, command));
    keepBest(tFloor, runProcess(cpuScript, floorArgs));
    keepBest(tStart, runProcess(cpuScript, [empty]));
  }
  const cpu = (v: number, unit: string) => `   (CPU ${v.toFixed(unit === '×' ? 2 : 1)} ${unit})`;
  console.log(
    '  as programs (node started, file read, table printed; without NODE_EXTRA_CA_CERTS), best of 7:',
  );
  console.log(
    `    node bin/chess-standings.js FILE … ${tCommand.wall.toFixed(1).padStart(8)} ms${cpu(tCommand.cpu, 'ms')}`,
  );
  console.log(
    `    node floor.js FILE (one pass)      ${tFloor.wall.toFixed(1).padStart(8)} ms${cpu(tFloor.cpu, 'ms')}`,
  );
  console.log(
    `    ratio                              ${(tCommand.wall / tFloor.wall).toFixed(2).padStart(8)} ×${cpu(tCommand.cpu / tFloor.cpu, '×')}`,
  );
  // What each program does beyond starting Node (an empty program's time taken off both).
  const own = (t: ProcessTimes, key: keyof ProcessTimes) => t[key] - tStart[key];
  console.log(
    `    node empty.js (Node's own start)   ${tStart.wall.toFixed(1).padStart(8)} ms${cpu(tStart.cpu, 'ms')}`,
  );
  console.log(
    `    ratio beyond Node's start          ${(own(tCommand, 'wall') / own(tFloor, 'wall')).toFixed(2).padStart(8)} ×${cpu(own(tCommand, 'cpu') / own(tFloor, 'cpu'), '×')}`,
  );
}

export function trfCommand(n: number, rounds: number): void {
  const main = builtMain();
  const dir = mkdtempSync(join(tmpdir(), 'bench-trf-'));
  const file = join(dir, `swiss-${n}x${rounds}.trf`);
  writeFileSync(file, largeTrf(n, rounds, 11), 'utf8');
  try {
    timeCommand(main, file, n, rounds);
    timeProcesses(dir, file, rounds);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function timeCommand(main: Main, file: string, n: number, rounds: number): void {
  const argv = [file, '--tiebreaks', CODES, '--format', 'tsv'];
  let out = '';
  const command = () => {
    out = '';
    const status = main(
      argv,
      s => (out += s),
      s => {
        throw new Error(s);
      },
    );
    if (status !== 0) throw new Error(`exit status ${status}`);
  };
  const floor = () => onePassFloor(readFileSync(file, 'latin1'), rounds);
  // The first runs, before anything is compiled: what a program started for one file goes through.
  const coldCommand = cpuOf(command);
  const coldFloor = cpuOf(floor);
  // Interleaved, best of 7: load from other processes hits both alike.
  let tCommand = Infinity;
  let tFloor = Infinity;
  let cCommand = Infinity;
  let cFloor = Infinity;
  for (let k = 0; k < 7; k++) {
    tCommand = Math.min(tCommand, best(1, command));
    tFloor = Math.min(tFloor, best(1, floor));
    cCommand = Math.min(cCommand, cpuOf(command));
    cFloor = Math.min(cFloor, cpuOf(floor));
  }
  const cpu = (v: number, unit: string) => `   (CPU ${v.toFixed(unit === '×' ? 2 : 1)} ${unit})`;
  console.log(`\nWhole command on a ${n} × ${rounds} TRF (${CODES}), best of 7 (CPU: best of 7)`);
  console.log(
    `  chess-standings FILE --format tsv   ${tCommand.toFixed(1).padStart(8)} ms${cpu(cCommand, 'ms')}`,
  );
  console.log(
    `  one-pass floor (points, BH, SB)     ${tFloor.toFixed(1).padStart(8)} ms${cpu(cFloor, 'ms')}`,
  );
  console.log(
    `  ratio                               ${(tCommand / tFloor).toFixed(2).padStart(8)} ×${cpu(cCommand / cFloor, '×')}`,
  );
  console.log(
    `  first run (cold), CPU: command ${coldCommand.toFixed(1)} ms, floor ${coldFloor.toFixed(1)} ms, ratio ${(coldCommand / coldFloor).toFixed(2)} ×`,
  );
  if (out.split('\n').length !== n + 2) throw new Error('the command printed an unexpected table');
  phases(file);
}

/** Where the command's time goes (the same steps, from the sources). */
function phases(file: string): void {
  const bytes = readFileSync(file);
  let text = '';
  let read: ReturnType<typeof readTrf> | undefined;
  let ranked: ReturnType<typeof rankColumns> | undefined;
  const steps: [string, () => void][] = [
    ['decode', () => (text = decodeTrf(new Uint8Array(bytes)))],
    // The 001 lines read from the file's bytes, as the command reads them.
    ['read (readTrf)', () => (read = readTrf(text, {}, charCodes(bytes, text)))],
    [
      'tie-breaks and ranking',
      () => (ranked = rankColumns(read!.tournament, CODES.split(','), { rules: 'fide-2026' })),
    ],
    // Names plain as loadFile finds them (a TRF text without a tab).
    ['output (TSV bytes)', () => standingsTsvBytes(read!, ranked!, text.indexOf('\t') < 0)],
  ];
  const times = steps.map(() => Infinity);
  const cpus = steps.map(() => Infinity);
  for (let k = 0; k < 5; k++) {
    steps.forEach(([, run], i) => (times[i] = Math.min(times[i], best(1, run))));
    steps.forEach(([, run], i) => (cpus[i] = Math.min(cpus[i], cpuOf(run))));
  }
  steps.forEach(([label], i) =>
    console.log(
      `    ${label.padEnd(32)} ${times[i].toFixed(1).padStart(8)} ms   (CPU ${cpus[i].toFixed(1)} ms)`,
    ),
  );
}

/**
 * The instructions each program executes, counted by valgrind (callgrind) under
 * `node --predictable`: unlike times, the counts repeat to within a fraction of a per cent, so a
 * change of a few million shows on a loaded machine. The environment is the programs' own
 * (PROGRAM_ENV). Skipped, with a word, when valgrind is not installed.
 */
export function trfInstructions(n: number, rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'bench-trf-'));
  try {
    const file = join(dir, `swiss-${n}x${rounds}.trf`);
    writeFileSync(file, largeTrf(n, rounds, 11), 'utf8');
    const floor = join(dir, 'floor.js');
    writeFileSync(floor, FLOOR_SCRIPT, 'utf8');
    const empty = join(dir, 'empty.js');
    writeFileSync(empty, '', 'utf8');
    const bin = join(__dirname, '..', 'bin', 'chess-standings.js');
    const count = countInstructions;
    const command = count([bin, file, '--tiebreaks', CODES, '--format', 'tsv']);
    if (command === undefined) {
      console.log('\nInstructions: valgrind not found (apt-get install valgrind); skipped.');
      return;
    }
    const floorCount = count([floor, file, String(rounds)]) as number;
    const start = count([empty]) as number;
    const m = (v: number) => `${(v / 1e6).toFixed(1).padStart(8)} M`;
    console.log(
      `\nInstructions on a ${n} × ${rounds} TRF (${CODES}), valgrind, node --predictable:`,
    );
    console.log(`  node bin/chess-standings.js FILE … ${m(command)}`);
    console.log(`  node floor.js FILE (one pass)      ${m(floorCount)}`);
    console.log(`  node empty.js (Node's own start)   ${m(start)}`);
    console.log(
      `  ratio                              ${(command / floorCount).toFixed(2).padStart(8)} ×`,
    );
    console.log(
      `  ratio beyond Node's start          ${((command - start) / (floorCount - start)).toFixed(2).padStart(8)} ×`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
