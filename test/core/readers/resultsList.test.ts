import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { InputError } from '../../../src/core/errors';
import { totalPoints } from '../../../src/core/model/points';
import { lechenichValues } from '../../../src/core/tiebreaks/club/lechenich';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import type { Cell, Grid } from '../../../src/core/readers/cells';
import { readResultsList } from '../../../src/core/readers/resultsList';
import { errorOf } from '../../support/thrown';

function expectCellError(fn: () => unknown, row: number, col: number, detail: RegExp): void {
  const e = errorOf(fn);
  expect(e.location).toEqual({ kind: 'cell', row, col });
  expect(e.detail).toMatch(detail);
}

function byName(t: Tournament, name: string): Participant {
  const p = t.participants.find(x => x.name === name);
  if (!p) throw new Error(`no participant ${name}`);
  return p;
}

/** The seed's round-1 list, split into cells the way a user pastes it into a sheet. */
function keizerSeedRows(): { header: string; games: string[][] } {
  const dir = join(__dirname, '../../fixtures/seeds');
  const file = readdirSync(dir).find(f => f.startsWith('002_'));
  if (!file) throw new Error('Keizer seed missing');
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const at = lines.findIndex(l => l.startsWith('Ergebnisse der 1. Runde'));
  const games = lines.slice(at + 2, at + 10).map(line => {
    const m = /^(\d+) (.+?) - (.+?) ([01½] - [01½])$/.exec(line.trim());
    if (!m) throw new Error(`unexpected seed line ${line}`);
    return [m[1], m[2], '-', m[3], m[4]];
  });
  return { header: lines[at + 1].trim(), games };
}

