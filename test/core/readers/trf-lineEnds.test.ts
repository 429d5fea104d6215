import fc from 'fast-check';
import { readTrf } from '../../../src/core/readers/trf';
import {
  lineEnd,
  nextLineAt,
  splitLines,
  textCodes,
  textLines,
} from '../../../src/core/readers/trf/lines';

// readTrf walks the text by its line ends instead of cutting it into lines first (splitLines,
// itself checked against a split at every CR LF, LF and lone CR in trf-read.test.ts): whatever
// the endings, it must read what it reads from the same lines ended by LF alone.

/** The lines the walk readTrf does gives: textLines, then lineEnd and nextLineAt. */
function walk(text: string): string[] {
  const t = textLines(text, textCodes(text));
  const out: string[] = [];
  while (t.at < text.length) {
    const end = lineEnd(t, t.at);
    out.push(text.slice(t.at, end));
    t.at = nextLineAt(t.codes, end);
  }
  return out;
}

/** A 001 line: points in columns 81–84, then the rounds from column 92, the last without blanks after it. */
const line001 = (no: number, name: string, points: string, rounds: readonly string[]) =>
  `${`001 ${String(no).padStart(4)}      ${name.padEnd(33)}`.padEnd(80)}${points.padStart(4)}`.padEnd(
    91,
  ) + rounds.join('  ');

/** Four players, two rounds, every result on both lines. */
const PLAYERS = [
  line001(1, 'One, Ann', '1.5', ['   2 w 1', '   3 b =']),
  line001(2, 'Müller, Jörg', '1.0', ['   1 b 0', '   4 w 1']),
  line001(3, 'Three, Tom', '1.0', ['   4 w =', '   1 w =']),
  line001(4, 'Four, Flo', '0.5', ['   3 b =', '   2 b 0']),
];

/** Lines other than players: records, comments, blank lines, rulers, and one that is no TRF line. */
const OTHER = [
  '012 Event',
  'XXR 2',
  '### note',
  '',
  '   ',
  '1234567890',
  '132 24/01/01',
  'no line',
];

/** Characters written over a player line's. */
const OVER = ' 0123456789wb=+-Hx\té\u00a0'.split('');

/**
 * What readTrf gives for `text`, the CharCodes read from the text or given as a file's bytes one
 * per character (bytes from 128 on for the others): the participants (rounds included), the
 * source rows and the description, or the error message.
 */
function outcome(text: string, bytes: boolean) {
  const codes = bytes
    ? Uint8Array.from({ length: text.length }, (_, k) => {
        const c = text.charCodeAt(k);
        return c < 128 ? c : 128 + (c % 128);
      })
    : undefined;
  try {
    const r = readTrf(text, {}, codes);
    return {
      participants: r.tournament.participants.map(p => ({ ...p })),
      rounds: r.tournament.rounds,
      sourceRows: r.sourceRows,
      description: r.description,
    };
  } catch (e) {
    return (e as Error).message;
  }
}

describe('TRF lines found by their ends', () => {
  it('the walk gives the lines splitLines gives', () => {
    const text = fc
      .array(fc.constantFrom('001', ' ', 'x', 'ü', '\r', '\n', '\r\n', '\ufeff'), { maxLength: 40 })
      .map(parts => parts.join(''));
    fc.assert(
      fc.property(text, t => {
        expect(walk(t)).toEqual(splitLines(t));
      }),
      { numRuns: 5000 },
    );
  });

  it('readTrf reads any endings as it reads the same lines ended by LF', () => {
    let read = 0;
    fc.assert(
      fc.property(
        // Other lines put before player k (k = 4: after the last).
        fc.array(fc.tuple(fc.nat(4), fc.constantFrom(...OTHER)), { maxLength: 3 }),
        // Characters of a player line overwritten, or the line cut short.
        fc.array(fc.tuple(fc.nat(3), fc.nat(), fc.constantFrom(...OVER)), { maxLength: 2 }),
        fc.option(fc.tuple(fc.nat(3), fc.nat(115))),
        fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (others, changes, cut, endings, lastEnd, bom, bytes) => {
          const players = PLAYERS.map(l => l.split(''));
          for (const [k, at, c] of changes) players[k][at % players[k].length] = c;
          if (cut) players[cut[0]].length = Math.min(players[cut[0]].length, cut[1]);
          const lines = ['012 Open', 'XXR 2'];
          for (let k = 0; k <= 4; k++) {
            for (const [before, l] of others) if (before === k) lines.push(l);
            if (k < 4) lines.push(players[k].join(''));
          }
          let text = bom ? '\ufeff' : '';
          lines.forEach((l, k) => {
            text += l;
            if (k < lines.length - 1 || lastEnd) text += endings[k % endings.length];
          });
          const expected = outcome(splitLines(text).join('\n'), bytes);
          expect(outcome(text, bytes)).toEqual(expected);
          if (typeof expected !== 'string') read++;
        },
      ),
      { numRuns: 2000 },
    );
    // Files that read (not only errors) are compared.
    expect(read).toBeGreaterThan(200);
  });

  it('an error quotes the round from its own line, not from the next one', () => {
    // Players 1 and 2 both won: the rounds are quoted from the lines as written, each line the
    // last round on it, then CR LF and the next line.
    const text = [
      '012 Open',
      line001(1, 'One, Ann', '1.0', ['   2 w 1']),
      line001(2, 'Two, Bob', '1.0', ['   1 b 1']),
      '',
    ].join('\r\n');
    expect(outcome(text, false)).toMatch(
      /^line 2: round 1: "2 w 1" contradicts line 3, which has "1 b 1": /,
    );
  });
});
