/**
 * Builds dist/ when it is missing or older than the sources, so a single test file can run on
 * its own. Under `npm test` the pretest build is fresh and nothing is rebuilt (no other test
 * sees dist/ change while it runs). Jest's two workers may both find dist/ stale (`npx jest` on a
 * fresh clone): a lock (a directory, created atomically) lets one of them build while the other
 * waits, and then finds the build fresh.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const LOCK = join(ROOT, 'build', '.ensureBuilt.lock');
/** A lock older than this was left by a worker that died while building: it is taken over. */
const ABANDONED_MS = 5 * 60_000;

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function stale(): boolean {
  const outputs = ['Code.js', 'Sidebar.html'].map(f => join(ROOT, 'dist', f));
  const sources = Math.max(
    newest(join(ROOT, 'src')),
    statSync(join(ROOT, 'scripts', 'build.mjs')).mtimeMs,
  );
  return outputs.some(f => !existsSync(f) || statSync(f).mtimeMs < sources);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether this process now holds the lock. */
function tryLock(): boolean {
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  try {
    mkdirSync(LOCK);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > ABANDONED_MS) rmSync(LOCK, { recursive: true });
    } catch {
      // Released meanwhile: the next attempt will tell.
    }
    return false;
  }
}

export function ensureBuilt(): void {
  while (stale()) {
    if (!tryLock()) {
      sleep(200);
      continue;
    }
    try {
      if (stale()) {
        execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--quiet'], {
          cwd: ROOT,
        });
      }
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
    return;
  }
}