describe('readResultsList: the Keizer seed, round 1', () => {
  const seed = keizerSeedRows();
  // Winners, draws and colours read by hand from the seed text.
  const expected: [string, string, 'w' | 'b' | 'draw'][] = [
    ['Woschech, Andreas', 'Höckendorf, Hartmut', 'w'],
    ['Scholz, Alexander', 'Bittorf, Uwe', 'draw'],
    ['Hahlbohm, Matthias', 'Gruner, Klaus-Dieter', 'w'],
    ['Tiemer, Klaus', 'Eisenmann, Philipp', 'w'],
    ['Langer, Günter', 'Höhne, Wolfgang', 'draw'],
    ['Meier, Karl-Heinz', 'Lange, Christoph', 'w'],
    ['Malayev, Daniel', 'Kohla, Patrice', 'b'],
    ['Ewald, Jutta', 'Linke, Rico', 'b'],
  ];

  function check(t: Tournament) {
    expect(t.rounds).toBe(1);
    expect(t.participants).toHaveLength(16);
    expected.forEach(([white, black, winner], i) => {
      const w = byName(t, white);
      const b = byName(t, black);
      const wr = winner === 'w' ? 'win' : winner === 'b' ? 'loss' : 'draw';
      const br = winner === 'b' ? 'win' : winner === 'w' ? 'loss' : 'draw';
      expect(w.rounds).toEqual([
        { kind: 'played', opponent: b.startNo, colour: 'w', result: wr, rated: true, board: i + 1 },
      ]);
      expect(b.rounds).toEqual([
        { kind: 'played', opponent: w.startNo, colour: 'b', result: br, rated: true, board: i + 1 },
      ]);
    });
  }

  it('reads the list with its header "Tisch Teilnehmer - Teilnehmer Ergebnis"', () => {
    expect(seed.header).toBe('Tisch Teilnehmer - Teilnehmer Ergebnis');
    const grid = [['Tisch', 'Teilnehmer', '-', 'Teilnehmer', 'Ergebnis'], ...seed.games];
    const read = readResultsList(grid);
    check(read.tournament);
    expect(read.layout).toBe('results');
    expect(read.description).toMatch(/16 players, 1 round/);
    // Start numbers follow the order of first appearance: board 1 White, board 1 Black, ….
    expect(read.tournament.participants.slice(0, 4).map(p => p.name)).toEqual([
      'Woschech, Andreas',
      'Höckendorf, Hartmut',
      'Scholz, Alexander',
      'Bittorf, Uwe',
    ]);
    expect(read.tournament.participants.map(p => p.startNo)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(read.sourceRows).toEqual(new Array(16).fill(-1));
    const points = (name: string) =>
      totalPoints(byName(read.tournament, name), read.tournament.pointSystem);
    expect(points('Scholz, Alexander')).toBe(0.5);
    expect(points('Kohla, Patrice')).toBe(1);
    expect(points('Ewald, Jutta')).toBe(0);
  });

  it('reads the same list pasted without its header: the first column is the board', () => {
    const read = readResultsList(seed.games.map(g => [Number(g[0]), g[1], g[2], g[3], g[4]]));
    check(read.tournament);
    expect(read.description).toMatch(/first column read as board numbers/);
  });
});

describe('readResultsList: result spellings', () => {
  function oneGame(result: Cell): [RoundEntry, RoundEntry] {
    const t = readResultsList([
      ['White', 'Black', 'Result'],
      ['Weiß, Anna', 'Schwarz, Bert', result],
    ]).tournament;
    expect(t.participants.map(p => p.name)).toEqual(['Weiß, Anna', 'Schwarz, Bert']);
    return [t.participants[0].rounds[0], t.participants[1].rounds[0]];
  }
  const played = (w: string, b: string) => [
    { kind: 'played', opponent: 2, colour: 'w', result: w, rated: true },
    { kind: 'played', opponent: 1, colour: 'b', result: b, rated: true },
  ];
  const forfeit = (winner: 'w' | 'b') => [
    { kind: winner === 'w' ? 'forfeit-win' : 'forfeit-loss', opponent: 2, colour: 'w' },
    { kind: winner === 'b' ? 'forfeit-win' : 'forfeit-loss', opponent: 1, colour: 'b' },
  ];
  const doubleForfeit = [
    { kind: 'double-forfeit', opponent: 2, colour: 'w' },
    { kind: 'double-forfeit', opponent: 1, colour: 'b' },
  ];

  it.each(['1-0', '1:0', '1 - 0', '1–0', '1 : 0', '1/0'])('%s: White won', token => {
    expect(oneGame(token)).toEqual(played('win', 'loss'));
  });
  it.each(['0-1', '0:1', '0 - 1'])('%s: Black won', token => {
    expect(oneGame(token)).toEqual(played('loss', 'win'));
  });
  it.each([
    '½-½',
    '½ - ½',
    '1/2-1/2',
    '0.5-0.5',
    '0,5-0,5',
    '½:½',
    '=',
    'remis',
    'Remis',
    '½',
    '0,5',
  ])('%s: draw', token => {
    expect(oneGame(token)).toEqual(played('draw', 'draw'));
  });
  it('the number 0.5 (0,5 typed in a German sheet) is a draw', () => {
    expect(oneGame(0.5)).toEqual(played('draw', 'draw'));
  });
  it('0-0: both lost (an arbiter decision)', () => {
    expect(oneGame('0-0')).toEqual(played('loss', 'loss'));
  });
  it('½-0 and 0-½: arbiter awards', () => {
    expect(oneGame('½-0')).toEqual(played('draw', 'loss'));
    expect(oneGame('0-½')).toEqual(played('loss', 'draw'));
  });
  it.each([
    '+:-',
    '+/-',
    '+-',
    '+ -',
    '1-0 kl.',
    '1-0 kl',
    '+:- kl',
    '1:0 kampflos',
    '1-0 (kl.)',
    'kl. 1-0',
    '1-0 ff',
  ])('%s: White won by forfeit', token => {
    expect(oneGame(token)).toEqual(forfeit('w'));
  });
  it.each(['-:+', '-/+', '-+', '0-1 kl.', '0:1 kampflos'])('%s: Black won by forfeit', token => {
    expect(oneGame(token)).toEqual(forfeit('b'));
  });
  it.each(['-:-', '--', '-/-', '0-0 kl.', '0:0 kampflos'])('%s: double forfeit', token => {
    expect(oneGame(token)).toEqual(doubleForfeit);
  });

  it.each([
    [1, /single score/],
    [0, /single score/],
    ['1', /single score/],
    ['+', /single score/],
    ['1-1', /expected a result: .*1-0.*kl\./],
    ['½-1', /expected a result/],
    ['+:+', /expected a result/],
    ['+:0', /expected a result/],
    ['½-½ kl.', /expected a result/],
    ['---', /expected a result/],
    ['x', /found "x"; expected a result/],
    [true, /found TRUE/],
  ] as [Cell, RegExp][])('refuses %p in the Result cell', (token, message) => {
    expectCellError(() => oneGame(token), 1, 2, message);
  });

  it('explains a date in the Result cell: Sheets turned 1/2 into a date, 1:0 into a time', () => {
    expectCellError(() => oneGame(new Date(2024, 0, 2, 12)), 1, 2, /date.*"1\/2".*date/);
    expectCellError(() => oneGame(new Date(1899, 11, 30, 1, 0)), 1, 2, /"1:0" into a time/);
  });
});

describe('readResultsList: a tournament with byes, absences, forfeits, a late joiner, a withdrawal', () => {
  const players: Grid = [
    ['Nr', 'Name', 'Elo', 'DWZ', 'Status'],
    [1, 'Anna', 2000, 1950, ''],
    [2, 'Bert', 1900, '', ''],
    [3, 'Carl', 1800, 1790, 'aktiv'],
    [4, 'Dora', 1700, '', ''],
    [5, 'Emil', 1600, '', 'zurückgezogen'],
    [6, 'Finn', '', 1500, ''],
  ];
  const results: Grid = [
    ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
    [1, 1, 'Anna', 'Bert', '1-0'],
    ['', 2, 'Carl', 'Dora', '½-½'],
    ['', '', 'Emil', 'spielfrei', ''],
    [2, 1, 'Bert', 'Carl', '+:-'],
    [2, 2, 'Dora', 'Emil', '-:-'],
    [2, '', 'Anna', '', 'entschuldigt'],
    [3, 1, 'Finn', 'Anna', '0-1'],
    [3, 2, 'Carl', 'Emil', '1-0'],
    [3, '', 'Bert', '', 'H'],
    [3, '', 'Dora', '', 'Mannschaftskampf'],
    [4, 1, 'Anna', 'Dora', '½-½'],
    [4, 2, 'Finn', 'Carl', '1-0 kl.'],
  ];

  it('gives every round the model kind it is', () => {
    const read = readResultsList(results, { players });
    const t = read.tournament;
    expect(t.rounds).toBe(4);
    expect(t.participants.map(p => [p.startNo, p.name, p.rating, p.nationalRating])).toEqual([
      [1, 'Anna', 2000, 1950],
      [2, 'Bert', 1900, undefined],
      [3, 'Carl', 1800, 1790],
      [4, 'Dora', 1700, undefined],
      [5, 'Emil', 1600, undefined],
      [6, 'Finn', undefined, 1500],
    ]);
    const rounds = Object.fromEntries(t.participants.map(p => [p.name, p.rounds]));
    expect(rounds.Anna).toEqual([
      { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: true, board: 1 },
      { kind: 'zero-bye' },
      { kind: 'played', opponent: 6, colour: 'b', result: 'win', rated: true, board: 1 },
      { kind: 'played', opponent: 4, colour: 'w', result: 'draw', rated: true, board: 1 },
    ]);
    expect(rounds.Bert).toEqual([
      { kind: 'played', opponent: 1, colour: 'b', result: 'loss', rated: true, board: 1 },
      { kind: 'forfeit-win', opponent: 3, colour: 'w', board: 1 },
      { kind: 'half-bye' },
      { kind: 'zero-bye' }, // not paired in round 4 and not withdrawn
    ]);
    expect(rounds.Carl).toEqual([
      { kind: 'played', opponent: 4, colour: 'w', result: 'draw', rated: true, board: 2 },
      { kind: 'forfeit-loss', opponent: 2, colour: 'b', board: 1 },
      { kind: 'played', opponent: 5, colour: 'w', result: 'win', rated: true, board: 2 },
      { kind: 'forfeit-loss', opponent: 6, colour: 'b', board: 2 },
    ]);
    expect(rounds.Dora).toEqual([
      { kind: 'played', opponent: 3, colour: 'b', result: 'draw', rated: true, board: 2 },
      { kind: 'double-forfeit', opponent: 5, colour: 'w', board: 2 },
      { kind: 'zero-bye' },
      { kind: 'played', opponent: 1, colour: 'b', result: 'draw', rated: true, board: 1 },
    ]);
    expect(rounds.Emil).toEqual([
      { kind: 'pairing-bye' },
      { kind: 'double-forfeit', opponent: 4, colour: 'b', board: 2 },
      { kind: 'played', opponent: 3, colour: 'b', result: 'loss', rated: true, board: 2 },
      { kind: 'withdrawn' }, // the player list says zurückgezogen
    ]);
    expect(rounds.Finn).toEqual([
      { kind: 'not-joined' },
      { kind: 'not-joined' },
      { kind: 'played', opponent: 1, colour: 'w', result: 'loss', rated: true, board: 1 },
      { kind: 'forfeit-win', opponent: 3, colour: 'w', board: 2 },
    ]);
    expect(read.absences).toEqual([
      { startNo: 1, round: 2, kind: 'excused', row: 6 },
      { startNo: 4, round: 3, kind: 'club', row: 10 },
    ]);
    expect(read.pending).toEqual([]);
    expect(read.players).toHaveLength(6);
    // 1/½/0 points by hand: Anna 1+0+1+½, Bert 0+1+½+0, Carl ½+0+1+0, Dora ½+0+0+½, Emil 1+0+0+0.
    const pts = t.participants.map(p => totalPoints(p, t.pointSystem));
    expect(pts).toEqual([2.5, 1.5, 1.5, 1, 1, 1]);
  });

  it('without the player list the absent Emil is a zero-point bye, not withdrawn', () => {
    const t = readResultsList(results).tournament;
    expect(byName(t, 'Emil').rounds[3]).toEqual({ kind: 'zero-bye' });
    expect(byName(t, 'Anna').rating).toBeUndefined();
  });

  it('a withdrawn row marks the round and every later one withdrawn', () => {
    const t = readResultsList([
      ['Round', 'White', 'Black', 'Result'],
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '0-1'],
      [2, 'A', 'C', '½-½'],
      [2, 'B', '', 'withdrawn'],
      [2, 'D', '', 'bye'],
      [3, 'A', 'D', '1-0'],
      [3, 'C', '', 'Z'],
    ]).tournament;
    expect(byName(t, 'B').rounds.map(r => r.kind)).toEqual(['played', 'withdrawn', 'withdrawn']);
    expect(byName(t, 'C').rounds.map(r => r.kind)).toEqual(['played', 'played', 'zero-bye']);
  });

  it('reads every bye and absence spelling without an opponent', () => {
    const kinds: [string, string][] = [
      ['bye', 'pairing-bye'],
      ['spielfrei', 'pairing-bye'],
      ['frei', 'pairing-bye'],
      ['pf', 'pairing-bye'],
      ['F', 'full-bye'],
      ['full-point bye', 'full-bye'],
      ['H', 'half-bye'],
      ['½ bye', 'half-bye'],
      ['halbes Freilos', 'half-bye'],
      ['Z', 'zero-bye'],
      ['abwesend', 'zero-bye'],
      ['excused', 'zero-bye'],
      ['Entschuldigt', 'zero-bye'],
      ['unexcused', 'zero-bye'],
      ['unentschuldigt', 'zero-bye'],
      ['club', 'zero-bye'],
      ['Mannschaftskampf', 'zero-bye'],
      ['zurückgezogen', 'withdrawn'],
    ];
    for (const [word, kind] of kinds) {
      const read = readResultsList([
        ['White', 'Black', 'Result'],
        ['A', 'B', '1-0'],
        ['C', '', word],
      ]);
      expect([word, byName(read.tournament, 'C').rounds]).toEqual([word, [{ kind }]]);
    }
    const absenceOf = (word: string) =>
      readResultsList([
        ['White', 'Black', 'Result'],
        ['A', '', word],
      ]).absences[0]?.kind;
    expect(absenceOf('entschuldigt')).toBe('excused');
    expect(absenceOf('unentschuldigt')).toBe('unexcused');
    expect(absenceOf('Mannschaftskampf')).toBe('club');
    expect(absenceOf('Z')).toBe('unspecified');
    expect(absenceOf('bye')).toBeUndefined();
  });

  it('reads a bye written as the opponent: "Müller | spielfrei | 1-0" and "spielfrei | Müller"', () => {
    for (const row of [
      ['Müller', 'spielfrei', '1-0'],
      ['Müller', 'spielfrei', ''],
      ['Müller', 'bye', '+'],
      ['Müller', 'Freilos', 1],
      ['spielfrei', 'Müller', '0-1'],
    ]) {
      const t = readResultsList([['White', 'Black', 'Result'], row]).tournament;
      expect(t.participants).toEqual([
        { startNo: 1, name: 'Müller', rounds: [{ kind: 'pairing-bye' }] },
      ]);
    }
    expectCellError(
      () =>
        readResultsList([
          ['White', 'Black', 'Result'],
          ['Müller', 'spielfrei', '0-1'],
        ]),
      1,
      2,
      /pairing-allocated bye/,
    );
  });
});

