import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Needs `node scripts/build.mjs` (or --cli-only) first, as the other tests of the built command.
const root = join(__dirname, '..', '..');
const bin = join(root, 'bin', 'chess-standings.js');

describe('the built command line (build/)', () => {
  const SUBCOMMANDS = [
    ['teams', 'runTeams', 'chess-standings teams FILE'],
    ['keizer', 'runKeizer', 'chess-standings keizer RESULTS.csv'],
    ['schedule', 'runSchedule', 'chess-standings schedule --players N'],
    ['pair', 'runPair', 'chess-standings pair FILE.trf'],
    ['ratings', 'runRatings', 'chess-standings ratings FILE'],
    ['check', 'runCheck', 'chess-standings check FILE.trf'],
    ['crosstable', 'runCrosstable', 'chess-standings crosstable FILE'],
    ['lists', 'runLists', 'chess-standings lists FILE'],
  ] as const;

  it.each(SUBCOMMANDS)(
    'the standings bundle does not hold the %s subcommand; its own bundle does',
    (name, fn) => {
      expect(readFileSync(join(root, 'build', 'cli.js'), 'utf8')).not.toContain(`function ${fn}(`);
      expect(readFileSync(join(root, 'build', `cli-${name}.js`), 'utf8')).toContain(
        `function ${fn}(`,
      );
    },
  );

  it.each(SUBCOMMANDS)('`chess-standings %s --help` runs from its own bundle', (name, _, usage) => {
    const r = spawnSync(process.execPath, [bin, name, '--help'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(usage);
  });

  it('a name that is not a subcommand is read as a file, also one of Object.prototype', () => {
    const r = spawnSync(process.execPath, [bin, 'constructor'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('chess-standings: cannot read constructor: there is no such file\n');
  });
});
