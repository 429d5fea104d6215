/**
 * The Keizer vectors of spec club-systems.md A.3 as a club would type them: a results list
 * (Round | Board | White | Black | Result, absences as rows) and a player list (Name | Rating |
 * Status), for the surfaces that read sheets and CSV files (command line, custom functions).
 * Expected values stay in the tests, quoted from the spec.
 */

export type Row = (string | number | boolean)[];

export const RESULTS_HEADER: Row = ['Round', 'Board', 'White', 'Black', 'Result'];
export const PLAYERS_HEADER: Row = ['Name', 'Rating', 'Status'];

/** A-TV1/A-TV5: the schlapp field with its published ratings. */
export const SCHLAPP_PLAYERS: Row[] = [
  PLAYERS_HEADER,
  ['Botwinnik', 2885, ''],
  ['Lasker', 2878, ''],
  ['Capablanca', 2877, ''],
  ['Steinitz', 2826, ''],
  ['Tal', 2786, ''],
  ['Keres', 2773, ''],
];

/** A-TV1 = A-TV5 round 1. */
export const SCHLAPP_R1: Row[] = [
  [1, 1, 'Lasker', 'Botwinnik', '½-½'],
  [1, 2, 'Steinitz', 'Capablanca', '0-1'],
  [1, 3, 'Keres', 'Tal', '1-0'],
];

/** A-TV5 round 2: Capablanca excused, Tal the bye. */
export const SCHLAPP_R2: Row[] = [
  [2, 1, 'Botwinnik', 'Lasker', '1-0'],
  [2, 2, 'Steinitz', 'Keres', '½-½'],
  [2, '', 'Tal', '', 'bye'],
  [2, '', 'Capablanca', '', 'excused'],
];

/** A-TV5 round 3. */
export const SCHLAPP_R3: Row[] = [
  [3, 1, 'Capablanca', 'Botwinnik', '½-½'],
  [3, 2, 'Keres', 'Lasker', '1-0'],
  [3, 3, 'Tal', 'Steinitz', '0-1'],
];

/**
 * A-TV2: the caissa field. The spec gives the starting order (values 50…41) but no ratings;
 * these ratings only reproduce that order.
 */
export const CAISSA_PLAYERS: Row[] = [
  PLAYERS_HEADER,
  ...[
    'Jansen',
    'Pietersen',
    'Bakker',
    'Slager',
    'de Vries',
    'de Zeeuw',
    'de Jonge',
    'de Oude',
    'de Wit',
    'de Bruin',
  ].map((name, i): Row => [name, 2000 - 10 * i, '']),
];

export const CAISSA_R1: Row[] = [
  [1, 1, 'Jansen', 'Pietersen', '1-0'],
  [1, 2, 'Bakker', 'Slager', '½-½'],
  [1, 3, 'de Vries', 'de Zeeuw', '0-1'],
  [1, 4, 'de Jonge', 'de Oude', '½-½'],
  [1, 5, 'de Wit', 'de Bruin', '0-1'],
];

/** A-TV3 (chesspairing unit tests): four players, two rounds. */
export const CP_PLAYERS: Row[] = [
  PLAYERS_HEADER,
  ['p1', 2000, ''],
  ['p2', 1800, ''],
  ['p3', 1600, ''],
  ['p4', 1400, ''],
];

export const CP_ROUNDS: Row[] = [
  [1, 1, 'p1', 'p4', '1-0'],
  [1, 2, 'p2', 'p3', '½-½'],
  [2, 1, 'p1', 'p2', '½-½'],
  [2, 2, 'p3', 'p4', '1-0'],
];

/** A-TV3c: three players, p3 has the bye. */
export const CP_BYE: Row[] = [
  [1, 1, 'p1', 'p2', '1-0'],
  [1, '', 'p3', '', 'bye'],
];

export function results(...rounds: Row[][]): Row[] {
  return [RESULTS_HEADER, ...rounds.flat()];
}

/** A grid as a sheet saved as CSV: RFC 4180 quoting where a field needs it. */
export function toCsv(grid: readonly Row[]): string {
  const q = (v: string | number | boolean) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return grid.map(r => r.map(q).join(',')).join('\n') + '\n';
}

/** Totals as the spec prints them, to TSV rows with the value of each rank. */
export function tsv(
  rows: readonly (readonly [string, string])[],
  values: readonly number[],
): string {
  return [
    'Rank\tName\tKeizer\tValue',
    ...rows.map(([name, total], i) => `${i + 1}\t${name}\t${total}\t${values[i]}`),
    '',
  ].join('\n');
}

/** A-TV5 final totals in ranking order, per iteration mode (club-systems.md A.3). */
export const ATV5_FINAL: readonly [string, [string, number][]][] = [
  [
    'passes',
    [
      ['Botwinnik', 17.5],
      ['Capablanca', 14.6],
      ['Keres', 12.5],
      ['Lasker', 8.5],
      ['Steinitz', 7],
      ['Tal', 3],
    ],
  ],
  [
    'fixed-point',
    [
      ['Botwinnik', 16],
      ['Capablanca', 14.6],
      ['Keres', 12.5],
      ['Lasker', 7.5],
      ['Steinitz', 7.5],
      ['Tal', 3],
    ],
  ],
  [
    'frozen',
    [
      ['Botwinnik', 19],
      ['Capablanca', 15.95],
      ['Keres', 13.5],
      ['Steinitz', 8],
      ['Lasker', 6.5],
      ['Tal', 3],
    ],
  ],
];
