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
