import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';

/*
 * bin/chess-standings.js runs build/cli.js from V8's code cache that the build writes beside it
 * (build/cli.js.cache). The cache only saves compiling: with it, without it, or with one that does
 * not belong to the bundle, the command prints the same, results and errors alike.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cacheHeader, cachedBundle } = require('../../bin/bundle.js') as {
  cacheHeader: (stat: { size: bigint; mtimeNs: bigint }) => string;
  cachedBundle: (file: string) => { source: string; cachedData: Buffer } | undefined;
};
const root = join(__dirname, '..', '..');
const bundle = join(root, 'build', 'cli.js');
const fixture = join(root, 'test', 'fixtures', 'spec', 'dtv3-swiss8-forfeit.trf');

const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A copy of bin/ and build/cli.js in a directory of its own, with the cache file that `cache`
 * makes from the copy's first line (cacheHeader of its stat).
 */
function install(name: string, cache?: (header: string) => Buffer): string {
  const home = join(dir, name);
  if (existsSync(home)) return join(home, 'bin', 'chess-standings.js');
  mkdirSync(join(home, 'bin'), { recursive: true });
  mkdirSync(join(home, 'build'), { recursive: true });
  for (const f of ['chess-standings.js', 'bundle.js'])
    copyFileSync(join(root, 'bin', f), join(home, 'bin', f));
  const copy = join(home, 'build', 'cli.js');
  copyFileSync(bundle, copy);
  if (cache) writeFileSync(`${copy}.cache`, cache(headerOf(copy)));
  return join(home, 'bin', 'chess-standings.js');
}

const headerOf = (file: string): string => cacheHeader(statSync(file, { bigint: true }));

/** Waits `ms` milliseconds: file times advance in steps of the kernel's clock tick. */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function run(bin: string, args: readonly string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the code cache of the built command', () => {
  const source = readFileSync(bundle, 'utf8');
  const cache = readFileSync(`${bundle}.cache`);
  const header = headerOf(bundle);
  const data = cache.subarray(header.length);

  it("starts with the bundle's size and time, and this Node accepts the V8 data after it", () => {
    expect(header).toMatch(/^\d+ \d+\n$/);
    expect(cache.toString('latin1', 0, header.length)).toBe(header);
    expect(cachedBundle(bundle)).toEqual({ source, cachedData: data });
    const script = new Script(Module.wrap(source), { filename: bundle, cachedData: data });
    expect(script.cachedDataRejected).toBe(false);
  });

  it('is not used for a bundle written after it, even one of the same length', () => {
    const bin = install('edited', h => Buffer.concat([Buffer.from(h), data]));
    const copy = join(bin, '..', '..', 'build', 'cli.js');
    expect(cachedBundle(copy)).toBeDefined();
    // V8 would take this cache for the edited bundle (it checks only the length) and print the
    // old message from the bytecode of the cached function.
    const edited = source.split('there is no such file').join('THERE IS NO SUCH FILE');
    expect(edited).not.toBe(source);
    expect(edited.length).toBe(source.length);
    sleep(50);
    writeFileSync(copy, edited, 'utf8');
    expect(cachedBundle(copy)).toBeUndefined();
    const got = run(bin, [join(dir, 'missing.trf')]);
    expect(got.status).toBe(2);
    expect(got.stderr).toContain('THERE IS NO SUCH FILE');
  });

  it('is missing after a build that stopped before writing it: the old ones are removed first', () => {
    const build = readFileSync(join(root, 'scripts', 'build.mjs'), 'utf8');
    const removed = build.indexOf('rmSync(join(build, `${name}.js.cache`)');
    expect(removed).toBeGreaterThan(0);
    expect(build.slice(build.lastIndexOf('for (', removed), removed)).toContain(
      "['cli', ...SUBCOMMANDS.map(n => `cli-${n}`)]",
    );
    expect(removed).toBeLessThan(build.indexOf("outfile: join(build, 'cli.js')"));
  });

  describe.each([
    ['the build’s cache', () => join(root, 'bin', 'chess-standings.js')],
    ['no cache', () => install('none')],
    [
      'the cache of another bundle',
      () => install('other', () => Buffer.concat([Buffer.from(header), data])),
    ],
    [
      'V8 data that V8 refuses',
      () => install('refused', h => Buffer.concat([Buffer.from(h), Buffer.from('not V8 data')])),
    ],
  ])('with %s', (_, bin) => {
    const plain = () => install('plain');

    it('prints the same standings as the bundle compiled from source', () => {
      const args = [fixture, '--tiebreaks', 'BH/C1,BH,SB,PS,DE,WIN,BWG', '--format', 'tsv'];
      const got = run(bin(), args);
      expect(got.status).toBe(0);
      // Player 1 (4.5 points) heads the table.
      expect(got.stdout.split('\n')[1]).toMatch(/^1\t1\tP1\t4\.5\t/);
      expect(got).toEqual(run(plain(), args));
    });

    it('refuses a bad file with the same message, naming the line', () => {
      const bad = join(dir, 'bad.trf');
      const text = readFileSync(fixture, 'utf8').replace(
        '0002 b =  0004 b 1',
        '0002 b =  0004 x 1',
      );
      writeFileSync(bad, text, 'utf8');
      const got = run(bin(), [bad]);
      expect(got.status).toBe(1);
      expect(got.stderr).toContain('line 4');
      expect(got).toEqual(run(plain(), [bad]));
    });
  });
});

