/**
 * `chess-standings pair`: the three formats on conformance cases (expected pairings from the
 * endorsed engine bbpPairings, fixture rounds.tsv), the explanation, and the exit statuses for
 * bad input (naming the TRF line), an unpairable round and command-line mistakes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { runPair } from '../../src/cli/pair';
import { cutRound, expectedRounds } from '../core/pairing/cutRound';
import { runWith } from '../support/cli';

const fixtures = join(__dirname, '..', 'fixtures', 'pairing');
const dir = mkdtempSync(join(tmpdir(), 'chess-pair-'));
let files = 0;

function file(content: string): string {
  const f = join(dir, `f${++files}.trf`);
  writeFileSync(f, content);
  return f;
}

function caseFile(name: string, round: number): { path: string; expected: string[][] } {
  const trf = readFileSync(join(fixtures, name, 'tournament.trf'), 'utf8');
  const rounds = expectedRounds(readFileSync(join(fixtures, name, 'rounds.tsv'), 'utf8'));
  return { path: file(cutRound(trf, round)), expected: rounds.get(round) as string[][] };
}

const run = (argv: string[]) => runWith(runPair, argv);

const header = '012 Test\nXXR 5\nXXC white1\n';

/** A 001 line: start number, name, rating, points, then round blocks such as "   2 w 1". */
function player(id: number, points: string, ...blocks: string[]): string {
  const head = `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${'2000'.padStart(4)}`;
  return `${head.padEnd(80)}${points.padStart(4)} ${String(id).padStart(4)}${blocks.map(b => `  ${b}`).join('')}`;
}