describe('readResultsList: start numbers and the player list', () => {
  const players: Grid = [
    ['Name', 'Elo'],
    ['Woschech, Andreas', 1850],
    ['Höckendorf, Hartmut', 1700],
    ['Scholz, Alexander', ''],
    ['Bittorf, Uwe', 1600],
  ];

  it('identifies players by start number (number cells or digits) in list order', () => {
    const t = readResultsList(
      [
        ['Rd', 'Bd', 'White', 'Black', 'Res'],
        [1, 1, 1, 2, '1-0'],
        [1, 2, '3', '4', '0-1'],
      ],
      { players },
    ).tournament;
    expect(t.participants.map(p => [p.startNo, p.name, p.rating])).toEqual([
      [1, 'Woschech, Andreas', 1850],
      [2, 'Höckendorf, Hartmut', 1700],
      [3, 'Scholz, Alexander', undefined],
      [4, 'Bittorf, Uwe', 1600],
    ]);
    expect(t.participants[2].rounds[0]).toMatchObject({ opponent: 4, result: 'loss' });
  });

  it('uses the list’s own start numbers, and matches names in either order and spacing', () => {
    const t = readResultsList(
      [
        ['Weiß', 'Schwarz', 'Erg.'],
        ['Andreas Woschech', 'höckendorf,hartmut', '½-½'],
        [7, 'Bittorf ,  Uwe', '1-0'],
      ],
      {
        players: [
          ['SNr', 'Name', 'DWZ'],
          [7, 'Scholz, Alexander', 1500],
          [2, 'Woschech, Andreas', 1850],
          [3, 'Höckendorf, Hartmut', 1700],
          [9, 'Bittorf, Uwe', 1600],
        ],
      },
    ).tournament;
    expect(t.participants.map(p => [p.startNo, p.name, p.nationalRating])).toEqual([
      [2, 'Woschech, Andreas', 1850],
      [3, 'Höckendorf, Hartmut', 1700],
      [7, 'Scholz, Alexander', 1500],
      [9, 'Bittorf, Uwe', 1600],
    ]);
    expect(t.participants[2].rounds[0]).toEqual({
      kind: 'played',
      opponent: 9,
      colour: 'w',
      result: 'win',
      rated: true,
    });
  });

  it('listed players who never appear have not joined (withdrawn when the list says so)', () => {
    const t = readResultsList(
      [
        ['White', 'Black', 'Result'],
        ['Woschech, Andreas', 'Höckendorf, Hartmut', '1-0'],
      ],
      {
        players: [
          ['Name', 'Status'],
          ['Woschech, Andreas', ''],
          ['Höckendorf, Hartmut', ''],
          ['Scholz, Alexander', ''],
          ['Bittorf, Uwe', 'withdrawn'],
        ],
      },
    ).tournament;
    expect(t.participants.map(p => p.rounds[0].kind)).toEqual([
      'played',
      'played',
      'not-joined',
      'withdrawn',
    ]);
  });

  it('with only a header and a player list, gives a start list of 0 rounds', () => {
    const read = readResultsList([['Round', 'White', 'Black', 'Result']], { players });
    expect(read.tournament.rounds).toBe(0);
    expect(read.tournament.participants.map(p => p.rounds)).toEqual([[], [], [], []]);
  });

  it('names a result-list cell whose player is not in the list, or whose start number is unknown', () => {
    expectCellError(
      () =>
        readResultsList(
          [
            ['White', 'Black', 'Result'],
            ['Woschech, Andreas', 'Meier, Karl', '1-0'],
          ],
          { players },
        ),
      1,
      1,
      /"Meier, Karl" is not in the player list/,
    );
    expectCellError(
      () =>
        readResultsList(
          [
            ['White', 'Black', 'Result'],
            [5, 1, '1-0'],
          ],
          { players },
        ),
      1,
      0,
      /no player with start number 5/,
    );
  });

  it('refuses start numbers when no player list says who they are', () => {
    expectCellError(
      () =>
        readResultsList([
          ['White', 'Black', 'Result'],
          ['Anna', 12, '1-0'],
        ]),
      1,
      1,
      /start number 12.*no player list/,
    );
  });

  it('reports a mistake inside the player list at its own cell', () => {
    const e = errorOf(() =>
      readResultsList(
        [
          ['White', 'Black', 'Result'],
          ['A', 'B', '1-0'],
        ],
        {
          players: [['Name'], ['A'], ['B'], ['a']],
        },
      ),
    );
    expect(e.location).toEqual({ kind: 'cell', row: 3, col: 0 });
    expect(e.detail).toMatch(/^player list: "a" is listed twice/);
  });
});

