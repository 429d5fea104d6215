// Builds everything that ships:
//   dist/Code.js         Apps Script server bundle: one IIFE (global `TieBreaks`) + the reviewed
//                        wrapper declarations of src/server/globals.js (custom functions, menu, RPC)
//   dist/appsscript.json the manifest
//   dist/Sidebar.html    the sidebar, client bundle inlined (once src/client/sidebar.html exists)
//   build/cli.js         the Node command line (bin/chess-standings.js loads it); its subcommands
//                        in build/cli-teams.js, cli-keizer.js, cli-schedule.js, cli-pair.js,
//                        cli-check.js, cli-crosstable.js, cli-lists.js, cli-ratings.js
//   build/cli.js.cache   V8's code cache of build/cli.js after a run on sample files (see cacheCli)
// dist/ is what `clasp push` uploads (.clasp.json rootDir), and Apps Script runs the top level of
// every pushed script file on every execution: so dist/ holds the three files above and nothing
// else (the Node bundle would throw `module is not defined` there), and anything left in it by an
// older build is removed.
// Usage: node scripts/build.mjs [--cli-only] [--quiet]
import * as esbuild from 'esbuild';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const quiet = args.has('--quiet');
const log = (...m) => {
  if (!quiet) console.log(...m);
};
const dist = join(root, 'dist');
const build = join(root, 'build');
mkdirSync(dist, { recursive: true });
mkdirSync(build, { recursive: true });

/** What dist/ may hold: exactly what clasp should push. */
const PUSHED = new Set(['Code.js', 'appsscript.json', 'Sidebar.html']);

/** Subcommands of the CLI, each bundled into build/cli-NAME.js and required when named. */
const SUBCOMMANDS = [
  'teams',
  'keizer',
  'schedule',
  'pair',
  'check',
  'crosstable',
  'lists',
  'ratings',
];

/** The package's version, which `chess-standings --version` prints (written into the bundle). */
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

async function buildCli() {
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    legalComments: 'none',
    logLevel: 'warning',
    define: { __VERSION__: JSON.stringify(version) },
  };
  // main.ts requires a subcommand's module only when it is named: that require is pointed at the
  // subcommand's own bundle, so the standings command does not load (parse) the others' code.
  const lazySubcommands = {
    name: 'lazy-subcommands',
    setup(b) {
      const names = new RegExp(`^\\./(${SUBCOMMANDS.join('|')})$`);
      b.onResolve({ filter: names }, a =>
        a.kind === 'require-call' && a.importer.endsWith(join('src', 'cli', 'main.ts'))
          ? { path: `./cli-${names.exec(a.path)[1]}.js`, external: true }
          : undefined,
      );
    },
  };
  // The cache of the bundle about to be replaced goes first: a build that stops before writing the
  // new one leaves no cache rather than a stale one (bin/bundle.js).
  rmSync(join(build, 'cli.js.cache'), { force: true });
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: join(build, 'cli.js'),
    plugins: [lazySubcommands],
  });
  asciiOnly('cli.js');
  for (const name of SUBCOMMANDS) {
    await esbuild.build({
      ...common,
      entryPoints: [join(root, `src/cli/${name}.ts`)],
      outfile: join(build, `cli-${name}.js`),
    });
    asciiOnly(`cli-${name}.js`);
  }
  cacheCli();
  log(
    `build/cli.js ${kib(join(build, 'cli.js'))} (+ ${SUBCOMMANDS.map(n => `cli-${n}.js`).join(', ')}, code cache ${kib(join(build, 'cli.js.cache'))})`,
  );
}

/**
 * A bundle of build/ in ASCII characters only (scripts/asciiBundle.cjs): V8 then holds it as one
 * byte per character, which saves decoding and compiling a wide copy on every start. A character
 * that cannot be rewritten leaves the bundle as esbuild wrote it (same program, slower to load).
 */
function asciiOnly(name) {
  const file = join(build, name);
  const source = readFileSync(file, 'utf8');
  try {
    const ascii = createRequire(import.meta.url)('./asciiBundle.cjs').asciiOnly(source);
    if (ascii !== source) writeFileSync(file, ascii, 'utf8');
  } catch (e) {
    console.warn(`build/${name} stays UTF-8: ${e instanceof Error ? e.message : e}`);
  }
}

/**
 * A small Swiss as a TRF-16 file: 8 players, 3 rounds, wins, draws and losses with both colours,
 * a game lost by forfeit (1 against 7 in round 3), and a ninth player with a bye of each kind.
 * Enough for every step of the standings command to run once, the reading of unplayed rounds too.
 */
