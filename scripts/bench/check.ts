/* The pairing checker as a whole command (`chess-standings check`, a fresh process each run) on
 * seeded 9-round Swiss events paired round by round by the Dutch engine itself (so every round
 * agrees and the checker does its full work), beside `chess-standings pair` of round 9 alone:
 * the checker's time per round should be the engine's time for a round, nothing more. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairNextRound } from '../../src/core/pairing';
import type { PairingPlayer, PastRound } from '../../src/core/pairing';
import { rng } from '../../test/core/tiebreaks/random';
import { trfOf } from './pairingEvents';
import { PROGRAM_ENV } from './programs';

/** A seeded event of n players and `rounds` rounds, every round paired by the engine. */
export function event(n: number, rounds: number, seed: number): Map<number, PastRound[]> {
  const random = rng(seed);
  const history = new Map<number, PastRound[]>();
  for (let id = 1; id <= n; id++) history.set(id, []);
  for (let r = 0; r < rounds; r++) {
    const absent = new Map<number, PastRound>();
    for (let id = 1; id <= n; id++) {
      if (random() < 0.03) {
        const half = random() < 0.5;
        absent.set(id, {
          opponent: null,
          colour: null,
          outcome: half ? 'draw' : 'loss',
          played: false,
          paired: false,
        });
      }
    }
    const players: PairingPlayer[] = [...history].map(([id, rs]) => ({
      id,
      rounds: rs,
      available: !absent.has(id),
    }));
    const p = pairNextRound({ players, totalRounds: rounds, initialColour: 'w' });
    for (const [id, a] of absent) (history.get(id) as PastRound[]).push(a);
    if (p.bye !== null) {
      (history.get(p.bye) as PastRound[]).push({
        opponent: null,
        colour: null,
        outcome: 'win',
        played: false,
        paired: true,
      });
    }
    for (const b of p.boards) {
      const x = random();
      const white = x < 0.4 ? 'win' : x < 0.7 ? 'draw' : 'loss';
      const black = white === 'win' ? 'loss' : white === 'loss' ? 'win' : 'draw';
      (history.get(b.white) as PastRound[]).push({
        opponent: b.black,
        colour: 'w',
        outcome: white,
        played: true,
        paired: true,
      });
      (history.get(b.black) as PastRound[]).push({
        opponent: b.white,
        colour: 'b',
        outcome: black,
        played: true,
        paired: true,
      });
    }
  }
  return history;
}

/**
 * Wall and CPU seconds (user + system, all threads) of the whole command in a fresh process,
 * each of `runs` runs, each sorted, by /usr/bin/time. The per-round target is the wall time, as
 * in pairing.ts; the CPU time adds V8's compiler and collector threads, and is the figure to
 * compare on a machine busy with other work.
 */
function timed(args: string[], runs: number): { wall: number[]; cpu: number[] } {
  const bin = join(__dirname, '..', 'bin', 'chess-standings.js');
  const out = join(mkdtempSync(join(tmpdir(), 'check-time-')), 'time');
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(
      '/usr/bin/time',
      ['-f', '%e %U %S', '-o', out, process.execPath, bin, ...args],
      { encoding: 'utf8', env: PROGRAM_ENV },
    );
    if (r.status !== 0) {
      throw new Error(`${args.join(' ')}: exit ${r.status}\n${r.stderr}${r.stdout.slice(0, 2000)}`);
    }
    const [elapsed, user, system] = readFileSync(out, 'utf8').trim().split(/\s+/).map(Number);
    wall.push(elapsed);
    cpu.push(user + system);
  }
  const up = (a: number, b: number) => a - b;
  return { wall: wall.sort(up), cpu: cpu.sort(up) };
}

const stats = (t: number[]) =>
  `min ${t[0].toFixed(2)} s, median ${t[Math.floor(t.length / 2)].toFixed(2)} s, max ${t[t.length - 1].toFixed(2)} s`;

export function checkBench(sizes: readonly number[], runs = 5): void {
  console.log(
    '\nPairing checker: chess-standings check on a 9-round event, a fresh process each run ' +
      '(wall time; CPU time, all threads, in brackets)',
  );
  const dir = mkdtempSync(join(tmpdir(), 'check-bench-'));
  for (const n of sizes) {
    const rounds = 9;
    const history = event(n, rounds, n);
    const file = join(dir, `event-${n}.trf`);
    writeFileSync(file, trfOf(history, rounds, rounds, 'Checker bench'));
    const last = join(dir, `round9-${n}.trf`);
    writeFileSync(last, trfOf(history, rounds, rounds - 1, 'Checker bench'));
    const check = timed(['check', file, '--format', 'tsv'], runs);
    const pair = timed(['pair', last, '--format', 'tsv'], runs);
    const perRound = (t: number[]) =>
      `${(t[0] / rounds).toFixed(3)}–${(t[Math.floor(runs / 2)] / rounds).toFixed(3)} s`;
    console.log(
      `  ${String(n).padStart(5)} players: check (9 rounds) ${stats(check.wall)} ` +
        `(CPU ${stats(check.cpu)}); per round ${perRound(check.wall)} (CPU ` +
        `${perRound(check.cpu)}) (min–median); pair of round 9 alone ${stats(pair.wall)} ` +
        `(CPU ${stats(pair.cpu)})`,
    );
  }
}
