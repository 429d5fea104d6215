/**
 * Worked vectors of spec/club-systems.md, transcribed as tournaments.
 */
import { readTrf } from '../../../src/core/readers/trf';
import { build } from './build';

/** D-TV2: 8-player, 5-round Swiss, all games played — the TRF printed in the spec. */
export const DTV2_TRF = [
  '012 SW8 test',
  '092 Swiss Dutch',
  '142 5',
  '001    1      P1                                2200                             4.5    0  0005 w 1  0002 b =  0004 b 1  0003 w 1  0008 b 1',
  '001    2      P2                                2100                             2.5    0  0006 b 1  0001 w =  0003 b =  0004 w 0  0007 w =',
  '001    3      P3                                2000                             3.0    0  0007 w =  0005 b 1  0002 w =  0001 b 0  0006 b 1',
  '001    4      P4                                1900                             4.0    0  0008 b 1  0007 b 1  0001 w 0  0002 b 1  0005 w 1',
  '001    5      P5                                1800                             0.5    0  0001 b 0  0003 w 0  0008 b =  0006 w 0  0004 b 0',
  '001    6      P6                                1700                             2.0    0  0002 w 0  0008 w 1  0007 w 0  0005 b 1  0003 w 0',
  '001    7      P7                                1600                             2.5    0  0003 b =  0004 w 0  0006 b 1  0008 b =  0002 b =',
  '001    8      P8                                1500                             1.0    0  0004 w 0  0006 b 0  0005 w =  0007 w =  0001 w 0',
].join('\n');

export const dtv2 = () => readTrf(DTV2_TRF).tournament;

/** D-TV3: the same, but P8 does not show up in round 5: `0001 w -` for P8, `0008 b +` for P1. */
export const DTV3_TRF = DTV2_TRF.split('\n')
  .map(line => {
    if (line.startsWith('001    1 ')) return line.replace(/0008 b 1$/, '0008 b +');
    if (line.startsWith('001    8 ')) return line.replace(/0001 w 0$/, '0001 w -');
    return line;
  })
  .join('\n');

export const dtv3 = () => readTrf(DTV3_TRF).tournament;

/**
 * D-TV1: the German Wikipedia "Feinwertung" round robin, 7 players A–G (start numbers 1–7),
 * scheduled with the standard Berger table for 8 (player 8 = the free round), as the spec's PS
 * values assume. `SCORES[x][y]` = x's points against y.
 */
const H = 0.5;
const SCORES = [
  [-1, H, H, 1, 1, 1, 1],
  [H, -1, H, H, 1, 1, 1],
  [H, H, -1, H, H, 1, 1],
  [0, H, H, -1, 1, 1, 1],
  [0, 0, H, 0, -1, 1, 1],
  [0, 0, 0, 0, 0, -1, 1],
  [0, 0, 0, 0, 0, 0, -1],
];
/** Berger table for 8 participants, white first. */
const BERGER_8 = [
  [
    [1, 8],
    [2, 7],
    [3, 6],
    [4, 5],
  ],
  [
    [8, 5],
    [6, 4],
    [7, 3],
    [1, 2],
  ],
  [
    [2, 8],
    [3, 1],
    [4, 7],
    [5, 6],
  ],
  [
    [8, 6],
    [7, 5],
    [1, 4],
    [2, 3],
  ],
  [
    [3, 8],
    [4, 2],
    [5, 1],
    [6, 7],
  ],
  [
    [8, 7],
    [1, 6],
    [2, 5],
    [3, 4],
  ],
  [
    [4, 8],
    [5, 3],
    [6, 2],
    [7, 1],
  ],
];

export const dtv1 = () => {
  const rows: string[][] = Array.from({ length: 7 }, () => []);
  const mark = (p: number) => (p === 1 ? '1' : p === 0 ? '0' : '=');
  for (const round of BERGER_8) {
    for (const [w, b] of round) {
      if (w === 8) rows[b - 1].push('Z');
      else if (b === 8) rows[w - 1].push('Z');
      else {
        rows[w - 1].push(`${b}w${mark(SCORES[w - 1][b - 1])}`);
        rows[b - 1].push(`${w}b${mark(SCORES[b - 1][w - 1])}`);
      }
    }
  }
  return build(
    rows.map(r => r.join(' ')),
    { system: 'round-robin', names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] },
  );
};
