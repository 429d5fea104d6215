/**
 * Every message of the core has a German template, and German has no template nobody uses. The
 * keys are found the way `msg` builds them: the tagged template's text with `$1`, `$2`… for its
 * arguments, read from the TypeScript source of `src/core`, of `src/server` (the custom
 * functions' own mistakes: options, arguments) and of `src/cli` (files and names the command
 * line cannot use).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { germanMessages } from '../../../src/core/messages/de';

const de = germanMessages();

const roots = ['core', 'server', 'cli'].map(d => join(__dirname, '../../../src', d));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(d =>
    d.isDirectory()
      ? sourceFiles(join(dir, d.name))
      : d.name.endsWith('.ts')
        ? [join(dir, d.name)]
        : [],
  );
}

function keysOf(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(n) && n.tag.getText(sf) === 'msg') {
      const t = n.template;
      keys.push(
        ts.isNoSubstitutionTemplateLiteral(t)
          ? t.text
          : t.head.text + t.templateSpans.map((s, i) => `$${i + 1}${s.literal.text}`).join(''),
      );
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return keys;
}

const used = new Set(roots.flatMap(sourceFiles).flatMap(keysOf));

function placeholders(template: string): string[] {
  return (template.match(/\$\d+|\{\d+\}/g) ?? []).sort();
}

describe('the German catalogue', () => {
  it('finds the messages of the core', () => {
    // The readers, tie-breaks, teams, Keizer and pairing all speak through msg``.
    expect(used.size).toBeGreaterThan(250);
    expect(used.has('line $1')).toBe(true);
    // The custom functions' options and arguments too.
    expect(used.has('option $1: "$2" is not one of $3')).toBe(true);
  });

  it('has a German template for every message', () => {
    expect([...used].filter(k => !(k in de)).sort()).toEqual([]);
  });

  it('has no template that no message uses', () => {
    expect(Object.keys(de).filter(k => !used.has(k))).toEqual([]);
  });

  it('keeps the arguments and cells of every template', () => {
    const lost = Object.entries(de).filter(
      ([en, german]) => placeholders(en).join() !== placeholders(german).join(),
    );
    expect(lost).toEqual([]);
  });
});
