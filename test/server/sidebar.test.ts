/**
 * The sidebar's server functions against the Spreadsheet fake: what the sidebar is told when it
 * opens, detecting the table, errors that name cells, selecting them, checking codes, refusing
 * bad requests, importing and exporting TRF.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  findTiebreak,
  pointSystem,
  rankStandings,
  readGrid,
  readTrf,
  registeredNames,
  writeTrf16,
} from '../../src/core';
import { PRESETS } from '../../src/core/tiebreaks/presets';
import { ACCEPTED_RESULTS, ACCEPTED_SOLO } from '../../src/core/readers/resultTokens';
import { sidebarApi } from '../../src/server/sidebar/api';
import { notationsApart } from '../../src/server/platform/userError';
import { msg, render } from '../../src/core/errors';
import { describedNames, describeCode } from '../../src/server/texts/tiebreakCatalogue';
import { afterExport } from '../core/readers/trfRoundTrip';
import type { ImportResult, Outcome, StandingsRequest } from '../../src/shared/types';
import { exampleSheet, ROOT, SEED } from './fakes/examples';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';

const CONFORMANCE = join(ROOT, 'test', 'fixtures', 'conformance', 'real');

function apiFor(sheets: { name: string; values: Value[][] }[], userLocale = 'en') {
  const apps = new FakeApps({ sheets, userLocale });
  return { apps, api: sidebarApi(apps.services()) };
}

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

const REQUEST: StandingsRequest = {
  range: '',
  tiebreaks: { kind: 'preset', name: 'club-classic' },
  rules: 'auto',
  afterRound: null,
  unratedRating: null,
  output: 'snapshot',
  explanations: false,
};

/** Every answer must survive google.script.run: plain JSON, no Date, no undefined in arrays. */
function expectJsonSafe(x: unknown): void {
  expect(JSON.parse(JSON.stringify(x))).toEqual(x);
}

describe('when the sidebar opens', () => {
  it('gets the language, the detected table, the presets, the catalogue and the rule sets', () => {
    const { api } = apiFor([{ name: 'Swiss open', values: exampleSheet('swiss-open.csv') }]);
    const state = api.sidebarState();
    expectJsonSafe(state);
    expect(state.locale).toBe('en');
    expect(state.source).toMatchObject({
      ok: true,
      sheet: 'Swiss open',
      range: 'A1:K14',
      ref: "'Swiss open'!A1:K14",
      description: 'Swiss progress table, 13 players, 5 rounds',
      players: 13,
      rounds: 5,
      system: 'swiss',
      suggestedPreset: 'fide-swiss',
      automaticRules: 'fide-2026',
      existingOutput: null,
    });
    expect(state.presets.map(p => [p.name, p.codes.map(c => c.code)])).toEqual(
      PRESETS.map(p => [p.name, [...p.codes]]),
    );
    for (const p of state.presets) {
      expect(p.label).not.toBe('');
      expect(p.explanation).not.toBe('');
      for (const c of p.codes) expect(c.explanation).not.toBe('');
    }
    expect(state.ruleSets.map(r => r.id)).toEqual([
      'fide-2026',
      'fide-2024',
      'fide-2009',
      'raw',
      'ignore',
    ]);
    expect(state.catalogue.map(c => c.code)).toEqual(
      expect.arrayContaining(['BH/C1', 'SB', 'DE', 'ARO/C1', 'LOT']),
    );
  });

  it('speaks German to a German user (de, de_AT, de-CH)', () => {
    for (const locale of ['de', 'de_AT', 'de-CH']) {
      const { api } = apiFor([{ name: 'Seed', values: SEED }], locale);
      const state = api.sidebarState();
      expect(state.locale).toBe('de');
      const dsj = state.presets.find(p => p.name === 'dsj-swiss');
      expect(dsj?.label).toBe('DSJ Schweizer System');
      expect(dsj?.codes.map(c => c.name)).toEqual([
        'Buchholz Cut-1',
        'Verfeinerte Buchholz Cut-1',
        'Siege',
        'Startrangliste',
      ]);
      expect(state.ruleSets[0].explanation).toMatch(/Ersatzgegner/);
    }
  });

  it('names every tie-break of the engine in both languages', () => {
    const canonical = registeredNames().filter(n => findTiebreak(n)?.name === n);
    expect(describedNames().sort()).toEqual(expect.arrayContaining(canonical.sort()));
    for (const n of canonical) {
      expect(describeCode(n, 'en').explanation).not.toBe('');
      expect(describeCode(n, 'de').explanation).not.toBe('');
    }
  });
});

