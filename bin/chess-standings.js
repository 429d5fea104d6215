#!/usr/bin/env node
'use strict';
// The command line lives in the built bundle (npm install / npm run build writes build/cli.js,
// outside dist/, which clasp pushes to Apps Script).
//
// A program started for one file spends a good part of its time compiling the bundle's functions
// to bytecode. The build runs the bundle once on sample files and keeps V8's code cache of it
// (build/cli.js.cache, see bundle.js), so that the functions come compiled. When the cache is
// missing, belongs to another build, or V8 refuses it (another Node version or V8 flags), the
// bundle is compiled as usual: same program, only slower to start.
const { join } = require('node:path');
const { cachedBundle, runBundle } = require('./bundle');

function loadCli() {
  const file = join(__dirname, '..', 'build', 'cli.js');
  const cached = cachedBundle(file);
  return cached ? runBundle(file, cached.source, cached.cachedData).exports : require(file);
}

const { main, nothingQueued } = loadCli();
const status = main(process.argv.slice(2));
// Everything is written with write(2) and nothing waits in a stream: the program ends here. Left
// to end by itself, it would first let V8 finish collecting a heap it is about to drop (a full
// collection of the read tournament, about a twentieth of a large file's run).
if (nothingQueued()) process.exit(status);
process.exitCode = status;
