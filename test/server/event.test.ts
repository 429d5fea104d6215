/**
 * Events made by *New Swiss…* / *New round robin…* over the strict fake: their sheets and
 * headers (German in German, every header read by the readers), the developer metadata that
 * lets the sidebar find them, sheet-name clashes, all or nothing when any call fails, pairing
 * numbers that never overwrite a number the organiser typed, the Result dropdown and highlight
 * (replaced, not piled up, when a round is paired again; the organiser's own rules kept), and a
 * round robin's schedule.
 */
import { readPlayerList } from '../../src/core/readers/playerList';
import { readResultsList } from '../../src/core/readers/resultsList';
import { sidebarApi } from '../../src/server/sidebar/api';
import { ownRecord } from '../../src/server/writing/ownSheets';
import type {
  EventInfo,
  NewEventRequest,
  Outcome,
  SwissRoundRequest,
} from '../../src/shared/types';
import { sheetGrid } from '../../src/server/platform/sheetTime';
import {
  FakeApps,
  FakeConditionalFormatRule,
  type FakeSheet,
  type Value,
} from './fakes/spreadsheetService';

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}
function refusal<T>(o: Outcome<T>): string {
  if (o.ok) throw new Error('expected a refusal');
  return o.error.message;
}

/** The call's outcome, or null when the service's failure ended it before any write. */
function attempted<T>(call: () => Outcome<T>): Outcome<T> | null {
  try {
    return call();
  } catch (e) {
    if (e instanceof Error && /timed out/.test(e.message)) return null;
    throw e;
  }
}

const SWISS: NewEventRequest = {
  system: 'swiss',
  name: 'Open',
  rounds: 5,
  double: false,
  colour: 'white1',
  seed: null,
  order: 'ranking',
  preset: 'fide-swiss',
};

function setup(
  userLocale = 'en',
  sheets: { name: string; values: Value[][] }[] = [{ name: 'Sheet1', values: [] }],
) {
  const apps = new FakeApps({ sheets, userLocale });
  return { apps, api: sidebarApi(apps.services()) };
}

/** Types players (name, rating[, title]) from row 2 on, no Nr. */
function typePlayers(
  sheet: FakeSheet,
  players: readonly (readonly [string, number?, string?])[],
  from = 2,
) {
  players.forEach(([name, rating, title], i) => {
    sheet.type(`B${from + i}`, name);
    if (rating !== undefined) sheet.type(`C${from + i}`, String(rating));
    if (title !== undefined) sheet.type(`F${from + i}`, title);
  });
}

const pairRequest = (e: EventInfo): SwissRoundRequest => ({
  results: e.results,
  players: e.players,
  options: e.options,
  absent: [],
});