describe('detecting the table', () => {
  it('reads past title lines above the table', () => {
    for (const [name, table, players, rounds] of [
      ['Seed', SEED, 7, 7],
      ['Swiss open', exampleSheet('swiss-open.csv'), 13, 5],
    ] as const) {
      const values: Value[][] = [
        ['Club championship 2026'],
        ['Final standings, unofficial'],
        ...table,
      ];
      const { api } = apiFor([{ name, values }]);
      const source = api.detectSource(null);
      expect(source).toMatchObject({ ok: true, players, rounds });
      expect(source.ok && source.range.endsWith(`${table.length + 2}`)).toBe(true);
    }
  });

  it('finds the table away from A1', () => {
    const values: Value[][] = [[], [], ...SEED.map(r => ['', '', ...r])];
    const { api } = apiFor([{ name: 'Seed', values }]);
    expect(api.detectSource(null)).toMatchObject({ ok: true, range: 'C3:K10' });
  });

  it('takes a selected block', () => {
    const { apps, api } = apiFor([
      { name: 'Seed', values: [...SEED, [], ['notes below', 'x', 'y']] },
    ]);
    apps.sheet('Seed').getRange('A1:I8').activate();
    expect(api.detectSource(null)).toMatchObject({ ok: true, range: 'A1:I8' });
  });

  it('reads a typed range, with or without the sheet name', () => {
    const { api } = apiFor([
      { name: 'Other', values: [['x']] },
      { name: 'Round robin', values: SEED },
    ]);
    expect(api.detectSource("'Round robin'!a1:i8")).toMatchObject({
      ok: true,
      sheet: 'Round robin',
      range: 'A1:I8',
    });
    expect(api.detectSource('A1:B2')).toMatchObject({ ok: false, sheet: 'Other' });
  });

  it('says what is wrong with a typed range', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    expect(api.detectSource('A1 to I8')).toEqual({
      ok: false,
      sheet: 'Seed',
      range: 'A1 to I8',
      error: {
        message: `"A1 to I8" is not a range. Type it like A1:K25, A1:K (to the last row), A:K or 'Swiss open'!A1:K25.`,
        cells: [],
      },
    });
    expect(api.detectSource('Nope!A1:B2')).toMatchObject({
      ok: false,
      error: { message: 'There is no sheet called "Nope".' },
    });
  });

  it('says so when the sheet is empty', () => {
    const { api } = apiFor([{ name: 'Empty', values: [] }]);
    expect(api.detectSource(null)).toMatchObject({
      ok: false,
      error: { message: /The sheet "Empty" is empty/ },
    });
  });

  it('from our own standings sheet, goes back to its source', () => {
    const { apps, api } = apiFor([{ name: 'Seed', values: SEED }]);
    value(api.buildStandings(REQUEST));
    expect(apps.book.getActiveSheet().getName()).toBe('Standings – Seed');
    expect(api.detectSource(null)).toMatchObject({ ok: true, sheet: 'Seed', range: 'A1:I8' });
  });
});

