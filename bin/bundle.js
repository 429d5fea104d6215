'use strict';
// Loading a bundle of build/ (cli.js, cli-NAME.js) through V8's code cache, for
// bin/chess-standings.js (which reads the cache) and scripts/build.mjs (which writes it). One place
// for the cache's format: a first line naming the bundle it was made from, then V8's data; and for
// the names of the subcommands, each bundled on its own.
//
// V8 checks that the data fits this Node and these flags, but of the source only its length: the
// data of another bundle of the same length would run that bundle's bytecode. So the first line
// holds the bundle's size and modification time in nanoseconds, as the build wrote it (the check
// Python makes for its .pyc files): a rebuild or an edit changes the time. It costs one stat,
// where hashing the 400 KB bundle cost a tenth of the command's own start (loading node:crypto
// and SHA-1 before any work). The build removes the old cache before it writes the bundle, so a
// build that stops halfway leaves none.
const { readFileSync, statSync } = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');
const { Script } = require('node:vm');

/**
 * The subcommands: `chess-standings NAME …` runs build/cli-NAME.js, whose `main` takes the
 * arguments after NAME (scripts/build.mjs bundles each, src/cli/main.ts requires them by name).
 */
const SUBCOMMANDS = Object.freeze([
  'teams',
  'keizer',
  'schedule',
  'pair',
  'check',
  'crosstable',
  'lists',
  'ratings',
]);

/** The first line of the cache of a bundle whose (bigint) stat is `stat`. */
function cacheHeader(stat) {
  return `${stat.size} ${stat.mtimeNs}\n`;
}

/**
 * The bundle at `file` and the V8 data of its cache, or undefined when there is no cache or it
 * was made from another file. The stat is taken after reading, so that a bundle written while it
 * was read shows the new time.
 */
function cachedBundle(file) {
  let cache;
  try {
    cache = readFileSync(`${file}.cache`);
  } catch {
    return undefined;
  }
  const source = readFileSync(file, 'utf8');
  const header = cacheHeader(statSync(file, { bigint: true }));
  if (cache.toString('latin1', 0, header.length) !== header) return undefined;
  return { source, cachedData: cache.subarray(header.length) };
}

/**
 * Runs the CommonJS bundle `source` (at path `file`) as require would, compiled with V8's
 * `cachedData` when given (V8 ignores data it does not accept): the script and its exports.
 */
function runBundle(file, source, cachedData) {
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    Module.createRequire(file),
    module,
    file,
    dirname(file),
  );
  return { script, exports: module.exports };
}

/** The exports of the bundle at `file`: run from its code cache when it has one, else required. */
function loadBundle(file) {
  const cached = cachedBundle(file);
  return cached ? runBundle(file, cached.source, cached.cachedData).exports : require(file);
}

module.exports = { SUBCOMMANDS, cacheHeader, cachedBundle, loadBundle, runBundle };
