/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // No test depends on the machine's locale (the command line follows it by default).
  setupFiles: ['<rootDir>/test/setupLocale.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } }],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