describe('New Swiss…', () => {
  it('in German: German headers, every one read by the readers, and the event remembered', () => {
    const { apps, api } = setup('de');
    const e = value(api.newEvent({ ...SWISS, name: 'Vereinsturnier 2026' }));
    expect([e.playersSheet, e.resultsSheet]).toEqual([
      'Vereinsturnier 2026 – Spieler',
      'Vereinsturnier 2026 – Ergebnisse',
    ]);
    const players = apps.sheet(e.playersSheet);
    expect(players.grid()[0]).toEqual([
      'Nr',
      'Name',
      'Elo',
      'FIDE-ID',
      'Land',
      'Titel',
      'Verein',
      'Geb.',
      'Geschlecht',
      'Status',
    ]);
    expect(players.frozenRows).toBe(1);
    expect(apps.sheet(e.resultsSheet).grid()[0]).toEqual([
      'Runde',
      'Brett',
      'Weiß',
      'Schwarz',
      'Ergebnis',
    ]);
    // A row typed under every header reads back with each column where it belongs.
    const row = [3, 'Keller, Jonas', 2280, '12345678', 'GER', 'FM', 'SC Nord', '1990', 'm', 'H 2'];
    row.forEach((v, c) => players.type(`${'ABCDEFGHIJ'[c]}2`, String(v)));
    expect(readPlayerList(sheetGrid(players.range(1, 1, 2, 10).getValues()))).toEqual([
      {
        name: 'Keller, Jonas',
        rating: 2280,
        startNo: 3,
        status: 'active',
        marks: [{ kind: 'half-bye', rounds: [2] }],
        statusCol: 9,
        federation: 'GER',
        title: 'FM',
        club: 'SC Nord',
        fideId: '12345678',
        birthDate: '1990',
        sex: 'm',
        sourceRow: 1,
      },
    ]);
    const header = apps.sheet(e.resultsSheet).range(1, 1, 1, 5).getValues();
    const read = readResultsList([...header, [1, 1, 'Keller, Jonas', 'Novak, Petra', '½-½']]);
    expect(read.columns).toEqual({ round: 0, board: 1, white: 2, black: 3, result: 4 });
  });

  it('a name another sheet has gets a suffix; the other sheet is not touched', () => {
    const { apps, api } = setup('en', [{ name: 'Open – Players', values: [['my own notes']] }]);
    const e = value(api.newEvent(SWISS));
    expect([e.playersSheet, e.resultsSheet]).toEqual(['Open – Players (2)', 'Open – Results']);
    expect(apps.changesTo('Open – Players')).toEqual([]);
    expect(apps.sheet('Open – Players').grid()).toEqual([['my own notes']]);
  });

  it('refuses a request the form cannot send, naming what is wrong', () => {
    const { apps, api } = setup();
    expect(refusal(api.newEvent({ ...SWISS, name: ' ' }))).toBe('Give the event a name.');
    expect(refusal(api.newEvent({ ...SWISS, rounds: 0 }))).toBe(
      'The number of rounds should be a whole number from 1 to 30.',
    );
    expect(refusal(api.newEvent({ ...SWISS, colour: 'lot', seed: null }))).toMatch(
      /^The seed of the lot/,
    );
    expect(refusal(api.newEvent({ ...SWISS, preset: 'nope' }))).toBe(
      'There is no preset called "nope".',
    );
    expect(apps.book.sheets).toHaveLength(1);
  });

  it('all or nothing: whichever call fails, no sheet and no record is left', () => {
    let k = 1;
    for (; ; k++) {
      const { apps, api } = setup();
      apps.book.failAt(k);
      // A failure before anything is written reaches the sidebar as the call's failure.
      const out = attempted(() => api.newEvent(SWISS));
      if (out?.ok) {
        expect(apps.book.failurePending).toBe(true);
        break;
      }
      expect(apps.book.sheets.map(s => s.name)).toEqual(['Sheet1']);
      expect(apps.book.sheets[0].metadata).toEqual([]);
    }
    expect(k).toBeGreaterThan(10);
  });

  it('a copy of an event sheet is not the event; several events: the active sheet decides', () => {
    const { apps, api } = setup();
    const a = value(api.newEvent(SWISS));
    apps.book.duplicate(apps.sheet(a.playersSheet), 'Copy of players');
    expect(api.eventsState().events.map(e => e.name)).toEqual(['Open']);
    const b = value(api.newEvent({ ...SWISS, name: 'Blitz' }));
    apps.book.setActiveSheet(apps.sheet('Sheet1'));
    expect(api.eventsState()).toMatchObject({
      current: null,
      events: [{ name: 'Open' }, { name: 'Blitz' }],
    });
    apps.book.setActiveSheet(apps.sheet(b.resultsSheet));
    expect(api.eventsState().current).toBe(b.id);
    apps.book.setActiveSheet(apps.sheet('Copy of players'));
    expect(api.eventsState().current).toBe(null);
    expect(ownRecord(apps.sheet('Copy of players'))).toBeNull();
  });
});

