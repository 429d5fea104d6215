/** The rating changes' words in English (RatingWords); re-exported by en.ts as `ratingWords`. */
import type { RatingWords } from './catalogueTypes';

export const ratingWords: RatingWords = {
  fideHeader: [
    'No',
    'Name',
    'FIDE id',
    'Ro',
    'K',
    'Games',
    'W',
    'We',
    'W − We',
    'Change',
    'Rounded',
    'Note',
  ],
  dwzHeader: [
    'No',
    'Name',
    'Index',
    'Ro',
    'Age',
    'E',
    'Games',
    'W',
    'We',
    'Rh',
    'Rn',
    '+/−',
    'Note',
  ],
  kHeader: 'K',
  shortHeader: ['Name', 'Change'],
  // One English header for both systems, as chess-results prints it.
  ratingColumn: _system => 'Rtg+/-',
  fideTitle: (category, amended, gap600) =>
    `FIDE rating changes · Rating Regulations of 1 March 2024, ${category}` +
    (amended ? ', with the amendment of 1 October 2025 (no 400-point cap from 2650)' : '') +
    (gap600 ? ', with the 600-point rule of 1 December 2024' : ''),
  category: { standard: 'standard list', rapid: 'rapid list', blitz: 'blitz list' },
  dwzTitle: rules2026 =>
    rules2026
      ? 'DWZ evaluation · Wertungsordnung of 30 May 2026 (events ending from 8 June 2026)'
      : 'DWZ evaluation · Wertungsordnung of 2014 (events ending up to 7 June 2026)',
  date: (date, source) =>
    `event date ${date} (${source === 'given' ? 'as given' : source === 'start' ? 'start date, TRF 042' : 'end date, TRF 052'})`,
  dateUnknown: 'event date unknown (the rules of that date change nothing here)',
  kGiven: 'K as given',
  kSource: 'K from the file',
  kRule: (rule, birthKnown) =>
    `K by the rules (8.3.3): ${rule === 'junior' ? '40, junior below 2300' : rule === 'below-2400' ? '20, below 2400' : '10, from 2400'}${birthKnown ? '' : ', year of birth unknown'}`,
  k700: (listed, used) => `K ${listed} → ${used}: K × games ≤ 700 (8.3.3)`,
  reasons: {
    forfeit: 'forfeit: not rated',
    bye: 'no game',
    'not-rated': 'less than one move: not rated',
    pending: 'no result yet',
    'unrated-opponent': 'opponent unrated: not rated',
    'gap-600': 'difference of 600 or more, a player above 2600: not rated',
  },
  capped: 'capped at ±400 (8.3.1)',
  firstRating: (rating, floor) =>
    `first rating ${rating} (8.2)${floor ? ': below 1400, not published' : ''}`,
  notYet: (games, needed) =>
    `no rating yet: ${games} game${games === 1 ? '' : 's'} against rated players, ${needed} more needed`,
  zeroScore:
    'no rating yet: no point against rated players (a first event without a point is disregarded)',
  firstDwz: stage => `first DWZ (3.4, stage ${stage})`,
  noDwzTooFew: needed =>
    `no DWZ yet: ${needed} more game${needed === 1 ? '' : 's'} against rated players needed`,
  noDwzExtreme: 'no DWZ yet: all games against rated players lost or won',
  noDwz2026: 'first DWZ by the 2026 rules not computed',
  fideFromSeed: 'FIDE rating as DWZ, index 6 (2.2.4)',
  exceptional: 'counted with his performance for his opponents (3.6)',
  ratedAs: { first: 'first DWZ', performance: 'performance (3.6)', fide: 'FIDE rating' },
  notes: {
    kRules:
      "K by the rules (8.3.3: 40 for juniors below 2300 and until 30 games, 20 below 2400, 10 once 2400 was reached) where the file gives none: FIDE's rating list gives the K the federation uses (a K column, --k-column).",
    rounding:
      "Rounded: the change of a rating period is rounded once (8.3.4), over all the player's events of the period; it holds when this is the only one.",
    ratingsAsDwz: 'No DWZ column: the ratings given are read as DWZ.',
    ageUnknown: 'Age unknown: over 25, as the DSB calculator assumes.',
    indexUnknown: 'Index unknown: E is limited only to 30 (as for an index above 5).',
    dwz2026:
      'The 2026 rules as two open-source implementations give them (Chess League Manager, DWZ-Calc); a first DWZ by these rules is not computed.',
    dwzFirst:
      'First DWZ by the iteration of WO 3.4.4; stored earlier games (Restpartien) are not known here.',
  },
  explainFideHeader: ['Rd', 'Opponent', 'Rating', 'Used', 'PD', 'Result', 'W − PD', 'Note'],
  explainDwzHeader: ['Rd', 'Opponent', 'DWZ', 'D', 'P', 'Result', 'W − P', 'Note'],
  explainHead: (player, rating) => `${player}: ${rating}`,
  unrated: 'unrated',
  fideTotal: (w, we, diff, k, change, rounded) =>
    `W ${w}, We ${we}, W − We ${diff}; K × (W − We) = ${k} × ${diff} = ${change}, rounded ${rounded}`,
  firstTotal: (sum, games, average, points, percent, dp, rating) =>
    `Ra = ${sum} / ${games} = ${average} (two hypothetical 1800 opponents); p = ${points} / ${games} → ${percent} %, dp ${dp}; Ru = ${rating}`,
  dwzCoefficient: (e0, j, fB, sBr, raw, e, limit) =>
    `E0 = (Ro/1000)^4 + ${j} = ${e0}; E = E0 × ${fB} + ${sBr} = ${raw} → ${e}${limit}`,
  dwzLimits: {
    'minimum-5': ' (at least 5)',
    index: ' (at most 5 × index)',
    'maximum-30': ' (at most 30)',
    'maximum-150': ' (at most 150)',
  },
  dwzK: (k0, b, a, k, capped) => `K = ${k0} × ${b} + ${a} = ${k}${capped ? ' (at most 80)' : ''}`,
  dwzTotal: (ro, w, we, divisor, rn) => `Rn = ${ro} + ${divisor} × (${w} − ${we}) = ${rn}`,
  dwzFirstTotal: (ri, rn) =>
    `iteration Ri = ${ri}; first DWZ ${rn}${ri < 800 ? ' (700 + Ri/8)' : ''}`,
};
