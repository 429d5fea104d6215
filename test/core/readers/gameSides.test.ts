import {
  awardText,
  gameOfSides,
  isArbiterAward,
  type Side,
} from '../../../src/core/readers/gameSides';

const SIDES: readonly Side[] = [
  'win',
  'draw',
  'loss',
  'forfeit-win',
  'forfeit-loss',
  'double-forfeit',
  'pending',
];

/** Every accepted pair (a, b) and what the game becomes; every other pair contradicts. */
const ACCEPTED: ReadonlyMap<string, readonly [Side, Side]> = new Map([
  ['win/loss', ['win', 'loss']],
  ['loss/win', ['loss', 'win']],
  ['draw/draw', ['draw', 'draw']],
  // arbiter's awards over the board: together below a win
  ['loss/loss', ['loss', 'loss']],
  ['draw/loss', ['draw', 'loss']],
  ['loss/draw', ['loss', 'draw']],
  ['forfeit-win/forfeit-loss', ['forfeit-win', 'forfeit-loss']],
  ['forfeit-loss/forfeit-win', ['forfeit-loss', 'forfeit-win']],
  // a forfeit loss on both sides is a double forfeit
  ['forfeit-loss/forfeit-loss', ['double-forfeit', 'double-forfeit']],
  ['double-forfeit/double-forfeit', ['double-forfeit', 'double-forfeit']],
  ['pending/pending', ['pending', 'pending']],
]);

describe('gameOfSides: one rule for both sides of a game, in every layout', () => {
  const pairs = SIDES.flatMap(a => SIDES.map(b => [a, b] as const));
  it.each(pairs)('%s facing %s', (a, b) => {
    expect(gameOfSides(a, b)).toEqual(ACCEPTED.get(`${a}/${b}`) ?? null);
  });

  it('names the arbiter’s awards and only them', () => {
    const awards = pairs.filter(([a, b]) => isArbiterAward(a, b)).map(([a, b]) => awardText(a, b));
    expect(awards).toEqual(['½-0', '0-½', '0-0']);
  });
});
