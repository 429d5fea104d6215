/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Types are checked by `npm run typecheck` (CI runs it); tests only strip them (esbuild).
  transform: {
    '^.+\\.ts$': '<rootDir>/test/support/jestTransform.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Longest suites first (test/support/suiteSeconds.json), on both cores: jest's default leaves
  // one core to itself, which on a 2-core machine means one worker for the whole suite.
  testSequencer: '<rootDir>/test/support/jestSequencer.cjs',
  maxWorkers: 2,
};
