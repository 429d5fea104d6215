/**
 * The VUR tournament of unplayed.test.ts with one change: P2 wins R4 by forfeit against P6 (whose
 * only point is the pairing bye), for a 16.4.1 cap. Scores: P1 2.5, P2 2.5, P3 0.5, P4 3, P5 3, P6 1.
 */
import { build as fromRows } from './build';

export const build = () =>
  fromRows([
    '2w1 3b1 H   4w0',
    '1b0 5w= 3w1 6w+',
    '4w= 1w0 2b0 5w0',
    '3b= 6w1 5w= 1b1',
    '6w1 2b= 4b= 3b1',
    '5b0 4b0 U   2b-',
  ]);
