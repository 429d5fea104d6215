'use strict';
// Loading build/cli.js through V8's code cache, for bin/chess-standings.js (which reads the
// cache) and scripts/build.mjs (which writes it). One place for the cache's format: the bundle's
// SHA-1, a line break, V8's data.
const { createHash } = require('node:crypto');
const Module = require('node:module');
const { dirname } = require('node:path');
const { Script } = require('node:vm');

/** The first bytes of the cache of `source`: its SHA-1 and a line break. */
function cacheHeader(source) {
  return `${createHash('sha1').update(source).digest('hex')}\n`;
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

module.exports = { cacheHeader, runBundle };
