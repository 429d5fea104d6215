import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/*
 * The build rewrites the characters above U+007F that esbuild leaves in the CLI bundles
 * (scripts/asciiBundle.cjs). Each rewritten script must compute exactly what the original does:
 * both are run and their results compared, for fixed cases and for random text.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { asciiOnly } = require('../../scripts/asciiBundle.cjs') as {
  asciiOnly: (source: string) => string;
};

const root = join(__dirname, '..', '..');
const isAscii = (s: string) => /^[\t\n\r\x20-\x7e]*$/.test(s);

/** The value of the script `source`'s last expression, with the tag msg as src/core/messages has it. */
function value(source: string): unknown {
  const prelude =
    'function msg(strings, ...args) { let key = strings[0]; for (let i = 0; i < args.length; i++) key += `$${i + 1}${strings[i + 1]}`; return key; }\n';
  return runInNewContext(prelude + source);
}

/** Runs `source` before and after the rewrite: the same value, and the rewrite is ASCII. */
function same(source: string): string {
  const ascii = asciiOnly(source);
  expect(isAscii(ascii)).toBe(true);
  expect(JSON.stringify(value(ascii))).toBe(JSON.stringify(value(source)));
  return ascii;
}

describe('asciiOnly (the CLI bundles in ASCII)', () => {
  it('leaves an ASCII script as it is', () => {
    const s = 'var a = /x/; // plain\nvar b = `t ${a}`;';
    expect(asciiOnly(s)).toBe(s);
  });

  it('rewrites comments, regular expressions, templates and strings to the same values', () => {
    same('/* „quoted“ … */ [/^(\\d+)\\s*½$/.exec("12 ½"), /[¼½¾]/.test("¾"), /½/.test("1/2")]');
    same('// ½ in a comment\n`${1}½ and ¼ ${"x"}`');
    same('msg`"${"a"}" holds ½ (a draw in a 1/½/0 table) — „${"b"}“`');
    same(
      'var SIDE = String.raw`(1\\/2|½|0?[.,]5)`; [SIDE, new RegExp(SIDE).test("½"), String.raw`½\\d${1}¾`]',
    );
    same('"½" + \'¾\'');
  });

  it('keeps characters above U+FFFF one character where the pattern reads code points', () => {
    // Without the u flag the pattern reads UTF-16 units: [😀] is a class of two units.
    same('["😀", "a😀b".replace(/[😀]/g, "-"), "a😀b".replace(/[😀]/gu, "-"), /^.$/u.test("😀")]');
    same('`😀${1}`');
  });

  it('reads a backslash before a backslash as no escape', () => {
    same('/\\\\½/.test("\\\\½")');
  });

  it('refuses what it cannot rewrite to the same meaning', () => {
    // A tag that may read the raw text, a character escaped by a backslash, an identifier.
    expect(() => asciiOnly('var tag = s => s.raw[0]; tag`½`')).toThrow(/template read by the tag/);
    expect(() => asciiOnly('/\\½/.test("½")')).toThrow(/follows a backslash/);
    expect(() => asciiOnly('var café = 1;')).toThrow(/name token/);
  });

  it('gives the same values for random text in every place it rewrites', () => {
    const char = fc.constantFrom(...'a1 .*+?()[]{}|^$½¼¾„“…—äöüß😀\u00a0'.split(/(?:)/u));
    const text = fc.array(char, { maxLength: 12 }).map(cs => cs.join(''));
    fc.assert(
      fc.property(text, text, (a, b) => {
        // As a template piece (cooked, msg, String.raw) and as a string, escaped for each.
        const t = (s: string) => s.replace(/[`\\$]/g, c => `\\${c}`);
        const q = JSON.stringify;
        same(
          `[\`${t(a)}\${${q(b)}}${t(b)}\`, msg\`${t(a)}\${1}${t(b)}\`, String.raw\`${t(a)}\${2}${t(b)}\`, ${q(a + b)}]`,
        );
        // As a regular expression of the literal characters, with and without the u flag.
        const re = [...a].map(c => (/[.*+?()[\]{}|^$\\/]/.test(c) ? `\\${c}` : c)).join('');
        if (re !== '') {
          same(
            `[/${re}/.exec(${q(b + a)}), /${re}/u.exec(${q(a + b)}), /[${re.replace(/\\\]/g, '')}]+/g.exec(${q(b)})]`,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('has rewritten every built CLI bundle', () => {
    for (const name of [
      'cli.js',
      'cli-teams.js',
      'cli-keizer.js',
      'cli-schedule.js',
      'cli-pair.js',
      'cli-check.js',
    ]) {
      const bundle = readFileSync(join(root, 'build', name), 'utf8');
      expect([name, isAscii(bundle)]).toEqual([name, true]);
    }
  });
});
