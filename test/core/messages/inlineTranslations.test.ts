/**
 * Every text that exists in English and German lives in the catalogues (src/core/messages/en.ts,
 * de.ts), where a test compares both languages key by key. This test reads the sidebar, the
 * server and the command line with the TypeScript parser and refuses the two shapes a pair of
 * translations takes when written in place: an object literal with `en` and `de` keys holding
 * texts (`{ en: 'Round robin', de: 'Rundenturnier' }`), and a choice on the language between two
 * texts (`de ? 'Platz' : 'Rank'`, `lang === 'de' ? 'Nr.' : 'No.'`). Choosing between catalogue
 * sections (`{ en: en.cliPair, de: de.cliPair }`, `locale === 'de' ? de.menu : en.menu`) and
 * formatting numbers by language are fine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '../../..');
const SCANNED = ['src/client', 'src/server', 'src/cli'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return /\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Words: two letters in a row, not just a language's code (`'de'`, `'en'`). */
function hasWords(text: string): boolean {
  return /\p{L}{2}/u.test(text) && !/^(?:de|en)$/.test(text);
}

/** A text written in place: a string or template literal with words (also in a list or function). */
function isText(node: ts.Node): boolean {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) {
    return hasWords(inner.text);
  }
  if (ts.isTemplateExpression(inner)) {
    const parts = [inner.head.text, ...inner.templateSpans.map(s => s.literal.text)].join(' ');
    return hasWords(parts);
  }
  if (ts.isArrayLiteralExpression(inner)) return inner.elements.some(isText);
  if (ts.isArrowFunction(inner)) return isText(inner.body);
  if (ts.isObjectLiteralExpression(inner)) {
    return inner.properties.some(p => ts.isPropertyAssignment(p) && isText(p.initializer));
  }
  return false;
}

function keyName(p: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(p)) return undefined;
  const n = p.name;
  return ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : undefined;
}

/** `de`, `lang === 'de'`, `locale !== 'de'`, `args.lang === 'de'`: a condition on German. */
function asksForGerman(node: ts.Expression): boolean {
  const e = ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isIdentifier(e)) return e.text === 'de' || e.text === 'german';
  if (ts.isBinaryExpression(e)) {
    const sides = [e.left, e.right];
    return sides.some(s => ts.isStringLiteral(s) && (s.text === 'de' || s.text === 'en'));
  }
  return false;
}

/** The translations written in place in one source text, as `line: what`. */
function inlineTranslations(source: string, name = 'x.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const visit = (n: ts.Node): void => {
    if (ts.isObjectLiteralExpression(n)) {
      const byKey = new Map(n.properties.map(p => [keyName(p), p] as const));
      const en = byKey.get('en');
      const de = byKey.get('de');
      if (
        en &&
        de &&
        ts.isPropertyAssignment(en) &&
        ts.isPropertyAssignment(de) &&
        (isText(en.initializer) || isText(de.initializer))
      ) {
        found.push(`${at(n)}: { en, de } with texts`);
      }
    }
    if (
      ts.isConditionalExpression(n) &&
      asksForGerman(n.condition) &&
      isText(n.whenTrue) &&
      isText(n.whenFalse)
    ) {
      found.push(`${at(n)}: ${n.getText(file).slice(0, 60)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}

describe('texts in two languages outside the catalogues', () => {
  it('finds both shapes, and lets a choice between sections or number formats pass', () => {
    expect(inlineTranslations(`const T = { en: 'Round robin', de: 'Rundenturnier' };`)).toEqual([
      '1: { en, de } with texts',
    ]);
    expect(
      inlineTranslations(`const W = {\n en: { bye: (n: string) => \`Bye: \${n}\` },\n de: x };`),
    ).toEqual(['1: { en, de } with texts']);
    expect(inlineTranslations(`const h = [de ? 'Platz' : 'Rank'];`)).toEqual([
      "1: de ? 'Platz' : 'Rank'",
    ]);
    expect(inlineTranslations(`const n = \`(\${lang === 'de' ? 'Nr.' : 'No.'})\`;`)).toHaveLength(
      1,
    );
    expect(
      inlineTranslations(
        [
          'const W = { en: en.cliPair, de: de.cliPair };',
          "const m = locale === 'de' ? de.menu : en.menu;",
          "const s = lang === 'de' ? x.replace('.', ',') : x;",
          "const d = { en: ['1', '2'], de: ['1', '2'] };",
          "const c = { en: 'en', de: 'de' };",
          "const l = german ? 'de' : 'en';",
          "const o = locale === 'en' ? [] : [`lang=${locale}`];",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('are none in the sidebar, the server and the command line', () => {
    const found = SCANNED.flatMap(dir =>
      filesUnder(join(ROOT, dir)).flatMap(path =>
        inlineTranslations(readFileSync(path, 'utf8'), path).map(
          f => `${relative(ROOT, path)}:${f}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