describe('readResultsList: layouts', () => {
  it('reads Round | Board | White | Black | Result without a header', () => {
    const t = readResultsList([
      [1, 1, 'A', 'B', '1-0'],
      [1, 2, 'C', 'D', '0-1'],
      [2, 1, 'D', 'A', '½-½'],
      [2, 2, 'B', 'C', '1-0'],
    ]).tournament;
    expect(t.rounds).toBe(2);
    expect(byName(t, 'D').rounds).toEqual([
      { kind: 'played', opponent: 3, colour: 'b', result: 'win', rated: true, board: 2 },
      { kind: 'played', opponent: 1, colour: 'w', result: 'draw', rated: true, board: 1 },
    ]);
  });

  it('reads four headerless columns as Round | White | Black | Result when players repeat', () => {
    const read = readResultsList([
      [1, 'A', 'B', '1-0'],
      [2, 'B', 'A', '1-0'],
    ]);
    expect(read.tournament.rounds).toBe(2);
    expect(read.description).toMatch(/first column read as round numbers/);
  });

  it('reads three headerless columns as one round', () => {
    const read = readResultsList([
      ['A', 'B', '1-0'],
      ['C', 'D', '0-1'],
    ]);
    expect(read.tournament.rounds).toBe(1);
    expect(read.description).toMatch(/no round column/);
  });

  it('honours headerRows: title rows above the header', () => {
    const t = readResultsList(
      [
        ['Vereinsmeisterschaft 2024', '', '', ''],
        ['Runde', 'Heim', 'Gast', 'Ergebnis'],
        ['R1', 'A', 'B', '0:1'],
        ['Runde 2', 'B', 'A', '½:½'],
      ],
      { headerRows: 2 },
    ).tournament;
    expect(byName(t, 'B').rounds.map(r => (r.kind === 'played' ? r.result : r.kind))).toEqual([
      'win',
      'draw',
    ]);
  });

  it('finds the header below title lines without being told', () => {
    const t = readResultsList([
      ['Keizer-Turnier', '', '', ''],
      ['Ergebnisse der 1. Runde am 20.9.2019', '', '', ''],
      ['Tisch', 'Teilnehmer', 'Teilnehmer', 'Ergebnis'],
      [1, 'Woschech, Andreas', 'Höckendorf, Hartmut', '1 - 0'],
    ]).tournament;
    expect(t.participants.map(p => p.name)).toEqual(['Woschech, Andreas', 'Höckendorf, Hartmut']);
  });

  it('ignores columns it does not know, and blank template rows', () => {
    const t = readResultsList([
      ['Datum', 'Round', 'White', 'Elo W', 'Black', 'Result', 'Notiz'],
      ['1.9.', 1, 'A', 1800, 'B', '1-0', 'gut'],
      ['', 2, '', '', '', '', ''],
    ]).tournament;
    expect(t.rounds).toBe(1);
    expect(t.participants).toHaveLength(2);
  });
});

