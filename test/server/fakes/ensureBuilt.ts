/**
 * Builds dist/ when it is missing or older than the sources, so a single test file can run on
 * its own. Under `npm test` the pretest build is fresh and nothing is rebuilt (no other test
 * sees dist/ change while it runs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function ensureBuilt(): void {
  const outputs = ['Code.js', 'Sidebar.html'].map(f => join(ROOT, 'dist', f));
  const sources = Math.max(
    newest(join(ROOT, 'src')),
    statSync(join(ROOT, 'scripts', 'build.mjs')).mtimeMs,
  );
  const stale = outputs.some(f => !existsSync(f) || statSync(f).mtimeMs < sources);
  if (stale)
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--quiet'], { cwd: ROOT });
}
