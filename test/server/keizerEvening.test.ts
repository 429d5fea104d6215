/**
 * The sidebar's Keizer evening against the Spreadsheet fake: the ranking it offers, the next
 * round's pairings appended below the results list (spec club-systems.md A-TV5: the schlapp
 * field, Capablanca absent in round 2), the rows reading back as a round still to be played,
 * and every refusal leaving the sheet untouched.
 */
import { sidebarApi } from '../../src/server/sidebar/api';
import type {
  KeizerEveningRequest,
  KeizerEveningResult,
  KeizerEveningState,
  Outcome,
} from '../../src/shared/types';
import { SCHLAPP_PLAYERS, SCHLAPP_R1, results } from '../core/keizer/specVectors';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';

const ATV1 = results(SCHLAPP_R1);

function setup(
  sheets: { name: string; values: Value[][] }[] = [
    { name: 'Keizer', values: ATV1 },
    { name: 'Players', values: SCHLAPP_PLAYERS },
  ],
  userLocale = 'en',
) {
  const apps = new FakeApps({ sheets, userLocale });
  return { apps, api: sidebarApi(apps.services()) };
}

function ok(s: KeizerEveningState): Extract<KeizerEveningState, { ok: true }> {
  if (!s.ok) throw new Error(`expected a state, got: ${s.error.message}`);
  return s;
}

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

function refusal<T>(o: Outcome<T>) {
  if (o.ok) throw new Error('expected a refusal');
  return o.error;
}

function request(present: string[], more: Partial<KeizerEveningRequest> = {}) {
  return {
    results: 'Keizer!A1:E40',
    players: 'Players!A1:C7',
    present,
    options: '',
    ...more,
  };
}

/** Name, points and value of each ranked player, in ranking order. */
function table(s: KeizerEveningState): [string, string, string][] {
  return ok(s)
    .ranking.filter(p => !p.withdrawn)
    .map(p => [p.name, p.points, p.value]);
}

function writes(apps: FakeApps, sheet: string): number {
  return apps.changesTo(sheet).filter(c => c.op === 'setValues').length;
}

const R2_PRESENT = ['Tal', 'Keres', 'Lasker', 'Steinitz', 'Botwinnik'];

describe('the state the sidebar shows', () => {
  it('A-TV1: the ranking after round 1 with the published totals and the values 7…2', () => {
    const { api } = setup();
    const s = ok(api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7'));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(s).toMatchObject({
      results: 'Keizer!A1:E40',
      players: 'Players!A1:C7',
      description: 'Results list, 6 players, 1 round',
      rounds: 1,
      nextRound: 2,
      pendingRound: null,
      pendingCells: [],
    });
    expect(s.ranking.map(p => [p.rank, p.name, p.points, p.value, p.withdrawn])).toEqual([
      [1, 'Botwinnik', '10', '7', false],
      [2, 'Lasker', '9.5', '6', false],
      [3, 'Capablanca', '9', '5', false],
      [4, 'Keres', '5', '4', false],
      [5, 'Steinitz', '4', '3', false],
      [6, 'Tal', '3', '2', false],
    ]);
  });

  it('without a range reads the used block of the active sheet; without players, no list', () => {
    const offset: Value[][] = [['Club evening 2026'], [], ...ATV1.map(r => ['', ...r])];
    const { api } = setup([{ name: 'Club evening', values: offset }]);
    const s = ok(api.keizerEveningState(null, null));
    expect(s.results).toBe("'Club evening'!A1:F6");
    expect(s.players).toBeNull();
    expect(s.description).toBe('Results list, 6 players, 1 round');
  });

  it('lists a withdrawn player apart, without rank, points or value', () => {
    const players = SCHLAPP_PLAYERS.map(r => (r[0] === 'Tal' ? ['Tal', 2786, 'withdrawn'] : r));
    const { api } = setup([
      { name: 'Keizer', values: ATV1 },
      { name: 'Players', values: players },
    ]);
    const s = ok(api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7'));
    expect(s.ranking[s.ranking.length - 1]).toEqual({
      rank: null,
      name: 'Tal',
      points: '',
      value: '',
      withdrawn: true,
    });
    expect(s.ranking.filter(p => p.withdrawn)).toHaveLength(1);
  });

  it('names the cell of a mistake in the results list, on the user’s sheet', () => {
    const values: Value[][] = [[], [], ...ATV1.map(r => ['', ...r])];
    values[4][5] = 'x';
    const { api } = setup([{ name: 'Club evening', values }]);
    const s = api.keizerEveningState("'Club evening'!B3:F20", null);
    if (s.ok) throw new Error('expected an error');
    expect(s.error.message).toMatch(/^Club evening!F5: found "x"; expected a result/);
    expect(s.error.cells[0]).toEqual({ sheet: 'Club evening', a1: 'F5' });
    expect(s.results).toBe("'Club evening'!B3:F20");
  });

  it('names the cell of a mistake in the player list', () => {
    const players = SCHLAPP_PLAYERS.map(r => (r[0] === 'Keres' ? ['Keres', 'strong', ''] : r));
    const { api } = setup([
      { name: 'Keizer', values: ATV1 },
      { name: 'Players', values: players },
    ]);
    const s = api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7');
    if (s.ok) throw new Error('expected an error');
    expect(s.error.message).toMatch(/^Players!B7: /);
    expect(s.error.cells[0]).toEqual({ sheet: 'Players', a1: 'B7' });
    expect([s.results, s.players]).toEqual(['Keizer!A1:E40', 'Players!A1:C7']);
  });

  it('refuses a range that is not one, and an empty sheet', () => {
    const { api } = setup([{ name: 'Empty', values: [] }]);
    const bad = api.keizerEveningState('A1 bis E9', null);
    expect(bad.ok ? '' : bad.error.message).toBe(
      '"A1 bis E9" is not a range. Type it like A1:K25, A1:K (to the last row), A:K or \'Swiss open\'!A1:K25.',
    );
    const empty = api.keizerEveningState(null, null);
    expect(empty.ok ? '' : empty.error.message).toMatch(/^The sheet "Empty" is empty/);
  });
});