describe('readResultsList: games not played yet', () => {
  const grid: Grid = [
    ['Round', 'Board', 'White', 'Black', 'Result'],
    [1, 1, 'A', 'B', '1-0'],
    [1, 2, 'C', 'D', '½-½'],
    [2, 1, 'A', 'C', '0-1'],
    [2, 2, 'B', 'D', ''],
    [3, 1, 'E', 'A', '*'],
  ];

  it('counts every round, a game without a result as a pending game, and says so', () => {
    const read = readResultsList(grid);
    expect(read.tournament.rounds).toBe(3);
    expect(read.pending).toEqual([
      { round: 2, row: 4 },
      { round: 3, row: 5 },
    ]);
    expect(read.description).toBe(
      'Results list, 5 players, 3 rounds (2 games without a result yet)',
    );
    // Finished games count, the others are pending; a player not listed in a round between
    // their first and last appearance, or after it, is absent (zero-point bye); E joins in round 3.
    expect(byName(read.tournament, 'A').rounds).toEqual([
      { kind: 'played', opponent: 2, colour: 'w', result: 'win', rated: true, board: 1 },
      { kind: 'played', opponent: 3, colour: 'w', result: 'loss', rated: true, board: 1 },
      { kind: 'pending', opponent: 5, colour: 'b', board: 1 },
    ]);
    expect(byName(read.tournament, 'B').rounds).toEqual([
      { kind: 'played', opponent: 1, colour: 'b', result: 'loss', rated: true, board: 1 },
      { kind: 'pending', opponent: 4, colour: 'w', board: 2 },
      { kind: 'zero-bye' },
    ]);
    expect(byName(read.tournament, 'E').rounds).toEqual([
      { kind: 'not-joined' },
      { kind: 'not-joined' },
      { kind: 'pending', opponent: 1, colour: 'w', board: 1 },
    ]);
  });

  it('for Keizer evenings counts only the rounds before the first game without a result', () => {
    const read = readResultsList(grid, {}, 'complete-rounds');
    expect(read.tournament.rounds).toBe(1);
    expect(read.roundsListed).toBe(3);
    expect(read.pending).toEqual([
      { round: 2, row: 4 },
      { round: 3, row: 5 },
    ]);
    expect(read.description).toMatch(
      /standings after round 1: round 2 has 1 game without a result/,
    );
    // E is paired only in an uncounted round: a participant who has not joined yet.
    expect(byName(read.tournament, 'E').rounds).toEqual([{ kind: 'not-joined' }]);
    expect(byName(read.tournament, 'A').rounds).toHaveLength(1);
  });

  it('still checks the players of uncounted rounds', () => {
    expectCellError(
      () => readResultsList([...grid, [3, 2, 'B', 'E', '']]),
      6,
      3,
      /"E" is listed twice in round 3: also in row 6, column 3/,
    );
    expectCellError(
      () => readResultsList(grid, { players: [['Name'], ['A'], ['B'], ['C'], ['D']] }),
      5,
      2,
      /"E" is not in the player list/,
    );
  });
});