describe('errors in the table', () => {
  // The seed crosstable at C3, with a bad token where B met C (row 2 of the table, column 4).
  const values: Value[][] = [[], [], ...SEED.map(r => ['', '', ...r])];
  values[3][5] = 'q';

  it('name the cell as the user sees it and come with the cell to select', () => {
    const { api } = apiFor([{ name: 'Club RR', values }]);
    const source = api.detectSource(null);
    expect(source.ok).toBe(false);
    if (source.ok) return;
    expect(source.error.message).toMatch(/^Club RR!F4: /);
    expect(source.error.message).toMatch(/"q"/);
    expect(source.error.cells[0]).toEqual({ sheet: 'Club RR', a1: 'F4' });
    // The range that was read stays visible, to be corrected or confirmed.
    expect(source.range).toBe("'Club RR'!C3:K10");
  });

  it('come back from a build as an outcome, not a failure', () => {
    const { api } = apiFor([{ name: 'Club RR', values }]);
    const out = api.buildStandings(REQUEST);
    expectJsonSafe(out);
    expect(out).toMatchObject({ ok: false, error: { cells: [{ sheet: 'Club RR', a1: 'F4' }] } });
  });

  it('name both cells of a mirror mismatch', () => {
    const mirror = SEED.map(r => [...r]);
    mirror[1][2] = 1; // A beat B, but B's row says ½
    const { api } = apiFor([{ name: 'Seed', values: mirror }]);
    const source = api.detectSource(null);
    expect(source.ok).toBe(false);
    if (source.ok) return;
    expect(source.error.cells.map(c => c.a1).sort()).toEqual(['B3', 'C2']);
  });

  it('and the cell can be selected', () => {
    const { apps, api } = apiFor([
      { name: 'Club RR', values },
      { name: 'Other', values: [['x']] },
    ]);
    apps.sheet('Other').activate();
    expect(api.selectCell({ sheet: 'Club RR', a1: 'F4' })).toEqual({ ok: true, value: null });
    expect(apps.book.getActiveSheet().getName()).toBe('Club RR');
    expect(apps.book.getActiveRange()?.getA1Notation()).toBe('F4');
    expect(api.selectCell({ sheet: 'Gone', a1: 'A1' })).toMatchObject({ ok: false });
    expect(api.selectCell({ sheet: 'Club RR', a1: 'not a cell' })).toMatchObject({ ok: false });
  });
});

describe('checking a typed code', () => {
  it('gives the engine’s spelling, the name and the explanation', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    expect(api.checkTiebreakCode(' bh#c1 ')).toEqual({
      ok: true,
      info: {
        code: 'BH/C1',
        name: 'Buchholz Cut-1',
        explanation: "Sum of the opponents' final scores. Without the least significant value.",
      },
      message: '',
    });
    expect(api.checkTiebreakCode('KS/L+1')).toMatchObject({
      ok: true,
      info: { name: 'Koya limit 50 % + ½' },
    });
  });

  it('says why an unknown code is unknown, with close matches', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    const check = api.checkTiebreakCode('BHH');
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/BH/);
  });
});

describe('requests the server refuses', () => {
  const { apps, api } = apiFor([{ name: 'Seed', values: SEED }]);
  const refuse = (over: Partial<StandingsRequest> | Record<string, unknown>) => {
    const out = api.buildStandings({ ...REQUEST, ...over } as StandingsRequest);
    expect(out.ok).toBe(false);
    return out.ok ? '' : out.error.message;
  };

  it('an empty or unknown list', () => {
    expect(refuse({ tiebreaks: { kind: 'custom', codes: [' '] } })).toMatch(/list is empty/);
    expect(refuse({ tiebreaks: { kind: 'custom', codes: ['BH', 'XYZ'] } })).toMatch(/XYZ/);
    expect(refuse({ tiebreaks: { kind: 'preset', name: 'olympic' } })).toBe(
      'There is no preset called "olympic".',
    );
  });

  it('a round the table does not have', () => {
    expect(refuse({ afterRound: 8 })).toBe('"After round 8" does not fit: the table has 7 rounds.');
    expect(refuse({ afterRound: 0 })).toMatch(/does not fit/);
  });

  it('a rating for unrated players that is no rating', () => {
    expect(refuse({ unratedRating: -5 })).toMatch(/whole number between 0 and 3500/);
    expect(refuse({ unratedRating: 1500.5 })).toMatch(/whole number/);
  });

  it('anything malformed', () => {
    expect(refuse({ output: 'pdf' })).toMatch(/Reload the sidebar/);
    expect(refuse({ rules: 'fide-1999' })).toMatch(/Reload the sidebar/);
    expect(refuse({ tiebreaks: { kind: 'custom', codes: [1, 2] } })).toMatch(/Reload the sidebar/);
    expect(refuse({ explanations: 'yes' })).toMatch(/Reload the sidebar/);
  });

  it('and writes nothing for any of them', () => {
    expect(apps.book.getSheets().map(s => s.getName())).toEqual(['Seed']);
    expect(apps.book.changes).toEqual([]);
  });
});

