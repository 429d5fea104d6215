/**
 * Jest's transform for TypeScript: esbuild strips the types, file by file, in milliseconds.
 *
 * ts-jest type-checked every test file and everything it imports on a cold cache (minutes on a
 * 2-core machine, before a single test ran). Type errors are `npm run typecheck`'s job (CI runs
 * it), so tests only need the code turned into CommonJS as tsc would: the compiler options that
 * change emitted code are taken from tsconfig.base.json (target ES2019, class fields assigned in the
 * constructor, esModuleInterop), and a source map keeps stack traces on the TypeScript lines.
 */
'use strict';
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const esbuild = require('esbuild');

const base = JSON.parse(readFileSync(join(__dirname, '..', '..', 'tsconfig.base.json'), 'utf8'));
const options = {
  loader: 'ts',
  format: 'cjs',
  target: base.compilerOptions.target.toLowerCase(),
  platform: 'node',
  sourcemap: 'external',
  sourcesContent: false,
  logLevel: 'silent',
  tsconfigRaw: {
    compilerOptions: {
      target: base.compilerOptions.target,
      useDefineForClassFields: false,
      esModuleInterop: base.compilerOptions.esModuleInterop,
      verbatimModuleSyntax: false,
      preserveValueImports: false,
    },
  },
};

/** Changes when this file, esbuild or the options change: jest's cache then starts afresh. */
const version = createHash('sha256')
  .update(readFileSync(__filename))
  .update(esbuild.version)
  .update(JSON.stringify(options))
  .digest('hex');

module.exports = {
  canInstrument: false,
  getCacheKey(source, path) {
    return createHash('sha256')
      .update(version)
      .update(path)
      .update('\0')
      .update(source)
      .digest('hex');
  },
  process(source, path) {
    const out = esbuild.transformSync(source, { ...options, sourcefile: path });
    return { code: out.code, map: out.map };
  },
};
