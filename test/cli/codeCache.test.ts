import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
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
const root = join(__dirname, '..', '..');
const bundle = join(root, 'build', 'cli.js');
const fixture = join(root, 'test', 'fixtures', 'spec', 'dtv3-swiss8-forfeit.trf');

const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of bin/ and build/cli.js in a directory of its own, with the given cache file. */
function install(name: string, cache?: Buffer): string {
  const home = join(dir, name);
  if (existsSync(home)) return join(home, 'bin', 'chess-standings.js');
  mkdirSync(join(home, 'bin'), { recursive: true });
  mkdirSync(join(home, 'build'), { recursive: true });
  for (const f of ['chess-standings.js', 'bundle.js'])
    copyFileSync(join(root, 'bin', f), join(home, 'bin', f));
  copyFileSync(bundle, join(home, 'build', 'cli.js'));
  if (cache) writeFileSync(join(home, 'build', 'cli.js.cache'), cache);
  return join(home, 'bin', 'chess-standings.js');
}

function run(bin: string, args: readonly string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('the code cache of the built command', () => {
  const source = readFileSync(bundle, 'utf8');
  const cache = readFileSync(`${bundle}.cache`);

  it("starts with the bundle's SHA-1, and this Node accepts the V8 data after it", () => {
    expect(cache.toString('latin1', 0, 41)).toBe(`${sha1(source)}\n`);
    const script = new Script(Module.wrap(source), {
      filename: bundle,
      cachedData: cache.subarray(41),
    });
    expect(script.cachedDataRejected).toBe(false);
  });

  describe.each([
    ['the build’s cache', () => join(root, 'bin', 'chess-standings.js')],
    ['no cache', () => install('none')],
    [
      'the cache of another bundle',
      () =>
        install('other', Buffer.concat([Buffer.from(`${sha1('other')}\n`), cache.subarray(41)])),
    ],
    [
      'V8 data that V8 refuses',
      () => install('refused', Buffer.concat([cache.subarray(0, 41), Buffer.from('not V8 data')])),
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
