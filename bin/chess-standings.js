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
// For the pairing commands, whose runs of a second or less spend most of their instructions in
// the optimising compiler (pair on 100 players: 72 functions optimised), eight times the default
// leaves the short loops interpreted and still optimises what runs long: pair on 100 players
// 1.42G -> 0.71G instructions (valgrind, --predictable; 24 functions optimised), and less CPU
// on 500 and 2,000 players and for check too. The standings command keeps the default: its one
// pass over a large file gains from early optimising (9,999 x 13 TRF: 506M -> 680M instructions
// with the larger budget). Set once the bundle is compiled: set before, it changes the flags V8
// checks the code cache against, and the cache is refused. It only moves when code is
// optimised, never what the program computes. (node:v8 loads Node's streams: ~8M instructions,
// required only here.)
if (sub === 'pair' || sub === 'check') {
  require('node:v8').setFlagsFromString('--interrupt-budget=540672');
}
const status = main(sub ? argv.slice(1) : argv);
// Everything is written with write(2) and nothing waits in a stream: the program ends here. Left
// to end by itself, it would first let V8 finish collecting a heap it is about to drop (a full
// collection of the read tournament, about a twentieth of a large file's run).
if (nothingQueued()) process.exit(status);
process.exitCode = status;