describe('readResultsList: game end for the Lechenicher Wertung', () => {
  // club-systems.md C.3: R = regular, T(x) = x lost on time / did not finish, A(x) = x withdrew,
  // game adjudicated.
  const grid: Grid = [
    ['Runde', 'Weiß', 'Schwarz', 'Ergebnis', 'Partieende'],
    [1, 'A', 'B', '1-0', 'R'],
    [1, 'C', 'D', '1-0', 'regulär'],
    [2, 'C', 'A', '½-½', 'R'],
    [2, 'D', 'B', '½-½', 'A:W'],
    [3, 'D', 'A', '0-1', 'T:W'],
    [3, 'B', 'C', '0-1', ''],
  ];

  it('maps the end to both sides’ points of view', () => {
    const t = readResultsList(grid).tournament;
    const a = byName(t, 'A');
    const b = byName(t, 'B');
    const d = byName(t, 'D');
    expect(a.rounds[0]).toMatchObject({ end: { type: 'regular' } });
    expect(d.rounds[2]).toMatchObject({
      result: 'loss',
      end: { type: 'default', defaulter: 'self' },
    });
    expect(a.rounds[2]).toMatchObject({
      result: 'win',
      end: { type: 'default', defaulter: 'opponent' },
    });
    expect(d.rounds[1]).toMatchObject({ end: { type: 'adjudicated', defaulter: 'self' } });
    expect(b.rounds[1]).toMatchObject({ end: { type: 'adjudicated', defaulter: 'opponent' } });
    expect(b.rounds[2]).not.toHaveProperty('end');
  });

  it('gives the Lechenicher Wertung of the worked example (club-systems.md C.3)', () => {
    // Games 1–6 of the example, three to a round; D withdrew after game 6 was finished.
    const t = readResultsList([
      ['Runde', 'Weiß', 'Schwarz', 'Ergebnis', 'Partieende'],
      [1, 'A', 'B', '1-0', 'R'],
      [1, 'D', 'C', '0-1', 'R'],
      [2, 'C', 'A', '½-½', 'R'],
      [2, 'D', 'B', '½-½', 'A(W)'],
      [3, 'D', 'A', '0-1', 'T(W)'],
      [3, 'B', 'C', '0-1', 'R'],
    ]).tournament;
    const values = lechenichValues(t, t.rounds);
    const of = (name: string) => values[t.participants.indexOf(byName(t, name))];
    expect([of('A'), of('B'), of('C'), of('D')]).toEqual([37.5, 32.5, 42.5, 12]);
  });

  it.each([
    ['T:B', { type: 'default', defaulter: 'opponent' }],
    ['T:S', { type: 'default', defaulter: 'opponent' }],
    ['T(S)', { type: 'default', defaulter: 'opponent' }],
    ['Zeit Schwarz', { type: 'default', defaulter: 'opponent' }],
    ['timeout black', { type: 'default', defaulter: 'opponent' }],
    ['nicht beendet Schwarz', { type: 'default', defaulter: 'opponent' }],
    ['A', { type: 'adjudicated' }],
    ['Abschätzung', { type: 'adjudicated' }],
    ['adjudicated black', { type: 'adjudicated', defaulter: 'opponent' }],
    ['regular', { type: 'regular' }],
  ])('%s, White having won, is %p for White', (spelling, end) => {
    const t = readResultsList([
      ['White', 'Black', 'Result', 'End'],
      ['A', 'B', '1-0', spelling],
    ]).tournament;
    expect(t.participants[0].rounds[0]).toMatchObject({ end });
  });

  it('refuses an unknown end, an end for a forfeit or a pending game, and a defaulter who won', () => {
    const game = (result: string, end: string) => () =>
      readResultsList([
        ['White', 'Black', 'Result', 'End'],
        ['A', 'B', result, end],
      ]);
    expectCellError(game('1-0', 'Matt'), 1, 3, /found "matt"; expected a game end: R\/regular/);
    expectCellError(game('+:-', 'R'), 1, 3, /forfeit/);
    expectCellError(game('', 'R'), 1, 3, /without a result/);
    expectCellError(game('1-0', 'Zeit Weiß'), 1, 3, /that side won/);
  });
});

describe('readResultsList: malformed input names the cell', () => {
  const head = ['Round', 'Board', 'White', 'Black', 'Result'];

  it('an empty range, or one with only blanks', () => {
    expect(errorOf(() => readResultsList([])).location).toEqual({ kind: 'range' });
    expect(
      errorOf(() =>
        readResultsList([
          ['', ''],
          ['', null],
        ]),
      ).location,
    ).toEqual({ kind: 'range' });
    expect(errorOf(() => readResultsList([head])).detail).toMatch(/no games/);
  });

  it('a ragged range', () => {
    expectCellError(
      () => readResultsList([head, [1, 1, 'A', 'B']]),
      1,
      0,
      /row 2 has 4 cells, row 1 has 5/,
    );
  });

  it('a player meeting themself', () => {
    expectCellError(
      () => readResultsList([head, [1, 1, 'Anna', ' anna ', '1-0']]),
      1,
      3,
      /against themself/,
    );
  });

  it('a player with two entries in one round names both cells', () => {
    expectCellError(
      () => readResultsList([head, [1, 1, 'A', 'B', '1-0'], [1, 2, 'C', 'A', '0-1']]),
      2,
      3,
      /"A" is listed twice in round 1: also in row 2, column 3 of the range/,
    );
    expectCellError(
      () => readResultsList([head, [1, 1, 'A', 'B', '1-0'], [1, '', 'B', '', 'bye']]),
      2,
      2,
      /"B" is listed twice in round 1/,
    );
  });

  it('a lost round column: two games of one player without round numbers', () => {
    expectCellError(
      () =>
        readResultsList([
          ['White', 'Black', 'Result'],
          ['A', 'B', '1-0'],
          ['A', 'C', '1-0'],
        ]),
      2,
      0,
      /listed twice in round 1/,
    );
  });

  it('two games on one board', () => {
    expectCellError(
      () => readResultsList([head, [1, 1, 'A', 'B', '1-0'], [1, 1, 'C', 'D', '0-1']]),
      2,
      1,
      /board 1 of round 1 is also in row 2/,
    );
  });

  it.each([
    [0, /found "0"; expected a round number/],
    [-1, /expected a round number/],
    [1.5, /found "1.5"; expected a round number/],
    ['erste', /found "erste"/],
  ] as [Cell, RegExp][])('round number %p', (round, message) => {
    expectCellError(() => readResultsList([head, [round, 1, 'A', 'B', '1-0']]), 1, 0, message);
  });

  it('a gap in the round numbers, and a missing first round number', () => {
    expectCellError(
      () => readResultsList([head, [1, 1, 'A', 'B', '1-0'], [3, 1, 'A', 'B', '1-0']]),
      2,
      0,
      /round 3 is listed but round 2 has no rows/,
    );
    expectCellError(
      () => readResultsList([head, ['', 1, 'A', 'B', '1-0']]),
      1,
      0,
      /round number is missing/,
    );
  });

  it('dates and booleans in name, round and board cells', () => {
    const d = new Date(2024, 0, 2, 12);
    expectCellError(() => readResultsList([head, [1, 1, d, 'B', '1-0']]), 1, 2, /found a date/);
    expectCellError(() => readResultsList([head, [1, 1, 'A', true, '1-0']]), 1, 3, /found TRUE/);
    expectCellError(
      () => readResultsList([head, [d, 1, 'A', 'B', '1-0']]),
      1,
      0,
      /found a date.*round/,
    );
    expectCellError(
      () => readResultsList([head, [1, false, 'A', 'B', '1-0']]),
      1,
      1,
      /found FALSE.*board/,
    );
  });

  it('a name that is a fraction or zero', () => {
    expectCellError(() => readResultsList([head, [1, 1, 2.5, 'B', '1-0']]), 1, 2, /start number/);
    expectCellError(() => readResultsList([head, [1, 1, 'A', '0', '1-0']]), 1, 3, /start number/);
  });

  it('a header without a result column', () => {
    expectCellError(
      () =>
        readResultsList([
          ['Round', 'White', 'Black'],
          [1, 'A', 'B'],
        ]),
      0,
      0,
      /no result column/,
    );
  });

  it('a result without players, a player under Black only, both sides byes', () => {
    expectCellError(
      () => readResultsList([head, [1, 1, '', '', '1-0']]),
      1,
      2,
      /result without players/,
    );
    expectCellError(() => readResultsList([head, [1, 1, '', 'B', '1-0']]), 1, 2, /White is empty/);
    expectCellError(
      () => readResultsList([head, [1, 1, 'bye', 'frei', '']]),
      1,
      3,
      /both sides are byes/,
    );
  });

  it('a player without an opponent needs the kind of round, not a score', () => {
    expectCellError(
      () => readResultsList([head, [1, '', 'A', '', '']]),
      1,
      3,
      /no opponent and no result/,
    );
    expectCellError(
      () => readResultsList([head, [1, '', 'A', '', '1-0']]),
      1,
      4,
      /Black is empty.*spielfrei/,
    );
    expectCellError(() => readResultsList([head, [1, '', 'A', '', 1]]), 1, 4, /Black is empty/);
    expectCellError(
      () => readResultsList([head, [1, '', 'A', '', 'krank']]),
      1,
      4,
      /found "krank".*expected one of/,
    );
  });

  it('a withdrawn player who is listed again later', () => {
    expectCellError(
      () =>
        readResultsList([
          head,
          [1, 1, 'A', 'B', '1-0'],
          [2, '', 'B', '', 'withdrawn'],
          [2, 1, 'A', 'C', '1-0'],
          [3, 1, 'B', 'A', '1-0'],
        ]),
      4,
      2,
      /withdrew in round 2/,
    );
  });

  it('headerless data of an unknown shape', () => {
    expectCellError(() => readResultsList([['A', 'B']]), 0, 0, /no header row found/);
  });
});

