/**
 * The server side is grouped by what a reader looks for (the custom functions, the sidebar's
 * server calls, the sheet writing, the Keizer evening, texts, the platform adapter) and its
 * modules import each other without cycles, so each can be read on its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SERVER = join(__dirname, '..', '..', 'src', 'server');

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The server modules a module imports (type-only imports too: they tie the modules as well). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), m[1]);
    for (const candidate of [`${target}.ts`, join(target, 'index.ts')]) {
      if (candidate.startsWith(SERVER) && files.includes(candidate)) out.push(candidate);
    }
  }
  return out;
}

const files = modules(SERVER);
const name = (f: string) => relative(SERVER, f);

it('keeps only the entry points at the top; everything else sits in its group', () => {
  const top = files.filter(f => dirname(f) === SERVER).map(name);
  expect(top.sort()).toEqual(['index.ts', 'menu.ts']);
  const groups = [...new Set(files.filter(f => dirname(f) !== SERVER).map(f => name(dirname(f))))];
  expect(groups.sort()).toEqual([
    'event',
    'functions',
    'keizer',
    'platform',
    'sidebar',
    'texts',
    'writing',
  ]);
});

it('has no import cycle', () => {
  const graph = new Map(files.map(f => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') {
      cycles.push([...path.slice(path.indexOf(f)), f].map(name).join(' → '));
      return;
    }
    state.set(f, 'open');
    for (const g of graph.get(f) ?? []) visit(g, [...path, f]);
    state.set(f, 'done');
  };
  for (const f of files) visit(f, []);
  expect(cycles).toEqual([]);
});