describe('chess-standings pair --format tsv', () => {
  it('prints the pairing of s0002 round 3 exactly as the endorsed engine (bye row last)', () => {
    const { path, expected } = caseFile('s0002', 3);
    const r = run([path, '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      ['Board\tWhite\tBlack', ...expected.map(row => row.join('\t'))].join('\n') + '\n',
    );
    // s0002/rounds.tsv, round 3: 1–2, 3–7, 6–4, bye 5.
    expect(r.out).toBe('Board\tWhite\tBlack\n1\t1\t2\n2\t3\t7\n3\t6\t4\n\t5\t\n');
  });

  it('pairs a round with half-point byes and absences (s0001 round 3: 45 has 0000 - H)', () => {
    const { path, expected } = caseFile('s0001', 3);
    const r = run([path, '--format', 'tsv']);
    expect(r.status).toBe(0);
    const rows = r.out
      .trimEnd()
      .split('\n')
      .slice(1)
      .map(l => l.split('\t'));
    expect(rows).toEqual(expected);
    expect(rows.some(row => row.includes('45'))).toBe(false);
  });

  it('is reached through the main command', () => {
    const { path } = caseFile('s0002', 3);
    let out = '';
    const status = main(
      ['pair', path, '--format', 'tsv'],
      s => (out += s),
      () => undefined,
    );
    expect(status).toBe(0);
    expect(out.split('\n')[0]).toBe('Board\tWhite\tBlack');
  });
});

describe('chess-standings pair: the size of its work', () => {
  it('tells it once the file is read (players, one round), and not for a file it cannot read', () => {
    const { path } = caseFile('s0002', 3);
    const told: [number, number][] = [];
    const workload = (players: number, rounds: number) => told.push([players, rounds]);
    expect(
      runPair(
        [path, '--format', 'tsv'],
        () => {},
        () => {},
        workload,
      ),
    ).toBe(0);
    // s0002 has 7 players (round 3 above: three boards and the bye).
    expect(told).toEqual([[7, 1]]);
    expect(
      runPair(
        [join(dir, 'missing.trf')],
        () => {},
        () => {},
        workload,
      ),
    ).toBe(2);
    expect(told).toEqual([[7, 1]]);
  });
});

describe('chess-standings pair --format text and --explain', () => {
  it('shows names, scores, the bye and the players not paired', () => {
    const { path } = caseFile('s0001', 3);
    const r = run([path]);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Round 3 of 10');
    expect(r.out).toMatch(/Board\s+White\s+Black/);
    expect(r.out).toContain('13  31 Test0031 Player0031 (1.0)  17 Test0017 Player0017 (1.0)');
    expect(r.out).toContain('Not paired (bye requested or absent): 45 Test0045 Player0045 (0.0)');
  });

  it('explains brackets, floaters, colours and the bye', () => {
    const { path } = caseFile('s0002', 3);
    const r = run([path, '--explain']);
    expect(r.status).toBe(0);
    // s0002 after round 2: 1 and 2 on 2 points, 3 4 6 7 on 1, 5 on 0 (tournament.trf).
    expect(r.out).toContain('\n  Bracket 2: residents 1, 2\n    pairs: 1–2\n');
    expect(r.out).toContain('\n  Bracket 1: residents 3, 4, 6, 7\n');
    expect(r.out).toContain('\nPairing-allocated bye: 5 (score 0)\n');
    expect(r.out).toContain(
      '  Board 1: 1 White (WB, mild preference for White) – 2 Black (BW, mild preference for ' +
        'Black): both colour preferences can be granted (E.1)',
    );
  });
});

/**
 * Three players, each barred from the bye (C.04.1 art. 4): round 1 1–2 and 3 the bye; round 2
 * 2 wins against 1 by forfeit, 3 a full-point bye; round 3 1 wins against 3 by forfeit, 2 the
 * bye. Lines 4, 5, 6 of the file.
 */
const NO_BYE_CANDIDATE = [
  header.trimEnd(),
  player(1, '2.0', '   2 w 1', '   2 w -', '   3 w +'),
  player(2, '2.0', '   1 b 0', '   1 b +', '0000 - U'),
  player(3, '2.0', '0000 - U', '0000 - F', '   1 b -'),
].join('\n');

describe('chess-standings pair: an odd field with nobody who may get the bye', () => {
  it('names every player, his TRF line and the rounds that bar him (exit 1)', () => {
    const r = run([file(`${NO_BYE_CANDIDATE}\n`)]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      ': line 4: 3 players are to be paired, an odd number, and none of them may receive the ' +
        'pairing-allocated bye, which C.04.1 art. 4 bars after a pairing-allocated bye or a ' +
        'round won without playing: 1 Player 1 (line 4): forfeit win against 3 Player 3 in ' +
        'round 3; 2 Player 2 (line 5): forfeit win against 1 Player 1 in round 2, ' +
        'pairing-allocated bye in round 3; 3 Player 3 (line 6): pairing-allocated bye in round ' +
        '1, full-point bye in round 2. Mark one more player absent, or let one more player play',
    );
  });

  it('pairs the same field once one of them is marked absent in round 4', () => {
    // 1 absent: 2 (one game, with Black: strong preference for White) meets 3 (no game).
    const absent = NO_BYE_CANDIDATE.replace(/(001 {4}1 .*)$/m, '$1  0000 - Z');
    const r = run([file(`${absent}\n`), '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.out).toBe('Board\tWhite\tBlack\n1\t2\t3\n');
  });
});

describe('chess-standings pair --initial-colour', () => {
  // Round 1 of six players, no XXC: the initial colour is still to be set or drawn.
  const six = ['012 Test', 'XXR 5', ...[1, 2, 3, 4, 5, 6].map(id => player(id, '0.0'))].join('\n');
  // Spec §13 E1 and rule E.5: white1 gives 1–4, 5–2, 3–6; black1 the colours the other way.
  const WHITE1 = 'Board\tWhite\tBlack\n1\t1\t4\n2\t5\t2\n3\t3\t6\n';
  const BLACK1 = 'Board\tWhite\tBlack\n1\t4\t1\n2\t2\t5\n3\t6\t3\n';

  it('set: black gives pairing number 1 Black, and --format trf records it as XXC', () => {
    const f = file(`${six}\n`);
    expect(run([f, '--initial-colour', 'black', '--format', 'tsv']).out).toBe(BLACK1);
    expect(run([f, '--initial-colour', 'white', '--format', 'tsv']).out).toBe(WHITE1);
    const trf = run([f, '--initial-colour', 'black', '--format', 'trf']).out;
    expect(trf.split('\n').slice(0, 3)).toEqual(['012 Test', 'XXR 5', 'XXC black1']);
    expect(trf).toMatch(/^001 {4}1 .* {3}4 b$/m);
  });

  it('drawn: the colour and the seed are printed, the same seed draws the same, the file keeps it', () => {
    const f = file(`${six}\n`);
    const first = run([f, '--initial-colour', 'draw', '--seed', '4711']);
    expect(first.status).toBe(0);
    const drawn =
      /Initial colour drawn by lot \(seed 4711\): (white1|black1), pairing number 1 has (White|Black) in round 1 \(--seed 4711 repeats the draw\)/.exec(
        first.out,
      );
    expect(drawn).not.toBeNull();
    expect(run([f, '--initial-colour', 'draw', '--seed', '4711']).out).toBe(first.out);
    const tsv = run([f, '--initial-colour', 'draw', '--seed', '4711', '--format', 'tsv']);
    expect(tsv.out).toBe(drawn?.[1] === 'white1' ? WHITE1 : BLACK1);
    expect(tsv.err).toContain('(seed 4711)');
    // The TRF written records the draw: pairing it again needs no draw and gives the same round.
    const trf = run([f, '--initial-colour', 'draw', '--seed', '4711', '--format', 'trf']).out;
    expect(trf).toContain(`\nXXC ${drawn?.[1]}\n`);
    // Without a seed a fresh one is drawn and printed.
    expect(run([f, '--initial-colour', 'draw']).out).toMatch(/drawn by lot \(seed \d+\)/);
  });

  it('refuses a draw or a colour the file already fixes, and a seed without a draw', () => {
    const { path } = caseFile('s0002', 3); // XXC white1
    const draw = run([path, '--initial-colour', 'draw']);
    expect(draw.status).toBe(2);
    expect(draw.err).toContain(
      '--initial-colour draw: the initial colour is already fixed (the file records XXC white1); ' +
        'it is drawn once, before round 1',
    );
    // The command line was written correctly: one line, no usage text.
    expect(draw.err.split('\n')).toHaveLength(2);
    const black = run([path, '--initial-colour', 'black']);
    expect(black.status).toBe(2);
    expect(black.err).toBe(
      'chess-standings pair: --initial-colour: the initial colour black1 contradicts the one the file records (white1)\n',
    );
    expect(run([path, '--initial-colour', 'draw', '--lang', 'de']).err).toBe(
      'chess-standings pair: --initial-colour draw: die Anfangsfarbe steht schon fest (die Datei gibt XXC white1 an); sie wird einmal ausgelost, vor Runde 1\n',
    );
    expect(run([path, '--initial-colour', 'white', '--format', 'tsv']).status).toBe(0);
    const noXxc = file(readFileSync(path, 'utf8').replace(/^XXC .*\n/m, ''));
    expect(run([noXxc, '--initial-colour', 'black']).err).toContain(
      'the initial colour black1 contradicts the colours already played, which give white1',
    );
    expect(run([path, '--seed', '5']).status).toBe(2);
    expect(run([path, '--initial-colour', 'purple']).status).toBe(2);
  });
});

describe('chess-standings pair --format trf', () => {
  it('appends the new round to every line: opponent and colour, the bye as 0000 - U', () => {
    const { path } = caseFile('s0002', 3);
    const r = run([path, '--format', 'trf']);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    const line = (id: number): string =>
      lines.find(l => l.startsWith(`001 ${String(id).padStart(4)}`)) as string;
    // Round 3 starts at column 112 (92 + 2 × 10).
    expect(line(1).slice(111)).toBe('   2 w');
    expect(line(2).slice(111)).toBe('   1 b');
    expect(line(5).slice(111)).toBe('0000 - U');
    expect(r.out).toContain('XXR 7');
  });
});

describe('chess-standings pair: a finished tournament, --rounds, a team file', () => {
  /** s0002 cut before round 4 (XXR 7), its XXR set to 3: every round of the file is paired. */
  const finished = (): string => {
    const { path } = caseFile('s0002', 4);
    const text = readFileSync(path, 'utf8').replace('XXR 7', 'XXR 3');
    return file(text);
  };

  it('refuses to pair round 4 of 3, naming the XXR line (exit 1), in English and German', () => {
    const f = finished();
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `chess-standings pair: ${f}: line 2: the tournament has 3 rounds and all of them are paired: there is no round 4 to pair (give the total number of rounds if the tournament is longer)\n`,
    );
    const de = run([f, '--lang', 'de']);
    expect(de.status).toBe(1);
    expect(de.err).toBe(
      `chess-standings pair: ${f}: Zeile 2: das Turnier hat 3 Runden, und alle sind ausgelost: es gibt keine Runde 4 auszulosen (geben Sie die Gesamtzahl der Runden an, wenn das Turnier länger ist)\n`,
    );
  });

  it('pairs round 4 once --rounds extends the event, as the endorsed engine does (7 rounds)', () => {
    const f = finished();
    const r = run([f, '--rounds', '7', '--format', 'tsv']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    // s0002/rounds.tsv, round 4: 3–1, 2–6, 5–7, bye 4.
    expect(r.out).toBe('Board\tWhite\tBlack\n1\t3\t1\n2\t2\t6\n3\t5\t7\n\t4\t\n');
    // The file written back says 7 rounds, so that the next round pairs without the flag.
    const trf = run([f, '--rounds', '7', '--format', 'trf']);
    expect(trf.out.split('\n').slice(0, 3)).toEqual([
      '012 Dutch pairing case s0002',
      'XXR 7',
      'XXC white1',
    ]);
    expect(trf.out.split('\n').filter(l => /^(XXR|142)/.test(l))).toEqual(['XXR 7']);
  });

  it('refuses --rounds that leaves no round to pair, and a --rounds that is no number', () => {
    const f = finished();
    const r = run([f, '--rounds', '3']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'the tournament is to have 3 rounds, but 3 are paired already: there is no round 4 to pair',
    );
    const bad = run([f, '--rounds', 'x']);
    expect(bad.status).toBe(2);
    expect(bad.err).toContain('--rounds: "x" is not a whole number of at least 1');
  });

  it('refuses a team TRF: pairing teams is not supported (exit 1), in English and German', () => {
    const teams = join(__dirname, '..', 'fixtures', 'teams', 'changing-lineups.trf');
    const r = run([teams]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^chess-standings pair: .*changing-lineups\.trf: line 32: record 013 is a team record: this is a team tournament, and pairing teams is not supported \(the pairing pairs the players of an individual Swiss\)\n$/,
    );
    const de = run([teams, '--lang', 'de']);
    expect(de.err).toContain(
      'Zeile 32: Satz 013 ist ein Mannschaftssatz: dies ist ein Mannschaftsturnier, und das Auslosen von Mannschaften wird nicht unterstützt',
    );
  });
});

describe('chess-standings pair: errors', () => {
  it('names the TRF line of a bad round entry (exit 1)', () => {
    const f = file(`${header}${player(1, '1.0', '   2 x 1')}\n${player(2, '0.0', '   1 b 0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('line 4');
    expect(r.err).toContain('colour');
  });

  it('asks for XXR', () => {
    const f = file(`012 Test\n${player(1, '0.0')}\n${player(2, '0.0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('XXR');
  });

  it('says so when opposing entries disagree', () => {
    const f = file(`${header}${player(1, '1.0', '   2 w 1')}\n${player(2, '0.0', '   1 w 0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/line 4: round 1: player 1 meets 2, but line 5/);
  });

  it('reports a round that cannot be paired (two players who already met)', () => {
    const f = file(`${header}${player(1, '1.0', '   2 w 1')}\n${player(2, '0.0', '   1 b 0')}\n`);
    const r = run([f]);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'no legal pairing exists: 1 Player 1 (line 4), 2 Player 2 (line 5): none of the other players to be paired may be their opponent',
    );
    expect(r.err).toContain('the arbiter must decide');
    const de = run([f, '--lang', 'de']);
    expect(de.status).toBe(1);
    expect(de.err).toContain(
      'es gibt keine regelgerechte Paarung: 1 Player 1 (Zeile 4), 2 Player 2 (Zeile 5): keiner der übrigen',
    );
  });

  it('exits 2 for command-line mistakes', () => {
    expect(run(['a.trf', '--format', 'xml']).status).toBe(2);
    expect(run(['a.trf', '--colour']).status).toBe(2);
    expect(run(['a.trf', 'b.trf']).status).toBe(2);
    expect(run(['a.trf', '--format', 'tsv', '--explain']).status).toBe(2);
    expect(run([join(dir, 'missing.trf')]).status).toBe(2);
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toContain('chess-standings pair FILE.trf');
  });
});