describe('pairing the evening (A-TV5)', () => {
  it('round 2: Capablanca absent, B–L and S–K, Tal the bye, appended below the list', () => {
    const { apps, api } = setup();
    const out = value(api.pairKeizerEvening(request(R2_PRESENT)));
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
    // Spec A-TV5 R2: present in ranking order B, L, K, S, T → B–L, K–S, bye Tal (lowest
    // present); Botwinnik white (c −1 vs +1), Steinitz white (both +1, never met: lower-ranked).
    expect(out).toEqual<KeizerEveningResult>({
      round: 2,
      written: { sheet: 'Keizer', a1: 'A5:E7' },
      writtenRef: 'Keizer!A5:E7',
      boards: [
        { board: 1, white: 'Botwinnik', black: 'Lasker' },
        { board: 2, white: 'Steinitz', black: 'Keres' },
      ],
      bye: 'Tal',
      rows: [
        [2, 1, 'Botwinnik', 'Lasker', ''],
        [2, 2, 'Steinitz', 'Keres', ''],
        [2, '', 'Tal', '', 'bye'],
      ],
      results: 'Keizer!A1:E40',
    });
    const sheet = apps.sheet('Keizer');
    expect(sheet.getRange('A1:E8').getValues()).toEqual([
      ...ATV1,
      [2, 1, 'Botwinnik', 'Lasker', ''],
      [2, 2, 'Steinitz', 'Keres', ''],
      [2, '', 'Tal', '', 'bye'],
      ['', '', '', '', ''],
    ]);
    expect(
      sheet
        .getRange('A5:E7')
        .getFormulas()
        .flat()
        .every(f => f === ''),
    ).toBe(true);
    expect(writes(apps, 'Keizer')).toBe(1);
    expect(apps.changesTo('Players')).toEqual([]);
    expect(apps.lock.held).toBe(false);
    expect(apps.flushes).toBe(1);
  });

  it('the appended round reads as not played yet; pairing it again replaces its rows until a result is in', () => {
    const { apps, api } = setup();
    value(api.pairKeizerEvening(request(R2_PRESENT)));
    const waiting = ok(api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7'));
    expect(waiting).toMatchObject({
      description:
        'Results list, 6 players, 1 round (standings after round 1: round 2 has 2 games without a result)',
      rounds: 1,
      nextRound: 3,
      pendingRound: 2,
      pendingCells: [
        { sheet: 'Keizer', a1: 'E5' },
        { sheet: 'Keizer', a1: 'E6' },
      ],
    });
    // The Keizer table leaves round 2 out: still the A-TV1 totals.
    expect(table(waiting).map(r => r[1])).toEqual(['10', '9.5', '9', '5', '4', '3']);

    // Paired again while its results are empty, Tal now absent: the rows written are replaced
    // (the same two boards — pairs and colours do not depend on who else is present — and the
    // bye row cleared), nothing else changes.
    const again = value(api.pairKeizerEvening(request(R2_PRESENT.filter(n => n !== 'Tal'))));
    expect(again.written).toEqual({ sheet: 'Keizer', a1: 'A5:E6' });
    expect(apps.sheet('Keizer').getRange('A1:E8').getValues()).toEqual([
      ...ATV1,
      [2, 1, 'Botwinnik', 'Lasker', ''],
      [2, 2, 'Steinitz', 'Keres', ''],
      ['', '', '', '', ''],
      ['', '', '', '', ''],
    ]);

    // A result typed into one of them: the evening is being played, pairing it again is refused.
    apps.sheet('Keizer').getRange('E5').setValue('1-0');
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(R2_PRESENT)));
    expect(error.message).toBe(
      'Keizer!E5 holds a result, so round 2 is being played and cannot be paired again; ' +
        'round 3 can be paired once the missing results are in (Keizer!E6).',
    );
    expect(error.cells).toEqual([
      { sheet: 'Keizer', a1: 'E5' },
      { sheet: 'Keizer', a1: 'E6' },
    ]);
    expect(
      apps.book.changes.slice(before).filter(c => c.op !== 'lock' && c.op !== 'unlock'),
    ).toEqual([]);
  });

  it('after the results are typed: pass-2 totals, then round 3 B–C, L–K, S–T appended below', () => {
    const { apps, api } = setup();
    value(api.pairKeizerEvening(request(R2_PRESENT)));
    const sheet = apps.sheet('Keizer');
    sheet.getRange('E5').setValue('1-0');
    sheet.getRange('E6').setValue('½-½');
    // A-TV5 pass 2: B 16, C 9.75, L 9.5, K 7.5, S 5, T 3 with values 7…2. Capablanca has no row
    // in round 2: a missing player counts as unexcused, 0.35 of the own value by default —
    // the same fraction as the spec's excused absence (A.2: KFC's 35 % / 35 %).
    const s = ok(api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7'));
    expect(s).toMatchObject({ rounds: 2, nextRound: 3, pendingRound: null });
    expect(table(s)).toEqual([
      ['Botwinnik', '16', '7'],
      ['Capablanca', '9.75', '6'],
      ['Lasker', '9.5', '5'],
      ['Keres', '7.5', '4'],
      ['Steinitz', '5', '3'],
      ['Tal', '3', '2'],
    ]);

    // The Keizer standings sheet written with round 2's pairing showed A-TV1 (round 1 only).
    expect(apps.sheet('Keizer standings').getRange('A1:D7').getValues()).toEqual([
      ['Rank', 'Name', 'Keizer', 'Value'],
      [1, 'Botwinnik', 10, 7],
      [2, 'Lasker', 9.5, 6],
      [3, 'Capablanca', 9, 5],
      [4, 'Keres', 5, 4],
      [5, 'Steinitz', 4, 3],
      [6, 'Tal', 3, 2],
    ]);

    // R3: Capablanca white (c −1 vs 0), Keres white (both 0, never met: lower-ranked), Tal white
    // (−1 vs +2; the bye does not count).
    const out = value(
      api.pairKeizerEvening(
        request(['Botwinnik', 'Capablanca', 'Lasker', 'Keres', 'Steinitz', 'Tal']),
      ),
    );
    expect(out.written).toEqual({ sheet: 'Keizer', a1: 'A8:E10' });
    expect(out.bye).toBeNull();
    expect(sheet.getRange('A8:E10').getValues()).toEqual([
      [3, 1, 'Capablanca', 'Botwinnik', ''],
      [3, 2, 'Keres', 'Lasker', ''],
      [3, 3, 'Tal', 'Steinitz', ''],
    ]);
    // … and the same sheet of ours refreshed with the A-TV5 pass-2 table; still one such sheet.
    expect(apps.sheet('Keizer standings').getRange('A1:D7').getValues()).toEqual([
      ['Rank', 'Name', 'Keizer', 'Value'],
      [1, 'Botwinnik', 16, 7],
      [2, 'Capablanca', 9.75, 6],
      [3, 'Lasker', 9.5, 5],
      [4, 'Keres', 7.5, 4],
      [5, 'Steinitz', 5, 3],
      [6, 'Tal', 3, 2],
    ]);
    expect(apps.book.sheets.map(x => x.name)).toEqual(['Keizer', 'Players', 'Keizer standings']);
    expect(apps.book.getActiveSheet().getName()).toBe('Keizer');

    // … and with the round-3 results in, the M1 final totals of A-TV5.
    sheet.getRange('E8:E10').setValues([['½-½'], ['1-0'], ['0-1']]);
    expect(table(api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7'))).toEqual([
      ['Botwinnik', '17.5', '7'],
      ['Capablanca', '14.6', '6'],
      ['Keres', '12.5', '5'],
      ['Lasker', '8.5', '4'],
      ['Steinitz', '7', '3'],
      ['Tal', '3', '2'],
    ]);
  });

  it('never pairs an absent player', () => {
    const { apps, api } = setup();
    const out = value(api.pairKeizerEvening(request(['Lasker', 'Tal', 'Steinitz', 'Keres'])));
    const names = out.boards.flatMap(b => [b.white, b.black]);
    expect(names.sort()).toEqual(['Keres', 'Lasker', 'Steinitz', 'Tal']);
    expect(out.bye).toBeNull();
    const written = apps.sheet('Keizer').getRange('A5:E8').getValues().flat().map(String);
    expect(written).not.toContain('Botwinnik');
    expect(written).not.toContain('Capablanca');
  });

  it('writes below a fixed range the list fills, and grows the range it reports', () => {
    const { apps, api } = setup();
    const out = value(api.pairKeizerEvening(request(R2_PRESENT, { results: 'Keizer!A1:E4' })));
    expect(out.written.a1).toBe('A5:E7');
    expect(out.results).toBe('Keizer!A1:E7');
    expect(apps.sheet('Keizer').valueAt(7, 5)).toBe('bye');
    const s = ok(api.keizerEveningState(out.results, 'Players!A1:C7'));
    expect(s.pendingRound).toBe(2);
  });

  it('puts each value in the column the list has it, leaving other columns empty', () => {
    // Board first, a Notes column in the middle, the round last.
    const list: Value[][] = [
      ['Brett', 'Weiß', 'Notiz', 'Schwarz', 'Ergebnis', 'Runde'],
      ...SCHLAPP_R1.map(([round, board, white, black, result]) => [
        board,
        white,
        '',
        black,
        result,
        round,
      ]),
    ];
    const { apps, api } = setup([
      { name: 'Keizer', values: list },
      { name: 'Players', values: SCHLAPP_PLAYERS },
    ]);
    value(api.pairKeizerEvening(request(R2_PRESENT, { results: 'Keizer!A1:F4' })));
    expect(apps.sheet('Keizer').getRange('A5:F7').getValues()).toEqual([
      [1, 'Botwinnik', '', 'Lasker', '', 2],
      [2, 'Steinitz', '', 'Keres', '', 2],
      ['', 'Tal', '', '', 'bye', 2],
    ]);
  });

  it('writes "spielfrei" for the bye of a German user', () => {
    const { apps, api } = setup(undefined, 'de');
    value(api.pairKeizerEvening(request(R2_PRESENT)));
    expect(apps.sheet('Keizer').getRange('A7:E7').getValues()).toEqual([
      [2, '', 'Tal', '', 'spielfrei'],
    ]);
    expect(ok(api.keizerEveningState('Keizer!A1:E40', 'Players!A1:C7')).pendingRound).toBe(2);
  });

  it('writes names as text: a name starting with = or @ never becomes a formula', () => {
    // Values 4, 3, 2, 1 by rating. R1: =Anna beats @Bert (4 + 3 = 7; Bert 3), Dora beats Carl
    // (1 + 2 = 3; Carl 2). Ranking =Anna 7, @Bert 3 and Dora 3 (Bert's rating first), Carl 2:
    // boards =Anna–@Bert and Dora–Carl; the player with fewer whites gets white (A.1 colours).
    const players: Value[][] = [
      ['Name', 'Rating', 'Status'],
      ['=Anna', 2000, ''],
      ['@Bert', 1900, ''],
      ['Carl', 1800, ''],
      ['Dora', 1700, ''],
    ];
    const list: Value[][] = [
      ['Round', 'Board', 'White', 'Black', 'Result'],
      [1, 1, '=Anna', '@Bert', '1-0'],
      [1, 2, 'Carl', 'Dora', '0-1'],
    ];
    const { apps, api } = setup([
      { name: 'Keizer', values: list },
      { name: 'Players', values: players },
    ]);
    const s = ok(api.keizerEveningState('Keizer!A1:E10', 'Players!A1:C5'));
    expect(table(s)).toEqual([
      ['=Anna', '7', '4'],
      ['@Bert', '3', '3'],
      ['Dora', '3', '2'],
      ['Carl', '2', '1'],
    ]);
    const out = value(
      api.pairKeizerEvening(
        request(['=Anna', '@Bert', 'Carl', 'Dora'], {
          results: 'Keizer!A1:E10',
          players: 'Players!A1:C5',
        }),
      ),
    );
    expect(out.boards).toEqual([
      { board: 1, white: '@Bert', black: '=Anna' },
      { board: 2, white: 'Dora', black: 'Carl' },
    ]);
    const sheet = apps.sheet('Keizer');
    expect(sheet.getRange('A4:E5').getValues()).toEqual([
      [2, 1, '@Bert', '=Anna', ''],
      [2, 2, 'Dora', 'Carl', ''],
    ]);
    expect(sheet.getRange('A4:E5').getFormulas().flat()).toEqual(new Array(10).fill(''));
  });
});

