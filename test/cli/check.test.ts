/**
 * `chess-standings check`: a tournament of the conformance set (every round paired by
 * bbpPairings) passes with exit 0; the same with a round changed by hand exits 1 and names the
 * round, its boards and the rule, in English and German, as text and as TSV; bad input exits 2
 * naming the TRF line; --accelerate baku works out the virtual points, and is refused with XXA.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runCheck } from '../../src/cli/check';
import { runWith, tmpFile } from '../support/cli';
import { playerLine } from '../support/trfRounds';

const run = (argv: string[]) => runWith(runCheck, argv);
const fixture = (name: string) =>
  readFileSync(join(__dirname, '..', 'fixtures', 'pairing', name, 'tournament.trf'), 'utf8');

/**
 * Eight players (check.test.ts works the rules out by hand): round 1 1–5, 6–2, 3–7, 8–4, the
 * higher numbers winning; round 2 by the rules 4–1, 2–3, 5–8, 7–6 — played instead 3–1, 2–4.
 */
const CHANGED = [
  '012 Club open',
  'XXR 5',
  'XXC white1',
  playerLine(1, ['   5 w 1', '   3 b =']),
  playerLine(2, ['   6 b 1', '   4 w =']),
  playerLine(3, ['   7 w 1', '   1 w =']),
  playerLine(4, ['   8 b 1', '   2 b =']),
  playerLine(5, ['   1 b 0', '   8 w =']),
  playerLine(6, ['   2 w 0', '   7 b =']),
  playerLine(7, ['   3 b 0', '   6 w =']),
  playerLine(8, ['   4 w 0', '   5 b =']),
].join('\n');

describe('chess-standings check', () => {
  it('a tournament paired by the rules throughout: every round agrees, exit 0', () => {
    const r = run([tmpFile('s0004.trf', fixture('s0004'))]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain(
      'Pairing check — FIDE Dutch system (C.04.3, 2025): rounds 1–7 paired again from the rounds before each',
    );
    expect(r.out).toContain('Round 7: as the rules give it\n');
    expect(r.out.trimEnd().split('\n').pop()).toBe(
      'All 7 rounds are paired as the rules give them.',
    );
  });

  it('tells the size of its work once the file is read: players, and the rounds played', () => {
    const told: [number, number][] = [];
    const workload = (players: number, rounds: number) => told.push([players, rounds]);
    const status = runCheck(
      [tmpFile('club.trf', `${CHANGED}\n`)],
      () => {},
      () => {},
      workload,
    );
    expect(status).toBe(1);
    expect(told).toEqual([[8, 2]]);
  });

  it('a round changed by hand: exit 1, the round, its boards and the rule (C12)', () => {
    const r = run([tmpFile('club.trf', `${CHANGED}\n`)]);
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      'Round 1: as the rules give it\n' +
        'Round 2 differs from the rules — C12: more players do not get their colour preference ' +
        '(bracket of score 1)\n' +
        '  played: board 1: 3 Player 3 – 1 Player 1, board 2: 2 Player 2 – 4 Player 4\n' +
        '  the rules give: board 1: 4 Player 4 – 1 Player 1, board 2: 2 Player 2 – 3 Player 3\n',
    );
    expect(r.out.trimEnd().split('\n').pop()).toBe('1 of 2 rounds differ from the rules: 2');
  });

  it('--lang de: the same in German', () => {
    const r = run([tmpFile('club.trf', `${CHANGED}\n`), '--lang', 'de']);
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      'Runde 2 weicht von den Regeln ab — C12: mehr Spieler bekommen ihre Farbpräferenz nicht ' +
        '(Gruppe mit Punktzahl 1)\n' +
        '  gespielt: Brett 1: 3 Player 3 – 1 Player 1, Brett 2: 2 Player 2 – 4 Player 4\n',
    );
    expect(r.out.trimEnd().split('\n').pop()).toBe('1 von 2 Runden weicht von den Regeln ab: 2');
  });

  it('--format tsv: one row per round', () => {
    const r = run([tmpFile('club.trf', `${CHANGED}\n`), '--format', 'tsv']);
    expect(r.status).toBe(1);
    expect(r.out).toBe(
      'Round\tStatus\tCriterion\tBracket\tPlayed\tRules\n' +
        '1\tsame\t\t\t\t\n' +
        '2\tdiffers\tC12\t1.0\t1:3-1 2:2-4\t1:4-1 2:2-3\n',
    );
  });

  it('is reached through the main command', () => {
    let out = '';
    const status = main(
      ['check', tmpFile('club.trf', `${CHANGED}\n`), '--format', 'tsv'],
      s => (out += s),
      () => undefined,
    );
    expect(status).toBe(1);
    expect(out.split('\n')[2]).toBe('2\tdiffers\tC12\t1.0\t1:3-1 2:2-4\t1:4-1 2:2-3');
  });

  it('bad input: exit 2 naming the TRF line', () => {
    const broken = CHANGED.replace('   3 b =', '   3 x =');
    const r = run([tmpFile('broken.trf', `${broken}\n`)]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^chess-standings check: .*broken\.trf: line 4: /);
  });

  it('bad input: fewer rounds in XXR than played (exit 2)', () => {
    const r = run([tmpFile('short.trf', `${CHANGED.replace('XXR 5', 'XXR 1')}\n`)]);
    expect(r.status).toBe(2);
    expect(r.err).toContain(
      'line 2: the total number of rounds is 1, but the file holds 2 rounds played',
    );
  });

  it('a file that cannot be read, a missing file name: exit 2', () => {
    expect(run(['/nonexistent/x.trf']).status).toBe(2);
    expect(run(['--format', 'tsv']).status).toBe(2);
  });
});

describe('chess-standings check --accelerate baku', () => {
  // 8 players, 5 rounds: GA = 2·⌈8/4⌉ = 4 players (1–4) with 1 virtual point in rounds 1–2.
  // Round 1 with it: {1, 2, 3, 4} apart from {5, 6, 7, 8}: 1–3, 4–2, 5–7, 8–6 (E.5 colours).
  const ACCELERATED = [
    '012 Accelerated',
    'XXR 5',
    'XXC white1',
    playerLine(1, ['   3 w 1']),
    playerLine(2, ['   4 b 1']),
    playerLine(3, ['   1 b 0']),
    playerLine(4, ['   2 w 0']),
    playerLine(5, ['   7 w 1']),
    playerLine(6, ['   8 b 1']),
    playerLine(7, ['   5 b 0']),
    playerLine(8, ['   6 w 0']),
  ].join('\n');

  it('agrees with the virtual points, differs without them (round 1 is not 1–5, 6–2, …)', () => {
    const file = tmpFile('acc.trf', `${ACCELERATED}\n`);
    const accelerated = run([file, '--accelerate', 'baku']);
    expect(accelerated.status).toBe(0);
    expect(accelerated.out).toContain(
      'Virtual points of the Baku acceleration (C.04.5.1) worked out for every round (--accelerate baku)',
    );
    expect(run([file]).status).toBe(1);
  });

  it('a file with XXA records and the flag is refused (exit 2)', () => {
    const withXxa = ACCELERATED.replace('XXC white1', 'XXC white1\nXXA 0001  1.0  1.0');
    const r = run([tmpFile('xxa.trf', `${withXxa}\n`), '--accelerate', 'baku']);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'chess-standings check: --accelerate baku: the file gives virtual points itself (XXA, ' +
        'line 4); leave out --accelerate to pair with them, or remove the XXA records to have ' +
        'the Baku method work them out',
    );
  });
});
