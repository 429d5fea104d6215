/**
 * `chess-standings pair --accelerate baku`: the Baku method's virtual points (C.04.5.1) written
 * into the TRF as XXA records, read back and paired the same; a file with XXA records and the
 * flag refused; the explanation says who carries virtual points and why; the standings never
 * count them. The tournament: 20 players, 7 rounds (GA = 1–10, 1 point in rounds 1–2, ½ in 3–4,
 * as baku.test.ts works out from the rule).
 */
import { readPairingTrf } from '../../src/core/pairing';
import { main } from '../../src/cli/main';
import { runPair } from '../../src/cli/pair';
import { runWith, tmpFile } from '../support/cli';
import { fillResults, playerLine } from '../support/trfRounds';

const run = (argv: string[]) => runWith(runPair, argv);

const START = [
  '012 Accelerated open',
  'XXR 7',
  'XXC white1',
  ...Array.from({ length: 20 }, (_, i) => playerLine(i + 1)),
].join('\n');

/** White wins when the sum of the two numbers is odd, else a draw: some variety in the scores. */
const result = (w: number, b: number) => ((w + b) % 2 === 1 ? '1' : '=');

const withoutXxa = (text: string) =>
  text
    .split('\n')
    .filter(l => !l.startsWith('XXA'))
    .join('\n');

function pair(text: string, ...flags: string[]) {
  return run([tmpFile('event.trf', text.endsWith('\n') ? text : `${text}\n`), ...flags]);
}

describe('pair --accelerate baku --format trf', () => {
  const r1 = pair(START, '--accelerate', 'baku', '--format', 'trf');

  it('writes one XXA record per GA player before the player lines: 1.0 1.0 0.5 0.5', () => {
    expect(r1.status).toBe(0);
    const lines = r1.out.split('\n');
    expect(lines.slice(0, 13)).toEqual([
      '012 Accelerated open',
      'XXR 7',
      'XXC white1',
      ...Array.from(
        { length: 10 },
        (_, i) => `XXA ${String(i + 1).padStart(4, '0')}  1.0  1.0  0.5  0.5`,
      ),
    ]);
    expect(lines[13].startsWith('001    1')).toBe(true);
  });

  it('reads back with the same virtual points', () => {
    const back = readPairingTrf(fillResults(r1.out, 1, result)).request;
    for (const p of back.players) {
      expect([p.id, p.accelerations]).toEqual([p.id, p.id <= 10 ? [10, 10, 5, 5] : undefined]);
    }
  });

  it('pairs every later round the same from its XXA records as with the flag (rounds 2–6)', () => {
    let withXxa = fillResults(r1.out, 1, result);
    for (let round = 2; round <= 6; round++) {
      const fromRecords = pair(withXxa, '--format', 'tsv');
      const fromFlag = pair(withoutXxa(withXxa), '--accelerate', 'baku', '--format', 'tsv');
      expect(fromRecords.status).toBe(0);
      expect([round, fromRecords.out]).toEqual([round, fromFlag.out]);
      const next = pair(withXxa, '--format', 'trf');
      expect(next.status).toBe(0);
      withXxa = fillResults(next.out, round, result);
    }
  });

  it('pairs round 2 otherwise without the virtual points (they matter)', () => {
    const filled = fillResults(r1.out, 1, result);
    expect(pair(withoutXxa(filled), '--format', 'tsv').out).not.toBe(
      pair(filled, '--format', 'tsv').out,
    );
  });

  it('refuses a file with XXA records and the flag, naming the first XXA line (exit 2)', () => {
    const r = pair(fillResults(r1.out, 1, result), '--accelerate', 'baku');
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'chess-standings pair: --accelerate baku: the file gives virtual points itself (XXA, ' +
        'line 4); leave out --accelerate to pair with them, or remove the XXA records to have ' +
        'the Baku method work them out',
    );
  });

  it('refuses a point system other than 1 / ½ / 0 (BBW 3.0)', () => {
    const r = pair(
      START.replace('XXC white1', 'XXC white1\nBBW  3.0\nBBD  1.0'),
      '--accelerate',
      'baku',
    );
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'chess-standings pair: --accelerate baku: Baku acceleration (C.04.5.1) is for the standard ' +
        'point system (win 1, draw ½, loss 0); this tournament scores a win 3, a draw 1, a loss 0',
    );
  });

  it('--accelerate takes only baku', () => {
    const r = pair(START, '--accelerate', 'fast');
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'chess-standings pair: --accelerate: "fast" is not one of baku',
    );
  });
});

describe('pair --accelerate baku --explain', () => {
  it('says who is in group A and why, and the virtual points of this round', () => {
    const filled = fillResults(
      pair(START, '--accelerate', 'baku', '--format', 'trf').out,
      1,
      result,
    );
    const r = pair(withoutXxa(filled), '--accelerate', 'baku', '--explain');
    expect(r.status).toBe(0);
    expect(r.out).toContain(
      'Baku acceleration (C.04.5.1): group A is pairing numbers 1–10, 1 virtual point this round',
    );
    expect(r.out).toContain(
      '\nBaku acceleration (C.04.5.1): group A is pairing numbers 1–10 (10 is its last player): ' +
        'the first half of the 20 players paired in round 1, rounded up to an even number: 10\n' +
        '  of the 7 rounds the first half, rounded up, is accelerated: 1 virtual point in rounds ' +
        '1–2 (the first half of them, rounded up), ½ in rounds 3–4\n' +
        '  round 2: 1 virtual point for every player of group A, none for group B\n' +
        '  1 virtual point in this round for: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10\n',
    );
    const de = pair(withoutXxa(filled), '--accelerate', 'baku', '--explain', '--lang', 'de');
    expect(de.out).toContain(
      'Baku-Beschleunigung (C.04.5.1): Gruppe A sind die Paarungsnummern 1–10 (10 ist ihr letzter Spieler)',
    );
  });

  it('names XXA records given by the file as the source of the virtual points', () => {
    const filled = fillResults(
      pair(START, '--accelerate', 'baku', '--format', 'trf').out,
      1,
      result,
    );
    const r = pair(filled, '--explain');
    expect(r.out).toContain(
      '\nVirtual points given by the file (XXA records or its tournament type; C.04.5):\n' +
        '  1 virtual point in this round for: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10\n',
    );
  });
});

describe('the standings never count virtual points', () => {
  it('a file with XXA records gives the same standings as without them: real points only', () => {
    const filled = fillResults(
      pair(START, '--accelerate', 'baku', '--format', 'trf').out,
      1,
      result,
    );
    const standings = (text: string) => {
      let out = '';
      const status = main(
        [tmpFile('event.trf', text), '--format', 'tsv'],
        s => (out += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
        () => undefined,
      );
      return { status, out };
    };
    const a = standings(filled);
    expect(a.status).toBe(0);
    expect(a.out).toBe(standings(withoutXxa(filled)).out);
    // Round 1 was 1–6 (odd sum: White 1 wins), 7–2 (odd: 7 wins), 3–8 (odd: 3 wins), …: every
    // player has 1 or 0 real points, none the 2 his virtual point would make.
    const points = a.out
      .trimEnd()
      .split('\n')
      .slice(1)
      .map(r => Number(r.split('\t')[3]));
    expect(Math.max(...points)).toBe(1);
    expect(points.reduce((s, p) => s + p, 0)).toBe(10);
  });
});
