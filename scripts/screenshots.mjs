// npm run screenshots — the README's pictures of the sidebar (docs/images/*.png), taken in
// Chromium as the browser test of a whole event drives it (test/browser/eventFlow.test.ts, its
// English run): the test takes them when README_SCREENSHOTS names a folder. Each picture is
// cropped to the part of the sidebar the README talks about and must stay under 80 KiB.
//
// Usage: npm run screenshots
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const images = join(root, 'docs', 'images');
const LIMIT = 80 * 1024;
/** The pictures the README shows, in the order of its walk-through. */
const EXPECTED = [
  '1-new-swiss.png',
  '2-pair-next-round.png',
  '3-build-standings-source.png',
  '4-build-standings-lists.png',
  '5-standings-written.png',
];

execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--quiet'], {
  stdio: 'inherit',
});
const jest = join(
  dirname(createRequire(import.meta.url).resolve('jest/package.json')),
  'bin',
  'jest.js',
);
execFileSync(
  process.execPath,
  [jest, 'test/browser/eventFlow.test.ts', '-t', 'a new Swiss in the browser \\(en\\)'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, README_SCREENSHOTS: images } },
);

let failed = false;
const found = new Set(readdirSync(images).filter(f => f.endsWith('.png')));
for (const name of EXPECTED) {
  if (!found.has(name)) {
    console.error(`missing: docs/images/${name}`);
    failed = true;
    continue;
  }
  const size = statSync(join(images, name)).size;
  const note = size > LIMIT ? ' — over 80 KiB, crop it further' : '';
  console.log(`docs/images/${name}: ${(size / 1024).toFixed(1)} KiB${note}`);
  if (size > LIMIT) failed = true;
}
if (failed) process.exit(1);