describe('standings after round k', () => {
  it('count only the first k rounds', () => {
    // Round 1: A beat B, C drew with D; round 2: A drew with C, B beat D.
    const progress: Value[][] = [
      ['Nr', 'Name', '1', '2'],
      [1, 'A', '2w1', '3b½'],
      [2, 'B', '1b0', '4w1'],
      [3, 'C', '4w½', '1w½'],
      [4, 'D', '3b½', '2b0'],
    ];
    const { apps, api } = apiFor([{ name: 'Progress', values: progress }]);
    value(api.buildStandings({ ...REQUEST, afterRound: 1 }));
    const points = apps
      .sheet('Standings – Progress')
      .getRange(5, 4, 4, 1)
      .getValues()
      .map(r => r[0] as number);
    // After round 1: A 1, C ½, D ½, B 0, in ranking order.
    expect(points).toEqual([1, 0.5, 0.5, 0]);
  });

  it('are refused on a crosstable, which has no rounds, saying what to use', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    const out = api.buildStandings({ ...REQUEST, afterRound: 1 });
    expect(out.ok).toBe(false);
    // The sidebar's words point to its own control, not to the formula option.
    const message = out.ok ? '' : out.error.message;
    expect(message).toMatch(
      /^Standings after round 1 need the order of the rounds, and a crosstable does not record it\. .*tick “The rounds followed the Berger table”/,
    );
    expect(message).not.toMatch(/rounds=berger/);
  });

  it('on a crosstable whose rounds followed the Berger table: round 1 is 1–8 (A sits out), 2–7, 3–6, 4–5', () => {
    // FIDE C.05 Annex 1, Berger table for 7 players (8 with the dummy): B–G 1-0, C–F 1-0, D–E
    // 1-0 in the seed crosstable, so after round 1: B, C, D 1 point; A, E, F, G 0.
    const { api, apps } = apiFor([{ name: 'Seed', values: SEED }]);
    const out = value(
      api.buildStandings({
        ...REQUEST,
        tiebreaks: { kind: 'custom', codes: ['PS'] },
        afterRound: 1,
        bergerRounds: true,
      }),
    );
    const sheet = apps.sheet(out.sheet);
    const rows = sheet.getRange(5, 3, 7, 2).getValues();
    expect(Object.fromEntries(rows.map(r => [r[0], r[1]]))).toEqual({
      A: 0,
      B: 1,
      C: 1,
      D: 1,
      E: 0,
      F: 0,
      G: 0,
    });
  });

  it('codes that need the rounds are refused on a crosstable, naming the control', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }], 'de_DE');
    const out = api.buildStandings({
      ...REQUEST,
      tiebreaks: { kind: 'custom', codes: ['SB', 'PS'] },
    });
    expect(out.ok ? '' : out.error.message).toMatch(
      /^PS braucht die Reihenfolge der Runden.*„Die Runden folgten der Berger-Tabelle“/,
    );
  });

  it('a request whose bergerRounds is not a boolean is refused', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    const out = api.buildStandings({
      ...REQUEST,
      bergerRounds: 'yes',
    } as unknown as StandingsRequest);
    expect(out.ok ? '' : out.error.message).toMatch(/does not understand/);
  });
});

