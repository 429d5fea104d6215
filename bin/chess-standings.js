#!/usr/bin/env node
'use strict';
// The command line lives in the built bundles (npm install / npm run build writes build/, outside
// dist/, which clasp pushes to Apps Script): build/cli.js for the standings, and one bundle per
// subcommand, build/cli-NAME.js, which holds everything `chess-standings NAME` runs. A subcommand
// is loaded here directly: through build/cli.js it would first load the standings' code only to
// be passed on (a fifth of a small `pair` run went to loading both).
//
// A program started for one file spends a good part of its time compiling the bundle's functions
// to bytecode. The build runs a bundle once on sample files and keeps V8's code cache of it
// (build/cli.js.cache, build/cli-pair.js.cache…, see bundle.js), so that the functions come
// compiled. When the cache is missing, belongs to another build, or V8 refuses it (another Node
// version or V8 flags), the bundle is compiled as usual: same program, only slower to start.
const { join } = require('node:path');
const { SUBCOMMANDS, loadBundle } = require('./bundle');

const argv = process.argv.slice(2);
const sub = SUBCOMMANDS.includes(argv[0]) ? argv[0] : undefined;
const { main, nothingQueued } = loadBundle(
  join(__dirname, '..', 'build', sub ? `cli-${sub}.js` : 'cli.js'),
);
// V8 optimises a function once it has run a while (its interrupt budget, counted in bytecode run).
// The pairing commands tell how much they will pair once they have read their file (players x
// rounds, src/cli/standalone.ts), and V8 is set for the length of that run. Set then, after the
// bundle is compiled: set before, the flags would change what V8 checks the code cache against,
// and the cache would be refused. They only move when and how code is optimised, never what the
// program computes.
// - A long run (from 1,000 players x rounds: pair on 2,000 players, check on 500 over 9 rounds):
//   eight times the default budget. The short loops stay in the interpreter and what runs long
//   is optimised: pair on 100 players 1.42G -> 0.71G instructions (valgrind, --predictable; 24
//   functions optimised instead of 72). The standings command keeps the defaults: its one pass
//   over a large file gains from early optimising (9,999 x 13 TRF: 506M -> 680M instructions
//   with the larger budget).
// - A short run (pair on up to 500 players, check on 100 over 9 rounds), where compiling is much
//   of the time: twelve times the default budget, so that most functions of a 100-player round
//   are never compiled and the program no longer waits at its exit for a compile still running
//   on V8's worker thread (6 ms instead of 17 ms from process.exit to its end); OSR (compiling a
//   loop while it runs) only for a call still looping long after its function was marked, as
//   the search's functions are called again and again and each was compiled twice; and half the
//   inlining budget, as the search's large functions took 20 to 60 ms each to compile, and code
//   optimised sooner runs sooner; and feedback allocated at a function's first call, so that
//   it leaves the interpreter for baseline code sooner (pair on 500 players 403 -> 393 ms); and
//   a young generation that keeps its first size: more small collections, but fewer new pages
//   for the process to fault in, which this machine makes slow at times (pair on 100 players
//   4,074 -> 3,641 page faults and 157 -> 146 ms, on 500 players 8,975 -> 7,406 and 419 -> 404
//   ms, 5 MB less memory; check on 100 players unchanged, 445 vs 450 ms).
//   Medians of alternated runs, the first three: pair on 100 players 160 -> 146 ms, on 500 players
//   464 -> 394 ms, check on 100 players 540 -> 417 ms. The same settings on a long run make it
//   slower: half the inlining makes the optimised code slower (pair on 5,000 players 44 s ->
//   64 s), and check on 500 players went 2.98 -> 3.20 s.
const SHORT_RUN =
  '--interrupt-budget=786432 --invocation-count-for-osr=100000 --max-inlined-bytecode-size-cumulative=460 --no-lazy-feedback-allocation --semi-space-growth-factor=1';
const LONG_RUN = '--interrupt-budget=540672';
const workload =
  sub === 'pair' || sub === 'check'
    ? (players, rounds) =>
        // node:v8 loads Node's streams (~8M instructions): required only here.
        require('node:v8').setFlagsFromString(players * rounds < 1000 ? SHORT_RUN : LONG_RUN)
    : undefined;
const status = main(sub ? argv.slice(1) : argv, workload);
// Everything is written with write(2) and nothing waits in a stream: the program ends here. Left
// to end by itself, it would first let V8 finish collecting a heap it is about to drop (a full
// collection of the read tournament, about a twentieth of a large file's run).
if (nothingQueued()) process.exit(status);
process.exitCode = status;
