/**
 * A small Swiss worked by hand for the list tests: 8 players, 3 rounds, with a game lost by
 * forfeit (4 against 8 in round 1), a pairing-allocated bye (4) and a half-point bye (7) in
 * round 2, players of both sexes and one whose sex is not given, birth years around the age
 * group limits of 2025, two clubs and two players without one, two unrated players.
 *
 *   No  Name            Rtg   Sex Birth Club     R1    R2    R3    Pts  WON BPG
 *    1  Adler, Anna     2100  w   1975  SC Nord  5w1   3b½   2w1   2½   2   1
 *    2  Bauer, Bernd    2000  m   2011  SC Nord  6w½   8w1   1b0   1½   1   1
 *    3  Cohn, Clara     1900  w   2010  SK Süd   7w1   1w½   8w½   2    1   0
 *    4  Dorn, Dieter    1850  m   1960  SK Süd   8b-   bye   5w1   2    1   0
 *    5  Engel, Eva      1600  w   2012           1b0   6w1   4b0   1    1   2
 *    6  Fuchs, Frank    1599  m   1976  SC Nord  2b½   5b0   7w1   1½   1   2
 *    7  Gans, Gerd            m   2017  SK Süd   3b0   H     6b0   ½    0   2
 *    8  Ährens, Hanna                            4w+   2b0   3b½   1½   0   2
 *
 * WON counts games won over the board (8's forfeit win is none), BPG games played with Black
 * (4's forfeit is none). Ranked by points, WON, BPG (higher first):
 *
 *   Line  Place  No   Pts  WON BPG
 *     1   1      1    2½   2   1
 *     2   2–3    3    2    1   0    (3 and 4 equal on everything: start-number order)
 *     3   2–3    4    2    1   0
 *     4   4      6    1½   1   2
 *     5   5      2    1½   1   1
 *     6   6      8    1½   0   2
 *     7   7      5    1    1   2
 *     8   8      7    ½    0   2
 */
import type { Participant, Tournament } from '../../../src/core';
import { build } from '../tiebreaks/build';

export const CODES = ['WON', 'BPG'];

const DETAILS: readonly Partial<Participant>[] = [
  { sex: 'w', birthDate: '1975', club: 'SC Nord' },
  { sex: 'm', birthDate: '2011', club: 'SC Nord' },
  { sex: 'w', birthDate: '2010-03-01', club: 'SK Süd' },
  { sex: 'm', birthDate: '1960', club: 'SK Süd' },
  { sex: 'w', birthDate: '2012' },
  { sex: 'm', birthDate: '1976-12-31', club: 'SC Nord' },
  { sex: 'm', birthDate: '2017', club: 'SK Süd' },
  {},
];

/** The players by start number (Ährens entered last, so the alphabetical list moves her up). */
export const NAMES: readonly string[] = [
  'Adler, Anna',
  'Bauer, Bernd',
  'Cohn, Clara',
  'Dorn, Dieter',
  'Engel, Eva',
  'Fuchs, Frank',
  'Gans, Gerd',
  'Ährens, Hanna',
];

export function clubOpen(): Tournament {
  const t = build(
    [
      '5w1 3b= 2w1',
      '6w= 8w1 1b0',
      '7w1 1w= 8w=',
      '8b- U   5w1',
      '1b0 6w1 4b0',
      '2b= 5b0 7w1',
      '3b0 H   6b0',
      '4w+ 2b0 3b=',
    ],
    {
      names: [...NAMES],
      ratings: [2100, 2000, 1900, 1850, 1600, 1599, undefined, undefined],
    },
  );
  return {
    ...t,
    name: 'Club Open 2025',
    participants: t.participants.map((p, i) => {
      const q: Participant = { ...p, ...DETAILS[i] };
      if (q.rating === undefined) delete (q as { rating?: number }).rating;
      return q;
    }),
  };
}