describe('importing a TRF file', () => {
  const trf = readFileSync(join(CONFORMANCE, 'tec-swiss-individual.trf'), 'latin1');

  function expected(codes: string[]): Map<number, (number | null)[]> {
    const tsv = readFileSync(
      join(CONFORMANCE, 'expected', 'tec-swiss-individual.V2024.tsv'),
      'utf8',
    );
    const [head, ...lines] = tsv
      .trim()
      .split('\n')
      .map(l => l.split('\t'));
    const cols = codes.map(c => head.indexOf(c));
    return new Map(
      lines.map(l => [Number(l[0]), cols.map(i => (l[i] === '' ? null : Number(l[i])))]),
    );
  }

  it('makes a progress-table sheet whose standings give the reference values (TEC exercise, C.07 2024)', () => {
    const { apps, api } = apiFor([{ name: 'Sheet1', values: [] }]);
    const imported: ImportResult = value(
      api.importTrf({ fileName: 'tec.trf', text: trf, base64: null }),
    );
    expectJsonSafe(imported);
    expect(imported.description).toBe('Swiss progress table, 16 players, 5 rounds');
    expect(imported.notes).toEqual([]);
    expect(apps.book.getActiveSheet().getName()).toBe(imported.sheet);
    const codes = ['BH', 'BH/C1', 'SB', 'PS', 'ARO', 'WIN', 'BPG', 'REP'];
    value(
      api.buildStandings({
        ...REQUEST,
        range: imported.ref,
        tiebreaks: { kind: 'custom', codes },
        rules: 'fide-2024',
      }),
    );
    const table = apps
      .sheet(`Standings – ${imported.sheet}`)
      .getRange(5, 1, 16, 4 + codes.length)
      .getValues();
    const want = expected(['PTS', ...codes]);
    for (const row of table) {
      const startNo = row[1] as number;
      expect([startNo, row[3], ...row.slice(4)]).toEqual([startNo, ...(want.get(startNo) ?? [])]);
    }
  });

  it('never overwrites: a second import makes a second sheet', () => {
    const { apps, api } = apiFor([{ name: 'Sheet1', values: [] }]);
    const a = value(api.importTrf({ fileName: null, text: trf, base64: null }));
    const b = value(api.importTrf({ fileName: null, text: trf, base64: null }));
    expect(a.sheet).not.toBe(b.sheet);
    expect(apps.book.getSheets()).toHaveLength(3);
  });

  it('reads uploaded bytes in UTF-8 and Latin-1, and keeps names as text', () => {
    const names = ['Müller, Jörg', '=HYPERLINK("x")'];
    const text = trf
      .replace('Alyx                              ', names[0].padEnd(34))
      .replace('Bruno                             ', names[1].padEnd(34));
    for (const encoding of ['utf8', 'latin1'] as const) {
      const { apps, api } = apiFor([{ name: 'Sheet1', values: [] }]);
      const base64 = Buffer.from(text, encoding).toString('base64');
      const imported = value(api.importTrf({ fileName: 'upload.trf', text: null, base64 }));
      const sheet = apps.sheet(imported.sheet);
      expect(sheet.getRange('B2:B3').getValues()).toEqual([[names[0]], [names[1]]]);
      expect([...sheet.cells.values()].filter(c => c.formula !== null)).toEqual([]);
    }
  });

  it('keeps a file’s point system (3/1/0) with the sheet, and says so', () => {
    // The exercise re-scored 3/1/0 (the file's points column rewritten for it).
    const original = readTrf(trf).tournament;
    const threeOneZero = writeTrf16({
      ...original,
      pointSystem: pointSystem(3, 1, 0),
      participants: original.participants.map(p => ({ ...p, declaredPoints: undefined })),
    });
    const { apps, api } = apiFor([{ name: 'Sheet1', values: [] }]);
    const imported = value(api.importTrf({ fileName: null, text: threeOneZero, base64: null }));
    expect(imported.notes.join(' ')).toMatch(/scores 3\/1\/0/);
    expect(apps.sheet(imported.sheet).getRange('A1:Z1').getValues()[0]).not.toContain('Pts');
    value(
      api.buildStandings({
        ...REQUEST,
        range: imported.ref,
        tiebreaks: { kind: 'custom', codes: ['SB'] },
      }),
    );
    const table = apps.sheet(`Standings – ${imported.sheet}`).getRange(5, 2, 16, 3).getValues();
    for (const [startNo, , points] of table) {
      const p = original.participants.find(q => q.startNo === startNo);
      const count = (kinds: string[]) =>
        p?.rounds.filter(e => kinds.includes(e.kind === 'played' ? e.result : e.kind)).length ??
        NaN;
      // 3 per win (over the board, by forfeit, pairing-allocated or full-point bye), 1 per draw
      // or half-point bye.
      expect(points).toBe(
        3 * count(['win', 'forfeit-win', 'pairing-bye', 'full-bye']) + count(['draw', 'half-bye']),
      );
    }
  });

  it('refuses empty input and reports a bad line', () => {
    const { apps, api } = apiFor([{ name: 'Sheet1', values: [] }]);
    expect(api.importTrf({ fileName: null, text: '  ', base64: null })).toMatchObject({
      ok: false,
      error: { message: /Paste the contents of a TRF file/ },
    });
    const broken = trf.replace('    9 w 1    13 b =', '   99 w 1    13 b =');
    const out = api.importTrf({ fileName: null, text: broken, base64: null });
    expect(out).toMatchObject({ ok: false, error: { message: /^line \d+: / } });
    expect(apps.book.getSheets()).toHaveLength(1);
  });
});

