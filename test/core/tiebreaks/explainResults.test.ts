/**
 * Every kind of round has a result text in an explanation: a game still to be played is
 * "pending (no result yet)", never `undefined` (=TIEBREAK_EXPLAIN and the sidebar print it).
 */
import { readProgressTable } from '../../../src/core/readers/progressTable';
import { explainTiebreak } from '../../../src/core/tiebreaks';

// Round 1: Anna beat Bert, Cleo had a pairing-allocated bye, Dirk lost by forfeit to Emil.
// Round 2: Anna-Cleo paired, not played yet; Bert-Emil drew; Dirk took a half-point bye.
// Round 3: Anna full-point bye, Bert zero-point bye, Cleo-Emil double forfeit, Dirk withdrew.
const GRID = [
  ['No.', 'Name', '1', '2', '3'],
  [1, 'Anna', '2w1', '3w', 'F'],
  [2, 'Bert', '1b0', '5w½', 'Z'],
  [3, 'Cleo', 'U', '1b', '5w--'],
  [4, 'Dirk', '5w-', 'H', 'withdrawn'],
  [5, 'Emil', '4b+', '2b½', '3b--'],
];

describe('result texts of an explanation', () => {
  const t = readProgressTable(GRID).tournament;
  const results = (i: number) => explainTiebreak(t, i, 'BH').rows.map(r => r.result);

  it('names every kind of round, a pending game as pending, a pairing bye plainly as bye', () => {
    expect(results(0)).toEqual(['1', 'pending (no result yet)', 'full-point bye']);
    expect(results(1)).toEqual(['0', '½', 'zero-point bye']);
    expect(results(2)).toEqual(['bye', 'pending (no result yet)', '--']);
    expect(results(3)).toEqual(['-', 'half-point bye', 'withdrawn']);
    expect(results(4)).toEqual(['+', '½', '--']);
  });
});
