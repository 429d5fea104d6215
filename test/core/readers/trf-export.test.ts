import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { parseDelimited } from '../../../src/core/readers/csv';
import { readGrid } from '../../../src/core/readers/readGrid';
import type { Tournament } from '../../../src/core/model/types';
import { decodeTrf, readTrf, writeTrf16 } from '../../../src/core/readers/trf';
import { expectEqual } from '../../support/equal';
import { randomTournament } from './randomTrf';
import { afterExport, everyStandings, withoutGameEnds } from './trfRoundTrip';

const root = join(__dirname, '../../..');
const conformance = join(root, 'test/fixtures/conformance');

/**
 * Export, read back, compare the whole model and the standings by every code; export again. Game
 * endings have no TRF field: LECH (the only code reading them) is compared with the source's games
 * all ended regularly, every other code with the source itself.
 */
function roundTrip(t: Tournament): void {
  const written = writeTrf16(t);
  const back = readTrf(written).tournament;
  expectEqual(back, afterExport(t));
  expectEqual(everyStandings(back, 'LECH'), everyStandings(t, 'LECH'));
  expectEqual(everyStandings(back), everyStandings(withoutGameEnds(t)));
  expect(writeTrf16(back)).toBe(written);
}

describe('lossless TRF export of the examples (read by the sheet readers)', () => {
  // keizer-players.csv is a player list, team-league.csv a team match list (team export).
  const examples = [
    'keizer-results.csv',
    'lechenich-results.csv',
    'seed-crosstable.csv',
    'swiss-open.csv',
  ];

  test('the list covers every example the sheet reader reads as an individual event', () => {
    const readable = readdirSync(join(root, 'examples')).filter(f => {
      try {
        const t = readGrid(
          parseDelimited(readFileSync(join(root, 'examples', f), 'utf8')),
        ).tournament;
        return (t.teams ?? []).length === 0;
      } catch {
        return false;
      }
    });
    expect(readable).toEqual(examples);
  });

  test.each(examples)('%s', f => {
    // A crosstable exports only with its rounds stated (the Berger table's).
    roundTrip(
      readGrid(parseDelimited(readFileSync(join(root, 'examples', f), 'utf8')), {
        bergerRounds: true,
      }).tournament,
    );
  });
});

describe('lossless TRF export of every individual conformance and spec file', () => {
  const files = [
    ...['real', 'generated'].flatMap(dir =>
      readdirSync(join(conformance, dir))
        .filter(f => f.endsWith('.trf'))
        .map(f => join(conformance, dir, f)),
    ),
    ...readdirSync(join(root, 'test/fixtures/spec'))
      .filter(f => f.endsWith('.trf'))
      .map(f => join(root, 'test/fixtures/spec', f)),
  ];
  const individual = files.filter(f => (read(f).teams ?? []).length === 0);

  function read(file: string): Tournament {
    return readTrf(decodeTrf(readFileSync(file))).tournament;
  }

  test('there are files', () => {
    expect(individual.length).toBeGreaterThanOrEqual(45);
  });

  test.each(individual.map(f => [f.slice(root.length + 1)]))('%s', f => {
    roundTrip(read(join(root, f)));
  });
});

describe('property: random tournaments export losslessly', () => {
  test('every field, every kind of round, the standings by every code', () => {
    fc.assert(
      fc.property(fc.gen(), g => roundTrip(randomTournament(g))),
      { numRuns: 100 },
    );
  });
});