function sampleTrf() {
  const lines = ['012 Sample', 'XXR 3'];
  const player = (i, points, rounds) => {
    const name = `Player ${i + 1}, Sample`.padEnd(33);
    const startNo = String(i + 1).padStart(4);
    const pts = points.toFixed(1).padStart(4);
    lines.push(
      `001 ${startNo} m    ${name} ${2400 - 50 * i} GER ${String(4600000 + i).padStart(11)} 1990/05/17 ${pts}     ${rounds}`,
    );
  };
  for (let i = 0; i < 8; i++) {
    const top = i < 4;
    let rounds = '';
    let points = 0;
    for (let r = 0; r < 3; r++) {
      // Round r pairs top-half player t with bottom-half player 4 + (t + r) % 4.
      const opp = top ? 4 + ((i + r) % 4) : (i - 4 - r + 8) % 4;
      const white = top === (r % 2 === 0);
      let result = r === 1 ? '=' : (r === 0) === top ? '1' : '0';
      if (r === 2 && (i === 0 || i === 6)) result = result === '1' ? '+' : '-';
      points += result === '1' || result === '+' ? 1 : result === '=' ? 0.5 : 0;
      rounds += `  ${String(opp + 1).padStart(4)} ${white ? 'w' : 'b'} ${result}`;
    }
    player(i, points, rounds);
  }
  player(8, 1.5, '  0000 - U  0000 - H  0000 - Z');
  return `${lines.join('\n')}\n`;
}

/**
 * V8's code cache of build/cli.js, taken after the bundle has read sample files (a TRF and a CSV
 * sheet, table and TSV output): it then holds the bytecode of the functions a standings run calls,
 * which a started program would otherwise compile on the way. Written after the bundle's size and
 * time (bin/bundle.js), so that bin/chess-standings.js never uses the cache of another bundle, and
 * under another name first, so that a program starting meanwhile never reads half a cache.
 */
function cacheCli() {
  const file = join(build, 'cli.js');
  const source = readFileSync(file, 'utf8');
  const { cacheHeader, runBundle } = createRequire(import.meta.url)('../bin/bundle.js');
  const header = cacheHeader(statSync(file, { bigint: true }));
  const cli = runBundle(file, source);
  const sample = join(tmpdir(), `chess-standings-sample-${process.pid}.trf`);
  writeFileSync(sample, sampleTrf(), 'utf8');
  const runs = [
    [sample, '--tiebreaks', 'BH/C1,BH,SB,PS,DE,WIN,BWG', '--format', 'tsv'],
    [sample],
    [join(root, 'examples', 'swiss-open.csv')],
  ];
  try {
    for (const argv of runs) {
      let problem = '';
      const status = cli.exports.main(
        argv,
        () => {},
        s => (problem += s),
      );
      if (status !== 0) throw new Error(`code cache: ${argv.join(' ')} failed: ${problem}`);
    }
  } finally {
    rmSync(sample, { force: true });
  }
  const partial = `${file}.cache.${process.pid}`;
  writeFileSync(
    partial,
    Buffer.concat([Buffer.from(header, 'latin1'), cli.script.createCachedData()]),
  );
  renameSync(partial, `${file}.cache`);
}

/** Removes what older builds left in dist/ (dist/cli.js, dist/bench.js); dot files stay. */
function pruneDist() {
  for (const entry of readdirSync(dist)) {
    if (PUSHED.has(entry) || entry.startsWith('.')) continue;
    rmSync(join(dist, entry), { recursive: true, force: true });
    log(`dist/${entry} removed (clasp would push it)`);
  }
}

async function buildServer() {
  await esbuild.build({
    entryPoints: [join(root, 'src/server/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'TieBreaks',
    target: 'es2019',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    outfile: join(dist, 'Code.js'),
    // The whole bundle is evaluated on every call (each custom-function cell, each menu click):
    // strip whitespace and simplify syntax, but keep names so Apps Script's stack traces stay
    // readable. The footer (JSDoc + wrappers) is emitted verbatim.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    banner: { js: '/** @OnlyCurrentDoc */' },
    footer: { js: readFileSync(join(root, 'src/server/globals.js'), 'utf8') },
    logLevel: 'warning',
  });
  copyFileSync(join(root, 'appsscript.json'), join(dist, 'appsscript.json'));
  log(`dist/Code.js ${kib(join(dist, 'Code.js'))}`);
}

async function buildSidebar() {
  const page = join(root, 'src/client/sidebar.html');
  if (!existsSync(page)) return;
  const result = await esbuild.build({
    entryPoints: [join(root, 'src/client/main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Inline the script: escape sequences that would end the script element early, and use a
  // replacer function so `$&` in minified code is not read as a replacement pattern.
  const js = result.outputFiles[0].text
    .replace(/<\/script/gi, '<\\/script')
    .replace(/<!--/g, '<\\!--');
  const html = readFileSync(page, 'utf8').replace('/*__SIDEBAR_JS__*/', () => js);
  writeFileSync(join(dist, 'Sidebar.html'), html);
  log(`dist/Sidebar.html ${kib(join(dist, 'Sidebar.html'))}`);
}

function kib(file) {
  return `${(statSync(file).size / 1024).toFixed(1)} KiB`;
}

try {
  await buildCli();
  if (!args.has('--cli-only')) {
    await buildServer();
    await buildSidebar();
    pruneDist();
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