describe('readResultsList: properties', () => {
  const names = ['Anna', 'Bert', 'Carl', 'Dora', 'Emil', 'Finn', 'Gerd', 'Hanna', 'Ines'];
  const gameTokens = [
    '1-0',
    '0-1',
    '½-½',
    '1:0',
    '0,5-0,5',
    'remis',
    '+:-',
    '-:+',
    '-:-',
    '0-0',
    '½-0',
  ];
  const soloTokens = ['spielfrei', 'H', 'F', 'Z', 'entschuldigt', 'club'];

  /** A random tournament as results-list rows: every player in every round, once. */
  const tournamentRows = fc
    .record({
      n: fc.integer({ min: 2, max: names.length }),
      rounds: fc.integer({ min: 1, max: 4 }),
      seed: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
    })
    .map(({ n, rounds, seed }) => {
      let k = 0;
      const next = (m: number) => seed[k++ % seed.length] % m;
      const rows: Cell[][] = [];
      for (let r = 1; r <= rounds; r++) {
        const order = names.slice(0, n);
        for (let i = order.length - 1; i > 0; i--) {
          const j = next(i + 1);
          [order[i], order[j]] = [order[j], order[i]];
        }
        let board = 1;
        while (order.length > 0) {
          const w = order.pop() as string;
          if (order.length === 0 || next(5) === 0) {
            rows.push([r, '', w, '', soloTokens[next(soloTokens.length)]]);
          } else {
            rows.push([r, board++, w, order.pop() as string, gameTokens[next(gameTokens.length)]]);
          }
        }
      }
      return rows;
    });

  const withShuffle = tournamentRows.chain(rows =>
    fc.tuple(
      fc.constant(rows),
      fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
    ),
  );

  /** The tournament with start numbers replaced by names, so numbering does not matter. */
  function byNames(t: Tournament) {
    const nameOf = new Map(t.participants.map(p => [p.startNo, p.name]));
    return [...t.participants]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(p => ({
        name: p.name,
        rounds: p.rounds.map(e =>
          'opponent' in e ? { ...e, opponent: nameOf.get(e.opponent as number) } : e,
        ),
      }));
  }

  it('rows typed in any order give the same tournament', () => {
    const head = ['Round', 'Board', 'White', 'Black', 'Result'];
    fc.assert(
      fc.property(withShuffle, ([rows, shuffled]) => {
        const a = readResultsList([head, ...rows]);
        const b = readResultsList([head, ...shuffled]);
        expect(byNames(b.tournament)).toEqual(byNames(a.tournament));
        expect(b.tournament.rounds).toBe(a.tournament.rounds);
        // With a player list the start numbers are fixed, so the tournaments are identical.
        const players = [['Name'], ...names.map(n => [n])];
        const c = readResultsList([head, ...rows], { players });
        const d = readResultsList([head, ...shuffled], { players });
        expect(d.tournament).toEqual(c.tournament);
        // The absences point at their rows, which moved; what they say must not change.
        const withoutRow = (r: typeof c) => r.absences.map(({ row: _row, ...a }) => a);
        expect(withoutRow(d)).toEqual(withoutRow(c));
      }),
      { numRuns: 200 },
    );
  });

  it('every participant has one entry per round, and opponents agree with each other', () => {
    fc.assert(
      fc.property(tournamentRows, rows => {
        const t = readResultsList([
          ['Round', 'Board', 'White', 'Black', 'Result'],
          ...rows,
        ]).tournament;
        const byNo = new Map(t.participants.map(p => [p.startNo, p]));
        for (const p of t.participants) {
          expect(p.rounds).toHaveLength(t.rounds);
          p.rounds.forEach((e, r) => {
            if (!('opponent' in e) || e.opponent === null) return;
            const back = (byNo.get(e.opponent) as Participant).rounds[r];
            expect(back).toMatchObject({
              opponent: p.startNo,
              colour: e.colour === 'w' ? 'b' : 'w',
            });
          });
        }
      }),
      { numRuns: 200 },
    );
  });

  const anyCell: fc.Arbitrary<Cell> = fc.oneof(
    fc.constantFrom(
      '',
      'Round',
      'Runde',
      'Board',
      'White',
      'Weiß',
      'Black',
      'Schwarz',
      'Result',
      'Ergebnis',
      'End',
      'Teilnehmer',
      '-',
      '1-0',
      '½-½',
      '+:-',
      '-:-',
      '*',
      'bye',
      'spielfrei',
      'H',
      'Z',
      'withdrawn',
      'T:W',
      'A',
      'Anna',
      'Bert',
      'anna',
      '12',
      '0',
    ),
    fc.string({ maxLength: 6 }),
    fc.integer({ min: -3, max: 20 }),
    fc.double(),
    fc.boolean(),
    fc.date(),
    fc.constant(null),
  );
  const anyGrid = fc.oneof(
    fc
      .integer({ min: 0, max: 7 })
      .chain(w => fc.array(fc.array(anyCell, { minLength: w, maxLength: w }), { maxLength: 8 })),
    fc.array(fc.array(anyCell, { maxLength: 7 }), { maxLength: 8 }),
  );

  /** A valid list with a few cells replaced by anything, so the checks past the first are reached. */
  const nearlyValidGrid = fc
    .tuple(
      tournamentRows,
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 4 }), anyCell), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([rows, edits, withHeader]) => {
      const grid = rows.map(r => [...r]);
      for (const [i, c, value] of edits) grid[i % grid.length][c] = value;
      return withHeader ? [['Round', 'Board', 'White', 'Black', 'Result'], ...grid] : grid;
    });

  it('random grids never throw anything but InputError', () => {
    let read = 0;
    const players = fc.option(fc.oneof(anyGrid, fc.constant(names.map(n => [n]))));
    fc.assert(
      fc.property(
        fc.oneof(anyGrid, nearlyValidGrid),
        players,
        fc.option(fc.integer({ min: -1, max: 3 })),
        (grid, players, headerRows) => {
          try {
            const result = readResultsList(grid, {
              ...(players !== null && { players }),
              ...(headerRows !== null && { headerRows }),
            });
            read++;
            for (const p of result.tournament.participants) {
              expect(p.rounds).toHaveLength(result.tournament.rounds);
            }
          } catch (e) {
            if (!(e instanceof InputError)) throw e;
          }
        },
      ),
      { numRuns: 5000 },
    );
    // The property is only worth something if some grids get past the first checks.
    expect(read).toBeGreaterThan(50);
  });
});

