/**
 * KEIZER, KEIZER_PAIRINGS and KEIZER_EXPLAIN called directly with what Sheets passes (2-D arrays
 * of numbers, strings, '' and booleans): the spec's vectors (club-systems.md A.3), the forms of
 * the `present` and `options` arguments, and errors that name the cell of the right range.
 */
import { KEIZER, KEIZER_EXPLAIN, KEIZER_PAIRINGS } from '../../src/server/functions/keizer';
import {
  CAISSA_PLAYERS,
  CAISSA_R1,
  CP_PLAYERS,
  CP_ROUNDS,
  SCHLAPP_PLAYERS,
  SCHLAPP_R1,
  SCHLAPP_R2,
  SCHLAPP_R3,
  results,
  ATV5_FINAL,
} from '../core/keizer/specVectors';
import { fakeSpreadsheetApp, type FakeCall } from '../sheets/fakeServices';
import { message } from '../support/thrown';

const call: FakeCall = { formula: '' };
const globals = globalThis as { SpreadsheetApp?: unknown };

beforeAll(() => {
  globals.SpreadsheetApp = fakeSpreadsheetApp(call);
});
afterAll(() => {
  delete globals.SpreadsheetApp;
});
beforeEach(() => {
  call.formula = '';
});

const ATV1 = results(SCHLAPP_R1);
const ATV5_R2 = results(SCHLAPP_R1, SCHLAPP_R2);
const ATV5 = results(SCHLAPP_R1, SCHLAPP_R2, SCHLAPP_R3);
const HEADER = ['Rank', 'Name', 'Keizer', 'Value'];

describe('KEIZER', () => {
  it('A-TV1: Rank | Name | Keizer | Value with numbers as numbers', () => {
    expect(KEIZER(ATV1, SCHLAPP_PLAYERS)).toEqual([
      HEADER,
      [1, 'Botwinnik', 10, 7],
      [2, 'Lasker', 9.5, 6],
      [3, 'Capablanca', 9, 5],
      [4, 'Keres', 5, 4],
      [5, 'Steinitz', 4, 3],
      [6, 'Tal', 3, 2],
    ]);
  });

  it('A-TV2 with first-value=fixed:50, as text and as a two-column options range', () => {
    const expected = [
      HEADER,
      [1, 'Jansen', 99, 50],
      [2, 'de Zeeuw', 91, 49],
      [3, 'de Bruin', 83, 48],
      [4, 'Bakker', 71.5, 47],
      [5, 'Slager', 71, 46],
      [6, 'de Jonge', 65.5, 45],
      [7, 'de Oude', 65, 44],
      [8, 'Pietersen', 49, 43],
      [9, 'de Vries', 46, 42],
      [10, 'de Wit', 42, 41],
    ];
    const r = results(CAISSA_R1);
    expect(KEIZER(r, CAISSA_PLAYERS, 'first-value=fixed:50')).toEqual(expected);
    expect(KEIZER(r, CAISSA_PLAYERS, [['first-value', 'fixed:50']])).toEqual(expected);
    // a cell holding the number 50 is a fixed first value too
    expect(KEIZER(r, CAISSA_PLAYERS, [['Erster Wert', 50]])).toEqual(expected);
  });

  it('A-TV3b: values base N, own value excluded, fixed point with the 2-cycle mean', () => {
    expect(
      KEIZER(
        results(CP_ROUNDS),
        CP_PLAYERS,
        'first-value=count; own-value=no; iteration=fixed-point',
      ),
    ).toEqual([HEADER, [1, 'p2', 3, 4], [2, 'p1', 2.5, 3], [3, 'p3', 2.5, 2], [4, 'p4', 0, 1]]);
  });

  it.each(ATV5_FINAL)('A-TV5 iteration=%s: the spec final totals', (mode, rows) => {
    expect(KEIZER(ATV5, SCHLAPP_PLAYERS, `iteration=${mode}`)).toEqual([
      HEADER,
      ...rows.map(([name, total], i) => [i + 1, name, total, 7 - i]),
    ]);
  });

  it('German options; blank players argument; options on lines', () => {
    // Eigenwert=nein on A-TV1: C 4, L 3.5, B 3, K 3 (B by rating), S 0, T 0.
    expect(KEIZER(ATV1, SCHLAPP_PLAYERS, 'Eigenwert=nein\nFreilos=0,5')).toEqual([
      HEADER,
      [1, 'Capablanca', 4, 7],
      [2, 'Lasker', 3.5, 6],
      [3, 'Botwinnik', 3, 5],
      [4, 'Keres', 3, 4],
      [5, 'Steinitz', 0, 3],
      [6, 'Tal', 0, 2],
    ]);
    // without a player list everyone is unrated: starting order by name
    expect(KEIZER(ATV1, '').map(r => r[1])).toEqual([
      'Name',
      'Botwinnik',
      'Capablanca',
      'Lasker',
      'Keres',
      'Steinitz',
      'Tal',
    ]);
  });

  it('errors: options, a bad result cell, a bad player-list cell named in its own range', () => {
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye=2'))).toBe(
      'KEIZER: option bye: "2" is not a fraction from 0 to 1 such as 0.35, 0,35, 35% or 1/3',
    );
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'byes=0.5'))).toMatch(
      /^KEIZER: unknown Keizer option "byes"; known: first-value, rounding, step, own-value/,
    );
    expect(message(() => KEIZER(ATV1, SCHLAPP_PLAYERS, 'bye 0.5'))).toBe(
      'KEIZER: option "bye 0.5" should look like name=value, e.g. bye=0.5',
    );
    const badResult = ATV1.map((r, i) => (i === 2 ? [1, 2, 'Steinitz', 'Capablanca', '2-0'] : r));
    call.formula = '=KEIZER(B3:F6; H3:J9)';
    expect(message(() => KEIZER(badResult, SCHLAPP_PLAYERS))).toMatch(/^KEIZER: F5: found "2-0"/);
    const badList = SCHLAPP_PLAYERS.map((r, i) => (i === 3 ? ['Capablanca', 'stark', ''] : r));
    expect(message(() => KEIZER(ATV1, badList))).toMatch(/^KEIZER: I6: found "stark"/);
    call.formula = '';
    expect(message(() => KEIZER(ATV1, badList))).toMatch(
      /^KEIZER: row 4, column 2 of the range: found "stark"/,
    );
    expect(message(() => KEIZER('A1', SCHLAPP_PLAYERS))).toMatch(/must be a range of cells/);
    expect(message(() => KEIZER(ATV1, 'Botwinnik'))).toMatch(
      /^KEIZER: the player list must be a range/,
    );
  });
});

