/** The README's table of supported tie-breaks stays true: every registered code, nothing more. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../src/core/tiebreaks';
import { registeredNames } from '../src/core/tiebreaks/registry';
import { PRESETS } from '../src/core/tiebreaks/presets';

const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Supported tie-breaks'),
  readme.indexOf('## Deploy'),
);

function documentedAcronyms(): string[] {
  const names = new Set<string>();
  for (const line of section.split('\n').filter(l => l.startsWith('| `'))) {
    const first = line.split('|')[1];
    for (const m of first.matchAll(/`([A-Z]+)[^`]*`/g)) names.add(m[1]);
  }
  return [...names].sort();
}

it('lists every registered tie-break code (and its aliases) and no other', () => {
  expect(documentedAcronyms()).toEqual(registeredNames());
});

it('names every preset with its exact list', () => {
  for (const p of PRESETS) {
    expect(section.replace(/\s+/g, ' ')).toContain(`\`${p.name}\` (${p.codes.join(', ')}`);
  }
});

describe('the walk-through', () => {
  const root = join(__dirname, '..');
  const pictures = [...readme.matchAll(/!\[[^\]]*\]\((docs\/images\/[^)]+\.png)\)/g)].map(
    m => m[1],
  );

  it('shows the sidebar views from New Swiss… to the lists, each picture small', () => {
    expect(pictures).toEqual([
      'docs/images/1-new-swiss.png',
      'docs/images/2-pair-next-round.png',
      'docs/images/3-build-standings-source.png',
      'docs/images/4-build-standings-lists.png',
      'docs/images/5-standings-written.png',
    ]);
    for (const p of pictures) {
      const bytes = readFileSync(join(root, p));
      // A PNG, 300 px wide (the sidebar), under 80 KiB.
      expect([p, bytes.subarray(1, 4).toString('latin1'), bytes.readUInt32BE(16)]).toEqual([
        p,
        'PNG',
        300,
      ]);
      expect([p, bytes.length < 80 * 1024]).toEqual([p, true]);
    }
  });

  it('names npm scripts that exist', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    const named = [...readme.matchAll(/npm run ([a-z:-]+)/g)].map(m => m[1]);
    expect(named).toContain('screenshots');
    for (const name of named) expect([name, name in scripts]).toEqual([name, true]);
  });
});
