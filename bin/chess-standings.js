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
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { cacheHeader, runBundle } = require('./bundle');

function loadCli() {
  const file = join(__dirname, '..', 'build', 'cli.js');
  let cache;
  try {
    cache = readFileSync(`${file}.cache`);
  } catch {
    return require(file);
  }
  const source = readFileSync(file, 'utf8');
  const header = cacheHeader(source);
  if (cache.toString('latin1', 0, header.length) !== header) return require(file);
  return runBundle(file, source, cache.subarray(header.length)).exports;
}

const { main } = loadCli();
process.exitCode = main(process.argv.slice(2));