describe('KEIZER_PAIRINGS', () => {
  const R2 = [
    ['Board', 'White', 'Black'],
    [1, 'Botwinnik', 'Lasker'],
    [2, 'Steinitz', 'Keres'],
    ['bye', 'Tal', ''],
  ];
  const R3 = [
    ['Board', 'White', 'Black'],
    [1, 'Capablanca', 'Botwinnik'],
    [2, 'Keres', 'Lasker'],
    [3, 'Tal', 'Steinitz'],
  ];

  it('A-TV5 round 2 from a range of names: bye Tal, Botwinnik and Steinitz White', () => {
    const present = [['Anwesend'], ['Botwinnik'], ['Lasker'], ['Keres'], ['Steinitz'], ['Tal']];
    expect(KEIZER_PAIRINGS(ATV1, present, '', SCHLAPP_PLAYERS)).toEqual(R2);
  });

  it('the same from names with tick boxes (either side), and from a typed list', () => {
    const ticks = SCHLAPP_PLAYERS.map((r, i) => [
      r[0],
      i === 0 ? 'Present' : r[0] !== 'Capablanca',
    ]);
    expect(KEIZER_PAIRINGS(ATV1, ticks, '', SCHLAPP_PLAYERS)).toEqual(R2);
    const left = ticks.map(([name, tick]) => [tick, name]);
    expect(KEIZER_PAIRINGS(ATV1, left, '', SCHLAPP_PLAYERS)).toEqual(R2);
    expect(
      KEIZER_PAIRINGS(ATV1, 'botwinnik, LASKER, Keres, Steinitz, Tal', '', SCHLAPP_PLAYERS),
    ).toEqual(R2);
    // a ticked box may also be an x typed into the cell
    const typedTicks = SCHLAPP_PLAYERS.slice(1).map(r => [r[0], r[0] === 'Capablanca' ? '' : 'x']);
    expect(KEIZER_PAIRINGS(ATV1, typedTicks, '', SCHLAPP_PLAYERS)).toEqual(R2);
  });

  it('A-TV5 round 3, everyone present: Capablanca, Keres and Tal White', () => {
    const all = SCHLAPP_PLAYERS.slice(1).map(r => [r[0], true]);
    expect(KEIZER_PAIRINGS(ATV5_R2, all, undefined, SCHLAPP_PLAYERS)).toEqual(R3);
  });

  it('pairing options: gap=never keeps Botwinnik and Lasker apart in round 2', () => {
    expect(
      KEIZER_PAIRINGS(ATV1, 'Botwinnik, Lasker, Keres, Steinitz', 'gap=never', SCHLAPP_PLAYERS),
    ).toEqual([
      ['Board', 'White', 'Black'],
      [1, 'Botwinnik', 'Keres'],
      [2, 'Steinitz', 'Lasker'],
    ]);
  });

  it('a name that is no player, twice, or withdrawn names its cell in the present range', () => {
    call.formula = '=KEIZER_PAIRINGS(A1:E4; K2:L7; ""; G1:I7)';
    const present = [
      ['Botwinnik', true],
      ['Kasparov', true],
    ];
    expect(message(() => KEIZER_PAIRINGS(ATV1, present, '', SCHLAPP_PLAYERS))).toBe(
      'KEIZER_PAIRINGS: K3: "Kasparov" is not a player of the results list or the player list',
    );
    expect(
      message(() => KEIZER_PAIRINGS(ATV1, [['Tal'], ['Botwinnik'], ['tal']], '', SCHLAPP_PLAYERS)),
    ).toBe('KEIZER_PAIRINGS: K4: Tal is listed as present twice');
    const withdrawn = SCHLAPP_PLAYERS.map(r => (r[0] === 'Tal' ? ['Tal', 2786, 'withdrawn'] : r));
    expect(message(() => KEIZER_PAIRINGS(ATV1, [['Tal'], ['Keres']], '', withdrawn))).toBe(
      'KEIZER_PAIRINGS: K2: Tal has withdrawn and is not paired',
    );
    expect(
      message(() =>
        KEIZER_PAIRINGS(
          ATV1,
          [
            ['Tal', true],
            ['Keres', 'vielleicht'],
          ],
          '',
          SCHLAPP_PLAYERS,
        ),
      ),
    ).toMatch(/^KEIZER_PAIRINGS: L3: found "vielleicht"; expected a tick box/);
    // the player list is the fourth argument here
    const badList = SCHLAPP_PLAYERS.map((r, i) => (i === 2 ? ['Lasker', -5, ''] : r));
    expect(message(() => KEIZER_PAIRINGS(ATV1, 'Tal, Keres', '', badList))).toMatch(
      /^KEIZER_PAIRINGS: H3: /,
    );
    expect(message(() => KEIZER_PAIRINGS(ATV1, '', '', SCHLAPP_PLAYERS))).toMatch(
      /names the players present/,
    );
    expect(message(() => KEIZER_PAIRINGS(ATV1, [['Tal', false]], '', SCHLAPP_PLAYERS))).toBe(
      'KEIZER_PAIRINGS: nobody is marked as present',
    );
  });
});

