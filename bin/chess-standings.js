#!/usr/bin/env node
'use strict';
// The command line lives in the built bundle (npm install / npm run build writes build/cli.js,
// outside dist/, which clasp pushes to Apps Script).
//
// A program started for one file spends a good part of its time compiling the bundle's functions
// to bytecode. The build runs the bundle once on sample files and keeps V8's code cache of it
// (build/cli.js.cache: the bundle's SHA-1, a line break, V8's data), so that the functions come
// compiled. When the cache is missing, belongs to another build, or V8 refuses it (another Node
// version or V8 flags), the bundle is compiled as usual: same program, only slower to start.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

function loadCli() {
  const file = join(__dirname, '..', 'build', 'cli.js');
  let cache;
  try {
    cache = readFileSync(`${file}.cache`);
  } catch {
    return require(file);
  }
  const source = readFileSync(file, 'utf8');
  const hash = require('node:crypto').createHash('sha1').update(source).digest('hex');
  if (cache.toString('latin1', 0, hash.length + 1) !== `${hash}\n`) return require(file);
  const Module = require('node:module');
  const { Script } = require('node:vm');
  const script = new Script(Module.wrap(source), {
    filename: file,
    cachedData: cache.subarray(hash.length + 1),
  });
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    Module.createRequire(file),
    module,
    file,
    join(file, '..'),
  );
  return module.exports;
}

const { main } = loadCli();
process.exitCode = main(process.argv.slice(2));
