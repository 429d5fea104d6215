import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'coverage/**',
      'test-output/**',
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
      // Error `cause` is ES2022; the bundle targets ES2019 and our messages carry the original text.
      'preserve-caught-error': 'off',
    },
  },
  {
    // core must stay platform-free: no Apps Script globals, no DOM, no Node.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'SpreadsheetApp',
        'HtmlService',
        'PropertiesService',
        'LockService',
        'document',
        'window',
        'process',
        'require',
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '../server/*', '../cli/*', '../client/*'] },
      ],
    },
  },
  {
    // the sidebar builds its DOM with textContent only.
    files: ['src/client/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'innerHTML',
          message: 'Use textContent / createElement: data from sheets must never become markup.',
        },
        { property: 'outerHTML', message: 'Use textContent / createElement.' },
        { property: 'insertAdjacentHTML', message: 'Use textContent / createElement.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['bin/**/*.js', 'jest.config.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the Apps Script footer: top-level wrapper declarations that Sheets calls by name.
    files: ['src/server/globals.js'],
    languageOptions: { sourceType: 'script', globals: { TieBreaks: 'readonly' } },
    rules: { 'no-unused-vars': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
);
