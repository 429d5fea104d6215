// Builds everything that ships:
//   dist/Code.js         Apps Script server bundle: one IIFE (global `TieBreaks`) + the reviewed
//                        wrapper declarations of src/server/globals.js (custom functions, menu, RPC)
//   dist/appsscript.json the manifest
//   dist/Sidebar.html    the sidebar, client bundle inlined (once src/client/sidebar.html exists)
//   build/cli.js         the Node command line (bin/chess-standings.js loads it); its subcommands
//                        in build/cli-teams.js, cli-keizer.js, cli-schedule.js, cli-pair.js,
//                        cli-check.js, cli-crosstable.js, cli-lists.js, cli-ratings.js
//   build/cli.js.cache   V8's code cache of build/cli.js after a run on sample files (see cacheCli),
//                        and build/cli-pair.js.cache, cli-check.js.cache of those subcommands
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

/** Subcommands of the CLI, each bundled into build/cli-NAME.js (bin/bundle.js names them). */
const { SUBCOMMANDS, cacheHeader, runBundle } = createRequire(import.meta.url)('../bin/bundle.js');

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
  // The caches of the bundles about to be replaced go first: a build that stops before writing
  // the new ones leaves no cache rather than a stale one (bin/bundle.js).
  for (const name of ['cli', ...SUBCOMMANDS.map(n => `cli-${n}`)]) {
    rmSync(join(build, `${name}.js.cache`), { force: true });
  }
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: join(build, 'cli.js'),
    plugins: [lazySubcommands],
  });
  asciiOnly('cli.js');
  for (const name of SUBCOMMANDS) {
    // The subcommand's module, and what bin/chess-standings.js runs it by (src/cli/standalone.ts):
    // build/cli.js requires the same bundle for its run function (runPair, …).
    const run = `run${name[0].toUpperCase()}${name.slice(1)}`;
    await esbuild.build({
      ...common,
      stdin: {
        contents: [
          `export * from './${name}';`,
          `import { ${run} } from './${name}';`,
          `import { standalone } from './standalone';`,
          `export { nothingQueued } from './standalone';`,
          `export const main = standalone(${run});`,
        ].join('\n'),
        resolveDir: join(root, 'src', 'cli'),
        sourcefile: `cli-${name}.ts`,
        loader: 'ts',
      },
      outfile: join(build, `cli-${name}.js`),
    });
    asciiOnly(`cli-${name}.js`);
  }
  cacheCli();
  cachePairing();
  log(
    `build/cli.js ${kib(join(build, 'cli.js'))} (+ ${SUBCOMMANDS.map(n => `cli-${n}.js`).join(', ')}, code caches ${['cli', 'cli-pair', 'cli-check'].map(n => kib(join(build, `${n}.js.cache`))).join(', ')})`,
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
 * A Swiss of 21 players, 4 of 7 rounds played, as a TRF-16 file for the pairing subcommands'
 * caches: players 1–10 meet 11–20 (10 + (i + r) % 10 + 1 in round r, so no pair meets twice),
 * with wins, draws and losses of both colours and a forfeit; player 21 has byes (U, H, Z), and
 * player 20 is absent from round 5. Round 5 then pairs 20 players in several scoregroups with
 * floaters, colour preferences and the bye, and each round played can be paired again.
 */
function pairingSampleTrf() {
  const rounds = 4;
  const lines = ['012 Pairing sample', 'XXR 7', 'XXC white1'];
  const cells = Array.from({ length: 21 }, () => []);
  const points = new Array(21).fill(0);
  const score = { 1: 1, '+': 1, '=': 0.5, 0: 0, '-': 0 };
  for (let r = 0; r < rounds; r++) {
    for (let t = 0; t < 10; t++) {
      const b = 10 + ((t + r) % 10);
      const whiteTop = (t + r) % 2 === 0;
      const k = (3 * t + 5 * r) % 5;
      let top = k === 0 || k === 3 ? '1' : k === 2 ? '=' : '0';
      if (r === 2 && t === 4) top = '+';
      const bottom = { 1: '0', 0: '1', '=': '=', '+': '-' }[top];
      cells[t].push(`${String(b + 1).padStart(4)} ${whiteTop ? 'w' : 'b'} ${top}`);
      cells[b].push(`${String(t + 1).padStart(4)} ${whiteTop ? 'b' : 'w'} ${bottom}`);
      points[t] += score[top];
      points[b] += score[bottom];
    }
    cells[20].push(`0000 - ${'UHZU'[r]}`);
    points[20] += r % 3 === 0 ? 1 : r === 1 ? 0.5 : 0;
  }
  cells[19].push('0000 - H');
  for (let i = 0; i < 21; i++) {
    const name = `Player ${i + 1}, Sample`.padEnd(33);
    const startNo = String(i + 1).padStart(4);
    const pts = points[i].toFixed(1).padStart(4);
    lines.push(
      `001 ${startNo} m    ${name} ${2400 - 20 * i} GER ${String(4600000 + i).padStart(11)} 1990/05/17 ${pts}     ${cells[i].map(c => `  ${c}`).join('')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * V8's code cache of build/NAME.js, taken after the bundle's function `run` (main, runPair…: the
 * arguments, then where the output and the errors go) has run each of `runs` (the arguments of
 * one run each, `SAMPLE` standing for a sample file of `sample`'s text): it then
 * holds the bytecode of the functions such runs call, which a started program would otherwise
 * compile on the way. Written after the bundle's size and time (bin/bundle.js), so that
 * bin/chess-standings.js never uses the cache of another bundle, and under another name first,
 * so that a program starting meanwhile never reads half a cache. `ok` tells the exit statuses a
 * run may end with.
 */
function writeCodeCache(name, run, sample, runs, ok = [0]) {
  const file = join(build, `${name}.js`);
  const source = readFileSync(file, 'utf8');
  const header = cacheHeader(statSync(file, { bigint: true }));
  const cli = runBundle(file, source);
  const path = join(tmpdir(), `chess-standings-sample-${process.pid}.trf`);
  writeFileSync(path, sample, 'utf8');
  try {
    for (const args of runs) {
      const argv = args.map(a => (a === 'SAMPLE' ? path : a));
      let problem = '';
      const status = cli.exports[run](
        argv,
        () => {},
        s => (problem += s),
      );
      if (!ok.includes(status)) {
        throw new Error(`code cache of ${name}: ${argv.join(' ')} failed: ${problem}`);
      }
    }
  } finally {
    rmSync(path, { force: true });
  }
  const partial = `${file}.cache.${process.pid}`;
  writeFileSync(
    partial,
    Buffer.concat([Buffer.from(header, 'latin1'), cli.script.createCachedData()]),
  );
  renameSync(partial, `${file}.cache`);
}

/** The standings bundle's cache: a TRF and a CSV sheet, table and TSV output. */
function cacheCli() {
  writeCodeCache('cli', 'main', sampleTrf(), [
    ['SAMPLE', '--tiebreaks', 'BH/C1,BH,SB,PS,DE,WIN,BWG', '--format', 'tsv'],
    ['SAMPLE'],
    [join(root, 'examples', 'swiss-open.csv')],
  ]);
}

/**
 * The caches of `pair` and `check`, from runs of runPair and runCheck (the bundles' main writes to
 * the program's output).
 */
function cachePairing() {
  const sample = pairingSampleTrf();
  writeCodeCache('cli-pair', 'runPair', sample, [
    ['SAMPLE', '--format', 'tsv'],
    ['SAMPLE'],
    ['SAMPLE', '--format', 'trf'],
  ]);
  // check ends with 1 when a round played is not the one the rules give (this sample's are not).
  writeCodeCache(
    'cli-check',
    'runCheck',
    sample,
    [['SAMPLE', '--format', 'tsv'], ['SAMPLE']],
    [0, 1],
  );
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
