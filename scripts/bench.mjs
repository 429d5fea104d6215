// npm run bench: bundles scripts/bench/run.ts for Node and runs it.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'build', 'bench.js');
await esbuild.build({
  entryPoints: [join(root, 'scripts/bench/run.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: out,
  logLevel: 'warning',
});
// Arguments go to run.ts (`npm run bench -- trf` or `-- pairing` runs that bench only).
execFileSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit' });