describe('refusals write nothing', () => {
  function expectUntouched(apps: FakeApps, before: number): void {
    expect(
      apps.book.changes.slice(before).filter(c => c.op !== 'lock' && c.op !== 'unlock'),
    ).toEqual([]);
    expect(apps.lock.held).toBe(false);
  }

  // Inside a range like A1:E40 a note would be part of the list (and the reader would refuse
  // it); below a range the list fills, it is in the way of the rows.
  it('a value in the way: names the cell and what it holds', () => {
    const { apps, api } = setup();
    apps.sheet('Keizer').cell(6, 3).value = 'Snacks: Tal';
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(R2_PRESENT, { results: 'Keizer!A1:E4' })));
    expect(error.message).toBe(
      'Keizer!C6 is not empty ("Snacks: Tal"): the pairings of round 2 would be written there. ' +
        'Nothing was written. Clear or move what is below the results list, then pair again.',
    );
    expect(error.cells).toEqual([{ sheet: 'Keizer', a1: 'C6' }]);
    expectUntouched(apps, before);
    expect(apps.sheet('Keizer').getRange('A5:E7').getValues()).toEqual([
      ['', '', '', '', ''],
      ['', '', 'Snacks: Tal', '', ''],
      ['', '', '', '', ''],
    ]);
  });

  it('a formula in the way, even one that shows nothing', () => {
    const { apps, api } = setup();
    apps.sheet('Keizer').cell(7, 5).formula = '=IF(A1="","","")';
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(R2_PRESENT, { results: 'Keizer!A1:E4' })));
    expect(error.message).toMatch(/^Keizer!E7 is not empty \(=IF\(A1="","",""\)\)/);
    expectUntouched(apps, before);
  });

  it('something right below a fixed range the list fills', () => {
    const { apps, api } = setup();
    apps.sheet('Keizer').cell(5, 1).value = 'Next evening: 20 March';
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(R2_PRESENT, { results: 'Keizer!A1:E4' })));
    expect(error.cells).toEqual([{ sheet: 'Keizer', a1: 'A5' }]);
    expect(error.message).toMatch(/^Keizer!A5 is not empty \("Next evening: 20 March"\)/);
    expectUntouched(apps, before);
  });

  it('a name that is no player, with the close match', () => {
    const { apps, api } = setup();
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(['Botwinik', 'Lasker', 'Tal'])));
    expect(error.message).toBe(
      '"Botwinik" is not a player of the results list or the player list; did you mean Botwinnik?',
    );
    const none = refusal(api.pairKeizerEvening(request(['Xaver', 'Lasker'])));
    expect(none.message).toBe('"Xaver" is not a player of the results list or the player list.');
    expectUntouched(apps, before);
  });

  it('a withdrawn player, a name twice, fewer than two players', () => {
    const players = SCHLAPP_PLAYERS.map(r => (r[0] === 'Tal' ? ['Tal', 2786, 'withdrawn'] : r));
    const { apps, api } = setup([
      { name: 'Keizer', values: ATV1 },
      { name: 'Players', values: players },
    ]);
    const before = apps.book.changes.length;
    expect(refusal(api.pairKeizerEvening(request(['Tal', 'Keres']))).message).toBe(
      'Tal has withdrawn and is not paired.',
    );
    expect(refusal(api.pairKeizerEvening(request(['Keres', 'Lasker', 'Keres']))).message).toBe(
      'Keres is ticked twice.',
    );
    expect(refusal(api.pairKeizerEvening(request(['Keres']))).message).toBe(
      'Tick at least two players who are here tonight.',
    );
    expect(refusal(api.pairKeizerEvening(request([]))).message).toBe(
      'Tick at least two players who are here tonight.',
    );
    expectUntouched(apps, before);
  });

  it('options =KEIZER would refuse', () => {
    const { apps, api } = setup();
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(R2_PRESENT, { options: 'colour=white' })));
    expect(error.message).toMatch(/^Options: unknown Keizer option "colour"; known: first-value/);
    expectUntouched(apps, before);
  });

  it('options =KEIZER would refuse, said to a German user in German', () => {
    const { apps, api } = setup(undefined, 'de');
    const before = apps.book.changes.length;
    const error = refusal(api.pairKeizerEvening(request(R2_PRESENT, { options: 'bye=2' })));
    // de.ts: keizerEvening.options and '$1: "$2" is not $3' filled in by hand.
    expect(error.message).toBe(
      'Optionen: Option bye: erwartet einen Anteil von 0 bis 1 wie 0,35, 0.35, 35% oder 1/3, gefunden „2“',
    );
    expectUntouched(apps, before);
  });

  it('a list without a Round column (the seed’s one evening)', () => {
    // The seed's first evening as the club page prints it: Tisch | Teilnehmer | - | Teilnehmer |
    // Ergebnis, no round.
    const seed: Value[][] = [
      ['Tisch', 'Teilnehmer', '-', 'Teilnehmer', 'Ergebnis'],
      [1, 'Woschech, Andreas', '-', 'Höckendorf, Hartmut', '1 - 0'],
      [2, 'Scholz, Alexander', '-', 'Bittorf, Uwe', '½ - ½'],
    ];
    const { apps, api } = setup([{ name: 'Runde 1', values: seed }]);
    const before = apps.book.changes.length;
    const error = refusal(
      api.pairKeizerEvening({
        results: "'Runde 1'!A1:E3",
        players: null,
        present: ['Woschech, Andreas', 'Bittorf, Uwe'],
        options: '',
      }),
    );
    expect(error.message).toBe(
      "The results list 'Runde 1'!A1:E3 has no Round column, so a next round cannot be added to " +
        'it. Give it the columns Round | Board | White | Black | Result.',
    );
    expectUntouched(apps, before);
  });

  it('a request the sidebar would not send', () => {
    const { apps, api } = setup();
    const before = apps.book.changes.length;
    const bad = [
      null,
      'Keizer!A1:E40',
      {},
      { ...request(R2_PRESENT), results: 5 },
      { ...request(R2_PRESENT), results: ' ' },
      { ...request(R2_PRESENT), players: 3 },
      { ...request(R2_PRESENT), present: 'Tal, Keres' },
      { ...request(R2_PRESENT), present: ['Tal', 7] },
      { ...request(R2_PRESENT), present: ['Tal', ''] },
      { ...request(R2_PRESENT), options: null },
    ];
    for (const r of bad) {
      expect(refusal(api.pairKeizerEvening(r as unknown as KeizerEveningRequest)).message).toBe(
        'The sidebar sent a request the server does not understand. Reload the sidebar.',
      );
    }
    expectUntouched(apps, before);
  });

  it('another execution holding the lock', () => {
    const { apps, api } = setup();
    apps.lock.busy = true;
    const before = apps.book.changes.length;
    expect(refusal(api.pairKeizerEvening(request(R2_PRESENT))).message).toMatch(
      /^Another standings update is still running/,
    );
    expect(apps.book.changes.slice(before)).toEqual([]);
  });

  it('no room left at the bottom of the sheet: the sheet grows by the rows it needs', () => {
    const { apps, api } = setup();
    apps.sheet('Keizer').maxRows = 5;
    const outcome = api.pairKeizerEvening(request(R2_PRESENT, { results: 'Keizer!A1:E4' }));
    expect(outcome.ok).toBe(true);
    // Three rows (two boards and the bye) from row 5: the sheet now ends at row 7.
    expect(apps.sheet('Keizer').maxRows).toBe(7);
    expect(apps.sheet('Keizer').valueAt(7, 3)).toBe('Tal');
  });

  it('speaks German to a German user', () => {
    const { api } = setup(undefined, 'de');
    expect(refusal(api.pairKeizerEvening(request(['Tal']))).message).toBe(
      'Bitte mindestens zwei anwesende Spieler ankreuzen.',
    );
  });
});