describe('pairing numbers and the Result cells', () => {
  const FIELD: [string, number?, string?][] = [
    ['Cole', 1900],
    ['Abel', 2000],
    ['Berg', 1900, 'CM'],
    ['Dorn'],
  ];

  function event() {
    const { apps, api } = setup();
    const e = value(api.newEvent(SWISS));
    const players = apps.sheet(e.playersSheet);
    const results = apps.sheet(e.resultsSheet);
    return { apps, api, e, players, results };
  }

  it('a number the organiser typed is kept; ours follow a corrected rating until round 1 is played', () => {
    const { api, e, players, results } = event();
    typePlayers(players, FIELD);
    players.type('A5', '1'); // Dorn, typed by hand
    const first = value(api.pairSwissRound(pairRequest(e)));
    // Dorn 1 (typed); Abel 2000, CM Berg, Cole take 2, 3, 4.
    expect(players.range(2, 1, 4, 2).getValues()).toEqual([
      [4, 'Cole'],
      [2, 'Abel'],
      [3, 'Berg'],
      [1, 'Dorn'],
    ]);
    expect(first.numbered).toBe('Pairing numbers for 4 players go into the Nr column.');
    // Before a result is typed, Cole's rating is corrected and round 1 paired again.
    players.type('C2', '2100');
    value(api.pairSwissRound(pairRequest(e)));
    expect(players.range(2, 1, 4, 1).getValues()).toEqual([[2], [3], [4], [1]]);
    // One highlight rule for the round, not two; a dropdown on each game's Result.
    expect(results.conditionalRules).toHaveLength(1);
    expect(results.conditionalRules[0].ranges.map(r => r.a1())).toEqual(['E2:E3']);
    expect(results.validationAt(2, 5)?.values).toEqual(['1-0', '½-½', '0-1', '+:-', '-:+', '-:-']);
    expect(results.validationAt(2, 5)?.allowInvalid).toBe(false);
  });

  it("keeps the organiser's own conditional format rules of the results sheet", () => {
    const { apps, api, e, players, results } = event();
    typePlayers(players, FIELD);
    const mine = apps.book
      .newConditionalFormatRule()
      .whenCellEmpty()
      .setBackground('#ff0000')
      .setRanges([results.range(1, 7, 10, 1)])
      .build();
    results.setConditionalFormatRules([mine]);
    value(api.pairSwissRound(pairRequest(e)));
    value(api.pairSwissRound(pairRequest(e)));
    expect(results.conditionalRules[0]).toBe(mine);
    expect(results.conditionalRules).toHaveLength(2);
  });

  it('a dropdown result reads back in a German sheet (½-½, +:-) and the next round pairs', () => {
    const { apps, api } = setup('de');
    const e = value(api.newEvent(SWISS));
    const players = apps.sheet(e.playersSheet);
    const results = apps.sheet(e.resultsSheet);
    typePlayers(players, FIELD);
    value(api.pairSwissRound(pairRequest(e)));
    results.choose('E2', '½-½');
    results.choose('E3', '+:-');
    expect(results.highlighted(2, 5)).toBe(false);
    const round2 = value(api.previewSwissRound(pairRequest(e)));
    expect(round2.round).toBe(2);
    // Abel (No. 1) drew with Dorn (No. 3)? Points before round 2 by name, as the readers took them.
    const board1 = results.range(2, 3, 2, 3).getValues();
    const points = new Map(round2.players.map(p => [p.name, p.points]));
    expect(points.get(board1[0][0] as string)).toBe('0.5');
    expect(points.get(board1[0][1] as string)).toBe('0.5');
    expect(points.get(board1[1][0] as string)).toBe('1');
    expect(points.get(board1[1][1] as string)).toBe('0');
  });

  it('all or nothing: a failure while writing leaves numbers, rows, rules and dropdowns as they were', () => {
    let k = 1;
    for (; ; k++) {
      const { apps, api, e, players, results } = event();
      typePlayers(players, FIELD);
      apps.book.failAt(k);
      const out = attempted(() => api.pairSwissRound(pairRequest(e)));
      if (out?.ok) {
        expect(apps.book.failurePending).toBe(true);
        break;
      }
      expect(players.range(2, 1, 4, 1).getValues()).toEqual([[''], [''], [''], ['']]);
      expect(results.grid()).toEqual([['Round', 'Board', 'White', 'Black', 'Result']]);
      expect(results.conditionalRules).toEqual([]);
      expect(results.range(2, 5, 4, 1).getDataValidations()).toEqual([
        [null],
        [null],
        [null],
        [null],
      ]);
      expect(players.metadata.map(m => m.key)).toEqual(['chess-standings']);
    }
    expect(k).toBeGreaterThan(20);
  });

  it('Build standings… of an event is a snapshot: a live formula would miss its player list', () => {
    const { api, e, players, results } = event();
    typePlayers(players, FIELD);
    value(api.pairSwissRound(pairRequest(e)));
    results.choose('E2', '1-0');
    results.choose('E3', '0-1');
    const request = {
      range: e.results,
      tiebreaks: { kind: 'preset' as const, name: 'fide-swiss' },
      rules: 'auto' as const,
      afterRound: null,
      unratedRating: null,
      explanations: false,
    };
    expect(refusal(api.buildStandings({ ...request, output: 'live' }))).toMatch(
      /^A live sheet would read/,
    );
    const built = value(api.buildStandings({ ...request, output: 'snapshot' }));
    expect(built.top.map(t => t.name)).toHaveLength(4);
  });

  it('a round-robin event refuses Swiss pairing; a Swiss refuses a schedule', () => {
    const { api, e } = event();
    expect(refusal(api.writeSchedule(e.id))).toBe('This event is a Swiss: pair it round by round.');
    const rr = value(
      api.newEvent({ ...SWISS, system: 'round-robin', name: 'Cup', preset: 'fide-rr' }),
    );
    expect(rr.options).toBe('');
    expect(refusal(api.previewSwissRound(pairRequest(rr)))).toBe(
      'This event is a round robin: write its schedule instead.',
    );
  });
});

