/**
 * The product has one English and one German catalogue (src/core/messages/en.ts, de.ts) with
 * the same sections, the same keys in every section, and in every entry the same arguments: a
 * text that takes a sheet name, a number of rounds or a list of codes says all of them in both
 * languages. (The core's messages, German only since their English is the key, have their own
 * completeness test in catalogue.test.ts.)
 */
import * as de from '../../../src/core/messages/de';
import * as en from '../../../src/core/messages/en';
import { TextArgument } from '../../support/textArgument';

const BASE = 100_017;

/** Which of a function's arguments its text shows: by marker, by number, or the number + 1. */
function argumentsShown(f: (...a: unknown[]) => unknown): number[] {
  const args = Array.from({ length: f.length }, (_, i) => new TextArgument(BASE * (i + 1)));
  const text = String(f(...args));
  return args
    .map((a, i) =>
      [a.toString(), String(a.n), String(a.n + 1)].some(s => text.includes(s)) ? i : -1,
    )
    .filter(i => i >= 0);
}

function placeholders(text: string): string[] {
  return (text.match(/\$\d+|\{\d+\}/g) ?? []).sort();
}

/** Every difference between two sections, as a path and what differs. */
function differences(a: unknown, b: unknown, path: string): string[] {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) {
    return [`${path}: ${typeof a} in English, ${typeof b} in German`];
  }
  if (typeof a === 'function' && typeof b === 'function') {
    const fa = a as (...x: unknown[]) => unknown;
    const fb = b as (...x: unknown[]) => unknown;
    if (fa.length !== fb.length) return [`${path}: ${fa.length} vs ${fb.length} arguments`];
    const sa = argumentsShown(fa).join();
    const sb = argumentsShown(fb).join();
    return sa === sb ? [] : [`${path}: shows arguments ${sa} in English, ${sb} in German`];
  }
  if (typeof a === 'string') {
    const pa = placeholders(a).join();
    const pb = placeholders(b as string).join();
    return pa === pb ? [] : [`${path}: placeholders ${pa} vs ${pb}`];
  }
  if (a !== null && typeof a === 'object') {
    const oa = a as Record<string, unknown>;
    const ob = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(oa), ...Object.keys(ob)]);
    return [...keys].flatMap(k => {
      if (!(k in oa)) return [`${path}.${k}: only in German`];
      if (!(k in ob)) return [`${path}.${k}: only in English`];
      return differences(oa[k], ob[k], `${path}.${k}`);
    });
  }
  return [];
}

describe('the English and German catalogues', () => {
  const english = en as unknown as Record<string, unknown>;
  const german = de as unknown as Record<string, unknown>;

  it('have the same sections (German also holds the core messages)', () => {
    const sections = Object.keys(english).sort();
    expect(sections).toEqual(
      expect.arrayContaining(['sheets', 'keizerEvening', 'sidebar', 'tiebreakNames', 'teamNames']),
    );
    expect(
      Object.keys(german)
        .filter(k => k !== 'germanMessages')
        .sort(),
    ).toEqual(sections);
  });

  it('have the same keys in every section, and every entry says the same arguments', () => {
    const found = Object.keys(english).flatMap(s => differences(english[s], german[s], s));
    expect(found).toEqual([]);
  });

  it('say a function entry’s arguments (the check finds a text that drops one)', () => {
    expect(
      argumentsShown((sheet: unknown, n: unknown) => `${String(sheet)}: ${Number(n) + 1}`),
    ).toEqual([0, 1]);
    expect(argumentsShown((sheet: unknown) => `no sheet ${typeof sheet}`)).toEqual([]);
    expect(differences({ a: (x: unknown) => `x ${String(x)}` }, { a: () => 'y' }, 's')).toEqual([
      's.a: 1 vs 0 arguments',
    ]);
  });

  it('name the sidebar’s crosstable checkbox in the server’s hints word for word', () => {
    for (const c of [en, de]) {
      expect(c.sheets.exportNeedsRounds).toContain(`“${c.sidebar.bergerRounds}”`.slice(1, -1));
      expect(c.sheets.codesNeedRounds(['PS'])).toContain(c.sidebar.bergerRounds);
      expect(c.sheets.afterRoundNeedsRounds(3)).toContain(c.sidebar.bergerRounds);
    }
  });
});
