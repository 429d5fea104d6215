/**
 * The sidebar's import takes a whole event's PGN (pasted or uploaded): it becomes a progress-table
 * sheet the standings and the custom functions read. Expected values: the FIDE TEC round-robin
 * exercise (reference calculator, test/fixtures/conformance/real/expected/tec-rr-individual.tsv)
 * written as a PGN, and the hand-worked nasty-open.pgn (test/core/readers/pgn.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STANDINGS } from '../../src/server/functions/individual';
import { sidebarApi } from '../../src/server/sidebar/api';
import type { Outcome, StandingsRequest } from '../../src/shared/types';
import { ROOT } from './fakes/examples';
import { FakeApps } from './fakes/spreadsheetService';

const PGN = join(ROOT, 'test', 'fixtures', 'pgn');
const rrPgn = readFileSync(join(PGN, 'tec-rr-individual.pgn'), 'utf8');

function apiFor(userLocale = 'en') {
  const apps = new FakeApps({ sheets: [{ name: 'Sheet1', values: [] }], userLocale });
  return { apps, api: sidebarApi(apps.services()) };
}

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

const REQUEST: StandingsRequest = {
  range: '',
  tiebreaks: { kind: 'custom', codes: ['DE', 'SB', 'SB/C1', 'PS', 'WON', 'KS'] },
  rules: 'auto',
  afterRound: null,
  unratedRating: null,
  output: 'snapshot',
  explanations: false,
};

describe('importing a PGN', () => {
  it('makes a sheet whose standings give the TEC round robin’s reference values', () => {
    const { apps, api } = apiFor();
    const imported = value(api.importTrf({ fileName: 'tec.pgn', text: rrPgn, base64: null }));
    expect(imported.sheet).toBe('FIDE TEC tie-break exercise round-robin individual (Exercise');
    // The sheet's record keeps the system, and the description says it is a round robin.
    expect(imported.description).toBe('Round-robin progress table, 6 players, 5 rounds');
    expect(imported.notes).toEqual([
      'The event is a round robin: the sidebar’s standings of this sheet use round-robin rules; in a formula add the option "system=round-robin".',
    ]);
    value(api.buildStandings({ ...REQUEST, range: imported.ref }));
    const rows = apps.sheet(`Standings – ${imported.sheet}`).getRange(5, 1, 6, 10).getValues();
    // TEC tie-break exercise 2.2 (PTS DE SB SB/C1 PS WON KS by name). DE is a position within
    // the group tied on points, and only round-robin rules give these: read as Swiss, the
    // direct encounter of the 1.5-point group would be 0 (cannot separate) for all three.
    const want: Record<string, number[]> = {
      Alyx: [3.5, 1, 9.25, 9.25, 10.5, 3, 2],
      Bruno: [3.5, 2, 6.25, 4.75, 10, 3, 0.5],
      Charline: [3.5, 2, 6.25, 4.75, 11, 3, 0.5],
      David: [1.5, 3, 4.25, 4.25, 3.5, 1, 1],
      Franck: [1.5, 2, 3.25, 3.25, 6.5, 1, 0.5],
      Helene: [1.5, 1, 2.25, 1.5, 3.5, 0, 0],
    };
    for (const row of rows) {
      expect([row[2], ...row.slice(3)]).toEqual([row[2], ...want[row[2] as string]]);
    }
    // Start numbers follow the initial ranking: Helene (2000) is 5, Franck (1950) 6.
    const sheet = apps.sheet(imported.sheet);
    expect(sheet.getRange('A6:B7').getValues()).toEqual([
      [5, 'Helene'],
      [6, 'Franck'],
    ]);
  });

  it('the custom functions read the imported sheet (with system=round-robin, as the note says)', () => {
    const { apps, api } = apiFor();
    const imported = value(api.importTrf({ fileName: 'tec.pgn', text: rrPgn, base64: null }));
    const grid = apps.sheet(imported.sheet).getDataRange().getValues();
    const table = STANDINGS(grid, 'DE, SB, PS', 'system=round-robin');
    // TEC exercise 2.2: PTS, DE (position in the group tied on points), SB, PS. Bruno and
    // Charline share DE 2 and SB 6.25; PS (11 to 10) puts Charline ahead. Separated by names
    // the first code that differs from the row above on the same points.
    expect(table).toEqual([
      ['Place', 'No.', 'Name', 'Points', 'DE', 'SB', 'PS', 'Separated by'],
      [1, 1, 'Alyx', 3.5, 1, 9.25, 10.5, ''],
      [2, 3, 'Charline', 3.5, 2, 6.25, 11, 'DE'],
      [3, 2, 'Bruno', 3.5, 2, 6.25, 10, 'PS'],
      [4, 5, 'Helene', 1.5, 1, 2.25, 3.5, ''],
      [5, 6, 'Franck', 1.5, 2, 3.25, 6.5, 'DE'],
      [6, 4, 'David', 1.5, 3, 4.25, 3.5, 'DE'],
    ]);
  });

  it('reads an uploaded file with a BOM and CRLF; a game without a result stays a pairing', () => {
    const { apps, api } = apiFor();
    const bytes = readFileSync(join(PGN, 'nasty-open.pgn'));
    const imported = value(
      api.importTrf({ fileName: 'nasty.pgn', text: null, base64: bytes.toString('base64') }),
    );
    expect(imported.sheet).toBe('The "Nasty" Open');
    expect(imported.description).toBe(
      'Swiss progress table, 5 players, 3 rounds, 1 game not played yet',
    );
    expect(imported.notes).toEqual([
      '1 round before a player joined the event written as Z (zero-point bye): the progress table has no other way to say it.',
    ]);
    // Worked by hand in test/core/readers/pgn.test.ts: Berg (1) ½-½ Adams (2), forfeit win
    // against Eck (5), pending against Cole (3); Eck not joined, forfeit loss, a bye.
    const sheet = apps.sheet(imported.sheet);
    // The FIDE ids of the tags go into their own column (prize lists and exports read it).
    expect(sheet.getRange('A1:I1').getValues()[0]).toEqual([
      'No',
      'Name',
      'Title',
      'Elo',
      'FIDE id',
      'R1',
      'R2',
      'R3',
      'Pts',
    ]);
    expect(sheet.getRange('A2:I2').getValues()[0]).toEqual([
      1,
      'Berg, Bert',
      'GM',
      2400,
      '1002',
      '2w½',
      '5b+',
      '3w',
      1.5,
    ]);
    expect(sheet.getRange('A6:I6').getValues()[0]).toEqual([
      5,
      'Eck, Eva',
      '',
      '',
      '',
      'Z',
      '1w-',
      'U',
      1,
    ]);
  });

  it('keeps names as text, even one that looks like a formula', () => {
    const { apps, api } = apiFor();
    // A PGN tag escapes a quote as \".
    const evil = rrPgn.replace(/"Alyx"/g, '"=HYPERLINK(\\"x\\")"');
    const imported = value(api.importTrf({ fileName: null, text: evil, base64: null }));
    const sheet = apps.sheet(imported.sheet);
    expect(sheet.getRange('B2').getValues()).toEqual([['=HYPERLINK("x")']]);
    expect([...sheet.cells.values()].filter(c => c.formula !== null)).toEqual([]);
  });

  it('refuses an inconsistent PGN naming the game, and writes nothing', () => {
    const { apps, api } = apiFor();
    const bad = rrPgn.replace('[Round "2.1"]', '[Round "?"]');
    expect(api.importTrf({ fileName: 'bad.pgn', text: bad, base64: null })).toEqual({
      ok: false,
      error: {
        message: expect.stringMatching(/^game 4: the Round tag is "\?"; expected the round/),
        cells: [],
      },
    });
    expect(apps.book.getSheets()).toHaveLength(1);
  });
});