describe('New round robin…', () => {
  it('numbers the players and writes the whole Berger schedule, each game with its dropdown', () => {
    const { apps, api } = setup();
    const e = value(
      api.newEvent({
        ...SWISS,
        system: 'round-robin',
        name: 'Cup',
        rounds: null,
        preset: 'fide-rr',
      }),
    );
    const players = apps.sheet(e.playersSheet);
    const results = apps.sheet(e.resultsSheet);
    typePlayers(players, [
      ['Eck', 1500],
      ['Abel', 2000],
      ['Cole', 1800],
      ['Dorn', 1700],
      ['Berg', 1900],
    ]);
    const done = value(api.writeSchedule(e.id));
    // 5 players: the 5–6 Berger table (C.05 Annex 1), 5 rounds; numbers by rating: Abel 1,
    // Berg 2, Cole 3, Dorn 4, Eck 5; round 1 is 1–6 (6 the bye), 2–5, 3–4.
    expect(done.rounds).toBe(5);
    expect(done.numbered).toBe('Pairing numbers for 5 players go into the Nr column.');
    expect(players.range(2, 1, 5, 2).getValues()).toEqual([
      [5, 'Eck'],
      [1, 'Abel'],
      [3, 'Cole'],
      [4, 'Dorn'],
      [2, 'Berg'],
    ]);
    expect(results.range(2, 1, 3, 5).getValues()).toEqual([
      [1, 1, 'Berg', 'Eck', ''],
      [1, 2, 'Cole', 'Dorn', ''],
      [1, '', 'Abel', '', 'bye'],
    ]);
    expect(results.validationAt(2, 5)).not.toBeNull();
    expect(results.validationAt(4, 5)).toBeNull();
    expect(results.highlighted(2, 5)).toBe(true);
    expect(results.highlighted(4, 5)).toBe(false);
    // 10 games in 5 rounds, one rule with a range per round's boards.
    expect(results.conditionalRules).toHaveLength(1);
    expect(results.conditionalRules[0].ranges).toHaveLength(5);
    expect(results.conditionalRules[0]).toBeInstanceOf(FakeConditionalFormatRule);
    expect(refusal(api.writeSchedule(e.id))).toMatch(/^The schedule is already in “Cup – Results”/);
  });

  it('all or nothing: a failure leaves the lists as they were typed', () => {
    let k = 1;
    for (; ; k++) {
      const { apps, api } = setup();
      const e = value(
        api.newEvent({ ...SWISS, system: 'round-robin', name: 'Cup', preset: 'fide-rr' }),
      );
      const players = apps.sheet(e.playersSheet);
      const results = apps.sheet(e.resultsSheet);
      typePlayers(players, [
        ['Abel', 2000],
        ['Berg', 1900],
        ['Cole', 1800],
      ]);
      apps.book.failAt(k);
      const out = attempted(() => api.writeSchedule(e.id));
      if (out?.ok) break;
      expect(players.range(2, 1, 3, 1).getValues()).toEqual([[''], [''], ['']]);
      expect(results.grid()).toEqual([['Round', 'Board', 'White', 'Black', 'Result']]);
      expect(results.conditionalRules).toEqual([]);
      expect(results.range(2, 5, 6, 1).getDataValidations().flat()).toEqual(Array(6).fill(null));
    }
    expect(k).toBeGreaterThan(10);
  });
});