describe('a results list laid out by the Berger table is a round robin', () => {
  // The 5–6 table with =BERGER's layout (Round | Board | White | Black | Result, the bye as a
  // row with `bye`): A 1 … E 5, R1 B-E C-D A bye, R2 E-C A-B D bye, R3 C-A D-E B bye.
  const list: Grid = [
    ['Round', 'Board', 'White', 'Black', 'Result'],
    [1, 1, 'B', 'E', '1-0'],
    [1, 2, 'C', 'D', '½-½'],
    [1, '', 'A', '', 'bye'],
    [2, 1, 'E', 'C', '0-1'],
    [2, 2, 'A', 'B', '½-½'],
    [2, '', 'D', '', 'bye'],
    [3, 1, 'C', 'A', ''],
    [3, 2, 'D', 'E', ''],
    [3, '', 'B', '', 'bye'],
  ];

  it('numbers the players by the table, scores the free round nothing', () => {
    const r = readResultsList(list);
    expect(r.tournament.system).toBe('round-robin');
    expect(r.description).toBe(
      'Results list, 5 players, 3 rounds (round robin by the Berger table; 2 games without a result yet)',
    );
    expect(r.tournament.participants.map(p => p.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    // Three of the schedule's five rounds listed: the event is part-way.
    expect([r.tournament.rounds, r.tournament.plannedRounds]).toEqual([3, 5]);
    // B: 1 + ½, the free round of round 3 worth nothing; A ½.
    expect(r.tournament.participants.map(p => totalPoints(p, r.tournament.pointSystem))).toEqual([
      0.5, 1.5, 1.5, 0.5, 0,
    ]);
    expect(byName(r.tournament, 'B').rounds[2]).toEqual({ kind: 'pairing-bye' });
  });

  it('a player list in the table’s order keeps its numbers; another order is no round robin', () => {
    const inOrder: Grid = [
      ['Nr', 'Name'],
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
      [5, 'E'],
    ];
    expect(readResultsList(list, { players: inOrder }).tournament.system).toBe('round-robin');
    const other: Grid = [
      ['Nr', 'Name'],
      [1, 'E'],
      [2, 'D'],
      [3, 'C'],
      [4, 'B'],
      [5, 'A'],
    ];
    const r = readResultsList(list, { players: other });
    expect(r.tournament.system).toBeUndefined();
    expect(r.tournament.participants.map(p => [p.startNo, p.name])[0]).toEqual([1, 'E']);
  });

  it('a system named wins, and a round with another kind of row is no Berger round', () => {
    expect(readResultsList(list, { system: 'swiss' }).tournament.system).toBe('swiss');
    const absent = list.map(row => [...row]);
    absent[9] = [3, '', 'B', '', 'Z'];
    expect(readResultsList(absent).tournament.system).toBeUndefined();
    // One round alone fits the table's round 1 whatever was paired: not enough to tell.
    expect(readResultsList(list.slice(0, 4)).tournament.system).toBeUndefined();
  });

  it('the Keizer reading (complete rounds) never takes it for one', () => {
    expect(readResultsList(list, {}, 'complete-rounds').tournament.system).toBeUndefined();
  });
});
