/**
 * The initial colour: read back from round 1's colours (checked against the XXC record of every
 * conformance tournament, written by the tournament generator, not by us), and drawn by lot from a
 * seed — the same seed always the same colour, both colours about equally often.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { readPairingTrf } from '../../../src/core/pairing';
import {
  conflictWithRecord,
  drawInitialColour,
  initialColourFromHistory,
} from '../../../src/core/pairing/initialColour';
import { cutRound } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const names = readdirSync(DIR)
  .filter(d => /^s\d{4}$/.test(d))
  .sort();

test("round 1's colours give the XXC of all 150 conformance tournaments", () => {
  for (const name of names) {
    const trf = readFileSync(join(DIR, name, 'tournament.trf'), 'utf8');
    const xxc = /^XXC (white1|black1)$/m.exec(trf)?.[1];
    // Round 2's input without its XXC line: only the colours of round 1 are left to say it.
    const file = readPairingTrf(cutRound(trf, 2).replace(/^XXC .*\n/m, ''));
    expect({ name, colour: initialColourFromHistory(file.request.players) }).toEqual({
      name,
      colour: xxc === 'white1' ? 'w' : 'b',
    });
    expect(file.recordedColour).toEqual({ how: 'history', colour: xxc === 'white1' ? 'w' : 'b' });
  }
});

test('a file records its XXC; before any game nothing does', () => {
  const trf = readFileSync(join(DIR, 's0016', 'tournament.trf'), 'utf8');
  expect(readPairingTrf(cutRound(trf, 1)).recordedColour).toEqual({ how: 'record', colour: 'b' });
  expect(readPairingTrf(cutRound(trf, 1).replace(/^XXC .*\n/m, '')).recordedColour).toBeNull();
});

test('the draw: reproducible from its seed, both colours about equally often', () => {
  const draws = Array.from({ length: 2000 }, (_, i) => drawInitialColour(i + 1));
  expect(Array.from({ length: 2000 }, (_, i) => drawInitialColour(i + 1))).toEqual(draws);
  const whites = draws.filter(c => c === 'w').length;
  expect(whites).toBeGreaterThan(900);
  expect(whites).toBeLessThan(1100);
  // Neighbouring seeds are not simply alternating colours.
  const changes = draws.slice(1).filter((c, i) => c !== draws[i]).length;
  expect(changes).toBeGreaterThan(900);
  expect(changes).toBeLessThan(1100);
});

test('a choice against the record is a conflict, the same choice none', () => {
  expect(conflictWithRecord({ how: 'record', colour: 'w' }, 'w')).toBeNull();
  expect(conflictWithRecord(null, 'b')).toBeNull();
  expect(conflictWithRecord({ how: 'history', colour: 'b' }, 'w')?.text).toBe(
    'the initial colour white1 contradicts the colours already played, which give black1',
  );
  expect(conflictWithRecord({ how: 'record', colour: 'b' }, 'w')?.text).toBe(
    'the initial colour white1 contradicts the one the file records (black1)',
  );
});
