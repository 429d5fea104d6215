/**
 * Conformance with the FIDE-endorsed engine bbpPairings (--dutch, 2025 rules): every round of
 * the 150 stored tournaments (1,221 rounds) is cut as the fixture's cut_round.py cuts it, paired,
 * and compared with the engine's pairing — pairs, colours, board order and the bye.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { pairNextRound, readPairingTrf } from '../../../src/core/pairing';
import { cutRound, expectedRounds } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const names = readdirSync(DIR)
  .filter(d => /^s\d{4}$/.test(d))
  .sort();

function pairingRows(input: string): string[][] {
  const file = readPairingTrf(input);
  const p = pairNextRound(file.request);
  const rows = p.boards.map(b => [String(b.board), String(b.white), String(b.black)]);
  if (p.bye !== null) rows.push(['', String(p.bye), '']);
  return rows;
}

test('the fixture set is complete: 150 tournaments, 1,221 rounds', () => {
  const rounds = names.reduce(
    (n, name) => n + expectedRounds(readFileSync(join(DIR, name, 'rounds.tsv'), 'utf8')).size,
    0,
  );
  expect(names).toHaveLength(150);
  expect(rounds).toBe(1221);
});

describe.each(names)('%s', name => {
  test('every round is paired exactly as the endorsed engine pairs it', () => {
    const trf = readFileSync(join(DIR, name, 'tournament.trf'), 'utf8');
    const expected = expectedRounds(readFileSync(join(DIR, name, 'rounds.tsv'), 'utf8'));
    for (const [round, rows] of expected) {
      const input = cutRound(trf, round);
      expect({ round, rows: pairingRows(input) }).toEqual({ round, rows });
    }
  }, 300_000);
});
