/**
 * Worked vectors of spec/club-systems.md, transcribed as tournaments.
 */
import { build } from './build';

/**
 * D-TV2: 8 players, 5-round Swiss, all games played (the TRF given in the spec, one row per
 * player, round by round: opponent, colour, result).
 */
export const DTV2_ROWS = [
  '5w1 2b= 4b1 3w1 8b1',
  '6b1 1w= 3b= 4w0 7w=',
  '7w= 5b1 2w= 1b0 6b1',
  '8b1 7b1 1w0 2b1 5w1',
  '1b0 3w0 8b= 6w0 4b0',
  '2w0 8w1 7w0 5b1 3w0',
  '3b= 4w0 6b1 8b= 2b=',
  '4w0 6b0 5w= 7w= 1w0',
];
export const DTV2_RATINGS = [2200, 2100, 2000, 1900, 1800, 1700, 1600, 1500];
export const dtv2 = () => build(DTV2_ROWS, { ratings: DTV2_RATINGS });

/** D-TV3: the same, but P8 does not show up in round 5 (P1 wins by forfeit). */
export const dtv3 = () =>
  build(
    DTV2_ROWS.map((row, i) => {
      const t = row.split(' ');
      if (i === 0) t[4] = '8b+';
      if (i === 7) t[4] = '1w-';
      return t.join(' ');
    }),
    { ratings: DTV2_RATINGS },
  );