describe('KEIZER_EXPLAIN', () => {
  it('A-TV5 Capablanca: 6 (own) + 3 + 2.1 + 3.5 = 14.6', () => {
    const t = KEIZER_EXPLAIN(ATV5, 'Capablanca', SCHLAPP_PLAYERS);
    expect(t.map(r => [r[0], r[1]])).toEqual([
      ['Round', 'Keizer'],
      ['own value', 6],
      [1, 3],
      [2, 2.1],
      [3, 3.5],
      ['Total', 14.6],
    ]);
    expect(t[3][2]).toMatch(/^excused absence, absence 1: 2\.1 = 0\.35 × 6 \(own value, rank 2/);
    expect(t[5][2]).toBe('rank 2 of 6');
  });

  it('in German with lang=de: German words, decimal commas, the numbers stay numbers', () => {
    const t = KEIZER_EXPLAIN(ATV5, 'Capablanca', SCHLAPP_PLAYERS, 'lang=de');
    expect(t.map(r => [r[0], r[1]])).toEqual([
      ['Runde', 'Keizer'],
      ['Eigenwert', 6],
      [1, 3],
      [2, 2.1],
      [3, 3.5],
      ['Summe', 14.6],
    ]);
    expect(t[3][2]).toMatch(
      /^entschuldigt abwesend, Abwesenheit 1: 2,1 = 0,35 × 6 \(Eigenwert, Platz 2/,
    );
    expect(t[5][2]).toBe('Platz 2 von 6');
    // The language is no Keizer option: it goes with the others.
    const frozen = KEIZER_EXPLAIN(ATV5, 'capa', SCHLAPP_PLAYERS, 'iteration=frozen; lang=de');
    expect(frozen[frozen.length - 1]).toEqual(['Summe', 15.95, 'Platz 2 von 6']);
  });

  it('frozen mode and an unknown player', () => {
    const t = KEIZER_EXPLAIN(ATV5, 'capa', SCHLAPP_PLAYERS, 'iteration=frozen');
    expect(t[t.length - 1]).toEqual(['Total', 15.95, 'rank 2 of 6']);
    expect(message(() => KEIZER_EXPLAIN(ATV5, 'Kasparov', SCHLAPP_PLAYERS))).toBe(
      'KEIZER_EXPLAIN: no player "Kasparov" in the results or player list',
    );
  });
});
