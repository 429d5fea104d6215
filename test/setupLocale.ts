/**
 * The command line speaks the language of the locale (LC_ALL, LC_MESSAGES, LANG) when `--lang` is
 * not given. The tests say which language they expect, so the developer's own locale (a German
 * machine) must not change their outcome: each test file starts without one, and the tests of
 * the locale pass theirs explicitly.
 */
for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) delete process.env[name];