/*
 * `pair` and `check` run from their own bundles (build/cli-pair.js, cli-check.js), each with a
 * code cache of its own: with it, without it, or with one V8 refuses, the same output.
 */
describe.each(['pair', 'check'])('the code cache of the %s bundle', name => {
  const bundleOf = join(root, 'build', `cli-${name}.js`);
  const trf = join(root, 'test', 'fixtures', 'pairing', 's0001', 'tournament.trf');

  /** A copy of bin/ and the subcommand's bundle, with the cache `cache` makes (none: none). */
  function installSub(dirName: string, cache?: (header: string) => Buffer): string {
    const home = join(dir, `${name}-${dirName}`);
    const bin = join(home, 'bin', 'chess-standings.js');
    if (existsSync(home)) return bin;
    mkdirSync(join(home, 'bin'), { recursive: true });
    mkdirSync(join(home, 'build'), { recursive: true });
    for (const f of ['chess-standings.js', 'bundle.js'])
      copyFileSync(join(root, 'bin', f), join(home, 'bin', f));
    const copy = join(home, 'build', `cli-${name}.js`);
    copyFileSync(bundleOf, copy);
    if (cache) writeFileSync(`${copy}.cache`, cache(headerOf(copy)));
    return bin;
  }

  it("holds the pairing's code, not the standings' tie-breaks", () => {
    // A module of the pairing's importing the core's index once pulled in every tie-break's
    // registration (48 modules: cli-pair.js 293 -> 385 KB, its code cache 188 -> 240 KB), which
    // a started program then read and deserialised for nothing. esbuild names each module it
    // bundles in a comment (// src/...); the standings bundle has the tie-breaks.
    const source = readFileSync(bundleOf, 'utf8');
    const standings = readFileSync(join(root, 'build', 'cli.js'), 'utf8');
    for (const marker of ['// src/core/tiebreaks/', '// src/core/readers/resultsList.ts']) {
      expect(standings).toContain(marker);
      expect(source).not.toContain(marker);
    }
    // The pairing reader's fast path for plain 001 lines is there.
    expect(source).toContain('// src/core/readers/trf/plainPlayers.ts');
  });

  it('belongs to the bundle, and this Node accepts its V8 data', () => {
    const cached = cachedBundle(bundleOf);
    expect(cached).toBeDefined();
    const { source, cachedData } = cached as { source: string; cachedData: Buffer };
    const script = new Script(Module.wrap(source), { filename: bundleOf, cachedData });
    expect(script.cachedDataRejected).toBe(false);
  });

  it.each([
    ['no cache', () => installSub('none')],
    [
      'V8 data that V8 refuses',
      () => installSub('refused', h => Buffer.concat([Buffer.from(h), Buffer.from('not V8 data')])),
    ],
  ])('prints what it prints with %s', (_, bin) => {
    for (const args of [
      [name, trf, '--format', 'tsv'],
      [name, trf],
      [name, join(dir, 'none.trf')],
    ]) {
      const got = run(join(root, 'bin', 'chess-standings.js'), args);
      expect(got.stdout + got.stderr).not.toBe('');
      expect(got).toEqual(run(bin(), args));
    }
  });
});
