/**
 * Longest suites first, so that the two workers finish together instead of one of them starting
 * the slowest suite last.
 *
 * Jest's own order uses the durations of earlier runs from its cache, which a fresh clone has not
 * got (it then goes by file size, a poor guess: a short file may pair 1,221 rounds or drive a
 * browser). test/support/suiteSeconds.json holds the seconds each suite of 2 s or more took in a
 * full run on the 2-core machine (`npx jest --json --outputFile=…`, each result's endTime −
 * startTime; refresh it when a suite's cost changes much); a suite not listed there gets an
 * estimate from its size. Once jest's cache knows a suite's duration, that measurement wins.
 */
'use strict';
const { readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = join(__dirname, '..', '..');
const MEASURED = JSON.parse(readFileSync(join(__dirname, 'suiteSeconds.json'), 'utf8'));
/** Seconds per byte of a suite we have no measurement for (most suites: about 1 s per 15 kB). */
const SECONDS_PER_BYTE = 1 / 15000;

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = test => {
      const cached = this._getCache(test)[test.path];
      if (cached && typeof cached[1] === 'number') return cached[1] / 1000;
      const known = MEASURED[relative(ROOT, test.path).split('\\').join('/')];
      if (typeof known === 'number') return known;
      try {
        return statSync(test.path).size * SECONDS_PER_BYTE;
      } catch {
        return 0;
      }
    };
    const withTime = tests.map(t => ({ t, s: seconds(t) }));
    // As jest does: a suite that failed last time goes first, so its news comes early.
    const failed = t => (this.hasFailed(t) ? 1 : 0);
    withTime.sort(
      (a, b) => failed(b.t) - failed(a.t) || b.s - a.s || (a.t.path < b.t.path ? -1 : 1),
    );
    return withTime.map(x => x.t);
  }
}

module.exports = LongestFirst;