/** The ranking crosstable under WON, BPG as a sheet holds it: a shared place as its text. */
export const CROSSTABLE_SHEET: readonly (readonly (string | number)[])[] = [
  ['Rk.', 'SNo', 'Name', 'Rtg', '1.Rd', '2.Rd', '3.Rd', 'Pts.', 'WON', 'BPG'],
  [1, 1, 'Adler, Anna', 2100, '7w1', '2b½', '5w1', 2.5, 2, 1],
  ['2–3', 3, 'Cohn, Clara', 1900, '8w1', '1w½', '6w½', 2, 1, 0],
  ['2–3', 4, 'Dorn, Dieter', 1850, '6b-', '-1', '7w1', 2, 1, 0],
  [4, 6, 'Fuchs, Frank', 1599, '5b½', '7b0', '8w1', 1.5, 1, 2],
  [5, 2, 'Bauer, Bernd', 2000, '4w½', '6w1', '1b0', 1.5, 1, 1],
  [6, 8, 'Ährens, Hanna', '', '3w+', '5b0', '2b½', 1.5, 0, 2],
  [7, 5, 'Engel, Eva', 1600, '1b0', '4w1', '3b0', 1, 1, 2],
  [8, 7, 'Gans, Gerd', '', '2b0', '-½', '4b0', 0.5, 0, 2],
];

/**
 * The prize lists `women; age:U14,S50; club` of 2025 under WON, BPG as one table (the Category
 * first), as =CATEGORY_STANDINGS spills them: women 1, 3, 5 (No. 8's sex not given); U14 = born
 * 2011 or later: 2, 5, 7; S50 = born 1975 or earlier: 1, 4; the clubs by their best player, SK
 * Süd's 3 and 4 sharing the place 2–3 overall and so 1–2 in the club.
 */
export const PRIZES_FLAT: readonly (readonly (string | number)[])[] = [
  ['Category', 'Cat.', 'Rk.', 'SNo', 'Name', 'Rtg', 'Born', 'Pts.', 'WON', 'BPG'],
  ['women', 1, 1, 1, 'Adler, Anna', 2100, '', 2.5, 2, 1],
  ['women', 2, '2–3', 3, 'Cohn, Clara', 1900, '', 2, 1, 0],
  ['women', 3, 7, 5, 'Engel, Eva', 1600, '', 1, 1, 2],
  ['U14', 1, 5, 2, 'Bauer, Bernd', 2000, 2011, 1.5, 1, 1],
  ['U14', 2, 7, 5, 'Engel, Eva', 1600, 2012, 1, 1, 2],
  ['U14', 3, 8, 7, 'Gans, Gerd', '', 2017, 0.5, 0, 2],
  ['S50', 1, 1, 1, 'Adler, Anna', 2100, 1975, 2.5, 2, 1],
  ['S50', 2, '2–3', 4, 'Dorn, Dieter', 1850, 1960, 2, 1, 0],
  ['SC Nord', 1, 1, 1, 'Adler, Anna', 2100, '', 2.5, 2, 1],
  ['SC Nord', 2, 4, 6, 'Fuchs, Frank', 1599, '', 1.5, 1, 2],
  ['SC Nord', 3, 5, 2, 'Bauer, Bernd', 2000, '', 1.5, 1, 1],
  ['SK Süd', '1–2', '2–3', 3, 'Cohn, Clara', 1900, '', 2, 1, 0],
  ['SK Süd', '1–2', '2–3', 4, 'Dorn, Dieter', 1850, '', 2, 1, 0],
  ['SK Süd', 3, 8, 7, 'Gans, Gerd', '', '', 0.5, 0, 2],
];

/** The crosstable's header for a German user (`lang=de`). */
export const GERMAN_CROSSTABLE_HEADER: readonly string[] = [
  'Rang',
  'Snr',
  'Name',
  'Elo',
  '1.Rd',
  '2.Rd',
  '3.Rd',
  'Pkt.',
  'WON',
  'BPG',
];
