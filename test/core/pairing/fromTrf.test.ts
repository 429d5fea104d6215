/**
 * The pairing reader takes a block of plain 001 lines through the standings reader's loop
 * (readPlainPlayers) and every other line through parsePlayerLine, line by line. Both must give
 * the same file: read here once as it comes, and once with the codes it is handed changed so
 * that no line starts as a 001 line there (the fast path then takes nothing, and every line is
 * read from its string), on every conformance tournament (byes, forfeits, withdrawals, late
 * entries), and on files whose lines leave the fast path halfway.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { readPairingTrf, type PairingFile } from '../../../src/core/pairing';
import { textCodes } from '../../../src/core/readers/trf/lines';
import { cutRound } from './cutRound';

const DIR = join(__dirname, '../../fixtures/pairing');
const names = readdirSync(DIR)
  .filter(d => /^s\d{4}$/.test(d))
  .sort();

/** The text's codes with each line's first character hidden from the fast path. */
function lineByLine(text: string): Uint8Array {
  const codes = textCodes(text);
  for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) {
    codes[at] = 0;
  }
  return codes;
}

/** What a read gives, or the message it throws. */
function read(text: string, codes?: Uint8Array): PairingFile | string {
  try {
    return readPairingTrf(text, {}, codes);
  } catch (e) {
    return (e as Error).message;
  }
}

function expectSameReads(text: string): void {
  const fast = read(text);
  expect(fast).toEqual(read(text, lineByLine(text)));
  // The command line's codes (the file's bytes) and the reader's own give the same file.
  expect(fast).toEqual(read(text, textCodes(text)));
}

test('every conformance tournament reads the same both ways: its last round to pair, and finished', () => {
  let files = 0;
  for (const name of names) {
    const trf = readFileSync(join(DIR, name, 'tournament.trf'), 'utf8');
    const total = Number(/^XXR (\d+)/m.exec(trf)?.[1]);
    for (const text of [cutRound(trf, total), trf]) {
      expect(typeof read(text)).toBe('object');
      expectSameReads(text);
      files++;
    }
  }
  expect(files).toBe(2 * names.length);
});

const S0002 = readFileSync(join(DIR, 's0002', 'tournament.trf'), 'utf8');
const cut = cutRound(S0002, 4);
const playerLines = cut.split('\n').filter(l => l.startsWith('001'));

test('a line the fast path does not take, between plain ones, reads as parsePlayerLine reads it', () => {
  // Player 3's name with emoji (its columns are code points: four emoji for the four digits),
  // and player 5's points written with two decimals (1.00): both leave the fast path, the lines
  // after them return to it.
  const emoji = cut.replace('Test0003 Player0003', 'Test😀😀😀😀 Player0003');
  expect(emoji).not.toBe(cut);
  const file = read(emoji);
  expect(typeof file).toBe('object');
  expect((file as PairingFile).request.players.find(p => p.id === 3)?.name).toBe(
    'Test😀😀😀😀 Player0003',
  );
  expectSameReads(emoji);
  const decimals = cut.replace(/^(001 {4}5 .{71}) 1\.0/m, '$11.00');
  expect(decimals).not.toBe(cut);
  expect(typeof read(decimals)).toBe('object');
  expectSameReads(decimals);
  // Every player of the cut file is read, in the file's order.
  expect((file as PairingFile).request.players.map(p => p.id)).toEqual(
    playerLines.map(l => Number(l.slice(4, 8))),
  );
});

test('a start number used twice is refused on its second line, naming the first', () => {
  const lines = cut.split('\n');
  const first = lines.findIndex(l => l.startsWith('001    2 '));
  const later = lines.findIndex(l => l.startsWith('001    6 '));
  lines[later] = `${lines[later].slice(0, 4)}   2${lines[later].slice(8)}`;
  const text = lines.join('\n');
  expect(read(text)).toBe(
    `line ${later + 1}: start number 2 appears twice (also line ${first + 1})`,
  );
  expectSameReads(text);
});
