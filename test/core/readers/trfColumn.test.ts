import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../../src/core/errors';
import { readGrid } from '../../../src/core/readers/readGrid';
import { readTrf } from '../../../src/core/readers/trf';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../fixtures/conformance/real', name), 'utf8');

/** What Sheets makes of a pasted text file: one line per row in column A, trailing spaces gone. */
function pasted(text: string): string[][] {
  return text
    .replace(/\r/g, '')
    .replace(/\n+$/, '')
    .split('\n')
    .map(l => [l.replace(/\s+$/, ''), '']);
}

describe('a TRF pasted into the first column', () => {
  it('reads like the file itself, each participant on the row of its 001 record', () => {
    const text = fixture('tec-swiss-individual.trf');
    const fromSheet = readGrid(pasted(text));
    const fromFile = readTrf(text);
    expect(fromSheet.layout).toBe('trf');
    expect(fromSheet.tournament.participants).toEqual(fromFile.tournament.participants);
    // Lines 1-4 are the header records; Alyx's 001 record is line 5, i.e. row index 4.
    expect(fromSheet.sourceRows[0]).toBe(4);
    expect(fromSheet.sourceRows[15]).toBe(19);
    expect(fromSheet.description).toMatch(/TRF pasted into the sheet/);
  });

  it('names the cell of the offending line', () => {
    const rows = pasted(fixture('tec-swiss-individual.trf'));
    rows[6][0] = rows[6][0].replace('    11 w =', '    99 w =');
    let error: unknown;
    try {
      readGrid(rows);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const e = error as InputError;
    expect(e.location).toEqual({ kind: 'cell', row: 6, col: 0 });
    expect(e.at({ row: 1, col: 1 }).message).toMatch(/^A7: /);
  });

  it('is not mistaken for other layouts, nor they for it', () => {
    expect(
      readGrid([
        ['Spieler', 'A', 'B'],
        ['A', '-', '1'],
        ['B', '0', '-'],
      ]).layout,
    ).toBe('crosstable');
  });
});
