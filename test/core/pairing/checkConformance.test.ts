/**
 * The pairing checker on the conformance set: 150 tournaments whose every round bbpPairings
 * paired (test/fixtures/pairing, README there), read whole — with their byes, absences, late
 * entries, withdrawals and forfeits — and every one of their 1,221 rounds re-paired from the
 * rounds before it. The checker must find no difference at all.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { readPairingTrf } from '../../../src/core/pairing';
import { checkTournament } from '../../../src/core/pairing/check';
import { checkInputFromTrf } from '../../../src/core/pairing/checkInput';
import { expectedRounds } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const names = readdirSync(DIR)
  .filter(d => /^s\d{4}$/.test(d))
  .sort();

test('the checker sees the whole set: 150 tournaments', () => {
  expect(names).toHaveLength(150);
});

describe.each(names)('%s', name => {
  test('every round played is the round the rules give', () => {
    const trf = readFileSync(join(DIR, name, 'tournament.trf'), 'utf8');
    const rounds = expectedRounds(readFileSync(join(DIR, name, 'rounds.tsv'), 'utf8')).size;
    const checked = checkTournament(checkInputFromTrf(readPairingTrf(trf)));
    expect(checked).toHaveLength(rounds);
    expect(checked.filter(r => r.verdict.kind !== 'agrees').map(r => r.round)).toEqual([]);
  }, 300_000);
});
