/**
 * The files `clasp push` (@google/clasp 3.4.1, the version `npm run deploy` runs) uploads from a
 * project, and in which order — the rules of clasp's `src/core/clasp.ts` and `src/core/files.ts`:
 *
 * - `.clasp.json` in the project root; the content directory is its `srcDir` or `rootDir` (else the
 *   root), crawled recursively unless `skipSubdirectories`;
 * - ignore rules: `.claspignore` in the project root (non-empty lines), else clasp's defaults
 *   (everything except `appsscript.json`, `*.gs`, `*.js`, `*.ts`, `*.html`; `.git/`, `node_modules/`),
 *   matched against paths relative to the content directory with dot files included, in order,
 *   the last matching rule winning (micromatch `not`);
 * - a file is pushed only with a known type: a script (`scriptExtensions`, default .js .gs), a page
 *   (`htmlExtensions`, default .html) or the manifest (`appsscript` with a `jsonExtensions`
 *   extension, default .json); anything else (a `.ts` file, other JSON) stays local;
 * - push order: the `filePushOrder` paths first, in their order, then the rest by path
 *   (`localeCompare`). Apps Script runs the script files of a project in that order, all in one
 *   global scope, on every execution.
 *
 * Checked against `npx @google/clasp@3.4.1 show-file-status`, which lists the same files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// picomatch is what micromatch (clasp's matcher) is built on (a devDependency). No type package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const picomatch = require('picomatch') as (
  glob: string,
  options: { dot: boolean },
) => (path: string) => boolean;

export type PushedType = 'SERVER_JS' | 'HTML' | 'JSON';

export interface PushedFile {
  /** Path relative to the project root, `/`-separated, as clasp prints it. */
  readonly localPath: string;
  /** The file's name in the Apps Script project (no extension). */
  readonly remotePath: string;
  readonly type: PushedType;
  readonly source: string;
}

const DEFAULT_CLASP_IGNORE = [
  '**/**',
  '!**/appsscript.json',
  '!**/*.gs',
  '!**/*.js',
  '!**/*.ts',
  '!**/*.html',
  '.git/**',
  'node_modules/**',
];

interface ClaspConfig {
  readonly scriptId?: string;
  readonly rootDir?: string;
  readonly srcDir?: string;
  readonly fileExtension?: string;
  readonly scriptExtensions?: string | string[];
  readonly htmlExtensions?: string | string[];
  readonly jsonExtensions?: string | string[];
  readonly filePushOrder?: string[];
  readonly skipSubdirectories?: boolean;
}

function extensions(value: string | string[] | undefined, fallback: string[]): string[] {
  const list = value === undefined ? fallback : Array.isArray(value) ? value : [value];
  return list.map(e => {
    const x = e.toLowerCase().trim();
    return x.startsWith('.') ? x : `.${x}`;
  });
}

function crawl(dir: string, recursive: boolean, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) {
      if (recursive) out.push(...crawl(join(dir, entry.name), recursive, `${rel}/`));
    } else {
      out.push(rel);
    }
  }
  return out;
}

/** micromatch.not(files, rules, { dot: true }): the files no rule leaves ignored. */
function notIgnored(files: readonly string[], rules: readonly string[]): string[] {
  const compiled = rules.map(rule => {
    const negated = rule.startsWith('!');
    return { negated, match: picomatch(negated ? rule.slice(1) : rule, { dot: true }) };
  });
  const allNegated = compiled.every(r => r.negated);
  return files.filter(file => {
    let kept = false;
    let omitted = false;
    for (const r of compiled) {
      if (!r.match(file)) continue;
      if (r.negated) omitted = true;
      else {
        kept = true;
        omitted = false;
      }
    }
    const ignored = (allNegated || kept) && !omitted;
    return !ignored;
  });
}

function typeOf(file: string, config: ClaspConfig): PushedType | undefined {
  const dot = file.lastIndexOf('.');
  const slash = file.lastIndexOf('/');
  if (dot <= slash) return undefined;
  const ext = file.slice(dot).toLowerCase();
  const scripts = extensions(config.scriptExtensions ?? config.fileExtension, ['js', 'gs']);
  if (scripts.includes(ext)) return 'SERVER_JS';
  if (extensions(config.htmlExtensions, ['html']).includes(ext)) return 'HTML';
  const base = file.slice(slash + 1, dot);
  if (extensions(config.jsonExtensions, ['json']).includes(ext) && base === 'appsscript') {
    return 'JSON';
  }
  return undefined;
}

/** The files `clasp push` run in `projectRoot` uploads, in push order. */
export function claspPushFiles(projectRoot: string): PushedFile[] {
  const config = JSON.parse(readFileSync(join(projectRoot, '.clasp.json'), 'utf8')) as ClaspConfig;
  const contentDir = resolve(projectRoot, config.srcDir ?? config.rootDir ?? '.');
  const ignoreFile = join(projectRoot, '.claspignore');
  const rules = existsSync(ignoreFile)
    ? readFileSync(ignoreFile, 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r\n|\r|\n/)
        .filter(l => l.length > 0)
    : DEFAULT_CLASP_IGNORE;
  const files = notIgnored(crawl(contentDir, !config.skipSubdirectories), rules);
  const pushed: PushedFile[] = [];
  for (const file of files) {
    const type = typeOf(file, config);
    if (!type) continue;
    const absolute = join(contentDir, file);
    const localPath = relative(projectRoot, absolute).split(sep).join('/');
    const remotePath = type === 'JSON' ? 'appsscript' : file.replace(/\.[^./]*$/, '');
    pushed.push({ localPath, remotePath, type, source: readFileSync(absolute, 'utf8') });
  }
  const order = config.filePushOrder ?? [];
  return pushed.sort((a, b) => {
    const i = order.indexOf(a.localPath);
    const j = order.indexOf(b.localPath);
    if (i === -1 && j === -1) return a.localPath.localeCompare(b.localPath);
    if (i === -1) return 1;
    if (j === -1) return -1;
    return i - j;
  });
}
