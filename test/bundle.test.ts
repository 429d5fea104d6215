/**
 * The shipped Apps Script bundle, as Apps Script sees it: one ES2019 script whose top-level
 * function declarations are exactly the bundle's exports, each custom function documented for
 * Sheets' autocomplete, callable from the global scope as Sheets calls it.
 */
import { parse } from 'acorn';
import type { FunctionDeclaration, Program } from 'acorn';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { seedCrosstable } from './support/seedCrosstable';

const code = readFileSync(join(__dirname, '..', 'dist', 'Code.js'), 'utf8');

function load(): vm.Context {
  const ctx = vm.createContext({});
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  return ctx;
}

function declarations(program: Program): FunctionDeclaration[] {
  return program.body.filter((n): n is FunctionDeclaration => n.type === 'FunctionDeclaration');
}

describe('dist/Code.js', () => {
  const program = parse(code, { ecmaVersion: 2019, sourceType: 'script', locations: true });

  it('parses as an ES2019 script (no import/export, nothing newer than the target)', () => {
    expect(program.sourceType).toBe('script');
  });

  it('declares at top level exactly the functions the bundle exports', () => {
    const ctx = load();
    const exported = Object.keys(vm.runInContext('TieBreaks', ctx) as object).sort();
    const declared = declarations(program)
      .map(d => d.id.name)
      .sort();
    expect(declared).toEqual(exported);
  });

  it('documents every custom function (ALL-CAPS names) for Sheets: @customfunction, description, @param per parameter', () => {
    const custom = declarations(program).filter(d => /^[A-Z][A-Z0-9_]*$/.test(d.id.name));
    expect(custom.length).toBeGreaterThan(0);
    for (const d of custom) {
      const before = code.slice(0, d.start);
      const m = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(before);
      expect(m).not.toBeNull();
      const doc = m![1];
      expect(doc).toContain('@customfunction');
      const description = doc
        .split('\n')
        .map(l => l.replace(/^\s*\*\s?/, ''))
        .filter(l => l.trim() !== '' && !l.trim().startsWith('@'));
      expect(description.length).toBeGreaterThan(0);
      const documented = [...doc.matchAll(/@param\s+\{[^}]*\}\s+(\[?)(\w+)/g)].map(p => p[2]);
      const params = d.params.map(p => (p.type === 'Identifier' ? p.name : '?'));
      expect({ fn: d.id.name, params: documented }).toEqual({ fn: d.id.name, params });
    }
  });

  it('computes Sonneborn-Berger of the seed crosstable when called as Sheets calls it', () => {
    const ctx = load();
    ctx.grid = seedCrosstable();
    const out = vm.runInContext('SONNEBORN_BERGER(grid)', ctx) as unknown[][];
    expect(JSON.parse(JSON.stringify(out))).toEqual([
      [''],
      [11.75],
      [10],
      [9],
      [7.75],
      [3],
      [0],
      [0],
    ]);
  });

  it('computes Buchholz through the same path', () => {
    const ctx = load();
    ctx.grid = seedCrosstable();
    // Every opponent's final score: total 21 minus the player's own score.
    const out = vm.runInContext('BUCHHOLZ(grid)', ctx) as unknown[][];
    expect(JSON.parse(JSON.stringify(out))).toEqual([
      [''],
      [16],
      [16.5],
      [17],
      [17],
      [18.5],
      [20],
      [21],
    ]);
  });

  it('reports bad input as an error that names the cell', () => {
    const ctx = load();
    ctx.grid = [
      ['A', '-', 'q'],
      ['B', '0', '-'],
    ];
    expect(() => vm.runInContext('SONNEBORN_BERGER(grid)', ctx)).toThrow(
      /row 1, column 3 of the range/,
    );
  });
});