describe('exporting TRF', () => {
  it('refuses to invent rounds for a crosstable, and says why', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    const out = api.exportTrf('');
    expect(out.ok).toBe(false);
    if (!out.ok)
      expect(out.error.message).toMatch(
        /^A TRF file lists the games round by round, and a crosstable does not record the rounds\..*tick “The rounds followed the Berger table”/,
      );
  });

  it('writes a crosstable whose rounds followed the Berger table, in that order', () => {
    const { api } = apiFor([{ name: 'Seed', values: SEED }]);
    const back = readTrf(value(api.exportTrf('', true)).text).tournament;
    expect(back.rounds).toBe(7);
    // Round 1 of the Berger table for 7 (+ dummy): B–G, C–F, D–E, A sits out.
    const nameOf = (no: number) => back.participants.find(p => p.startNo === no)?.name;
    const round1 = back.participants.map(p => p.rounds[0]);
    expect(round1[0].kind).not.toBe('played');
    expect(round1.slice(1).map(r => (r.kind === 'played' ? nameOf(r.opponent) : r.kind))).toEqual([
      'G',
      'F',
      'E',
      'D',
      'C',
      'B',
    ]);
  });

  it('writes a progress table as TRF that reads back to the same results', () => {
    const { api } = apiFor([{ name: 'Swiss open', values: exampleSheet('swiss-open.csv') }]);
    const out = value(api.exportTrf(''));
    expectJsonSafe(out);
    expect(out.fileName).toBe('Swiss-open.trf');
    expect(out.description).toMatch(/progress table, 13 players/i);
    const back = readTrf(out.text).tournament;
    expect(back.participants).toHaveLength(13);
    expect(back.participants[0].name).toBe('Weber, Jonas');
  });

  it.each(['swiss-open.csv', 'lechenich-results.csv'])(
    'exports %s losslessly: reading the file gives the tournament the sheet holds',
    file => {
      const { api } = apiFor([{ name: 'Event', values: exampleSheet(file) }]);
      const back = readTrf(value(api.exportTrf('')).text).tournament;
      const source = readGrid(exampleSheet(file)).tournament;
      // The rank column: the rank of the standings by the default list (fide-swiss here).
      const ranks = new Array<number>(source.participants.length);
      for (const row of rankStandings(source, ['fide-swiss']).rows) ranks[row.index] = row.rank;
      expect(back).toEqual(afterExport(source, ranks));
    },
  );

  it('reports a table it cannot read', () => {
    const { api } = apiFor([{ name: 'Empty', values: [] }]);
    expect(api.exportTrf('')).toMatchObject({ ok: false });
  });
});

describe('notations apart from the message', () => {
  it.each([
    ['"q" is not a result; expected LIST', '"q" is not a result'],
    ['found "q"; expected a result: LIST', 'found "q"; expected a result'],
    [
      'found "q" for a player without an opponent; expected one of: SOLO',
      'found "q" for a player without an opponent',
    ],
  ])('%s', (template, message) => {
    const text = template
      .replace('LIST', ACCEPTED_RESULTS.text)
      .replace('SOLO', ACCEPTED_SOLO.text);
    expect(notationsApart(text)).toEqual({
      message,
      notations: template.includes('SOLO') ? ACCEPTED_SOLO.text : ACCEPTED_RESULTS.text,
    });
  });

  it('in German: the German message, and the German list for the notations panel', () => {
    const said = render(
      msg`found "${'q'}" for a player without an opponent; expected one of: ${ACCEPTED_SOLO}`,
      'de',
    );
    expect(notationsApart(said)).toEqual({
      message: '„q“ gefunden für einen Spieler ohne Gegner',
      notations: render(ACCEPTED_SOLO, 'de'),
    });
    expect(render(ACCEPTED_SOLO, 'de')).toMatch(/^spielfrei\/frei \(Freilos der Auslosung\), /);
  });

  it('leaves a message without such a list as it is', () => {
    expect(notationsApart('the results list has no games')).toEqual({
      message: 'the results list has no games',
    });
  });
});
