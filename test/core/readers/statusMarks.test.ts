/**
 * The Status cell's grammar for coming rounds (src/core/readers/statusMarks.ts) and how the
 * player list and the results list read it.
 */
import { render, type Message } from '../../../src/core/errors';
import { InputError } from '../../../src/core/errors';
import { markFor, parseStatus, type StatusMark } from '../../../src/core/readers/statusMarks';
import { readPlayerList } from '../../../src/core/readers/playerList';
import { readResultsList } from '../../../src/core/readers/resultsList';

const marks = (text: string): StatusMark[] => {
  const m = parseStatus(text);
  if (!Array.isArray(m)) throw new Error(`not read: ${m.text}`);
  return m;
};
const refusal = (text: string): Message => {
  const m = parseStatus(text);
  if (Array.isArray(m)) throw new Error(`read: ${JSON.stringify(m)}`);
  return m;
};

describe('parseStatus', () => {
  it.each([
    ['', []],
    ['aktiv', []],
    ['Active', []],
    ['H', [{ kind: 'half-bye', rounds: [] }]],
    ['bye', [{ kind: 'half-bye', rounds: [] }]],
    ['Halber Punkt', [{ kind: 'half-bye', rounds: [] }]],
    ['half-point bye 4', [{ kind: 'half-bye', rounds: [4] }]],
    ['H5', [{ kind: 'half-bye', rounds: [5] }]],
    ['h 5', [{ kind: 'half-bye', rounds: [5] }]],
    ['Z', [{ kind: 'zero-bye', rounds: [] }]],
    ['absent 4,5', [{ kind: 'zero-bye', rounds: [4, 5] }]],
    ['abwesend 6 4', [{ kind: 'zero-bye', rounds: [4, 6] }]],
    ['Z 4-6', [{ kind: 'zero-bye', rounds: [4, 5, 6] }]],
    ['Z 4–6, 9', [{ kind: 'zero-bye', rounds: [4, 5, 6, 9] }]],
    ['F', [{ kind: 'full-bye', rounds: [] }]],
    ['full point bye 3', [{ kind: 'full-bye', rounds: [3] }]],
    ['W', [{ kind: 'withdrawn', rounds: [] }]],
    ['abgemeldet', [{ kind: 'withdrawn', rounds: [] }]],
    ['zurückgezogen 7', [{ kind: 'withdrawn', rounds: [7] }]],
    [
      'H 3; Z 5-6; W 8',
      [
        { kind: 'half-bye', rounds: [3] },
        { kind: 'zero-bye', rounds: [5, 6] },
        { kind: 'withdrawn', rounds: [8] },
      ],
    ],
  ] as [string, StatusMark[]][])('reads %p', (text, expected) => {
    expect(marks(text)).toEqual(expected);
  });

  it.each([
    ['krank', /^found "krank"; expected a status: blank or active\/aktiv to play, H/],
    ['H 0', /^found "H 0"; expected a status/],
    ['Z 6-4', /^found "Z 6-4"; expected a status/],
    ['aktiv 5', /^found "aktiv 5"; expected a status/],
    ['5', /^found "5"; expected a status/],
    ['H 5 Z 6', /^found "H 5 Z 6"; expected a status/],
    ['W 5, 6', /^"W 5, 6": a withdrawal takes one round, the first round the player misses/],
    ['H 5; Z 5', /^"H 5; Z 5" gives round 5 twice$/],
    ['H; Z 7', /^"H; Z 7": a mark without a round is for the next round/],
    ['W 5; H 7', /^"W 5; H 7" marks round 7, after the withdrawal from round 5$/],
  ])('refuses %p', (text, message) => {
    expect(refusal(text).text).toMatch(message);
  });

  it('says its refusals in German', () => {
    expect(render(refusal('W 5; H 7'), 'de')).toBe(
      '„W 5; H 7“ nennt Runde 7, nach der Abmeldung ab Runde 5',
    );
    expect(render(refusal('x'), 'de')).toMatch(/^gefunden „x“; erwartet einen Status: leer/);
  });
});

describe('markFor', () => {
  it('a mark without a round is for the round being paired; a withdrawal also for the later ones', () => {
    expect(markFor(marks('H'), 5, 5)).toBe('half-bye');
    expect(markFor(marks('H'), 6, 5)).toBeUndefined();
    expect(markFor(marks('W'), 6, 5)).toBe('withdrawn');
    expect(markFor(marks('H 3; Z 5-6; W 8'), 4, 4)).toBeUndefined();
    expect(markFor(marks('H 3; Z 5-6; W 8'), 6, 6)).toBe('zero-bye');
    expect(markFor(marks('H 3; Z 5-6; W 8'), 7, 7)).toBeUndefined();
    expect(markFor(marks('H 3; Z 5-6; W 8'), 9, 9)).toBe('withdrawn');
  });
});

describe('the player list and the results list read the column', () => {
  it('Zustand is a Status header; marks and their column are kept, W alone is withdrawn', () => {
    expect(
      readPlayerList([
        ['Name', 'Zustand'],
        ['A', 'H 3'],
        ['B', 'abgemeldet'],
        ['C', ''],
      ]),
    ).toEqual([
      {
        name: 'A',
        status: 'active',
        marks: [{ kind: 'half-bye', rounds: [3] }],
        statusCol: 1,
        sourceRow: 1,
      },
      { name: 'B', status: 'withdrawn', sourceRow: 2 },
      { name: 'C', status: 'active', sourceRow: 3 },
    ]);
  });

  it('a cell it cannot read is an error at that cell', () => {
    let error: unknown;
    try {
      readPlayerList([
        ['Name', 'Status'],
        ['A', ''],
        ['B', 'H 2; F 2-3'],
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe(
      'row 3, column 2 of the range: "H 2; F 2-3" gives round 2 twice',
    );
  });

  const players = [
    ['Name', 'Status'],
    ['A', ''],
    ['B', ''],
    ['C', ''],
    ['D', 'W 3'],
  ];
  const results = [
    ['Round', 'Board', 'White', 'Black', 'Result'],
    [1, 1, 'A', 'B', '1-0'],
    [1, 2, 'C', 'D', '0-1'],
    [2, 1, 'D', 'A', '½-½'],
    [2, 2, 'B', 'C', '1-0'],
    [3, 1, 'A', 'C', '1-0'],
    [3, '', 'B', '', 'bye'],
  ];

  it('W 3: the rounds from 3 on without a row are the withdrawal, not absences', () => {
    const read = readResultsList(results, { players });
    const d = read.tournament.participants.find(p => p.name === 'D');
    expect(d?.rounds.map(r => r.kind)).toEqual(['played', 'played', 'withdrawn']);
    const later = readResultsList(results, {
      players: players.map(r => [r[0], r[1] === 'W 3' ? 'W 4' : r[1]]),
    });
    const d4 = later.tournament.participants.find(p => p.name === 'D');
    expect(d4?.rounds.map(r => r.kind)).toEqual(['played', 'played', 'zero-bye']);
  });

  it('W 2 with a game in round 2 is refused at the results cell', () => {
    let error: unknown;
    try {
      readResultsList(results, {
        players: players.map(r => [r[0], r[1] === 'W 3' ? 'W 2' : r[1]]),
      });
    } catch (e) {
      error = e;
    }
    expect((error as InputError).location).toEqual({ kind: 'cell', row: 3, col: 2 });
    expect((error as InputError).messageIn('de')).toBe(
      'Zeile 4, Spalte 3 des Bereichs: „D“ hat sich ab Runde 2 abgemeldet (Status in Zeile 5 der Spielerliste), steht aber in Runde 2',
    );
  });
});
